// Which blocks of a pyramid are drawn together as one piece: the two halves
// of a domino still whole on its floor (the bindings name each block's
// domino), every other block alone — a tile, or a half whose partner a
// tile now covers.
import PyramidsCore

/// One half of a piece as drawn: its cell's box, colour and jewels.
public struct PyramidoHalf: Sendable {
    public let box: Box
    public let colour: PyramidoColour
    public let jewels: [PyramidoCorner]
    public let tile: Bool
    public init(box: Box, colour: PyramidoColour, jewels: [PyramidoCorner], tile: Bool = false) {
        self.box = box
        self.colour = colour
        self.jewels = jewels
        self.tile = tile
    }
}

public enum PyramidoPieces {
    /// The floor's blocks grouped into pieces, in the floor's order: a
    /// domino's two side-by-side halves together, anything else alone.
    public static func group(_ blocks: [PyramidoBlock]) -> [[PyramidoBlock]] {
        var partner: [Int32: [PyramidoBlock]] = [:]
        for b in blocks where !b.tile {
            if let d = b.domino { partner[d, default: []].append(b) }
        }
        var done = Set<String>()
        var out: [[PyramidoBlock]] = []
        for b in blocks where !done.contains(b.cell) {
            done.insert(b.cell)
            if !b.tile, let d = b.domino, let pair = partner[d], pair.count == 2,
               let other = pair.first(where: { $0.cell != b.cell }), adjacent(b, other) {
                done.insert(other.cell)
                out.append([b, other])
            } else {
                out.append([b])
            }
        }
        return out
    }

    static func adjacent(_ a: PyramidoBlock, _ b: PyramidoBlock) -> Bool {
        abs(Int(a.column) - Int(b.column)) + abs(Int(a.row) - Int(b.row)) == 1
    }
}
