/// The type of a page argument as far as a link cares (scene format 10.1, 10.3): what text a
/// placeholder accepts and how a value is written back into a URL.
///
/// This is the links engine's own small type, so that it depends on nothing; the page
/// arguments of the scene model map onto it one to one (`String?` is `.optional(.string)`,
/// `[title, date]` is `.oneOf(["title", "date"])`).
public indirect enum LinkArgumentType: Hashable, Sendable {
    /// `String`: any non-empty path segment; any query value, the empty one included.
    case string
    /// `Int`: decimal digits with an optional `+` or `-`, within `Int`'s range.
    case int
    /// `Double`: a finite decimal number, `[+-]?D+(.D+)?([eE][+-]?D+)?` (D a digit).
    case double
    /// `Bool`: exactly `true` or `false`.
    case bool
    /// `UUID`: the canonical form, 8-4-4-4-12 hexadecimal digits in either case.
    case uuid
    /// `URL`: any non-empty text (a path segment or a query value), kept as text.
    case url
    /// One of these strings, compared exactly (a `String`-backed enum).
    case oneOf([String])
    /// `T?`: the same text as `T`; the argument may be absent (only a query item can be absent).
    case optional(LinkArgumentType)

    /// The type without any `optional` around it.
    public var base: LinkArgumentType {
        if case .optional(let wrapped) = self { return wrapped.base }
        return self
    }

    /// True for `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The value `text` (already percent-decoded) stands for, or nil when the type does not accept it.
    ///
    /// - Parameters:
    ///   - text: A path segment or query value, percent-decoded.
    ///   - inQuery: True for a query item's value, the only place an empty text is accepted (by `String`,
    ///     or a `oneOf` that lists `""`); an empty path segment never matches (`/album//x` is not
    ///     `/album/{id}/x`).
    public func value(parsing text: String, inQuery: Bool) -> LinkArgumentValue? {
        if text.isEmpty && !inQuery { return nil }
        switch self {
        case .optional(let wrapped):
            return wrapped.value(parsing: text, inQuery: inQuery)
        case .string:
            return .string(text)
        case .url:
            return text.isEmpty ? nil : .url(text)
        case .int:
            return LinkNumberText.int(text).map(LinkArgumentValue.int)
        case .double:
            return LinkNumberText.double(text).map(LinkArgumentValue.double)
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case .uuid:
            return LinkUUID(text).map(LinkArgumentValue.uuid)
        case .oneOf(let choices):
            return choices.contains(where: { $0.utf8.elementsEqual(text.utf8) }) ? .choice(text) : nil
        }
    }

    /// True when the type accepts `text` (already percent-decoded).
    public func accepts(_ text: String, inQuery: Bool) -> Bool {
        value(parsing: text, inQuery: inQuery) != nil
    }

    /// A few texts the type accepts (the first is the most readable), used to make witness URLs: every
    /// text two types both accept is found among the union of their samples (see `LinkOverlap`).
    var samples: [String] {
        switch self {
        case .optional(let wrapped): wrapped.samples
        case .string, .url: ["a"]
        case .int: ["1"]
        case .double: ["1", "0.5"]
        case .bool: ["true", "false"]
        case .uuid: ["00000000-0000-0000-0000-000000000000"]
        case .oneOf(let choices): choices
        }
    }
}

/// A typed value bound by a placeholder, or given to build a URL.
public enum LinkArgumentValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(LinkUUID)
    case url(String)
    /// A value of a `oneOf` type: one of its strings.
    case choice(String)

    /// The text the value is written as in a URL, before percent-encoding; nil when it has none (a
    /// non-finite `Double`). `Double` is written as Swift's `description` (the shortest text that reads
    /// back as the same number), `UUID` in upper case (as Foundation's `uuidString`).
    public var text: String? {
        switch self {
        case .string(let text), .url(let text), .choice(let text): text
        case .int(let value): String(value)
        case .double(let value): value.isFinite ? value.description : nil
        case .bool(let value): value ? "true" : "false"
        case .uuid(let value): value.description
        }
    }
}

/// A UUID without Foundation: 16 bytes, read from and written as the canonical 8-4-4-4-12 form.
public struct LinkUUID: Hashable, Sendable, CustomStringConvertible {
    /// The first and last eight bytes, big-endian.
    public var high: UInt64
    public var low: UInt64

    /// The UUID with these two halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Reads the canonical form (hex digits in either case, dashes after the 8th, 12th, 16th and
    /// 20th digit); nil for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        var digits: [UInt64] = []
        digits.reserveCapacity(32)
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = LinkPercentEncoding.hexValue(byte) else { return nil }
            digits.append(UInt64(digit))
        }
        high = digits[0..<16].reduce(0) { $0 << 4 | $1 }
        low = digits[16..<32].reduce(0) { $0 << 4 | $1 }
    }

    /// The canonical form in upper case, as Foundation's `UUID.uuidString`.
    public var description: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for (half, value) in [high, low].enumerated() {
            for nibble in 0..<16 {
                let position = half * 32 + nibble * 2
                if position == 16 || position == 24 || position == 32 || position == 40 {
                    bytes.append(UInt8(ascii: "-"))
                }
                bytes.append(digits[Int((value >> UInt64(60 - nibble * 4)) & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The number grammars of 10.3, checked byte by byte before the standard library converts the text.
enum LinkNumberText {
    /// `[+-]?D+` within `Int`'s range.
    static func int(_ text: String) -> Int? {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return nil }
        return Int(text)  // nil when out of range; accepts a leading "+" (checked above)
    }

    /// `[+-]?D+(.D+)?([eE][+-]?D+)?`, finite.
    static func double(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Bool {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        func sign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
        }
        sign()
        guard digits() else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            sign()
            guard digits() else { return nil }
        }
        guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
