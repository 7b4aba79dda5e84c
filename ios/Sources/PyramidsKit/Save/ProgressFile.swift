// One player-progress file beside the saves (learn.json, puzzles.json): the
// library's versioned JSON read back with a size bound, and written the way
// saves are (BoundedFile: a temporary file, synced, renamed over the old
// one), so a crash never tears it. A file that cannot be used starts the
// store empty; one written by a newer app is never overwritten.
import Foundation
import PyramidsCore

public final class ProgressFile: @unchecked Sendable {
    /// Why the file on disk was not used (the store then starts empty).
    public enum LoadProblem: Sendable, Hashable {
        case damaged
        /// Written by a newer app: left as it is, never overwritten by this one.
        case newerVersion
        case tooLarge
        case unreadable
    }

    public let url: URL
    public let maxBytes: Int
    public let loadProblem: LoadProblem?
    private let writer: @Sendable (FileHandle, Data) throws -> Void
    private let lock = NSLock()
    private var failure: String?

    /// Reads `url` with `parse` (the library's `fromJson`); `empty` when the
    /// file is missing or cannot be used. The parsed value is handed back once.
    public static func open<T>(_ url: URL, maxBytes: Int, writer: @escaping @Sendable (FileHandle, Data) throws -> Void,
                               parse: (String) throws -> T, empty: () -> T) -> (ProgressFile, T) {
        let (value, problem) = load(url, maxBytes: maxBytes, parse: parse, empty: empty)
        return (ProgressFile(url: url, maxBytes: maxBytes, loadProblem: problem, writer: writer), value)
    }

    private init(url: URL, maxBytes: Int, loadProblem: LoadProblem?, writer: @escaping @Sendable (FileHandle, Data) throws -> Void) {
        self.url = url
        self.maxBytes = maxBytes
        self.loadProblem = loadProblem
        self.writer = writer
    }

    private static func load<T>(_ url: URL, maxBytes: Int, parse: (String) throws -> T, empty: () -> T) -> (T, LoadProblem?) {
        let data: Data
        switch BoundedFile.read(url, maxBytes: maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return (empty(), nil)
        case .failure(.tooLarge): return (empty(), .tooLarge)
        case .failure: return (empty(), .unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else { return (empty(), .damaged) }
        do {
            return (try parse(text), nil)
        } catch PyramidsError.BadSave(let problem, _, _) where isNewer(problem) {
            return (empty(), .newerVersion)
        } catch {
            return (empty(), .damaged)
        }
    }

    private static func isNewer(_ problem: PyramidsCore.SaveProblem) -> Bool {
        if case .newerVersion = problem { return true }
        return false
    }

    /// The last write's failure, for the app to show (nil: saved).
    public var saveFailure: String? { lock.withLock { failure } }

    /// Writes `text` in place of the file (on whatever thread calls it).
    public func write(_ text: String) {
        // A newer app's file holds what this one cannot read: keeping it
        // whole matters more than this run's progress. A damaged file holds
        // nothing, so the next change replaces it.
        guard loadProblem != .newerVersion else { return }
        var why: String?
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try BoundedFile.writeAtomically(Data(text.utf8), to: url, writer: writer)
        } catch {
            why = String(describing: error)
        }
        lock.withLock { failure = why }
    }
}
