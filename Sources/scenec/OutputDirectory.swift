import ScenecDiagnostics
import ScenecOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one writer of scenec's output files, used by `generate`, `init` and `layout --all --output`. Its guarantees
/// (docs/commands.md, "Security"):
///
/// - every file is first written, as it is produced (`Batch`, a `GeneratedFileSink`), to a temporary file
///   `.scenec-<pid>-<12 random letters and digits>.tmp` in the output directory, created exclusively
///   (`O_CREAT | O_EXCL | O_NOFOLLOW`): nothing planted at a name is opened or followed, and two concurrent runs
///   never share a temporary file;
/// - then it is renamed over the final name, which replaces a symbolic link there instead of writing through it;
/// - a batch is all or nothing: every temporary file is complete before the first rename, a final name that is a
///   directory is refused before its file is written, and any failure removes every temporary file, so it leaves
///   every existing file as it was;
/// - the old content is compared (to skip unchanged files) while the new one is written, only when it is a
///   regular file, opened without following a link or blocking, and read no further than the new content's size
///   plus one byte; anything else counts as different;
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

    /// Starts a batch of files written into the directory (`Batch`), after removing the temporary files a killed
    /// run left; a batch that does not write only compares (`--check`), and needs no directory.
    func batch(writing writes: Bool = true) -> Batch {
        if writes { removeStaleTemporaries() }
        return Batch(directory: self, writes: writes)
    }

    /// Writes every file whose content differs from the disk, all or nothing (see the type's comment); returns the
    /// names written.
    @discardableResult
    func write(_ files: [GeneratedFile]) throws(Failure) -> [String] {
        let batch = batch()
        for file in files where !batch.isFailed {
            batch.begin(file.name)
            batch.append(file.contents)
            batch.end()
        }
        return try batch.commit()
    }

    /// Files written into the directory as they are produced, all or nothing (see the type's comment): each goes to
    /// its own temporary file while it is compared with the file it replaces; `commit()` renames the changed ones
    /// into place once every file is complete. The first failure removes every temporary file and is kept for
    /// `commit()`; whatever follows it is ignored. A batch that does not write only compares (`--check`).
    final class Batch: GeneratedFileSink {
        /// The file being written: its name, its temporary file (none when the batch does not write) and the
        /// comparison with the file it replaces.
        private struct File {
            var name: String
            var temporary: (descriptor: Int32, path: String)?
            var comparison: Comparison
        }

        let directory: OutputDirectory
        /// Whether the files are written, or only compared.
        let writes: Bool
        /// The first failure.
        private(set) var failure: Failure?
        /// The names of the files that differ from the disk, in order.
        private(set) var changed: [String] = []
        /// The temporary files of the changed files, and their final paths.
        private var temporaries: [(temporary: String, final: String)] = []
        private var current: File?

        init(directory: OutputDirectory, writes: Bool) {
            self.directory = directory
            self.writes = writes
        }

        var isFailed: Bool { failure != nil }

        func begin(_ name: String) {
            guard failure == nil else { return }
            let final = directory.path(of: name)
            var file = File(name: name, comparison: Comparison(path: final))
            if writes {
                var info = stat()
                if lstat(final, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    return fail(
                        Failure(code: .outputFileUnwritable, message: "cannot replace '\(final)': it is a directory"))
                }
                do throws(Failure) {
                    file.temporary = try directory.createTemporary()
                } catch {
                    return fail(error)
                }
            }
            current = file
        }

        func append(_ text: String) {
            guard failure == nil, current != nil else { return }
            current?.comparison.compare(text)
            if let temporary = current?.temporary, !Platform.write(text, to: temporary.descriptor) {
                fail(
                    Failure(
                        code: .outputFileUnwritable,
                        message: "cannot write '\(temporary.path)': \(OutputDirectory.reason(errno))"))
            }
        }

        func end() {
            guard failure == nil, var file = current else { return }
            current = nil
            let same = file.comparison.finish()
            if let temporary = file.temporary {
                if close(temporary.descriptor) != 0 {
                    let reason = OutputDirectory.reason(errno)
                    unlink(temporary.path)
                    return fail(
                        Failure(code: .outputFileUnwritable, message: "cannot write '\(temporary.path)': \(reason)"))
                }
                if same {
                    unlink(temporary.path)
                } else {
                    temporaries.append((temporary.path, directory.path(of: file.name)))
                }
            }
            if !same { changed.append(file.name) }
        }

        /// Renames the changed files into place, once every file is written; returns their names. Throws the first
        /// failure instead (every temporary file was removed), or the failure of a rename (the remaining
        /// temporary files are removed).
        func commit() throws(Failure) -> [String] {
            if let failure { throw failure }
            for (index, entry) in temporaries.enumerated() where rename(entry.temporary, entry.final) != 0 {
                let reason = OutputDirectory.reason(errno)
                for rest in temporaries[index...] { unlink(rest.temporary) }
                temporaries = []
                throw Failure(code: .outputFileUnwritable, message: "cannot write '\(entry.final)': \(reason)")
            }
            temporaries = []
            return changed
        }

        /// A batch dropped before `commit()` leaves no temporary file behind.
        deinit {
            discard()
        }

        /// Keeps `error` and removes every temporary file, the one being written included.
        private func fail(_ error: Failure) {
            failure = error
            discard()
        }

        /// Closes the file being written and removes every temporary file.
        private func discard() {
            if var file = current {
                file.comparison.release()
                if let temporary = file.temporary {
                    close(temporary.descriptor)
                    unlink(temporary.path)
                }
            }
            current = nil
            for entry in temporaries { unlink(entry.temporary) }
            temporaries = []
        }
    }

    /// Compares text given in pieces with the file at a path, without reading it further than the text's size plus
    /// one byte. Only a regular file can hold the text: a link is not followed, a FIFO or a device not read.
    struct Comparison {
        /// The file, open while everything compared so far matched; -1 once it differs.
        private var descriptor: Int32 = -1
        /// The file's bytes not compared yet, by its size.
        private var remaining = 0

        /// Opens the file at `path`, when it is a regular file (not a link to one).
        init(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                return
            }
            self.descriptor = descriptor
            remaining = Int(info.st_size)
        }

        /// Compares the next piece of the text with the file's next bytes.
        mutating func compare(_ text: String) {
            guard descriptor >= 0 else { return }
            let count = text.utf8.count
            guard count <= remaining, let bytes = Platform.readAll(descriptor, limit: count),
                text.utf8.elementsEqual(bytes)
            else { return release() }
            remaining -= count
        }

        /// Whether the file holds exactly the text compared, no more; closes it.
        mutating func finish() -> Bool {
            guard descriptor >= 0 else { return false }
            let same = remaining == 0 && Platform.readAll(descriptor, limit: 1)?.isEmpty == true
            release()
            return same
        }

        /// Closes the file: the text differs.
        mutating func release() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    /// Creates an empty temporary file with an unpredictable name in the directory, exclusively and without
    /// following a link; returns its descriptor (open for writing) and path.
    func createTemporary() throws(Failure) -> (descriptor: Int32, path: String) {
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
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
