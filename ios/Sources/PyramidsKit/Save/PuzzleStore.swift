// The player's puzzle results, streak and rating (the shared model's
// PuzzleProgress), kept as puzzles.json beside the saves (ProgressFile, the
// lessons' file code). A result is recorded on the main actor (it is a
// lock and a few numbers); the file is written on a queue of its own, in
// order, never on the UI thread.
import Dispatch
import Foundation
import PyramidsCore

public final class PuzzleStore: @unchecked Sendable {
    /// Far larger than the results of every shipped puzzle.
    public static let maxBytes = 1024 * 1024
    public static let fileName = "puzzles.json"

    public let progress: PuzzleProgress
    private let store: ProgressFile
    private let writes = DispatchQueue(label: "games.pyramids.puzzles.save", qos: .utility)

    public var file: URL { store.url }
    public var loadProblem: ProgressFile.LoadProblem? { store.loadProblem }
    /// The last write's failure (nil: saved).
    public var saveFailure: String? { store.saveFailure }

    public init(directory: URL, writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        (store, progress) = ProgressFile.open(directory.appendingPathComponent(Self.fileName), maxBytes: Self.maxBytes, writer: writer,
                                              parse: { try PuzzleProgress.fromJson(text: $0) }, empty: { PuzzleProgress.empty() })
    }

    /// How a puzzle went (its screen's `attempt`): the first attempt moves
    /// the rating and the streak and says how ("Rating 1208 (+8)"). Saved
    /// off the caller's thread.
    @discardableResult
    public func record(_ puzzleId: String, _ attempt: PuzzleAttempt, catalog: TextCatalog) -> PuzzleRated? {
        let rated = try? progress.record(puzzleId: puzzleId, attempt: attempt, catalog: catalog)
        let text = progress.toJson()
        let store = self.store
        writes.async { store.write(text) }
        return rated ?? nil
    }

    /// Waits for the writes asked for so far (tests; the app going to the
    /// background), without blocking the caller's thread.
    public func flush() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in writes.async { done.resume() } }
    }
}

/// A day on the device's calendar: the daily puzzle is chosen from it.
public struct LocalDate: Sendable, Hashable {
    public let year: Int32
    public let month: UInt32
    public let day: UInt32

    public init(year: Int32, month: UInt32, day: UInt32) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `date` in the device's time zone.
    public init(_ date: Date, calendar: Calendar = .current) {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: Int32(c.year ?? 1970), month: UInt32(c.month ?? 1), day: UInt32(c.day ?? 1))
    }
}
