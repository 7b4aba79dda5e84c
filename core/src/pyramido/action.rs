//! One Pyramido decision.

use serde::{Deserialize, Serialize};

use super::{Cell, Colour, Corner, Dir};

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PyramidoAction {
    /// Quarry slot 0–2; the domino's west block on `cell`, its east block
    /// toward `dir`.
    Place {
        slot: u8,
        cell: Cell,
        dir: Dir,
    },
    /// Marker on one of the two blocks just placed (when both qualify).
    Mark {
        cell: Cell,
    },
    /// A single tile on a block just placed: the face `colour` with its
    /// jewel at `corner`.
    Tile {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    SkipTile,
    /// Refill the empty quarry slot from pile 0–3.
    Refill {
        pile: u8,
    },
    /// No-fit turn: a single tile into an empty position (twice).
    FillHole {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
}
