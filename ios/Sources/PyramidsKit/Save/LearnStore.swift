// What the player has learnt (the shared model's LearnProgress: lessons
// done, where a lesson was left, first-launch offers turned down), kept as
// one JSON file beside the saves and written the way saves are
// (BoundedFile: a temporary file, synced, renamed over the old one), at
// once after every change, so a crash never loses a step or tears the file.
import Foundation
import PyramidsCore

public final class LearnStore: @unchecked Sendable {
    /// Far larger than any progress the lessons can write.
    public static let maxBytes = 256 * 1024
    public static let fileName = "learn.json"

    /// Why the file on disk was not used (the store then starts from no lesson begun).
    public enum LoadProblem: Sendable, Hashable {
        case damaged
        /// Written by a newer app: left as it is, never overwritten by this one.
        case newerVersion
        case tooLarge
        case unreadable
    }

    public let file: URL
    public private(set) var progress: LearnProgress
    public private(set) var loadProblem: LoadProblem?
    /// The last write's failure, for the app to show (nil: saved).
    public private(set) var saveFailure: String?
    private let writer: @Sendable (FileHandle, Data) throws -> Void

    public init(directory: URL, writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        file = directory.appendingPathComponent(Self.fileName)
        self.writer = writer
        (progress, loadProblem) = Self.load(file)
    }

    private static func load(_ file: URL) -> (LearnProgress, LoadProblem?) {
        let data: Data
        switch BoundedFile.read(file, maxBytes: maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return (LearnProgress.empty(), nil)
        case .failure(.tooLarge): return (LearnProgress.empty(), .tooLarge)
        case .failure: return (LearnProgress.empty(), .unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else { return (LearnProgress.empty(), .damaged) }
        do {
            return (try LearnProgress.fromJson(text: text), nil)
        } catch PyramidsError.BadSave(let problem, _, _) where Self.isNewer(problem) {
            return (LearnProgress.empty(), .newerVersion)
        } catch {
            return (LearnProgress.empty(), .damaged)
        }
    }

    private static func isNewer(_ problem: PyramidsCore.SaveProblem) -> Bool {
        if case .newerVersion = problem { return true }
        return false
    }

    /// A lesson left at `step` (0-based): its card resumes there.
    public func left(_ lessonId: String, step: UInt32) {
        progress.left(lessonId: lessonId, step: step)
        save()
    }

    public func finished(_ lessonId: String) {
        progress.finished(lessonId: lessonId)
        save()
    }

    /// Not now on the first-launch offer: it is not made again for `game`.
    public func declineOffer(_ game: GameKind) {
        progress.declineOffer(game: game)
        save()
    }

    private func save() {
        // A newer app's file holds what this one cannot read: keeping it
        // whole matters more than this run's progress. A damaged file holds
        // nothing, so the next change replaces it.
        guard loadProblem != .newerVersion else { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try BoundedFile.writeAtomically(Data(progress.toJson().utf8), to: file, writer: writer)
            saveFailure = nil
        } catch {
            saveFailure = String(describing: error)
        }
    }
}
