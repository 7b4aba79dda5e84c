//! `TurnController`: the turn flow of one open game (`pyramids_play::turn`)
//! over a `GameSession`, the same for both apps. The app hands it human
//! decisions, undo, redo and hint requests, and says when the last
//! decision's animations have ended; the controller answers with what to
//! animate, whether to save, and a [`TurnView`] of what to offer. The
//! computer's decisions and hints come back as [`AiTurn`] and [`HintTurn`]
//! calls the app runs on a worker thread: nothing here blocks the caller
//! except their `run`.

use crate::seat::Seat;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pyramids_play::turn::{AiTicket, Change, HintTicket, Position, Step, TurnFlow, AI_PAUSE_MS};

use crate::ai_call::{default_ai_budget, hint_budget, AiBudget, AiCall};
use crate::catalog::TextCatalog;
use crate::error::{guard, lock, CancelReason, PyramidsError, Result};
use crate::interact::BoardPrompt;
use crate::session::{GameSession, ReplayedDecision};
use crate::types::{
    GameAction, GameEvent, GameOptions, GameOutcome, Hint, SeatController, Snapshot,
};

/// What the game screen offers now, read after every change.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TurnView {
    pub snapshot: Snapshot,
    /// The decisions a human may take now (empty while the computer moves).
    pub legal: Vec<GameAction>,
    /// A human seat is to move and may act.
    pub human_to_move: bool,
    /// The computer is to move and waits for the app's animations to end
    /// (`begin_ai_turn`).
    pub ai_waiting: bool,
    /// The computer is thinking.
    pub thinking: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    pub hint_pending: bool,
    /// The suggestion for this position, until anything changes.
    pub hint: Option<Hint>,
    /// The last turn's events (one seat's decisions in a row), for the
    /// board's last-move marks.
    pub turn_events: Vec<GameEvent>,
    pub turn_seat: Option<Seat>,
    /// Whose game Resign gives up now, `null` when it is not offered:
    /// against the computer the one human (also while the computer
    /// thinks), at a table of humans the human to move.
    pub resign_seat: Option<Seat>,
}

/// What a call changed: the decisions to animate, in order, whether to save
/// the game now, and the view after it.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TurnUpdate {
    pub decisions: Vec<ReplayedDecision>,
    pub autosave: bool,
    pub view: TurnView,
}

struct Inner {
    flow: TurnFlow<GameEvent, Hint>,
    /// Counts the changes made through the controller: a hint is for the
    /// position it was asked for.
    changes: u64,
    ai_call: Option<Arc<AiCall>>,
    hint_call: Option<Arc<AiCall>>,
}

impl Inner {
    fn cancel_calls(&mut self) {
        for call in [self.ai_call.take(), self.hint_call.take()]
            .into_iter()
            .flatten()
        {
            call.cancel();
        }
    }
}

/// The turn flow of one game on screen. Share it with the worker thread
/// that runs its calls; every method is atomic.
#[derive(uniffi::Object)]
pub struct TurnController {
    session: Arc<GameSession>,
    /// Tests give node budgets; the apps think for each level's own time.
    ai_budget: Option<AiBudget>,
    pause_ms: u64,
    inner: Mutex<Inner>,
}

fn position(s: &Snapshot, generation: u64) -> Position {
    let ai_to_move = match s.to_move_controller {
        SeatController::Ai { level } => Some(level),
        SeatController::Human => None,
    };
    Position {
        over: s.outcome != GameOutcome::Ongoing,
        to_move: s.to_move.index(),
        ai_to_move,
        has_ai_seat: s
            .seats
            .iter()
            .any(|c| matches!(c, SeatController::Ai { .. })),
        has_human_seat: s.seats.contains(&SeatController::Human),
        sole_human: match s
            .seats
            .iter()
            .enumerate()
            .filter(|(_, c)| **c == SeatController::Human)
            .collect::<Vec<_>>()
            .as_slice()
        {
            [(seat, _)] => Some(*seat),
            _ => None,
        },
        can_undo: s.can_undo,
        can_redo: s.can_redo,
        generation,
    }
}

