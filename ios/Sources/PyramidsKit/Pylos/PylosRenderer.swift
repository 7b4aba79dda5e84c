// Draws the Pylos board — slab, holes, balls, and what the player may do —
// on any Painter. It reads the generated snapshot and an overlay of UI state
// (selection, drag, hint, last move, animations); it decides nothing.
import Foundation
import PyramidsCore

/// UI state drawn over the snapshot.
public struct PylosOverlay: Sendable {
    public var selected: String?
    public var drag: PylosDrag?
    /// Positions of the suggested action (from, to).
    public var hint: [String] = []
    /// Where the last decision put or took a ball.
    public var lastMove: PylosLastMove?
    /// Show what the player to move may do (a human is to move).
    public var showPlayable: Bool
    /// What the interaction model marks, by position: free places, balls that
    /// may rise, where the chosen one may go, balls that may be taken back.
    public var marks: [String: Set<MarkReason>] = [:]
    /// Balls in flight: drawn by the animation, hidden at their destination.
    public var flights: [PylosFlight] = []

    public init(selected: String? = nil, drag: PylosDrag? = nil, hint: [String] = [], lastMove: PylosLastMove? = nil,
                showPlayable: Bool, marks: [String: Set<MarkReason>] = [:], flights: [PylosFlight] = []) {
        self.selected = selected
        self.drag = drag
        self.hint = hint
        self.lastMove = lastMove
        self.showPlayable = showPlayable
        self.marks = marks
        self.flights = flights
    }
}

/// The last decision's positions: where a ball arrived, where it left.
public struct PylosLastMove: Sendable, Hashable {
    public var to: String?
    public var from: String?
    public var reclaimed: [String]
    public init(to: String?, from: String?, reclaimed: [String]) {
        self.to = to
        self.from = from
        self.reclaimed = reclaimed
    }
}

public enum PylosArt {
    /// How far a covered ball's colours go toward the board's shadow: enough
    /// that the balls a player can still take or see whole stand out.
    public static let coveredDim = 0.38
    /// How much of a covered ball's side mark is kept.
    public static let coveredMarkFade = 0.4
    /// The rim of a ball above level 1, so its outline reads against the
    /// balls it rests on: dark on a light ball, light on a dark one.
    public static let upperRimOnLight = RGBA(hex: 0x2E1C0A, alpha: 0.95)
    public static let upperRimOnDark = RGBA(hex: 0xF6E7CF, alpha: 0.9)
    /// The board's shadow colour, opaque, that covered balls are dimmed toward.
    static let shade = RGBA(hex: 0x24150A)

    /// `patterns`: the colour-blind setting; each side's mark is drawn over the ball (`pattern_style`).
    /// `covered`: a ball rests on this one (dimmed, its shading flattened);
    /// `upper`: a ball above level 1 (a firmer shadow on the balls below and a rim).
    public static func ball(_ p: Painter, center: Pt, radius r: Double, color: PylosColor, lineWidth: Double, patterns: Patterns,
                            covered: Bool = false, upper: Bool = false) {
        if upper {
            // Cast toward the viewer (down the screen), about 12 % of a ball.
            p.fillGlow(center: Pt(center.x + r * 0.06, center.y + r * 0.24), radius: r * 1.18, color: RGBA(hex: 0x000000, alpha: 0.55))
        } else {
            p.fillGlow(center: Pt(center.x + r * 0.12, center.y + r * 0.22), radius: r * 1.25, color: Theme.shadow)
        }
        var (highlight, base, rim) = color == .light
            ? (Theme.lightBallHighlight, Theme.lightBall, Theme.lightBallRim)
            : (Theme.darkBallHighlight, Theme.darkBall, Theme.darkBallRim)
        if covered {
            // Matte: no highlight at all, the rim barely darker than the
            // body, so even a dark ball (already near the shadow colour) reads
            // as sunk under the one above; a light one is also darkened.
            base = base.mix(shade, coveredDim)
            highlight = base
            rim = base.mix(rim, 0.35)
        }
        p.fillShadedCircle(center: center, radius: r, highlight: highlight, base: base, rim: rim)
        let edge: RGBA
        if upper {
            edge = color == .light ? upperRimOnLight : upperRimOnDark
        } else {
            edge = color == .light ? RGBA(hex: 0x5C4424, alpha: 0.7) : RGBA(hex: 0xF1DDBE, alpha: covered ? 0.18 : 0.45)
        }
        p.stroke(.circle(center: center, radius: r), width: lineWidth, color: edge)
        let side: PatternSide = color == .light ? .light : .dark
        // A covered ball's mark fades with it: on a dark ball the light rings are what the eye sees first.
        PatternArt.draw(p, patterns, .pylosBall(side: side), .circle(center: center, radius: r), fill: base, fade: covered ? coveredMarkFade : 1)
    }
}

