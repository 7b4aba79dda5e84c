// The picture at the head of the game-over sheet, as the shared model
// decides it (`GameOverSummary.emblem`): a trophy in the winning seat's
// colour, one per seat for a shared first place, a neutral flag for a loss
// (never the winner's badge above "You lost") and balanced scales for a draw.
import Foundation
import PyramidsCore

public enum EmblemArt {
    /// What the emblem draws: trophies (each tinted), or a neutral picture.
    public enum Part: Sendable, Hashable {
        case trophy(RGBA)
        case defeat
        case draw
    }

    /// A seat's colour in `game`: its balls, stones or Pyramido badge.
    public static func tint(_ game: GameKind, seat: Seat) -> RGBA {
        switch game {
        case .pylos: seat == 0 ? Theme.lightBall : Theme.darkBall
        case .pyramida: seat == 0 ? PyramidaArt.whiteStone : PyramidaArt.blackStone
        case .pyramido: Palette.seat(Int(seat))
        }
    }

    public static func parts(_ emblem: GameOverEmblem, game: GameKind) -> [Part] {
        switch emblem {
        case .trophy(let seat): [.trophy(tint(game, seat: seat))]
        case .sharedWin(let seats): seats.map { .trophy(tint(game, seat: $0)) }
        case .defeat: [.defeat]
        case .draw: [.draw]
        }
    }

    /// The neutral ink of a loss and a draw: no seat's colour.
    public static let neutral = RGBA(hex: 0xB9C6C2)

    /// Draws the emblem `size` tall centred at `c` (several trophies side by side).
    public static func draw(_ p: Painter, _ emblem: GameOverEmblem, game: GameKind, center c: Pt, size: Double) {
        let parts = parts(emblem, game: game)
        let w = size * 0.9
        let x0 = c.x - w * Double(parts.count - 1) / 2
        for (i, part) in parts.enumerated() {
            let at = Pt(x0 + Double(i) * w, c.y)
            switch part {
            case .trophy(let tint): trophy(p, at, size * (parts.count > 1 ? 0.8 : 1), tint: tint)
            case .defeat: flag(p, at, size)
            case .draw: scales(p, at, size)
            }
        }
    }

    private static func trophy(_ p: Painter, _ c: Pt, _ s: Double, tint: RGBA) {
        let rim = PatternArt.ink(on: tint).withAlpha(0.8)
        let cup: Shape = .path([.move(Pt(c.x - s * 0.32, c.y - s * 0.42)), .line(Pt(c.x + s * 0.32, c.y - s * 0.42)),
                                .quad(control: Pt(c.x + s * 0.32, c.y + s * 0.12), to: Pt(c.x, c.y + s * 0.14)),
                                .quad(control: Pt(c.x - s * 0.32, c.y + s * 0.12), to: Pt(c.x - s * 0.32, c.y - s * 0.42)), .close])
        for dx in [-1.0, 1.0] {
            p.stroke(.circle(center: Pt(c.x + dx * s * 0.32, c.y - s * 0.22), radius: s * 0.13), width: s * 0.06, color: tint)
        }
        p.fill(.rect(Box(x: c.x - s * 0.05, y: c.y + s * 0.12, width: s * 0.1, height: s * 0.18)), tint)
        let base = Box(x: c.x - s * 0.22, y: c.y + s * 0.3, width: s * 0.44, height: s * 0.12)
        p.fill(.roundRect(base, radius: s * 0.03), tint)
        p.fill(cup, tint)
        p.stroke(cup, width: max(1, s * 0.035), color: rim)
        p.stroke(.roundRect(base, radius: s * 0.03), width: max(1, s * 0.035), color: rim)
    }

    /// A lowered flag: the game is over for you, in no one's colour.
    private static func flag(_ p: Painter, _ c: Pt, _ s: Double) {
        p.stroke(.line(Pt(c.x - s * 0.25, c.y - s * 0.42), Pt(c.x - s * 0.25, c.y + s * 0.42)), width: s * 0.07, color: neutral)
        p.fill(.polygon([Pt(c.x - s * 0.22, c.y - s * 0.05), Pt(c.x + s * 0.32, c.y + s * 0.1), Pt(c.x - s * 0.22, c.y + s * 0.3)]), neutral.withAlpha(0.8))
    }

    /// Balanced scales: neither side won.
    private static func scales(_ p: Painter, _ c: Pt, _ s: Double) {
        let w = s * 0.07
        p.stroke(.line(Pt(c.x, c.y - s * 0.38), Pt(c.x, c.y + s * 0.36)), width: w, color: neutral)
        p.stroke(.line(Pt(c.x - s * 0.38, c.y - s * 0.26), Pt(c.x + s * 0.38, c.y - s * 0.26)), width: w, color: neutral)
        p.stroke(.line(Pt(c.x - s * 0.2, c.y + s * 0.38), Pt(c.x + s * 0.2, c.y + s * 0.38)), width: w, color: neutral)
        for dx in [-1.0, 1.0] {
            let x = c.x + dx * s * 0.38
            p.fill(.path([.move(Pt(x - s * 0.16, c.y)), .quad(control: Pt(x, c.y + s * 0.2), to: Pt(x + s * 0.16, c.y)), .close]), neutral)
            p.stroke(.line(Pt(x, c.y - s * 0.26), Pt(x - s * 0.14, c.y)), width: w * 0.5, color: neutral)
            p.stroke(.line(Pt(x, c.y - s * 0.26), Pt(x + s * 0.14, c.y)), width: w * 0.5, color: neutral)
        }
    }
}
