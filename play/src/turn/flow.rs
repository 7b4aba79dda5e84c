use pyramids_core::game::Level;

use super::policy::AI_PAUSE_MS;

/// What the flow needs to know of the game at a moment; the session reads
/// it after every change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub over: bool,
    pub to_move: usize,
    /// The level of the seat to move when the computer plays it.
    pub ai_to_move: Option<Level>,
    pub has_ai_seat: bool,
    pub has_human_seat: bool,
    /// The only human seat, when exactly one seat is human.
    pub sole_human: Option<usize>,
    /// The record can take a decision back / replay one.
    pub can_undo: bool,
    pub can_redo: bool,
    /// Changes with every change of the game, so an answer computed for an
    /// older position is recognised.
    pub generation: u64,
}

impl Position {
    /// Nobody at the table plays: the computer plays every seat.
    fn all_computer(&self) -> bool {
        self.has_ai_seat && !self.has_human_seat
    }
}

/// How far an undo or a redo goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One decision (two players at one table, or nobody to wait for).
    One,
    /// Against the computer: back to (or on to) the human's own decision,
    /// so an undo is never answered at once by the same computer move.
    ToHuman,
}

/// What changed the game, for the autosave policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Played,
    ComputerPlayed,
    Undone,
    Redone,
    Resigned,
    /// The app goes to the background or leaves the game.
    Paused,
}

/// One computer decision the flow has started; its answer counts only if
/// the flow still waits for this ticket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiTicket {
    pub id: u64,
    pub level: Level,
    /// Wait this long before thinking (see [`AI_PAUSE_MS`]).
    pub pause_ms: u64,
}

/// One hint being computed, for the position of `generation`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintTicket {
    pub id: u64,
    pub generation: u64,
}

#[derive(Clone, Debug)]
enum HintState<H> {
    None,
    Pending(HintTicket),
    Shown { generation: u64, hint: H },
}

/// The turn flow's state; `E` is a decision's event, `H` a hint.
#[derive(Clone, Debug)]
pub struct TurnFlow<E, H> {
    next_id: u64,
    thinking: Option<AiTicket>,
    hint: HintState<H>,
    paused: bool,
    turn: Vec<E>,
    turn_seat: Option<usize>,
}

impl<E: Clone, H: Clone> Default for TurnFlow<E, H> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E: Clone, H: Clone> TurnFlow<E, H> {
    pub fn new() -> Self {
        TurnFlow {
            next_id: 1,
            thinking: None,
            hint: HintState::None,
            paused: false,
            turn: Vec::new(),
            turn_seat: None,
        }
    }

    fn take_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// A human may act now: the game goes on, a human seat is to move, and
    /// no computer decision is under way.
    pub fn human_to_move(&self, p: &Position) -> bool {
        !p.over && p.ai_to_move.is_none() && self.thinking.is_none()
    }

    /// The computer is to move and has not started: the app calls
    /// [`TurnFlow::begin_ai`] once the last decision's animations ended.
    pub fn ai_waiting(&self, p: &Position) -> bool {
        !p.over && p.ai_to_move.is_some() && self.thinking.is_none() && !self.paused
    }

    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Undo is offered when there is a decision to take back, except in a
    /// game the computer plays alone (it would only play it again).
    pub fn can_undo(&self, p: &Position) -> bool {
        p.can_undo && !p.all_computer()
    }

    pub fn can_redo(&self, p: &Position) -> bool {
        p.can_redo
    }

    /// A hint is for a human to move, one at a time.
    pub fn can_hint(&self, p: &Position) -> bool {
        self.human_to_move(p) && !matches!(self.hint, HintState::Pending(_))
    }

    pub fn hint_pending(&self) -> bool {
        matches!(self.hint, HintState::Pending(_))
    }

    /// The hint to show for the position of `generation`, if one was found
    /// for it.
    pub fn hint(&self, generation: u64) -> Option<&H> {
        match &self.hint {
            HintState::Shown {
                generation: g,
                hint,
            } if *g == generation => Some(hint),
            _ => None,
        }
    }

    /// The events of the last turn: the last decision's, with those of the
    /// same seat's decisions just before it (a Pylos turn is a placement and
    /// the reclaims it allowed), for the board's last-move marks.
    pub fn turn_events(&self) -> &[E] {
        &self.turn
    }

    pub fn turn_seat(&self) -> Option<usize> {
        self.turn_seat
    }

    /// A decision was played (by a human, the computer or a redo).
    pub fn decided(&mut self, seat: usize, events: &[E]) {
        if self.turn_seat != Some(seat) {
            self.turn.clear();
        }
        self.turn.extend_from_slice(events);
        self.turn_seat = Some(seat);
        self.hint = HintState::None;
    }

