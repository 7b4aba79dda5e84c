// The lessons' small drawn signs: a check for a lesson done and for a
// right try, a cross for a wrong one, and Home's progress ring. Each is a
// shape as well as a colour, so the difference reads without colour.
import Foundation

public enum LessonArt {
    /// A check mark in a filled disc.
    public static func check(_ p: Painter, center c: Pt, radius r: Double, colour: RGBA, ink: RGBA = Theme.textOnAccent) {
        p.fill(.circle(center: c, radius: r), colour)
        let path: [PathOp] = [.move(Pt(c.x - r * 0.48, c.y + r * 0.02)), .line(Pt(c.x - r * 0.12, c.y + r * 0.38)),
                              .line(Pt(c.x + r * 0.5, c.y - r * 0.34))]
        p.stroke(.path(path), width: max(1.5, r * 0.26), color: ink)
    }

    /// A cross in a ringed disc: a try the rules refuse or the step does not ask for.
    public static func cross(_ p: Painter, center c: Pt, radius r: Double, colour: RGBA) {
        p.fill(.circle(center: c, radius: r), colour.withAlpha(0.2))
        p.stroke(.circle(center: c, radius: r * 0.9), width: max(1.5, r * 0.16), color: colour)
        let d = r * 0.36
        p.stroke(.line(Pt(c.x - d, c.y - d), Pt(c.x + d, c.y + d)), width: max(1.5, r * 0.22), color: colour)
        p.stroke(.line(Pt(c.x - d, c.y + d), Pt(c.x + d, c.y - d)), width: max(1.5, r * 0.22), color: colour)
    }

    /// An empty ring: a lesson not done yet.
    public static func open(_ p: Painter, center c: Pt, radius r: Double) {
        p.stroke(.circle(center: c, radius: r * 0.9), width: max(1, r * 0.14), color: Theme.textDim)
    }

    /// How far a game's lessons are: a ring filled in proportion, a check once all are done.
    public static func progressBadge(_ p: Painter, center c: Pt, radius r: Double, done: UInt32, total: UInt32, complete: Bool, scale: UIScale) {
        if complete {
            check(p, center: c, radius: r, colour: Theme.accent)
            return
        }
        p.stroke(.circle(center: c, radius: r * 0.85), width: scale.pt(3), color: Theme.surfaceLine.withAlpha(0.4))
        guard total > 0, done > 0 else { return }
        let steps = 24
        let end = Double(done) / Double(total) * 2 * Double.pi
        var ops: [PathOp] = []
        for i in 0...steps {
            let a = -Double.pi / 2 + end * Double(i) / Double(steps)
            let pt = Pt(c.x + cos(a) * r * 0.85, c.y + sin(a) * r * 0.85)
            ops.append(i == 0 ? .move(pt) : .line(pt))
        }
        p.stroke(.path(ops), width: scale.pt(3), color: Theme.accent)
    }
}
