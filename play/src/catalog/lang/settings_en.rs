//! English: the settings and the statistics.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::SettingsKey::{self, *};

pub(crate) fn text(key: SettingsKey) -> Text {
    let plain = Text::Plain;
    match key {
        SettingsTitle => plain("Settings"),
        SettingSound => plain("Sound"),
        SettingSoundDetail => plain("Short sounds for moves and for the end of a game"),
        SettingHaptics => plain("Vibration"),
        SettingHapticsDetail => plain("A light tap you feel as a piece is placed"),
        SettingAnimation => plain("Animations"),
        SettingAnimationDetail => plain("How fast pieces move; Off puts them in place at once"),
        AnimationOff => plain("Off"),
        AnimationFast => plain("Fast"),
        AnimationNormal => plain("Normal"),
        AnimationSlow => plain("Slow"),
        SettingCoordinates => plain("Board coordinates"),
        SettingCoordinatesDetail => {
            plain("Letters and numbers along the board’s edges; Automatic shows them on tablets")
        }
        CoordinatesAutomatic => plain("Automatic"),
        CoordinatesOn => plain("On"),
        CoordinatesOff => plain("Off"),
        SettingPatterns => plain("Colour-blind patterns"),
        SettingPatternsDetail => plain("A pattern on each colour, so pieces differ without colour"),
        PatternsOff => plain("Off"),
        PatternsStandard => plain("Standard"),
        PatternsStrong => plain("Strong"),
        SettingLanguage => plain("Language"),
        LanguageSystem => plain("Device language"),
        SettingConfirm => plain("Confirm each move"),
        SettingConfirmDetail => plain("A move is played only after a second tap"),
        ConfirmTapAgain => plain("Tap again to confirm"),
        ConfirmMove => plain("Confirm"),
        SettingTableBoard => plain("Table mode board"),
        SettingTableBoardDetail => plain("Still: the board stays and each panel faces its player; turning: the board turns to the player to move"),
        TableBoardStill => plain("Still"),
        TableBoardTurn => plain("Turns to the mover"),
        SettingValueOn => plain("On"),
        SettingValueOff => plain("Off"),
        SettingSpoken => plain("{0}: {1}"),
        SettingsNoSuchOption => plain("{0}: there is no option {1}"),
        SettingsWrongKind => plain("{0} cannot take that kind of value"),
        StatsTitle => plain("Statistics"),
        StatsGames => plain("Games"),
        StatsWins => plain("Wins"),
        StatsLosses => plain("Losses"),
        StatsDraws => plain("Draws"),
        StatsWinRate => plain("Win rate"),
        StatsPercent => plain("{0}%"),
        StatsNoGames => plain("No games yet"),
        StatsAnotherPlayer => plain("Another player"),
        StatsLongestStreak => Text::Plural(&[
            (One, "Longest winning streak: {0} win"),
            (Other, "Longest winning streak: {0} wins"),
        ]),
        StatsCurrentStreak => Text::Plural(&[
            (One, "Current streak: {0} win"),
            (Other, "Current streak: {0} wins"),
        ]),
        StatsGamesCount => Text::Plural(&[(One, "{0} game"), (Other, "{0} games")]),
        StatsWinsCount => Text::Plural(&[(One, "{0} win"), (Other, "{0} wins")]),
        StatsLossesCount => Text::Plural(&[(One, "{0} loss"), (Other, "{0} losses")]),
        StatsDrawsCount => Text::Plural(&[(One, "{0} draw"), (Other, "{0} draws")]),
        StatsFirstWin => plain("First win against {0}"),
        StatsNthWin => plain("{0} win against {1}"),
        StatsFirstLoss => plain("First loss against {0}"),
        StatsNthLoss => plain("{0} loss against {1}"),
        StatsFirstDraw => plain("First draw against {0}"),
        StatsNthDraw => plain("{0} draw against {1}"),
        OrdinalOne => plain("{0}st"),
        OrdinalTwo => plain("{0}nd"),
        OrdinalFew => plain("{0}rd"),
        OrdinalOther => plain("{0}th"),
    }
}