public struct PylosRenderer {
    public let scale: UIScale
    /// Coordinates on the slab's rim, so the words of hints and errors point somewhere.
    public var showCoordinates: Bool
    /// The colour-blind setting: each side's mark over its pieces.
    public var patterns: ColourPatterns
    public init(scale: UIScale, showCoordinates: Bool = true, patterns: ColourPatterns = .standard) {
        self.scale = scale
        self.showCoordinates = showCoordinates
        self.patterns = patterns
    }

    public func draw(_ p: Painter, _ projection: PylosProjection, _ s: PylosSnapshot, _ o: PylosOverlay) {
        drawSlab(p, projection)
        if showCoordinates { drawCoordinates(p, projection) }
        let spots = Dictionary(uniqueKeysWithValues: projection.spots().map { ($0.name, $0) })
        let byName = Dictionary(uniqueKeysWithValues: s.positions.map { ($0.name, $0) })
        let line = scale.pt(1.4)
        let hidden = Set(o.flights.map(\.to))
        let covered = Self.covered(s)

        // Far to near, so nearer balls cover farther ones.
        for spot in spots.values.sorted(by: { $0.depth < $1.depth }) {
            guard let pos = byName[spot.name] else { continue }
            let marks = o.showPlayable ? o.marks[spot.name] ?? [] : []
            if let ball = pos.ball, !hidden.contains(spot.name) {
                let draw = {
                    PylosArt.ball(p, center: spot.center, radius: spot.radius, color: ball, lineWidth: line, patterns: Patterns(patterns, scale),
                                  covered: covered.contains(spot.name), upper: spot.level > 1)
                }
                if o.drag?.from == spot.name {
                    // The dragged ball is drawn under the finger; a ghost stays.
                    p.withSave {
                        p.multiplyAlpha(0.35)
                        draw()
                    }
                } else {
                    draw()
                }
                if o.selected == nil {
                    if marks.contains(.raiseFrom) { raiseBadge(p, spot) }
                    if marks.contains(.reclaim) { pickRing(p, spot) }
                }
            } else if pos.ball == nil {
                if marks.contains(.raiseTo) {
                    destination(p, spot, radius: placeRadius(.pylosRaiseTo, spot, projection), strong: true, hot: o.drag?.hover == spot.name)
                } else if o.selected == nil && marks.contains(.place) {
                    destination(p, spot, radius: placeRadius(.pylosPlace, spot, projection), strong: false)
                }
            }
        }
        let empty = Set(s.positions.filter { $0.ball == nil }.map(\.name))
        if let last = o.lastMove { drawLastMove(p, projection, spots, last, empty: empty) }
        for name in o.hint {
            if let spot = spots[name] { hintMark(p, spot, radius: empty.contains(name) ? placeRadius(.hint, spot, projection) : spot.radius) }
        }
        if let sel = o.selected, let spot = spots[sel] { selectedRing(p, spot) }
        for flight in o.flights {
            PylosArt.ball(p, center: flight.at, radius: flight.radius, color: flight.color, lineWidth: line, patterns: Patterns(patterns, scale),
                          upper: PylosProjection.parse(flight.to).map { $0.level > 1 } ?? false)
        }
        if let d = o.drag, let ball = byName[d.from]?.ball, let from = spots[d.from] {
            PylosArt.ball(p, center: d.at, radius: from.radius * 1.08, color: ball, lineWidth: line, patterns: Patterns(patterns, scale))
        }
    }

