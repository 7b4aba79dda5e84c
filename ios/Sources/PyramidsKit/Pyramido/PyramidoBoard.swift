// The Pyramido game screen: the quarry between its four piles across the
// top of the board, the pyramid of the player to move large below (every
// seat's small in its panel; a tap on a panel shows that pyramid large),
// each decision of a turn as the library's interaction model shows it —
// what glows, the ghost, the prompt and the step's buttons (place: drag,
// snap, Rotate, Place; mark; single tile; refill; the no-fit turn) — floor
// scorings replayed area by area, and a ranking table with per-floor
// scores at the end.
import Foundation
import PyramidsCore

@MainActor
public final class PyramidoBoard {
    public let strings: Strings
    public let spec: ScreenSpec
    public let table: Bool
    public let seatCount: Int
    public let input: PyramidoInput
    public var timeline = PyramidoTimeline()
    public let layout: PyramidoLayout
    /// The result sheet over a finished game; a tap on the board closes it and another opens it.
    public var resultOpen = true {
        didSet { if !resultOpen { resultPeeked = false } }
    }
    public var resultPeeked = false
    /// The board's turn to the mover in table mode, as drawn (BoardTurn).
    public internal(set) var turn = BoardTurn()
    /// The open floor's coordinates on the plate (a setting may hide them).
    public var showCoordinates = true
    public var patterns: ColourPatterns = .standard
    public var tableBoard: TableBoard = .still
    public var statisticsLine: String?
    /// An opponent's pyramid shown large (a tap on their panel); nil for the usual one.
    public private(set) var viewedSeat: Int?
    private var chrome: Chrome { Chrome(scale: spec.scale) }
    private var scale: UIScale { spec.scale }

    /// `lessonTitle`: a lesson's board (its bar, its seat line; ScreenLayout).
    /// `headingActions`: a lesson's own board puts its step buttons (Place, Rotate) beside the pyramid's heading, so the pyramid gets the row.
    public init(strings: Strings, spec: ScreenSpec, seatCount: Int, table: Bool = false, lessonTitle: String? = nil, headingActions: Bool = false) {
        self.strings = strings
        self.spec = spec
        self.table = table
        self.seatCount = seatCount
        input = PyramidoInput(slop: spec.scale.pt(8))
        // A seat strip's widest count: a two-digit score, or out of the game.
        let words = (0..<seatCount).map { seat in
            [strings(.pyramidoOut), "88 \(strings(.pyramidoPointsShort))"].map { (name: strings.seatName(.pyramido, seat), value: $0) }
        }
        let rows = lessonTitle == nil ? 1 : ScreenLayout.lessonSeatLineRows(spec, seatCount: seatCount, words: words.flatMap { $0 })
        layout = PyramidoLayout(spec: spec, seatCount: seatCount, table: table, lessonTitle: lessonTitle,
                                actionsRow: !(headingActions && lessonTitle != nil), seatLineRows: rows)
    }

    public func seatName(_ seat: Int) -> String { strings.seatName(.pyramido, seat) }

    // MARK: Orientation and geometry

    /// Degrees the board is turned (table mode: to face the player to move).
    public func boardRotation(_ model: GameModel) -> Double {
        guard table, !model.isOver, let panels = layout.panels else { return 0 }
        return panels.boardRotation(.pyramido, mover: min(model.snapshot.mover, seatCount - 1), setting: tableBoard)
    }

    /// The board's parts, laid out in the board's own (unturned) frame.
    public struct Frame {
        public let box: Box
        public let geometry: PyramidoGeometry
        /// The buttons under the board (none in table mode).
        public let actions: Box
    }

    public func frame(_ model: GameModel) -> Frame {
        let local = layout.local(rotation: boardRotation(model))
        let inline = headingActions
        let headH = inline ? max(scale.label.size * 1.7, scale.minTouch(table: false)) : scale.label.size * 1.7
        // In table mode the prompt and the buttons are on the seats' panels (TablePanels): the board has all its box.
        // A phone in portrait keeps the quarry across the top even where a
        // lesson's coach panel leaves the board a wide, low box.
        // A lesson's board packs its parts closer: its pyramid is what the lesson is about.
        let g = PyramidoGeometry(box: local, gap: scale.pt(layout.lessonTitle == nil ? 6 : 4), headingHeight: headH, sideStrip: spec.isLandscape || spec.device == .tablet,
                                minStripWidth: scale.pt(44) * 2.2)
        guard inline else { return Frame(box: local, geometry: g, actions: layout.actions) }
        let h = g.heading
        return Frame(box: local, geometry: g, actions: Box(x: h.x + h.width * 0.5, y: h.y, width: h.width * 0.5, height: h.height))
    }

    /// A lesson's board with its step buttons beside the heading (no row of its own).
    private var headingActions: Bool { layout.lessonTitle != nil && layout.actions.height == 0 }

    /// Where the heading's words go: the left half while step buttons share its line (a no-fit turn's rule has it all).
    private func headingBox(_ g: PyramidoGeometry, _ model: GameModel) -> Box {
        guard headingActions, !stepButtons(model).isEmpty else { return g.heading }
        return Box(x: g.heading.x, y: g.heading.y, width: g.heading.width * 0.5, height: g.heading.height)
    }



    /// The pyramid drawn large: the one being scored, else an opponent's
    /// the player asked for, else the human's (or the winner's) once over,
    /// else the mover's.
    public func shownSeat(_ model: GameModel, now: Double) -> Int {
        if let scoring = timeline.scoring(now) { return scoring.seat }
        if let v = viewedSeat { return v }
        let snap = model.snapshot
        if snap.isOver {
            let humans = snap.seats.indices.filter { snap.seats[$0].isHuman }
            if humans.count == 1 { return humans[0] }
            return snap.outcome.winners.first ?? 0
        }
        return snap.mover
    }

    public func view(_ model: GameModel, seat: Int) -> PyramidView {
        let player = model.snapshot.pyramido?.players[seat]
        return PyramidView.of(frame(model).geometry.pyramidArea, player)
    }

    /// The scene the input maps touches in: the mover's pyramid as drawn now.
    public func scene(_ model: GameModel) -> PyramidoScene? {
        guard let s = model.snapshot.pyramido else { return nil }
        let mover = s.players[model.snapshot.mover]
        return PyramidoScene(snapshot: s, mover: mover, view: PyramidView.of(frame(model).geometry.pyramidArea, mover),
                             geometry: frame(model).geometry, minFace: scale.pt(44))
    }

    /// What the interaction model shows now: marks, selection, ghost, prompt, buttons.
    public func marks(_ model: GameModel) -> PyramidoMarks { input.marks(model) }

    // MARK: Text

    public func headline(_ model: GameModel) -> String {
        let snap = model.snapshot
        let humans = snap.seats.indices.filter { snap.seats[$0].isHuman }
        switch snap.outcome {
        case .win, .draw, .sharedWin: return strings.gameOver(snap)?.headlineText ?? strings(.gameOver)
        case .ongoing:
            if model.isThinking || !snap.moverIsHuman { return strings(.thinking, seatName(snap.mover)) }
            return humans.count == 1 && snap.seats.count > 1 ? strings(.yourTurn) : strings(.toMove, seatName(snap.mover))
        }
    }

    /// What to do now — or what is playing: a floor scoring or a banner
    /// still running is what the prompt says, not the next step.
    public func prompt(_ model: GameModel, now: Double = .infinity) -> String {
        guard model.snapshot.pyramido != nil else { return "" }
        if let problem = model.problem { return strings.message(for: problem) }
        if let scoring = timeline.scoring(now) {
            let pts = scoring.bonus ? strings(.pyramidoBonus, scoring.points) : strings(.pyramidoPoints, scoring.points)
            return "\(strings(.pyramidoFloorScored, Int(scoring.area.floor))) · \(seatName(scoring.seat)) \(pts)"
        }
        if let banner = timeline.banner(now) { return bannerText(banner.banner) }
        if model.snapshot.isOver { return strings(.gameOver) }
        if let hint = model.hint { return strings.hintText(model.snapshot.game, hint) }
        if !model.awaitsHuman { return strings(.moveNumber, Int(model.snapshot.ply) + 1) }
        return marks(model).view.flatMap { try? strings.catalog.promptText(prompt: $0.prompt) } ?? ""
    }

