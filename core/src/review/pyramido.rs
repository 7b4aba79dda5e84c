//! Pyramido reviewed from the mover's information only.
//!
//! The piles' hidden order is never read: every estimate starts from
//! [`Pyramido::determinize`], which deals the hidden parts anew from the
//! sorted set of unseen dominoes with the review's own seed — the view the
//! expert AI plays from. So two games that differ only in what nobody has
//! seen get the same review.
//!
//! For each decision:
//! - the **best choice** is the expert level's ([`GameAi::choose`] at
//!   [`Level::Expert`]) within the budget;
//! - both the played and the best choice are played on the same sampled
//!   deals (common random numbers: the difference comes from the choice,
//!   not the deal) by the hard level — the rest of the mover's turn, every
//!   other player's turn, then the mover's next turn — and the position
//!   reached is judged by the AI's evaluation ([`evaluate`]: points banked,
//!   the floor in progress as if it ended now, and its prospects), which is
//!   the engine's estimate of the final score. A choice's **value** is the
//!   mover's mean estimate minus the best other player's. Playing to the
//!   very end was tried first and dropped: over thirty turns of play the
//!   deal, not the choice, decides the margin, and with a few dozen deals a
//!   pile choice read -4 against +17 points — noise called a blunder.
//!
//! The decisions of one turn (place, mark, tile, refill …) are reviewed one
//! by one but on the *same* deals (seeded by the turn, not the decision),
//! so a turn's steps are judged consistently and its values do not jump.
//! Since the play-out finishes the turn with the hard level's plan, a
//! placement is judged with its best follow-up, not with the mark that was
//! actually played: each step answers for itself only.
//!
//! Budget per decision, which the review holds: `Nodes { per_decision: n }`
//! is `n` play-outs in all — half for the expert's choice, half for the
//! comparison, split between its candidates (at least one deal);
//! `Time { ms }` gives the expert a third of the time and the comparison
//! the rest, looked at before every play-out and at every step of one, so a
//! decision ends within its time but for one step of the hard level. A
//! deal cut short by the clock is dropped whole (the candidates must share
//! their deals); with no deal at all the candidates are compared where
//! they stand, without a play-out. Each decision reports its deals against
//! the [`MIN_DEALS`] a confident verdict wants ([`Samples`]), so a verdict
//! resting on fewer says so.

use std::time::{Duration, Instant};

use super::{
    Judgement, ReviewBudget, ReviewControl, ReviewValue, Reviewable, Samples, Thresholds, Verdict,
};
use crate::ai::{AiRequest, GameAi};
use crate::game::{Game, Level};
use crate::pyramido::ai::{evaluate, WEIGHTS};
use crate::pyramido::{Phase, Pyramido, PyramidoAction};
use crate::record::GameRecord;
use crate::rng::{rng_for, GameRng};

/// Losses in expected final points: up to 1 as good as the best (the
/// estimate's own noise), under 3 good, under 6 an inaccuracy, under 12 a
/// mistake, 12 or more (about a floor's marker) a blunder.
pub const PYRAMIDO_THRESHOLDS: Thresholds = Thresholds {
    best: 1.0,
    good: 3.0,
    inaccuracy: 6.0,
    mistake: 12.0,
};

/// The play-out budget `pyramids review` uses when given none.
pub const PYRAMIDO_DEFAULT_PLAYOUTS: u64 = 64;

/// Deals a comparison wants before its verdict is confident: with fewer the
/// estimate's noise is of the order of the thresholds.
pub const MIN_DEALS: u32 = 4;

/// The review's own seed: deals depend on it and the decision's index only.
const REVIEW_SEED: u64 = 0x5EED_0F12_EF1E_0016;

/// More decisions than a round of turns has: a play-out that runs longer
/// is cut.
const PLAYOUT_GUARD: usize = 400;

/// The standing a final-score lead gives: about ±0.7 at ten points.
fn standing_of(points: f64) -> f64 {
    0.95 * (points / 12.0).tanh()
}

/// Each seat's estimated final score (the evaluation) minus the best
/// other seat's still in the game. A player out of the game keeps the
/// points banked (the evaluation's large penalty for being out would swamp
/// every other seat's margin).
fn margins(state: &Pyramido) -> Vec<f64> {
    let out = |s: usize| state.player(s).is_none_or(|p| p.is_eliminated());
    let scores: Vec<f64> = (0..state.seat_count())
        .map(|s| match state.player(s) {
            Some(p) if p.is_eliminated() => f64::from(p.score()),
            _ => f64::from(evaluate(state, s, &WEIGHTS)),
        })
        .collect();
    (0..scores.len())
        .map(|s| {
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|(o, _)| *o != s && !out(*o))
                .map(|(_, v)| *v)
                .fold(f64::MIN, f64::max);
            if best_other == f64::MIN {
                0.0
            } else {
                scores[s] - best_other
            }
        })
        .collect()
}

/// Plays `world` with the hard level until `mover`'s next turn has been
/// played (or the game ends). Its choices see only the public state (it
/// determinizes like every level), so the deal only decides what is
/// revealed. `false` when `stop` cut it short.
fn play_out(world: &mut Pyramido, mover: usize, seed: u64, stop: &dyn Fn() -> bool) -> bool {
    let mut starts = 0;
    for step in 0..PLAYOUT_GUARD {
        if world.is_over() {
            return true;
        }
        if world.to_move() == mover && world.phase() == Phase::Place {
            starts += 1;
            if starts > 1 {
                return true;
            }
        }
        if stop() {
            return false;
        }
        let request = AiRequest::nodes(Level::Hard, 1, seed ^ step as u64);
        match world.choose(&[], &request) {
            Ok(choice) => world.play(&choice.action),
            Err(_) => return true,
        }
    }
    true
}

