//! One AI call, registered when the app decides to make it and run later
//! on a thread of the app's: a cancel that comes in between (the player
//! undid, left the game) is not lost, so no app has to repeat its cancel
//! until the search has begun.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::error::{guard, CancelReason, PyramidsError, Result};
use crate::session::{Budget, GameSession, MAX_BUDGET_MS, MAX_NODES};
use crate::types::{AiLevel, AiMove, GameKind, Hint};

/// How long the AI may think: a time (real time; for play) or a number of
/// search nodes (reproducible; for tests and replays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum AiBudget {
    /// At most `ms` milliseconds (clamped to 60 s).
    Time { ms: u64 },
    /// At most `count` search nodes (clamped to 50 million).
    Nodes { count: u64 },
}

impl From<AiBudget> for Budget {
    fn from(b: AiBudget) -> Budget {
        match b {
            AiBudget::Time { ms } => Budget::Time(ms.min(MAX_BUDGET_MS)),
            AiBudget::Nodes { count } => Budget::Nodes(count.min(MAX_NODES)),
        }
    }
}

/// How long the computer thinks at `level` in the apps (the same on both).
#[uniffi::export]
pub fn default_ai_budget(level: AiLevel) -> AiBudget {
    AiBudget::Time {
        ms: pyramids_play::turn::ai_time_ms(level),
    }
}

/// How long a hint thinks in the apps.
#[uniffi::export]
pub fn hint_budget() -> AiBudget {
    AiBudget::Time {
        ms: pyramids_play::turn::HINT_TIME_MS,
    }
}

/// One AI move or hint for the position as it was when the call was made
/// (`GameSession.begin_ai`). Run it once, off the UI thread; cancel it from
/// any thread, before or while it runs.
#[derive(uniffi::Object)]
pub struct AiCall {
    session: Arc<GameSession>,
    flag: Arc<AtomicBool>,
    generation: u64,
    ran: AtomicBool,
}

#[uniffi::export]
impl GameSession {
    /// Registers an AI call for the position as it is now. Call it where the
    /// app decides the AI should act (its UI thread); `AiCall.play` or
    /// `AiCall.hint` then runs it on another thread. `cancel_ai`, an undo or
    /// a redo between the two makes it return `Cancelled` without thinking.
    pub fn begin_ai(self: Arc<Self>) -> Arc<AiCall> {
        let (flag, generation) = self.register_call();
        Arc::new(AiCall {
            session: self,
            flag,
            generation,
            ran: AtomicBool::new(false),
        })
    }
}

impl AiCall {
    fn start(&self) -> Result<()> {
        if self.ran.swap(true, Ordering::SeqCst) {
            return Err(PyramidsError::cancelled(CancelReason::AlreadyRan));
        }
        Ok(())
    }
}

#[uniffi::export]
impl AiCall {
    /// The AI plays the seat to move (an AI seat); `level`: `null` for the
    /// seat's own. **Blocking: call it off the UI thread.** Runs once.
    pub fn play(&self, level: Option<AiLevel>, budget: AiBudget) -> Result<AiMove> {
        let result = guard(|| {
            self.start()?;
            let s = &self.session;
            crate::session::for_game!(s.kind(), G => s.ai_move_with::<G>(level, budget.into(), &self.flag, Some(self.generation)))
        });
        self.session.unregister_call(&self.flag);
        result
    }

    /// The strongest AI's suggestion for the seat to move; nothing is
    /// played. Blocking, like `play`. Runs once.
    pub fn hint(&self, budget: AiBudget) -> Result<Hint> {
        let result = guard(|| {
            self.start()?;
            let s = &self.session;
            crate::session::for_game!(s.kind(), G => s.hint_with::<G>(budget.into(), &self.flag, Some(self.generation)))
        });
        self.session.unregister_call(&self.flag);
        result
    }

    /// Stops the call: before it runs (it then returns at once) or while it
    /// thinks. Never blocks. The session no longer counts it as thinking.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
        self.session.unregister_call(&self.flag);
    }

    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::SeqCst)
    }
}

// A call begun and never run nor cancelled stops counting when it is freed;
// one that ran or was cancelled has already been taken off the list.
impl Drop for AiCall {
    fn drop(&mut self) {
        self.session.unregister_call(&self.flag);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{GameOptions, SeatController};

    fn pylos_vs_ai() -> Arc<GameSession> {
        let options = GameOptions {
            game: GameKind::Pylos,
            variant: None,
            seats: vec![
                SeatController::Ai {
                    level: AiLevel::Hard,
                },
                SeatController::Human,
            ],
            seed: 7,
            max_plies: None,
            first_player: None,
        };
        GameSession::new(options).unwrap()
    }

    #[test]
    fn a_cancel_before_the_call_runs_stops_it() {
        let session = pylos_vs_ai();
        let call = session.clone().begin_ai();
        assert_eq!(
            session.cancel_ai(),
            1,
            "the call is registered before it runs"
        );
        let started = std::time::Instant::now();
        let r = call.play(None, AiBudget::Time { ms: 5_000 });
        assert!(matches!(r, Err(PyramidsError::Cancelled { .. })), "{r:?}");
        assert!(started.elapsed().as_millis() < 1_000);
        assert_eq!(session.snapshot().ply, 0, "nothing was played");
    }

    #[test]
    fn a_call_is_for_the_position_it_was_made_for() {
        let session = pylos_vs_ai();
        let first = session.clone().begin_ai();
        first.play(None, AiBudget::Nodes { count: 2_000 }).unwrap();
        // Made before the undo: refused, though the AI is to move again.
        let stale = session.clone().begin_ai();
        session.undo().unwrap();
        let r = stale.play(None, AiBudget::Nodes { count: 2_000 });
        assert!(matches!(r, Err(PyramidsError::Cancelled { .. })), "{r:?}");
        let again = session.clone().begin_ai();
        assert!(again.play(None, AiBudget::Nodes { count: 2_000 }).is_ok());
        assert!(
            matches!(
                again.play(None, AiBudget::Nodes { count: 10 }),
                Err(PyramidsError::Cancelled { .. })
            ),
            "runs once"
        );
        assert!(
            !session.is_thinking(),
            "a call that ran no longer counts as thinking"
        );
        let begun = session.clone().begin_ai();
        assert!(session.is_thinking(), "a begun call counts as thinking");
        begun.cancel();
        assert!(
            !session.is_thinking(),
            "nor does a cancelled one, though it is still held"
        );
        assert!(matches!(
            begun.play(None, AiBudget::Nodes { count: 10 }),
            Err(PyramidsError::Cancelled { .. })
        ));
        drop((first, stale, again));
        let forgotten = session.clone().begin_ai();
        drop(forgotten);
        assert!(!session.is_thinking(), "a dropped call unregisters");
    }

    #[test]
    fn node_budgets_are_deterministic_through_a_call() {
        let a = pylos_vs_ai();
        let b = pylos_vs_ai();
        let ma = a
            .clone()
            .begin_ai()
            .play(None, AiBudget::Nodes { count: 5_000 })
            .unwrap();
        let mb = b
            .clone()
            .begin_ai()
            .play(None, AiBudget::Nodes { count: 5_000 })
            .unwrap();
        assert_eq!(ma.action.notation, mb.action.notation);
        assert_eq!(default_ai_budget(AiLevel::Easy), AiBudget::Time { ms: 300 });
    }
}
