// A board of the review: the position before a decision, drawn by the
// game's own renderer in a box, with the move played marked as the last
// move is (cyan) and the best alternative as the hint is (violet).
import PyramidsCore

public struct ReviewBoard {
    public let scale: UIScale
    public init(scale: UIScale) {
        self.scale = scale
    }

    /// The positions (or cells) an action touches, as its marks are drawn.
    static func pylos(_ a: GameAction?) -> (to: String?, from: String?, reclaimed: [String]) {
        switch a?.pylosMove {
        case .place(let to)?: (to, nil, [])
        case .raise(let from, let to)?: (to, from, [])
        case .reclaim(let from)?: (nil, nil, [from])
        default: (nil, nil, [])
        }
    }

    static func pyramida(_ a: GameAction?) -> (from: String?, to: String?) {
        switch a?.pyramidaMove {
        case .step(let from, let to)?: (from, to)
        case .retreat(let to)?: (nil, to)
        default: (nil, nil)
        }
    }

    static func pyramidoCells(_ a: GameAction?) -> [String] {
        switch a?.pyramidoMove {
        case .place(let slot, let cell, let dir)?: PyramidoPlacement(slot: Int(slot), cell: cell, dir: dir).cells
        case .mark(let cell)?, .tile(let cell, _, _)?, .fillHole(let cell, _, _)?: [cell]
        default: []
        }
    }

    /// The cells or positions the best alternative is drawn on (tests check them).
    static func hintTargets(_ a: GameAction?) -> [String] {
        switch a?.detail {
        case .pylos?:
            let m = pylos(a)
            return ([m.from, m.to].compactMap { $0 }) + m.reclaimed
        case .pyramida?:
            let m = pyramida(a)
            return [m.from, m.to].compactMap { $0 }
        case .pyramido?: return pyramidoCells(a)
        default: return []
        }
    }

    @MainActor
    public func draw(_ p: Painter, _ s: Snapshot, in box: Box, played: GameAction?, best: GameAction?) {
        let margin = scale.pt(4)
        switch s.board {
        case .pylos(let board):
            let pr = PylosProjection.perspective(for: box).fitted(to: box, margin: margin)
            let m = Self.pylos(played)
            let last = m.to == nil && m.from == nil && m.reclaimed.isEmpty ? nil : PylosLastMove(to: m.to, from: m.from, reclaimed: m.reclaimed)
            PylosRenderer(scale: scale).draw(p, pr, board, PylosOverlay(hint: Self.hintTargets(best), lastMove: last, showPlayable: false))
        case .pyramida(let board):
            let m = Self.pyramida(played)
            PyramidaRenderer(scale: scale).draw(p, PyramidaGeometry(box: box, margin: margin), board,
                                                PyramidaOverlay(hint: Self.hintTargets(best), lastFrom: m.from, lastTo: m.to, showPlayable: false))
        case .pyramido(let board):
            let seat = min(Int(s.toMove), board.players.count - 1)
            guard seat >= 0 else { return }
            let player = board.players[seat]
            let view = PyramidView.of(box, player)
            var o = PyramidoOverlay()
            o.showOpenCells = false
            o.last = Self.pyramidoCells(played)
            o.hint = Self.pyramidoCells(best)
            PyramidoRenderer(scale: scale).drawPyramid(p, view, player, floor: Int(board.floor), o, large: true)
        }
    }
}
