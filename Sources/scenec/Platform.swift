#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few C library calls the CLI needs, behind one file so the rest stays portable.
enum Platform {
    /// Sets the C allocator's options for one run of scenec: with glibc, large blocks go back to the system when freed,
    /// which lowers the peak memory of a large scene (issue 43).
    ///
    /// glibc serves a block of at least `M_MMAP_THRESHOLD` bytes with mmap(2) and unmaps it when it is freed; a
    /// smaller one comes from the heap, whose free space stays mapped. The threshold starts at 128 KiB but, unless it
    /// is set, rises to the size of every mmap'ed block freed, up to 32 MiB (mallopt(3), "M_MMAP_THRESHOLD"). scenec
    /// frees the syntax tree's arrays (21 MB of children for a 20 MB scene) once the scene is lowered, so the large
    /// arrays of the later stages (the checked scene's runtime values, the layout checks' tables) came from the heap
    /// and left their memory mapped there: `validate` of `scenegen 100000` (20.5 MiB) peaked at 149.6 MiB, and at
    /// 137.2 MiB with the threshold set (Benchmarks/README.md, "Peak memory"). musl and Darwin have no such threshold.
    static func tuneAllocator() {
        #if canImport(Glibc)
            // M_MMAP_THRESHOLD is -3 in glibc's <malloc.h>, which the Glibc module does not import.
            _ = mallopt(-3, 128 * 1024)
        #endif
    }

    /// Ends the process with `code`.
    static func terminate(_ code: Int32) -> Never {
        exit(code)
    }

    /// The value of environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether file descriptor `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Writes all of `text`'s UTF-8 bytes to `descriptor`, retrying short and interrupted writes; false on error (see
    /// `errno`).
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                    let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Reads `descriptor` until end of file or until `limit` bytes were read (never more); nil on a read error (see
    /// `errno`).
    /// `expectedCount` (a regular file's size) reserves the buffer once, so a large file is not held at up to twice
    /// its size by the growth of the array.
    static func readAll(_ descriptor: Int32, limit: Int = .max, expectedCount: Int = 0) -> [UInt8]? {
        var bytes: [UInt8] = []
        if expectedCount > 0 { bytes.reserveCapacity(min(expectedCount, limit)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
                #else
                    Darwin.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}

#if canImport(Glibc)
    /// glibc's `int mallopt(int param, int value)` (<malloc.h>, not in the Glibc module). Declared here rather than in a C
    /// target: clang's DWARF 5 debug information in the executable stopped valgrind 3.19 (Scripts/bench.sh's callgrind)
    /// from reading it.
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
