// Draws the Pyramida board — a wooden triangle of chequer squares whose dark
// squares are the 21 fields — with stones, what the player may do, the last
// move, blocks (padlock) and the protected pair (shield).
import PyramidsCore

public struct PyramidaOverlay: Sendable {
    public var selected: String?
    public var hint: [String] = []
    public var lastFrom: String?
    public var lastTo: String?
    public var showPlayable: Bool
    /// What the interaction model marks, by field: stones that may move,
    /// where the chosen one may go, where a driven-off stone may retreat.
    public var marks: [String: Set<MarkReason>]
    public init(selected: String? = nil, hint: [String] = [], lastFrom: String? = nil, lastTo: String? = nil, showPlayable: Bool,
                marks: [String: Set<MarkReason>] = [:]) {
        self.marks = marks
        self.selected = selected
        self.hint = hint
        self.lastFrom = lastFrom
        self.lastTo = lastTo
        self.showPlayable = showPlayable
    }
}

public enum PyramidaArt {
    /// `patterns`: the colour-blind setting; each side's mark is drawn over the stone (`pattern_style`).
    public static func stone(_ p: Painter, center c: Pt, radius r: Double, _ stone: PyramidaStone, line: Double, patterns: Patterns) {
        p.fillGlow(center: Pt(c.x + r * 0.1, c.y + r * 0.2), radius: r * 1.2, color: Theme.shadow)
        switch stone {
        case .white:
            p.fillShadedCircle(center: c, radius: r, highlight: RGBA(hex: 0xFFFFFF), base: whiteStone, rim: RGBA(hex: 0xB9B2A2))
            p.stroke(.circle(center: c, radius: r), width: line, color: RGBA(hex: 0x4A4236, alpha: 0.8))
        case .black:
            p.fillShadedCircle(center: c, radius: r, highlight: RGBA(hex: 0x6A6E78), base: blackStone, rim: RGBA(hex: 0x0B0C0E))
            p.stroke(.circle(center: c, radius: r), width: line, color: RGBA(hex: 0xE8E2D2, alpha: 0.55))
        }
        PatternArt.draw(p, patterns, .pyramidaStone(side: stone == .white ? .light : .dark), .circle(center: c, radius: r),
                        fill: stone == .white ? whiteStone : blackStone)
    }

    public static var whiteStone: RGBA { Palette.stone(.light) }
    public static var blackStone: RGBA { Palette.stone(.dark) }
}

public struct PyramidaRenderer {
    /// A field's hollow in the wood.
    static let hole = Theme.woodHole
    public let scale: UIScale
    /// Coordinates along the triangle's base and left side, so the words of hints and errors point somewhere.
    public var showCoordinates: Bool
    /// The colour-blind setting: each side's mark over its pieces.
    public var patterns: ColourPatterns
    public init(scale: UIScale, showCoordinates: Bool = true, patterns: ColourPatterns = .standard) {
        self.scale = scale
        self.showCoordinates = showCoordinates
        self.patterns = patterns
    }

    /// The library's labels (`pyramidaEdgeLabels`) on the felt just outside
    /// the wood, clear of every stone and mark: the files a–k under the base
    /// (a field is named by its file and row, so the files between the base
    /// fields name the rows above), the rows 1–6 beside the left side. As
    /// Android's.
    private func drawCoordinates(_ p: Painter, _ g: PyramidaGeometry) {
        let corners = g.corners()
        let (baseLeft, apex) = (corners[0], corners[2])
        let size = max(scale.pt(10), min(g.cell * 0.42, scale.pt(15)))
        let style = TextStyle(size: size, color: Theme.text, bold: true, align: .center)
        for label in pyramidaEdgeLabels() {
            let i = Int(label.index)
            switch label.axis {
            case .column:
                p.drawText(label.text, x: g.center(i, 0).x, y: baseLeft.y + size * 1.05, style: style)
            case .row:
                let y = g.center(0, i).y
                let t = (baseLeft.y - y) / (baseLeft.y - apex.y)
                let sideX = baseLeft.x + (apex.x - baseLeft.x) * t
                p.drawText(label.text, x: sideX - size * 0.9, y: y + size * 0.36, style: style)
            }
        }
    }

