/// The id of a page: a key of the scene's `pages` mapping, `[A-Za-z_][A-Za-z0-9_]*`.
public struct PageID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as written.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Orders by raw value.
    public static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value.
    public var description: String { rawValue }
}

/// The id of a view in a page's stack: a key of `stack.views`, unique within that page.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as written.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Orders by raw value.
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value.
    public var description: String { rawValue }
}
