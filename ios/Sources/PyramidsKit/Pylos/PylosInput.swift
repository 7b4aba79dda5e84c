// Maps touches on the Pylos board to places for the library's interaction
// model (BoardInteraction): what a place means in the step, what is marked
// and chosen, and which action a selection completes are decided there. It
// keeps only a drag's geometry: a press on a raisable ball that moves past
// the slop taps the ball, a release on one of its targets taps the target,
// a release anywhere else lets go.
import PyramidsCore

/// A ball being dragged towards a raise target, in board coordinates.
public struct PylosDrag: Sendable, Hashable {
    public let from: String
    public let at: Pt
    public let hover: String?
}

public final class PylosInput {
    public private(set) var drag: PylosDrag?
    private var downAt: Pt?
    private var pressedBall: String?
    private let touchSlop: Double
    public let link = BoardLink()

    public init(touchSlop: Double) {
        self.touchSlop = touchSlop
    }

    func bind(_ model: GameModel) { link.bind(model) }

    public var view: InteractionView? { link.view }

    /// The chosen ball, as the model says.
    public var selected: String? {
        if case .pylos(let at)? = view?.selection { return at }
        return nil
    }

    /// Every mark of the view, by position.
    public var marks: [String: Set<MarkReason>] {
        link.marks { if case .pylos(let at) = $0 { at } else { nil } }
    }

    /// The places a tap is taken on unmarked (a lesson's other legal choices).
    public var quiet: Set<String> {
        link.quiet { if case .pylos(let at) = $0 { at } else { nil } }
    }

    private func names(_ reason: MarkReason) -> Set<String> { Set(marks.filter { $0.value.contains(reason) }.keys) }

    /// The places the chosen ball may rise to.
    public var targets: Set<String> { names(.raiseTo) }

    public func reset() {
        drag = nil
        downAt = nil
        pressedBall = nil
        link.reset()
    }

    /// `balls`: the places a ball stands on (a quiet one may start a drag; an empty one may not).
    public func onTouch(_ t: Touch, _ model: GameModel, _ spots: [PylosSpot], balls: Set<String> = []) -> InputResult<GameAction> {
        bind(model)
        let p = t.at
        switch t.phase {
        case .down:
            downAt = p
            // A press on a raisable ball may become a drag; a press on a target of the chosen ball is a tap.
            let onTarget = PylosHit.hit(spots, p) { self.targets.contains($0.name) }
            // A lesson leaves the raises it does not teach unmarked: a ball there still starts a drag, to be answered.
            let raisable = names(.raiseFrom).union(quiet.intersection(balls))
            pressedBall = onTarget != nil ? nil : PylosHit.hit(spots, p) { raisable.contains($0.name) }?.name
            return .none
        case .move:
            guard let start = downAt, let from = pressedBall else { return .none }
            if drag == nil && start.distance(to: p) < touchSlop { return .none }
            if selected != from { _ = tap(from) }
            let targets = self.targets
            let hover = PylosHit.hit(spots, p, slack: 1.7) { targets.contains($0.name) }?.name
            drag = PylosDrag(from: from, at: p, hover: hover)
            return .changed
        case .cancel:
            let had = drag != nil
            drag = nil
            downAt = nil
            pressedBall = nil
            if had { _ = press(.cancel) }
            return had ? .changed : .none
        case .up:
            let d = drag
            drag = nil
            downAt = nil
            pressedBall = nil
            if let d {
                if let hover = d.hover { return tap(hover) }
                _ = press(.cancel)
                return .changed
            }
            let marked = marks
            let chosen = selected
            // A decision waiting for its confirming tap: a second tap on its place plays it.
            let held = self.held
            let quiet = self.quiet
            if let hit = PylosHit.hit(spots, p, accept: { marked[$0.name] != nil || $0.name == held || quiet.contains($0.name) })
                ?? PylosHit.hit(spots, p, accept: { $0.name == chosen }) {
                return tap(hit.name)
            }
            // A tap off every place lets go of the chosen ball.
            guard chosen != nil else { return .none }
            _ = press(.cancel)
            return .changed
        }
    }

    /// The Done button of the optional second reclaim.
    public func stop(_ model: GameModel) -> InputResult<GameAction> {
        bind(model)
        return press(.done)
    }

    /// Chooses the ball on `name` (accessibility: activating a raisable ball).
    public func select(_ name: String, _ model: GameModel) {
        bind(model)
        drag = nil
        if selected != name { _ = tap(name) }
    }

    /// The place of a decision waiting for its confirming tap.
    public var held: String? { if case .pylos(let at)? = link.view?.pending?.at { at } else { nil } }

    private func tap(_ name: String) -> InputResult<GameAction> { link.tap(.pylos(at: name)) }

    private func press(_ kind: BoardButtonKind) -> InputResult<GameAction> { link.press(kind) }
}
