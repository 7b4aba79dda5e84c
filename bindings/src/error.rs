//! The one error type of the FFI surface, and the guard that keeps panics
//! (internal bugs) from crossing the boundary.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard};

use crate::screens_saves::SaveProblem;
use crate::seat::Seat;
use crate::settings::SettingId;
use crate::types::{AiLevel, GameKind, GameOutcome, SeatController};
use pyramids_core::error::RuleProblem;
use pyramids_core::pyramida::TableError;
use pyramids_core::save::SaveError;
use pyramids_core::setup::OptionsError;

/// Everything that can go wrong in a call. Each variant is something a UI can
/// act on, with typed data the catalog words (`TextCatalog.error_message`);
/// an English `detail` sits beside it only where a log wants more than the
/// data says. Kotlin sees `PyramidsException.<Variant>`, Swift
/// `PyramidsError.<variant>`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum PyramidsError {
    /// The action is not legal now, or is not notation of this game. The
    /// state is unchanged. `action` is the text (or notation) received;
    /// `problem` says why, typed, for the app to put into words.
    #[error("illegal action {action:?}: {}", problem.kind())]
    IllegalAction {
        action: String,
        problem: ActionProblem,
    },
    /// The seat to move is not controlled the way the call assumes: a human
    /// action while an AI seat is to move (`controller` is that AI), or an
    /// AI move while a human is (`controller` is `Human`).
    #[error("not your turn: {game:?} seat {seat} is {controller:?}")]
    NotYourTurn {
        game: GameKind,
        seat: Seat,
        controller: SeatController,
    },
    /// The game has ended (`outcome`); no more actions, AI moves or hints.
    #[error("the game is over: {outcome:?}")]
    GameOver {
        game: GameKind,
        outcome: GameOutcome,
    },
    /// A save string that cannot be loaded: `problem` says why, typed, for
    /// the catalog to word (too large, malformed, made by a newer version,
    /// an illegal action …); where that is `BadOptions`, `options` says
    /// which option, typed as `BadOptions` would (null otherwise); `reason`
    /// is English detail, for logs.
    #[error("bad save: {reason}")]
    BadSave {
        problem: SaveProblem,
        options: Option<OptionsProblem>,
        reason: String,
    },
    /// Options (game, variant, seats, AI level …) that this build cannot
    /// play, or an argument outside its range: `problem` says which, typed;
    /// `detail` is English, for logs.
    #[error("bad options: {detail}")]
    BadOptions {
        problem: OptionsProblem,
        detail: String,
    },
    /// Bytes given to `pyramida_install_table` that are not a Pyramida table
    /// this build reads: `problem` says why, typed; `detail` is English, for
    /// logs. Nothing was installed.
    #[error("bad table: {detail}")]
    BadTable {
        problem: TableProblem,
        detail: String,
    },
    /// An AI call that stopped without playing or suggesting anything, and
    /// why (`reason`).
    #[error("cancelled: {reason:?}")]
    Cancelled { reason: CancelReason },
    /// A bug inside the library (a caught panic). The session stays usable
    /// and unchanged by the failed call. `reason` is a bug report, English.
    #[error("internal error: {reason}")]
    Internal { reason: String },
}

