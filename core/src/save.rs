//! Versioned JSON saves: format version, game, options, seed, seats and the
//! full action history (with the redo list), so undo/redo and replays work
//! after a restart. Loading replays every action through the rules.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::game::{Game, GameKind, SeatKind};
use crate::record::GameRecord;
use crate::setup::Setup;

/// The format tag in every save.
pub const FORMAT: &str = "pyramids-save";
/// The newest save version this build reads and writes. A save is written
/// in the lowest version that holds it, so builds that read only version 1
/// still open every game without a resignation:
/// - 1: options, seed, seats, ply limit, history, redo list;
/// - 2: also `resigned`, the seat that gave the game up.
pub const VERSION: u32 = 2;
/// Caps that keep a hostile save from costing unbounded time or memory.
pub const MAX_SAVE_BYTES: usize = 1 << 20;
pub const MAX_HISTORY: usize = 5_000;
pub const MAX_ACTION_CHARS: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveError {
    #[error("save is {0} bytes; at most {MAX_SAVE_BYTES} are accepted")]
    TooLarge(usize),
    #[error("save is not valid JSON (line {line}, column {column}): {message}")]
    Malformed {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("not a Pyramids save (missing or wrong \"format\" field)")]
    NotASave,
    #[error("save version {found} is not supported (this build reads 1 to {VERSION})")]
    UnknownVersion { found: u64 },
    #[error("save is for {found}, expected {expected}")]
    WrongGame { found: String, expected: String },
    #[error("save field {field} is invalid: {message}")]
    BadField { field: String, message: String },
    #[error("save {list} holds {count} actions; at most {MAX_HISTORY} are accepted")]
    HistoryTooLong { list: &'static str, count: usize },
    #[error("save {list} action {index} ({action:?}) cannot be played: {reason}")]
    IllegalAction {
        list: &'static str,
        index: usize,
        action: String,
        reason: String,
    },
    /// Options, seats or ply limit that no new game could have.
    #[error("save options are invalid: {0}")]
    Options(#[from] crate::setup::OptionsError),
    /// A key given twice in one object (a save we wrote never has one).
    #[error("save key {key:?} appears twice in one object")]
    DuplicateKey { key: String },
    /// A top-level key this version does not write.
    #[error("save key {key:?} is not part of a save of its version")]
    UnknownKey { key: String },
}

#[derive(Serialize, Deserialize)]
struct SaveFile<O> {
    format: String,
    version: u32,
    game: GameKind,
    options: O,
    seed: u64,
    seats: Vec<SeatKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_plies: Option<u32>,
    history: Vec<String>,
    #[serde(default)]
    redo: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    resigned: Option<usize>,
}

/// Serialises a record (pretty JSON, stable field order).
pub fn save<G: Game>(record: &GameRecord<G>) -> String {
    let file = SaveFile {
        format: FORMAT.to_string(),
        version: if record.resigned().is_some() { 2 } else { 1 },
        game: G::KIND,
        options: record.options().clone(),
        seed: record.seed(),
        seats: record.seats().to_vec(),
        max_plies: record.max_plies(),
        history: record.history_notation(),
        redo: record.redo_notation(),
        resigned: record.resigned(),
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Reads the game kind of a save without loading it.
pub fn peek_kind(text: &str) -> Result<GameKind, SaveError> {
    kind_of(&parse_envelope(text)?)
}

fn kind_of(value: &serde_json::Value) -> Result<GameKind, SaveError> {
    match value
        .get("game")
        .and_then(|g| g.as_str())
        .and_then(GameKind::from_name)
    {
        Some(kind) => Ok(kind),
        None => Err(SaveError::BadField {
            field: "game".into(),
            message: "expected pylos, pyramido or pyramida".into(),
        }),
    }
}

/// The top-level keys a save may hold.
const KEYS: [&str; 10] = [
    "format",
    "version",
    "game",
    "options",
    "seed",
    "seats",
    "max_plies",
    "history",
    "redo",
    "resigned",
];

/// The first version that holds each key added after version 1.
fn since(key: &str) -> u64 {
    match key {
        "resigned" => 2,
        _ => 1,
    }
}

fn parse_envelope(text: &str) -> Result<serde_json::Value, SaveError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge(text.len()));
    }
    // Editors on some systems start UTF-8 files with a byte-order mark; it
    // carries nothing, so it is skipped rather than reported as bad JSON.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value = crate::strict_json::parse(text).map_err(|e| match e {
        crate::strict_json::StrictError::Duplicate(key) => SaveError::DuplicateKey { key },
        crate::strict_json::StrictError::Json(e) => SaveError::Malformed {
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        },
    })?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(SaveError::NotASave);
    }
    let version = match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if (1..=u64::from(VERSION)).contains(&v) => v,
        Some(v) => return Err(SaveError::UnknownVersion { found: v }),
        None => {
            return Err(SaveError::BadField {
                field: "version".into(),
                message: "expected a whole number".into(),
            })
        }
    };
    if let Some(key) = value.as_object().and_then(|o| {
        o.keys()
            .find(|k| !KEYS.contains(&k.as_str()) || since(k) > version)
    }) {
        return Err(SaveError::UnknownKey {
            key: key.chars().take(MAX_ACTION_CHARS).collect(),
        });
    }
    Ok(value)
}

