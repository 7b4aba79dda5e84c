//! Puzzles with exact answers: a position from a real game where the side
//! to move wins and exactly one first move keeps the win.
//!
//! Pyramida's puzzles come from the solved table ([`pyramida`]): every
//! answer, refutation and defence is exact. A puzzle is stored as the
//! decisions from the start of a game in notation (small, and replayed
//! through the rules, so a stored puzzle cannot describe an illegal
//! position), its goal and its main line.

pub mod pyramida;

use serde::{Deserialize, Serialize};

use crate::game::{GameKind, Seat};
use crate::search::ProvenValue;

/// What the solver has to achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Goal {
    /// Win with `moves` decisions of the winner against the longest
    /// defence.
    WinIn { moves: u32 },
}

/// Difficulty, from which AI levels find the first move (see
/// [`grade_from_finders`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    Easy,
    Medium,
    Hard,
}

impl Grade {
    pub const ALL: [Grade; 3] = [Grade::Easy, Grade::Medium, Grade::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Grade> {
        Grade::ALL
            .into_iter()
            .find(|g| g.name() == name.trim().to_ascii_lowercase())
    }
}

/// The grade from the solve rates of the weaker and the stronger probing
/// level (0.0 to 1.0 each): easy when the weak level mostly finds the move,
/// medium when only the strong one does, hard when neither does.
pub fn grade_from_finders(weak_rate: f64, strong_rate: f64) -> Grade {
    if weak_rate >= 0.5 {
        Grade::Easy
    } else if strong_rate >= 0.5 {
        Grade::Medium
    } else {
        Grade::Hard
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub game: GameKind,
    pub id: String,
    /// The game's seed (Pyramido's deal; unused by Pyramida and Pylos).
    pub seed: u64,
    /// The decisions from the start of the game to the puzzle's position.
    pub moves: Vec<String>,
    /// Who has to win.
    pub to_move: Seat,
    pub goal: Goal,
    /// The winner's and the defender's decisions in turn, from the
    /// position to the end of the game.
    pub line: Vec<String>,
    /// For each of the winner's decisions in `line`: whether it is the only
    /// one that keeps the win within the goal (the first always is);
    /// elsewhere any move that still does is accepted.
    pub unique: Vec<bool>,
    pub grade: Grade,
}

/// The versioned file of a puzzle set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub version: u32,
    pub puzzles: Vec<Puzzle>,
}

pub const PUZZLE_SET_VERSION: u32 = 1;

/// Why a puzzle does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("move {index} ({text}) is not legal: {problem}")]
    IllegalMove {
        index: usize,
        text: String,
        problem: String,
    },
    #[error("the puzzle's game is not this engine's")]
    WrongGame,
    #[error("the side to move does not win")]
    NotWon,
    #[error("{count} first moves keep the win, not one")]
    NotUnique { count: usize },
    #[error("the main line does not match the engine's at decision {index}")]
    LineMismatch { index: usize },
    #[error("the goal does not match the exact distance")]
    GoalMismatch,
}

/// What a try of the solver led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TryOutcome<A> {
    /// The move keeps the win; the defender answered with `reply` (its
    /// longest defence), or the game is won (`solved`).
    Kept {
        reply: Vec<A>,
        solved: bool,
        /// The winner's decisions still needed.
        moves_left: u32,
    },
    /// The move lets the win slip: `value` is what it leads to for the
    /// solver (a draw, or a loss in so many decisions), `refutation` the
    /// defender's reply that proves it. Nothing was played.
    Wrong {
        value: ProvenValue,
        refutation: Option<A>,
    },
    /// The move keeps a win but a slower one than the puzzle asks for.
    TooSlow { moves: u32 },
    /// Not a legal move here; nothing was played.
    Illegal { problem: String },
    /// The puzzle is already solved.
    Finished,
}
