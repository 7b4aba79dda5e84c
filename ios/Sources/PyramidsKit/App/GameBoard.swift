// What the game page needs from each game's screen logic (PylosBoard,
// PyramidaBoard, PyramidoBoard): drawing, touches, the buttons the page
// itself answers (home, help, undo, hint), VoiceOver elements for the
// chrome, the symbols of the in-game legend, and carrying UI state over to
// a board made for a new window size.
import PyramidsCore

@MainActor
public protocol GameBoard: AnyObject {
    var game: GameKind { get }
    var spec: ScreenSpec { get }
    var strings: Strings { get }
    var table: Bool { get }
    func draw(_ p: Painter, _ model: GameModel, now: Double)
    /// A touch the page did not take: the board's own buttons and the board.
    func touch(_ t: Touch, _ model: GameModel, now: Double) -> InputResult<GameAction>
    /// One element per board position or piece (the boards' own labels).
    func accessibility(_ model: GameModel) -> [A11yElement]
    func animate(_ events: [GameEvent], now: Double)
    /// The animation setting: each animation's duration times this (0: none is queued).
    var animationFactor: Double { get set }
    /// The coordinates setting: letters and numbers along the board's edges.
    var showCoordinates: Bool { get set }
    /// The colour-blind patterns setting: the mark drawn over each coloured piece (`pattern_style`).
    var patterns: ColourPatterns { get set }
    /// The Table board setting: whether the board turns to face the mover in table mode.
    var tableBoard: TableBoard { get set }
    /// The board's link to the library's interaction model.
    var link: BoardLink { get }
    /// The statistics' line of the finished game ("3rd win against Hard"), on the result sheet.
    var statisticsLine: String? { get set }
    func isAnimating(now: Double) -> Bool
    /// When the queued animations end, on the clock they run by (0: none queued).
    var animationsEnd: Double { get }
    /// Home, help, undo or hint under a screen point: what the page answers.
    func pageButton(at p: Pt, _ model: GameModel) -> BoardButton.Id?
    /// The chrome's buttons and texts on screen, for VoiceOver.
    func chromeElements(_ model: GameModel, now: Double) -> [A11yElement]
    /// The two-finger rotate gesture: turns what the step lets the player turn.
    func rotateGesture(_ model: GameModel) -> Bool
    /// The legend of the board on view: exactly the symbols it draws now
    /// (the library's legend of its interaction view, as on Android).
    func legend(_ model: GameModel) -> [LegendItem]
    /// Where sheets (the legend, notices) go: over the board.
    var sheetArea: Box { get }
    /// Table mode's seat panels (nil off the table).
    var tablePanels: TablePanels? { get }
    /// Takes over what the player sees (view, animations, result sheet) from the board it replaces.
    func carry(from old: any GameBoard)
    /// The result sheet's buttons (the shared model's: Rematch, Review,
    /// Home, See board) and their frames, while the sheet is open.
    func resultButtons(_ model: GameModel) -> [(button: GameOverButton, frame: Box)]
    /// Whether the result sheet is up (See board, or dragging its peek down, puts it away).
    var resultOpen: Bool { get set }
    /// The open sheet dragged down to its peek (`ResultPeek`): the headline
    /// and buttons over the button row, the board uncovered. Cleared when the sheet is put away.
    var resultPeeked: Bool { get set }
    /// The peek the open sheet would shrink to (nil where there is none: table mode, a lesson).
    func resultPeek(_ model: GameModel) -> ResultPeek?
    /// The result sheet's frame while it is up (nil once put away: the board is uncovered).
    func resultSheetFrame(_ model: GameModel) -> Box?
    /// Where home and help are drawn (the page puts Resign beside them; in
    /// table mode every seat's panel has its own, and Resign, TablePanels).
    var homeHelpPoints: (home: Pt, help: Pt, radius: Double) { get }
    /// Where the place a held decision's second tap confirms is on screen
    /// (its centre and the radius of the piece or cell there), for the
    /// held mark; nil where the board cannot say (a board turned round a table).
    func heldSpot(_ place: BoardPlace, _ model: GameModel) -> (center: Pt, radius: Double)?
}

