// The parts of a game screen every game shares: background, top bar, the
// status strip (whose turn, what to do), seat panels and the action bar.
import PyramidsCore

/// A button the current step offers (only those it needs; one is primary).
public struct BoardButton: Sendable, Hashable {
    public enum Id: String, Sendable, Hashable { case undo, redo, hint, done, pass, rotate, place, skipTile, view, result, review, rematch, home, help }
    public let id: Id
    public let label: String
    public var primary: Bool = false
    public var enabled: Bool = true
    public init(id: Id, label: String, primary: Bool = false, enabled: Bool = true) {
        self.id = id
        self.label = label
        self.primary = primary
        self.enabled = enabled
    }
}

/// An accessibility element: a frame on screen, its label and whether
/// activating it does something.
public struct A11yElement: Sendable, Hashable {
    public let id: String
    public let frame: Box
    public let label: String
    public let actionable: Bool
}

public struct Chrome {
    public let scale: UIScale
    public init(scale: UIScale) {
        self.scale = scale
    }

    public func background(_ p: Painter) {
        p.fill(.rect(Box(x: 0, y: 0, width: p.width, height: p.height)),
               .linear(from: Pt(0, 0), to: Pt(0, p.height), stops: [Stop(0, Theme.backgroundTop), Stop(1, Theme.backgroundBottom)]))
    }

    /// Home on the left, the game's name, the legend ("?") on the right.
    public func topBar(_ p: Painter, _ box: Box, title: String, help: Bool = true) {
        let r = box.height / 2
        roundButton(p, center: Pt(box.x + r, box.center.y), radius: r * 0.9, icon: .home)
        if help { roundButton(p, center: Pt(box.maxX - r, box.center.y), radius: r * 0.9, icon: .help) }
        let style = TextStyle(size: scale.title.size, color: Theme.text, bold: true, align: .center)
        p.drawTextCentered(title, x: box.center.x, cy: box.center.y, style: p.fitted(title, style: style, maxWidth: box.width - 4 * r, minSize: scale.pt(12)))
    }

    private func iconButton(_ p: Painter, center c: Pt, radius r: Double, icon: (Pt, Double) -> Void) {
        p.fill(.circle(center: c, radius: r), Theme.surface)
        p.stroke(.circle(center: c, radius: r), width: scale.pt(1), color: Theme.surfaceLine)
        icon(c, r)
    }

    /// Whose turn (with the seat's piece) on the first line, what to do on
    /// the second, wrapped rather than shrunk.
    public func status(_ p: Painter, _ box: Box, headline: String, prompt: String, badge: ((Pt, Double) -> Void)?, tone: RGBA) {
        p.fill(.roundRect(box, radius: scale.pt(14)), Theme.surface)
        p.fill(.roundRect(Box(x: box.x, y: box.y, width: scale.pt(6), height: box.height), radius: scale.pt(3)), tone)
        var x = box.x + scale.pt(16)
        let head = scale.title
        let headH = head.size * 1.3
        let bodyH = scale.body.size * 1.3
        // The three lines centred as a block in the strip.
        let lines = wrap(p, prompt, style: scale.body, width: box.width - scale.pt(32))
        let shown = Array(lines.prefix(2))
        let blockH = headH + Double(shown.count) * bodyH
        let y0 = box.y + (box.height - blockH) / 2
        let y1 = y0 + headH / 2
        if let badge {
            let r = head.size * 0.45
            badge(Pt(x + r, y1), r)
            x += 2 * r + scale.pt(8)
        }
        p.drawTextCentered(headline, x: x, cy: y1, style: p.fitted(headline, style: head, maxWidth: box.maxX - x - scale.pt(10), minSize: scale.pt(13)))
        var y = y0 + headH + bodyH / 2
        for (i, line) in shown.enumerated() {
            // A third line does not fit: the second is shrunk to hold the rest.
            let text = i == 1 && lines.count > 2 ? lines[1...].joined(separator: " ") : line
            p.drawTextCentered(text, x: box.x + scale.pt(16), cy: y,
                               style: p.fitted(text, style: scale.bodyDim, maxWidth: box.width - scale.pt(32), minSize: scale.pt(10)))
            y += bodyH
        }
    }

