//! Pyramida puzzles, exact from the solved table.

use super::position::{check_line, grade, mine, texts};
pub use super::position::{solve_rate, solve_rates};
use super::{legality, Goal, Puzzle, PuzzleError, TryOutcome};
/// Where they were first defined; shared by the three games now.
pub use super::{GRADE_NODES, GRADE_SEEDS};
use crate::game::{Game, GameKind, Seat};
use crate::pyramida::ai::perfect_value_in;
use crate::pyramida::solver::Solution;
use crate::pyramida::{Pyramida, PyramidaAction};
use crate::search::ProvenValue;

pub type Position = super::Position<Pyramida>;

impl Position {
    /// Every legal move with its exact value for the mover.
    pub fn valued(&self, table: &Solution) -> Vec<(PyramidaAction, ProvenValue)> {
        self.state
            .legal_actions()
            .into_iter()
            .map(|a| {
                let v = perfect_value_in(table, &self.state, &a, &self.history);
                (a, v)
            })
            .collect()
    }
}

fn win_distance(v: ProvenValue) -> Option<u32> {
    match v {
        ProvenValue::Win(d) => Some(d),
        _ => None,
    }
}

/// The fastest winning moves of the mover and their distance.
fn fastest(valued: &[(PyramidaAction, ProvenValue)]) -> Option<(u32, Vec<PyramidaAction>)> {
    let best = valued.iter().filter_map(|(_, v)| win_distance(*v)).min()?;
    let moves = valued
        .iter()
        .filter(|(_, v)| *v == ProvenValue::Win(best))
        .map(|(a, _)| *a)
        .collect();
    Some((best, moves))
}

/// The defender's longest defence (first in legal order among equals).
fn longest_defence(valued: &[(PyramidaAction, ProvenValue)]) -> Option<PyramidaAction> {
    let rank = |v: ProvenValue| match v {
        ProvenValue::Win(d) => 1_000_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000_000 + i64::from(d),
    };
    valued
        .iter()
        .fold(None::<(PyramidaAction, i64)>, |acc, (a, v)| match acc {
            Some((_, r)) if r >= rank(*v) => acc,
            _ => Some((*a, rank(*v))),
        })
        .map(|(a, _)| a)
}

/// The main line from a won position: the winner's fastest win (first in
/// legal order) against the longest defence, with which winner moves were
/// the only fastest one.
fn main_line(table: &Solution, start: &Position) -> Option<(Vec<PyramidaAction>, Vec<bool>, u32)> {
    let winner = start.state.to_move();
    let mut p = start.clone();
    let (mut line, mut unique, mut winner_moves) = (Vec::new(), Vec::new(), 0);
    while !p.state.outcome().is_over() {
        let valued = p.valued(table);
        let action = if p.state.to_move() == winner {
            let (_, moves) = fastest(&valued)?;
            unique.push(moves.len() == 1);
            winner_moves += 1;
            moves[0]
        } else {
            longest_defence(&valued)?
        };
        p.play(&action).ok()?;
        line.push(action);
    }
    (p.state.outcome() == crate::game::Outcome::Win { winner }).then_some((
        line,
        unique,
        winner_moves,
    ))
}

/// The puzzle at `position`, if the mover wins there and exactly one move
/// keeps the win. Graded by the easy and hard levels' solve rates.
pub fn puzzle_at(table: &Solution, moves: &[String], id: String) -> Option<Puzzle> {
    let position = Position::replay(moves).ok()?;
    let valued = position.valued(table);
    let winning: Vec<_> = valued
        .iter()
        .filter(|(_, v)| win_distance(*v).is_some())
        .collect();
    if winning.len() != 1 {
        return None;
    }
    let (line, unique, winner_moves) = main_line(table, &position)?;
    let first = line[0];
    let goal = Goal::WinIn {
        moves: winner_moves,
    };
    let grade = grade(&position, &first, goal);
    Some(Puzzle {
        game: GameKind::Pyramida,
        id,
        seed: 0,
        moves: moves.to_vec(),
        to_move: position.state.to_move(),
        goal,
        line: texts(&position.state, &line),
        unique,
        grade,
    })
}

/// Re-checks a puzzle against the table: the position replays, the mover
/// wins, one move keeps the win, and the goal and line are the engine's.
pub fn verify(table: &Solution, puzzle: &Puzzle) -> Result<(), PuzzleError> {
    if puzzle.game != GameKind::Pyramida {
        return Err(PuzzleError::WrongGame);
    }
    let position = Position::replay(&puzzle.moves)?;
    let valued = position.valued(table);
    let count = valued
        .iter()
        .filter(|(_, v)| win_distance(*v).is_some())
        .count();
    if count == 0 {
        return Err(PuzzleError::NotWon);
    }
    if count != 1 {
        return Err(PuzzleError::NotUnique { count });
    }
    let (line, unique, winner_moves) = main_line(table, &position).ok_or(PuzzleError::NotWon)?;
    if puzzle.goal
        != (Goal::WinIn {
            moves: winner_moves,
        })
    {
        return Err(PuzzleError::GoalMismatch);
    }
    check_line(puzzle, &texts(&position.state, &line), &unique)
}

