// How Pyramido looks: blocks, jewels, markers, dominoes (PyramidoArt), and
// a pyramid from above with the current step's highlights (PyramidoRenderer).
//
// Each of the six colours has its own jewel shape (brown square, blue
// diamond, yellow star, aqua circle, red drop, green triangle), embossed in
// every block too, so colour is never the only cue. A block the player may
// choose wears a ring that stands out on every colour — a dark band under a
// white dashed band — and a badge (a plus for a marker or a tile), not a
// colour wash: the shared choice outline (Marks.outline).
import Foundation
import PyramidsCore

public enum PyramidoArt {
    /// The shared palette's colour for `c` (Palette): the jewel and the block's base.
    public static func colour(_ c: PyramidoColour) -> RGBA { Palette.pyramido(c) }

    static func lighten(_ c: RGBA, _ t: Double) -> RGBA { c.mix(RGBA(1, 1, 1, c.a), t) }
    static func darken(_ c: RGBA, _ t: Double) -> RGBA { c.mix(RGBA(0, 0, 0, c.a), t) }

    /// The colour's symbol, centred at `c` with radius `r`.
    public static func symbol(_ colour: PyramidoColour, _ c: Pt, _ r: Double) -> Shape {
        switch colour {
        case .brown: return .roundRect(Box(x: c.x - r * 0.78, y: c.y - r * 0.78, width: r * 1.56, height: r * 1.56), radius: r * 0.18)
        case .blue: return .polygon([Pt(c.x, c.y - r), Pt(c.x + r * 0.8, c.y), Pt(c.x, c.y + r), Pt(c.x - r * 0.8, c.y)])
        case .yellow:
            return .polygon((0..<10).map { i in
                let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                let rr = i % 2 == 0 ? r : r * 0.45
                return Pt(c.x + rr * cos(a), c.y + rr * sin(a))
            })
        case .aqua: return .circle(center: c, radius: r * 0.85)
        case .red:
            return .path([.move(Pt(c.x, c.y + r)),
                          .cubic(Pt(c.x - r * 1.25, c.y - r * 0.1), Pt(c.x - r * 0.55, c.y - r * 1.05), to: Pt(c.x, c.y - r * 0.42)),
                          .cubic(Pt(c.x + r * 0.55, c.y - r * 1.05), Pt(c.x + r * 1.25, c.y - r * 0.1), to: Pt(c.x, c.y + r)), .close])
        case .green: return .polygon([Pt(c.x, c.y - r), Pt(c.x + r * 0.95, c.y + r * 0.75), Pt(c.x - r * 0.95, c.y + r * 0.75)])
        }
    }

    /// One block seen from above (a tile, or a domino's half whose partner is hidden).
    public static func block(_ p: Painter, _ box: Box, _ colour: PyramidoColour, jewels: [PyramidoCorner], floor: Int, line: Double,
                             tile: Bool = false, dim: Double = 0, patterns: Patterns) {
        piece(p, [PyramidoHalf(box: box, colour: colour, jewels: jewels, tile: tile)], floor: floor, line: line, dim: dim, patterns: patterns)
    }

    /// How far a block on `floor` is drawn up and to the left of its cell, `s` px per block:
    /// a lift that reads as height, small enough that the cell under the finger stays the one it touches.
    public static func lift(_ floor: Int, _ s: Double) -> Double { s * 0.035 * Double(max(0, floor - 1)) }

