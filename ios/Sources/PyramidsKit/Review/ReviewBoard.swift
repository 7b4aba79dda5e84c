// A board of the review: the position before a decision, drawn by the
// game's own renderer in a box, with the move played drawn as the boards
// draw the last move (`LegendSymbol.lastMove` and `.lastFrom`) and the best
// alternative as they draw the hint (`.hint`), in the shared style.
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
            // Room above the top row for the last-move pointer.
            let area = Box(x: box.x, y: box.y + scale.pt(22), width: box.width, height: max(1, box.height - scale.pt(22)))
            let pr = PylosProjection.perspective(for: area).fitted(to: area, margin: margin)
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
            // The piles and the quarry above the mover's pyramid: which
            // domino was taken, which pile refilled.
            let stripH = min(box.height * 0.26, scale.pt(150))
            drawQuarry(p, board, in: Box(x: box.x, y: box.y, width: box.width, height: stripH), played: played, best: best)
            let rest = Box(x: box.x, y: box.y + stripH + scale.pt(6), width: box.width, height: box.height - stripH - scale.pt(6))
            let view = PyramidView.of(rest, player)
            var o = PyramidoOverlay()
            o.showOpenCells = false
            o.last = Self.pyramidoCells(played)
            o.hint = Self.pyramidoCells(best)
            PyramidoRenderer(scale: scale).drawPyramid(p, view, player, floor: Int(board.floor), o, large: true)
        }
    }

    /// Which pile (0–3) or quarry slot (0–2) an action takes from.
    static func pyramidoSource(_ a: GameAction?) -> (pile: Int?, slot: Int?) {
        switch a?.pyramidoMove {
        case .place(let slot, _, _)?: (nil, Int(slot))
        case .refill(let pile)?: (Int(pile), nil)
        default: (nil, nil)
        }
    }

    /// The four piles (top domino, size) and the three quarry slots in a row,
    /// the one the move played took from outlined as the last move is, the
    /// best one's as the hint is (`Marks.outline`).
    @MainActor
    private func drawQuarry(_ p: Painter, _ s: PyramidoSnapshot, in box: Box, played: GameAction?, best: GameAction?) {
        p.fill(.roundRect(box, radius: scale.pt(12)), RGBA(0, 0, 0, 0.2))
        var small = scale.small
        small.align = .center
        // The counts give way to the dominoes in a low strip (large text on a phone).
        small.size = min(small.size, max(scale.pt(10), box.height * 0.2))
        let labelH = small.size * 1.4
        let cellW = box.width / 7.6
        let unit = max(scale.pt(8), min(cellW * 0.56, (box.height - labelH - scale.pt(12)) / 2.15))
        let line = scale.pt(1)
        let marks = (played: Self.pyramidoSource(played), best: Self.pyramidoSource(best))
        func ring(_ c: Pt, pile: Int?, slot: Int?) {
            let r = Box(x: c.x - unit / 2, y: c.y - unit, width: unit, height: 2 * unit)
            // The hint inside the domino, the last move's outline round it: both show on one.
            if (pile != nil && marks.best.pile == pile) || (slot != nil && marks.best.slot == slot) {
                Marks.outline(p, .hint, r, scale: scale)
            }
            if (pile != nil && marks.played.pile == pile) || (slot != nil && marks.played.slot == slot) {
                Marks.outline(p, .lastMove, r, scale: scale)
            }
        }
        let cy = box.y + scale.pt(6) + unit
        for i in 0..<min(4, s.piles.count) {
            let c = Pt(box.x + cellW * (Double(i) + 0.55), cy)
            let pile = s.piles[i]
            if let top = pile.top {
                PyramidoArt.domino(p, top, .s, c, unit: unit, line: line * 0.7, patterns: Patterns(.standard, scale))
            } else {
                p.stroke(.roundRect(Box(x: c.x - unit / 2, y: c.y - unit, width: unit, height: 2 * unit), radius: unit * 0.1),
                         width: scale.pt(1.5), color: RGBA(1, 1, 1, 0.3))
            }
            ring(c, pile: i, slot: nil)
            let label = strings(pile: Int(pile.size))
            p.drawTextCentered(label, x: c.x, cy: box.maxY - labelH / 2 - scale.pt(2),
                               style: p.fitted(label, style: small, maxWidth: cellW - scale.pt(4), minSize: scale.pt(7)))
        }
        for k in 0..<min(3, s.quarry.count) {
            let c = Pt(box.x + cellW * (Double(k) + 4.95), cy)
            let slot = Box(x: c.x - cellW * 0.45, y: box.y + scale.pt(4), width: cellW * 0.9, height: box.height - scale.pt(8))
            p.fill(.roundRect(slot, radius: scale.pt(8)), RGBA(0, 0, 0, 0.18))
            if let d = s.quarry[k] { PyramidoArt.domino(p, d, .s, c, unit: unit, line: line * 0.7, patterns: Patterns(.standard, scale)) }
            ring(c, pile: nil, slot: k)
        }
    }

    /// A pile's size as its count alone ("12"): the strip is narrow, the
    /// piles are told apart from the quarry by their place and stack.
    private func strings(pile size: Int) -> String { "\(size)" }
}
