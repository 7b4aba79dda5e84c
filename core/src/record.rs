//! A game in progress with its full history: undo, redo, threefold
//! repetition, an optional ply limit and the seats' controllers. This is what
//! the CLI, the save format and the FFI hold.

use std::collections::HashMap;

use crate::error::{IllegalAction, PlayError};
use crate::game::{DrawReason, Game, Outcome, Seat, SeatKind};

/// Occurrences of each position key, for threefold repetition.
#[derive(Clone, Debug, Default)]
pub struct RepetitionTracker {
    counts: HashMap<u64, u8>,
}

impl RepetitionTracker {
    /// The number of times a position must occur for a draw.
    pub const DRAW_AT: u8 = 3;

    pub fn push(&mut self, key: Option<u64>) {
        if let Some(key) = key {
            *self.counts.entry(key).or_insert(0) += 1;
        }
    }

    pub fn pop(&mut self, key: Option<u64>) {
        if let Some(key) = key {
            if let Some(count) = self.counts.get_mut(&key) {
                *count -= 1;
                if *count == 0 {
                    self.counts.remove(&key);
                }
            }
        }
    }

    pub fn count(&self, key: Option<u64>) -> u8 {
        key.and_then(|k| self.counts.get(&k).copied()).unwrap_or(0)
    }
}

#[derive(Clone, Debug)]
struct Step<G: Game> {
    action: G::Action,
    before: G,
}

/// One applied decision as reported to callers.
#[derive(Clone, Debug, PartialEq)]
pub struct Applied<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    pub notation: String,
    pub events: Vec<G::Event>,
}

#[derive(Clone, Debug)]
pub struct GameRecord<G: Game> {
    seed: u64,
    seats: Vec<SeatKind>,
    max_plies: Option<u32>,
    state: G,
    history: Vec<Step<G>>,
    redo: Vec<G::Action>,
    repetitions: RepetitionTracker,
    resigned: Option<Seat>,
}

impl<G: Game> GameRecord<G> {
    /// A new game. `seats` shorter than the game's seat count are padded with
    /// humans; extra entries are ignored.
    pub fn new(options: G::Options, seed: u64, seats: Vec<SeatKind>) -> Self {
        let state = G::new(&options, seed);
        let mut seats = seats;
        seats.resize(state.seat_count(), SeatKind::Human);
        let mut repetitions = RepetitionTracker::default();
        repetitions.push(state.repetition_key());
        GameRecord {
            seed,
            seats,
            max_plies: None,
            state,
            history: Vec::new(),
            redo: Vec::new(),
            repetitions,
            resigned: None,
        }
    }

    /// Ends the game as a draw after `plies` decisions (tests, AI matches).
    pub fn with_max_plies(mut self, plies: Option<u32>) -> Self {
        self.max_plies = plies;
        self
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn options(&self) -> &G::Options {
        self.state.options()
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }
    pub fn set_seat(&mut self, seat: Seat, kind: SeatKind) {
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = kind;
        }
    }
    pub fn max_plies(&self) -> Option<u32> {
        self.max_plies
    }
    pub fn ply(&self) -> usize {
        self.history.len()
    }
    pub fn to_move(&self) -> Seat {
        self.state.to_move()
    }
    pub fn seat_to_move(&self) -> SeatKind {
        self.seats[self.state.to_move()]
    }

    /// The result, including a resignation, repetition and the ply limit.
    pub fn outcome(&self) -> Outcome {
        let by_rules = self.state.outcome();
        if let Some(seat) = self.resigned {
            resignation_outcome(seat, self.seats.len())
        } else if by_rules.is_over() {
            by_rules
        } else if self.repetitions.count(self.state.repetition_key()) >= RepetitionTracker::DRAW_AT
        {
            Outcome::Draw {
                reason: DrawReason::Repetition,
            }
        } else if self
            .max_plies
            .is_some_and(|m| self.history.len() >= m as usize)
        {
            Outcome::Draw {
                reason: DrawReason::PlyLimit,
            }
        } else {
            Outcome::Ongoing
        }
    }

    /// Legal actions now; empty when the game is over.
    pub fn legal_actions(&self) -> Vec<G::Action> {
        if self.outcome().is_over() {
            Vec::new()
        } else {
            self.state.legal_actions()
        }
    }

    /// Keys of the positions played so far that count for repetition, oldest
    /// first (the AI uses them to see repetition draws coming).
    pub fn repetition_history(&self) -> Vec<u64> {
        self.history
            .iter()
            .filter_map(|s| s.before.repetition_key())
            .chain(self.state.repetition_key())
            .collect()
    }

    /// Plays one decision; clears the redo list.
    pub fn apply(&mut self, action: &G::Action) -> Result<Applied<G>, IllegalAction> {
        let applied = self.apply_keep_redo(action)?;
        self.redo.clear();
        Ok(applied)
    }

    pub fn apply_notation(&mut self, text: &str) -> Result<Applied<G>, PlayError> {
        if self.outcome().is_over() {
            return Err(IllegalAction::GameOver.into());
        }
        let action = self.state.parse_action(text)?;
        Ok(self.apply(&action)?)
    }

