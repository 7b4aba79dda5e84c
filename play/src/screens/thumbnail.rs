//! A saved game's small picture, decided once: plain shapes on a square in
//! whole thousandths (0..=1000), drawn in order, back to front, so both apps
//! paint the same position with a few lines of code and the card stays
//! `Eq`/`Hash` (no floats).

use pyramids_core::game::Game;
use pyramids_core::pylos::{self, Pos, Pylos};
use pyramids_core::pyramida::{self, Field, Pyramida};
use pyramids_core::pyramido::{Cell, Colour, Pyramido};

/// The side of the square the shapes are laid on.
pub const SIDE: u16 = 1000;

/// A shape's outline inside its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThumbForm {
    /// A circle filling the box (a ball, a stone, a marker).
    Disc,
    /// The box itself (a place, a quarter of a block).
    Square,
    /// A triangle, apex up, base along the box's bottom.
    TriangleUp,
    /// A triangle, apex down, base along the box's top.
    TriangleDown,
}

/// What a shape is painted with, typed so each app picks its own palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThumbFill {
    /// The light side's ball or stone.
    Light,
    /// The dark side's.
    Dark,
    /// An empty place on the board.
    Place,
    /// A Pyramido quarter of this colour.
    Pyramido { colour: Colour },
    /// A Pyramido marker on a block.
    Marker,
}

/// One shape: its box (left, top, width, height, in thousandths of the
/// square), outline and fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThumbShape {
    pub x: u16,
    pub y: u16,
    pub w: u16,
    pub h: u16,
    pub shape: ThumbForm,
    pub fill: ThumbFill,
}

/// A position's picture: shapes back to front.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Thumbnail {
    pub shapes: Vec<ThumbShape>,
}

/// A game that can picture its position.
pub trait Thumbnailed: Game {
    fn thumbnail(&self) -> Thumbnail;
}

fn shape(x: u32, y: u32, w: u32, h: u32, shape: ThumbForm, fill: ThumbFill) -> ThumbShape {
    // Every builder keeps its boxes on the square; clamping only guards the
    // contract (0..=1000) against a rounding slip.
    let c = |v: u32| v.min(u32::from(SIDE)) as u16;
    ThumbShape {
        x: c(x),
        y: c(y),
        w: c(w).min(SIDE - c(x)),
        h: c(h).min(SIDE - c(y)),
        shape,
        fill,
    }
}

fn side_fill(seat: usize) -> ThumbFill {
    if seat == 0 {
        ThumbFill::Light
    } else {
        ThumbFill::Dark
    }
}

impl Thumbnailed for Pylos {
    /// The pyramid from above: level 1's sixteen places (empty ones as
    /// `Place`), then each upper level's balls, centred between the four
    /// below, so a later shape covers the balls it rests on.
    fn thumbnail(&self) -> Thumbnail {
        const BALL: u32 = 250;
        let mut positions: Vec<Pos> = Pos::all().collect();
        positions.sort_by_key(|p| p.level());
        let shapes = positions
            .into_iter()
            .filter_map(|p| {
                let fill = match self.at(p) {
                    Some(seat) => side_fill(seat),
                    None if p.level() == 1 => ThumbFill::Place,
                    None => return None,
                };
                // Row 1 at the foot, as the rules page, the terminal and
                // both apps' boards draw it.
                let lift = u32::from(p.level() - 1) * BALL / 2;
                Some(shape(
                    lift + u32::from(p.col()) * BALL,
                    u32::from(SIDE) - BALL - lift - u32::from(p.row()) * BALL,
                    BALL,
                    BALL,
                    ThumbForm::Disc,
                    fill,
                ))
            })
            .collect();
        Thumbnail { shapes }
    }
}