impl TurnController {
    fn view_of(&self, inner: &Inner) -> TurnView {
        let snapshot = self.session.snapshot();
        let p = position(&snapshot, inner.changes);
        let flow = &inner.flow;
        let human = flow.human_to_move(&p);
        TurnView {
            legal: if human {
                self.session.legal_actions()
            } else {
                Vec::new()
            },
            human_to_move: human,
            ai_waiting: flow.ai_waiting(&p),
            thinking: flow.thinking(),
            can_undo: flow.can_undo(&p),
            can_redo: flow.can_redo(&p),
            can_hint: flow.can_hint(&p),
            hint_pending: flow.hint_pending(),
            hint: flow.hint(inner.changes).cloned(),
            turn_events: flow.turn_events().to_vec(),
            turn_seat: flow.turn_seat().map(Seat::from_core),
            resign_seat: flow.resign_seat(&p).map(Seat::from_core),
            snapshot,
        }
    }

    fn update(
        &self,
        inner: &Inner,
        decisions: Vec<ReplayedDecision>,
        change: Option<Change>,
    ) -> TurnUpdate {
        TurnUpdate {
            decisions,
            autosave: change.is_some_and(|c| inner.flow.autosaves_after(c)),
            view: self.view_of(inner),
        }
    }

    fn position_now(&self, inner: &Inner) -> Position {
        position(&self.session.snapshot(), inner.changes)
    }

    fn decided(inner: &mut Inner, decisions: &[ReplayedDecision]) {
        for d in decisions {
            inner.flow.decided(d.seat.index(), &d.events);
        }
        inner.changes += 1;
    }
}

