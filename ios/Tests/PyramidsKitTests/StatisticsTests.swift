// Statistics on iOS: a finished game against the computer is counted once
// (statistics.json beside the saves), its line ("First win against Easy")
// is on the result sheet, and the Statistics page beside Home's gear shows
// the shared model's tables.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Statistics: counted once, on the sheet and their page", .cleansTemporaryDirectories)
struct StatisticsTests {
    private func app(_ dir: URL) -> AppModel {
        let app = AppModel(strings: Strings(.english), store: SaveStore(directory: dir), spec: .iPhone, aiBudget: .nodes(count: 2_000),
                           hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        return app
    }

    private func element(_ app: AppModel, _ id: String) throws -> A11yElement {
        try #require(app.accessibility(now: 1e9).first { $0.id == id }, "no element \(id)")
    }

    /// A Pylos game the human (light) won against the computer at Easy,
    /// played to its end by random legal decisions of each side.
    private func wonGame() throws -> PlaySession {
        for seed in UInt64(1)...40 {
            // Both seats are played here; the computer takes its seat for the end.
            let s = try Support.session(.pylos, seats: [.human, .human], seed: seed)
            var random = SplitMix(seed: seed)
            while !s.snapshot().isOver {
                let legal = s.core.legalActions()
                _ = try s.core.playAction(action: legal[Int(random.next() % UInt64(legal.count))])
            }
            guard case .win(let winner) = s.snapshot().outcome, winner == 0 else { continue }
            try s.core.setSeat(seat: 1, controller: .ai(level: .easy))
            return s
        }
        throw CancellationError()
    }

    private func drawnTexts(_ app: AppModel) -> [String] {
        let p = RecordingPainter(app.spec)
        app.draw(p, now: 1e9)
        return p.texts
    }

    @Test func aWonGameShowsItsLineAndItsTallyAndCountsOnce() throws {
        let dir = try Support.temporaryDirectory("stats-won")
        let app = app(dir)
        let id = app.store.newId(for: .pylos)
        try app.store.write(id: id, session: try wonGame())
        app.resume(id)
        let page = try #require(app.gamePage)
        #expect(page.recorded?.counted == true)
        let line = try #require(page.recorded?.line)
        #expect(line == "First win against \(app.strings.levelName(.easy))")
        #expect(drawnTexts(app).contains { $0.contains(line) }, "the line is on the result sheet")
        try Screenshots.shoot("gameover-statistics-line-phone", app.spec) { app.draw($0, now: 1e9) }
        // Reopened, the finished save is not counted again.
        app.tap(try element(app, "button.home").frame.center, now: 0)
        app.resume(id)
        #expect(app.gamePage?.recorded?.counted == false)
        #expect(app.gamePage?.recorded?.line == line)
        app.popToRoot()
        app.tap(try element(app, "statistics").frame.center, now: 0)
        let stats = try #require(app.top as? StatisticsPage, "the chart opens the statistics, not \(app.route)")
        let pylos = try #require(stats.view.screen.games.first { $0.game == .pylos })
        #expect(pylos.rows.map(\.tally) == [StatsTally(games: 1, wins: 1, losses: 0, draws: 0)])
        #expect(pylos.rows.first?.opponent == .computer(level: .easy))
        let texts = drawnTexts(app)
        #expect(texts.contains(pylos.rows[0].label))
        for cell in pylos.rows[0].cells { #expect(texts.contains(cell)) }
        #expect(try element(app, "stats.pylos").label.contains(pylos.rows[0].words))
        try Screenshots.shoot("statistics-phone", app.spec) { app.draw($0, now: 1e9) }
        // Kept beside the saves: the next launch reads the same tally.
        let again = self.app(dir).statistics.statistics.screen(catalog: Strings(.english).catalog)
        #expect(again.games.first { $0.game == .pylos }?.rows.map(\.tally) == pylos.rows.map(\.tally))
    }

    @Test func aGameGivenUpIsCountedAsTheGameEnds() async throws {
        let app = app(try Support.temporaryDirectory("stats-resign"))
        app.open(.newGame(.pylos))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        let game = try #require(app.gamePage)
        #expect(game.recorded == nil, "nothing while the game goes on")
        await game.model.stopAI()
        game.askResign()
        game.confirmResign()
        #expect(game.recorded?.counted == true)
        #expect(game.recorded?.result == .loss)
        #expect(game.board.statisticsLine == game.recorded?.line)
        #expect(app.statistics.statistics.screen(catalog: app.strings.catalog).games.first { $0.game == .pylos }?.rows.first?.tally.losses == 1)
    }
}
