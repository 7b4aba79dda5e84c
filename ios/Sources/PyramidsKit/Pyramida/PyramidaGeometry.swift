// Where the 21 Pyramida fields are on screen, and which one a touch means.
import Foundation

public struct PyramidaSpot: Sendable, Hashable {
    public let name: String
    public let column: Int
    public let row: Int
    public let center: Pt
    public let radius: Double
}

/// The fields are the dark squares of an 11 × 6 chequer (files a–k, rows
/// 1–6), base row at the bottom: a triangle twice as wide as high. In a box
/// taller than that (a phone in portrait) the squares grow taller, up to
/// `maxStretch` times their width (`phoneStretch` on a phone's game
/// screen), so the pyramid fills more of the box; the stones grow with
/// them, as far as the row's neighbours two squares apart leave room.
public struct PyramidaGeometry: Sendable {
    public static let columns = 11
    public static let rows = 6
    /// How far the wood reaches beyond the outer squares, in squares.
    public static let pad = 0.14
    public static let maxStretch = 1.5
    /// A phone in portrait: a steeper triangle that takes the screen's height.
    public static let phoneStretch = 2.2
    static let wide = Double(columns) + 2 + 4 * pad
    static let high = Double(rows) + 0.5 + 2 * pad

    public let cell: Double
    public let cellH: Double
    private let left: Double
    private let bottom: Double

    public init(box: Box, margin: Double = 0, maxStretch: Double = Self.maxStretch) {
        let w = box.width - 2 * margin
        let h = box.height - 2 * margin
        cell = max(1, min(w / Self.wide, h / Self.high))
        cellH = min(max(h / Self.high, cell), cell * max(1, maxStretch))
        left = box.center.x - Double(Self.columns) * cell / 2
        bottom = box.center.y + (Self.high / 2 - 0.5 - Self.pad) * cellH + cellH * 0.5
    }

    /// All 21 fields, row by row from the base, as the snapshot lists them.
    public static let fields: [(name: String, column: Int, row: Int)] = (0..<rows).flatMap { row in
        stride(from: row, to: columns - row, by: 2).map { col in ("\(Character(UnicodeScalar(97 + col)!))\(row + 1)", col, row) }
    }

    public func center(_ column: Int, _ row: Int) -> Pt {
        Pt(left + (Double(column) + 0.5) * cell, bottom - (Double(row) + 0.5) * cellH)
    }

    public var stoneRadius: Double { cell * 0.56 * min(1.25, (cellH / cell).squareRoot()) }
    /// The distance between the nearest two fields (diagonal neighbours).
    public var spacing: Double { min(2 * cell, (cell * cell + cellH * cellH).squareRoot()) }

    /// The triangle's corners (base left, base right, apex).
    public func corners() -> [Pt] {
        let o = center(0, 0)
        let base = o.y + (0.5 + Self.pad) * cellH
        let span = (1.5 + 2 * Self.pad) * cell
        let apexY = o.y - (Double(Self.rows) + Self.pad) * cellH
        return [Pt(o.x - span, base), Pt(o.x + Double(Self.columns - 1) * cell + span, base), Pt(o.x + 5 * cell, apexY)]
    }

    public func spots() -> [PyramidaSpot] {
        Self.fields.map { PyramidaSpot(name: $0.name, column: $0.column, row: $0.row, center: center($0.column, $0.row), radius: stoneRadius) }
    }

    public func spot(_ name: String) -> PyramidaSpot? { spots().first { $0.name == name } }

    /// The allowed field nearest `p`, within `slack` stone radii or half the
    /// spacing of the fields, whichever is more.
    public func hit(_ p: Pt, slack: Double = 1.25, accept: (PyramidaSpot) -> Bool = { _ in true }) -> PyramidaSpot? {
        let reach = max(stoneRadius * slack, spacing / 2)
        return spots().filter(accept).map { ($0, $0.center.distance(to: p)) }.filter { $0.1 <= reach }.min { $0.1 < $1.1 }?.0
    }
}
