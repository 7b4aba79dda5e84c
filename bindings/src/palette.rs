//! The pieces' colours (`pyramids_play::palette`): both apps fill Pyramido
//! quarters, Pylos balls, Pyramida stones and seat badges with these, so
//! the colours and their measured colour-blind distances are one
//! definition. Colours are `0xRRGGBB`.

use pyramids_play::palette as play;
use pyramids_play::patterns::PatternPiece;

/// The base fill of `piece`; the app adds its own shading around it.
#[uniffi::export]
pub fn piece_colour(piece: PatternPiece) -> u32 {
    play::piece_colour(piece)
}

/// The colour of `seat`'s panel, badge and markers (shown with its number).
#[uniffi::export]
pub fn seat_colour(seat: crate::seat::Seat) -> u32 {
    play::seat_colour(seat.index() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;
    use pyramids_core::pyramido::Colour;
    use pyramids_play::patterns::Side;

    #[test]
    fn the_exports_give_the_shared_palette() {
        assert_eq!(
            piece_colour(PatternPiece::PyramidoColour {
                colour: Colour::Green
            }),
            0x6CBF55
        );
        assert_ne!(
            piece_colour(PatternPiece::PylosBall { side: Side::Light }),
            piece_colour(PatternPiece::PylosBall { side: Side::Dark })
        );
        let first = seat_colour(Seat::new(0).unwrap());
        assert_eq!(first, play::seat_colour(0));
        assert_ne!(first, seat_colour(Seat::new(1).unwrap()));
    }
}
