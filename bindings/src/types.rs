//! Plain records and enums shared by every game: options, seats, outcome,
//! the snapshot envelope, actions and events. Per-game parts live in the
//! game's module (`pylos.rs` …) and are wrapped by the enums here.

use pyramids_core::game as core;

use crate::pylos::{PylosEvent, PylosMove, PylosSnapshot};
use crate::pyramida::{PyramidaEvent, PyramidaMove, PyramidaSnapshot};
use crate::pyramido::{PyramidoEvent, PyramidoMove, PyramidoSnapshot};
use crate::seat::Seat;

pub use pyramids_core::game::{DrawReason, GameKind, Level as AiLevel};

/// Who plays a seat. Hand-written rather than the core's `SeatKind`: that
/// enum's `Ai(Level)` is a tuple variant, which would reach Kotlin and Swift
/// as an unnamed `v1` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SeatController {
    Human,
    Ai { level: AiLevel },
}

impl SeatController {
    pub fn core(self) -> core::SeatKind {
        match self {
            SeatController::Human => core::SeatKind::Human,
            SeatController::Ai { level } => core::SeatKind::Ai(level),
        }
    }
    pub fn from_core(kind: core::SeatKind) -> Self {
        match kind {
            core::SeatKind::Human => SeatController::Human,
            core::SeatKind::Ai(level) => SeatController::Ai { level },
        }
    }
}

/// How to start a new game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOptions {
    pub game: GameKind,
    /// A rule variant from `GameInfo.variants`; `null` for the default.
    #[uniffi(default = None)]
    pub variant: Option<String>,
    /// One controller per player in turn order (seat 0 moves first). Empty
    /// means the default number of seats, all human. Pylos takes 2 seats,
    /// Pyramido 2–4, Pyramida 2.
    #[uniffi(default = [])]
    pub seats: Vec<SeatController>,
    /// Drives any shuffling and the AI's tie-breaks, so a game can be
    /// replayed. Signed for the apps' `Long`; the core reads its 64 bits.
    #[uniffi(default = 0)]
    pub seed: i64,
    /// Ends the game as a draw after this many decisions (tests, AI
    /// matches); `null` for no limit.
    #[uniffi(default = None)]
    pub max_plies: Option<i32>,
    /// The seat that moves first (Pyramido: who starts floor 1); `null`
    /// for the game's rule (Pylos: Light, Pyramida: White; Pyramido: drawn
    /// from the seed). Only Pyramido accepts a value.
    #[uniffi(default = None)]
    pub first_player: Option<i32>,
}

/// What a game offers, for a new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameInfo {
    pub game: GameKind,
    pub name: String,
    pub variants: Vec<String>,
    pub default_variant: String,
    pub min_seats: i32,
    pub max_seats: i32,
    /// Levels accepted in seats, `ai_move` and `hint`, weakest first.
    pub ai_levels: Vec<AiLevel>,
}

/// Where a game stands. Seats are 0-based indexes into the options' seats.
/// Hand-written rather than the core's `Outcome`: the core's seats are
/// `usize` indexes, which UniFFI does not carry; here they are [`Seat`]s.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameOutcome {
    Ongoing,
    Win {
        winner: Seat,
    },
    /// Several players share first place (Pyramido's last tie-break).
    SharedWin {
        winners: Vec<Seat>,
    },
    Draw {
        reason: DrawReason,
    },
}

impl GameOutcome {
    pub fn from_core(outcome: &core::Outcome) -> Self {
        match outcome {
            core::Outcome::Ongoing => GameOutcome::Ongoing,
            core::Outcome::Win { winner } => GameOutcome::Win {
                winner: Seat::from_core(*winner),
            },
            core::Outcome::SharedWin { winners } => GameOutcome::SharedWin {
                winners: winners.iter().map(|w| Seat::from_core(*w)).collect(),
            },
            core::Outcome::Draw { reason } => GameOutcome::Draw { reason: *reason },
        }
    }
    pub fn is_over(&self) -> bool {
        !matches!(self, GameOutcome::Ongoing)
    }
}

/// The game-specific part of a snapshot.
// Lowered by value into one buffer for the foreign side, once per
// snapshot: boxing the large variant would save nothing there.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardSnapshot {
    Pylos { board: PylosSnapshot },
    Pyramido { board: PyramidoSnapshot },
    Pyramida { board: PyramidaSnapshot },
}

/// Everything a UI needs to draw the game now, with no rules knowledge.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    pub game: GameKind,
    pub variant: String,
    pub seats: Vec<SeatController>,
    /// The seat whose decision it is (also after the game ended: the seat
    /// that would have moved).
    pub to_move: Seat,
    /// Who controls `to_move`: a UI waits for taps from a human seat and
    /// calls `ai_move` for an AI seat.
    pub to_move_controller: SeatController,
    /// Which decision `to_move` faces by the rules. Whether the game ended
    /// (also by the record: repetition, ply limit) is `outcome`; the board
    /// snapshot's own phase turns to game over then.
    pub decision: pyramids_core::Decision,
    /// Decisions played so far.
    pub ply: i32,
    pub outcome: GameOutcome,
    /// The seat that gave the game up (`GameSession.resign`), if one did.
    pub resigned: Option<Seat>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub legal_action_count: i32,
    pub board: BoardSnapshot,
}

/// The game-specific, typed form of an action.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ActionDetail {
    Pylos { action: PylosMove },
    Pyramido { action: PyramidoMove },
    Pyramida { action: PyramidaMove },
}

/// One legal decision, as returned by `legal_actions`, `hint` and `ai_move`.
/// Pass it back to `play_action`, or its `notation` to `play`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameAction {
    pub notation: String,
    /// The seat that takes this decision.
    pub seat: Seat,
    pub detail: ActionDetail,
}

/// What happened, in order, so a UI can animate it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameEvent {
    Pylos { event: PylosEvent },
    Pyramido { event: PyramidoEvent },
    Pyramida { event: PyramidaEvent },
}

impl GameEvent {
    /// The event's snake_case name, as in the core's JSON (`placed` …).
    pub fn name(&self) -> &'static str {
        match self {
            GameEvent::Pylos { event } => event.name(),
            GameEvent::Pyramido { event } => event.name(),
            GameEvent::Pyramida { event } => event.name(),
        }
    }
}

/// The AI's decision, already played.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AiMove {
    pub action: GameAction,
    pub events: Vec<GameEvent>,
    /// The search's score for the mover (game units; 0 where not meaningful).
    pub score: i32,
    pub depth: i32,
    pub nodes: i64,
    /// The level that chose the move when the requested one could not within
    /// the budget (Pyramida's perfect level before its table is installed or
    /// solved: the best level that fits, `Hard`); `null` otherwise.
    pub fallback_level: Option<AiLevel>,
}

/// A suggestion for the seat to move; nothing is played.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Hint {
    pub action: GameAction,
    pub score: i32,
    pub depth: i32,
    /// As [`AiMove::fallback_level`].
    pub fallback_level: Option<AiLevel>,
}
