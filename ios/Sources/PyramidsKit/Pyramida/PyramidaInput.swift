// Maps taps on the Pyramida board to fields for the library's interaction
// model (BoardLink): which stone is chosen, where it may go, the retreat and
// the pass are decided there.
import PyramidsCore

public final class PyramidaInput {
    public let link = BoardLink()
    public init() {}

    public func reset() { link.reset() }

    /// The chosen stone, as the model says.
    public var selected: String? {
        if case .pyramida(let at)? = link.view?.selection { return at }
        return nil
    }

    /// Every mark of the view, by field.
    public var marks: [String: Set<MarkReason>] {
        link.marks { if case .pyramida(let at) = $0 { at } else { nil } }
    }

    public func onTouch(_ t: Touch, _ model: GameModel, _ g: PyramidaGeometry) -> InputResult<GameAction> {
        guard t.phase == .up else { return .none }
        link.bind(model)
        let marked = marks
        let chosen = selected
        // A lesson's other legal choices carry no mark but are answered when tried.
        let quiet = link.quiet { if case .pyramida(let at) = $0 { at } else { nil } }
        // A decision waiting for its confirming tap: a second tap on its place plays it.
        let held: String? = if case .pyramida(let at)? = link.view?.pending?.at { at } else { nil }
        if let hit = g.hit(t.at, accept: { marked[$0.name] != nil || $0.name == chosen || $0.name == held || quiet.contains($0.name) }) {
            return link.tap(.pyramida(at: hit.name))
        }
        // A tap off every marked field lets go of the chosen stone.
        guard chosen != nil else { return .none }
        _ = link.press(.cancel)
        return .changed
    }

    public func pass(_ model: GameModel) -> InputResult<GameAction> {
        link.bind(model)
        return link.press(.pass)
    }
}
