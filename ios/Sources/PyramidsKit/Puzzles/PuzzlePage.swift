// A puzzle on screen, shipped or a mistake of a reviewed game (PuzzleSource):
// the game's own board drawing the source's session and hit-testing through
// BoardInteraction.lesson (a completed selection is the try, never played
// directly), the hint's place marked as a lesson's points are, and the
// puzzle panel in a part of the window of its own. Every call to the
// library runs off the main actor (Pyramida's first answer solves the
// table); meanwhile the panel says the computer is thinking and the board
// takes no input, nor while a right try and its reply animate. A shipped
// puzzle's result is recorded (PuzzleStore) each time it settles.
import PyramidsCore

@MainActor
public final class PuzzlePage: CoachedPage {
    public let source: any PuzzleSource
    public let strings: Strings
    /// Records a shipped puzzle's result and words the rating's change (nil for a mistake).
    private let record: ((String, PuzzleAttempt) -> PuzzleRated?)?
    /// What Next opens (nil: no Next).
    private let nextRoute: (PuzzleScreen) -> Route?
    public let boardModel: GameModel
    public private(set) var screen: PuzzleScreen
    public private(set) var board: any GameBoard
    public private(set) var panel: PuzzlePanel
    public private(set) var spec: ScreenSpec
    /// The first attempt's rating change, once recorded.
    public private(set) var rated: PuzzleRated?
    /// A library call is running (the panel thinks; the board waits).
    public private(set) var busy = false
    /// The last call asked for (tests await it).
    public private(set) var pending: Task<Void, Never>?
    public var onChange: (@MainActor () -> Void)?
    public var onFeedback: (@MainActor (Feedback) -> Void)?
    /// The player's animation speed and coordinates, for the puzzle's board.
    private let boardSettings: BoardSettings
    public var onDecision: (@MainActor ([GameEvent], GameSession) -> Void)?
    private var recordedAttempt: PuzzleAttempt?
    private let clock: @MainActor () -> Double
    private var animatedSerial = 0

    public var route: Route
    public var game: GameKind { screen.game }

    public init(source: any PuzzleSource, route: Route, strings: Strings, spec: ScreenSpec,
                record: ((String, PuzzleAttempt) -> PuzzleRated?)?, next: @escaping (PuzzleScreen) -> Route?,
                settings: BoardSettings = BoardSettings(), clock: @escaping @MainActor () -> Double) throws {
        boardSettings = settings
        self.source = source
        self.route = route
        self.strings = strings
        self.spec = spec
        self.record = record
        nextRoute = next
        self.clock = clock
        screen = try source.start(strings.catalog)
        boardModel = try GameModel(session: PlaySession(source.session), lesson: true)
        panel = PuzzlePanel(spec: spec, screen: screen, rated: nil, thinking: nil, hasNext: nextRoute(screen) != nil)
        board = GamePage.makeBoard(boardModel, strings: strings, spec: panel.boardSpec, tableMode: false, lessonTitle: source.title, settings: boardSettings)
        animatedSerial = boardModel.moveSerial
        boardModel.onChange = { [weak self] in self?.modelChanged() }
    }

    private func modelChanged() {
        if boardModel.moveSerial != animatedSerial {
            animatedSerial = boardModel.moveSerial
            if !boardModel.lastEvents.isEmpty {
                board.animate(boardModel.lastEvents, now: clock())
                onFeedback?(.move)
                onDecision?(boardModel.lastEvents, boardModel.session.core)
            }
        }
        onChange?()
    }

    /// "Dark is thinking…": the defender answers (the solver on a best turn).
    private var thinking: String? {
        guard busy else { return nil }
        let seats = max(2, boardModel.snapshot.seats.count)
        let defender = screen.state == .solving ? (Int(screen.solver) + 1) % seats : Int(screen.solver)
        return strings(.thinking, strings.seatName(game, screen.game == .pyramido ? Int(screen.solver) : defender))
    }

    /// The panel is as tall as its words: the board is laid out again in what it leaves.
    private func rebuildPanel() {
        panel = PuzzlePanel(spec: spec, screen: screen, rated: rated?.text, thinking: thinking, hasNext: nextRoute(screen) != nil)
        guard panel.boardSpec != board.spec else { return }
        let next = GamePage.makeBoard(boardModel, strings: strings, spec: panel.boardSpec, tableMode: false, lessonTitle: source.title, settings: boardSettings)
        next.carry(from: board)
        board = next
    }

