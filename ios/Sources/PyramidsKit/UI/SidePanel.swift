// What the lesson's coach panel and the puzzle panel share: a part of the
// window of its own, beside the board (a phone in landscape, a tablet) or
// under it (a phone in portrait), as tall as its words (so the board is
// laid out in the rest and the panel never covers a place on it); its
// buttons in a grid at its foot; and the answer to the last try in a tinted
// box with a drawn check or cross (a shape, not a colour alone).
import PyramidsCore

public struct SidePanel: Sendable {
    public let frame: Box
    /// Beside the board (else under it).
    public let side: Bool
    /// The window the board is laid out in: all but the panel's part.
    public let boardSpec: ScreenSpec

    /// `height`: the panel's content height for a width, beside the board or not.
    @MainActor public init(spec: ScreenSpec, height: (_ width: Double, _ side: Bool) -> Double) {
        let s = spec.scale
        side = spec.isLandscape || spec.device == .tablet
        let margin = s.pt(12)
        let top = s.pt(spec.safeTop)
        let bottom = spec.height - s.pt(spec.safeBottom)
        if side {
            let w = min(max(spec.width * 0.3, s.pt(260)), s.pt(400))
            let h = min(height(w, true), bottom - top - 2 * margin)
            frame = Box(x: spec.width - margin - w, y: top + margin, width: w, height: h)
            boardSpec = ScreenSpec(width: frame.x - margin * 0.5, height: spec.height, pixelsPerPoint: spec.pixelsPerPoint, device: spec.device,
                                   safeTop: spec.safeTop, safeBottom: spec.safeBottom, fontScale: spec.fontScale)
        } else {
            let w = spec.width - 2 * margin
            let h = min(height(w, false), spec.height * 0.45)
            frame = Box(x: margin, y: bottom - margin * 0.5 - h, width: w, height: h)
            boardSpec = ScreenSpec(width: spec.width, height: frame.y - margin * 0.5, pixelsPerPoint: spec.pixelsPerPoint, device: spec.device,
                                   safeTop: spec.safeTop, safeBottom: 0, fontScale: spec.fontScale)
        }
    }

    public static func padding(_ s: UIScale) -> Double { s.pt(12) }

    /// Columns of the button grid: two beside the board, `under` under it.
    static func columns(_ count: Int, side: Bool, under: Int) -> Int { max(1, min(side ? 2 : under, count)) }

    /// The height of `count` buttons in their grid.
    static func buttonsHeight(_ s: UIScale, count: Int, columns: Int) -> Double {
        guard count > 0 else { return 0 }
        let rows = Double((count + columns - 1) / columns)
        return rows * s.minTouch(table: false) + (rows - 1) * s.pt(8)
    }

    /// The frames of `count` buttons at the foot of `frame`, `columns` to a
    /// row; a lone last button takes the whole row.
    static func buttonFrames(_ s: UIScale, count: Int, columns: Int, in frame: Box) -> [Box] {
        guard count > 0 else { return [] }
        let h = s.minTouch(table: false)
        let gap = s.pt(8)
        let inner = frame.inset(padding(s))
        let rows = (count + columns - 1) / columns
        let w = (inner.width - gap * Double(columns - 1)) / Double(columns)
        let y0 = inner.maxY - Double(rows) * h - Double(rows - 1) * gap
        return (0..<count).map { i in
            let row = i / columns
            let col = i % columns
            let lone = columns > 1 && row == rows - 1 && count % columns == 1
            return Box(x: inner.x + Double(col) * (w + gap), y: y0 + Double(row) * (h + gap), width: lone ? inner.width : w, height: h)
        }
    }

    /// Where an answer's words start: after its cross or check.
    static func answerIndent(_ s: UIScale) -> Double { 2 * s.body.size * 0.75 + s.pt(8) }

    /// The answer's extra height around its lines (the box's margins).
    static func answerExtra(_ s: UIScale) -> Double { s.pt(10) + s.pt(5) }

    /// Draws an answer's `lines` (wrapped for `area.width - answerIndent`)
    /// from `y`: a tinted box, a cross for a wrong try or a check; returns
    /// where the box ends.
    static func drawAnswer(_ p: Painter, _ lines: [String], y: Double, area: Box, style: TextStyle, wrong: Bool, scale s: UIScale) -> Double {
        let lineH = style.size * 1.3
        let icon = s.body.size * 0.75
        let box = Box(x: area.x - s.pt(6), y: y - s.pt(5), width: area.width + s.pt(12), height: Double(lines.count) * lineH + s.pt(10))
        let tone = wrong ? Theme.danger : Theme.accent
        p.fill(.roundRect(box, radius: s.pt(10)), tone.withAlpha(0.14))
        let c = Pt(area.x + icon, y + lineH / 2)
        if wrong {
            LessonArt.cross(p, center: c, radius: icon, colour: tone)
        } else {
            LessonArt.check(p, center: c, radius: icon, colour: tone)
        }
        var answerStyle = style
        answerStyle.color = Theme.text
        var at = y
        for line in lines {
            p.drawTextCentered(line, x: area.x + answerIndent(s), cy: at + lineH / 2, style: answerStyle)
            at += lineH
        }
        return box.maxY
    }

    /// The panel's card.
    static func drawCard(_ p: Painter, _ frame: Box, scale s: UIScale) {
        p.fill(.roundRect(frame, radius: s.pt(18)), Theme.surface)
        p.stroke(.roundRect(frame, radius: s.pt(18)), width: s.pt(1.5), color: Theme.accent.withAlpha(0.6))
    }
}
