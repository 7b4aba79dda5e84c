// The puzzles in the app (issue 24): Home's Puzzles entries and the daily
// button, a shipped puzzle's board answering a wrong try (a cross, the
// refutation in words, the board as it was) and a right one (played with
// the reply), retry, hint (its place marked), the solution played to the
// end, Next, the result recorded once and read back from puzzles.json,
// the panel kept off the board on a phone (both orientations) and a
// tablet, and the mistakes of a Pyramida game offered on the game-over
// sheet and the review, opening the first, with a puzzle's hint,
// solution and retry; screenshots.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

// One test at a time: several of them need Pyramida's solved table, and
// solving it in several of them at once (some 400 MiB each) swamps a
// 2-core machine for the other suites.
@MainActor
@Suite("Puzzles in the app", .serialized, .cleansTemporaryDirectories)
struct PuzzleScreensTests {
    private let strings = Strings(.english)
    static let day = LocalDate(year: 2026, month: 12, day: 3)

    init() {
        // The panel is measured as Cairo draws it.
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
    }

    private func app(_ dir: URL, spec: ScreenSpec = .iPhone) -> AppModel {
        AppModel(strings: strings, store: SaveStore(directory: dir), spec: spec, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200),
                 seed: 7, clock: { 0 }, today: { Self.day })
    }

    private func open(_ app: AppModel, _ id: String) throws -> PuzzlePage {
        app.open(.puzzle(id))
        return try #require(app.top as? PuzzlePage, "puzzle \(id) opens")
    }

    /// Waits for the page's library call.
    private func settle(_ page: PuzzlePage) async {
        await page.pending?.value
    }

    private func action(_ page: PuzzlePage, _ notation: String) throws -> GameAction {
        try #require(page.boardModel.legal.first { $0.notation == notation }, "\(notation) is legal")
    }

    private func press(_ app: AppModel, _ page: PuzzlePage, _ button: PuzzlePanel.Button) async throws {
        let frame = try #require(page.panel.buttonFrames.first { $0.0 == button }, "\(button) is offered").2
        app.tap(frame.center, now: 1e9)
        await settle(page)
    }

    private func tap(_ app: AppModel, _ page: PuzzlePage, pylos name: String) throws {
        let board = try #require(page.board as? PylosBoard)
        app.tap(try #require(board.projection.spot(name)).center, now: 1e9)
    }

    @Test func homeShowsEachGamesPuzzlesEntryAndItOpensTheNextPuzzleAndTheDailyOne() throws {
        let dir = try Support.temporaryDirectory("puzzles-home")
        let app = app(dir)
        let home = try #require(app.top as? HomePage)
        let entry = try #require(home.puzzleEntries[.pylos])
        #expect(entry.label == "Puzzles")
        #expect(entry.progress == "Solved: 0 of 300")
        #expect(entry.rating == "Rating 1200")
        #expect(entry.streak == "Streak: 0 puzzles")
        #expect(home.puzzleEntries[.pyramido]?.progress == "Solved: 0 of 150")
        let elements = app.accessibility(now: 0)
        for game in HomeScreen.games {
            let el = try #require(elements.first { $0.id == "puzzles.\(game.id)" })
            #expect(el.label.contains("Solved: 0 of") && el.label.contains("Rating 1200") && el.frame.height >= app.spec.scale.pt(44))
            let daily = try #require(elements.first { $0.id == "daily.\(game.id)" })
            #expect(daily.label.hasSuffix("Puzzle of the day") && daily.frame.height >= app.spec.scale.pt(44))
            #expect(!daily.frame.intersects(el.frame), "the daily button is its own target")
        }
        let frames = home.screen.frames(resume: false)
        let puzzles = try #require(frames.first { $0.0 == .puzzles(.pylos) }?.1)
        app.tap(puzzles.center, now: 0)
        #expect(app.route == .puzzle(try #require(entry.nextPuzzle)))
        #expect((app.top as? PuzzlePage)?.screen.puzzleId == entry.nextPuzzle)
        app.popToRoot()
        // The day's puzzle is the date's: the same on every device that day.
        let daily = try #require(frames.first { $0.0 == .daily(.pyramida) }?.1)
        let want = try #require(PuzzleProgress.empty().daily(game: .pyramida, year: 2026, month: 12, day: 3))
        home.scrollBy(daily.maxY)
        app.tap(Pt(daily.center.x, daily.center.y - home.scrollOffset), now: 0)
        #expect(app.route == .puzzle(want))
        #expect(home.screen.maxScroll(resume: false) > 0, "a phone in portrait scrolls the three games' entries")
    }

    @Test func aWrongTryIsCrossedAndWordedWithTheBoardUnchangedThenRetryAndARightTryIsPlayedWithTheReply() async throws {
        let dir = try Support.temporaryDirectory("puzzles-wrong")
        let app = app(dir)
        let page = try open(app, "pylos-1-3")
        #expect(page.screen.text.heading == "Dark to move and win in 7 moves")
        #expect(page.panel.buttons.map(\.0) == [.hint, .solution])
        #expect(app.accessibility(now: 0).contains { $0.id == "puzzle.title" && $0.label == "Pylos puzzles" })
        let before = page.boardModel.snapshot
        let history = page.source.session.history()
        try tap(app, page, pylos: "1a4")
        #expect(page.busy, "the library answers off the main actor")
        #expect(page.panel.thinking == "Light is thinking…")
        await settle(page)
        #expect(!page.busy)
        #expect(page.screen.verdict?.isWrong == true)
        #expect(page.screen.text.answer == "That lets the win slip: Light answers “Raise the ball from a1 (level 1) to a3 (level 2)” and wins.")
        #expect(page.boardModel.snapshot == before && page.source.session.history() == history, "the board is as it was")
        #expect(app.lastFeedback == .refused)
        #expect(page.screen.attempt == .failed, "a wrong try settles the first attempt")
        #expect(page.panel.buttons.map(\.0) == [.hint, .solution, .retry, .next])
        #expect(app.accessibility(now: 0).contains { $0.id == "puzzle.answer" && $0.label.contains("Light answers") })
        try await press(app, page, .retry)
        #expect(page.screen.verdict == nil && page.screen.text.answer == nil)
        // The right move: played with Light's reply, both animated in order.
        try tap(app, page, pylos: "1a2")
        await settle(page)
        #expect(page.screen.verdict == .kept(movesLeft: 6))
        #expect(page.source.session.history() == history + ["1a2", "1b2"])
        #expect(page.board.isAnimating(now: 1), "the move and the reply are animated")
        let busyTap = page.touch(Touch(.up, try #require((page.board as? PylosBoard)?.projection.spot("1c3")).center), now: 1)
        guard case .none = busyTap else {
            Issue.record("the board takes no input while the reply animates")
            return
        }
    }

    @Test func hintMarksItsPlaceAndTheSolutionIsPlayedToTheEndThenNextOpensTheNextPuzzleAndTheResultIsKept() async throws {
        let dir = try Support.temporaryDirectory("puzzles-solution")
        let app = app(dir)
        let page = try open(app, "pylos-1-3")
        try await press(app, page, .hint)
        let hint = try #require(page.screen.hint)
        #expect(page.screen.text.hint?.hasPrefix("Hint: look at") == true)
        let rect = try #require(page.hintRect, "\(hint) is marked on the board")
        #expect(app.accessibility(now: 0).contains { $0.id == "point.hint" && $0.frame == rect })
        #expect(page.screen.attempt == .failed, "a hint settles the puzzle as failed")
        #expect(page.rated?.text == "Rating 1188 (-12)", "the first attempt moves the rating")
        #expect(page.panel.buttons.map(\.0) == [.solution, .retry, .next])
        try await press(app, page, .solution)
        #expect(page.screen.text.solution?.hasPrefix("The solution:") == true)
        var steps = 0
        while page.screen.state.solutionLeft, steps < 40 {
            try await press(app, page, .solutionStep)
            steps += 1
        }
        #expect(page.screen.state.solutionPlayed && steps > 0)
        #expect(page.source.session.snapshot().isOver, "the solution won the game on the board")
        let solution = try #require(page.screen.text.solution)
        #expect(PuzzlePanel.blocks(page.screen, rated: page.panel.rated, thinking: nil).contains(.answer(solution, wrong: false)),
                "the solution played out is checked")
        #expect(page.panel.buttons.map(\.0) == [.retry, .next])
        #expect(page.rated?.text == "Rating 1188 (-12)", "recorded once: later attempts move nothing")
        await app.puzzles.flush()
        let saved = PuzzleStore(directory: dir)
        #expect(saved.loadProblem == nil)
        #expect(saved.progress.result(puzzleId: "pylos-1-3") == .failed)
        #expect(saved.progress.rating() == 1188)
        let next = try #require(app.puzzles.progress.nextPuzzle(game: .pylos, grade: page.screen.grade, after: "pylos-1-3"))
        try await press(app, page, .next)
        #expect(app.route == .puzzle(next) && next != "pylos-1-3")
        #expect(app.routes.count == 2, "Next replaces the puzzle")
        app.popToRoot()
        #expect((app.top as? HomePage)?.puzzleEntries[.pylos]?.rating == "Rating 1188")
    }

    @Test func aRightFirstTryIsACleanSolveRecordedAndReadBackAfterARestart() async throws {
        let dir = try Support.temporaryDirectory("puzzles-clean")
        let app = app(dir)
        let id = try #require(PuzzleProgress.empty().nextPuzzle(game: .pyramido, grade: nil, after: nil))
        let page = try open(app, id)
        // Following the hints of a fresh controller plays the best turn: a clean solve.
        let guide = try PuzzleController(puzzleId: id)
        for _ in 0..<10 where page.screen.state == .solving {
            _ = try guide.showSolution(catalog: strings.catalog)
            let step = try guide.solutionStep(catalog: strings.catalog)
            for a in step.played where a.seat == page.screen.solver {
                page.tryAction(a)
                await settle(page)
            }
        }
        #expect(page.screen.state == .solved)
        #expect(page.screen.attempt == .clean)
        #expect(page.screen.verdict == .solved && page.screen.verdict?.isWrong == false, "a check, not a cross")
        #expect(page.rated?.after ?? 0 > 1200)
        await app.puzzles.flush()
        let again = self.app(dir)
        #expect((again.top as? HomePage)?.puzzleEntries[.pyramido]?.progress == "Solved: 1 of 150")
        #expect((again.top as? HomePage)?.puzzleEntries[.pylos]?.streak == "Streak: 1 puzzle")
    }

    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func thePanelNeverCoversTheBoardOnAPhoneInBothOrientationsNorOnATablet(_ game: GameKind) async throws {
        for (name, spec) in LessonScreensTests.specs {
            let app = app(try Support.temporaryDirectory("puzzles-cover-\(name)"), spec: spec)
            let id = try #require(PuzzleProgress.empty().nextPuzzle(game: game, grade: nil, after: nil))
            let page = try open(app, id)
            let screenBox = Box(x: 0, y: 0, width: spec.width, height: spec.height)
            for stage in ["start", "hint", "solution"] {
                let at = "\(id) \(stage) on \(name)"
                #expect(screenBox.contains(page.panel.frame), "\(at): the panel is on screen")
                #expect(!page.board.sheetArea.intersects(page.panel.frame), "\(at): the board is clear of the panel")
                for el in page.board.accessibility(page.boardModel) {
                    #expect(!page.panel.frame.contains(el.frame.center), "\(at): the panel covers \(el.id)")
                }
                for (_, _, f) in page.panel.buttonFrames {
                    #expect(f.height >= spec.scale.pt(44) && page.panel.frame.contains(f), "\(at): buttons are in the panel and big enough")
                }
                if let r = page.hintRect { #expect(!r.intersects(page.panel.frame) && screenBox.contains(r), "\(at): the hint's place is clear") }
                switch stage {
                case "start": _ = page.press(.hint)
                default: _ = page.press(.solution)
                }
                await settle(page)
            }
            #expect(page.screen.text.solution != nil)
        }
    }

    // MARK: Learn from your mistakes

    /// A finished Pyramida game the human (Black, seat 1) lost with a blunder, open on screen.
    private func lostGame(_ app: AppModel) throws -> GamePage {
        let s = try PlaySession(options: ReviewGames.options(.pyramida))
        for a in ReviewGames.pyramidaOver { try s.play(notation: a) }
        try s.setSeat(0, to: .ai(level: .hard))
        try app.store.write(id: "pyramida-1", session: s)
        app.open(.game("pyramida-1"))
        let page = try #require(app.gamePage)
        #expect(page.model.isOver)
        return page
    }

    @Test func aPyramidaGameWithABlunderOffersItsMistakesOnTheGameOverSheetAndTheFirstOpens() async throws {
        let dir = try Support.temporaryDirectory("puzzles-mistakes")
        let app = app(dir)
        let game = try lostGame(app)
        #expect(MistakeOffers.seat(game.model.snapshot) == 1)
        await game.mistakesTask?.value
        let (_, offer) = try #require(game.mistakes, "the blunder is offered")
        #expect(offer.title == "Learn from your mistakes")
        #expect(offer.detail.hasSuffix(offer.count == 1 ? "position to play again" : "positions to play again"))
        let box = try #require(game.mistakesFrame)
        #expect(game.board.sheetArea.contains(box) && box.height >= app.spec.scale.pt(44))
        for (_, f) in game.board.resultButtons(game.model) { #expect(!f.intersects(box), "the offer is clear of the sheet's buttons") }
        #expect(app.accessibility(now: 0).contains { $0.id == "sheet.mistakes" && $0.label.hasPrefix("Learn from your mistakes") })
        try Screenshots.shoot("mistakes-pyramida-phone", .iPhone) { app.draw($0, now: 1e9) }
        app.tap(box.center, now: 0)
        #expect(app.route == .mistake(0))
        let page = try #require(app.top as? PuzzlePage)
        #expect(page.screen.text.heading == "Black to move: find a better move")
        #expect(page.panel.buttons.map(\.0) == [.hint, .solution], "a mistake has a puzzle's help")
        #expect(app.accessibility(now: 0).contains { $0.id == "puzzle.title" && $0.label == "Learn from your mistakes" })
        let before = app.puzzles.progress.toJson()
        let history = page.source.session.history()
        // The game's own move: no better than itself.
        let played = try action(page, ReviewGames.pyramidaOver[history.count])
        // Help: the hint marks where the better move starts, the solution
        // words it and its step plays it; Retry goes back before the mistake.
        try await press(app, page, .hint)
        let hint = try #require(page.screen.hint, "the hint gives a place")
        let rect = try #require(page.hintRect, "\(hint) is marked on the board")
        #expect(app.accessibility(now: 0).contains { $0.id == "point.hint" && $0.frame == rect })
        #expect(page.screen.text.hint?.hasPrefix("Hint: look at") == true)
        #expect(page.panel.buttons.map(\.0).prefix(2) == [.solution, .retry], "the hint is given once")
        try Screenshots.shoot("mistakes-pyramida-puzzle-phone", .iPhone) { app.draw($0, now: 1e9) }
        try await press(app, page, .solution)
        let solution = try #require(page.screen.text.solution)
        #expect(solution.hasPrefix("The solution:"))
        #expect(page.screen.hint == nil && page.screen.state.solutionLeft)
        #expect(page.source.session.history() == history, "shown, not yet played")
        try await press(app, page, .solutionStep)
        let shown = page.source.session.history()
        #expect(shown.count == history.count + 1 && Array(shown.prefix(history.count)) == history, "the step plays one move")
        let better = try #require(shown.last)
        #expect(better != played.notation, "the better move is not the game's")
        #expect(hint == .pyramida(at: String(better.prefix { $0 != "-" })), "the hint marked where \(better) starts")
        #expect(page.screen.state.solutionPlayed && !page.panel.buttons.map(\.0).contains(.solutionStep))
        #expect(page.screen.attempt == .failed, "found after help, not alone")
        try await press(app, page, .retry)
        #expect(page.source.session.history() == history, "Retry goes back before the mistake")
        #expect(page.screen.state == .solving && page.screen.hint == nil && page.screen.text.solution == nil)
        #expect(page.boardModel.legal.contains { $0.notation == better })
        // Moves no better than the game's are answered and change nothing
        // (Retry is offered); trying them in turn finds the better one.
        var answered = 0
        for a in [played] + page.boardModel.legal.filter({ $0 != played }) where page.screen.state != .solved {
            page.tryAction(a)
            await settle(page)
            guard page.screen.verdict?.isWrong == true else { continue }
            answered += 1
            #expect(page.source.session.history() == history)
            #expect(page.screen.text.answer?.hasPrefix("That is no better than the move played in the game") == true)
            #expect(page.panel.buttons.map(\.0).contains(.retry))
        }
        #expect(answered > 0, "the game's move and others like it are answered")
        #expect(page.screen.state == .solved, "a better move solves it")
        #expect(page.screen.verdict?.isWrong == false)
        // The solution's move is a better one: tried alone after Retry, it solves.
        try await press(app, page, .retry)
        page.tryAction(try action(page, better))
        await settle(page)
        #expect(page.screen.state == .solved && page.source.session.history() == shown)
        // Next goes through the game's mistakes.
        if offer.count > 1 {
            try await press(app, page, .next)
            #expect(app.route == .mistake(1))
            #expect(app.routes.count == 3, "Next replaces the mistake: home, the game, the mistake")
        } else {
            #expect(!page.panel.buttons.map(\.0).contains(.next))
        }
        #expect(app.puzzles.progress.toJson() == before, "mistakes are not puzzle results")
    }

    @Test func theReviewOffersTheMistakesUnderItsCard() async throws {
        let dir = try Support.temporaryDirectory("puzzles-review")
        let app = app(dir)
        let game = try lostGame(app)
        // The game page's search solves Pyramida's table first: the review's
        // reviewer, made on the main actor, would wait for it there.
        await game.mistakesTask?.value
        app.perform(.open(.review(game.id)))
        let review = try #require(app.top as? ReviewPage)
        await review.mistakesTask?.value
        let box = try #require(review.screen.layout.offer)
        #expect(!box.intersects(review.screen.layout.board) && !box.intersects(review.screen.layout.card))
        #expect(app.accessibility(now: 0).contains { $0.id == "review.mistakes" })
        try Screenshots.shoot("mistakes-review-phone", .iPhone) { app.draw($0, now: 1e9) }
        app.tap(box.center, now: 0)
        #expect(app.route == .mistake(0))
    }

    @Test func pyramidoOffersNoMistakes() async throws {
        let s = try ReviewGames.session(.pyramido)
        #expect(await MistakeOffers.make(s, catalog: strings.catalog) == nil)
    }

    // MARK: Screenshots

    @Test func screenshots() async throws {
        let dir = try Support.temporaryDirectory("puzzles-shots")
        let app = app(dir)
        app.puzzles.record("pylos-1-3", .clean, catalog: strings.catalog)
        app.popToRoot()
        try Screenshots.shoot("puzzles-home-phone", .iPhone) { app.draw($0, now: 1e9) }
        for game in [GameKind.pyramida, .pyramido] {
            let id = try #require(PuzzleProgress.empty().nextPuzzle(game: game, grade: nil, after: nil))
            let page = try open(app, id)
            _ = page.press(.hint)
            await settle(page)
            try Screenshots.shoot("puzzle-\(game.id)-phone", .iPhone) { page.draw($0, now: 1e9) }
            app.popToRoot()
        }
        let tablet = self.app(try Support.temporaryDirectory("puzzles-shots-tablet"), spec: .iPad)
        let page = try open(tablet, "pylos-1-3")
        page.tryAction(try action(page, "1a4"))
        await settle(page)
        #expect(page.screen.verdict?.isWrong == true)
        try Screenshots.shoot("puzzle-pylos-wrong-tablet", .iPad) { page.draw($0, now: 1e9) }
        let landscape = self.app(try Support.temporaryDirectory("puzzles-shots-land"), spec: LessonScreensTests.phoneLandscape)
        try Screenshots.shoot("puzzles-home-landscape", LessonScreensTests.phoneLandscape) { landscape.draw($0, now: 1e9) }
        let lp = try open(landscape, "pylos-1-3")
        try Screenshots.shoot("puzzle-pylos-landscape", LessonScreensTests.phoneLandscape) { lp.draw($0, now: 1e9) }
        // Czech and Portuguese words are the longest: the entries and the panel must still fit.
        for language in [Language.czech, .portuguese] {
            let words = Strings(language)
            let other = AppModel(strings: words, store: SaveStore(directory: try Support.temporaryDirectory("puzzles-shots-\(language)")),
                                 spec: .iPhone, seed: 7, clock: { 0 }, today: { Self.day })
            let code = words.catalog.languageCode()
            try Screenshots.shoot("puzzles-home-phone-\(code)", .iPhone) { other.draw($0, now: 1e9) }
            other.open(.puzzle("pylos-1-3"))
            let wrong = try #require(other.top as? PuzzlePage)
            wrong.tryAction(try action(wrong, "1a4"))
            await settle(wrong)
            try Screenshots.shoot("puzzle-pylos-wrong-phone-\(code)", .iPhone) { other.draw($0, now: 1e9) }
        }
    }
}
