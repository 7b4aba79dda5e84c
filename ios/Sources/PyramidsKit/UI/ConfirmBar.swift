// The confirming tap's bar (the "confirm each move" setting): while a
// decision waits, the library's prompt ("Tap again to confirm") with Cancel
// and Confirm under the board, so the position stays in sight and a second
// tap on the piece still works.
import PyramidsCore

public struct ConfirmBar {
    public let scale: UIScale
    public let words: ConfirmWords
    public let frame: Box

    /// At the top of `area` (under the board), reaching up over the board's foot where the area is shorter.
    public init(scale: UIScale, under area: Box, words: ConfirmWords) {
        self.scale = scale
        self.words = words
        // As wide as the step's row it covers, so none of it peeks out.
        let w = min(area.width + scale.pt(4), scale.pt(560))
        let h = scale.pt(12) + scale.body.size * 1.5 + scale.minTouch(table: false) + scale.pt(12)
        frame = Box(x: area.center.x - w / 2, y: min(area.y + scale.pt(4), area.maxY - h), width: w, height: h)
    }

    private var buttonsBox: Box {
        let t = scale.minTouch(table: false)
        return Box(x: frame.x + scale.pt(12), y: frame.maxY - scale.pt(10) - t, width: frame.width - scale.pt(24), height: t)
    }

    private var buttons: [BoardButton] {
        [BoardButton(id: .undo, label: words.cancel), BoardButton(id: .done, label: words.confirm, primary: true)]
    }

    public func hit(_ p: Pt) -> ConfirmDialog.Hit? {
        let frames = Chrome(scale: scale).buttonFrames(buttons, in: buttonsBox)
        if frames[0].contains(p) { return .cancel }
        if frames[1].contains(p) { return .confirm }
        return nil
    }

    public func draw(_ p: Painter) {
        p.fill(.roundRect(frame.inset(-scale.pt(2)), radius: scale.pt(18)), RGBA(0, 0, 0, 0.35))
        p.fill(.roundRect(frame, radius: scale.pt(16)), Theme.surfaceHigh)
        p.stroke(.roundRect(frame, radius: scale.pt(16)), width: scale.pt(2), color: Theme.accent)
        var style = scale.body
        style.align = .center
        p.drawTextCentered(words.prompt, x: frame.center.x, cy: frame.y + scale.pt(12) + scale.body.size * 0.75,
                           style: p.fitted(words.prompt, style: style, maxWidth: frame.width - scale.pt(24), minSize: scale.pt(11)))
        Chrome(scale: scale).buttons(p, buttons, in: buttonsBox)
    }

    public func accessibility() -> [A11yElement] {
        let frames = Chrome(scale: scale).buttonFrames(buttons, in: buttonsBox)
        return [A11yElement(id: "confirm.prompt", frame: frame, label: words.prompt, actionable: false),
                A11yElement(id: "confirm.cancel", frame: frames[0], label: words.cancel, actionable: true),
                A11yElement(id: "confirm.confirm", frame: frames[1], label: words.confirm, actionable: true)]
    }
}
