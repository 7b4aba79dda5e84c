// Where Pyramido's parts are on screen: a floor's cells, a pyramid seen
// from above at quarter resolution, and the board box split into the quarry
// strip and the large pyramid. The conventions are the bindings' own
// (bindings/src/pyramido.rs): floor 1 is a 9×9 block canvas; floor f > 1 is
// the floor-1 footprint shrunk by f-1 blocks, shifted f-1 quarters
// south-east on the common 18×18 quarter grid.
import PyramidsCore

/// A cell on one floor's block grid; notation `e5` = column 4, row 4 (0-based, row 1 north).
public struct PyramidoCell: Sendable, Hashable {
    public let col: Int
    public let row: Int
    public init(_ col: Int, _ row: Int) {
        self.col = col
        self.row = row
    }

    public var name: String { "\(Character(UnicodeScalar(UInt8(97 + max(0, min(25, col))))))\(row + 1)" }

    public func toward(_ dir: PyramidoDir) -> PyramidoCell {
        switch dir {
        case .e: PyramidoCell(col + 1, row)
        case .s: PyramidoCell(col, row + 1)
        case .w: PyramidoCell(col - 1, row)
        case .n: PyramidoCell(col, row - 1)
        }
    }

    public init?(name: String) {
        guard let first = name.lowercased().unicodeScalars.first, name.count >= 2,
              let row = Int(name.dropFirst()), row >= 1 else { return nil }
        let col = Int(first.value) - 97
        guard (0..<26).contains(col) else { return nil }
        self.init(col, row - 1)
    }
}

/// A domino laid on a floor: the west block at `cell`, the east block toward `dir`.
public struct PyramidoPlacement: Sendable, Hashable {
    public let slot: Int
    public let cell: String
    public let dir: PyramidoDir
    public init(slot: Int, cell: String, dir: PyramidoDir) {
        self.slot = slot
        self.cell = cell
        self.dir = dir
    }

    public var cells: [String] {
        guard let a = PyramidoCell(name: cell) else { return [cell] }
        return [cell, a.toward(dir).name]
    }
}

public enum PyramidoGrid {
    public static let canvas = 9
    public static let quarters = 18
    static let dirs: [PyramidoDir] = [.e, .s, .w, .n]
    static let corners: [PyramidoCorner] = [.nw, .ne, .se, .sw]
    public static let colours: [PyramidoColour] = [.brown, .blue, .yellow, .aqua, .red, .green]

    public static func index(_ d: PyramidoDir) -> Int { dirs.firstIndex(of: d) ?? 0 }

    /// A corner after `turns` quarter turns clockwise.
    public static func turn(_ c: PyramidoCorner, _ turns: Int) -> PyramidoCorner {
        corners[((corners.firstIndex(of: c) ?? 0) + turns % 4 + 4) % 4]
    }

    /// Quarter offset (dx, dy) of a corner inside its block.
    public static func cornerOffset(_ c: PyramidoCorner) -> (Int, Int) {
        switch c {
        case .nw: (0, 0)
        case .ne: (1, 0)
        case .se: (1, 1)
        case .sw: (0, 1)
        }
    }

    /// The north-west quarter of `cell` on `floor`, or nil when the floor has no grid yet.
    public static func quarterOrigin(_ floor: Int, _ cell: PyramidoCell, _ footprint: PyramidoRect?) -> (Int, Int)? {
        if floor <= 1 { return (2 * cell.col, 2 * cell.row) }
        guard let fp = footprint else { return nil }
        return (2 * (Int(fp.column) + cell.col) + floor - 1, 2 * (Int(fp.row) + cell.row) + floor - 1)
    }

    /// Columns × rows of `floor`'s grid for a player.
    public static func size(_ floor: Int, _ footprint: PyramidoRect?) -> (Int, Int) {
        if floor <= 1 { return (canvas, canvas) }
        guard let fp = footprint else { return (0, 0) }
        return (Int(fp.width) - (floor - 1), Int(fp.height) - (floor - 1))
    }

