/// A Swift expression as the writer lays it out: an atom printed as is, or a call (or array) whose arguments
/// go on one line when they fit and one per line otherwise.
public indirect enum SwiftExpr: Equatable, Sendable {
    /// Text printed as is (a literal, a name, a member access).
    case atom(String)
    /// `callee(label: value, …)`.
    case call(String, [SwiftArgument])
    /// `[element, …]`.
    case array([SwiftExpr])

    /// The expression on one line.
    public var singleLine: String {
        switch self {
        case .atom(let text): text
        case .call(let callee, let arguments): callee + "(" + arguments.map(\.singleLine).joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
        }
    }
}

/// One argument of a `SwiftExpr.call`: an optional label and a value.
public struct SwiftArgument: Equatable, Sendable {
    /// The label, without the colon; nil for an unlabeled argument.
    public var label: String?
    public var value: SwiftExpr

    /// Creates an argument.
    public init(_ label: String?, _ value: SwiftExpr) {
        self.label = label
        self.value = value
    }

    /// `label: value` on one line.
    public var singleLine: String {
        (label.map { $0 + ": " } ?? "") + value.singleLine
    }
}

/// Prints Swift source line by line with 4-space indentation, `\n` line endings and exactly one final
/// newline. It knows layout, not Swift's lexical rules (those are `SwiftLiteral` and `SwiftIdentifier`):
/// statements whose expression does not fit in `lineLength` columns are broken one argument per line, the
/// way swift-format breaks them.
///
/// The text is handed to a sink in pieces of about `flushSize` bytes as it is written, and the rest at `finish()`,
/// so that a file of any size is never held whole. Empty lines are held back until a line follows them: the ones
/// a block's end or the file's end trims are never handed over.
public struct SwiftWriter {
    /// The maximum line length the writer aims for (the project's `.swift-format`).
    public static let lineLength = 120
    /// Spaces per indentation level.
    public static let indentWidth = 4
    /// The size, in UTF-8 bytes, from which the written text is handed to the sink.
    public static let flushSize = 1 << 16

    /// The lines written and not handed to the sink yet, each ending in a newline.
    private var buffer = ""
    /// The empty lines written after the last line that is not empty, not in `buffer` yet.
    private var pendingEmptyLines = 0
    /// Whether a line that is not empty was written (`blankLine()` writes nothing before the first).
    private var hasText = false
    /// Whether the last line that is not empty opens a block (ends in `{`).
    private var lastLineOpensBlock = false
    private var level = 0
    /// Where the text goes, once `buffer` reaches `flushSize` and at `finish()`.
    private let sink: (String) -> Void

    /// An empty writer that hands the text to `sink` in pieces, in order: whenever `flushSize` bytes are written,
    /// and the rest at `finish()`. The pieces joined are the file: `\n` line endings and exactly one final newline
    /// (nothing when nothing was written).
    public init(flushingTo sink: @escaping (String) -> Void) {
        self.sink = sink
    }

    /// Hands the text not handed over yet to the sink (trailing empty lines are dropped, as always).
    public mutating func finish() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private var indentation: String {
        level < Self.indentations.count
            ? Self.indentations[level] : String(repeating: " ", count: level * Self.indentWidth)
    }
    /// The indentation of the first levels, made once: every line starts with one.
    private static let indentations = (0..<16).map { String(repeating: " ", count: $0 * indentWidth) }

    /// Writes one line at the current indentation.
    public mutating func line(_ text: String) {
        guard !text.isEmpty else {
            pendingEmptyLines += 1
            return
        }
        for _ in 0..<pendingEmptyLines { buffer += "\n" }
        pendingEmptyLines = 0
        buffer += indentation
        buffer += text
        buffer += "\n"
        hasText = true
        lastLineOpensBlock = text.hasSuffix("{")
        if buffer.utf8.count >= Self.flushSize { finish() }
    }

    /// Writes an empty line, unless the previous line is empty or opens a block, or nothing was written.
    public mutating func blankLine() {
        guard hasText, pendingEmptyLines == 0, !lastLineOpensBlock else { return }
        pendingEmptyLines = 1
    }

