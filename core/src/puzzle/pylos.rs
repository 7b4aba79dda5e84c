//! Pylos puzzles, proven by df-pn ([`crate::pylos::proof`]).
//!
//! Pylos is not solved here, so "the only winning move" means: the
//! puzzle's move is *proven* to win, and for every other move the prover
//! found no win for the solver within [`PROOF_NODES`] (it proved the
//! defender's win, or proved nothing in the budget). The prover never
//! claims a draw and its distances are upper bounds, so a goal of "win in
//! N" is the number of the winner's decisions in the stored line: the
//! prover's shortest proof for the winner against the defender's longest
//! proven defence, not a proven minimum.
//!
//! Answering at play time must be cheap on a phone, so the puzzle stores
//! its whole line, with each of the winner's decisions marked `unique` when
//! no other move was proven winning within the generation budget. The
//! line's move is accepted at once, and the stored defence answers it,
//! with no search. Any other move costs one bounded proof ([`PLAY_NODES`]):
//! proven to win, it is accepted (even where the generator proved no
//! other, since a proof is sound) and the defence and the rest of the line
//! are proven afresh with the same bound; otherwise it is refused, with
//! the defender's win and refutation when that proof found them.

use super::position::{check_line, grade, mine, texts};
pub use super::position::{solve_rate, solve_rates};
use super::{legality, Goal, Puzzle, PuzzleError, TryOutcome};
use crate::game::{Game, GameKind, Outcome, Seat};
use crate::pylos::proof::Prover;
use crate::pylos::{Phase, Pylos, PylosAction};
use crate::search::{ProvenValue, SearchLimits};
use std::sync::Mutex;

/// Node budget of every proof made to generate or verify a puzzle.
pub const PROOF_NODES: u64 = 300_000;
/// Node budget of a proof made while a puzzle is played (a try off the
/// stored line).
pub const PLAY_NODES: u64 = 150_000;
/// log2 of the prover's table entries for generation and verification
/// (24 bytes each: 6 MB). Verification must use the same, since a proof
/// within a node budget depends on what the table keeps.
pub const PROOF_TABLE_BITS: u32 = 18;
/// The table of the play-time prover (1.5 MB).
pub const PLAY_TABLE_BITS: u32 = 16;
/// Puzzle positions have at most this many empty places: beyond it df-pn
/// rarely proves a result within the budget (docs/ai.md).
pub const MAX_EMPTY: u32 = 14;

pub type Position = super::Position<Pylos>;

impl Position {
    fn after(&self, action: &PylosAction) -> Position {
        let mut p = self.clone();
        let _ = p.play(action);
        p
    }

    fn empty(&self) -> u32 {
        30 - self.state.occupied().count()
    }
}

/// What a proof says about one position, from a seat's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Proof {
    /// The proven winner, if any.
    winner: Option<Seat>,
    /// The proof's bound on the decisions to the end.
    depth: u32,
    /// The move that keeps the proven win (or delays the proven loss).
    best: Option<PylosAction>,
}

fn prove(prover: &mut Prover, p: &Position, nodes: u64) -> Proof {
    if let Outcome::Win { winner } = p.state.outcome() {
        return Proof {
            winner: Some(winner),
            depth: 0,
            best: None,
        };
    }
    if p.state.outcome().is_over() {
        return Proof {
            winner: None,
            depth: 0,
            best: None,
        };
    }
    let limits = SearchLimits {
        max_nodes: Some(nodes),
        ..Default::default()
    };
    // The prover's history is the earlier positions; it adds the root's own.
    let earlier = &p.history[..p.history.len().saturating_sub(1)];
    let report = prover.prove(&p.state, earlier, limits);
    let mover = p.state.to_move();
    let (winner, depth) = match report.value {
        Some(ProvenValue::Win(d)) => (Some(mover), d),
        Some(ProvenValue::Loss(d)) => (Some(1 - mover), d),
        _ => (None, 0),
    };
    Proof {
        winner,
        depth,
        best: report.best,
    }
}

/// What one move at `p` is proven to lead to, for learn from your mistakes
/// (a game's own position, not a shipped puzzle's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveProof {
    /// For the mover at `p`: a win or a loss proven within [`PLAY_NODES`]
    /// (the distance is the proof's bound, not a shortest one); `None` when
    /// neither is proven (df-pn never proves a draw).
    pub value: Option<ProvenValue>,
    /// The other side's move that keeps its proven win, when it has one
    /// and is to move after `action`.
    pub reply: Option<PylosAction>,
}

