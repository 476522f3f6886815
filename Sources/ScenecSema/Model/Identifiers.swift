/// An id written in a scene file, `[A-Za-z_][A-Za-z0-9_]*`: ordered and printed by its raw value.
public protocol SceneIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as written.
    var rawValue: String { get }
}

extension SceneIdentifier {
    /// Orders by raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value.
    public var description: String { rawValue }
}

/// The id of a page: a key of the scene's `pages` mapping.
public struct PageID: SceneIdentifier {
    /// The id as written.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The id of a view in a page's stack: a key of `stack.views`, unique within that page.
public struct ViewID: SceneIdentifier {
    /// The id as written.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
