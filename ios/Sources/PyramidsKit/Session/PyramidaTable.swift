// Pyramida's solved table, shipped in the app bundle (the resource
// `pyramida-table.bin`, written at build time by `pyramids solve pyramida
// --write-table`, as the Android build ships it as an asset) and handed to
// the core at start, so the phone never solves the game itself (seconds of
// CPU and some 400 MiB) the first time someone plays the perfect level.
//
// Installing never throws: a missing, oversized or damaged table is
// reported as an `Outcome`, and the perfect level then simply solves on
// first use, as without a table.
import Foundation
import PyramidsCore

public enum PyramidaTable {
    /// The bundled resource: `pyramida-table.bin`.
    public static let resourceName = "pyramida-table"
    public static let resourceExtension = "bin"
    /// The most bytes read: the table is some 600 KB; the core's own reader caps at the same 16 MiB.
    public static let maxBytes = 16 * 1024 * 1024

    public enum Outcome: Sendable, Hashable {
        /// The table is the engine's solution now.
        case installed
        /// A solution was already in place (installed before, or solved); nothing changed.
        case alreadyReady
        /// There is no table to read (a build without the resource).
        case missing
        /// The table could not be read or was refused (why, in English, for the log).
        case failed(String)
    }

    /// The table's bytes, read at most one byte past `maxBytes`.
    public static func read(_ url: URL, maxBytes: Int = maxBytes) -> Result<Data, FileReadProblem> {
        BoundedFile.read(url, maxBytes: maxBytes)
    }

    /// Reads the table at `url` (nil: the bundle has none) and installs it.
    /// Blocking (a few milliseconds to read and check 0.6 MB): call it off the
    /// main thread — `PlaySession.installPyramidaTable` does, ahead of any AI move.
    public static func install(from url: URL?, maxBytes: Int = maxBytes) -> Outcome {
        guard let url else { return .missing }
        switch read(url, maxBytes: maxBytes) {
        case .failure(.missing): return .missing
        case .failure(.notARegularFile): return .failed("\(url.lastPathComponent) is not a regular file")
        case .failure(.tooLarge(let bytes)):
            return .failed("\(url.lastPathComponent) is too large (\(bytes) bytes; a table has at most \(maxBytes))")
        case .failure(.failed(let why)): return .failed("the table could not be read: \(why)")
        case .success(let data): return install(data)
        }
    }

    /// Hands bytes to the core.
    public static func install(_ data: Data) -> Outcome {
        do {
            return try pyramidaInstallTable(table: data) ? .installed : .alreadyReady
        } catch let error as PyramidsError {
            return .failed(error.kind == .badTable ? "bad table: \(error.detail)" : "\(error.kind.rawValue): \(error.detail)")
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Whether the perfect level can answer without solving first.
    public static var isReady: Bool { pyramidaTableReady() }
}

extension PlaySession {
    /// Installs the table on the AI's queue as a barrier: every AI move or
    /// hint asked for after this call waits until the table is in (a perfect
    /// move never starts solving while the table is being read). Call it once
    /// at start with `Bundle.main.url(forResource:withExtension:)`.
    @discardableResult
    public static func installPyramidaTable(from url: URL?) async -> PyramidaTable.Outcome {
        await withCheckedContinuation { continuation in
            thinkers.async(flags: .barrier) {
                continuation.resume(returning: PyramidaTable.install(from: url))
            }
        }
    }

    /// Returns once a table install asked for before this call is done (at
    /// once when none is pending): the wait an AI move has, queued behind the
    /// install's barrier, for work that runs elsewhere — a Pyramida review,
    /// which would otherwise make the core solve the game itself.
    public static func afterPyramidaTableInstall() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            thinkers.async { continuation.resume() }
        }
    }
}
