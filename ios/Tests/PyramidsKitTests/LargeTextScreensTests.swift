// At twice the system text size every control and label of Home, New game
// and the three game screens stays whole and on screen: an iPhone upright
// and on its side, and an iPad. The reviewers saw clipped labels on a phone
// on its side (home-landscape, newgame-pylos-landscape).
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Large text: every control and label whole", .cleansTemporaryDirectories)
struct LargeTextScreensTests {
    static let specs: [(String, ScreenSpec)] = [("iphone", ScreenSpec.iPhone), ("iphone-landscape", SeatPanelLayoutTests.phoneLandscape), ("ipad", .iPad)].map { name, spec in
        var big = spec
        big.fontScale = 2
        return ("\(name)-2x", big)
    }

    private func app(_ name: String, _ spec: ScreenSpec) throws -> AppModel {
        let store = SaveStore(directory: try Support.temporaryDirectory(name))
        let app = AppModel(strings: Strings(.english), store: store, spec: spec, aiBudget: .nodes(count: 500), hintBudget: .time(ms: 200), seed: 7,
                           clock: { 0 })
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        return app
    }

    /// Texts over a side of the screen (all four where the page does not scroll), and texts drawn over each other.
    /// `pinned`: a bar the page scrolls under (New game's Start), whose texts cover what lies beneath.
    private func problems(_ rec: TextRecorder, _ spec: ScreenSpec, scrolls: Bool, pinned: Box? = nil) -> [String] {
        var out = rec.offScreen(margin: spec.scale.pt(2), vertical: !scrolls)
        let texts = rec.texts.filter { t in
            !t.text.trimmingCharacters(in: .whitespaces).isEmpty && !(pinned.map { t.box.maxY > $0.y } ?? false)
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where a.box.inset(1).intersects(b.box.inset(1)) {
                out.append("\"\(a.text)\" over \"\(b.text)\"")
            }
        }
        return out
    }

    @Test func homeAndNewGameAtTwiceTheTextSize() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        for (name, spec) in Self.specs {
            let app = try app("large-home-\(name)", spec)
            let rec = TextRecorder(spec)
            app.draw(rec, now: 0)
            let home = problems(rec, spec, scrolls: true)
            #expect(home.isEmpty, "home \(name): \(home)")
            try Screenshots.shoot("home-\(name)", spec) { app.draw($0, now: 0) }
            for game in [GameKind.pylos, .pyramida, .pyramido] {
                app.open(.newGame(game))
                let page = try #require(app.top as? NewGamePage)
                for c in page.screen.layout().controls {
                    #expect(c.frame.height >= spec.scale.pt(44), "new game \(game) \(name): \(c.label) a touch target")
                    #expect(c.frame.x >= 0 && c.frame.maxX <= spec.width, "new game \(game) \(name): \(c.label) on screen")
                }
                let r = TextRecorder(spec)
                app.draw(r, now: 0)
                let start = page.screen.startButton
                let bad = problems(r, spec, scrolls: true, pinned: Box(x: 0, y: start.y - spec.scale.pt(8), width: spec.width, height: spec.height))
                #expect(bad.isEmpty, "new game \(game) \(name): \(bad)")
                try Screenshots.shoot("newgame-\(game.id)-\(name)", spec) { app.draw($0, now: 0) }
                app.back()
            }
        }
    }

    @Test func theGameScreensAtTwiceTheTextSize() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        for (name, spec) in Self.specs {
            for game in [GameKind.pylos, .pyramida, .pyramido] {
                let m = try GameModel(session: Support.session(game, seats: [.human, .human]), aiBudget: .nodes(count: 500))
                let page = GamePage(id: "big", model: m, strings: Strings(.english), spec: spec, tableMode: false, clock: { 0 })
                let rec = TextRecorder(spec)
                page.draw(rec, now: 0)
                let bad = rec.offScreen(margin: spec.scale.pt(2))
                #expect(bad.isEmpty, "\(game) \(name): \(bad)")
                for e in page.accessibility(now: 0) where e.id.hasPrefix("button.") {
                    #expect(e.frame.x >= 0 && e.frame.maxX <= spec.width && e.frame.y >= 0 && e.frame.maxY <= spec.height,
                            "\(game) \(name): \(e.label) on screen")
                    #expect(min(e.frame.width, e.frame.height) >= spec.scale.pt(44) - 0.5, "\(game) \(name): \(e.label) a touch target")
                }
                try Screenshots.shoot("game-\(game.id)-\(name)", spec) { page.draw($0, now: 0) }
            }
        }
    }
}
