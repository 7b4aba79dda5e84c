// The one drawing surface of the app. The board renderers draw through it,
// so the same code paints on CoreGraphics in the app (CGPainter) and on
// Cairo in the Linux tests (PyramidsCairo.CairoPainter), which write PNGs.
//
// Coordinates are pixels, y down; angles are degrees, clockwise. save() and
// restore() bracket transforms, clips and multiplyAlpha.

/// An sRGB colour with straight (not premultiplied) alpha, components 0...1.
public struct RGBA: Sendable, Hashable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From 0xRRGGBB, as designers write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(r, g, b, alpha) }

    /// Mixes toward `other`: 0 is self, 1 is other.
    public func mix(_ other: RGBA, _ t: Double) -> RGBA {
        RGBA(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t, a + (other.a - a) * t)
    }
}

/// A point in pixels.
public struct Pt: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    public static func + (a: Pt, b: Pt) -> Pt { Pt(a.x + b.x, a.y + b.y) }
    public static func - (a: Pt, b: Pt) -> Pt { Pt(a.x - b.x, a.y - b.y) }
    public static func * (a: Pt, k: Double) -> Pt { Pt(a.x * k, a.y * k) }
    public func distance(to o: Pt) -> Double { ((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)).squareRoot() }
}

/// An axis-aligned rectangle in pixels.
public struct Box: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Pt { Pt(x + width / 2, y + height / 2) }
    public func contains(_ p: Pt) -> Bool { p.x >= x && p.x <= maxX && p.y >= y && p.y <= maxY }
    public func inset(_ d: Double) -> Box { Box(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d)) }
    public func contains(_ b: Box) -> Bool { b.x >= x - 1e-9 && b.y >= y - 1e-9 && b.maxX <= maxX + 1e-9 && b.maxY <= maxY + 1e-9 }
    public func intersects(_ b: Box) -> Bool { b.x < maxX && b.maxX > x && b.y < maxY && b.maxY > y }
}

public enum PathOp: Sendable, Hashable {
    case move(Pt)
    case line(Pt)
    case quad(control: Pt, to: Pt)
    case cubic(Pt, Pt, to: Pt)
    case close
}

/// Shapes the painters know natively; `.path` covers everything else.
public enum Shape: Sendable, Hashable {
    case rect(Box)
    case roundRect(Box, radius: Double)
    case oval(Box)
    case circle(center: Pt, radius: Double)
    case line(Pt, Pt)
    case path([PathOp])

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Pt]) -> Shape {
        guard let first = points.first else { return .path([]) }
        return .path([.move(first)] + points.dropFirst().map { .line($0) } + [.close])
    }
}

/// A colour stop of a gradient, `offset` in 0...1.
public struct Stop: Sendable, Hashable {
    public var offset: Double
    public var color: RGBA
    public init(_ offset: Double, _ color: RGBA) {
        self.offset = offset
        self.color = color
    }
}

/// What to paint with. Gradient coordinates are in the current transform's space.
public enum Fill: Sendable, Hashable {
    case solid(RGBA)
    case linear(from: Pt, to: Pt, stops: [Stop])
    case radial(center: Pt, radius: Double, stops: [Stop])
}

public enum TextAlign: Sendable, Hashable {
    case left, center, right
}

public struct TextStyle: Sendable, Hashable {
    public var size: Double
    public var color: RGBA
    public var bold: Bool
    public var align: TextAlign
    public init(size: Double, color: RGBA, bold: Bool = false, align: TextAlign = .left) {
        self.size = size
        self.color = color
        self.bold = bold
        self.align = align
    }
}

/// Font metrics, both positive: ascent above and descent below the baseline.
public struct TextMetrics: Sendable, Hashable {
    public var ascent: Double
    public var descent: Double
    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
    public var height: Double { ascent + descent }
}

/// A drawing surface. Implementations: CGPainter (CoreGraphics, the app) and
/// CairoPainter (the Linux tests).
public protocol Painter: AnyObject {
    var width: Double { get }
    var height: Double { get }

    func save()
    func restore()
    func translate(_ dx: Double, _ dy: Double)
    /// Clockwise rotation about `pivot`.
    func rotate(degrees: Double, about pivot: Pt)
    func scale(_ sx: Double, _ sy: Double)
    func clip(_ box: Box)
    /// Multiplies the opacity of everything drawn until the matching restore().
    func multiplyAlpha(_ alpha: Double)

    func fill(_ shape: Shape, _ fill: Fill)
    func stroke(_ shape: Shape, width: Double, color: RGBA, dash: [Double])

    /// One line of text with its baseline at `y`; the style's align anchors `x`.
    func drawText(_ text: String, x: Double, y: Double, style: TextStyle)
    func measureText(_ text: String, style: TextStyle) -> Double
    func metrics(_ style: TextStyle) -> TextMetrics
}

extension Painter {
    public func stroke(_ shape: Shape, width: Double, color: RGBA) {
        stroke(shape, width: width, color: color, dash: [])
    }

    public func fill(_ shape: Shape, _ color: RGBA) { fill(shape, .solid(color)) }

    public func withSave(_ body: () -> Void) {
        save()
        defer { restore() }
        body()
    }

    /// Centres one line of text vertically on `cy`.
    public func drawTextCentered(_ text: String, x: Double, cy: Double, style: TextStyle) {
        let m = metrics(style)
        drawText(text, x: x, y: cy + (m.ascent - m.descent) / 2, style: style)
    }

    /// The largest size ≤ `style.size` (and ≥ `minSize`) at which `text` fits `maxWidth`.
    public func fitted(_ text: String, style: TextStyle, maxWidth: Double, minSize: Double) -> TextStyle {
        var s = style
        let w = measureText(text, style: s)
        if w > maxWidth && w > 0 { s.size = max(minSize, s.size * maxWidth / w) }
        return s
    }

    /// A sphere-like disc: a highlight up and to the left, through `base`, to `rim`.
    public func fillShadedCircle(center c: Pt, radius r: Double, highlight: RGBA, base: RGBA, rim: RGBA) {
        fill(.circle(center: c, radius: r),
             .radial(center: Pt(c.x - 0.38 * r, c.y - 0.42 * r), radius: 1.45 * r,
                     stops: [Stop(0, highlight), Stop(0.45, base), Stop(1, rim)]))
    }

    /// A soft glow or shadow: `color` at the centre fading out at `radius`.
    public func fillGlow(center c: Pt, radius r: Double, color: RGBA) {
        fill(.circle(center: c, radius: r), .radial(center: c, radius: r, stops: [Stop(0, color), Stop(1, color.withAlpha(0))]))
    }
}