    /// Writes `///` lines; each line of `text` is made safe for a comment and wrapped at word boundaries to
    /// fit in `lineLength` columns (a single word longer than that stays whole).
    public mutating func documentation(_ text: String) {
        let width = max(20, Self.lineLength - indentation.count - 4)
        for part in Self.split(text, at: "\n") {
            let safe = SwiftLiteral.commentText(String(part))
            guard !safe.isEmpty else {
                line("///")
                continue
            }
            // Widths are in Characters: one a byte in ASCII (no line break is left in `safe`), so an ASCII line's
            // width is a running sum; other text is measured whole each time, as a space and the next word may form
            // one Character (an emoji modifier after a space does).
            let isASCII = Self.isPlainASCII(safe)
            var current = ""
            var currentWidth = 0
            for word in Self.split(safe, at: " ") {
                let wordWidth = isASCII ? word.utf8.count : word.count
                if !current.isEmpty, (isASCII ? currentWidth : current.count) + 1 + wordWidth > width {
                    line("/// " + current)
                    current = String(word)
                    currentWidth = wordWidth
                } else {
                    currentWidth += (current.isEmpty ? 0 : 1) + wordWidth
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            line("/// " + current)
        }
    }

    /// `text` split at each `separator`, empty parts kept, as `split(separator:omittingEmptySubsequences: false)`
    /// does: by bytes when `text` is ASCII without a CR (which joins a following LF into one Character), where
    /// that gives the same parts without walking Characters; by Characters otherwise.
    static func split(_ text: String, at separator: Unicode.Scalar) -> [Substring] {
        guard isPlainASCII(text) else {
            return text.split(separator: Character(separator), omittingEmptySubsequences: false)
        }
        // An ASCII byte is a whole Character, so each byte index is a valid index of `text`.
        let byte = UInt8(separator.value)
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while let found = text.utf8[index...].firstIndex(of: byte) {
            parts.append(text[start..<found])
            index = text.utf8.index(after: found)
            start = index
        }
        parts.append(text[start...])
        return parts
    }

    /// Whether `text` is ASCII without a CR: one Character a byte (a CR joins a following LF into one Character),
    /// so it can be measured and split by bytes.
    static func isPlainASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The columns `text` takes, its Characters: counted by bytes where that is exact.
    static func columns(_ text: some StringProtocol) -> Int {
        isPlainASCII(text) ? text.utf8.count : text.count
    }

    /// Writes a `//` comment line made safe for a comment.
    public mutating func comment(_ text: String) {
        line("// " + SwiftLiteral.commentText(text))
    }

    /// Whether `text` fits on one line at the current indentation.
    public func fits(_ text: String) -> Bool {
        // Characters never outnumber bytes: a text that fits in bytes fits.
        let room = Self.lineLength - level * Self.indentWidth
        return text.utf8.count <= room || Self.columns(text) <= room
    }

    /// Writes `items` (a parameter list) one level deeper, joined by `, `, as swift-format breaks a list that does
    /// not fit: as many items on a line as fit, the next line starting with the next item.
    public mutating func packed(_ items: [String]) {
        indented { writer in
            var current = ""
            for (index, item) in items.enumerated() {
                let piece = item + (index < items.count - 1 ? "," : "")
                let candidate = current.isEmpty ? piece : current + " " + piece
                if current.isEmpty || writer.fits(candidate) {
                    current = candidate
                } else {
                    writer.line(current)
                    current = piece
                }
            }
            if !current.isEmpty { writer.line(current) }
        }
    }

    /// Writes a function declaration without a body: `head(parameters) -> result` on one line when it fits, else
    /// the parameters on their own line, as swift-format breaks them.
    public mutating func declaration(_ head: String, parameters: String, result: String) {
        let single = "\(head)(\(parameters)) -> \(result)"
        guard !fits(single) else { return line(single) }
        line(head + "(")
        line(String(repeating: " ", count: Self.indentWidth) + parameters)
        line(") -> " + result)
    }

    /// Writes `#if condition`, the body one level deeper (as swift-format indents conditional compilation
    /// blocks), and `#endif`.
    public mutating func conditional(_ condition: String, _ body: (inout SwiftWriter) -> Void) {
        conditional(condition, body, else: nil)
    }

    /// Writes `#if condition`, the body, `#else`, the other body (each one level deeper) and `#endif`.
    public mutating func conditional(
        _ condition: String, _ body: (inout SwiftWriter) -> Void, else otherwise: ((inout SwiftWriter) -> Void)?
    ) {
        line("#if " + condition)
        indented(body)
        if let otherwise {
            line("#else")
            indented(otherwise)
        }
        line("#endif")
    }

    /// Writes `snippet`, a piece of code whose shape never varies, line by line at the current indentation (each
    /// line keeps its own leading spaces); its empty lines are blank lines. Only names that are already Swift
    /// identifiers may be interpolated into it: titles and other scene text go through `documentation(_:)` and
    /// `SwiftLiteral`.
    public mutating func lines(_ snippet: String) {
        for text in snippet.split(separator: "\n", omittingEmptySubsequences: false) {
            if text.isEmpty { blankLine() } else { line(String(text)) }
        }
    }

    /// Writes the body one level deeper (the lines between an opening line and a closing line written apart).
    public mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
        pendingEmptyLines = 0
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    public mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// Writes `head: A, B, … {`, the body one level deeper, and `}` (`{}` for an empty body): on one line when it
    /// fits, else as swift-format fills an inheritance list: as many names per line as fit, the lines after the
    /// first one level deeper, and the brace on a line of its own.
    public mutating func conformances(_ head: String, _ names: [String], _ body: ((inout SwiftWriter) -> Void)? = nil) {
        let list = names.joined(separator: ", ")
        let open = body == nil ? "{}" : "{"
        if fits(head + ": " + list + " " + open) {
            line(head + ": " + list + " " + open)
        } else {
            let room = Self.lineLength - level * Self.indentWidth
            var current = head + ":"
            var isFirstLine = true
            for (index, name) in names.enumerated() {
                let piece = name + (index == names.count - 1 ? "" : ",")
                let width = room - (isFirstLine ? 0 : Self.indentWidth)
                if Self.columns(current) + 1 + Self.columns(piece) <= width || current.isEmpty {
                    current += (current.isEmpty ? "" : " ") + piece
                } else {
                    if isFirstLine { line(current) } else { continuation(current) }
                    isFirstLine = false
                    current = piece
                }
            }
            if isFirstLine { line(current) } else { continuation(current) }
            line(open)
        }
        guard let body else { return }
        indented(body)
        line("}")
    }

    /// Writes `text` one level deeper than the current indentation.
    private mutating func continuation(_ text: String) {
        level += 1
        line(text)
        level -= 1
    }

    /// Writes `prefix + expression + suffix` as one statement: on one line when it fits, else with the
    /// outermost call's (or array's) elements one per line, recursively.
    public mutating func statement(_ prefix: String, _ expression: SwiftExpr, _ suffix: String = "") {
        let single = prefix + expression.singleLine + suffix
        if fits(single) {
            line(single)
            return
        }
        switch expression {
        case .atom(let text):
            line(prefix + text + suffix)
        case .call(let callee, let arguments):
            line(prefix + callee + "(")
            level += 1
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                statement(argument.label.map { $0 + ": " } ?? "", argument.value, comma)
            }
            level -= 1
            line(")" + suffix)
        case .array(let elements):
            line(prefix + "[")
            level += 1
            for element in elements {
                statement("", element, ",")
            }
            level -= 1
            line("]" + suffix)
        }
    }

    /// Writes `head` followed by member calls (`.pushAlbum()`): on one line when it fits, else one call per
    /// line, indented one level.
    public mutating func chain(_ head: String, _ calls: [String]) {
        let single = head + calls.joined()
        if fits(single) || calls.isEmpty {
            line(single)
            return
        }
        line(head)
        level += 1
        for call in calls { line(call) }
        level -= 1
    }

    /// Writes `callee(arguments…)` (each argument already printed): on one line when it fits, else the way
    /// swift-format fills arguments: `callee(`, then as many arguments per line as fit, one level deeper, the
    /// closing parenthesis after the last.
    public mutating func filledCall(_ callee: String, _ arguments: [String]) {
        let single = callee + "(" + arguments.joined(separator: ", ") + ")"
        if fits(single) || arguments.isEmpty {
            line(single)
            return
        }
        line(callee + "(")
        level += 1
        let width = Self.lineLength - indentation.count
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" : ",")
            if current.isEmpty {
                current = piece
            } else if Self.columns(current) + 1 + Self.columns(piece) <= width {
                current += " " + piece
            } else {
                line(current)
                current = piece
            }
        }
        line(current)
        level -= 1
    }
}
