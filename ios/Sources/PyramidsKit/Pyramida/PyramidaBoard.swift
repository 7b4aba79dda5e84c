// The Pyramida game screen's logic: layout, drawing (board and chrome),
// touches and buttons, prompts and accessibility.
import PyramidsCore

@MainActor
public final class PyramidaBoard {
    public let strings: Strings
    public let spec: ScreenSpec
    public let table: Bool
    public let input = PyramidaInput()
    public let layout: ScreenLayout
    /// The result sheet over a finished game; a tap on the board closes it
    /// (to look at the final position) and another opens it again.
    public var resultOpen = true {
        didSet { if !resultOpen { resultPeeked = false } }
    }
    public var resultPeeked = false
    /// Coordinates along the triangle's base and left side (a setting may hide them).
    public var showCoordinates = true
    public var patterns: ColourPatterns = .standard
    public var tableBoard: TableBoard = .still
    /// The board's turn to the mover in table mode, as drawn (BoardTurn).
    public internal(set) var turn = BoardTurn()
    /// The animation setting: the board's turn is its only animation.
    public var turnFactor = 1.0
    public var statisticsLine: String?
    private var chrome: Chrome { Chrome(scale: spec.scale) }

    /// `lessonTitle`: a lesson's board (its bar, its seat line; ScreenLayout).
    public init(strings: Strings, spec: ScreenSpec, table: Bool = false, lessonTitle: String? = nil) {
        self.strings = strings
        self.spec = spec
        self.table = table
        // A seat strip's widest count is all three stones over the top.
        let words = (0..<2).map { (name: strings.seatName(.pyramida, $0), value: strings(.pyramidaOff, 3)) }
        let rows = lessonTitle == nil ? 1 : ScreenLayout.lessonSeatLineRows(spec, seatCount: 2, words: words)
        let base = ScreenLayout(spec: spec, seatCount: 2, table: table, lessonTitle: lessonTitle, seatLineRows: rows)
        stretch = !table && lessonTitle == nil && spec.device == .phone && !spec.isLandscape ? PyramidaGeometry.phoneStretch : PyramidaGeometry.maxStretch
        // What the steepest triangle still leaves of a tall box goes to the seat panels above it.
        let aspect = (PyramidaGeometry.high * stretch) / PyramidaGeometry.wide
        layout = base.fittingBoard(aspect: aspect, margin: spec.scale.pt(6))
    }

    /// How much taller than wide the triangle's squares may grow here.
    public let stretch: Double

    /// The triangle over its board box less a strip at the foot for the a–k letters, so they keep clear of the button row.
    public var geometry: PyramidaGeometry {
        let b = layout.board
        let letters = table ? 0 : spec.scale.pt(18)
        return PyramidaGeometry(box: Box(x: b.x, y: b.y, width: b.width, height: b.height - letters), margin: spec.scale.pt(6), maxStretch: stretch)
    }

    /// Degrees the board is turned: in table mode, to face the player to
    /// move (the shared model's `table_board_side`; two seats sit at the
    /// bottom and top, so it is a half turn that keeps the board's box).
    public func boardRotation(_ model: GameModel) -> Double {
        guard table, !model.isOver, let panels = layout.panels else { return 0 }
        return panels.boardRotation(.pyramida, mover: model.snapshot.mover, setting: tableBoard)
    }

    /// Screen point → the board's own frame (undoes the table turn).
    public func toBoard(_ p: Pt, _ model: GameModel) -> Pt {
        let rot = boardRotation(model)
        return rot == 0 ? p : rotate(p, degrees: -rot, about: layout.board.center)
    }

    public func seatName(_ seat: Int) -> String { strings.seatName(.pyramida, seat) }

    public func headline(_ model: GameModel) -> String {
        let snap = model.snapshot
        switch snap.outcome {
        case .win, .draw, .sharedWin: return strings.gameOver(snap)?.headlineText ?? strings(.gameOver)
        case .ongoing:
            if model.isThinking || !snap.moverIsHuman { return strings(.thinking, seatName(snap.mover)) }
            return snap.seats.contains(where: { !$0.isHuman }) ? strings(.yourTurn) : strings(.toMove, seatName(snap.mover))
        }
    }

    /// Table mode: what the panel of the seat to move says (the problem, what to do, or the computer thinking).
    public func tableStatus(_ model: GameModel) -> (text: String, tone: RGBA) {
        if model.problem != nil { return (prompt(model), Theme.danger) }
        return (model.awaitsHuman ? prompt(model) : headline(model), Theme.accent)
    }

    public func prompt(_ model: GameModel) -> String {
        guard model.snapshot.pyramida != nil else { return "" }
        if let problem = model.problem { return strings.message(for: problem) }
        if model.snapshot.isOver { return strings(.gameOver) }
        if let hint = model.hint { return strings.hintText(model.snapshot.game, hint) }
        if !model.awaitsHuman { return strings(.moveNumber, Int(model.snapshot.ply) + 1) }
        input.link.bind(model)
        return input.link.view.flatMap { try? strings.catalog.promptText(prompt: $0.prompt) } ?? ""
    }

