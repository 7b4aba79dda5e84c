// The lessons in the app (issue 23): Home's Learn entries and their counts,
// the lesson list's cards, a lesson's board answering right and wrong taps,
// the coach panel kept off every point of every step on a phone (portrait
// and landscape) and a tablet, the first-launch offer and its Not now
// remembered across a restart; screenshots of every lesson.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Lessons in the app", .cleansTemporaryDirectories)
struct LessonScreensTests {
    static let phoneLandscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)
    static let specs: [(String, ScreenSpec)] = [("phone", .iPhone), ("landscape", phoneLandscape), ("tablet", .iPad)]
    private let strings = Strings(.english)

    init() {
        // The coach panel is measured as Cairo draws it.
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
    }

    private func app(_ dir: URL, spec: ScreenSpec = .iPhone) -> AppModel {
        AppModel(strings: strings, store: SaveStore(directory: dir), spec: spec, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200),
                 seed: 7, clock: { 0 })
    }

    private func draw(_ app: AppModel) {
        app.draw(CairoPainter(width: Int(app.spec.width), height: Int(app.spec.height)), now: 1e9)
    }

    private func ids(_ game: GameKind) -> [String] {
        LearnProgress.empty().cards(game: game, catalog: strings.catalog).map(\.id)
    }

    /// Plays a lesson to its end (Next, Skip, the closing game skipped).
    private func finish(_ page: LessonPage) {
        for _ in 0..<60 where !page.lesson.isFinished {
            _ = page.press(page.lesson.screen.waiting.kind == .next ? .next : .skip)
        }
    }

    @Test func homeShowsEachGamesLearnEntryAndItsCountChangesOnceALessonIsFinished() throws {
        let dir = try Support.temporaryDirectory("learn-home")
        let app = app(dir)
        let home = try #require(app.top as? HomePage)
        #expect(home.entries[.pylos]?.progress == "Lessons: 0 of 6")
        #expect(home.entries[.pyramida]?.title == "Learn Pyramida")
        let frames = home.screen.frames(resume: false)
        for game in HomeScreen.games {
            let box = try #require(frames.first { $0.0 == .learn(game) }?.1)
            #expect(box.height >= app.spec.scale.pt(44))
            #expect(app.accessibility(now: 0).contains { $0.id == "learn.\(game.id)" && $0.label.contains("Lessons: 0 of") })
        }
        let learn = try #require(frames.first { $0.0 == .learn(.pylos) }?.1)
        app.tap(learn.center, now: 0)
        #expect(app.route == .lessons(.pylos))
        let list = try #require(app.top as? LessonListPage)
        app.tap(list.screen.frames()[0].center, now: 0)
        #expect(app.route == .lesson("pylos-place"))
        finish(try #require(app.top as? LessonPage))
        app.popToRoot()
        #expect(home.entries[.pylos]?.progress == "Lessons: 1 of 6")
        #expect(home.entries[.pylos]?.counts == LessonCounts(done: 1, total: 6))
        // The progress is in learn.json beside the saves: a new launch reads it.
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("learn.json").path))
        #expect((self.app(dir).top as? HomePage)?.entries[.pylos]?.progress == "Lessons: 1 of 6")
    }

    @Test func theListHasACardPerLessonWithItsDoneMarkAndWhereALeftOneResumes() throws {
        let dir = try Support.temporaryDirectory("learn-list")
        let app = app(dir)
        app.learn.finished("pylos-place")
        app.learn.left("pylos-square", step: 2)
        app.open(.lessons(.pylos))
        let list = try #require(app.top as? LessonListPage)
        draw(app)
        let cards = list.screen.cards
        #expect(cards.map(\.id) == ids(.pylos))
        #expect(cards.map(\.number) == Array(1...6))
        #expect(cards[0].done && !cards[1].done)
        #expect(cards[2].resume == "Step 3 of 4")
        #expect(list.screen.entry.progress == "Lessons: 1 of 6")
        let labels = app.accessibility(now: 0).filter { $0.id.hasPrefix("lesson.") }.map(\.label)
        #expect(labels.count == 6)
        #expect(labels[2].contains("Squares") || labels[2].contains(cards[2].title))
        #expect(labels[2].hasSuffix("Step 3 of 4"))
        #expect(labels[0].hasSuffix("Lesson complete"), "the check is read out")
        #expect(!labels[1].contains("Lesson complete"))
        // The card opens the lesson where it was left; back is the list, then Home.
        app.tap(list.screen.frames()[2].center, now: 0)
        let page = try #require(app.top as? LessonPage)
        #expect(page.lesson.screen.step == 2)
        _ = try #require(page.panel.buttonFrames.first { $0.0 == .leave })
        app.tap(try #require(page.panel.buttonFrames.first { $0.0 == .leave }).2.center, now: 0)
        #expect(app.route == .lessons(.pylos))
        app.tap(Chrome(scale: app.spec.scale).topBarHomeHelp(list.screen.topBar).home, now: 0)
        #expect(app.route == .home)
    }

    private func tap(_ app: AppModel, _ page: LessonPage, _ name: String) throws {
        let board = try #require(page.board as? PylosBoard)
        app.tap(try #require(board.projection.spot(name)).center, now: 0)
    }

    @Test func tappingTheRightPlacesAdvancesTheStepAndAWrongOneIsAnsweredWithTheBoardUnchanged() throws {
        let dir = try Support.temporaryDirectory("learn-taps")
        let app = app(dir)
        app.open(.lesson("pylos-raise"))
        let page = try #require(app.top as? LessonPage)
        #expect(page.board is PylosBoard)
        #expect(page.lesson.screen.waiting.kind == .decision)
        #expect((page.board as? PylosBoard)?.buttons(page.model).contains { [.undo, .redo, .hint].contains($0.id) } == false,
                "a lesson's board offers no Undo, Redo or Hint")
        let before = page.model.snapshot
        let history = page.lesson.controller.session().history()
        // 1c1 is legal but not what the step asks: answered, nothing played.
        try tap(app, page, "1c1")
        #expect(page.lesson.screen.answer?.isNotIt == true)
        #expect(page.panel.screen.text.answer != nil)
        #expect(page.model.snapshot == before)
        #expect(page.lesson.controller.session().history() == history)
        #expect(page.lesson.screen.step == 0)
        #expect(app.lastFeedback == .refused)
        // The raise the step asks for: played with the reply, and the step is done.
        try tap(app, page, "1d4")
        try tap(app, page, "2a1")
        #expect(page.lesson.screen.answer == .right)
        #expect(page.lesson.screen.waiting.kind == .next)
        #expect(page.model.snapshot != before)
        #expect(page.lesson.controller.session().history().count == history.count + 2)
        #expect(page.board.isAnimating(now: 1), "the raise and the reply are animated")
        app.tap(try #require(page.panel.buttonFrames.first { $0.0 == .next }).2.center, now: 0)
        #expect(page.lesson.screen.step == 1)
        #expect(LearnStore(directory: dir).progress.resumeStep(lessonId: "pylos-raise") == 1, "saved at once")
    }

    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func theCoachPanelNeverCoversAPointOnAPhoneInBothOrientationsNorOnATablet(_ game: GameKind) throws {
        for (name, spec) in Self.specs {
            let store = LearnStore(directory: try Support.temporaryDirectory("learn-cover-\(name)"))
            for id in ids(game) {
                let page = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: spec,
                                          aiBudget: .nodes(count: 500), clock: { 0 })
                let screenBox = Box(x: 0, y: 0, width: spec.width, height: spec.height)
                for _ in 0..<60 where !page.lesson.isFinished {
                    let at = "\(id) step \(page.lesson.screen.step) on \(name)"
                    #expect(screenBox.contains(page.panel.frame), "\(at): the panel is on screen")
                    #expect(!page.board.sheetArea.intersects(page.panel.frame), "\(at): the board is clear of the panel")
                    for (place, rect) in zip(page.lesson.screen.points, page.pointRects) {
                        // The strip shows the quarry or the tiles, never both: a point on the other is not drawn.
                        switch place {
                        case .pyramidoFace, .pyramidoSlot, .pyramidoPile: if rect == nil { continue }
                        default: break
                        }
                        let r = try #require(rect, "\(at): \(place) is drawn")
                        #expect(screenBox.contains(r), "\(at): \(place) is on screen")
                        #expect(!r.intersects(page.panel.frame), "\(at): the panel covers \(place)")
                    }
                    _ = page.press(page.lesson.screen.waiting.kind == .next ? .next : .skip)
                }
                #expect(page.lesson.isFinished, "\(id) ends on \(name)")
            }
        }
    }

    @Test func thePanelAndThePointsAreVoiceOverElementsAndNextLessonOpensTheNextOne() throws {
        let dir = try Support.temporaryDirectory("learn-a11y")
        let app = app(dir)
        app.open(.lesson("pylos-raise"))
        let page = try #require(app.top as? LessonPage)
        let elements = app.accessibility(now: 0)
        let text = try #require(elements.first { $0.id == "coach.text" })
        #expect(text.label.hasPrefix("Step 1 of 2") && !text.label.contains("Raising a ball"), "the title is the bar's, not the panel's")
        #expect(elements.contains { $0.id == "lesson.title" && $0.label == "Raising a ball" })
        let back = try #require(elements.first { $0.id == "button.leave" })
        #expect(back.label == "Leave" && back.frame.width >= app.spec.scale.pt(44))
        #expect(elements.first { $0.id == "seat0" }?.label == "Light, 12 balls left", "the seat line's count is read out")
        let toggle = try #require(elements.first { $0.id == "button.view" })
        #expect(toggle.actionable && toggle.frame.width >= app.spec.scale.pt(44))
        _ = page.touch(Touch(.up, toggle.frame.center), now: 0)
        #expect((page.board as? PylosBoard)?.view == .top, "the bar's icon turns the board to the top view")
        _ = page.touch(Touch(.up, toggle.frame.center), now: 0)
        guard case .back = page.touch(Touch(.up, back.frame.center), now: 0) else {
            Issue.record("the bar's back arrow leaves the lesson for the list")
            return
        }
        #expect(text.label.contains("Look at d4 (level 1), a1 (level 2)."))
        #expect(elements.filter { $0.id.hasPrefix("coach.") && $0.actionable }.map(\.label) == ["Skip", "Restart", "Leave"])
        let points = elements.filter { $0.id.hasPrefix("point.") }
        #expect(points.count == 2 && points.allSatisfy { $0.label == "Look at d4 (level 1), a1 (level 2)." })
        #expect(zip(points.map(\.frame), page.pointRects.compactMap { $0 }).allSatisfy { $0 == $1 })
        // A wrong try's answer is read too.
        let board = try #require(page.board as? PylosBoard)
        app.tap(try #require(board.projection.spot("1c1")).center, now: 0)
        #expect(app.accessibility(now: 0).contains { $0.id == "coach.answer" && $0.label.contains("reserve") })
        // Finished: Next lesson replaces this lesson with the next one, over the same list.
        app.open(.lessons(.pylos))
        app.open(.lesson("pylos-raise"))
        let again = try #require(app.top as? LessonPage)
        finish(again)
        app.perform(again.press(.next))
        #expect(app.routes == [.home, .lesson("pylos-raise"), .lessons(.pylos), .lesson("pylos-square")])
    }

    @Test func theOfferIsMadeOnceAndNotNowIsRememberedAcrossARestart() throws {
        let dir = try Support.temporaryDirectory("learn-offer")
        let app = app(dir)
        let home = try #require(app.top as? HomePage)
        let card = try #require(home.screen.frames(resume: false).first { $0.0 == .game(.pylos) }?.1)
        app.tap(card.center, now: 0)
        let dialog = try #require(app.offerDialog)
        #expect(app.route == .home)
        #expect(dialog.body == "New to Pylos? Learn it in a few short lessons.")
        #expect((dialog.cancel, dialog.confirm) == ("Not now", "Learn"))
        #expect(app.accessibility(now: 0).map(\.id) == ["dialog", "dialog.cancel", "dialog.confirm"])
        app.tap(dialog.cancelButton.center, now: 0)
        #expect(app.offerDialog == nil)
        #expect(app.route == .newGame(.pylos))
        app.popToRoot()
        app.tap(card.center, now: 0)
        #expect(app.offerDialog == nil && app.route == .newGame(.pylos), "declined: not offered again")
        // After a restart too; another game is still offered, and Learn opens its lessons.
        let again = self.app(dir)
        again.choose(.pylos)
        #expect(again.offerDialog == nil && again.route == .newGame(.pylos))
        again.popToRoot()
        again.choose(.pyramida)
        let offer = try #require(again.offerDialog)
        again.tap(offer.confirmButton.center, now: 0)
        #expect(again.route == .lessons(.pyramida))
        // A lesson begun: the game is no longer offered.
        again.open(.lesson("pyramida-climb"))
        let page = try #require(again.top as? LessonPage)
        _ = page.press(.skip)
        again.popToRoot()
        again.choose(.pyramida)
        #expect(again.offerDialog == nil && again.route == .newGame(.pyramida))
    }

    @Test func theClosingGameIsPlayedAgainstTheComputerAndItsEndFinishesTheLesson() async throws {
        let dir = try Support.temporaryDirectory("learn-game")
        let app = app(dir)
        app.open(.lesson("pyramida-game"))
        let page = try #require(app.top as? LessonPage)
        #expect(page.lesson.screen.waiting.kind == .game)
        let game = try #require(page.gameModel)
        #expect(game.snapshot.seats.contains { !$0.isHuman }, "the other seat is the computer")
        #expect(!game.lesson)
        #expect(app.accessibility(now: 0).contains { $0.id == "button.undo" }, "the closing game has the game's Undo under its board")
        // The human plays the computer's level out: first legal moves, the computer answering.
        for _ in 0..<400 where !game.isOver {
            if game.awaitsHuman, let a = game.legal.first { game.play(a); game.advance() }
            for _ in 0..<200 where game.isThinking || (!game.awaitsHuman && !game.isOver) { try await Task.sleep(nanoseconds: 10_000_000) }
        }
        #expect(game.isOver)
        #expect(page.lesson.isFinished)
        #expect(page.panel.screen.text.complete == "Lesson complete")
        #expect(page.panel.buttons.map(\.0) == [.next, .leave])
        #expect(LearnStore(directory: dir).progress.counts(game: .pyramida).done == 1)
        try Screenshots.shoot("lesson-pyramida-game-finished-phone", .iPhone) { page.draw($0, now: 1e9) }
        // The last lesson's Next lesson goes back to the list.
        guard case .back = page.press(.next) else {
            Issue.record("Next lesson after the last lesson is the list")
            return
        }
    }

    // MARK: Screenshots

    /// A decision the step does not ask for, if the position has one.
    private func wrongTry(_ page: LessonPage) -> Bool {
        for _ in 0..<8 where page.lesson.screen.waiting.kind == .next { _ = page.press(.next) }
        guard page.lesson.screen.waiting.kind == .decision else { return false }
        // Legal decisions here (not what the step asks), then ones from later
        // in the lesson (the rules refuse them here), as LessonModelTests does.
        var candidates = Array(page.lesson.controller.session().legalActions().prefix(60))
        if let ahead = try? LessonController(lessonId: page.lesson.lessonId, step: page.lesson.screen.step) {
            for _ in 0..<6 {
                _ = ahead.skip(catalog: strings.catalog)
                candidates += ahead.session().legalActions().prefix(30)
            }
        }
        for action in candidates {
            let ahead = try? LessonController(lessonId: page.lesson.lessonId, step: page.lesson.screen.step)
            guard let update = try? ahead?.tryAction(action: action, catalog: strings.catalog), update.screen.answer?.isWrong == true else { continue }
            page.tryAction(action)
            return true
        }
        return false
    }

    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func screenshotsOfEveryLessonsFirstStepAndAWrongTry(_ game: GameKind) throws {
        let store = LearnStore(directory: try Support.temporaryDirectory("learn-shots-\(game.id)"))
        for id in ids(game) {
            let phone = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: .iPhone,
                                       aiBudget: .nodes(count: 500), clock: { 0 })
            try Screenshots.shoot("lesson-\(id)-phone", .iPhone) { phone.draw($0, now: 1e9) }
            let tablet = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: .iPad,
                                        aiBudget: .nodes(count: 500), clock: { 0 })
            let wrong = wrongTry(tablet)
            if wrong { #expect(tablet.lesson.screen.answer?.isWrong == true, "\(id): the wrong try is answered") }
            try Screenshots.shoot("lesson-\(id)-wrong-tablet", .iPad) { tablet.draw($0, now: 1e9) }
            if id == "pylos-raise" {
                // A wrong try's answer under the board, where the panel has least room.
                let small = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: .iPhone,
                                           clock: { 0 })
                #expect(wrongTry(small))
                try Screenshots.shoot("lesson-\(id)-wrong-phone", .iPhone) { small.draw($0, now: 1e9) }
            }
            if id == "pylos-place" {
                let landscape = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings,
                                               spec: Self.phoneLandscape, clock: { 0 })
                try Screenshots.shoot("lesson-pylos-place-landscape", Self.phoneLandscape) { landscape.draw($0, now: 1e9) }
            }
        }
    }

    @Test func screenshotsOfHomeTheListAndTheOffer() throws {
        let dir = try Support.temporaryDirectory("learn-shots-app")
        let app = app(dir)
        app.learn.finished("pylos-place")
        app.learn.left("pylos-raise", step: 1)
        app.learn.finished("pyramida-climb")
        app.popToRoot()
        try Screenshots.shoot("learn-home-phone", .iPhone) { app.draw($0, now: 1e9) }
        app.open(.lessons(.pylos))
        try Screenshots.shoot("lesson-list-pylos-phone", .iPhone) { app.draw($0, now: 1e9) }
        app.popToRoot()
        app.choose(.pyramido)
        #expect(app.offerDialog != nil)
        try Screenshots.shoot("lesson-offer-phone", .iPhone) { app.draw($0, now: 1e9) }
        // Czech and Portuguese words are the longest: the panel's buttons and words must still fit.
        for language in [Language.czech, .portuguese] {
            let words = Strings(language)
            let store = LearnStore(directory: try Support.temporaryDirectory("learn-shots-\(language)"))
            let page = try LessonPage(lesson: LessonModel(lessonId: "pylos-raise", store: store, strings: words), strings: words,
                                      spec: .iPhone, clock: { 0 })
            #expect(wrongTry(page))
            try Screenshots.shoot("lesson-pylos-raise-wrong-phone-\(words.catalog.languageCode())", .iPhone) { page.draw($0, now: 1e9) }
        }
    }
}