    /// The no-fit turn's explanation (the model's prompt for both tiles), kept over the pyramid.
    public func noFitText(_ model: GameModel) -> String? {
        guard let prompt = marks(model).view?.prompt, case .pyramidoNoFit = prompt else { return nil }
        return try? strings.catalog.promptText(prompt: prompt)
    }

    public func bannerText(_ b: PyramidoAnim.Banner) -> String {
        switch b {
        case .noFit(let seat): strings(.pyramidoNoFitBanner, seatName(seat))
        case .eliminated(let seat): strings(.pyramidoEliminated, seatName(seat))
        case .floorScored(let floor): strings(.pyramidoFloorScored, floor)
        case .floorStarted(let floor): strings(.pyramidoFloor, floor)
        }
    }

    // MARK: Buttons

    /// The step's buttons, as the model offers them (one primary): Rotate +
    /// Place with a domino or a tile chosen; Skip tile in a tile step.
    public func stepButtons(_ model: GameModel) -> [BoardButton] {
        // In table mode the step's buttons are on the mover's panel (TablePanels).
        guard !table else { return [] }
        if model.isOver { return Chrome.resultButton(open: resultOpen, strings).map { [$0] } ?? [] }
        guard model.awaitsHuman, viewedSeat == nil else { return [] }
        return (marks(model).view?.buttons ?? []).compactMap { b in
            Self.stepIds[b.kind].map { BoardButton(id: $0, label: strings.catalog.buttonLabel(button: b.kind), primary: b.primary, enabled: b.enabled) }
        }
    }

    /// The model's step buttons as the screen's (its commands are the round buttons).
    private static let stepIds: [BoardButtonKind: BoardButton.Id] = [.rotate: .rotate, .place: .place, .skipTile: .skipTile]

    /// A command's state in the model's view (Hint as the turn controller allows it).
    private func command(_ kind: BoardButtonKind, _ id: BoardButton.Id, _ label: TextKey, _ m: PyramidoMarks) -> BoardButton {
        BoardButton(id: id, label: strings(label), enabled: m.button(kind)?.enabled == true)
    }

    /// Undo and Redo at the start of the button row and Hint at its end,
    /// as round icon buttons out of the step's way (the step's buttons sit
    /// between them).
    public func roundButtons(_ model: GameModel) -> [(button: BoardButton, center: Pt, radius: Double)] {
        // A lesson's board has the coach panel's Skip and Restart instead.
        guard !table, !model.lesson, !labelledCommands, !sharedRow else { return [] }
        let a = frame(model).actions
        let r = roundRadius(a)
        let m = marks(model)
        var out: [(button: BoardButton, center: Pt, radius: Double)] = [
            (command(.undo, .undo, .undo, m), Pt(a.x + r, a.center.y), r),
            (command(.redo, .redo, .redo, m), Pt(a.x + 3 * r + roundGap, a.center.y), r),
        ]
        if !model.isOver { out.append((command(.hint, .hint, .hint, m), Pt(a.maxX - r, a.center.y), r)) }
        return out
    }

    private var roundGap: Double { scale.pt(6) }

    /// A tablet's side column has the room for Undo, Redo and Hint as
    /// buttons with their words (a row of their own, the step's buttons
    /// above it), as Pylos and Pyramida have them; a phone keeps the icons.
    public var labelledCommands: Bool { spec.device == .tablet && !table && layout.lessonTitle == nil }

    /// A phone's game has one row, as Pylos and Pyramida: Undo and Redo,
    /// the step's buttons, Hint, each with its word where the row leaves
    /// the room (the shared button row turns the commands to icons where not).
    public var sharedRow: Bool { spec.device == .phone && !table && layout.lessonTitle == nil }

    private func commands(_ model: GameModel) -> [BoardButton] {
        let m = marks(model)
        var bs = [command(.undo, .undo, .undo, m), command(.redo, .redo, .redo, m)]
        if !model.isOver { bs.append(command(.hint, .hint, .hint, m)) }
        return bs
    }

    /// A phone's whole row: Undo, Redo, the step's buttons, Hint, and their frames.
    private func row(_ model: GameModel) -> [(BoardButton, Box)] {
        let cs = commands(model)
        let bs = Array(cs.prefix(2)) + stepButtons(model) + cs.dropFirst(2)
        return Array(zip(bs, chrome.buttonFrames(bs, in: frame(model).actions)))
    }

    /// Undo, Redo and Hint with their words: a tablet's own row, or a phone's shared one.
    public func commandButtons(_ model: GameModel) -> [(BoardButton, Box)] {
        guard !model.lesson else { return [] }
        if sharedRow { return row(model).filter { [.undo, .redo, .hint].contains($0.0.id) } }
        guard labelledCommands else { return [] }
        let bs = commands(model)
        return Array(zip(bs, chrome.buttonFrames(bs, in: frame(model).actions)))
    }

    /// The round buttons: as small as a touch target allows (the step's
    /// buttons get the room), and never taller than the row.
    private func roundRadius(_ row: Box) -> Double {
        min(row.height / 2, scale.minTouch(table: table) / 2 + scale.pt(2))
    }

    /// Where the step's buttons go: clear of the round buttons, two at the
    /// start and one at the end. Drawing and touch both use it.
    private func stepBox(_ model: GameModel) -> Box {
        let a = frame(model).actions
        if labelledCommands { return layout.stepRow }
        // No round buttons on a lesson's board: the step's buttons have the row.
        if roundButtons(model).isEmpty && model.lesson { return a }
        let d = 2 * roundRadius(a)
        let left = 2 * d + roundGap + scale.pt(10)
        let right = d + scale.pt(10)
        return Box(x: a.x + left, y: a.y, width: a.width - left - right, height: a.height)
    }

    private func stepFrames(_ model: GameModel, _ bs: [BoardButton]) -> [Box] {
        chrome.buttonFrames(bs, in: stepBox(model))
    }

    /// The step button under a point given in the board's frame.
    public func buttonFrames(_ model: GameModel) -> [(BoardButton, Box)] {
        if sharedRow && !model.lesson { return row(model).filter { ![.undo, .redo, .hint].contains($0.0.id) } }
        let bs = stepButtons(model)
        return Array(zip(bs, stepFrames(model, bs)))
    }

    // MARK: Touch

    /// Screen point → the board's own frame (undoes the table turn).
    public func toBoard(_ p: Pt, _ model: GameModel) -> Pt {
        let rot = boardRotation(model)
        return rot == 0 ? p : rotate(p, degrees: -rot, about: layout.board.center)
    }

    public func toScreen(_ p: Pt, _ model: GameModel) -> Pt {
        let rot = boardRotation(model)
        return rot == 0 ? p : rotate(p, degrees: rot, about: layout.board.center)
    }

    /// The round button (Undo, Redo, Hint) under a screen point: the screen's async calls.
    public func roundButton(at screen: Pt, _ model: GameModel) -> BoardButton? {
        let p = toBoard(screen, model)
        if let b = commandButtons(model).first(where: { $0.1.contains(p) && $0.0.enabled })?.0 { return b }
        return roundButtons(model).first { $0.center.distance(to: p) <= $0.radius && $0.button.enabled }?.button
    }