/// Sums of margins over the deals played so far, per candidate.
struct Tally {
    sums: Vec<Vec<f64>>,
    deals: u32,
}

/// Judges `played` at `state`, a position of the turn that started at
/// decision `turn`. Reads nothing hidden: see the module doc.
pub(super) fn judge_position(
    state: &Pyramido,
    played: PyramidoAction,
    turn: usize,
    budget: ReviewBudget,
    control: &ReviewControl,
) -> Option<Judgement<PyramidoAction>> {
    let started = Instant::now();
    let mover = state.to_move();
    let legal = state.legal_actions();
    let seed = REVIEW_SEED ^ (turn as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut request = match budget {
        ReviewBudget::Time { ms_per_decision } => {
            AiRequest::new(Level::Expert, (ms_per_decision / 3).max(1), seed)
        }
        ReviewBudget::Nodes { per_decision } => {
            AiRequest::nodes(Level::Expert, (per_decision / 2).max(1), seed)
        }
    };
    request.cancel = Some(control.cancel_flag());
    let expert = if legal.len() > 1 {
        state.choose(&[], &request).ok().map(|c| c.action)
    } else {
        None
    };
    if control.is_cancelled() {
        return None;
    }
    let mut candidates = vec![played];
    if let Some(best) = expert.filter(|b| *b != played) {
        candidates.push(best);
    }
    let (max_deals, deadline) = match budget {
        ReviewBudget::Nodes { per_decision } => {
            let share = per_decision - per_decision / 2;
            let deals = (share / candidates.len() as u64).max(1);
            (u32::try_from(deals).unwrap_or(u32::MAX), None)
        }
        ReviewBudget::Time { ms_per_decision } => (
            u32::MAX,
            Some(started + Duration::from_millis(ms_per_decision)),
        ),
    };
    let out_of_time = || deadline.is_some_and(|d| Instant::now() >= d);
    let stop = || control.is_cancelled() || out_of_time();
    let mut rng: GameRng = rng_for(seed, 0x2E);
    let mut tally = Tally {
        sums: vec![vec![0.0; state.seat_count()]; candidates.len()],
        deals: 0,
    };
    // Each candidate where it stands, on the first deal: the estimate when
    // the clock leaves no play-out at all.
    let first = state.determinize(&mut rng);
    let mut standing_still = vec![vec![0.0; state.seat_count()]; candidates.len()];
    for (k, action) in candidates.iter().enumerate() {
        let mut s = first.clone();
        if !s.play_if_legal(action) {
            return None;
        }
        standing_still[k] = margins(&s);
    }
    let mut world = Some(first);
    'deals: while tally.deals < max_deals && !stop() {
        // One deal for every candidate, and the same play-out seeds, so
        // the difference comes from the choice.
        let world = world.take().unwrap_or_else(|| state.determinize(&mut rng));
        let dice = seed ^ u64::from(tally.deals).wrapping_mul(0xA24B_AED4_963E_E407);
        let mut deal = Vec::with_capacity(candidates.len());
        for action in &candidates {
            let mut s = world.clone();
            if !s.play_if_legal(action) {
                return None;
            }
            if !play_out(&mut s, mover, dice, &stop) {
                break 'deals;
            }
            deal.push(margins(&s));
        }
        for (sums, margins) in tally.sums.iter_mut().zip(deal) {
            for (sum, m) in sums.iter_mut().zip(margins) {
                *sum += m;
            }
        }
        tally.deals += 1;
    }
    if control.is_cancelled() {
        return None;
    }
    if tally.deals == 0 {
        tally.sums = standing_still;
    }
    let mean = |k: usize, seat: usize| tally.sums[k][seat] / f64::from(tally.deals.max(1));
    let played_points = mean(0, mover);
    let (best_points, best_action) = if candidates.len() > 1 && mean(1, mover) > played_points {
        (mean(1, mover), Some(candidates[1]))
    } else {
        (played_points, None)
    };
    let loss = best_points - played_points;
    let mut verdict = PYRAMIDO_THRESHOLDS.verdict(loss);
    if legal.len() <= 1 {
        verdict = Verdict::Forced;
    }
    Some(Judgement {
        played_value: ReviewValue::Points {
            expected: played_points,
        },
        best_value: ReviewValue::Points {
            expected: best_points,
        },
        best: best_action.filter(|_| verdict > Verdict::Best),
        verdict,
        loss,
        standing: (0..state.seat_count())
            .map(|s| standing_of(mean(0, s)))
            .collect(),
        samples: Some(Samples {
            used: tally.deals,
            wanted: MIN_DEALS,
        }),
    })
}

impl Reviewable for Pyramido {
    type Engine = ();

    fn engine(_budget: ReviewBudget, _control: &ReviewControl) -> Option<Self::Engine> {
        Some(())
    }

    fn judge(
        _engine: &mut Self::Engine,
        record: &GameRecord<Self>,
        index: usize,
        budget: ReviewBudget,
        control: &ReviewControl,
    ) -> Option<Judgement<Self::Action>> {
        let state = record.state_at(index)?;
        let played = *record.history().get(index)?;
        // The turn's first decision: the latest placement (or first hole)
        // of the same mover at or before this one.
        let turn = (0..=index)
            .rev()
            .find(|&i| {
                record.state_at(i).is_some_and(|s| {
                    s.to_move() == state.to_move()
                        && (s.phase() == Phase::Place
                            || (s.phase() == Phase::NoFit && s.turn().holes_filled == 0))
                })
            })
            .unwrap_or(index);
        judge_position(state, played, turn, budget, control)
    }
}