/// Proves what `action` leads to from `p` with the play-time prover
/// (1.5 MB, [`PLAY_NODES`]: tens of milliseconds).
pub fn prove_move(p: &Position, action: &PylosAction) -> MoveProof {
    let mover = p.state.to_move();
    let after = p.after(action);
    let proof = prove(&mut Prover::new(PLAY_TABLE_BITS), &after, PLAY_NODES);
    let value = proof.winner.map(|w| {
        let d = proof.depth + 1;
        if w == mover {
            ProvenValue::Win(d)
        } else {
            ProvenValue::Loss(d)
        }
    });
    let defender_moves = !after.state.outcome().is_over() && after.state.to_move() != mover;
    let reply = proof
        .best
        .filter(|_| defender_moves && proof.winner == Some(after.state.to_move()));
    MoveProof { value, reply }
}

/// The moves of the mover at `p` proven to win within `nodes`, stopping at
/// the second (the proof of `known`, when given, is not repeated).
fn winning_moves(
    prover: &mut Prover,
    p: &Position,
    known: Option<PylosAction>,
    nodes: u64,
) -> Vec<PylosAction> {
    let me = p.state.to_move();
    let mut found: Vec<PylosAction> = known.into_iter().collect();
    for action in p.state.legal_actions() {
        if Some(action) == known {
            continue;
        }
        if prove(prover, &p.after(&action), nodes).winner == Some(me) {
            found.push(action);
            if found.len() > 1 {
                break;
            }
        }
    }
    found
}

/// The main line from a position the mover is proven to win: the prover's
/// move for the winner (with whether it is the only one proven winning)
/// against the defender's longest proven defence, to the end of the game.
/// `None` when some step is not proven within `nodes`.
fn main_line(
    prover: &mut Prover,
    start: &Position,
    nodes: u64,
    check_unique: bool,
) -> Option<(Vec<PylosAction>, Vec<bool>)> {
    let winner = start.state.to_move();
    let mut p = start.clone();
    let (mut line, mut unique) = (Vec::new(), Vec::new());
    while !p.state.outcome().is_over() {
        let proof = prove(prover, &p, nodes);
        if proof.winner != Some(winner) {
            return None;
        }
        let action = proof.best?;
        if p.state.to_move() == winner {
            unique.push(check_unique && winning_moves(prover, &p, Some(action), nodes).len() == 1);
        }
        p.play(&action).ok()?;
        line.push(action);
    }
    (p.state.outcome() == Outcome::Win { winner }).then_some((line, unique))
}

/// What [`analyse`] found at a position.
struct Analysis {
    line: Vec<PylosAction>,
    unique: Vec<bool>,
    winner_moves: u32,
}

/// The puzzle's line if the mover at `position` is proven to win with
/// exactly one first move (every other move: no proven win).
fn analyse(prover: &mut Prover, position: &Position) -> Result<Analysis, PuzzleError> {
    let me = position.state.to_move();
    let root = prove(prover, position, PROOF_NODES);
    let Some(first) = root.best.filter(|_| root.winner == Some(me)) else {
        return Err(PuzzleError::NotWon);
    };
    let count = winning_moves(prover, position, Some(first), PROOF_NODES).len();
    if count != 1 {
        return Err(PuzzleError::NotUnique { count });
    }
    let (line, mut unique) =
        main_line(prover, position, PROOF_NODES, true).ok_or(PuzzleError::NotWon)?;
    if line.first() != Some(&first) {
        return Err(PuzzleError::LineMismatch { index: 0 });
    }
    unique[0] = true;
    let winner_moves = unique.len() as u32;
    Ok(Analysis {
        line,
        unique,
        winner_moves,
    })
}

/// The puzzle at `moves`, if the mover is proven to win there and no other
/// first move is. Graded by the levels' solve rates.
pub fn puzzle_at(prover: &mut Prover, moves: &[String], id: String) -> Option<Puzzle> {
    let position = Position::replay(moves).ok()?;
    if position.state.outcome().is_over() || position.state.phase() != Phase::Move {
        return None;
    }
    let a = analyse(prover, &position).ok()?;
    let goal = Goal::WinIn {
        moves: a.winner_moves,
    };
    let grade = grade(&position, &a.line[0], goal);
    Some(Puzzle {
        game: GameKind::Pylos,
        id,
        seed: 0,
        moves: moves.to_vec(),
        to_move: position.state.to_move(),
        goal,
        line: texts(&position.state, &a.line),
        unique: a.unique,
        grade,
    })
}

/// Re-proves a puzzle with the generator's budget and table: the position
/// replays, the first move is proven winning and no other is, and the
/// goal, the line and its `unique` marks are the prover's.
pub fn verify(prover: &mut Prover, puzzle: &Puzzle) -> Result<(), PuzzleError> {
    if puzzle.game != GameKind::Pylos {
        return Err(PuzzleError::WrongGame);
    }
    let position = Position::replay(&puzzle.moves)?;
    let a = analyse(prover, &position)?;
    if puzzle.goal
        != (Goal::WinIn {
            moves: a.winner_moves,
        })
    {
        return Err(PuzzleError::GoalMismatch);
    }
    check_line(puzzle, &texts(&position.state, &a.line), &a.unique)
}

