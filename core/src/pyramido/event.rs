//! What happens in a Pyramido game, in order, for animation.

use serde::Serialize;

use super::{Cell, Colour, Corner, Dir, FloorScore, Quarters, RankEntry};
use crate::game::{Outcome, Seat};

/// A block as placed, for events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlacedBlock {
    pub cell: Cell,
    pub colour: Colour,
    pub jewels: Quarters,
}

/// What happened, in order, for animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PyramidoEvent {
    /// A player's turn begins (normal turn: a domino is to be placed).
    TurnStarted {
        seat: Seat,
        floor: u8,
    },
    DominoTaken {
        seat: Seat,
        slot: u8,
        domino: u8,
    },
    DominoPlaced {
        seat: Seat,
        floor: u8,
        domino: u8,
        dir: Dir,
        blocks: [PlacedBlock; 2],
    },
    MarkerPlaced {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        on_tile: bool,
    },
    TilePlaced {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    /// No single tile this turn: skipped, or no tile left in hand.
    TileSkipped {
        seat: Seat,
    },
    /// The top of `pile` moved into quarry `slot`; `new_top` is the pile's
    /// newly visible top (None when the pile ran out).
    QuarryRefilled {
        slot: u8,
        pile: u8,
        domino: u8,
        pile_size: usize,
        new_top: Option<u8>,
    },
    /// An empty pile received the bottom `count` dominoes of pile `from`.
    PileRefilled {
        from: u8,
        to: u8,
        count: usize,
        new_top: Option<u8>,
    },
    /// No domino fits: the player fills two holes with single tiles.
    NoFit {
        seat: Seat,
        floor: u8,
        holes: Vec<Cell>,
    },
    HoleFilled {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    /// Nothing fits and fewer than two single tiles remain.
    PlayerEliminated {
        seat: Seat,
        floor: u8,
        tiles_left: u8,
    },
    FloorScored {
        floor: u8,
        scores: Vec<FloorScore>,
    },
    MarkersReturned {
        floor: u8,
    },
    FloorStarted {
        floor: u8,
        starter: Seat,
    },
    /// The final ranking, just before the record's `GameOver`.
    Finished {
        ranking: Vec<RankEntry>,
    },
    GameOver {
        outcome: Outcome,
    },
}
