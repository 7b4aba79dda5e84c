import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Autosave store", .cleansTemporaryDirectories)
struct SaveStoreTests {
    @Test func writeListAndLoadBack() throws {
        let dir = try Support.temporaryDirectory("saves")
        var now = 1_000.0
        let store = SaveStore(directory: dir, clock: { [now] in now })
        let s = try Support.session(.pylos, seats: [.human, .ai(level: .hard)], seed: 4)
        try s.play(notation: "1a1")
        let id = store.newId(for: .pylos)
        try store.write(id: id, session: s)
        now = 2_000
        let later = SaveStore(directory: dir, clock: { [now] in now })
        let t = try Support.session(.pyramida, seed: 4)
        try later.write(id: later.newId(for: .pyramida), session: t)
        let list = later.list()
        #expect(list.count == 2)
        #expect(list.first?.summary?.game == "pyramida", "newest first")
        let entry = try #require(list.first { $0.id == id })
        #expect(entry.summary?.ply == 1)
        #expect(entry.summary?.toMove == 1)
        #expect(entry.summary?.seats == ["human", "ai:hard"])
        guard case .success(let (summary, loaded)) = store.load(id: id) else {
            Issue.record("the save did not load")
            return
        }
        #expect(summary.kind == .pylos)
        #expect(loaded.snapshot() == s.snapshot())
        #expect(later.latestOngoing()?.summary?.game == "pyramida")
        #expect(store.delete(id: id))
        #expect(later.list().count == 1)
    }

    @Test func aWriteReplacesTheOldSaveWhole() throws {
        let dir = try Support.temporaryDirectory("atomic")
        let store = SaveStore(directory: dir)
        let s = try Support.session(.pylos)
        try store.write(id: "game", session: s)
        try s.play(notation: "1b2")
        try store.write(id: "game", session: s)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names == ["game.pyrsave"], "no temporary file is left: \(names)")
        guard case .success(let (summary, _)) = store.read(id: "game") else {
            Issue.record("unreadable")
            return
        }
        #expect(summary.ply == 1)
    }

    @Test func damagedAndNewerSavesAreListedWithTheirProblem() throws {
        let dir = try Support.temporaryDirectory("damaged")
        let store = SaveStore(directory: dir)
        let s = try Support.session(.pylos)
        try store.write(id: "good", session: s)
        let good = try String(contentsOf: dir.appendingPathComponent("good.pyrsave"), encoding: .utf8)
        func put(_ id: String, _ text: String) throws {
            try text.write(to: dir.appendingPathComponent("\(id).pyrsave"), atomically: true, encoding: .utf8)
        }
        try put("cut", String(good.prefix(good.count / 2)))
        try put("garbage", "\u{0}\u{1}not json")
        try put("newer-app", #"{"format":"pyramids-app-save","version":7,"whatever":1}"#)
        // A core save from a newer library: the envelope is fine, its game is not.
        let core = s.save()
        let newerCore = core.replacingOccurrences(of: #""version": 1,"#, with: #""version": 42,"#)
        #expect(newerCore != core)
        try put("newer-core", good.replacingOccurrences(of: try jsonString(core), with: try jsonString(newerCore)))
        // A core save whose moves are illegal: damaged.
        try put("bad-core", good.replacingOccurrences(of: try jsonString(core), with: try jsonString(#"{"format": "pyramids-save", "version": 1, "game": "pylos"}"#)))
        let problems = Dictionary(uniqueKeysWithValues: store.list().map { ($0.id, $0.problem) })
        #expect(problems["good"] == .some(nil))
        #expect(isDamaged(problems["cut"] ?? nil))
        #expect(isDamaged(problems["garbage"] ?? nil))
        #expect(problems["newer-app"] == .newerVersion(7))
        guard case .failure(let newer) = store.load(id: "newer-core") else {
            Issue.record("a newer core save loaded")
            return
        }
        #expect(newer == .newerVersion(42))
        guard case .failure(let bad) = store.load(id: "bad-core") else {
            Issue.record("a broken core save loaded")
            return
        }
        #expect(isDamaged(bad))
        // The messages are the user's language, with no developer wording.
        let en = Strings(.english)
        #expect(en.message(for: .newerVersion(7)).contains("newer version"))
        #expect(en.message(for: bad) == en(.damagedSave))
        #expect(store.load(id: "../etc/passwd").failureValue == .damaged(detail: "bad save name"))
        #expect(store.load(id: "missing").failureValue.map(isUnreadable) == true)
    }

    private func jsonString(_ text: String) throws -> String {
        let data = try JSONEncoder().encode(text)
        return String(decoding: data, as: UTF8.self)
    }

    private func isDamaged(_ p: PyramidsKit.SaveProblem?) -> Bool {
        if case .damaged? = p { return true }
        return false
    }

    private func isUnreadable(_ p: PyramidsKit.SaveProblem) -> Bool {
        if case .unreadable = p { return true }
        return false
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let f) = self { return f }
        return nil
    }
}