    /// Whether the game is saved after `change`: after every change, so
    /// a game killed in the background loses nothing.
    pub fn autosaves_after(&self, change: Change) -> bool {
        match change {
            Change::Played
            | Change::ComputerPlayed
            | Change::Undone
            | Change::Redone
            | Change::Resigned
            | Change::Paused => true,
        }
    }

    /// Stops what runs (the computer's decision, a hint): an undo, a redo
    /// or leaving the game. True if something was running, so the caller
    /// cancels its call.
    fn stop(&mut self) -> bool {
        let running = self.thinking.take().is_some() || self.hint_pending();
        self.hint = HintState::None;
        running
    }

    /// A human's decision is about to be played: a hint being computed is
    /// dropped. True if a call must be cancelled.
    pub fn before_human_decision(&mut self) -> bool {
        let pending = self.hint_pending();
        self.hint = HintState::None;
        pending
    }

    /// How far an undo goes now, or `None` if it is not offered. Stops what
    /// runs and forgets the last turn: the caller cancels its calls (the
    /// second value says whether any runs).
    pub fn undo(&mut self, p: &Position) -> Option<(Step, bool)> {
        if !self.can_undo(p) {
            return None;
        }
        let cancel = self.stop();
        self.turn.clear();
        self.turn_seat = None;
        Some((self.step(p), cancel))
    }

    /// Whose game the Resign button gives up, or `None` when it is not
    /// offered. Against the computer: the one human, at any moment, the
    /// computer thinking or not (a player who sees the game lost need not
    /// wait for its move). At a table of humans: the human to move, so no
    /// one resigns for someone else. Never in a game the computer plays
    /// alone, nor after the end.
    pub fn resign_seat(&self, p: &Position) -> Option<usize> {
        if p.over {
            None
        } else if let (Some(human), true) = (p.sole_human, p.has_ai_seat) {
            Some(human)
        } else if self.human_to_move(p) {
            Some(p.to_move)
        } else {
            None
        }
    }

    /// The seat that resigns now, or `None` if Resign is not offered. Stops
    /// what runs (second value: cancel the calls), as an undo does.
    pub fn resign(&mut self, p: &Position) -> Option<(usize, bool)> {
        let seat = self.resign_seat(p)?;
        let cancel = self.stop();
        Some((seat, cancel))
    }

    /// How far a redo goes now (through the computer's decisions, so the
    /// game stands where the human decides again), or `None`.
    pub fn redo(&mut self, p: &Position) -> Option<(Step, bool)> {
        if !self.can_redo(p) {
            return None;
        }
        let cancel = self.stop();
        Some((self.step(p), cancel))
    }

    fn step(&self, p: &Position) -> Step {
        if p.has_ai_seat && p.has_human_seat {
            Step::ToHuman
        } else {
            Step::One
        }
    }

    /// Starts the computer's decision if it is to move and none runs; the
    /// app calls this once the last decision's animations have ended.
    pub fn begin_ai(&mut self, p: &Position) -> Option<AiTicket> {
        if !self.ai_waiting(p) {
            return None;
        }
        let ticket = AiTicket {
            id: self.take_id(),
            level: p.ai_to_move?,
            pause_ms: AI_PAUSE_MS,
        };
        self.thinking = Some(ticket);
        Some(ticket)
    }

    /// The computer's call for `ticket` ended (played, failed or cancelled).
    /// True if the flow still waited for it; a late answer to a stopped
    /// call is dropped.
    pub fn ai_finished(&mut self, ticket: u64) -> bool {
        if self.thinking.map(|t| t.id) == Some(ticket) {
            self.thinking = None;
            true
        } else {
            false
        }
    }

    /// Starts a hint for the human to move, if one may be asked.
    pub fn begin_hint(&mut self, p: &Position) -> Option<HintTicket> {
        if !self.can_hint(p) {
            return None;
        }
        let ticket = HintTicket {
            id: self.take_id(),
            generation: p.generation,
        };
        self.hint = HintState::Pending(ticket);
        Some(ticket)
    }

    /// A hint call ended: `hint` is shown if the flow still waits for this
    /// ticket (nothing was played meanwhile). True if it was taken.
    pub fn hint_finished(&mut self, ticket: HintTicket, hint: Option<H>) -> bool {
        if !matches!(self.hint, HintState::Pending(t) if t == ticket) {
            return false;
        }
        self.hint = match hint {
            Some(hint) => HintState::Shown {
                generation: ticket.generation,
                hint,
            },
            None => HintState::None,
        };
        true
    }

    /// The app goes to the background: what runs stops (true: cancel the
    /// calls) and the computer does not start until [`TurnFlow::resume`].
    pub fn pause(&mut self) -> bool {
        self.paused = true;
        self.stop()
    }

    pub fn resume(&mut self) {
        self.paused = false;
    }
}

#[cfg(test)]
#[path = "flow_tests.rs"]
mod tests;