    /// A settled shipped puzzle is recorded once per attempt it reaches
    /// (the first moves the rating; the store keeps the best).
    private func show(_ next: PuzzleScreen, events: [GameEvent]?) {
        screen = next
        if let attempt = next.attempt, attempt != recordedAttempt, let record {
            recordedAttempt = attempt
            if let r = record(next.puzzleId, attempt), rated == nil { rated = r }
        }
        rebuildPanel()
        animatedSerial = boardModel.moveSerial
        boardModel.lessonChanged(events: events ?? [])
    }

    /// Runs a library call off the main actor, then shows what it answered.
    private func call(_ work: @escaping @Sendable (any PuzzleSource, TextCatalog) throws -> (PuzzleScreen, [GameEvent]?, Bool)) {
        guard !busy else { return }
        busy = true
        rebuildPanel()
        onChange?()
        let source = self.source
        let catalog = strings.catalog
        pending = Task { @MainActor [weak self] in
            let result = try? await PlaySession.offMain({ try work(source, catalog) }, onCancel: {})
            guard let self else { return }
            busy = false
            if let (next, events, refused) = result {
                show(next, events: events)
                if refused { onFeedback?(.refused) }
            } else {
                rebuildPanel()
            }
            onChange?()
        }
    }

    /// A decision completed on the board: right, it is played with the
    /// defender's reply (animated in order); wrong, the panel says why and
    /// the board stays as it was.
    public func tryAction(_ action: GameAction) {
        call { source, c in
            let update = try source.tryAction(action, c)
            return (update.screen, update.played.isEmpty ? nil : update.events, update.played.isEmpty)
        }
    }

    public func press(_ button: PuzzlePanel.Button) -> PageAction {
        switch button {
        case .hint: call { s, c in (try s.hint(c), nil, false) }
        case .solution: call { s, c in (try s.showSolution(c), nil, false) }
        case .solutionStep:
            call { s, c in
                let update = try s.solutionStep(c)
                return (update.screen, update.events, false)
            }
        case .retry: call { s, c in (try s.retry(c), nil, false) }
        case .next: return nextRoute(screen).map(PageAction.open) ?? .back
        }
        return .redraw
    }

    // MARK: Page

    public func resize(_ spec: ScreenSpec) {
        guard spec != self.spec else { return }
        self.spec = spec
        rebuildPanel()
    }

    /// The hint's place on the board as drawn (none before a hint).
    public var hintRect: Box? {
        screen.hint.flatMap { LessonPoints.rects(board, boardModel, [$0]).first ?? nil }
    }

    public func draw(_ p: Painter, now: Double) {
        board.draw(p, boardModel, now: now)
        if let hint = screen.hint { LessonPoints.draw(p, board, boardModel, [hint], scale: spec.scale) }
        panel.draw(p)
        panel.drawButtons(p)
    }

    public func isAnimating(now: Double) -> Bool { board.isAnimating(now: now) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if panel.frame.contains(t.at) {
            guard t.phase == .up, !busy, let b = panel.button(at: t.at) else { return .none }
            return press(b)
        }
        if t.phase == .up, let id = board.pageButton(at: t.at, boardModel) {
            switch id {
            case .home, .leave: return .back
            case .help: return .open(.rules(game))
            default: break
            }
        }
        // The board waits while the library answers and while the last try animates.
        guard !busy, screen.state == .solving, !board.isAnimating(now: now) else { return .none }
        switch board.touch(t, boardModel, now: now) {
        case .none: return .none
        case .changed: return .redraw
        case .play(let action):
            tryAction(action)
            return .redraw
        }
    }

    public func accessibility(now: Double) -> [A11yElement] {
        var out = board.chromeElements(boardModel, now: now).filter { !panel.frame.intersects($0.frame) }.map {
            $0.id == "button.home" ? A11yElement(id: "button.leave", frame: $0.frame, label: strings(.back), actionable: true) : $0
        }
        let (back, help, r) = board.homeHelpPoints
        out.append(A11yElement(id: "puzzle.title", frame: Box(x: back.x + r, y: back.y - r, width: max(0, help.x - back.x - 2 * r), height: 2 * r),
                               label: source.title, actionable: false))
        out += panel.accessibility()
        if let r = hintRect, let hint = screen.text.hint {
            out.append(A11yElement(id: "point.hint", frame: r, label: hint, actionable: false))
        }
        return out + board.accessibility(boardModel)
    }

    public func pause() async {
        pending?.cancel()
    }
}
