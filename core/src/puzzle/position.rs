//! What the three games' puzzles share: the position replayed from stored
//! notation, the line written back to notation and checked against a
//! stored one, and the grading by the AI levels' solve rates.

use super::{grade_for, Goal, Grade, Puzzle, PuzzleError, SolveRates, GRADE_NODES, GRADE_SEEDS};
use crate::ai::{AiRequest, GameAi};
use crate::game::{Game, Level};
use crate::rng::{pick_index, rng_for, GameRng};

/// A position with the repetition keys that lead to it (its own last).
#[derive(Clone, Debug)]
pub struct Position<G> {
    pub state: G,
    pub history: Vec<u64>,
}

impl<G: Game> Position<G> {
    /// The start of the game with the default options (`seed` deals
    /// Pyramido; Pyramida and Pylos ignore it).
    pub fn dealt(seed: u64) -> Position<G> {
        let state = G::new(&G::Options::default(), seed);
        let history = state.repetition_key().into_iter().collect();
        Position { state, history }
    }

    pub fn start() -> Position<G> {
        Position::dealt(0)
    }

    /// Replays decisions in notation from the start.
    pub fn replay(moves: &[String]) -> Result<Position<G>, PuzzleError> {
        Position::replay_dealt(0, moves)
    }

    /// Replays decisions in notation from the start of the deal `seed`.
    pub fn replay_dealt(seed: u64, moves: &[String]) -> Result<Position<G>, PuzzleError> {
        let mut p = Position::dealt(seed);
        p.replay_more(moves)?;
        Ok(p)
    }

    /// Plays decisions in notation from here; the actions they were.
    pub fn replay_more(&mut self, moves: &[String]) -> Result<Vec<G::Action>, PuzzleError> {
        let mut actions = Vec::new();
        for (index, text) in moves.iter().enumerate() {
            let illegal = |problem: String| PuzzleError::IllegalMove {
                index,
                text: text.clone(),
                problem,
            };
            let action = self
                .state
                .parse_action(text)
                .map_err(|e| illegal(e.to_string()))?;
            self.play(&action).map_err(illegal)?;
            actions.push(action);
        }
        Ok(actions)
    }

    pub fn play(&mut self, action: &G::Action) -> Result<(), String> {
        self.state.apply(action).map_err(|e| e.to_string())?;
        if let Some(key) = self.state.repetition_key() {
            self.history.push(key);
        }
        Ok(())
    }
}

/// A line of decisions from `from` in notation.
pub(crate) fn texts<G: Game>(from: &G, line: &[G::Action]) -> Vec<String> {
    let mut state = from.clone();
    line.iter()
        .map(|a| {
            let text = state.format_action(a);
            let _ = state.apply(a);
            text
        })
        .collect()
}

/// The puzzle's stored line and `unique` marks against the engine's: the
/// first decision that differs, or the engine line's end when only the
/// lengths or the marks do.
pub(crate) fn check_line(
    puzzle: &Puzzle,
    line: &[String],
    unique: &[bool],
) -> Result<(), PuzzleError> {
    if let Some(index) = (0..line.len().max(puzzle.line.len()))
        .find(|&i| line.get(i).is_none() || line.get(i) != puzzle.line.get(i))
    {
        return Err(PuzzleError::LineMismatch { index });
    }
    if puzzle.unique != unique {
        return Err(PuzzleError::LineMismatch { index: line.len() });
    }
    Ok(())
}

/// The share of [`GRADE_SEEDS`] for which `found` holds.
pub(crate) fn seed_share(found: impl Fn(u64) -> bool) -> f64 {
    let count = (0..GRADE_SEEDS).filter(|&seed| found(seed)).count();
    count as f64 / GRADE_SEEDS as f64
}

impl SolveRates {
    /// The easy, medium and hard levels' rates by `rate`.
    pub fn measure(rate: impl Fn(Level) -> f64) -> SolveRates {
        SolveRates {
            easy: rate(Level::Easy),
            medium: rate(Level::Medium),
            hard: rate(Level::Hard),
        }
    }
}

/// How often a level finds `answer` at `position` over [`GRADE_SEEDS`].
pub fn solve_rate<G: GameAi>(position: &Position<G>, answer: &G::Action, level: Level) -> f64
where
    G::Action: PartialEq,
{
    seed_share(|seed| {
        position
            .state
            .choose(
                &position.history,
                &AiRequest::nodes(level, GRADE_NODES, seed),
            )
            .is_ok_and(|c| c.action == *answer)
    })
}

/// The easy, medium and hard levels' solve rates of a puzzle's first move.
pub fn solve_rates<G: GameAi>(position: &Position<G>, answer: &G::Action) -> SolveRates
where
    G::Action: PartialEq,
{
    SolveRates::measure(|level| solve_rate(position, answer, level))
}

pub(crate) fn grade<G: GameAi>(position: &Position<G>, answer: &G::Action, goal: Goal) -> Grade
where
    G::Action: PartialEq,
{
    grade_for(goal, solve_rates(position, answer))
}

/// The two seats' levels of one mined game, drawn from easy, medium and
/// hard so that real mistakes happen.
pub(crate) fn mixed_levels(rng: &mut GameRng) -> [Level; 2] {
    const MIXED: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];
    [
        MIXED[pick_index(MIXED.len(), rng)],
        MIXED[pick_index(MIXED.len(), rng)],
    ]
}

/// One decision of a mined game: the level of the seat to move chooses with
/// `seed`, and its move is played and written to `moves`. False when the
/// game cannot go on.
pub(crate) fn engine_plays<G: GameAi>(
    position: &mut Position<G>,
    levels: [Level; 2],
    seed: u64,
    moves: &mut Vec<String>,
) -> bool {
    let seat = position.state.to_move();
    let request = AiRequest::nodes(levels[seat.min(1)], GRADE_NODES, seed);
    let Ok(choice) = position.state.choose(&position.history, &request) else {
        return false;
    };
    moves.push(position.state.format_action(&choice.action));
    position.play(&choice.action).is_ok()
}

/// Mines engine-played games for puzzles, at most one per game (so a set
/// is varied): game `g` is played from the start by levels drawn for it,
/// and `at` is asked before each decision (with the game's number, the
/// decision's and the moves so far) for a puzzle there. Stops at `count`
/// puzzles or after `count * 200` games; `after_game` sees the puzzles
/// found so far after each game.
pub(crate) fn mine<G: GameAi>(
    count: usize,
    seed: u64,
    max_plies: usize,
    mut at: impl FnMut(u64, usize, &Position<G>, &[String]) -> Option<Puzzle>,
    mut after_game: impl FnMut(&[Puzzle]),
) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    let mut game = 0u64;
    while puzzles.len() < count && game < count as u64 * 200 {
        let levels = mixed_levels(&mut rng_for(seed, game));
        let mut position = Position::<G>::start();
        let mut moves = Vec::new();
        for ply in 0..max_plies {
            if position.state.outcome().is_over() {
                break;
            }
            if let Some(p) = at(game, ply, &position, &moves) {
                puzzles.push(p);
                break;
            }
            let ply_seed = seed ^ (game << 16) ^ ply as u64;
            if !engine_plays(&mut position, levels, ply_seed, &mut moves) {
                break;
            }
        }
        game += 1;
        after_game(&puzzles);
    }
    puzzles
}