/// What is wrong with options or an argument (`BadOptions`). The core's
/// `OptionsError` fields (players, first player, seats, max plies) are the
/// variants of the same names; the rest are the refusals the FFI makes
/// before the core sees the options. Hand-written: the core's error holds
/// `&'static str` names and `usize` seats, which UniFFI does not carry.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum OptionsProblem {
    /// `variant` is not one of the game's (`GameInfo.variants`).
    UnknownVariant { game: GameKind, variant: String },
    /// The game's rules fix who moves first (Pylos, Pyramida).
    NoFirstPlayerOption { game: GameKind },
    /// The first player `found` is no seat: the seats are 0 to `last`.
    FirstPlayer { found: i32, last: i32 },
    /// `found` players, outside the game's `min..=max`.
    Players {
        game: GameKind,
        found: i32,
        min: i32,
        max: i32,
    },
    /// The options make `expected` seats; `found` were given.
    SeatCount { expected: i32, found: i32 },
    /// AI `level` is not one the game offers; `seat` is the seat that was
    /// to get it (`null` for a level asked for one call).
    Level {
        game: GameKind,
        seat: Option<i32>,
        level: AiLevel,
    },
    /// The ply limit is below 1.
    MaxPlies,
    /// `seat` is not one of the game's `count` seats.
    NoSuchSeat { seat: i32, count: i32 },
    /// A review of a game with no decision played.
    NothingToReview,
    /// A review budget of zero (or less).
    ZeroBudget,
    /// A review position outside `0..=last`.
    NoSuchPosition { index: i32, last: i32 },
    /// Table mode seats 1 to 4 players, not `seats`.
    TableSeats { seats: i32 },
    /// No lesson has the id `id` (`LearnProgress.cards` lists them).
    NoSuchLesson { id: String },
    /// No shipped puzzle has the id `id` (`PuzzleProgress.next_puzzle`
    /// and `daily` name them).
    NoSuchPuzzle { id: String },
    /// The settings row `setting` has `count` options, none at `index`.
    NoSuchSettingOption {
        setting: SettingId,
        index: i32,
        count: i32,
    },
    /// A toggle's value for a choice row, or a choice's for a toggle.
    WrongSettingKind { setting: SettingId },
}

impl OptionsProblem {
    /// The option at fault, named as a save spells it where it has one
    /// (`players`, `first_player`, `seats`, `max_plies`, `variant`).
    pub fn field(&self) -> &'static str {
        match self {
            OptionsProblem::UnknownVariant { .. } => "variant",
            OptionsProblem::NoFirstPlayerOption { .. } | OptionsProblem::FirstPlayer { .. } => {
                "first_player"
            }
            OptionsProblem::Players { .. } => "players",
            OptionsProblem::SeatCount { .. }
            | OptionsProblem::Level { .. }
            | OptionsProblem::NoSuchSeat { .. }
            | OptionsProblem::TableSeats { .. } => "seats",
            OptionsProblem::MaxPlies => "max_plies",
            OptionsProblem::NothingToReview | OptionsProblem::NoSuchPosition { .. } => "review",
            OptionsProblem::ZeroBudget => "budget",
            OptionsProblem::NoSuchLesson { .. } => "lesson",
            OptionsProblem::NoSuchPuzzle { .. } => "puzzle",
            OptionsProblem::NoSuchSettingOption { .. }
            | OptionsProblem::WrongSettingKind { .. } => "settings",
        }
    }
}

impl From<&OptionsError> for OptionsProblem {
    fn from(e: &OptionsError) -> Self {
        let game_named = |name: &str| match name {
            "Pylos" => GameKind::Pylos,
            "Pyramida" => GameKind::Pyramida,
            _ => GameKind::Pyramido,
        };
        match e {
            OptionsError::Players {
                game,
                found,
                min,
                max,
            } => OptionsProblem::Players {
                game: game_named(game),
                found: i32::from(*found),
                min: i32::from(*min),
                max: i32::from(*max),
            },
            OptionsError::FirstPlayer { found, last } => OptionsProblem::FirstPlayer {
                found: i32::from(*found),
                last: to_i32(*last),
            },
            OptionsError::SeatCount {
                expected, found, ..
            } => OptionsProblem::SeatCount {
                expected: to_i32(*expected),
                found: to_i32(*found),
            },
            OptionsError::Level { seat, level, game } => OptionsProblem::Level {
                game: game_named(game),
                seat: Some(to_i32(*seat)),
                level: AiLevel::from_name(level).unwrap_or(AiLevel::Random),
            },
            OptionsError::MaxPlies => OptionsProblem::MaxPlies,
        }
    }
}