    /// Whether a floor-1 cell can still belong to the floor: the blocks so
    /// far plus this one fit a 5×4 or 4×5 rectangle.
    public static func reachable(_ cell: PyramidoCell, _ bounds: PyramidoRect?) -> Bool {
        guard (0..<canvas).contains(cell.col), (0..<canvas).contains(cell.row) else { return false }
        guard let b = bounds else { return true }
        let l = min(Int(b.column), cell.col), r = max(Int(b.column) + Int(b.width) - 1, cell.col)
        let t = min(Int(b.row), cell.row), bo = max(Int(b.row) + Int(b.height) - 1, cell.row)
        let w = r - l + 1, h = bo - t + 1
        return (w <= 5 && h <= 4) || (w <= 4 && h <= 5)
    }

    /// A domino's two faces as they lie for `dir` (jewels turned).
    public static func faces(_ d: PyramidoDomino, _ dir: PyramidoDir) -> [(PyramidoColour, [PyramidoCorner])] {
        [d.west, d.east].map { f in (f.colour, f.jewels.map { turn($0, index(dir)) }) }
    }
}

/// One quarter seen from above: the highest block over it and whether it shows a jewel.
public struct PyramidoTopQuarter: Sendable {
    public let colour: PyramidoColour
    public let jewel: Bool
    public let block: PyramidoBlock
}

/// A pyramid seen from the top at quarter resolution, as floor scoring
/// sees it: higher blocks hide what lies under them, jewels included.
public struct PyramidoTopView: Sendable {
    private var grid: [PyramidoTopQuarter?]
    public struct Q: Hashable, Sendable {
        public let x: Int
        public let y: Int
    }

    public init(_ player: PyramidoPlayer) {
        let n = PyramidoGrid.quarters
        grid = Array(repeating: nil, count: n * n)
        for floor in player.floors.sorted(by: { $0.floor < $1.floor }) {
            for b in floor.blocks {
                for corner in PyramidoGrid.corners {
                    let (dx, dy) = PyramidoGrid.cornerOffset(corner)
                    let x = Int(b.quarterColumn) + dx, y = Int(b.quarterRow) + dy
                    if (0..<n).contains(x), (0..<n).contains(y) {
                        grid[y * n + x] = PyramidoTopQuarter(colour: b.colour, jewel: b.jewels.contains(corner), block: b)
                    }
                }
            }
        }
    }

    public func at(_ x: Int, _ y: Int) -> PyramidoTopQuarter? {
        let n = PyramidoGrid.quarters
        return (0..<n).contains(x) && (0..<n).contains(y) ? grid[y * n + x] : nil
    }

    /// The area (4-connected visible quarters of one colour) the block at
    /// `floor`/`cell` belongs to; empty when that block is hidden or absent.
    public func area(floor: Int, cell: String) -> Set<Q> {
        let n = PyramidoGrid.quarters
        var seeds: [Q] = []
        for y in 0..<n {
            for x in 0..<n {
                if let q = at(x, y), Int(q.block.floor) == floor, q.block.cell == cell { seeds.append(Q(x: x, y: y)) }
            }
        }
        guard let first = seeds.first, let colour = at(first.x, first.y)?.colour else { return [] }
        var seen = Set(seeds)
        var stack = seeds
        while let q = stack.popLast() {
            for (nx, ny) in [(q.x + 1, q.y), (q.x - 1, q.y), (q.x, q.y + 1), (q.x, q.y - 1)] {
                if let t = at(nx, ny), t.colour == colour, seen.insert(Q(x: nx, y: ny)).inserted { stack.append(Q(x: nx, y: ny)) }
            }
        }
        return seen
    }

    public func jewels(in area: Set<Q>) -> Int { area.filter { at($0.x, $0.y)?.jewel == true }.count }
}

/// A pyramid drawn from above in `area`. While floor 1 is open the view
/// holds every cell a block may still reach (the whole 9×9 canvas before the
/// first domino), plus the plate's margin, so nothing spills out of `area`;
/// after that it closes in on the footprint.
public struct PyramidView: Sendable {
    public let area: Box
    private let q0x: Double
    private let q0y: Double
    /// Pixels per quarter.
    public let quarter: Double
    private let ox: Double
    private let oy: Double
    /// The plate: the whole view.
    public let frame: Box

