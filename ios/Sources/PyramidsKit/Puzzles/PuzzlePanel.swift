// The puzzle panel (its title is the bar's): the grade chip and how many
// moves are left, the heading ("Light to move and win in 3 moves"), the
// answer to the last try (a check for a kept or solving move, a cross for a
// wrong, refused, slow or poorer one), the hint and the solution in words,
// the rating's change once the puzzle is settled, and the buttons the
// puzzle offers now. A part of the window of its own (SidePanel), as tall
// as its words. Every word is the library's (PuzzleText, PuzzleRated, the
// catalog's Thinking…).
import PyramidsCore

public struct PuzzlePanel {
    public enum Button: Sendable, Hashable { case hint, solution, solutionStep, retry, next }

    public let spec: ScreenSpec
    public let screen: PuzzleScreen
    /// "Rating 1208 (+8)" once the first attempt is recorded.
    public let rated: String?
    /// "Dark is thinking…" while the library answers.
    public let thinking: String?
    public let frame: Box
    public let side: Bool
    public let boardSpec: ScreenSpec
    public let buttons: [(Button, String)]

    @MainActor public init(spec: ScreenSpec, screen: PuzzleScreen, rated: String?, thinking: String?, hasNext: Bool) {
        self.spec = spec
        self.screen = screen
        self.rated = rated
        self.thinking = thinking
        let buttons = Self.buttons(screen, hasNext: hasNext)
        self.buttons = buttons
        let placed = SidePanel(spec: spec) { w, side in
            Self.contentHeight(spec.scale, Self.blocks(screen, rated: rated, thinking: thinking), buttons: buttons.count, width: w, side: side)
        }
        frame = placed.frame
        side = placed.side
        boardSpec = placed.boardSpec
    }

    /// Hint and Solution while solving (Hint until it is given); the
    /// solution's next move while some are left; Retry after a wrong try or
    /// once settled; Next once settled.
    static func buttons(_ screen: PuzzleScreen, hasNext: Bool) -> [(Button, String)] {
        let t = screen.text
        var out: [(Button, String)] = []
        if screen.state == .solving {
            if t.hint == nil { out.append((.hint, t.hintButton)) }
            out.append((.solution, t.solutionButton))
        }
        if screen.state.solutionLeft { out.append((.solutionStep, t.solutionStep)) }
        let settled = screen.attempt != nil || screen.state == .solved
        if settled || screen.verdict?.isWrong == true { out.append((.retry, t.retry)) }
        if settled, hasNext { out.append((.next, t.next)) }
        return out
    }

    /// The panel's words, in order: what each is and how it is drawn.
    enum Block: Equatable {
        case heading(String)
        case answer(String, wrong: Bool)
        case note(String)
        case line(String)
    }

    static func blocks(_ screen: PuzzleScreen, rated: String?, thinking: String?) -> [Block] {
        let t = screen.text
        var out: [Block] = [.heading(t.heading)]
        if let thinking {
            out.append(.note(thinking))
        } else if let answer = t.answer {
            out.append(.answer(answer, wrong: screen.verdict?.isWrong ?? false))
        }
        if let hint = t.hint { out.append(.line(hint)) }
        // The whole solution played: its words with a check (the line is won).
        if let solution = t.solution { out.append(screen.state.solutionPlayed ? .answer(solution, wrong: false) : .line(solution)) }
        if let rated { out.append(.note(rated)) }
        return out
    }

    /// The chip row: the grade and the moves left.
    static func chipHeight(_ s: UIScale) -> Double { s.small.size * 1.9 }
    static let gap = 8.0

    @MainActor static func contentHeight(_ s: UIScale, _ blocks: [Block], buttons: Int, width: Double, side: Bool) -> Double {
        let pad = SidePanel.padding(s)
        let inner = width - 2 * pad
        let words = blocksHeight(s, blocks, width: inner, size: s.body.size) { TextMeasure.width($0, $1) }
        let bh = SidePanel.buttonsHeight(s, count: buttons, columns: SidePanel.columns(buttons, side: side, under: 2))
        return 2 * pad + chipHeight(s) + s.pt(gap) + words + (buttons > 0 ? s.pt(10) + bh : 0)
    }

    static func style(_ s: UIScale, _ block: Block, size: Double) -> TextStyle {
        var style = s.body
        style.size = size
        switch block {
        case .heading: style.bold = true
        case .note: style.color = Theme.accent; style.bold = true
        case .line, .answer: break
        }
        return style
    }

    static func lines(_ s: UIScale, _ block: Block, width: Double, size: Double, measure: (String, TextStyle) -> Double) -> [String] {
        let st = style(s, block, size: size)
        switch block {
        case .heading(let text), .note(let text), .line(let text): return Chrome.wrap(text, style: st, width: width, measure: measure)
        case .answer(let text, _): return Chrome.wrap(text, style: st, width: width - SidePanel.answerIndent(s), measure: measure)
        }
    }

    static func blocksHeight(_ s: UIScale, _ blocks: [Block], width: Double, size: Double, measure: (String, TextStyle) -> Double) -> Double {
        blocks.enumerated().reduce(0) { sum, b in
            let n = Double(lines(s, b.element, width: width, size: size, measure: measure).count)
            let extra: Double = if case .answer = b.element { SidePanel.answerExtra(s) } else { 0 }
            return sum + (b.offset == 0 ? 0 : s.pt(gap)) + n * size * 1.3 + extra
        }
    }