    /// A touch on the screen (screen coordinates): a panel, a button, the board.
    public func touch(_ t: Touch, _ model: GameModel, now: Double = .infinity) -> InputResult<GameAction> {
        if let panels = layout.panels {
            input.bind(model)
            if panels.onControl(t.at, model, view: input.link.view, strings: strings) {
                guard t.phase == .up else { return .none }
                return panels.press(at: t.at, model, link: input.link, strings: strings) ?? .none
            }
        }
        if t.phase == .up {
            for seat in 0..<seatCount where layout.seatFrame(seat).contains(t.at) {
                // A tap on a panel shows that pyramid large; again (or on one's own) goes back.
                let own = !model.isOver && seat == model.snapshot.mover
                viewedSeat = (own || viewedSeat == seat) ? nil : seat
                return .changed
            }
        }
        let p = toBoard(t.at, model)
        if t.phase == .up {
            for (b, f) in buttonFrames(model) where f.contains(p) && b.enabled {
                if b.id == .result {
                    resultOpen.toggle()
                    return .changed
                }
                guard let kind = Self.stepIds.first(where: { $0.value == b.id })?.key else { return .none }
                input.bind(model)
                return input.link.press(kind)
            }
        }
        if model.isOver, t.phase == .up, layout.board.contains(t.at) {
            resultOpen.toggle()
            return .changed
        }
        if viewedSeat != nil {
            if t.phase == .up, layout.board.contains(t.at) {
                viewedSeat = nil
                return .changed
            }
            return .none
        }
        guard model.awaitsHuman, let sc = scene(model) else { return .none }
        // A scoring or landing still playing shows another moment: a touch jumps to now.
        if t.phase == .down, !timeline.isIdle(now) { timeline.finishAll() }
        return input.onTouch(Touch(t.phase, snapTarget(p, sc, marks(model))), model, sc)
    }

    /// For a mark or a tile, a tap near a target (within about a block) counts
    /// as on it: the targets are at least 44 pt to the finger even where a
    /// block is drawn smaller.
    private func snapTarget(_ p: Pt, _ sc: PyramidoScene, _ m: PyramidoMarks) -> Pt {
        let targets = m.cells(.marker) + m.cells(.tile) + m.cells(.hole)
        guard !targets.isEmpty, !(sc.showsTiles && sc.faceBoxes.contains(where: { $0.contains(p) })) else { return p }
        if let cell = sc.view.cell(at: p, floor: sc.floor, player: sc.mover), targets.contains(cell.name) || cell.name == m.tileCell { return p }
        let reach = max(sc.view.block * 0.9, scale.pt(30))
        let near = targets.compactMap { sc.view.cellBox(sc.floor, $0, sc.mover)?.center }.map { ($0, $0.distance(to: p)) }
            .filter { $0.1 <= reach }.min { $0.1 < $1.1 }
        return near?.0 ?? p
    }

    /// Events of the decision just played, to animate.
    public func animate(_ events: [GameEvent], now: Double) { timeline.enqueue(events, now: now) }

    // MARK: Drawing

    public func draw(_ p: Painter, _ model: GameModel, now: Double = .infinity) {
        guard let s = model.snapshot.pyramido else { return }
        let c = chrome
        c.background(p)
        turn.aim(boardRotation(model), now: now, factor: timeline.factor)
        let rot = turn.angle(now)
        p.withSave {
            if rot != 0 { p.rotate(degrees: rot, about: layout.board.center) }
            drawBoard(p, model, s, now: now)
        }
        layout.panels?.drawBackdrops(p, mover: model.isOver ? nil : model.snapshot.mover)
        for seat in 0..<seatCount {
            let box = layout.seats[seat]
            p.withSave {
                if layout.seatRotation[seat] != 0 { p.rotate(degrees: layout.seatRotation[seat], about: box.center) }
                drawSeat(p, seat, layout.panels?.card(seat) ?? box, model, s, now: now)
            }
        }
        if let panels = layout.panels {
            input.bind(model)
            panels.drawControls(p, model: model, view: input.link.view, strings: strings, status: tableStatus(model, now: now))
        } else if let lesson = layout.lessonTitle {
            c.lessonBar(p, layout.topBar, title: lesson, viewToggle: false)
            // The closing game's Undo, Redo and Hint (a lesson's own board has none).
            for rb in roundButtons(model) { drawRound(p, rb.button, rb.center, rb.radius) }
            drawStepButtons(p, model)
        } else {
            c.topBar(p, layout.topBar, title: strings(.pyramidoName), resign: model.resignSeat != nil)
            // The sheet's title says the result (where its buttons take the title's place, the strip says it).
            let quiet = model.isOver && resultOpen && (resultPeeked || resultTitled(model))
            c.status(p, layout.status, headline: quiet ? strings(.gameOver) : headline(model), prompt: quiet ? (resultPeeked ? sheetNote(strings.gameOver(model.snapshot)) ?? "" : "") : prompt(model, now: now), badge: model.isOver ? nil : { center, r in
                PyramidoArt.seatBadge(p, model.snapshot.mover, center, r)
            }, tone: model.problem != nil ? Theme.danger : Theme.accent)
            for rb in roundButtons(model) { drawRound(p, rb.button, rb.center, rb.radius) }
            if sharedRow && !model.lesson {
                c.buttons(p, row(model).map(\.0), in: frame(model).actions)
            } else {
                let commands = commandButtons(model)
                if !commands.isEmpty { c.buttons(p, commands.map(\.0), in: frame(model).actions) }
                drawStepButtons(p, model)
            }
        }
        if model.isOver && resultOpen {
            if resultPeeked, let peek = resultPeek(model), let summary = strings.gameOver(model.snapshot) {
                chrome.drawResultPeek(p, peek, game: .pyramido, summary: summary)
            } else {
                drawResult(p, model, s)
            }
        }
    }

    private func drawRound(_ p: Painter, _ b: BoardButton, _ c: Pt, _ r: Double) {
        p.fill(.circle(center: c, radius: r), Theme.surface)
        p.stroke(.circle(center: c, radius: r), width: scale.pt(1), color: Theme.surfaceLine)
        let col = b.enabled ? Theme.text : Theme.textDim.withAlpha(0.4)
        switch b.id {
        case .undo:
            PyramidoArt.uturnIcon(p, c, r, colour: col)
        case .redo:
            p.withSave {
                p.translate(c.x, c.y)
                p.scale(-1, 1)
                PyramidoArt.uturnIcon(p, Pt(0, 0), r, colour: col)
            }
        default:
            // A light bulb: the hint.
            p.fill(.circle(center: Pt(c.x, c.y - r * 0.12), radius: r * 0.34), col)
            p.fill(.roundRect(Box(x: c.x - r * 0.17, y: c.y + r * 0.16, width: r * 0.34, height: r * 0.3), radius: r * 0.06), col)
        }
    }

    private func drawBoard(_ p: Painter, _ model: GameModel, _ s: PyramidoSnapshot, now: Double) {
        let f = frame(model)
        let g = f.geometry
        guard let sc = scene(model) else { return }
        let m = marks(model)
        // While a scoring plays, the next step waits (no highlights yet).
        let human = model.awaitsHuman && timeline.scoring(now) == nil
        if human && viewedSeat == nil && sc.showsTiles {
            drawTileStrip(p, sc, m)
        } else {
            drawQuarry(p, model, s, sc, m, now: now)
        }
        let seat = shownSeat(model, now: now)
        let player = s.players[seat]
        let view = PyramidView.of(g.pyramidArea, player)
        drawHeading(p, headingBox(g, model), model, s, seat: seat, noFit: human ? noFitText(model) : nil)
        var o = PyramidoOverlay()
        o.showOpenCells = !model.isOver && !player.eliminated
        o.showCoordinates = showCoordinates && !model.isOver
        o.patterns = patterns
        o.landing = timeline.landing(seat: seat, now: now)
        o.settling = timeline.landingProgress(seat: seat, now: now)
        // No last-turn outline: the model marks none on the pyramid on view (the mover's, not the last player's).
        if seat == model.snapshot.mover && human && viewedSeat == nil {
            o.hint = m.cells(.hint)
            if m.pending == nil && input.drag == nil { o.spots = m.cells(.dominoTo) }
            o.markCells = m.cells(.marker)
            o.tileCells = (m.cells(.tile) + m.cells(.hole)).filter { $0 != m.tileCell }
            o.tile = m.tile
            // While a domino is dragged it shows where it would snap, not where it was.
            let spot = input.drag.map(\.snapped) ?? m.pending
            if let pl = spot, s.quarry.indices.contains(pl.slot), let d = s.quarry[pl.slot] { o.ghost = (d, pl) }
        }
        PyramidoRenderer(scale: scale).drawPyramid(p, view, player, floor: Int(s.floor), o, large: true)
        // The dragged domino floats above the finger; over a spot it sits in
        // the spot's outline, lifted only by its shadow, so what the player
        // sees is where it will land.
        if let drag = input.drag, let d = s.quarry[drag.slot] {
            let c = Self.draggedCentre(drag, view: view, floor: Int(s.floor), player: player)
            let snapped = drag.snapped != nil
            let shadow = Pt(c.x + scale.pt(3), c.y + scale.pt(6))
            p.withSave {
                p.multiplyAlpha(snapped ? 0.35 : 0.25)
                let u = view.block * (snapped ? 1 : 1.05)
                let across = drag.dir == .e || drag.dir == .w
                let (w, h) = across ? (2 * u, u) : (u, 2 * u)
                p.fill(.roundRect(Box(x: shadow.x - w / 2, y: shadow.y - h / 2, width: w, height: h), radius: u * 0.12), RGBA(0, 0, 0))
            }
            p.withSave {
                p.multiplyAlpha(0.92)
                PyramidoArt.domino(p, d, drag.dir, c, unit: view.block * (snapped ? 1 : 1.05), line: scale.pt(1), patterns: Patterns(patterns, scale))
            }
        }
        drawScoring(p, view, s, now: now)
        drawBanner(p, g.pyramidArea, now: now)
    }

