// A lesson's or puzzle's seat strip: the seat's piece, its name and the
// count the lesson talks about ("3 balls left", "0 of 3 over the top").
// It reads at arm's length: never under 13 pt on a tablet, 11 on a phone.
// Where name and count do not fit one line at their size (a phone's
// half-width strip and Pyramida's count), the name goes over the count and
// the strip is two lines tall; the layout asks `rows` before anything is
// drawn, so the board is sized round the strip it gets.
import PyramidsCore

public struct SeatLine {
    public let scale: UIScale
    public init(scale: UIScale) { self.scale = scale }

    private var tablet: Bool { scale.isTablet }
    private var pad: Double { scale.pt(tablet ? 14 : 8) }
    private var gap: Double { scale.pt(tablet ? 10 : 6) }
    /// The smallest size either text is fitted down to.
    public var floor: Double { scale.pt(tablet ? 13 : 11) }

    public var nameStyle: TextStyle {
        var s = tablet ? scale.label : TextStyle(size: scale.pt(13 * scale.fontScale), color: Theme.textDim)
        s.color = tablet ? Theme.text : Theme.textDim
        return s
    }

    public var valueStyle: TextStyle {
        var s = tablet ? scale.body : TextStyle(size: scale.pt(13 * scale.fontScale), color: Theme.text)
        s.color = Theme.text
        s.bold = true
        return s
    }

    /// The strip's height for one line, or the name over the count.
    public func height(rows: Int) -> Double {
        let name = nameStyle.size, value = valueStyle.size
        if rows >= 2 { return max(scale.pt(44), 1.2 * (name + value) + scale.pt(tablet ? 16 : 10)) }
        return tablet ? max(scale.pt(44), name * 1.3 + scale.pt(16)) : max(scale.pt(28), max(name, value) * 1.3 + scale.pt(10))
    }

    private func badgeRadius(_ height: Double) -> Double { min(height * 0.3, scale.pt(tablet ? 14 : 11)) }

    /// Where the words start, right of the piece.
    private func textX(_ box: Box) -> Double { box.x + pad + 2 * badgeRadius(box.height) + gap }

    /// Whether a name and count fit one line of a strip `width` wide at their own sizes.
    private func fitsOneLine(width: Double, name: String, value: String, measure: (String, TextStyle) -> Double) -> Bool {
        let room = width - 2 * pad - 2 * badgeRadius(height(rows: 1)) - gap
        return measure(name, nameStyle) + gap + measure(value, valueStyle) <= room
    }

    /// The lines a strip `width` wide needs for every seat's name and
    /// widest count (`words`): 1, or 2 where any does not fit one.
    public func rows(width: Double, words: [(name: String, value: String)], measure: (String, TextStyle) -> Double) -> Int {
        words.allSatisfy { fitsOneLine(width: width, name: $0.name, value: $0.value, measure: measure) } ? 1 : 2
    }

    public func draw(_ p: Painter, _ box: Box, name: String, value: String, active: Bool, badge: (Pt, Double) -> Void) {
        let radius = min(box.height / 2, scale.pt(22))
        p.fill(.roundRect(box, radius: radius), active ? Theme.surfaceHigh : Theme.surface)
        if active { p.stroke(.roundRect(box.inset(scale.pt(1)), radius: radius), width: scale.pt(2), color: Theme.accent) }
        let r = badgeRadius(box.height)
        badge(Pt(box.x + pad + r, box.center.y), r)
        let x = textX(box)
        let room = box.maxX - pad - x
        let twoLines = box.height >= height(rows: 2) - 0.5
            && !fitsOneLine(width: box.width, name: name, value: value, measure: { p.measureText($0, style: $1) })
        if twoLines {
            let nameS = p.fitted(name, style: nameStyle, maxWidth: room, minSize: floor)
            let valueS = p.fitted(value, style: valueStyle, maxWidth: room, minSize: floor)
            let top = box.center.y - 0.6 * (nameS.size + valueS.size)
            p.drawTextCentered(name, x: x, cy: top + 0.6 * nameS.size, style: nameS)
            p.drawTextCentered(value, x: x, cy: top + 1.2 * nameS.size + 0.6 * valueS.size, style: valueS)
            return
        }
        var v = valueStyle
        v.align = .right
        // The count keeps its size before the name does: it is what the lessons talk about.
        v = p.fitted(value, style: v, maxWidth: room * 0.6, minSize: floor)
        let valueW = p.measureText(value, style: v)
        p.drawTextCentered(value, x: box.maxX - pad, cy: box.center.y, style: v)
        p.drawTextCentered(name, x: x, cy: box.center.y,
                           style: p.fitted(name, style: nameStyle, maxWidth: max(1, room - valueW - gap), minSize: floor))
    }
}
