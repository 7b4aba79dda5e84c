//! Pyramido puzzles: score the most points this turn.
//!
//! Pyramido has hidden piles and no exact values, so its puzzles are single
//! turns, exact within the turn: every way of playing the turn's scoring
//! decisions (the domino and its place, the mark, the tile; or a no-fit
//! turn's two holes) is played out and counted. A turn's points are the
//! mover's gain in *standing*: points scored so far plus what the floor's
//! markers would score if the floor were scored now — the number the
//! player sees grow, and unchanged by the floor's scoring itself, so a
//! turn that completes the floor counts the same. The refill that ends a
//! turn changes no points of the mover's and is not part of the puzzle:
//! it is solved once the scoring decisions are made.
//!
//! Ways that end in the same pyramid, markers and tiles are one answer;
//! the best answer must score strictly more than every other.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use super::position::{check_line, engine_plays, mixed_levels, seed_share, texts};
use super::{
    grade_from_rates, legality, Goal, Grade, Puzzle, PuzzleError, SolveRates, TryOutcome,
    GRADE_NODES,
};
use crate::ai::{AiRequest, GameAi};
use crate::game::{Game, GameKind, Level, Seat};
use crate::pyramido::scoring::marker_points;
use crate::pyramido::{Phase, Pyramido, PyramidoAction};
use crate::rng::{pick_index, rng_for};

/// The seat's standing: points so far plus the floor's if scored now.
pub fn standing(state: &Pyramido, seat: Seat) -> i32 {
    state.player(seat).map_or(0, |p| {
        let floor_now = if state.is_over() {
            0
        } else {
            marker_points(p.pyramid(), p.markers())
        };
        p.score() as i32 + i32::from(floor_now)
    })
}

/// Whether `seat`, having made a decision of its turn, still has scoring
/// decisions to make in it. A place or a first hole belongs to a new turn
/// (after a floor is scored its lowest scorer may start the next one).
fn scoring_continues(state: &Pyramido, seat: Seat) -> bool {
    state.to_move() == seat
        && match state.phase() {
            Phase::Mark | Phase::Tile => true,
            Phase::NoFit => state.turn().holes_filled > 0,
            _ => false,
        }
}

/// Whether a turn starts at `state`.
fn turn_starts(state: &Pyramido) -> bool {
    match state.phase() {
        Phase::Place => true,
        Phase::NoFit => state.turn().holes_filled == 0,
        _ => false,
    }
}

/// The position of a puzzle: the deal's seed and the decisions from the
/// start (Pyramido's AI and rules keep no repetition history).
pub type Position = super::Position<Pyramido>;

/// Every way to end the turn's scoring decisions from `state`: its points
/// over `base`, a key of the mover's resulting seat (pyramid, markers,
/// tiles), and for the first way of each best score its decisions.
struct Options {
    /// (points, key) per way.
    ways: Vec<(i32, u64)>,
    best: i32,
    best_line: Vec<PyramidoAction>,
}

fn seat_key(state: &Pyramido, seat: Seat) -> u64 {
    let mut h = DefaultHasher::new();
    state.player(seat).hash(&mut h);
    h.finish()
}

fn options(state: &Pyramido, seat: Seat, base: i32) -> Options {
    let mut out = Options {
        ways: Vec::new(),
        best: i32::MIN,
        best_line: Vec::new(),
    };
    let mut prefix = Vec::new();
    expand(state, seat, base, &mut prefix, &mut out);
    out
}

fn expand(
    state: &Pyramido,
    seat: Seat,
    base: i32,
    prefix: &mut Vec<PyramidoAction>,
    out: &mut Options,
) {
    for action in state.legal_actions() {
        let mut next = state.clone();
        next.play(&action);
        prefix.push(action);
        if scoring_continues(&next, seat) {
            expand(&next, seat, base, prefix, out);
        } else {
            let points = standing(&next, seat) - base;
            if points > out.best {
                out.best = points;
                out.best_line = prefix.clone();
            }
            out.ways.push((points, seat_key(&next, seat)));
        }
        prefix.pop();
    }
}

/// The best and the second-best answer's points, if the best is one answer.
fn best_and_second(o: &Options) -> (i32, Option<i32>, bool) {
    let best_keys: Vec<u64> = o
        .ways
        .iter()
        .filter(|(p, _)| *p == o.best)
        .map(|(_, k)| *k)
        .collect();
    let one = best_keys.windows(2).all(|w| w[0] == w[1]);
    let second = o
        .ways
        .iter()
        .filter(|(_, k)| Some(k) != best_keys.first())
        .map(|(p, _)| *p)
        .max();
    (o.best, second, one)
}

