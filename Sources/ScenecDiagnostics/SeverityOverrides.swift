/// What a user asks a diagnostic code to be: an error, a warning, or nothing (`ignore`).
public enum SeverityLevel: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case ignore
}

/// Per-code severities chosen by the user: the scene's top-level `diagnostics:` mapping, then the command
/// line's `--error`, `--warning` and `--ignore` (which win). YAML syntax errors (SC1xxx) keep their severity:
/// a file that cannot be parsed cannot be trusted; so do the output problems (SC5xxx), which are about the run,
/// not the scene.
///
/// The diagnostics about the `diagnostics:` mapping itself (an unknown code, an unknown level) are never changed
/// by that mapping: `protectedRange` is where it is written, and a diagnostic that starts there takes only the
/// command line's levels.
public struct SeverityOverrides: Sendable, Hashable {
    /// The level of each overridden code.
    public private(set) var levels: [DiagnosticCode: SeverityLevel] = [:]
    /// Where the scene's `diagnostics:` mapping is written: its own diagnostics are not changed by it.
    public var protectedRange: SourceRange?
    /// The levels that apply inside `protectedRange`: the command line's only.
    private var protectedLevels: [DiagnosticCode: SeverityLevel] = [:]

    /// No overrides.
    public init() {}

    /// Overrides from `(code, level)` pairs; a later pair for the same code wins.
    public init(_ pairs: [(DiagnosticCode, SeverityLevel)]) {
        for (code, level) in pairs { set(code, to: level) }
    }

    /// Whether a code's severity can be changed: every code but the YAML syntax errors (SC1xxx) and the output
    /// problems (SC5xxx). Those may only be set to `error`, which they already are.
    public static func canChange(_ code: DiagnosticCode) -> Bool {
        !code.rawValue.hasPrefix("SC1") && !code.rawValue.hasPrefix("SC5")
    }

    /// Why `code` cannot be lowered, for the message that refuses it; nil when it can.
    public static func whyFixed(_ code: DiagnosticCode) -> String? {
        if code.rawValue.hasPrefix("SC1") { return "a YAML syntax error" }
        if code.rawValue.hasPrefix("SC5") { return "an output problem of the run, not of the scene" }
        return nil
    }

    /// The codes whose severity can be changed, in order (what a misspelt code may be suggested as).
    public static let changeableCodes: [DiagnosticCode] = DiagnosticCode.allCases.filter(canChange)

    /// Sets `code` to `level`; a syntax error (SC1xxx) is left as it is.
    public mutating func set(_ code: DiagnosticCode, to level: SeverityLevel) {
        guard Self.canChange(code) else { return }
        levels[code] = level
    }

    /// These overrides, then `other`'s on top (the command line over the scene file).
    public func merging(_ other: SeverityOverrides) -> SeverityOverrides {
        var result = self
        result.levels.merge(other.levels) { _, new in new }
        result.protectedLevels.merge(other.levels) { _, new in new }
        return result
    }

    /// The level chosen for `diagnostic`: inside `protectedRange` only the command line's.
    private func level(of diagnostic: Diagnostic) -> SeverityLevel? {
        if let protectedRange, diagnostic.range.start >= protectedRange.start,
            diagnostic.range.start < protectedRange.end
        {
            return protectedLevels[diagnostic.code]
        }
        return levels[diagnostic.code]
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { levels.isEmpty }

    /// The severity `diagnostic` has with the overrides; nil when it is ignored.
    public func severity(of diagnostic: Diagnostic) -> Severity? {
        switch level(of: diagnostic) {
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
            switch level(of: diagnostic) {
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
