/// The type of a page argument (scene format §10.1): one of six scalar types, or one of a fixed list of strings.
///
/// `UUID` and `URL` values are kept as validated strings: this module depends on nothing, not even Foundation.
public enum ArgumentType: Sendable, Hashable, Codable {
    case string
    case int
    case double
    case bool
    case uuid
    case url
    /// One of these strings (generated as a `String`-backed enum).
    case choice([String])

    /// The scalar types by the name a scene file writes (`String`, `Int`, `Double`, `Bool`, `UUID`, `URL`).
    public static let scalarNames: [(name: String, type: ArgumentType)] = [
        ("String", .string), ("Int", .int), ("Double", .double), ("Bool", .bool), ("UUID", .uuid), ("URL", .url),
    ]

    /// The scalar type a scene file names `name` (without `?`), if any.
    public init?(scalarName name: String) {
        guard let found = ArgumentType.scalarNames.first(where: { $0.name == name }) else { return nil }
        self = found.type
    }

    /// The name a scene file and Swift write: `String`…, or `[a, b]` for a choice.
    public var name: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .url: "URL"
        case .choice(let words): "[" + words.joined(separator: ", ") + "]"
        }
    }

    /// The value `text` spells as this type, if it spells one: `Int` an optional sign and decimal digits that fit,
    /// `Double` a finite decimal number, `Bool` `true` or `false`, `UUID` the canonical 8-4-4-4-12 hexadecimal form,
    /// `URL` an absolute URL as `isAbsoluteURL(_:)` defines it (what Foundation's `URL(string:)` accepts unchanged),
    /// a choice one of its strings, `String` any text.
    public func value(_ text: String) -> ArgumentValue? {
        switch self {
        case .string: return .string(text)
        case .int: return ArgumentType.integer(text).map(ArgumentValue.int)
        case .double: return ArgumentType.decimal(text).map(ArgumentValue.double)
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case .uuid: return ArgumentType.isCanonicalUUID(text) ? .uuid(text) : nil
        case .url: return ArgumentType.isAbsoluteURL(text) ? .url(text) : nil
        case .choice(let words): return words.contains(text) ? .choice(text) : nil
        }
    }

    /// Whether `value` is a value of this type (a choice's value one of its strings).
    public func accepts(_ value: ArgumentValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool): true
        case (.uuid, .uuid(let text)): ArgumentType.isCanonicalUUID(text)
        case (.url, .url(let text)): ArgumentType.isAbsoluteURL(text)
        case (.choice(let words), .choice(let word)): words.contains(word)
        default: false
        }
    }

    /// A fixed value of this type, for generated tests and layout: `"sample"`, 1, 1.5, true, a fixed UUID, a fixed
    /// URL, a choice's first string.
    public var sample: ArgumentValue {
        switch self {
        case .string: .string("sample")
        case .int: .int(1)
        case .double: .double(1.5)
        case .bool: .bool(true)
        case .uuid: .uuid("00000000-0000-4000-8000-000000000001")
        case .url: .url("https://example.com/sample")
        case .choice(let words): .choice(words.first ?? "")
        }
    }

    /// `[+-]?[0-9]+` that fits an `Int`.
    public static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value = 0
        for byte in digits.utf8 {
            let digit = Int(byte - 0x30)
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
        }
        return value
    }

    /// `[+-]?(digits)(.digits)?([eE][+-]?digits)?` (or `.digits`), finite.
    public static func decimal(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is a UUID in its canonical form: 8-4-4-4-12 hexadecimal digits (either case).
    public static func isCanonicalUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == 0x2D else { return false }
            } else {
                let isHex =
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
                guard isHex else { return false }
            }
        }
        return true
    }

    /// Whether `text` is a valid `URL` argument value (scene format §10.1): an absolute URI as RFC 3986 writes it,
    /// which Foundation's `URL(string:)` accepts unchanged on every platform (`absoluteString` is `text` again, on
    /// Apple's platforms, which percent-encode what RFC 3986 does not allow, and on Linux alike). A scheme (a letter,
    /// then letters, digits, `+`, `-`, `.`), `:`, and at least one more character; only the characters RFC 3986
    /// allows (ASCII letters and digits, `-._~:/?#[]@!$&'()*+,;=`) and `%` followed by two hexadecimal digits;
    /// after `//` an authority with at most one `@`, whose port is digits alone (`http://h:port/` is not a URL) and
    /// whose host is a name
    /// or an IP literal in brackets (`[` and `]` nowhere else); at most one `#`. The checker reads defaults, a link
    /// its placeholders, and the runtime its values with this one function, and the generated code makes its
    /// `URL`s from values it accepted.
    public static func isAbsoluteURL(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: 0x3A), colon > 0, colon + 1 < bytes.count else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
        guard isLetter(bytes[0]) else { return false }
        for byte in bytes[1..<colon] {
            guard isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E else { return false }
        }
        // unreserved and sub-delims: - . _ ~ ! $ & ' ( ) * + , ; =
        let plain: Set<UInt8> = Set("-._~!$&'()*+,;=".utf8)
        // Every byte after the scheme: allowed, `%` escapes whole, `[` `]` only around the host, one `#` at most.
        var index = colon + 1
        var fragments = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            if byte == 0x23 { fragments += 1 }
            guard
                isLetter(byte) || isDigit(byte) || plain.contains(byte) || ":/?#@".utf8.contains(byte) || byte == 0x5B
                    || byte == 0x5D
            else { return false }
            index += 1
        }
        guard fragments <= 1 else { return false }
        // The authority, after `//`: [userinfo@]host[:port], up to the next `/`, `?` or `#`.
        var start = colon + 1
        let hasAuthority = bytes.count >= start + 2 && bytes[start] == 0x2F && bytes[start + 1] == 0x2F
        if hasAuthority {
            start += 2
            let end = bytes[start...].firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? bytes.count
            var authority = bytes[start..<end]
            if let at = authority.lastIndex(of: 0x40) {
                // One `@` at most: RFC 3986's userinfo has none (Foundation would encode a second one).
                guard !authority[..<at].contains(where: { $0 == 0x5B || $0 == 0x5D || $0 == 0x40 }) else {
                    return false
                }
                authority = authority[(at + 1)...]
            }
            var port: ArraySlice<UInt8> = []
            if authority.first == 0x5B {
                // An IP literal: hexadecimal digits, `:` and `.` between brackets, then `:port` or nothing.
                guard let close = authority.firstIndex(of: 0x5D), close > authority.startIndex + 1 else { return false }
                guard
                    authority[(authority.startIndex + 1)..<close].allSatisfy({ isHex($0) || $0 == 0x3A || $0 == 0x2E })
                else { return false }
                let after = authority[(close + 1)...]
                if let first = after.first {
                    guard first == 0x3A else { return false }
                    port = after.dropFirst()
                }
            } else {
                if let portColon = authority.firstIndex(of: 0x3A) {
                    port = authority[(portColon + 1)...]
                    authority = authority[..<portColon]
                }
                guard !authority.contains(where: { $0 == 0x5B || $0 == 0x5D || $0 == 0x3A }) else { return false }
            }
            guard port.allSatisfy(isDigit) else { return false }
            start = end
        }
        // `[` and `]` only in the host.
        return !bytes[start...].contains { $0 == 0x5B || $0 == 0x5D }
    }
}