    public func buttons(_ model: GameModel) -> [BoardButton] {
        // The full result sheet says the result and offers what comes next: no live Undo, Redo or view under it.
        if sheetCoversControls(model) { return [] }
        var out: [BoardButton] = []
        input.link.bind(model)
        if model.awaitsHuman, input.link.offers(.pass) {
            out.append(BoardButton(id: .pass, label: strings(.pyramidaPassButton), primary: true))
        }
        // A lesson's board has the coach panel's Skip and Restart instead.
        if !model.lesson {
            out.append(BoardButton(id: .undo, label: strings(.undo), enabled: model.canUndo))
            out.append(BoardButton(id: .redo, label: strings(.redo), enabled: model.canRedo))
        }
        if model.snapshot.isOver {
            if let result = Chrome.resultButton(open: resultOpen, strings) { out.append(result) }
        } else if !model.lesson {
            out.append(BoardButton(id: .hint, label: strings(.hint), enabled: model.canHint))
        }
        return out
    }

    /// The last move as the interaction model marks it (the legend reads the same marks).
    private func last(_ model: GameModel) -> (from: String?, to: String?) {
        input.link.bind(model)
        let marks = input.marks
        return (marks.first { $0.value.contains(.lastFrom) }?.key, marks.first { $0.value.contains(.lastMove) }?.key)
    }

    public func draw(_ p: Painter, _ model: GameModel, now: Double = .infinity) {
        guard let s = model.snapshot.pyramida else { return }
        let scale = spec.scale
        let c = chrome
        c.background(p)
        let hint: [String] = switch model.hint?.pyramidaMove {
        case .step(let from, let to)?: [from, to]
        case .retreat(let to)?: [to]
        default: []
        }
        let lastMove = last(model)
        input.link.bind(model)
        turn.aim(boardRotation(model), now: now, factor: turnFactor)
        let rot = turn.angle(now)
        p.withSave {
            if rot != 0 { p.rotate(degrees: rot, about: layout.board.center) }
            PyramidaRenderer(scale: scale, showCoordinates: showCoordinates, patterns: patterns).draw(p, geometry, s, PyramidaOverlay(
                selected: input.selected, hint: hint, lastFrom: lastMove.from, lastTo: lastMove.to, showPlayable: model.awaitsHuman,
                marks: input.marks))
        }
        layout.panels?.drawBackdrops(p, mover: model.isOver ? nil : model.snapshot.mover)
        for seat in 0..<2 {
            let box = layout.seats[seat]
            p.withSave {
                if layout.seatRotation[seat] != 0 { p.rotate(degrees: layout.seatRotation[seat], about: box.center) }
                drawSeat(p, seat, layout.panels?.card(seat) ?? box, model, s)
            }
        }
        layout.panels?.drawControls(p, model: model, view: input.link.view, strings: strings, status: tableStatus(model))
        let quiet = sheetSaysResult(model)
        c.gameChrome(p, layout, title: strings(.pyramidaName), headline: quiet ? strings(.gameOver) : headline(model), prompt: quiet ? peekNote(model, prompt: prompt(model)) : prompt(model),
                     tone: model.problem != nil ? Theme.danger : Theme.accent, badge: model.isOver ? nil : { center, r in
            PyramidaArt.stone(p, center: center, radius: r, model.snapshot.mover == 0 ? .white : .black, line: scale.pt(1), patterns: Patterns(self.patterns, scale))
        }, buttons: buttons(model), resign: model.resignSeat != nil, showStatus: !sheetCoversControls(model))
        if model.isOver && resultOpen, resultPeeked, let peek = resultPeek(model), let summary = strings.gameOver(model.snapshot) {
            c.drawResultPeek(p, peek, game: .pyramida, summary: summary)
        } else if model.isOver && resultOpen {
            c.resultSheet(p, in: layout.board, game: .pyramida, summary: strings.gameOver(model.snapshot), prompt: prompt(model), gameOver: strings(.gameOver),
                          line: statisticsLine)
        }
    }

