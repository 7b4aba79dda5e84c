//! The engine contract every game implements.
//!
//! A game is a state machine driven *decision by decision*: one turn may be
//! several decisions (Pylos: place or raise, then each reclaimed ball;
//! Pyramida: a move, then forced retreats chosen by their owners; Pyramido:
//! domino, mark, tile, refill). The CLI, the AI, the save format and the FFI
//! only ever see this shape.

use std::fmt::Debug;
use std::hash::Hash;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::error::{IllegalAction, NotationError};

/// A player's index at the table: 0 moves first in seat order.
pub type Seat = usize;

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Pylos,
    Pyramido,
    Pyramida,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida];

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Pylos => "pylos",
            GameKind::Pyramido => "pyramido",
            GameKind::Pyramida => "pyramida",
        }
    }

    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.name() == name.trim().to_ascii_lowercase())
    }
}

/// Why a finished game is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The same position occurred for the third time.
    Repetition,
    /// The record's ply limit (tests, AI matches) was reached.
    PlyLimit,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Outcome {
    Ongoing,
    Win {
        winner: Seat,
    },
    /// Several players share first place (Pyramido's last tie-break).
    SharedWin {
        winners: Vec<Seat>,
    },
    Draw {
        reason: DrawReason,
    },
}

impl Outcome {
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }

    /// 1 for a sole win, 0 for a loss, fractions for shared wins and draws.
    pub fn share_of(&self, seat: Seat, seats: usize) -> f64 {
        match self {
            Outcome::Ongoing => 0.0,
            Outcome::Win { winner } => f64::from(u8::from(*winner == seat)),
            Outcome::SharedWin { winners } => {
                if winners.contains(&seat) {
                    1.0 / winners.len() as f64
                } else {
                    0.0
                }
            }
            Outcome::Draw { .. } => 1.0 / seats as f64,
        }
    }
}

/// A seat's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Ai(Level),
}

/// AI strength. `Random` exists for strength matches; `Perfect` only where a
/// game is solved (Pyramida).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
    Expert,
    Perfect,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Perfect,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Perfect => "perfect",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == name.trim().to_ascii_lowercase())
    }
}

impl SeatKind {
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Ai(level) => level.name(),
        }
    }

    pub fn from_name(name: &str) -> Option<SeatKind> {
        if name.trim().eq_ignore_ascii_case("human") {
            Some(SeatKind::Human)
        } else {
            Level::from_name(name).map(SeatKind::Ai)
        }
    }
}

/// Where a game's state machine puts the events it emits. `Vec<E>` collects
/// them (the `Game::apply` path); `()` drops them without building them, so
/// search and playouts pay nothing: events are passed as closures.
pub trait EventSink<E> {
    fn emit(&mut self, event: impl FnOnce() -> E);
    /// Whether emitted events are kept (lets a game skip work that only
    /// feeds an event, such as a detailed floor score).
    fn wants_events(&self) -> bool;
}

impl<E> EventSink<E> for () {
    #[inline]
    fn emit(&mut self, _event: impl FnOnce() -> E) {}
    #[inline]
    fn wants_events(&self) -> bool {
        false
    }
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn emit(&mut self, event: impl FnOnce() -> E) {
        self.push(event());
    }
    #[inline]
    fn wants_events(&self) -> bool {
        true
    }
}

/// The rules of one game. Implementations hold no I/O and never panic on
/// bad input: `apply` and `parse_action` return typed errors and leave the
/// state untouched.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    type Action: Clone + Debug + PartialEq + Eq + Hash + Send + Sync + 'static;
    /// What happened, in order, so a UI can animate it.
    type Event: Clone + Debug + PartialEq + Serialize + Send + Sync + 'static;
    /// Rule options (variant, number of players …), serialised into saves.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    const KIND: GameKind;

    /// A fresh game. `seed` drives any shuffling, so a game can be replayed.
    fn new(options: &Self::Options, seed: u64) -> Self;
    fn options(&self) -> &Self::Options;
    fn seat_count(&self) -> usize;
    /// Whose decision it is now.
    fn to_move(&self) -> Seat;
    /// Legal actions for the current decision (empty once the game is over).
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Validates and plays one decision, returning what happened.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, IllegalAction>;
    /// The result by the rules alone; repetition and ply limits belong to
    /// [`crate::record::GameRecord`].
    fn outcome(&self) -> Outcome;
    /// A key for threefold repetition, `Some` only at positions the rules
    /// compare (e.g. the start of a turn). Equal keys mean equal positions.
    fn repetition_key(&self) -> Option<u64>;
    /// The event a record appends when the game ends.
    fn game_over_event(outcome: &Outcome) -> Self::Event;
    fn format_action(&self, action: &Self::Action) -> String;
    /// Parses notation in the context of the current decision.
    fn parse_action(&self, text: &str) -> Result<Self::Action, NotationError>;
    /// The full public state as JSON (CLI `--json`, debugging).
    fn state_json(&self) -> serde_json::Value;
    /// Which decision the player to move faces.
    fn decision(&self) -> crate::Decision;
    /// A seat's points, for games that score (Pyramido).
    fn score(&self, _seat: Seat) -> Option<i32> {
        None
    }
}
