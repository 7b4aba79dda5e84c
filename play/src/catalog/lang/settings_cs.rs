//! Czech: the settings and the statistics.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::SettingsKey::{self, *};

pub(crate) fn text(key: SettingsKey) -> Text {
    let plain = Text::Plain;
    match key {
        SettingsTitle => plain("Nastavení"),
        SettingSound => plain("Zvuk"),
        SettingSoundDetail => plain("Krátké zvuky při tazích a na konci partie"),
        SettingHaptics => plain("Vibrace"),
        SettingHapticsDetail => plain("Lehké ťuknutí, když položíte kámen"),
        SettingAnimation => plain("Animace"),
        SettingAnimationDetail => {
            plain("Jak rychle se kameny pohybují; Vypnuto je položí hned na místo")
        }
        AnimationOff => plain("Vypnuto"),
        AnimationFast => plain("Rychle"),
        AnimationNormal => plain("Normálně"),
        AnimationSlow => plain("Pomalu"),
        SettingCoordinates => plain("Souřadnice desky"),
        SettingCoordinatesDetail => {
            plain("Písmena a čísla podél okrajů desky; Automaticky je ukáže na tabletech")
        }
        CoordinatesAutomatic => plain("Automaticky"),
        CoordinatesOn => plain("Zapnuto"),
        CoordinatesOff => plain("Vypnuto"),
        SettingPatterns => plain("Vzory pro barvoslepé"),
        SettingPatternsDetail => {
            plain("Každá barva má svůj vzor, takže kameny rozlišíte i bez barev")
        }
        PatternsOff => plain("Vypnuto"),
        PatternsStandard => plain("Běžné"),
        PatternsStrong => plain("Výrazné"),
        SettingLanguage => plain("Jazyk"),
        LanguageSystem => plain("Jazyk zařízení"),
        SettingConfirm => plain("Potvrzovat každý tah"),
        SettingConfirmDetail => plain("Tah se zahraje až po druhém ťuknutí"),
        ConfirmTapAgain => plain("Ťukněte znovu pro potvrzení"),
        ConfirmMove => plain("Potvrdit"),
        SettingTableBoard => plain("Deska v režimu stolu"),
        SettingTableBoardDetail => plain("Pevná: deska zůstává na místě a každý panel je otočený ke svému hráči; otáčení: deska se otočí k tomu, kdo je na tahu"),
        TableBoardStill => plain("Pevná"),
        TableBoardTurn => plain("Otáčí se k hráči na tahu"),
        SettingValueOn => plain("Zapnuto"),
        SettingValueOff => plain("Vypnuto"),
        SettingSpoken => plain("{0}: {1}"),
        SettingsNoSuchOption => plain("{0}: možnost {1} neexistuje"),
        SettingsWrongKind => plain("{0}: tento druh hodnoty nelze nastavit"),
        StatsTitle => plain("Statistiky"),
        StatsGames => plain("Partie"),
        StatsWins => plain("Výhry"),
        StatsLosses => plain("Prohry"),
        StatsDraws => plain("Remízy"),
        StatsWinRate => plain("Úspěšnost"),
        StatsPercent => plain("{0} %"),
        StatsNoGames => plain("Zatím žádné partie"),
        StatsAnotherPlayer => plain("Jiný hráč"),
        StatsLongestStreak => Text::Plural(&[
            (One, "Nejdelší série: {0} výhra"),
            (Few, "Nejdelší série: {0} výhry"),
            (Many, "Nejdelší série: {0} výhry"),
            (Other, "Nejdelší série: {0} výher"),
        ]),
        StatsCurrentStreak => Text::Plural(&[
            (One, "Současná série: {0} výhra"),
            (Few, "Současná série: {0} výhry"),
            (Many, "Současná série: {0} výhry"),
            (Other, "Současná série: {0} výher"),
        ]),
        StatsGamesCount => Text::Plural(&[
            (One, "{0} partie"),
            (Few, "{0} partie"),
            (Many, "{0} partie"),
            (Other, "{0} partií"),
        ]),
        StatsWinsCount => Text::Plural(&[
            (One, "{0} výhra"),
            (Few, "{0} výhry"),
            (Many, "{0} výhry"),
            (Other, "{0} výher"),
        ]),
        StatsLossesCount => Text::Plural(&[
            (One, "{0} prohra"),
            (Few, "{0} prohry"),
            (Many, "{0} prohry"),
            (Other, "{0} proher"),
        ]),
        StatsDrawsCount => Text::Plural(&[
            (One, "{0} remíza"),
            (Few, "{0} remízy"),
            (Many, "{0} remízy"),
            (Other, "{0} remíz"),
        ]),
        // The level's name stays in its own case, in brackets.
        StatsFirstWin => plain("První výhra proti počítači ({0})"),
        StatsNthWin => plain("{0}. výhra proti počítači ({1})"),
        StatsFirstLoss => plain("První prohra proti počítači ({0})"),
        StatsNthLoss => plain("{0}. prohra proti počítači ({1})"),
        StatsFirstDraw => plain("První remíza proti počítači ({0})"),
        StatsNthDraw => plain("{0}. remíza proti počítači ({1})"),
        // The ordinal's dot is in the sentences.
        OrdinalOne | OrdinalTwo | OrdinalFew | OrdinalOther => plain("{0}"),
    }
}
