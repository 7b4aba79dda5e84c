// The app's painter over CoreGraphics. Compiled only where CoreGraphics
// exists (iOS, macOS); CI on Linux cannot build it (see README, "iOS app").
#if canImport(CoreGraphics) && canImport(CoreText)
import CoreGraphics
import CoreText
import Foundation

public final class CGPainter: Painter {
    public let context: CGContext
    public let width: Double
    public let height: Double
    private var alphaStack: [Double] = [1]

    /// `context` must have a y-down coordinate system (UIKit's, or flipped).
    public init(context: CGContext, width: Double, height: Double) {
        self.context = context
        self.width = width
        self.height = height
    }

    private var alpha: Double { alphaStack.last ?? 1 }

    private func cg(_ c: RGBA) -> CGColor {
        CGColor(srgbRed: c.r, green: c.g, blue: c.b, alpha: c.a * alpha)
    }

    public func save() {
        context.saveGState()
        alphaStack.append(alpha)
    }

    public func restore() {
        context.restoreGState()
        if alphaStack.count > 1 { alphaStack.removeLast() }
    }

    public func translate(_ dx: Double, _ dy: Double) { context.translateBy(x: dx, y: dy) }

    public func rotate(degrees: Double, about pivot: Pt) {
        context.translateBy(x: pivot.x, y: pivot.y)
        context.rotate(by: degrees * .pi / 180)
        context.translateBy(x: -pivot.x, y: -pivot.y)
    }

    public func scale(_ sx: Double, _ sy: Double) { context.scaleBy(x: sx, y: sy) }

    public func clip(_ box: Box) { context.clip(to: CGRect(x: box.x, y: box.y, width: box.width, height: box.height)) }

    public func multiplyAlpha(_ a: Double) {
        alphaStack[alphaStack.count - 1] = alpha * a
    }

    private func path(_ shape: Shape) -> CGPath {
        let p = CGMutablePath()
        switch shape {
        case .rect(let b): p.addRect(CGRect(x: b.x, y: b.y, width: b.width, height: b.height))
        case .roundRect(let b, let r):
            let rr = min(r, b.width / 2, b.height / 2)
            p.addRoundedRect(in: CGRect(x: b.x, y: b.y, width: b.width, height: b.height), cornerWidth: rr, cornerHeight: rr)
        case .oval(let b): p.addEllipse(in: CGRect(x: b.x, y: b.y, width: b.width, height: b.height))
        case .circle(let c, let r): p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .line(let a, let b):
            p.move(to: CGPoint(x: a.x, y: a.y))
            p.addLine(to: CGPoint(x: b.x, y: b.y))
        case .path(let ops):
            for op in ops {
                switch op {
                case .move(let q): p.move(to: CGPoint(x: q.x, y: q.y))
                case .line(let q): p.addLine(to: CGPoint(x: q.x, y: q.y))
                case .quad(let c, let q): p.addQuadCurve(to: CGPoint(x: q.x, y: q.y), control: CGPoint(x: c.x, y: c.y))
                case .cubic(let c1, let c2, let q):
                    p.addCurve(to: CGPoint(x: q.x, y: q.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
                case .close: p.closeSubpath()
                }
            }
        }
        return p
    }

    public func fill(_ shape: Shape, _ fill: Fill) {
        let p = path(shape)
        switch fill {
        case .solid(let c):
            context.setFillColor(cg(c))
            context.addPath(p)
            context.fillPath()
        case .linear(let from, let to, let stops):
            guard let g = gradient(stops) else { return }
            context.saveGState()
            context.addPath(p)
            context.clip()
            context.drawLinearGradient(g, start: CGPoint(x: from.x, y: from.y), end: CGPoint(x: to.x, y: to.y),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
        case .radial(let c, let r, let stops):
            guard let g = gradient(stops) else { return }
            context.saveGState()
            context.addPath(p)
            context.clip()
            context.drawRadialGradient(g, startCenter: CGPoint(x: c.x, y: c.y), startRadius: 0,
                                       endCenter: CGPoint(x: c.x, y: c.y), endRadius: r, options: [.drawsAfterEndLocation])
            context.restoreGState()
        }
    }

    private func gradient(_ stops: [Stop]) -> CGGradient? {
        CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB),
                   colors: stops.map { cg($0.color) } as CFArray,
                   locations: stops.map { CGFloat($0.offset) })
    }

    public func stroke(_ shape: Shape, width: Double, color: RGBA, dash: [Double]) {
        context.setStrokeColor(cg(color))
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: dash.map { CGFloat($0) })
        context.addPath(path(shape))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
    }

    private func line(_ text: String, _ style: TextStyle) -> CTLine {
        let font = CTFontCreateUIFontForLanguage(style.bold ? .emphasizedSystem : .system, style.size, nil)
            ?? CTFontCreateWithName("Helvetica" as CFString, style.size, nil)
        let attributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): cg(style.color),
        ]
        return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes))
    }

    public func drawText(_ text: String, x: Double, y: Double, style: TextStyle) {
        let l = line(text, style)
        let w = Double(CTLineGetTypographicBounds(l, nil, nil, nil))
        let left = switch style.align {
        case .left: x
        case .center: x - w / 2
        case .right: x - w
        }
        context.saveGState()
        // Core Text draws y-up: flip around the baseline.
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.textPosition = CGPoint(x: left, y: y)
        CTLineDraw(l, context)
        context.restoreGState()
    }

    public func measureText(_ text: String, style: TextStyle) -> Double {
        Double(CTLineGetTypographicBounds(line(text, style), nil, nil, nil))
    }

    public func metrics(_ style: TextStyle) -> TextMetrics {
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        _ = CTLineGetTypographicBounds(line("Ág", style), &ascent, &descent, nil)
        return TextMetrics(ascent: Double(ascent), descent: Double(descent))
    }
}
#endif