/// What the other first moves of a puzzle lead to, by proofs with the
/// generator's budget: how many are proven to lose and how many are proven
/// neither way (none may be proven to win).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Alternatives {
    pub lost: usize,
    pub unproven: usize,
    pub won: usize,
}

pub fn alternatives(prover: &mut Prover, puzzle: &Puzzle) -> Result<Alternatives, PuzzleError> {
    let position = Position::replay(&puzzle.moves)?;
    let me = position.state.to_move();
    let first = puzzle
        .line
        .first()
        .ok_or(PuzzleError::LineMismatch { index: 0 })?;
    let mut out = Alternatives::default();
    for action in position.state.legal_actions() {
        if position.state.format_action(&action) == *first {
            continue;
        }
        match prove(prover, &position.after(&action), PROOF_NODES).winner {
            Some(w) if w == me => out.won += 1,
            Some(_) => out.lost += 1,
            None => out.unproven += 1,
        }
    }
    Ok(out)
}

/// A new prover with the table generation and verification use.
pub fn proof_prover() -> Prover {
    Prover::new(PROOF_TABLE_BITS)
}

/// Mines engine-played games for puzzles: the seats' levels are drawn
/// from easy, medium and hard per game so that real mistakes happen; the
/// first puzzle position of each game with at most [`MAX_EMPTY`] empty
/// places is kept (at most one per game). Deterministic for `seed`.
/// `progress` sees each puzzle found and the positions examined so far.
/// Returns the puzzles and the number of positions examined.
pub fn generate(
    count: usize,
    seed: u64,
    mut progress: impl FnMut(&Puzzle, u64),
) -> (Vec<Puzzle>, u64) {
    const MAX_PLIES: usize = 200;
    let mut prover = proof_prover();
    let mut examined = 0u64;
    // Games of different seats can reach one position; it is offered once.
    let mut seen = std::collections::HashSet::new();
    let at = |game, _, position: &Position, moves: &[String]| {
        let key = position.state.repetition_key();
        if position.empty() > MAX_EMPTY || key.is_none_or(|k| seen.contains(&k)) {
            return None;
        }
        examined += 1;
        let p = puzzle_at(&mut prover, moves, format!("pylos-{seed}-{game}"))?;
        seen.extend(key);
        progress(&p, examined);
        Some(p)
    };
    let puzzles = mine(count, seed, MAX_PLIES, at, |_| {});
    (puzzles, examined)
}

/// A Pylos puzzle being solved: the stored line answers on it at once;
/// off it, bounded proofs answer.
pub struct PuzzleRun {
    puzzle: Puzzle,
    start: Position,
    position: Position,
    winner: Seat,
    /// The expected line from `position` on and, per winner decision in
    /// it, whether only its move is accepted (the stored line, or one
    /// proven afresh after a deviation; empty when that proof failed).
    line: Vec<PylosAction>,
    unique: Vec<bool>,
    stored: (Vec<PylosAction>, Vec<bool>),
    moves_left: u32,
    /// Behind a lock so that `hint` and `solution` take `&self` like the
    /// other games' runs; a clone gets a fresh table.
    prover: Mutex<Prover>,
}

impl Clone for PuzzleRun {
    fn clone(&self) -> Self {
        PuzzleRun {
            puzzle: self.puzzle.clone(),
            start: self.start.clone(),
            position: self.position.clone(),
            winner: self.winner,
            line: self.line.clone(),
            unique: self.unique.clone(),
            stored: self.stored.clone(),
            moves_left: self.moves_left,
            prover: Mutex::new(Prover::new(PLAY_TABLE_BITS)),
        }
    }
}

impl std::fmt::Debug for PuzzleRun {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleRun")
            .field("puzzle", &self.puzzle.id)
            .field("line", &self.line)
            .field("moves_left", &self.moves_left)
            .finish()
    }
}

