// Saved games as files in one directory: a small JSON envelope written by
// the app (what the saved-games list shows without loading the game) around
// the core's save string, which the app treats as opaque text.
//
// Hardened as the Android store is (issue 14): every write goes to a
// temporary file created exclusively beside the save, synced, then renamed
// over it (BoundedFile), so a crash or a full disk mid-write leaves the
// previous save whole and a link planted in the directory is never written
// through. Reads take regular files only, at most `maxBytes` (an oversized
// file is refused before it is read). Reading never throws: problems come
// back typed — damaged, made by a newer version, too large, unreadable — for
// the list to show in the user's language.
import Foundation
import PyramidsCore

/// What the saved-games list shows without loading the game.
public struct SaveSummary: Codable, Sendable, Hashable {
    public var game: String
    /// Seconds since 1970 of the last write.
    public var updated: Double
    /// Decisions played.
    public var ply: Int
    public var finished: Bool
    /// The seat to move (the winner's turn is irrelevant once finished).
    public var toMove: Int
    /// One entry per seat: "human" or an AI level ("ai:hard").
    public var seats: [String]
    public var tableMode: Bool

    public var kind: GameKind? { GameKind(id: game) }
}

/// Why a save cannot be opened.
public enum SaveProblem: Error, Sendable, Hashable {
    /// Not a save of this app, cut short, or its game was rejected by the
    /// library (`detail`: the library's English reason, for a bug report).
    case damaged(detail: String)
    /// Written by a newer version of the app or library (the format number it carries).
    case newerVersion(Int)
    /// Larger than any save this app writes (its size in bytes): not read.
    case tooLarge(bytes: Int64)
    /// The file system failed (permissions, disk full …).
    case unreadable(detail: String)
}

extension SaveProblem {
    /// The shared model's problem, which the catalog words (`detail` is
    /// for logs only).
    public var typed: PyramidsCore.SaveProblem {
        switch self {
        case .damaged: .malformed
        case .newerVersion(let version): .newerVersion(found: UInt64(max(version, 0)))
        case .tooLarge(let bytes): .tooLarge(bytes: UInt64(max(bytes, 0)))
        case .unreadable: .unreadable
        }
    }
}

/// One file of the store, as listed, with its card: the shared model
/// (crate pyramids-play) reads the core save itself — game, players, whose
/// turn or the result, the move, damaged or made by a newer version.
public struct SaveEntry: Sendable, Hashable {
    public let id: String
    public let summary: SaveSummary?
    public let problem: SaveProblem?
    public let card: SaveCard

    public init(id: String, summary: SaveSummary?, problem: SaveProblem?, core: String? = nil) {
        self.id = id
        self.summary = summary
        self.problem = problem
        let updated = summary.map { Int64(($0.updated * 1000).rounded()) }
        if let core {
            card = saveCard(coreSave: core, game: summary?.kind, updatedMs: updated)
        } else {
            card = unreadableSaveCard(problem: (problem ?? .damaged(detail: "no game")).typed, game: summary?.kind, updatedMs: updated)
        }
    }
}

public final class SaveStore: Sendable {
    public static let format = "pyramids-app-save"
    /// The envelope version this build writes.
    public static let version = 1
    public static let fileExtension = "pyrsave"
    /// Larger files are not read (the core caps saves at 1 MiB).
    public static let maxBytes = 2 * 1024 * 1024

    private struct Envelope: Codable {
        var format: String
        var version: Int
        var summary: SaveSummary
        var core: String
    }

    /// Only the two fields that say what the file is; read before the rest
    /// so that a newer envelope is recognised even if its shape changed.
    private struct Header: Codable {
        var format: String
        var version: Int
    }

    public let directory: URL
    private let clock: @Sendable () -> Double
    /// Puts the bytes into the temporary file (tests fail it half-way).
    private let writer: @Sendable (FileHandle, Data) throws -> Void

    public init(directory: URL, clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
                writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        self.directory = directory
        self.clock = clock
        self.writer = writer
    }

