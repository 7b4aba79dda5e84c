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
        let s = spec.scale
        side = spec.isLandscape || spec.device == .tablet
        let margin = s.pt(12)
        let top = s.pt(spec.safeTop)
        let bottom = spec.height - s.pt(spec.safeBottom)
        if side {
            let w = min(max(spec.width * 0.3, s.pt(260)), s.pt(400))
            let h = min(Self.contentHeight(s, screen, width: w, side: true), bottom - top - 2 * margin)
            frame = Box(x: spec.width - margin - w, y: top + margin, width: w, height: h)
            boardSpec = ScreenSpec(width: frame.x - margin * 0.5, height: spec.height, pixelsPerPoint: spec.pixelsPerPoint, device: spec.device,
                                   safeTop: spec.safeTop, safeBottom: spec.safeBottom, fontScale: spec.fontScale)
        } else {
            let w = spec.width - 2 * margin
            let h = min(Self.contentHeight(s, screen, width: w, side: false), spec.height * 0.45)
            frame = Box(x: margin, y: bottom - margin * 0.5 - h, width: w, height: h)
            boardSpec = ScreenSpec(width: spec.width, height: frame.y - margin * 0.5, pixelsPerPoint: spec.pixelsPerPoint, device: spec.device,
                                   safeTop: spec.safeTop, safeBottom: 0, fontScale: spec.fontScale)
        }
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
        let rows = Double(side ? (count + 1) / 2 : 1)
        let buttonsH = rows * s.minTouch(table: false) + (rows - 1) * s.pt(8)
        return 2 * pad + headHeight(s, finished: t.complete != nil) + Double(say.count) * lineH
            + (answer.isEmpty ? 0 : s.pt(10) + Double(answer.count) * lineH + s.pt(5)) + s.pt(10) + buttonsH
    }

    /// The first line: "Step 2 of 3", or "Lesson complete" as a heading.
    static func headHeight(_ s: UIScale, finished: Bool) -> Double {
        (finished ? s.title.size * 1.3 : s.small.size * 1.4) + s.pt(6)
    }

    /// Where the answer's words start: after its cross or check.
    static func answerIndent(_ s: UIScale) -> Double { 2 * s.body.size * 0.75 + s.pt(8) }

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
        let h = scale.minTouch(table: false)
        let gap = scale.pt(8)
        let inner = frame.inset(pad)
        let columns = side ? min(2, bs.count) : bs.count
        let rows = (bs.count + columns - 1) / columns
        let w = (inner.width - gap * Double(columns - 1)) / Double(columns)
        let y0 = inner.maxY - Double(rows) * h - Double(rows - 1) * gap
        return bs.enumerated().map { i, b in
            let row = i / columns
            let col = i % columns
            // A lone last button of a two-column grid takes the whole row.
            let lone = side && row == rows - 1 && bs.count % columns == 1
            let x = inner.x + Double(col) * (w + gap)
            return (b.0, b.1, Box(x: x, y: y0 + Double(row) * (h + gap), width: lone ? inner.width : w, height: h))
        }
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
        p.fill(.roundRect(frame, radius: scale.pt(18)), Theme.surface)
        p.stroke(.roundRect(frame, radius: scale.pt(18)), width: scale.pt(1.5), color: Theme.accent.withAlpha(0.6))
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
        let icon = scale.body.size * 0.75
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
        y += scale.pt(10)
        let box = Box(x: area.x - scale.pt(6), y: y - scale.pt(5), width: area.width + scale.pt(12), height: Double(answer.count) * lineH + scale.pt(10))
        let tone = wrong ? Theme.danger : Theme.accent
        p.fill(.roundRect(box, radius: scale.pt(10)), tone.withAlpha(0.14))
        let c = Pt(area.x + icon, y + lineH / 2)
        if wrong {
            LessonArt.cross(p, center: c, radius: icon, colour: tone)
        } else {
            LessonArt.check(p, center: c, radius: icon, colour: tone)
        }
        var answerStyle = style
        answerStyle.color = Theme.text
        for line in answer {
            p.drawTextCentered(line, x: answerX, cy: y + lineH / 2, style: answerStyle)
            y += lineH
        }
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
