//! Slovenian: the settings and the statistics.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::SettingsKey::{self, *};

pub(crate) fn text(key: SettingsKey) -> Text {
    let plain = Text::Plain;
    match key {
        SettingsTitle => plain("Nastavitve"),
        SettingSound => plain("Zvok"),
        SettingSoundDetail => plain("Kratki zvoki ob potezah in ob koncu partije"),
        SettingHaptics => plain("Vibriranje"),
        SettingHapticsDetail => plain("Rahel dotik, ki ga začutite, ko položite figuro"),
        SettingAnimation => plain("Animacije"),
        SettingAnimationDetail => {
            plain("Kako hitro se figure premikajo; Izklopljeno jih takoj postavi na mesto")
        }
        AnimationOff => plain("Izklopljeno"),
        AnimationFast => plain("Hitro"),
        AnimationNormal => plain("Običajno"),
        AnimationSlow => plain("Počasi"),
        SettingCoordinates => plain("Koordinate plošče"),
        SettingCoordinatesDetail => {
            plain("Črke in številke ob robovih plošče; Samodejno jih pokaže na tablicah")
        }
        CoordinatesAutomatic => plain("Samodejno"),
        CoordinatesOn => plain("Vklopljeno"),
        CoordinatesOff => plain("Izklopljeno"),
        SettingPatterns => plain("Vzorci za barvno slepe"),
        SettingPatternsDetail => {
            plain("Vsaka barva ima svoj vzorec, da figure ločite tudi brez barv")
        }
        PatternsOff => plain("Izklopljeno"),
        PatternsStandard => plain("Običajni"),
        PatternsStrong => plain("Izraziti"),
        SettingLanguage => plain("Jezik"),
        LanguageSystem => plain("Jezik naprave"),
        SettingConfirm => plain("Potrdi vsako potezo"),
        SettingConfirmDetail => plain("Poteza se odigra šele po drugem dotiku"),
        ConfirmTapAgain => plain("Za potrditev se dotaknite še enkrat"),
        ConfirmMove => plain("Potrdi"),
        SettingTableBoard => plain("Plošča pri igri okoli mize"),
        SettingTableBoardDetail => plain("Mirna: plošča ostane na mestu, podatki vsakega igralca pa so obrnjeni k njemu; obračanje: plošča se obrne k tistemu, ki je na potezi"),
        TableBoardStill => plain("Mirna"),
        TableBoardTurn => plain("Obrača se k igralcu na potezi"),
        SettingValueOn => plain("Vklopljeno"),
        SettingValueOff => plain("Izklopljeno"),
        SettingSpoken => plain("{0}: {1}"),
        SettingsNoSuchOption => plain("{0}: možnosti {1} ni"),
        SettingsWrongKind => plain("{0}: te vrste vrednosti ni mogoče nastaviti"),
        StatsTitle => plain("Statistika"),
        StatsGames => plain("Partije"),
        StatsWins => plain("Zmage"),
        StatsLosses => plain("Porazi"),
        StatsDraws => plain("Remiji"),
        StatsWinRate => plain("Delež zmag"),
        StatsPercent => plain("{0} %"),
        StatsNoGames => plain("Še brez partij"),
        StatsAnotherPlayer => plain("Drug igralec"),
        StatsLongestStreak => Text::Plural(&[
            (One, "Najdaljši niz: {0} zmaga"),
            (Two, "Najdaljši niz: {0} zmagi"),
            (Few, "Najdaljši niz: {0} zmage"),
            (Other, "Najdaljši niz: {0} zmag"),
        ]),
        StatsCurrentStreak => Text::Plural(&[
            (One, "Trenutni niz: {0} zmaga"),
            (Two, "Trenutni niz: {0} zmagi"),
            (Few, "Trenutni niz: {0} zmage"),
            (Other, "Trenutni niz: {0} zmag"),
        ]),
        StatsGamesCount => Text::Plural(&[
            (One, "{0} partija"),
            (Two, "{0} partiji"),
            (Few, "{0} partije"),
            (Other, "{0} partij"),
        ]),
        StatsWinsCount => Text::Plural(&[
            (One, "{0} zmaga"),
            (Two, "{0} zmagi"),
            (Few, "{0} zmage"),
            (Other, "{0} zmag"),
        ]),
        StatsLossesCount => Text::Plural(&[
            (One, "{0} poraz"),
            (Two, "{0} poraza"),
            (Few, "{0} porazi"),
            (Other, "{0} porazov"),
        ]),
        StatsDrawsCount => Text::Plural(&[
            (One, "{0} remi"),
            (Two, "{0} remija"),
            (Few, "{0} remiji"),
            (Other, "{0} remijev"),
        ]),
        // The level's name stays in its own case, in brackets.
        StatsFirstWin => plain("Prva zmaga proti računalniku ({0})"),
        StatsNthWin => plain("{0}. zmaga proti računalniku ({1})"),
        StatsFirstLoss => plain("Prvi poraz proti računalniku ({0})"),
        StatsNthLoss => plain("{0}. poraz proti računalniku ({1})"),
        StatsFirstDraw => plain("Prvi remi proti računalniku ({0})"),
        StatsNthDraw => plain("{0}. remi proti računalniku ({1})"),
        // The ordinal's dot is in the sentences.
        OrdinalOne | OrdinalTwo | OrdinalFew | OrdinalOther => plain("{0}"),
    }
}
