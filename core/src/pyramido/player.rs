//! One seat at the Pyramido table: pyramid, markers, single tiles, scores.

use super::{tile_of, Cell, Colour, Pyramid, TILES};

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    pub(super) pyramid: Pyramid,
    /// Cell index (see [`Pyramid::locate`]) of each colour's marker.
    pub(super) markers: [Option<u8>; 6],
    /// Single tiles still in hand, in [`TILE_FACES`] order.
    pub(super) tiles: [bool; TILES],
    pub(super) floor_scores: [u16; 4],
    pub(super) scored: u8,
    /// Elimination order (0 = first out).
    pub(super) eliminated: Option<u8>,
}

impl Player {
    pub(super) fn new() -> Player {
        Player {
            pyramid: Pyramid::new(),
            markers: [None; 6],
            tiles: [true; TILES],
            floor_scores: [0; 4],
            scored: 0,
            eliminated: None,
        }
    }
    pub fn pyramid(&self) -> &Pyramid {
        &self.pyramid
    }
    pub fn markers(&self) -> &[Option<u8>; 6] {
        &self.markers
    }
    /// Where this player's marker of `colour` sits, if placed.
    pub fn marker(&self, colour: Colour) -> Option<(u8, Cell)> {
        self.markers[colour.index()].and_then(|i| self.pyramid.locate(usize::from(i)))
    }
    /// Whether the marker of `colour` is still in hand (unused this floor).
    pub fn has_marker(&self, colour: Colour) -> bool {
        self.markers[colour.index()].is_none()
    }
    pub fn tiles(&self) -> [bool; TILES] {
        self.tiles
    }
    /// Whether the single tile with a `colour` face is still in hand.
    pub fn has_tile(&self, colour: Colour) -> bool {
        self.tiles[tile_of(colour).0]
    }
    pub fn unused_tiles(&self) -> u8 {
        self.tiles.iter().filter(|&&t| t).count() as u8
    }
    /// Scores of the floors scored so far.
    pub fn floor_scores(&self) -> &[u16] {
        &self.floor_scores[..usize::from(self.scored)]
    }
    pub fn score(&self) -> u32 {
        self.floor_scores().iter().map(|&s| u32::from(s)).sum()
    }
    pub fn best_floor(&self) -> u16 {
        self.floor_scores().iter().copied().max().unwrap_or(0)
    }
    pub fn is_eliminated(&self) -> bool {
        self.eliminated.is_some()
    }
}
