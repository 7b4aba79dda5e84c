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

    /// The marks' symbols: small at any text size (the card says them in words).
    private var markStyle: TextStyle {
        var mark = scale.small
        mark.size = min(mark.size, scale.pt(15))
        mark.bold = true
        mark.align = .center
        return mark
    }

    /// The curve's area: a band along the top holds the marks' symbols.
    private func inner(_ box: Box) -> Box {
        let b = box.inset(scale.pt(10))
        let band = markStyle.size * 1.3
        return Box(x: b.x, y: b.y + band, width: b.width, height: max(1, b.height - band))
    }

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
    public func draw(_ p: Painter, _ box: Box, _ m: ReviewModel, progress: String, ends: ReviewGraphEnds? = nil,
                     mark verdictMark: (Verdict) -> VerdictMark) {
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
        if let ends { drawEnds(p, b, ends) }
        var points = [Pt(x(0, box, count: m.count), mid)]
        for (d, v) in zip(review.decisions, m.standings) {
            points.append(Pt(x(Int(d.index) + 1, box, count: m.count), y(v)))
        }
        if let tp = m.turningPoint {
            // Dashed down the graph, the flag at its foot (the symbols' band is above).
            let tx = x(tp, box, count: m.count)
            p.stroke(.line(Pt(tx, b.y), Pt(tx, b.maxY)), width: scale.pt(2), color: Theme.accent, dash: [scale.pt(5), scale.pt(4)])
            let f = scale.pt(8)
            p.fill(.polygon([Pt(tx, b.maxY - f), Pt(tx + f * 1.4, b.maxY - f * 0.5), Pt(tx, b.maxY)]), Theme.accent)
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
        // Mistakes and blunders: a dot in the verdict's colour on the curve,
        // its symbol in the band above, over a tick down to the dot.
        let mark = markStyle
        let bandY = b.y - mark.size * 0.65
        let errors = zip(review.decisions, points.dropFirst()).map { (verdictMark($0.0.verdict), $0.0, $0.1) }.filter { $0.0.onGraph }
        // Where symbols would run together, blunders keep theirs first (every dot stays).
        var taken: [(Double, Double)] = []
        var labelled = Set<Int32>()
        for (v, d, pt) in errors.sorted(by: { ($0.1.verdict == .blunder ? 0 : 1) < ($1.1.verdict == .blunder ? 0 : 1) }) {
            let w = p.measureText(v.symbol, style: mark) + scale.pt(4)
            let cx = min(max(pt.x, b.x + w / 2), b.maxX - w / 2)
            guard !taken.contains(where: { cx - w / 2 < $0.1 && cx + w / 2 > $0.0 }) else { continue }
            taken.append((cx - w / 2, cx + w / 2))
            labelled.insert(d.index)
            var style = mark
            style.color = v.tone
            p.drawTextCentered(v.symbol, x: cx, cy: bandY, style: style)
        }
        for (v, d, pt) in errors {
            let r = scale.pt(d.verdict == .blunder ? 5.5 : 4.5)
            if labelled.contains(d.index) {
                p.stroke(.line(Pt(pt.x, b.y), Pt(pt.x, pt.y - r)), width: scale.pt(1), color: v.tone.withAlpha(0.45))
            }
            p.fill(.circle(center: pt, radius: r), v.tone)
            p.stroke(.circle(center: pt, radius: r), width: scale.pt(1), color: RGBA(0, 0, 0, 0.6))
        }
        // The position shown.
        let cx = x(m.index, box, count: m.count)
        p.stroke(.line(Pt(cx, box.y + scale.pt(3)), Pt(cx, box.maxY - scale.pt(3))), width: scale.pt(2.5), color: Marks.lastMove)
        if let at = points.first(where: { abs($0.x - cx) < 0.5 }) {
            p.fill(.circle(center: at, radius: scale.pt(5)), Marks.lastMove)
            p.stroke(.circle(center: at, radius: scale.pt(5)), width: scale.pt(1.5), color: RGBA(0, 0, 0, 0.6))
        }
    }

    /// Whose side is up: small and dim in the top and bottom left corners,
    /// under the curve (which starts at the middle of the left edge), where
    /// the graph is tall enough for them.
    @MainActor
    private func drawEnds(_ p: Painter, _ b: Box, _ ends: ReviewGraphEnds) {
        var style = scale.small
        let pad = scale.pt(3)
        style.size = min(style.size, scale.pt(13))
        // In a low graph (a phone on its side) they would cover the curve: the caption says whose standing it is.
        guard b.height >= 4.5 * style.size else { return }
        style.color = Theme.textDim.withAlpha(0.85)
        let h = style.size * 1.2
        for (arrow, text, cy) in [("▲ ", ends.top, b.y + pad + h / 2), ("▼ ", ends.bottom, b.maxY - pad - h / 2)] {
            let fitted = p.fitted(arrow + text, style: style, maxWidth: b.width * 0.6, minSize: scale.pt(8))
            p.drawTextCentered(arrow + text, x: b.x + pad, cy: cy, style: fitted)
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
