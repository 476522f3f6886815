import ScenecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one writer of scenec's output files, used by `generate`, `init` and `layout --all --output`. Its guarantees
/// (the README's "Security" section):
///
/// - every file is first written to a temporary file `.scenec-<pid>-<12 random letters and digits>.tmp` in the
///   output directory, created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`): nothing planted at a name is opened
///   or followed, and two concurrent runs never share a temporary file;
/// - then it is renamed over the final name, which replaces a symbolic link there instead of writing through it;
/// - a batch is all or nothing: every temporary file is written before the first rename, and a final name that
///   is a directory is refused before anything is written, so a failure leaves every existing file as it was;
/// - the old content is compared (to skip unchanged files) only when it is a regular file, opened without
///   following a link or blocking, and read up to the new content's size plus one byte; anything else counts as
///   different;
/// - temporary files of this naming scheme left by a killed run are removed before writing: those whose process
///   is gone, and those older than an hour (a reused process id, another machine sharing the directory).
struct OutputDirectory {
    /// An I/O problem, with its SC5xxx code: a file-level diagnostic of the scene for `generate` and `layout`,
    /// `scenec: error: … [SC5xxx]` for `init` (which has no scene file); exit code 2.
    struct Failure: Error, CustomStringConvertible {
        var code: DiagnosticCode
        var message: String

        var description: String { "\(message) [\(code.rawValue)]" }

        /// The diagnostic, about the scene file as a whole.
        var diagnostic: Diagnostic { .fileLevel(code, message) }
    }

    /// The start and end of the temporary files' names.
    static let temporaryPrefix = ".scenec-"
    static let temporarySuffix = ".tmp"
    /// The length of the random part of a temporary file's name.
    static let randomLength = 12
    /// A temporary file older than this, in seconds, is stale even if its process id is in use.
    static let staleAge = 3600

    /// The directory, as given.
    var path: String

