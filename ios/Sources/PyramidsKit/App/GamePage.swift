// A game on screen: the GameModel (the library's turn flow, the computer
// and hints off the main actor, autosave) and the game's board (layout,
// drawing, touches), plus what every game shares: home, the in-game legend,
// undo, redo and hint, animations of every decision (the player's and the
// computer's; the computer's next decision waits until they end), haptics,
// and a notice when a save failed.
import PyramidsCore

/// What a game screen applies of the player's settings (AppModel.boardSettings).
public struct BoardSettings: Sendable, Hashable {
    /// Each animation's duration times this (0: pieces are put in place at once).
    public var animationFactor: Double
    /// Whether the board draws its coordinates along its edges.
    public var coordinates: Bool
    public var sound: Bool
    public var confirmMoves: Bool
    public var patterns: ColourPatterns
    public var tableBoard: TableBoard

    public init(animationFactor: Double = 1, coordinates: Bool = true, sound: Bool = true, confirmMoves: Bool = false,
                patterns: ColourPatterns = .standard, tableBoard: TableBoard = .still) {
        self.animationFactor = animationFactor
        self.coordinates = coordinates
        self.sound = sound
        self.confirmMoves = confirmMoves
        self.patterns = patterns
        self.tableBoard = tableBoard
    }
}

@MainActor
public final class GamePage: Page {
    public let id: String
    public let model: GameModel
    public let strings: Strings
    /// Table mode as chosen; it applies on a tablet only.
    public let tableMode: Bool
    public private(set) var board: any GameBoard
    public private(set) var legendOpen = false
    /// In table mode, the seat whose panel's help opened the legend: it faces that seat.
    public private(set) var legendSeat: Int?
    /// The turn of the rules the legend's "All the rules" opens: the legend's own (its seat's edge in table mode).
    public private(set) var rulesFacing: Double = 0
    /// The last hint asked for from a touch (tests await it).
    public private(set) var pending: Task<Void, Never>?
    /// Called when the page changed by itself (the computer moved, a hint arrived).
    public var onChange: (@MainActor () -> Void)?
    public var onFeedback: (@MainActor (Feedback) -> Void)?
    /// A decision animated: its events, to be heard.
    public var onDecision: (@MainActor ([GameEvent], GameSession) -> Void)?
    private let clock: @MainActor () -> Double
    private var animatedSerial: Int
    /// Where a touch on the result sheet went down (a drag down puts it away).
    private var sheetDrag: Pt?
    private var wasOver: Bool
    public let hintBudget: AiBudget
    public private(set) var settings: BoardSettings
    /// Counts a finished game in the player's statistics (AppModel's store).
    private let recordResult: (@MainActor (GameSession) -> GameRecorded?)?
    /// The finished game as the statistics counted it: its line is on the result sheet.
    public private(set) var recorded: GameRecorded?

    public var route: Route { .game(id) }
    public var game: GameKind { model.snapshot.game }

    public init(id: String, model: GameModel, strings: Strings, spec: ScreenSpec, tableMode: Bool,
                hintBudget: AiBudget = PyramidsCore.hintBudget(), settings: BoardSettings = BoardSettings(),
                record: (@MainActor (GameSession) -> GameRecorded?)? = nil, clock: @escaping @MainActor () -> Double) {
        self.id = id
        self.model = model
        self.strings = strings
        self.tableMode = tableMode
        self.clock = clock
        self.hintBudget = hintBudget
        self.settings = settings
        recordResult = record
        board = Self.makeBoard(model, strings: strings, spec: spec, tableMode: tableMode)
        animatedSerial = model.moveSerial
        wasOver = model.isOver
        if model.isOver { recorded = record?(model.session.core) }
        configure(board)
        model.onChange = { [weak self] in self?.modelChanged() }
        model.animationsEnded = { [weak self] in await self?.animationsEnd() }
        if model.isOver { findMistakes() }
    }

    // MARK: Learn from your mistakes

    /// The reviewed game's mistakes, once found (Pyramida; nil while looked for, or none).
    public private(set) var mistakes: (controller: MistakeController, offer: MistakeOffer)?
    /// The review looking for them (tests await it).
    public private(set) var mistakesTask: Task<Void, Never>?

    private func findMistakes() {
        guard mistakesTask == nil, game == .pyramida else { return }
        let session = model.session
        let catalog = strings.catalog
        mistakesTask = Task { @MainActor [weak self] in
            let found = await MistakeOffers.make(session, catalog: catalog)
            guard let self, let found else { return }
            mistakes = found
            onChange?()
        }
    }

