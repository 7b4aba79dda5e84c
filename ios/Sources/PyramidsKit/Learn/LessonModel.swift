// One lesson being played (the shared model's LessonController) and what
// it does to the player's progress: every step change is recorded as where
// the lesson was left and the finish as done, each saved at once
// (LearnStore). The coach panel and the board draw from `screen` and the
// controller's session; every word is the catalog's.
import PyramidsCore

@MainActor
public final class LessonModel {
    public let store: LearnStore
    public let strings: Strings
    public let controller: LessonController
    public private(set) var screen: LessonScreen
    /// The decisions the last right try played (the player's and the reply), to animate.
    public private(set) var lastUpdate: LessonUpdate?

    /// Lesson `lessonId` where the player left it (its start if never begun).
    public init(lessonId: String, store: LearnStore, strings: Strings) throws {
        self.store = store
        self.strings = strings
        controller = try LessonController(lessonId: lessonId, step: store.progress.resumeStep(lessonId: lessonId))
        screen = controller.screen(catalog: strings.catalog)
    }

    public var lessonId: String { screen.lessonId }
    public var game: GameKind { screen.game }
    public var isFinished: Bool { screen.waiting.kind == .finished }

    /// The lesson after this one in its game's list, if any.
    public var nextLessonId: String? {
        let cards = store.progress.cards(game: game, catalog: strings.catalog)
        guard let i = cards.firstIndex(where: { $0.id == lessonId }), i + 1 < cards.count else { return nil }
        return cards[i + 1].id
    }

    /// A decision completed on the lesson's board. A refused or wrong try
    /// changes nothing and the panel says why; nil when the library could
    /// not read the decision at all.
    @discardableResult
    public func tryAction(_ action: GameAction) -> LessonUpdate? {
        guard let update = try? controller.tryAction(action: action, catalog: strings.catalog) else { return nil }
        lastUpdate = update
        show(update.screen)
        return update
    }

    public func next() { show(controller.goOn(catalog: strings.catalog)) }
    public func skip() { show(controller.skip(catalog: strings.catalog)) }
    public func restart() { show(controller.restart(catalog: strings.catalog)) }

    /// The closing game ended (played on `controller.gameSession()`): the lesson is finished.
    public func gameEnded() { show(controller.gameEnded(catalog: strings.catalog)) }

    private func show(_ next: LessonScreen) {
        let moved = next.step != screen.step || next.waiting.kind != screen.waiting.kind
        screen = next
        guard moved else { return }
        if next.waiting.kind == .finished {
            store.finished(next.lessonId)
        } else {
            store.left(next.lessonId, step: next.step)
        }
    }
}

extension LessonWaiting {
    /// What the lesson waits for, without the closing game's level.
    public enum Kind: Sendable, Hashable { case decision, next, game, finished }

    public var kind: Kind {
        switch self {
        case .decision: .decision
        case .next: .next
        case .game: .game
        case .finished: .finished
        }
    }

    /// The closing game's level while the lesson waits for it.
    public var gameLevel: AiLevel? {
        if case .game(let level) = self { return level }
        return nil
    }
}

extension LessonAnswer {
    /// The try was wrong (refused by the rules, or not what the step asks):
    /// the coach panel draws it apart from praise.
    public var isWrong: Bool {
        switch self {
        case .refused, .notIt: true
        case .gameOver, .right: false
        }
    }

    public var isNotIt: Bool {
        if case .notIt = self { return true }
        return false
    }
}
