//! The pieces' colours, defined once so a Pyramido green or a Pylos dark
//! ball is the same colour on both apps and the colour-blind figures are
//! measured on the colours players see. The apps keep their own shading
//! (highlights, rims, shadows) around these base fills; chrome colours
//! (backgrounds, buttons) stay each platform's.
//!
//! Colours are sRGB `0xRRGGBB`.

use pyramids_core::pyramido::Colour;

use crate::patterns::{PatternPiece, Side};

/// The base fill of a piece: a Pyramido quarter's colour, a Pylos ball, a
/// Pyramida stone.
///
/// Brown is dark and green light and red leans to crimson so that under
/// deuteranopia and protanopia (Machado 2009) every pair of the six keeps
/// ΔE ≥ 15 (see the tests); aqua and green, the pair the first palette
/// lost, stay apart by lightness and by their marks (rings against dots).
pub fn piece_colour(piece: PatternPiece) -> u32 {
    match piece {
        PatternPiece::PyramidoColour { colour } => match colour {
            Colour::Brown => 0x7A4A26,
            Colour::Blue => 0x3F72C4,
            Colour::Yellow => 0xE8C23A,
            Colour::Aqua => 0x5CC9C0,
            Colour::Red => 0xD8475F,
            Colour::Green => 0x6CBF55,
        },
        PatternPiece::PylosBall { side } => match side {
            Side::Light => 0xEBD9B4,
            Side::Dark => 0x3B2117,
        },
        PatternPiece::PyramidaStone { side } => match side {
            Side::Light => 0xF3F0E6,
            Side::Dark => 0x24262B,
        },
    }
}

/// A seat's colour on panels, badges and markers (Pyramido's four players,
/// the two sides' panels); always shown with the seat's number or name too.
pub fn seat_colour(seat: u32) -> u32 {
    const SEATS: [u32; 4] = [0xF2B640, 0x6FB7FF, 0xF08A7A, 0x9BD672];
    SEATS[seat as usize % SEATS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colour_vision::{colour_distance, contrast_ratio, simulate, ColourVision};

    const VISIONS: [Option<ColourVision>; 3] = [
        None,
        Some(ColourVision::Deuteranopia),
        Some(ColourVision::Protanopia),
    ];

    fn seen(rgb: u32, vision: Option<ColourVision>) -> u32 {
        vision.map_or(rgb, |kind| simulate(rgb, kind))
    }

    fn closest_pair(colours: &[u32], vision: Option<ColourVision>) -> f64 {
        let mut min = f64::MAX;
        for (i, &a) in colours.iter().enumerate() {
            for &b in &colours[i + 1..] {
                min = min.min(colour_distance(seen(a, vision), seen(b, vision)));
            }
        }
        min
    }

    #[test]
    fn the_six_pyramido_colours_stay_apart_for_dichromats() {
        let six: Vec<u32> = Colour::ALL
            .iter()
            .map(|&colour| piece_colour(PatternPiece::PyramidoColour { colour }))
            .collect();
        for vision in VISIONS {
            let d = closest_pair(&six, vision);
            println!("{vision:?}: closest Pyramido pair ΔE {d:.1}");
            assert!(d >= 15.0, "{vision:?}: closest pair ΔE {d:.1}");
        }
    }

    #[test]
    fn aqua_and_green_keep_a_lightness_step_under_both_simulations() {
        let aqua = piece_colour(PatternPiece::PyramidoColour {
            colour: Colour::Aqua,
        });
        let green = piece_colour(PatternPiece::PyramidoColour {
            colour: Colour::Green,
        });
        for vision in VISIONS {
            let d = colour_distance(seen(aqua, vision), seen(green, vision));
            println!("{vision:?}: aqua/green ΔE {d:.1}");
            assert!(d >= 40.0, "{vision:?}: aqua/green ΔE {d:.1}");
        }
    }

    #[test]
    fn the_two_sides_contrast_strongly_for_everyone() {
        for piece in [
            |side| PatternPiece::PylosBall { side },
            |side| PatternPiece::PyramidaStone { side },
        ] {
            let (light, dark) = (
                piece_colour(piece(Side::Light)),
                piece_colour(piece(Side::Dark)),
            );
            for vision in VISIONS {
                let ratio = contrast_ratio(seen(light, vision), seen(dark, vision));
                println!("{vision:?}: sides contrast {ratio:.1}:1");
                assert!(ratio >= 7.0, "{vision:?}: sides contrast {ratio:.1}");
            }
        }
    }

    #[test]
    fn the_four_seat_colours_differ_for_dichromats() {
        let seats: Vec<u32> = (0..4).map(seat_colour).collect();
        for vision in VISIONS {
            let d = closest_pair(&seats, vision);
            println!("{vision:?}: closest seat pair ΔE {d:.1}");
            assert!(d >= 10.0, "{vision:?}: closest seats ΔE {d:.1}");
        }
        assert_eq!(seat_colour(4), seat_colour(0));
    }
}
