public import ScenecDiagnostics

/// How a scalar was written. Lowering uses it to tell `80` from `"80"`.
public enum ScalarStyle: String, Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    /// Whether the scalar was quoted or a block scalar (never a number or a boolean).
    public var isQuotedOrBlock: Bool { self != .plain }
}

/// A node of the located YAML tree: a scalar, a sequence or a mapping, each with the
/// exact byte range it was written at.
///
/// `invalid` stands for a node that the syntax stage already reported (an alias); later
/// stages skip it silently, so that one root cause gives one diagnostic.
public enum SyntaxNode: Hashable, Sendable {
    case scalar(ScalarNode)
    case sequence(SequenceNode)
    case mapping(MappingNode)
    case invalid(SourceRange)

    /// Where the node was written.
    public var range: SourceRange {
        switch self {
        case .scalar(let node): node.range
        case .sequence(let node): node.range
        case .mapping(let node): node.range
        case .invalid(let range): range
        }
    }

    /// A word for the node's kind, for messages ("a list", "a mapping", "a value").
    public var kindDescription: String {
        switch self {
        case .scalar: "a value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .invalid: "an invalid node"
        }
    }
}

/// A scalar: its text after YAML unescaping and folding, and how it was written.
public struct ScalarNode: Hashable, Sendable {
    /// The scalar's value (escapes resolved, quotes removed).
    public var value: String
    /// How it was written.
    public var style: ScalarStyle
    /// Where it was written, quotes included.
    public var range: SourceRange

    /// Creates a scalar node.
    public init(value: String, style: ScalarStyle, range: SourceRange) {
        self.value = value
        self.style = style
        self.range = range
    }

    /// Whether this is YAML's empty plain scalar (`key:` with nothing after it), i.e. null.
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }
}

/// A sequence, in source order.
public struct SequenceNode: Hashable, Sendable {
    /// The items in source order.
    public var items: [SyntaxNode]
    /// Whether it was written `[a, b]` (flow) rather than with `- ` (block).
    public var isFlow: Bool
    /// From the first item (or `[`) to the last item (or `]`).
    public var range: SourceRange

    /// Creates a sequence node.
    public init(items: [SyntaxNode], isFlow: Bool, range: SourceRange) {
        self.items = items
        self.isFlow = isFlow
        self.range = range
    }
}

/// A mapping, in source order, with unique scalar keys (duplicates were reported and dropped).
public struct MappingNode: Hashable, Sendable {
    /// One `key: value` pair.
    public struct Entry: Hashable, Sendable {
        /// The key, always a scalar.
        public var key: ScalarNode
        /// The value.
        public var value: SyntaxNode

        /// Creates an entry.
        public init(key: ScalarNode, value: SyntaxNode) {
            self.key = key
            self.value = value
        }
    }

    /// The entries in source order.
    public var entries: [Entry]
    /// Whether it was written `{a: 1}` (flow) rather than in block style.
    public var isFlow: Bool
    /// From the first key (or `{`) to the end of the last value (or `}`).
    public var range: SourceRange

    /// Creates a mapping node.
    public init(entries: [Entry], isFlow: Bool, range: SourceRange) {
        self.entries = entries
        self.isFlow = isFlow
        self.range = range
    }

    /// The entry whose key is `key`, if any.
    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key.value == key }
    }
}
