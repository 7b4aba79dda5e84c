// The confirming tap on iOS: with "Confirm each move" on, a completing tap
// holds its decision (the position does not change) under the library's
// prompt with Cancel and Confirm; a second tap on the place plays it,
// Confirm plays it, Cancel lets it go.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Confirming tap: held, then played")
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
