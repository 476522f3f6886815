/// The long explanation of a diagnostic code, printed by `scenec explain`: what the rule
/// is and why, a scene that breaks it, and the same scene fixed.
public struct Explanation: Sendable, Hashable {
    /// One or more paragraphs: the rule and the reason for it.
    public var text: String
    /// A small scene (or excerpt) that produces the diagnostic.
    public var example: String
    /// The example, fixed.
    public var fix: String

    /// Creates an explanation.
    public init(_ text: String, example: String, fix: String) {
        self.text = text
        self.example = example
        self.fix = fix
    }

    /// Creates an explanation whose fix is the example with one run of whole lines, `excerpt`, replaced by
    /// `replacement`: so that the text of each example stands once. When `excerpt` is not exactly one run of
    /// lines of the example, the fix is the example unchanged (the explanation tests reject that fix).
    init(_ text: String, example: String, fixReplacing excerpt: String, with replacement: String) {
        self.init(text, example: example, fix: Self.replacingLines(excerpt, with: replacement, in: example) ?? example)
    }

    /// `text` with its one run of whole lines equal to `excerpt` replaced by `replacement`; nil when `excerpt`
    /// is not exactly one run of lines of `text` (absent, or there more than once).
    static func replacingLines(_ excerpt: String, with replacement: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let excerptLines = excerpt.split(separator: "\n", omittingEmptySubsequences: false)
        guard excerptLines.count <= lines.count else { return nil }
        let starts = (0...(lines.count - excerptLines.count)).filter {
            lines[$0..<($0 + excerptLines.count)].elementsEqual(excerptLines)
        }
        guard starts.count == 1, let start = starts.first else { return nil }
        let replacementLines = replacement.split(separator: "\n", omittingEmptySubsequences: false)
        var fixed = lines
        fixed.replaceSubrange(start..<(start + excerptLines.count), with: replacementLines)
        return fixed.joined(separator: "\n")
    }

    /// Every explanation, by code. Each area of the compiler keeps its own table beside it.
    static let all: [DiagnosticCode: Explanation] = {
        var all: [DiagnosticCode: Explanation] = [:]
        for table in [syntax, lowering, checker, layout, codegen, navigation, links] {
            all.merge(table) { first, _ in first }
        }
        return all
    }()
}

extension DiagnosticCode {
    /// The long explanation of this code (every code has one; a test enforces it).
    public var explanation: Explanation? { Explanation.all[self] }

    /// The text `scenec explain` prints.
    public var explainText: String {
        var out = "\(rawValue): \(title) (\(defaultSeverity.rawValue))\n"
        guard let explanation else { return out }
        out += "\n" + explanation.text + "\n\nExample:\n\n"
        out += indent(explanation.example) + "\nFix:\n\n" + indent(explanation.fix)
        return out
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n")
    }
}

extension Explanation {
    /// An example scene called `name` with one stacked navigation from `root`: the header most examples share, then
    /// `pages`, the lines under `pages:`.
    static func rootScene(_ name: String, root: String, pages: String) -> String {
        "scene: \(name)\nversion: 1\nroot: \(root)\npages:\n" + pages
    }
}
