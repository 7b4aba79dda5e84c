// The statistics screen as the shared model words it
// (PlayerStatistics.screen): one card per game, a table of its opponents
// under the model's headings (Games, Wins, Losses, Draws, Win rate), "No
// games yet" while there is none, and the streak lines under the table.
// Laid out with TextMeasure, as the settings are.
import PyramidsCore

public struct StatisticsView {
    public struct Card {
        public let game: StatsGame
        public let frame: Box
    }

    public let screen: StatisticsScreen
    public let spec: ScreenSpec
    private var scale: UIScale { spec.scale }

    public init(screen: StatisticsScreen, spec: ScreenSpec) {
        self.screen = screen
        self.spec = spec
    }

    public var frame: ListFrame { ListFrame(spec: spec) }
    public var back: (center: Pt, reach: Double) { frame.back }
    public var listArea: Box { frame.listArea }

    private let pad = 14.0
    private var rowH: Double { max(scale.pt(34), scale.body.size * 1.9) }
    private var lineH: Double { scale.small.size * 1.5 }
    private var titleH: Double { scale.title.size * 1.8 }

    private func height(_ g: StatsGame) -> Double {
        let table = g.rows.isEmpty ? rowH : rowH * Double(g.rows.count + 1)
        let streaks = Double([g.longestStreak, g.currentStreak].compactMap { $0 }.count) * lineH
        return scale.pt(pad) + titleH + table + streaks + scale.pt(pad)
    }

    public func cards(scroll: Double = 0) -> [Card] {
        let margin = scale.pt(16)
        let w = min(spec.width - 2 * margin, scale.pt(640))
        let x = (spec.width - w) / 2
        var y = listArea.y - scroll
        return screen.games.map { g in
            let h = height(g)
            defer { y += h + scale.pt(12) }
            return Card(game: g, frame: Box(x: x, y: y, width: w, height: h))
        }
    }

    public func maxScroll() -> Double {
        frame.maxScroll(end: cards().last?.frame.maxY ?? 0)
    }

    /// The label column, then one column per heading.
    private func columns(_ card: Box) -> (label: Box, cells: [Box]) {
        let inner = card.inset(scale.pt(pad))
        let labelW = inner.width * 0.24
        let n = Double(max(1, screen.headings.count))
        let cellW = (inner.width - labelW) / n
        return (Box(x: inner.x, y: 0, width: labelW, height: 0),
                screen.headings.indices.map { Box(x: inner.x + labelW + Double($0) * cellW, y: 0, width: cellW, height: 0) })
    }

    @MainActor
    public func draw(_ p: Painter, scroll: Double) {
        frame.draw(p, title: screen.title) {
            for card in cards(scroll: scroll) where card.frame.intersects(listArea) { draw(p, card) }
        }
    }

    private func draw(_ p: Painter, _ card: Card) {
        let b = card.frame
        let g = card.game
        p.fill(.roundRect(b, radius: scale.pt(16)), Theme.surface)
        let inner = b.inset(scale.pt(pad))
        p.drawTextCentered(g.title, x: inner.x, cy: inner.y + titleH / 2, style: p.fitted(g.title, style: scale.title, maxWidth: inner.width, minSize: scale.pt(12)))
        var y = inner.y + titleH
        if let empty = g.empty, g.rows.isEmpty {
            p.drawTextCentered(empty, x: inner.x, cy: y + rowH / 2, style: p.fitted(empty, style: scale.bodyDim, maxWidth: inner.width, minSize: scale.pt(10)))
            y += rowH
        } else {
            let (label, cells) = columns(b)
            // The headings: one size for all, the largest at which each fits its column.
            var head = scale.small
            head.color = Theme.text
            head.align = .center
            for (h, c) in zip(screen.headings, cells) { head = p.fitted(h, style: head, maxWidth: c.width - scale.pt(2), minSize: scale.pt(9)) }
            for (h, c) in zip(screen.headings, cells) { p.drawTextCentered(h, x: c.center.x, cy: y + rowH / 2, style: head) }
            y += rowH
            for (i, row) in g.rows.enumerated() {
                if i % 2 == 0 { p.fill(.roundRect(Box(x: inner.x - scale.pt(6), y: y, width: inner.width + scale.pt(12), height: rowH), radius: scale.pt(8)), Theme.surfaceHigh) }
                var name = scale.body
                name.bold = true
                p.drawTextCentered(row.label, x: label.x + scale.pt(4), cy: y + rowH / 2,
                                   style: p.fitted(row.label, style: name, maxWidth: label.width - scale.pt(8), minSize: scale.pt(9)))
                var value = scale.body
                value.align = .center
                for (text, c) in zip(row.cells, cells) {
                    p.drawTextCentered(text, x: c.center.x, cy: y + rowH / 2, style: p.fitted(text, style: value, maxWidth: c.width - scale.pt(4), minSize: scale.pt(9)))
                }
                y += rowH
            }
        }
        var streak = scale.small
        streak.color = Theme.accent
        for line in [g.longestStreak, g.currentStreak].compactMap({ $0 }) {
            p.drawTextCentered(line, x: inner.x, cy: y + lineH / 2, style: p.fitted(line, style: streak, maxWidth: inner.width, minSize: scale.pt(9)))
            y += lineH
        }
    }

    /// Each game's title, each row in the model's words for screen readers, the streaks.
    public func accessibility(scroll: Double, back label: String) -> [A11yElement] {
        var out = frame.accessibility(title: screen.title, back: label)
        for card in cards(scroll: scroll) {
            let g = card.game
            let words = [g.title] + (g.rows.isEmpty ? [g.empty].compactMap { $0 } : g.rows.map(\.words)) + [g.longestStreak, g.currentStreak].compactMap { $0 }
            out.append(A11yElement(id: "stats.\(g.game.id)", frame: card.frame, label: words.joined(separator: ". "), actionable: false))
        }
        return out
    }
}
