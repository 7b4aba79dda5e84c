//! The one error type of the FFI surface, and the guard that keeps panics
//! (internal bugs) from crossing the boundary.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard};

use crate::screens_saves::SaveProblem;
use pyramids_core::error::RuleProblem;
use pyramids_core::pyramida::TableError;
use pyramids_core::save::SaveError;

/// Everything that can go wrong in a call. Each variant is something a UI can
/// act on; Kotlin sees `PyramidsException.<Variant>`, Swift `PyramidsError.<variant>`.
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
    /// action while an AI seat is to move, or `ai_move` while a human is.
    #[error("not your turn: {reason}")]
    NotYourTurn { seat: i32, reason: String },
    /// The game has ended; no more actions, AI moves or hints.
    #[error("the game is over: {reason}")]
    GameOver { reason: String },
    /// A save string that cannot be loaded: `problem` says why, typed, for
    /// the catalog to word (too large, malformed, made by a newer version,
    /// an illegal action …); `reason` is English detail, for logs.
    #[error("bad save: {reason}")]
    BadSave {
        problem: SaveProblem,
        reason: String,
    },
    /// Options (game, variant, seats, AI level) that this build cannot play.
    #[error("bad options: {reason}")]
    BadOptions { reason: String },
    /// Bytes given to `pyramida_install_table` that are not a Pyramida table
    /// this build reads (not one at all, truncated, damaged, another format
    /// version), with the reason. Nothing was installed.
    #[error("bad table: {reason}")]
    BadTable { reason: String },
    /// The AI was cancelled (`cancel_ai`, or the position changed through
    /// undo/redo while it was thinking); nothing was played.
    #[error("cancelled: {reason}")]
    Cancelled { reason: String },
    /// A bug inside the library (a caught panic). The session stays usable
    /// and unchanged by the failed call.
    #[error("internal error: {reason}")]
    Internal { reason: String },
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
    pub fn bad_options(reason: impl Into<String>) -> Self {
        PyramidsError::BadOptions {
            reason: reason.into(),
        }
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
            reason: e.to_string(),
        }
    }
}

impl From<TableError> for PyramidsError {
    fn from(e: TableError) -> Self {
        PyramidsError::BadTable {
            reason: e.to_string(),
        }
    }
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