@MainActor
extension TablePanels {
    /// A page command (home, help, resign, undo, redo, hint) on a seat's panel under a point.
    func pageButton(at p: Pt, _ model: GameModel, view: InteractionView?, strings: Strings) -> BoardButton.Id? {
        guard let id = hit(p, model: model, view: view, strings: strings)?.button.id,
              [BoardButton.Id.home, .help, .resign, .undo, .redo, .hint].contains(id) else { return nil }
        return id
    }

    /// A step button on the mover's panel under a point: pressed through the interaction model.
    func press(at p: Pt, _ model: GameModel, link: BoardLink, strings: Strings) -> InputResult<GameAction>? {
        guard let id = hit(p, model: model, view: link.view, strings: strings)?.button.id, let kind = Self.kind(id) else { return nil }
        return link.press(kind)
    }

    /// Whether a point is on some panel's control (a touch there never reaches the board).
    func onControl(_ p: Pt, _ model: GameModel, view: InteractionView?, strings: Strings) -> Bool {
        hit(p, model: model, view: view, strings: strings) != nil
    }
}

extension GameBoard {
    /// Whether the result sheet on view (full or peeked) says who won: the
    /// status strip then says only "Game over", so the result is read once.
    public func sheetSaysResult(_ model: GameModel) -> Bool { model.isOver && resultOpen && resultSheetFrame(model) != nil }

    /// The full result sheet is up (not its peek, not round a table): the
    /// status strip's "Game over" and the button row under it give way, as
    /// on Android; See board (or dragging the sheet down) brings them back.
    public func sheetCoversControls(_ model: GameModel) -> Bool { !table && sheetSaysResult(model) && !resultPeeked }

    /// The status strip's line under "Game over" while the sheet is on view:
    /// nothing beside the full sheet (it says the note), the note and the
    /// statistics' line beside the peek (which has only the headline).
    func peekNote(_ model: GameModel, prompt: String) -> String {
        guard resultPeeked else { return "" }
        return Chrome.resultDetail(strings.gameOver(model.snapshot), prompt: prompt, gameOver: strings(.gameOver), line: statisticsLine) ?? ""
    }

    /// The result sheet's Review button, while the sheet is open.
    public func reviewButton(_ model: GameModel) -> Box? {
        resultButtons(model).first { $0.button == .review }?.frame
    }
}

extension Chrome {
    /// Elements for the buttons of a row: label, frame, enabled.
    func elements(_ buttons: [BoardButton], _ frames: [Box], prefix: String = "button") -> [A11yElement] {
        zip(buttons, frames).map { b, f in A11yElement(id: "\(prefix).\(b.id.rawValue)", frame: f, label: b.label, actionable: b.enabled) }
    }

    /// The chrome of a screen laid out by `ScreenLayout` (Pylos, Pyramida):
    /// home and help, the status line and the action buttons (in table mode
    /// each seat's panel's controls, named with the seat, and its status).
    @MainActor func screenElements(_ layout: ScreenLayout, model: GameModel, view: InteractionView?, buttons bs: [BoardButton],
                        status: @autoclosure () -> String, strings: Strings, seatName: (Int) -> String) -> [A11yElement] {
        if let panels = layout.panels {
            var out = panels.elements(model: model, view: view, strings: strings, seatName: seatName)
            if !model.isOver {
                let seat = model.snapshot.mover
                out.append(A11yElement(id: "status", frame: panels.frame(seat), label: status(), actionable: false))
            }
            return out
        }
        let (home, help, r) = topBarHomeHelp(layout.topBar)
        var out = homeHelpElements(home: home, help: help, radius: r, strings: strings)
        // A lesson has no status strip: its coach panel says what to do.
        if layout.lessonTitle == nil { out.append(A11yElement(id: "status", frame: layout.status, label: status(), actionable: false)) }
        out += elements(bs, buttonFrames(bs, in: layout.actions))
        return out
    }

    func homeHelpElements(home: Pt, help: Pt, radius r: Double, strings: Strings) -> [A11yElement] {
        let reach = max(r, scale.minTouch(table: false) / 2)
        func box(_ c: Pt) -> Box { Box(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach) }
        return [A11yElement(id: "button.home", frame: box(home), label: strings(.home), actionable: true),
                A11yElement(id: "button.help", frame: box(help), label: strings(.legendTitle), actionable: true)]
    }
}

// MARK: Pylos

extension PylosBoard: GameBoard {
    public func heldSpot(_ place: BoardPlace, _ model: GameModel) -> (center: Pt, radius: Double)? {
        guard !table, case .pylos(let at) = place, let spot = projection.spot(at) else { return nil }
        return (spot.center, spot.radius)
    }

