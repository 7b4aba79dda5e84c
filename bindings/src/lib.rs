//! `pyramids-ffi`: the UniFFI surface of `pyramids-core` for the Android and
//! iOS apps (Kotlin package `games.pyramids.core`, Swift module
//! `PyramidsCore`).
//!
//! One object, [`GameSession`], plays any game; it hands out plain records
//! ([`Snapshot`], [`GameAction`], [`GameEvent`] …) and fails with one error
//! type, [`PyramidsError`]. No rules live here: everything comes from the
//! core's `Game`/`GameAi` contract. Every exported call is wrapped so that a
//! panic comes back as `PyramidsError::Internal` instead of crossing the FFI.
//!
//! Bindings are generated in library mode by `scripts/gen-bindings`; see
//! `docs/bindings.md`.

uniffi::setup_scaffolding!();

pub mod adapter;
pub mod error;
pub mod pylos;
pub mod session;
pub mod types;

pub use error::PyramidsError;
pub use pylos::{PylosColor, PylosEvent, PylosMove, PylosPhase, PylosPosition, PylosSnapshot};
pub use session::{GameSession, MAX_BUDGET_MS, MAX_NODES};
pub use types::{
    ActionDetail, AiLevel, AiMove, BoardSnapshot, DrawReason, GameAction, GameEvent, GameInfo, GameKind, GameOptions, GameOutcome,
    Hint, SeatController, Snapshot,
};

use error::{guard, Result};

/// The games this build can play, with their variants, seat counts and AI
/// levels.
#[uniffi::export]
pub fn available_games() -> Vec<GameInfo> {
    guard(|| session::available_games().into_iter().map(session::info).collect()).unwrap_or_default()
}

/// What one game offers; `BadOptions` if this build does not include it.
#[uniffi::export]
pub fn game_info(game: GameKind) -> Result<GameInfo> {
    guard(|| session::info(game))
}

/// Which game a save string holds, without loading it (`BadSave` if it is
/// not a save).
#[uniffi::export]
pub fn save_game_kind(save: String) -> Result<GameKind> {
    guard(|| Ok(GameKind::from_core(pyramids_core::save::peek_kind(&save)?)))
}

/// The library's version (the workspace version).
#[uniffi::export]
pub fn library_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
