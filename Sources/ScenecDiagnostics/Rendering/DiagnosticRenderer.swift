public import ScenecOutput

/// Renders diagnostics as text for people (swiftc's clickable header, rustc's snippet body)
/// or as JSON for tools. Does no I/O.
///
/// Text layout, one diagnostic:
///
///     Music.scene.yaml:5:5: error: unknown key 'titel' in a tab [SC2001]
///       |
///     5 |     titel: Browse
///       |     ^^^^^ unknown key
///       = help: did you mean 'title'?
///
/// Notes with a location get their own `path:line:col: note:` header (so Xcode lists
/// them too) and a snippet underlined with `-`. A file-level diagnostic (`isFileLevel`) has
/// no line, column or snippet: `Music.scene.yaml: error: output path 'out' is not a directory [SC5002]`.
public struct DiagnosticRenderer: Sendable {
    /// The decoration applied to the text format.
    public var style: DiagnosticStyle
    /// Longest source excerpt shown for one line, in bytes; longer lines are windowed.
    public var maxSnippetBytes = 160

    /// Creates a renderer.
    public init(style: DiagnosticStyle = .plain) {
        self.style = style
    }

    // MARK: - Text

    /// The text of `diagnostics`, in the given order, separated by blank lines, ending with a newline.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined(separator: "\n")
    }

    /// The text of one diagnostic, ending with a newline. Messages, labels, notes, help, fix-its and the
    /// path go through `DisplayText.escaped`, so a value in a message can neither break a line (and forge a
    /// `path:line:column: error:` line) nor reorder one.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let text = DisplayText.escaped
        var out = header(
            file: file, range: diagnostic.isFileLevel ? nil : diagnostic.range, severity: diagnostic.severity,
            message: diagnostic.message, code: diagnostic.code)
        let pad: String
        if diagnostic.isFileLevel {
            pad = " "
        } else {
            out += snippet(file: file, range: diagnostic.range, label: diagnostic.label, severity: diagnostic.severity)
            pad = gutterPad(file: file, range: diagnostic.range)
        }
        for note in diagnostic.notes where note.range == nil {
            out += "\(pad)\(style.gutter("=")) \(style.bold("note")): \(text(note.message))\n"
        }
        for help in diagnostic.help {
            out += "\(pad)\(style.gutter("=")) \(style.bold("help")): \(text(help))\n"
        }
        for fixIt in diagnostic.fixIts {
            out += "\(pad)\(style.gutter("=")) \(style.bold("fix")): \(text(fixIt.message))\n"
        }
        for note in diagnostic.notes {
            guard let range = note.range else { continue }
            out += header(file: file, range: range, severity: .note, message: note.message, code: nil)
            out += snippet(file: file, range: range, label: note.label, severity: nil)
        }
        return out
    }

    /// One line of totals: `scenec: 2 errors, 1 warning` (no `error:` prefix, so Xcode does
    /// not count it as another error).
    public static func summary(errors: Int, warnings: Int, suppressed: Int = 0, files: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [count(errors, "error"), count(warnings, "warning")]
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        return "scenec: " + parts.joined(separator: ", ") + " in " + count(files, "file")
    }

    private func header(
        file: SourceFile, range: SourceRange?, severity: Severity, message: String, code: DiagnosticCode?
    ) -> String {
        let position = range.map { file.location(of: $0.start) }.map { ":\($0.line):\($0.column)" } ?? ""
        let suffix = code.map { " [\($0.rawValue)]" } ?? ""
        return "\(DisplayText.escaped(file.path))\(position): \(style.severity(severity)): "
            + style.bold(DisplayText.escaped(message) + suffix) + "\n"
    }

    private func gutterPad(file: SourceFile, range: SourceRange) -> String {
        String(repeating: " ", count: String(file.location(of: range.start).line).count + 1)
    }

    private func snippet(file: SourceFile, range: SourceRange, label: String?, severity: Severity?) -> String {
        let location = file.location(of: range.start)
        let lineNumber = String(location.line)
        let pad = String(repeating: " ", count: lineNumber.count + 1)
        let line = file.lineRange(location.line)

        // Window very long lines around the range, on UTF-8 boundaries.
        var windowStart = line.start
        var windowEnd = line.end
        if line.length > maxSnippetBytes {
            windowStart = max(line.start, location.offset - maxSnippetBytes / 3)
            windowEnd = min(line.end, windowStart + maxSnippetBytes)
            while windowStart > line.start, windowStart < file.bytes.count, file.bytes[windowStart] & 0xC0 == 0x80 {
                windowStart -= 1
            }
            while windowEnd < line.end, file.bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
        }
        let leadingEllipsis = windowStart > line.start ? "…" : ""
        let trailingEllipsis = windowEnd < line.end ? "…" : ""
        let start = min(max(location.offset, windowStart), windowEnd)
        let end = min(max(range.end, start), windowEnd)
        // The underline is measured on the shown text, so it stays under its characters when some are escaped.
        let prefix = sanitize(file.text(in: SourceRange(start: windowStart, end: start)))
        let covered = sanitize(file.text(in: SourceRange(start: start, end: end)))
        let rest = sanitize(file.text(in: SourceRange(start: end, end: windowEnd)))

        var indent = leadingEllipsis.isEmpty ? "" : " "
        for character in prefix { indent += character == "\t" ? "\t" : " " }
        let mark: Character = severity == nil ? "-" : "^"
        let underline = String(repeating: mark, count: max(1, covered.count))
        let labelText = label.map { " " + DisplayText.escaped($0) } ?? ""

        var out = "\(pad)\(style.gutter("|"))\n"
        out += "\(style.gutter(lineNumber + " |")) \(leadingEllipsis)\(prefix)\(covered)\(rest)\(trailingEllipsis)\n"
        out += "\(pad)\(style.gutter("|")) \(indent)\(style.underline(underline + labelText, severity))\n"
        return out
    }

    /// Source text made safe to show: C0 controls (other than tab) and DEL as their control pictures
    /// (U+2400…), one character each, and every other character `DisplayText` escapes (C1 controls, line
    /// separators, bidirectional controls) as its escape, so a snippet can neither move the terminal cursor
    /// nor reorder the line.
    private func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\t" && DisplayText.needsEscape($0) }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                out.append(Unicode.Scalar(0x2400 + (scalar.value == 0x7F ? 0x21 : scalar.value))!)
            } else {
                out.append(scalar)
            }
        }
        // Tabs stay (the underline's indent copies them); what is left to escape becomes `\u{…}`.
        return String(out).split(separator: "\t", omittingEmptySubsequences: false)
            .map { DisplayText.escaped(String($0)) }.joined(separator: "\t")
    }

    // MARK: - JSON

    /// One diagnostic as a JSON object: code, severity, message, file, line, column, endLine,
    /// endColumn (exclusive), label, notes, help, fixIts. Columns are 1-based UTF-8 byte columns; a
    /// file-level diagnostic's line, column, endLine and endColumn are null.
    public static func json(_ diagnostic: Diagnostic, in file: SourceFile) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("code", .string(diagnostic.code.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if diagnostic.isFileLevel {
            pairs.append(("file", .string(file.path)))
            pairs += ["line", "column", "endLine", "endColumn"].map { ($0, JSONValue.null) }
        } else {
            pairs += position(diagnostic.range, in: file)
        }
        pairs.append(("label", .string(diagnostic.label)))
        pairs.append(
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        var fields: [(String, JSONValue)] = [("message", .string(note.message))]
                        if let range = note.range { fields += position(range, in: file) }
                        fields.append(("label", .string(note.label)))
                        return .object(fields)
                    })
            ))
        pairs.append(("help", .array(diagnostic.help.map(JSONValue.string))))
        pairs.append(
            (
                "fixIts",
                .array(
                    diagnostic.fixIts.map { fixIt in
                        .object([
                            ("message", .string(fixIt.message)),
                            (
                                "edits",
                                .array(
                                    fixIt.edits.map { edit in
                                        .object(
                                            Array(position(edit.range, in: file).dropFirst())
                                                + [("replacement", .string(edit.replacement))])
                                    })
                            ),
                        ])
                    })
            ))
        return .object(pairs)
    }

    private static func position(_ range: SourceRange, in file: SourceFile) -> [(String, JSONValue)] {
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        return [
            ("file", .string(file.path)),
            ("line", .int(start.line)), ("column", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
        ]
    }
}
