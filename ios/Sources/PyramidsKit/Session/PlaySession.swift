// One game being played, over the generated GameSession. The Rust object is
// thread-safe (every call atomic, the AI thinks without holding its lock),
// so this wrapper only adds what the app needs: the blocking AI and hint
// calls moved off the caller's thread onto a dispatch queue, with Swift task
// cancellation wired to `cancel_ai`.
import Dispatch
import Foundation
import PyramidsCore

/// How long the AI may think.
public enum AiBudget: Sendable, Hashable {
    /// Wall-clock milliseconds: the app.
    case milliseconds(UInt64)
    /// Search nodes: reproducible, for tests and replays.
    case nodes(UInt64)
}

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
        let core = self.core
        return try await offThread {
            switch budget {
            case .milliseconds(let ms): try core.aiMove(level: level, budgetMs: Int64(clamping: ms))
            case .nodes(let n): try core.aiMoveNodes(level: level, maxNodes: Int64(clamping: n))
            }
        }
    }

    /// The strongest AI's suggestion for the seat to move; nothing is played.
    public func hint(milliseconds: UInt64) async throws -> Hint {
        let core = self.core
        return try await offThread { try core.hint(budgetMs: Int64(clamping: milliseconds)) }
    }

    /// Runs `work` (a blocking AI call on this session) on the AI's queue,
    /// cancelled with the calling task. A cancel that comes before the call
    /// starts keeps it from starting; one that comes once it has started —
    /// even before the library has begun the search, when `cancel_ai` finds
    /// nothing to stop — is repeated until the call returns, so the search
    /// stops as soon as it begins and nothing is played. (A cancel that
    /// comes after the search has ended is too late: the move stands.)
    func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let core = self.core
        let call = AiCall()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
                Self.thinkers.async {
                    guard call.begin() else {
                        continuation.resume(throwing: PyramidsError.Cancelled(reason: "the task was cancelled before the AI started"))
                        return
                    }
                    let result = Result { try work() }
                    call.finish()
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            _ = try? core.cancelAi()
            guard call.cancel() else { return }
            // The call runs: tell the library again until it returns (the
            // first cancel may have come before its search was registered).
            // A thread of its own, not the global queue: when the queue's
            // few workers are all blocked (a loaded 2-core machine), the
            // repeats would start only after the search has ended.
            Thread.detachNewThread {
                call.untilFinished(every: 0.002) { _ = try? core.cancelAi() }
            }
        }
    }
}

/// One blocking AI call and the cancel aimed at it (from any thread).
final class AiCall: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = false
    private var finished = false
    private var cancelled = false

    /// On the AI's queue, before the call: false when a cancel came first.
    func begin() -> Bool {
        condition.withLock {
            guard !cancelled else { return false }
            running = true
            return true
        }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    /// Marks the call cancelled; true when it is running (the library must be told until it returns).
    func cancel() -> Bool {
        condition.withLock {
            cancelled = true
            return running && !finished
        }
    }

    /// Calls `cancel` every `seconds` until the call returns. Each one is made
    /// under the lock `finish` takes, so none lands after the call has
    /// returned (on a later AI call of the same session).
    func untilFinished(every seconds: Double, _ cancel: () -> Void) {
        condition.withLock {
            while !finished {
                cancel()
                _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            }
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