    /// The offer under the result sheet while it is up.
    public var mistakesFrame: Box? {
        // The peek keeps to the result and its buttons.
        guard mistakes != nil, !board.resultPeeked, let last = board.resultButtons(model).map(\.frame).last else { return nil }
        let frames = board.resultButtons(model).map(\.frame)
        let s = board.spec.scale
        let x = frames.map(\.x).min() ?? last.x
        let w = (frames.map(\.maxX).max() ?? last.maxX) - x
        let h = MistakeOffers.height(s)
        // Below the sheet (its foot is 14 pt under the buttons), else over it.
        let below = Box(x: x, y: last.maxY + s.pt(30), width: w, height: h)
        if board.sheetArea.contains(below) { return below }
        let first = frames.map(\.y).min() ?? last.y
        return Box(x: x, y: max(board.sheetArea.y, first - s.pt(90) - h), width: w, height: h)
    }

    /// Returns when the board's queued animations have ended (at once when
    /// there are none): the clock is the one the board animates by.
    private func animationsEnd() async {
        let left = board.animationsEnd - clock()
        guard left > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(left * 1_000_000))
    }

    /// The board for a game and a window: table mode only where there is a table's room (a tablet).
    /// `lessonTitle`: the board of a lesson (LessonPage), with the lesson's bar and seat line.
    /// `settings`: the animation speed and coordinates it draws with (a lesson's and a puzzle's board too).
    static func makeBoard(_ model: GameModel, strings: Strings, spec: ScreenSpec, tableMode: Bool, lessonTitle: String? = nil,
                          settings: BoardSettings = BoardSettings()) -> any GameBoard {
        let table = tableMode && spec.device == .tablet
        let board: any GameBoard = switch model.snapshot.game {
        case .pylos: PylosBoard(strings: strings, spec: spec, table: table, lessonTitle: lessonTitle)
        case .pyramida: PyramidaBoard(strings: strings, spec: spec, table: table, lessonTitle: lessonTitle)
        case .pyramido:
            PyramidoBoard(strings: strings, spec: spec, seatCount: model.snapshot.seats.count, table: table, lessonTitle: lessonTitle,
                          headingActions: model.lesson)
        }
        board.animationFactor = settings.animationFactor
        board.showCoordinates = settings.coordinates
        board.patterns = settings.patterns
        board.tableBoard = settings.tableBoard
        return board
    }

    public func resize(_ spec: ScreenSpec) {
        guard spec != board.spec else { return }
        let next = Self.makeBoard(model, strings: strings, spec: spec, tableMode: tableMode)
        next.carry(from: board)
        configure(next)
        board = next
    }

    /// The settings changed: the board applies them from its next frame.
    public func apply(_ settings: BoardSettings) {
        self.settings = settings
        configure(board)
    }

    private func configure(_ board: any GameBoard) {
        board.showCoordinates = settings.coordinates
        board.animationFactor = settings.animationFactor
        board.patterns = settings.patterns
        board.tableBoard = settings.tableBoard
        board.statisticsLine = recorded?.line
        // Lessons and puzzles never ask: their tries are judged as they land.
        board.link.confirmMoves = settings.confirmMoves && !model.lesson
    }

    public func appear() {
        model.advance()
    }

    /// The model changed (a move, the computer's answer, undo, a hint):
    /// animate new decisions once, and say so to the player.
    private func modelChanged() {
        if model.moveSerial != animatedSerial {
            animatedSerial = model.moveSerial
            if !model.lastEvents.isEmpty {
                board.animate(model.lastEvents, now: clock())
                onFeedback?(.move)
                onDecision?(model.lastEvents, model.session.core)
            }
        }
        if model.isOver && !wasOver {
            // The sheet opens: the game is counted (once, however often it ends).
            recorded = recordResult?(model.session.core)
            configure(board)
            onFeedback?(.gameOver)
            findMistakes()
        }
        wasOver = model.isOver
        onChange?()
    }

    // MARK: Drawing

    public func draw(_ p: Painter, now: Double) {
        board.draw(p, model, now: now)
        if let box = mistakesFrame, let offer = mistakes?.offer { MistakeOffers.draw(p, box, offer, scale: board.spec.scale) }
        if let b = resignButton { Chrome(scale: board.spec.scale).roundButton(p, center: b.center, radius: b.radius, icon: .flag) }
        if let failure = model.saveFailure { notice(p, strings(.saveFailed, failure)) }
        if legendOpen { legendSheet.draw(p) }
        if let dialog = resignDialog { dialog.draw(p) }
        if let bar = confirmBar {
            if let held = board.link.view?.pending, let spot = board.heldSpot(held.at, model) {
                Marks.held(p, spot.center, spot.radius, label: bar.words.confirm, scale: board.spec.scale, now: now)
            }
            bar.draw(p)
        }
    }

    // MARK: The confirming tap

    /// While a decision waits for its confirming tap: the library's words
    /// ("Tap again to confirm") with Cancel and Confirm, under the board
    /// (over the step's row: while a decision is held it offers only the
    /// commands), so every place stays in reach of the second tap.
    public var confirmBar: ConfirmBar? {
        guard settings.confirmMoves, board.link.view?.pending != nil else { return nil }
        let s = board.spec.scale
        let below = Box(x: board.sheetArea.x, y: board.sheetArea.maxY, width: board.sheetArea.width,
                        height: board.spec.height - s.pt(board.spec.safeBottom) - board.sheetArea.maxY)
        return ConfirmBar(scale: s, under: below, words: strings.catalog.confirmWords())
    }

    private func play(_ result: InputResult<GameAction>) -> PageAction {
        switch result {
        case .none: return .none
        case .changed: return .redraw
        case .play(let action):
            if model.play(action) {
                // The model's change hook animated it and gave the feedback.
                model.advance()
            } else {
                onFeedback?(.refused)
            }
            return .redraw
        }
    }

    // MARK: Resign

    /// The seat whose resignation waits for the player's yes (the confirmation is up).
    public private(set) var confirmingResign: Int?

    /// Resign, while the turn flow offers it: a round button left of help in
    /// the top bar, never among the step's buttons. In table mode it is on
    /// the resigning seat's own panel (TablePanels) instead.
    public var resignButton: (center: Pt, radius: Double)? {
        guard model.resignSeat != nil, !board.table else { return nil }
        let (_, help, r) = board.homeHelpPoints
        return Chrome(scale: board.spec.scale).resignPoint(help: help, radius: r)
    }

    private func onResignButton(_ at: Pt) -> Bool {
        guard let b = resignButton else { return false }
        return at.distance(to: b.center) <= max(b.radius, board.spec.scale.minTouch(table: false) / 2)
    }

    /// Resign pressed: asks first (a resignation is final).
    public func askResign() {
        confirmingResign = model.resignSeat
    }

    /// Keep playing: the confirmation goes, nothing else changes.
    public func keepPlaying() {
        confirmingResign = nil
    }

    /// The player confirmed: the model stops the computer, ends the game and
    /// saves; its change opens the game-over sheet.
    public func confirmResign() {
        confirmingResign = nil
        board.resultOpen = true
        model.resign()
    }

    /// The confirmation while it is up (and the game still has a seat to give up).
    public var resignDialog: ConfirmDialog? {
        guard let seat = confirmingResign, model.resignSeat == seat else { return nil }
        return ConfirmDialog(scale: board.spec.scale, over: board.sheetArea,
                             model: strings.catalog.confirmDialog(ask: .resign(game: game, seat: UInt32(seat))))
    }

    public var legendSheet: LegendSheet {
        let panels = board.tablePanels
        let degrees = legendSeat.flatMap { seat in panels?.rotations.indices.contains(seat) == true ? panels?.rotations[seat] : nil } ?? 0
        return LegendSheet(strings: strings, scale: board.spec.scale, items: board.legend(model), over: board.sheetArea, degrees: degrees, patterns: board.patterns)
    }

    /// A one-line notice at the bottom of the board (the save failed).
    private func notice(_ p: Painter, _ text: String) {
        let scale = board.spec.scale
        let area = board.sheetArea
        let h = scale.body.size * 2.4
        let box = Box(x: area.x + scale.pt(8), y: area.maxY - h - scale.pt(8), width: area.width - scale.pt(16), height: h)
        p.fill(.roundRect(box, radius: scale.pt(12)), Theme.danger.mix(RGBA(0, 0, 0), 0.45))
        p.stroke(.roundRect(box, radius: scale.pt(12)), width: scale.pt(2), color: Theme.danger)
        var style = scale.body
        style.align = .center
        p.drawTextCentered(text, x: box.center.x, cy: box.center.y,
                           style: p.fitted(text, style: style, maxWidth: box.width - scale.pt(16), minSize: scale.pt(9)))
    }

    public func isAnimating(now: Double) -> Bool { board.isAnimating(now: now) }

    // MARK: Touch

    public func touch(_ t: Touch, now: Double) -> PageAction {
        // The confirmation is modal: only its two buttons answer.
        if let dialog = resignDialog {
            guard t.phase == .up else { return .none }
            switch dialog.hit(t.at) {
            case .cancel: keepPlaying()
            case .confirm: confirmResign()
            case nil: return .none
            }
            return .redraw
        }
        confirmingResign = nil
        if legendOpen {
            guard t.phase == .up else { return .none }
            switch legendSheet.hit(t.at) {
            case .rules:
                rulesFacing = legendSheet.degrees
                legendOpen = false
                return .open(.rules(game))
            case .close, .outside:
                legendOpen = false
                return .redraw
            case .inside:
                return .none
            }
        }
        if let box = mistakesFrame, let controller = mistakes?.controller, box.contains(t.at) {
            return t.phase == .up ? .mistakes(controller) : .none
        }
        // The result sheet dragged down (or to the right, where it sits at the
        // side) shrinks to its peek over the button row: the final position
        // uncovered, the result and its buttons still in reach. The peek
        // dragged down is put away (the bar's Result brings it back), dragged up it opens again.
        if let sheet = board.resultSheetFrame(model) {
            let s = board.spec.scale
            switch t.phase {
            case .down: sheetDrag = sheet.contains(t.at) ? t.at : nil
            case .move: break
            case .up, .cancel:
                if let start = sheetDrag {
                    sheetDrag = nil
                    let down = t.at.y - start.y > s.pt(32) || t.at.x - start.x > s.pt(48)
                    if down {
                        if board.resultPeeked || board.resultPeek(model) == nil {
                            board.resultOpen = false
                        } else {
                            board.resultPeeked = true
                        }
                        return .redraw
                    }
                    if board.resultPeeked && start.y - t.at.y > s.pt(32) {
                        board.resultPeeked = false
                        return .redraw
                    }
                }
            }
        }
        if t.phase == .up, let hit = board.resultButtons(model).first(where: { $0.frame.contains(t.at) })?.button {
            switch hit {
            case .rematch: return .rematch(id)
            case .review: return .open(.review(id))
            case .home: return .home
            case .seeBoard:
                board.resultOpen = false
                return .redraw
            }
        }
        // The peek lies over the button row: a touch on it reaches nothing under it.
        if board.resultPeeked, let peek = board.resultSheetFrame(model), peek.contains(t.at) { return .none }
        // Over the step's row: it answers before the buttons it covers.
        if let bar = confirmBar, bar.frame.contains(t.at) {
            guard t.phase == .up else { return .none }
            switch bar.hit(t.at) {
            case .confirm: return play(board.link.confirm())
            case .cancel: return play(board.link.press(.cancel))
            case nil: return .none
            }
        }
        if onResignButton(t.at) {
            if t.phase == .up { askResign() }
            return .redraw
        }
        if t.phase == .up, let id = board.pageButton(at: t.at, model) {
            switch id {
            case .home: return .home
            case .help:
                legendOpen = true
                legendSeat = board.tablePanels?.seat(at: t.at)
                return .redraw
            case .undo:
                model.undo()
                model.advance()
                return .redraw
            case .redo:
                model.redo()
                model.advance()
                return .redraw
            case .hint:
                let budget = hintBudget
                pending = Task { await model.requestHint(budget: budget) }
                return .redraw
            case .resign:
                askResign()
                return .redraw
            default: break
            }
        }
        return play(board.touch(t, model, now: now))
    }

    public func rotateGesture() -> Bool { !legendOpen && board.rotateGesture(model) }

    public func back() -> Bool {
        if resignDialog != nil {
            keepPlaying()
            return true
        }
        guard legendOpen else { return false }
        legendOpen = false
        return true
    }

    // MARK: Accessibility

    public func accessibility(now: Double) -> [A11yElement] {
        if let dialog = resignDialog { return dialog.accessibility() }
        if legendOpen { return legendSheet.accessibility() }
        var out = board.chromeElements(model, now: now)
        if let bar = confirmBar { out += bar.accessibility() }
        if let b = resignButton {
            let reach = max(b.radius, board.spec.scale.minTouch(table: false) / 2)
            out.append(A11yElement(id: "button.resign", frame: Box(x: b.center.x - reach, y: b.center.y - reach, width: 2 * reach, height: 2 * reach),
                                   label: strings(.resign), actionable: true))
        }
        if let summary = strings.gameOver(model.snapshot) {
            for (button, frame) in board.resultButtons(model) {
                let label = summary.buttons.first { $0.button == button }?.label ?? ""
                // Review keeps its old id; the others are the sheet's own (the bar has a Home and a Result too).
                let id = button == .review ? "button.review" : "sheet.\(button.buttonId.rawValue)"
                out.append(A11yElement(id: id, frame: frame, label: label, actionable: true))
            }
        }
        if let box = mistakesFrame, let offer = mistakes?.offer {
            out.append(A11yElement(id: "sheet.mistakes", frame: box, label: "\(offer.title). \(offer.detail)", actionable: true))
        }
        return out + board.accessibility(model)
    }

    // MARK: Life cycle

    /// Leaving, or the app goes to the background: the computer and a hint
    /// stop, and the game is saved.
    public func pause() async {
        pending?.cancel()
        model.pause()
    }

    /// The computer goes on if it is to move.
    public func resume() { model.resume() }
}