/// Why bytes are not a Pyramida table (`BadTable`). Hand-written: the
/// core's `TableError` has a tuple variant, which UniFFI would show as an
/// unnamed field.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum TableProblem {
    /// Not a Pyramida table at all.
    NotATable,
    /// A table of format `found`, which this build does not read.
    UnknownVersion { found: u32 },
    /// Cut short: `needed` bytes, `found` present.
    Truncated { needed: u64, found: u64 },
    /// The bytes do not match their checksum, or contradict themselves.
    Damaged,
    /// Well formed, but not the table this engine solves.
    NotThisEngine,
}

impl From<&TableError> for TableProblem {
    fn from(e: &TableError) -> Self {
        match e {
            TableError::BadMagic => TableProblem::NotATable,
            TableError::UnknownVersion { found } => TableProblem::UnknownVersion { found: *found },
            TableError::Truncated { needed, found } => TableProblem::Truncated {
                needed: *needed,
                found: *found,
            },
            TableError::ChecksumMismatch { .. } | TableError::Inconsistent(_) => {
                TableProblem::Damaged
            }
            TableError::NotThisEngine { .. } => TableProblem::NotThisEngine,
        }
    }
}

/// Why an AI call stopped without a result (`Cancelled`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum CancelReason {
    /// The caller cancelled it (`cancel_ai`, `AiCall.cancel`, the turn's
    /// `cancel`), before or while it thought.
    ByCaller,
    /// The position changed (undo, redo, a decision played) after the call
    /// was made: its answer would be for a position no longer on the board.
    PositionChanged,
    /// This call has already run; a call runs once.
    AlreadyRan,
    /// The turn controller stopped the computer's turn (pause, undo, a new
    /// turn) before it played.
    TurnStopped,
}

/// Why an action was refused. Hand-written: it joins the core's typed rule
/// problems ([`RuleProblem`], exported as the core defines it) with the two
/// refusals that come before the rules, which the core reports apart (a
/// `NotationError`, the length limit).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ActionProblem {
    /// The text is not the game's notation, or the record belongs to another
    /// game or holds a malformed coordinate. `expected` is English, for logs.
    Unreadable { expected: String },
    /// The text is longer than `max_chars` characters.
    TooLong { max_chars: i32 },
    /// The action is well formed but the rules refuse it now.
    Rule { problem: RuleProblem },
}

impl ActionProblem {
    /// A snake_case name (`unreadable`, `too_long`, or the rule problem's
    /// name within its game, e.g. `not_supported`), as the conformance
    /// scenarios use it.
    pub fn kind(&self) -> &'static str {
        match self {
            ActionProblem::Unreadable { .. } => "unreadable",
            ActionProblem::TooLong { .. } => "too_long",
            ActionProblem::Rule { problem } => problem.kind(),
        }
    }
}

pub type Result<T, E = PyramidsError> = std::result::Result<T, E>;

impl PyramidsError {
    pub fn illegal(action: &str, problem: ActionProblem) -> Self {
        PyramidsError::IllegalAction {
            action: clip(action),
            problem,
        }
    }
    pub fn unreadable(action: &str, expected: impl Into<String>) -> Self {
        Self::illegal(
            action,
            ActionProblem::Unreadable {
                expected: expected.into(),
            },
        )
    }
    /// `BadOptions` for `problem`, with `detail` (English) for logs.
    pub fn bad_options(problem: OptionsProblem, detail: impl Into<String>) -> Self {
        PyramidsError::BadOptions {
            problem,
            detail: detail.into(),
        }
    }
    pub fn cancelled(reason: CancelReason) -> Self {
        PyramidsError::Cancelled { reason }
    }
    pub fn internal(reason: impl Into<String>) -> Self {
        PyramidsError::Internal {
            reason: reason.into(),
        }
    }
    /// A short machine name (`illegal_action`, `game_over` …), as used by the
    /// conformance scenarios.
    pub fn kind(&self) -> &'static str {
        match self {
            PyramidsError::IllegalAction { .. } => "illegal_action",
            PyramidsError::NotYourTurn { .. } => "not_your_turn",
            PyramidsError::GameOver { .. } => "game_over",
            PyramidsError::BadSave { .. } => "bad_save",
            PyramidsError::BadOptions { .. } => "bad_options",
            PyramidsError::BadTable { .. } => "bad_table",
            PyramidsError::Cancelled { .. } => "cancelled",
            PyramidsError::Internal { .. } => "internal",
        }
    }
}

