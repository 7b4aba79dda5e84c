// Reading and writing the app's few files without trusting them: a read
// takes regular files only and stops one byte past its cap (a huge, growing
// or endless file costs at most the cap in memory); a write goes to a
// temporary file created exclusively beside the target, synced, then renamed
// over it, so a crash or a full disk leaves the old file whole.
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file was not read.
public enum FileReadProblem: Error, Sendable, Hashable {
    case missing
    /// A directory, a pipe, a device (or a link to one).
    case notARegularFile
    /// Larger than the cap: the size found (or cap + 1 when it grew while read).
    case tooLarge(bytes: Int64)
    /// The file system refused (permissions …): its message.
    case failed(String)
}

/// Why a file was not written. The old file, if any, is untouched.
public enum FileWriteProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A directory (or something else that is not a file) has the target's name.
    case notARegularFile(String)
    /// A symbolic link that points at nothing: not written.
    case danglingLink(String)
    /// The system's error: what failed and its message.
    case failed(String)

    public var description: String {
        switch self {
        case .notARegularFile(let name): "\(name) is not a file"
        case .danglingLink(let name): "\(name) is a symbolic link to nothing"
        case .failed(let why): why
        }
    }
}

/// POSIX read(2), named apart from `BoundedFile.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

public enum BoundedFile {
    /// The file's type and size, following links; nil when it does not exist.
    static func status(_ path: String) -> (regular: Bool, size: Int64)? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return ((st.st_mode & S_IFMT) == S_IFREG, Int64(st.st_size))
    }

    private static func errnoText(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }

    /// The whole file if it is a regular file of at most `maxBytes`.
    public static func read(_ url: URL, maxBytes: Int) -> Result<Data, FileReadProblem> {
        let path = url.path
        guard let st = status(path) else {
            return errno == ENOENT || errno == ENOTDIR ? .failure(.missing) : .failure(.failed(errnoText("stat")))
        }
        // Checked before opening: opening a pipe for reading would block.
        guard st.regular else { return .failure(.notARegularFile) }
        guard st.size <= Int64(maxBytes) else { return .failure(.tooLarge(bytes: st.size)) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.failed(errnoText("open"))) }
        defer { close(fd) }
        // Swapped for something else between the check and the open?
        var again = stat()
        guard fstat(fd, &again) == 0, (again.st_mode & S_IFMT) == S_IFREG else { return .failure(.notARegularFile) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let want = min(buffer.count, maxBytes + 1 - data.count)
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, want) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errnoText("read")))
            }
            if n == 0 { return .success(data) }
            data.append(contentsOf: buffer[0..<n])
            // The file grew after the check: one byte past the cap is enough to know.
            if data.count > maxBytes { return .failure(.tooLarge(bytes: Int64(data.count))) }
        }
    }

    /// Writes `data` to `url` atomically. `writer` puts the bytes into the
    /// temporary file (tests make it fail half-way); it must throw on failure.
    public static func writeAtomically(_ data: Data, to named: URL,
                                       writer: (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) throws {
        // A save that is a symbolic link is written through: the file it
        // points to is replaced in its own directory and the link stays a
        // link. A link to nothing is refused.
        let url = try resolveLink(named)
        let dir = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        if let st = status(url.path), !st.regular { throw FileWriteProblem.notARegularFile(name) }
        // Exclusive creation (O_CREAT | O_EXCL, which never follows a link
        // planted at that name) under a fresh random name beside the target.
        var tmp = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            tmp = dir.appendingPathComponent(".\(name).\(UInt32.random(in: 0...UInt32.max)).tmp").path
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileWriteProblem.failed(errnoText("create a temporary file in \(dir.lastPathComponent)")) }
        var renamed = false
        defer { if !renamed { unlink(tmp) } }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        // Held until closed: another save's clean-up leaves this temp file
        // alone, however old it looks.
        _ = flock(fd, LOCK_EX | LOCK_NB)
        do {
            try writer(handle, data)
            guard fsync(fd) == 0 else { throw FileWriteProblem.failed(errnoText("sync")) }
        } catch let problem as FileWriteProblem {
            try? handle.close()
            throw problem
        } catch {
            try? handle.close()
            throw FileWriteProblem.failed("write: \(error.localizedDescription)")
        }
        guard rename(tmp, url.path) == 0 else {
            try? handle.close()
            throw FileWriteProblem.failed(errnoText("replace \(name)"))
        }
        renamed = true
        try? handle.close()
        syncDirectory(dir)
        removeStaleTemps(in: dir, of: name)
    }

    /// A temp file older than this, locked by no writer, was left by a
    /// killed save.
    public static let staleAfter: TimeInterval = 60

    /// The file `url` names once a symbolic link there is followed.
    static func resolveLink(_ url: URL) throws -> URL {
        var st = stat()
        guard lstat(url.path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return url }
        guard let real = realpath(url.path, nil) else {
            throw FileWriteProblem.danglingLink(url.lastPathComponent)
        }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real))
    }

    /// `.NAME.<digits>.tmp`: the temp names `writeAtomically` gives `name`.
    static func isTemp(_ file: String, of name: String) -> Bool {
        let head = ".\(name)."
        guard file.hasPrefix(head), file.hasSuffix(".tmp") else { return false }
        let digits = file.dropFirst(head.count).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Removes the temp files of `name` in `dir` that killed saves left:
    /// regular files (a link is never followed), older than `staleAfter`,
    /// whose writer's lock nobody holds. Best effort.
    static func removeStaleTemps(in dir: URL, of name: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return }
        let now = Date().timeIntervalSince1970
        for file in names where isTemp(file, of: name) {
            let path = dir.appendingPathComponent(file).path
            var st = stat()
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = TimeInterval(st.st_mtimespec.tv_sec)
            #else
            let modified = TimeInterval(st.st_mtim.tv_sec)
            #endif
            guard now - modified >= staleAfter else { continue }
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
            close(fd)
        }
    }

    /// fsync on the directory, so the rename in it is durable (best effort).
    static func syncDirectory(_ dir: URL) {
        let fd = open(dir.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Whether a name is a temporary file `writeAtomically` left behind
    /// (killed between create and rename) for a target with `suffix`.
    static func isLeftover(_ name: String, suffix: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(suffix + ".")
    }
}