    /// The path of file `name` in the directory.
    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Creates the directory and its missing parents (like `mkdir -p`), then checks it is writable. A component
    /// that exists and is not a directory (or a link to one) is an error.
    func create() throws(Failure) {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            if mkdir(current, 0o755) == 0 { continue }
            let reason = Self.reason(errno)
            var info = stat()
            guard stat(current, &info) == 0 else {
                throw Failure(
                    code: .outputDirectoryMissing, message: "cannot create output directory '\(current)': \(reason)")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(
                    code: .outputNotADirectory,
                    message: current == path || current + "/" == path
                        ? "output path '\(path)' is not a directory"
                        : "cannot create output directory '\(path)': '\(current)' is not a directory")
            }
        }
        try checkExisting()
    }

    /// Fails unless the directory exists, is a directory (or a link to one) and is writable.
    func checkExisting() throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(
                code: .outputDirectoryMissing,
                message: "output directory '\(path)' does not exist: \(Self.reason(errno)); create it first")
        }
        try checkNotAFile()
        guard access(path, W_OK | X_OK) == 0 else {
            throw Failure(
                code: .outputFileUnwritable,
                message: "output directory '\(path)' is not writable: \(Self.reason(errno))")
        }
    }

    /// Fails when the path exists and is not a directory; a missing directory is fine (for `--check`, every file
    /// in it is missing).
    func checkNotAFile() throws(Failure) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw Failure(code: .outputNotADirectory, message: "output path '\(path)' is not a directory")
        }
    }

    /// Whether file `name` is a regular file (not a link to one) that holds exactly `bytes`. Nothing else is opened;
    /// the file is read up to `bytes.count + 1` bytes, so an endless or huge file cannot hang or exhaust memory.
    func holds(_ bytes: [UInt8], name: String) -> Bool {
        let file = path(of: name)
        var info = stat()
        guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == bytes.count else {
            return false
        }
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return Platform.readAll(descriptor, limit: bytes.count + 1) == bytes
    }

    /// Writes every file whose content differs from the disk, all or nothing (see the type's comment); returns the
    /// names written.
    @discardableResult
    func write(_ files: [GeneratedFile]) throws(Failure) -> [String] {
        removeStaleTemporaries()
        let changed = files.map { (name: $0.name, bytes: Array($0.contents.utf8)) }.filter {
            !holds($0.bytes, name: $0.name)
        }
        for file in changed {
            var info = stat()
            if lstat(path(of: file.name), &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                throw Failure(
                    code: .outputFileUnwritable, message: "cannot replace '\(path(of: file.name))': it is a directory")
            }
        }
        var temporaries: [(temporary: String, final: String)] = []
        do throws(Failure) {
            for file in changed {
                let (descriptor, temporary) = try createTemporary()
                temporaries.append((temporary, path(of: file.name)))
                let written = Platform.write(file.bytes, to: descriptor)
                let reason = Self.reason(errno)
                if close(descriptor) != 0 || !written {
                    throw Failure(
                        code: .outputFileUnwritable,
                        message: "cannot write '\(temporary)': \(written ? Self.reason(errno) : reason)")
                }
            }
        } catch {
            for entry in temporaries { unlink(entry.temporary) }
            throw error
        }
        for (index, entry) in temporaries.enumerated() where rename(entry.temporary, entry.final) != 0 {
            let reason = Self.reason(errno)
            for rest in temporaries[index...] { unlink(rest.temporary) }
            throw Failure(code: .outputFileUnwritable, message: "cannot write '\(entry.final)': \(reason)")
        }
        return changed.map(\.name)
    }

    /// Creates an empty temporary file with an unpredictable name in the directory, exclusively and without
    /// following a link; returns its descriptor (open for writing) and path.
    private func createTemporary() throws(Failure) -> (descriptor: Int32, path: String) {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let random = (0..<Self.randomLength).map { _ in alphabet.randomElement(using: &generator)! }
            let temporary = path(
                of: Self.temporaryPrefix + "\(getpid())-" + String(decoding: random, as: UTF8.self)
                    + Self.temporarySuffix)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST {
                throw Failure(
                    code: .outputFileUnwritable,
                    message: "cannot create a temporary file in '\(path)': \(Self.reason(errno))")
            }
        }
        throw Failure(code: .outputFileUnwritable, message: "cannot create a temporary file in '\(path)'")
    }

    /// The process id in a temporary file name of this scheme (`.scenec-<pid>-<random>.tmp`), or nil for any other
    /// name.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(temporarySuffix) else { return nil }
        let middle = name.dropFirst(temporaryPrefix.count).dropLast(temporarySuffix.count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == randomLength,
            parts[1].utf8.allSatisfy({
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }),
            parts[0].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let pid = pid_t(parts[0]), pid > 1
        else { return nil }
        return pid
    }

    /// Removes the regular files of the temporary naming scheme whose process is gone, or that are older than
    /// `staleAge`: what a killed run left behind. Failures are ignored (they are only left over).
    func removeStaleTemporaries() {
        let now = time(nil)
        for name in entries() {
            guard let pid = Self.temporaryOwner(name) else { continue }
            var info = stat()
            guard lstat(path(of: name), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
                let modified = info.st_mtimespec.tv_sec
            #else
                let modified = info.st_mtim.tv_sec
            #endif
            let gone = kill(pid, 0) != 0 && errno == ESRCH
            if gone || now - modified > Self.staleAge { unlink(path(of: name)) }
        }
    }

    /// The names in the directory (none when it cannot be read).
    func entries() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes files of an earlier split (a link is removed, not followed).
    func remove(_ names: [String]) throws(Failure) {
        for name in names where unlink(path(of: name)) != 0 {
            throw Failure(
                code: .outputFileUnwritable, message: "cannot remove '\(path(of: name))': \(Self.reason(errno))")
        }
    }

    /// The system's words for error number `code`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
