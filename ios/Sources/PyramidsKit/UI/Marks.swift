// The board marks' colours: the shared palette (play/src/screens/legend.rs,
// the same on Android), turned into this app's colours once, here. Boards
// take their marks' colours from here and nowhere else; which colour and
// shape each mark has is the library's (`legendSymbolStyle`).
import PyramidsCore

public enum Marks {
    public static func rgba(_ colour: MarkColour) -> RGBA {
        let c = markColourRgba(colour: colour)
        return RGBA(Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
    }

    /// A piece of yours you may act with now (raise, take back, move, pick).
    public static let piece = rgba(.piece)
    /// Where a piece may go.
    public static let destination = rgba(.destination)
    /// The piece you chose.
    public static let selected = rgba(.selected)
    public static let lastMove = rgba(.lastMove)
    public static let hint = rgba(.hint)
    public static let blocked = rgba(.blocked)
    public static let protected = rgba(.protected)
    /// The dark band under a mark, so a light mark reads on light wood and light pieces.
    public static let halo = rgba(.halo)

    /// The colour `symbol` is drawn in (white for a piece's own art).
    public static func colour(_ symbol: LegendSymbol) -> RGBA {
        legendSymbolStyle(symbol: symbol).colour.map(rgba) ?? selected
    }
}
