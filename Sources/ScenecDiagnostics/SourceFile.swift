/// A scene file's bytes, the path to show for it, and a table of its line starts.
///
/// `SourceFile` is the one place that converts between byte offsets and 1-based
/// line/column locations. Nobody else adds or subtracts 1.
///
/// Lines break where libyaml breaks them: LF, CRLF, a lone CR, U+0085 (NEL),
/// U+2028 (LS) and U+2029 (PS). A UTF-8 byte order mark is not part of line 1's text.
public struct SourceFile: Sendable {
    /// The path as the user gave it; shown in diagnostics unchanged.
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// 3 when the file starts with a UTF-8 byte order mark, else 0.
    public let bomLength: Int
    /// Byte offset of the first byte of each line; `lineStarts[0] == bomLength`.
    private let lineStarts: [Int]

    /// Creates a source file from its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        self.bomLength = bom
        self.lineStarts = SourceFile.computeLineStarts(bytes, from: bom)
    }

    /// Creates a source file from text (tests and in-memory scenes).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The offset of every line start, `start` first. Most bytes of a scene cannot start a line break, so the
    /// scan skips eight of them at a time (`firstBreakCandidate`) and looks at single bytes only where a word
    /// holds a candidate.
    private static func computeLineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        // About one line per 30 bytes in scene files; reserving avoids most regrowth.
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var i = start
            let n = buffer.count
            while i < n {
                // Skip to the first byte that may start a line break; every byte skipped is in 0x0E...0x7F.
                i = firstBreakCandidate(in: buffer, from: i)
                guard i < n else { break }
                let byte = buffer[i]
                if byte == 0x0A {
                    i += 1
                    starts.append(i)
                } else if byte == 0x0D {
                    i += (i + 1 < n && buffer[i + 1] == 0x0A) ? 2 : 1
                    starts.append(i)
                } else if byte == 0xC2, i + 1 < n, buffer[i + 1] == 0x85 {
                    i += 2
                    starts.append(i)
                } else if byte == 0xE2, i + 2 < n, buffer[i + 1] == 0x80, buffer[i + 2] == 0xA8 || buffer[i + 2] == 0xA9
                {
                    i += 3
                    starts.append(i)
                } else {
                    i += 1
                }
            }
        }
        return starts
    }

    /// The offset of the first byte at or after `index` that is below 0x0E or at least 0x80 (`buffer.count` if
    /// none). Every line break starts with such a byte (LF 0x0A, CR 0x0D, NEL 0xC2, LS and PS 0xE2), so the bytes
    /// skipped cannot start one.
    ///
    /// It tests eight bytes at a time: for a word `x`, `((x - 0x0E0E…) | x) & 0x8080…` is zero exactly when every
    /// byte is in 0x0E...0x7F. A byte with its top bit set sets its own bit through `| x`; and the lowest byte below
    /// 0x0E, all bytes below it being in 0x0E...0x7F (no borrow reaches it), wraps to 0xF2 or more in the
    /// subtraction. So the lowest set bit of the mask is the first candidate's; bits above it may be borrows, which
    /// is why only the lowest is used.
    private static func firstBreakCandidate(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        let n = buffer.count
        var i = index
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n {
                // Little-endian, so that the first byte in memory is the lowest of the word.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let mask = ((word &- 0x0E0E_0E0E_0E0E_0E0E) | word) & 0x8080_8080_8080_8080
                if mask != 0 { return i + mask.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < n, buffer[i] > 0x0D, buffer[i] < 0x80 { i += 1 }
        return i
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The range of the whole file.
    public var fullRange: SourceRange { SourceRange(start: 0, end: bytes.count) }

    /// Whether `range` lies inside the file.
    public func contains(_ range: SourceRange) -> Bool {
        range.start >= 0 && range.start <= range.end && range.end <= bytes.count
    }

    /// The 1-based line and 1-based UTF-8 byte column of `offset`.
    ///
    /// Offsets past the end are clamped to the end; offsets inside the byte order
    /// mark map to 1:1.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, bomLength), bytes.count)
        let line = lineIndex(containing: clamped)
        return SourceLocation(line: line + 1, column: clamped - lineStarts[line] + 1, offset: clamped)
    }

    /// The 0-based index of the line that contains `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of 1-based `line`, without its line break.
    public func lineRange(_ line: Int) -> SourceRange {
        let index = min(max(line - 1, 0), lineStarts.count - 1)
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        // Drop the line break itself.
        if end > start, index + 1 < lineStarts.count {
            if bytes[end - 1] == 0x0A {
                end -= 1
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            } else if bytes[end - 1] == 0x0D {
                end -= 1
            } else if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 {
                end -= 2
            } else if end - start >= 3, bytes[end - 3] == 0xE2 {
                end -= 3
            }
        }
        return SourceRange(start: start, end: end)
    }

    /// The text of 1-based `line`, without its line break; invalid UTF-8 is repaired.
    public func lineText(_ line: Int) -> String {
        text(in: lineRange(line))
    }

    /// The text of `range`; invalid UTF-8 is replaced by U+FFFD.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line, a 1-based column counted in UTF-8 bytes (the swiftc and clang
/// convention, which editors use to jump), and the byte offset it came from.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int
    /// 0-based UTF-8 byte offset into the file.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
