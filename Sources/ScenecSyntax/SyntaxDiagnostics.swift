import ScenecDiagnostics

/// The syntax stage's messages, and the rewriting of libyaml's errors into friendly ones.
extension Diagnostic {
    /// The size is not in the message: the CLI stops reading just past the limit, so the
    /// real size of a huge file or stream is not known.
    static func fileTooLarge(limit: Int) -> Diagnostic {
        Diagnostic(
            .fileTooLarge, "the scene file is larger than \(limit) bytes, the most scenec reads",
            at: .at(0), label: "file too large",
            help: ["split the scene into several scene files"])
    }

    static func notUTF8(_ encoding: String) -> Diagnostic {
        Diagnostic(
            .notUTF8, "the scene file is encoded as \(encoding); scene files must be UTF-8",
            at: SourceRange(start: 0, end: 2), label: "\(encoding) text starts here",
            help: ["convert it, for example with 'iconv -f \(encoding) -t UTF-8'"])
    }

    /// Byte order marks after the start of the file, at `offsets` (at least one).
    static func byteOrderMark(at offsets: [Int]) -> Diagnostic {
        let ranges = offsets.map { SourceRange(start: $0, end: $0 + 3) }
        let others = offsets.count - 1
        return Diagnostic(
            .controlCharacter,
            "a byte order mark (U+FEFF) is allowed only at the start of a scene file, not in the middle",
            at: ranges[0], label: "byte order mark",
            notes: others > 0 ? [Note("\(others) more byte order mark\(others == 1 ? " follows" : "s follow")")] : [],
            help: ["remove it; it is invisible in most editors, and joining files is a common way to get one"],
            fixIts: [
                FixIt(
                    others > 0 ? "remove the byte order marks" : "remove the byte order mark",
                    edits: ranges.map { FixIt.Edit(range: $0, replacement: "") })
            ])
    }

    static func multipleDocuments(at range: SourceRange, file: SourceFile) -> Diagnostic {
        let shown =
            range.length == 0 ? SourceRange(start: range.start, end: min(range.start + 3, file.bytes.count)) : range
        return Diagnostic(
            .multipleDocuments, "a scene file holds one YAML document, but a second one starts here",
            at: shown, label: "second document",
            help: ["remove this '---' and everything after it, or move it into its own scene file"])
    }

    static func scalarTooLong(length: Int, at range: SourceRange, limit: Int, file: SourceFile) -> Diagnostic {
        let shown = file.characters(from: range.start, count: 16)
        return Diagnostic(
            .scalarTooLong,
            "this value is \(length) bytes long; scenec reads values of at most \(limit) bytes",
            at: SourceRange(start: shown.start, end: min(range.end, shown.end)),
            label: "value starts here", help: ["shorten the value"])
    }

    static func nestingTooDeep(at range: SourceRange, file: SourceFile, limit: Int) -> Diagnostic {
        Diagnostic(
            .nestingTooDeep, "lists and mappings are nested more than \(limit) levels deep",
            at: file.characters(from: range.start),
            label: "level \(limit + 1) starts here",
            help: ["a scene needs only a few levels; flatten this structure"])
    }

