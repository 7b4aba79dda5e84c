//! The AI interface shared by the games, and helpers for graded levels.
//!
//! Every game's AI takes the same request (level, millisecond budget, node
//! cap, seed, cancel flag) and sees only what a player at the table sees.
//! With a node or depth cap instead of a time budget the choice is fully
//! deterministic for a given seed.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use thiserror::Error;

use crate::game::{Game, Level};
use crate::rng::{pick_index, rng_for, shuffle, GameRng};
use crate::search::{ProvenValue, SearchLimits, Searchable, Searcher};

/// Default thinking time for the strongest levels.
pub const DEFAULT_BUDGET_MS: u64 = 1000;

#[derive(Clone, Debug)]
pub struct AiRequest {
    pub level: Level,
    /// Wall-clock budget; `None` for deterministic (node/depth-capped) play.
    pub time_ms: Option<u64>,
    /// Node cap (deterministic budgets for tests).
    pub max_nodes: Option<u64>,
    pub seed: u64,
    pub cancel: Option<Arc<AtomicBool>>,
}

impl AiRequest {
    pub fn new(level: Level, time_ms: u64, seed: u64) -> Self {
        AiRequest {
            level,
            time_ms: Some(time_ms),
            max_nodes: None,
            seed,
            cancel: None,
        }
    }
    /// A deterministic request capped by nodes instead of time.
    pub fn nodes(level: Level, max_nodes: u64, seed: u64) -> Self {
        AiRequest {
            level,
            time_ms: None,
            max_nodes: Some(max_nodes),
            seed,
            cancel: None,
        }
    }
    pub fn limits(&self, max_depth: u32) -> SearchLimits {
        SearchLimits {
            max_depth,
            max_nodes: self.max_nodes,
            time: self.time_ms.map(std::time::Duration::from_millis),
            cancel: self.cancel.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct AiChoice<A> {
    pub action: A,
    /// Score for the mover in the game's units (0 where not meaningful).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub proven: Option<ProvenValue>,
    /// The level that chose the move when the requested one could not within
    /// the budget (Pyramida's perfect level before its table exists); `None`
    /// when the requested level chose it.
    pub fallback: Option<Level>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AiError {
    #[error("the game is over")]
    GameOver,
    #[error("level {0} is not available for this game")]
    UnsupportedLevel(&'static str),
    #[error("cancelled before any move was found")]
    Cancelled,
}

/// A game that can choose its own moves.
pub trait GameAi: Game {
    /// The levels offered for this game, weakest first.
    fn levels() -> &'static [Level];
    /// Chooses an action for the player to move. `history` holds the
    /// repetition keys of earlier positions of the game.
    fn choose(
        &self,
        history: &[u64],
        request: &AiRequest,
    ) -> Result<AiChoice<Self::Action>, AiError>;
}

/// A uniformly random legal action.
pub fn random_choice<G: Game>(state: &G, seed: u64) -> Result<AiChoice<G::Action>, AiError> {
    let moves = state.legal_actions();
    if moves.is_empty() {
        return Err(AiError::GameOver);
    }
    let mut rng = rng_for(seed, 0xA1);
    let action = moves[pick_index(moves.len(), &mut rng)].clone();
    Ok(AiChoice {
        action,
        score: 0,
        depth: 0,
        nodes: 0,
        proven: None,
        fallback: None,
    })
}

/// Full search within the request's budget, ties broken by the seed.
pub fn best_choice<G: Searchable + 'static>(
    state: &G,
    history: &[u64],
    request: &AiRequest,
    max_depth: u32,
    table_bits: u32,
) -> Result<AiChoice<G::Action>, AiError> {
    let mut moves = state.legal_actions();
    if moves.is_empty() {
        return Err(AiError::GameOver);
    }
    let mut rng = rng_for(request.seed, 0xA2);
    shuffle(&mut moves, &mut rng);
    let report = with_searcher::<G, _>(table_bits, |searcher| {
        searcher.search(state, history, request.limits(max_depth), Some(&moves))
    });
    let action = report.best.ok_or(AiError::Cancelled)?;
    Ok(AiChoice {
        action,
        score: report.score,
        depth: report.depth,
        nodes: report.nodes,
        proven: report.proven,
        fallback: None,
    })
}

/// Scores every root move with a search of `depth` and picks the best after
/// adding noise of up to `noise` (uniform), so weaker levels err like people:
/// often among near-equal moves, rarely by a lot. Forced wins are never
/// missed and forced losses never chosen when avoidable.
pub fn noisy_choice<G: Searchable + 'static>(
    state: &G,
    history: &[u64],
    request: &AiRequest,
    depth: u32,
    noise: i32,
) -> Result<AiChoice<G::Action>, AiError> {
    let mut moves = state.legal_actions();
    if moves.is_empty() {
        return Err(AiError::GameOver);
    }
    let mut rng: GameRng = rng_for(request.seed, 0xA3);
    shuffle(&mut moves, &mut rng);
    with_searcher::<G, _>(16, |searcher| {
        noisy_with(
            searcher, state, history, request, moves, depth, noise, &mut rng,
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn noisy_with<G: Searchable>(
    searcher: &mut Searcher<G>,
    state: &G,
    history: &[u64],
    request: &AiRequest,
    moves: Vec<G::Action>,
    depth: u32,
    noise: i32,
    rng: &mut GameRng,
) -> Result<AiChoice<G::Action>, AiError> {
    let mover = state.to_move();
    let mut best: Option<(i32, AiChoice<G::Action>)> = None;
    let mut nodes = 0;
    for action in moves {
        let mut child = state.clone();
        child.play(&action);
        let same = child.to_move() == mover;
        let child_depth = if same { depth } else { depth.saturating_sub(1) };
        let score = if child.outcome().is_over() || child_depth == 0 {
            let s = leaf_score(&child);
            if same {
                s
            } else {
                -s
            }
        } else {
            let report = searcher.search(&child, history, request.limits(child_depth), None);
            nodes += report.nodes;
            if same {
                report.score
            } else {
                -report.score
            }
        };
        let jitter = if noise > 0 && !crate::search::is_decisive(score) {
            use rand::Rng;
            rng.gen_range(-noise..=noise)
        } else {
            0
        };
        let noisy = score.saturating_add(jitter);
        if best.as_ref().is_none_or(|(b, _)| noisy > *b) {
            best = Some((
                noisy,
                AiChoice {
                    action,
                    score,
                    depth,
                    nodes: 0,
                    proven: None,
                    fallback: None,
                },
            ));
        }
    }
    let (_, mut choice) = best.ok_or(AiError::Cancelled)?;
    choice.nodes = nodes;
    Ok(choice)
}

/// Runs `f` with a searcher for `G` with a `2^table_bits` table from the
/// process's pool ([`crate::pool`]), its table cleared (an O(1) generation
/// step): every decision starts from an empty table, so a choice depends
/// only on the position, the history, the seed and the budget, yet no
/// decision pays for allocating the table, and the tables stay bounded for
/// the process whatever the number of threads that search.
pub fn with_searcher<G: Searchable + 'static, R>(
    table_bits: u32,
    f: impl FnOnce(&mut Searcher<G>) -> R,
) -> R {
    let bits = table_bits.clamp(8, 26);
    crate::pool::with_table(
        bits,
        || Searcher::<G>::new(bits),
        |searcher| {
            searcher.clear();
            f(searcher)
        },
    )
}

/// A terminal or horizon score for the player to move at `state`.
fn leaf_score<G: Searchable>(state: &G) -> i32 {
    match state.outcome() {
        crate::game::Outcome::Win { winner } => {
            if winner == state.to_move() {
                crate::search::WIN
            } else {
                -crate::search::WIN
            }
        }
        crate::game::Outcome::Ongoing => state.evaluate(),
        _ => 0,
    }
}