    /// A seat's card: badge, name and who plays it; `active` is the seat to move.
    public func seatPanel(_ p: Painter, _ box: Box, name: String, detail: String, active: Bool, badge: (Pt, Double) -> Void,
                          extra: ((Box) -> Void)? = nil) {
        p.fill(.roundRect(box, radius: scale.pt(14)), active ? Theme.surfaceHigh : Theme.surface)
        if active {
            p.stroke(.roundRect(box.inset(scale.pt(1.5)), radius: scale.pt(13)), width: scale.pt(3), color: Theme.accent)
        }
        let pad = scale.pt(10)
        let nameH = scale.label.size * 1.3
        let detailH = scale.small.size * 1.3
        let r = min(nameH * 0.45, scale.pt(14))
        let cy = box.y + pad + nameH / 2
        badge(Pt(box.x + pad + r, cy), r)
        let tx = box.x + pad + 2 * r + scale.pt(8)
        let maxW = box.maxX - tx - pad
        p.drawTextCentered(name, x: tx, cy: cy, style: p.fitted(name, style: scale.label, maxWidth: maxW, minSize: scale.pt(10)))
        p.drawTextCentered(detail, x: tx, cy: cy + nameH / 2 + detailH / 2,
                           style: p.fitted(detail, style: scale.small, maxWidth: maxW, minSize: scale.pt(9)))
        let top = box.y + pad + nameH + detailH
        extra?(Box(x: box.x + pad, y: top, width: box.width - 2 * pad, height: box.maxY - top - pad * 0.6))
    }

    /// Lays out `buttons` in `box`: equal widths, at least the touch minimum.
    public func buttonFrames(_ buttons: [BoardButton], in box: Box, vertical: Bool = false) -> [Box] {
        guard !buttons.isEmpty else { return [] }
        let gap = scale.pt(10)
        let n = Double(buttons.count)
        if vertical {
            let h = min(scale.pt(56), (box.height - gap * (n - 1)) / n)
            return buttons.indices.map { i in Box(x: box.x, y: box.y + Double(i) * (h + gap), width: box.width, height: h) }
        }
        let w = min(scale.pt(200), (box.width - gap * (n - 1)) / n)
        let total = w * n + gap * (n - 1)
        let x0 = box.x + (box.width - total) / 2
        return buttons.indices.map { i in Box(x: x0 + Double(i) * (w + gap), y: box.y, width: w, height: box.height) }
    }

    public enum Icon { case home, help, flag }

    /// A round icon button (home, help).
    public func roundButton(_ p: Painter, center: Pt, radius: Double, icon: Icon) {
        iconButton(p, center: center, radius: radius) { c, rr in
            switch icon {
            case .home:
                let w = rr * 0.55
                p.fill(.polygon([Pt(c.x - w, c.y), Pt(c.x, c.y - w * 0.95), Pt(c.x + w, c.y), Pt(c.x + w * 0.72, c.y),
                                 Pt(c.x + w * 0.72, c.y + w * 0.8), Pt(c.x - w * 0.72, c.y + w * 0.8), Pt(c.x - w * 0.72, c.y)]), Theme.text)
            case .help:
                p.drawTextCentered("?", x: c.x, cy: c.y, style: TextStyle(size: rr * 1.1, color: Theme.text, bold: true, align: .center))
            case .flag:
                // Resign: the white flag on its pole.
                let w = rr * 0.5
                p.fill(.rect(Box(x: c.x - w * 0.9, y: c.y - w, width: max(1, rr * 0.09), height: 2 * w)), Theme.text)
                p.fill(.polygon([Pt(c.x - w * 0.8, c.y - w), Pt(c.x + w, c.y - w * 0.45), Pt(c.x - w * 0.8, c.y + w * 0.1)]), Theme.text)
            }
        }
    }

