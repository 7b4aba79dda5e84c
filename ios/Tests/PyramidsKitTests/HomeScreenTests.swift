import Foundation
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
}