    /// A domino (or a single block) drawn as one piece: one outline round
    /// both halves and only a thin seam between them, so a player sees which
    /// two squares were laid together. Upper floors are lifted over a soft
    /// shadow; `dim` darkens a floor that a higher one has been built on.
    /// `patterns`: the colour-blind setting; each half wears its colour's mark (`pattern_style`) under its symbol.
    public static func piece(_ p: Painter, _ halves: [PyramidoHalf], floor: Int, line: Double, dim: Double = 0, patterns: Patterns) {
        guard let first = halves.first else { return }
        let s = first.box.width
        let l = lift(floor, s)
        let union = halves.dropFirst().reduce(first.box) { u, h in
            Box(x: min(u.x, h.box.x), y: min(u.y, h.box.y), width: max(u.maxX, h.box.maxX) - min(u.x, h.box.x),
                height: max(u.maxY, h.box.maxY) - min(u.y, h.box.y))
        }
        let shift = { (b: Box) in Box(x: b.x - l * 0.6, y: b.y - l, width: b.width, height: b.height) }
        let b = shift(union.inset(s * 0.035))
        let radius = s * 0.08
        if floor <= 1 {
            let d = s * 0.065
            p.fill(.roundRect(Box(x: b.x + d * 0.6, y: b.y + d, width: b.width, height: b.height), radius: radius), RGBA(0, 0, 0, 0.28))
        } else {
            // A soft shadow: rings of faint shade growing outwards, falling further the higher the floor.
            let d = s * 0.05 + l * 1.6
            for i in 0..<4 {
                let g = s * 0.018 * Double(i)
                let sb = Box(x: b.x + d * 0.6 - g, y: b.y + d - g, width: b.width + 2 * g, height: b.height + 2 * g)
                p.fill(.roundRect(sb, radius: radius + g), RGBA(0, 0, 0, 0.12))
            }
        }
        let bases = halves.map { h in darken(lighten(colour(h.colour), 0.035 * Double(floor - 1)), dim) }
        for (h, base) in zip(halves, bases) {
            let hb = shift(h.box)
            p.withSave {
                p.clip(hb)
                p.fill(.roundRect(b, radius: radius), .linear(from: Pt(hb.x, hb.y), to: Pt(hb.maxX, hb.maxY),
                                                             stops: [Stop(0, lighten(base, 0.22)), Stop(0.5, base), Stop(1, darken(base, 0.2))]))
            }
            let hc = hb.inset(s * 0.035)
            PatternArt.draw(p, patterns, .pyramidoColour(colour: h.colour), .square(hc), fill: base)
            let faint = darken(base, 0.4).withAlpha(0.16)
            p.stroke(.line(Pt(hc.center.x, hc.y + s * 0.12), Pt(hc.center.x, hc.maxY - s * 0.12)), width: max(0.6, line * 0.4), color: faint)
            p.stroke(.line(Pt(hc.x + s * 0.12, hc.center.y), Pt(hc.maxX - s * 0.12, hc.center.y)), width: max(0.6, line * 0.4), color: faint)
            p.fill(symbol(h.colour, hc.center, s * 0.13), darken(base, 0.5).withAlpha(0.43))
        }
        if halves.count == 2 {
            // The seam: the shared edge of the two halves, thin and short of the outline.
            let a = shift(halves[0].box), z = shift(halves[1].box)
            let seam: Shape = abs(a.y - z.y) < 1e-6
                ? .line(Pt(max(a.x, z.x), b.y + s * 0.1), Pt(max(a.x, z.x), b.maxY - s * 0.1))
                : .line(Pt(b.x + s * 0.1, max(a.y, z.y)), Pt(b.maxX - s * 0.1, max(a.y, z.y)))
            p.stroke(seam, width: max(0.8, line * 0.7), color: pieceSeam)
        }
        p.stroke(.roundRect(b, radius: radius), width: max(1.2, line * 1.3), color: pieceOutline)
        for (h, base) in zip(halves, bases) {
            let hb = shift(h.box)
            if h.tile {
                p.stroke(.roundRect(hb.inset(s * 0.115), radius: s * 0.06), width: max(1, line * 1.6), color: RGBA(1, 1, 1, 0.6))
            }
            for c in h.jewels {
                let (dx, dy) = PyramidoGrid.cornerOffset(c)
                jewel(p, h.colour, Pt(hb.x + s * (0.25 + 0.5 * Double(dx)), hb.y + s * (0.25 + 0.5 * Double(dy))), s * 0.16, base: base)
            }
        }
    }

    /// One piece's outline (every colour's: a dark band reads on sand and on each block) and the seam between its halves.
    public static let pieceOutline = RGBA(hex: 0x24180A, alpha: 0.9)
    public static let pieceSeam = RGBA(hex: 0x24180A, alpha: 0.45)

    /// A jewel: the colour's symbol cut in a pale stone, with a glint.
    public static func jewel(_ p: Painter, _ colour: PyramidoColour, _ c: Pt, _ r: Double, base: RGBA? = nil) {
        let base = base ?? Self.colour(colour)
        let shape = symbol(colour, c, r)
        p.fill(shape, .radial(center: Pt(c.x - r * 0.3, c.y - r * 0.35), radius: r * 1.5,
                              stops: [Stop(0, RGBA(1, 1, 1)), Stop(0.45, lighten(base, 0.55)), Stop(1, lighten(base, 0.2))]))
        p.stroke(shape, width: max(1, r * 0.14), color: darken(base, 0.55))
    }

