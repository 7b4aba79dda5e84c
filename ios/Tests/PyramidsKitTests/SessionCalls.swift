// The library's AI calls made straight on a session, as the tests of the
// session layer and of screens in mid-game need them. The app makes them
// only through its TurnController (GameModel).
import PyramidsCore
@testable import PyramidsKit

extension PlaySession {
    @discardableResult func undoToHuman() throws -> Int { Int(try core.undoToHuman()) }
    var isThinking: Bool { core.isThinking() }

    /// Stops any AI move or hint running on this session (from any thread).
    /// Returns how many were running.
    @discardableResult func cancelAI() -> Int { Int(core.cancelAi()) }

    /// The AI plays the seat to move (an AI seat), off the caller's thread.
    /// Cancelling the calling task cancels the search: it then throws
    /// `PyramidsError.Cancelled` and nothing is played.
    func aiMove(level: AiLevel? = nil, budget: AiBudget) async throws -> AiMove {
        try await run(core.beginAi()) { try $0.play(level: level, budget: budget) }
    }

    /// The strongest AI's suggestion for the seat to move; nothing is played.
    func hint(budget: AiBudget = hintBudget()) async throws -> Hint {
        try await run(core.beginAi()) { try $0.hint(budget: budget) }
    }

    /// Runs `work` with `call` (a blocking AI call, registered with the
    /// library when it was begun) on the AI's queue, cancelled with the
    /// calling task. The library keeps a cancel that comes before the search
    /// has started, so one cancel is enough, whenever it comes.
    func run<T: Sendable>(_ call: AiCall, _ work: @escaping @Sendable (AiCall) throws -> T) async throws -> T {
        try await Self.offMain { try work(call) } onCancel: { call.cancel() }
    }
}
