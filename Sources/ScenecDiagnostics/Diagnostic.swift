/// How bad a diagnostic is. Errors stop layout and generation; warnings do not
/// (unless `--warnings-as-errors`).
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    /// Orders note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// A problem found in a scene file: what is wrong, where, and how to fix it.
///
/// The message says what is wrong (lowercase, no final period, the user's words in
/// `'…'`); the fix goes in `help` or a fix-it. One root cause gives one diagnostic.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code, shown as `[SC2001]` and explained by `scenec explain`.
    public var code: DiagnosticCode
    /// Error or warning.
    public var severity: Severity
    /// What is wrong.
    public var message: String
    /// The primary span, underlined with `^`; empty at offset 0 when `isFileLevel`.
    public var range: SourceRange
    /// Whether the diagnostic is about the file as a whole and has no place in it (the SC5xxx problems of
    /// `generate` and `layout --all --output`): text shows `path: error: …` with no line, column or snippet, JSON
    /// has the file and null positions, GitHub the file alone, and SARIF a location with no region.
    public var isFileLevel = false
    /// A short text printed under the underline ("unknown key").
    public var label: String?
    /// Related places or extra context.
    public var notes: [Note]
    /// How to fix it, in words.
    public var help: [String]
    /// How to fix it, as edits a tool can apply.
    public var fixIts: [FixIt]

    /// Creates a diagnostic; `severity` defaults to the code's default severity.
    public init(
        _ code: DiagnosticCode,
        severity: Severity? = nil,
        _ message: String,
        at range: SourceRange,
        label: String? = nil,
        notes: [Note] = [],
        help: [String] = [],
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.range = range
        self.label = label
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    /// A diagnostic about the file as a whole, with no place in it (`isFileLevel`).
    public static func fileLevel(
        _ code: DiagnosticCode, severity: Severity? = nil, _ message: String, help: [String] = []
    ) -> Diagnostic {
        var diagnostic = Diagnostic(code, severity: severity, message, at: SourceRange(start: 0, end: 0), help: help)
        diagnostic.isFileLevel = true
        return diagnostic
    }
}

/// Extra information attached to a diagnostic, with or without a place in the file.
public struct Note: Hashable, Sendable {
    /// What the note says.
    public var message: String
    /// Where it points, if anywhere.
    public var range: SourceRange?
    /// A short text under the note's underline ("first defined here").
    public var label: String?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange? = nil, label: String? = nil) {
        self.message = message
        self.range = range
        self.label = label
    }
}

/// A mechanical fix: a description and the edits that make it.
public struct FixIt: Hashable, Sendable {
    /// One replacement of a byte range by new text.
    public struct Edit: Hashable, Sendable {
        /// The bytes to replace (zero-width to insert).
        public var range: SourceRange
        /// The text to put there.
        public var replacement: String

        /// Creates an edit.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// What the fix does ("replace 'titel' with 'title'").
    public var message: String
    /// The edits, non-overlapping.
    public var edits: [Edit]

    /// Creates a fix-it of one edit.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.message = message
        self.edits = [Edit(range: range, replacement: replacement)]
    }

    /// Creates a fix-it of several edits.
    public init(_ message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }

    /// Applies the edits of `fixIts` to `bytes`. Overlapping edits are skipped.
    public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> [UInt8] {
        let edits = fixIts.flatMap(\.edits).sorted { $0.range < $1.range }
        var result: [UInt8] = []
        var cursor = 0
        for edit in edits where edit.range.start >= cursor && edit.range.end <= bytes.count {
            result += bytes[cursor..<edit.range.start]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.end
        }
        result += bytes[cursor...]
        return result
    }
}