    public func draw(_ p: Painter, _ g: PyramidaGeometry, _ s: PyramidaSnapshot, _ o: PyramidaOverlay) {
        let corners = g.corners()
        p.fill(.polygon(corners.map { $0 + Pt(scale.pt(3), scale.pt(6)) }), Theme.shadow)
        p.fill(.polygon(corners), .linear(from: Pt(0, corners[2].y), to: Pt(0, corners[0].y),
                                          stops: [Stop(0, Theme.woodLight), Stop(1, Theme.woodMid)]))
        p.stroke(.polygon(corners), width: scale.pt(2), color: Theme.woodDark)
        if showCoordinates { drawCoordinates(p, g) }
        // The 21 fields, each a square hollow in the wood (as Android's): the
        // light squares between them are wood, so the triangle of fields reads, not a chequer.
        for f in PyramidaGeometry.fields {
            let c = g.center(f.column, f.row)
            let box = Box(x: c.x - g.cell / 2, y: c.y - g.cellH / 2, width: g.cell, height: g.cellH)
            p.fill(.rect(box), .radial(center: Pt(c.x, c.y - g.cell * 0.15), radius: max(g.cell, g.cellH) * 0.75,
                                       stops: [Stop(0, Self.hole.mix(RGBA(0, 0, 0), 0.2)), Stop(0.7, Self.hole), Stop(1, Self.hole.mix(Theme.woodMid, 0.5))]))
            p.stroke(.rect(box), width: scale.pt(1), color: RGBA(hex: 0xFFF0D0, alpha: 0.2))
        }
        let spots = Dictionary(uniqueKeysWithValues: g.spots().map { ($0.name, $0) })
        let line = scale.pt(1.3)
        // The two edges (where the block rule applies) and the top field, inlaid: part of the board, not a mark.
        for (lo, hi) in [("a1", "e5"), ("k1", "g5")] {
            if let a = spots[lo], let b = spots[hi] {
                p.stroke(.line(a.center, b.center), width: scale.pt(2.5), color: Self.inlay.withAlpha(0.45))
            }
        }
        for f in s.fields where f.row == 5 {
            if let spot = spots[f.name] { topMark(p, spot.center, spot.radius) }
        }
        if let from = o.lastFrom, let spot = spots[from] { Marks.draw(p, .lastFrom, spot.center, spot.radius, scale: scale) }
        for f in s.fields {
            guard let spot = spots[f.name] else { continue }
            let marks = o.showPlayable ? o.marks[f.name] ?? [] : []
            if let stone = f.stone {
                PyramidaArt.stone(p, center: spot.center, radius: spot.radius, stone, line: line, patterns: Patterns(patterns, scale))
                if o.selected == nil && marks.contains(.movable) { movableRing(p, spot.center, spot.radius) }
                if !f.blockedBy.isEmpty { padlock(p, Pt(spot.center.x + spot.radius * 0.7, spot.center.y - spot.radius * 0.7), spot.radius * 0.42) }
                if f.protected { shield(p, Pt(spot.center.x - spot.radius * 0.7, spot.center.y - spot.radius * 0.7), spot.radius * 0.42) }
            }
            if marks.contains(.moveTo) {
                target(p, spot.center, spot.radius, empty: true)
            } else if marks.contains(.retreatTo) {
                if let from = s.retreatFrom, let a = spots[from] { retreatArrow(p, from: a.center, to: spot.center, radius: spot.radius) }
                target(p, spot.center, spot.radius, empty: false)
            }
        }
        if let to = o.lastTo, let spot = spots[to] {
            Marks.draw(p, .lastMove, spot.center, spot.radius * 1.05, scale: scale)
            if let from = o.lastFrom, let a = spots[from] { arrow(p, from: a.center, to: spot.center, gap: spot.radius * 1.15) }
        }
        for name in o.hint {
            // Outside a stone's other marks, as on Android.
            if let spot = spots[name] { Marks.draw(p, .hint, spot.center, spot.radius * (s.fields.first { $0.name == name }?.stone == nil ? 1 : 1.2), scale: scale) }
        }
        // The stone being driven off hovers beside the attacker that took its
        // field (as on Android), and it, not the attacker, wears the chosen
        // piece's ring: the player sees which stone the retreat moves.
        let driven = drivenOff(g, s)
        if let d = driven {
            PyramidaArt.stone(p, center: d.center, radius: d.radius, d.stone, line: line, patterns: Patterns(patterns, scale))
        }
        if let sel = o.selected, let spot = spots[sel] {
            if let d = driven, sel == s.retreatFrom {
                Marks.draw(p, .selected, d.center, d.radius, scale: scale)
            } else {
                Marks.draw(p, .selected, spot.center, spot.radius, scale: scale)
            }
        }
    }

    /// Where the stone awaiting its retreat is drawn: up and to the right of
    /// its old field (which the attacker now holds), a little smaller.
    public func drivenOff(_ g: PyramidaGeometry, _ s: PyramidaSnapshot) -> (center: Pt, radius: Double, stone: PyramidaStone)? {
        guard s.decision == .retreat, let from = s.retreatFrom, let stone = s.retreating, let spot = g.spot(from) else { return nil }
        let r = spot.radius
        return (Pt(spot.center.x + r * 0.7, spot.center.y - r * 1.15), r * 0.8, stone)
    }

