// A lesson on screen: the game's own board (the same Board, Renderer and
// Geometry code as a game) drawing the lesson's session and hit-testing
// through BoardInteraction.lesson, with the coach panel in a part of the
// window of its own. A completed selection goes to the lesson; a right one
// and its reply are animated as a game's decisions are. The closing game
// is a normal game against the computer through the app's GameModel (the
// shared TurnController), and its end finishes the lesson. Progress is
// saved at every step change and at the finish (LessonModel).
import PyramidsCore

@MainActor
public final class LessonPage: CoachedPage {
    public let lesson: LessonModel
    public let strings: Strings
    /// The lesson's board: its decisions go to the lesson, never played directly.
    public let boardModel: GameModel
    /// The closing game, while the lesson waits for it or once it ended.
    public private(set) var gameModel: GameModel?
    public private(set) var board: any GameBoard
    public private(set) var panel: CoachPanel
    public private(set) var spec: ScreenSpec
    public var onChange: (@MainActor () -> Void)?
    public var onFeedback: (@MainActor (Feedback) -> Void)?
    /// The player's animation speed and coordinates, for every board the lesson shows.
    private let boardSettings: BoardSettings
    public var onDecision: (@MainActor ([GameEvent], GameSession) -> Void)?
    private let aiBudget: AiBudget?
    private let clock: @MainActor () -> Double
    private var animatedSerial = 0

    public var route: Route { .lesson(lesson.lessonId) }
    /// The model the board shows now: the closing game's, else the lesson's.
    public var model: GameModel { gameModel ?? boardModel }

    public init(lesson: LessonModel, strings: Strings, spec: ScreenSpec, aiBudget: AiBudget? = nil, settings: BoardSettings = BoardSettings(),
                clock: @escaping @MainActor () -> Double) throws {
        boardSettings = settings
        self.lesson = lesson
        self.strings = strings
        self.spec = spec
        self.aiBudget = aiBudget
        self.clock = clock
        boardModel = try GameModel(session: PlaySession(lesson.controller.session()), lesson: true)
        panel = CoachPanel(spec: spec, screen: lesson.screen)
        board = GamePage.makeBoard(boardModel, strings: strings, spec: panel.boardSpec, tableMode: false, lessonTitle: lesson.screen.text.title,
                                   settings: boardSettings)
        boardModel.onChange = { [weak self] in self?.modelChanged() }
        startGameIfDue()
    }

    // MARK: The lesson's flow

    private func modelChanged() {
        let m = model
        if m.moveSerial != animatedSerial {
            animatedSerial = m.moveSerial
            if !m.lastEvents.isEmpty {
                board.animate(m.lastEvents, now: clock())
                onFeedback?(.move)
                onDecision?(m.lastEvents, m.session.core)
            }
        }
        if let game = gameModel, game.isOver, lesson.screen.waiting.kind == .game {
            // The closing game ended: the lesson is finished; the final position stays in view.
            board.resultOpen = false
            onFeedback?(.gameOver)
            lesson.gameEnded()
            rebuildPanel()
        }
        onChange?()
    }

    /// The panel is as tall as its words: the board is laid out again in what it leaves.
    private func rebuildPanel() {
        panel = CoachPanel(spec: spec, screen: lesson.screen)
        guard panel.boardSpec != board.spec else { return }
        let next = GamePage.makeBoard(model, strings: strings, spec: panel.boardSpec, tableMode: false, lessonTitle: lesson.screen.text.title,
                                   settings: boardSettings)
        next.carry(from: board)
        board = next
    }

    /// The lesson's screen changed (Next, Skip, Restart, a try).
    private func showLesson(events: [GameEvent] = []) {
        rebuildPanel()
        if lesson.screen.waiting.kind != .game, gameModel != nil, !lesson.isFinished {
            // Restarted from the closing game: back to the lesson's own board.
            gameModel?.pause()
            gameModel = nil
            switchBoard()
        }
        animatedSerial = boardModel.moveSerial
        boardModel.lessonChanged(events: events)
        startGameIfDue()
    }

    /// The closing game, when the lesson waits for it: the controller's
    /// session with the computer's seat, played as any game.
    private func startGameIfDue() {
        guard lesson.screen.waiting.kind == .game, gameModel == nil, let core = lesson.controller.gameSession() else { return }
        guard let game = try? GameModel(session: PlaySession(core), aiBudget: aiBudget) else { return }
        gameModel = game
        game.onChange = { [weak self] in self?.modelChanged() }
        game.animationsEnded = { [weak self] in await self?.animationsEnd() }
        switchBoard()
        game.advance()
    }

