/// What a placeholder binds, as a link sees it: the page argument's type (scene format 10.1), and whether
/// the argument may be left out of a URL.
///
/// A placeholder accepts exactly the texts its `ArgumentType` reads (`ArgumentType.value(_:)`): `Int` an
/// optional sign and digits that fit, `Double` a finite decimal number, `Bool` `true` or `false`, `UUID`
/// the canonical form in either case, `URL` an absolute URL, a choice one of its strings, `String` any
/// text; except that an empty text is never a path segment (`/album//x` is not `/album/{id}/x`).
public struct LinkArgument: Hashable, Sendable {
    public var type: ArgumentType
    /// True for `T?`.
    public var isOptional: Bool
    /// True when the page argument has a default value.
    public var hasDefault: Bool

    /// An argument of `type`.
    public init(_ type: ArgumentType, isOptional: Bool = false, hasDefault: Bool = false) {
        self.type = type
        self.isOptional = isOptional
        self.hasDefault = hasDefault
    }

    /// The link's view of a page's declared argument.
    public init(_ argument: SceneArgument) {
        self.init(argument.type, isOptional: argument.isOptional, hasDefault: argument.defaultValue != nil)
    }

    /// True when a query item bound to it may be left out of a URL: the argument is optional or has a
    /// default (10.3). A path placeholder is never absent.
    public var mayBeAbsent: Bool {
        isOptional || hasDefault
    }

    /// The value `text` (already percent-decoded) stands for, or nil when the type does not read it.
    ///
    /// - Parameters:
    ///   - text: A path segment or query value, percent-decoded.
    ///   - inQuery: True for a query item's value, the only place an empty text is accepted (by `String`,
    ///     or a choice that lists `""`).
    public func value(parsing text: String, inQuery: Bool) -> ArgumentValue? {
        if text.isEmpty && !inQuery { return nil }
        return type.value(text)
    }

    /// True when the argument reads `text` (already percent-decoded).
    public func accepts(_ text: String, inQuery: Bool) -> Bool {
        value(parsing: text, inQuery: inQuery) != nil
    }

    /// The text `value` is written as in a URL, before percent-encoding, when it reads back as the same value;
    /// nil otherwise (another type's value, a non-finite `Double`, a choice not in the list, an empty text
    /// in a path segment). `Double` is written as Swift's `description`, the shortest text that reads back
    /// as the same number.
    public func text(of value: ArgumentValue, inQuery: Bool) -> String? {
        let text = value.description
        return self.value(parsing: text, inQuery: inQuery) == value ? text : nil
    }

    /// A few texts the type reads (the first is the most readable), used to make witness URLs: every text two
    /// types both read is found among the union of their samples (see `LinkOverlap`).
    var samples: [String] {
        switch type {
        case .string: ["a"]
        case .int: ["1"]
        case .double: ["1", "0.5"]
        case .bool: ["true", "false"]
        case .uuid: ["00000000-0000-0000-0000-000000000000"]
        case .url: ["https://example.com"]
        case .choice(let words): words
        }
    }
}
