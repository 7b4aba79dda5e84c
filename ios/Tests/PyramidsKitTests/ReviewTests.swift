// The review page (issue 16) on the app's real pages, with a double of the
// library's reviewer: opened from the result sheet and from saved games,
// running off the main actor with progress, stopped by leaving, stepping,
// the graph and the Turning point jump, the marks and the best alternative
// on the board, VoiceOver, 44-pt targets; screenshots on iPhone and iPad.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Review page", .cleansTemporaryDirectories)
struct ReviewTests {
    private func app(_ name: String, spec: ScreenSpec = .iPhone, language: Language = .english,
                     double: ReviewDouble, seen: SessionBox = SessionBox()) throws -> AppModel {
        let store = SaveStore(directory: try Support.temporaryDirectory(name))
        return AppModel(strings: Strings(language), store: store, spec: spec, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200),
                        reviewBudget: .nodes(perDecision: 500), reviewer: { session in
                            seen.set(session.history())
                            return double
                        }, seed: 7, clock: { 0 })
    }

    /// The history the reviewer was made from.
    final class SessionBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: [String]?
        func set(_ v: [String]) { lock.withLock { value = v } }
        var history: [String]? { lock.withLock { value } }
    }

    private func double(_ game: GameKind, blunderAt: Int = 12, gated: Bool = false) throws -> ReviewDouble {
        try ReviewDouble(ReviewGames.options(game), actions: try ReviewGames.actions(game), blunderAt: blunderAt, gated: gated)
    }

    private func model(_ d: ReviewDouble) async -> ReviewModel {
        let m = ReviewModel(reviewer: d, first: d.positions[0], budget: .nodes(perDecision: 500))
        await m.start().value
        return m
    }

    private func element(_ page: any Page, _ id: String) throws -> A11yElement {
        try #require(page.accessibility(now: 0).first { $0.id == id }, "no element \(id)")
    }

    // MARK: Navigation

    @Test func theResultSheetOpensTheReviewOfThatGame() async throws {
        let d = try double(.pyramida)
        let seen = SessionBox()
        let app = try app("review-sheet", double: d, seen: seen)
        let session = try ReviewGames.session(.pyramida)
        #expect(session.snapshot().isOver)
        try app.store.write(id: "pyramida-1", session: session)
        app.open(.game("pyramida-1"))
        let game = try #require(app.gamePage)
        let button = try #require(game.board.reviewButton(game.model), "the result sheet has a Review button")
        #expect(button.height >= app.spec.scale.pt(44) && button.width >= app.spec.scale.pt(44))
        #expect(try element(game, "button.review").label == "Review")
        try Screenshots.shoot("pyramida-iphone-result-review", app.spec) { app.draw($0, now: 1e9) }
        app.tap(button.center, now: 0)
        #expect(app.routes == [.home, .game("pyramida-1"), .review("pyramida-1")])
        #expect(seen.history == ReviewGames.pyramidaOver, "the game on screen is reviewed")
        let page = try #require(app.top as? ReviewPage)
        await page.model.task?.value
        #expect(page.model.state == .done)
        // Back returns to the game.
        app.tap(try element(page, "button.home").frame.center, now: 0)
        #expect(app.route == .game("pyramida-1"))
        // Closing the sheet hides its button; the board takes the tap instead.
        let board = try #require(game.board as? PyramidaBoard)
        board.resultOpen = false
        #expect(game.board.reviewButton(game.model) == nil)
    }

    @Test func eachSavedGameOpensItsReview() async throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let d = try double(game)
            let seen = SessionBox()
            let app = try app("review-saved-\(game.id)", double: d, seen: seen)
            try app.store.write(id: "\(game.id)-1", session: try ReviewGames.session(game))
            try app.store.write(id: "\(game.id)-fresh", session: try PlaySession(options: ReviewGames.options(game)))
            app.open(.savedGames)
            let list = try #require(app.top as? SavedGamesPage)
            _ = RecordingPainter(app.spec).draw { app.draw($0, now: 0) }
            #expect(list.accessibility(now: 0).first { $0.id == "review.\(game.id)-fresh" } == nil, "nothing to review before a move")
            let review = try element(list, "review.\(game.id)-1")
            #expect(review.actionable && review.frame.height >= app.spec.scale.pt(44))
            #expect(!review.frame.intersects(try element(list, "delete.\(game.id)-1").frame))
            app.tap(review.frame.center, now: 0)
            #expect(app.routes == [.home, .savedGames, .review("\(game.id)-1")], "\(game)")
            #expect(seen.history == (try ReviewGames.actions(game)))
            let page = try #require(app.top as? ReviewPage)
            await page.model.task?.value
            #expect(page.model.count == d.count)
            app.back()
            #expect(app.route == .savedGames)
        }
    }

    // MARK: Running

    @Test func theReviewRunsOffTheMainActorShowsProgressAndStopsWhenLeft() async throws {
        let d = try double(.pylos, gated: true)
        let app = try app("review-cancel", double: d)
        try app.store.write(id: "pylos-1", session: try ReviewGames.session(.pylos))
        app.open(.review("pylos-1"))
        let page = try #require(app.top as? ReviewPage)
        // The boards arrive and the review runs while the main actor is free.
        for _ in 0..<500 where !(d.runStarted && page.model.progress.done > 0) { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(d.runStarted && page.model.isRunning)
        let counter = RecordingPainter(app.spec)
        app.draw(counter, now: 0)
        let progress = "Reviewing the game… \(d.count / 2) of \(d.count) moves"
        #expect(counter.texts.contains(progress), "progress shown: \(counter.texts)")
        #expect(try element(page, "review.card").label.contains(progress))
        // Stepping through the boards works before the marks arrive.
        app.tap(try element(page, "review.next").frame.center, now: 0)
        #expect(page.model.index == 1)
        // Leaving stops it: the library is told to cancel and the run returns its part.
        app.back()
        #expect(app.route == .home)
        await page.model.task?.value
        #expect(d.cancelCalls == 1)
        #expect(page.model.review?.complete == false)
        #expect(page.model.review?.decisions.count == d.count / 2)
    }

    @Test func aPyramidaReviewWaitsForTheSolvedTableAsAIMovesDo() async throws {
        // An install that takes until the test lets it end (the app's waits
        // on the AI's queue: PyramidaTableTests).
        let install = Gate()
        let d = try double(.pyramida)
        let m = ReviewModel(reviewer: d, first: d.positions[0], budget: .nodes(perDecision: 500)) { await install.wait() }
        let task = m.start()
        // Whichever comes first decides: the review waiting, or the review run.
        for _ in 0..<12_000 where !(m.awaitsTable || d.runStarted) { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(m.awaitsTable, "the review waits for the install")
        #expect(!d.runStarted, "the core is not asked to review (and solve) before the table is in")
        #expect(m.isRunning && !m.positions.isEmpty, "the boards are there to step through meanwhile")
        install.open()
        await task.value
        #expect(d.runStarted && !m.awaitsTable)
        #expect(m.state == .done && m.review?.complete == true)
        // The other games read no table: their reviews never wait for it.
        let pylos = try double(.pylos)
        let never = Gate()
        let other = ReviewModel(reviewer: pylos, first: pylos.positions[0], budget: .nodes(perDecision: 500)) { await never.wait() }
        await other.start().value
        #expect(pylos.runStarted && other.state == .done)
    }

    @Test func aReviewStoppedByTheBackgroundRunsAgainOnReturn() async throws {
        let first = try double(.pyramida, gated: true)
        let second = try double(.pyramida)
        let made = SessionBox()
        let store = SaveStore(directory: try Support.temporaryDirectory("review-background"))
        let app = AppModel(strings: Strings(.english), store: store, spec: .iPhone, reviewBudget: .nodes(perDecision: 500), reviewer: { session in
            // The first reviewer, then a new one (a cancelled reviewer is done for good).
            if made.history == nil {
                made.set(session.history())
                return first
            }
            return second
        }, seed: 7, clock: { 0 })
        try store.write(id: "pyramida-1", session: try ReviewGames.session(.pyramida))
        app.open(.review("pyramida-1"))
        let page = try #require(app.top as? ReviewPage)
        for _ in 0..<500 where !first.runStarted { try await Task.sleep(nanoseconds: 10_000_000) }
        page.model.go(to: 3)
        await app.pause()
        #expect(first.cancelCalls == 1 && page.model.wasStopped)
        app.resume()
        #expect(page.model.reviewer === second, "a new reviewer")
        #expect(page.model.index == 3, "at the same position")
        await page.model.task?.value
        #expect(page.model.review?.complete == true && page.model.review?.decisions.count == second.count)
    }

    @Test func aFailedReviewSaysWhy() async throws {
        let store = SaveStore(directory: try Support.temporaryDirectory("review-fail"))
        let app = AppModel(strings: Strings(.english), store: store, spec: .iPhone,
                           reviewer: { _ in throw PyramidsError.BadSave(problem: .malformed, options: nil, reason: "no") }, seed: 7, clock: { 0 })
        try store.write(id: "pylos-1", session: try ReviewGames.session(.pylos))
        app.open(.review("pylos-1"))
        #expect(app.route == .home, "no page without a reviewer")
        #expect(app.notice != nil)
    }

    // MARK: Stepping

    @Test func stepsGraphAndTurningPointMoveThroughTheGame() async throws {
        let d = try double(.pyramida, blunderAt: 17)
        let app = try app("review-steps", double: d)
        try app.store.write(id: "pyramida-1", session: try ReviewGames.session(.pyramida))
        app.open(.review("pyramida-1"))
        let page = try #require(app.top as? ReviewPage)
        await page.model.task?.value
        let m = page.model
        func tap(_ id: String) throws { app.tap(try element(page, id).frame.center, now: 0) }
        #expect(m.index == 0 && m.snapshot == d.positions[0])
        #expect(try !element(page, "review.first").actionable && !element(page, "review.previous").actionable)
        try tap("review.next")
        try tap("review.next")
        #expect(m.index == 2 && m.snapshot == d.positions[2])
        try tap("review.previous")
        #expect(m.index == 1)
        try tap("review.last")
        #expect(m.index == d.count && m.snapshot == d.positions[d.count] && m.decision == nil)
        #expect(try !element(page, "review.next").actionable)
        try tap("review.next")
        #expect(m.index == d.count, "no step past the end")
        try tap("review.first")
        #expect(m.index == 0)
        // The Turning point jumps to the decision the review names.
        let turning = try element(page, "review.turningPoint")
        #expect(turning.actionable && turning.label == "Turning point")
        try tap("review.turningPoint")
        #expect(m.index == 17 && m.decision?.verdict == .blunder)
        // A tap on the graph goes to the nearest position; a drag scrubs.
        let l = page.screen.layout
        let g = ReviewGraph(scale: app.spec.scale)
        app.tap(Pt(g.x(5, l.graph, count: m.count), l.graph.center.y), now: 0)
        #expect(m.index == 5)
        app.touch(Touch(.down, Pt(g.x(8, l.graph, count: m.count), l.graph.y + 4)), now: 0)
        #expect(m.index == 8)
        app.touch(Touch(.move, Pt(g.x(20, l.graph, count: m.count), l.graph.maxY + 200)), now: 0)
        #expect(m.index == 20, "the drag keeps scrubbing off the graph")
        app.touch(Touch(.up, Pt(g.x(20, l.graph, count: m.count), l.graph.maxY + 200)), now: 0)
        // Every target is at least 44 pt.
        for id in ["review.first", "review.previous", "review.next", "review.last", "review.turningPoint", "button.home"] {
            let f = try element(page, id).frame
            #expect(f.width >= app.spec.scale.pt(44) && f.height >= app.spec.scale.pt(44), "\(id)")
        }
    }

    // MARK: What a decision shows

    @Test func eachMoveShowsItsMarkAsSymbolAndWordAndItsValues() async throws {
        let d = try double(.pyramida, blunderAt: 17)
        let m = await model(d)
        for language in Language.allCases {
            let strings = Strings(language)
            let screen = ReviewScreen(strings: strings, spec: .iPhone)
            for i in 0..<d.count {
                m.go(to: i)
                let v = d.verdict(i)
                let (mark, played, best) = screen.details(m)
                let counter = RecordingPainter(.iPhone)
                screen.draw(counter, m)
                if v == .forced {
                    #expect(mark == nil && best == strings(.reviewOnlyMove), "no mark on a forced move")
                } else {
                    #expect(mark == strings.verdictMark(v).label)
                    #expect(counter.texts.contains(strings.verdictMark(v).label), "\(language) \(i): the mark is drawn")
                }
                // The moves in words, never notation.
                let words = { (a: GameAction) in strings.catalog.actionWords(game: .pyramida, notation: a.notation) }
                #expect(played == strings(.reviewPlayed, words(d.played[i]), strings.value(d.decision(i).playedValue)))
                #expect(!played.contains(d.played[i].notation), "\(language) \(i): \(played)")
                if let alt = d.decision(i).best {
                    #expect(best == strings(.reviewBest, words(alt), strings.value(d.decision(i).bestValue)))
                }
            }
        }
        let en = Strings(.english)
        let label = { (v: Verdict) in en.verdictMark(v).label }
        #expect(label(.blunder) == "?? Blunder" && label(.mistake) == "? Mistake" && label(.inaccuracy) == "?! Inaccuracy")
        #expect(label(.best) == "! Best" && label(.good) == "Good")
        #expect(en.verdictMark(.blunder).tone == RGBA(hex: 0xF07A6A) && en.verdictMark(.blunder).onGraph && !en.verdictMark(.inaccuracy).onGraph,
                "the badge and the graph take the shared palette")
        #expect(en.value(.win(plies: 7)) == "Win in 7 moves" && en.value(.draw) == "Draw" && en.value(.loss(plies: 4)) == "Loss in 4 moves")
        #expect(en.value(.balls(balls: 1.46, depth: 6)) == "+1.5 balls")
        #expect(en.value(.points(expected: 4.2)) == "+4.2 points expected")
        let pt = Strings(.portuguese)
        #expect(pt.value(.balls(balls: -0.3, depth: 4)) == pt(.reviewBalls, "\u{2212}0,3"), "the language's decimal mark")
        m.go(to: 17)
        let card = ReviewPage(id: "x", model: m, strings: en, spec: .iPhone).accessibility(now: 0).first { $0.id == "review.card" }?.label ?? ""
        #expect(card.contains("?? Blunder") && card.contains("Move 18 of 29"), "VoiceOver reads the mark: \(card)")
    }

    @Test func besideTheBoardTheGraphSitsUnderTheCardAndTakesTheRestOfTheColumn() async throws {
        let phoneLandscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)
        for spec in [ScreenSpec.iPad, phoneLandscape] {
            let l = ReviewLayout(spec: spec)
            let s = spec.scale
            #expect(l.graphHeader.y > l.card.maxY && l.graphHeader.y - l.card.maxY <= s.pt(10), "the caption right under the card")
            #expect(l.graph.y > l.graphHeader.maxY && l.graph.y - l.graphHeader.maxY <= s.pt(6), "the graph under its caption")
            #expect(l.steps[0].y > l.graph.maxY && l.steps[0].y - l.graph.maxY <= s.pt(16), "the graph down to the steps")
            #expect(l.graph.x >= l.board.maxX, "beside the board")
        }
        // Whose side is up, in words at the graph's edges, in each language.
        let m = await model(try double(.pylos))
        for language in Language.allCases {
            let s = Strings(language)
            let (top, bottom) = (s(.reviewAhead, s.seatName(.pylos, 0)), s(.reviewAhead, s.seatName(.pylos, 1)))
            if language == .english { #expect(top == "Light ahead" && bottom == "Dark ahead") }
            for spec in [ScreenSpec.iPhone, .iPad] {
                let counter = RecordingPainter(spec)
                ReviewScreen(strings: Strings(language), spec: spec).draw(counter, m)
                #expect(counter.texts.contains("▲ " + top) && counter.texts.contains("▼ " + bottom), "\(language): \(counter.texts)")
            }
        }
    }

    @Test func theBestAlternativeIsDrawnOnTheBoardAsTheHintIs() async throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let d = try double(game, blunderAt: 12)
            let m = await model(d)
            let screen = ReviewScreen(strings: Strings(.english), spec: .iPad)
            m.go(to: 12)
            let alt = try #require(m.decision?.best, "\(game): a blunder has a better move")
            #expect(!ReviewBoard.hintTargets(alt).isEmpty, "\(game): \(alt.notation) has a place on the board")
            let withBest = RecordingPainter(.iPad)
            screen.draw(withBest, m)
            #expect(withBest.strokes[Marks.hint, default: 0] > 0, "\(game): the best move is drawn in the hint's colour")
            #expect(withBest.strokes[Marks.lastMove, default: 0] > 0, "\(game): the move played is drawn as the last move is")
            // A best move played: nothing else to show.
            let best = try #require((0..<d.count).first { d.verdict($0) == .best })
            m.go(to: best)
            let without = RecordingPainter(.iPad)
            screen.draw(without, m)
            #expect(without.strokes[Marks.hint, default: 0] == 0, "\(game): no alternative when the best was played")
            #expect(screen.details(m).best == "The best move")
        }
    }

    @Test func theReviewsMarksAreTheBoardsSharedLastMoveAndHintSymbols() async throws {
        // The review draws the move played as the boards draw the last move and the best as the hint:
        // every ring or outline it strokes in those colours is one `Marks.draw` or `Marks.outline`
        // strokes for the shared symbols (Android's MarkArt widths), never a width of its own.
        #expect(ReviewScreen.playedSymbol == .lastMove && ReviewScreen.bestSymbol == .hint)
        let scale = ScreenSpec.iPad.scale
        let shared = RecordingPainter(.iPad)
        let box = Box(x: 100, y: 100, width: 80, height: 80)
        for symbol in [LegendSymbol.lastMove, .lastFrom, .hint] {
            Marks.draw(shared, symbol, box.center, 30, scale: scale)
            Marks.outline(shared, symbol, box, scale: scale)
        }
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let d = try double(game, blunderAt: 12)
            let m = await model(d)
            let screen = ReviewScreen(strings: Strings(.english), spec: .iPad)
            m.go(to: 12)
            let drawn = RecordingPainter(.iPad)
            screen.draw(drawn, m)
            for colour in [Marks.lastMove, Marks.hint] {
                let widths = drawn.widths[colour, default: []]
                #expect(!widths.isEmpty, "\(game): the review marks in \(colour)")
                #expect(widths.isSubset(of: shared.widths[colour, default: []]),
                        "\(game): \(widths.sorted()) are the shared marks' widths \(shared.widths[colour, default: []].sorted())")
            }
        }
    }

    // MARK: Screenshots (the review of each game on iPhone and iPad: ReviewLibraryTests, on real reviews)

    @Test func screenshotsAtTwiceTheTextSizeAndWhileRunning() async throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let d = try double(game, blunderAt: game == .pyramido ? 15 : 17)
            let m = await model(d)
            m.jumpToTurningPoint()
            var big = ScreenSpec.iPhone
            big.fontScale = 2
            try Screenshots.shoot("review-\(game.id)-iphone-2x-pt", big) { ReviewScreen(strings: Strings(.portuguese), spec: big).draw($0, m) }
        }
        // Running, in Czech, at twice the text size.
        let d = try double(.pylos, gated: true)
        let m = ReviewModel(reviewer: d, first: d.positions[0], budget: .nodes(perDecision: 500))
        let task = m.start()
        for _ in 0..<500 where !(d.runStarted && m.progress.done > 0) { try await Task.sleep(nanoseconds: 10_000_000) }
        var big = ScreenSpec.iPhone
        big.fontScale = 2
        try Screenshots.shoot("review-pylos-iphone-running-cs-2x", big) { ReviewScreen(strings: Strings(.czech), spec: big).draw($0, m) }
        d.release()
        await task.value
    }
}

extension RecordingPainter {
    /// Draws with this painter and returns it.
    func draw(_ body: (Painter) -> Void) -> RecordingPainter {
        body(self)
        return self
    }
}

