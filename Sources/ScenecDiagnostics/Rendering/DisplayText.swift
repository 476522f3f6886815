/// Text shown to people, made safe to print: the one escaping of every human-readable output (text
/// diagnostics, the GitHub annotation format, `layout --format text`, SVG titles and labels, the CLI's
/// error lines). JSON and SARIF escape by their own rules.
///
/// A scene file's values end up in messages, and a value may hold a line break followed by
/// `Main.swift:1:1: error: …`, which Xcode and SwiftPM would read as a real error, or bidirectional
/// overrides that make a line read differently from what it says. So every character that can move the
/// cursor, break a line or reorder text is written as an escape: line feed, carriage return and tab as `\n`,
/// `\r`, `\t`, every other one as `\u{XXXX}` (Swift's notation).
public enum DisplayText {
    /// Whether `scalar` is escaped: C0 controls (U+0000–U+001F), DEL, C1 controls (U+0080–U+009F, with
    /// NEL U+0085), the line and paragraph separators U+2028 and U+2029, and the bidirectional controls:
    /// embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `text` with every character of `needsEscape` escaped. Everything else, backslashes included, is kept,
    /// so the result is plain printable text and escaping twice changes nothing.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            }
        }
        return out
    }

    /// Whether `line` holds no character that `escaped` would change; tabs are allowed when
    /// `allowingTabs` (a source snippet keeps them to stay aligned).
    public static func isSafe(_ line: String, allowingTabs: Bool = false) -> Bool {
        !line.unicodeScalars.contains { needsEscape($0) && !(allowingTabs && $0 == "\t") }
    }
}
