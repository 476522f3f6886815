// Shared by `scenec` and `scenec-generate` (Sources/scenec-generate links this file): no ArgumentParser.
import ScenecCompiler
import ScenecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads scene files for the commands: regular files and standard input only, with clear
/// errors (exit 2) for anything else (`read(_:)`, in Scenec.swift, prints them).
enum SceneReader {
    /// An I/O problem: printed as `scenec: error: …` and exit code 2.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `path` ('-' for standard input) into a `SourceFile`, or throws what went wrong, printing nothing.
    static func load(_ path: String) throws(Failure) -> SourceFile {
        let limit = Compiler().maxFileBytes
        if path == "-" {
            return SourceFile(path: "<stdin>", bytes: try readAll(descriptor: 0, limit: limit + 1, path: "<stdin>"))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(description: "'\(path)' is a directory, not a scene file")
        case S_IFIFO:
            throw Failure(description: "'\(path)' is a FIFO, not a scene file; use '-' to read standard input")
        default: throw Failure(description: "'\(path)' is not a regular file")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        return SourceFile(
            path: path,
            bytes: try readAll(descriptor: descriptor, limit: limit + 1, path: path, expectedCount: Int(info.st_size)))
    }

    /// Reads until end of file or `limit` bytes: a larger file is reported by the syntax
    /// stage from its first bytes, without reading the rest.
    private static func readAll(
        descriptor: Int32, limit: Int, path: String, expectedCount: Int = 0
    ) throws(Failure) -> [UInt8] {
        guard let bytes = Platform.readAll(descriptor, limit: limit, expectedCount: expectedCount) else {
            throw Failure(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        return bytes
    }
}
