//! Colour-blind patterns (`pyramids_play::patterns`): the mark each colour
//! carries and, from the player's setting and the piece's drawn size,
//! whether and how boldly to draw it. The apps draw `pattern_style`'s mark
//! over the piece's fill and decide nothing about it.

use pyramids_core::pyramido::Colour;
use pyramids_play::patterns::{
    self as play, PatternMark, PatternPiece, PatternStrength, PatternStyle, Side,
};
use pyramids_play::settings::ColourPatterns;

#[uniffi::remote(Enum)]
pub enum PatternMark {
    Solid,
    Dots,
    Stripes,
    Cross,
    Waves,
    Rings,
    Checks,
}

#[uniffi::remote(Enum)]
pub enum PatternStrength {
    Subtle,
    Strong,
}

/// A mark and how boldly to draw it.
#[uniffi::remote(Record)]
pub struct PatternStyle {
    pub mark: PatternMark,
    pub strength: PatternStrength,
}

/// Pylos's light/dark balls, Pyramida's white/black stones.
#[uniffi::remote(Enum)]
#[uniffi(name = "PatternSide")]
pub enum Side {
    Light,
    Dark,
}

/// A piece that carries a colour.
#[uniffi::remote(Enum)]
pub enum PatternPiece {
    PyramidoColour { colour: Colour },
    PylosBall { side: Side },
    PyramidaStone { side: Side },
}

/// The mark `piece` carries, whatever the setting (for the legend).
#[uniffi::export]
pub fn pattern_mark(piece: PatternPiece) -> PatternMark {
    play::mark(piece)
}

/// What to draw over `piece` drawn `size` px (dp, pt) across under the
/// player's `setting` (`AppSettings.values().patterns`): null for nothing.
#[uniffi::export]
pub fn pattern_style(
    setting: ColourPatterns,
    piece: PatternPiece,
    size: f32,
) -> Option<PatternStyle> {
    play::pattern_style(setting, piece, size)
}

/// The side of a seat of Pylos or Pyramida (seat 0 light).
#[uniffi::export]
pub fn pattern_side(seat: crate::seat::Seat) -> Side {
    Side::of_seat(seat.index() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    #[test]
    fn the_apps_get_six_marks_two_sides_and_the_settings_strengths() {
        let marks: std::collections::HashSet<PatternMark> = Colour::ALL
            .iter()
            .map(|&colour| pattern_mark(PatternPiece::PyramidoColour { colour }))
            .collect();
        assert_eq!(marks.len(), 6);
        let ball = |seat| PatternPiece::PylosBall {
            side: pattern_side(Seat::ALL[seat]),
        };
        assert_ne!(pattern_mark(ball(0)), pattern_mark(ball(1)));
        let aqua = PatternPiece::PyramidoColour {
            colour: Colour::Aqua,
        };
        assert_eq!(pattern_style(ColourPatterns::Off, aqua, 50.0), None);
        assert_eq!(pattern_style(ColourPatterns::Standard, aqua, 8.0), None);
        let strong = pattern_style(ColourPatterns::Strong, aqua, 8.0).unwrap();
        assert_eq!(
            (strong.mark, strong.strength),
            (PatternMark::Rings, PatternStrength::Strong)
        );
    }
}