    public var link: BoardLink { input.link }
    public var animationFactor: Double {
        get { timeline.factor }
        set { timeline.factor = newValue }
    }
    public var game: GameKind { .pylos }
    public func touch(_ t: Touch, _ model: GameModel, now: Double) -> InputResult<GameAction> { touch(t, model) }
    public func isAnimating(now: Double) -> Bool { !timeline.isIdle(now) }
    public var animationsEnd: Double { timeline.endsAt }
    public var sheetArea: Box { layout.board }
    public var tablePanels: TablePanels? { layout.panels }
    public var homeHelpPoints: (home: Pt, help: Pt, radius: Double) { Chrome(scale: spec.scale).topBarHomeHelp(layout.topBar) }

    public func pageButton(at p: Pt, _ model: GameModel) -> BoardButton.Id? {
        if let panels = layout.panels {
            input.bind(model)
            return panels.pageButton(at: p, model, view: input.view, strings: strings)
        }
        let c = Chrome(scale: spec.scale)
        if let id = c.homeHelp(at: p, layout) { return id }
        guard let b = button(at: p, model), b.enabled, [BoardButton.Id.undo, .redo, .hint].contains(b.id) else { return nil }
        return b.id
    }

    public func chromeElements(_ model: GameModel, now: Double) -> [A11yElement] {
        input.bind(model)
        let c = Chrome(scale: spec.scale)
        var out = c.screenElements(layout, model: model, view: input.view, buttons: buttons(model),
                                   status: "\(headline(model)). \(prompt(model))", strings: strings, seatName: seatName)
        if layout.lessonTitle != nil {
            let at = c.viewTogglePoint(layout.topBar)
            let reach = spec.scale.minTouch(table: false) / 2
            out.append(A11yElement(id: "button.view", frame: Box(x: at.x - reach, y: at.y - reach, width: 2 * reach, height: 2 * reach),
                                   label: viewButton.label, actionable: true))
            let reserves = model.snapshot.pylos?.reserves ?? []
            for seat in 0..<min(2, reserves.count) {
                out.append(A11yElement(id: "seat\(seat)", frame: layout.seats[seat],
                                       label: "\(seatName(seat)), \(strings.plural(.reserve, Int(reserves[seat])))", actionable: false))
            }
        }
        return out
    }

    public func rotateGesture(_ model: GameModel) -> Bool { false }

    public func legend(_ model: GameModel) -> [LegendItem] {
        input.bind(model)
        return LegendItem.board(model.snapshot, input.view, strings)
    }

    public func resultPeek(_ model: GameModel) -> ResultPeek? {
        guard !table, layout.lessonTitle == nil, let summary = strings.gameOver(model.snapshot) else { return nil }
        return Chrome(scale: spec.scale).resultPeek(summary.buttons, over: layout.actions)
    }

    public func resultButtons(_ model: GameModel) -> [(button: GameOverButton, frame: Box)] {
        guard model.isOver && resultOpen, let summary = strings.gameOver(model.snapshot) else { return [] }
        let c = Chrome(scale: spec.scale)
        if resultPeeked, let peek = resultPeek(model) { return c.resultPeekButtonFrames(summary.buttons, peek) }
        let detail = Chrome.resultDetail(summary, prompt: prompt(model), gameOver: strings(.gameOver), line: statisticsLine) != nil
        let sheet = c.resultSheetBox(in: layout.board, detail: detail)
        return c.resultButtonFrames(summary.buttons, in: c.resultButtonsBox(sheet))
    }

    public func resultSheetFrame(_ model: GameModel) -> Box? {
        guard model.isOver && resultOpen, let summary = strings.gameOver(model.snapshot) else { return nil }
        if resultPeeked, let peek = resultPeek(model) { return peek.box }
        let detail = Chrome.resultDetail(summary, prompt: prompt(model), gameOver: strings(.gameOver), line: statisticsLine) != nil
        return Chrome(scale: spec.scale).resultSheetBox(in: layout.board, detail: detail)
    }

    public func carry(from old: any GameBoard) {
        guard let old = old as? PylosBoard else { return }
        view = old.view
        timeline = old.timeline
        resultOpen = old.resultOpen
        resultPeeked = old.resultPeeked
    }
}