/// The value of one page argument at run time. `Codable`, `Hashable` and `Sendable`, so a page instance's arguments
/// can be saved, compared and sent (links and saved navigation build on it).
///
/// It encodes as an object with one key, the case, whose value is the payload: `{"string": "a1"}`, `{"int": 50}`,
/// `{"double": 1.5}`, `{"bool": true}`, `{"uuid": "…"}`, `{"url": "https://…"}`, `{"choice": "date"}`, so that a
/// saved `Int` stays an `Int` (JSON numbers alone would not tell 1 from 1.0).
public enum ArgumentValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// A UUID in its canonical form.
    case uuid(String)
    /// An absolute URL.
    case url(String)
    /// One of a choice's strings.
    case choice(String)

    /// The value as a scene file and a URL write it.
    public var description: String {
        switch self {
        case .string(let text), .uuid(let text), .url(let text), .choice(let text): text
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        }
    }

    private enum Key: String, CodingKey, CaseIterable {
        case string, int, double, bool, uuid, url, choice
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an argument value is an object with exactly one of the keys "
                        + Key.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        switch key {
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .int: self = .int(try container.decode(Int.self, forKey: key))
        case .double: self = .double(try container.decode(Double.self, forKey: key))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .uuid: self = .uuid(try container.decode(String.self, forKey: key))
        case .url: self = .url(try container.decode(String.self, forKey: key))
        case .choice: self = .choice(try container.decode(String.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .string(let text): try container.encode(text, forKey: .string)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .uuid(let text): try container.encode(text, forKey: .uuid)
        case .url(let text): try container.encode(text, forKey: .url)
        case .choice(let text): try container.encode(text, forKey: .choice)
        }
    }
}

/// One argument a page declares (scene format §10.1).
public struct SceneArgument: Sendable, Hashable, Codable {
    /// Its name, an identifier unique in the page.
    public var name: String
    public var type: ArgumentType
    /// Whether it may be absent (`String?`).
    public var isOptional: Bool
    /// The value used when none is given.
    public var defaultValue: ArgumentValue?

    /// Creates an argument.
    public init(name: String, type: ArgumentType, isOptional: Bool = false, defaultValue: ArgumentValue? = nil) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }

    /// Whether every navigation must supply it: not optional and without a default.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// The type as written: `Int`, `String?`, `[a, b]`.
    public var typeName: String { type.name + (isOptional ? "?" : "") }
}

