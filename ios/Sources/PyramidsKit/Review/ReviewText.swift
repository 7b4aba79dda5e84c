// The review's words and marks come from the library's review page model
// (a verdict's symbol, word and colour; a value in the game's own terms):
// both apps show the same ones. These only reach it through the catalog.
import PyramidsCore

extension Strings {
    /// A verdict's symbol, word, badge label ("?? Blunder") and colour.
    public func verdictMark(_ v: Verdict) -> VerdictMark { reviewVerdictMark(catalog: catalog, verdict: v) }

    /// A value for the mover: "Win in 7 moves", "Draw", "+1.5 balls".
    public func value(_ v: ReviewValue) -> String { reviewValueText(catalog: catalog, value: v) }
}

extension VerdictMark {
    public var tone: RGBA { RGBA(hex: colour) }
}
