//! Pylos ([`docs/rules/pylos.md`](../../../docs/rules/pylos.md)): all three variants on a 30-bit
//! bitboard per colour.
//!
//! A turn is one move decision (place or raise) and, when the move completed
//! a pattern, one mandatory and one optional reclaim decision.

pub mod ai;
pub mod board;
pub mod notation;
pub mod perft;
pub mod problem;
pub mod proof;

use serde::{Deserialize, Serialize};

use crate::error::{IllegalAction, NotationError, RuleProblem};
use crate::game::{EventSink, Game, GameKind, Outcome, Seat};
use crate::search::Searchable;
pub use board::{Bitboard, Pos, APEX};
pub use problem::PylosProblem;

pub const BALLS_PER_PLAYER: u8 = 15;
pub const LIGHT: Seat = 0;
pub const DARK: Seat = 1;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// No reclaims.
    Kids,
    /// Reclaim on 2×2 squares.
    #[default]
    Standard,
    /// Reclaim on squares and on full level-1/level-2 rows and columns.
    Expert,
}

impl Variant {
    pub fn from_name(name: &str) -> Option<Variant> {
        match name.trim().to_ascii_lowercase().as_str() {
            "kids" => Some(Variant::Kids),
            "standard" => Some(Variant::Standard),
            "expert" => Some(Variant::Expert),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Variant::Kids => "kids",
            Variant::Standard => "standard",
            Variant::Expert => "expert",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PylosOptions {
    #[serde(default)]
    pub variant: Variant,
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PylosAction {
    Place {
        to: Pos,
    },
    Raise {
        from: Pos,
        to: Pos,
    },
    Reclaim {
        from: Pos,
    },
    /// Decline the optional second reclaim.
    Stop,
}

/// Which decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Place or raise.
    Move,
    /// The mandatory first reclaim after completing a pattern.
    FirstReclaim,
    /// The optional second reclaim.
    SecondReclaim,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PylosEvent {
    Placed {
        seat: Seat,
        to: Pos,
    },
    Raised {
        seat: Seat,
        from: Pos,
        to: Pos,
    },
    /// A pattern of the mover's colour was completed; reclaims follow.
    PatternCompleted {
        seat: Seat,
        positions: Vec<Pos>,
    },
    Reclaimed {
        seat: Seat,
        from: Pos,
    },
    ReclaimDeclined {
        seat: Seat,
    },
    TurnPassed {
        to: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pylos {
    options: PylosOptions,
    balls: [Bitboard; 2],
    to_move: Seat,
    phase: Phase,
    winner: Option<Seat>,
}

impl Pylos {
    pub fn variant(&self) -> Variant {
        self.options.variant
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn balls(&self, seat: Seat) -> Bitboard {
        self.balls[seat]
    }
    pub fn occupied(&self) -> Bitboard {
        self.balls[0] | self.balls[1]
    }
    pub fn at(&self, p: Pos) -> Option<Seat> {
        (0..2).find(|&s| self.balls[s].contains(p))
    }
    /// Balls in a player's reserve: every ball not on the board.
    pub fn reserve(&self, seat: Seat) -> u8 {
        BALLS_PER_PLAYER - self.balls[seat].count() as u8
    }

    /// Empty positions that are on level 1 or fully supported.
    pub fn available(&self) -> Bitboard {
        Bitboard(board::available(self.occupied().0))
    }

    /// Balls with nothing resting on them.
    pub fn free(&self) -> Bitboard {
        let occ = self.occupied().0;
        Bitboard(occ & !board::covered(occ))
    }

    /// Builds a position directly (tests, puzzles). Fails if balls float,
    /// overlap, or exceed 15 per colour.
    pub fn from_balls(
        variant: Variant,
        light: Bitboard,
        dark: Bitboard,
        to_move: Seat,
    ) -> Result<Pylos, String> {
        if light.intersects(dark) {
            return Err("a position holds both colours".into());
        }
        if light.count() > 15 || dark.count() > 15 {
            return Err("more than 15 balls of one colour".into());
        }
        let occ = light | dark;
        if let Some(p) = occ.iter().find(|p| !occ.is_superset(p.supports())) {
            return Err(format!("ball at {p} floats"));
        }
        let winner = occ
            .contains(APEX)
            .then(|| if light.contains(APEX) { LIGHT } else { DARK });
        Ok(Pylos {
            options: PylosOptions { variant },
            balls: [light, dark],
            to_move: to_move.min(1),
            phase: Phase::Move,
            winner,
        })
    }

    fn pattern_completed(&self, seat: Seat, at: Pos) -> Option<Bitboard> {
        if self.options.variant == Variant::Kids {
            return None;
        }
        let own = self.balls[seat];
        let lines = self.options.variant == Variant::Expert;
        at.patterns(lines)
            .iter()
            .copied()
            .filter(|pat| own.is_superset(*pat))
            .reduce(|a, b| a | b)
    }

    /// Raises of `seat`'s free balls to available higher positions.
    fn raises(&self, available: Bitboard, mut out: impl FnMut(Pos, Pos)) {
        let movers = self.own_free(self.to_move).0;
        for to in (available & !Bitboard::LEVEL1).iter() {
            for from in Bitboard(movers & board::RAISE_SOURCES[to.index()]).iter() {
                out(from, to);
            }
        }
    }

    /// A player's balls that nothing rests on: the ones they may raise or reclaim.
    pub fn own_free(&self, seat: Seat) -> Bitboard {
        self.free() & self.balls[seat]
    }

    /// Why `action` is illegal now, or `None` when it is legal. Call it
    /// only while the game is on (`apply` answers `GameOver` first).
    pub fn check(&self, action: &PylosAction) -> Option<PylosProblem> {
        use PylosProblem as P;
        match (*action, self.phase) {
            (PylosAction::Place { to }, Phase::Move) => {
                if self.reserve(self.to_move) == 0 {
                    Some(P::ReserveEmpty)
                } else if self.occupied().contains(to) {
                    Some(P::Occupied { at: to })
                } else if !self.available().contains(to) {
                    Some(P::NotSupported { at: to })
                } else {
                    None
                }
            }
            (PylosAction::Raise { from, to }, Phase::Move) => {
                if !self.balls[self.to_move].contains(from) {
                    Some(P::NotYourBall { at: from })
                } else if !self.free().contains(from) {
                    Some(P::CarriesABall { at: from })
                } else if !self.available().contains(to) {
                    Some(P::NotAvailable { at: to })
                } else if to.level() <= from.level() {
                    Some(P::NotHigher { from, to })
                } else if to.supports().contains(from) {
                    Some(P::SupportsTarget { from, to })
                } else {
                    None
                }
            }
            (PylosAction::Reclaim { from }, Phase::FirstReclaim | Phase::SecondReclaim) => {
                if !self.balls[self.to_move].contains(from) {
                    Some(P::NotYourBall { at: from })
                } else if !self.free().contains(from) {
                    Some(P::CarriesABall { at: from })
                } else {
                    None
                }
            }
            (PylosAction::Stop, Phase::SecondReclaim) => None,
            (PylosAction::Stop, Phase::FirstReclaim) => Some(P::FirstReclaimMandatory),
            (_, Phase::Move) => Some(P::PlaceOrRaiseFirst),
            (_, _) => Some(P::ReclaimFirst),
        }
    }

    /// The seat that has lost by an empty reserve, if any: checked at the
    /// end of a turn, i.e. whenever a new turn starts.
    fn lost_on_reserve(&self) -> Option<Seat> {
        let previous = 1 - self.to_move;
        (self.phase == Phase::Move && self.winner.is_none() && self.reserve(previous) == 0)
            .then_some(previous)
    }

    fn end_turn(&mut self, sink: &mut impl EventSink<PylosEvent>) {
        self.phase = Phase::Move;
        self.to_move = 1 - self.to_move;
        if self.lost_on_reserve().is_none() {
            let to = self.to_move;
            sink.emit(|| PylosEvent::TurnPassed { to });
        }
    }

    /// Plays a legal action, emitting its events into `sink`.
    fn play_inner(&mut self, action: &PylosAction, sink: &mut impl EventSink<PylosEvent>) {
        let seat = self.to_move;
        match *action {
            PylosAction::Place { to } | PylosAction::Raise { to, .. } => {
                if let PylosAction::Raise { from, .. } = *action {
                    self.balls[seat] = self.balls[seat].without(from);
                    sink.emit(|| PylosEvent::Raised { seat, from, to });
                } else {
                    sink.emit(|| PylosEvent::Placed { seat, to });
                }
                self.balls[seat] = self.balls[seat].with(to);
                if to == APEX {
                    self.winner = Some(seat);
                    return;
                }
                if let Some(pattern) = self.pattern_completed(seat, to) {
                    sink.emit(|| PylosEvent::PatternCompleted {
                        seat,
                        positions: pattern.iter().collect(),
                    });
                    self.phase = Phase::FirstReclaim;
                    return;
                }
            }
            PylosAction::Reclaim { from } => {
                self.balls[seat] = self.balls[seat].without(from);
                sink.emit(|| PylosEvent::Reclaimed { seat, from });
                if self.phase == Phase::FirstReclaim && !self.own_free(self.to_move).is_empty() {
                    self.phase = Phase::SecondReclaim;
                    return;
                }
            }
            PylosAction::Stop => sink.emit(|| PylosEvent::ReclaimDeclined { seat }),
        }
        self.end_turn(sink);
    }

    fn repetition_bits(&self) -> u64 {
        u64::from(self.balls[0].0) | u64::from(self.balls[1].0) << 30 | (self.to_move as u64) << 60
    }
}

impl Game for Pylos {
    type Action = PylosAction;
    type Event = PylosEvent;
    type Options = PylosOptions;
    const KIND: GameKind = GameKind::Pylos;

    fn new(options: &PylosOptions, _seed: u64) -> Pylos {
        Pylos {
            options: options.clone(),
            balls: [Bitboard::EMPTY; 2],
            to_move: LIGHT,
            phase: Phase::Move,
            winner: None,
        }
    }
    fn options(&self) -> &PylosOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_actions(&self) -> Vec<PylosAction> {
        let mut out = Vec::with_capacity(32);
        self.legal_actions_into(&mut out);
        out
    }

    fn apply(&mut self, action: &PylosAction) -> Result<Vec<PylosEvent>, IllegalAction> {
        if self.outcome().is_over() {
            return Err(IllegalAction::GameOver);
        }
        if let Some(problem) = self.check(action) {
            return Err(IllegalAction::rejected(
                notation::format(action),
                RuleProblem::Pylos { problem },
            ));
        }
        let mut events = Vec::new();
        self.play_inner(action, &mut events);
        Ok(events)
    }

    fn outcome(&self) -> Outcome {
        if let Some(winner) = self.winner {
            Outcome::Win { winner }
        } else if let Some(loser) = self.lost_on_reserve() {
            Outcome::Win { winner: 1 - loser }
        } else {
            Outcome::Ongoing
        }
    }

    fn repetition_key(&self) -> Option<u64> {
        // Reserves follow from the board (15 minus balls on it), so board and
        // side to move are the whole position.
        (self.phase == Phase::Move).then(|| self.repetition_bits())
    }

    fn game_over_event(outcome: &Outcome) -> PylosEvent {
        PylosEvent::GameOver {
            outcome: outcome.clone(),
        }
    }

    fn format_action(&self, action: &PylosAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<PylosAction, NotationError> {
        notation::parse(text)
    }

    fn state_json(&self) -> serde_json::Value {
        let occ = self.occupied();
        let board: Vec<serde_json::Value> = Pos::all()
            .map(|p| {
                serde_json::json!({
                    "pos": p,
                    "ball": self.at(p).map(|s| if s == LIGHT { "light" } else { "dark" }),
                })
            })
            .collect();
        let list = |b: Bitboard| b.iter().collect::<Vec<Pos>>();
        let movable = match self.phase {
            Phase::Move => self.raise_sources(),
            _ => self.own_free(self.to_move),
        };
        serde_json::json!({
            "game": "pylos",
            "variant": self.options.variant,
            "to_move": self.to_move,
            "phase": self.phase,
            "reserves": [self.reserve(LIGHT), self.reserve(DARK)],
            "board": board,
            "available": if self.phase == Phase::Move { list(self.available()) } else { vec![] },
            "movable": list(movable),
            "balls_on_board": occ.count(),
            "outcome": self.outcome(),
        })
    }

    fn decision(&self) -> crate::Decision {
        crate::Decision::Pylos { phase: self.phase }
    }
}

impl Pylos {
    /// Own free balls that have at least one legal raise (for UIs).
    pub fn raise_sources(&self) -> Bitboard {
        let mut sources = Bitboard::EMPTY;
        self.raises(self.available(), |from, _| sources = sources.with(from));
        sources
    }

    /// Legal raise targets for the ball at `from` (for UIs).
    pub fn raise_targets(&self, from: Pos) -> Bitboard {
        let mut targets = Bitboard::EMPTY;
        self.raises(self.available(), |f, to| {
            if f == from {
                targets = targets.with(to)
            }
        });
        targets
    }
}

impl Searchable for Pylos {
    fn hash_key(&self) -> u64 {
        // Exact: 60 bits of board, side and phase.
        self.repetition_bits() | (self.phase as u64) << 61
    }

    fn evaluate(&self) -> i32 {
        ai::evaluate(self)
    }

    fn play(&mut self, action: &PylosAction) {
        self.play_inner(action, &mut ());
    }

    fn legal_actions_into(&self, out: &mut Vec<PylosAction>) {
        out.clear();
        if self.winner.is_some() || self.lost_on_reserve().is_some() {
            return;
        }
        match self.phase {
            Phase::Move => {
                let avail = self.available();
                if self.reserve(self.to_move) > 0 {
                    out.extend(avail.iter().map(|to| PylosAction::Place { to }));
                }
                self.raises(avail, |from, to| out.push(PylosAction::Raise { from, to }));
            }
            Phase::FirstReclaim | Phase::SecondReclaim => {
                out.extend(
                    self.own_free(self.to_move)
                        .iter()
                        .map(|from| PylosAction::Reclaim { from }),
                );
                if self.phase == Phase::SecondReclaim {
                    out.push(PylosAction::Stop);
                }
            }
        }
    }

    fn order_hint(&self, action: &PylosAction) -> i32 {
        ai::order_hint(self, action)
    }
}

#[cfg(test)]
mod tests;