    private var scale: UIScale { spec.scale }

    public var buttonFrames: [(Button, String, Box)] {
        let frames = SidePanel.buttonFrames(scale, count: buttons.count, columns: SidePanel.columns(buttons.count, side: side, under: 2), in: frame)
        return zip(buttons, frames).map { ($0.0, $0.1, $1) }
    }

    public func button(at p: Pt) -> Button? { buttonFrames.first { $0.2.contains(p) }?.0 }

    /// Where the words go: above the buttons.
    public var textArea: Box {
        let inner = frame.inset(SidePanel.padding(scale))
        let top = buttonFrames.map(\.2.y).min().map { $0 - scale.pt(10) } ?? inner.maxY
        return Box(x: inner.x, y: inner.y, width: inner.width, height: top - inner.y)
    }

    /// The grade chip's frame.
    @MainActor public var chip: Box {
        let area = textArea
        var st = scale.small
        st.bold = true
        let w = TextMeasure.width(screen.text.grade, st) + scale.pt(20)
        return Box(x: area.x, y: area.y, width: min(w, area.width * 0.45), height: Self.chipHeight(scale))
    }

    @MainActor public func draw(_ p: Painter) {
        SidePanel.drawCard(p, frame, scale: scale)
        let area = textArea
        let t = screen.text
        let chip = self.chip
        let tone = gradeTone
        p.fill(.roundRect(chip, radius: chip.height / 2), tone.withAlpha(0.22))
        p.stroke(.roundRect(chip, radius: chip.height / 2), width: scale.pt(1.2), color: tone)
        var chipStyle = scale.small
        chipStyle.bold = true
        chipStyle.color = Theme.text
        chipStyle.align = .center
        p.drawTextCentered(t.grade, x: chip.center.x, cy: chip.center.y,
                           style: p.fitted(t.grade, style: chipStyle, maxWidth: chip.width - scale.pt(12), minSize: scale.pt(8)))
        if let left = t.movesLeft {
            var st = scale.small
            st.color = Theme.text
            let x = chip.maxX + scale.pt(10)
            p.drawTextCentered(left, x: x, cy: chip.center.y, style: p.fitted(left, style: st, maxWidth: area.maxX - x, minSize: scale.pt(8)))
        }
        var y = chip.maxY + scale.pt(Self.gap)
        let blocks = Self.blocks(screen, rated: rated, thinking: thinking)
        // Shrunk together until they fit (a long solution on a small window).
        var size = scale.body.size
        while Self.blocksHeight(scale, blocks, width: area.width, size: size, measure: p.measureText) > area.maxY - y && size > scale.pt(9) {
            size *= 0.93
        }
        let lineH = size * 1.3
        for (i, block) in blocks.enumerated() {
            if i > 0 { y += scale.pt(Self.gap) }
            let lines = Self.lines(scale, block, width: area.width, size: size, measure: p.measureText)
            if case .answer(_, let wrong) = block {
                y = SidePanel.drawAnswer(p, lines, y: y + scale.pt(5), area: area, style: Self.style(scale, block, size: size), wrong: wrong,
                                         scale: scale)
                continue
            }
            for line in lines {
                p.drawTextCentered(line, x: area.x, cy: y + lineH / 2, style: Self.style(scale, block, size: size))
                y += lineH
            }
        }
    }

    /// Easy, medium, hard: three tones (the word says it too).
    private var gradeTone: RGBA {
        switch screen.grade {
        case .easy: Theme.accent
        case .medium: RGBA(hex: 0x52C7BE)
        case .hard: Theme.danger
        }
    }

    public func drawButtons(_ p: Painter) {
        let chrome = Chrome(scale: scale)
        let primary: Button? = buttons.contains { $0.0 == .next } ? .next : (buttons.contains { $0.0 == .solutionStep } ? .solutionStep : nil)
        for (b, label, f) in buttonFrames {
            let id: BoardButton.Id = switch b {
            case .hint: .hint
            case .solution: .solution
            case .solutionStep: .solutionStep
            case .retry: .restart
            case .next: .next
            }
            chrome.buttons(p, [BoardButton(id: id, label: label, primary: b == primary)], in: f)
        }
    }

    /// VoiceOver: the grade, the heading and moves left; the answer, the
    /// hint, the solution and the rating each their own; the buttons.
    public func accessibility() -> [A11yElement] {
        let t = screen.text
        var out = [A11yElement(id: "puzzle.text", frame: textArea, label: ([t.grade, t.heading] + [t.movesLeft].compactMap { $0 }).joined(separator: ". "),
                               actionable: false)]
        if let thinking { out.append(A11yElement(id: "puzzle.thinking", frame: textArea, label: thinking, actionable: false)) }
        if thinking == nil, let answer = t.answer { out.append(A11yElement(id: "puzzle.answer", frame: textArea, label: answer, actionable: false)) }
        if let hint = t.hint { out.append(A11yElement(id: "puzzle.hint", frame: textArea, label: hint, actionable: false)) }
        if let solution = t.solution { out.append(A11yElement(id: "puzzle.solution", frame: textArea, label: solution, actionable: false)) }
        if let rated { out.append(A11yElement(id: "puzzle.rating", frame: textArea, label: rated, actionable: false)) }
        for (b, label, f) in buttonFrames {
            out.append(A11yElement(id: "puzzle.\(b)", frame: f, label: label, actionable: true))
        }
        return out
    }
}
