// The player's results (the shared model's PlayerStatistics: games, wins,
// losses and draws against each opponent, streaks), kept as
// statistics.json beside the saves (ProgressFile, as the lessons' file)
// and written when a game is counted, so a crash loses no result.
import Foundation
import PyramidsCore

public final class StatisticsStore: @unchecked Sendable {
    /// Far larger than years of results (a few numbers and a seed per game).
    public static let maxBytes = 1024 * 1024
    public static let fileName = "statistics.json"

    public let statistics: PlayerStatistics
    private let store: ProgressFile

    public var file: URL { store.url }
    public var loadProblem: ProgressFile.LoadProblem? { store.loadProblem }
    /// The last write's failure (nil: saved).
    public var saveFailure: String? { store.saveFailure }

    public init(directory: URL, writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        (store, statistics) = ProgressFile.open(directory.appendingPathComponent(Self.fileName), maxBytes: Self.maxBytes, writer: writer,
                                                parse: { try PlayerStatistics.fromJson(text: $0) }, empty: { PlayerStatistics.empty() })
    }

    /// A finished game, counted once however often its sheet opens (the
    /// library knows it by its game and seed); nil for a game going on or
    /// one the statistics do not count. Written when it was counted.
    public func record(_ session: GameSession, catalog: TextCatalog) -> GameRecorded? {
        guard let recorded = (try? statistics.record(session: session, catalog: catalog)) ?? nil else { return nil }
        if recorded.counted { store.write(statistics.toJson()) }
        return recorded
    }
}
