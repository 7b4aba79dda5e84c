// The board marks' colours: the shared palette (play/src/screens/legend.rs,
// the same on Android), turned into this app's colours once, here. Boards
// take their marks' colours from here and nowhere else; which colour and
// shape each mark has is the library's (`legendSymbolStyle`).
import PyramidsCore

public enum Marks {
    public static func rgba(_ colour: MarkColour) -> RGBA {
        let c = markColourRgba(colour: colour)
        return RGBA(Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
    }

    /// A piece of yours you may act with now (raise, take back, move, pick).
    public static let piece = rgba(.piece)
    /// Where a piece may go.
    public static let destination = rgba(.destination)
    /// The piece you chose.
    public static let selected = rgba(.selected)
    public static let lastMove = rgba(.lastMove)
    public static let hint = rgba(.hint)
    public static let blocked = rgba(.blocked)
    public static let protected = rgba(.protected)
    /// The dark band under a mark, so a light mark reads on light wood and light pieces.
    public static let halo = rgba(.halo)

    /// The colour `symbol` is drawn in (white for a piece's own art).
    public static func colour(_ symbol: LegendSymbol) -> RGBA {
        legendSymbolStyle(symbol: symbol).colour.map(rgba) ?? selected
    }
}

extension Marks {
    /// Draws `symbol`'s mark on the box `b` (Pyramido's cells, dominoes,
    /// piles, quarry slots and tile faces) from the shared style, with the
    /// same geometry as Android's `MarkArt.box`; sizes in points:
    ///
    /// - choice outline: a white dashed outline over a dark band just inside
    ///   the box, and a "+" badge on its top-right corner;
    /// - outline: a solid outline just inside the box, on the band;
    /// - faded piece: a solid outline just outside the piece (the caller
    ///   draws the piece faded first);
    /// - ring: a solid outline a little further out (the chosen piece);
    /// - dotted ring: a light tint and a dotted outline inside the box, so
    ///   it shows within a choice's outline (drawn before it: the badge
    ///   stays on top) and the piece under it stays readable.
    public static func outline(_ p: Painter, _ symbol: LegendSymbol, _ b: Box, scale: UIScale) {
        let style = legendSymbolStyle(symbol: symbol)
        let colour = style.colour.map(rgba) ?? selected
        let side = min(b.width, b.height)
        func radius(_ inset: Double) -> Double { max(scale.pt(2), side * 0.12 - inset) }
        switch style.shape {
        case .choiceOutline:
            let i = scale.pt(1.8)
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(4.8), color: halo.withAlpha(0.9))
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(2.4), color: colour, dash: [scale.pt(6), scale.pt(3.75)])
            let r = min(max(side * 0.16, scale.pt(7)), scale.pt(12))
            // On the corner, so it covers little of a north-east jewel.
            plusBadge(p, Pt(b.maxX - r * 0.35, b.y + r * 0.35), r, colour)
        case .outline:
            let i = scale.pt(1.8)
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(5.6), color: halo.withAlpha(0.8))
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(3), color: colour)
        case .fadedPiece, .ring:
            let o = b.inset(-scale.pt(style.shape == .ring ? 3 : 1.5))
            p.stroke(.roundRect(o, radius: radius(0)), width: scale.pt(6), color: halo.withAlpha(0.7))
            p.stroke(.roundRect(o, radius: radius(0)), width: scale.pt(3.5), color: colour)
        case .dottedRing:
            let i = scale.pt(7)
            p.fill(.roundRect(b.inset(i), radius: radius(i)), colour.withAlpha(0.2))
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(6.5), color: halo.withAlpha(0.6))
            p.stroke(.roundRect(b.inset(i), radius: radius(i)), width: scale.pt(4), color: colour, dash: [scale.pt(2), scale.pt(5)])
        default:
            break
        }
    }

    /// The round badge with a "+" of a choice's outline: "you may choose this".
    static func plusBadge(_ p: Painter, _ c: Pt, _ r: Double, _ colour: RGBA) {
        p.fill(.circle(center: c, radius: r), halo.withAlpha(0.92))
        p.stroke(.circle(center: c, radius: r), width: r * 0.16, color: colour)
        p.stroke(.line(Pt(c.x - r * 0.5, c.y), Pt(c.x + r * 0.5, c.y)), width: r * 0.24, color: colour)
        p.stroke(.line(Pt(c.x, c.y - r * 0.5), Pt(c.x, c.y + r * 0.5)), width: r * 0.24, color: colour)
    }
}

