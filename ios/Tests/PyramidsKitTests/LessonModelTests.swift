import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Lessons", .cleansTemporaryDirectories)
struct LessonModelTests {
    private let strings = Strings(.english)

    private func lessonIds(_ game: GameKind, _ store: LearnStore) -> [String] {
        store.progress.cards(game: game, catalog: strings.catalog).map(\.id)
    }

    @Test(arguments: [GameKind.pylos, .pyramido, .pyramida])
    func everyLessonPlaysToItsEndAndTheProgressIsReloaded(_ game: GameKind) throws {
        let dir = try Support.temporaryDirectory("lessons-\(game.id)")
        let store = LearnStore(directory: dir)
        let ids = lessonIds(game, store)
        #expect(!ids.isEmpty)
        for id in ids {
            let lesson = try LessonModel(lessonId: id, store: store, strings: strings)
            var guardSteps = 0
            while !lesson.isFinished, guardSteps < 50 {
                guardSteps += 1
                if lesson.screen.waiting.kind == .game {
                    // The closing game is skipped here; LessonPage plays it through the game flow.
                    lesson.skip()
                    if !lesson.isFinished { lesson.gameEnded() }
                } else if lesson.screen.waiting.kind == .next {
                    lesson.next()
                } else {
                    lesson.skip()
                }
            }
            #expect(lesson.isFinished, "\(id) ends")
            #expect(lesson.screen.text.complete != nil)
        }
        #expect(store.saveFailure == nil)
        let counts = LearnStore(directory: dir).progress.counts(game: game)
        #expect(counts.done == counts.total)
        #expect(counts.total == UInt32(ids.count))
    }

    @Test(arguments: [GameKind.pylos, .pyramido, .pyramida])
    func aWrongTryOnEachLessonsFirstDecisionIsAnsweredAndChangesNothing(_ game: GameKind) throws {
        let store = LearnStore(directory: try Support.temporaryDirectory("wrong-\(game.id)"))
        for id in lessonIds(game, store) {
            let lesson = try LessonModel(lessonId: id, store: store, strings: strings)
            while lesson.screen.waiting.kind == .next { lesson.next() }
            guard lesson.screen.waiting.kind == .decision else { continue }
            let before = lesson.controller.session().snapshot()
            let step = lesson.screen.step
            // Legal decisions here first (not what the step asks), then ones
            // from positions later in the lesson (the rules refuse most here).
            var candidates = lesson.controller.session().legalActions()
            let ahead = try LessonController(lessonId: id, step: step)
            for _ in 0..<6 {
                _ = ahead.skip(catalog: strings.catalog)
                candidates += ahead.session().legalActions().prefix(40)
            }
            var answered = false
            for action in candidates {
                let probe = try LessonController(lessonId: id, step: step)
                guard let update = try? probe.tryAction(action: action, catalog: strings.catalog),
                      update.screen.answer?.isWrong == true else { continue }
                let mine = try #require(lesson.tryAction(action))
                #expect(mine.played.isEmpty)
                #expect(lesson.screen.answer?.isWrong == true)
                #expect(lesson.screen.text.answer?.isEmpty == false, "\(id): the panel says why")
                #expect(lesson.screen.step == step)
                #expect(lesson.controller.session().snapshot() == before, "\(id): a wrong try changes nothing")
                answered = true
                break
            }
            #expect(answered, "\(id): a wrong try at its first decision is answered")
        }
    }

    @Test func aLeftLessonResumesWhereItWasLeft() throws {
        let dir = try Support.temporaryDirectory("resume")
        let store = LearnStore(directory: dir)
        let lesson = try LessonModel(lessonId: "pylos-square", store: store, strings: strings)
        lesson.skip()
        while lesson.screen.waiting.kind == .next, lesson.screen.step == 0 { lesson.next() }
        let step = lesson.screen.step
        #expect(step > 0)
        let again = try LessonModel(lessonId: "pylos-square", store: LearnStore(directory: dir), strings: strings)
        #expect(again.screen.step == step)
    }
}
