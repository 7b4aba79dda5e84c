// Where the 30 Pylos positions are on screen, and which one a touch means.
import Foundation

/// A point in board space: units of one ball diameter, z up from the board's top face.
public struct P3: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// One position on screen: a disc, and its depth (bigger is nearer the eye).
public struct PylosSpot: Sendable, Hashable {
    public let name: String
    public let level: Int
    public let column: Int
    public let row: Int
    public let center: Pt
    public let radius: Double
    public let depth: Double
}

/// How the pyramid is seen.
public enum PylosView: Sendable, Hashable, CaseIterable {
    /// Three-quarter view: the pyramid reads as a pyramid.
    case perspective
    /// From almost straight above: no ball hides a hole or a ball below it
    /// (round 2: level-2 balls hid level 1 in the 3-D view). Table mode uses
    /// it, since it reads the same from every side of the table.
    case top

    /// Upper-level balls drawn smaller in the top view, so the balls and
    /// holes below them show round their edges.
    var upperLevelScale: Double {
        switch self {
        case .perspective: 1
        case .top: 0.8
        }
    }
}

/// The pyramid projected into a screen box. Positions follow the notation:
/// level 1 is 4×4 (`1a1` … `1d4`); a level-L ball at (c, r) rests on (c, r)
/// (c+1, r) (c, r+1) (c+1, r+1) of level L-1, half a ball further in each
/// direction and √½ higher. Row 1 is the near side and column a the left, as
/// Light (seat 0) sees the board; `yaw` 180 is Dark's side of the table.
public struct PylosProjection: Sendable {
    public static let levelRise = 0.5.squareRoot()
    /// Level-1 balls rest slightly sunk into their holes.
    public static let baseZ = 0.42
    /// Half the board's width (slab edge) in ball units.
    public static let halfBoard = 2.1
    public static let slabThickness = 0.34
    /// The coordinates run beside the slab, never on it (on the rim a label
    /// straddled the slab's edge wherever the tilt narrowed the rim): the
    /// row numbers this far out from the slab's side, in ball units ...
    public static let rowGap = 0.14
    /// ... and line `ring` of the column letters (0 level 1's, 1 level 2's)
    /// this far from the centre, beyond the slab's front (Light's) edge.
    public static func columnLine(_ ring: Int) -> Double { halfBoard + 0.22 + Double(ring) * 0.24 }
    /// Half a label's footprint in ball units, so the fit leaves room for it.
    static let labelRoom = 0.08

    public let view: PylosView
    public let yaw: Double
    private let eye = 15.0
    private let cosYaw: Double
    private let sinYaw: Double
    private let sinElev: Double
    private let cosElev: Double
    public private(set) var unit: Double = 100
    private var origin = Pt(0, 0)

    /// `elevation`: degrees above the board (90 is straight down); the
    /// perspective view picks it from the box it must fill (`fitted`).
    public init(view: PylosView = .perspective, yaw: Double = 0, elevation: Double? = nil) {
        self.view = view
        self.yaw = yaw
        let e = elevation ?? (view == .top ? 88 : 52)
        self.elevation = e
        cosYaw = cos(yaw * .pi / 180)
        sinYaw = sin(yaw * .pi / 180)
        sinElev = sin(e * .pi / 180)
        cosElev = cos(e * .pi / 180)
    }

    public let elevation: Double

    /// Tilts the perspective view may take (Android's `PylosProjection`
    /// takes the same, with the same rule).
    public static let minElevation = 50.0
    public static let maxElevation = 70.0

    /// The perspective view for a box: the tilt between `minElevation` and
    /// `maxElevation` (every 2°) that draws the biggest board, the steeper
    /// on a tie (within 0.1 %), as it hides less of the lower levels.
    public static func perspective(for box: Box, yaw: Double = 0) -> PylosProjection {
        var best = PylosProjection(view: .perspective, yaw: yaw, elevation: minElevation)
        var bestUnit = best.fitted(to: box).unit
        for e in stride(from: minElevation + 2, through: maxElevation, by: 2) {
            let candidate = PylosProjection(view: .perspective, yaw: yaw, elevation: e)
            let unit = candidate.fitted(to: box).unit
            if unit >= bestUnit * 0.999 {
                best = candidate
                bestUnit = unit
            }
        }
        return best
    }