    /// A marker's ivory (its disc on the board, its dot in a save's picture).
    public static let markerIvory = RGBA(hex: 0xEFE6D0)

    /// A marker's radius on a block `block` px across: it covers the block's
    /// middle, so the colour-blind marks keep to its corners (PatternArt's dots).
    public static func markerRadius(block: Double) -> Double { block * 0.24 }

    /// A player's marker: an ivory disc with the colour's jewel on it.
    public static func marker(_ p: Painter, _ colour: PyramidoColour, _ c: Pt, _ r: Double) {
        p.fill(.circle(center: Pt(c.x + r * 0.12, c.y + r * 0.2), radius: r), RGBA(0, 0, 0, 0.35))
        p.fillShadedCircle(center: c, radius: r, highlight: RGBA(1, 1, 1), base: markerIvory, rim: RGBA(hex: 0xB9AD90))
        p.stroke(.circle(center: c, radius: r), width: max(1, r * 0.12), color: darken(Self.colour(colour), 0.35))
        jewel(p, colour, c, r * 0.55)
    }

    /// A domino as it lies for `dir`, centred at `c`, `unit` px per block.
    public static func domino(_ p: Painter, _ d: PyramidoDomino, _ dir: PyramidoDir, _ c: Pt, unit: Double, line: Double, floor: Int = 1,
                              patterns: Patterns) {
        let faces = PyramidoGrid.faces(d, dir)
        let (dx, dy): (Double, Double) = switch dir {
        case .e: (1, 0)
        case .s: (0, 1)
        case .w: (-1, 0)
        case .n: (0, -1)
        }
        let w = Pt(c.x - dx * unit / 2, c.y - dy * unit / 2)
        let e = Pt(c.x + dx * unit / 2, c.y + dy * unit / 2)
        piece(p, [PyramidoHalf(box: Box(x: w.x - unit / 2, y: w.y - unit / 2, width: unit, height: unit), colour: faces[0].0, jewels: faces[0].1),
                  PyramidoHalf(box: Box(x: e.x - unit / 2, y: e.y - unit / 2, width: unit, height: unit), colour: faces[1].0, jewels: faces[1].1)],
              floor: floor, line: line, patterns: patterns)
    }

    /// A circular arrow (rotate), in `colour`.
    public static func rotateIcon(_ p: Painter, _ c: Pt, _ r: Double, colour: RGBA) {
        var ops: [PathOp] = []
        for i in 0...16 {
            let a = (-150 + Double(i) * 15) * Double.pi / 180
            let pt = Pt(c.x + r * 0.62 * cos(a), c.y + r * 0.62 * sin(a))
            ops.append(i == 0 ? .move(pt) : .line(pt))
        }
        p.stroke(.path(ops), width: r * 0.18, color: colour)
        // The head at the arc's end, pointing along it (clockwise).
        let a = 90 * Double.pi / 180
        let end = Pt(c.x + r * 0.62 * cos(a), c.y + r * 0.62 * sin(a))
        let tangent = Pt(-sin(a), cos(a))
        let normal = Pt(cos(a), sin(a))
        let h = r * 0.3
        p.fill(.polygon([end + tangent * h, end - tangent * h * 0.3 + normal * h, end - tangent * h * 0.3 - normal * h]), colour)
    }

    /// Undo's U-turn arrow (Redo's mirrored): a line back to the left with
    /// its head, from a half turn on the right — unlike Rotate's nearly
    /// closed circle, so the two buttons cannot be taken for each other.
    public static func uturnIcon(_ p: Painter, _ c: Pt, _ r: Double, colour: RGBA) {
        let turn = Pt(c.x + r * 0.12, c.y + r * 0.05)
        let radius = r * 0.3
        var ops: [PathOp] = [.move(Pt(c.x - r * 0.32, turn.y - radius))]
        for i in 0...12 {
            let a = (-90 + Double(i) * 15) * Double.pi / 180
            ops.append(.line(Pt(turn.x + radius * cos(a), turn.y + radius * sin(a))))
        }
        ops.append(.line(Pt(c.x - r * 0.1, turn.y + radius)))
        p.stroke(.path(ops), width: r * 0.16, color: colour)
        let tip = Pt(c.x - r * 0.5, turn.y - radius)
        let h = r * 0.24
        p.fill(.polygon([tip, Pt(tip.x + h * 1.2, tip.y - h), Pt(tip.x + h * 1.2, tip.y + h)]), colour)
    }

