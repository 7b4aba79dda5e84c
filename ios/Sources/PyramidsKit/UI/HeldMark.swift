// The mark of a decision held for its confirming tap: a double ring that
// breathes round the place a second tap plays, and a badge above it with
// the catalog's Confirm word — unlike the single ring of an ordinary
// selection, so a player sees the move is waiting for them, not chosen.
import Foundation

extension Marks {
    /// How long one breath of the held ring lasts, in seconds.
    static let heldPeriod = 1.2

    public static func held(_ p: Painter, _ c: Pt, _ r: Double, label: String, scale: UIScale, now: Double) {
        let breath = 0.5 + 0.5 * sin(2 * Double.pi * now.truncatingRemainder(dividingBy: heldPeriod) / heldPeriod)
        let w = scale.pt(3)
        for radius in [r * 1.08, r * 1.08 + w * 2.2 + scale.pt(2) * breath] {
            p.stroke(.circle(center: c, radius: radius), width: w * 1.8, color: halo.withAlpha(0.8))
            p.stroke(.circle(center: c, radius: radius), width: w, color: selected)
        }
        var style = scale.small
        style.bold = true
        style.align = .center
        style.color = halo
        let tw = p.measureText(label, style: style)
        let h = style.size * 1.6
        let badge = Box(x: c.x - tw / 2 - scale.pt(8), y: c.y - r * 1.08 - w * 3.5 - scale.pt(4) - h, width: tw + scale.pt(16), height: h)
        p.fill(.roundRect(badge, radius: h / 2), selected)
        p.stroke(.roundRect(badge, radius: h / 2), width: scale.pt(1.5), color: halo.withAlpha(0.8))
        p.drawTextCentered(label, x: badge.center.x, cy: badge.center.y, style: style)
    }
}
