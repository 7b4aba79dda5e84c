// What the player has learnt (the shared model's LearnProgress: lessons
// done, where a lesson was left, first-launch offers turned down), kept as
// one JSON file beside the saves (ProgressFile), written at once after
// every change, so a crash never loses a step or tears the file.
import Foundation
import PyramidsCore

public final class LearnStore: @unchecked Sendable {
    /// Far larger than any progress the lessons can write.
    public static let maxBytes = 256 * 1024
    public static let fileName = "learn.json"

    /// Why the file on disk was not used (the store then starts from no lesson begun).
    public typealias LoadProblem = ProgressFile.LoadProblem

    public var file: URL { store.url }
    public private(set) var progress: LearnProgress
    public var loadProblem: LoadProblem? { store.loadProblem }
    /// The last write's failure, for the app to show (nil: saved).
    public var saveFailure: String? { store.saveFailure }
    private let store: ProgressFile

    public init(directory: URL, writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        (store, progress) = ProgressFile.open(directory.appendingPathComponent(Self.fileName), maxBytes: Self.maxBytes, writer: writer,
                                              parse: { try LearnProgress.fromJson(text: $0) }, empty: { LearnProgress.empty() })
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

    private func save() { store.write(progress.toJson()) }
}