    /// A seat's badge: its colour with its number.
    public static func seatBadge(_ p: Painter, _ seat: Int, _ c: Pt, _ r: Double) {
        let col = Palette.seat(seat)
        p.fillShadedCircle(center: c, radius: r, highlight: lighten(col, 0.4), base: col, rim: darken(col, 0.35))
        p.stroke(.circle(center: c, radius: r), width: max(1, r * 0.1), color: darken(col, 0.6))
        // The digit as large as the disc holds it (a tablet's panel badge reads at 13 pt or more).
        p.drawTextCentered("\(seat + 1)", x: c.x, cy: c.y, style: TextStyle(size: r * 1.35, color: RGBA(hex: 0x1A1A1A), bold: true, align: .center))
    }
}

/// What the current step adds to the pyramid drawn large.
public struct PyramidoOverlay {
    /// Blocks a marker may go on (mark step), blocks or holes a tile may go on.
    public var markCells: [String] = []
    public var tileCells: [String] = []
    /// The domino being placed (ghost), with whether it is legal there.
    public var ghost: (domino: PyramidoDomino, placement: PyramidoPlacement)?
    /// The single tile being placed.
    public var tile: (cell: String, colour: PyramidoColour, corner: PyramidoCorner)?
    /// The review: the cells of the choice played here (a cyan outline).
    public var last: [String] = []
    /// The hint's cells, and the cells the chosen domino may cover (its spots, before one is chosen).
    public var hint: [String] = []
    public var spots: [String] = []
    /// Cells whose blocks are still landing (hidden until they arrive).
    public var landing: Set<String> = []
    /// Cells whose blocks are coming down now (0…1): drawn larger and fainter, settling.
    public var settling: [String: Double] = [:]
    public var showOpenCells = true
    /// The open floor's coordinates in the plate's margin (the board's setting, while the game goes on).
    public var showCoordinates = false
    /// The colour-blind setting: each block's mark (`pattern_style`).
    public var patterns: ColourPatterns = .standard
    public init() {}
}

public struct PyramidoRenderer {
    public let scale: UIScale
    public init(scale: UIScale) {
        self.scale = scale
    }

    private var line: Double { scale.pt(1) }

