//! Game review: every decision of a game's played line judged by the engine.
//!
//! A review walks a [`GameRecord`]'s history (the decisions up to the
//! current ply; the redo list is not part of the game that was played) and,
//! for each decision, asks the game's engine for the value of the choice
//! that was played and of the best choice it knows, both for the mover. The
//! difference gives a [`Verdict`]; the played value gives each seat's
//! standing for the evaluation graph; the whole line gives the turning point
//! (see [`turning_point`]).
//!
//! What a value is depends on the game (see [`ReviewValue`]):
//! - **Pyramida** (`pyramida.rs`): exact, from the solved table.
//! - **Pylos** (`pylos.rs`): exact where the search proves it within the
//!   budget, otherwise the evaluation in balls at the depth reached.
//! - **Pyramido** (`pyramido.rs`): the expected final score difference,
//!   estimated from the mover's information only.
//!
//! A review is deterministic for a node budget, reports progress and stops
//! promptly when cancelled, returning the decisions judged so far.

mod pylos;
mod pyramida;
mod pyramido;

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;

use thiserror::Error;

use crate::game::{Game, Outcome, Seat};
use crate::record::GameRecord;
use crate::search::ProvenValue;

pub use pylos::{PYLOS_DEFAULT_NODES, PYLOS_THRESHOLDS};
pub use pyramido::{MIN_DEALS, PYRAMIDO_DEFAULT_PLAYOUTS, PYRAMIDO_THRESHOLDS};

/// How much the engine may think about each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewBudget {
    /// Wall-clock milliseconds per decision (apps).
    Time { ms_per_decision: u64 },
    /// A deterministic budget per decision (tests, reproducible CLI runs):
    /// search nodes for Pylos, play-outs for Pyramido; Pyramida reads its
    /// table and needs none.
    Nodes { per_decision: u64 },
}

/// The mark a decision earns. Thresholds per game: exact values
/// ([`exact_verdict`]), Pylos balls ([`PYLOS_THRESHOLDS`]), Pyramido points
/// ([`PYRAMIDO_THRESHOLDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// The only legal choice.
    Forced,
    /// The best choice the engine knows (or one as good).
    Best,
    /// Slightly worse than the best, same result.
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The conventional annotation mark: `!` only for a best choice among
    /// several, nothing for a good or forced one.
    pub fn mark(self) -> &'static str {
        match self {
            Verdict::Forced | Verdict::Good => "",
            Verdict::Best => "!",
            Verdict::Inaccuracy => "?!",
            Verdict::Mistake => "?",
            Verdict::Blunder => "??",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Forced => "forced",
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// A value for the mover, in the game's own terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReviewValue {
    /// Exact: the mover wins with best play, `plies` decisions from now.
    Win {
        plies: u32,
    },
    Draw,
    Loss {
        plies: u32,
    },
    /// Pylos' search evaluation in balls (positive: good for the mover) at
    /// `depth` turns.
    Balls {
        balls: f64,
        depth: u32,
    },
    /// Pyramido: the expected final score of the mover minus the best other
    /// player's.
    Points {
        expected: f64,
    },
}

impl ReviewValue {
    pub fn exact(value: ProvenValue) -> Self {
        match value {
            ProvenValue::Win(plies) => ReviewValue::Win { plies },
            ProvenValue::Draw => ReviewValue::Draw,
            ProvenValue::Loss(plies) => ReviewValue::Loss { plies },
        }
    }

    /// The exact value, if this is one.
    pub fn proven(&self) -> Option<ProvenValue> {
        match *self {
            ReviewValue::Win { plies } => Some(ProvenValue::Win(plies)),
            ReviewValue::Draw => Some(ProvenValue::Draw),
            ReviewValue::Loss { plies } => Some(ProvenValue::Loss(plies)),
            _ => None,
        }
    }
}

impl std::fmt::Display for ReviewValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ReviewValue::Win { plies } => write!(f, "win in {plies}"),
            ReviewValue::Draw => f.write_str("draw"),
            ReviewValue::Loss { plies } => write!(f, "loss in {plies}"),
            ReviewValue::Balls { balls, depth } => write!(f, "{balls:+.2} balls (depth {depth})"),
            ReviewValue::Points { expected } => write!(f, "{expected:+.1} points"),
        }
    }
}

/// One judged decision.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedDecision<A> {
    /// The ply before the decision: `record.state_at(index)` is what the
    /// mover saw.
    pub index: usize,
    pub seat: Seat,
    pub played: A,
    pub verdict: Verdict,
    /// Values of the played and of the best choice, for the mover.
    pub played_value: ReviewValue,
    pub best_value: ReviewValue,
    /// The best choice the engine knows; `None` when the played one is
    /// (one of) the best.
    pub best: Option<A>,
    /// What the played choice cost, in the game's units (0 for the best):
    /// balls for Pylos, points for Pyramido, result classes for exact
    /// values (2: win to loss). Orders candidates for the turning point.
    pub loss: f64,
    /// How the game stands after the decision for each seat, from -1 (lost)
    /// to +1 (won).
    pub standing: Vec<f64>,
    /// What an estimated verdict rests on (Pyramido's sampled deals);
    /// `None` for exact and searched values.
    pub samples: Option<Samples>,
}