    init(area: Box, q0x: Double, q0y: Double, qw: Double, qh: Double) {
        self.area = area
        self.q0x = q0x
        self.q0y = q0y
        quarter = max(0.01, min(area.width / qw, area.height / qh))
        ox = area.center.x - qw * quarter / 2
        oy = area.center.y - qh * quarter / 2
        frame = Box(x: ox, y: oy, width: qw * quarter, height: qh * quarter)
    }

    public var block: Double { quarter * 2 }

    public func toPx(_ qx: Double, _ qy: Double) -> Pt { Pt(ox + (qx - q0x) * quarter, oy + (qy - q0y) * quarter) }

    public func blockBox(_ qx: Int, _ qy: Int) -> Box {
        let a = toPx(Double(qx), Double(qy))
        return Box(x: a.x, y: a.y, width: block, height: block)
    }

    /// The cell of `floor` under `p` (may lie outside the grid: callers check).
    public func cell(at p: Pt, floor: Int, player: PyramidoPlayer) -> PyramidoCell? {
        let qx = (p.x - ox) / quarter + q0x
        let qy = (p.y - oy) / quarter + q0y
        if floor <= 1 { return PyramidoCell(Int((qx / 2).rounded(.down)), Int((qy / 2).rounded(.down))) }
        guard let fp = player.footprint else { return nil }
        return PyramidoCell(Int(((qx - Double(floor - 1)) / 2).rounded(.down)) - Int(fp.column),
                            Int(((qy - Double(floor - 1)) / 2).rounded(.down)) - Int(fp.row))
    }

    /// The box of a cell of `floor`, or nil when that floor has no grid yet.
    public func cellBox(_ floor: Int, _ cell: PyramidoCell, _ player: PyramidoPlayer) -> Box? {
        guard let (qx, qy) = PyramidoGrid.quarterOrigin(floor, cell, player.footprint) else { return nil }
        return blockBox(qx, qy)
    }

    public func cellBox(_ floor: Int, _ name: String, _ player: PyramidoPlayer) -> Box? {
        PyramidoCell(name: name).flatMap { cellBox(floor, $0, player) }
    }

    /// The centre of a placement's two blocks.
    public func center(_ floor: Int, _ pl: PyramidoPlacement, _ player: PyramidoPlayer) -> Pt? {
        let boxes = pl.cells.compactMap { cellBox(floor, $0, player) }
        guard boxes.count == 2 else { return nil }
        return Pt((boxes[0].center.x + boxes[1].center.x) / 2, (boxes[0].center.y + boxes[1].center.y) / 2)
    }

    public static func of(_ area: Box, _ player: PyramidoPlayer?) -> PyramidView {
        if let fp = player?.footprint {
            return PyramidView(area: area, q0x: 2 * Double(fp.column) - 1.5, q0y: 2 * Double(fp.row) - 1.5,
                               qw: 2 * Double(fp.width) + 3, qh: 2 * Double(fp.height) + 3)
        }
        let n = PyramidoGrid.canvas
        let reach = (0..<n).flatMap { r in (0..<n).map { PyramidoCell($0, r) } }.filter { PyramidoGrid.reachable($0, player?.floor1Bounds) }
        let l = reach.map(\.col).min() ?? 0, t = reach.map(\.row).min() ?? 0
        let w = (reach.map(\.col).max() ?? 8) - l + 1, h = (reach.map(\.row).max() ?? 8) - t + 1
        return PyramidView(area: area, q0x: 2 * Double(l) - 1, q0y: 2 * Double(t) - 1, qw: 2 * Double(w) + 2, qh: 2 * Double(h) + 2)
    }
}

/// The board box split for Pyramido: a strip across the top for the quarry
/// between its four piles (or, in a tile step, the player's single tiles),
/// a heading line, and the large pyramid below. In a wide box (a tablet in
/// table mode) the strip is a column on the left, so the pyramid gets the
/// whole height.
public struct PyramidoGeometry: Sendable {
    public let box: Box
    public let vertical: Bool
    public let strip: Box
    /// The heading over the pyramid ("Player 1's pyramid · Floor 1 of 4").
    public let heading: Box
    public let pyramidArea: Box
    private let columns: [Box]