impl PuzzleRun {
    pub fn new(puzzle: Puzzle) -> Result<PuzzleRun, PuzzleError> {
        if puzzle.game != GameKind::Pylos {
            return Err(PuzzleError::WrongGame);
        }
        let Goal::WinIn { moves } = puzzle.goal else {
            return Err(PuzzleError::GoalMismatch);
        };
        let start = Position::replay(&puzzle.moves)?;
        let line = start.clone().replay_more(&puzzle.line)?;
        if puzzle.unique.len() != moves as usize {
            return Err(PuzzleError::LineMismatch { index: 0 });
        }
        Ok(PuzzleRun {
            winner: start.state.to_move(),
            position: start.clone(),
            start,
            line: line.clone(),
            unique: puzzle.unique.clone(),
            stored: (line, puzzle.unique.clone()),
            moves_left: moves,
            puzzle,
            prover: Mutex::new(Prover::new(PLAY_TABLE_BITS)),
        })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn state(&self) -> &Pylos {
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
        (self.line, self.unique) = self.stored.clone();
        self.moves_left = self.puzzle.goal.win_moves();
    }

    /// A move that keeps the win from here: the line's, else a proven one.
    pub fn hint(&self) -> Option<PylosAction> {
        if self.is_solved() {
            return None;
        }
        if let Some(a) = self.line.first() {
            return Some(*a);
        }
        let proof = prove(&mut self.prover(), &self.position, PLAY_NODES);
        proof.best.filter(|_| proof.winner == Some(self.winner))
    }

    /// The rest of the solution from here: the winner's moves against the
    /// longest defence.
    pub fn solution(&self) -> Vec<PylosAction> {
        if !self.line.is_empty() || self.is_solved() {
            return self.line.clone();
        }
        main_line(&mut self.prover(), &self.position, PLAY_NODES, false)
            .map(|(l, _)| l)
            .unwrap_or_default()
    }

    /// Judges one try: the line's move, or where it is not the only
    /// winning one any move proven to win, is played with the defender's
    /// longest defence; any other is refused with what the prover knows
    /// and nothing changes.
    pub fn try_action(&mut self, action: &PylosAction) -> TryOutcome<PylosAction> {
        if self.is_solved() {
            return TryOutcome::Finished;
        }
        match legality(&self.position.state, action) {
            Ok(true) => {}
            Ok(false) => return TryOutcome::Finished,
            Err(problem) => return TryOutcome::Illegal { problem },
        }
        let on_line = self.line.first() == Some(action);
        if !on_line {
            let after = self.position.after(action);
            // A proven win is accepted even where the line's move was the
            // only one the generator proved: proofs are sound, and a wrong
            // try needs this proof anyway for its refutation.
            let proof = prove(&mut self.prover(), &after, PLAY_NODES);
            if proof.winner != Some(self.winner) {
                return self.wrong(&after, proof);
            }
            // A different winning move: the rest is proven afresh.
            let rest = main_line(&mut self.prover(), &after, PLAY_NODES, false);
            (self.line, self.unique) = rest
                .map(|(l, _)| {
                    let mut fresh = vec![*action];
                    fresh.extend(l);
                    let winner_moves = winner_decisions(&self.position, &fresh, self.winner);
                    (fresh, vec![false; winner_moves])
                })
                .unwrap_or_default();
        }
        self.play_front(action);
        let mut reply = Vec::new();
        while !self.is_solved() && self.position.state.to_move() != self.winner {
            let defence = match self.line.first() {
                Some(a) => *a,
                None => match prove(&mut self.prover(), &self.position, PLAY_NODES).best {
                    Some(a) => a,
                    None => match self.position.state.legal_actions().first() {
                        Some(a) => *a,
                        None => break,
                    },
                },
            };
            self.play_front(&defence);
            reply.push(defence);
        }
        self.moves_left = if self.line.is_empty() {
            self.moves_left.saturating_sub(1)
        } else {
            self.unique.len() as u32
        };
        if self.is_solved() {
            self.moves_left = 0;
        }
        TryOutcome::Kept {
            reply,
            solved: self.is_solved(),
            moves_left: self.moves_left,
        }
    }

    fn prover(&self) -> std::sync::MutexGuard<'_, Prover> {
        // A poisoned lock only means a panic elsewhere mid-proof; the table
        // is cleared per proof, so it is still usable.
        self.prover.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Plays `action`, consuming the line's front when it is the line's.
    fn play_front(&mut self, action: &PylosAction) {
        let winner_to_move = self.position.state.to_move() == self.winner;
        if self.line.first() == Some(action) {
            self.line.remove(0);
            if winner_to_move && !self.unique.is_empty() {
                self.unique.remove(0);
            }
        } else {
            self.line.clear();
            self.unique.clear();
        }
        let _ = self.position.play(action);
    }

    fn wrong(&self, after: &Position, proof: Proof) -> TryOutcome<PylosAction> {
        let value = match proof.winner {
            Some(w) if w != self.winner => Some(ProvenValue::Loss(proof.depth)),
            _ => None,
        };
        let defender_to_move =
            !after.state.outcome().is_over() && after.state.to_move() != self.winner;
        let refutation = if value.is_some() && defender_to_move {
            proof.best
        } else {
            None
        };
        TryOutcome::Wrong { value, refutation }
    }
}

/// How many of `line`'s decisions from `from` are `winner`'s.
fn winner_decisions(from: &Position, line: &[PylosAction], winner: Seat) -> usize {
    let mut p = from.clone();
    line.iter()
        .filter(|a| {
            let mine = p.state.to_move() == winner;
            let _ = p.play(a);
            mine
        })
        .count()
}

#[cfg(test)]
mod tests;
