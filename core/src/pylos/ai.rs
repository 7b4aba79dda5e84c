//! Pylos evaluation, move ordering and levels.
//!
//! Material (balls in reserve) decides Pylos, so the evaluation counts
//! reserves first, then threats to complete own squares (each one a future
//! reclaim) and the balls that can still be raised (a raise saves a ball).

use super::board::{self, SQUARE_MASKS};
use super::{Phase, Pylos, PylosAction, Variant};
use crate::ai::{
    best_choice, noisy_choice, random_choice, AiChoice, AiError, AiRequest, GameAi,
    DEFAULT_BUDGET_MS,
};
use crate::game::{Game, Level, Seat};
use crate::search::{ProvenValue, SearchLimits, WIN};

use super::proof::Prover;

const BALL: i32 = 100;
const SQUARE_THREAT: i32 = 28;
const RAISABLE: i32 = 6;

/// Static value for the player to move.
pub fn evaluate(state: &Pylos) -> i32 {
    let me = state.to_move();
    // The board's masks once for both sides: this runs at every leaf.
    let occupied = state.occupied().0;
    let available = board::available(occupied);
    let free = occupied & !board::covered(occupied);
    side_value(state, me, available, free) - side_value(state, 1 - me, available, free)
}

fn side_value(state: &Pylos, seat: Seat, available: u32, free: u32) -> i32 {
    let mut value = i32::from(state.reserve(seat)) * BALL;
    let own = state.balls(seat).0;
    if state.variant() != Variant::Kids {
        let other = state.balls(1 - seat).0;
        for sq in SQUARE_MASKS {
            if sq & other != 0 {
                continue;
            }
            let mine = (sq & own).count_ones();
            if mine == 3 {
                // The hole is either playable now or will be.
                value += if sq & !own & available != 0 {
                    SQUARE_THREAT
                } else {
                    SQUARE_THREAT / 2
                };
            } else if mine == 2 {
                value += 4;
            }
        }
    }
    if state.phase() == Phase::Move {
        value += RAISABLE * (free & own).count_ones() as i32 / 2;
    }
    value
}

/// Cheap ordering: raises (they save a ball) and pattern-completing or
/// pattern-blocking placements first.
pub fn order_hint(state: &Pylos, action: &PylosAction) -> i32 {
    let me = state.to_move();
    match *action {
        PylosAction::Place { to } | PylosAction::Raise { to, .. } => {
            let mut hint = if matches!(action, PylosAction::Raise { .. }) {
                40
            } else {
                0
            };
            hint += 10 * i32::from(to.level());
            if state.variant() != Variant::Kids {
                let own = state.balls(me);
                let other = state.balls(1 - me);
                for pat in to.patterns(state.variant() == Variant::Expert) {
                    if own.with(to).is_superset(*pat) {
                        hint += 100;
                    } else if other.is_superset(pat.without(to)) {
                        hint += 60;
                    }
                }
            }
            hint
        }
        // Reclaim high balls first: they free supports less often.
        PylosAction::Reclaim { from } => 10 * i32::from(from.level()),
        PylosAction::Stop => -1,
    }
}

/// Empty positions where the expert tries the df-pn prover first: below,
/// its search proves the result itself (and exactly, the shortest win);
/// above, a proof within a share of the budget is rare.
const PROOF_EMPTY: std::ops::RangeInclusive<u32> = 9..=16;
/// The prover's share of the expert's budget: one part in this many.
const PROOF_SHARE: u64 = 4;

/// log2 of the prover's table entries (24 bytes each): 12 MiB, taken
/// from the process's pool ([`crate::pool`]) for the call.
const PROVER_BITS: u32 = 19;

/// The expert: with few positions empty, a quarter of the budget for a
/// proof of a win; a proven win is played at once, anything else (no proof
/// within the share, a proven loss) leaves the decision to the search with
/// the rest of the budget.
fn expert_choice(
    state: &Pylos,
    history: &[u64],
    request: &AiRequest,
) -> Result<AiChoice<PylosAction>, AiError> {
    let empty = 30 - state.occupied().count();
    let budgeted = request.max_nodes.is_some() || request.time_ms.is_some();
    if !budgeted || !PROOF_EMPTY.contains(&empty) {
        return best_choice(state, history, request, 64, 19);
    }
    let limits = SearchLimits {
        max_nodes: request.max_nodes.map(|n| n / PROOF_SHARE),
        time: request
            .time_ms
            .map(|t| std::time::Duration::from_millis(t / PROOF_SHARE)),
        cancel: request.cancel.clone(),
        ..Default::default()
    };
    let report = crate::pool::with_table(
        PROVER_BITS,
        || Prover::new(PROVER_BITS),
        |prover| prover.prove(state, history, limits),
    );
    if let (Some(ProvenValue::Win(d)), Some(action)) = (report.value, report.best) {
        return Ok(AiChoice {
            action,
            score: WIN - d as i32,
            depth: d,
            nodes: report.nodes,
            proven: Some(ProvenValue::Win(d)),
            fallback: None,
        });
    }
    let mut rest = request.clone();
    rest.max_nodes = request.max_nodes.map(|n| n.saturating_sub(report.nodes));
    rest.time_ms = request
        .time_ms
        .map(|t| t.saturating_sub(report.elapsed.as_millis() as u64));
    let mut choice = best_choice(state, history, &rest, 64, 19)?;
    choice.nodes += report.nodes;
    Ok(choice)
}

/// Levels: random (matches only), easy, medium, hard, expert.
pub const LEVELS: &[Level] = &[
    Level::Random,
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
];

impl GameAi for Pylos {
    fn levels() -> &'static [Level] {
        LEVELS
    }

    fn choose(
        &self,
        history: &[u64],
        request: &AiRequest,
    ) -> Result<AiChoice<PylosAction>, AiError> {
        if self.outcome().is_over() {
            return Err(AiError::GameOver);
        }
        match request.level {
            Level::Random => random_choice(self, request.seed),
            // One turn of look-ahead with wide noise: sees its own squares and
            // immediate blunders by a lot, little else.
            Level::Easy => noisy_choice(self, history, request, 1, 90),
            Level::Medium => noisy_choice(self, history, request, 2, 25),
            Level::Hard => {
                let mut req = request.clone();
                req.time_ms = req.time_ms.map(|t| t.min(DEFAULT_BUDGET_MS / 4));
                best_choice(self, history, &req, 4, 16)
            }
            Level::Expert => expert_choice(self, history, request),
            Level::Perfect => Err(AiError::UnsupportedLevel("perfect")),
        }
    }
}