    private func drawSeat(_ p: Painter, _ seat: Int, _ box: Box, _ model: GameModel, _ s: PyramidaSnapshot) {
        let scale = spec.scale
        let controller = model.snapshot.seats[seat]
        let detail = controller.aiLevel.map { strings(.computerLevel, strings.levelName($0)) } ?? strings(.human)
        let active = !model.snapshot.isOver && model.snapshot.mover == seat
        let stone: PyramidaStone = seat == 0 ? .white : .black
        let off = Int(s.offBoard[seat])
        if layout.lessonTitle != nil {
            chrome.seatLine(p, box, name: seatName(seat), value: strings(.pyramidaOff, off), active: active) { c, r in
                PyramidaArt.stone(p, center: c, radius: r, stone, line: scale.pt(1), patterns: Patterns(patterns, scale))
            }
            return
        }
        chrome.seatPanel(p, box, name: seatName(seat), detail: detail, active: active, framed: !table, badge: { c, r in
            PyramidaArt.stone(p, center: c, radius: r, stone, line: scale.pt(1), patterns: Patterns(patterns, scale))
        }, extra: { area in
            // Stones over the top: three places, filled as they leave, then
            // the count. A tall panel (a phone upright) has the places large
            // in a row and the count whole under them, as Pylos's reserve;
            // a low one has them in one line.
            var style = scale.small
            style.color = Theme.text
            style.size = min(style.size, area.height / 1.3)
            let label = self.strings(.pyramidaOff, off)
            let labelH = style.size * 1.5
            let stacked = area.height > labelH * 2.5
            let r = stacked ? min((area.height - labelH) / 2.3, area.width / 7, scale.pt(14)) : min(area.height / 2, scale.pt(9))
            let x0 = stacked ? area.center.x - 2.3 * r : area.x + r
            let cy = stacked ? area.y + (area.height - labelH) / 2 : area.center.y
            for i in 0..<3 {
                let c = Pt(x0 + Double(i) * r * 2.3, cy)
                if i < off {
                    PyramidaArt.stone(p, center: c, radius: r, stone, line: scale.pt(0.8), patterns: Patterns(self.patterns, scale))
                } else {
                    p.stroke(.circle(center: c, radius: r * 0.8), width: scale.pt(1), color: Theme.textDim.withAlpha(0.5))
                }
            }
            if stacked {
                style.align = .center
                p.drawTextCentered(label, x: area.center.x, cy: area.maxY - labelH / 2,
                                   style: p.fitted(label, style: style, maxWidth: area.width, minSize: scale.pt(11)))
                return
            }
            let x = area.x + 3 * r * 2.3 + scale.pt(6)
            p.drawTextCentered(label, x: x, cy: area.center.y, style: p.fitted(label, style: style, maxWidth: area.maxX - x, minSize: scale.pt(9)))
        })
    }

    public func touch(_ t: Touch, _ model: GameModel) -> InputResult<GameAction> {
        if let panels = layout.panels {
            input.link.bind(model)
            if panels.onControl(t.at, model, view: input.link.view, strings: strings) {
                guard t.phase == .up else { return .none }
                return panels.press(at: t.at, model, link: input.link, strings: strings) ?? .none
            }
        } else if t.phase == .up {
            let bs = buttons(model)
            for (b, f) in zip(bs, chrome.buttonFrames(bs, in: layout.actions)) where f.contains(t.at) && b.enabled {
                switch b.id {
                case .pass: return input.pass(model)
                case .result:
                    resultOpen.toggle()
                    return .changed
                default: return .none
                }
            }
        }
        if model.isOver, t.phase == .up, layout.board.contains(t.at) {
            resultOpen.toggle()
            return .changed
        }
        guard model.awaitsHuman, model.snapshot.pyramida != nil else { return .none }
        return input.onTouch(Touch(t.phase, toBoard(t.at, model)), model, geometry)
    }

    public func accessibility(_ model: GameModel) -> [A11yElement] {
        guard let s = model.snapshot.pyramida else { return [] }
        let g = geometry
        input.link.bind(model)
        let marks = model.awaitsHuman ? input.marks : [:]
        let selected = input.selected
        let lastTo = last(model).to
        let rot = boardRotation(model)
        return s.fields.compactMap { f in
            guard let spot = g.spot(f.name) else { return nil }
            var parts = [f.name.uppercased()]
            switch f.stone {
            case .white?: parts.append(seatName(0))
            case .black?: parts.append(seatName(1))
            case nil: parts.append(strings(.a11yEmpty))
            }
            var actionable = false
            let marked = marks[f.name] ?? []
            if selected == nil && marked.contains(.movable) { parts.append(strings(.a11yCanMove)); actionable = true }
            if !marked.isDisjoint(with: [.moveTo, .retreatTo]) { parts.append(strings(.a11yMoveTarget)); actionable = true }
            if !f.blockedBy.isEmpty { parts.append(strings(.a11yBlocked)) }
            if f.protected { parts.append(strings(.a11yProtected)) }
            if selected == f.name { parts.append(strings(.a11ySelected)) }
            if lastTo == f.name { parts.append(strings(.a11yLastMove)) }
            let r = max(spot.radius, spec.scale.pt(22))
            let c = rot == 0 ? spot.center : rotate(spot.center, degrees: rot, about: layout.board.center)
            return A11yElement(id: f.name, frame: Box(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r),
                               label: parts.joined(separator: ", "), actionable: actionable)
        }
    }
}
