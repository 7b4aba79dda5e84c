// A question that needs the player's yes before something that cannot be
// taken back (Resign, deleting a save): a title, what it is about (the save's
// card), a line of explanation, the way back and the destructive button. The buttons sit at fixed places at the card's foot, so
// touches need no text measuring; the app's words come from the catalog.
import PyramidsCore

public struct ConfirmDialog {
    public let scale: UIScale
    public let title: String
    public let body: String
    /// What the question is about, drawn dim above the body (the save to delete); nil for none.
    public let subject: String?
    public let cancel: String
    public let confirm: String
    /// The confirm button in the danger colour (Resign, Delete); else the
    /// accent of an ordinary yes (the lessons' offer).
    public let destructive: Bool
    public let frame: Box

    /// A card centred over `area` (the board, the list), at most 440 pt
    /// wide, with room for the subject and the body on up to four lines.
    public init(scale: UIScale, over area: Box, title: String, subject: String? = nil, body: String, cancel: String, confirm: String,
                destructive: Bool = true) {
        self.scale = scale
        self.destructive = destructive
        self.title = title
        self.subject = subject
        self.body = body
        self.cancel = cancel
        self.confirm = confirm
        let w = min(area.width - scale.pt(16), scale.pt(440))
        let h = scale.pt(60) + scale.body.size * 1.3 * 4 + scale.minTouch(table: false) + scale.pt(40)
        frame = Box(x: area.center.x - w / 2, y: area.center.y - h / 2, width: w, height: min(h, area.height))
    }

    public var cancelButton: Box { scale.footerButtons(in: frame).left }

    public var confirmButton: Box { scale.footerButtons(in: frame).right }

    private var bodyArea: Box {
        let top = frame.y + scale.pt(56)
        return Box(x: frame.x + scale.pt(20), y: top, width: frame.width - scale.pt(40), height: cancelButton.y - scale.pt(8) - top)
    }

    public enum Hit: Sendable, Hashable { case cancel, confirm }

    /// The button under a point; anything else is no answer (the dialog stays).
    public func hit(_ p: Pt) -> Hit? {
        if cancelButton.contains(p) { return .cancel }
        if confirmButton.contains(p) { return .confirm }
        return nil
    }

    public func draw(_ p: Painter) {
        p.fill(.rect(Box(x: 0, y: 0, width: p.width, height: p.height)), RGBA(0, 0, 0, 0.55))
        p.fill(.roundRect(frame, radius: scale.pt(20)), Theme.surfaceHigh)
        p.stroke(.roundRect(frame, radius: scale.pt(20)), width: scale.pt(2), color: destructive ? Theme.danger : Theme.accent)
        var head = scale.title
        head.align = .center
        p.drawTextCentered(title, x: frame.center.x, cy: frame.y + scale.pt(30),
                           style: p.fitted(title, style: head, maxWidth: frame.width - scale.pt(32), minSize: scale.pt(12)))
        let chrome = Chrome(scale: scale)
        let area = bodyArea
        var style = scale.body
        // The subject's lines (dim), then the body's, shrunk together until they fit.
        func lines() -> [(String, Bool)] {
            (subject.map { chrome.wrap(p, $0, style: style, width: area.width).map { ($0, true) } } ?? [])
                + chrome.wrap(p, body, style: style, width: area.width).map { ($0, false) }
        }
        var all = lines()
        while Double(all.count) * style.size * 1.3 > area.height && style.size > scale.pt(10) {
            style.size *= 0.92
            all = lines()
        }
        style.align = .center
        let lineH = style.size * 1.3
        var y = area.center.y - Double(all.count - 1) * lineH / 2
        for (line, dim) in all {
            var s = style
            if dim { s.color = Theme.textDim }
            p.drawTextCentered(line, x: area.center.x, cy: y, style: p.fitted(line, style: s, maxWidth: area.width, minSize: scale.pt(9)))
            y += lineH
        }
        chrome.buttons(p, [BoardButton(id: .done, label: cancel)], in: cancelButton)
        // The destructive button outlined in the danger colour, never filled like an ordinary primary.
        let f = confirmButton
        if destructive { chrome.destructiveFrame(p, f) } else { p.fill(.roundRect(f, radius: f.height / 2), Theme.accent) }
        var label = scale.label
        label.align = .center
        label.color = destructive ? Theme.danger : Theme.textOnAccent
        p.drawTextCentered(confirm, x: f.center.x, cy: f.center.y,
                           style: p.fitted(confirm, style: label, maxWidth: f.width - scale.pt(16), minSize: scale.pt(11)))
    }

    public func accessibility() -> [A11yElement] {
        [A11yElement(id: "dialog", frame: bodyArea, label: ([title] + (subject.map { [$0] } ?? []) + [body]).joined(separator: ". "), actionable: false),
         A11yElement(id: "dialog.cancel", frame: cancelButton, label: cancel, actionable: true),
         A11yElement(id: "dialog.confirm", frame: confirmButton, label: confirm, actionable: true)]
    }
}
