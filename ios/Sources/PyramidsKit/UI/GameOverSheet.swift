// The game-over sheet's model comes from Rust (`pyramids-play`'s
// game_over, through `gameOverSummary`): the headline, typed and worded,
// Pyramido's ranking rows, and the buttons the sheet offers — Rematch,
// Review, Home, See board — the same list as on Android. Here: asking for
// it, and laying out and drawing its buttons.
import PyramidsCore

extension Strings {
    /// The game-over summary of a finished game in this language; nil while it goes on.
    public func gameOver(_ snapshot: Snapshot) -> GameOverSummary? {
        (try? gameOverSummary(snapshot: snapshot, catalog: catalog)) ?? nil
    }
}

extension GameOverButton {
    /// The chrome's id for the button (See board is the Result button's "hide").
    public var buttonId: BoardButton.Id {
        switch self {
        case .rematch: .rematch
        case .review: .review
        case .home: .home
        case .seeBoard: .result
        }
    }
}

extension Chrome {
    /// The height of the sheet's buttons in `rows` rows.
    public func resultButtonsHeight(rows: Int) -> Double {
        Double(rows) * scale.minTouch(table: false) + Double(max(0, rows - 1)) * scale.pt(10)
    }

    private func resultRows(_ choices: [GameOverChoice], in box: Box, perRow: Int) -> [(row: [GameOverChoice], buttons: [BoardButton], box: Box)] {
        let h = scale.minTouch(table: false), gap = scale.pt(10)
        let n = max(1, perRow)
        return stride(from: 0, to: choices.count, by: n).enumerated().map { r, start in
            let row = Array(choices[start..<min(start + n, choices.count)])
            // Styled by the model's role: the sheet has one primary button.
            let buttons = row.map { BoardButton(id: $0.button.buttonId, label: $0.label, role: $0.role) }
            return (row, buttons, Box(x: box.x, y: box.y + Double(r) * (h + gap), width: box.width, height: h))
        }
    }

    /// The frames of the model's buttons in `box`, `perRow` to a row, in the model's order.
    public func resultButtonFrames(_ choices: [GameOverChoice], in box: Box, perRow: Int = 2) -> [(button: GameOverButton, frame: Box)] {
        resultRows(choices, in: box, perRow: perRow).flatMap { row in
            zip(row.row, buttonFrames(row.buttons, in: row.box)).map { (button: $0.button, frame: $1) }
        }
    }

    /// Draws the model's buttons where `resultButtonFrames` puts them.
    public func resultButtons(_ p: Painter, _ choices: [GameOverChoice], in box: Box, perRow: Int = 2) {
        for row in resultRows(choices, in: box, perRow: perRow) { buttons(p, row.buttons, in: row.box) }
    }
}

/// The result sheet dragged down: a strip over the button row at the
/// screen's foot with the headline and the model's buttons but See board
/// (the board is in sight; a drag down or a tap on the board puts the peek
/// away), so the final position shows and Rematch, Review and Home stay one tap away.
public struct ResultPeek: Sendable {
    public let box: Box
    /// The headline's line, under the grab handle.
    public let title: Box
    public let buttons: Box
    public let perRow: Int

    /// The model's buttons the peek shows.
    public static func choices(_ all: [GameOverChoice]) -> [GameOverChoice] { all.filter { $0.button != .seeBoard } }
}

extension Chrome {
    /// The peeked sheet over `actions` (the button row: under the board on a
    /// phone, the foot of the side column in landscape and on a tablet), or
    /// nil where there is no such row (table mode, a lesson): there a drag
    /// puts the sheet away.
    @MainActor public func resultPeek(_ all: [GameOverChoice], over actions: Box) -> ResultPeek? {
        let choices = ResultPeek.choices(all)
        guard actions.height > 0, actions.width > 0, !choices.isEmpty else { return nil }
        let pad = scale.pt(12), gap = scale.pt(10)
        let inner = actions.width - 2 * pad
        // One row where every label fits its share at 13 pt or more, else two to a row.
        let share = (inner - gap * Double(choices.count - 1)) / Double(choices.count)
        var least = scale.label
        least.size = min(least.size, scale.pt(13))
        let fits = choices.allSatisfy { TextMeasure.width($0.label, least) + scale.pt(16) <= share }
        let perRow = fits ? choices.count : 2
        let rows = (choices.count + perRow - 1) / perRow
        let titleH = scale.title.size * 1.3
        let top = scale.pt(13)
        let h = top + titleH + scale.pt(4) + resultButtonsHeight(rows: rows) + scale.pt(8)
        let box = Box(x: actions.x, y: actions.maxY - h, width: actions.width, height: h)
        return ResultPeek(box: box, title: Box(x: box.x + pad, y: box.y + top, width: inner, height: titleH),
                          buttons: Box(x: box.x + pad, y: box.y + top + titleH + scale.pt(4), width: inner, height: resultButtonsHeight(rows: rows)),
                          perRow: perRow)
    }

    /// The frames of the peeked sheet's buttons, in the model's order.
    public func resultPeekButtonFrames(_ all: [GameOverChoice], _ peek: ResultPeek) -> [(button: GameOverButton, frame: Box)] {
        resultButtonFrames(ResultPeek.choices(all), in: peek.buttons, perRow: peek.perRow)
    }

    /// Draws the peeked sheet: handle, the emblem and headline on one line, the buttons.
    public func drawResultPeek(_ p: Painter, _ peek: ResultPeek, game: GameKind, summary: GameOverSummary) {
        let b = peek.box
        p.fill(.roundRect(b.inset(-scale.pt(3)), radius: scale.pt(20)), RGBA(hex: 0x000000, alpha: 0.35))
        p.fill(.roundRect(b, radius: scale.pt(18)), Theme.surfaceHigh)
        p.stroke(.roundRect(b, radius: scale.pt(18)), width: scale.pt(3), color: Theme.accent)
        sheetHandle(p, b)
        // The emblem at the left (a shared win's trophies side by side), the headline centred in the rest.
        let t = peek.title
        let emblem = t.height
        let count = Double(max(1, EmblemArt.parts(summary.emblem, game: game).count))
        let emblemW = emblem * (1 + 0.9 * (count - 1))
        EmblemArt.draw(p, summary.emblem, game: game, center: Pt(t.x + emblemW / 2, t.center.y), size: emblem)
        let rest = Box(x: t.x + emblemW + scale.pt(8), y: t.y, width: t.width - emblemW - scale.pt(8), height: t.height)
        // Centred on the strip where it clears the emblem, else in the room right of it.
        var style = scale.title
        style.align = .center
        let text = summary.headlineText
        let fitted = p.fitted(text, style: style, maxWidth: rest.width, minSize: scale.pt(12))
        let half = p.measureText(text, style: fitted) / 2
        let x = t.center.x - half >= rest.x ? t.center.x : rest.center.x
        p.drawTextCentered(text, x: x, cy: t.center.y, style: fitted)
        resultButtons(p, ResultPeek.choices(summary.buttons), in: peek.buttons, perRow: peek.perRow)
    }
}