    /// The library's labels (`pylosEdgeLabels`) beside the slab, never on
    /// it: level 1's numbers left of its rows and level 2's right of theirs,
    /// level 1's letters on the first line beyond Light's edge under their
    /// columns and level 2's on the line beyond, each beside the column or
    /// row it names. A line on a side that faces the eye runs at the foot of
    /// that side, so it clears the side face too.
    private func drawCoordinates(_ p: Painter, _ pr: PylosProjection) {
        let size = max(scale.pt(10), min(pr.unit * 0.22, scale.pt(16)))
        // On the screen's background now, off the wood.
        let style = TextStyle(size: size, color: Theme.text, bold: true, align: .center)
        let t = PylosProjection.slabThickness
        // Where each level's two lines meet: its badge.
        var corners: [Int: P3] = [:]
        for label in pylosEdgeLabels() {
            let level = Int(label.level)
            let i = Int(label.index)
            let at: P3
            switch label.axis {
            case .column:
                let sign: Double = label.edge == .top ? -1 : 1
                let y = sign * PylosProjection.columnLine(Int(label.ring))
                at = P3(PylosProjection.world(level: level, column: i, row: 0).x, y, pr.facesEye(0, sign) ? -t : 0)
                corners[level, default: P3(0, 0, 0)].y = y
                corners[level]!.z = min(corners[level]!.z, at.z)
            case .row:
                let sign: Double = label.edge == .right ? 1 : -1
                let x = sign * (PylosProjection.halfBoard + PylosProjection.rowGap)
                at = P3(x, PylosProjection.world(level: level, column: 0, row: i).y, pr.facesEye(sign, 0) ? -t : 0)
                corners[level, default: P3(0, 0, 0)].x = x
            }
            let pt = pr.project(at).pt
            // Level 2's lines smaller and dimmer: level 1's read first.
            var st = style
            if level > 1 {
                st.size = size * 0.86
                st.color = Theme.textDim
            }
            p.drawText(label.text, x: pt.x, y: pt.y + st.size * 0.36, style: st)
        }
        // A disc with the level's digit at the outer start of its lines (as
        // Android's), off the slab, so a-d and a-c are told apart without words.
        for (level, c) in corners.sorted(by: { $0.key < $1.key }) {
            let pt = pr.project(c).pt
            let r = size * (level > 1 ? 0.62 : 0.7)
            p.fill(.circle(center: pt, radius: r), level > 1 ? Theme.textDim : Theme.text)
            var digit = style
            digit.size = r * 1.3
            digit.color = Theme.backgroundBottom
            p.drawTextCentered("\(level)", x: pt.x, cy: pt.y, style: digit)
        }
    }

    private func drawSlab(_ p: Painter, _ pr: PylosProjection) {
        let h = PylosProjection.halfBoard
        let t = PylosProjection.slabThickness
        let corners = [P3(-h, -h, 0), P3(h, -h, 0), P3(h, h, 0), P3(-h, h, 0)]
        let top = corners.map { pr.project($0).pt }
        // The sides that face the eye, darker below the top face.
        let sides: [(Int, Int, Double, Double)] = [(0, 1, 0, -1), (1, 2, 1, 0), (2, 3, 0, 1), (3, 0, -1, 0)]
        for (a, b, nx, ny) in sides where pr.facesEye(nx, ny) {
            let ca = corners[a]
            let cb = corners[b]
            let quad = [pr.project(ca).pt, pr.project(cb).pt, pr.project(P3(cb.x, cb.y, -t)).pt, pr.project(P3(ca.x, ca.y, -t)).pt]
            p.fill(.polygon(quad), Theme.woodDark)
        }
        let minY = top.map(\.y).min()!
        let maxY = top.map(\.y).max()!
        p.fill(.polygon(top), .linear(from: Pt(0, minY), to: Pt(0, maxY), stops: [Stop(0, Theme.woodLight), Stop(1, Theme.woodMid)]))
        p.stroke(.polygon(top), width: scale.pt(1), color: RGBA(hex: 0x000000, alpha: 0.25))
        for r in 0..<4 {
            for c in 0..<4 {
                let w = PylosProjection.world(level: 1, column: c, row: r)
                p.fill(.polygon(pr.flatCircle(P3(w.x, w.y, 0), radius: 0.36)), Theme.woodHole)
            }
        }
    }