#[uniffi::export]
impl TurnController {
    /// The turn flow of `session`. `ai_budget`: `null` for each level's own
    /// thinking time (`default_ai_budget`), or a fixed budget (tests give
    /// nodes, so games replay the same).
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>, ai_budget: Option<AiBudget>) -> Arc<Self> {
        Self::with_pause(session, ai_budget, AI_PAUSE_MS)
    }

    /// As `new`, with the pause before each computer decision set
    /// (`AI_PAUSE_MS` in the apps; tests on a virtual clock wait it there
    /// and give 0 here).
    #[uniffi::constructor]
    pub fn with_pause(
        session: Arc<GameSession>,
        ai_budget: Option<AiBudget>,
        pause_ms: u64,
    ) -> Arc<Self> {
        Arc::new(TurnController {
            session,
            ai_budget,
            pause_ms,
            inner: Mutex::new(Inner {
                flow: TurnFlow::new(),
                changes: 0,
                ai_call: None,
                hint_call: None,
            }),
        })
    }

    pub fn session(&self) -> Arc<GameSession> {
        self.session.clone()
    }

    pub fn view(&self) -> TurnView {
        self.view_of(&lock(&self.inner))
    }

    /// The status line seat `reader` reads at its own edge in table mode,
    /// in `catalog`'s language: "Your turn: " and `prompt` (the board's
    /// `InteractionView.prompt`) for the person to move, "Player 2 is
    /// thinking…" while the computer moves, "Waiting for Player 3" while
    /// another person does; once the game is over, the prompt's words.
    pub fn table_status_line(
        &self,
        catalog: Arc<TextCatalog>,
        reader: Seat,
        prompt: BoardPrompt,
    ) -> Result<String> {
        guard(|| {
            let snap = self.session.snapshot();
            let mover =
                matches!(snap.outcome, GameOutcome::Ongoing).then_some(snap.to_move.index() as u32);
            let computer = matches!(snap.to_move_controller, SeatController::Ai { .. });
            Ok(catalog.inner.table_status_line(
                snap.game,
                reader.index() as u32,
                mover,
                computer,
                &prompt.to_play(),
            ))
        })
    }

    /// Plays a human's decision. A refusal (`IllegalAction`, `NotYourTurn`
    /// while the computer moves …) changes nothing.
    pub fn play(&self, action: GameAction) -> Result<TurnUpdate> {
        guard(|| {
            let mut inner = lock(&self.inner);
            let snapshot = self.session.snapshot();
            let p = position(&snapshot, inner.changes);
            if !inner.flow.human_to_move(&p) {
                return Err(if p.over {
                    PyramidsError::GameOver {
                        game: snapshot.game,
                        outcome: snapshot.outcome,
                    }
                } else {
                    PyramidsError::NotYourTurn {
                        game: snapshot.game,
                        seat: snapshot.to_move,
                        controller: snapshot.to_move_controller,
                    }
                });
            }
            let seat = snapshot.to_move;
            let events = self.session.play_action(action)?;
            if inner.flow.before_human_decision() {
                if let Some(call) = inner.hint_call.take() {
                    call.cancel();
                }
            }
            let decisions = vec![ReplayedDecision { seat, events }];
            Self::decided(&mut inner, &decisions);
            Ok(self.update(&inner, decisions, Some(Change::Played)))
        })
    }

    /// Takes back the last decision; against the computer, back to the
    /// human's last one. Stops the computer if it is thinking. Nothing
    /// happens (no decisions, no save) when undo is not offered.
    pub fn undo(&self) -> Result<TurnUpdate> {
        guard(|| {
            let mut inner = lock(&self.inner);
            let p = self.position_now(&inner);
            let Some((step, _)) = inner.flow.undo(&p) else {
                return Ok(self.update(&inner, Vec::new(), None));
            };
            inner.cancel_calls();
            match step {
                Step::ToHuman => {
                    self.session.undo_to_human()?;
                }
                Step::One => {
                    self.session.undo()?;
                }
            }
            inner.changes += 1;
            Ok(self.update(&inner, Vec::new(), Some(Change::Undone)))
        })
    }

    /// Gives the game up for `resign_seat` (the app has asked the player
    /// to confirm). Stops the computer or a hint if one runs. Nothing
    /// happens (no decisions, no save) when Resign is not offered; the
    /// update's one decision carries the game-over event.
    pub fn resign(&self) -> Result<TurnUpdate> {
        guard(|| {
            let mut inner = lock(&self.inner);
            let p = self.position_now(&inner);
            let Some((seat, _)) = inner.flow.resign(&p) else {
                return Ok(self.update(&inner, Vec::new(), None));
            };
            inner.cancel_calls();
            let seat = Seat::from_core(seat);
            let events = self.session.resign(seat)?;
            let decisions = vec![ReplayedDecision { seat, events }];
            Self::decided(&mut inner, &decisions);
            Ok(self.update(&inner, decisions, Some(Change::Resigned)))
        })
    }

    /// Replays what undo took back; against the computer, on through its
    /// decisions to the human's next one. Returns each replayed decision to
    /// animate.
    pub fn redo(&self) -> Result<TurnUpdate> {
        guard(|| {
            let mut inner = lock(&self.inner);
            let p = self.position_now(&inner);
            let Some((step, _)) = inner.flow.redo(&p) else {
                return Ok(self.update(&inner, Vec::new(), None));
            };
            inner.cancel_calls();
            let decisions = match step {
                Step::ToHuman => self.session.redo_to_human()?,
                Step::One => {
                    let events = self.session.redo()?;
                    vec![ReplayedDecision {
                        seat: Seat::from_core(p.to_move),
                        events,
                    }]
                }
            };
            Self::decided(&mut inner, &decisions);
            Ok(self.update(&inner, decisions, Some(Change::Redone)))
        })
    }

    /// Starts the computer's decision, if it is to move: call it once the
    /// last decision's animations have ended, then `run` the call off the UI
    /// thread. `null` when no computer decision is due (a human is to move,
    /// one already runs, the game ended or is paused).
    pub fn begin_ai_turn(self: Arc<Self>) -> Option<Arc<AiTurn>> {
        let mut inner = lock(&self.inner);
        let p = self.position_now(&inner);
        let ticket = inner.flow.begin_ai(&p)?;
        let call = self.session.clone().begin_ai();
        inner.ai_call = Some(call.clone());
        let budget = self.ai_budget.unwrap_or(default_ai_budget(ticket.level));
        let pause_ms = self.pause_ms;
        drop(inner);
        Some(Arc::new(AiTurn {
            controller: self,
            call,
            ticket,
            budget,
            pause_ms,
        }))
    }

    /// Starts a hint for the human to move (`budget`: `null` for the apps'
    /// hint time); `null` when none may be asked now.
    pub fn begin_hint(self: Arc<Self>, budget: Option<AiBudget>) -> Option<Arc<HintTurn>> {
        let mut inner = lock(&self.inner);
        let p = self.position_now(&inner);
        let ticket = inner.flow.begin_hint(&p)?;
        let call = self.session.clone().begin_ai();
        inner.hint_call = Some(call.clone());
        drop(inner);
        Some(Arc::new(HintTurn {
            controller: self,
            call,
            ticket,
            budget: budget.unwrap_or(hint_budget()),
        }))
    }

    /// The app goes to the background or leaves the game: the computer and
    /// a hint stop, and the computer waits for `resume`. The update says to
    /// save.
    pub fn pause(&self) -> TurnUpdate {
        let mut inner = lock(&self.inner);
        inner.flow.pause();
        inner.cancel_calls();
        self.update(&inner, Vec::new(), Some(Change::Paused))
    }

    /// Back from `pause`: the computer picks up again if it is to move
    /// (`begin_ai_turn`).
    pub fn resume(&self) -> TurnView {
        let mut inner = lock(&self.inner);
        inner.flow.resume();
        self.view_of(&inner)
    }

    /// The same game again: the same seats and variant with a new seed.
    pub fn rematch_options(&self, seed: i64) -> GameOptions {
        GameOptions {
            seed,
            ..self.session.options()
        }
    }
}

