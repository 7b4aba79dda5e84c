//! The settings screen: a title and rows, each a toggle or a choice,
//! worded in the catalog's language. The app draws the rows and hands a
//! row's new value back by its id; [`Settings::with`] answers with the new
//! settings, which the app stores and applies at once.

use super::{AnimationSpeed, ColourPatterns, Coordinates, LanguageChoice, Settings, TableBoard};
use crate::catalog::{Catalog, Language, SettingsKey, TextKey};

/// A row of the settings screen, in the order the screen shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

impl SettingId {
    pub const ALL: [SettingId; 8] = [
        SettingId::Sound,
        SettingId::Haptics,
        SettingId::Animation,
        SettingId::Coordinates,
        SettingId::Patterns,
        SettingId::ConfirmMoves,
        SettingId::TableBoard,
        SettingId::Language,
    ];

    /// The row's label, which also names it in an error's message.
    pub fn label(self) -> SettingsKey {
        match self {
            SettingId::Sound => SettingsKey::SettingSound,
            SettingId::Haptics => SettingsKey::SettingHaptics,
            SettingId::Animation => SettingsKey::SettingAnimation,
            SettingId::Coordinates => SettingsKey::SettingCoordinates,
            SettingId::Patterns => SettingsKey::SettingPatterns,
            SettingId::ConfirmMoves => SettingsKey::SettingConfirm,
            SettingId::TableBoard => SettingsKey::SettingTableBoard,
            SettingId::Language => SettingsKey::SettingLanguage,
        }
    }

    /// The one-line explanation; the language row needs none.
    fn detail(self) -> Option<SettingsKey> {
        match self {
            SettingId::Sound => Some(SettingsKey::SettingSoundDetail),
            SettingId::Haptics => Some(SettingsKey::SettingHapticsDetail),
            SettingId::Animation => Some(SettingsKey::SettingAnimationDetail),
            SettingId::Coordinates => Some(SettingsKey::SettingCoordinatesDetail),
            SettingId::Patterns => Some(SettingsKey::SettingPatternsDetail),
            SettingId::ConfirmMoves => Some(SettingsKey::SettingConfirmDetail),
            SettingId::TableBoard => Some(SettingsKey::SettingTableBoardDetail),
            SettingId::Language => None,
        }
    }

    /// A choice row's option labels, in order (none for a toggle).
    fn options(self, c: &Catalog) -> Vec<String> {
        let words = |keys: &[SettingsKey]| keys.iter().map(|&k| c.text(k, &[])).collect();
        use SettingsKey::*;
        match self {
            SettingId::Sound | SettingId::Haptics | SettingId::ConfirmMoves => Vec::new(),
            SettingId::Animation => {
                words(&[AnimationOff, AnimationFast, AnimationNormal, AnimationSlow])
            }
            SettingId::Coordinates => words(&[CoordinatesAutomatic, CoordinatesOn, CoordinatesOff]),
            SettingId::Patterns => words(&[PatternsOff, PatternsStandard, PatternsStrong]),
            SettingId::TableBoard => words(&[TableBoardStill, TableBoardTurn]),
            // Each language by its own name, so a player who cannot read
            // the current one still finds theirs.
            SettingId::Language => std::iter::once(c.text(LanguageSystem, &[]))
                .chain(LanguageChoice::ALL[1..].iter().map(|l| {
                    let own = l.language().unwrap_or(Language::English);
                    Catalog::new(own).text(TextKey::LanguageName, &[])
                }))
                .collect(),
        }
    }
}

/// A row's value: a toggle, or the index of a choice's option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingValue {
    Toggle(bool),
    Choice(usize),
}

