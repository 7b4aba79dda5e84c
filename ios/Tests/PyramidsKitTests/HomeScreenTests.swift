import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Home screen", .cleansTemporaryDirectories)
struct HomeScreenTests {
    @Test func theGamesAndResumeAreReachableAndDrawn() throws {
        let dir = try Support.temporaryDirectory("home")
        let store = SaveStore(directory: dir)
        let s = try Support.session(.pyramida, seats: [.human, .ai(level: .perfect)])
        try s.play(notation: "e1-f2")
        try store.write(id: "pyramida-1", session: s)
        let resume = try #require(store.latestOngoing())
        for spec in [ScreenSpec.iPhone, .iPad] {
            let home = HomeScreen(strings: Strings(.english), spec: spec)
            let frames = home.frames(resume: true)
            for (i, (target, box)) in frames.enumerated() {
                // On screen as laid out, or once the page is scrolled to it (a phone in portrait scrolls).
                let scroll = min(home.maxScroll(resume: true), max(0, box.maxY - spec.height))
                let seen = home.frames(resume: true, scroll: scroll)[i].1
                #expect(home.target(at: seen.center, resumeId: resume.id, scroll: scroll) == (target ?? .resume(resume.id)))
                #expect(box.height >= spec.scale.pt(44))
                #expect(Box(x: 0, y: 0, width: spec.width, height: spec.height).contains(seen))
            }
            #expect(spec.device == .phone || home.maxScroll(resume: true) == 0, "a tablet shows everything at once")
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] { #expect(!a.1.intersects(b.1), "home cards do not overlap") }
            }
        }
        try Screenshots.shoot("home-iphone", .iPhone) { HomeScreen(strings: Strings(.english), spec: .iPhone).draw($0, resume: resume) }
        try Screenshots.shoot("home-ipad-portuguese", .iPad) { HomeScreen(strings: Strings(.portuguese), spec: .iPad).draw($0, resume: resume) }
        try Screenshots.shoot("home-iphone-first-start-czech", .iPhone) { HomeScreen(strings: Strings(.czech), spec: .iPhone).draw($0, resume: nil) }
    }

    /// A Puzzles entry's words read whole: "Puzzles", how many are solved,
    /// the rating and streak and the daily button's label never under
    /// 11 pt ("Puzzles" 13), each inside the entry (or the button), on a
    /// phone either way up and an iPad either way round, in every language.
    /// Where the button would squeeze them (a phone upright) it takes a row
    /// of its own.
    @Test func aPuzzlesEntrysWordsReadWholeBesideOrOverTheDailyButton() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let landscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)
        let upright = ScreenSpec(width: 2048, height: 2732, pixelsPerPoint: 2, device: .tablet, safeTop: 24, safeBottom: 20)
        for language in [Language.english, .czech, .portuguese, .slovenian] {
            for (name, spec) in [("phone", ScreenSpec.iPhone), ("landscape", landscape), ("ipad", .iPad), ("ipad-upright", upright)] {
                let app = AppModel(strings: Strings(language), store: SaveStore(directory: try Support.temporaryDirectory("home-puzzles-\(name)")),
                                   spec: spec, aiBudget: .nodes(count: 500), hintBudget: .time(ms: 100), seed: 7, clock: { 0 })
                let rec = TextRecorder(spec)
                app.draw(rec, now: 1e9)
                let frames = HomeScreen(strings: Strings(language), spec: spec).frames(resume: false)
                let at = "\(language) \(name)"
                for game in HomeScreen.games {
                    let entry = try #require(frames.first { $0.0 == .puzzles(game) }?.1, "\(at): \(game)'s entry")
                    let daily = try #require(frames.first { $0.0 == .daily(game) }?.1, "\(at): \(game)'s daily button")
                    for box in [entry, daily] {
                        let inside = rec.texts.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty && box.contains($0.box.center) }
                        #expect(inside.count >= (box == entry ? 3 : 1), "\(at): \(game)'s words \(inside.map(\.text))")
                        for t in inside {
                            #expect(t.size >= spec.scale.pt(11) - 0.01, "\(at): \"\(t.text)\" is \(String(format: "%.1f", t.size / spec.pixelsPerPoint)) pt")
                            #expect(t.box.x >= box.x && t.box.maxX <= box.maxX, "\(at): \"\(t.text)\" runs out of its frame")
                        }
                    }
                }
                if language == .portuguese { try Screenshots.shoot("home-puzzles-portuguese-\(name)", spec) { app.draw($0, now: 1e9) } }
            }
        }
    }
}