    public static func levelSize(_ level: Int) -> Int { 5 - level }

    /// Board-space centre of a ball at a position. Rows count from the near
    /// side (+y is towards Light), so row 1 is at +y; mirroring keeps each
    /// ball on the four it rests on.
    public static func world(level: Int, column: Int, row: Int) -> P3 {
        let off = Double(level - 1) * 0.5 - 1.5
        return P3(Double(column) + off, -(Double(row) + off), baseZ + Double(level - 1) * levelRise)
    }

    /// `2b1` → (2, 1, 0); nil if it is not a position.
    public static func parse(_ name: String) -> (level: Int, column: Int, row: Int)? {
        let chars = Array(name.unicodeScalars)
        guard chars.count == 3 else { return nil }
        let level = Int(chars[0].value) - 48
        let column = Int(chars[1].value) - 97
        let row = Int(chars[2].value) - 49
        guard (1...4).contains(level) else { return nil }
        let n = levelSize(level)
        guard (0..<n).contains(column), (0..<n).contains(row) else { return nil }
        return (level, column, row)
    }

    public static func name(level: Int, column: Int, row: Int) -> String {
        "\(level)\(Character(UnicodeScalar(97 + column)!))\(row + 1)"
    }

    /// All 30 positions in snapshot order: level by level, row by row.
    public static let all: [String] = (1...4).flatMap { l in
        (0..<levelSize(l)).flatMap { r in (0..<levelSize(l)).map { c in name(level: l, column: c, row: r) } }
    }

    /// (x, y, perspective scale, depth) with unit scale, centred at the origin.
    private func raw(_ p: P3) -> (x: Double, y: Double, scale: Double, depth: Double) {
        let x = p.x * cosYaw - p.y * sinYaw
        let y = p.x * sinYaw + p.y * cosYaw
        let sy = y * sinElev - p.z * cosElev
        let depth = y * cosElev + p.z * sinElev
        let k = eye / (eye - depth)
        return (x * k, sy * k, k, depth)
    }

    public func project(_ p: P3) -> (pt: Pt, scale: Double, depth: Double) {
        let r = raw(p)
        return (Pt(origin.x + r.x * unit, origin.y + r.y * unit), r.scale, r.depth)
    }