    // Every mark is the shared symbol's (`Marks.draw`, Android's `MarkArt`
    // geometry), so no renderer picks a width or radius of its own.

    /// An empty place a ball may go: a new ball's place or a place the
    /// chosen ball may be raised to; `hot`: the dragged ball would land here.
    /// `radius`: what to draw the mark with (the board fits it between its
    /// neighbours, `placeRadius`); the place's own by default.
    func destination(_ p: Painter, _ spot: PylosSpot, radius: Double? = nil, strong: Bool, hot: Bool = false) {
        // `hot` no longer grows the ring: it would reach over its neighbours' rings (the dragged ball shows where it lands).
        Marks.draw(p, strong ? .pylosRaiseTo : .pylosPlace, spot.center, radius ?? spot.radius, scale: scale)
    }

    /// Which balls have a ball resting on them: the four under each ball above level 1.
    static func covered(_ s: PylosSnapshot) -> Set<String> {
        var out: Set<String> = []
        for pos in s.positions where pos.ball != nil {
            guard let (l, c, r) = PylosProjection.parse(pos.name), l > 1 else { continue }
            for (dc, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                out.insert(PylosProjection.name(level: l - 1, column: c + dc, row: r + dr))
            }
        }
        return out
    }

    /// The share of the on-screen distance to the nearest place of the same
    /// level that a mark on an empty place may reach: two neighbouring
    /// targets' rings (and a level-1 and a level-2 target's) stay apart.
    public static let placeReach = 0.42

    /// The radius to draw `symbol` with on the empty place `spot`: its ring
    /// within `placeReach` of the way to the nearest neighbouring place.
    func placeRadius(_ symbol: LegendSymbol, _ spot: PylosSpot, _ pr: PylosProjection) -> Double {
        let w = PylosProjection.world(level: spot.level, column: spot.column, row: spot.row)
        let d = [(1.0, 0.0), (-1, 0), (0, 1), (0, -1)].map { dx, dy in
            pr.project(P3(w.x + dx, w.y + dy, w.z)).pt.distance(to: spot.center)
        }.min()!
        return Marks.radius(symbol, fitting: Self.placeReach * d, atMost: spot.radius, scale: scale)
    }

    /// The chosen ball: a white ring on its halo.
    func selectedRing(_ p: Painter, _ spot: PylosSpot) {
        Marks.draw(p, .selected, spot.center, spot.radius, scale: scale)
    }

    /// The ball the last move put down: a thick ring on its halo.
    func lastMoveRing(_ p: Painter, _ spot: PylosSpot) {
        Marks.draw(p, .lastMove, spot.center, spot.radius, scale: scale)
    }

    /// Where the last move took a ball from: a small dotted ring.
    func lastFromRing(_ p: Painter, _ spot: PylosSpot, radius: Double? = nil) {
        Marks.draw(p, .lastFrom, spot.center, radius ?? spot.radius, scale: scale)
    }

    /// A ball that may be raised: an amber chevron pointing up on it.
    func raiseBadge(_ p: Painter, _ spot: PylosSpot) {
        Marks.draw(p, .pylosRaiseFrom, spot.center, spot.radius, scale: scale)
    }

    /// A ball that may be taken back: an amber ring with a gap (a "take" mark).
    func pickRing(_ p: Painter, _ spot: PylosSpot) {
        Marks.draw(p, .pylosReclaim, spot.center, spot.radius, scale: scale)
    }

    /// The last move as the legend shows it: a thick ring in the last-move
    /// colour round the ball that arrived, a small dotted ring where a ball left.
    private func drawLastMove(_ p: Painter, _ pr: PylosProjection, _ spots: [String: PylosSpot], _ last: PylosLastMove, empty: Set<String>) {
        for name in [last.from].compactMap({ $0 }) + last.reclaimed {
            if let spot = spots[name] { lastFromRing(p, spot, radius: empty.contains(name) ? placeRadius(.lastFrom, spot, pr) : spot.radius) }
        }
        guard let to = last.to, let spot = spots[to] else { return }
        lastMoveRing(p, spot)
    }

    func hintMark(_ p: Painter, _ spot: PylosSpot, radius: Double? = nil) {
        Marks.draw(p, .hint, spot.center, radius ?? spot.radius, scale: scale)
    }
}