/// The arguments of one page instance, by name in the page's declaration order. A missing optional argument is
/// absent; a missing defaulted one holds its default once made with `resolved(for:)`.
///
/// It encodes as a JSON object from name to value (`{"albumID": {"string": "a1"}}`, see `ArgumentValue`); equality
/// and hashing ignore the order of the names, which a decoded object does not keep.
public struct PageArguments: Sendable, Hashable, Codable {
    /// The values, in the page's declaration order.
    public var values: [(name: String, value: ArgumentValue)] {
        zip(names, storedValues).map { ($0, $1) }
    }
    private var names: [String]
    private var storedValues: [ArgumentValue]

    /// No arguments.
    public init() {
        names = []
        storedValues = []
    }

    /// The given values, in order.
    public init(_ values: [(String, ArgumentValue)]) {
        names = values.map(\.0)
        storedValues = values.map(\.1)
    }

    /// Whether no value is held.
    public var isEmpty: Bool { names.isEmpty }

    /// The value of `name`, if held.
    public subscript(name: String) -> ArgumentValue? {
        names.firstIndex(of: name).map { storedValues[$0] }
    }

    /// The values a page instance shows and a saved page holds (scene format §10.4), in declaration order: for each
    /// of `declared` (a page's arguments) the value held when it is of the argument's type, else its default, else
    /// (a required argument given no value: a page made by a navigation script, a swipe or as an entry page) its
    /// type's sample; an optional argument without a value or default is absent. A page made by a navigation
    /// script gets these from no values (`PageArguments().shown(for:)`), whether it is pushed or presented, and
    /// the generated `Arguments` structs read a page's values the same way (`ScenePageArguments.init(values:)`).
    public func shown(for declared: [SceneArgument]) -> PageArguments {
        var values: [(String, ArgumentValue)] = []
        values.reserveCapacity(declared.count)
        for argument in declared {
            if let value = self[argument.name], argument.type.accepts(value) {
                values.append((argument.name, value))
            } else if let value = argument.defaultValue {
                values.append((argument.name, value))
            } else if !argument.isOptional {
                values.append((argument.name, argument.type.sample))
            }
        }
        return PageArguments(values)
    }