/// The samples an estimate rests on: `used` of the `wanted` a confident
/// verdict needs. Fewer (a short budget) is a lower confidence the apps can
/// show; the review holds its budget rather than sample on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Samples {
    pub used: u32,
    pub wanted: u32,
}

impl Samples {
    /// Whether the verdict rests on fewer samples than it wanted.
    pub fn is_short(&self) -> bool {
        self.used < self.wanted
    }
}

/// A review of a game's played line.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    pub decisions: Vec<ReviewedDecision<A>>,
    /// The decision that decided the result (see [`turning_point`]).
    pub turning_point: Option<usize>,
    /// False when cancelled part-way: `decisions` holds those judged.
    pub complete: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReviewError {
    /// The played line has no decision (a game not started, or undone to
    /// the start).
    #[error("the game has no decision to review")]
    NoDecisions,
    /// A budget of zero nodes or milliseconds.
    #[error("the review budget must be positive")]
    ZeroBudget,
}

/// Cancel flag and progress of a running review, shared with other threads.
#[derive(Debug, Default)]
pub struct ReviewControl {
    cancel: Arc<AtomicBool>,
    done: AtomicU32,
    total: AtomicU32,
}

impl ReviewControl {
    pub fn new() -> Self {
        Self::default()
    }
    /// Makes the running review return promptly (with `complete == false`).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
    /// The flag itself, for searches that take one.
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }
    /// (decisions judged, decisions in the line).
    pub fn progress(&self) -> (u32, u32) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

/// What a game's engine says about one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement<A> {
    pub played_value: ReviewValue,
    pub best_value: ReviewValue,
    pub best: Option<A>,
    pub verdict: Verdict,
    pub loss: f64,
    pub standing: Vec<f64>,
    pub samples: Option<Samples>,
}

/// A game that can be reviewed: its engine judges one decision at a time.
pub trait Reviewable: Game {
    /// The engine's state kept across decisions (a searcher, a table).
    type Engine;
    /// Sets the engine up; `None` when cancelled first (Pyramida's one-off
    /// solve is cancellable).
    fn engine(budget: ReviewBudget, control: &ReviewControl) -> Option<Self::Engine>;
    /// Judges decision `index` of `record`'s played line; `None` when
    /// cancelled meanwhile.
    fn judge(
        engine: &mut Self::Engine,
        record: &GameRecord<Self>,
        index: usize,
        budget: ReviewBudget,
        control: &ReviewControl,
    ) -> Option<Judgement<Self::Action>>;
}

/// Reviews `record`'s played line, decision by decision, reporting progress
/// through `control` and stopping when it is cancelled.
pub fn review<G: Reviewable>(
    record: &GameRecord<G>,
    budget: ReviewBudget,
    control: &ReviewControl,
) -> Result<Review<G::Action>, ReviewError> {
    let total = record.ply();
    if total == 0 {
        return Err(ReviewError::NoDecisions);
    }
    if matches!(
        budget,
        ReviewBudget::Time { ms_per_decision: 0 } | ReviewBudget::Nodes { per_decision: 0 }
    ) {
        return Err(ReviewError::ZeroBudget);
    }
    // Reported when the review ends (trace.rs), with how far it got.
    let span = tracing::info_span!(
        "review",
        game = G::KIND.name(),
        budget = %match budget {
            ReviewBudget::Time { ms_per_decision } => format!("{ms_per_decision}ms"),
            ReviewBudget::Nodes { per_decision } => format!("{per_decision}nodes"),
        },
        decisions = total,
        judged = tracing::field::Empty,
        complete = tracing::field::Empty,
    );
    let _entered = span.enter();
    control.done.store(0, Ordering::Relaxed);
    control.total.store(total as u32, Ordering::Relaxed);
    let played = record.history();
    let mut decisions = Vec::with_capacity(total);
    let mut complete = false;
    // Nothing is set up for a reviewer cancelled before it ran (the Pylos
    // engine's table alone is megabytes to clear).
    let engine = if control.is_cancelled() {
        None
    } else {
        G::engine(budget, control)
    };
    if let Some(mut engine) = engine {
        complete = true;
        for (index, action) in played.into_iter().enumerate() {
            if control.is_cancelled() {
                complete = false;
                break;
            }
            let Some(j) = G::judge(&mut engine, record, index, budget, control) else {
                complete = false;
                break;
            };
            let seat = record.state_at(index).map_or(0, |s| s.to_move());
            decisions.push(ReviewedDecision {
                index,
                seat,
                played: action,
                verdict: j.verdict,
                played_value: j.played_value,
                best_value: j.best_value,
                best: j.best,
                loss: j.loss,
                standing: j.standing,
                samples: j.samples,
            });
            control
                .done
                .store(decisions.len() as u32, Ordering::Relaxed);
        }
    }
    span.record("judged", decisions.len());
    span.record("complete", complete);
    let turning_point = if complete {
        turning_point(&decisions, &record.outcome(), record.state().seat_count())
    } else {
        None
    };
    Ok(Review {
        decisions,
        turning_point,
        complete,
    })
}

