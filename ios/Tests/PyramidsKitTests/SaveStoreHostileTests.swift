// The save store and the bounded file reader against planted links,
// failing writes and files that are not saves (as Android's
// SaveStoreHostileTest, issue 14).
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Save store, hostile files", .cleansTemporaryDirectories)
struct SaveStoreHostileTests {
    private func names(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    private func core(_ store: SaveStore, _ id: String) -> String? {
        if case .success(let (_, core)) = store.read(id: id) { return core }
        return nil
    }

    @Test func aLinkPlantedAtATemporaryNameIsNeverWrittenThrough() throws {
        let dir = try Support.temporaryDirectory("hostile-link")
        let victim = dir.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString)")
        try "precious".write(to: victim, atomically: false, encoding: .utf8)
        for name in ["g1.pyrsave.tmp", ".g1.pyrsave.tmp", ".g1.pyrsave.1.tmp"] {
            try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent(name), withDestinationURL: victim)
        }
        let store = SaveStore(directory: dir)
        let s = try Support.session(.pylos)
        try store.write(id: "g1", session: s)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(core(store, "g1") == (s.save()))
    }

    @Test func aWriteFailingHalfWayLeavesTheOldSaveAndNoTemporaryFile() throws {
        let dir = try Support.temporaryDirectory("hostile-full")
        let s = try Support.session(.pylos)
        try SaveStore(directory: dir).write(id: "g1", session: s)
        let old = core(SaveStore(directory: dir), "g1")
        try s.play(notation: "1a1")
        struct DiskFull: Error {}
        let failing = SaveStore(directory: dir, writer: { handle, data in
            try handle.write(contentsOf: data.prefix(data.count / 2))
            throw DiskFull()
        })
        #expect(throws: FileWriteProblem.self) { try failing.write(id: "g1", session: s) }
        #expect(core(SaveStore(directory: dir), "g1") == old, "the old save is whole")
        #expect(try names(dir) == ["g1.pyrsave"], "no temporary file is left")
    }

    @Test func aDirectoryWhereTheSaveGoesIsRefusedNotDeleted() throws {
        let dir = try Support.temporaryDirectory("hostile-dir")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("g1.pyrsave"), withIntermediateDirectories: false)
        #expect(throws: FileWriteProblem.notARegularFile("g1.pyrsave")) {
            try SaveStore(directory: dir).write(id: "g1", session: try Support.session(.pylos))
        }
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("g1.pyrsave").path, isDirectory: &isDir) && isDir.boolValue)
        #expect(try names(dir) == ["g1.pyrsave"])
    }

    @Test func aHugeFileIsRefusedWithoutReadingItAndSaysSo() throws {
        let dir = try Support.temporaryDirectory("hostile-huge")
        let url = dir.appendingPathComponent("big.pyrsave")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1 << 30)  // 1 GiB, sparse
        try handle.close()
        let started = Date()
        let result = SaveStore(directory: dir).read(id: "big")
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(result.failureValue == .tooLarge(bytes: 1 << 30))
        // The list shows it in the player's words, with its size.
        let entry = try #require(SaveStore(directory: dir).list().first)
        let text = Strings(.english).message(for: try #require(entry.problem))
        #expect(text == "This save is too large to open (1048576 KiB)")
        #expect(Strings(.czech).message(for: .tooLarge(bytes: 3 << 20)).contains("3072 KiB"))
    }

    @Test func aLinkToADeviceOrAPipeIsRefusedAsNotARegularFile() throws {
        let dir = try Support.temporaryDirectory("hostile-device")
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("zero.pyrsave"), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        #expect(SaveStore(directory: dir).read(id: "zero").failureValue == .unreadable(detail: "not a regular file"))
        #expect(mkfifo(dir.appendingPathComponent("pipe.pyrsave").path, 0o600) == 0)
        // Refused before it is opened: opening a pipe for reading would block.
        #expect(SaveStore(directory: dir).read(id: "pipe").failureValue == .unreadable(detail: "not a regular file"))
    }

    @Test func readingStopsOneBytePastTheCap() throws {
        let dir = try Support.temporaryDirectory("hostile-cap")
        let url = dir.appendingPathComponent("hundred")
        try Data(repeating: 7, count: 100).write(to: url)
        #expect(BoundedFile.read(url, maxBytes: 99).failureValue == .tooLarge(bytes: 100))
        guard case .success(let data) = BoundedFile.read(url, maxBytes: 100) else {
            Issue.record("a file of exactly the cap is read")
            return
        }
        #expect(data.count == 100)
        #expect(BoundedFile.read(dir.appendingPathComponent("none"), maxBytes: 10).failureValue == .missing)
    }

    @Test func staleLeftoversOfKilledWritesAreRemovedAndFreshOnesKept() throws {
        let dir = try Support.temporaryDirectory("hostile-leftover")
        let store = SaveStore(directory: dir)
        try store.write(id: "g1", session: try Support.session(.pyramida))
        let old = Date(timeIntervalSinceNow: -BoundedFile.staleAfter - 5)
        for n in 1...5 {
            let url = dir.appendingPathComponent(".g1.pyrsave.\(n).tmp")
            try "half a save".write(to: url, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
        }
        // A write in progress: fresh, or old-looking but locked by its writer.
        try "being written".write(to: dir.appendingPathComponent(".g1.pyrsave.77.tmp"), atomically: false, encoding: .utf8)
        let busy = dir.appendingPathComponent(".g1.pyrsave.99.tmp")
        try "being written".write(to: busy, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: busy.path)
        let fd = open(busy.path, O_RDONLY)
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        try "notes".write(to: dir.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        #expect(store.list().map(\.id) == ["g1"])
        #expect(try names(dir) == [".g1.pyrsave.77.tmp", ".g1.pyrsave.99.tmp", "g1.pyrsave", "notes.txt"])
        // A save clears them too.
        for n in 1...3 {
            let url = dir.appendingPathComponent(".g1.pyrsave.\(n).tmp")
            try "half a save".write(to: url, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
        }
        try store.write(id: "g1", session: try Support.session(.pyramida))
        #expect(try names(dir) == [".g1.pyrsave.77.tmp", ".g1.pyrsave.99.tmp", "g1.pyrsave", "notes.txt"])
    }

    @Test func aSaveThatIsALinkIsWrittenThroughAndStaysALink() throws {
        let dir = try Support.temporaryDirectory("hostile-through")
        let synced = try Support.temporaryDirectory("hostile-synced")
        let s = try Support.session(.pylos)
        try SaveStore(directory: synced).write(id: "g1", session: s)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("g1.pyrsave"),
                                                   withDestinationURL: synced.appendingPathComponent("g1.pyrsave"))
        try s.play(notation: "1a1")
        try SaveStore(directory: dir).write(id: "g1", session: s)
        let kind = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("g1.pyrsave").path)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        #expect(core(SaveStore(directory: synced), "g1") == (s.save()))
        #expect(try names(synced) == ["g1.pyrsave"])
    }

    @Test func aLinkToNothingIsRefused() throws {
        let dir = try Support.temporaryDirectory("hostile-dangling")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("g1.pyrsave").path,
                                                   withDestinationPath: dir.appendingPathComponent("nowhere/x").path)
        #expect(throws: FileWriteProblem.self) {
            try SaveStore(directory: dir).write(id: "g1", session: try Support.session(.pylos))
        }
        #expect(try names(dir) == ["g1.pyrsave"])
    }

    @Test func damagedAndNewerSavesSayDifferentThingsInEveryLanguage() {
        for language in Language.allCases {
            let s = Strings(language)
            let damaged = s.message(for: PyramidsKit.SaveProblem.damaged(detail: "x"))
            let newer = s.message(for: PyramidsKit.SaveProblem.newerVersion(3))
            let large = s.message(for: PyramidsKit.SaveProblem.tooLarge(bytes: 5 << 20))
            #expect(Set([damaged, newer, large]).count == 3, "\(language)")
            #expect(newer.contains("3") && large.contains("5120"), "\(language)")
            #expect(!damaged.contains("x"), "no developer detail in \(language)")
        }
    }
}