    public static func isValidId(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    private func url(_ id: String) -> URL { directory.appendingPathComponent("\(id).\(Self.fileExtension)") }

    /// A fresh id for a new game, unique in this store.
    public func newId(for game: GameKind) -> String {
        let base = "\(game.id)-\(Int64(clock() * 1000))"
        var id = base
        var n = 1
        while FileManager.default.fileExists(atPath: url(id).path) {
            id = "\(base)-\(n)"
            n += 1
        }
        return id
    }

    /// Writes the session's game atomically. Throws a `FileWriteProblem` (or
    /// the library's error) for the caller to show; the old save is then untouched.
    public func write(id: String, session: PlaySession, tableMode: Bool = false) throws {
        guard Self.isValidId(id) else { throw FileWriteProblem.failed("bad save name") }
        let snapshot = session.snapshot()
        let summary = SaveSummary(
            game: snapshot.game.id, updated: clock(), ply: Int(snapshot.ply), finished: snapshot.isOver,
            toMove: snapshot.mover,
            seats: snapshot.seats.map { seat in seat.aiLevel.map { "ai:\(String(describing: $0))" } ?? "human" },
            tableMode: tableMode)
        let envelope = Envelope(format: Self.format, version: Self.version, summary: summary, core: session.save())
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteProblem.failed("cannot create the saves folder: \(error.localizedDescription)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try BoundedFile.writeAtomically(try encoder.encode(envelope), to: url(id), writer: writer)
    }

    /// Reads one save's summary and core text.
    public func read(id: String) -> Result<(SaveSummary, String), SaveProblem> {
        guard Self.isValidId(id) else { return .failure(.damaged(detail: "bad save name")) }
        let data: Data
        switch BoundedFile.read(url(id), maxBytes: Self.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return .failure(.unreadable(detail: "missing"))
        case .failure(.notARegularFile): return .failure(.unreadable(detail: "not a regular file"))
        case .failure(.tooLarge(let bytes)): return .failure(.tooLarge(bytes: bytes))
        case .failure(.failed(let why)): return .failure(.unreadable(detail: why))
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == Self.format else {
            return .failure(.damaged(detail: "not a Pyramids save, or cut short"))
        }
        if header.version > Self.version { return .failure(.newerVersion(header.version)) }
        guard header.version >= 1, let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
            return .failure(.damaged(detail: "the save's fields are incomplete"))
        }
        guard envelope.summary.kind != nil else { return .failure(.damaged(detail: "unknown game \(envelope.summary.game.prefix(20))")) }
        guard !envelope.core.isEmpty else { return .failure(.damaged(detail: "the game itself is missing")) }
        return .success((envelope.summary, envelope.core))
    }

    /// Loads a save into a session: a save the library rejects is damaged,
    /// unless the library's own format number is newer than this build's.
    public func load(id: String) -> Result<(SaveSummary, PlaySession), SaveProblem> {
        switch read(id: id) {
        case .failure(let problem): return .failure(problem)
        case .success(let (summary, core)):
            do {
                return .success((summary, try PlaySession.load(core)))
            } catch let error as PyramidsError {
                if let found = Self.coreVersion(of: core), let current = Self.currentCoreVersion, found > current {
                    return .failure(.newerVersion(found))
                }
                return .failure(.damaged(detail: error.detail))
            } catch {
                return .failure(.damaged(detail: String(describing: error)))
            }
        }
    }

    /// Every save, newest first; damaged ones are listed with their problem.
    /// Leftover temporary files of interrupted writes are removed.
    public func list() -> [SaveEntry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        let suffix = ".\(Self.fileExtension)"
        // Temp files killed saves left, once stale and held by no writer.
        let saved = Set(names.filter { BoundedFile.isLeftover($0, suffix: suffix) }.compactMap { leftover -> String? in
            guard let end = leftover.range(of: suffix + ".") else { return nil }
            return String(leftover[leftover.index(after: leftover.startIndex)..<end.upperBound].dropLast())
        })
        for name in saved { BoundedFile.removeStaleTemps(in: directory, of: name) }
        let entries = names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.filter(Self.isValidId).map { id in
            switch read(id: id) {
            case .success(let (summary, core)): SaveEntry(id: id, summary: summary, problem: nil, core: core)
            case .failure(let problem): SaveEntry(id: id, summary: nil, problem: problem)
            }
        }
        return entries.sorted { a, b in
            let ta = a.summary?.updated ?? -.infinity
            let tb = b.summary?.updated ?? -.infinity
            return ta != tb ? ta > tb : a.id < b.id
        }
    }

    /// The newest unfinished game, for "Resume".
    public func latestOngoing() -> SaveEntry? {
        list().first { $0.summary.map { !$0.finished } ?? false }
    }

    @discardableResult
    public func delete(id: String) -> Bool {
        guard Self.isValidId(id) else { return false }
        return (try? FileManager.default.removeItem(at: url(id))) != nil
    }

    /// The `version` field of a core save string.
    static func coreVersion(of core: String) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(core.utf8)) as? [String: Any] else { return nil }
        return (object["version"] as? NSNumber)?.intValue
    }

    /// The core save format this library writes, read from a save of a new
    /// game (so the app never hard-codes the library's number).
    static let currentCoreVersion: Int? = {
        guard let session = try? PlaySession(options: GameOptions(game: .pylos, variant: nil, seats: [], seed: 0, maxPlies: nil, firstPlayer: nil))
        else { return nil }
        return coreVersion(of: session.save())
    }()
}