    /// Where the dragged domino is drawn: centred on the spot it snaps to
    /// (the ghost's outline), else floating above the finger.
    static func draggedCentre(_ drag: PyramidoDrag, view: PyramidView, floor: Int, player: PyramidoPlayer) -> Pt {
        if let spot = drag.snapped, let c = view.center(floor, spot, player) { return c }
        return PyramidoInput.dragCentre(drag.at, block: view.block)
    }

    /// Table mode: what the panel of the seat to move says (the problem, what to do or what is playing, or the computer thinking).
    public func tableStatus(_ model: GameModel, now: Double) -> (text: String, tone: RGBA) {
        if model.problem != nil { return (prompt(model, now: now), Theme.danger) }
        return (model.awaitsHuman ? prompt(model, now: now) : headline(model), Theme.accent)
    }

    private func drawStepButtons(_ p: Painter, _ model: GameModel) {
        chrome.buttons(p, stepButtons(model), in: stepBox(model))
    }

    /// Whose pyramid and which floor; in a no-fit turn the rule's explanation
    /// stays here for both tiles; while an opponent's is shown, how to go back.
    private func drawHeading(_ p: Painter, _ box: Box, _ model: GameModel, _ s: PyramidoSnapshot, seat: Int, noFit: String?) {
        var style = scale.label
        style.color = Theme.textDim
        var text = "\(strings(.pyramidoPyramidOf, seatName(seat))) · \(strings(.pyramidoFloor, min(Int(s.floor), 4)))"
        if viewedSeat != nil { text += " · " + strings(.pyramidoBackTo, seatName(model.snapshot.mover)) }
        if let noFit, viewedSeat == nil {
            p.fill(.roundRect(box, radius: box.height / 2), Theme.accent)
            style.color = Theme.textOnAccent
            style.align = .center
            text = noFit
            p.drawTextCentered(text, x: box.center.x, cy: box.center.y, style: p.fitted(text, style: style, maxWidth: box.width - scale.pt(16), minSize: scale.pt(10)))
            return
        }
        p.drawTextCentered(text, x: box.x + scale.pt(4), cy: box.center.y, style: p.fitted(text, style: style, maxWidth: box.width - scale.pt(8), minSize: scale.pt(10)))
    }

    /// The quarry between the four piles; in a refill the piles that may refill are ringed and badged.
    private func drawQuarry(_ p: Painter, _ model: GameModel, _ s: PyramidoSnapshot, _ sc: PyramidoScene, _ m: PyramidoMarks, now: Double) {
        let g = sc.geometry
        p.fill(.roundRect(g.strip, radius: scale.pt(12)), RGBA(0, 0, 0, 0.2))
        let human = model.awaitsHuman && viewedSeat == nil && timeline.scoring(now) == nil
        var small = scale.small
        small.align = .center
        let line = scale.pt(1)
        let flying = Set(timeline.pending(now).compactMap { t -> Int? in if case .refill(let slot, _) = t.anim { return slot }; return nil })
        for i in 0..<4 {
            let box = g.pileBox(i)
            guard i < s.piles.count else { continue }
            let pile = s.piles[i]
            let canRefill = human && m.has(.pyramidoPile(pile: UInt8(i)), .refill)
            let labelH = small.size * 1.4
            // Lengthwise across a column strip, upright in a row strip.
            let unit = g.vertical ? min((box.width - scale.pt(16)) / 2.15, (box.height - labelH - scale.pt(8)) / 1.1)
                                  : min(box.width * 0.56, (box.height - labelH - scale.pt(8)) / 2.15)
            let hw = g.vertical ? unit : unit / 2, hh = g.vertical ? unit / 2 : unit
            let cx = box.center.x, cy = box.y + scale.pt(4) + hh
            for k in stride(from: min(Int(pile.size), 6), through: 1, by: -1) {
                let o = Double(k) * scale.pt(1.2)
                p.fill(.roundRect(Box(x: cx - hw + o, y: cy - hh + o, width: 2 * hw, height: 2 * hh), radius: unit * 0.1),
                       RGBA(hex: k % 2 == 0 ? 0xD8CCB0 : 0xBFB293))
            }
            if let top = pile.top {
                PyramidoArt.domino(p, top, g.vertical ? .e : .s, Pt(cx, cy), unit: unit, line: line * 0.7, patterns: Patterns(patterns, scale))
            } else {
                p.stroke(.roundRect(Box(x: cx - hw, y: cy - hh, width: 2 * hw, height: 2 * hh), radius: unit * 0.1), width: scale.pt(1.5),
                         color: RGBA(1, 1, 1, 0.3))
            }
            let ring = Box(x: cx - hw - scale.pt(4), y: cy - hh - scale.pt(4), width: 2 * hw + scale.pt(8), height: 2 * hh + scale.pt(8))
            // The hint under the choice's outline, so the + badge stays on top.
            if m.has(.pyramidoPile(pile: UInt8(i)), .hint) { Marks.outline(p, .hint, ring, scale: scale) }
            if canRefill { Marks.outline(p, .pyramidoChoice, ring, scale: scale) }
            let label = strings(.pyramidoPileSize, Int(pile.size))
            p.drawTextCentered(label, x: cx, cy: box.maxY - labelH / 2, style: p.fitted(label, style: small, maxWidth: box.width - scale.pt(2), minSize: scale.pt(8)))
        }
        let placing = human && s.phase == .place
        for k in 0..<3 {
            let box = g.slotBox(k)
            let inner = Box(x: box.x, y: box.y + scale.pt(4), width: box.width, height: box.height - scale.pt(8))
            p.fill(.roundRect(inner, radius: scale.pt(10)), RGBA(0, 0, 0, 0.18))
            guard k < s.quarry.count, let d = s.quarry[k], !flying.contains(k) else { continue }
            let fits = !placing || m.fits(k)
            let chosen = placing && m.selectedSlot == k
            if input.drag?.slot == k { continue }
            let dir: PyramidoDir = chosen ? m.dir ?? .e : .e
            p.withSave {
                if !fits { p.multiplyAlpha(0.35) }
                PyramidoArt.domino(p, d, dir, box.center, unit: g.quarryBlock, line: line, patterns: Patterns(patterns, scale))
            }
            if m.has(.pyramidoSlot(slot: UInt8(k)), .hint) { Marks.outline(p, .hint, inner, scale: scale) }
            if chosen {
                Marks.outline(p, .selected, inner, scale: scale)
            } else if placing && fits && m.selectedSlot == nil {
                Marks.outline(p, .pyramidoChoice, inner, scale: scale)
            }
            if !fits {
                let t = strings(.pyramidoNoRoom)
                p.drawTextCentered(t, x: box.center.x, cy: inner.maxY - small.size, style: p.fitted(t, style: small, maxWidth: box.width, minSize: scale.pt(9)))
            }
        }
        // Refills in flight: from the pile's top to the slot.
        for t in timeline.active(now) {
            guard case .refill(let slot, let pile) = t.anim, slot < s.quarry.count, let d = s.quarry[slot] else { continue }
            let from = g.pileBox(pile).center, to = g.slotBox(slot).center
            let k = t.progress(now)
            let at = Pt(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k - sin(k * .pi) * min(g.strip.width, g.strip.height) * 0.3)
            PyramidoArt.domino(p, d, k < 0.5 ? .s : .e, at, unit: g.quarryBlock * (0.75 + 0.25 * k), line: line, patterns: Patterns(patterns, scale))
        }
    }