    fn apply_keep_redo(&mut self, action: &G::Action) -> Result<Applied<G>, IllegalAction> {
        if self.outcome().is_over() {
            return Err(IllegalAction::GameOver);
        }
        let before = self.state.clone();
        let seat = before.to_move();
        let notation = before.format_action(action);
        let mut events = self.state.apply(action)?;
        self.repetitions.push(self.state.repetition_key());
        self.history.push(Step {
            action: action.clone(),
            before,
        });
        let outcome = self.outcome();
        if outcome.is_over() {
            events.push(G::game_over_event(&outcome));
        }
        Ok(Applied {
            seat,
            action: action.clone(),
            notation,
            events,
        })
    }

    /// A resignation is final, as over a board: nothing is taken back or
    /// replayed after it.
    pub fn can_undo(&self) -> bool {
        self.resigned.is_none() && !self.history.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        self.resigned.is_none() && !self.redo.is_empty()
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<Seat> {
        self.resigned
    }

    /// `seat` gives the game up; the game is over at once (see
    /// [`resignation_outcome`]). Any seat may resign, whoever is to move,
    /// while the game is on; the redo list is dropped, as after a decision.
    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, ResignError> {
        if seat >= self.seats.len() {
            return Err(ResignError::NoSuchSeat {
                seat,
                seats: self.seats.len(),
            });
        }
        if self.outcome().is_over() {
            return Err(ResignError::GameOver);
        }
        self.resigned = Some(seat);
        self.redo.clear();
        Ok(self.outcome())
    }

    /// Takes back the last decision. Returns it, or `None` at the start or
    /// after a resignation.
    pub fn undo(&mut self) -> Option<G::Action> {
        if self.resigned.is_some() {
            return None;
        }
        let step = self.history.pop()?;
        self.repetitions.pop(self.state.repetition_key());
        self.state = step.before;
        self.redo.push(step.action.clone());
        Some(step.action)
    }

    /// Takes back decisions until a human seat is to move (or the start), so
    /// that "undo" against the AI returns to the human's last choice.
    pub fn undo_to_human(&mut self) -> usize {
        let mut undone = 0;
        while self.undo().is_some() {
            undone += 1;
            if self.seat_to_move() == SeatKind::Human {
                break;
            }
        }
        undone
    }

    /// Replays undone decisions: one, then on through the AI seats'
    /// decisions until a human seat is to move again, the game is over or
    /// nothing is left to replay: "redo" against the AI, the mirror of
    /// [`GameRecord::undo_to_human`]. Returns each replayed decision with
    /// the seat that made it, in order.
    pub fn redo_to_human(&mut self) -> Vec<(usize, Applied<G>)> {
        let mut replayed = Vec::new();
        loop {
            let seat = self.to_move();
            let Some(applied) = self.redo() else { break };
            replayed.push((seat, applied));
            if self.seat_to_move() == SeatKind::Human || self.outcome().is_over() {
                break;
            }
        }
        replayed
    }

    /// Replays the last undone decision.
    pub fn redo(&mut self) -> Option<Applied<G>> {
        if self.resigned.is_some() {
            return None;
        }
        let action = self.redo.pop()?;
        match self.apply_keep_redo(&action) {
            Ok(applied) => Some(applied),
            Err(_) => {
                // Cannot happen: redo entries were legal in this very state.
                self.redo.clear();
                None
            }
        }
    }

    /// Actions applied so far, oldest first.
    pub fn history(&self) -> Vec<G::Action> {
        self.history.iter().map(|s| s.action.clone()).collect()
    }

    /// History in notation, oldest first.
    pub fn history_notation(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|s| s.before.format_action(&s.action))
            .collect()
    }

    /// Undone actions in the order a redo would replay them.
    pub fn redo_actions(&self) -> Vec<G::Action> {
        self.redo.iter().rev().cloned().collect()
    }

    /// Notation of the redo list, in replay order. Each is formatted in the
    /// state it will be replayed from.
    pub fn redo_notation(&self) -> Vec<String> {
        let mut probe = self.state.clone();
        let mut out = Vec::new();
        for action in self.redo_actions() {
            out.push(probe.format_action(&action));
            if probe.apply(&action).is_err() {
                break;
            }
        }
        out
    }

    /// The state before decision `index` (0 = the start), for replays.
    pub fn state_at(&self, index: usize) -> Option<&G> {
        if index == self.history.len() {
            Some(&self.state)
        } else {
            self.history.get(index).map(|s| &s.before)
        }
    }

    /// Restores a redo list (used by the save loader).
    pub(crate) fn set_redo_in_replay_order(&mut self, actions: Vec<G::Action>) {
        self.redo = actions.into_iter().rev().collect();
    }
}

/// Why a resignation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResignError {
    #[error("the game is already over")]
    GameOver,
    #[error("seat {seat} does not exist (the game has {seats} seats)")]
    NoSuchSeat { seat: Seat, seats: usize },
}

/// The result when `seat` resigns a game of `seats` seats. Engine decision
/// (the rules pages have no resignation): in a game of two the other seat
/// wins; in a Pyramido game of three or four, where no floor of the others
/// has been scored yet to rank them by, every other seat shares the win.
pub fn resignation_outcome(seat: Seat, seats: usize) -> Outcome {
    let others: Vec<Seat> = (0..seats).filter(|&s| s != seat).collect();
    match others.as_slice() {
        [winner] => Outcome::Win { winner: *winner },
        _ => Outcome::SharedWin { winners: others },
    }
}
