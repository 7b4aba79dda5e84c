// The parts of a game screen every game shares: background, top bar, the
// status strip (whose turn, what to do), seat panels and the action bar.
import Foundation
import PyramidsCore

/// A button the current step offers (only those it needs; one is primary).
public struct BoardButton: Sendable, Hashable {
    public enum Id: String, Sendable, Hashable { case undo, redo, hint, done, pass, rotate, place, skipTile, view, result, review, rematch, home, help, resign
        // The coach panel of a lesson.
        case next, skip, restart, leave
        // The puzzle panel.
        case solution, solutionStep }
    public let id: Id
    public let label: String
    public var primary: Bool = false
    public var enabled: Bool = true
    /// A button that destroys something (Delete, Resign): outlined in the
    /// danger colour, never filled like the screen's main button.
    public var destructive: Bool = false
    public init(id: Id, label: String, primary: Bool = false, enabled: Bool = true, destructive: Bool = false) {
        self.id = id
        self.label = label
        self.primary = primary && !destructive
        self.enabled = enabled
        self.destructive = destructive
    }
}

/// An accessibility element: a frame on screen, its label and whether
/// activating it does something.
public struct A11yElement: Sendable, Hashable {
    public let id: String
    public let frame: Box
    public let label: String
    public let actionable: Bool
    /// The state VoiceOver speaks after the label (accessibilityValue): a setting's "On" or chosen option.
    public var value: String? = nil
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
    /// `resign`: the page draws Resign left of the legend (`resignPoint`);
    /// the name then sits between Home and it, clear of both.
    public func topBar(_ p: Painter, _ box: Box, title: String, help: Bool = true, resign: Bool = false) {
        let r = box.height / 2
        roundButton(p, center: Pt(box.x + r, box.center.y), radius: r * 0.9, icon: .home)
        if help { roundButton(p, center: Pt(box.maxX - r, box.center.y), radius: r * 0.9, icon: .help) }
        let style = TextStyle(size: scale.title.size, color: Theme.text, bold: true, align: .center)
        var x = box.center.x
        var room = box.width - 4 * r
        if resign {
            let gap = scale.pt(6)
            let (flag, fr) = resignPoint(box)
            let left = box.x + 2 * r + gap
            let right = flag.x - fr - gap
            // Centred on the bar where it fits whole there; else between Home and the flag.
            let even = 2 * min(box.center.x - left, right - box.center.x)
            if p.measureText(title, style: style) <= even {
                room = even
            } else {
                x = (left + right) / 2
                room = max(0, right - left)
            }
        }
        let fitted = p.fitted(title, style: style, maxWidth: room, minSize: scale.pt(11))
        p.drawTextCentered(title, x: x, cy: box.center.y, style: fitted)
    }

    /// Where the top bar's Resign is: left of the legend, a touch target apart.
    public func resignPoint(_ bar: Box) -> (center: Pt, radius: Double) {
        let (_, help, r) = topBarHomeHelp(bar)
        return resignPoint(help: help, radius: r)
    }

