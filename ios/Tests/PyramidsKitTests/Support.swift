import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

/// Shared helpers for the suites.
enum Support {
    /// tests/scenarios, from scripts/ios-test (or found from this file).
    static var scenariosDir: URL {
        if let dir = ProcessInfo.processInfo.environment["PYRAMIDS_SCENARIOS_DIR"] { return URL(fileURLWithPath: dir) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../tests/scenarios").standardized
    }

    static var screenshotsDir: URL {
        if let dir = ProcessInfo.processInfo.environment["PYRAMIDS_SCREENSHOTS_DIR"] { return URL(fileURLWithPath: dir) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/screenshots").standardized
    }

    static func options(_ game: GameKind, variant: String? = nil, seats: [SeatController] = [], seed: UInt64 = 1,
                        maxPlies: UInt32? = nil, firstPlayer: UInt32? = nil) -> GameOptions {
        GameOptions(game: game, variant: variant, seats: seats, seed: Int64(bitPattern: seed),
                    maxPlies: maxPlies.map { Int32(clamping: $0) }, firstPlayer: firstPlayer.map { Int32(clamping: $0) })
    }

    static func session(_ game: GameKind, variant: String? = nil, seats: [SeatController] = [], seed: UInt64 = 1,
                        maxPlies: UInt32? = nil, firstPlayer: UInt32? = nil) throws -> PlaySession {
        try PlaySession(options: options(game, variant: variant, seats: seats, seed: seed, maxPlies: maxPlies, firstPlayer: firstPlayer))
    }

    /// A fresh empty directory under the system's temporary directory,
    /// deleted when the test ends (or at exit): see TemporaryDirectories.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pyramids-ios-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        TemporaryDirectories.register(dir)
        return dir
    }

    /// Checks that a snapshot agrees with the legal actions (count, mover,
    /// over exactly when there is nothing to do) and the games' invariants.
    @discardableResult
    static func checkConsistent(_ s: PlaySession) throws -> Snapshot {
        let snap = s.snapshot()
        let legal = s.legalActions()
        #expect(Int(snap.legalActionCount) == legal.count)
        #expect(snap.isOver == legal.isEmpty, "no actions exactly when the game is over")
        for a in legal { #expect(a.seat == snap.toMove, "every action is the mover's: \(a.notation)") }
        if let p = snap.pylos {
            #expect(p.positions.count == 30)
            #expect(p.reserves.reduce(0, +) + p.ballsOnBoard == 30, "ball conservation")
            #expect(Set(legal.compactMap { a -> String? in if case .place(let to)? = a.pylosMove { return to }; return nil })
                    == Set(p.positions.filter(\.canPlace).map(\.name)), "can_place")
        }
        if let p = snap.pyramida {
            #expect(p.fields.count == 21)
            for seat in 0..<2 { #expect(p.onBoard[seat] + p.offBoard[seat] == 3, "three stones, seat \(seat)") }
        }
        if let p = snap.pyramido {
            #expect(p.piles.count == 4)
            #expect(p.scores == p.players.map(\.score))
        }
        return snap
    }
}

/// A wait the test ends.
final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    func wait() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                if !isOpen { waiting.append(c) }
                return isOpen
            }
            if now { c.resume() }
        }
    }
    func open() {
        let all = lock.withLock {
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        all.forEach { $0.resume() }
    }
}