/// Waits `pause` unless `cancelled` says so first; true if it did.
fn pause_unless(pause: Duration, cancelled: impl Fn() -> bool) -> bool {
    let end = Instant::now() + pause;
    loop {
        if cancelled() {
            return true;
        }
        let now = Instant::now();
        if now >= end {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5).min(end - now));
    }
}

/// One computer decision the controller started. `run` it once, off the UI
/// thread; an undo, a redo, a pause or `cancel` stops it at once.
#[derive(uniffi::Object)]
pub struct AiTurn {
    controller: Arc<TurnController>,
    call: Arc<AiCall>,
    ticket: AiTicket,
    budget: AiBudget,
    pause_ms: u64,
}

#[uniffi::export]
impl AiTurn {
    /// Pauses briefly (the turn policy's pause), thinks within the budget,
    /// plays the decision and returns it to animate. **Blocking.** Fails
    /// with `Cancelled` when it was stopped; nothing is played then.
    pub fn run(&self) -> Result<TurnUpdate> {
        let cancelled = pause_unless(Duration::from_millis(self.pause_ms), || {
            self.call.is_cancelled()
        });
        let played = if cancelled {
            Err(PyramidsError::cancelled(CancelReason::TurnStopped))
        } else {
            self.call.play(None, self.budget)
        };
        let c = &self.controller;
        guard(|| {
            let mut inner = lock(&c.inner);
            let current = inner.flow.ai_finished(self.ticket.id);
            if current {
                inner.ai_call = None;
            }
            let mv = played?;
            if !current {
                return Err(PyramidsError::cancelled(CancelReason::TurnStopped));
            }
            let decisions = vec![ReplayedDecision {
                seat: mv.action.seat,
                events: mv.events,
            }];
            TurnController::decided(&mut inner, &decisions);
            Ok(c.update(&inner, decisions, Some(Change::ComputerPlayed)))
        })
    }

    pub fn cancel(&self) {
        self.call.cancel();
    }
}

/// One hint the controller started; `run` it off the UI thread.
#[derive(uniffi::Object)]
pub struct HintTurn {
    controller: Arc<TurnController>,
    call: Arc<AiCall>,
    ticket: HintTicket,
    budget: AiBudget,
}

#[uniffi::export]
impl HintTurn {
    /// Thinks within the budget and returns the view with the hint shown
    /// (unless something was played meanwhile). **Blocking.**
    pub fn run(&self) -> Result<TurnUpdate> {
        let found = self.call.hint(self.budget);
        let c = &self.controller;
        guard(|| {
            let mut inner = lock(&c.inner);
            let taken = inner
                .flow
                .hint_finished(self.ticket, found.as_ref().ok().cloned());
            if taken {
                inner.hint_call = None;
            }
            found?;
            if !taken {
                return Err(PyramidsError::cancelled(CancelReason::PositionChanged));
            }
            Ok(c.update(&inner, Vec::new(), None))
        })
    }

    pub fn cancel(&self) {
        self.call.cancel();
    }
}

#[cfg(test)]
#[path = "turn_flow_tests.rs"]
mod tests;
