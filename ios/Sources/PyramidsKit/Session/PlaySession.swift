// One game being played, over the generated GameSession. The Rust object is
// thread-safe (every call atomic, the AI thinks without holding its lock),
// so this wrapper only adds what the app needs: the blocking AI and hint
// calls moved off the caller's thread onto a dispatch queue, with Swift task
// cancellation wired to the library's `AiCall.cancel`.
import Dispatch
import Foundation
import PyramidsCore

public final class PlaySession: Sendable {
    public let core: GameSession

    /// Blocking AI calls run here, never on the cooperative pool (a search
    /// would hold one of its few threads for its whole budget).
    static let thinkers = DispatchQueue(label: "games.pyramids.ai", qos: .userInitiated, attributes: .concurrent)

    public init(_ core: GameSession) {
        self.core = core
    }

    /// A new game. Throws `PyramidsError.BadOptions`.
    public convenience init(options: GameOptions) throws {
        self.init(try GameSession(options: options))
    }

    /// A game restored from `save()` text. Throws `PyramidsError.BadSave`.
    public static func load(_ text: String) throws -> PlaySession {
        PlaySession(try GameSession.load(save: text))
    }

    public var game: GameKind { core.game() }
    public func snapshot() throws -> Snapshot { try core.snapshot() }
    public func legalActions() throws -> [GameAction] { try core.legalActions() }
    @discardableResult public func play(_ action: GameAction) throws -> [GameEvent] { try core.playAction(action: action) }
    @discardableResult public func play(notation: String) throws -> [GameEvent] { try core.play(action: notation) }
    @discardableResult public func undo() throws -> Bool { try core.undo() }
    @discardableResult public func undoToHuman() throws -> Int { Int(try core.undoToHuman()) }
    @discardableResult public func redo() throws -> [GameEvent] { try core.redo() }
    /// One decision, then on through the AI's until a human is to move.
    @discardableResult public func redoToHuman() throws -> [ReplayedDecision] { try core.redoToHuman() }
    public func save() throws -> String { try core.save() }
    public func history() throws -> [String] { try core.history() }
    public func options() throws -> GameOptions { try core.options() }
    public func setSeat(_ seat: Int, to controller: SeatController) throws {
        guard let index = Int32(exactly: seat) else {
            throw PyramidsError.BadOptions(reason: "seat \(seat) does not exist")
        }
        try core.setSeat(seat: index, controller: controller)
    }
    public var isThinking: Bool { (try? core.isThinking()) ?? false }

    /// Stops any AI move or hint running on this session (from any thread).
    /// Returns how many were running.
    @discardableResult public func cancelAI() -> Int { Int((try? core.cancelAi()) ?? 0) }

    /// The AI plays the seat to move (an AI seat), off the caller's thread.
    /// Cancelling the calling task cancels the search: it then throws
    /// `PyramidsError.Cancelled` and nothing is played.
    public func aiMove(level: AiLevel? = nil, budget: AiBudget) async throws -> AiMove {
        try await run(core.beginAi()) { try $0.play(level: level, budget: budget) }
    }

    /// The strongest AI's suggestion for the seat to move; nothing is played.
    public func hint(budget: AiBudget = hintBudget()) async throws -> Hint {
        try await run(core.beginAi()) { try $0.hint(budget: budget) }
    }

    /// Runs `work` with `call` (a blocking AI call, registered with the
    /// library when it was begun) on the AI's queue, cancelled with the
    /// calling task. The library keeps a cancel that comes before the search
    /// has started, so one cancel is enough, whenever it comes. (A cancel
    /// that comes after the search has ended is too late: the move stands.)
    func run<T: Sendable>(_ call: AiCall, _ work: @escaping @Sendable (AiCall) throws -> T) async throws -> T {
        try await Self.offMain { try work(call) } onCancel: { call.cancel() }
    }

    /// Runs a blocking library call on the AI's queue; cancelling the
    /// calling task calls `onCancel` (the call's own cancel) at once.
    static func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                     onCancel: @escaping @Sendable () -> Void) async throws -> T {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
                thinkers.async { continuation.resume(with: Result { try work() }) }
            }
        } onCancel: {
            onCancel()
        }
    }
}

/// A flag set once from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
