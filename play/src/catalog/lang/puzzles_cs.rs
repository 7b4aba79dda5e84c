//! Czech: the puzzles.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::PuzzleKey::{self, *};

pub(crate) fn text(key: PuzzleKey) -> Text {
    let plain = Text::Plain;
    match key {
        Puzzles => plain("Úlohy"),
        PuzzlesTitle => plain("Úlohy: {0}"),
        PuzzlesSolved => plain("Vyřešeno: {0} z {1}"),
        PuzzleRating => plain("Hodnocení {0}"),
        PuzzleStreak => Text::Plural(&[
            (One, "Série: {0} úloha"),
            (Few, "Série: {0} úlohy"),
            (Many, "Série: {0} úlohy"),
            (Other, "Série: {0} úloh"),
        ]),
        PuzzleDaily => plain("Úloha dne"),
        PuzzleNumber => plain("Úloha {0} z {1}"),
        PuzzleGradeEasy => plain("Snadná"),
        PuzzleGradeMedium => plain("Střední"),
        PuzzleGradeHard => plain("Těžká"),
        PuzzleWinIn => Text::Plural(&[
            (One, "Na tahu: {1} — výhra za {0} tah"),
            (Few, "Na tahu: {1} — výhra za {0} tahy"),
            (Many, "Na tahu: {1} — výhra za {0} tahu"),
            (Other, "Na tahu: {1} — výhra za {0} tahů"),
        ]),
        PuzzleBestTurn => Text::Plural(&[
            (One, "Na tahu: {1} — získejte v tomto tahu {0} bod"),
            (Few, "Na tahu: {1} — získejte v tomto tahu {0} body"),
            (Many, "Na tahu: {1} — získejte v tomto tahu {0} bodu"),
            (Other, "Na tahu: {1} — získejte v tomto tahu {0} bodů"),
        ]),
        PuzzleFewerPoints => Text::Plural(&[
            (One, "Potom tah vynese jen {0} bod; nejlepší vynese {1}."),
            (Few, "Potom tah vynese jen {0} body; nejlepší vynese {1}."),
            (Many, "Potom tah vynese jen {0} bodu; nejlepší vynese {1}."),
            (Other, "Potom tah vynese jen {0} bodů; nejlepší vynese {1}."),
        ]),
        PuzzleWrongWins => plain("Tím výhra uniká. Odpověď ({0}): „{1}“ a soupeř vyhraje."),
        PuzzleWrongNoWin => plain("Tak výhru neudržíte."),
        PuzzleBetterMove => plain("Na tahu: {0} — najděte lepší tah"),
        PuzzleMovesLeft => Text::Plural(&[
            (One, "K výhře zbývá {0} tah"),
            (Few, "K výhře zbývají {0} tahy"),
            (Many, "K výhře zbývá {0} tahu"),
            (Other, "K výhře zbývá {0} tahů"),
        ]),
        PuzzleKept => plain("Správně. Odpověď ({0}): „{1}“."),
        PuzzleKeptNoReply => plain("Správně. Pokračujte."),
        PuzzleSolved => plain("Vyřešeno!"),
        PuzzleTooSlow => Text::Plural(&[
            (
                One,
                "Tím stále vyhrajete, ale až za {0} tah; úloha žádá výhru za {1}.",
            ),
            (
                Few,
                "Tím stále vyhrajete, ale až za {0} tahy; úloha žádá výhru za {1}.",
            ),
            (
                Many,
                "Tím stále vyhrajete, ale až za {0} tahu; úloha žádá výhru za {1}.",
            ),
            (
                Other,
                "Tím stále vyhrajete, ale až za {0} tahů; úloha žádá výhru za {1}.",
            ),
        ]),
        PuzzleWrongLoss => Text::Plural(&[
            (
                One,
                "Tím výhra uniká. Odpověď ({1}): „{2}“ a soupeř vyhraje za {0} tah.",
            ),
            (
                Few,
                "Tím výhra uniká. Odpověď ({1}): „{2}“ a soupeř vyhraje za {0} tahy.",
            ),
            (
                Many,
                "Tím výhra uniká. Odpověď ({1}): „{2}“ a soupeř vyhraje za {0} tahu.",
            ),
            (
                Other,
                "Tím výhra uniká. Odpověď ({1}): „{2}“ a soupeř vyhraje za {0} tahů.",
            ),
        ]),
        PuzzleWrongLossNoReply => Text::Plural(&[
            (One, "Tím výhra uniká: {1} vyhraje za {0} tah."),
            (Few, "Tím výhra uniká: {1} vyhraje za {0} tahy."),
            (Many, "Tím výhra uniká: {1} vyhraje za {0} tahu."),
            (Other, "Tím výhra uniká: {1} vyhraje za {0} tahů."),
        ]),
        PuzzleWrongDraw => plain("Tím výhra uniká. Odpověď ({0}): „{1}“ a soupeř udrží remízu."),
        PuzzleWrongDrawNoReply => plain("Tím výhra uniká: teď už zbývá jen remíza."),
        PuzzleNotBetter => plain("To není lepší než tah zahraný v partii. Odpověď ({0}): „{1}“."),
        PuzzleNotBetterNoReply => plain("To není lepší než tah zahraný v partii."),
        PuzzleHint => plain("Rada: podívejte se na {0}."),
        PuzzleSolutionIs => plain("Řešení: {0}."),
        PuzzleSolutionButton => plain("Řešení"),
        PuzzleSolutionStep => plain("Další tah řešení"),
        PuzzleRetry => plain("Zkusit znovu"),
        PuzzleNext => plain("Další úloha"),
        PuzzleNextMistake => plain("Další chyba"),
        PuzzleNoneYet => plain("Úlohy pro hru {0} zatím nejsou"),
        PuzzleNoSuchPuzzle => plain("Úloha „{0}“ neexistuje"),
        PuzzleRatingChange => plain("Hodnocení {0} ({1})"),
        PuzzleYourMistakes => plain("Poučte se ze svých chyb"),
        PuzzleMistakesFound => Text::Plural(&[
            (One, "{0} pozice k zahrání znovu"),
            (Few, "{0} pozice k zahrání znovu"),
            (Many, "{0} pozice k zahrání znovu"),
            (Other, "{0} pozic k zahrání znovu"),
        ]),
    }
}