/// Mines engine-played games for puzzles: the seats' levels are drawn
/// from easy, medium and hard per game so that real mistakes happen; the
/// first puzzle position of each game is kept (at most one per game, so
/// the set is varied). Deterministic for `seed`. Returns the puzzles and
/// the number of positions examined.
pub fn generate(
    table: &Solution,
    count: usize,
    seed: u64,
    mut progress: impl FnMut(usize, u64),
) -> (Vec<Puzzle>, u64) {
    const MAX_PLIES: usize = 160;
    let examined = std::cell::Cell::new(0u64);
    // Games of different seats can reach one position; it is offered once.
    let mut seen = std::collections::HashSet::new();
    let at = |game, ply, position: &Position, moves: &[String]| {
        examined.set(examined.get() + 1);
        let key = position.state.repetition_key();
        if ply < 4 || key.is_some_and(|k| seen.contains(&k)) {
            return None;
        }
        let p = puzzle_at(table, moves, format!("pyramida-{seed}-{game}"))?;
        seen.extend(key);
        Some(p)
    };
    let after_game = |found: &[Puzzle]| progress(found.len(), examined.get());
    let puzzles = mine(count, seed, MAX_PLIES, at, after_game);
    let examined = examined.get();
    (puzzles, examined)
}

/// A puzzle being solved: the position, the solver's tries answered
/// exactly, the defender's replies.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    start: Position,
    position: Position,
    winner: Seat,
    /// The winner's decisions still needed.
    moves_left: u32,
}

impl PuzzleRun {
    pub fn new(puzzle: Puzzle) -> Result<PuzzleRun, PuzzleError> {
        if puzzle.game != GameKind::Pyramida {
            return Err(PuzzleError::WrongGame);
        }
        let start = Position::replay(&puzzle.moves)?;
        let Goal::WinIn { moves } = puzzle.goal else {
            return Err(PuzzleError::GoalMismatch);
        };
        Ok(PuzzleRun {
            winner: start.state.to_move(),
            position: start.clone(),
            start,
            puzzle,
            moves_left: moves,
        })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn state(&self) -> &Pyramida {
        &self.position.state
    }

    pub fn moves_left(&self) -> u32 {
        self.moves_left
    }

    pub fn is_solved(&self) -> bool {
        self.position.state.outcome().is_over()
    }

    /// Back to the puzzle's position.
    pub fn retry(&mut self) {
        self.position = self.start.clone();
        self.moves_left = self.puzzle.goal.win_moves();
    }

    /// A move that keeps the fastest win from here (first in legal order).
    pub fn hint(&self, table: &Solution) -> Option<PyramidaAction> {
        if self.is_solved() {
            return None;
        }
        fastest(&self.position.valued(table)).map(|(_, m)| m[0])
    }

    /// The rest of the solution from here: the fastest win against the
    /// longest defence.
    pub fn solution(&self, table: &Solution) -> Vec<PyramidaAction> {
        main_line(table, &self.position)
            .map(|(l, _, _)| l)
            .unwrap_or_default()
    }

    /// Judges one try: a move that keeps a win as fast as the puzzle asks
    /// is played with the defender's longest defence; any other is answered
    /// with the exact reason and nothing changes.
    pub fn try_action(
        &mut self,
        table: &Solution,
        action: &PyramidaAction,
    ) -> TryOutcome<PyramidaAction> {
        if self.is_solved() {
            return TryOutcome::Finished;
        }
        match legality(&self.position.state, action) {
            Ok(true) => {}
            Ok(false) => return TryOutcome::Finished,
            Err(problem) => return TryOutcome::Illegal { problem },
        }
        let value = perfect_value_in(table, &self.position.state, action, &self.position.history);
        let Some((best, _)) = fastest(&self.position.valued(table)) else {
            return TryOutcome::Finished;
        };
        match value {
            ProvenValue::Win(d) if d <= best => {}
            ProvenValue::Win(d) => {
                let mut after = self.position.clone();
                let _ = after.play(action);
                let moves = winner_moves_of(table, &after, self.winner).unwrap_or(d);
                return TryOutcome::TooSlow { moves };
            }
            value => {
                let mut after = self.position.clone();
                let _ = after.play(action);
                let refutation =
                    if after.state.outcome().is_over() || after.state.to_move() == self.winner {
                        None
                    } else {
                        refuting_reply(&after.valued(table))
                    };
                return TryOutcome::Wrong {
                    value: Some(value),
                    refutation,
                };
            }
        }
        let _ = self.position.play(action);
        self.moves_left = self.moves_left.saturating_sub(1);
        let mut reply = Vec::new();
        while !self.position.state.outcome().is_over()
            && self.position.state.to_move() != self.winner
        {
            let Some(defence) = longest_defence(&self.position.valued(table)) else {
                break;
            };
            let _ = self.position.play(&defence);
            reply.push(defence);
        }
        TryOutcome::Kept {
            reply,
            solved: self.is_solved(),
            moves_left: self.moves_left,
        }
    }
}

/// The defender's best reply after a wrong move: its fastest win, else a
/// move that keeps the draw.
fn refuting_reply(valued: &[(PyramidaAction, ProvenValue)]) -> Option<PyramidaAction> {
    fastest(valued)
        .map(|(_, m)| m[0])
        .or_else(|| longest_defence(valued))
}

fn winner_moves_of(table: &Solution, from: &Position, winner: Seat) -> Option<u32> {
    let mut p = from.clone();
    let mut n = 1;
    while !p.state.outcome().is_over() {
        let valued = p.valued(table);
        let a = if p.state.to_move() == winner {
            n += 1;
            fastest(&valued)?.1[0]
        } else {
            longest_defence(&valued)?
        };
        p.play(&a).ok()?;
    }
    Some(n)
}

#[cfg(test)]
mod tests;
