// The review page's screen: where its parts go on a phone and a tablet, and
// how they are drawn — the board before the decision shown (by the game's
// own renderer, the move played marked like the last move, the best
// alternative like the hint), the move's card (mark as symbol and word,
// values in the game's terms), the standing graph and the step buttons.
import PyramidsCore

public struct ReviewLayout: Sendable {
    public let topBar: Box
    public let card: Box
    public let board: Box
    /// The graph's caption, with the Turning point button at its right end.
    public let graphHeader: Box
    public let turningPoint: Box
    public let graph: Box
    /// First, previous, next, last.
    public let steps: [Box]
    /// Learn from your mistakes, under the card when the game has some to offer.
    public let offer: Box?

    public init(spec: ScreenSpec, offer hasOffer: Bool = false) {
        let s = spec.scale
        let margin = s.pt(12)
        let gap = s.pt(10)
        let top = s.pt(spec.safeTop)
        let bottom = spec.height - s.pt(spec.safeBottom)
        let touch = s.minTouch(table: false)
        // Two lines for each of the played and best lines: a move in words can take two (as on Android).
        let cardH = s.pt(24) + 1.3 * (s.title.size + s.label.size * 1.25 + 4 * s.body.size)
        let headerH = max(touch, s.label.size * 1.3 + s.pt(16))
        let navH = touch + s.pt(4)
        let column: Box
        if spec.isLandscape {
            let side = min(spec.width * 0.4, s.pt(480))
            column = Box(x: spec.width - margin - side, y: top, width: side, height: bottom - top)
        } else {
            column = Box(x: margin, y: top, width: spec.width - 2 * margin, height: bottom - top)
        }
        topBar = Box(x: column.x, y: top, width: column.width, height: s.pt(52))
        card = Box(x: column.x, y: topBar.maxY + s.pt(6), width: column.width, height: cardH)
        offer = hasOffer ? Box(x: column.x, y: card.maxY + s.pt(8), width: column.width, height: MistakeOffers.height(s)) : nil
        // What comes under the card starts under the offer.
        let cardEnd = offer?.maxY ?? card.maxY
        let steps = Box(x: column.x, y: bottom - navH - s.pt(6), width: column.width, height: navH)
        if spec.isLandscape {
            // Beside the board the caption sits right under the card and the
            // graph takes the rest of the column down to the steps (no gap in
            // between: on a tablet that is a tall graph, and a tall graph reads well).
            graphHeader = Box(x: column.x, y: cardEnd + s.pt(8), width: column.width, height: headerH)
            let top = graphHeader.maxY + s.pt(4)
            graph = Box(x: column.x, y: top, width: column.width, height: max(s.pt(36), steps.y - gap - top))
        } else {
            // Under the board, a strip over the steps.
            let graphH = spec.device == .tablet ? s.pt(160) : s.pt(104)
            graph = Box(x: column.x, y: steps.y - gap - graphH, width: column.width, height: graphH)
            graphHeader = Box(x: column.x, y: graph.y - s.pt(4) - headerH, width: column.width, height: headerH)
        }
        // Room for "Turning point" in every language; the label shrinks before it would clip.
        let tw = min(max(s.label.size * 9.5 + s.pt(36), touch * 2), column.width * 0.55)
        turningPoint = Box(x: graphHeader.maxX - tw, y: graphHeader.y + (headerH - touch) / 2, width: tw, height: touch)
        board = spec.isLandscape
            ? Box(x: margin, y: top + margin, width: column.x - 2 * margin, height: bottom - top - 2 * margin)
            // The files' letters under a board that fills its height need their line.
            : Box(x: margin * 0.5, y: cardEnd + s.pt(6), width: spec.width - margin, height: graphHeader.y - cardEnd - s.pt(12) - s.label.size)
        let n = 4.0
        let w = min(s.pt(96), (steps.width - gap * (n - 1)) / n)
        let x0 = steps.x + (steps.width - (w * n + gap * (n - 1))) / 2
        self.steps = (0..<4).map { i in Box(x: x0 + Double(i) * (w + gap), y: steps.y + s.pt(2), width: w, height: touch) }
    }
}

