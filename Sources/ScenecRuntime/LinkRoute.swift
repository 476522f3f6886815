/// What a placeholder binds: the argument's type and whether the argument has a default.
public struct LinkArgument: Hashable, Sendable {
    public var type: LinkArgumentType
    /// True when the page argument has a default value (section 10.1).
    public var hasDefault: Bool

    public init(_ type: LinkArgumentType, hasDefault: Bool = false) {
        self.type = type
        self.hasDefault = hasDefault
    }

    /// True when a query item bound to it may be left out of a URL: the argument is optional or has a
    /// default (10.3). A path placeholder is never absent.
    public var mayBeAbsent: Bool {
        type.isOptional || hasDefault
    }
}

/// A URL pattern whose placeholders have types: matches URL strings and builds them back (scene format
/// 10.3).
///
/// ## Matching
///
/// A URL matches when, after cutting it as `LinkURLParts` says:
/// - its scheme and host equal the pattern's, ignoring ASCII case (a port is part of the host);
/// - its path, with one trailing `/` ignored (`/album/12/` is `/album/12`; `scheme://host` and
///   `scheme://host/` have no segments), has as many segments as the pattern, each percent-decoded: a
///   literal segment equals the pattern's (byte for byte, case-sensitive), a placeholder's segment is
///   non-empty and parses as its type (`LinkArgumentType.value(parsing:inQuery:)`);
/// - every query key of the pattern appears at most once, its value (percent-decoded) parses as its
///   type, and it is absent only when the argument may be (`LinkArgument.mayBeAbsent`).
///   Query items are matched by key, in any order; items with other keys are ignored (a link shared
///   with `?utm_source=...` still opens); an item without `=` has the empty value; `+` is not a space.
/// - A `#fragment` is ignored. A bad `%` escape, or escapes that are not UTF-8, anywhere in the path
///   or query match nothing.
///
/// The result binds each placeholder's name to its typed value; an absent query item binds nothing
/// (the page gets the default, or nil). Matching never traps, for any string.
///
/// ## Building
///
/// `url(for:)` writes the pattern with each placeholder replaced by its value's text
/// (`LinkArgumentValue.text`), percent-encoded with `LinkPercentEncoding`, so that
/// `match(url(for: values)) == values` for every value the pattern can carry. A query item whose
/// argument is missing from `values` and may be absent is left out.
public struct LinkRoute: Hashable, Sendable {
    public var pattern: LinkPattern
    /// Every placeholder's argument, by the placeholder's name.
    public var arguments: [String: LinkArgument]

    /// Why a pattern and its arguments make no route.
    public enum Problem: Error, Hashable, Sendable {
        /// A placeholder with no argument of its name.
        case unboundPlaceholder(String)
    }

    /// Pairs `pattern` with its placeholders' arguments; throws for the first placeholder without one.
    /// Arguments no placeholder names are ignored.
    public init(pattern: LinkPattern, arguments: [String: LinkArgument]) throws(Problem) {
        for name in pattern.placeholders where arguments[name] == nil {
            throw .unboundPlaceholder(name)
        }
        self.pattern = pattern
        self.arguments = arguments.filter { pattern.placeholderSpans[$0.key] != nil }
    }

    /// The bindings `url` gives, or nil when it does not match.
    public func match(_ url: String) -> [String: LinkArgumentValue]? {
        guard let parts = LinkURLParts(url) else { return nil }
        return match(parts)
    }