extension Marks {
    /// How far `symbol`'s ring reaches round its place, halo included, as
    /// `factor` × the radius it is drawn with plus `extra` points: what
    /// `draw` strokes, so a board can size a mark to the room it has.
    public static func reach(_ symbol: LegendSymbol) -> (factor: Double, extra: Double) {
        switch legendSymbolStyle(symbol: symbol).shape {
        case .dashedRingDot: (0.78, 3 * 1.7 / 2)
        case .ringDot: (0.8, 3.5 * 1.7 / 2)
        case .arrow, .outline: (0.8, 3 * 1.7 / 2)
        case .brokenRing: (1.08, 3.5 * 1.7 / 2)
        case .ring: (1.1, 3.5 * 1.7 / 2)
        case .dottedRing: (0.92, 4 * 1.7 / 2)
        case .smallDottedRing: (0.7, 2.8 * 1.7 / 2)
        case .chevron, .padlock, .shield, .choiceOutline, .fadedPiece, .pieceArt: (0.5, 0)
        }
    }

    /// The radius to draw `symbol` with so that its ring reaches no further
    /// than `outer` points from its centre (and no larger than `r`).
    public static func radius(_ symbol: LegendSymbol, fitting outer: Double, atMost r: Double, scale: UIScale) -> Double {
        let k = reach(symbol)
        return max(0, min(r, (outer - scale.pt(k.extra)) / k.factor))
    }

    /// Draws `symbol`'s mark round `c` (Pylos's and Pyramida's places) from
    /// the shared style, with the same geometry as Android's `MarkArt.draw`
    /// (radii as fractions of `r`, the radius of the place or piece marked;
    /// line widths in points), so the boards, the review and the legend's
    /// swatches draw one mark alike on both apps; `pulse` 0–1 breathes the
    /// marks of what may be chosen. Padlocks and shields are badges of the
    /// renderer's own.
    public static func draw(_ p: Painter, _ symbol: LegendSymbol, _ c: Pt, _ r: Double, scale: UIScale, pulse: Double = 1) {
        let style = legendSymbolStyle(symbol: symbol)
        let colour = style.colour.map(rgba) ?? selected
        func pt(_ v: Double) -> Double { scale.pt(v) }
        func ring(_ radius: Double, _ w: Double, _ col: RGBA = colour) {
            p.stroke(.circle(center: c, radius: radius), width: w * 1.7, color: halo.withAlpha(200 / 255))
            p.stroke(.circle(center: c, radius: radius), width: w, color: col)
        }
        func dot(_ radius: Double) {
            p.fill(.circle(center: c, radius: radius + pt(1.2)), halo.withAlpha(200 / 255))
            p.fill(.circle(center: c, radius: radius), colour)
        }
        // `n` dashes round the circle, each `on` of its share, over a solid band.
        func dashed(_ radius: Double, _ w: Double, _ col: RGBA, _ n: Int, on: Double = 0.55) {
            let share = 2 * Double.pi * radius / Double(n)
            p.stroke(.circle(center: c, radius: radius), width: w * 1.7, color: halo.withAlpha(170 / 255))
            p.stroke(.circle(center: c, radius: radius), width: w, color: col, dash: [share * on, share * (1 - on)])
        }
        switch style.shape {
        case .dashedRingDot:
            p.fillGlow(center: c, radius: r * 1.05, color: colour.withAlpha((60 + 50 * pulse) / 255))
            dashed(r * 0.78, pt(3), colour, 10)
            dot(r * 0.16)
        case .ringDot, .arrow, .outline:
            // An arrow's target end (`arrow` on the boards draws the shaft).
            ring(r * 0.8, pt(style.shape == .ringDot ? 3.5 : 3))
            dot(r * 0.16)
        case .chevron:
            let k = r * 0.26
            let y = c.y - r * 0.5
            let chevron: Shape = .path([.move(Pt(c.x - k, y + k * 0.6)), .line(Pt(c.x, y - k * 0.4)), .line(Pt(c.x + k, y + k * 0.6))])
            p.stroke(chevron, width: pt(5), color: halo.withAlpha(200 / 255))
            p.stroke(chevron, width: pt(3), color: colour)
        case .brokenRing:
            p.fillGlow(center: c, radius: r * 1.4, color: colour.withAlpha((40 + 50 * pulse) / 255))
            dashed(r * 1.08, pt(3.5), colour.withAlpha((190 + 65 * pulse) / 255), 8, on: 0.62)
        case .ring:
            ring(r * 1.1, pt(3.5))
        case .dottedRing:
            p.fillGlow(center: c, radius: r * 0.9, color: colour.withAlpha((70 + 40 * pulse) / 255))
            dashed(r * 0.92, pt(4), colour, 14, on: 0.3)
        case .smallDottedRing:
            dashed(r * 0.7, pt(2.8), colour, 12, on: 0.4)
        case .padlock, .shield, .choiceOutline, .fadedPiece, .pieceArt:
            break
        }
    }
}
