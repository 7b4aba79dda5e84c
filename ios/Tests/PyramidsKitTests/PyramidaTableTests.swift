// Pyramida's solved table, installed from the app bundle at start (as the
// Android app installs its asset): a missing, oversized, damaged or odd file
// is reported, never thrown, and the real table installs.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Pyramida table", .serialized, .cleansTemporaryDirectories)
struct PyramidaTableTests {
    private func failure(_ o: PyramidaTable.Outcome) -> String? {
        if case .failed(let why) = o { return why }
        return nil
    }

    @Test func aBuildWithoutTheResourceReportsItMissing() throws {
        #expect(PyramidaTable.install(from: nil) == .missing)
        let dir = try Support.temporaryDirectory("table-missing")
        #expect(PyramidaTable.install(from: dir.appendingPathComponent("pyramida-table.bin")) == .missing)
    }

    @Test func aDamagedTableIsRefusedWithTheCoresReason() throws {
        let dir = try Support.temporaryDirectory("table-bad")
        let url = dir.appendingPathComponent("pyramida-table.bin")
        try Data("not a table at all".utf8).write(to: url)
        let why = try #require(failure(PyramidaTable.install(from: url)))
        #expect(why.hasPrefix("bad table: "), "\(why)")
        try Data().write(to: url)
        #expect(failure(PyramidaTable.install(from: url))?.hasPrefix("bad table: ") == true, "an empty file")
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
        let dir = try Support.temporaryDirectory("table-large")
        let url = dir.appendingPathComponent("pyramida-table.bin")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(PyramidaTable.maxBytes) + 1)
        try handle.close()
        let why = try #require(failure(PyramidaTable.install(from: url)))
        #expect(why == "pyramida-table.bin is too large (16777217 bytes; a table has at most 16777216)")
        // A smaller cap (what the reader does with a file that grows while read).
        try Data(repeating: 1, count: 64).write(to: url)
        #expect(failure(PyramidaTable.install(from: url, maxBytes: 63))?.contains("too large") == true)
    }

    @Test func aDirectoryIsNotATable() throws {
        let dir = try Support.temporaryDirectory("table-dir")
        #expect(failure(PyramidaTable.install(from: dir)) == "\(dir.lastPathComponent) is not a regular file")
    }

    @Test func theInstallRunsOnTheAIQueueAheadOfAnyMove() async throws {
        let dir = try Support.temporaryDirectory("table-queue")
        let url = dir.appendingPathComponent("pyramida-table.bin")
        try Data("garbage".utf8).write(to: url)
        let outcome = await PlaySession.installPyramidaTable(from: url)
        #expect(failure(outcome)?.hasPrefix("bad table: ") == true)
    }

    @Test func waitingForTheTableWaitsForAnInstallAskedForBefore() async throws {
        // An install in progress (a barrier on the AI's queue, as the app's
        // start puts there), held only until the wait below has been asked for.
        let installing = DispatchSemaphore(value: 0)
        let installed = Flag()
        PlaySession.thinkers.async(flags: .barrier) {
            _ = installing.wait(timeout: .now() + 120)
            installed.set()
        }
        let waited = Task.detached {
            await PlaySession.afterPyramidaTableInstall()
            return installed.isSet
        }
        installing.signal()
        #expect(await waited.value, "the wait ended only once the install had")
    }

    /// The table apps ship, when scripts/gen-bindings --test-build wrote it.
    @Test func theRealTableInstalls() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../build/bindings/pyramida-table.bin").standardized
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let outcome = await PlaySession.installPyramidaTable(from: url)
        #expect(outcome == .installed || outcome == .alreadyReady, "\(outcome)")
        #expect(PyramidaTable.isReady)
    }
}