/// The best points reachable after `action` at `state` (with `base` the
/// mover's standing when the turn began).
fn best_after(state: &Pyramido, action: &PyramidoAction, seat: Seat, base: i32) -> i32 {
    let mut next = state.clone();
    next.play(action);
    if scoring_continues(&next, seat) {
        options(&next, seat, base).best
    } else {
        standing(&next, seat) - base
    }
}

/// Per decision of the best line: whether it is the only one there that
/// keeps the best points.
fn unique_marks(
    state: &Pyramido,
    line: &[PyramidoAction],
    seat: Seat,
    base: i32,
    best: i32,
) -> Vec<bool> {
    let mut s = state.clone();
    line.iter()
        .map(|a| {
            let keeping = s
                .legal_actions()
                .iter()
                .filter(|b| best_after(&s, b, seat, base) == best)
                .count();
            s.play(a);
            keeping == 1
        })
        .collect()
}

/// Turns with fewer ways than this are not offered as puzzles: nearly
/// forced, there is little to find.
pub const MIN_WAYS: usize = 12;

/// What [`analyse`] found.
struct Analysis {
    /// How many ways through the turn were counted.
    ways: usize,
    best: i32,
    line: Vec<PyramidoAction>,
    unique: Vec<bool>,
}

fn analyse(state: &Pyramido) -> Result<Analysis, PuzzleError> {
    if !turn_starts(state) {
        return Err(PuzzleError::NotWon);
    }
    let seat = state.to_move();
    let base = standing(state, seat);
    let o = options(state, seat, base);
    let (best, second, one) = best_and_second(&o);
    let Some(second) = second else {
        return Err(PuzzleError::NotUnique { count: 1 });
    };
    if !one || second >= best {
        return Err(PuzzleError::NotStrictlyBest { best, second });
    }
    let unique = unique_marks(state, &o.best_line, seat, base, best);
    Ok(Analysis {
        ways: o.ways.len(),
        best,
        line: o.best_line,
        unique,
    })
}

/// The puzzle at the turn starting after `moves` of the deal `seed`, if
/// one answer scores strictly the most.
pub fn puzzle_at(seed: u64, moves: &[String], id: String) -> Option<Puzzle> {
    let position = Position::replay_dealt(seed, moves).ok()?;
    let a = analyse(&position.state).ok()?;
    // A turn worth a puzzle: the best gains something, among enough ways.
    if a.best <= 0 || a.ways < MIN_WAYS {
        return None;
    }
    let grade = grade(&position.state, a.best);
    Some(Puzzle {
        game: GameKind::Pyramido,
        id,
        seed,
        moves: moves.to_vec(),
        to_move: position.state.to_move(),
        goal: Goal::BestTurn { points: a.best },
        line: texts(&position.state, &a.line),
        unique: a.unique,
        grade,
    })
}

/// How often a level's whole turn scores `best` over [`GRADE_SEEDS`].
pub fn solve_rate(state: &Pyramido, best: i32, level: Level) -> f64 {
    let seat = state.to_move();
    let base = standing(state, seat);
    seed_share(|seed| {
        let mut s = state.clone();
        loop {
            let Ok(c) = s.choose(&[], &AiRequest::nodes(level, GRADE_NODES, seed)) else {
                return false;
            };
            s.play(&c.action);
            if !scoring_continues(&s, seat) {
                break;
            }
        }
        standing(&s, seat) - base == best
    })
}

pub fn solve_rates(state: &Pyramido, best: i32) -> SolveRates {
    SolveRates::measure(|level| solve_rate(state, best, level))
}

fn grade(state: &Pyramido, best: i32) -> Grade {
    grade_from_rates(solve_rates(state, best))
}

/// Re-counts a puzzle's turn: the position replays at a turn's start, the
/// best answer scores the goal's points strictly ahead of every other, and
/// the line and its `unique` marks are the count's.
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    if puzzle.game != GameKind::Pyramido {
        return Err(PuzzleError::WrongGame);
    }
    let position = Position::replay_dealt(puzzle.seed, &puzzle.moves)?;
    let a = analyse(&position.state)?;
    if puzzle.goal != (Goal::BestTurn { points: a.best }) {
        return Err(PuzzleError::GoalMismatch);
    }
    check_line(puzzle, &texts(&position.state, &a.line), &a.unique)
}

