import Foundation
import Testing

@Suite("Temporary directories")
struct TemporaryDirectoriesTests {
    @Test func aScopedTestsDirectoriesAreGoneWhenItsScopeEnds() async throws {
        let made = TemporaryDirectories()
        let dir = try TemporaryDirectories.$current.withValue(made) {
            let d = try Support.temporaryDirectory("litter")
            try "x".write(to: d.appendingPathComponent("f"), atomically: true, encoding: .utf8)
            return d
        }
        #expect(FileManager.default.fileExists(atPath: dir.path))
        #expect(made.removeAll() == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.path), "deleted with its contents")
    }
}