    public func buttons(_ p: Painter, _ buttons: [BoardButton], in box: Box, vertical: Bool = false) {
        let frames = buttonFrames(buttons, in: box, vertical: vertical)
        // One text size for the whole bar: the largest at which every label fits.
        var size = scale.label.size
        for (b, f) in zip(buttons, frames) {
            size = min(size, p.fitted(b.label, style: scale.label, maxWidth: f.width - scale.pt(16), minSize: scale.pt(11)).size)
        }
        for (b, f) in zip(buttons, frames) {
            p.fill(.roundRect(f, radius: f.height / 2), b.primary ? Theme.accent : Theme.surfaceHigh)
            if !b.primary { p.stroke(.roundRect(f, radius: f.height / 2), width: scale.pt(1), color: Theme.surfaceLine) }
            var style = scale.label
            style.align = .center
            style.color = b.primary ? Theme.textOnAccent : (b.enabled ? Theme.text : Theme.textDim.withAlpha(0.5))
            style.size = size
            p.drawTextCentered(b.label, x: f.center.x, cy: f.center.y, style: style)
        }
    }

    /// Greedy word wrap.
    public func wrap(_ p: Painter, _ text: String, style: TextStyle, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if p.measureText(candidate, style: style) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A banner across the board (game over, a problem), with a scrim.
    public func banner(_ p: Painter, in box: Box, title: String, detail: String?, tone: RGBA) {
        let w = min(box.width * 0.9, scale.pt(520))
        let h = scale.pt(detail == nil ? 70 : 104)
        let b = Box(x: box.center.x - w / 2, y: box.center.y - h / 2, width: w, height: h)
        p.fill(.roundRect(b.inset(-scale.pt(3)), radius: scale.pt(20)), RGBA(hex: 0x000000, alpha: 0.35))
        p.fill(.roundRect(b, radius: scale.pt(18)), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: scale.pt(18)), width: scale.pt(3), color: tone)
        var style = scale.headline
        style.align = .center
        p.drawTextCentered(title, x: b.center.x, cy: b.y + scale.pt(36), style: p.fitted(title, style: style, maxWidth: w - scale.pt(24), minSize: scale.pt(14)))
        if let detail {
            var d = scale.body
            d.align = .center
            d.color = Theme.textDim
            p.drawTextCentered(detail, x: b.center.x, cy: b.y + scale.pt(74), style: p.fitted(detail, style: d, maxWidth: w - scale.pt(24), minSize: scale.pt(11)))
        }
    }
}

// MARK: The chrome of a two-seat game screen (Pylos, Pyramida)

extension Chrome {
    /// Home and help in table mode: one above the other on a short side,
    /// neutral for both seats.
    public func tableHomeHelp(_ layout: ScreenLayout) -> (home: Pt, help: Pt, radius: Double) {
        let r = layout.topBar.width / 2
        let c = layout.topBar.center
        return (Pt(c.x, c.y - r * 1.2), Pt(c.x, c.y + r * 1.2), r)
    }

    /// Home and help of the top bar (drawn by `topBar`).
    public func topBarHomeHelp(_ bar: Box) -> (home: Pt, help: Pt, radius: Double) {
        let r = bar.height / 2
        return (Pt(bar.x + r, bar.center.y), Pt(bar.maxX - r, bar.center.y), r * 0.9)
    }

    /// The home or help button under a point, where `chrome(_:…)` draws them.
    public func homeHelp(at point: Pt, _ layout: ScreenLayout) -> BoardButton.Id? {
        let (home, help, r) = layout.table ? tableHomeHelp(layout) : topBarHomeHelp(layout.topBar)
        // At least the touch minimum, whatever the drawn radius.
        let reach = max(r, scale.minTouch(table: layout.table) / 2)
        if point.distance(to: home) <= reach { return .home }
        if point.distance(to: help) <= reach { return .help }
        return nil
    }

