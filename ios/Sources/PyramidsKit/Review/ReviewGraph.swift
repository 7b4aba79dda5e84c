// The standing graph: how the game stood for one seat after each decision,
// from lost (-1, bottom) to won (+1, top), with the mistakes and blunders
// marked by their symbols, the turning point flagged and the position shown
// as a cursor. Before the review arrives it is a progress bar.
import PyramidsCore

public struct ReviewGraph {
    public let scale: UIScale
    public init(scale: UIScale) {
        self.scale = scale
    }

    private func inner(_ box: Box) -> Box { box.inset(scale.pt(10)) }

    /// x of position `i` (0…count).
    public func x(_ i: Int, _ box: Box, count: Int) -> Double {
        let b = inner(box)
        return b.x + b.width * Double(i) / Double(max(1, count))
    }

    /// The position nearest to x.
    public func index(at px: Double, _ box: Box, count: Int) -> Int {
        let b = inner(box)
        let t = (px - b.x) / max(1, b.width)
        return min(max(0, Int((t * Double(count)).rounded())), count)
    }

    @MainActor
    public func draw(_ p: Painter, _ box: Box, _ m: ReviewModel, progress: String) {
        p.fill(.roundRect(box, radius: scale.pt(12)), Theme.surface)
        let b = inner(box)
        guard let review = m.review else {
            drawProgress(p, b, m, progress)
            return
        }
        let mid = b.center.y
        let half = b.height / 2
        func y(_ v: Double) -> Double { mid - v * half * 0.92 }
        // Winning half lighter, losing half darker, the even line dashed.
        p.fill(.rect(Box(x: b.x, y: b.y, width: b.width, height: half)), RGBA(1, 1, 1, 0.05))
        p.fill(.rect(Box(x: b.x, y: mid, width: b.width, height: half)), RGBA(0, 0, 0, 0.12))
        p.stroke(.line(Pt(b.x, mid), Pt(b.maxX, mid)), width: scale.pt(1), color: Theme.textDim.withAlpha(0.5), dash: [scale.pt(4), scale.pt(4)])
        var points = [Pt(x(0, box, count: m.count), mid)]
        for (d, v) in zip(review.decisions, m.standings) {
            points.append(Pt(x(Int(d.index) + 1, box, count: m.count), y(v)))
        }
        if let tp = m.turningPoint {
            let tx = x(tp, box, count: m.count)
            p.stroke(.line(Pt(tx, b.y), Pt(tx, b.maxY)), width: scale.pt(2), color: Theme.accent, dash: [scale.pt(5), scale.pt(4)])
            let f = scale.pt(8)
            p.fill(.polygon([Pt(tx, b.y), Pt(tx + f * 1.4, b.y + f * 0.5), Pt(tx, b.y + f)]), Theme.accent)
        }
        if points.count > 1 {
            var area: [PathOp] = [.move(Pt(points[0].x, mid))]
            area += points.map { PathOp.line($0) }
            area += [.line(Pt(points[points.count - 1].x, mid)), .close]
            p.fill(.path(area), Theme.accent.withAlpha(0.22))
            var line: [PathOp] = [.move(points[0])]
            line += points.dropFirst().map { PathOp.line($0) }
            p.stroke(.path(line), width: scale.pt(2.5), color: Theme.text)
        }
        // Mistakes and blunders: a dot in the verdict's colour with its symbol.
        var mark = scale.small
        // Marks stay small beside the curve at any text size (the card says them in words).
        mark.size = min(mark.size, scale.pt(15))
        mark.bold = true
        mark.align = .center
        for (d, pt) in zip(review.decisions, points.dropFirst()) where d.verdict.isError {
            let r = scale.pt(d.verdict == .blunder ? 5.5 : 4.5)
            p.fill(.circle(center: pt, radius: r), d.verdict.tone)
            p.stroke(.circle(center: pt, radius: r), width: scale.pt(1), color: RGBA(0, 0, 0, 0.6))
            if m.count <= 80 {
                let above = pt.y > b.y + mark.size * 1.6
                let ty = above ? pt.y - r - mark.size * 0.7 : pt.y + r + mark.size * 0.7
                var style = mark
                style.color = d.verdict.tone
                p.drawTextCentered(d.verdict.symbol, x: min(max(pt.x, b.x + mark.size), b.maxX - mark.size), cy: ty, style: style)
            }
        }
        // The position shown.
        let cx = x(m.index, box, count: m.count)
        p.stroke(.line(Pt(cx, box.y + scale.pt(3)), Pt(cx, box.maxY - scale.pt(3))), width: scale.pt(2.5), color: Theme.lastMove)
        if let at = points.first(where: { abs($0.x - cx) < 0.5 }) {
            p.fill(.circle(center: at, radius: scale.pt(5)), Theme.lastMove)
            p.stroke(.circle(center: at, radius: scale.pt(5)), width: scale.pt(1.5), color: RGBA(0, 0, 0, 0.6))
        }
    }

    @MainActor
    private func drawProgress(_ p: Painter, _ b: Box, _ m: ReviewModel, _ text: String) {
        var style = scale.body
        style.align = .center
        style = p.fitted(text, style: style, maxWidth: b.width - scale.pt(8), minSize: scale.pt(9))
        let barH = scale.pt(10)
        let ty = b.center.y - barH
        p.drawTextCentered(text, x: b.center.x, cy: ty - style.size * 0.2, style: style)
        let bar = Box(x: b.x + scale.pt(8), y: ty + style.size * 0.6, width: b.width - scale.pt(16), height: barH)
        p.fill(.roundRect(bar, radius: barH / 2), RGBA(0, 0, 0, 0.3))
        let total = max(1, Int(m.progress.total))
        if case .failed = m.state { return }
        let t = m.positions.isEmpty ? 0 : min(1, Double(m.progress.done) / Double(total))
        if t > 0 { p.fill(.roundRect(Box(x: bar.x, y: bar.y, width: max(barH, bar.width * t), height: barH), radius: barH / 2), Theme.accent) }
    }
}