    /// `match(_:)` on a URL already cut.
    public func match(_ parts: LinkURLParts) -> [String: LinkArgumentValue]? {
        guard LinkURLParts.lowercasedASCII(parts.scheme) == LinkURLParts.lowercasedASCII(pattern.scheme.utf8),
            LinkURLParts.lowercasedASCII(parts.authority) == LinkURLParts.lowercasedASCII(pattern.host.utf8),
            let segments = LinkRoute.segments(of: parts.path), segments.count == pattern.segments.count
        else { return nil }
        var bindings: [String: LinkArgumentValue] = [:]
        for (segment, expected) in zip(segments, pattern.segments) {
            switch expected {
            case .literal(let literal):
                guard segment.utf8.elementsEqual(literal.utf8) else { return nil }
            case .placeholder(let name):
                guard let value = arguments[name]?.type.value(parsing: segment, inQuery: false) else { return nil }
                bindings[name] = value
            }
        }
        var found: [String: String] = [:]
        if let query = parts.query {
            guard let items = LinkRoute.queryItems(of: query) else { return nil }
            let keys = Set(pattern.queryItems.map(\.key))
            for (key, value) in items where keys.contains(key) {
                // A key given twice is ambiguous: no match rather than a guess.
                guard found.updateValue(value, forKey: key) == nil else { return nil }
            }
        }
        for item in pattern.queryItems {
            guard let argument = arguments[item.placeholder] else { return nil }
            if let text = found[item.key] {
                guard let value = argument.type.value(parsing: text, inQuery: true) else { return nil }
                bindings[item.placeholder] = value
            } else if !argument.mayBeAbsent {
                return nil
            }
        }
        return bindings
    }

    /// Why `url(for:)` cannot write a value.
    public enum BuildError: Error, Hashable, Sendable {
        /// A placeholder's value is missing, and its argument cannot be absent.
        case missingValue(String)
        /// A value that its argument's type would not read back (the wrong case, an empty `String` in a
        /// path segment, a choice that is not one of the strings, a non-finite `Double`, …).
        case badValue(String, LinkArgumentValue)
    }

    /// The URL that matches with exactly `values` (values for names that are not placeholders are
    /// ignored). Scheme and host are written as the pattern has them.
    public func url(for values: [String: LinkArgumentValue]) throws(BuildError) -> String {
        var url = pattern.scheme + "://" + pattern.host
        for segment in pattern.segments {
            url += "/"
            switch segment {
            case .literal(let literal):
                url += LinkPercentEncoding.encodeSegment(literal)
            case .placeholder(let name):
                guard let value = values[name] else { throw .missingValue(name) }
                url += LinkPercentEncoding.encodeSegment(try text(of: value, for: name, inQuery: false))
            }
        }
        var separator = "?"
        for item in pattern.queryItems {
            guard let value = values[item.placeholder] else {
                if arguments[item.placeholder]?.mayBeAbsent == true { continue }
                throw .missingValue(item.placeholder)
            }
            let text = try text(of: value, for: item.placeholder, inQuery: true)
            url += separator + LinkPercentEncoding.encode(item.key) + "=" + LinkPercentEncoding.encode(text)
            separator = "&"
        }
        return url
    }

    /// The text of `value`, checked to read back as the same value.
    func text(of value: LinkArgumentValue, for name: String, inQuery: Bool) throws(BuildError) -> String {
        guard let type = arguments[name]?.type, let text = value.text,
            type.value(parsing: text, inQuery: inQuery) == value
        else { throw .badValue(name, value) }
        return text
    }

    /// The path's segments, percent-decoded, one trailing `/` ignored; nil for a bad escape.
    static func segments(of path: [UInt8]) -> [String]? {
        // The path is empty or starts with "/"; "/" alone has no segments, like "".
        guard path.count > 1 else { return [] }
        var body = path[...].dropFirst()
        if body.last == UInt8(ascii: "/") { body = body.dropLast() }
        var segments: [String] = []
        for piece in body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard let segment = LinkPercentEncoding.decode(piece) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The query's items as (key, value), percent-decoded; empty items (`&&`) skipped; nil for a bad escape.
    static func queryItems(of query: [UInt8]) -> [(String, String)]? {
        var items: [(String, String)] = []
        for piece in query.split(separator: UInt8(ascii: "&")) {
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            guard let key = LinkPercentEncoding.decode(piece[..<equals]),
                let value = LinkPercentEncoding.decode(piece[equals...].dropFirst())
            else { return nil }
            items.append((key, value))
        }
        return items
    }
}
