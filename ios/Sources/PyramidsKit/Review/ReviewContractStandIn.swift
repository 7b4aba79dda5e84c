// STAND-IN, to be deleted when the back end's "review FFI ready" commit is
// merged: the Swift UniFFI generates from bindings/src/review.rs (the fixed
// contract of issue 16), written out so the review page builds and is tested
// before the bindings exist. Same names and shapes as the generated code;
// once the generated types arrive this file goes and nothing else changes.
import PyramidsCore

public enum ReviewBudget: Equatable, Hashable, Sendable {
    case time(msPerDecision: Int64)
    case nodes(perDecision: Int64)
}

public enum Verdict: Equatable, Hashable, Sendable {
    case forced, best, good, inaccuracy, mistake, blunder
}

public enum ReviewValue: Equatable, Hashable, Sendable {
    case win(plies: Int32)
    case draw
    case loss(plies: Int32)
    case balls(balls: Double, depth: Int32)
    case points(expected: Double)
}

public struct ReviewedDecision: Equatable, Hashable, Sendable {
    public var index: Int32
    public var seat: Int32
    public var played: GameAction
    public var verdict: Verdict
    public var playedValue: ReviewValue
    public var bestValue: ReviewValue
    public var best: GameAction?
    public var standing: [Double]
    public init(index: Int32, seat: Int32, played: GameAction, verdict: Verdict, playedValue: ReviewValue, bestValue: ReviewValue,
                best: GameAction?, standing: [Double]) {
        self.index = index
        self.seat = seat
        self.played = played
        self.verdict = verdict
        self.playedValue = playedValue
        self.bestValue = bestValue
        self.best = best
        self.standing = standing
    }
}

public struct GameReview: Equatable, Hashable, Sendable {
    public var game: GameKind
    public var decisions: [ReviewedDecision]
    public var turningPoint: Int32?
    public var complete: Bool
    public init(game: GameKind, decisions: [ReviewedDecision], turningPoint: Int32?, complete: Bool) {
        self.game = game
        self.decisions = decisions
        self.turningPoint = turningPoint
        self.complete = complete
    }
}

public struct ReviewProgress: Equatable, Hashable, Sendable {
    public var done: Int32
    public var total: Int32
    public init(done: Int32, total: Int32) {
        self.done = done
        self.total = total
    }
}

public protocol GameReviewerProtocol: AnyObject, Sendable {
    func cancel()
    func decisionCount() -> Int32
    func positionAt(index: Int32) throws -> Snapshot
    func progress() -> ReviewProgress
    func run(budget: ReviewBudget) throws -> GameReview
}
