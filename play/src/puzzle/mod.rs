//! Puzzles, played the same in both apps and the terminal: the shipped
//! sets, a [`PuzzleSession`] that plays one puzzle against the engine's
//! best defence and answers every try in typed terms, the texts of all
//! that ([`words`]), and the player's [`Progress`] (solved puzzles, a
//! streak, a rating, the daily puzzle).
//!
//! The core judges (`pyramids_core::puzzle`: exact for Pyramida); this
//! module only decides what the player sees. It reaches each game's core
//! runner through [`PuzzleGame`], so a game whose puzzles land in the core
//! needs one impl here and a set in `play/data/puzzles/`.

mod daily;
mod game;
mod mistakes;
mod progress;
mod pylos;
mod pyramida;
mod pyramido;
mod session;
mod sets;
pub mod words;

#[cfg(test)]
mod tests;

pub use daily::{daily, days_from_civil};
pub use game::{Judged, Lost, PuzzleGame};
pub use mistakes::{mistakes, ExactGame, Mistake, MistakeSession, Tried, MISTAKE_REVIEW_NODES};
pub use progress::{Attempt, GameCounts, Progress, ProgressError, Rated, PROGRESS_VERSION};
pub use session::{Heading, PuzzleAnswer, PuzzleSession, PuzzleStatus, PuzzleView};
pub use sets::{next_puzzle, puzzle, puzzles, set};

pub use pyramids_core::puzzle::{Goal, Grade, Puzzle, PuzzleError};
