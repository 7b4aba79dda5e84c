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
            // Rematch is the sheet's primary button.
            let buttons = row.map { BoardButton(id: $0.button.buttonId, label: $0.label, primary: $0.button == .rematch) }
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
