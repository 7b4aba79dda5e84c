import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Learn progress file", .cleansTemporaryDirectories)
struct LearnStoreTests {
    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func everyChangeIsSavedAtOnceAndReadBack() throws {
        let dir = try Support.temporaryDirectory("learn")
        let store = LearnStore(directory: dir)
        #expect(store.loadProblem == nil)
        #expect(store.progress.offers(game: .pylos))
        store.finished("pylos-place")
        store.left("pylos-square", step: 2)
        store.declineOffer(.pyramida)
        #expect(store.saveFailure == nil)
        let again = LearnStore(directory: dir)
        #expect(again.loadProblem == nil)
        #expect(again.progress.counts(game: .pylos).done == 1)
        #expect(again.progress.resumeStep(lessonId: "pylos-square") == 2)
        #expect(!again.progress.offers(game: .pyramida))
        #expect(again.progress.offers(game: .pyramido))
    }

    @Test func aDamagedFileStartsEmptyAndIsReplacedByTheNextChange() throws {
        let dir = try Support.temporaryDirectory("learn-damaged")
        let file = dir.appendingPathComponent(LearnStore.fileName)
        try Data("{\"version\":1,\"done\":[".utf8).write(to: file)
        let store = LearnStore(directory: dir)
        #expect(store.loadProblem == .damaged)
        #expect(store.progress.counts(game: .pylos).done == 0)
        store.finished("pylos-place")
        #expect(LearnStore(directory: dir).progress.counts(game: .pylos).done == 1)
    }

    @Test func aNewerFileStartsEmptyAndIsNeverOverwritten() throws {
        let dir = try Support.temporaryDirectory("learn-newer")
        let file = dir.appendingPathComponent(LearnStore.fileName)
        let newer = "{\"version\":99,\"done\":[\"pylos-place\"],\"resume\":{},\"declined\":[]}"
        try Data(newer.utf8).write(to: file)
        let store = LearnStore(directory: dir)
        #expect(store.loadProblem == .newerVersion)
        #expect(store.progress.counts(game: .pylos).done == 0)
        store.finished("pylos-raise")
        #expect(try text(file) == newer, "the newer app's progress is kept whole")
    }

    @Test func aWriteThatFailsHalfWayLeavesThePreviousFileWhole() throws {
        let dir = try Support.temporaryDirectory("learn-atomic")
        LearnStore(directory: dir).finished("pylos-place")
        let file = dir.appendingPathComponent(LearnStore.fileName)
        let before = try text(file)
        struct DiskFull: Error {}
        let failing = LearnStore(directory: dir) { handle, data in
            try handle.write(contentsOf: data.prefix(data.count / 2))
            throw DiskFull()
        }
        failing.finished("pylos-raise")
        #expect(failing.saveFailure != nil)
        #expect(try text(file) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names == [LearnStore.fileName], "no temporary file is left behind")
        #expect(LearnStore(directory: dir).progress.counts(game: .pylos).done == 1)
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnreadableNotACrash() throws {
        let dir = try Support.temporaryDirectory("learn-dir")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(LearnStore.fileName), withIntermediateDirectories: true)
        let store = LearnStore(directory: dir)
        #expect(store.loadProblem == .unreadable)
        #expect(store.progress.counts(game: .pyramido).done == 0)
    }
}