/// Mines engine-played two-player games: levels drawn per seat from easy,
/// medium and hard; from a turn drawn per game on, the first turn whose
/// best answer is strictly ahead is kept (at most one per game, so the set
/// spans the floors). Deterministic for `seed`.
pub fn generate(
    count: usize,
    seed: u64,
    mut progress: impl FnMut(&Puzzle, u64),
) -> (Vec<Puzzle>, u64) {
    const MAX_DECISIONS: usize = 400;
    let mut puzzles = Vec::new();
    let mut examined = 0u64;
    let mut game = 0u64;
    while puzzles.len() < count && game < count as u64 * 50 {
        let mut rng = rng_for(seed, game);
        let levels = mixed_levels(&mut rng);
        let from_turn = pick_index(36, &mut rng);
        let deal = seed.wrapping_mul(1_000_003).wrapping_add(game);
        // No position repeats in Pyramido: its history stays empty.
        let mut position = Position::dealt(deal);
        let mut moves: Vec<String> = Vec::new();
        let mut turn = 0;
        for decision in 0..MAX_DECISIONS {
            if position.state.is_over() {
                break;
            }
            if turn_starts(&position.state) {
                if turn >= from_turn {
                    examined += 1;
                    let id = format!("pyramido-{seed}-{game}");
                    if let Some(p) = puzzle_at(deal, &moves, id) {
                        progress(&p, examined);
                        puzzles.push(p);
                        break;
                    }
                }
                turn += 1;
            }
            let decision_seed = seed ^ (game << 16) ^ decision as u64;
            if !engine_plays(&mut position, levels, decision_seed, &mut moves) {
                break;
            }
        }
        game += 1;
    }
    (puzzles, examined)
}

/// A Pyramido puzzle being solved: each decision is judged by the best the
/// turn can still score after it.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    start: Pyramido,
    state: Pyramido,
    seat: Seat,
    base: i32,
    best: i32,
    /// Whether a decision of the turn has been played.
    begun: bool,
}

impl PuzzleRun {
    pub fn new(puzzle: Puzzle) -> Result<PuzzleRun, PuzzleError> {
        if puzzle.game != GameKind::Pyramido {
            return Err(PuzzleError::WrongGame);
        }
        let Goal::BestTurn { points } = puzzle.goal else {
            return Err(PuzzleError::GoalMismatch);
        };
        let start = Position::replay_dealt(puzzle.seed, &puzzle.moves)?.state;
        let seat = start.to_move();
        Ok(PuzzleRun {
            base: standing(&start, seat),
            state: start.clone(),
            start,
            seat,
            best: points,
            begun: false,
            puzzle,
        })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn state(&self) -> &Pyramido {
        &self.state
    }

    /// The points the turn has made so far.
    pub fn points(&self) -> i32 {
        standing(&self.state, self.seat) - self.base
    }

    /// The solver's decisions still needed on the best line from here.
    pub fn moves_left(&self) -> u32 {
        self.solution().len() as u32
    }

    pub fn is_solved(&self) -> bool {
        self.begun && !scoring_continues(&self.state, self.seat)
    }

    pub fn retry(&mut self) {
        self.state = self.start.clone();
        self.begun = false;
    }

    /// A decision that keeps the best points (first in legal order).
    pub fn hint(&self) -> Option<PyramidoAction> {
        self.solution().first().copied()
    }

    /// The rest of the best turn from here.
    pub fn solution(&self) -> Vec<PyramidoAction> {
        if self.is_solved() {
            return Vec::new();
        }
        options(&self.state, self.seat, self.base).best_line
    }

    /// Judges one decision: one that keeps the best points is played; one
    /// after which the turn can score only less is refused with what it
    /// can still score, and nothing changes.
    pub fn try_action(&mut self, action: &PyramidoAction) -> TryOutcome<PyramidoAction> {
        if self.is_solved() {
            return TryOutcome::Finished;
        }
        match legality(&self.state, action) {
            Ok(true) => {}
            Ok(false) => return TryOutcome::Finished,
            Err(problem) => return TryOutcome::Illegal { problem },
        }
        let points = best_after(&self.state, action, self.seat, self.base);
        if points < self.best {
            return TryOutcome::FewerPoints {
                points,
                best: self.best,
            };
        }
        self.state.play(action);
        self.begun = true;
        TryOutcome::Kept {
            reply: Vec::new(),
            solved: self.is_solved(),
            moves_left: self.moves_left(),
        }
    }
}

#[cfg(test)]
mod tests;
