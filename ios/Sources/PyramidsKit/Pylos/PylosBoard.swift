// The Pylos game screen's logic: layout, projection, drawing (board and
// chrome), touches and buttons, prompts and accessibility — everything but
// the SwiftUI view that hosts it.
import PyramidsCore

@MainActor
public final class PylosBoard {
    public let strings: Strings
    public let spec: ScreenSpec
    public let table: Bool
    public var view: PylosView
    public let input: PylosInput
    public var timeline = PylosTimeline()
    public let layout: ScreenLayout
    /// The result sheet over a finished game; a tap on the board closes it
    /// (to look at the final position) and another opens it again.
    public var resultOpen = true {
        didSet { if !resultOpen { resultPeeked = false } }
    }
    public var resultPeeked = false
    /// Coordinates on the slab's rim (a setting may hide them).
    public var showCoordinates = true
    public var patterns: ColourPatterns = .standard
    /// Pylos's plan view never turns (each panel is oriented for its reader instead).
    public var tableBoard: TableBoard = .still
    public var statisticsLine: String?
    private var chrome: Chrome { Chrome(scale: spec.scale) }

    /// `lessonTitle`: a lesson's board (its bar, its seat line; ScreenLayout).
    public init(strings: Strings, spec: ScreenSpec, table: Bool = false, lessonTitle: String? = nil) {
        self.strings = strings
        self.spec = spec
        self.table = table
        // Table mode uses the top view: it reads the same from both sides.
        view = table ? .top : .perspective
        input = PylosInput(touchSlop: spec.scale.pt(8))
        // On a phone in portrait the board's box takes the board's shape
        // (its default 3-D view) and the seat panels the height left over.
        // Round a table in landscape the two players sit at the short ends, as on Android: the square board gets the full height.
        // Every count a seat strip may show (the plural's words differ with it).
        let words = (0..<2).flatMap { seat in (0...15).map { (name: strings.seatName(.pylos, seat), value: strings.plural(.reserve, $0)) } }
        let rows = lessonTitle == nil ? 1 : ScreenLayout.lessonSeatLineRows(spec, seatCount: 2, words: words)
        let base = ScreenLayout(spec: spec, seatCount: 2, table: table, atEnds: spec.isLandscape, lessonTitle: lessonTitle, seatLineRows: rows)
        let margin = spec.scale.pt(4)
        layout = base.fittingBoard(aspect: PylosProjection.perspective(for: base.board).aspect, margin: margin)
    }

    public var projection: PylosProjection {
        let base = view == .top ? PylosProjection(view: .top) : PylosProjection.perspective(for: layout.board)
        return base.fitted(to: layout.board, margin: spec.scale.pt(4))
    }

    private func board(_ model: GameModel) -> PylosSnapshot? { model.snapshot.pylos }

    // MARK: Text

    public func seatName(_ seat: Int) -> String { strings.seatName(.pylos, seat) }

    public func headline(_ model: GameModel) -> String {
        let snap = model.snapshot
        switch snap.outcome {
        case .win, .draw, .sharedWin: return strings.gameOver(snap)?.headlineText ?? strings(.gameOver)
        case .ongoing:
            if model.isThinking || !snap.moverIsHuman { return strings(.thinking, seatName(snap.mover)) }
            return snap.seats.contains(where: { !$0.isHuman }) ? strings(.yourTurn) : strings(.toMove, seatName(snap.mover))
        }
    }

    public func prompt(_ model: GameModel) -> String {
        guard let s = board(model) else { return "" }
        if let problem = model.problem { return strings.message(for: problem) }
        if model.snapshot.isOver {
            if case .win(let winner) = model.snapshot.outcome, s.reserves[1 - Int(winner)] == 0 {
                return strings(.pylosOutOfBalls, seatName(1 - Int(winner)))
            }
            return strings(.gameOver)
        }
        if let hint = model.hint { return strings.hintText(model.snapshot.game, hint) }
        if !model.awaitsHuman { return strings(.moveNumber, Int(model.snapshot.ply) + 1) }
        input.bind(model)
        return input.view.flatMap { try? strings.catalog.promptText(prompt: $0.prompt) } ?? ""
    }

