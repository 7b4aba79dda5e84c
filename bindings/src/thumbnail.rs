//! A saved game's small picture (`pyramids_play::screens::thumbnail`), for
//! both apps: shapes on a square of side 1000, drawn in order, back to
//! front. An app scales the square to its picture, draws each box's shape
//! and picks the colour of each fill from its own palette.

use pyramids_core::pyramido::Colour;
use pyramids_play::screens::thumbnail as model;

pub use model::{ThumbFill, ThumbForm, ThumbShape, Thumbnail};

/// A shape's outline inside its box.
#[uniffi::remote(Enum)]
pub enum ThumbForm {
    /// A circle filling the box.
    Disc,
    /// The box itself.
    Square,
    /// Apex up, base along the box's bottom.
    TriangleUp,
    /// Apex down, base along the box's top.
    TriangleDown,
}

/// What a shape is painted with.
#[uniffi::remote(Enum)]
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

/// One shape: its box (left, top, width, height) in thousandths of the
/// square (0..=1000), its outline and its fill.
#[uniffi::remote(Record)]
pub struct ThumbShape {
    pub x: u16,
    pub y: u16,
    pub w: u16,
    pub h: u16,
    pub shape: ThumbForm,
    pub fill: ThumbFill,
}

/// A position's picture: shapes back to front (upper Pylos levels and
/// Pyramido floors after the ones they cover).
#[uniffi::remote(Record)]
pub struct Thumbnail {
    pub shapes: Vec<ThumbShape>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens_saves::{save_card, unreadable_save_card, SaveProblem};
    use pyramids_core::game::GameKind;

    #[test]
    fn a_new_game_s_card_pictures_its_empty_board_and_a_damaged_one_none() {
        let card = |game| {
            let s = crate::test_support::new_session(game, 3);
            save_card(s.save(), None, None).thumbnail.unwrap()
        };
        let on_square = |t: &Thumbnail| {
            t.shapes
                .iter()
                .all(|x| x.x + x.w <= 1000 && x.y + x.h <= 1000)
        };
        let pylos = card(GameKind::Pylos);
        assert_eq!(pylos.shapes.len(), 16, "level 1's places, empty");
        assert!(pylos.shapes.iter().all(|x| x.fill == ThumbFill::Place) && on_square(&pylos));
        // Pyramida starts with stones on its base: 21 places, then discs.
        let pyramida = card(GameKind::Pyramida);
        let (places, stones) = pyramida.shapes.split_at(21);
        assert!(places
            .iter()
            .all(|x| (x.shape, x.fill) == (ThumbForm::Square, ThumbFill::Place)));
        let side = |fill| stones.iter().filter(|x| x.fill == fill).count();
        assert!(stones.iter().all(|x| x.shape == ThumbForm::Disc));
        assert_eq!(side(ThumbFill::Light) + side(ThumbFill::Dark), stones.len());
        assert!(side(ThumbFill::Light) > 0 && side(ThumbFill::Light) == side(ThumbFill::Dark));
        assert!(on_square(&pyramida));
        let damaged = unreadable_save_card(SaveProblem::Malformed, Some(GameKind::Pylos), None);
        assert_eq!(damaged.thumbnail, None);
    }
}
