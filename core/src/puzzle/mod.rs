//! Puzzles: positions from engine-played games with one right answer.
//!
//! Pyramida's puzzles come from the solved table ([`pyramida`]): every
//! answer, refutation and defence is exact. Pylos's are proven by df-pn
//! ([`pylos`]): the win is proven, every other first move failed to prove
//! a win within the same budget. Pyramido has no exact values, so its
//! puzzles are single turns ([`pyramido`]): score the most points, every
//! option of the turn counted. A puzzle is stored as the decisions from the
//! start of a game in notation (small, and replayed through the rules, so a
//! stored puzzle cannot describe an illegal position), its goal and its
//! main line.

mod position;
pub mod pylos;
pub mod pyramida;
pub mod pyramido;

pub use position::Position;

use serde::{Deserialize, Serialize};

use crate::error::RuleProblem;
use crate::game::{GameKind, Seat};
use crate::search::ProvenValue;

/// What the solver has to achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Goal {
    /// Win with `moves` decisions of the winner against the longest
    /// defence.
    WinIn { moves: u32 },
    /// Pyramido: end the turn's scoring decisions with `points` more than
    /// before it (the floor's points if it were scored now, plus any floor
    /// scored during the turn); no other way of playing the turn scores as
    /// many.
    BestTurn { points: i32 },
}

impl Goal {
    /// The least grade a goal of this length can have: a win in 5 to 9
    /// moves is at least medium, in 10 or more hard; one turn's best points
    /// have no floor. (The shipped sets then grade Pylos 66 / 147 / 87 and
    /// Pyramida 79 / 136 / 85; without the floor, puzzles of up to 27
    /// moves were easy.)
    pub fn least_grade(self) -> Grade {
        match self.win_moves() {
            10.. => Grade::Hard,
            5.. => Grade::Medium,
            _ => Grade::Easy,
        }
    }

    /// The winner's decisions a `WinIn` goal asks for (0 otherwise).
    pub fn win_moves(self) -> u32 {
        match self {
            Goal::WinIn { moves } => moves,
            Goal::BestTurn { .. } => 0,
        }
    }
}

/// Difficulty, from which AI levels find the answer (see
/// [`grade_from_rates`]).
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

/// Node budget of the levels that grade a puzzle: deterministic.
pub const GRADE_NODES: u64 = 20_000;
/// Seeds each grading level tries.
pub const GRADE_SEEDS: u64 = 4;

/// The measured solve rates (0.0 to 1.0) of the easy, medium and hard AI
/// levels on one puzzle, each over [`GRADE_SEEDS`] seeds at
/// [`GRADE_NODES`] nodes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveRates {
    pub easy: f64,
    pub medium: f64,
    pub hard: f64,
}

/// A puzzle's grade: the levels' solve rates ([`grade_from_rates`]), never
/// below what the goal's length asks ([`Goal::least_grade`]). The levels
/// grade the first move only, and a win in 27 moves the easy level happens
/// to open well is still 27 moves a player has to find.
pub fn grade_for(goal: Goal, rates: SolveRates) -> Grade {
    grade_from_rates(rates).max(goal.least_grade())
}

/// The grade from measured solve rates: easy when the easy level finds the
/// answer at least half the time, medium when the medium level does, hard
/// when only the hard level or none does. Three levels rather than two
/// because the hard level finds almost every answer in Pyramida, which
/// left nearly nothing between "the easy level finds it" and "hard".
pub fn grade_from_rates(rates: SolveRates) -> Grade {
    if rates.easy >= 0.5 {
        Grade::Easy
    } else if rates.medium >= 0.5 {
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
    #[error("the goal does not match the engine's")]
    GoalMismatch,
    #[error("the best turn scores {best}, not strictly more than the next best ({second})")]
    NotStrictlyBest { best: i32, second: i32 },
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
    /// solver (a draw, or a loss in so many decisions) when that is known
    /// (always in Pyramida; in Pylos when the defender's win was proven
    /// within the play-time budget, else `None`: no win for the solver was
    /// proven), `refutation` the defender's reply that proves it. Nothing
    /// was played.
    Wrong {
        value: Option<ProvenValue>,
        refutation: Option<A>,
    },
    /// The move keeps a win but a slower one than the puzzle asks for.
    TooSlow { moves: u32 },
    /// Pyramido: the best this decision can still make of the turn is
    /// `points`, less than the puzzle's `best`. Nothing was played.
    FewerPoints { points: i32, best: i32 },
    /// Not a legal move here; nothing was played.
    Illegal { problem: RuleProblem },
    /// The puzzle is already solved.
    Finished,
}

/// Whether `action` is legal in `state`: `Ok(true)` legal, `Ok(false)` the
/// game is over, `Err` the rules' problem.
fn legality<G: crate::game::Game>(state: &G, action: &G::Action) -> Result<bool, RuleProblem> {
    match state.clone().apply(action) {
        Ok(_) => Ok(true),
        Err(crate::error::IllegalAction::GameOver) => Ok(false),
        Err(crate::error::IllegalAction::Rejected { problem, .. }) => Err(problem),
    }
}

#[cfg(test)]
mod tests;
