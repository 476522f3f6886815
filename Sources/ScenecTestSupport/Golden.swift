import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Golden files with one record switch: `SCENEC_RECORD=1` rewrites the goldens and fails the
/// run (so a recording run is never mistaken for a passing one); a missing golden is written
/// and fails too. CI never sets the switch.
public enum Golden {
    /// Whether `SCENEC_RECORD=1` is set.
    public static var isRecording: Bool {
        getenv("SCENEC_RECORD").map { String(cString: $0) } == "1"
    }

    /// Compares `actual` with the golden at `path`. Returns nil when they match, else a
    /// failure message with a line diff (after recording, when recording).
    public static func check(_ actual: String, against path: String) -> String? {
        let expected = FileIO.read(path)
        if isRecording || expected == nil {
            FileIO.write(actual, to: path)
            return isRecording
                ? "recorded \(path) (SCENEC_RECORD=1 always fails; run again without it)"
                : "no golden at \(path); wrote it (review it, then run again)"
        }
        guard let expected, expected != actual else { return nil }
        return "\(path) differs from the output (run with SCENEC_RECORD=1 to accept):\n"
            + LineDiff.render(expected: expected, actual: actual)
    }
}

/// Tiny file helpers for tests (no Foundation needed).
public enum FileIO {
    /// The file's text, or nil if it cannot be read.
    public static func read(_ path: String) -> String? {
        guard let bytes = readBytes(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's bytes, or nil if it cannot be read.
    public static func readBytes(_ path: String) -> [UInt8]? {
        guard let handle = fopen(path, "rb") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Writes `text` to `path`, creating parent directories.
    public static func write(_ text: String, to path: String) {
        // Create every parent directory from the top down.
        let parts = path.split(separator: "/").dropLast()
        var current = path.hasPrefix("/") ? "" : "."
        for part in parts {
            current += "/" + part
            mkdir(current, 0o755)
        }
        guard let handle = fopen(path, "wb") else { return }
        defer { fclose(handle) }
        let bytes = Array(text.utf8)
        _ = fwrite(bytes, 1, bytes.count, handle)
    }

    /// The names in directory `path`, sorted; empty if it cannot be read.
    public static func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// A line diff for failure messages: `-` expected, `+` actual.
public enum LineDiff {
    /// The lines that differ, with a little context.
    public static func render(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removed: [Int: String] = [:]
        var inserted: [Int: String] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, let element, _): removed[offset] = element
            case .insert(let offset, let element, _): inserted[offset] = element
            }
        }
        var out: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, let line = removed[i] {
                out.append("- " + line)
                i += 1
            } else if j < new.count, let line = inserted[j] {
                out.append("+ " + line)
                j += 1
            } else {
                if i < old.count { out.append("  " + old[i]) }
                i += 1
                j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
