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
pub mod ai_call;
pub mod catalog;
pub mod colour_vision;
#[cfg(test)]
mod crossing_tests;
pub mod error;
pub mod interact;
pub mod learn;
pub mod logging;
pub mod palette;
pub mod patterns;
pub mod puzzle;
pub mod pylos;
pub mod pyramida;
pub mod pyramido;
pub mod remote;
pub mod review;
pub mod screens_buttons;
pub mod screens_coordinates;
pub mod screens_game_over;
pub mod screens_legend;
pub mod screens_new_game;
pub mod screens_review;
pub mod screens_saves;
pub mod screens_table;
pub mod seat;
pub mod session;
pub mod settings;
pub mod sound;
pub mod statistics;
#[cfg(test)]
mod test_support;
pub mod thumbnail;
pub mod turn_flow;
pub mod types;

pub use ai_call::{AiBudget, AiCall};
pub use catalog::{RulesSection, TextCatalog};
pub use error::{ActionProblem, CancelReason, OptionsProblem, PyramidsError, TableProblem};
pub use interact::{BoardInteraction, BoardPlace, InteractionOutcome, InteractionView};
pub use learn::{LearnProgress, LessonController, LessonScreen, LessonText, LessonUpdate};
pub use pylos::{PylosColor, PylosEvent, PylosMove, PylosPhase, PylosPosition, PylosSnapshot};
pub use pyramida::{PyramidaEvent, PyramidaField, PyramidaMove, PyramidaSnapshot, PyramidaStone};
pub use pyramido::{
    PyramidoArea, PyramidoBlock, PyramidoColour, PyramidoCorner, PyramidoDir, PyramidoDomino,
    PyramidoEvent, PyramidoFace, PyramidoFloor, PyramidoFloorScore, PyramidoMarker, PyramidoMove,
    PyramidoPhase, PyramidoPile, PyramidoPlacedBlock, PyramidoPlayer, PyramidoRank, PyramidoRect,
    PyramidoSnapshot, PyramidoTile,
};
pub use screens_buttons::{
    ButtonRole, CardAction, ConfirmAnswer, ConfirmAsk, ConfirmDialog, DialogButton, SaveAction,
};
pub use screens_coordinates::{EdgeLabel, LabelAxis, LabelEdge};
pub use screens_legend::{LegendEntry, LegendSymbol, MarkColour, MarkShape, MarkStyle};
pub use screens_new_game::{NewGameChoice, NewGameChoices, NewGameSeat, NewGameView};
pub use screens_saves::{SaveCard, SaveCardState, SaveCardStatus, SaveCardText, SaveProblem};
pub use seat::Seat;
pub use session::{GameSession, MAX_BUDGET_MS, MAX_NODES};
pub use settings::{AppSettings, SettingsScreen};
pub use sound::SoundCue;
pub use statistics::{GameRecorded, PlayerStatistics, StatisticsScreen};
pub use thumbnail::{ThumbFill, ThumbForm, ThumbShape, Thumbnail};
pub use turn_flow::{AiTurn, HintTurn, TurnController, TurnUpdate, TurnView};
pub use types::{
    ActionDetail, AiLevel, AiMove, BoardSnapshot, DrawReason, GameAction, GameEvent, GameInfo,
    GameKind, GameOptions, GameOutcome, Hint, SeatController, Snapshot,
};

use error::{guard, Result};

/// The games this build can play, with their variants, seat counts and AI
/// levels.
#[uniffi::export]
pub fn available_games() -> Vec<GameInfo> {
    session::available_games()
        .into_iter()
        .map(session::info)
        .collect()
}

/// What one game offers (every game is in every build).
#[uniffi::export]
pub fn game_info(game: GameKind) -> GameInfo {
    session::info(game)
}

/// Which game a save string holds, without loading it (`BadSave` if it is
/// not a save).
#[uniffi::export]
pub fn save_game_kind(save: String) -> Result<GameKind> {
    guard(|| Ok(pyramids_core::save::peek_kind(&save)?))
}

/// Installs Pyramida's solved table: the bytes `pyramids solve pyramida
/// --write-table` writes (about 0.6 MB; the Android build ships them as an
/// asset). Without it the perfect level solves the game on first use, which
/// takes seconds and some 400 MiB. Call it once, early, off the UI thread.
///
/// `true`: installed. `false`: a solution was already in place (installed
/// earlier, or solved), and nothing changed. `BadTable`, with the reason,
/// for bytes that are not a table this build reads; the perfect level then
/// still works by solving.
#[uniffi::export]
pub fn pyramida_install_table(table: Vec<u8>) -> Result<bool> {
    guard(|| {
        let solution = pyramids_core::pyramida::Solution::from_bytes(&table)?;
        Ok(pyramids_core::pyramida::install_solution(solution))
    })
}

/// Whether Pyramida's perfect level can answer without solving first (a
/// table was installed, or the game was solved in this process).
#[uniffi::export]
pub fn pyramida_table_ready() -> bool {
    guard(|| Ok(pyramids_core::pyramida::solution_ready())).unwrap_or(false)
}

/// The library's version (the workspace version).
#[uniffi::export]
pub fn library_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
