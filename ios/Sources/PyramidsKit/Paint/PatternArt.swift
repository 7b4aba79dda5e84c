// Colour-blind patterns: the shared model decides which mark a piece
// carries and how boldly (`pattern_style`, from the player's setting and
// the drawn size); this only draws it, over the piece's fill, in an ink that
// contrasts with that fill, so two colours a dichromat confuses still differ.
import Foundation
import PyramidsCore

/// The colour-blind setting as a board draws it: the player's choice and the
/// screen's pixels per point, since `pattern_style` measures a piece in
/// points while the painters draw in pixels (at 3x a 10 pt ball is 30 px).
public struct Patterns: Sendable, Hashable {
    public var setting: ColourPatterns
    public var pixelsPerPoint: Double

    public init(_ setting: ColourPatterns, pixelsPerPoint: Double) {
        self.setting = setting
        self.pixelsPerPoint = pixelsPerPoint
    }

    public init(_ setting: ColourPatterns, _ scale: UIScale) {
        self.init(setting, pixelsPerPoint: scale.pixelsPerPoint)
    }

    /// No marks, whatever the scale (decoration, not a board to read).
    public static let off = Patterns(.off, pixelsPerPoint: 1)
}

public enum PatternArt {
    /// Where a mark goes: a ball or stone, or a domino's square.
    public enum Area {
        case circle(center: Pt, radius: Double)
        case square(Box)

        /// The square the mark is drawn in: a circle's inscribed square (so nothing spills off the ball), a square's inset.
        var box: Box {
            switch self {
            case .circle(let c, let r):
                let h = r * 0.68
                return Box(x: c.x - h, y: c.y - h, width: 2 * h, height: 2 * h)
            case .square(let b): return b.inset(b.width * 0.1)
            }
        }

        var size: Double {
            switch self {
            case .circle(_, let r): 2 * r
            case .square(let b): b.width
            }
        }
    }

    /// Dark ink on a light fill, light ink on a dark one (by relative luminance).
    public static func ink(on fill: RGBA) -> RGBA {
        let lum = 0.2126 * fill.r + 0.7152 * fill.g + 0.0722 * fill.b
        return lum > 0.45 ? RGBA(hex: 0x1A1208) : RGBA(hex: 0xFFF8EA)
    }

    /// The stroke width of a mark on a piece `size` px across at `strength`:
    /// Strong nearly twice Subtle's, and never under a hairline of points.
    public static func lineWidth(_ strength: PatternStrength, size: Double, pixelsPerPoint: Double) -> Double {
        strength == .strong ? max(size * 0.085, 1.2 * pixelsPerPoint) : max(size * 0.045, 0.75 * pixelsPerPoint)
    }

    /// Draws what `pattern_style` says for `piece` (nothing for Off or a piece
    /// too small): the model is asked with the piece's size in points, the
    /// one place pixels are turned into points.
    /// `fade`: how much of the mark's ink to keep (a covered Pylos ball's mark recedes with it).
    public static func draw(_ p: Painter, _ patterns: Patterns, _ piece: PatternPiece, _ area: Area, fill: RGBA, fade: Double = 1) {
        let points = area.size / patterns.pixelsPerPoint
        guard let style = patternStyle(setting: patterns.setting, piece: piece, size: Float(points)) else { return }
        draw(p, style, area, fill: fill, pixelsPerPoint: patterns.pixelsPerPoint, fade: fade)
    }

    public static func draw(_ p: Painter, _ style: PatternStyle, _ area: Area, fill: RGBA, pixelsPerPoint: Double, fade: Double = 1) {
        let b = area.box
        let s = b.width
        let w = lineWidth(style.strength, size: area.size, pixelsPerPoint: pixelsPerPoint)
        let ink = ink(on: fill).withAlpha((style.strength == .strong ? 0.85 : 0.5) * fade)
        let c = b.center
        p.withSave {
            p.clip(b)
            switch style.mark {
            case .solid: break
            case .dots:
                // In the corners, clear of a marker's disc over the block's middle.
                let r = w * 1.15
                let at = { (k: Int) in r + s * 0.04 + (s - 2 * (r + s * 0.04)) * Double(k) }
                for i in 0..<2 { for j in 0..<2 {
                    p.fill(.circle(center: Pt(b.x + at(i), b.y + at(j)), radius: r), ink)
                } }
            case .stripes:
                for k in [-0.5, 0.0, 0.5] {
                    p.stroke(.line(Pt(b.x + s * k, b.maxY), Pt(b.maxX + s * k, b.y)), width: w, color: ink)
                }
            case .cross:
                p.stroke(.line(Pt(c.x, b.y), Pt(c.x, b.maxY)), width: w, color: ink)
                p.stroke(.line(Pt(b.x, c.y), Pt(b.maxX, c.y)), width: w, color: ink)
            case .waves:
                for y in [b.y + s * 0.3, b.y + s * 0.7] {
                    let a = s * 0.12
                    p.stroke(.path([.move(Pt(b.x, y)),
                                    .quad(control: Pt(b.x + s * 0.25, y - 2 * a), to: Pt(b.x + s * 0.5, y)),
                                    .quad(control: Pt(b.x + s * 0.75, y + 2 * a), to: Pt(b.maxX, y))]), width: w, color: ink)
                }
            case .rings:
                p.stroke(.circle(center: c, radius: s * 0.4), width: w, color: ink)
                p.stroke(.circle(center: c, radius: s * 0.18), width: w, color: ink)
            case .checks:
                let h = s / 2
                p.fill(.rect(Box(x: b.x, y: b.y, width: h, height: h)), ink.withAlpha(ink.a * 0.7))
                p.fill(.rect(Box(x: c.x, y: c.y, width: h, height: h)), ink.withAlpha(ink.a * 0.7))
            }
        }
    }
}
