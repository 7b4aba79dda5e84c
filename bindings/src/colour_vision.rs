//! Colour-vision arithmetic (`pyramids_play::colour_vision`) for the apps'
//! screenshot tests: a dichromat's view of a whole RGBA image or one
//! colour, WCAG contrast and the CIE76 distance. Colours are `0xRRGGBB`.

use pyramids_play::colour_vision::{self as play, ColourVision};

#[uniffi::remote(Enum)]
pub enum ColourVision {
    Deuteranopia,
    Protanopia,
}

/// An RGBA image buffer (4 bytes a pixel, as a PNG encoder takes it) as a
/// dichromat of `kind` sees it; alpha is kept.
#[uniffi::export]
pub fn simulate_colour_vision(rgba_bytes: Vec<u8>, kind: ColourVision) -> Vec<u8> {
    play::simulate_rgba(&rgba_bytes, kind)
}

/// One `0xRRGGBB` colour as a dichromat of `kind` sees it (the top byte
/// is ignored and comes back 0).
#[uniffi::export]
pub fn colour_vision_rgb(rgb: u32, kind: ColourVision) -> u32 {
    play::simulate(rgb & 0xFF_FFFF, kind)
}

/// WCAG 2 contrast ratio of two `0xRRGGBB` colours: 1 to 21.
#[uniffi::export]
pub fn contrast_ratio(a: u32, b: u32) -> f64 {
    play::contrast_ratio(a & 0xFF_FFFF, b & 0xFF_FFFF)
}

/// CIE76 ΔE of two `0xRRGGBB` colours (2.3: just noticeable).
#[uniffi::export]
pub fn colour_distance(a: u32, b: u32) -> f64 {
    play::colour_distance(a & 0xFF_FFFF, b & 0xFF_FFFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exports_give_the_known_values() {
        assert!((contrast_ratio(0xFFFFFFFF, 0x000000) - 21.0).abs() < 1e-9);
        assert_eq!(
            colour_vision_rgb(0x808080, ColourVision::Protanopia),
            0x808080
        );
        let red = colour_vision_rgb(0xFF0000, ColourVision::Protanopia);
        assert!(contrast_ratio(red, 0x000000) < contrast_ratio(0xFF0000, 0x000000));
        let image = simulate_colour_vision(vec![0xFF, 0, 0, 0x40], ColourVision::Protanopia);
        assert_eq!(
            image,
            vec![(red >> 16) as u8, (red >> 8) as u8, red as u8, 0x40]
        );
        assert!(colour_distance(0x00FF00, 0x00FF00) < 1e-9);
        assert!(colour_distance(0xFF0000, 0x00FF00) > 50.0);
    }
}