    private func switchBoard() {
        let next = GamePage.makeBoard(model, strings: strings, spec: panel.boardSpec, tableMode: false, lessonTitle: lesson.screen.text.title,
                                   settings: boardSettings)
        board = next
        animatedSerial = model.moveSerial
    }

    private func animationsEnd() async {
        let left = board.animationsEnd - clock()
        guard left > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(left * 1_000_000))
    }

    /// A decision completed on the lesson's board: right, it is played with
    /// the reply (animated); wrong, the panel answers and nothing changes.
    @discardableResult
    public func tryAction(_ action: GameAction) -> LessonUpdate? {
        let update = lesson.tryAction(action)
        if let update, !update.played.isEmpty {
            showLesson(events: update.events)
        } else {
            rebuildPanel()
            onFeedback?(.refused)
            boardModel.lessonChanged(events: [])
        }
        return update
    }

    public func press(_ button: CoachPanel.Button) -> PageAction {
        switch button {
        case .next:
            if lesson.isFinished {
                guard let next = lesson.nextLessonId else { return .back }
                return .open(.lesson(next))
            }
            lesson.next()
        case .skip:
            if lesson.screen.waiting.kind == .game {
                // Skipping the closing game finishes the lesson.
                gameModel?.pause()
                lesson.skip()
                if lesson.screen.waiting.kind == .game { lesson.gameEnded() }
            } else {
                lesson.skip()
            }
        case .restart: lesson.restart()
        case .leave: return .back
        }
        showLesson()
        return .redraw
    }

    // MARK: Page

    public func resize(_ spec: ScreenSpec) {
        guard spec != self.spec else { return }
        self.spec = spec
        rebuildPanel()
    }

    /// Where the lesson's points are on the board now (none during the closing game).
    public var pointRects: [Box?] {
        gameModel == nil ? LessonPoints.rects(board, boardModel, lesson.screen.points) : []
    }

    public func draw(_ p: Painter, now: Double) {
        board.draw(p, model, now: now)
        if gameModel == nil {
            LessonPoints.draw(p, board, boardModel, lesson.screen.points, scale: spec.scale)
        }
        panel.draw(p)
        panel.drawButtons(p)
    }

    public func isAnimating(now: Double) -> Bool { board.isAnimating(now: now) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if panel.frame.contains(t.at) {
            guard t.phase == .up, let b = panel.button(at: t.at) else { return .none }
            return press(b)
        }
        let m = model
        if t.phase == .up, let id = board.pageButton(at: t.at, m) {
            switch id {
            // The bar's back arrow: Leave, back to the list (the lesson is saved where it was left).
            case .leave: return .back
            case .help: return .open(.rules(lesson.game))
            case .undo where gameModel != nil:
                m.undo()
                m.advance()
                return .redraw
            case .redo where gameModel != nil:
                m.redo()
                m.advance()
                return .redraw
            case .hint where gameModel != nil:
                Task { await m.requestHint(budget: hintBudget()) }
                return .redraw
            default: break
            }
        }
        // The lesson's board answers while the lesson waits for a decision; the
        // closing game while it is played (its result sheet's buttons are the panel's here).
        if gameModel == nil ? lesson.screen.waiting.kind != .decision : lesson.isFinished { return .none }
        switch board.touch(t, m, now: now) {
        case .none: return .none
        case .changed: return .redraw
        case .play(let action):
            if gameModel == nil {
                tryAction(action)
            } else if m.play(action) {
                m.advance()
            } else {
                onFeedback?(.refused)
            }
            return .redraw
        }
    }

    private func hintBudget() -> AiBudget { PyramidsCore.hintBudget() }

    public func accessibility(now: Double) -> [A11yElement] {
        let leave = lesson.screen.text.leave
        var out = board.chromeElements(model, now: now).filter { panel.frame.intersects($0.frame) == false }.map {
            $0.id == "button.home" ? A11yElement(id: "button.leave", frame: $0.frame, label: leave, actionable: true) : $0
        }
        let (back, help, r) = board.homeHelpPoints
        out.append(A11yElement(id: "lesson.title", frame: Box(x: back.x + r, y: back.y - r, width: max(0, help.x - back.x - 2 * r), height: 2 * r),
                               label: lesson.screen.text.title, actionable: false))
        out += panel.accessibility()
        if let look = lesson.screen.text.lookAt {
            for (i, rect) in pointRects.enumerated() {
                guard let r = rect else { continue }
                out.append(A11yElement(id: "point.\(i)", frame: r, label: look, actionable: false))
            }
        }
        return out + board.accessibility(model)
    }

    /// Leaving or going to the background: the closing game's computer stops.
    public func pause() async {
        gameModel?.pause()
    }

    public func resume() { gameModel?.resume() }
}
