// Turns taps on the Pyramida board into legal actions, from the snapshot
// (move targets, retreat fields) and the legal list, matched by typed move.
//
// - Move: tap one of your stones that may move (it is selected), then one of
//   its green targets; tap it again or elsewhere to let go.
// - Retreat: tap one of the green fields the driven-off stone may go to.
// - Pass: the screen's Pass button.
import PyramidsCore

public final class PyramidaInput {
    public private(set) var selected: String?
    public init() {}

    public func reset() { selected = nil }
    public func select(_ name: String?) { selected = name }

    public func targets(_ s: PyramidaSnapshot, of from: String?) -> [String] {
        guard let from else { return [] }
        return s.fields.first { $0.name == from }?.moveTargets ?? []
    }

    public func onTouch(_ t: Touch, _ s: PyramidaSnapshot, _ g: PyramidaGeometry, _ legal: [GameAction]) -> InputResult<GameAction> {
        guard t.phase == .up else { return .none }
        switch s.decision {
        case .retreat:
            guard let hit = g.hit(t.at, accept: { spot in s.fields.first { $0.name == spot.name }?.canRetreatHere == true }) else { return .none }
            return play(legal, .retreat(to: hit.name))
        case .move:
            if let sel = selected {
                let ts = targets(s, of: sel)
                if let target = g.hit(t.at, accept: { ts.contains($0.name) }) { return play(legal, .step(from: sel, to: target.name)) }
            }
            let stone = g.hit(t.at) { spot in !(s.fields.first { $0.name == spot.name }?.moveTargets.isEmpty ?? true) }
            let before = selected
            selected = (stone != nil && stone?.name != before) ? stone?.name : nil
            return selected != before ? .changed : .none
        case .pass, .gameOver:
            return .none
        }
    }

    public func pass(_ legal: [GameAction]) -> InputResult<GameAction> { play(legal, .pass) }

    private func play(_ legal: [GameAction], _ move: PyramidaMove) -> InputResult<GameAction> {
        guard let action = legal.first(where: { $0.pyramidaMove == move }) else { return .changed }
        reset()
        return .play(action)
    }
}