impl Thumbnailed for Pyramida {
    /// The triangle of 21 fields, base at the bottom, each an empty `Place`
    /// square, with the stones as discs drawn over them.
    fn thumbnail(&self) -> Thumbnail {
        // Eleven files a field apart on alternate files; six rows.
        const CELL: u32 = 150;
        const FILE: u32 = 85;
        const ROW: u32 = 166;
        const STONE_INSET: u32 = 20;
        let top = |f: Field| 10 + (5 - u32::from(f.row())) * ROW;
        let left = |f: Field| u32::from(f.x()) * FILE;
        let places = Field::all().map(|f| {
            shape(
                left(f),
                top(f),
                CELL,
                CELL,
                ThumbForm::Square,
                ThumbFill::Place,
            )
        });
        let stones = Field::all().filter_map(|f| {
            self.occupant(f).map(|seat| {
                shape(
                    left(f) + STONE_INSET,
                    top(f) + STONE_INSET,
                    CELL - 2 * STONE_INSET,
                    CELL - 2 * STONE_INSET,
                    ThumbForm::Disc,
                    side_fill(if seat == pyramida::WHITE { 0 } else { 1 }),
                )
            })
        });
        Thumbnail {
            shapes: places.chain(stones).collect(),
        }
    }
}

impl Thumbnailed for Pyramido {
    /// The pyramid of the player to move (at the end, of the seat that
    /// played last): that is the position the game resumes at, the one the
    /// player opening the save must act on. Each block is four quarter
    /// squares in its colour, floor by floor, with that floor's markers on
    /// top, so upper floors cover lower ones and their markers.
    fn thumbnail(&self) -> Thumbnail {
        let Some(player) = self.players().get(self.to_move()) else {
            return Thumbnail::default();
        };
        let pyramid = player.pyramid();
        let Some(bounds) = pyramid.floor1_bounds() else {
            return Thumbnail::default();
        };
        // The built rectangle fills the square, centred; one quarter is
        // half a block.
        let span = 2 * u32::from(bounds.width.max(bounds.height));
        let q = u32::from(SIDE) / span;
        let x0 = (u32::from(SIDE) - q * 2 * u32::from(bounds.width)) / 2;
        let y0 = (u32::from(SIDE) - q * 2 * u32::from(bounds.height)) / 2;
        let (qc0, qr0) = (2 * usize::from(bounds.col), 2 * usize::from(bounds.row));
        let at = |qc: usize, qr: usize| {
            (
                x0 + (qc.saturating_sub(qc0) as u32) * q,
                y0 + (qr.saturating_sub(qr0) as u32) * q,
            )
        };
        let mut shapes = Vec::new();
        for floor in 1..=4u8 {
            let (w, h) = pyramid.dims(floor);
            for row in 0..h {
                for col in 0..w {
                    let cell = Cell::new(col, row);
                    let Some(colour) = pyramid.slot(floor, cell).colour() else {
                        continue;
                    };
                    let (qc, qr) = pyramid.quarter_origin(floor, cell);
                    for (dc, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let (x, y) = at(qc + dc, qr + dr);
                        let fill = ThumbFill::Pyramido { colour };
                        shapes.push(shape(x, y, q, q, ThumbForm::Square, fill));
                    }
                }
            }
            for colour in Colour::ALL {
                if let Some((f, cell)) = player.marker(colour).filter(|(f, _)| *f == floor) {
                    let (qc, qr) = pyramid.quarter_origin(f, cell);
                    let (x, y) = at(qc, qr);
                    // A dot in the block's middle, half its side.
                    shapes.push(shape(
                        x + q / 2,
                        y + q / 2,
                        q,
                        q,
                        ThumbForm::Disc,
                        ThumbFill::Marker,
                    ));
                }
            }
        }
        Thumbnail { shapes }
    }
}

/// Light and dark balls or stones in a picture, for tests and checks.
pub fn side_discs(t: &Thumbnail) -> (usize, usize) {
    let count = |fill| {
        t.shapes
            .iter()
            .filter(|s| s.shape == ThumbForm::Disc && s.fill == fill)
            .count()
    };
    (count(ThumbFill::Light), count(ThumbFill::Dark))
}

// Seats of the core's two-sided games, kept next to the fills they pick.
const _: () = assert!(pylos::LIGHT == 0 && pylos::DARK == 1);

#[cfg(test)]
#[path = "thumbnail_tests.rs"]
mod tests;
