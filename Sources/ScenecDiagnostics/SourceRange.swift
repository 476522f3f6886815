/// A half-open range of UTF-8 byte offsets into a `SourceFile`.
///
/// `start == end` is a zero-width position (for example where a missing key belongs).
public struct SourceRange: Hashable, Sendable, Comparable {
    /// 0-based offset of the first byte.
    public var start: Int
    /// 0-based offset one past the last byte; never below `start`.
    public var end: Int

    /// Creates a range; `end` is raised to `start` if it is smaller.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// A zero-width range at `offset`.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// Orders by start, then by end.
    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A value together with the range of the scene file it was read from (after Elm's `Located`).
///
/// Equality compares both the value and the range.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where in the file the value was written.
    public var range: SourceRange

    /// Creates a located value.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// Transforms the value and keeps the range.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), at: range)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
