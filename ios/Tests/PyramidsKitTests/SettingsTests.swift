// The settings on iOS: the shared model's rows drawn as cards with their
// switches and options, opened from Home's gear, each change stored in
// settings.json and applied at once (Home's words, the boards' animations,
// coordinates and vibration).
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Settings: screen, file and applying them", .cleansTemporaryDirectories)
struct SettingsTests {
    private func app(_ dir: URL, spec: ScreenSpec = .iPhone) -> AppModel {
        let app = AppModel(strings: Strings(.english), store: SaveStore(directory: dir), spec: spec, aiBudget: .nodes(count: 2_000),
                           hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        return app
    }

    private func element(_ app: AppModel, _ id: String) throws -> A11yElement {
        try #require(app.accessibility(now: 1e9).first { $0.id == id }, "no element \(id)")
    }

    private func settingsPage(_ app: AppModel) throws -> SettingsPage {
        app.tap(try element(app, "settings").frame.center, now: 0)
        return try #require(app.top as? SettingsPage, "the gear opens the settings, not \(app.route)")
    }

    /// Taps a row's option (or a toggle's card) as the player would.
    private func tap(_ app: AppModel, _ id: SettingId, option: Int? = nil) throws {
        let page = try #require(app.top as? SettingsPage)
        // Scrolled to the end where the row is below the window (the language on a phone).
        if let card = page.view.rows().first(where: { $0.row.id == id })?.card, card.maxY > page.view.listArea.maxY { page.scrollBy(1e6) }
        let targets = page.view.rows(scroll: page.scrollOffset).first { $0.row.id == id }?.targets ?? []
        let target = try #require(option.map { i in targets.first { $0.value == .choice(index: UInt32(i)) } } ?? targets.first)
        app.tap(target.frame.center, now: 0)
    }

    @Test func theGearOpensTheSharedModelsRowsWithTouchSizedTargets() throws {
        let app = app(try Support.temporaryDirectory("settings-rows"))
        let gear = try element(app, "settings")
        #expect(gear.label == AppSettings.defaults().screen(catalog: app.strings.catalog).title)
        #expect(gear.frame.height >= app.spec.scale.minTouch(table: false))
        try Screenshots.shoot("home-settings-statistics-phone", app.spec) { app.draw($0, now: 0) }
        let page = try settingsPage(app)
        #expect(app.route == .settings)
        let expected = AppSettings.defaults().screen(catalog: app.strings.catalog)
        let rows = page.view.rows()
        #expect(rows.map(\.row) == expected.rows, "exactly the shared model's rows, in its order")
        #expect(rows.map(\.row.id) == [.sound, .haptics, .animation, .coordinates, .patterns, .confirmMoves, .tableBoard, .language])
        for row in rows {
            #expect(!row.targets.isEmpty)
            for t in row.targets {
                #expect(t.frame.height >= app.spec.scale.minTouch(table: false), "\(row.row.id)")
                #expect(t.frame.width >= app.spec.scale.minTouch(table: false), "\(row.row.id)")
            }
            // Rows never overlap; a choice's options sit inside its card and apart.
            for t in row.targets { #expect(row.card.contains(t.frame), "\(row.row.id)") }
            for (a, b) in zip(row.targets, row.targets.dropFirst()) where a.frame.y == b.frame.y { #expect(a.frame.maxX < b.frame.x) }
        }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.card.maxY < b.card.y) }
        let a11y = app.accessibility(now: 0)
        #expect(a11y.contains { $0.label == "\(expected.rows[7].label): Português" }, "every language option is read")
        // Each row is read with its state: its label, then the model's value (together its `spoken`).
        for row in expected.rows {
            let e = try #require(a11y.first { $0.id == "setting.\(row.id)" }, "\(row.id)")
            #expect(e.label.hasPrefix(row.label) && e.value == row.value, "\(row.id)")
            #expect(row.spoken.contains(row.value))
        }
        // The new Table board row is a choice like the others: a tap changes what is read and what the boards get.
        let table = try #require(expected.rows.first { $0.id == .tableBoard })
        guard case .choice(let options, let selected) = table.control else { Issue.record("Table board is a choice"); return }
        #expect(selected == 0 && app.boardSettings.tableBoard == .still, "the board stays by default")
        try tap(app, .tableBoard, option: 1)
        #expect(app.boardSettings.tableBoard == .turnToMover)
        #expect(app.accessibility(now: 0).first { $0.id == "setting.tableBoard" }?.value == options[1])
        try tap(app, .tableBoard, option: 0)
        try Screenshots.shoot("settings-phone", app.spec) { app.draw($0, now: 0) }
        page.scrollBy(1e6)
        #expect(page.scrollOffset > 0, "the eight rows are taller than a phone: the list scrolls")
        let language = try #require(page.view.rows(scroll: page.scrollOffset).last)
        #expect(page.view.listArea.contains(language.card), "and its end comes into view")
        try Screenshots.shoot("settings-phone-end", app.spec) { app.draw($0, now: 0) }
        // The list scrolls to its end on a phone, and back leaves it.
        app.tap(try element(app, "button.back").frame.center, now: 0)
        #expect(app.route == .home)
    }

    @Test func portugueseIsStoredAndHomeSpeaksIt() throws {
        let dir = try Support.temporaryDirectory("settings-language")
        let app = app(dir)
        _ = try settingsPage(app)
        // The language row's options: Device language, English, Português, Čeština, Slovenščina.
        try tap(app, .language, option: 2)
        #expect(app.strings.language == .portuguese)
        let page = try #require(app.top as? SettingsPage)
        #expect(page.view.screen.title == AppSettings.defaults().screen(catalog: Strings(.portuguese).catalog).title, "the settings re-read their words")
        let stored = try AppSettings.fromJson(text: String(contentsOf: dir.appendingPathComponent(SettingsStore.fileName), encoding: .utf8))
        #expect(stored.values().language == .portuguese)
        app.back()
        let pt = Strings(.portuguese)
        #expect(try element(app, "title").label == "\(pt(.appName)). \(pt(.tagline))")
        #expect(try element(app, "savedGames").label == pt(.savedGames))
        #expect(pt(.savedGames) != Strings(.english)(.savedGames))
        // The next launch starts in Portuguese.
        #expect(self.app(dir).strings.language == .portuguese)
    }

    private func startPylos(_ app: AppModel) throws -> (GamePage, PylosBoard) {
        app.open(.newGame(.pylos))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        let game = try #require(app.gamePage)
        return (game, try #require(game.board as? PylosBoard))
    }

    @Test func animationOffPutsAMoveInPlaceAtOnceAndSlowTakesLonger() async throws {
        var ends: [Int: Double] = [:]
        for option in [0, 2, 3] {
            let app = app(try Support.temporaryDirectory("settings-animation-\(option)"))
            _ = try settingsPage(app)
            try tap(app, .animation, option: option)
            app.back()
            let (game, board) = try startPylos(app)
            app.tap(try #require(board.projection.spot("1b2")).center, now: 0)
            #expect(game.model.snapshot.ply >= 1)
            ends[option] = board.animationsEnd
            await game.model.stopAI()
            // A lesson's board moves at the same speed.
            app.openLesson("pylos-raise")
            let lesson = try #require(app.top as? LessonPage)
            #expect((lesson.board.animationFactor == 0) == (option == 0))
            #expect(lesson.board.animationFactor == game.board.animationFactor)
        }
        #expect(ends[0] == 0, "Off: nothing is queued, the ball is in place at once")
        #expect(ends[2] == PylosTimeline.dropMs, "Normal: the drop's own time")
        #expect((ends[3] ?? 0) > PylosTimeline.dropMs, "Slow takes longer")
    }

    @Test func aLessonsAndAPuzzlesBoardShowsItsCoordinatesOnAPhoneUnlessTheyAreOff() throws {
        let dir = try Support.temporaryDirectory("settings-coached")
        let app = app(dir)
        // Automatic: their words name places ("raise your ball from d4").
        app.openLesson("pylos-raise")
        #expect(try #require(app.top as? LessonPage).board.showCoordinates)
        app.back()
        app.openPuzzle("pyramida-1-0")
        let puzzle = try #require(app.top as? PuzzlePage)
        #expect(puzzle.board.showCoordinates)
        app.back()
        app.change(.coordinates, .choice(index: 2))
        app.openLesson("pylos-raise")
        #expect(try #require(app.top as? LessonPage).board.showCoordinates == false, "Off: none")
    }

    @Test func coordinatesAndVibrationApplyToTheGameOnScreen() async throws {
        let dir = try Support.temporaryDirectory("settings-board")
        let app = app(dir)
        let (game, board) = try startPylos(app)
        #expect(!game.board.showCoordinates, "Automatic: none on a phone")
        // Settings are opened from Home; the game underneath is the saved one resumed after.
        app.tap(try element(app, "button.home").frame.center, now: 0)
        _ = try settingsPage(app)
        try tap(app, .coordinates, option: 1)
        try tap(app, .haptics)
        #expect(!app.settings.values.haptics)
        app.back()
        app.tap(try element(app, "resume").frame.center, now: 0)
        let resumed = try #require(app.gamePage)
        #expect(resumed.board.showCoordinates, "On: drawn on a phone too")
        let before = app.feedbackSerial
        app.tap(try #require((resumed.board as? PylosBoard)?.projection.spot("1b2")).center, now: 0)
        #expect(resumed.model.snapshot.ply >= 1)
        #expect(app.feedbackSerial == before, "vibration off: no haptic for the move")
        _ = board
        await resumed.model.stopAI()
    }
}