// MARK: Pyramida

extension PyramidaBoard: GameBoard {
    public func heldSpot(_ place: BoardPlace, _ model: GameModel) -> (center: Pt, radius: Double)? {
        guard boardRotation(model) == 0, case .pyramida(let at) = place, let spot = geometry.spot(at) else { return nil }
        return (spot.center, spot.radius)
    }

    public var link: BoardLink { input.link }
    public var game: GameKind { .pyramida }
    public func touch(_ t: Touch, _ model: GameModel, now: Double) -> InputResult<GameAction> { touch(t, model) }
    public func animate(_ events: [GameEvent], now: Double) {}
    /// Pyramida's moves are not animated (every speed puts them in place at
    /// once); the setting times the table board's turn to the mover.
    public var animationFactor: Double {
        get { turnFactor }
        set { turnFactor = newValue }
    }
    public func isAnimating(now: Double) -> Bool { turn.isTurning(now) }
    public var animationsEnd: Double { turn.endsAt }
    public var sheetArea: Box { layout.board }
    public var tablePanels: TablePanels? { layout.panels }
    public var homeHelpPoints: (home: Pt, help: Pt, radius: Double) { Chrome(scale: spec.scale).topBarHomeHelp(layout.topBar) }

    public func pageButton(at p: Pt, _ model: GameModel) -> BoardButton.Id? {
        if let panels = layout.panels {
            input.link.bind(model)
            return panels.pageButton(at: p, model, view: input.link.view, strings: strings)
        }
        let c = Chrome(scale: spec.scale)
        if let id = c.homeHelp(at: p, layout) { return id }
        let bs = buttons(model)
        let hit = zip(bs, c.buttonFrames(bs, in: layout.actions)).first { $0.1.contains(p) }?.0
        guard let b = hit, b.enabled, [BoardButton.Id.undo, .redo, .hint].contains(b.id) else { return nil }
        return b.id
    }

    public func chromeElements(_ model: GameModel, now: Double) -> [A11yElement] {
        input.link.bind(model)
        var out = Chrome(scale: spec.scale).screenElements(layout, model: model, view: input.link.view, buttons: buttons(model),
                                                           status: "\(headline(model)). \(prompt(model))", strings: strings, seatName: seatName)
        // A lesson's seat line: the seats and the stones they have over the top.
        if layout.lessonTitle != nil, let off = model.snapshot.pyramida?.offBoard {
            for seat in 0..<min(2, off.count) {
                out.append(A11yElement(id: "seat\(seat)", frame: layout.seats[seat],
                                       label: "\(seatName(seat)), \(strings(.pyramidaOff, Int(off[seat])))", actionable: false))
            }
        }
        return out
    }

    public func rotateGesture(_ model: GameModel) -> Bool { false }

    public func legend(_ model: GameModel) -> [LegendItem] {
        input.link.bind(model)
        return LegendItem.board(model.snapshot, input.link.view, strings)
    }

    public func resultPeek(_ model: GameModel) -> ResultPeek? {
        guard !table, layout.lessonTitle == nil, let summary = strings.gameOver(model.snapshot) else { return nil }
        return Chrome(scale: spec.scale).resultPeek(summary.buttons, over: layout.actions)
    }

    public func resultButtons(_ model: GameModel) -> [(button: GameOverButton, frame: Box)] {
        guard model.isOver && resultOpen, let summary = strings.gameOver(model.snapshot) else { return [] }
        let c = Chrome(scale: spec.scale)
        if resultPeeked, let peek = resultPeek(model) { return c.resultPeekButtonFrames(summary.buttons, peek) }
        let detail = Chrome.resultDetail(summary, prompt: prompt(model), gameOver: strings(.gameOver), line: statisticsLine) != nil
        let sheet = c.resultSheetBox(in: layout.board, detail: detail)
        return c.resultButtonFrames(summary.buttons, in: c.resultButtonsBox(sheet))
    }

    public func resultSheetFrame(_ model: GameModel) -> Box? {
        guard model.isOver && resultOpen, let summary = strings.gameOver(model.snapshot) else { return nil }
        if resultPeeked, let peek = resultPeek(model) { return peek.box }
        let detail = Chrome.resultDetail(summary, prompt: prompt(model), gameOver: strings(.gameOver), line: statisticsLine) != nil
        return Chrome(scale: spec.scale).resultSheetBox(in: layout.board, detail: detail)
    }