fn field<T: serde::de::DeserializeOwned>(
    value: &serde_json::Value,
    name: &str,
) -> Result<T, SaveError> {
    let raw = value.get(name).cloned().unwrap_or(serde_json::Value::Null);
    serde_json::from_value(raw).map_err(|e| SaveError::BadField {
        field: name.into(),
        message: e.to_string(),
    })
}

/// Loads a save for game `G`, replaying its history through the rules. The
/// setup is checked by [`crate::setup::validate`], as for a new game.
pub fn load<G: Setup>(text: &str) -> Result<GameRecord<G>, SaveError> {
    let value = parse_envelope(text)?;
    let kind = kind_of(&value)?;
    if kind != G::KIND {
        return Err(SaveError::WrongGame {
            found: kind.name().into(),
            expected: G::KIND.name().into(),
        });
    }
    let options: G::Options = field(&value, "options")?;
    let seed: u64 = field(&value, "seed")?;
    let seats: Vec<SeatKind> = field(&value, "seats")?;
    let max_plies: Option<u32> = match value.get("max_plies") {
        None => None,
        Some(_) => field(&value, "max_plies")?,
    };
    let history: Vec<String> = field(&value, "history")?;
    let redo: Vec<String> = match value.get("redo") {
        None => Vec::new(),
        Some(_) => field(&value, "redo")?,
    };
    for (list, actions) in [("history", &history), ("redo", &redo)] {
        if actions.len() > MAX_HISTORY {
            return Err(SaveError::HistoryTooLong {
                list,
                count: actions.len(),
            });
        }
    }
    crate::setup::validate::<G>(&options, &seats, max_plies)?;
    let mut record = GameRecord::<G>::new(options, seed, seats).with_max_plies(max_plies);
    replay(&mut record, "history", &history)?;
    // The redo list must replay from the saved position; check it on a copy.
    let mut probe = record.clone();
    replay(&mut probe, "redo", &redo)?;
    let redo_actions = probe.history()[record.ply()..].to_vec();
    record.set_redo_in_replay_order(redo_actions);
    if let Some(raw) = value.get("resigned") {
        let seat: usize = field(&value, "resigned")?;
        let bad = |message: String| SaveError::BadField {
            field: "resigned".into(),
            message,
        };
        if !redo.is_empty() {
            return Err(bad("a resigned game has no redo list".into()));
        }
        record
            .resign(seat)
            .map_err(|e| bad(format!("{raw}: {e}")))?;
    }
    Ok(record)
}

fn replay<G: Game>(
    record: &mut GameRecord<G>,
    list: &'static str,
    actions: &[String],
) -> Result<(), SaveError> {
    for (index, text) in actions.iter().enumerate() {
        let fail = |reason: String| SaveError::IllegalAction {
            list,
            index,
            action: text.chars().take(MAX_ACTION_CHARS).collect(),
            reason,
        };
        if text.chars().count() > MAX_ACTION_CHARS {
            return Err(fail(format!("longer than {MAX_ACTION_CHARS} characters")));
        }
        record
            .apply_notation(text)
            .map_err(|e| fail(e.to_string()))?;
    }
    Ok(())
}
