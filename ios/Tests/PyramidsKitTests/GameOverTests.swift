// The game-over sheet on iOS: what it says and offers is the shared model's
// (`gameOverSummary`, pyramids-play), and its buttons work — Rematch starts
// the same options again, Home goes home, See board puts the sheet away,
// Review opens the review.
import Foundation
import PyramidsCore
import PyramidsKit
import Testing

@MainActor
@Suite("Game-over sheet", .cleansTemporaryDirectories)
struct GameOverTests {
    private func app(_ name: String, spec: ScreenSpec = .iPhone) throws -> AppModel {
        AppModel(strings: Strings(.english), store: SaveStore(directory: try Support.temporaryDirectory(name)), spec: spec,
                 seed: 7, clock: { 0 })
    }

    /// A finished game of `game` (the human lost or won against the computer), open on screen.
    private func finished(_ app: AppModel, _ game: GameKind) throws -> GamePage {
        let id = "\(game.id)-1"
        try app.store.write(id: id, session: try ReviewGames.session(game))
        app.open(.game(id))
        let page = try #require(app.gamePage)
        #expect(page.model.isOver)
        return page
    }

    private func element(_ page: GamePage, _ id: String) throws -> A11yElement {
        try #require(page.accessibility(now: 0).first { $0.id == id }, "no element \(id)")
    }

    @Test func theSheetOffersTheSharedModelsButtonsOnEveryBoard() throws {
        for game in [GameKind.pylos, .pyramida] {
            for spec in [ScreenSpec.iPhone, .iPad] {
                let app = try app("gameover-buttons-\(game.id)", spec: spec)
                let page = try finished(app, game)
                let summary = try #require(app.strings.gameOver(page.model.snapshot))
                #expect(summary.buttons.map(\.button) == [.rematch, .review, .home, .seeBoard])
                // One human against the computer: the sheet speaks to them.
                #expect([.youWon, .youLost].contains(summary.headline))
                #expect(page.board.resultButtons(page.model).map(\.button) == summary.buttons.map(\.button))
                let frames = page.board.resultButtons(page.model).map(\.frame)
                for (i, f) in frames.enumerated() {
                    #expect(f.height >= spec.scale.pt(44) && f.width >= spec.scale.pt(44))
                    #expect(page.board.sheetArea.contains(f))
                    for g in frames[..<i] { #expect(!f.intersects(g), "buttons do not overlap") }
                }
                #expect(try element(page, "sheet.rematch").label == "Rematch")
                #expect(try element(page, "button.review").label == "Review")
                #expect(try element(page, "sheet.result").label == "See board")
                #expect(try element(page, "sheet.home").label == "Home")
                try Screenshots.shoot("\(game.id)-\(spec.device == .phone ? "iphone" : "ipad")-game-over-sheet", spec) { app.draw($0, now: 1e9) }
            }
        }
    }

    @Test func rematchStartsTheSameOptionsAgain() throws {
        let app = try app("gameover-rematch")
        let page = try finished(app, .pyramida)
        let before = page.model.session.options()
        let rematch = try #require(page.board.resultButtons(page.model).first { $0.button == .rematch }?.frame)
        app.tap(rematch.center, now: 0)
        let next = try #require(app.gamePage)
        #expect(next.id != page.id, "a new game, saved beside the finished one")
        #expect(app.routes == [.home, .game(next.id)])
        #expect(!next.model.isOver && next.model.snapshot.ply == 0)
        let after = next.model.session.options()
        #expect(after.game == before.game && after.variant == before.variant && after.seats == before.seats)
        #expect(after.seed != before.seed, "a new seed")
        #expect(next.tableMode == page.tableMode)
        #expect((try? app.store.load(id: next.id).get()) != nil, "saved at once")
    }

    @Test func homeGoesHomeAndSeeBoardPutsTheSheetAway() throws {
        let app = try app("gameover-home")
        let page = try finished(app, .pylos)
        let see = try #require(page.board.resultButtons(page.model).first { $0.button == .seeBoard }?.frame)
        app.tap(see.center, now: 0)
        #expect(!page.board.resultOpen)
        #expect(page.board.resultButtons(page.model).isEmpty, "no sheet, no sheet buttons")
        #expect(app.route == .game(page.id))
        page.board.resultOpen = true
        let home = try #require(page.board.resultButtons(page.model).first { $0.button == .home }?.frame)
        app.tap(home.center, now: 0)
        #expect(app.routes == [.home])
    }

    @Test func pyramidosRankingIsTheSharedModels() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/24-full-tie-shares-the-win.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let session = try PlaySession(options: Support.options(.pyramido, seats: Array(repeating: .human, count: 4), seed: 21058, firstPlayer: 0))
        for a in try #require(json["actions"] as? [String]) { try session.play(notation: a) }
        let m = try GameModel(session: session)
        let summary = try #require(Strings(.english).gameOver(m.snapshot))
        #expect(summary.headline == .sharedWin(seats: [0, 3]))
        #expect(summary.headlineText == "Shared win: Player 1, Player 4")
        #expect(summary.rankingHeadings == ["F1", "F2", "F3", "F4", "Tiles", "Total"])
        #expect(summary.ranking.map(\.place) == summary.ranking.map(\.place).sorted())
        #expect(summary.ranking.count == 4 && summary.ranking.allSatisfy { $0.cells.count == 6 && !$0.you })
        let b = PyramidoBoard(strings: Strings(.english), spec: .iPhone, seatCount: 4)
        #expect(b.resultButtons(m).map(\.button) == [.rematch, .review, .home, .seeBoard])
        #expect(b.headline(m) == summary.headlineText)
    }

    @Test func theSheetOffersOnePrimaryButtonRematch() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/24-full-tie-shares-the-win.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let session = try PlaySession(options: Support.options(.pyramido, seats: Array(repeating: .human, count: 4), seed: 21058, firstPlayer: 0))
        for a in try #require(json["actions"] as? [String]) { try session.play(notation: a) }
        let summary = try #require(Strings(.english).gameOver(try GameModel(session: session).snapshot))
        // The sheet (Chrome.resultButtons) styles each button by the model's role.
        let drawn = ResultPeek.choices(summary.buttons).map { BoardButton(id: $0.button.buttonId, label: $0.label, role: $0.role) }
        #expect(drawn.filter(\.primary).count == 1)
        #expect(drawn.first(where: \.primary)?.id == GameOverButton.rematch.buttonId)
    }
}
