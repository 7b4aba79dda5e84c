//! Colour-blind patterns: the symbol each colour carries, decided once so
//! both apps draw the same mark on the same piece, and whether a piece of
//! a given size gets it under the player's `ColourPatterns` setting.
//!
//! The marks are chosen against the pairs colour-blind players confuse:
//! Pyramido's aqua and blue against green (dots against rings and
//! stripes, filled against outlined against lines), red against green and
//! brown (a cross against dots and checks). Yellow's waves are the one
//! other curve. Light pieces stay plain and dark ones carry rings, so the
//! two sides differ by having a mark at all.

use pyramids_core::pyramido::Colour;

use crate::settings::ColourPatterns;

/// A symbol drawn over a colour, in the piece's own outline colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatternMark {
    /// No symbol: the piece is drawn as it is.
    Solid,
    /// Filled dots in a grid.
    Dots,
    /// Parallel diagonal lines.
    Stripes,
    /// A diagonal cross (×).
    Cross,
    /// Parallel wavy lines.
    Waves,
    /// Concentric outlined circles.
    Rings,
    /// A small chequer.
    Checks,
}

/// How boldly a mark is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatternStrength {
    /// Thin lines at moderate contrast, where patterns are on by default.
    Subtle,
    /// Thick lines at full contrast, for the "Strong" setting.
    Strong,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatternStyle {
    pub mark: PatternMark,
    pub strength: PatternStrength,
}

/// A two-player game's side: Pylos's light and dark balls, Pyramida's
/// white and black stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Seat 0: Pylos's light balls, Pyramida's white stones.
    Light,
    /// Seat 1: Pylos's dark balls, Pyramida's black stones.
    Dark,
}

impl Side {
    /// The side of a two-player seat (any seat past the first is dark).
    pub fn of_seat(seat: u32) -> Side {
        if seat == 0 {
            Side::Light
        } else {
            Side::Dark
        }
    }
}

/// A piece that carries a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatternPiece {
    /// A quarter of a Pyramido domino (or tile face) of this colour.
    PyramidoColour {
        colour: Colour,
    },
    PylosBall {
        side: Side,
    },
    PyramidaStone {
        side: Side,
    },
}

/// Below this drawn size (px, dp or pt) a "Standard" mark clutters more
/// than it helps: opponents' small Pyramido pyramids, legend swatches.
pub const STANDARD_MIN_SIZE: f32 = 14.0;

/// The mark a piece carries, whatever the setting.
pub fn mark(piece: PatternPiece) -> PatternMark {
    match piece {
        PatternPiece::PyramidoColour { colour } => match colour {
            Colour::Brown => PatternMark::Checks,
            Colour::Blue => PatternMark::Stripes,
            Colour::Yellow => PatternMark::Waves,
            Colour::Aqua => PatternMark::Rings,
            Colour::Red => PatternMark::Cross,
            Colour::Green => PatternMark::Dots,
        },
        PatternPiece::PylosBall { side } | PatternPiece::PyramidaStone { side } => match side {
            Side::Light => PatternMark::Solid,
            Side::Dark => PatternMark::Rings,
        },
    }
}

/// What to draw on `piece` drawn `size` px (dp, pt) across: `None` for
/// nothing (patterns off, a plain piece, or a piece too small for the
/// standard marks).
pub fn pattern_style(
    setting: ColourPatterns,
    piece: PatternPiece,
    size: f32,
) -> Option<PatternStyle> {
    let strength = match setting {
        ColourPatterns::Off => return None,
        ColourPatterns::Standard if size >= STANDARD_MIN_SIZE => PatternStrength::Subtle,
        ColourPatterns::Standard => return None,
        ColourPatterns::Strong => PatternStrength::Strong,
    };
    match mark(piece) {
        PatternMark::Solid => None,
        mark => Some(PatternStyle { mark, strength }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn domino(colour: Colour) -> PatternPiece {
        PatternPiece::PyramidoColour { colour }
    }

    #[test]
    fn the_six_pyramido_colours_carry_six_different_marks() {
        let marks: Vec<PatternMark> = Colour::ALL.iter().map(|&c| mark(domino(c))).collect();
        for (i, a) in marks.iter().enumerate() {
            assert_ne!(*a, PatternMark::Solid, "{:?}", Colour::ALL[i]);
            for b in &marks[i + 1..] {
                assert_ne!(a, b);
            }
        }
        // The confused pairs: neither is a line pattern like the other.
        assert_eq!(mark(domino(Colour::Green)), PatternMark::Dots);
        assert_ne!(mark(domino(Colour::Aqua)), mark(domino(Colour::Blue)));
        assert_eq!(mark(domino(Colour::Red)), PatternMark::Cross);
    }

    #[test]
    fn the_two_sides_differ_in_both_games() {
        for piece in [
            |side| PatternPiece::PylosBall { side },
            |side| PatternPiece::PyramidaStone { side },
        ] {
            let light = pattern_style(ColourPatterns::Strong, piece(Side::Light), 40.0);
            let dark = pattern_style(ColourPatterns::Strong, piece(Side::Dark), 40.0);
            assert_ne!(light, dark);
            assert_eq!(mark(piece(Side::of_seat(1))), PatternMark::Rings);
        }
        assert_eq!(Side::of_seat(0), Side::Light);
    }

    #[test]
    fn off_draws_nothing_standard_spares_small_pieces_strong_draws_everywhere() {
        let green = domino(Colour::Green);
        for size in [4.0, 13.9, 14.0, 80.0] {
            assert_eq!(pattern_style(ColourPatterns::Off, green, size), None);
        }
        assert_eq!(pattern_style(ColourPatterns::Standard, green, 10.0), None);
        assert_eq!(
            pattern_style(ColourPatterns::Standard, green, STANDARD_MIN_SIZE),
            Some(PatternStyle {
                mark: PatternMark::Dots,
                strength: PatternStrength::Subtle
            })
        );
        for size in [6.0, 80.0] {
            assert_eq!(
                pattern_style(ColourPatterns::Strong, green, size),
                Some(PatternStyle {
                    mark: PatternMark::Dots,
                    strength: PatternStrength::Strong
                })
            );
        }
    }
}
