//! Slovenian: the puzzles.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::PuzzleKey::{self, *};

pub(crate) fn text(key: PuzzleKey) -> Text {
    let plain = Text::Plain;
    match key {
        Puzzles => plain("Uganke"),
        PuzzlesTitle => plain("Uganke: {0}"),
        PuzzlesSolved => plain("Rešeno: {0} od {1}"),
        PuzzleRating => plain("Ocena {0}"),
        PuzzleStreak => Text::Plural(&[
            (One, "Niz: {0} uganka"),
            (Two, "Niz: {0} uganki"),
            (Few, "Niz: {0} uganke"),
            (Other, "Niz: {0} ugank"),
        ]),
        PuzzleDaily => plain("Uganka dneva"),
        PuzzleNumber => plain("Uganka {0} od {1}"),
        PuzzleGradeEasy => plain("Lahka"),
        PuzzleGradeMedium => plain("Srednja"),
        PuzzleGradeHard => plain("Težka"),
        PuzzleWinIn => Text::Plural(&[
            (One, "Na potezi: {1} — zmaga v {0} potezi"),
            (Two, "Na potezi: {1} — zmaga v {0} potezah"),
            (Few, "Na potezi: {1} — zmaga v {0} potezah"),
            (Other, "Na potezi: {1} — zmaga v {0} potezah"),
        ]),
        PuzzleBestTurn => Text::Plural(&[
            (One, "Na potezi: {1} — v tej potezi dosezite {0} točko"),
            (Two, "Na potezi: {1} — v tej potezi dosezite {0} točki"),
            (Few, "Na potezi: {1} — v tej potezi dosezite {0} točke"),
            (Other, "Na potezi: {1} — v tej potezi dosezite {0} točk"),
        ]),
        PuzzleFewerPoints => Text::Plural(&[
            (
                One,
                "Potem poteza prinese le {0} točko; najboljša prinese {1}.",
            ),
            (
                Two,
                "Potem poteza prinese le {0} točki; najboljša prinese {1}.",
            ),
            (
                Few,
                "Potem poteza prinese le {0} točke; najboljša prinese {1}.",
            ),
            (
                Other,
                "Potem poteza prinese le {0} točk; najboljša prinese {1}.",
            ),
        ]),
        PuzzleWrongWins => plain("Tako zmaga uide. Odgovor ({0}): »{1}« in tekmec zmaga."),
        PuzzleWrongNoWin => plain("Tako zmage ne obdržite."),
        PuzzleBetterMove => plain("Na potezi: {0} — poiščite boljšo potezo"),
        PuzzleMovesLeft => Text::Plural(&[
            (One, "Do zmage še {0} poteza"),
            (Two, "Do zmage še {0} potezi"),
            (Few, "Do zmage še {0} poteze"),
            (Other, "Do zmage še {0} potez"),
        ]),
        PuzzleKept => plain("Pravilno. Odgovor ({0}): »{1}«."),
        PuzzleKeptNoReply => plain("Pravilno. Nadaljujte."),
        PuzzleSolved => plain("Rešeno!"),
        PuzzleTooSlow => Text::Plural(&[
            (
                One,
                "S tem še vedno zmagate, a šele v {0} potezi; uganka zahteva zmago v {1}.",
            ),
            (
                Two,
                "S tem še vedno zmagate, a šele v {0} potezah; uganka zahteva zmago v {1}.",
            ),
            (
                Few,
                "S tem še vedno zmagate, a šele v {0} potezah; uganka zahteva zmago v {1}.",
            ),
            (
                Other,
                "S tem še vedno zmagate, a šele v {0} potezah; uganka zahteva zmago v {1}.",
            ),
        ]),
        PuzzleWrongLoss => Text::Plural(&[
            (
                One,
                "Tako zmaga uide. Odgovor ({1}): »{2}« in tekmec zmaga v {0} potezi.",
            ),
            (
                Two,
                "Tako zmaga uide. Odgovor ({1}): »{2}« in tekmec zmaga v {0} potezah.",
            ),
            (
                Few,
                "Tako zmaga uide. Odgovor ({1}): »{2}« in tekmec zmaga v {0} potezah.",
            ),
            (
                Other,
                "Tako zmaga uide. Odgovor ({1}): »{2}« in tekmec zmaga v {0} potezah.",
            ),
        ]),
        PuzzleWrongLossNoReply => Text::Plural(&[
            (One, "Tako zmaga uide: {1} zmaga v {0} potezi."),
            (Two, "Tako zmaga uide: {1} zmaga v {0} potezah."),
            (Few, "Tako zmaga uide: {1} zmaga v {0} potezah."),
            (Other, "Tako zmaga uide: {1} zmaga v {0} potezah."),
        ]),
        PuzzleWrongDraw => plain("Tako zmaga uide. Odgovor ({0}): »{1}« in ohrani remi."),
        PuzzleWrongDrawNoReply => plain("Tako zmaga uide: zdaj je mogoč le še remi."),
        PuzzleNotBetter => {
            plain("To ni boljše od poteze, odigrane v partiji. Odgovor ({0}): »{1}«.")
        }
        PuzzleNotBetterNoReply => plain("To ni boljše od poteze, odigrane v partiji."),
        PuzzleHint => plain("Namig: poglejte {0}."),
        PuzzleSolutionIs => plain("Rešitev: {0}."),
        PuzzleSolutionButton => plain("Rešitev"),
        PuzzleSolutionStep => plain("Naslednja poteza rešitve"),
        PuzzleRetry => plain("Poskusi znova"),
        PuzzleNext => plain("Naslednja uganka"),
        PuzzleNextMistake => plain("Naslednja napaka"),
        PuzzleNoneYet => plain("Za igro {0} še ni ugank"),
        PuzzleNoSuchPuzzle => plain("Uganka »{0}« ne obstaja"),
        PuzzleRatingChange => plain("Ocena {0} ({1})"),
        PuzzleYourMistakes => plain("Učite se iz svojih napak"),
        PuzzleMistakesFound => Text::Plural(&[
            (One, "{0} položaj za ponovno igro"),
            (Two, "{0} položaja za ponovno igro"),
            (Few, "{0} položaji za ponovno igro"),
            (Other, "{0} položajev za ponovno igro"),
        ]),
    }
}