    /// The library's labels (`pyramidoEdgeLabels`) for the columns and rows
    /// of `floor` the plate shows (every cell a block may still reach, and
    /// any other wholly on the plate): letters above its columns, numbers
    /// beside its rows, in the plate's margin round floor 1 where no block
    /// or mark goes (an upper floor's grid is inset, so beside its cells
    /// would be on the blocks below). Near-black on the sand plate. As
    /// Android's.
    private func drawCoordinates(_ p: Painter, _ view: PyramidView, _ player: PyramidoPlayer, floor: Int) {
        let (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        let f = view.frame
        let e = view.quarter * 0.01
        var shown: [PyramidoCell] = []
        for row in 0..<max(0, rows) {
            for col in 0..<max(0, cols) {
                let cell = PyramidoCell(col, row)
                guard let b = view.cellBox(floor, cell, player) else { continue }
                let reachable = floor > 1 || PyramidoGrid.reachable(cell, player.floor1Bounds)
                let onPlate = b.x >= f.x - e && b.y >= f.y - e && b.maxX <= f.maxX + e && b.maxY <= f.maxY + e
                if reachable || onPlate { shown.append(cell) }
            }
        }
        guard let c0 = shown.map(\.col).min(), let c1 = shown.map(\.col).max(),
              let r0 = shown.map(\.row).min(), let r1 = shown.map(\.row).max() else { return }
        let size = max(scale.pt(10), min(view.quarter * 0.7, scale.pt(14)))
        let style = TextStyle(size: size, color: Theme.coordinateInk, bold: true, align: .center)
        let labels = pyramidoEdgeLabels(floor: Int32(floor), columns: Int32(cols), rows: Int32(rows), firstColumn: Int32(c0), firstRow: Int32(r0),
                                        shownColumns: Int32(c1 - c0 + 1), shownRows: Int32(r1 - r0 + 1))
        // The middle of the margin: a quarter wide while floor 1 is open, a quarter and a half round a footprint (PyramidView.of).
        let margin = view.quarter * (player.footprint == nil ? 0.5 : 0.75)
        for label in labels {
            let i = Int(label.index)
            switch label.axis {
            case .column:
                if let b = view.cellBox(floor, PyramidoCell(i, r0), player) { p.drawText(label.text, x: b.center.x, y: f.y + margin + size * 0.36, style: style) }
            case .row:
                if let b = view.cellBox(floor, PyramidoCell(c0, i), player) { p.drawText(label.text, x: f.x + margin, y: b.center.y + size * 0.36, style: style) }
            }
        }
    }
    /// An upper floor's open cell on the large pyramid: an opaque cream line
    /// on a dark halo (widths in points), so it reads on every colour of
    /// block below. The same on Android.
    static let upperSlotLine = RGBA(hex: 0xFFF6E0)
    static let upperSlotHalo = RGBA(hex: 0x1A1208, alpha: 200.0 / 255)
    static let upperSlotLineWidth = 2.2
    static let upperSlotHaloWidth = 4.4

    /// How much of a ghost (a domino or tile where it would go) shows: the same on Android.
    static let ghostAlpha = 0.8
    /// How much darker each floor is drawn per floor built above it.
    static let dimBelow = 0.14

    /// A pyramid from above: plate, the open floor's empty cells, blocks
    /// floor by floor, markers, then the step's highlights.
    public func drawPyramid(_ p: Painter, _ view: PyramidView, _ player: PyramidoPlayer, floor current: Int, _ o: PyramidoOverlay, large: Bool) {
        let f = view.frame
        p.fill(.roundRect(f, radius: view.quarter), .linear(from: Pt(0, f.y), to: Pt(0, f.maxY),
                                                           stops: [Stop(0, RGBA(hex: 0xE4D3AE)), Stop(1, RGBA(hex: 0xCDB889))]))
        p.stroke(.roundRect(f, radius: view.quarter), width: max(1, line), color: RGBA(hex: 0x5A4420, alpha: 0.6))
        let floor = min(current, 4)
        let lw = large ? line : line * 0.5
        // The open floor's empty slots: floor 1's on the plate under the
        // blocks; an upper floor's over the blocks below it (drawn after
        // them, or those blocks would hide them), a dark halo under a light
        // line so they read on every colour.
        func openCells() {
            guard o.showOpenCells && !player.eliminated else { return }
            let (cols, rows) = PyramidoGrid.size(floor, player.footprint)
            let filled = Set(player.floors.first { Int($0.floor) == floor }?.blocks.map(\.cell) ?? [])
            for row in 0..<max(0, rows) {
                for col in 0..<max(0, cols) {
                    let cell = PyramidoCell(col, row)
                    guard !filled.contains(cell.name), let c = view.cellBox(floor, cell, player), f.contains(c.center) else { continue }
                    let l = PyramidoArt.lift(floor, view.block)
                    let b = Box(x: c.x - l * 0.6, y: c.y - l, width: c.width, height: c.height)
                    let shape = Shape.roundRect(b.inset(view.block * 0.06), radius: view.block * 0.08)
                    if floor > 1 && large {
                        p.fill(shape, RGBA(1, 1, 1, 40.0 / 255))
                        p.stroke(shape, width: scale.pt(Self.upperSlotHaloWidth), color: Self.upperSlotHalo)
                        p.stroke(shape, width: scale.pt(Self.upperSlotLineWidth), color: Self.upperSlotLine)
                    } else if floor > 1 {
                        // A seat panel's small pyramid: a faint grid, not the large board's marks.
                        p.fill(shape, RGBA(1, 1, 1, 46.0 / 255))
                        p.stroke(shape, width: max(1, scale.pt(0.6)), color: Self.upperSlotLine.withAlpha(190.0 / 255))
                    } else if PyramidoGrid.reachable(cell, player.floor1Bounds) {
                        p.stroke(shape, width: max(1, lw), color: RGBA(hex: 0x6B5228, alpha: 0.35))
                    }
                }
            }
        }
        if floor == 1 { openCells() }
        let floors = player.floors.sorted(by: { $0.floor < $1.floor })
        let top = floors.filter { !$0.blocks.isEmpty }.map { Int($0.floor) }.max() ?? 1
        for fl in floors {
            let level = Int(fl.floor)
            // A floor built over reads as lower: each floor above it darkens it a little.
            let dim = Self.dimBelow * Double(top - level)
            for piece in PyramidoPieces.group(fl.blocks.filter { !(level == floor && o.landing.contains($0.cell)) }) {
                let halves = piece.map { b in
                    PyramidoHalf(box: view.blockBox(Int(b.quarterColumn), Int(b.quarterRow)), colour: b.colour, jewels: b.jewels, tile: b.tile)
                }
                let centre = halves.count == 2 ? Pt((halves[0].box.center.x + halves[1].box.center.x) / 2,
                                                    (halves[0].box.center.y + halves[1].box.center.y) / 2) : halves[0].box.center
                p.withSave {
                    if level == floor, let k = piece.compactMap({ o.settling[$0.cell] }).first {
                        // Lowered onto the pyramid: from 30 % larger and faint to its place.
                        let e = 1 - pow(1 - k, 3)
                        let s = 1.3 - 0.3 * e
                        p.multiplyAlpha(0.35 + 0.65 * e)
                        p.translate(centre.x, centre.y)
                        p.scale(s, s)
                        p.translate(-centre.x, -centre.y)
                    }
                    PyramidoArt.piece(p, halves, floor: level, line: lw, dim: dim, patterns: Patterns(o.patterns, scale))
                    let l = PyramidoArt.lift(level, view.block)
                    for (b, h) in zip(piece, halves) where b.marker {
                        PyramidoArt.marker(p, b.colour, Pt(h.box.center.x - l * 0.6, h.box.center.y - l), PyramidoArt.markerRadius(block: view.block))
                    }
                }
            }
        }
        if floor > 1 { openCells() }
        guard large else { return }
        // The marks sit on the open floor's blocks, lifted with them.
        let l = PyramidoArt.lift(floor, view.block)
        func markBox(_ cell: String) -> Box? {
            view.cellBox(floor, cell, player).map { Box(x: $0.x - l * 0.6, y: $0.y - l, width: $0.width, height: $0.height) }
        }
        if o.showCoordinates && !player.eliminated { drawCoordinates(p, view, player, floor: floor) }
        // Every mark in its symbol's shared style (Marks.outline), as on Android;
        // the review's move played is the last move's.
        for cell in o.last {
            if let b = markBox(cell) { Marks.outline(p, .lastMove, b, scale: scale) }
        }
        // The hint first: the choices' badges and the ghost stay on top of it.
        for cell in o.hint {
            if let b = markBox(cell) { Marks.outline(p, .hint, b, scale: scale) }
        }
        for cell in o.markCells + o.tileCells {
            guard let b = markBox(cell) else { continue }
            Marks.outline(p, .pyramidoChoice, b, scale: scale)
        }
        for cell in o.spots {
            if let b = markBox(cell) { Marks.outline(p, .pyramidoSpot, b, scale: scale) }
        }
        if let t = o.tile, let b = markBox(t.cell) {
            p.withSave {
                p.multiplyAlpha(Self.ghostAlpha)
                // The art lifts the block itself: from its cell, not the lifted mark.
                let cell = Box(x: b.x + l * 0.6, y: b.y + l, width: b.width, height: b.height)
                PyramidoArt.block(p, cell, t.colour, jewels: [t.corner], floor: floor, line: line, tile: true, patterns: Patterns(o.patterns, scale))
            }
            Marks.outline(p, .pyramidoGhost, b, scale: scale)
            let r = max(scale.pt(13), view.block * 0.22)
            let c = Pt(b.maxX - r * 0.4, b.y + r * 0.4)
            p.fill(.circle(center: c, radius: r), RGBA(hex: 0x10232A, alpha: 0.92))
            p.stroke(.circle(center: c, radius: r), width: scale.pt(1.5), color: Marks.selected)
            PyramidoArt.rotateIcon(p, c, r * 0.9, colour: Marks.selected)
        }
        if let g = o.ghost, let c = view.center(floor, g.placement, player) {
            p.withSave {
                p.multiplyAlpha(Self.ghostAlpha)
                PyramidoArt.domino(p, g.domino, g.placement.dir, c, unit: view.block, line: line, floor: floor, patterns: Patterns(o.patterns, scale))
            }
            let boxes = g.placement.cells.compactMap { markBox($0) }
            if boxes.count == 2 {
                let u = Box(x: min(boxes[0].x, boxes[1].x), y: min(boxes[0].y, boxes[1].y),
                            width: max(boxes[0].maxX, boxes[1].maxX) - min(boxes[0].x, boxes[1].x),
                            height: max(boxes[0].maxY, boxes[1].maxY) - min(boxes[0].y, boxes[1].y))
                Marks.outline(p, .pyramidoGhost, u, scale: scale)
            }
        }
    }
}