    /// The mover's unused single tiles, each tile's two faces side by side:
    /// which faces are left is in plain sight.
    private func drawTileStrip(_ p: Painter, _ sc: PyramidoScene, _ m: PyramidoMarks) {
        let g = sc.geometry
        p.fill(.roundRect(g.strip, radius: scale.pt(12)), RGBA(0, 0, 0, 0.2))
        let faces = sc.faces
        let boxes = sc.faceBoxes
        let chosen = m.face
        for (i, colour) in faces.enumerated() {
            let b = boxes[i]
            let usable = m.has(.pyramidoFace(colour: colour), .face)
            p.withSave {
                if !usable { p.multiplyAlpha(0.35) }
                PyramidoArt.block(p, b, colour, jewels: [colour == chosen ? m.tile?.corner ?? .ne : .ne], floor: 1, line: scale.pt(1), tile: true, patterns: Patterns(patterns, scale))
            }
            if m.has(.pyramidoFace(colour: colour), .hint) { Marks.outline(p, .hint, b, scale: scale) }
            if colour == chosen {
                Marks.outline(p, .selected, b, scale: scale)
            } else if usable {
                Marks.outline(p, .pyramidoChoice, b, scale: scale)
            }
            if i % 2 == 1 {
                // The two faces of one tile, joined underneath.
                let a = boxes[i - 1]
                p.stroke(.line(Pt(a.center.x, a.maxY + scale.pt(6)), Pt(b.center.x, b.maxY + scale.pt(6))), width: scale.pt(2), color: RGBA(1, 1, 1, 0.5))
            }
        }
        var label = scale.small
        label.align = .center
        let title = faces.isEmpty ? strings(.pyramidoNoTiles) : "\(strings(.pyramidoYourTiles)) · \(strings.plural(.pyramidoTilesLeft, faces.count / 2))"
        p.drawTextCentered(title, x: g.strip.center.x, cy: tileStripLabelCentre(g.strip, boxes),
                           style: p.fitted(title, style: label, maxWidth: g.strip.width - scale.pt(8), minSize: scale.pt(9)))
    }

    /// The tile strip's label: centred in the room above the tiles, clear of
    /// their outlines (which reach a few points beyond them) by a gap.
    func tileStripLabelCentre(_ strip: Box, _ boxes: [Box]) -> Double {
        let size = scale.small.size
        guard let top = boxes.map(\.y).min() else { return strip.y + size }
        let clear = top - scale.pt(10) - size * 0.6
        // Never over the strip's top edge (a phone's low strip: the label at its top, the tiles' outlines below).
        return max(strip.y + size * 0.6 + scale.pt(1), min(strip.y + size, clear))
    }

    /// The area being scored lights up (the rest dims); its points float over it.
    private func drawScoring(_ p: Painter, _ view: PyramidView, _ s: PyramidoSnapshot, now: Double) {
        guard let a = timeline.scoring(now), a.seat < s.players.count else { return }
        let player = s.players[a.seat]
        let top = PyramidoTopView(player)
        let quarters = top.area(floor: Int(a.area.floor), cell: a.area.cell)
        let k = a.tween.progress(now)
        let fade = min(1, k * 4, (1 - k) * 4)
        p.withSave {
            p.multiplyAlpha(max(0.001, fade))
            for y in 0..<PyramidoGrid.quarters {
                for x in 0..<PyramidoGrid.quarters where top.at(x, y) != nil && !quarters.contains(PyramidoTopView.Q(x: x, y: y)) {
                    let pt = view.toPx(Double(x), Double(y))
                    p.fill(.rect(Box(x: pt.x, y: pt.y, width: view.quarter, height: view.quarter)), RGBA(0, 0, 0, 0.5))
                }
            }
            let w = scale.pt(3)
            let col = a.bonus ? Theme.accent : RGBA(1, 1, 1)
            for q in quarters {
                let pt = view.toPx(Double(q.x), Double(q.y))
                let d = view.quarter
                if !quarters.contains(.init(x: q.x, y: q.y - 1)) { p.stroke(.line(pt, Pt(pt.x + d, pt.y)), width: w, color: col) }
                if !quarters.contains(.init(x: q.x, y: q.y + 1)) { p.stroke(.line(Pt(pt.x, pt.y + d), Pt(pt.x + d, pt.y + d)), width: w, color: col) }
                if !quarters.contains(.init(x: q.x - 1, y: q.y)) { p.stroke(.line(pt, Pt(pt.x, pt.y + d)), width: w, color: col) }
                if !quarters.contains(.init(x: q.x + 1, y: q.y)) { p.stroke(.line(Pt(pt.x + d, pt.y), Pt(pt.x + d, pt.y + d)), width: w, color: col) }
            }
            let box = view.cellBox(Int(a.area.floor), a.area.cell, player) ?? view.frame
            let text = a.bonus ? strings(.pyramidoBonus, a.points) : strings(.pyramidoPoints, a.points)
            var style = scale.headline
            style.align = .center
            style.color = a.bonus ? Theme.accent : Theme.text
            let rise = view.block * 0.4 * (1 - pow(1 - k, 3))
            var y = box.y - view.block * 0.3 - rise
            if y - style.size < view.frame.y { y = box.maxY + style.size + rise }
            let tw = p.measureText(text, style: style) + scale.pt(20)
            let x = min(max(box.center.x, view.frame.x + tw / 2), view.frame.maxX - tw / 2)
            p.fill(.roundRect(Box(x: x - tw / 2, y: y - style.size * 0.9, width: tw, height: style.size * 1.5), radius: scale.pt(10)),
                   RGBA(hex: 0x10232A, alpha: 0.88))
            p.drawTextCentered(text, x: x, cy: y - style.size * 0.15, style: style)
        }
    }

    private func drawBanner(_ p: Painter, _ area: Box, now: Double) {
        guard let b = timeline.banner(now) else { return }
        let k = b.tween.progress(now)
        let fade = min(1, k * 5, (1 - k) * 4)
        let text = bannerText(b.banner)
        var style = scale.headline
        style.align = .center
        p.withSave {
            p.multiplyAlpha(max(0.001, fade))
            let w = min(area.width - scale.pt(16), p.measureText(text, style: style) + scale.pt(40))
            let box = Box(x: area.center.x - w / 2, y: area.center.y - scale.pt(30), width: w, height: scale.pt(60))
            p.fill(.roundRect(box, radius: scale.pt(16)), RGBA(hex: 0x10232A, alpha: 0.92))
            p.stroke(.roundRect(box, radius: scale.pt(16)), width: scale.pt(2), color: Theme.accent)
            p.drawTextCentered(text, x: box.center.x, cy: box.center.y, style: p.fitted(text, style: style, maxWidth: w - scale.pt(20), minSize: scale.pt(12)))
        }
    }

    // MARK: Seat panels

