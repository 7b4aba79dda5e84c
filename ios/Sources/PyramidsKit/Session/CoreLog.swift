// The core's spans and events in the platform log: on Apple systems
// os.Logger (subsystem games.pyramids.app, the Rust module as category; in
// Console.app or `log stream --predicate 'subsystem == "games.pyramids.app"'`),
// one line per AI search, review and table install when it ends, with its
// figures. The level is the library's default: Debug in a development
// build of the Rust library, Info in a release one (below Info the library
// forwards nothing there, whatever is asked).
import Foundation
import PyramidsCore
#if canImport(os)
import os
#endif

public final class CoreLog: PyramidsCore.Logger {
    /// Receives each line: its level, its category (the Rust module) and its text.
    public typealias Sink = @Sendable (LogLevel, String, String) -> Void

    private let sink: Sink

    public init(sink: @escaping Sink) {
        self.sink = sink
    }

    // Called on the thread that logged (often an AI or review thread).
    public func log(record: LogRecord) throws {
        sink(record.level, record.target, record.text)
    }

    /// Installs `logger` at the library's default level, replacing any
    /// installed before: the level in effect, or nil if the library refused.
    @discardableResult
    public static func install(_ logger: CoreLog) -> LogLevel? {
        try? installLogger(logger: logger, level: defaultLogLevel())
    }

    #if canImport(os)
    /// os.Logger's type for a level (.default for warnings: os.Logger's warning is an error).
    static func osLogType(_ level: LogLevel) -> OSLogType? {
        switch level {
        case .off: return nil
        case .error: return .error
        case .warn: return .default
        case .info: return .info
        case .debug, .trace: return .debug
        }
    }

    /// The logger the app installs: os.Logger. The texts are the engine's
    /// figures (levels, budgets, node counts, times), nothing of the
    /// player's, hence public.
    public static func system() -> CoreLog {
        CoreLog { level, category, text in
            guard let type = osLogType(level) else { return }
            os.Logger(subsystem: "games.pyramids.app", category: category).log(level: type, "\(text, privacy: .public)")
        }
    }
    #endif
}
