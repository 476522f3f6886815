/// A link's URL pattern (scene format 10.3), parsed: `scheme://host/segment/{name}/...?key={name}&...`.
///
/// - The scheme is a letter followed by letters, digits, `+`, `-` or `.`; `://` follows it. The host is
///   literal and not empty: letters, digits, `-`, `.`, `_`, `~`, and `:` for a port. Scheme and host
///   match any case.
/// - Path segments are literal (`album`, compared exactly, after percent-decoding on both sides) or one
///   whole placeholder (`{albumID}`, an identifier `[A-Za-z_][A-Za-z0-9_]*`). A literal may hold the
///   unreserved characters, `!$&'()*+,;=:@`, `%XX` escapes and non-ASCII text; other characters must be
///   written as `%XX`. Empty segments (`//`), a trailing `/`, and the segments `.` and `..` are errors:
///   a URL matches with or without a trailing slash anyway.
/// - The query, if any, is items `key={name}` joined by `&`, each key once. A query value is always
///   one placeholder (a literal value is not supported).
/// - A placeholder name appears once in the whole pattern. A fragment (`#`) is an error.
///
/// Errors are collected, not thrown one at a time, each with its UTF-8 byte range in the pattern, so
/// that the checker can report them all, located.
public struct LinkPattern: Hashable, Sendable {
    /// One path segment.
    public enum Segment: Hashable, Sendable {
        /// A literal segment, percent-decoded (`caf%C3%A9` is `café`).
        case literal(String)
        /// `{name}`.
        case placeholder(String)
    }

    /// A query item `key={name}`.
    public struct QueryItem: Hashable, Sendable {
        /// The key, percent-decoded.
        public var key: String
        /// The placeholder's name.
        public var placeholder: String
    }

    /// The pattern as written.
    public var text: String
    /// The scheme, as written.
    public var scheme: String
    /// The host, as written (with a port if it has one).
    public var host: String
    /// The path's segments, in order; empty for `scheme://host` and `scheme://host/`.
    public var segments: [Segment]
    /// The query items, in the pattern's order.
    public var queryItems: [QueryItem]
    /// Where each placeholder (`{name}`, braces included) is in `text`, in UTF-8 bytes from its start.
    public var placeholderSpans: [String: Range<Int>]

    /// The placeholders' names: the path's in order, then the query's.
    public var placeholders: [String] {
        segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
            + queryItems.map(\.placeholder)
    }

    /// Parses `text`; throws every problem found (at least one).
    public init(parsing text: String) throws(LinkPatternError) {
        var parser = LinkPatternParser(text: text)
        let parsed = parser.parse()
        guard parser.problems.isEmpty, let parsed else {
            throw LinkPatternError(problems: parser.problems)
        }
        self = parsed
    }

    init(
        text: String, scheme: String, host: String, segments: [Segment], queryItems: [QueryItem],
        placeholderSpans: [String: Range<Int>]
    ) {
        self.text = text
        self.scheme = scheme
        self.host = host
        self.segments = segments
        self.queryItems = queryItems
        self.placeholderSpans = placeholderSpans
    }
}

/// The problems that make a text no `LinkPattern`, in the order they occur.
public struct LinkPatternError: Error, Hashable, Sendable {
    /// At least one problem.
    public var problems: [LinkPatternProblem]
}

/// One problem in a URL pattern: what, where (UTF-8 bytes from the pattern's start) and a message.
public struct LinkPatternProblem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// No `scheme:` at the start.
        case missingScheme
        /// No `//` after the scheme.
        case missingSlashes
        /// Nothing between `://` and the path.
        case missingHost
        /// A character a host cannot have (a placeholder included).
        case badHost
        /// `//` inside the path.
        case emptySegment
        /// The path ends with `/`.
        case trailingSlash
        /// `.` or `..` as a segment.
        case dotSegment
        /// `{}`.
        case emptyPlaceholder
        /// A placeholder's name is not an identifier.
        case badPlaceholderName
        /// A `{` without its `}`, a `}` without its `{`, or braces inside braces.
        case unbalancedBrace
        /// `{name}` that is only part of a segment or query value (`album-{id}`).
        case placeholderInsideLiteral
        /// The same placeholder name twice.
        case duplicatePlaceholder
        /// A character that must be percent-encoded.
        case badCharacter
        /// `%` not followed by two hex digits, or escapes that are not UTF-8.
        case badEscape
        /// A `#fragment`.
        case fragment
        /// `?` with nothing after it, or `&&`.
        case emptyQueryItem
        /// A query item without `=`, or with an empty key.
        case badQueryItem
        /// A query item whose value is not a placeholder (`sort=date`).
        case queryValueNotPlaceholder
        /// The same query key twice.
        case duplicateQueryKey
    }

    public var kind: Kind
    /// The first byte of the problem.
    public var offset: Int
    /// How many bytes it covers (at least 1, except at the end of the text).
    public var length: Int
    /// One sentence for a diagnostic.
    public var message: String
}

