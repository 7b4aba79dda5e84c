//! `AppSettings`: the player's settings (`pyramids_play::settings`), their
//! file, the settings screen and the values the apps apply. The app keeps
//! `to_json()` in one file with its data, draws `screen(catalog)`'s rows,
//! hands a changed row back to `set`, stores the file again and applies the
//! new values at once (`catalog`, `animation_factor`, `shows_coordinates`,
//! `values()` for sound, vibration, patterns and the confirming tap).

use std::sync::{Arc, Mutex};

pub use pyramids_play::settings::screen::SettingId;
use pyramids_play::settings::screen::{self as play, RowControl, SettingsError};
pub use pyramids_play::settings::{
    AnimationSpeed, ColourPatterns, Coordinates, LanguageChoice, Settings, TableBoard,
};

use crate::catalog::TextCatalog;
use crate::error::{bad_progress, guard, lock, to_i32, OptionsProblem, PyramidsError, Result};
use pyramids_play::catalog::Language;

#[uniffi::remote(Enum)]
pub enum AnimationSpeed {
    Off,
    Fast,
    Normal,
    Slow,
}

#[uniffi::remote(Enum)]
pub enum Coordinates {
    Automatic,
    On,
    Off,
}

#[uniffi::remote(Enum)]
pub enum ColourPatterns {
    Off,
    Standard,
    Strong,
}

/// Table mode's Pyramida and Pyramido board: still (facing the bottom) or
/// turning to the player to move (`table_board_side`).
#[uniffi::remote(Enum)]
pub enum TableBoard {
    Still,
    TurnToMover,
}

#[uniffi::remote(Enum)]
pub enum LanguageChoice {
    System,
    English,
    Portuguese,
    Czech,
    Slovenian,
}

/// Every setting's value.
#[uniffi::remote(Record)]
pub struct Settings {
    pub sound: bool,
    pub haptics: bool,
    pub animation: AnimationSpeed,
    pub coordinates: Coordinates,
    pub patterns: ColourPatterns,
    pub language: LanguageChoice,
    pub confirm_moves: bool,
    pub table_board: TableBoard,
}

/// A row of the settings screen, in the screen's order.
#[uniffi::remote(Enum)]
pub enum SettingId {
    Sound,
    Haptics,
    Animation,
    Coordinates,
    Patterns,
    ConfirmMoves,
    TableBoard,
    Language,
}

/// A row's new value: a toggle's, or the index of a choice's option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SettingValue {
    Toggle { on: bool },
    Choice { index: u32 },
}

/// What a row shows: a switch, or its options with the one selected.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SettingControl {
    Toggle { on: bool },
    Choice { options: Vec<String>, selected: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingsRow {
    pub id: SettingId,
    /// "Animations".
    pub label: String,
    /// "How fast pieces move; Off puts them in place at once" (none for
    /// the language row).
    pub detail: Option<String>,
    pub control: SettingControl,
    /// The state a screen reader speaks as the row's value (TalkBack's
    /// state description, VoiceOver's accessibilityValue): "On"/"Off" or
    /// the selected option's label.
    pub value: String,
    /// The whole row for a screen reader: "Sound: On", "Animations: Fast".
    pub spoken: String,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingsScreen {
    /// "Settings".
    pub title: String,
    pub rows: Vec<SettingsRow>,
}

fn refused(e: SettingsError) -> PyramidsError {
    let (problem, detail) = match e {
        SettingsError::NoSuchOption { id, index, count } => (
            OptionsProblem::NoSuchSettingOption {
                setting: id,
                index: to_i32(index),
                count: to_i32(count),
            },
            format!("{id:?} has {count} options, not an option {index}"),
        ),
        SettingsError::WrongKind { id } => (
            OptionsProblem::WrongSettingKind { setting: id },
            format!("{id:?} is set by the other kind of value"),
        ),
    };
    PyramidsError::bad_options(problem, detail)
}

/// The player's settings.
#[derive(uniffi::Object)]
pub struct AppSettings {
    inner: Mutex<Settings>,
}

#[uniffi::export]
impl AppSettings {
    /// Every setting at its default (first launch).
    #[uniffi::constructor]
    pub fn defaults() -> Arc<Self> {
        Arc::new(AppSettings {
            inner: Mutex::new(Settings::default()),
        })
    }

    /// A settings file. A damaged one fails `BadSave { Malformed }`, one
    /// written by a newer version `BadSave { NewerVersion }`: keep the file
    /// and use `defaults()` for this run rather than overwrite it. A field
    /// the file lacks takes its default.
    #[uniffi::constructor]
    pub fn from_json(text: String) -> Result<Arc<Self>> {
        guard(|| {
            let settings = Settings::from_json(&text).map_err(|e| bad_progress(e, "settings"))?;
            Ok(Arc::new(AppSettings {
                inner: Mutex::new(settings),
            }))
        })
    }

    pub fn to_json(&self) -> String {
        lock(&self.inner).to_json()
    }

    pub fn values(&self) -> Settings {
        *lock(&self.inner)
    }

    /// The settings screen, in `catalog`'s language.
    pub fn screen(&self, catalog: Arc<TextCatalog>) -> SettingsScreen {
        let screen = lock(&self.inner).screen(&catalog.inner);
        SettingsScreen {
            title: screen.title,
            rows: screen.rows.into_iter().map(row).collect(),
        }
    }

    /// Changes one row and returns the new settings; a value the row does
    /// not take (an option index past its options, a toggle's value for a
    /// choice) fails `BadOptions` and changes nothing.
    pub fn set(&self, id: SettingId, value: SettingValue) -> Result<Settings> {
        guard(|| {
            let mut settings = lock(&self.inner);
            let value = match value {
                SettingValue::Toggle { on } => play::SettingValue::Toggle(on),
                SettingValue::Choice { index } => play::SettingValue::Choice(index as usize),
            };
            *settings = settings.with(id, value).map_err(refused)?;
            Ok(*settings)
        })
    }

    /// What each animation's duration is multiplied by (0: put pieces in
    /// place at once).
    pub fn animation_factor(&self) -> f32 {
        lock(&self.inner).animation_factor()
    }

    /// Whether the boards draw their coordinates on this device.
    pub fn shows_coordinates(&self, is_tablet: bool) -> bool {
        lock(&self.inner).shows_coordinates(is_tablet)
    }

    /// Whether a lesson's or a puzzle's board draws its coordinates (its
    /// words name places: automatic means on every device).
    pub fn shows_coordinates_coached(&self) -> bool {
        lock(&self.inner).shows_coordinates_coached()
    }

    /// The catalog's language for the device's locale tag (`null` when the
    /// platform gives none): the one chosen, else the device's, English
    /// for a language the catalog does not have.
    pub fn catalog_language(&self, system_locale: Option<String>) -> Language {
        lock(&self.inner).catalog_language(system_locale.as_deref())
    }

    /// The catalog in `catalog_language`.
    pub fn catalog(&self, system_locale: Option<String>) -> Arc<TextCatalog> {
        Arc::new(TextCatalog::new(self.catalog_language(system_locale)))
    }
}

fn row(r: play::SettingsRow) -> SettingsRow {
    SettingsRow {
        id: r.id,
        label: r.label,
        detail: r.detail,
        control: match r.control {
            RowControl::Toggle { on } => SettingControl::Toggle { on },
            RowControl::Choice { options, selected } => SettingControl::Choice {
                options,
                selected: selected as u32,
            },
        },
        value: r.value,
        spoken: r.spoken,
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
