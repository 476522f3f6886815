#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few C library calls the CLI needs, behind one file so the rest stays portable.
enum Platform {
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