    /// The buttons this step needs: Done in the optional second reclaim (the
    /// one primary), Undo, Redo and Hint otherwise, and the view toggle.
    public func buttons(_ model: GameModel) -> [BoardButton] {
        // The full result sheet says the result and offers what comes next: no live Undo, Redo or view under it.
        if sheetCoversControls(model) { return [] }
        var out: [BoardButton] = []
        input.bind(model)
        if model.awaitsHuman, input.view?.buttons.contains(where: { $0.kind == .done && $0.enabled }) == true {
            out.append(BoardButton(id: .done, label: strings(.pylosStop), primary: true))
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
        // A lesson's bar has the toggle as an icon.
        if layout.lessonTitle == nil { out.append(viewButton) }
        return out
    }

    public var viewButton: BoardButton { BoardButton(id: .view, label: view == .top ? strings(.view3d) : strings(.viewTop)) }

    /// A lesson bar's view toggle under a point (a touch target's reach).
    public func onViewToggle(_ point: Pt) -> Bool {
        guard layout.lessonTitle != nil else { return false }
        return point.distance(to: chrome.viewTogglePoint(layout.topBar)) <= spec.scale.minTouch(table: false) / 2
    }

    private func toggleView() -> InputResult<GameAction> {
        view = view == .top ? .perspective : .top
        input.reset()
        return .changed
    }

    // MARK: Drawing

    /// Where a seat's reserve is drawn (animations fly from and to it).
    public func reserveAnchor(_ seat: Int) -> Pt {
        let box = layout.seats[seat]
        let upright = Pt(box.x + box.width * 0.3, box.maxY - box.height * 0.25)
        return rotate(upright, degrees: layout.seatRotation[seat], about: box.center)
    }

    /// Table mode: what the panel of the seat to move says (the problem, what to do, or the computer thinking).
    public func tableStatus(_ model: GameModel) -> (text: String, tone: RGBA) {
        if model.problem != nil { return (prompt(model), Theme.danger) }
        return (model.awaitsHuman ? prompt(model) : headline(model), Theme.accent)
    }

    /// The last turn as the interaction model marks it (the legend reads the
    /// same marks): the place a ball went to, and the places balls left (a
    /// raise's source, balls taken back). A ball placed and taken back in
    /// one turn only left.
    public func lastMove(_ model: GameModel) -> PylosLastMove? {
        input.bind(model)
        let marks = input.marks
        let from = marks.filter { $0.value.contains(.lastFrom) }.keys.sorted()
        let to = marks.filter { $0.value.contains(.lastMove) }.keys.sorted().first { !from.contains($0) }
        if to == nil && from.isEmpty { return nil }
        return PylosLastMove(to: to, from: nil, reclaimed: from)
    }

    public func draw(_ p: Painter, _ model: GameModel, now: Double) {
        guard let s = board(model) else { return }
        input.bind(model)
        let c = chrome
        let scale = spec.scale
        c.background(p)
        let pr = projection
        let hint: [String] = switch model.hint?.pylosMove {
        case .place(let to)?: [to]
        case .raise(let from, let to)?: [from, to]
        case .reclaim(let from)?: [from]
        default: []
        }
        let overlay = PylosOverlay(
            selected: input.selected ?? input.held, drag: input.drag, hint: hint, lastMove: lastMove(model),
            showPlayable: model.awaitsHuman, marks: input.marks,
            flights: timeline.flights(at: now, pr, bounds: layout.board, reserve: reserveAnchor))
        PylosRenderer(scale: scale, showCoordinates: showCoordinates, patterns: patterns).draw(p, pr, s, overlay)

        layout.panels?.drawBackdrops(p, mover: model.isOver ? nil : model.snapshot.mover)
        for seat in 0..<2 {
            let box = layout.seats[seat]
            p.withSave {
                if layout.seatRotation[seat] != 0 { p.rotate(degrees: layout.seatRotation[seat], about: box.center) }
                drawSeat(p, seat, layout.panels?.card(seat) ?? box, model, s)
            }
        }
        layout.panels?.drawControls(p, model: model, view: input.view, strings: strings, status: tableStatus(model))
        let tone = model.problem != nil && !model.snapshot.isOver ? Theme.danger : Theme.accent
        // The mover's ball beside whose turn it is; none beside the result.
        let quiet = sheetSaysResult(model)
        c.gameChrome(p, layout, title: strings(.pylosName), headline: quiet ? strings(.gameOver) : headline(model), prompt: quiet ? peekNote(model, prompt: prompt(model)) : prompt(model), tone: tone, badge: model.isOver ? nil : { center, r in
            PylosArt.ball(p, center: center, radius: r, color: model.snapshot.mover == 0 ? .light : .dark, lineWidth: scale.pt(1), patterns: Patterns(self.patterns, scale))
        }, buttons: buttons(model), viewToggle: true, resign: model.resignSeat != nil, showStatus: !sheetCoversControls(model))
        if model.isOver && resultOpen, resultPeeked, let peek = resultPeek(model), let summary = strings.gameOver(model.snapshot) {
            c.drawResultPeek(p, peek, game: .pylos, summary: summary)
        } else if model.isOver && resultOpen {
            c.resultSheet(p, in: layout.board, game: .pylos, summary: strings.gameOver(model.snapshot), prompt: prompt(model), gameOver: strings(.gameOver),
                          line: statisticsLine)
        }
    }

    private func drawSeat(_ p: Painter, _ seat: Int, _ box: Box, _ model: GameModel, _ s: PylosSnapshot) {
        let scale = spec.scale
        let controller = model.snapshot.seats[seat]
        let detail = controller.aiLevel.map { strings(.computerLevel, strings.levelName($0)) } ?? strings(.human)
        let active = !model.snapshot.isOver && model.snapshot.mover == seat
        let color: PylosColor = seat == 0 ? .light : .dark
        let count = Int(s.reserves[seat])
        if layout.lessonTitle != nil {
            chrome.seatLine(p, box, name: seatName(seat), value: strings.plural(.reserve, count), active: active) { c, r in
                PylosArt.ball(p, center: c, radius: r, color: color, lineWidth: scale.pt(1), patterns: Patterns(patterns, scale))
            }
            return
        }
        Chrome(scale: scale).seatPanel(p, box, name: seatName(seat), detail: detail, active: active, framed: !table, badge: { c, r in
            PylosArt.ball(p, center: c, radius: r, color: color, lineWidth: scale.pt(1), patterns: Patterns(patterns, scale))
        }, extra: { area in
            // The reserve: one ball per ball left (rows of them when the
            // panel is tall, with the count under them), then the count;
            // with large text, the count alone (it says the same).
            let label = self.strings.plural(.reserve, count)
            var style = scale.small
            style.color = Theme.text
            // Never taller than the room the panel left for it.
            style.size = min(style.size, area.height / 1.3)
            let labelH = style.size * 1.5
            if area.height > labelH * 2.5 {
                let rows = area.width / max(1, area.height - labelH) > 3 ? 2 : 3
                let perRow = (15 + rows - 1) / rows
                let r = min((area.height - labelH) / (Double(rows) * 2.15), area.width / (Double(perRow) * 2.15))
                let x0 = area.x + (area.width - Double(perRow) * r * 2.15) / 2 + r * 1.075
                for i in 0..<15 {
                    let c = Pt(x0 + Double(i % perRow) * r * 2.15, area.y + r * 1.075 + Double(i / perRow) * r * 2.15)
                    if i < count {
                        PylosArt.ball(p, center: c, radius: r, color: color, lineWidth: scale.pt(0.8), patterns: Patterns(self.patterns, scale))
                    } else {
                        p.fill(.circle(center: c, radius: r * 0.3), RGBA(hex: 0xFFFFFF, alpha: 0.15))
                    }
                }
                var centred = style
                centred.align = .center
                let y = area.y + Double(rows) * r * 2.15 + labelH / 2
                p.drawTextCentered(label, x: area.center.x, cy: min(y, area.maxY - labelH / 2),
                                   style: p.fitted(label, style: centred, maxWidth: area.width, minSize: scale.pt(9)))
                return
            }
            let labelW = p.measureText(label, style: style) + scale.pt(8)
            let r = min(area.height / 2, (area.width - labelW) / (15 * 2.1))
            if r < scale.pt(2.2) {
                p.drawTextCentered(label, x: area.x, cy: area.center.y, style: p.fitted(label, style: style, maxWidth: area.width, minSize: scale.pt(9)))
                return
            }
            for i in 0..<15 {
                let c = Pt(area.x + r + Double(i) * r * 2.1, area.center.y)
                if i < count {
                    PylosArt.ball(p, center: c, radius: r, color: color, lineWidth: scale.pt(0.6), patterns: Patterns(self.patterns, scale))
                } else {
                    p.fill(.circle(center: c, radius: r * 0.3), RGBA(hex: 0xFFFFFF, alpha: 0.15))
                }
            }
            p.drawTextCentered(label, x: area.x + 15 * r * 2.1 + scale.pt(6), cy: area.center.y, style: style)
        })
    }

    // MARK: Touch

    /// A touch on the screen: a button, or the board (only when a human is to move).
    public func touch(_ t: Touch, _ model: GameModel) -> InputResult<GameAction> {
        if let panels = layout.panels {
            input.bind(model)
            if panels.onControl(t.at, model, view: input.view, strings: strings) {
                guard t.phase == .up else { return .none }
                return panels.press(at: t.at, model, link: input.link, strings: strings) ?? .none
            }
        } else if t.phase == .up {
            if onViewToggle(t.at) { return toggleView() }
            let bs = buttons(model)
            for (b, f) in zip(bs, chrome.buttonFrames(bs, in: layout.actions)) where f.contains(t.at) && b.enabled {
                switch b.id {
                case .done: return input.stop(model)
                case .view: return toggleView()
                case .result:
                    resultOpen.toggle()
                    return .changed
                default: return .none  // Undo and Hint are the screen's (async) calls.
                }
            }
        }
        if model.isOver, t.phase == .up, layout.board.contains(t.at) {
            resultOpen.toggle()
            return .changed
        }
        guard model.awaitsHuman, board(model) != nil else { return .none }
        let balls = Set(board(model)?.positions.filter { $0.ball != nil }.map(\.name) ?? [])
        return input.onTouch(t, model, projection.spots(), balls: balls)
    }

    /// The button at a point, if any.
    public func button(at point: Pt, _ model: GameModel) -> BoardButton? {
        let bs = buttons(model)
        guard !table else { return nil }
        return zip(bs, chrome.buttonFrames(bs, in: layout.actions)).first { $0.1.contains(point) }?.0
    }

    // MARK: Accessibility

    /// One element per ball and per place a ball may go, nearest last, with
    /// what it is and what activating it does.
    public func accessibility(_ model: GameModel) -> [A11yElement] {
        guard let s = board(model) else { return [] }
        input.bind(model)
        let spots = Dictionary(uniqueKeysWithValues: projection.spots().map { ($0.name, $0) })
        let marks = model.awaitsHuman ? input.marks : [:]
        let selected = input.selected
        let last = lastMove(model)
        var out: [A11yElement] = []
        for pos in s.positions where pos.ball != nil || marks[pos.name] != nil {
            guard let spot = spots[pos.name] else { continue }
            var parts = [strings(.a11yPosition, spot.level, String(Character(UnicodeScalar(65 + spot.column)!)), spot.row + 1)]
            switch pos.ball {
            case .light?: parts.append(strings(.a11yLightBall))
            case .dark?: parts.append(strings(.a11yDarkBall))
            case nil: parts.append(strings(.a11yEmpty))
            }
            var actionable = false
            let marked = marks[pos.name] ?? []
            if marked.contains(.place) && selected == nil { parts.append(strings(.a11yCanPlace)); actionable = true }
            if marked.contains(.raiseFrom) && selected == nil { parts.append(strings(.a11yCanRaise)); actionable = true }
            if marked.contains(.raiseTo) { parts.append(strings(.a11yRaiseTarget)); actionable = true }
            if marked.contains(.reclaim) { parts.append(strings(.a11yCanReclaim)); actionable = true }
            if selected == pos.name { parts.append(strings(.a11ySelected)) }
            if last?.to == pos.name { parts.append(strings(.a11yLastMove)) }
            let r = spot.radius
            out.append(A11yElement(id: pos.name, frame: Box(x: spot.center.x - r, y: spot.center.y - r, width: 2 * r, height: 2 * r),
                                   label: parts.joined(separator: ", "), actionable: actionable))
        }
        return out
    }

    /// Events of the decision just played, to animate.
    public func animate(_ events: [GameEvent], now: Double) { timeline.enqueue(events, now: now) }
}
