// A test double of the library's GameReviewer (the generated
// GameReviewerProtocol): the boards of a real played line, and a scripted
// review of it with a known blunder, so the page's tests know what each
// decision must show. `gated` holds `run` until `cancel` (or `release`), to
// test progress and cancellation.
import Dispatch
import Foundation
import PyramidsCore
@testable import PyramidsKit

final class ReviewDouble: GameReviewerProtocol, @unchecked Sendable {
    let game: GameKind
    let positions: [Snapshot]
    let played: [GameAction]
    /// Another legal choice at each decision (nil where there was only one).
    let others: [GameAction?]
    let blunderAt: Int
    private let lock = NSLock()
    private let gate: DispatchSemaphore?
    private var cancelled = false
    private var done: Int32 = 0
    private(set) var runStarted = false
    private(set) var cancelCalls = 0

    init(_ options: GameOptions, actions: [String], blunderAt: Int, gated: Bool = false) throws {
        let s = try PlaySession(options: options)
        var positions: [Snapshot] = []
        var played: [GameAction] = []
        var others: [GameAction?] = []
        for notation in actions {
            positions.append(s.snapshot())
            let legal = s.legalActions()
            guard let action = legal.first(where: { $0.notation == notation }) else {
                throw PyramidsError.Internal(reason: "\(notation) is not legal in the double's line")
            }
            played.append(action)
            others.append(legal.last { $0 != action })
            try s.play(action)
        }
        positions.append(s.snapshot())
        game = options.game
        self.positions = positions
        self.played = played
        self.others = others
        self.blunderAt = blunderAt
        gate = gated ? DispatchSemaphore(value: 0) : nil
    }

    var count: Int { played.count }
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// The verdict the double gives each decision.
    func verdict(_ i: Int) -> Verdict {
        if others[i] == nil { return .forced }
        if i == blunderAt { return .blunder }
        if i == blunderAt - 3 { return .mistake }
        if i % 5 == 1 { return .inaccuracy }
        return i % 2 == 0 ? .best : .good
    }

    /// How seat 0 stands after decision i: even-ish, then lost by whoever blundered.
    func standing(_ i: Int) -> Double {
        if i < blunderAt { return 0.25 * sin(Double(i) / 2.5) + 0.05 * Double(i % 3) }
        let t = min(1, Double(i - blunderAt + 1) / Double(max(1, count - blunderAt)))
        let loser = Int(played[blunderAt].seat)
        return (loser == 0 ? -1 : 1) * (0.6 + 0.4 * t)
    }

    private func value(_ i: Int, best: Bool) -> ReviewValue {
        let left = Int32(count - i)
        switch game {
        case .pyramida:
            if i == blunderAt { return best ? .win(plies: left + 2) : .loss(plies: left) }
            return i > blunderAt ? (standing(i) * (played[i].seat == 0 ? 1 : -1) > 0 ? .win(plies: left) : .loss(plies: left)) : .draw
        case .pylos:
            let v = standing(i) * (played[i].seat == 0 ? 1 : -1) * 4
            return .balls(balls: best && verdict(i) != .best ? v + 2.5 : v, depth: 6)
        case .pyramido:
            let v = standing(i) * 8
            return .points(expected: best && verdict(i) != .best ? v + 4.2 : v)
        }
    }

    func decision(_ i: Int) -> ReviewedDecision {
        let v = verdict(i)
        let seats = positions[i].seats.count
        let s0 = standing(i)
        let standing = (0..<seats).map { $0 == 0 ? s0 : -s0 }
        return ReviewedDecision(index: Int32(i), seat: played[i].seat, played: played[i], verdict: v,
                                playedValue: value(i, best: false), bestValue: value(i, best: true),
                                best: v == .best || v == .forced ? nil : others[i], standing: standing)
    }

    func release() { gate?.signal() }

    // MARK: GameReviewerProtocol

    func decisionCount() -> Int32 { Int32(count) }

    func positionAt(index: Int32) throws -> Snapshot {
        guard positions.indices.contains(Int(index)) else { throw PyramidsError.Internal(reason: "no position \(index)") }
        return positions[Int(index)]
    }

    func progress() -> ReviewProgress { lock.withLock { ReviewProgress(done: done, total: Int32(count)) } }

    func run(budget: ReviewBudget) throws -> GameReview {
        lock.withLock {
            runStarted = true
            done = Int32(count / 2)
        }
        // Never hang a test: a gate nobody opens gives way after two minutes
        // (the tests open it; a loaded machine may take long to get there).
        if let gate { _ = gate.wait(timeout: .now() + 120) }
        let stop = isCancelled
        let upto = stop ? count / 2 : count
        lock.withLock { done = Int32(upto) }
        return GameReview(game: game, decisions: (0..<upto).map(decision), turningPoint: Int32(blunderAt), complete: !stop)
    }

    func cancel() {
        lock.withLock {
            cancelled = true
            cancelCalls += 1
        }
        gate?.signal()
    }
}

/// Finished and unfinished games the review tests use.
enum ReviewGames {
    static let pyramidaOver = ["e1-f2", "c1-b2", "f2-e3", "g1-f2", "i1-j2", "b2-c1", "j2-i3", "c1-b2", "i3-h4", "b2-c3", "e3-d4", "f2-e3",
                               "d4-e5", "e3-f4", "e5-f6", "c3-b2", "h4-g5", "b2-c1", "g5-f6", "k1-j2", "a1-b2", "f4-g3", "b2-c3",
                               "g3-f2", "c3-d4", "j2-i3", "d4-e5", "c1-d2", "e5-f6"]
    static let pylosKidsOver = ["1a1", "1b1", "1c1", "1d1", "1a2", "1b2", "1c2", "1d2", "1a3", "1b3", "1c3", "1d3", "1a4", "1b4", "1c4",
                                "1d4", "2a1", "2b1", "2c1", "2a2", "2b2", "2c2", "2a3", "2b3", "2c3", "3a1", "3b1", "3a2", "3b2"]

    /// Two humans play the line (the tests choose every move).
    static func options(_ game: GameKind) -> GameOptions {
        switch game {
        case .pyramida: Support.options(.pyramida, seats: [.human, .human], seed: 1001)
        case .pylos: Support.options(.pylos, variant: "kids", seats: [.human, .human], seed: 1001)
        case .pyramido: Support.options(.pyramido, seats: [.human, .human], seed: 1001, firstPlayer: 0)
        }
    }

    /// A played line of each game (Pyramido: the first legal choice 24 times).
    static func actions(_ game: GameKind) throws -> [String] {
        switch game {
        case .pyramida: return pyramidaOver
        case .pylos: return pylosKidsOver
        case .pyramido:
            let s = try PlaySession(options: options(.pyramido))
            var out: [String] = []
            for _ in 0..<24 {
                guard let a = s.legalActions().first else { break }
                out.append(a.notation)
                try s.play(a)
            }
            return out
        }
    }

    /// The session of that line (a save to open or review), the second
    /// seat then handed to the computer (a game against it, as most are).
    static func session(_ game: GameKind) throws -> PlaySession {
        let s = try PlaySession(options: options(game))
        for a in try actions(game) { try s.play(notation: a) }
        try s.setSeat(1, to: .ai(level: .hard))
        return s
    }
}
