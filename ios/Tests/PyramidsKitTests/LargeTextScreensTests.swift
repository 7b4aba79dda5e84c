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

    /// Home at twice the text size, scrolled from top to bottom: every text
    /// lies inside the card, entry or button it belongs to (the smallest
    /// frame holding its middle) and across the screen; a card's name and
    /// blurb wrap or shrink, never under 13 pt. A phone upright and on its side.
    @Test(arguments: [0, 1])
    func everyHomeTextLiesInsideItsCardAtTwiceTheTextSize(_ which: Int) throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let (name, spec) = Self.specs[which]
        let app = try app("home-inside-\(name)", spec)
        let home = try #require(app.top as? HomePage)
        let s = spec.scale
        var scrolls = [0.0]
        let most = home.screen.maxScroll(resume: false)
        while scrolls.last! < most { scrolls.append(min(most, scrolls.last! + spec.height * 0.6)) }
        for scroll in scrolls {
            home.scrollBy(scroll - home.scrollOffset)
            let rec = TextRecorder(spec)
            app.draw(rec, now: 0)
            let frames = home.screen.frames(resume: false, scroll: home.scrollOffset)
            for t in rec.texts where !t.text.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(t.box.x >= 0 && t.box.maxX <= spec.width, "\(name) at \(Int(scroll)): \"\(t.text)\" across the screen")
                guard let (target, frame) = frames.filter({ $0.1.contains(t.box.center) }).min(by: { $0.1.width * $0.1.height < $1.1.width * $1.1.height })
                else {
                    // The title and tagline: clear of every card and button (the gear and the chart beside the title).
                    let hit = frames.filter { $0.1.inset(1).intersects(t.box) }.map { "\($0.0.map { "\($0)" } ?? "resume")" }
                    #expect(hit.isEmpty, "\(name) at \(Int(scroll)): \"\(t.text)\" over \(hit)")
                    continue
                }
                #expect(frame.inset(-1).contains(t.box), "\(name) at \(Int(scroll)): \"\(t.text)\" \(t.box) outside its frame \(frame)")
                if case .game? = target {
                    #expect(t.size >= s.pt(13) - 0.01, "\(name): \"\(t.text)\" on a game card is \(t.size / s.pixelsPerPoint) pt")
                }
            }
            // Each card shows its whole blurb, not its first words.
            for g in HomeScreen.games {
                guard let card = frames.first(where: { $0.0 == .game(g) })?.1, card.y >= 0, card.maxY <= spec.height else { continue }
                let words = rec.texts.filter { card.contains($0.box.center) }.map(\.text).joined(separator: " ")
                #expect(words.contains(app.strings.blurb(g).split(separator: " ").suffix(2).joined(separator: " ")), "\(name): \(g)'s blurb whole: \(words)")
            }
        }
        try Screenshots.shoot("home-inside-\(name)", spec) { app.draw($0, now: 0) }
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
