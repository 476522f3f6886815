/// Collects the diagnostics of one compilation. A value type: stages take it `inout`.
public struct DiagnosticBag: Sendable {
    /// Everything emitted, in emission order.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty bag.
    public init() {}

    /// Adds a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds several diagnostics.
    public mutating func emit(contentsOf diagnostics: some Sequence<Diagnostic>) {
        all.append(contentsOf: diagnostics)
    }

    /// Whether any error was emitted.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The number of errors emitted.
    public var errorCount: Int { all.count { $0.severity == .error } }

    /// The diagnostics sorted by position, then code, then message: a deterministic order.
    public func sorted() -> [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.code != b.code { return a.code.rawValue < b.code.rawValue }
            if a.message != b.message { return a.message < b.message }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
