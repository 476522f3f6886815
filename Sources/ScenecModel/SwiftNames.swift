/// Swift's lexical rules for names, shared by the checker (which rejects keywords in type
/// names) and code generation (which backticks them).
public enum SwiftNames {
    /// Words that cannot be used as a plain identifier anywhere (The Swift Programming
    /// Language, "Keywords and Punctuation"), plus `Type`, `Protocol` and `Self`, which
    /// cannot name a nested type.
    public static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// Whether `text` matches `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isIdentifier(_ text: String) -> Bool {
        var first = true
        for byte in text.utf8 {
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            let isDigit = byte >= 0x30 && byte <= 0x39
            if first ? !isLetter : !(isLetter || isDigit) { return false }
            first = false
        }
        return !first
    }

    /// `text` with every character outside `[A-Za-z0-9_]` replaced by `_`, and a leading
    /// `_` added before a digit: a suggestion for an invalid identifier.
    public static func sanitizedIdentifier(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            out.unicodeScalars.append(ok ? scalar : "_")
        }
        if out.isEmpty || ("0"..."9").contains(out.unicodeScalars.first!) { out = "_" + out }
        return out
    }
}
