// The review's words: a verdict's mark (a symbol and a word, never a colour
// alone) and a value in the game's own terms ("Win in 7", "+1.5 balls").
import Foundation
import PyramidsCore

extension Verdict {
    /// The annotation symbol chess players know; none for a forced or a merely good move.
    public var symbol: String {
        switch self {
        case .forced, .good: ""
        case .best: "!"
        case .inaccuracy: "?!"
        case .mistake: "?"
        case .blunder: "??"
        }
    }

    /// Its colour on the graph and the badge (always with the symbol and the word).
    public var tone: RGBA {
        switch self {
        case .forced: Theme.textDim
        case .best: Theme.destination
        case .good: RGBA(hex: 0xA7D7C5)
        case .inaccuracy: RGBA(hex: 0xF2D64B)
        case .mistake: RGBA(hex: 0xF29A40)
        case .blunder: Theme.danger
        }
    }

    /// A mistake or worse: drawn on the graph.
    public var isError: Bool { self == .mistake || self == .blunder }
}

extension Strings {
    public func verdictWord(_ v: Verdict) -> String {
        switch v {
        case .forced: self(.reviewVerdictForced)
        case .best: self(.reviewVerdictBest)
        case .good: self(.reviewVerdictGood)
        case .inaccuracy: self(.reviewVerdictInaccuracy)
        case .mistake: self(.reviewVerdictMistake)
        case .blunder: self(.reviewVerdictBlunder)
        }
    }

    /// "?? Blunder", "Good".
    public func mark(_ v: Verdict) -> String { v.symbol.isEmpty ? verdictWord(v) : "\(v.symbol) \(verdictWord(v))" }

    /// A signed number with one decimal, with the language's decimal mark ("+1.5", "−0,3").
    public func signed(_ x: Double) -> String {
        let rounded = (x * 10).rounded() / 10
        let body = String(format: "%.1f", abs(rounded))
        let local = language == .english ? body : body.replacingOccurrences(of: ".", with: ",")
        return rounded > 0 ? "+\(local)" : rounded < 0 ? "\u{2212}\(local)" : local
    }

    /// A value for the mover: "Win in 7", "Draw", "+1.5 balls", "+4.2 points expected".
    public func value(_ v: ReviewValue) -> String {
        switch v {
        case .win(let plies): self(.reviewWin, Int(plies))
        case .loss(let plies): self(.reviewLoss, Int(plies))
        case .draw: self(.reviewDraw)
        case .balls(let balls, _): self(.reviewBalls, signed(balls))
        case .points(let expected): self(.reviewPoints, signed(expected))
        }
    }
}
