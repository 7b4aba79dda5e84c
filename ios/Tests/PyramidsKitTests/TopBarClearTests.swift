// The top bar's words never run under its buttons: the game's name sits
// between Home and, on the right, Resign and the legend (the flag once
// covered "Pylos" on a phone on its side at twice the text size).
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Top bar text clear of its buttons")
struct TopBarClearTests {
    static let specs: [(String, ScreenSpec)] = [("iphone", ScreenSpec.iPhone), ("iphone-landscape", SeatPanelLayoutTests.phoneLandscape), ("ipad", .iPad)]
        .flatMap { name, spec in
            [1.0, 2.0].map { k in
                var s = spec
                s.fontScale = k
                return ("\(name)-\(Int(k))x", s)
            }
        }

    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func everyTopBarTextStaysClearOfEveryTopBarButton(_ game: GameKind) throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        for (name, spec) in Self.specs {
            let m = try GameModel(session: Support.session(game, seats: [.human, .human]), aiBudget: .nodes(count: 500))
            let page = GamePage(id: "bar", model: m, strings: Strings(.english), spec: spec, tableMode: false, clock: { 0 })
            let rec = TextRecorder(spec)
            page.draw(rec, now: 0)
            let (home, help, r) = page.board.homeHelpPoints
            var discs: [(String, Pt, Double)] = [("home", home, r), ("help", help, r)]
            let flag = try #require(page.resignButton, "\(game) \(name): Resign is in the bar")
            discs.append(("resign", flag.center, flag.radius))
            let band = Box(x: 0, y: help.y - r, width: spec.width, height: 2 * r)
            // A button's own glyph ("?") is centred in its disc; every other text must keep off the discs.
            let texts = rec.texts.filter { t in
                !t.text.trimmingCharacters(in: .whitespaces).isEmpty && band.contains(t.box.center)
                    && !discs.contains { $0.1.distance(to: t.box.center) < $0.2 * 0.5 }
            }
            #expect(!texts.isEmpty, "\(game) \(name): the bar has its title")
            for t in texts {
                for (what, c, rad) in discs {
                    let disc = Box(x: c.x - rad, y: c.y - rad, width: 2 * rad, height: 2 * rad)
                    #expect(!t.box.intersects(disc), "\(game) \(name): \"\(t.text)\" \(t.box) runs under \(what) \(disc)")
                }
            }
        }
    }
}