/// What a row shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowControl {
    Toggle {
        on: bool,
    },
    Choice {
        options: Vec<String>,
        selected: usize,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsRow {
    pub id: SettingId,
    pub label: String,
    pub detail: Option<String>,
    pub control: RowControl,
    /// The state a screen reader speaks as the row's value: "On"/"Off",
    /// or the selected option's label.
    pub value: String,
    /// The whole row for a screen reader: "Sound: On".
    pub spoken: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsScreen {
    pub title: String,
    pub rows: Vec<SettingsRow>,
}

/// Why a row's new value was refused; the settings are unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// A choice's option outside `0..count`.
    NoSuchOption {
        id: SettingId,
        index: usize,
        count: usize,
    },
    /// A toggle's value for a choice, or a choice's for a toggle.
    WrongKind { id: SettingId },
}

/// A row's state in words, so a screen reader need not describe the switch
/// or the list of options to say what is set.
fn spoken_value(control: &RowControl, c: &Catalog) -> String {
    match control {
        RowControl::Toggle { on: true } => c.text(SettingsKey::SettingValueOn, &[]),
        RowControl::Toggle { on: false } => c.text(SettingsKey::SettingValueOff, &[]),
        RowControl::Choice { options, selected } => {
            options.get(*selected).cloned().unwrap_or_default()
        }
    }
}

fn index_of<T: PartialEq>(all: &[T], value: &T) -> usize {
    all.iter().position(|v| v == value).unwrap_or(0)
}

fn pick<T: Copy>(all: &[T], id: SettingId, index: usize) -> Result<T, SettingsError> {
    all.get(index).copied().ok_or(SettingsError::NoSuchOption {
        id,
        index,
        count: all.len(),
    })
}

impl Settings {
    /// A row's value now.
    pub fn value(&self, id: SettingId) -> SettingValue {
        match id {
            SettingId::Sound => SettingValue::Toggle(self.sound),
            SettingId::Haptics => SettingValue::Toggle(self.haptics),
            SettingId::ConfirmMoves => SettingValue::Toggle(self.confirm_moves),
            SettingId::Animation => {
                SettingValue::Choice(index_of(&AnimationSpeed::ALL, &self.animation))
            }
            SettingId::Coordinates => {
                SettingValue::Choice(index_of(&Coordinates::ALL, &self.coordinates))
            }
            SettingId::Patterns => {
                SettingValue::Choice(index_of(&ColourPatterns::ALL, &self.patterns))
            }
            SettingId::TableBoard => {
                SettingValue::Choice(index_of(&TableBoard::ALL, &self.table_board))
            }
            SettingId::Language => {
                SettingValue::Choice(index_of(&LanguageChoice::ALL, &self.language))
            }
        }
    }

    /// These settings with one row's value changed.
    pub fn with(&self, id: SettingId, value: SettingValue) -> Result<Settings, SettingsError> {
        let mut s = *self;
        match (id, value) {
            (SettingId::Sound, SettingValue::Toggle(on)) => s.sound = on,
            (SettingId::Haptics, SettingValue::Toggle(on)) => s.haptics = on,
            (SettingId::ConfirmMoves, SettingValue::Toggle(on)) => s.confirm_moves = on,
            (SettingId::Animation, SettingValue::Choice(i)) => {
                s.animation = pick(&AnimationSpeed::ALL, id, i)?;
            }
            (SettingId::Coordinates, SettingValue::Choice(i)) => {
                s.coordinates = pick(&Coordinates::ALL, id, i)?;
            }
            (SettingId::Patterns, SettingValue::Choice(i)) => {
                s.patterns = pick(&ColourPatterns::ALL, id, i)?;
            }
            (SettingId::TableBoard, SettingValue::Choice(i)) => {
                s.table_board = pick(&TableBoard::ALL, id, i)?;
            }
            (SettingId::Language, SettingValue::Choice(i)) => {
                s.language = pick(&LanguageChoice::ALL, id, i)?;
            }
            _ => return Err(SettingsError::WrongKind { id }),
        }
        Ok(s)
    }

    /// The settings screen in `c`'s language.
    pub fn screen(&self, c: &Catalog) -> SettingsScreen {
        let rows = SettingId::ALL
            .iter()
            .map(|&id| {
                let label = c.text(id.label(), &[]);
                let control = match self.value(id) {
                    SettingValue::Toggle(on) => RowControl::Toggle { on },
                    SettingValue::Choice(selected) => RowControl::Choice {
                        options: id.options(c),
                        selected,
                    },
                };
                let value = spoken_value(&control, c);
                SettingsRow {
                    id,
                    spoken: c.text(SettingsKey::SettingSpoken, &[label.clone(), value.clone()]),
                    label,
                    detail: id.detail().map(|k| c.text(k, &[])),
                    control,
                    value,
                }
            })
            .collect();
        SettingsScreen {
            title: c.text(SettingsKey::SettingsTitle, &[]),
            rows,
        }
    }
}
