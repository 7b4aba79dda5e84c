//! The turn flow of one open game, written once for both apps: whose turn
//! it is, when the computer starts, how undo and redo step around its
//! decisions, when a hint may be asked, when to autosave, and which
//! decisions make "the last turn" the board marks.
//!
//! [`TurnFlow`] is pure state: it neither owns the game nor runs threads.
//! The bindings' `TurnController` reads the session into a [`Position`],
//! asks the flow what to do, and runs the computer's calls on the app's
//! worker thread.

mod flow;
mod policy;

pub use flow::{AiTicket, Change, HintTicket, Position, Step, TurnFlow};
pub use policy::{ai_time_ms, AI_PAUSE_MS, HINT_TIME_MS};
