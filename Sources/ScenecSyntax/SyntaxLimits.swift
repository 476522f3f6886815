/// The limits that keep the syntax stage fast and bounded on hostile input.
///
/// Each limit has its own diagnostic. The defaults are documented in docs/commands.md ("Limits").
public struct SyntaxLimits: Sendable, Hashable {
    /// The largest file read, in bytes (64 MiB; the syntax tree holds at most 1 GiB whatever this says).
    public var maxFileBytes: Int
    /// The deepest nesting of sequences and mappings (64 levels).
    public var maxDepth: Int
    /// The longest scalar, in UTF-8 bytes (64 KiB).
    public var maxScalarBytes: Int

    /// The limits scenec uses.
    public static let standard = SyntaxLimits(maxFileBytes: 64 << 20, maxDepth: 64, maxScalarBytes: 64 << 10)

    /// Creates limits.
    public init(maxFileBytes: Int, maxDepth: Int, maxScalarBytes: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxScalarBytes = maxScalarBytes
    }
}