impl From<SaveError> for PyramidsError {
    fn from(e: SaveError) -> Self {
        PyramidsError::BadSave {
            problem: SaveProblem::from(&e),
            options: match &e {
                SaveError::Options(options) => Some(OptionsProblem::from(options)),
                _ => None,
            },
            reason: e.to_string(),
        }
    }
}

impl From<TableError> for PyramidsError {
    fn from(e: TableError) -> Self {
        PyramidsError::BadTable {
            problem: TableProblem::from(&e),
            detail: e.to_string(),
        }
    }
}

impl From<OptionsError> for PyramidsError {
    fn from(e: OptionsError) -> Self {
        PyramidsError::bad_options(OptionsProblem::from(&e), e.to_string())
    }
}

/// A count or index from the core as the FFI's signed integer (they are
/// small: seats, plies, board indexes).
/// A progress file (the lessons', the puzzles') that could not be read, as
/// the save error the apps already word: `what` names it in the log's
/// detail ("lesson progress").
pub(crate) fn bad_progress(
    e: pyramids_play::progress_file::ProgressError,
    what: &str,
) -> PyramidsError {
    use pyramids_play::progress_file::ProgressError;
    let (problem, reason) = match e {
        ProgressError::Unreadable => (SaveProblem::Malformed, format!("not a {what} file")),
        ProgressError::NewerVersion { version } => (
            SaveProblem::NewerVersion {
                found: u64::from(version),
            },
            format!("{what} version {version} is newer than this build's"),
        ),
    };
    PyramidsError::BadSave {
        problem,
        options: None,
        reason,
    }
}

pub(crate) fn to_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// At most this many characters of caller text are echoed back in errors.
const ECHO_CHARS: usize = 64;

pub(crate) fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(ECHO_CHARS).collect();
    if text.chars().nth(ECHO_CHARS).is_some() {
        out.push('…');
    }
    out
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_string()
    }
}

/// Runs one exported call: a panic becomes [`PyramidsError::Internal`].
///
/// Every exported function and method goes through this, so no unwinding
/// ever reaches the foreign side. (This relies on `panic = "unwind"`, the
/// default; a profile with `panic = "abort"` would abort the app instead.)
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => Err(PyramidsError::internal(format!(
            "a bug in pyramids-ffi: {}",
            panic_message(payload.as_ref())
        ))),
    }
}

/// Locks a mutex, recovering it if an earlier call panicked while holding
/// it. Mutations are made on a copy and committed only on success (see
/// `session.rs`), so the data behind a poisoned lock is still consistent.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    match mutex.lock() {
        Ok(guard) => guard,
        Err(poisoned) => {
            mutex.clear_poison();
            poisoned.into_inner()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_internal_and_the_mutex_recovers() {
        let m = Mutex::new(5);
        let r: Result<()> = guard(|| {
            let _g = lock(&m);
            panic!("boom");
        });
        match r {
            Err(PyramidsError::Internal { reason }) => assert!(reason.contains("boom"), "{reason}"),
            other => panic!("{other:?}"),
        }
        assert!(m.is_poisoned());
        assert_eq!(*lock(&m), 5);
        assert!(!m.is_poisoned());
    }

    #[test]
    fn clip_marks_cut_text() {
        assert_eq!(clip("abc"), "abc");
        let long = "é".repeat(100);
        assert_eq!(clip(&long).chars().count(), ECHO_CHARS + 1);
    }
}
