// One painter for the tests that check what a screen draws: it forwards to
// Cairo and keeps every fill, stroke and line of text.
import PyramidsCairo
@testable import PyramidsKit

final class RecordingPainter: Painter {
    struct Stroke {
        let shape: Shape
        let width: Double
        let color: RGBA
        let dash: [Double]
    }

    let inner: CairoPainter
    private(set) var fills: [(Shape, Fill)] = []
    private(set) var strokeLog: [Stroke] = []
    private(set) var texts: [String] = []

    init(_ spec: ScreenSpec) { inner = CairoPainter(width: Int(spec.width), height: Int(spec.height)) }
    var width: Double { inner.width }
    var height: Double { inner.height }
    func save() { inner.save() }
    func restore() { inner.restore() }
    func translate(_ dx: Double, _ dy: Double) { inner.translate(dx, dy) }
    func rotate(degrees: Double, about pivot: Pt) { inner.rotate(degrees: degrees, about: pivot) }
    func scale(_ sx: Double, _ sy: Double) { inner.scale(sx, sy) }
    func clip(_ box: Box) { inner.clip(box) }
    func multiplyAlpha(_ alpha: Double) { inner.multiplyAlpha(alpha) }
    func fill(_ shape: Shape, _ fill: Fill) {
        fills.append((shape, fill))
        inner.fill(shape, fill)
    }
    func stroke(_ shape: Shape, width: Double, color: RGBA, dash: [Double]) {
        strokeLog.append(Stroke(shape: shape, width: width, color: color, dash: dash))
        inner.stroke(shape, width: width, color: color, dash: dash)
    }
    func drawText(_ text: String, x: Double, y: Double, style: TextStyle) {
        texts.append(text)
        inner.drawText(text, x: x, y: y, style: style)
    }
    func measureText(_ text: String, style: TextStyle) -> Double { inner.measureText(text, style: style) }
    func metrics(_ style: TextStyle) -> TextMetrics { inner.metrics(style) }

    /// How many strokes were drawn in each colour.
    var strokes: [RGBA: Int] { strokeLog.reduce(into: [:]) { $0[$1.color, default: 0] += 1 } }

    /// How many dashed strokes were drawn in each colour (a choice's outline
    /// is dashed; the chrome's frames are not).
    var dashed: [RGBA: Int] {
        strokeLog.filter { !$0.dash.isEmpty }.reduce(into: [:]) { $0[$1.color, default: 0] += 1 }
    }

    /// The widths of the rings and outlines stroked in each colour, to a
    /// thousandth (not lines: Pyramida's last-move arrow is a shaft of its own).
    var widths: [RGBA: Set<Double>] {
        strokeLog.reduce(into: [:]) { out, s in
            if case .line = s.shape { return }
            out[s.color, default: []].insert((s.width * 1000).rounded() / 1000)
        }
    }

    /// The solid colour the last round rectangle over `box` was filled with.
    func colour(of box: Box) -> RGBA? {
        for (shape, fill) in fills.reversed() {
            if case .roundRect(let b, _) = shape, b == box, case .solid(let c) = fill { return c }
        }
        return nil
    }
}