/// The parser behind `LinkPattern(parsing:)`: one pass over the bytes, problems collected.
struct LinkPatternParser {
    let text: String
    let bytes: [UInt8]
    var problems: [LinkPatternProblem] = []
    var placeholderSpans: [String: Range<Int>] = [:]

    init(text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    mutating func problem(_ kind: LinkPatternProblem.Kind, _ offset: Int, _ length: Int, _ message: String) {
        problems.append(LinkPatternProblem(kind: kind, offset: offset, length: length, message: message))
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func parse() -> LinkPattern? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, LinkURLParts.isLetter(bytes[0]),
            bytes[..<colon].allSatisfy(LinkURLParts.isSchemeByte)
        else {
            problem(
                .missingScheme, 0, min(bytes.count, 1),
                "a link's url starts with a scheme and `://` (`myapp://host/...` or `https://example.com/...`)")
            return nil
        }
        guard bytes[(colon + 1)...].starts(with: "//".utf8) else {
            problem(.missingSlashes, colon + 1, 0, "expected `//` after `\(string(0..<colon)):`")
            return nil
        }
        let hostStart = colon + 3
        let hostEnd =
            bytes[hostStart...].firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            } ?? bytes.count
        checkHost(hostStart..<hostEnd)

        let fragment = bytes[hostEnd...].firstIndex(of: UInt8(ascii: "#"))
        if let fragment {
            problem(.fragment, fragment, bytes.count - fragment, "a link's url cannot have a `#fragment`")
        }
        let end = fragment ?? bytes.count
        let questionMark = bytes[hostEnd..<end].firstIndex(of: UInt8(ascii: "?"))
        let segments = parsePath(hostEnd..<(questionMark ?? end))
        let queryItems = questionMark.map { parseQuery(($0 + 1)..<end) } ?? []
        return LinkPattern(
            text: text, scheme: string(0..<colon), host: string(hostStart..<hostEnd), segments: segments,
            queryItems: queryItems, placeholderSpans: placeholderSpans)
    }

