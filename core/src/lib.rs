//! `pyramids-core`: the rules, AI and save format of Pylos, Pyramido and
//! Pyramida. No I/O and no FFI: front ends (CLI, UniFFI bindings) drive the
//! games through the [`game::Game`] contract, a [`record::GameRecord`] for
//! history, undo/redo and repetition, and [`save`] for versioned JSON.

pub mod ai;
mod decision;
pub mod error;
pub mod game;
pub mod matches;
pub mod playout;
pub mod pool;
pub mod record;
pub mod review;
pub mod rng;
pub mod save;
pub mod search;
pub mod setup;
mod strict_json;
#[cfg(test)]
pub(crate) mod testkit;
pub mod trace;

pub mod puzzle;
pub mod pylos;
pub mod pyramida;
pub mod pyramido;

pub use decision::Decision;
pub use error::{IllegalAction, NotationError, PlayError, RuleProblem};
pub use game::{DrawReason, EventSink, Game, GameKind, Level, Outcome, Seat, SeatKind};
pub use record::GameRecord;
