//! Game review over the FFI: [`GameReviewer`] judges every decision of a
//! session's played line with the core's review (`pyramids_core::review`,
//! where the verdict thresholds and the turning-point rule are documented).
//! This file only converts.

use std::sync::{Arc, Mutex};

use pyramids_core::record::GameRecord;
use pyramids_core::review::{self as core, ReviewControl, ReviewError, Reviewable};

use crate::adapter::FfiGame;
use crate::error::{guard, lock, OptionsProblem, PyramidsError, Result};
use crate::seat::Seat;
use crate::session::{for_game, AnyRecord, GameSession};
use crate::types::{GameAction, GameKind, Snapshot};

pub use pyramids_core::review::Verdict;

/// How much the review may think about each decision.
// Hand-written: the core counts in unsigned integers, the FFI in i64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewBudget {
    /// Wall-clock per decision (apps: e.g. 150 ms).
    Time { ms_per_decision: i64 },
    /// Deterministic, for tests and reproducible CLI runs: search nodes for
    /// Pylos, play-outs for Pyramido; Pyramida reads its table.
    Nodes { per_decision: i64 },
}

/// The longest time per decision `run` accepts; larger budgets are clamped.
pub const MAX_MS_PER_DECISION: u64 = 10_000;
/// The largest node budget per decision `run` accepts.
pub const MAX_NODES_PER_DECISION: u64 = 50_000_000;

impl ReviewBudget {
    fn core(self) -> core::ReviewBudget {
        match self {
            ReviewBudget::Time { ms_per_decision } => core::ReviewBudget::Time {
                ms_per_decision: (ms_per_decision.max(0) as u64).min(MAX_MS_PER_DECISION),
            },
            ReviewBudget::Nodes { per_decision } => core::ReviewBudget::Nodes {
                per_decision: (per_decision.max(0) as u64).min(MAX_NODES_PER_DECISION),
            },
        }
    }
}

/// The mark a decision earns (thresholds per game in the core's docs).
/// `Forced`: the only legal choice (the apps show no mark).
#[uniffi::remote(Enum)]
pub enum Verdict {
    Forced,
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// A value for the mover, in the game's own terms.
// Hand-written: the core's distances are u32; the FFI's integers are i32.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum ReviewValue {
    /// Exact game-theoretic value (Pyramida from the solved table; Pylos
    /// when the search proves it). `plies`: decisions until the end with
    /// best play.
    Win {
        plies: i32,
    },
    Draw,
    Loss {
        plies: i32,
    },
    /// Pylos search evaluation in balls (positive = good for the mover) at
    /// `depth`.
    Balls {
        balls: f64,
        depth: i32,
    },
    /// Pyramido: expected final score of the mover minus the best other
    /// player, estimated from the mover's information only.
    Points {
        expected: f64,
    },
}

impl ReviewValue {
    fn from_core(value: core::ReviewValue) -> Self {
        match value {
            core::ReviewValue::Win { plies } => ReviewValue::Win {
                plies: plies as i32,
            },
            core::ReviewValue::Draw => ReviewValue::Draw,
            core::ReviewValue::Loss { plies } => ReviewValue::Loss {
                plies: plies as i32,
            },
            core::ReviewValue::Balls { balls, depth } => ReviewValue::Balls {
                balls,
                depth: depth as i32,
            },
            core::ReviewValue::Points { expected } => ReviewValue::Points { expected },
        }
    }
}

#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewedDecision {
    /// 0-based; equals the ply before the decision, so `position_at(index)`
    /// is the board the mover saw.
    pub index: i32,
    pub seat: Seat,
    /// The choice that was played (notation + typed detail).
    pub played: GameAction,
    pub verdict: Verdict,
    /// Value of the played choice and of the best choice, for the mover.
    pub played_value: ReviewValue,
    pub best_value: ReviewValue,
    /// The best choice the engine knows; `null` when the played one is
    /// (one of) the best.
    pub best: Option<GameAction>,
    /// How the game stands after this decision for each seat, from -1.0
    /// (lost) to +1.0 (won) — the evaluation graph. One entry per seat.
    pub standing: Vec<f64>,
    /// What an estimated verdict rests on (Pyramido's sampled deals);
    /// `null` for exact and searched values. `used < wanted` (a short
    /// budget) is a lower confidence to show.
    #[uniffi(default = None)]
    pub samples: Option<ReviewSamples>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewSamples {
    pub used: i32,
    pub wanted: i32,
}

#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameReview {
    pub game: GameKind,
    pub decisions: Vec<ReviewedDecision>,
    /// Index of the decision that decided the result (see the core's
    /// `turning_point`), if any.
    pub turning_point: Option<i32>,
    /// False when cancelled part-way: `decisions` holds those reviewed so far.
    pub complete: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewProgress {
    pub done: i32,
    pub total: i32,
}

/// A review of a session's played line (history up to the current ply; the
/// redo list and undone moves are ignored). Made from a session; holds its
/// own copy of the record, so the session can be dropped or played on.
///
/// `cancel` is final: a cancelled reviewer's `run` returns at once with
/// `complete = false`; make a new reviewer to review again. A completed
/// review is kept: `run` with the same budget returns it without thinking.
#[derive(uniffi::Object)]
pub struct GameReviewer {
    kind: GameKind,
    record: AnyRecord,
    control: Arc<ReviewControl>,
    /// The last complete review and its budget.
    done: Mutex<Option<(ReviewBudget, GameReview)>>,
    /// Held while `run` works, so two runs never interleave their progress.
    running: Mutex<()>,
}