    public func resignPoint(help: Pt, radius r: Double) -> (center: Pt, radius: Double) {
        let reach = max(r, scale.minTouch(table: false) / 2)
        return (Pt(help.x - 2.4 * reach, help.y), r)
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
        // Two prompt lines where the strip has room for them (a phone on its side at a large text size has one).
        let fit = min(2, max(1, Int((box.height - scale.pt(8) - headH) / bodyH)))
        let shown = Array(lines.prefix(fit))
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
            // A line more does not fit: the last one shown is shrunk to hold the rest.
            let text = i == fit - 1 && lines.count > fit ? lines[i...].joined(separator: " ") : line
            p.drawTextCentered(text, x: box.x + scale.pt(16), cy: y,
                               style: p.fitted(text, style: scale.bodyDim, maxWidth: box.width - scale.pt(32), minSize: scale.pt(10)))
            y += bodyH
        }
    }

    /// A seat's card: badge, name and who plays it; `active` is the seat to
    /// move. Unframed, it draws on a table panel's backdrop (TablePanels).
    public func seatPanel(_ p: Painter, _ box: Box, name: String, detail: String, active: Bool, framed: Bool = true, badge: (Pt, Double) -> Void,
                          extra: ((Box) -> Void)? = nil) {
        if framed { p.fill(.roundRect(box, radius: scale.pt(14)), active ? Theme.surfaceHigh : Theme.surface) }
        if active && framed {
            p.stroke(.roundRect(box.inset(scale.pt(1.5)), radius: scale.pt(13)), width: scale.pt(3), color: Theme.accent)
        }
        let pad = scale.pt(10)
        var nameStyle = scale.label
        var detailStyle = scale.small
        let extraH = scale.small.size * 1.3
        let room = box.height - pad * 1.6
        // A low panel (a phone on its side at a large text size) drops who
        // plays the seat, then shrinks its words, so name and reserve never
        // run into each other.
        let withDetail = room >= (nameStyle.size + detailStyle.size) * 1.3 + extraH
        let k = withDetail ? 1 : min(1, room / (nameStyle.size * 1.3 + extraH))
        nameStyle.size *= k
        detailStyle.size *= k
        let nameH = nameStyle.size * 1.3
        let detailH = withDetail ? detailStyle.size * 1.3 : 0
        let r = min(nameH * 0.45, scale.pt(14))
        let cy = box.y + pad + nameH / 2
        badge(Pt(box.x + pad + r, cy), r)
        let tx = box.x + pad + 2 * r + scale.pt(8)
        let maxW = box.maxX - tx - pad
        p.drawTextCentered(name, x: tx, cy: cy, style: p.fitted(name, style: nameStyle, maxWidth: maxW, minSize: scale.pt(8)))
        if withDetail {
            p.drawTextCentered(detail, x: tx, cy: cy + nameH / 2 + detailH / 2,
                               style: p.fitted(detail, style: detailStyle, maxWidth: maxW, minSize: scale.pt(8)))
        }
        let top = box.y + pad + nameH + detailH
        extra?(Box(x: box.x + pad, y: top, width: box.width - 2 * pad, height: max(0, box.maxY - top - pad * 0.6)))
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
        let commands = Double(buttons.filter { Self.commandIcon($0.id) != nil }.count)
        if iconCommands(buttons, in: box) && commands < n {
            // Icon commands a touch target wide; the others share the rest.
            let iconW = scale.minTouch(table: false)
            let w = min(scale.pt(200), (box.width - gap * (n - 1) - iconW * commands) / (n - commands))
            let total = w * (n - commands) + iconW * commands + gap * (n - 1)
            var x = box.x + (box.width - total) / 2
            return buttons.map { b in
                let bw = Self.commandIcon(b.id) != nil ? iconW : w
                defer { x += bw + gap }
                return Box(x: x, y: box.y, width: bw, height: box.height)
            }
        }
        let w = min(scale.pt(200), (box.width - gap * (n - 1)) / n)
        let total = w * n + gap * (n - 1)
        let x0 = box.x + (box.width - total) / 2
        return buttons.indices.map { i in Box(x: x0 + Double(i) * (w + gap), y: box.y, width: w, height: box.height) }
    }

    public enum Icon { case home, back, help, flag, undo, redo, hint, view, gear, chart }

    /// A round icon button (home, help, resign; undo, redo and hint on a table's seat panels), dimmed when disabled.
    public func roundButton(_ p: Painter, center: Pt, radius: Double, icon: Icon, enabled: Bool = true) {
        iconButton(p, center: center, radius: radius) { c, rr in glyph(p, icon, c, rr, enabled: enabled) }
    }

    /// An icon's drawing alone, sized for a round button of radius `rr`.
    func glyph(_ p: Painter, _ icon: Icon, _ c: Pt, _ rr: Double, enabled: Bool) {
        let ink = enabled ? Theme.text : Theme.textDim.withAlpha(0.4)
        switch icon {
        case .home:
            let w = rr * 0.55
            p.fill(.polygon([Pt(c.x - w, c.y), Pt(c.x, c.y - w * 0.95), Pt(c.x + w, c.y), Pt(c.x + w * 0.72, c.y),
                             Pt(c.x + w * 0.72, c.y + w * 0.8), Pt(c.x - w * 0.72, c.y + w * 0.8), Pt(c.x - w * 0.72, c.y)]), ink)
        case .back:
            // A chevron pointing left: back to where the screen was opened from.
            let w = rr * 0.32
            p.stroke(.path([.move(Pt(c.x + w * 0.5, c.y - w * 1.2)), .line(Pt(c.x - w * 0.7, c.y)), .line(Pt(c.x + w * 0.5, c.y + w * 1.2))]),
                     width: max(1.5, rr * 0.13), color: ink)
        case .help:
            p.drawTextCentered("?", x: c.x, cy: c.y, style: TextStyle(size: rr * 1.1, color: ink, bold: true, align: .center))
        case .flag:
            // Resign: the white flag on its pole.
            let w = rr * 0.5
            p.fill(.rect(Box(x: c.x - w * 0.9, y: c.y - w, width: max(1, rr * 0.09), height: 2 * w)), ink)
            p.fill(.polygon([Pt(c.x - w * 0.8, c.y - w), Pt(c.x + w, c.y - w * 0.45), Pt(c.x - w * 0.8, c.y + w * 0.1)]), ink)
        case .undo:
            PyramidoArt.uturnIcon(p, c, rr, colour: ink)
        case .redo:
            p.withSave {
                p.translate(c.x, c.y)
                p.scale(-1, 1)
                PyramidoArt.uturnIcon(p, Pt(0, 0), rr, colour: ink)
            }
        case .view:
            // Pylos's view toggle: the base seen from above, four balls in a square.
            let w = rr * 0.5
            p.stroke(.roundRect(Box(x: c.x - w, y: c.y - w, width: 2 * w, height: 2 * w), radius: w * 0.3), width: max(1, rr * 0.08), color: ink)
            for dx in [-0.45, 0.45] {
                for dy in [-0.45, 0.45] { p.fill(.circle(center: Pt(c.x + dx * w, c.y + dy * w), radius: w * 0.3), ink) }
            }
        case .gear:
            // The settings: a cog, eight teeth round a ring.
            let outer = rr * 0.56, inner = rr * 0.42, hole = rr * 0.18
            var points: [Pt] = []
            for i in 0..<32 {
                let a = Double(i) / 32 * 2 * Double.pi
                let r = (i / 2) % 2 == 0 ? outer : inner
                points.append(Pt(c.x + r * cos(a), c.y + r * sin(a)))
            }
            p.fill(.polygon(points), ink)
            p.fill(.circle(center: c, radius: hole), Theme.surface)
        case .chart:
            // The statistics: three bars of a chart on a base line.
            let w = rr * 0.2, base = c.y + rr * 0.45
            for (i, h) in [0.45, 0.9, 0.65].enumerated() {
                let x = c.x - rr * 0.45 + Double(i) * (w + rr * 0.15)
                p.fill(.rect(Box(x: x, y: base - h * rr, width: w, height: h * rr)), ink)
            }
        case .hint:
            // A light bulb.
            p.fill(.circle(center: Pt(c.x, c.y - rr * 0.12), radius: rr * 0.34), ink)
            p.fill(.roundRect(Box(x: c.x - rr * 0.17, y: c.y + rr * 0.16, width: rr * 0.34, height: rr * 0.3), radius: rr * 0.06), ink)
        }
    }

    /// The icon Undo, Redo, Hint and Pylos's view toggle show where their words do not fit.
    static func commandIcon(_ id: BoardButton.Id) -> Icon? {
        switch id {
        case .undo: .undo
        case .redo: .redo
        case .hint: .hint
        case .view: .view
        default: nil
        }
    }

    /// Whether a row's labels cannot all keep (nearly) the one label size in
    /// equal shares (a large system text size, a long language, a step's
    /// button beside the commands): its commands (Undo, Redo, Hint, the
    /// view toggle) then show their icons, as Android's bar does, and the
    /// step's buttons get the room. Estimated without a painter (about 0.62
    /// of the size a character, allowing a fifth less), so drawing and
    /// touches agree on the frames.
    func iconCommands(_ buttons: [BoardButton], in box: Box) -> Bool {
        guard buttons.count > 1, buttons.contains(where: { Self.commandIcon($0.id) != nil }) else { return false }
        let gap = scale.pt(10)
        let share = min(scale.pt(200), (box.width - gap * Double(buttons.count - 1)) / Double(buttons.count))
        return buttons.contains { Double($0.label.count) * scale.label.size * 0.62 * 0.8 + scale.pt(16) > share }
    }

    public func buttons(_ p: Painter, _ buttons: [BoardButton], in box: Box, vertical: Bool = false) {
        let frames = buttonFrames(buttons, in: box, vertical: vertical)
        let icons = !vertical && iconCommands(buttons, in: box)
        // One text size for the whole bar: the largest at which every label fits.
        var size = scale.label.size
        for (b, f) in zip(buttons, frames) where !(icons && Self.commandIcon(b.id) != nil) {
            size = min(size, p.fitted(b.label, style: scale.label, maxWidth: f.width - scale.pt(16), minSize: scale.pt(11)).size)
        }
        for (b, f) in zip(buttons, frames) {
            if b.destructive {
                destructiveFrame(p, f)
            } else {
                p.fill(.roundRect(f, radius: f.height / 2), b.primary ? Theme.accent : Theme.surfaceHigh)
                if !b.primary { p.stroke(.roundRect(f, radius: f.height / 2), width: scale.pt(1), color: Theme.surfaceLine) }
            }
            if icons, let icon = Self.commandIcon(b.id) {
                glyph(p, icon, f.center, min(f.width, f.height) / 2, enabled: b.enabled)
                continue
            }
            var style = scale.label
            style.align = .center
            style.color = b.destructive ? Theme.danger : b.primary ? Theme.textOnAccent : (b.enabled ? Theme.text : Theme.textDim.withAlpha(0.5))
            style.size = size
            p.drawTextCentered(b.label, x: f.center.x, cy: f.center.y, style: style)
        }
    }

    /// A destructive button's pill: a faint wash of the danger colour inside its outline, so it reads as a warning, not as the way on.
    public func destructiveFrame(_ p: Painter, _ f: Box) {
        p.fill(.roundRect(f, radius: f.height / 2), Theme.danger.withAlpha(0.12))
        p.stroke(.roundRect(f.inset(scale.pt(1)), radius: f.height / 2 - scale.pt(1)), width: scale.pt(2), color: Theme.danger)
    }

    /// Greedy word wrap.
    public func wrap(_ p: Painter, _ text: String, style: TextStyle, width: Double) -> [String] {
        Self.wrap(text, style: style, width: width, measure: p.measureText)
    }

    /// Greedy word wrap with any measure (a layout made before anything is drawn).
    public static func wrap(_ text: String, style: TextStyle, width: Double, measure: (String, TextStyle) -> Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if measure(candidate, style) <= width || current.isEmpty {
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
    /// Home and help of the top bar (drawn by `topBar`).
    public func topBarHomeHelp(_ bar: Box) -> (home: Pt, help: Pt, radius: Double) {
        let r = bar.height / 2
        return (Pt(bar.x + r, bar.center.y), Pt(bar.maxX - r, bar.center.y), r * 0.9)
    }

    /// The home or help button of the top bar under a point (in table mode they are on every seat's panel).
    public func homeHelp(at point: Pt, _ layout: ScreenLayout) -> BoardButton.Id? {
        guard !layout.table else { return nil }
        let (home, help, r) = topBarHomeHelp(layout.topBar)
        // At least the touch minimum, whatever the drawn radius.
        let reach = max(r, scale.minTouch(table: false) / 2)
        // A lesson's back arrow leaves the lesson (for the list), not for Home.
        if point.distance(to: home) <= reach { return layout.lessonTitle == nil ? .home : .leave }
        if point.distance(to: help) <= reach { return .help }
        return nil
    }

    /// A lesson's bar: back (to the lesson list) on the left, the lesson's
    /// title, the legend ("?") on the right and, left of it, Pylos's view
    /// toggle where the board has one.
    public func lessonBar(_ p: Painter, _ bar: Box, title: String, viewToggle: Bool) {
        let (back, help, r) = topBarHomeHelp(bar)
        roundButton(p, center: back, radius: r, icon: .back)
        roundButton(p, center: help, radius: r, icon: .help)
        var room = bar.width - 4 * r / 0.9
        if viewToggle {
            roundButton(p, center: viewTogglePoint(bar), radius: r, icon: .view)
            room = 2 * (viewTogglePoint(bar).x - r - bar.center.x) - scale.pt(8)
        }
        let style = TextStyle(size: scale.title.size, color: Theme.text, bold: true, align: .center)
        p.drawTextCentered(title, x: bar.center.x, cy: bar.center.y, style: p.fitted(title, style: style, maxWidth: room, minSize: scale.pt(11)))
    }

    /// Where a lesson bar's view toggle is: left of the legend.
    public func viewTogglePoint(_ bar: Box) -> Pt {
        let (_, help, r) = topBarHomeHelp(bar)
        return Pt(help.x - 2 * r - scale.pt(8), help.y)
    }

    /// One seat in a lesson's seat line: its piece, its name and the one
    /// count that matters (balls left, stones off, points), the seat to move
    /// ringed (SeatLine).
    public func seatLine(_ p: Painter, _ box: Box, name: String, value: String, active: Bool, badge: (Pt, Double) -> Void) {
        SeatLine(scale: scale).draw(p, box, name: name, value: value, active: active, badge: badge)
    }

    /// Everything a two-seat game screen draws around its board and seat
    /// panels outside table mode (where each seat's panel carries its own
    /// controls and status, TablePanels): the top bar, the status strip and
    /// the button row.
    public func gameChrome(_ p: Painter, _ layout: ScreenLayout, title: String, headline: String, prompt: String, tone: RGBA,
                           badge: ((Pt, Double) -> Void)?, buttons bs: [BoardButton], viewToggle: Bool = false, resign: Bool = false, showStatus: Bool = true) {
        guard !layout.table else { return }
        if let lesson = layout.lessonTitle {
            // A lesson: its coach panel says what to do, the bar its title.
            lessonBar(p, layout.topBar, title: lesson, viewToggle: viewToggle)
        } else {
            topBar(p, layout.topBar, title: title, resign: resign)
            if showStatus { status(p, layout.status, headline: headline, prompt: prompt, badge: badge, tone: tone) }
        }
        buttons(p, bs, in: layout.actions)
    }

    /// The bar's button of a finished game whose result sheet is put away:
    /// Result opens it again (primary). While the sheet is up it has See
    /// board itself, so the bar shows none (as on Android).
    public static func resultButton(open: Bool, _ strings: Strings) -> BoardButton? {
        open ? nil : BoardButton(id: .result, label: strings(.resultShow), primary: true)
    }

    /// The result sheet's frame over `box`: the headline, the detail if any,
    /// and the shared model's buttons, sized to them and kept off the final
    /// position's middle — at the foot of a tall board, at the side of a wide one.
    public func resultSheetBox(in box: Box, detail: Bool) -> Box {
        let h = min(scale.pt(28) + scale.headline.size * 1.5 + (detail ? scale.body.size * 1.5 : 0) + resultButtonsHeight(rows: 2) + scale.pt(8), box.height)
        return Self.sheetAnchor(in: box, height: h, maxWidth: scale.pt(520), margin: scale.pt(8))
    }

    /// A game-over sheet `height` tall in `box`: at the bottom, or along the right side where `box` is wide (landscape, tablets' tables).
    /// `side` overrides the choice (a ranking needs the width a side column lacks).
    public static func sheetAnchor(in box: Box, height h: Double, maxWidth: Double, margin: Double, side: Bool? = nil) -> Box {
        if side ?? (box.width > box.height * 1.15) {
            let w = min(box.width * 0.42, maxWidth)
            return Box(x: box.maxX - w - margin, y: box.center.y - h / 2, width: w, height: h)
        }
        let w = min(box.width - 2 * margin, maxWidth)
        return Box(x: box.center.x - w / 2, y: box.maxY - h - margin, width: w, height: h)
    }

    /// The sheet's grab handle (it is dragged down to uncover the board) and its emblem's place and size.
    public func sheetHandle(_ p: Painter, _ sheet: Box) {
        let w = scale.pt(36), h = scale.pt(5)
        p.fill(.roundRect(Box(x: sheet.center.x - w / 2, y: sheet.y + scale.pt(5), width: w, height: h), radius: h / 2), Theme.textDim.withAlpha(0.7))
    }

    /// The sheet's line under the headline: the model's note ("Dark
    /// resigned"), else the board's prompt where it says more than "Game over".
    /// After it, the statistics' line of the game ("3rd win against Hard").
    public static func resultDetail(_ summary: GameOverSummary?, prompt: String, gameOver: String, line: String?) -> String? {
        sheetNote(summary?.note ?? (prompt == gameOver ? nil : prompt), line: line)
    }

    /// A sheet's note and the statistics' line, on one line.
    public static func sheetNote(_ note: String?, line: String?) -> String? {
        let parts = [note, line].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Where the sheet's buttons go: two rows at its foot.
    public func resultButtonsBox(_ sheet: Box) -> Box {
        let h = resultButtonsHeight(rows: 2)
        return Box(x: sheet.x + scale.pt(16), y: sheet.maxY - h - scale.pt(14), width: sheet.width - scale.pt(32), height: h)
    }

    /// The result sheet of Pylos and Pyramida: the shared model's headline,
    /// the prompt as its detail when it says more than "Game over", and the
    /// model's buttons (Rematch, Review, Home, See board).
    public func resultSheet(_ p: Painter, in box: Box, game: GameKind, summary: GameOverSummary?, prompt: String, gameOver: String, line: String?) {
        let headline = summary?.headlineText ?? gameOver
        let detail = Self.resultDetail(summary, prompt: prompt, gameOver: gameOver, line: line)
        let b = resultSheetBox(in: box, detail: detail != nil)
        p.fill(.roundRect(b.inset(-scale.pt(3)), radius: scale.pt(20)), RGBA(hex: 0x000000, alpha: 0.35))
        p.fill(.roundRect(b, radius: scale.pt(18)), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: scale.pt(18)), width: scale.pt(3), color: Theme.accent)
        sheetHandle(p, b)
        var style = scale.headline
        style.align = .center
        let titleH = scale.headline.size * 1.5
        let emblem = titleH * 1.1
        if let summary { EmblemArt.draw(p, summary.emblem, game: game, center: Pt(b.x + scale.pt(14) + emblem / 2, b.y + scale.pt(14) + titleH / 2), size: emblem) }
        p.drawTextCentered(headline, x: b.center.x, cy: b.y + scale.pt(14) + titleH / 2,
                           style: p.fitted(headline, style: style, maxWidth: b.width - 2 * (scale.pt(20) + emblem), minSize: scale.pt(14)))
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