    /// A seat's card: badge and name, who plays it, score (counting up during
    /// a scoring), markers in hand, the faces of its unused single tiles, and
    /// its pyramid small (a tap shows it large).
    private func drawSeat(_ p: Painter, _ seat: Int, _ box: Box, _ model: GameModel, _ s: PyramidoSnapshot, now: Double) {
        let player = s.players[seat]
        let active = !model.isOver && model.snapshot.mover == seat
        let viewed = viewedSeat == seat
        if layout.lessonTitle != nil {
            let score = player.eliminated ? strings(.pyramidoOut) : "\(timeline.shownScore(seat: seat, total: Int(player.score), now: now)) \(strings(.pyramidoPointsShort))"
            chrome.seatLine(p, box, name: seatName(seat), value: score, active: active) { c, r in PyramidoArt.seatBadge(p, seat, c, r) }
            if viewed { p.stroke(.roundRect(box.inset(scale.pt(1)), radius: box.height / 2), width: scale.pt(2), color: Marks.selected, dash: [scale.pt(6), scale.pt(4)]) }
            return
        }
        // A table's panel has its backdrop already (TablePanels).
        if !table {
            p.fill(.roundRect(box, radius: scale.pt(14)), active ? Theme.surfaceHigh : Theme.surface)
            if active { p.stroke(.roundRect(box.inset(scale.pt(1.5)), radius: scale.pt(13)), width: scale.pt(3), color: Theme.accent) }
        }
        if viewed { p.stroke(.roundRect(box.inset(scale.pt(1.5)), radius: scale.pt(13)), width: scale.pt(3), color: Marks.selected, dash: [scale.pt(6), scale.pt(4)]) }
        let pad = scale.pt(8)
        let mini = seatPyramidBox(box)
        var mo = PyramidoOverlay()
        mo.patterns = patterns
        PyramidoRenderer(scale: scale).drawPyramid(p, PyramidView.of(mini, player), player, floor: Int(s.floor), mo, large: false)
        let x = box.x + pad
        let maxW = mini.x - pad - x
        var nameStyle = scale.label
        // A low panel (a phone on its side at a large text size): the name
        // and the score share its height, never one over the other.
        nameStyle.size = min(nameStyle.size, (box.height - 2 * pad) / (1.3 + 1.1 * scale.title.size / nameStyle.size))
        let nameH = nameStyle.size * 1.3
        let r = min(nameH * 0.45, scale.pt(12))
        var y = box.y + pad + nameH / 2
        PyramidoArt.seatBadge(p, seat, Pt(x + r, y), r)
        let name = seatName(seat)
        p.drawTextCentered(name, x: x + 2 * r + scale.pt(6), cy: y,
                           style: p.fitted(name, style: nameStyle, maxWidth: maxW - 2 * r - scale.pt(6), minSize: scale.pt(9)))
        let controller = model.snapshot.seats[seat]
        let detail = controller.aiLevel.map { strings(.computerLevel, strings.levelName($0)) } ?? strings(.human)
        // The score never under 13 pt, whatever the panel's size (four
        // players on a phone); the markers and tiles take what is left.
        let scoreMin = scale.pt(13)
        let tiles = player.tiles.filter { $0.unused && $0.faces.count == 2 }.count
        let rowsOf = { (r: Double) in Self.reserveRows(markers: PyramidoGrid.colours.count, tiles: tiles, radius: r, width: mini.x - pad / 2 - x) }
        /// The largest marker radius (7 pt down to 4.5) whose rows fit under a 13 pt score in `room`.
        func markerRadius(_ room: Double) -> Double? {
            var r = Self.markerRadius(scale)
            while r >= scale.pt(4.5) {
                if scoreMin * 1.1 + scale.pt(2) + Double(rowsOf(r)) * r * 2.3 <= room { return r }
                r -= scale.pt(0.25)
            }
            return nil
        }
        // Who plays the seat (the one sign of the computer's seat), when the
        // panel has room for it, a legible score and markers at least 10 pt
        // across below (a short panel keeps the score).
        let afterDetail = box.maxY - pad - (y + nameH / 2 + scale.small.size * 1.95)
        if afterDetail >= scale.title.size, (markerRadius(afterDetail) ?? 0) >= scale.pt(5) {
            y += nameH / 2 + scale.small.size * 0.75
            p.drawTextCentered(detail, x: x, cy: y, style: p.fitted(detail, style: scale.small, maxWidth: maxW, minSize: scale.pt(8)))
            y += scale.small.size * 1.2
        } else {
            y += nameH / 2 + scale.pt(2)
        }
        // Score.
        var big = scale.title
        let score = player.eliminated ? strings(.pyramidoOut) : "\(timeline.shownScore(seat: seat, total: Int(player.score), now: now)) \(strings(.pyramidoPointsShort))"
        if player.eliminated { big.color = Theme.danger }
        let room = box.maxY - pad - y
        // Marker icons 14 pt across where the panel has the height, smaller (not under 9 pt) where it is low.
        let jr = markerRadius(room) ?? scale.pt(4.5)
        big.size = min(big.size, max(scoreMin, room - 2.3 * jr * Double(rowsOf(jr)) - scale.pt(4)))
        y = min(y + big.size * 0.55, box.maxY - pad / 2 - big.size * 0.5)
        p.drawTextCentered(score, x: x, cy: y, style: p.fitted(score, style: big, maxWidth: maxW, minSize: scoreMin))
        y += big.size * 0.55 + jr + scale.pt(2)
        guard jr >= scale.pt(2.5) else { return }
        // Markers still in hand (faded when on the pyramid), then the unused
        // single tiles (each a square split between its two faces), in rows
        // under the score as long as the panel has room for them.
        var mx = x + jr
        func next() -> Bool {
            if mx + jr > mini.x - pad / 2 {
                guard y + jr * 3.3 <= box.maxY - pad / 4 else { return false }
                mx = x + jr
                y += jr * 2.3
            }
            return true
        }
        for colour in PyramidoGrid.colours {
            guard next() else { return }
            p.withSave {
                if !player.markersInHand.contains(colour) { p.multiplyAlpha(0.25) }
                PyramidoArt.jewel(p, colour, Pt(mx, y), jr)
            }
            mx += jr * 2.3
        }
        for tile in player.tiles where tile.unused && tile.faces.count == 2 {
            guard next() else { return }
            let b = Box(x: mx - jr, y: y - jr, width: 2 * jr, height: 2 * jr)
            p.fill(.polygon([Pt(b.x, b.y), Pt(b.maxX, b.y), Pt(b.x, b.maxY)]), PyramidoArt.colour(tile.faces[0]))
            p.fill(.polygon([Pt(b.maxX, b.y), Pt(b.maxX, b.maxY), Pt(b.x, b.maxY)]), PyramidoArt.colour(tile.faces[1]))
            p.stroke(.rect(b), width: scale.pt(0.8), color: RGBA(hex: 0xEFE6D0))
            mx += jr * 2.6
        }
    }

    /// Where a seat panel's small pyramid goes: the panel's right end, as high as it allows.
    public func seatPyramidBox(_ box: Box) -> Box {
        let pad = scale.pt(8)
        let side = min(box.height - 2 * pad, box.width * 0.46)
        return Box(x: box.maxX - pad - side, y: box.center.y - side / 2, width: side, height: side)
    }

    /// How many rows the seat panel's markers and single tiles take at
    /// `radius` in `width` (drawSeat's flow: a marker 2.3 radii, a tile 2.6).
    static func reserveRows(markers: Int, tiles: Int, radius r: Double, width: Double) -> Int {
        var rows = 1
        var mx = r
        for step in Array(repeating: 2.3, count: markers) + Array(repeating: 2.6, count: tiles) {
            if mx + r > width {
                rows += 1
                mx = r
            }
            mx += r * step
        }
        return rows
    }

    /// A marker icon's radius in a seat panel at most: 14 pt across on a
    /// phone, 20 on a tablet, whose panels have the room for them.
    static func markerRadius(_ scale: UIScale) -> Double { scale.pt(scale.isTablet ? 10 : 7) }

    // MARK: Game over

