// The logger the app installs, through the real library: the core calls a
// Swift object from its own thread with an AI search's span and figures,
// and a logger that throws changes nothing for the game.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(LogLevel, String, String)] = []
    func add(_ line: (LogLevel, String, String)) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [(LogLevel, String, String)] { lock.lock(); defer { lock.unlock() }; return lines }
}

private final class Throwing: PyramidsCore.Logger {
    func log(record: LogRecord) throws { throw LogError.Failed(reason: "full") }
}

@Suite("Core log", .serialized)
struct CoreLogTests {
    private func computers(_ level: AiLevel) throws -> GameSession {
        try GameSession(options: GameOptions(
            game: .pylos, variant: "standard",
            seats: [.ai(level: level), .ai(level: level)], seed: 3, maxPlies: nil, firstPlayer: nil))
    }

    @Test func anAiSearchReachesTheSwiftLoggerAsOneAiSearchLine() throws {
        let lines = Lines()
        defer { removeLogger() }
        // The test build links a development library: Debug is its default.
        #expect(CoreLog.install(CoreLog { lines.add(($0, $1, $2)) }) == .debug)
        let played = try computers(.hard).aiMove(level: nil, budget: .nodes(count: 3_000))
        let search = lines.all.first { $0.2.hasPrefix("ai_search: closed game=pylos level=hard budget=3000nodes") }
        #expect(search != nil, "\(lines.all)")
        #expect(search?.0 == .info)
        #expect(search?.1 == "pyramids_core::trace")
        #expect(search?.2.contains("nodes=\(played.nodes) ") == true)
        #expect(lines.all.contains { $0.0 == .debug && $0.2.hasPrefix("ai_search: search iteration") })
    }

    @Test func aThrowingLoggerLeavesTheGameCallAlone() throws {
        defer { removeLogger() }
        _ = try installLogger(logger: Throwing(), level: .trace)
        #expect(try computers(.easy).aiMove(level: nil, budget: .nodes(count: 200)).nodes >= 0)
    }
}