    /// The whole board (slab to apex) at unit scale, centred at the origin.
    private func bounds() -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let h = Self.halfBoard
        var pts: [(x: Double, y: Double, scale: Double, depth: Double)] = []
        for x in [-h, h] {
            for y in [-h, h] {
                for z in [0, -Self.slabThickness] { pts.append(raw(P3(x, y, z))) }
            }
        }
        // The coordinates beside the slab: the row numbers on both sides, the
        // two lines of letters beyond Light's edge (both seen in any turn).
        let side = h + Self.rowGap + Self.labelRoom
        let front = Self.columnLine(1) + Self.labelRoom
        for x in [-side, side] {
            for y in [-h, front] {
                for z in [0, -Self.slabThickness] { pts.append(raw(P3(x, y, z))) }
            }
        }
        // From above the board keeps a square box centred on the pyramid, whichever way it is turned.
        if view == .top {
            let l = max(side, front)
            for x in [-l, l] {
                for y in [-l, l] { pts.append(raw(P3(x, y, 0))) }
            }
        }
        let apex = Self.world(level: 4, column: 0, row: 0)
        pts.append(raw(P3(apex.x, apex.y, apex.z + 0.5)))
        // Every place's disc as drawn: the far row's balls stand above the
        // slab's far edge, and the box above the board (a lesson's seat strip) must not cut them.
        for name in Self.all {
            guard let (l, c, r) = Self.parse(name) else { continue }
            let q = raw(Self.world(level: l, column: c, row: r))
            let rad = 0.5 * q.scale * (l > 1 ? view.upperLevelScale : 1)
            for (dx, dy) in [(-rad, 0.0), (rad, 0), (0, -rad), (0, rad)] { pts.append((q.x + dx, q.y + dy, q.scale, q.depth)) }
        }
        return (pts.map(\.x).min()! - 0.02, pts.map(\.x).max()! + 0.02, pts.map(\.y).min()! - 0.1, pts.map(\.y).max()! + 0.05)
    }

    /// Height over width of the whole board as this projection draws it:
    /// the box a layout gives the board so that it fills it both ways.
    public var aspect: Double {
        let b = bounds()
        return (b.maxY - b.minY) / (b.maxX - b.minX)
    }

    /// Scaled and centred so the whole board (slab to apex) fills `box`.
    public func fitted(to box: Box, margin: Double = 0) -> PylosProjection {
        var copy = self
        let (minX, maxX, minY, maxY) = bounds()
        let w = box.width - 2 * margin
        let hh = box.height - 2 * margin
        copy.unit = min(w / (maxX - minX), hh / (maxY - minY))
        copy.origin = Pt(box.center.x - (minX + maxX) / 2 * copy.unit, box.center.y - (minY + maxY) / 2 * copy.unit)
        return copy
    }

    /// The fitted board's bounding box on screen.
    public var extent: Box {
        let b = bounds()
        return Box(x: origin.x + b.minX * unit, y: origin.y + b.minY * unit, width: (b.maxX - b.minX) * unit, height: (b.maxY - b.minY) * unit)
    }

    public func spot(_ name: String) -> PylosSpot? {
        guard let (l, c, r) = Self.parse(name) else { return nil }
        let p = project(Self.world(level: l, column: c, row: r))
        let k = l > 1 ? view.upperLevelScale : 1
        return PylosSpot(name: name, level: l, column: c, row: r, center: p.pt, radius: 0.5 * unit * p.scale * k, depth: p.depth)
    }

    /// The 30 positions as projected discs, in snapshot order.
    public func spots() -> [PylosSpot] { Self.all.compactMap(spot) }

    /// The slab as drawn (top face and the sides facing the eye): the hull
    /// of its eight projected corners, clockwise on screen from the top-left.
    public func slabOutline() -> [Pt] {
        let h = Self.halfBoard
        var pts: [Pt] = []
        for x in [-h, h] {
            for y in [-h, h] {
                for z in [0, -Self.slabThickness] { pts.append(project(P3(x, y, z)).pt) }
            }
        }
        return Self.hull(pts)
    }

    /// The convex hull of `points` (Andrew's monotone chain).
    static func hull(_ points: [Pt]) -> [Pt] {
        let ps = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        func cross(_ o: Pt, _ a: Pt, _ b: Pt) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Pt] = [], upper: [Pt] = []
        for p in ps {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in ps.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// A horizontal circle of `radius` (ball units) around `center`, as a screen polygon.
    public func flatCircle(_ center: P3, radius: Double, segments: Int = 28) -> [Pt] {
        (0..<segments).map { i in
            let a = 2 * Double.pi * Double(i) / Double(segments)
            return project(P3(center.x + radius * cos(a), center.y + radius * sin(a), center.z)).pt
        }
    }

    /// Whether a slab side with outward normal (nx, ny) faces the eye.
    public func facesEye(_ nx: Double, _ ny: Double) -> Bool { nx * sinYaw + ny * cosYaw > 0.02 }
}

/// Hit-testing on the projected positions: among the discs under the finger
/// the nearest to the eye wins (it is drawn on top); otherwise the closest
/// within a forgiving radius, so small phones stay playable.
public enum PylosHit {
    public static func hit(_ spots: [PylosSpot], _ p: Pt, slack: Double = 1.35, accept: (PylosSpot) -> Bool) -> PylosSpot? {
        let candidates = spots.filter(accept)
        let direct = candidates.filter { $0.center.distance(to: p) <= $0.radius }
        if let top = direct.max(by: { $0.depth < $1.depth }) { return top }
        return candidates
            .map { ($0, $0.center.distance(to: p) / $0.radius) }
            .filter { $0.1 <= slack }
            .min { $0.1 < $1.1 }?.0
    }
}