fn review_error(e: ReviewError) -> PyramidsError {
    match e {
        ReviewError::NoDecisions => PyramidsError::bad_options(
            OptionsProblem::NothingToReview,
            "the game has no decision to review",
        ),
        ReviewError::ZeroBudget => PyramidsError::bad_options(
            OptionsProblem::ZeroBudget,
            "the review budget must be positive",
        ),
    }
}

impl GameReviewer {
    fn decision_count_g<G: FfiGame>(&self) -> Result<usize> {
        Ok(self.record::<G>()?.ply())
    }

    fn record<G: FfiGame>(&self) -> Result<&GameRecord<G>> {
        G::get(&self.record).ok_or_else(|| PyramidsError::internal("reviewer holds another game"))
    }

    fn position_at_g<G: FfiGame>(&self, index: i32) -> Result<Snapshot> {
        let record = self.record::<G>()?;
        let count = record.ply();
        if index < 0 || index as usize > count {
            return Err(PyramidsError::bad_options(
                OptionsProblem::NoSuchPosition {
                    index,
                    last: crate::error::to_i32(count),
                },
                format!("decision index {index} is outside 0..={count}"),
            ));
        }
        let mut copy = record.clone();
        while copy.ply() > index as usize {
            copy.undo();
        }
        Ok(GameSession::snapshot_of(&copy))
    }

    fn run_g<G: FfiGame + Reviewable>(&self, budget: ReviewBudget) -> Result<GameReview> {
        let record = self.record::<G>()?;
        let review = core::review(record, budget.core(), &self.control).map_err(review_error)?;
        let decisions = review
            .decisions
            .iter()
            .filter_map(|d| {
                let state = record.state_at(d.index)?;
                Some(ReviewedDecision {
                    index: d.index as i32,
                    seat: Seat::from_core(d.seat),
                    played: GameSession::action_of(state, &d.played),
                    verdict: d.verdict,
                    played_value: ReviewValue::from_core(d.played_value),
                    best_value: ReviewValue::from_core(d.best_value),
                    best: d.best.as_ref().map(|b| GameSession::action_of(state, b)),
                    standing: d.standing.clone(),
                    samples: d.samples.map(|s| ReviewSamples {
                        used: s.used as i32,
                        wanted: s.wanted as i32,
                    }),
                })
            })
            .collect();
        Ok(GameReview {
            game: self.kind,
            decisions,
            turning_point: review.turning_point.map(|t| t as i32),
            complete: review.complete,
        })
    }
}

#[uniffi::export]
impl GameReviewer {
    /// A reviewer of `session`'s played line, on a copy of its record.
    /// `BadOptions` (with the reason) when the line has no decision.
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>) -> Result<Arc<Self>> {
        guard(|| {
            let record = session.record_copy();
            let kind = session.game();
            let reviewer = GameReviewer {
                kind,
                record,
                control: Arc::new(ReviewControl::new()),
                done: Mutex::new(None),
                running: Mutex::new(()),
            };
            if for_game!(kind, G => reviewer.decision_count_g::<G>())? == 0 {
                return Err(review_error(ReviewError::NoDecisions));
            }
            Ok(Arc::new(reviewer))
        })
    }

    /// Number of decisions in the played line.
    pub fn decision_count(&self) -> i32 {
        guard(|| for_game!(self.kind, G => self.decision_count_g::<G>()).map(|n| n as i32))
            .unwrap_or(0)
    }

    /// The board before decision `index` (index == decision_count: the
    /// final position). `BadOptions` for an index outside that range.
    /// Cheap, but call it off the UI thread.
    pub fn position_at(&self, index: i32) -> Result<Snapshot> {
        guard(|| for_game!(self.kind, G => self.position_at_g::<G>(index)))
    }

    /// Reviews every decision. Blocks until done or cancelled: CALL OFF THE
    /// UI THREAD. Budgets are clamped (10 s or 50 million nodes per
    /// decision); a zero budget is `BadOptions`.
    pub fn run(&self, budget: ReviewBudget) -> Result<GameReview> {
        guard(|| {
            let _running = lock(&self.running);
            if let Some((b, review)) = lock(&self.done).as_ref() {
                if *b == budget {
                    return Ok(review.clone());
                }
            }
            let review = for_game!(self.kind, G => self.run_g::<G>(budget))?;
            if review.complete {
                *lock(&self.done) = Some((budget, review.clone()));
            }
            Ok(review)
        })
    }

    /// Decisions reviewed so far by the running (or last) `run`, from any
    /// thread.
    pub fn progress(&self) -> ReviewProgress {
        let (done, total) = self.control.progress();
        // Before the first run the total is the line's length.
        let total = if total == 0 {
            self.decision_count().max(0) as u32
        } else {
            total
        };
        ReviewProgress {
            done: done as i32,
            total: total as i32,
        }
    }

    /// Makes `run` return promptly with the decisions so far and
    /// `complete = false`; final for this reviewer.
    pub fn cancel(&self) {
        self.control.cancel();
    }
}

#[cfg(test)]
mod tests;
