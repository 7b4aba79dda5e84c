// The confirming tap's bar (the "confirm each move" setting): while a
// decision waits, the library's prompt ("Tap again to confirm") with Cancel
// and Confirm under the board, so the position stays in sight and a second
// tap on the piece still works.
import PyramidsCore

public struct ConfirmBar {
    public let scale: UIScale
    public let words: ConfirmWords
    public let frame: Box

    /// At the top of `area` (under the board), one row high — the prompt
    /// beside Cancel and Confirm — so it covers the step's row and not the
    /// board's foot; it reaches up only where the area is shorter than a row.
    public init(scale: UIScale, under area: Box, words: ConfirmWords) {
        self.scale = scale
        self.words = words
        // As wide as the step's row it covers, so none of it peeks out.
        let w = min(area.width + scale.pt(4), scale.pt(560))
        let h = scale.minTouch(table: false) + scale.pt(12)
        frame = Box(x: area.center.x - w / 2, y: min(area.y + scale.pt(2), area.maxY - h), width: w, height: h)
    }

    private var buttonsBox: Box {
        let t = scale.minTouch(table: false)
        let w = min(frame.width * 0.6, scale.pt(280))
        return Box(x: frame.maxX - scale.pt(6) - w, y: frame.y + scale.pt(6), width: w, height: t)
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
        let x = frame.x + scale.pt(14)
        p.drawTextCentered(words.prompt, x: x, cy: frame.center.y,
                           style: p.fitted(words.prompt, style: scale.body, maxWidth: buttonsBox.x - scale.pt(8) - x, minSize: scale.pt(11)))
        Chrome(scale: scale).buttons(p, buttons, in: buttonsBox)
    }

    public func accessibility() -> [A11yElement] {
        let frames = Chrome(scale: scale).buttonFrames(buttons, in: buttonsBox)
        return [A11yElement(id: "confirm.prompt", frame: frame, label: words.prompt, actionable: false),
                A11yElement(id: "confirm.cancel", frame: frames[0], label: words.cancel, actionable: true),
                A11yElement(id: "confirm.confirm", frame: frames[1], label: words.confirm, actionable: true)]
    }
}
