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

    /// Each card's frame and its lines, wrapped to the width beside the
    /// picture (never cut): the buttons sit in a row under the text, so on a
    /// phone the text has the card's width and reads in two or three lines.
    public func cards(_ p: Painter, _ entries: [SaveEntry]) -> [(frame: Box, lines: [[String]])] {
        let margin = scale.pt(16)
        var y = topBar.maxY + scale.pt(20)
        let w = min(spec.width - 2 * margin, scale.pt(640))
        let x = (spec.width - w) / 2
        let chrome = Chrome(scale: scale)
        return entries.map { entry in
            let wrapped = lines(entry).enumerated().map { i, line in
                chrome.wrap(p, line, style: i == 0 ? scale.title : scale.body, width: w - scale.pt(28) - textIndent(entry, line: i))
            }
            let h = contentHeight(entry, wrapped) + scale.pt(8) + scale.minTouch(table: false) + scale.pt(12)
            defer { y += h + scale.pt(12) }
            return (Box(x: x, y: y, width: w, height: h), wrapped)
        }
    }

    /// The height above a card's button row: its text or its picture, whichever is taller.
    private func contentHeight(_ entry: SaveEntry, _ wrapped: [[String]]) -> Double {
        let details = 1.3 * scale.body.size * Double(wrapped.dropFirst().map(\.count).reduce(0, +))
        let picture = entry.card.thumbnail == nil ? 0 : scale.pt(12) + thumbnailSide
        return max(detailsTop(entry, titleLines: wrapped.first?.count ?? 0) + details, picture)
    }

    /// Large text stacks a card with a picture: the title beside the picture, the details under it at
    /// the card's full width, so a line of players does not wrap into a narrow column.
    private func stacked(_ entry: SaveEntry) -> Bool { entry.card.thumbnail != nil && scale.fontScale > 1.3 }

    /// Where a card's details start, from its top: under the title, or under the picture when stacked.
    private func detailsTop(_ entry: SaveEntry, titleLines: Int) -> Double {
        let title = scale.pt(12) + 1.3 * scale.title.size * Double(titleLines)
        guard stacked(entry) else { return title }
        return max(title, scale.pt(12) + thumbnailSide + scale.pt(6))
    }

    /// The side of a card's picture of its position.
    public var thumbnailSide: Double { scale.pt(56) }

    /// Where a card's picture goes: a square at its left, under its top margin.
    public func thumbnailFrame(_ card: Box) -> Box {
        Box(x: card.x + scale.pt(12), y: card.y + scale.pt(12), width: thumbnailSide, height: thumbnailSide)
    }

    /// How far a card's text moves right for its picture (none for a save without one).
    func textIndent(_ entry: SaveEntry, line: Int) -> Double {
        entry.card.thumbnail == nil || (line > 0 && stacked(entry)) ? 0 : thumbnailSide + scale.pt(4)
    }

    /// The Delete button of a card (≥ the touch minimum): the row under the text, at its right end.
    public func deleteFrame(_ card: Box) -> Box {
        // Wide enough for its word at large text, two of them in the card's width.
        let w = min((card.width - scale.pt(34)) / 2, max(scale.pt(96), scale.minTouch(table: false), scale.label.size * 5))
        let h = scale.minTouch(table: false)
        return Box(x: card.maxX - w - scale.pt(12), y: card.maxY - h - scale.pt(12), width: w, height: h)
    }

    /// The Review button of a card, left of Delete in its row.
    public func reviewFrame(_ card: Box) -> Box {
        let d = deleteFrame(card)
        return Box(x: d.x - d.width - scale.pt(10), y: d.y, width: d.width, height: d.height)
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
                var y = card.y + scale.pt(12)
                for (i, block) in laid.lines.enumerated() {
                    let x = card.x + scale.pt(16) + textIndent(entry, line: i)
                    if i == 1 { y = card.y + detailsTop(entry, titleLines: laid.lines[0].count) }
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