@MainActor
public struct ReviewScreen {
    /// The review draws the move played as every board draws the last move,
    /// and the best one as the hint: the shared symbols, keyed on the card.
    public static let playedSymbol = LegendSymbol.lastMove
    public static let bestSymbol = LegendSymbol.hint
    /// The step buttons, left to right (Turning point has its own place over the graph).
    public static let steps: [ReviewStep] = [.first, .previous, .next, .last]

    public let strings: Strings
    public let spec: ScreenSpec
    /// The game's mistakes offer, once found (drawn under the card).
    public var offer: MistakeOffer?
    public init(strings: Strings, spec: ScreenSpec, offer: MistakeOffer? = nil) {
        self.strings = strings
        self.spec = spec
        self.offer = offer
    }

    private var scale: UIScale { spec.scale }

    public var layout: ReviewLayout { ReviewLayout(spec: spec, offer: offer != nil) }

    // MARK: Texts

    public func title(_ m: ReviewModel) -> String { strings(.reviewTitle, strings.gameName(m.game)) }

    /// The card for the board on view, line by line with each line's role.
    public func card(_ m: ReviewModel) -> [ReviewCardLine] {
        let state: ReviewState = switch m.state {
        case .failed(let why): .failed(why: strings.message(for: why))
        case .running: m.positions.isEmpty ? .reading
            : .running(done: UInt32(clamping: m.progress.done), total: UInt32(clamping: m.progress.total))
        case .done: .done(complete: m.review?.complete ?? true, reviewed: UInt32(clamping: m.review?.decisions.count ?? 0))
        }
        let mover = m.snapshot.map { UInt32($0.toMove) } ?? 0
        let result = m.index >= m.count ? m.snapshot.map { outcome($0, m) } ?? "" : ""
        return (try? reviewCard(catalog: strings.catalog, game: m.game, state: state, index: UInt32(m.index),
                                count: UInt32(m.count), mover: mover, decision: m.decision, outcome: result)) ?? []
    }

    /// The card's heading, badge, played and best lines (the tests read them).
    public func details(_ m: ReviewModel) -> (mark: String?, played: String, best: String) {
        let lines = card(m)
        func text(_ match: (ReviewCardRole) -> Bool) -> String? { lines.first { match($0.role) }?.text }
        let mark = text { if case .mark = $0 { true } else { false } }
        return (mark, text { $0 == .played } ?? "", text { $0 == .best } ?? "")
    }

    /// What the graph's top and bottom edges mean.
    public func graphEnds(_ m: ReviewModel) -> ReviewGraphEnds {
        reviewGraphEnds(catalog: strings.catalog, game: m.game, seats: UInt32(m.seats.count), seat: UInt32(m.viewSeat))
    }

    /// How far the review has come, for the graph while it runs (the card's status line).
    public func progressText(_ m: ReviewModel) -> String { card(m).first { $0.role == .status }?.text ?? "" }

    private func outcome(_ s: Snapshot, _ m: ReviewModel) -> String {
        switch s.outcome {
        case .win(let w): strings(.wins, strings.seatName(m.game, Int(w)))
        case .sharedWin, .ongoing: strings(.gameOver)
        case .draw(let reason): reason == .repetition ? strings(.drawRepetition) : strings(.drawLimit)
        }
    }

    public func stepLabel(_ step: ReviewStep) -> String { reviewStepLabel(catalog: strings.catalog, step: step) }

    public func stepEnabled(_ step: ReviewStep, _ m: ReviewModel) -> Bool { !m.positions.isEmpty && m.target(of: step) != nil }

    // MARK: Drawing

    public func draw(_ p: Painter, _ m: ReviewModel) {
        let l = layout
        let c = Chrome(scale: scale)
        c.background(p)
        c.topBar(p, l.topBar, title: title(m), help: false)
        drawCard(p, l.card, m)
        if let box = l.offer, let offer { MistakeOffers.draw(p, box, offer, scale: scale) }
        if let snap = m.snapshot {
            let d = m.decision
            ReviewBoard(scale: scale).draw(p, snap, in: l.board, played: m.index < m.count ? played(m) : nil, best: d?.best)
        }
        drawGraphHeader(p, l, m)
        ReviewGraph(scale: scale).draw(p, l.graph, m, progress: progressText(m), ends: graphEnds(m), mark: strings.verdictMark)
        for (i, step) in Self.steps.enumerated() { drawStep(p, l.steps[i], step, enabled: stepEnabled(step, m)) }
    }

