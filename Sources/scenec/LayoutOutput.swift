#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing the files of `scenec layout --all --output DIR`: each file is written to a temporary file in
/// the same directory and then renamed over the final name, so a reader never sees half a file.
enum LayoutOutput {
    /// A file that could not be written; printed as `scenec: error: …` with exit code 2.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Creates directory `path` and its missing parents (like `mkdir -p`).
    static func makeDirectory(_ path: String) throws(Failure) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw Failure(description: "cannot create directory '\(current)': \(String(cString: strerror(errno)))")
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "'\(path)' is not a directory")
        }
    }

    /// Writes `text` to `path` through a temporary file `path.tmp` that is then renamed to `path`.
    static func write(_ text: String, to path: String) throws(Failure) {
        let temporary = path + ".tmp"
        if let reason = Platform.writeFile(Array(text.utf8), to: temporary) {
            unlink(temporary)
            throw Failure(description: "cannot write '\(temporary)': \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot rename '\(temporary)' to '\(path)': \(reason)")
        }
    }
}
