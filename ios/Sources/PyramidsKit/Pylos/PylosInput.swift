// Turns taps and drags on the Pylos board into legal actions. It knows no
// rules: what may be done comes from the snapshot (where a ball may go,
// which balls may rise where, which may be taken back), and the action is
// picked from the legal list by its typed move.
//
// - Move: tap a glowing place to put a ball there. To raise, drag one of
//   your free balls onto a glowing target, or tap it (selected), then the
//   target; tap it again to let go.
// - Reclaims: tap a glowing ball of yours; the Done button plays `stop`.
import PyramidsCore

/// A ball being dragged towards a raise target, in board coordinates.
public struct PylosDrag: Sendable, Hashable {
    public let from: String
    public let at: Pt
    public let hover: String?
}

public final class PylosInput {
    public private(set) var selected: String?
    public private(set) var drag: PylosDrag?
    private var downAt: Pt?
    private var pressedBall: String?
    private let touchSlop: Double

    public init(touchSlop: Double) {
        self.touchSlop = touchSlop
    }

    public func reset() {
        selected = nil
        drag = nil
        downAt = nil
        pressedBall = nil
    }

    public func targets(_ s: PylosSnapshot, of from: String?) -> [String] {
        guard let from else { return [] }
        return s.positions.first { $0.name == from }?.raiseTargets ?? []
    }

    private func position(_ s: PylosSnapshot, _ name: String) -> PylosPosition? { s.positions.first { $0.name == name } }

    public func onTouch(_ t: Touch, _ s: PylosSnapshot, _ spots: [PylosSpot], _ legal: [GameAction]) -> InputResult<GameAction> {
        switch s.phase {
        case .move: return moveTouch(t, s, spots, legal)
        case .firstReclaim, .secondReclaim:
            guard t.phase == .up,
                  let hit = PylosHit.hit(spots, t.at, accept: { self.position(s, $0.name)?.canReclaim == true }) else { return .none }
            return play(legal, .reclaim(from: hit.name))
        }
    }

    private func moveTouch(_ t: Touch, _ s: PylosSnapshot, _ spots: [PylosSpot], _ legal: [GameAction]) -> InputResult<GameAction> {
        let p = t.at
        switch t.phase {
        case .down:
            downAt = p
            let selectedTargets = targets(s, of: selected)
            let onTarget = PylosHit.hit(spots, p) { selectedTargets.contains($0.name) }
            pressedBall = onTarget != nil ? nil : PylosHit.hit(spots, p) { !(self.position(s, $0.name)?.raiseTargets.isEmpty ?? true) }?.name
            return .none
        case .move:
            guard let start = downAt, let from = pressedBall else { return .none }
            if drag == nil && start.distance(to: p) < touchSlop { return .none }
            let fromTargets = targets(s, of: from)
            let hover = PylosHit.hit(spots, p, slack: 1.7) { fromTargets.contains($0.name) }?.name
            selected = from
            drag = PylosDrag(from: from, at: p, hover: hover)
            return .changed
        case .cancel:
            let had = drag != nil
            drag = nil
            downAt = nil
            pressedBall = nil
            return had ? .changed : .none
        case .up:
            let d = drag
            downAt = nil
            pressedBall = nil
            if let d {
                drag = nil
                selected = nil
                if let hover = d.hover { return play(legal, .raise(from: d.from, to: hover)) }
                return .changed
            }
            return tap(p, s, spots, legal)
        }
    }

    private func tap(_ p: Pt, _ s: PylosSnapshot, _ spots: [PylosSpot], _ legal: [GameAction]) -> InputResult<GameAction> {
        if let sel = selected {
            let selTargets = targets(s, of: sel)
            if let target = PylosHit.hit(spots, p, accept: { selTargets.contains($0.name) }) {
                selected = nil
                return play(legal, .raise(from: sel, to: target.name))
            }
            let other = PylosHit.hit(spots, p) { !(self.position(s, $0.name)?.raiseTargets.isEmpty ?? true) }
            selected = (other != nil && other?.name != sel) ? other?.name : nil
            return .changed
        }
        guard let hit = PylosHit.hit(spots, p, accept: { spot in
            guard let pos = self.position(s, spot.name) else { return false }
            return pos.canPlace || !pos.raiseTargets.isEmpty
        }), let pos = position(s, hit.name) else { return .none }
        if pos.canPlace { return play(legal, .place(to: hit.name)) }
        selected = hit.name
        return .changed
    }

    /// The Done button of the optional second reclaim.
    public func stop(_ legal: [GameAction]) -> InputResult<GameAction> { play(legal, .stop) }

    /// Selects a ball by name (accessibility: activating a raisable ball).
    public func select(_ name: String?) {
        selected = name
        drag = nil
    }

    private func play(_ legal: [GameAction], _ move: PylosMove) -> InputResult<GameAction> {
        guard let action = legal.first(where: { $0.pylosMove == move }) else { return .changed }
        reset()
        return .play(action)
    }
}