    /// The light inlay of the board's edges and top field.
    static let inlay = RGBA(hex: 0xFFE7B8)

    /// The top field: a stone that gets here leaves the board (a ring and an up-pointing triangle, inlaid).
    func topMark(_ p: Painter, _ c: Pt, _ r: Double) {
        p.stroke(.circle(center: c, radius: r * 0.8), width: scale.pt(2), color: Self.inlay.withAlpha(0.65))
        let a = r * 0.45
        p.fill(.polygon([Pt(c.x, c.y - a), Pt(c.x + a, c.y + a * 0.6), Pt(c.x - a, c.y + a * 0.6)]), Self.inlay.withAlpha(0.6))
    }

    // The marks are the shared symbols' (`Marks.draw`, Android's `MarkArt`
    // geometry and radii), so no renderer picks a width of its own.

    /// A stone of yours that may move.
    func movableRing(_ p: Painter, _ c: Pt, _ r: Double) {
        Marks.draw(p, .pyramidaMovable, c, r, scale: scale)
    }

    /// A field the chosen stone may go to (`empty`, whether or not a stone
    /// to drive off stands there: the legend's swatch shows an empty one), or
    /// a driven-off stone may retreat to (at the end of its arrow).
    func target(_ p: Painter, _ c: Pt, _ r: Double, empty: Bool) {
        Marks.draw(p, empty ? .pyramidaMoveTo : .pyramidaRetreatTo, c, r * 1.1, scale: scale)
    }

    /// The arrow from a driven-off stone to a field it may retreat to.
    func retreatArrow(_ p: Painter, from a: Pt, to b: Pt, radius r: Double) {
        let len = a.distance(to: b)
        guard len > r * 2 else { return }
        let u = Pt((b.x - a.x) / len, (b.y - a.y) / len)
        let start = a + u * r * 0.9
        let end = b - u * r * 1.1
        let n = Pt(-u.y, u.x)
        let h = r * 0.35
        let head = Shape.polygon([end + u * h, end - n * h * 0.7, end + n * h * 0.7])
        p.stroke(.line(start, end), width: scale.pt(5), color: Marks.halo.withAlpha(0.7))
        p.stroke(head, width: scale.pt(2), color: Marks.halo.withAlpha(0.7))
        p.stroke(.line(start, end), width: scale.pt(3), color: Marks.destination)
        p.fill(head, Marks.destination)
    }

    private func arrow(_ p: Painter, from a: Pt, to b: Pt, gap: Double) {
        let d = b - a
        let len = a.distance(to: b)
        guard len > gap * 2 else { return }
        let u = Pt(d.x / len, d.y / len)
        let start = a + u * gap
        let end = b - u * gap
        p.stroke(.line(start, end), width: scale.pt(3), color: Marks.lastMove)
        let n = Pt(-u.y, u.x)
        let h = scale.pt(9)
        p.fill(.polygon([end + u * h * 0.3, end - u * h + n * h * 0.6, end - u * h - n * h * 0.6]), Marks.lastMove)
    }

    /// A padlock: a blocked stone (shape, not only colour).
    func padlock(_ p: Painter, _ c: Pt, _ r: Double) {
        p.fill(.circle(center: c, radius: r * 1.15), RGBA(hex: 0x000000, alpha: 0.55))
        p.stroke(.path([.move(Pt(c.x - r * 0.38, c.y)), .line(Pt(c.x - r * 0.38, c.y - r * 0.35)),
                        .cubic(Pt(c.x - r * 0.38, c.y - r * 0.85), Pt(c.x + r * 0.38, c.y - r * 0.85), to: Pt(c.x + r * 0.38, c.y - r * 0.35)),
                        .line(Pt(c.x + r * 0.38, c.y))]), width: r * 0.2, color: Marks.blocked)
        p.fill(.roundRect(Box(x: c.x - r * 0.58, y: c.y - r * 0.1, width: r * 1.16, height: r * 0.8), radius: r * 0.12), Marks.blocked)
    }

    /// A shield: the protected stone.
    func shield(_ p: Painter, _ c: Pt, _ r: Double) {
        p.fill(.circle(center: c, radius: r * 1.15), RGBA(hex: 0x000000, alpha: 0.55))
        p.fill(.path([.move(Pt(c.x - r * 0.6, c.y - r * 0.6)), .line(Pt(c.x + r * 0.6, c.y - r * 0.6)), .line(Pt(c.x + r * 0.6, c.y)),
                      .quad(control: Pt(c.x + r * 0.5, c.y + r * 0.6), to: Pt(c.x, c.y + r * 0.8)),
                      .quad(control: Pt(c.x - r * 0.5, c.y + r * 0.6), to: Pt(c.x - r * 0.6, c.y)), .close]), Marks.protected)
    }
}