/// Positions of the played line up to and including `index` that count
/// for repetition, oldest first (what the engines take as history).
pub(crate) fn repetition_keys<G: Game>(record: &GameRecord<G>, index: usize) -> Vec<u64> {
    (0..=index)
        .filter_map(|i| record.state_at(i).and_then(|s| s.repetition_key()))
        .collect()
}

/// Result classes: 2 a win, 1 a draw, 0 a loss.
fn class(value: ProvenValue) -> i32 {
    match value {
        ProvenValue::Win(_) => 2,
        ProvenValue::Draw => 1,
        ProvenValue::Loss(_) => 0,
    }
}

/// The verdict between two exact values. Only the result counts: a choice
/// that turns a win or a draw into a loss is a **blunder**, one that turns
/// a win into a draw a **mistake**; one that keeps the result is **best**
/// at the same distance (or a better one) and **good** when it wins more
/// slowly or loses sooner than the best defence. Returns the loss in
/// result classes (0 to 2) too.
pub fn exact_verdict(best: ProvenValue, played: ProvenValue) -> (Verdict, f64) {
    let drop = class(best) - class(played);
    let verdict = match drop {
        d if d <= 0 => {
            let slower = match (best, played) {
                (ProvenValue::Win(b), ProvenValue::Win(p)) => p > b,
                (ProvenValue::Loss(b), ProvenValue::Loss(p)) => p < b,
                _ => false,
            };
            if slower {
                Verdict::Good
            } else {
                Verdict::Best
            }
        }
        1 if matches!(played, ProvenValue::Draw) => Verdict::Mistake,
        _ => Verdict::Blunder,
    };
    (verdict, f64::from(drop.max(0)))
}

/// Loss thresholds of an evaluated game, in its units: a loss below `good`
/// (and above zero) is good, below `inaccuracy` an inaccuracy, below
/// `mistake` a mistake, anything more a blunder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// Losses up to this are as good as the best (estimates are not exact).
    pub best: f64,
    pub good: f64,
    pub inaccuracy: f64,
    pub mistake: f64,
}

impl Thresholds {
    pub fn verdict(&self, loss: f64) -> Verdict {
        if loss <= self.best {
            Verdict::Best
        } else if loss < self.good {
            Verdict::Good
        } else if loss < self.inaccuracy {
            Verdict::Inaccuracy
        } else if loss < self.mistake {
            Verdict::Mistake
        } else {
            Verdict::Blunder
        }
    }
}

/// Standings of a two-player game from the mover's standing.
pub(crate) fn two_seat_standing(mover: Seat, mine: f64) -> Vec<f64> {
    let mine = mine.clamp(-1.0, 1.0);
    let mut out = vec![-mine; 2];
    if let Some(slot) = out.get_mut(mover) {
        *slot = mine;
    }
    out
}

/// The standing an exact value gives: +1 won, 0 drawn, -1 lost.
pub(crate) fn exact_standing(value: ProvenValue) -> f64 {
    match value {
        ProvenValue::Win(_) => 1.0,
        ProvenValue::Draw => 0.0,
        ProvenValue::Loss(_) => -1.0,
    }
}

/// The decision that decided the result.
///
/// 1. **Exact values** (Pyramida; Pylos where proven): the *last* decision
///    whose played value is exact and worse in result than the best one —
///    the last time a mover threw away a win or a draw. Every earlier such
///    slip was answered by a later one, so this is the one that stuck.
/// 2. **Otherwise**, in a finished game with winners: among the decisions
///    of seats that did not win, those that left their mover standing
///    below zero (behind), the one with the biggest loss: the worst
///    choice that swung the game towards its result.
/// 3. `None` for an unfinished game without an exact slip, a game nobody
///    won without one, or a game without any losing choice.
pub fn turning_point<A>(
    decisions: &[ReviewedDecision<A>],
    outcome: &Outcome,
    seats: usize,
) -> Option<usize> {
    let exact = decisions.iter().rev().find(|d| {
        matches!(
            (d.best_value.proven(), d.played_value.proven()),
            (Some(b), Some(p)) if class(p) < class(b)
        )
    });
    if let Some(d) = exact {
        return Some(d.index);
    }
    let winners: Vec<Seat> = match outcome {
        Outcome::Win { winner } => vec![*winner],
        Outcome::SharedWin { winners } if winners.len() < seats => winners.clone(),
        _ => return None,
    };
    decisions
        .iter()
        .filter(|d| !winners.contains(&d.seat) && d.loss > 0.0)
        .filter(|d| d.standing.get(d.seat).is_some_and(|s| *s < 0.0))
        .filter(|d| d.verdict >= Verdict::Inaccuracy)
        .max_by(|a, b| a.loss.total_cmp(&b.loss).then(b.index.cmp(&a.index)))
        .map(|d| d.index)
}

#[cfg(test)]
mod tests;