    /// The move played on the board shown: from the review, or else the board after it says nothing; nil until reviewed.
    private func played(_ m: ReviewModel) -> GameAction? { m.decision?.played }

    private func drawCard(_ p: Painter, _ box: Box, _ m: ReviewModel) {
        p.fill(.roundRect(box, radius: scale.pt(14)), Theme.surface)
        let pad = scale.pt(14)
        let w = box.width - 2 * pad
        var y = box.y + scale.pt(12)
        let headH = scale.title.size * 1.3
        let markH = scale.label.size * 1.25 * 1.3
        let lineH = scale.body.size * 1.3
        // Each line keyed with the board's own mark (the shared last-move and
        // hint symbols, as Android draws them), so the lines say which is which.
        let sw = scale.pt(18)
        let onBoard = m.decision != nil && m.index < m.count
        // While it runs the graph shows how far it is, so the card does not say it twice.
        var lines = card(m).filter { !(m.isRunning && $0.role == .status) }
        if case .heading? = lines.first?.role {
            let head = lines.removeFirst().text
            p.drawTextCentered(head, x: box.x + pad, cy: y + headH / 2, style: p.fitted(head, style: scale.title, maxWidth: w, minSize: scale.pt(11)))
        }
        y += headH
        // The badge's row is kept whether or not there is a badge, so the lines below stay put.
        if case .mark(let verdict)? = lines.first?.role {
            let mark = lines.removeFirst().text
            var style = scale.label
            style.color = Theme.textOnAccent
            style.align = .center
            style = p.fitted(mark, style: style, maxWidth: w - scale.pt(24), minSize: scale.pt(10))
            let pw = p.measureText(mark, style: style) + scale.pt(24)
            let pill = Box(x: box.x + pad, y: y + markH * 0.08, width: pw, height: markH * 0.84)
            p.fill(.roundRect(pill, radius: pill.height / 2), strings.verdictMark(verdict).tone)
            p.drawTextCentered(mark, x: pill.center.x, cy: pill.center.y, style: style)
        }
        y += markH
        for line in lines where y + lineH <= box.maxY {
            let swatch: LegendSymbol? = switch line.role {
            case .played where onBoard: ReviewScreen.playedSymbol
            case .best where onBoard && m.decision?.best != nil: ReviewScreen.bestSymbol
            default: nil
            }
            var style: TextStyle = switch line.role {
            case .best, .status: scale.bodyDim
            default: scale.body
            }
            if line.role == .problem { style.color = Theme.danger }
            var x = box.x + pad
            if let swatch {
                let c = Pt(x + sw / 2, y + lineH / 2)
                if m.game == .pyramido {
                    // The last move's outline lies outside its box, the hint's inside: boxes that show both at one size.
                    let side = scale.pt(swatch == .hint ? 28 : 12)
                    Marks.outline(p, swatch, Box(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side), scale: scale)
                } else {
                    Marks.draw(p, swatch, c, sw * 0.4, scale: scale)
                }
                x += sw + scale.pt(8)
            }
            // A move in words may not fit one line: shrink a little, then wrap.
            let maxW = box.maxX - pad - x
            let fit = p.fitted(line.text, style: style, maxWidth: maxW, minSize: scale.pt(11))
            let rows = p.measureText(line.text, style: fit) <= maxW
                ? [line.text] : Chrome(scale: scale).wrap(p, line.text, style: fit, width: maxW)
            for row in rows where y + lineH <= box.maxY {
                p.drawTextCentered(row, x: x, cy: y + lineH / 2, style: p.fitted(row, style: fit, maxWidth: maxW, minSize: scale.pt(9)))
                y += lineH
            }
        }
    }