    /// Everything a two-seat game screen draws around its board and seat
    /// panels: in table mode home and help on one short side and the
    /// buttons stacked on the other (no status strip: each seat's panel says
    /// it); otherwise the top bar, the status strip and the button row.
    public func gameChrome(_ p: Painter, _ layout: ScreenLayout, title: String, headline: String, prompt: String, tone: RGBA,
                           badge: @escaping (Pt, Double) -> Void, buttons bs: [BoardButton]) {
        if layout.table {
            let (home, help, r) = tableHomeHelp(layout)
            roundButton(p, center: home, radius: r, icon: .home)
            roundButton(p, center: help, radius: r, icon: .help)
            buttons(p, bs, in: layout.actions, vertical: true)
        } else {
            topBar(p, layout.topBar, title: title)
            status(p, layout.status, headline: headline, prompt: prompt, badge: badge, tone: tone)
            buttons(p, bs, in: layout.actions)
        }
    }

    /// The result sheet over a finished game's board: the headline, and the
    /// prompt as its detail when it says more than "Game over".
    /// The button of a finished game that closes the result sheet to show
    /// the final position, and opens it again (primary while it is closed).
    public static func resultButton(open: Bool, _ strings: Strings) -> BoardButton {
        open ? BoardButton(id: .result, label: strings(.resultHide)) : BoardButton(id: .result, label: strings(.resultShow), primary: true)
    }

    /// The result sheet's frame over `box`: the headline, the detail if any, and the shared model's buttons.
    public func resultSheetBox(in box: Box, detail: Bool) -> Box {
        let w = min(box.width * 0.9, scale.pt(520))
        let h = scale.pt(28) + scale.headline.size * 1.5 + (detail ? scale.body.size * 1.5 : 0) + resultButtonsHeight(rows: 2) + scale.pt(8)
        return Box(x: box.center.x - w / 2, y: box.center.y - h / 2, width: w, height: min(h, box.height))
    }

    /// The sheet's line under the headline: the model's note ("Dark
    /// resigned"), else the board's prompt where it says more than "Game over".
    public static func resultDetail(_ summary: GameOverSummary?, prompt: String, gameOver: String) -> String? {
        summary?.note ?? (prompt == gameOver ? nil : prompt)
    }

    /// Where the sheet's buttons go: two rows at its foot.
    public func resultButtonsBox(_ sheet: Box) -> Box {
        let h = resultButtonsHeight(rows: 2)
        return Box(x: sheet.x + scale.pt(16), y: sheet.maxY - h - scale.pt(14), width: sheet.width - scale.pt(32), height: h)
    }

    /// The result sheet of Pylos and Pyramida: the shared model's headline,
    /// the prompt as its detail when it says more than "Game over", and the
    /// model's buttons (Rematch, Review, Home, See board).
    public func resultSheet(_ p: Painter, in box: Box, summary: GameOverSummary?, prompt: String, gameOver: String) {
        let headline = summary?.headlineText ?? gameOver
        let detail = Self.resultDetail(summary, prompt: prompt, gameOver: gameOver)
        let b = resultSheetBox(in: box, detail: detail != nil)
        p.fill(.roundRect(b.inset(-scale.pt(3)), radius: scale.pt(20)), RGBA(hex: 0x000000, alpha: 0.35))
        p.fill(.roundRect(b, radius: scale.pt(18)), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: scale.pt(18)), width: scale.pt(3), color: Theme.accent)
        var style = scale.headline
        style.align = .center
        let titleH = scale.headline.size * 1.5
        p.drawTextCentered(headline, x: b.center.x, cy: b.y + scale.pt(14) + titleH / 2,
                           style: p.fitted(headline, style: style, maxWidth: b.width - scale.pt(24), minSize: scale.pt(14)))
        if let detail {
            var d = scale.body
            d.align = .center
            d.color = Theme.textDim
            p.drawTextCentered(detail, x: b.center.x, cy: b.y + scale.pt(14) + titleH + scale.body.size * 0.75,
                               style: p.fitted(detail, style: d, maxWidth: b.width - scale.pt(24), minSize: scale.pt(11)))
        }
        if let summary { resultButtons(p, summary.buttons, in: resultButtonsBox(b)) }
    }
}
