// The coach panel of a lesson (its title is the bar's): "Step 2 of 3", what to do and
// why, the answer to the last try (a cross for a wrong one, a check for
// praise: a shape and words, not a colour alone) and the lesson's buttons.
// It has a part of the window of its own, beside the board (a phone in
// landscape, a tablet) or under it (a phone in portrait): the board is laid
// out in the rest, so the panel never covers a place the lesson points at
// or the player needs. Every word is LessonText's.
import PyramidsCore

public struct CoachPanel {
    public enum Button: Sendable, Hashable { case next, skip, restart, leave }

    public let spec: ScreenSpec
    public let frame: Box
    /// Beside the board (else under it).
    public let side: Bool
    /// The window the board is laid out in: all but the panel's part.
    public let boardSpec: ScreenSpec
    public let screen: LessonScreen

    @MainActor public init(spec: ScreenSpec, screen: LessonScreen) {
        self.spec = spec
        self.screen = screen
        let placed = SidePanel(spec: spec) { w, side in Self.contentHeight(spec.scale, screen, width: w, side: side) }
        frame = placed.frame
        side = placed.side
        boardSpec = placed.boardSpec
    }

    /// The panel's height for its words, measured (TextMeasure) as they are
    /// drawn: the step line, what to do, the answer's box, the buttons.
    @MainActor static func contentHeight(_ s: UIScale, _ screen: LessonScreen, width: Double, side: Bool) -> Double {
        let pad = s.pt(12)
        let inner = width - 2 * pad
        let t = screen.text
        let style = s.body
        let say = Chrome.wrap(t.say, style: style, width: inner, measure: { TextMeasure.width($0, $1) })
        let answer = t.answer.map { Chrome.wrap($0, style: style, width: inner - answerIndent(s), measure: { TextMeasure.width($0, $1) }) } ?? []
        let lineH = style.size * 1.3
        let count = buttons(screen).count
        let buttonsH = SidePanel.buttonsHeight(s, count: count, columns: SidePanel.columns(count, side: side, under: count))
        return 2 * pad + headHeight(s, finished: t.complete != nil) + Double(say.count) * lineH
            + (answer.isEmpty ? 0 : SidePanel.answerExtra(s) + Double(answer.count) * lineH) + s.pt(10) + buttonsH
    }

    /// The first line: "Step 2 of 3", or "Lesson complete" as a heading.
    static func headHeight(_ s: UIScale, finished: Bool) -> Double {
        (finished ? s.title.size * 1.3 : s.small.size * 1.4) + s.pt(6)
    }

    static func answerIndent(_ s: UIScale) -> Double { SidePanel.answerIndent(s) }

    private var scale: UIScale { spec.scale }
    private var pad: Double { scale.pt(12) }

    /// The buttons the lesson offers now: Next while it waits for it (Next
    /// lesson once finished), Skip and Restart until it is finished, Leave.
    public var buttons: [(Button, String)] { Self.buttons(screen) }

    static func buttons(_ screen: LessonScreen) -> [(Button, String)] {
        let t = screen.text
        switch screen.waiting {
        case .finished: return [(.next, t.next), (.leave, t.leave)]
        case .next: return [(.next, t.next), (.skip, t.skip), (.restart, t.restart), (.leave, t.leave)]
        case .decision, .game: return [(.skip, t.skip), (.restart, t.restart), (.leave, t.leave)]
        }
    }

    /// The buttons' frames: a row under the board; two columns beside it.
    public var buttonFrames: [(Button, String, Box)] {
        let bs = buttons
        let frames = SidePanel.buttonFrames(scale, count: bs.count, columns: SidePanel.columns(bs.count, side: side, under: bs.count), in: frame)
        return zip(bs, frames).map { ($0.0, $0.1, $1) }
    }

    public func button(at p: Pt) -> Button? {
        buttonFrames.first { $0.2.contains(p) }?.0
    }

    /// Where the words go: above the buttons.
    public var textArea: Box {
        let inner = frame.inset(pad)
        let top = buttonFrames.map(\.2.y).min() ?? inner.maxY
        return Box(x: inner.x, y: inner.y, width: inner.width, height: top - scale.pt(10) - inner.y)
    }

    /// The answer as a sign: a wrong try (refused, not it) or praise.
    private var answerWrong: Bool? {
        guard screen.text.answer != nil, let a = screen.answer else { return nil }
        return a.isWrong
    }

    public func draw(_ p: Painter) {
        SidePanel.drawCard(p, frame, scale: scale)
        let area = textArea
        let chrome = Chrome(scale: scale)
        let t = screen.text
        var y = area.y
        // The lesson's title is the bar's; the panel starts with the step.
        if let done = t.complete {
            p.drawTextCentered(done, x: area.x, cy: y + scale.title.size * 0.65,
                               style: p.fitted(done, style: scale.title, maxWidth: area.width, minSize: scale.pt(11)))
        } else {
            p.drawTextCentered(t.step, x: area.x, cy: y + scale.small.size * 0.7,
                               style: p.fitted(t.step, style: scale.small, maxWidth: area.width, minSize: scale.pt(9)))
        }
        y += Self.headHeight(scale, finished: t.complete != nil)
        // What to do and the answer share the rest, shrunk together until they fit.
        let answerX = area.x + Self.answerIndent(scale)
        var style = scale.body
        func lay() -> ([String], [String]) {
            (chrome.wrap(p, t.say, style: style, width: area.width),
             t.answer.map { chrome.wrap(p, $0, style: style, width: area.maxX - answerX) } ?? [])
        }
        var (say, answer) = lay()
        func height() -> Double { Double(say.count + answer.count) * style.size * 1.3 + (answer.isEmpty ? 0 : scale.pt(10)) }
        while height() > area.maxY - y && style.size > scale.pt(9) {
            style.size *= 0.93
            (say, answer) = lay()
        }
        let lineH = style.size * 1.3
        for line in say {
            p.drawTextCentered(line, x: area.x, cy: y + lineH / 2, style: style)
            y += lineH
        }
        guard !answer.isEmpty, let wrong = answerWrong else { return }
        _ = SidePanel.drawAnswer(p, answer, y: y + scale.pt(10), area: area, style: style, wrong: wrong, scale: scale)
    }

    public func drawButtons(_ p: Painter) {
        let chrome = Chrome(scale: scale)
        for (b, label, f) in buttonFrames {
            let id: BoardButton.Id = switch b {
            case .next: .next
            case .skip: .skip
            case .restart: .restart
            case .leave: .leave
            }
            chrome.buttons(p, [BoardButton(id: id, label: label, primary: b == .next)], in: f)
        }
    }

    /// VoiceOver: the panel's words (what to do, the points, the answer) and its buttons.
    public func accessibility() -> [A11yElement] {
        let t = screen.text
        var words = [t.complete ?? t.step, t.say]
        if let look = t.lookAt { words.append(look) }
        var out = [A11yElement(id: "coach.text", frame: textArea, label: words.joined(separator: ". "), actionable: false)]
        if let answer = t.answer {
            out.append(A11yElement(id: "coach.answer", frame: textArea, label: answer, actionable: false))
        }
        for (b, label, f) in buttonFrames {
            out.append(A11yElement(id: "coach.\(b)", frame: f, label: label, actionable: true))
        }
        return out
    }
}
