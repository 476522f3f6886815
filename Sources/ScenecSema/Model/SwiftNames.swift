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
        text.utf8.withContiguousStorageIfAvailable { isIdentifier(bytes: $0) } ?? isIdentifier(bytes: text.utf8)
    }

    /// Whether `text` is all ASCII.
    public static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether `bytes` (UTF-8) match `[A-Za-z_][A-Za-z0-9_]*`.
    @inlinable
    public static func isIdentifier<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        var first = true
        for byte in bytes {
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

    /// The Swift member name generated for a page or view id: lowerCamelCase, with `_`
    /// joining words (`album_list` -> `albumList`, `Home` -> `home`). Leading underscores
    /// are kept. Two ids with the same member name collide (the checker reports it).
    /// Keywords are not escaped here; code generation backticks them.
    public static func memberName(_ id: String) -> String {
        if let name = id.utf8.withContiguousStorageIfAvailable(asciiMemberName), let name { return name }
        let leading = id.prefix { $0 == "_" }
        let words = id.dropFirst(leading.count).split(separator: "_")
        guard let first = words.first else { return id }
        var name = String(leading) + lowercasedFirst(String(first))
        for word in words.dropFirst() {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        return name
    }

    /// The Swift type name generated for an id: UpperCamelCase, with `_` joining words and each word's own
    /// casing kept (`album_list` -> `AlbumList`, `XANavDemo` -> `XANavDemo`, `home` -> `Home`). Leading
    /// underscores are kept.
    ///
    /// Short ids are initialisms: an id of one or two lowercase ASCII letters (after its leading underscores) is
    /// upper-cased whole (`dm` -> `DM`, `tv` -> `TV`, so `pushDM()`). Any other casing is the scene's own
    /// (`Dm` -> `Dm`, `dM` -> `DM`).
    public static func typeName(_ id: String) -> String {
        if isShortInitialism(id) { return id.uppercased() }
        if let name = id.utf8.withContiguousStorageIfAvailable(asciiTypeName), let name { return name }
        let leading = id.prefix { $0 == "_" }
        let words = id.dropFirst(leading.count).split(separator: "_")
        guard !words.isEmpty else { return id }
        return String(leading) + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `memberName` of an ASCII id, over its bytes (the common case: no `Character` is made); nil for other ids.
    private static func asciiMemberName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard var (name, index) = asciiLeadingUnderscores(bytes) else { return nil }
        let underscore = UInt8(ascii: "_")
        var isFirstWord = true
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != underscore { end += 1 }
            if end > index {
                if isFirstWord {
                    // As `lowercasedFirst`: a leading run of capitals is lowercased as one word.
                    var count = 0
                    while index + count < end, isUppercase(bytes[index + count]) { count += 1 }
                    if count > 1, count < end - index { count -= 1 }
                    for offset in index..<end {
                        name.append(offset - index < count ? bytes[offset] | 0x20 : bytes[offset])
                    }
                    isFirstWord = false
                } else {
                    name.append(isLowercase(bytes[index]) ? bytes[index] & ~0x20 : bytes[index])
                    name.append(contentsOf: bytes[(index + 1)..<end])
                }
            }
            index = end + 1
        }
        return String(decoding: isFirstWord ? Array(bytes) : name, as: UTF8.self)
    }

    /// `typeName` of an ASCII id, over its bytes: leading underscores kept, then each word between `_`s with
    /// its first letter uppercased; nil for other ids.
    private static func asciiTypeName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard case (var name, let index)? = asciiLeadingUnderscores(bytes) else { return nil }
        let underscore = UInt8(ascii: "_")
        guard index < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        var startsWord = true
        for byte in bytes[index...] {
            if byte == underscore {
                startsWord = true
            } else {
                name.append(startsWord && isLowercase(byte) ? byte & ~0x20 : byte)
                startsWord = false
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// For an ASCII id: its leading underscores (the start of every generated name) and the index after them;
    /// nil when the id has a non-ASCII byte.
    private static func asciiLeadingUnderscores(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8], Int)? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let count = bytes.prefix { $0 == UInt8(ascii: "_") }.count
        var name = [UInt8](repeating: UInt8(ascii: "_"), count: count)
        name.reserveCapacity(bytes.count)
        return (name, count)
    }

    /// Whether `id`, after its leading underscores, is one or two lowercase ASCII letters (`dm`, `_tv`).
    public static func isShortInitialism(_ id: String) -> Bool {
        let letters = id.utf8.drop { $0 == UInt8(ascii: "_") }
        return (1...2).contains(letters.count) && letters.allSatisfy(isLowercase)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    private static func lowercasedFirst(_ word: String) -> String {
        // Lowercase a leading run of capitals as one word: URLPage -> urlPage, Home -> home.
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1, count < characters.count { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }
}