    mutating func checkHost(_ range: Range<Int>) {
        guard !range.isEmpty else {
            problem(.missingHost, range.lowerBound, 0, "a link's url needs a host after `://`")
            return
        }
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                problem(
                    .badHost, index, 1,
                    "the host of a link's url is literal: a placeholder can only be a path segment or a query value")
                return
            }
            let allowed =
                LinkPercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: ":")
            if !allowed {
                problem(.badHost, index, 1, "a host has letters, digits, `-`, `.`, `_`, `~` and `:` before a port only")
                return
            }
        }
    }

    mutating func parsePath(_ range: Range<Int>) -> [LinkPattern.Segment] {
        guard !range.isEmpty else { return [] }
        // range starts with "/".
        var segments: [LinkPattern.Segment] = []
        var start = range.lowerBound + 1
        while true {
            let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "/")) ?? range.upperBound
            if start == end {
                if end == range.upperBound {
                    if end != range.lowerBound + 1 {
                        problem(
                            .trailingSlash, end - 1, 1,
                            "remove the trailing `/`: a URL matches with or without one")
                    }
                } else {
                    problem(.emptySegment, end, 1, "an empty path segment (`//`)")
                }
            } else if let segment = parseComponent(start..<end, what: "segment") {
                segments.append(segment)
            }
            if end == range.upperBound { break }
            start = end + 1
        }
        return segments
    }

    mutating func parseQuery(_ range: Range<Int>) -> [LinkPattern.QueryItem] {
        var items: [LinkPattern.QueryItem] = []
        var keys: Set<String> = []
        var start = range.lowerBound
        while true {
            let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
            if start == end {
                problem(.emptyQueryItem, max(start - 1, 0), 1, "an empty query item: write `key={name}`")
            } else if let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")), equals > start {
                let key = parseComponent(start..<equals, what: "query key")
                let value = parseComponent((equals + 1)..<end, what: "query value")
                if case .literal(let keyText) = key {
                    if !keys.insert(keyText).inserted {
                        problem(.duplicateQueryKey, start, equals - start, "the query key `\(keyText)` appears twice")
                    }
                    switch value {
                    case .placeholder(let name):
                        items.append(LinkPattern.QueryItem(key: keyText, placeholder: name))
                    case .literal:
                        problem(
                            .queryValueNotPlaceholder, equals + 1, end - equals - 1,
                            "a query item's value is a placeholder: `\(keyText)={name}`")
                    case nil:
                        break
                    }
                } else if case .placeholder = key {
                    problem(.badQueryItem, start, equals - start, "a query key is literal: `key={name}`")
                }
            } else {
                problem(.badQueryItem, start, end - start, "a query item is `key={name}`")
            }
            if end == range.upperBound { break }
            start = end + 1
        }
        return items
    }

    /// A segment, query key or query value: a whole placeholder or a literal; nil after a problem.
    mutating func parseComponent(_ range: Range<Int>, what: String) -> LinkPattern.Segment? {
        let part = bytes[range]
        let braces = part.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "}") }
        if braces.isEmpty {
            return parseLiteral(range, what: what)
        }
        // Braces must pair up, one level deep.
        var open: Int? = nil
        var pairs = 0
        for index in braces {
            if bytes[index] == UInt8(ascii: "{") {
                if open != nil {
                    problem(.unbalancedBrace, index, 1, "a `{` inside a placeholder")
                    return nil
                }
                open = index
            } else {
                guard open != nil else {
                    problem(.unbalancedBrace, index, 1, "a `}` without its `{`")
                    return nil
                }
                open = nil
                pairs += 1
            }
        }
        if let open {
            problem(.unbalancedBrace, open, 1, "a `{` without its `}`")
            return nil
        }
        guard pairs == 1, braces.first == range.lowerBound, braces.last == range.upperBound - 1 else {
            problem(
                .placeholderInsideLiteral, range.lowerBound, range.count,
                "a placeholder is a whole \(what): `{name}`, not part of one")
            return nil
        }
        let name = string((range.lowerBound + 1)..<(range.upperBound - 1))
        if name.isEmpty {
            problem(
                .emptyPlaceholder, range.lowerBound, range.count,
                "an empty placeholder `{}`: name the argument it binds")
            return nil
        }
        guard LinkPatternParser.isIdentifier(name) else {
            problem(
                .badPlaceholderName, range.lowerBound + 1, range.count - 2,
                "a placeholder names an argument: an identifier (`[A-Za-z_][A-Za-z0-9_]*`)")
            return nil
        }
        if placeholderSpans[name] != nil {
            problem(.duplicatePlaceholder, range.lowerBound, range.count, "the placeholder `{\(name)}` appears twice")
            return nil
        }
        placeholderSpans[name] = range
        return .placeholder(name)
    }

    mutating func parseLiteral(_ range: Range<Int>, what: String) -> LinkPattern.Segment? {
        for index in range {
            let byte = bytes[index]
            let allowed =
                byte >= 0x80 || LinkPercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "%")
                || "!$'()*+,;:@".utf8.contains(byte)
                || (what == "segment" && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=")))
            if !allowed {
                let shown = byte >= 0x20 && byte < 0x7F ? "`\(Character(Unicode.Scalar(byte)))`" : "a control character"
                problem(
                    .badCharacter, index, 1,
                    "\(shown) cannot be written as is in a \(what): write it percent-encoded (`%\(hex(byte))`)")
                return nil
            }
        }
        guard let decoded = LinkPercentEncoding.decode(bytes[range]) else {
            problem(
                .badEscape, range.lowerBound, range.count,
                "a `%` must start an escape of two hex digits that decodes to UTF-8")
            return nil
        }
        if what == "segment", decoded == "." || decoded == ".." {
            problem(.dotSegment, range.lowerBound, range.count, "`.` and `..` are not segments a URL keeps")
            return nil
        }
        return .literal(decoded)
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !LinkURLParts.isDigit(first) else { return false }
        return name.utf8.allSatisfy {
            LinkURLParts.isLetter($0) || LinkURLParts.isDigit($0) || $0 == UInt8(ascii: "_")
        }
    }
}