    /// The ranking (the shared model's): one line per player with the points
    /// of each floor, the unused tiles and the total.
    /// The ranking sheet's frame, the height of its title and of a row, and
    /// where its buttons go: two rows at its foot, or — where the rows would
    /// get too small for them (four players, large text, a phone) — one row
    /// in the title's place (the status strip above the board says the
    /// result too).
    /// Where the headline and the model's note ("Player 2 resigned", under it, as on Android) are centred, from the sheet's top.
    /// The model's note and the statistics' line.
    private func sheetNote(_ summary: GameOverSummary?) -> String? { Chrome.sheetNote(summary?.note, line: statisticsLine) }

    private func titleLines(note: Bool) -> (headline: Double, note: Double, height: Double) {
        let plain = max(scale.pt(70), scale.headline.size * 1.5)
        guard note else { return (plain / 2, 0, plain) }
        let head = scale.pt(14) + scale.headline.size * 0.75
        let under = head + scale.headline.size * 0.75 + scale.body.size * 0.9
        return (head, under, max(plain, under + scale.body.size * 0.9 + scale.pt(8)))
    }

    /// The least height of a ranking row: its words at 11 pt or more (`columns` draws them at 0.6 of the row).
    private var minRankingRow: Double { scale.pt(11) / 0.6 }

    private func resultFrame(_ s: PyramidoSnapshot, note: Bool) -> (box: Box, titleH: Double, rowH: Double, buttons: Box, perRow: Int) {
        let rows = Double(s.ranking.count + 1)
        let titleH = titleLines(note: note).height
        let touch = scale.minTouch(table: false)
        // The sheet stays inside the board while its rows read there; where
        // they would fall under 11 pt (four players, large text, a phone) it
        // rises over the seat panels (it is the game's end: See board uncovers them).
        let inBoard = layout.board.height - scale.pt(8) - titleH - scale.pt(12)
        let area = inBoard / rows >= minRankingRow ? layout.board
            : Box(x: layout.board.x, y: layout.status.y, width: layout.board.width, height: layout.board.maxY - layout.status.y)
        let wanted = max(scale.body.size * 1.9, scale.pt(36)) * rows
        let room = area.height - scale.pt(8) - titleH - scale.pt(12)
        let footH = chrome.resultButtonsHeight(rows: 2) + scale.pt(24)
        let foot = room - footH >= rows * max(scale.body.size * 1.3, scale.pt(24)) ? footH : 0
        let h = min(titleH + wanted + scale.pt(12) + foot, area.height - scale.pt(8))
        let w = min(area.width * 0.94, scale.pt(560))
        // Off the final pyramid's middle: at the board's foot, or its side where the board is wide.
        let box = Chrome.sheetAnchor(in: area, height: h, maxWidth: w, margin: scale.pt(4), side: spec.isLandscape)
        let buttons = foot > 0 ? chrome.resultButtonsBox(box)
            : Box(x: box.x + scale.pt(12), y: box.y + (titleH - touch) / 2, width: w - scale.pt(24), height: touch)
        return (box, titleH, (h - titleH - scale.pt(12) - foot) / rows, buttons, foot > 0 ? 2 : 4)
    }

    public func resultPeek(_ model: GameModel) -> ResultPeek? {
        guard !table, layout.lessonTitle == nil, let summary = strings.gameOver(model.snapshot) else { return nil }
        return chrome.resultPeek(summary.buttons, over: layout.actions)
    }

    /// Whether the open ranking sheet has its title (the headline), not its buttons in the title's place.
    func resultTitled(_ model: GameModel) -> Bool {
        guard let s = model.snapshot.pyramido, let summary = strings.gameOver(model.snapshot) else { return false }
        let f = resultFrame(s, note: sheetNote(summary) != nil)
        return f.buttons.y >= f.box.y + f.titleH
    }

    public func resultSheetFrame(_ model: GameModel) -> Box? {
        guard model.isOver && resultOpen, let s = model.snapshot.pyramido, let summary = strings.gameOver(model.snapshot) else { return nil }
        if resultPeeked, let peek = resultPeek(model) { return peek.box }
        return resultFrame(s, note: sheetNote(summary) != nil).box
    }

    /// The ranking sheet's buttons (the shared model's), while the sheet is open.
    public func resultButtons(_ model: GameModel) -> [(button: GameOverButton, frame: Box)] {
        guard model.isOver && resultOpen, let s = model.snapshot.pyramido, let summary = strings.gameOver(model.snapshot) else { return [] }
        if resultPeeked, let peek = resultPeek(model) { return chrome.resultPeekButtonFrames(summary.buttons, peek) }
        let f = resultFrame(s, note: sheetNote(summary) != nil)
        return chrome.resultButtonFrames(summary.buttons, in: f.buttons, perRow: f.perRow)
    }

