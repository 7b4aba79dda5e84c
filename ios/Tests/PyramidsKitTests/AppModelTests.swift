// The app as the SwiftUI host drives it: touches on the real pages and
// the real engine — home → new game → a game → home → resume, saved games
// with a confirmed delete, the in-game legend and the rules, table mode,
// haptics on moves, the computer's answer and its cancellation, VoiceOver
// elements; screenshots of the new-game, rules and legend screens.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("App: pages and navigation", .cleansTemporaryDirectories)
struct AppModelTests {
    private func app(_ name: String, spec: ScreenSpec = .iPhone, language: Language = .english) throws -> AppModel {
        let store = SaveStore(directory: try Support.temporaryDirectory(name))
        let app = AppModel(strings: Strings(language), store: store, spec: spec, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200), seed: 7,
                           clock: { 0 })
        // These tests go from Home to New game: the lessons' first-launch offer (LessonScreensTests) was declined.
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        return app
    }

    /// Draws the top page once (pages that wrap text lay out while drawing).
    @discardableResult
    private func draw(_ app: AppModel) -> CairoPainter {
        let p = CairoPainter(width: Int(app.spec.width), height: Int(app.spec.height))
        app.draw(p, now: 1e9)
        return p
    }

    private func element(_ app: AppModel, _ id: String) throws -> A11yElement {
        try #require(app.accessibility(now: 1e9).first { $0.id == id }, "no element \(id)")
    }

    private func waitForComputer(_ model: GameModel) async throws {
        for _ in 0..<500 where model.isThinking { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(!model.isThinking)
    }

    @Test func homeNewGameGameHomeAndResume() async throws {
        let app = try app("nav")
        #expect(app.route == .home)
        let home = HomeScreen(strings: app.strings, spec: app.spec)
        let pylosCard = try #require(home.frames(resume: false).first { $0.0 == .game(.pylos) }?.1)
        app.tap(pylosCard.center, now: 0)
        #expect(app.route == .newGame(.pylos))
        let page = try #require(app.top as? NewGamePage)
        app.tap(page.screen.startButton.center, now: 0)
        guard case .game(let id) = app.route else {
            Issue.record("Start opens the game, not \(app.route)")
            return
        }
        #expect(app.routes == [.home, .game(id)], "leaving the game goes home")
        #expect(app.store.list().map(\.id) == [id], "the new game is saved at once")
        let game = try #require(app.gamePage)
        #expect(game.board is PylosBoard)
        // A move by touch: haptic, saved, and the computer answers.
        let board = try #require(game.board as? PylosBoard)
        let before = app.feedbackSerial
        app.tap(try #require(board.projection.spot("1b2")).center, now: 0)
        #expect(game.model.snapshot.ply >= 1)
        #expect(app.feedbackSerial > before)
        #expect(app.lastFeedback == .move)
        try await waitForComputer(game.model)
        #expect(game.model.snapshot.ply == 2, "the computer answered")
        #expect(app.store.read(id: id).successValue?.0.ply == 2, "and both moves are saved")
        // Home, then Resume.
        app.tap(try element(app, "button.home").frame.center, now: 0)
        #expect(app.route == .home)
        let resume = try element(app, "resume")
        #expect(resume.label == "Resume: Pylos · move 3")
        app.tap(resume.frame.center, now: 0)
        #expect(app.route == .game(id))
        #expect(app.gamePage?.model.snapshot.ply == 2)
    }

    @Test func theLegendShowsThisScreensSymbolsAndLeadsToTheRules() throws {
        for (game, spec) in [(GameKind.pylos, ScreenSpec.iPhone), (.pyramida, .iPad), (.pyramido, .iPhone)] {
            let app = try app("legend-\(game.id)", spec: spec)
            app.open(.newGame(game))
            app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
            let page = try #require(app.gamePage)
            app.tap(try element(app, "button.help").frame.center, now: 0)
            #expect(page.legendOpen)
            let legend = try element(app, "legend")
            // Exactly the library's legend of the board on view, nothing else.
            let items = page.board.legend(page.model)
            #expect(!items.isEmpty)
            #expect(legend.label == "\(app.strings(.legendTitle)). " + items.map(\.text).joined(separator: ". "))
            try Screenshots.shoot("legend-\(game.id)-\(spec.device == .tablet ? "ipad" : "iphone")", spec) { app.draw($0, now: 1e9) }
            // A tap on the board behind it closes it and plays nothing.
            app.tap(Pt(4, spec.height / 2), now: 0)
            #expect(!page.legendOpen)
            #expect(page.model.snapshot.ply == 0)
            app.tap(try element(app, "button.help").frame.center, now: 0)
            app.tap(try element(app, "legend.rules").frame.center, now: 0)
            #expect(app.route == .rules(game))
            app.back()
            #expect(app.route == .game(page.id))
        }
    }

    @Test func newGameChoicesByTouchReachTheGame() throws {
        let app = try app("newgame", spec: .iPad)
        app.open(.newGame(.pyramido))
        let page = try #require(app.top as? NewGamePage)
        func tapControl(_ choice: NewGameScreen.Choice) throws {
            let layout = page.screen.layout()
            let control = try #require(layout.controls.first { $0.choice == choice }, "\(choice)")
            // Brought into view first: the computers' level rows make the list taller than the window.
            let content = page.screen.content
            page.scrollBy(control.frame.maxY - page.scrollOffset - content.maxY + 1)
            page.scrollBy(control.frame.y - page.scrollOffset - content.y < 0 ? control.frame.y - page.scrollOffset - content.y : 0)
            app.tap(Pt(control.frame.center.x, control.frame.center.y - page.scrollOffset), now: 0)
        }
        try tapControl(.seatCount(4))
        #expect(page.model.seatCount == 4)
        // Human | Computer, then the level row the computer's seat gains.
        try tapControl(.playerKind(3, .human))
        #expect(!page.screen.layout().controls.contains { if case .level(3, _) = $0.choice { true } else { false } }, "a human seat has no level row")
        try tapControl(.playerKind(3, .computer))
        #expect(page.screen.layout().controls.contains { $0.choice == .level(3, .hard) }, "the computer's seat shows its levels")
        try tapControl(.level(3, .hard))
        try tapControl(.starter(2))
        try tapControl(.tableMode(true))
        #expect(page.model.tableMode)
        try Screenshots.shoot("new-game-ipad-pyramido-four", .iPad) { app.draw($0, now: 0) }
        app.tap(page.screen.startButton.center, now: 0)
        let game = try #require(app.gamePage)
        #expect(game.model.snapshot.seats.count == 4)
        #expect(game.model.snapshot.seats[3] == .ai(level: .hard))
        #expect(game.model.snapshot.mover == 2, "player 3 starts")
        #expect(game.board.table, "table mode on a tablet")
        #expect(app.store.list().first?.summary?.tableMode == true)
        // The same game on a phone (a narrow window) has no table layout.
        app.resize(.iPhone)
        #expect(!(app.gamePage?.board.table ?? true))
    }

    @Test func newGameScreensInEveryGameAndLanguageAtLargeText() throws {
        var big = ScreenSpec.iPhone
        big.fontScale = 2
        for (game, language, spec, name) in [(GameKind.pylos, Language.english, ScreenSpec.iPhone, "new-game-iphone-pylos"),
                                              (.pyramida, .czech, .iPhone, "new-game-iphone-pyramida-czech"),
                                              (.pyramido, .slovenian, .iPhone, "new-game-iphone-pyramido-slovenian"),
                                              (.pylos, .portuguese, big, "new-game-iphone-pylos-font-2x")] {
            let app = try app("newgame-\(name)", spec: spec, language: language)
            app.open(.newGame(game))
            let page = try #require(app.top as? NewGamePage)
            let layout = page.screen.layout()
            for c in layout.controls {
                #expect(c.frame.height >= spec.scale.pt(44), "\(name): \(c.label) is a touch target")
                #expect(c.frame.x >= 0 && c.frame.maxX <= spec.width, "\(name): \(c.label) on screen")
            }
            for (i, a) in layout.controls.enumerated() {
                for b in layout.controls[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(name): \(a.label) / \(b.label)") }
            }
            #expect(page.screen.startButton.maxY <= spec.height - spec.scale.pt(spec.safeBottom), "Start clear of the edge")
            // Every text clear of the screen's sides (the screen scrolls up and down).
            let rec = TextRecorder(spec)
            app.draw(rec, now: 0)
            #expect(!rec.texts.isEmpty)
            let off = rec.offScreen(margin: spec.scale.pt(2), vertical: false)
            #expect(off.isEmpty, "\(name): text touching or over the screen's side: \(off)")
            // The seats' lines at one size (not "Player 1 ..." squeezed beside a large "Player 2"), 11 pt or more, each inside its frame.
            let seatLines = layout.texts.filter { $0.kind == .seat }
            let drawn = seatLines.compactMap { t in rec.texts.first { $0.text == t.text }.map { (t, $0) } }
            #expect(drawn.count == seatLines.count && drawn.count >= 2, "\(name): every seat's line is drawn")
            #expect(Set(drawn.map { ($0.1.size * 100).rounded() }).count == 1, "\(name): seat lines at one size: \(drawn.map { ($0.1.text, $0.1.size) })")
            for (t, d) in drawn {
                #expect(d.size >= spec.scale.pt(11) - 0.01, "\(name): \(t.text) at \(d.size / spec.pixelsPerPoint) pt")
                #expect(t.frame.inset(-1).contains(Box(x: d.box.x, y: t.frame.center.y, width: d.box.width, height: 0)), "\(name): \(t.text) within its line")
            }
            try Screenshots.shoot(name, spec) { app.draw($0, now: 0) }
            if page.screen.maxScroll(layout) > 0 {
                // Taller than the screen: a drag scrolls, and does not choose.
                let before = page.model
                let x = spec.width / 2
                app.touch(Touch(.down, Pt(x, page.screen.content.maxY - 10)), now: 0)
                app.touch(Touch(.move, Pt(x, page.screen.content.y + 10)), now: 0)
                app.touch(Touch(.up, Pt(x, page.screen.content.y + 10)), now: 0)
                #expect(page.model.seats == before.seats && page.model.starter == before.starter)
                try Screenshots.shoot("\(name)-scrolled", spec) { app.draw($0, now: 0) }
            }
        }
    }

    @Test func pylosSeatsShowTheirColourFromWhoStarts() throws {
        var model = try #require(NewGameModel.forGame(.pylos))
        let en = Strings(.english)
        model.setStarter(1)
        let screen = NewGameScreen(strings: en, spec: .iPhone, model: model)
        #expect(screen.playerLabel(0) == "Player 1 · Dark")
        #expect(screen.playerLabel(1) == "Player 2 · Light, moves first", "the one wording of both apps")
        model.setStarter(nil)
        #expect(NewGameScreen(strings: en, spec: .iPhone, model: model).playerLabel(0) == "Player 1 · colour drawn at the start")
        #expect(!NewGameScreen(strings: en, spec: .iPhone, model: model).layout().controls.contains {
            if case .tableMode = $0.choice { return true }
            return false
        }, "no table mode on a phone")
    }

    @Test func savedGamesDeleteAfterConfirmingAndRefuseWhatWillNotOpen() throws {
        let app = try app("saved")
        let s = try Support.session(.pyramida, seats: [.human, .ai(level: .easy)])
        try s.play(notation: "e1-f2")
        try app.store.write(id: "pyramida-1", session: s)
        try #"{"format":"pyramids-app-save","version":9}"#.write(to: app.store.directory.appendingPathComponent("pylos-2.pyrsave"),
                                                                  atomically: true, encoding: .utf8)
        app.open(.savedGames)
        draw(app)
        let newer = try element(app, "save.pylos-2")
        #expect(newer.label.contains("newer version"))
        app.tap(newer.frame.center, now: 0)
        #expect(app.route == .savedGames, "a save that will not open stays in the list")
        let delete = try element(app, "delete.pyramida-1")
        app.tap(delete.frame.center, now: 0)
        let page = try #require(app.top as? SavedGamesPage)
        #expect(page.confirming == "pyramida-1")
        // The one confirmation (ConfirmDialog, as Resign's): the title, the save in words, that it cannot be brought back.
        let dialog = try #require(page.deleteDialog)
        #expect(dialog.title == app.strings(.deleteTitle))
        #expect(dialog.subject?.hasPrefix("Pyramida") == true, "the save's card, never its file name: \(dialog.subject ?? "")")
        #expect(dialog.body == app.strings(.deleteDetail))
        #expect(dialog.cancel == app.strings(.cancel) && dialog.confirm == app.strings(.delete))
        draw(app)
        #expect(page.accessibility(now: 0).map(\.id) == ["dialog", "dialog.cancel", "dialog.confirm"], "only the dialog is reachable")
        try Screenshots.shoot("saved-games-iphone-confirm-delete", .iPhone) { app.draw($0, now: 0) }
        // A tap beside its buttons is no answer; Cancel keeps the save; back too.
        app.tap(dialog.frame.center, now: 0)
        #expect(page.deleteDialog != nil)
        app.tap(dialog.cancelButton.center, now: 0)
        #expect(page.deleteDialog == nil && app.store.list().count == 2, "Cancel keeps the save")
        app.tap(delete.frame.center, now: 0)
        #expect(page.back() && page.deleteDialog == nil && app.store.list().count == 2, "back keeps it too")
        app.tap(delete.frame.center, now: 0)
        app.tap(try #require(page.deleteDialog).confirmButton.center, now: 0)
        #expect(app.store.list().map(\.id) == ["pylos-2"])
        app.tap(try element(app, "button.home").frame.center, now: 0)
        #expect(app.route == .home)
        // Resuming a save the library refuses says why, over the page.
        app.resume("pylos-2")
        #expect(app.route == .home)
        #expect(app.notice == app.strings.message(for: PyramidsKit.SaveProblem.newerVersion(9)))
        try Screenshots.shoot("home-iphone-notice", .iPhone) { app.draw($0, now: 0) }
        app.tap(Pt(10, 10), now: 0)
        #expect(app.notice == nil, "a tap closes the notice")
    }

    @Test func rulesScrollAndListTheSymbols() throws {
        for (game, language, spec) in [(GameKind.pyramida, Language.english, ScreenSpec.iPhone), (.pylos, .portuguese, .iPad),
                                       (.pyramido, .czech, .iPhone)] {
            let app = try app("rules-\(game.id)", spec: spec, language: language)
            app.open(.rules(game))
            draw(app)
            let page = try #require(app.top as? RulesPage)
            let text = app.accessibility(now: 0).map(\.label).joined(separator: " ")
            for section in app.strings.rules(game) { #expect(text.contains(section.heading)) }
            let name = "rules-\(spec.device == .tablet ? "ipad" : "iphone")-\(game.id)-\(language.code)"
            try Screenshots.shoot(name, spec) { app.draw($0, now: 0) }
            page.scrollBy(1e6)
            draw(app)
            #expect(page.scrollOffset > 0 || spec.device == .tablet)
            try Screenshots.shoot("\(name)-end", spec) { app.draw($0, now: 0) }
            app.back()
            #expect(app.route == .home)
        }
        #expect(Strings(.english).rules(.pyramida).contains { $0.heading == "Protected pair" })
        for language in Language.allCases {
            for game in [GameKind.pylos, .pyramido, .pyramida] {
                #expect(Strings(language).rules(game).count == Strings(.english).rules(game).count, "\(language) \(game)")
            }
        }
    }

    @Test func leavingOrPausingStopsTheComputerAndResumingRestartsIt() async throws {
        let app = try app("pause")
        var choices = try #require(NewGameModel.forGame(.pyramida))
        choices.setController(0, .ai(level: .hard))
        choices.setController(1, .human)
        app.start(choices)
        let game = try #require(app.gamePage)
        #expect(game.model.isThinking, "the computer starts")
        await app.pause()
        #expect(!game.model.isThinking)
        app.resume()
        try await waitForComputer(game.model)
        #expect(game.model.snapshot.ply >= 1)
        #expect(game.model.snapshot.moverIsHuman)
        // Undo from the page's button goes back to the human's decision (before the computer's).
        let undo = try element(app, "button.undo")
        app.tap(undo.frame.center, now: 0)
        await game.pending?.value
        #expect(game.model.snapshot.ply == 0 || game.model.snapshot.moverIsHuman)
    }

    @Test func voiceOverReadsTheChromeAndTheBoardOfEveryGame() throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let app = try app("a11y-\(game.id)")
            app.open(.newGame(game))
            app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
            let elements = app.accessibility(now: 0)
            let ids = Set(elements.map(\.id))
            #expect(ids.isSuperset(of: ["button.home", "button.help", "status", "button.undo"]), "\(game): \(ids)")
            #expect(elements.contains { $0.actionable && $0.id != "button.home" && !$0.id.hasPrefix("button") }, "\(game): a playable place")
            for e in elements {
                #expect(!e.label.isEmpty)
                #expect(Box(x: -1, y: -1, width: app.spec.width + 2, height: app.spec.height + 2).contains(e.frame), "\(game) \(e.id)")
            }
            // Activating a playable element plays (Pylos: a place; Pyramida: a stone then its target).
            if game == .pylos, let place = elements.first(where: { $0.label.contains(app.strings(.a11yCanPlace)) }) {
                app.tap(place.frame.center, now: 0)
                #expect(app.gamePage?.model.snapshot.ply == 1)
            }
        }
    }

    @Test func aFailedAutosaveIsShownOverTheBoardAndPlayGoesOn() throws {
        let app = try app("save-failed")
        var choices = try #require(NewGameModel.forGame(.pyramida))
        choices.setController(1, .human)
        app.start(choices)
        let game = try #require(app.gamePage)
        // Something that is not a file where the save goes: the next write fails.
        let url = app.store.directory.appendingPathComponent("\(game.id).\(SaveStore.fileExtension)")
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let board = try #require(game.board as? PyramidaBoard)
        for name in ["e1", "f2"] { app.tap(try #require(board.geometry.spot(name)).center, now: 0) }
        #expect(game.model.snapshot.ply == 1, "the move is played")
        let failure = try #require(game.model.saveFailure)
        #expect(failure.contains("not a file"))
        try Screenshots.shoot("pyramida-iphone-save-failed", .iPhone) { app.draw($0, now: 1e9) }
    }

    @Test func theWindowFollowsTheDeviceAndTheTextSize() {
        #expect(ScreenSpec.window(width: 393, height: 852, safeTop: 0, safeBottom: 0).device == .phone)
        #expect(ScreenSpec.window(width: 1024, height: 1366, safeTop: 0, safeBottom: 0).device == .tablet)
        #expect(ScreenSpec.window(width: 507, height: 1366, safeTop: 0, safeBottom: 0).device == .phone, "a narrow split view")
        let scales = TextSize.allCases.map(\.fontScale)
        #expect(scales == scales.sorted())
        #expect(TextSize.large.fontScale == 1)
        #expect(scales.max() == 2, "the layouts are tested up to 2×")
    }
}

extension Result {
    var successValue: Success? {
        if case .success(let s) = self { return s }
        return nil
    }
}
