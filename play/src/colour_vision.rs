//! Colour-vision arithmetic, defined once for both apps' screenshot tests
//! and any contrast check: a dichromat's view of an sRGB colour, WCAG
//! contrast and the CIE76 colour distance. Colours are sRGB `0xRRGGBB`.

/// A colour-vision deficiency to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourVision {
    /// No green cones (the commonest: cyan/blue and green, red and green).
    Deuteranopia,
    /// No red cones (reds also look darker).
    Protanopia,
}

/// Machado, Oliveira & Fernandes, "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: the
/// severity-1.0 matrices of its table, applied to linear RGB. Each row
/// sums to 1, so greys stay grey.
fn matrix(kind: ColourVision) -> [[f64; 3]; 3] {
    match kind {
        ColourVision::Protanopia => [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
        ColourVision::Deuteranopia => [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    }
}

fn to_linear(channel: u8) -> f64 {
    let c = f64::from(channel) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn to_srgb(linear: f64) -> u8 {
    let l = linear.clamp(0.0, 1.0);
    let c = if l <= 0.0031308 {
        l * 12.92
    } else {
        1.055 * l.powf(1.0 / 2.4) - 0.055
    };
    (c * 255.0).round() as u8
}

fn channels(rgb: u32) -> [u8; 3] {
    [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8]
}

fn linear(rgb: u32) -> [f64; 3] {
    channels(rgb).map(to_linear)
}

fn simulate_rgb(rgb: [u8; 3], kind: ColourVision) -> [u8; 3] {
    let lin = rgb.map(to_linear);
    matrix(kind).map(|row| to_srgb(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]))
}

/// How `rgb` looks to a dichromat of `kind`.
pub fn simulate(rgb: u32, kind: ColourVision) -> u32 {
    let [r, g, b] = simulate_rgb(channels(rgb), kind);
    (u32::from(r) << 16) | (u32::from(g) << 8) | u32::from(b)
}

/// A whole RGBA image (4 bytes a pixel) as a dichromat sees it; alpha is
/// kept, and a trailing partial pixel is copied as it is.
pub fn simulate_rgba(rgba: &[u8], kind: ColourVision) -> Vec<u8> {
    let mut out = rgba.to_vec();
    for px in out.chunks_exact_mut(4) {
        let [r, g, b] = simulate_rgb([px[0], px[1], px[2]], kind);
        px[..3].copy_from_slice(&[r, g, b]);
    }
    out
}

/// WCAG 2 relative luminance, 0 (black) to 1 (white). The sRGB decoding
/// uses the standard's 0.04045 threshold rather than WCAG's old 0.03928;
/// no 8-bit value falls between them.
pub fn relative_luminance(rgb: u32) -> f64 {
    let [r, g, b] = linear(rgb);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2 contrast ratio, 1 (same) to 21 (black on white), either order.
pub fn contrast_ratio(a: u32, b: u32) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// CIE L*a*b* under D65 of an sRGB colour.
fn lab(rgb: u32) -> [f64; 3] {
    let [r, g, b] = linear(rgb);
    // sRGB to XYZ (IEC 61966-2-1), divided by the D65 white.
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 ΔE*ab: the straight distance in L*a*b*; about 2.3 is just
/// noticeable, black to white is 100.
pub fn colour_distance(a: u32, b: u32) -> f64 {
    let (p, q) = (lab(a), lab(b));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOTH: [ColourVision; 2] = [ColourVision::Deuteranopia, ColourVision::Protanopia];

    #[test]
    fn contrast_of_black_and_white_is_21_and_of_a_colour_with_itself_1() {
        assert!((contrast_ratio(0xFFFFFF, 0x000000) - 21.0).abs() < 1e-9);
        assert!((contrast_ratio(0x000000, 0xFFFFFF) - 21.0).abs() < 1e-9);
        assert!((contrast_ratio(0x3366CC, 0x3366CC) - 1.0).abs() < 1e-12);
        // WCAG's own example: #777 on white is just under 4.5.
        let grey = contrast_ratio(0x777777, 0xFFFFFF);
        assert!((4.47..4.49).contains(&grey), "{grey}");
    }

    #[test]
    fn greys_are_unchanged_and_pure_red_darkens_for_a_protanope() {
        for kind in BOTH {
            for grey in [0x000000, 0x808080, 0xFFFFFF] {
                let seen = simulate(grey, kind);
                assert!(
                    colour_distance(seen, grey) < 1.0,
                    "{kind:?} {grey:06x}: {seen:06x}"
                );
            }
        }
        let red = simulate(0xFF0000, ColourVision::Protanopia);
        assert!(
            relative_luminance(red) < relative_luminance(0xFF0000) * 0.7,
            "{red:06x}"
        );
        // Red and green, far apart for most, close for both dichromats.
        let apart = colour_distance(0xD03030, 0x30A030);
        for kind in BOTH {
            let seen = colour_distance(simulate(0xD03030, kind), simulate(0x30A030, kind));
            assert!(seen < apart / 2.0, "{kind:?}: {seen} against {apart}");
        }
    }

    #[test]
    fn an_image_is_simulated_pixel_by_pixel_keeping_alpha() {
        let image = [0xFF, 0x00, 0x00, 0x80, 0x80, 0x80, 0x80, 0xFF];
        let out = simulate_rgba(&image, ColourVision::Deuteranopia);
        let red = simulate(0xFF0000, ColourVision::Deuteranopia);
        assert_eq!(
            &out[..4],
            &[(red >> 16) as u8, (red >> 8) as u8, red as u8, 0x80]
        );
        assert_eq!(out[7], 0xFF);
        assert_eq!(
            simulate_rgba(&image[..5], ColourVision::Protanopia).len(),
            5
        );
    }

    #[test]
    fn colour_distance_of_black_and_white_is_100() {
        assert!((colour_distance(0x000000, 0xFFFFFF) - 100.0).abs() < 0.01);
        assert_eq!(colour_distance(0x123456, 0x123456), 0.0);
    }
}
