// Text widths for layouts made before anything is drawn (a lesson's coach
// panel is as tall as its words, and the board is laid out in the rest
// before the first frame). The app installs a painter of its own (Core
// Text's widths, as it draws them); the tests install Cairo's.
@MainActor
public enum TextMeasure {
    public static var painter: (any Painter)?

    /// The painter's width; without one, a generous estimate (0.6 of the size a character).
    public static func width(_ text: String, _ style: TextStyle) -> Double {
        painter?.measureText(text, style: style) ?? Double(text.count) * style.size * 0.6
    }
}
