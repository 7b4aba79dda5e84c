// One game being played, over the generated GameSession. The Rust object is
// thread-safe (every call atomic, the AI thinks without holding its lock),
// so this wrapper only adds what the app needs: the blocking calls (the
// turn controller's AiTurn and HintTurn) moved off the caller's thread onto
// a dispatch queue, with Swift task cancellation wired to their cancel.
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
    public func snapshot() -> Snapshot { core.snapshot() }
    public func legalActions() -> [GameAction] { core.legalActions() }
    @discardableResult public func play(_ action: GameAction) throws -> [GameEvent] { try core.playAction(action: action) }
    @discardableResult public func play(notation: String) throws -> [GameEvent] { try core.play(action: notation) }
    @discardableResult public func undo() throws -> Bool { try core.undo() }
    @discardableResult public func redo() throws -> [GameEvent] { try core.redo() }
    public func save() -> String { core.save() }
    public func history() -> [String] { core.history() }
    public func options() -> GameOptions { core.options() }
    public func setSeat(_ seat: Int, to controller: SeatController) throws {
        guard let index = Int32(exactly: seat) else {
            throw PyramidsError.BadOptions(problem: .noSuchSeat(seat: Int32(clamping: seat), count: Int32(clamping: core.snapshot().seats.count)),
                                           detail: "seat \(seat) does not exist")
        }
        try core.setSeat(seat: index, controller: controller)
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
