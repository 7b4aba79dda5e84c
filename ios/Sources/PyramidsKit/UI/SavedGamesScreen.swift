// The saved-games list: one card per save, as the shared card model
// (crate pyramids-play) words it — the game, who plays, whose turn or the
// result, the move — and when; a save that cannot be opened says why in the
// player's words (made by a newer version, damaged, unreadable), never a
// file name or the library's developer text.
import Foundation
import PyramidsCore

public struct SavedGamesScreen {
    public let strings: Strings
    public let spec: ScreenSpec
    public init(strings: Strings, spec: ScreenSpec) {
        self.strings = strings
        self.spec = spec
    }

    private var scale: UIScale { spec.scale }

    /// The lines a card shows, from the shared card model (crate
    /// pyramids-play): the game (or "Damaged save" / "Made by a newer
    /// version" — never a file name), who plays, whose turn or the result
    /// and the move (or why it does not open), then when, which the
    /// platform formats.
    public func lines(_ entry: SaveEntry) -> [String] {
        let card = entry.card
        let text = strings.cardText(card)
        var out = [text.title]
        if !text.players.isEmpty { out.append(text.players) }
        out.append(text.status)
        if card.opens, let ms = card.updatedMs {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: strings.language.code)
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            out.append(formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000)))
        }
        return out
    }

    /// Each card's frame and its lines, wrapped to the card beside the
    /// Delete button (never cut, never under the button): cards grow to
    /// hold them.
    public func cards(_ p: Painter, _ entries: [SaveEntry]) -> [(frame: Box, lines: [[String]])] {
        let margin = scale.pt(16)
        var y = topBar.maxY + scale.pt(20)
        let w = min(spec.width - 2 * margin, scale.pt(640))
        let x = (spec.width - w) / 2
        let buttonW = max(scale.pt(96), scale.minTouch(table: false))
        let chrome = Chrome(scale: scale)
        return entries.map { entry in
            let textW = w - scale.pt(32) - buttonW - scale.pt(8) - textIndent(entry)
            let text = lines(entry)
            let wrapped = text.enumerated().map { i, line in
                chrome.wrap(p, line, style: i == 0 ? scale.title : scale.body, width: textW)
            }
            let bodyLines = wrapped.dropFirst().map(\.count).reduce(0, +)
            // Tall enough for Delete and, under it, Review where there is one.
            let buttons = reviewable(entry) ? scale.pt(32) + 2 * scale.minTouch(table: false) : scale.pt(24) + scale.minTouch(table: false)
            let picture = entry.card.thumbnail == nil ? 0 : thumbnailSide + scale.pt(24)
            let h = max(scale.pt(24) + 1.3 * (scale.title.size * Double(wrapped[0].count) + scale.body.size * Double(bodyLines)), buttons, picture)
            defer { y += h + scale.pt(12) }
            return (Box(x: x, y: y, width: w, height: h), wrapped)
        }
    }

    /// The side of a card's picture of its position.
    public var thumbnailSide: Double { scale.pt(72) }

    /// Where a card's picture goes: a square at its left, under its top margin.
    public func thumbnailFrame(_ card: Box) -> Box {
        Box(x: card.x + scale.pt(12), y: card.y + scale.pt(12), width: thumbnailSide, height: thumbnailSide)
    }

    /// How far a card's text moves right for its picture (none for a save without one).
    private func textIndent(_ entry: SaveEntry) -> Double { entry.card.thumbnail == nil ? 0 : thumbnailSide + scale.pt(8) }

    /// The Delete button of a card (≥ the touch minimum).
    public func deleteFrame(_ card: Box) -> Box {
        let w = max(scale.pt(96), scale.minTouch(table: false))
        let h = scale.minTouch(table: false)
        return Box(x: card.maxX - w - scale.pt(12), y: card.y + scale.pt(12), width: w, height: h)
    }

    /// The Review button of a card, under Delete.
    public func reviewFrame(_ card: Box) -> Box {
        let d = deleteFrame(card)
        return Box(x: d.x, y: d.maxY + scale.pt(8), width: d.width, height: d.height)
    }

    /// A save that can be reviewed: it opens and has decisions to look at,
    /// whatever its game (the card's).
    public func reviewable(_ entry: SaveEntry) -> Bool { entry.card.reviewable }

    /// The top bar (home on the left, no help).
    public var topBar: Box { Box(x: scale.pt(12), y: scale.pt(spec.safeTop), width: spec.width - scale.pt(24), height: scale.pt(52)) }

    /// Where the cards scroll: below the top bar.
    public var listArea: Box {
        let top = topBar.maxY + scale.pt(8)
        return Box(x: 0, y: top, width: spec.width, height: spec.height - scale.pt(spec.safeBottom) - top)
    }

    /// Draws the list scrolled by `scroll` pixels (the page draws the delete
    /// confirmation over it). Returns each card's frame on screen.
    @discardableResult
    public func draw(_ p: Painter, _ entries: [SaveEntry], scroll: Double = 0) -> [(id: String, frame: Box)] {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        chrome.topBar(p, topBar, title: strings(.savedGames), help: false)
        if entries.isEmpty {
            var style = scale.body
            style.color = Theme.textDim
            let lines = chrome.wrap(p, strings(.noSaves), style: style, width: spec.width - scale.pt(64))
            var y = spec.height * 0.4
            style.align = .center
            for line in lines {
                p.drawTextCentered(line, x: spec.width / 2, cy: y, style: style)
                y += style.size * 1.4
            }
            return []
        }
        let area = listArea
        var shown: [(id: String, frame: Box)] = []
        p.withSave {
            p.clip(area)
            for (entry, laid) in zip(entries, cards(p, entries)) {
                var card = laid.frame
                card.y -= scroll
                guard card.maxY > area.y, card.y < area.maxY else { continue }
                shown.append((entry.id, card))
                let ok = entry.card.opens
                let newer = if case .newer = entry.card.state { true } else { false }
                p.fill(.roundRect(card, radius: scale.pt(16)), Theme.surface)
                if !ok { p.stroke(.roundRect(card, radius: scale.pt(16)), width: scale.pt(2), color: newer ? Theme.accent : Theme.danger) }
                // A damaged save has no picture: nothing is drawn rather than an empty board.
                if let thumbnail = entry.card.thumbnail { ThumbnailArt.draw(p, thumbnail, game: entry.card.game, in: thumbnailFrame(card)) }
                let x = card.x + scale.pt(16) + textIndent(entry)
                var y = card.y + scale.pt(12)
                for (i, block) in laid.lines.enumerated() {
                    var style = i == 0 ? scale.title : (i == 1 && ok ? scale.body : scale.bodyDim)
                    // A save that will not open: its title in the card's colour, what to do dim under it, as on Android.
                    if !ok && i == 0 { style.color = newer ? Theme.accent : Theme.danger }
                    for part in block {
                        let h = style.size * 1.3
                        p.drawTextCentered(part, x: x, cy: y + h / 2, style: style)
                        y += h
                    }
                }
                // The card's buttons in the model's roles (Open is the card itself).
                for action in entry.card.actions {
                    let label = strings.catalog.saveActionLabel(action: action.action)
                    switch action.action {
                    case .delete: chrome.buttons(p, [BoardButton(id: .undo, label: label, role: action.role)], in: deleteFrame(card))
                    case .review where reviewable(entry): chrome.buttons(p, [BoardButton(id: .review, label: label, role: action.role)], in: reviewFrame(card))
                    default: break
                    }
                }
            }
        }
        return shown
    }
}