    private func drawResult(_ p: Painter, _ model: GameModel, _ s: PyramidoSnapshot) {
        let area = layout.board
        let summary = strings.gameOver(model.snapshot)
        let (b, titleH, rowH, buttonsBox, perRow) = resultFrame(s, note: sheetNote(summary) != nil)
        let w = b.width
        p.fill(.roundRect(b.inset(-scale.pt(3)), radius: scale.pt(20)), RGBA(0, 0, 0, 0.35))
        p.fill(.roundRect(b, radius: scale.pt(18)), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: scale.pt(18)), width: scale.pt(3), color: Theme.accent)
        chrome.sheetHandle(p, b)
        var head = scale.headline
        head.align = .center
        let title = summary?.headlineText ?? strings(.gameOver)
        let lines = titleLines(note: sheetNote(summary) != nil)
        // Where the buttons take the title's place, the status strip above says the result.
        if buttonsBox.y >= b.y + titleH {
            let emblem = min(scale.headline.size * 1.6, lines.headline * 1.4, scale.pt(36))
            // A shared win's trophies stand side by side: the title takes the room right of all of them.
            let cups: Double = if case .sharedWin(let seats)? = summary?.emblem { Double(max(1, seats.count)) } else { 1 }
            let emblemW = emblem * 0.9 * cups
            if let summary { EmblemArt.draw(p, summary.emblem, game: .pyramido, center: Pt(b.x + scale.pt(16) + emblemW / 2, b.y + lines.headline), size: emblem) }
            // Centred on the sheet (as the note under it) where that leaves it 14 pt; else in the room right of the emblem.
            let inset = scale.pt(16) + emblemW + scale.pt(8)
            let centred = p.fitted(title, style: head, maxWidth: w - 2 * inset, minSize: scale.pt(11))
            if centred.size >= scale.pt(14) {
                p.drawTextCentered(title, x: b.center.x, cy: b.y + lines.headline, style: centred)
            } else {
                let left = b.x + inset, right = b.maxX - scale.pt(16)
                p.drawTextCentered(title, x: (left + right) / 2, cy: b.y + lines.headline,
                                   style: p.fitted(title, style: head, maxWidth: right - left, minSize: scale.pt(11)))
            }
            // The model's note ("Player 2 resigned") under the headline, as the other sheets and Android show it.
            if let note = sheetNote(summary) {
                var d = scale.body
                d.align = .center
                d.color = Theme.textDim
                p.drawTextCentered(note, x: b.center.x, cy: b.y + lines.note, style: p.fitted(note, style: d, maxWidth: w - scale.pt(24), minSize: scale.pt(11)))
            }
        }
        // Columns: place, player, F1…F4, tiles, total.
        let pad = scale.pt(14)
        // The tiles column is wider: its heading is a word ("Tiles", "Dlaždice").
        // At least as wide as its heading at the 11 pt floor ("Dlaždice" ran into "Celkem").
        var floorHead = scale.small
        floorHead.bold = true
        floorHead.size = scale.pt(11)
        let tilesHead = (summary?.rankingHeadings.count ?? 0) > 4 ? summary!.rankingHeadings[4] : ""
        let tilesW = max((w - 2 * pad) * 0.14, p.measureText(tilesHead, style: floorHead) + scale.pt(8))
        let placeW = scale.pt(30), numW = (w - 2 * pad) * 0.085, totalW = (w - 2 * pad) * 0.15
        let nameW = w - 2 * pad - placeW - 4 * numW - tilesW - totalW
        func columns(_ y: Double, _ cells: [String], style: TextStyle, seat: Int?) {
            var x = b.x + pad
            var st = style
            st.align = .center
            st.size = min(st.size, rowH * 0.6)
            // One size for the floor columns, with a gap between them.
            st = cells[2...5].reduce(st) { acc, cell in
                p.fitted(cell, style: acc, maxWidth: numW - scale.pt(6), minSize: scale.pt(11))
            }
            let tilesStyle = p.fitted(cells[6], style: st, maxWidth: tilesW - scale.pt(4), minSize: scale.pt(11))
            var placeStyle = style
            placeStyle.align = .center
            placeStyle.size = min(style.size, rowH * 0.6)
            p.drawTextCentered(cells[0], x: x + placeW / 2, cy: y, style: p.fitted(cells[0], style: placeStyle, maxWidth: placeW, minSize: scale.pt(11)))
            x += placeW
            var left = style
            left.align = .left
            var nx = x
            if let seat {
                // Its digit at 11 pt or more.
                let r = max(min(style.size, rowH * 0.6) * 0.5, scale.pt(9))
                PyramidoArt.seatBadge(p, seat, Pt(x + r, y), r)
                nx += 2 * r + scale.pt(6)
            }
            left.size = min(left.size, rowH * 0.6)
            p.drawTextCentered(cells[1], x: nx, cy: y, style: p.fitted(cells[1], style: left, maxWidth: x + nameW - nx - scale.pt(4), minSize: scale.pt(11)))
            x += nameW
            for i in 0..<4 {
                p.drawTextCentered(cells[2 + i], x: x + numW / 2, cy: y, style: st)
                x += numW
            }
            p.drawTextCentered(cells[6], x: x + tilesW / 2, cy: y, style: tilesStyle)
            x += tilesW
            var tot = style
            tot.align = .center
            tot.size = min(tot.size, rowH * 0.6)
            tot.bold = true
            p.drawTextCentered(cells[7], x: x + totalW / 2, cy: y, style: p.fitted(cells[7], style: tot, maxWidth: totalW, minSize: scale.pt(11)))
        }
        var y = b.y + titleH + rowH / 2
        var dim = scale.small
        dim.bold = true
        let headings = summary?.rankingHeadings ?? []
        if headings.count == 6 { columns(y, ["#", ""] + headings, style: dim, seat: nil) }
        for row in summary?.ranking ?? [] where row.cells.count == 6 {
            y += rowH
            let seat = Int(row.seat)
            if row.place == 1 { p.fill(.roundRect(Box(x: b.x + pad / 2, y: y - rowH / 2, width: w - pad, height: rowH), radius: scale.pt(8)), Theme.accent.withAlpha(0.18)) }
            if row.you { p.stroke(.roundRect(Box(x: b.x + pad / 2, y: y - rowH / 2, width: w - pad, height: rowH), radius: scale.pt(8)), width: scale.pt(1.5), color: Theme.accent) }
            columns(y, ["\(row.place)", row.name] + row.cells, style: scale.body, seat: seat)
        }
        if let summary { chrome.resultButtons(p, summary.buttons, in: buttonsBox, perRow: perRow) }
    }

    // MARK: Accessibility

    /// Piles, quarry dominoes, tile faces, the shown floor's cells and the
    /// seat panels, each with what it is and whether activating it does something.
    public func accessibility(_ model: GameModel) -> [A11yElement] {
        guard let s = model.snapshot.pyramido, let sc = scene(model) else { return [] }
        var out: [A11yElement] = []
        let human = model.awaitsHuman && viewedSeat == nil
        let m = marks(model)
        let rot = boardRotation(model)
        func screen(_ b: Box) -> Box { rot == 0 ? b : rotate(b, degrees: rot, about: layout.board.center) }
        let g = sc.geometry
        for i in 0..<min(4, s.piles.count) {
            let pile = s.piles[i]
            let canRefill = human && m.has(.pyramidoPile(pile: UInt8(i)), .refill)
            var label = strings(.pyramidoPileA11y, i + 1, Int(pile.size), pile.top.map(dominoWords) ?? strings(.a11yEmpty))
            if canRefill { label += ", " + strings(.a11yMoveTarget) }
            out.append(A11yElement(id: "p\(i + 1)", frame: screen(g.pileBox(i)), label: label, actionable: canRefill))
        }
        for k in 0..<min(3, s.quarry.count) {
            guard let d = s.quarry[k] else { continue }
            let placing = human && s.phase == .place
            var label = strings(.pyramidoQuarryA11y, k + 1, dominoWords(d))
            if placing && !m.fits(k) { label += ", " + strings(.pyramidoNoRoom) }
            if m.selectedSlot == k { label += ", " + strings(.a11ySelected) }
            out.append(A11yElement(id: "q\(k + 1)", frame: screen(g.slotBox(k)), label: label, actionable: placing && m.fits(k)))
        }
        if human && sc.showsTiles {
            for (i, box) in sc.faceBoxes.enumerated() {
                var label = strings(.pyramidoSingleTile) + ": " + strings.colourName(sc.faces[i])
                if sc.faces[i] == m.face { label += ", " + strings(.a11ySelected) }
                out.append(A11yElement(id: "face\(i)", frame: screen(box), label: label, actionable: m.has(.pyramidoFace(colour: sc.faces[i]), .face)))
            }
        }
        let seat = shownSeat(model, now: .infinity)
        let player = s.players[seat]
        let view = PyramidView.of(g.pyramidArea, player)
        let floor = min(Int(s.floor), 4)
        let (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        let blocks = Dictionary(player.floors.first { Int($0.floor) == floor }?.blocks.map { ($0.cell, $0) } ?? [], uniquingKeysWith: { a, _ in a })
        let mover = seat == model.snapshot.mover && human
        for row in 0..<max(0, rows) {
            for col in 0..<max(0, cols) {
                let cell = PyramidoCell(col, row)
                guard let box = view.cellBox(floor, cell, player) else { continue }
                let b = blocks[cell.name]
                if b == nil && floor == 1 && !PyramidoGrid.reachable(cell, player.floor1Bounds) { continue }
                var parts = [strings(.pyramidoCellA11y, floor, cell.name)]
                if let b {
                    parts.append(strings.colourName(b.colour))
                    if !b.jewels.isEmpty { parts.append(strings.plural(.pyramidoJewels, b.jewels.count)) }
                    if b.tile { parts.append(strings(.pyramidoSingleTile)) }
                    if b.marker { parts.append(strings(.pyramidoMarker)) }
                } else {
                    parts.append(strings(.a11yEmpty))
                }
                var actionable = false
                let place = BoardPlace.pyramidoCell(at: cell.name)
                if mover {
                    if m.has(place, .marker) || m.has(place, .tile) || m.has(place, .hole) { parts.append(strings(.a11yMoveTarget)); actionable = true }
                    if m.has(place, .dominoTo) { actionable = true }
                }
                if mover && (m.pending?.cells.contains(cell.name) == true || m.tileCell == cell.name) { parts.append(strings(.a11ySelected)) }
                out.append(A11yElement(id: "\(floor):\(cell.name)", frame: screen(box), label: parts.joined(separator: ", "), actionable: actionable))
            }
        }
        for i in 0..<seatCount {
            let pl = s.players[i]
            let label = "\(seatName(i)), " + strings(.pyramidoScoreA11y, Int(pl.score), pl.markersInHand.count, pl.tiles.filter(\.unused).count)
                + (pl.eliminated ? ", " + strings(.pyramidoOut) : "")
            out.append(A11yElement(id: "seat\(i)", frame: layout.seatFrame(i), label: label, actionable: true))
        }
        return out
    }

    /// "red (1 jewel) + blue": a domino in words.
    public func dominoWords(_ d: PyramidoDomino) -> String {
        [d.west, d.east].map { f in
            strings.colourName(f.colour) + (f.jewels.isEmpty ? "" : " (\(strings.plural(.pyramidoJewels, f.jewels.count)))")
        }.joined(separator: " + ")
    }

}