    /// These values checked against `declared` (a page's arguments), defaults filled in, in declaration order; or
    /// the first problem: a value for no declared argument, a value of the wrong type, a required one missing.
    public func resolved(for declared: [SceneArgument]) -> Result<PageArguments, ArgumentError> {
        for name in names where !declared.contains(where: { $0.name == name }) {
            return .failure(.unknown(name))
        }
        var result: [(String, ArgumentValue)] = []
        for argument in declared {
            if let value = self[argument.name] {
                guard argument.type.accepts(value) else {
                    return .failure(.wrongType(argument.name, expected: argument.typeName))
                }
                result.append((argument.name, value))
            } else if let value = argument.defaultValue {
                result.append((argument.name, value))
            } else if !argument.isOptional {
                return .failure(.missing(argument.name))
            }
        }
        return .success(PageArguments(result))
    }

    /// Equal when they hold the same values by name, in any order (a decoded object's keys come in no fixed order).
    public static func == (lhs: PageArguments, rhs: PageArguments) -> Bool {
        guard lhs.names.count == rhs.names.count else { return false }
        for (name, value) in zip(lhs.names, lhs.storedValues) where rhs[name] != value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-insensitive, like `==`: the pairs sorted by name.
        hasher.combine(names.count)
        for index in names.indices.sorted(by: { names[$0] < names[$1] }) {
            hasher.combine(names[index])
            hasher.combine(storedValues[index])
        }
    }

    private struct NameKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an object from argument name to value (`{"albumID": {"string": "a1"}}`); its keys in the order the
    /// decoder gives them (`resolved(for:)` puts them in declaration order).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        var names: [String] = []
        var values: [ArgumentValue] = []
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            names.append(key.stringValue)
            values.append(try container.decode(ArgumentValue.self, forKey: key))
        }
        self.names = names
        storedValues = values
    }

    /// Encodes an object from argument name to value, in this order: `{"albumID": {"string": "a1"}, "limit":
    /// {"int": 50}}` (scene format §10.4 stores it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for (name, value) in zip(names, storedValues) {
            try container.encode(value, forKey: NameKey(stringValue: name))
        }
    }
}

/// Why arguments do not fit a page.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value for an argument the page does not declare.
    case unknown(String)
    /// A value of another type than the argument's.
    case wrongType(String, expected: String)
    /// No value for a required argument.
    case missing(String)

    /// A sentence: `the page has no argument 'x'`, `argument 'limit' takes an Int`, `argument 'sort' takes one of
    /// title, date`, `argument 'albumID' is required and has no value`.
    public var description: String {
        switch self {
        case .unknown(let name): "the page has no argument \(Self.named(name))"
        case .wrongType(let name, let expected): "\(Self.argument(name)) takes \(Self.typePhrase(expected))"
        case .missing(let name): "\(Self.argument(name)) is required and has no value"
        }
    }

    /// `'name'`, or words for an empty name (a saved state may hold one).
    static func named(_ name: String) -> String {
        name.isEmpty ? "with an empty name" : "'\(name)'"
    }

    /// `argument 'name'`, or `an argument with an empty name`.
    static func argument(_ name: String) -> String {
        name.isEmpty ? "an argument with an empty name" : "argument '\(name)'"
    }

    /// A type name as written (`Int`, `String?`, `[title, date]`) as the object of "takes": `an Int`, `a String or
    /// no value`, `one of title, date`.
    static func typePhrase(_ typeName: String) -> String {
        var name = Substring(typeName)
        let optional = name.hasSuffix("?")
        if optional { name = name.dropLast() }
        let phrase: String
        if name.hasPrefix("["), name.hasSuffix("]") {
            phrase = "one of " + name.dropFirst().dropLast()
        } else {
            // "an Int"; every other type name (String, Double, Bool, UUID, URL) is read with a consonant sound.
            phrase = (name.hasPrefix("Int") ? "an " : "a ") + name
        }
        return optional ? phrase + " or no value" : phrase
    }
}
