/// Percent-encoding (RFC 3986 section 2.1) without Foundation, as links use it.
///
/// - Encoding writes every byte of the text's UTF-8 except the unreserved characters
///   `A-Z a-z 0-9 - . _ ~` as `%XX` (upper-case hex), so a value may hold `/`, `?`, `#`, `&`, `=`,
///   `%`, `+`, spaces or emoji and still come back whole. A path segment that is exactly `.` or `..`
///   is written `%2E` / `%2E%2E`, because URL libraries remove dot segments.
/// - Decoding turns each `%XX` (either case) into its byte and every other character into its own
///   UTF-8; `+` stays `+` (it means a space only in HTML forms). A `%` not followed by two hex digits,
///   or bytes that are not UTF-8, make the text undecodable (nil), so such a URL matches no link.
public enum LinkPercentEncoding {
    /// `text` with every byte except the unreserved characters written as `%XX`.
    public static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                appendEscape(byte, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `encode(text)`, except that `.` and `..` are written `%2E` and `%2E%2E`.
    public static func encodeSegment(_ text: String) -> String {
        if text == "." || text == ".." {
            return String(repeating: "%2E", count: text.utf8.count)
        }
        return encode(text)
    }

    /// The text `text` stands for, or nil when it holds a bad escape or its bytes are not UTF-8.
    public static func decode<Bytes: Collection<UInt8>>(_ text: Bytes) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index != text.endIndex, let high = hexValue(text[index]) else { return nil }
            index = text.index(after: index)
            guard index != text.endIndex, let low = hexValue(text[index]) else { return nil }
            index = text.index(after: index)
            bytes.append(high << 4 | low)
        }
        return validUTF8(bytes)
    }

    /// The string decoding `bytes`, or nil when they are not valid UTF-8.
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    /// `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The value of a hex digit (either case), or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        bytes.append(UInt8(ascii: "%"))
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0xF)])
    }
}

/// A URL string cut into the parts links look at, without Foundation:
/// `scheme://authority/path?query#fragment`.
///
/// The cut is purely textual, on the UTF-8 bytes: the scheme is the text before the first `:` (letters,
/// digits, `+`, `-`, `.`, starting with a letter), followed by `//`; the authority runs to the first `/`,
/// `?` or `#`; the path to the first `?` or `#`; the query to the first `#`. The fragment is dropped
/// (links ignore it). Nothing is decoded here.
public struct LinkURLParts: Hashable, Sendable {
    public var scheme: [UInt8]
    public var authority: [UInt8]
    public var path: [UInt8]
    /// The bytes after `?`; nil when there is no `?`.
    public var query: [UInt8]?

    /// Cuts `text`; nil when it has no `scheme://`.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            LinkURLParts.isLetter(bytes[0]), bytes[..<colon].allSatisfy(LinkURLParts.isSchemeByte),
            bytes[(colon + 1)...].starts(with: "//".utf8)
        else { return nil }
        let authorityStart = colon + 3
        let authorityEnd =
            bytes[authorityStart...].firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            } ?? bytes.count
        let fragmentStart = bytes[authorityEnd...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let questionMark = bytes[authorityEnd..<fragmentStart].firstIndex(of: UInt8(ascii: "?"))
        scheme = Array(bytes[..<colon])
        authority = Array(bytes[authorityStart..<authorityEnd])
        path = Array(bytes[authorityEnd..<(questionMark ?? fragmentStart)])
        query = questionMark.map { Array(bytes[($0 + 1)..<fragmentStart]) }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || LinkNumberText.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// `bytes` with ASCII letters in lower case (scheme and host compare this way).
    static func lowercasedASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
    }
}
