//! The player's settings: sound, vibration, animation speed, board
//! coordinates, colour-blind patterns, language and the confirming tap. The
//! apps keep them as one small JSON file with their data, show
//! [`screen::SettingsScreen`] and ask the applied values here (the
//! animation factor, whether coordinates show, the catalog's language)
//! rather than reading the fields themselves.

pub mod screen;

use serde::{Deserialize, Serialize};

use crate::catalog::Language;
use crate::progress_file;
pub use crate::progress_file::ProgressError;

/// The format written now; older ones load, newer ones are refused.
pub const SETTINGS_VERSION: u32 = 1;

/// How fast pieces move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// Pieces are put in place at once.
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// What each of the app's animation durations is multiplied by.
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 1.5,
        }
    }
}

/// Letters and numbers along the boards' edges.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Coordinates {
    /// On tablets, where the board has room for them.
    #[default]
    Automatic,
    On,
    Off,
}

impl Coordinates {
    pub const ALL: [Coordinates; 3] = [Coordinates::Automatic, Coordinates::On, Coordinates::Off];

    pub fn shown(self, is_tablet: bool) -> bool {
        match self {
            Coordinates::Automatic => is_tablet,
            Coordinates::On => true,
            Coordinates::Off => false,
        }
    }

    /// On a lesson's or a puzzle's board, whose words name places ("raise
    /// your ball from d4", "Black answers f2 to e3"): automatic shows them
    /// on every device, so the words point somewhere on a phone too.
    pub fn shown_coached(self) -> bool {
        self != Coordinates::Off
    }
}

/// A pattern or symbol on each colour, so pieces differ without colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColourPatterns {
    Off,
    /// Where it does not clutter the board.
    #[default]
    Standard,
    /// Larger, higher-contrast patterns everywhere.
    Strong,
}

impl ColourPatterns {
    pub const ALL: [ColourPatterns; 3] = [
        ColourPatterns::Off,
        ColourPatterns::Standard,
        ColourPatterns::Strong,
    ];
}

/// Which way table mode's Pyramida and Pyramido boards face (Pylos's plan
/// reads the same from every edge and always stays).
///
/// Still by default: a board that swings round at every turn moves the
/// place each player's eye was on, and a reviewer found Pyramida's half
/// turn between two players disorienting; a still board faces seat 0's
/// edge while each seat's own panel, marks and status line are turned to
/// its reader, as Pylos's plan view already does. Turning to the mover
/// stays a choice for players who prefer to read the board upright.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableBoard {
    #[default]
    Still,
    #[serde(rename = "turn")]
    TurnToMover,
}

impl TableBoard {
    pub const ALL: [TableBoard; 2] = [TableBoard::Still, TableBoard::TurnToMover];
}

/// The language the apps speak: the device's, or one of the catalog's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LanguageChoice {
    #[default]
    System,
    #[serde(rename = "en")]
    English,
    #[serde(rename = "pt")]
    Portuguese,
    #[serde(rename = "cs")]
    Czech,
    #[serde(rename = "sl")]
    Slovenian,
}

impl LanguageChoice {
    pub const ALL: [LanguageChoice; 5] = [
        LanguageChoice::System,
        LanguageChoice::English,
        LanguageChoice::Portuguese,
        LanguageChoice::Czech,
        LanguageChoice::Slovenian,
    ];

    /// The language chosen, or `None` for the device's.
    pub fn language(self) -> Option<Language> {
        match self {
            LanguageChoice::System => None,
            LanguageChoice::English => Some(Language::English),
            LanguageChoice::Portuguese => Some(Language::Portuguese),
            LanguageChoice::Czech => Some(Language::Czech),
            LanguageChoice::Slovenian => Some(Language::Slovenian),
        }
    }
}

/// Every setting. A field missing from a file takes its default, so a file
/// an older version wrote keeps what it had and gains the new defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub sound: bool,
    pub haptics: bool,
    pub animation: AnimationSpeed,
    pub coordinates: Coordinates,
    pub patterns: ColourPatterns,
    pub language: LanguageChoice,
    /// A completed selection waits for a second tap before it is played.
    pub confirm_moves: bool,
    /// Whether table mode's board stays or turns to the player to move.
    pub table_board: TableBoard,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sound: true,
            haptics: true,
            animation: AnimationSpeed::default(),
            coordinates: Coordinates::default(),
            patterns: ColourPatterns::default(),
            language: LanguageChoice::default(),
            confirm_moves: false,
            table_board: TableBoard::default(),
        }
    }
}

impl Settings {
    pub fn from_json(text: &str) -> Result<Settings, ProgressError> {
        progress_file::read(text, SETTINGS_VERSION)
    }

    pub fn to_json(&self) -> String {
        progress_file::write(self, SETTINGS_VERSION)
    }

    /// What the app's animation durations are multiplied by (0: none).
    pub fn animation_factor(&self) -> f32 {
        self.animation.factor()
    }

    /// Whether the boards draw their coordinates on this device.
    pub fn shows_coordinates(&self, is_tablet: bool) -> bool {
        self.coordinates.shown(is_tablet)
    }

    /// Whether a lesson's or a puzzle's board draws its coordinates.
    pub fn shows_coordinates_coached(&self) -> bool {
        self.coordinates.shown_coached()
    }

    /// The catalog's language: the one chosen, else the device's locale
    /// (`None` when the platform gives none; English for a language the
    /// catalog does not have).
    pub fn catalog_language(&self, system_locale: Option<&str>) -> Language {
        self.language
            .language()
            .unwrap_or_else(|| system_locale.map_or(Language::English, Language::for_locale))
    }
}

#[cfg(test)]
mod tests;
