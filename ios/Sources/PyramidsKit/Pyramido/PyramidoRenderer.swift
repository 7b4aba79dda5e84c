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
    public static func colour(_ c: PyramidoColour) -> RGBA {
        switch c {
        case .brown: RGBA(hex: 0x9A6A3E)
        case .blue: RGBA(hex: 0x3F72C4)
        case .yellow: RGBA(hex: 0xE8C23A)
        case .aqua: RGBA(hex: 0x5CC9C0)
        case .red: RGBA(hex: 0xD2503F)
        case .green: RGBA(hex: 0x5DAA4A)
        }
    }

    /// The seats' colours (badges, panel rims), each with its number as the second cue.
    public static let seatColours: [RGBA] = [RGBA(hex: 0xE8C23A), RGBA(hex: 0x6FB7FF), RGBA(hex: 0xF08A7A), RGBA(hex: 0x9BDB8A)]

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

    /// One block seen from above; higher floors cast a longer shadow and are a touch lighter.
    public static func block(_ p: Painter, _ box: Box, _ colour: PyramidoColour, jewels: [PyramidoCorner], floor: Int, line: Double,
                             tile: Bool = false) {
        let s = box.width
        let base = lighten(Self.colour(colour), 0.035 * Double(floor - 1))
        let b = box.inset(s * 0.035)
        let shadow = s * (0.03 + 0.035 * Double(floor))
        p.fill(.roundRect(Box(x: b.x + shadow * 0.6, y: b.y + shadow, width: b.width, height: b.height), radius: s * 0.08),
               RGBA(0, 0, 0, 0.28))
        p.fill(.roundRect(b, radius: s * 0.08), .linear(from: Pt(b.x, b.y), to: Pt(b.maxX, b.maxY),
                                                        stops: [Stop(0, lighten(base, 0.22)), Stop(0.5, base), Stop(1, darken(base, 0.2))]))
        p.stroke(.roundRect(b, radius: s * 0.08), width: max(1, line * 0.9), color: darken(base, 0.45))
        let seam = darken(base, 0.4).withAlpha(0.25)
        p.stroke(.line(Pt(b.center.x, b.y + s * 0.12), Pt(b.center.x, b.maxY - s * 0.12)), width: max(0.6, line * 0.5), color: seam)
        p.stroke(.line(Pt(b.x + s * 0.12, b.center.y), Pt(b.maxX - s * 0.12, b.center.y)), width: max(0.6, line * 0.5), color: seam)
        p.fill(symbol(colour, b.center, s * 0.13), darken(base, 0.5).withAlpha(0.43))
        if tile {
            p.stroke(.roundRect(b.inset(s * 0.08), radius: s * 0.06), width: max(1, line * 1.6), color: RGBA(1, 1, 1, 0.6))
        }
        for c in jewels {
            let (dx, dy) = PyramidoGrid.cornerOffset(c)
            jewel(p, colour, Pt(box.x + s * (0.25 + 0.5 * Double(dx)), box.y + s * (0.25 + 0.5 * Double(dy))), s * 0.16, base: base)
        }
    }

    /// A jewel: the colour's symbol cut in a pale stone, with a glint.
    public static func jewel(_ p: Painter, _ colour: PyramidoColour, _ c: Pt, _ r: Double, base: RGBA? = nil) {
        let base = base ?? Self.colour(colour)
        let shape = symbol(colour, c, r)
        p.fill(shape, .radial(center: Pt(c.x - r * 0.3, c.y - r * 0.35), radius: r * 1.5,
                              stops: [Stop(0, RGBA(1, 1, 1)), Stop(0.45, lighten(base, 0.55)), Stop(1, lighten(base, 0.2))]))
        p.stroke(shape, width: max(1, r * 0.14), color: darken(base, 0.55))
    }

    /// A player's marker: an ivory disc with the colour's jewel on it.
    public static func marker(_ p: Painter, _ colour: PyramidoColour, _ c: Pt, _ r: Double) {
        p.fill(.circle(center: Pt(c.x + r * 0.12, c.y + r * 0.2), radius: r), RGBA(0, 0, 0, 0.35))
        p.fillShadedCircle(center: c, radius: r, highlight: RGBA(1, 1, 1), base: RGBA(hex: 0xEFE6D0), rim: RGBA(hex: 0xB9AD90))
        p.stroke(.circle(center: c, radius: r), width: max(1, r * 0.12), color: darken(Self.colour(colour), 0.35))
        jewel(p, colour, c, r * 0.55)
    }

    /// A domino as it lies for `dir`, centred at `c`, `unit` px per block.
    public static func domino(_ p: Painter, _ d: PyramidoDomino, _ dir: PyramidoDir, _ c: Pt, unit: Double, line: Double, floor: Int = 1) {
        let faces = PyramidoGrid.faces(d, dir)
        let (dx, dy): (Double, Double) = switch dir {
        case .e: (1, 0)
        case .s: (0, 1)
        case .w: (-1, 0)
        case .n: (0, -1)
        }
        let w = Pt(c.x - dx * unit / 2, c.y - dy * unit / 2)
        let e = Pt(c.x + dx * unit / 2, c.y + dy * unit / 2)
        block(p, Box(x: w.x - unit / 2, y: w.y - unit / 2, width: unit, height: unit), faces[0].0, jewels: faces[0].1, floor: floor, line: line)
        block(p, Box(x: e.x - unit / 2, y: e.y - unit / 2, width: unit, height: unit), faces[1].0, jewels: faces[1].1, floor: floor, line: line)
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
        let col = seatColours[seat % seatColours.count]
        p.fillShadedCircle(center: c, radius: r, highlight: lighten(col, 0.4), base: col, rim: darken(col, 0.35))
        p.stroke(.circle(center: c, radius: r), width: max(1, r * 0.1), color: darken(col, 0.6))
        p.drawTextCentered("\(seat + 1)", x: c.x, cy: c.y, style: TextStyle(size: r * 1.1, color: RGBA(hex: 0x1A1A1A), bold: true, align: .center))
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
    /// How much of a ghost (a domino or tile where it would go) shows: the same on Android.
    static let ghostAlpha = 0.8

    /// A pyramid from above: plate, the open floor's empty cells, blocks
    /// floor by floor, markers, then the step's highlights.
    public func drawPyramid(_ p: Painter, _ view: PyramidView, _ player: PyramidoPlayer, floor current: Int, _ o: PyramidoOverlay, large: Bool) {
        let f = view.frame
        p.fill(.roundRect(f, radius: view.quarter), .linear(from: Pt(0, f.y), to: Pt(0, f.maxY),
                                                           stops: [Stop(0, RGBA(hex: 0xE4D3AE)), Stop(1, RGBA(hex: 0xCDB889))]))
        p.stroke(.roundRect(f, radius: view.quarter), width: max(1, line), color: RGBA(hex: 0x5A4420, alpha: 0.6))
        let floor = min(current, 4)
        let lw = large ? line : line * 0.5
        if o.showOpenCells && !player.eliminated {
            let (cols, rows) = PyramidoGrid.size(floor, player.footprint)
            let filled = Set(player.floors.first { Int($0.floor) == floor }?.blocks.map(\.cell) ?? [])
            for row in 0..<max(0, rows) {
                for col in 0..<max(0, cols) {
                    let cell = PyramidoCell(col, row)
                    guard !filled.contains(cell.name), let b = view.cellBox(floor, cell, player), f.contains(b.center) else { continue }
                    let shape = Shape.roundRect(b.inset(view.block * 0.06), radius: view.block * 0.08)
                    if floor > 1 {
                        p.fill(shape, RGBA(1, 1, 1, 0.18))
                        p.stroke(shape, width: max(1, lw * 1.6), color: RGBA(hex: 0xFFF6E0, alpha: 0.75))
                    } else if PyramidoGrid.reachable(cell, player.floor1Bounds) {
                        p.stroke(shape, width: max(1, lw), color: RGBA(hex: 0x6B5228, alpha: 0.35))
                    }
                }
            }
        }
        for fl in player.floors.sorted(by: { $0.floor < $1.floor }) {
            for b in fl.blocks where !(Int(fl.floor) == floor && o.landing.contains(b.cell)) {
                let box = view.blockBox(Int(b.quarterColumn), Int(b.quarterRow))
                p.withSave {
                    if Int(fl.floor) == floor, let k = o.settling[b.cell] {
                        // Lowered onto the pyramid: from 30 % larger and faint to its place.
                        let e = 1 - pow(1 - k, 3)
                        let s = 1.3 - 0.3 * e
                        p.multiplyAlpha(0.35 + 0.65 * e)
                        p.translate(box.center.x, box.center.y)
                        p.scale(s, s)
                        p.translate(-box.center.x, -box.center.y)
                    }
                    PyramidoArt.block(p, box, b.colour, jewels: b.jewels, floor: Int(fl.floor), line: lw, tile: b.tile)
                    if b.marker { PyramidoArt.marker(p, b.colour, box.center, view.block * 0.24) }
                }
            }
        }
        guard large else { return }
        if o.showCoordinates && !player.eliminated { drawCoordinates(p, view, player, floor: floor) }
        // Every mark in its symbol's shared style (Marks.outline), as on Android;
        // the review's move played is the last move's.
        for cell in o.last {
            if let b = view.cellBox(floor, cell, player) { Marks.outline(p, .lastMove, b, scale: scale) }
        }
        // The hint first: the choices' badges and the ghost stay on top of it.
        for cell in o.hint {
            if let b = view.cellBox(floor, cell, player) { Marks.outline(p, .hint, b, scale: scale) }
        }
        for cell in o.markCells + o.tileCells {
            guard let b = view.cellBox(floor, cell, player) else { continue }
            Marks.outline(p, .pyramidoChoice, b, scale: scale)
        }
        for cell in o.spots {
            if let b = view.cellBox(floor, cell, player) { Marks.outline(p, .pyramidoSpot, b, scale: scale) }
        }
        if let t = o.tile, let b = view.cellBox(floor, t.cell, player) {
            p.withSave {
                p.multiplyAlpha(Self.ghostAlpha)
                PyramidoArt.block(p, b, t.colour, jewels: [t.corner], floor: floor, line: line, tile: true)
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
                PyramidoArt.domino(p, g.domino, g.placement.dir, c, unit: view.block, line: line, floor: floor)
            }
            let boxes = g.placement.cells.compactMap { view.cellBox(floor, $0, player) }
            if boxes.count == 2 {
                let u = Box(x: min(boxes[0].x, boxes[1].x), y: min(boxes[0].y, boxes[1].y),
                            width: max(boxes[0].maxX, boxes[1].maxX) - min(boxes[0].x, boxes[1].x),
                            height: max(boxes[0].maxY, boxes[1].maxY) - min(boxes[0].y, boxes[1].y))
                Marks.outline(p, .pyramidoGhost, u, scale: scale)
            }
        }
    }
}
