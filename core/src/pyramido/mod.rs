//! Pyramido ([`docs/rules/pyramido.md`](../../../docs/rules/pyramido.md)) for 2–4 players.
//!
//! A turn is a chain of decisions, each a separate action so a UI or the AI
//! can go one step at a time: place a quarry domino, mark one of its blocks,
//! optionally cover a block with a single tile, refill the quarry. A turn in
//! which no domino fits is two hole fills instead.
//!
//! **Forced decisions are not asked.** The engine plays a decision itself
//! whenever it has exactly one legal option, and skips it when it has none:
//! a mark with one qualifying block is placed at once (none: no mark); the
//! mark on a single tile is automatic; the tile step is skipped without
//! tiles in hand; a refill with one non-empty pile above the slot is taken
//! from it. Each automatic step still emits its event. Placing a domino,
//! choosing between two blocks to mark, the tile step (always "skip" or a
//! tile) and the refill between two piles are real choices and wait for an
//! action.

pub mod action;
pub mod ai;
pub mod board;
pub mod dominoes;
pub mod draw;
pub mod event;
mod json;
pub mod notation;
pub mod options;
pub mod player;
pub mod problem;
pub mod scoring;
pub mod state;

use crate::error::{IllegalAction, NotationError, RuleProblem};
use crate::game::{Game, GameKind, Outcome, Seat};
use crate::rng::{pick_index, rng_for, shuffle};

pub use action::PyramidoAction;
pub use board::{Cell, Dir, PlaceError, Pyramid, Rect, Slot, FLOOR_CELLS, FLOOR_TURNS};
pub use dominoes::{
    domino, tile_block, tile_of, Block, Colour, Corner, Domino, Quarters, DOMINO_COUNT, TILE_FACES,
};
pub use draw::draw;
pub use event::{PlacedBlock, PyramidoEvent};
pub use options::PyramidoOptions;
pub use player::Player;
pub use problem::PyramidoProblem;
pub use scoring::{FloorScore, MarkedArea, RankEntry};
use state::Step;
pub use state::{Phase, Pyramido, Turn};

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
pub const TILES: usize = 3;
pub const QUARRY_SLOTS: usize = 3;
pub const PILES: usize = 4;
/// Deal after the quarry's 3: near-equal piles.
pub const PILE_SIZES: [usize; PILES] = [22, 22, 22, 21];
pub const FLOORS: u8 = 4;

impl Game for Pyramido {
    type Action = PyramidoAction;
    type Event = PyramidoEvent;
    type Options = PyramidoOptions;
    const KIND: GameKind = GameKind::Pyramido;

    fn new(options: &PyramidoOptions, seed: u64) -> Pyramido {
        let players = options.players.clamp(MIN_PLAYERS, MAX_PLAYERS);
        let mut ids: Vec<u8> = (0..DOMINO_COUNT as u8).collect();
        shuffle(&mut ids, &mut rng_for(seed, 0));
        let quarry = [Some(ids[0]), Some(ids[1]), Some(ids[2])];
        let mut piles: [Vec<u8>; PILES] = Default::default();
        let mut at = QUARRY_SLOTS;
        for (pile, size) in piles.iter_mut().zip(PILE_SIZES) {
            *pile = ids[at..at + size].to_vec();
            at += size;
        }
        let first = match options.first_player {
            Some(f) => usize::from(f) % usize::from(players),
            None => pick_index(usize::from(players), &mut rng_for(seed, 1)),
        };
        Pyramido {
            options: PyramidoOptions {
                players,
                first_player: options.first_player,
            },
            players: (0..players).map(|_| Player::new()).collect(),
            quarry,
            piles,
            floor: 1,
            starter: first,
            to_move: first,
            step: Step::Place,
            eliminations: 0,
        }
    }

    fn options(&self) -> &PyramidoOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.players.len()
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_actions(&self) -> Vec<PyramidoAction> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    fn apply(&mut self, action: &PyramidoAction) -> Result<Vec<PyramidoEvent>, IllegalAction> {
        if self.phase() == Phase::Over {
            return Err(IllegalAction::GameOver);
        }
        if let Some(problem) = self.check(action) {
            return Err(IllegalAction::rejected(
                self.format_action(action),
                RuleProblem::Pyramido { problem },
            ));
        }
        let mut events = Vec::new();
        self.play_inner(action, &mut events);
        Ok(events)
    }

    fn outcome(&self) -> Outcome {
        if self.phase() != Phase::Over {
            return Outcome::Ongoing;
        }
        let winners: Vec<Seat> = self
            .ranking()
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| r.seat)
            .collect();
        match winners.as_slice() {
            [w] => Outcome::Win { winner: *w },
            _ => Outcome::SharedWin { winners },
        }
    }

    fn repetition_key(&self) -> Option<u64> {
        // Every turn adds blocks: no position can repeat.
        None
    }

    fn game_over_event(outcome: &Outcome) -> PyramidoEvent {
        PyramidoEvent::GameOver {
            outcome: outcome.clone(),
        }
    }

    fn format_action(&self, action: &PyramidoAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<PyramidoAction, NotationError> {
        notation::parse(text)
    }

    fn state_json(&self) -> serde_json::Value {
        json::state_json(self)
    }

    fn decision(&self) -> crate::Decision {
        crate::Decision::Pyramido {
            phase: self.phase(),
        }
    }

    fn score(&self, seat: Seat) -> Option<i32> {
        self.player(seat).map(|p| p.score() as i32)
    }
}

#[cfg(test)]
mod tests;