    /// `sideStrip`: a wide box may take the strip as a column (false keeps it across the top).
    /// `minStripWidth`: a side strip holds a tile's two faces side by side at the touch minimum, however low the box.
    public init(box: Box, gap: Double, headingHeight: Double, sideStrip: Bool = true, minStripWidth: Double = 0) {
        self.box = box
        vertical = sideStrip && box.width > box.height * 1.3
        if vertical {
            let stripW = min(box.width * 0.24, max(box.height / 6.85 * 1.6, minStripWidth))
            strip = Box(x: box.x + gap, y: box.y + gap, width: stripW, height: box.height - 2 * gap)
            let x = strip.maxX + 2 * gap
            heading = Box(x: x, y: box.y + gap, width: box.maxX - gap - x, height: headingHeight)
            pyramidArea = Box(x: x, y: heading.maxY + gap, width: heading.width, height: box.maxY - heading.maxY - 2 * gap)
        } else {
            let stripH = min(box.height * 0.24, box.width / 6.8 * 1.25)
            strip = Box(x: box.x + gap, y: box.y + gap, width: box.width - 2 * gap, height: stripH)
            heading = Box(x: box.x + gap, y: strip.maxY + gap, width: box.width - 2 * gap, height: headingHeight)
            pyramidArea = Box(x: box.x + gap, y: heading.maxY + gap, width: box.width - 2 * gap, height: box.maxY - heading.maxY - 2 * gap)
        }
        // p1 q1 p2 q2 p3 q3 p4: piles 0.85 units long (44 pt on a phone), quarry slots 1.15.
        let unit = (vertical ? strip.height : strip.width) / (4 * 0.85 + 3 * 1.15)
        var at = vertical ? strip.y : strip.x
        var cols: [Box] = []
        for i in 0..<7 {
            let w = unit * (i % 2 == 0 ? 0.85 : 1.15)
            cols.append(vertical ? Box(x: strip.x, y: at, width: strip.width, height: w) : Box(x: at, y: strip.y, width: w, height: strip.height))
            at += w
        }
        columns = cols
    }

    /// A pile's whole column: the touch target (the pile is drawn narrower inside it).
    public func pileBox(_ pile: Int) -> Box { columns[2 * pile] }

    public func slotBox(_ slot: Int) -> Box {
        let c = columns[2 * slot + 1]
        if vertical { return Box(x: c.x, y: c.y + c.height * 0.04, width: c.width, height: c.height * 0.92) }
        return Box(x: c.x + c.width * 0.04, y: c.y, width: c.width * 0.92, height: c.height)
    }

    /// Pixels per block for a quarry domino drawn in its slot in either direction.
    public var quarryBlock: Double {
        let s = slotBox(0)
        return min(s.width / 2.3, s.height / 2.3)
    }

    /// The tile faces in the strip, in pairs (the two faces of one tile side by side).
    public func faceBoxes(_ faces: Int, minSide: Double) -> [Box] {
        guard faces > 0 else { return [] }
        if vertical {
            // One tile a row: its two faces side by side.
            let rows = Double((faces + 1) / 2)
            let size = max(minSide, min(strip.width * 0.4, (strip.height - minSide) / (rows * 1.4)))
            let top = strip.y + minSide
            return (0..<faces).map { i in
                Box(x: strip.center.x + (i % 2 == 0 ? -size * 1.05 : size * 0.05), y: top + Double(i / 2) * size * 1.4, width: size, height: size)
            }
        }
        let pairs = Double((faces + 1) / 2)
        var size = max(minSide, min(strip.height * 0.58, strip.width / (Double(faces) * 1.15 + pairs * 0.5)))
        var step = 1.1, gap = 0.5
        // Four tiles on a phone would run off the screen at the touch
        // minimum: the pairs close up, and the faces shrink only as far as
        // the strip's width needs.
        if Double(faces) * size * step + max(0, pairs - 1) * size * gap > strip.width {
            step = 1.05
            gap = 0.15
            size = min(size, strip.width / (Double(faces) * step + max(0, pairs - 1) * gap))
        }
        let pairGap = size * gap
        let total = Double(faces) * size * step + max(0, pairs - 1) * pairGap
        var x = strip.center.x - total / 2
        let top = strip.center.y - size / 2 + strip.height * 0.1
        var out: [Box] = []
        for i in 0..<faces {
            out.append(Box(x: x, y: top, width: size, height: size))
            x += size * step
            if i % 2 == 1 { x += pairGap }
        }
        return out
    }
}