    /// `kind` is the key's kind as `SyntaxNode.kindDescription` words it.
    static func nonScalarKey(kind: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .nonScalarKey, "a mapping key must be a plain value, not \(kind)",
            at: range, label: "\(kind) used as a key",
            help: ["use a name such as 'title' as the key"])
    }

    static func duplicateKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateKey, "duplicate key '\(key)'", at: range, label: "defined again here",
            notes: [Note("'\(key)' is first defined here", at: first, label: "first defined here")],
            help: ["remove one of the two entries; only the first is used"])
    }

    static func unsupported(_ code: DiagnosticCode, text: String, at range: SourceRange, count: Int) -> Diagnostic {
        let others = count > 1 ? [Note("\(count - 1) more in this file")] : []
        switch code {
        case .anchorNotSupported:
            return Diagnostic(
                code, "anchors such as '\(text)' are not supported in scene files", at: range, label: "anchor",
                notes: others, help: ["write the value out in full where it is needed"])
        case .aliasNotSupported:
            return Diagnostic(
                code, "aliases such as '\(text)' are not supported in scene files", at: range, label: "alias",
                notes: others, help: ["write the value out in full instead of referring to an anchor"])
        case .tagNotSupported:
            return Diagnostic(
                code, "tags such as '\(text)' are not supported in scene files", at: range, label: "tag",
                notes: others,
                help: ["remove the tag; each key decides the type of its value"],
                fixIts: [FixIt("remove '\(text)'", replacing: range, with: "")])
        default:
            return Diagnostic(
                code, "merge keys ('<<') are not supported in scene files", at: range, label: "merge key",
                notes: others, help: ["write the merged keys out in full"])
        }
    }

    /// Rewrites a libyaml error as a friendly diagnostic at the place of the mistake, keeping
    /// libyaml's own words as a note.
    static func fromLibYAML(_ problem: YAMLProblem, in file: SourceFile) -> Diagnostic {
        let bytes = file.bytes
        let at = file.characters(from: problem.offset)
        let contextRange = problem.contextOffset.map { file.characters(from: $0) }
        var libyamlNotes: [Note] = []
        if let context = problem.context, let contextRange {
            libyamlNotes.append(Note("libyaml: \(context)", at: contextRange, label: "here"))
        }
        let problemNote = Note("libyaml: \(problem.problem)", at: .at(problem.offset), label: "noticed here")

        switch problem.stage {
        case .memory:
            return Diagnostic(.yamlSyntax, "libyaml ran out of memory", at: .at(0))
        case .reader:
            if problem.problem.contains("control characters") {
                let hex = String(problem.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                let length = problem.value < 0x80 ? 1 : problem.value < 0x800 ? 2 : problem.value < 0x10000 ? 3 : 4
                return Diagnostic(
                    .controlCharacter, "control character \(code) is not allowed in a scene file",
                    at: SourceRange(start: problem.offset, end: min(problem.offset + length, bytes.count)),
                    label: "control character",
                    help: ["remove it; only tabs, line breaks and printable characters may appear"],
                    fixIts: [
                        FixIt(
                            "remove the control character",
                            replacing: SourceRange(
                                start: problem.offset, end: min(problem.offset + length, bytes.count)),
                            with: "")
                    ])
            }
            if problem.problem.contains("too long") {
                return Diagnostic(.fileTooLarge, "libyaml: \(problem.problem)", at: at)
            }
            let byte = problem.offset < bytes.count ? bytes[problem.offset] : 0
            let hex = String(byte, radix: 16, uppercase: true)
            return Diagnostic(
                .invalidEncoding,
                "the file is not valid UTF-8: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at offset \(problem.offset)",
                at: at, label: "invalid UTF-8 (\(problem.problem))",
                help: ["save the scene file as UTF-8"])
        case .scanner, .parser:
            break
        }

        let text = problem.problem
        let context = problem.context ?? ""
        if problem.offset < bytes.count, bytes[problem.offset] == 0x09 || text.contains("tab character") {
            return tabDiagnostic(problem, in: file, notes: libyamlNotes)
        }
        if text == "could not find expected ':'", let contextOffset = problem.contextOffset {
            let line = file.lineRange(file.location(of: contextOffset).line)
            let range = SourceRange(start: contextOffset, end: max(file.characters(from: contextOffset).end, line.end))
            var fixIts: [FixIt] = []
            if let colon = bytes[range.start..<range.end].firstIndex(of: UInt8(ascii: ":")) {
                fixIts.append(FixIt("insert a space after ':'", replacing: .at(colon + 1), with: " "))
            }
            return Diagnostic(
                .missingColonSpace, "expected ': ' between a key and its value", at: range,
                label: "this whole line was read as one key", notes: [problemNote],
                help: ["put a space after the colon, as in 'title: Browse'"], fixIts: fixIts)
        }
        if text.hasPrefix("did not find expected ',' or "), let contextOffset = problem.contextOffset {
            let open = contextOffset < bytes.count ? Character(Unicode.Scalar(bytes[contextOffset])) : "["
            let close = open == "{" ? "}" : "]"
            return Diagnostic(
                .unclosedFlowCollection, "this '\(open)' is never closed",
                at: SourceRange(start: contextOffset, end: min(contextOffset + 1, bytes.count)),
                label: "no matching '\(close)'",
                notes: [Note("libyaml: \(text)", at: at, label: "expected ',' or '\(close)' here")],
                help: ["add '\(close)' after the last item, or separate the items with ', '"])
        }
        if context.contains("quoted scalar") && text.contains("end of stream")
            || context.contains("quoted scalar") && text.contains("document indicator"),
            let contextOffset = problem.contextOffset
        {
            let quote = contextOffset < bytes.count ? String(Unicode.Scalar(bytes[contextOffset])) : "\""
            return Diagnostic(
                .unclosedQuote, "this quoted string is never closed",
                at: SourceRange(start: contextOffset, end: min(contextOffset + 1, bytes.count)),
                label: "string starts here", notes: [problemNote],
                help: ["add the closing \(quote) at the end of the value"])
        }
        if text.contains("unknown escape") {
            let range = file.characters(from: problem.offset, count: 2)
            return Diagnostic(
                .unknownEscape, "unknown escape '\(file.text(in: range))' in a double-quoted string", at: range,
                label: "unknown escape", notes: libyamlNotes,
                help: ["write '\\\\' for a backslash, or use single quotes, where backslashes are literal"])
        }
        if text == "mapping values are not allowed in this context" {
            return Diagnostic(
                .unexpectedColon, "unexpected ': ' inside a value", at: at, label: "a key cannot start here",
                notes: libyamlNotes,
                help: ["quote a value that contains ': ', as in title: \"Now: Playing\""])
        }
        if text == "did not find expected key" || text == "did not find expected '-' indicator"
            || text.contains("block sequence entries are not allowed")
        {
            var notes = libyamlNotes
            if let contextOffset = problem.contextOffset {
                let location = file.location(of: contextOffset)
                let kind = context.contains("sequence") || context.contains("collection") ? "list" : "mapping"
                notes = [
                    Note(
                        "the enclosing \(kind) starts on line \(location.line), indented by \(location.column - 1) spaces",
                        at: file.characters(from: contextOffset),
                        label: "starts here")
                ]
            }
            let line = file.lineRange(file.location(of: problem.offset).line)
            var indent = 0
            while line.start + indent < line.end, bytes[line.start + indent] == 0x20 { indent += 1 }
            let message =
                text.contains("block sequence")
                ? "a '- ' list item cannot start here"
                : problem.offset >= bytes.count
                    ? "the file ends where the indentation expects \(text.contains("'-'") ? "another '- ' item" : "another key")"
                    : "this line is indented by \(indent) spaces, which does not line up with the lines around it"
            return Diagnostic(
                .badIndentation, message, at: at, label: "unexpected here", notes: notes,
                help: ["indent each key of a mapping by the same number of spaces, and nested values by more"])
        }
        return Diagnostic(.yamlSyntax, text, at: at, label: "here", notes: libyamlNotes)
    }

    private static func tabDiagnostic(_ problem: YAMLProblem, in file: SourceFile, notes: [Note]) -> Diagnostic {
        let bytes = file.bytes
        var tab = problem.offset
        let line = file.lineRange(file.location(of: problem.offset).line)
        if tab >= bytes.count || bytes[tab] != 0x09 {
            tab = bytes[line.start..<line.end].firstIndex(of: 0x09) ?? problem.offset
        }
        var edits: [FixIt.Edit] = []
        var cursor = line.start
        while cursor < line.end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 {
            if bytes[cursor] == 0x09 {
                edits.append(FixIt.Edit(range: SourceRange(start: cursor, end: cursor + 1), replacement: "  "))
            }
            cursor += 1
        }
        return Diagnostic(
            .tabIndentation, "tabs cannot indent YAML", at: SourceRange(start: tab, end: min(tab + 1, bytes.count)),
            label: "tab", notes: notes, help: ["indent with spaces"],
            fixIts: edits.isEmpty ? [] : [FixIt("replace the indenting tabs with two spaces each", edits: edits)])
    }
}

extension SourceFile {
    /// The range of the `count` characters that start at `offset` (fewer at the end of the
    /// file). UTF-8 continuation bytes are included, so the range never splits a character.
    func characters(from offset: Int, count: Int = 1) -> SourceRange {
        var end = offset
        for _ in 0..<count where end < bytes.count {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return SourceRange(start: offset, end: end)
    }
}
