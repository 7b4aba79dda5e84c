//! Pylos reviewed by the alpha-beta search.
//!
//! Each decision gets two searches with one [`Searcher`] kept for the whole
//! review (its table cleared per decision, so a value depends only on the
//! position, its history and the budget): the full search gives the best
//! choice and its value; the played choice, when different, is searched as
//! the only root move to the *same depth*, so the two values compare like
//! for like. A value is exact when the search proves it (see
//! [`crate::search::ProvenValue`]), otherwise the evaluation in balls.
//!
//! The budget is per decision and split between the two searches: the full
//! search gets two thirds of it.

use super::{
    exact_standing, exact_verdict, repetition_keys, two_seat_standing, Judgement, ReviewBudget,
    ReviewControl, ReviewValue, Reviewable, Thresholds, Verdict,
};
use crate::game::Game;
use crate::pylos::Pylos;
use crate::record::GameRecord;
use crate::search::{is_decisive, SearchLimits, SearchReport, Searcher, WIN};

/// The search's units per ball (the evaluation counts reserves first).
const BALL: f64 = 100.0;

/// Losses in balls: up to 0.1 as good as the best (the evaluation's own
/// grain), under 0.5 good, under 1 an inaccuracy, under 2 a mistake (a ball
/// given away), 2 or more a blunder. Between exact values only the result
/// counts ([`super::exact_verdict`]).
pub const PYLOS_THRESHOLDS: Thresholds = Thresholds {
    best: 0.1,
    good: 0.5,
    inaccuracy: 1.0,
    mistake: 2.0,
};

/// A proven win or loss counts as this many balls when compared with an
/// evaluation: more than any material swing the evaluation reports in play.
const DECISIVE_BALLS: f64 = 8.0;

/// The node budget `pyramids review` uses when given none.
pub const PYLOS_DEFAULT_NODES: u64 = 300_000;

/// The standing an evaluation gives: about ±0.76 at a two-ball lead, never
/// ±1 (that is for proven results).
fn standing_of(balls: f64) -> f64 {
    0.95 * (balls / 2.0).tanh()
}

/// A search's value for the root's mover. An evaluation is the mean of the
/// last two iterations: a horizon that ends on the mover's turn and one
/// that ends on the opponent's flatter each other's tempo (the side to move
/// at the leaf is about to complete its squares), so that consecutive
/// decisions, searched from alternating sides, draw a smooth graph instead
/// of a zigzag.
fn value_of(report: &SearchReport<crate::pylos::PylosAction>) -> ReviewValue {
    if let Some(p) = report.proven {
        return ReviewValue::exact(p);
    }
    let score = match report.previous {
        Some((previous, _)) if !is_decisive(previous) && !is_decisive(report.score) => {
            (f64::from(report.score) + f64::from(previous)) / 2.0
        }
        _ => f64::from(report.score),
    };
    ReviewValue::Balls {
        balls: score / BALL,
        depth: report.depth,
    }
}

/// A value on one scale in balls, a proven result as [`DECISIVE_BALLS`].
fn in_balls(value: ReviewValue) -> f64 {
    match value {
        ReviewValue::Win { .. } => DECISIVE_BALLS,
        ReviewValue::Loss { .. } => -DECISIVE_BALLS,
        ReviewValue::Draw => 0.0,
        ReviewValue::Balls { balls, .. } => balls.clamp(-DECISIVE_BALLS, DECISIVE_BALLS),
        ReviewValue::Points { expected } => expected,
    }
}

/// A value as a search score, for ordering (faster wins higher).
fn as_score(value: ReviewValue) -> f64 {
    match value {
        ReviewValue::Win { plies } => f64::from(WIN) - f64::from(plies),
        ReviewValue::Loss { plies } => -f64::from(WIN) + f64::from(plies),
        other => in_balls(other) * BALL,
    }
}

fn limits(
    budget: ReviewBudget,
    share: f64,
    max_depth: u32,
    control: &ReviewControl,
) -> SearchLimits {
    let mut limits = SearchLimits::depth(max_depth).with_cancel(Some(control.cancel_flag()));
    match budget {
        ReviewBudget::Time { ms_per_decision } => {
            limits.time = Some(std::time::Duration::from_secs_f64(
                (ms_per_decision as f64 * share / 1000.0).max(0.001),
            ));
        }
        ReviewBudget::Nodes { per_decision } => {
            limits.max_nodes = Some(((per_decision as f64 * share) as u64).max(1));
        }
    }
    limits
}

/// The two values compared: exact between exact values, in balls otherwise.
pub(super) fn verdict_between(best: ReviewValue, played: ReviewValue) -> (Verdict, f64) {
    match (best.proven(), played.proven()) {
        (Some(b), Some(p)) => {
            let (verdict, classes) = exact_verdict(b, p);
            // One result class is worth DECISIVE_BALLS, so exact and
            // evaluated losses order together for the turning point.
            (verdict, classes * DECISIVE_BALLS)
        }
        _ => {
            let loss = (in_balls(best) - in_balls(played)).max(0.0);
            (PYLOS_THRESHOLDS.verdict(loss), loss)
        }
    }
}

impl Reviewable for Pylos {
    type Engine = Searcher<Pylos>;

    fn engine(_budget: ReviewBudget, _control: &ReviewControl) -> Option<Self::Engine> {
        // The expert's table size.
        Some(Searcher::new(19))
    }

    fn judge(
        searcher: &mut Self::Engine,
        record: &GameRecord<Self>,
        index: usize,
        budget: ReviewBudget,
        control: &ReviewControl,
    ) -> Option<Judgement<Self::Action>> {
        let state = record.state_at(index)?;
        let played = *record.history().get(index)?;
        let history = repetition_keys(record, index);
        let legal = state.legal_actions();
        searcher.clear();
        let full = searcher.search(state, &history, limits(budget, 0.5, 64, control), None);
        if control.is_cancelled() {
            return None;
        }
        let best_action = full.best.unwrap_or(played);
        let best_value = value_of(&full);
        let played_value = if best_action == played {
            best_value
        } else {
            // The same table: what the full search learnt about the played
            // choice's subtree is reused, and nothing else is in it. An
            // unproven best value was reached at `full.depth`: the played
            // choice goes as deep and no deeper. A proven one stopped the
            // search early, so the played choice may go on to a proof.
            let depth_cap = if full.proven.is_some() {
                64
            } else {
                full.depth.max(1)
            };
            let own = searcher.search(
                state,
                &history,
                limits(budget, 0.5, depth_cap, control),
                Some(&[played]),
            );
            if control.is_cancelled() {
                return None;
            }
            value_of(&own)
        };
        // The played choice searched alone can come out better than the
        // best one (it may reach further); then it is as good as the best.
        let (best_value, played_better) = if as_score(played_value) > as_score(best_value) {
            (played_value, true)
        } else {
            (best_value, false)
        };
        let (mut verdict, loss) = verdict_between(best_value, played_value);
        if legal.len() <= 1 {
            verdict = Verdict::Forced;
        }
        let best = (!played_better && best_action != played && verdict > Verdict::Best)
            .then_some(best_action);
        let mine = match played_value.proven() {
            Some(p) => exact_standing(p),
            None => standing_of(in_balls(played_value)),
        };
        Some(Judgement {
            played_value,
            best_value,
            best,
            verdict,
            loss,
            standing: two_seat_standing(state.to_move(), mine),
            samples: None,
        })
    }
}