    private func drawGraphHeader(_ p: Painter, _ l: ReviewLayout, _ m: ReviewModel) {
        let caption = strings(.reviewStanding, strings.seatName(m.game, m.viewSeat))
        var style = scale.label
        style.color = Theme.textDim
        p.drawTextCentered(caption, x: l.graphHeader.x + scale.pt(4), cy: l.graphHeader.center.y,
                           style: p.fitted(caption, style: style, maxWidth: l.turningPoint.x - l.graphHeader.x - scale.pt(12), minSize: scale.pt(9)))
        let enabled = m.turningPoint != nil
        let b = l.turningPoint
        p.fill(.roundRect(b, radius: b.height / 2), enabled ? Theme.surfaceHigh : Theme.surface)
        p.stroke(.roundRect(b, radius: b.height / 2), width: scale.pt(1), color: enabled ? Theme.accent : Theme.surfaceLine)
        // A small flag, as on the graph.
        let fx = b.x + scale.pt(16), fy = b.center.y
        let flag = scale.pt(7)
        p.stroke(.line(Pt(fx, fy - flag), Pt(fx, fy + flag)), width: scale.pt(2), color: enabled ? Theme.accent : Theme.textDim)
        p.fill(.polygon([Pt(fx, fy - flag), Pt(fx + flag * 1.3, fy - flag * 0.55), Pt(fx, fy - flag * 0.1)]), enabled ? Theme.accent : Theme.textDim)
        let label = strings(.reviewTurningPoint)
        var ls = scale.label
        ls.align = .center
        ls.color = enabled ? Theme.text : Theme.textDim.withAlpha(0.5)
        let tx = b.x + scale.pt(26)
        ls = p.fitted(label, style: ls, maxWidth: b.maxX - tx - scale.pt(10), minSize: scale.pt(9))
        p.drawTextCentered(label, x: (tx + b.maxX - scale.pt(8)) / 2, cy: b.center.y, style: ls)
    }

    private func drawStep(_ p: Painter, _ b: Box, _ step: ReviewStep, enabled: Bool) {
        p.fill(.roundRect(b, radius: b.height / 2), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: b.height / 2), width: scale.pt(1), color: Theme.surfaceLine)
        let colour = enabled ? Theme.text : Theme.textDim.withAlpha(0.35)
        let c = b.center
        let h = min(b.height, b.width) * 0.22
        func triangle(_ x: Double, left: Bool) {
            let d = left ? -1.0 : 1.0
            p.fill(.polygon([Pt(x + d * h, c.y), Pt(x - d * h * 0.7, c.y - h), Pt(x - d * h * 0.7, c.y + h)]), colour)
        }
        func bar(_ x: Double) { p.fill(.rect(Box(x: x - h * 0.16, y: c.y - h, width: h * 0.32, height: 2 * h)), colour) }
        switch step {
        case .first:
            bar(c.x - h * 1.1)
            triangle(c.x + h * 0.1, left: true)
        case .previous: triangle(c.x, left: true)
        case .next: triangle(c.x, left: false)
        case .last:
            triangle(c.x - h * 0.1, left: false)
            bar(c.x + h * 1.1)
        case .turningPoint: break
        }
    }

    // MARK: Touch

    public enum Target: Equatable, Sendable {
        case back
        /// Learn from your mistakes.
        case mistakes
        case step(ReviewStep)
        case turningPoint
        /// A position on the graph (0…count).
        case graph(Int)
    }

    public func target(at pt: Pt, _ l: ReviewLayout, _ m: ReviewModel) -> Target? {
        let c = Chrome(scale: scale)
        let (home, _, r) = c.topBarHomeHelp(l.topBar)
        if pt.distance(to: home) <= max(r, scale.minTouch(table: false) / 2) + scale.pt(4) { return .back }
        if l.offer?.contains(pt) == true { return .mistakes }
        for (i, step) in Self.steps.enumerated() where l.steps[i].contains(pt) { return .step(step) }
        if l.turningPoint.contains(pt) { return .turningPoint }
        if l.graph.inset(-scale.pt(8)).contains(pt) { return .graph(ReviewGraph(scale: scale).index(at: pt.x, l.graph, count: m.count)) }
        return nil
    }
}
