//! How a puzzle session reaches a game's core puzzle runner.

use pyramids_core::puzzle::{Puzzle, PuzzleError};

use crate::interact::Place;
use crate::learn::LessonGame;

/// What a legal try leads to, as the session needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged<A> {
    /// The try keeps the win: it was played with the defender's `reply`.
    Kept {
        reply: Vec<A>,
        solved: bool,
        moves_left: u32,
    },
    /// Still a win, but `moves` of the solver's decisions, more than asked.
    TooSlow { moves: u32 },
    /// The win slips: the defender's `refutation` and what follows.
    Wrong { refutation: Option<A>, after: Lost },
    /// Pyramido: the turn can make only `points` after it, less than the
    /// `best` the puzzle asks for.
    FewerPoints { points: i32, best: i32 },
    /// Nothing more to judge (the puzzle is over).
    Finished,
}

/// What a wrong try leaves the solver with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lost {
    /// The defender wins with `moves` decisions of its own (the
    /// refutation among them) against the longest defence.
    In { moves: u32 },
    /// The defender wins, by a proof that does not give its exact length.
    Defeat,
    /// The defender can hold a draw.
    Draw,
    /// No win for the solver was proven after it (nor the defender's).
    NoWin,
}

/// A game whose puzzles a [`super::PuzzleSession`] plays: its core runner
/// behind one shape, whatever the runner needs (Pyramida's the solved
/// table).
pub trait PuzzleGame: LessonGame {
    type Run: Clone + Send;

    fn start(puzzle: &Puzzle) -> Result<Self::Run, PuzzleError>;
    /// Judges a legal try; a kept one is played with the reply.
    fn judge(run: &mut Self::Run, action: &Self::Action) -> Judged<Self::Action>;
    fn hint(run: &Self::Run) -> Option<Self::Action>;
    /// The rest of the solution from where the run stands, both sides.
    fn solution(run: &Self::Run) -> Vec<Self::Action>;
    fn retry(run: &mut Self::Run);
    /// The solver's decisions still needed from where the run stands.
    fn moves_left(run: &Self::Run) -> u32;
    /// The place a hint points at: what to move (or where to put it).
    fn hint_place(action: &Self::Action) -> Option<Place>;
    /// The floor a place's name counts from (Pyramido's cells are on the
    /// mover's floor being built; the other games name no floor).
    fn place_floor(&self) -> u8 {
        0
    }
}
