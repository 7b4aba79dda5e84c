// The review page (issue 16), opened from a finished game's result sheet or
// from a saved game: the review runs off the main actor as soon as the page
// appears and stops when it is left; the player steps through the game with
// the buttons, the graph (tap or drag) and the Turning point jump.
import PyramidsCore

@MainActor
public final class ReviewPage: Page {
    /// The save reviewed.
    public let id: String
    public let strings: Strings
    public private(set) var model: ReviewModel
    /// A new reviewer of the same game: the review starts again after the
    /// app comes back from the background (a cancelled reviewer is done).
    private let remake: (() throws -> any GameReviewerProtocol)?
    public private(set) var screen: ReviewScreen
    /// The game reviewed, for its mistakes offer (Pyramida).
    private let session: PlaySession?
    /// The game's mistakes, once found.
    public private(set) var mistakes: MistakeController?
    /// The search for them (tests await it).
    public private(set) var mistakesTask: Task<Void, Never>?
    private var scrubbing = false
    /// Called when the review moved on by itself (progress, the result).
    public var onChange: (@MainActor () -> Void)?

    public var route: Route { .review(id) }

    public init(id: String, model: ReviewModel, strings: Strings, spec: ScreenSpec,
                remake: (() throws -> any GameReviewerProtocol)? = nil, session: PlaySession? = nil) {
        self.id = id
        self.session = session
        self.model = model
        self.strings = strings
        self.remake = remake
        screen = ReviewScreen(strings: strings, spec: spec)
        model.onChange = { [weak self] in self?.onChange?() }
    }

    /// Back from the background: a review stopped there runs again.
    public func resume() {
        guard model.wasStopped, let remake, let reviewer = try? remake() else { return }
        model = model.again(with: reviewer)
        model.onChange = { [weak self] in self?.onChange?() }
    }

    public func resize(_ spec: ScreenSpec) { screen = ReviewScreen(strings: strings, spec: spec, offer: screen.offer) }

    public func appear() {
        model.start()
        findMistakes()
    }

    /// Learn from your mistakes, offered under the card once found (off the main actor).
    private func findMistakes() {
        guard mistakesTask == nil, let session else { return }
        let catalog = strings.catalog
        mistakesTask = Task { @MainActor [weak self] in
            guard let found = await MistakeOffers.make(session, catalog: catalog), let self else { return }
            mistakes = found.0
            screen.offer = found.1
            onChange?()
        }
    }

    public func draw(_ p: Painter, now: Double) { screen.draw(p, model) }

    public func isAnimating(now: Double) -> Bool { false }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        let l = screen.layout
        // A finger on the graph scrubs through the game.
        if t.phase == .down, l.graph.inset(-screen.spec.scale.pt(8)).contains(t.at) { scrubbing = true }
        if scrubbing {
            if case .graph(let i)? = screen.target(at: Pt(t.at.x, l.graph.center.y), l, model), !model.positions.isEmpty {
                model.go(to: i)
            }
            if t.phase == .up || t.phase == .cancel { scrubbing = false }
            return .redraw
        }
        guard t.phase == .up, let target = screen.target(at: t.at, l, model) else { return .none }
        switch target {
        case .back: return .back
        case .mistakes: return mistakes.map(PageAction.mistakes) ?? .none
        case .turningPoint: model.jumpToTurningPoint()
        case .graph(let i): if !model.positions.isEmpty { model.go(to: i) }
        case .step(let step):
            guard screen.stepEnabled(step, model) else { return .none }
            model.step(step)
        }
        return .redraw
    }

    /// Leaving (or the app going to the background) stops the review.
    public func pause() async { await model.stop() }

    // MARK: Accessibility

    public func accessibility(now: Double) -> [A11yElement] {
        let l = screen.layout
        let scale = screen.spec.scale
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(l.topBar)
        let reach = max(r, scale.minTouch(table: false) / 2)
        var out = [A11yElement(id: "button.home", frame: Box(x: home.x - reach, y: home.y - reach, width: 2 * reach, height: 2 * reach),
                               label: strings(.back), actionable: true),
                   A11yElement(id: "title", frame: l.topBar, label: screen.title(model), actionable: false)]
        let card = screen.card(model).map(\.text).filter { !$0.isEmpty }
        out.append(A11yElement(id: "review.card", frame: l.card, label: card.joined(separator: ". "), actionable: false))
        if let box = l.offer, let offer = screen.offer {
            out.append(A11yElement(id: "review.mistakes", frame: box, label: "\(offer.title). \(offer.detail)", actionable: true))
        }
        if let snap = model.snapshot, model.index < model.count {
            out.append(A11yElement(id: "review.board", frame: l.board,
                                   label: strings(.reviewA11yBoard, model.index + 1, strings.seatName(model.game, Int(snap.toMove))),
                                   actionable: false))
        }
        out.append(A11yElement(id: "review.turningPoint", frame: l.turningPoint, label: strings(.reviewTurningPoint),
                               actionable: model.turningPoint != nil))
        // VoiceOver steps with the buttons (activating the graph would only tap its middle).
        out.append(A11yElement(id: "review.graph", frame: l.graph,
                               label: strings(.reviewGraph, strings.seatName(model.game, model.viewSeat)), actionable: false))
        for (i, step) in ReviewScreen.steps.enumerated() {
            out.append(A11yElement(id: "review.\(step)", frame: l.steps[i], label: screen.stepLabel(step),
                                   actionable: screen.stepEnabled(step, model)))
        }
        return out
    }
}