    public func carry(from old: any GameBoard) {
        guard let old = old as? PyramidaBoard else { return }
        resultOpen = old.resultOpen
        turn = old.turn
        resultPeeked = old.resultPeeked
    }
}

// MARK: Pyramido

extension PyramidoBoard: GameBoard {
    public func heldSpot(_ place: BoardPlace, _ model: GameModel) -> (center: Pt, radius: Double)? {
        guard case .pyramidoCell(let cell) = place, let sc = scene(model), let box = sc.view.cellBox(sc.floor, cell, sc.mover) else { return nil }
        return (toScreen(box.center, model), box.width * 0.5)
    }

    public var link: BoardLink { input.link }
    public var animationFactor: Double {
        get { timeline.factor }
        set { timeline.factor = newValue }
    }
    public var game: GameKind { .pyramido }
    public func isAnimating(now: Double) -> Bool { !timeline.isIdle(now) || turn.isTurning(now) }
    public var animationsEnd: Double { max(timeline.endsAt, turn.endsAt) }
    public var sheetArea: Box { layout.board }
    public var tablePanels: TablePanels? { layout.panels }

    private var homeHelp: (home: Pt, help: Pt, radius: Double) { Chrome(scale: spec.scale).topBarHomeHelp(layout.topBar) }
    public var homeHelpPoints: (home: Pt, help: Pt, radius: Double) { homeHelp }

    public func pageButton(at p: Pt, _ model: GameModel) -> BoardButton.Id? {
        if let panels = layout.panels {
            input.bind(model)
            return panels.pageButton(at: p, model, view: input.link.view, strings: strings)
        }
        let (home, help, r) = homeHelp
        let reach = max(r, spec.scale.minTouch(table: table) / 2)
        // A lesson's back arrow leaves the lesson (for the list).
        if p.distance(to: home) <= reach { return layout.lessonTitle == nil ? .home : .leave }
        if p.distance(to: help) <= reach { return .help }
        return roundButton(at: p, model)?.id
    }

    public func chromeElements(_ model: GameModel, now: Double) -> [A11yElement] {
        let c = Chrome(scale: spec.scale)
        if let panels = layout.panels {
            input.bind(model)
            var out = panels.elements(model: model, view: input.link.view, strings: strings, seatName: seatName)
            if !model.isOver {
                out.append(A11yElement(id: "status", frame: panels.frame(model.snapshot.mover),
                                       label: "\(headline(model)). \(prompt(model, now: now))", actionable: false))
            }
            return out
        }
        let (home, help, r) = homeHelp
        var out = c.homeHelpElements(home: home, help: help, radius: r, strings: strings)
        if layout.lessonTitle == nil {
            out.append(A11yElement(id: "status", frame: layout.status, label: "\(headline(model)). \(prompt(model, now: now))", actionable: false))
        }
        let rot = boardRotation(model)
        func screen(_ b: Box) -> Box { rot == 0 ? b : rotate(b, degrees: rot, about: layout.board.center) }
        for rb in roundButtons(model) {
            let b = Box(x: rb.center.x - rb.radius, y: rb.center.y - rb.radius, width: 2 * rb.radius, height: 2 * rb.radius)
            out.append(A11yElement(id: "button.\(rb.button.id.rawValue)", frame: screen(b), label: rb.button.label, actionable: rb.button.enabled))
        }
        for (b, f) in commandButtons(model) + buttonFrames(model) {
            out.append(A11yElement(id: "button.\(b.id.rawValue)", frame: screen(f), label: b.label, actionable: b.enabled))
        }
        return out
    }

    /// Turns the ghost or the chosen domino (placing), or the chosen tile's jewel: Rotate, where the model offers it.
    public func rotateGesture(_ model: GameModel) -> Bool {
        input.bind(model)
        guard model.awaitsHuman, case .changed = input.link.press(.rotate) else { return false }
        return true
    }

    public func legend(_ model: GameModel) -> [LegendItem] {
        input.bind(model)
        return LegendItem.board(model.snapshot, input.link.view, strings)
    }

    public func carry(from old: any GameBoard) {
        guard let old = old as? PyramidoBoard else { return }
        timeline = old.timeline
        resultOpen = old.resultOpen
        turn = old.turn
        resultPeeked = old.resultPeeked
    }
}
