// What the puzzle screen plays: a shipped puzzle (PuzzleController) or one
// mistake of a reviewed game played again (MistakeController). Both answer
// with the library's PuzzleScreen and PuzzleUpdate, every word included;
// the page only asks. Pyramida's calls can take seconds the first time
// (the solved table), so the page makes them off the main actor.
import PyramidsCore

public protocol PuzzleSource: AnyObject, Sendable {
    /// The board the puzzle is played on (BoardInteraction.lesson).
    var session: GameSession { get }
    /// The bar's title: "Pyramida puzzles", "Learn from your mistakes".
    var title: String { get }
    /// The result is the player's puzzle record (a mistake's is not).
    var recorded: Bool { get }
    func start(_ catalog: TextCatalog) throws -> PuzzleScreen
    func tryAction(_ action: GameAction, _ catalog: TextCatalog) throws -> PuzzleUpdate
    func hint(_ catalog: TextCatalog) throws -> PuzzleScreen
    func showSolution(_ catalog: TextCatalog) throws -> PuzzleScreen
    func solutionStep(_ catalog: TextCatalog) throws -> PuzzleUpdate
    func retry(_ catalog: TextCatalog) throws -> PuzzleScreen
}

/// A shipped puzzle, by id.
public final class ShippedPuzzle: PuzzleSource, @unchecked Sendable {
    public let controller: PuzzleController
    public let title: String
    public var recorded: Bool { true }
    public var session: GameSession { controller.session() }

    public init(id: String, title: String) throws {
        controller = try PuzzleController(puzzleId: id)
        self.title = title
    }

    public func start(_ c: TextCatalog) throws -> PuzzleScreen { controller.screen(catalog: c) }
    public func tryAction(_ a: GameAction, _ c: TextCatalog) throws -> PuzzleUpdate { try controller.tryAction(action: a, catalog: c) }
    public func hint(_ c: TextCatalog) throws -> PuzzleScreen { try controller.hint(catalog: c) }
    public func showSolution(_ c: TextCatalog) throws -> PuzzleScreen { try controller.showSolution(catalog: c) }
    public func solutionStep(_ c: TextCatalog) throws -> PuzzleUpdate { try controller.solutionStep(catalog: c) }
    public func retry(_ c: TextCatalog) throws -> PuzzleScreen { try controller.retry(catalog: c) }
}

/// Mistake `index` of a reviewed game, opened on the controller's board.
public final class MistakePuzzle: PuzzleSource, @unchecked Sendable {
    public let controller: MistakeController
    public let index: UInt32
    public let title: String
    public var recorded: Bool { false }
    public var session: GameSession { controller.session() }
    /// The mistake after this one, if any (Next).
    public var next: UInt32? { index + 1 < controller.count() ? index + 1 : nil }

    public init(_ controller: MistakeController, index: UInt32, title: String) {
        self.controller = controller
        self.index = index
        self.title = title
    }

    /// Opens the mistake from the position before it.
    public func start(_ c: TextCatalog) throws -> PuzzleScreen { try controller.open(index: index, catalog: c) }
    public func tryAction(_ a: GameAction, _ c: TextCatalog) throws -> PuzzleUpdate { try controller.tryAction(action: a, catalog: c) }
    public func hint(_ c: TextCatalog) throws -> PuzzleScreen { try controller.hint(catalog: c) }
    public func showSolution(_ c: TextCatalog) throws -> PuzzleScreen { try controller.showSolution(catalog: c) }
    public func solutionStep(_ c: TextCatalog) throws -> PuzzleUpdate { try controller.solutionStep(catalog: c) }
    public func retry(_ c: TextCatalog) throws -> PuzzleScreen { try controller.retry(catalog: c) }
}

extension PuzzleVerdict {
    /// The try did not do what the puzzle asks (refused, wrong, too slow,
    /// fewer points): the panel draws a cross and offers Retry.
    public var isWrong: Bool {
        switch self {
        case .refused, .tooSlow, .wrong, .fewerPoints: true
        case .kept, .solved, .finished: false
        }
    }
}

extension PuzzleState {
    /// The solution on show with decisions still to play.
    public var solutionLeft: Bool {
        if case .solution(let step, let steps) = self { return step < steps }
        return false
    }

    /// The solution on show and played to its end.
    public var solutionPlayed: Bool {
        if case .solution(let step, let steps) = self { return steps > 0 && step == steps }
        return false
    }
}
