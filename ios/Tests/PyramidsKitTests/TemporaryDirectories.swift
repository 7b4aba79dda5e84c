// Tests' temporary directories are deleted when the test that made them
// ends (the `.cleansTemporaryDirectories` suite trait, applied to each of
// its tests), so runs leave nothing in /tmp; one made outside such a test is
// deleted when the test process exits.
import Foundation
import Testing

final class TemporaryDirectories: @unchecked Sendable {
    /// The directories of the test running on this task, if it is scoped.
    @TaskLocal static var current: TemporaryDirectories?

    private let lock = NSLock()
    private var dirs: [URL] = []

    func add(_ dir: URL) {
        lock.lock()
        defer { lock.unlock() }
        dirs.append(dir)
    }

    /// Deletes every directory added so far; returns how many were deleted.
    @discardableResult
    func removeAll() -> Int {
        lock.lock()
        let taken = dirs
        dirs = []
        lock.unlock()
        return taken.filter { (try? FileManager.default.removeItem(at: $0)) != nil }.count
    }

    /// Directories made outside a scoped test: deleted at exit.
    static let unscoped: TemporaryDirectories = {
        atexit { TemporaryDirectories.unscoped.removeAll() }
        return TemporaryDirectories()
    }()

    /// Where a new directory is registered: the running test's list, or the process's.
    static func register(_ dir: URL) { (current ?? unscoped).add(dir) }
}

struct CleansTemporaryDirectories: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // The suite's own scope runs its tests; each test case gets its own list.
        guard testCase != nil else { return try await function() }
        let made = TemporaryDirectories()
        defer { made.removeAll() }
        try await TemporaryDirectories.$current.withValue(made) { try await function() }
    }
}

extension Trait where Self == CleansTemporaryDirectories {
    /// Deletes each test's temporary directories (Support.temporaryDirectory) when it ends.
    static var cleansTemporaryDirectories: Self { Self() }
}
