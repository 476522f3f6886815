/// What a user asks a diagnostic code to be: an error, a warning, or nothing (`ignore`).
public enum SeverityLevel: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case ignore
}

/// Per-code severities chosen by the user: the scene's top-level `diagnostics:` mapping, then the command
/// line's `--error`, `--warning` and `--ignore` (which win). YAML syntax errors (SC1xxx) keep their severity:
/// a file that cannot be parsed cannot be trusted.
public struct SeverityOverrides: Sendable, Hashable {
    /// The level of each overridden code.
    public private(set) var levels: [DiagnosticCode: SeverityLevel] = [:]

    /// No overrides.
    public init() {}

    /// Overrides from `(code, level)` pairs; a later pair for the same code wins.
    public init(_ pairs: [(DiagnosticCode, SeverityLevel)]) {
        for (code, level) in pairs { set(code, to: level) }
    }

    /// Whether a code's severity can be changed: every code but the YAML syntax errors (SC1xxx).
    public static func canChange(_ code: DiagnosticCode) -> Bool { !code.rawValue.hasPrefix("SC1") }

    /// Sets `code` to `level`; a syntax error (SC1xxx) is left as it is.
    public mutating func set(_ code: DiagnosticCode, to level: SeverityLevel) {
        guard Self.canChange(code) else { return }
        levels[code] = level
    }

    /// These overrides, then `other`'s on top (the command line over the scene file).
    public func merging(_ other: SeverityOverrides) -> SeverityOverrides {
        var result = self
        result.levels.merge(other.levels) { _, new in new }
        return result
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { levels.isEmpty }

    /// The severity `diagnostic` has with the overrides; nil when it is ignored.
    public func severity(of diagnostic: Diagnostic) -> Severity? {
        switch levels[diagnostic.code] {
        case nil: diagnostic.severity
        case .error: .error
        case .warning: .warning
        case .ignore: nil
        }
    }

    /// Whether any of `diagnostics` is an error with the overrides applied.
    public func hasErrors(_ diagnostics: some Sequence<Diagnostic>) -> Bool {
        diagnostics.contains { severity(of: $0) == .error }
    }

    /// `diagnostics` with the overrides applied: severities changed, ignored ones dropped (and counted).
    public func apply(to diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], ignored: Int) {
        guard !levels.isEmpty else { return (diagnostics, 0) }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            switch levels[diagnostic.code] {
            case nil: break
            case .error: diagnostic.severity = .error
            case .warning: diagnostic.severity = .warning
            case .ignore: continue
            }
            kept.append(diagnostic)
        }
        return (kept, diagnostics.count - kept.count)
    }
}
