// The confirming tap on iOS: with "Confirm each move" on, a completing tap
// holds its decision (the position does not change) under the library's
// prompt with Cancel and Confirm; a second tap on the place plays it,
// Confirm plays it, Cancel lets it go.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Confirming tap: held, then played", .cleansTemporaryDirectories)
struct ConfirmMoveTests {
    private func game(_ name: String, confirm: Bool) throws -> (AppModel, GamePage, Pt) {
        let app = AppModel(strings: Strings(.english), store: SaveStore(directory: try Support.temporaryDirectory(name)), spec: .iPhone,
                           aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        app.change(.confirmMoves, .toggle(on: confirm))
        app.open(.newGame(.pylos))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        let page = try #require(app.gamePage)
        let spot = try #require((page.board as? PylosBoard)?.projection.spot("1b2")).center
        return (app, page, spot)
    }

    @Test func aTapIsHeldAndASecondTapPlaysIt() async throws {
        let (app, page, spot) = try game("confirm-twice", confirm: true)
        app.tap(spot, now: 0)
        #expect(page.model.snapshot.ply == 0, "held: the position is unchanged")
        let bar = try #require(page.confirmBar, "the prompt with Cancel and Confirm is up")
        #expect(bar.words.prompt == "Tap again to confirm")
        #expect(app.accessibility(now: 0).contains { $0.id == "confirm.confirm" && $0.label == bar.words.confirm })
        try Screenshots.shoot("confirm-move-phone", app.spec) { app.draw($0, now: 1e9) }
        app.tap(spot, now: 0)
        #expect(page.model.snapshot.ply >= 1, "the second tap plays it")
        #expect(page.confirmBar?.frame == nil)
        await page.model.stopAI()
    }

    @Test func confirmPlaysAndCancelLetsGo() async throws {
        let (app, page, spot) = try game("confirm-buttons", confirm: true)
        app.tap(spot, now: 0)
        app.tap(try #require(app.accessibility(now: 0).first { $0.id == "confirm.cancel" }).frame.center, now: 0)
        #expect(page.model.snapshot.ply == 0)
        #expect(page.confirmBar?.frame == nil, "Cancel lets the decision go")
        app.tap(spot, now: 0)
        app.tap(try #require(app.accessibility(now: 0).first { $0.id == "confirm.confirm" }).frame.center, now: 0)
        #expect(page.model.snapshot.ply >= 1, "Confirm plays it")
        await page.model.stopAI()
    }

    @Test func offATapPlaysAtOnce() async throws {
        let (app, page, spot) = try game("confirm-off", confirm: false)
        app.tap(spot, now: 0)
        #expect(page.model.snapshot.ply >= 1)
        #expect(page.confirmBar?.frame == nil)
        await page.model.stopAI()
    }
}

/// The held decision on Pyramida: its own mark (a double ring and the
/// Confirm badge), and a second tap on the place plays it.
@MainActor
@Suite("Confirming tap on Pyramida", .cleansTemporaryDirectories)
struct ConfirmMoveOtherGamesTests {
    private func app(_ name: String, _ game: GameKind) throws -> (AppModel, GamePage) {
        let app = AppModel(strings: Strings(.english), store: SaveStore(directory: try Support.temporaryDirectory(name)), spec: .iPhone,
                           aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
        for g in HomeScreen.games { app.learn.declineOffer(g) }
        app.change(.confirmMoves, .toggle(on: true))
        app.open(.newGame(game))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        return (app, try #require(app.gamePage))
    }

    /// The held mark's two rings round `c`: strokes in the selection colour on two radii there.
    private func heldRings(_ app: AppModel, at c: Pt) -> Int {
        let p = RecordingPainter(app.spec)
        app.draw(p, now: 0)
        let radii = Set(p.strokeLog.compactMap { s -> Double? in
            if case .circle(let at, let r) = s.shape, s.color == Marks.selected, at.distance(to: c) < 0.5 { return (r * 10).rounded() }
            return nil
        })
        return p.texts.contains(Strings(.english).catalog.confirmWords().confirm) ? radii.count : 0
    }

    @Test func pyramidaHoldsTheMoveMarksItAndASecondTapPlaysIt() async throws {
        let (app, page) = try app("confirm-pyramida", .pyramida)
        let board = try #require(page.board as? PyramidaBoard)
        let move = try #require(page.model.legal.first { $0.notation.contains("-") })
        let ends = move.notation.split(separator: "-").map(String.init)
        let from = try #require(board.geometry.spot(ends[0])).center, to = try #require(board.geometry.spot(ends[1])).center
        app.tap(from, now: 0)
        app.tap(to, now: 0)
        #expect(page.model.snapshot.ply == 0, "held")
        #expect(page.confirmBar != nil)
        #expect(heldRings(app, at: to) >= 2, "the held field wears a double ring and the Confirm badge")
        try Screenshots.shoot("confirm-move-pyramida-phone", app.spec) { app.draw($0, now: 0.3) }
        app.tap(to, now: 0)
        #expect(page.model.snapshot.ply >= 1, "the second tap plays it")
        await page.model.stopAI()
    }
}
