public import ScenecOutput

/// Renders diagnostics as one SARIF 2.1.0 log (the format code-scanning services read).
/// Does no I/O; the output is deterministic.
///
/// - `runs[0].tool.driver.rules` lists each code used, in code order, with its title as
///   `shortDescription`, its explanation as `fullDescription` and `help`, and its default
///   severity as `defaultConfiguration.level`.
/// - Each result has `ruleId`, `ruleIndex`, `level`, `message.text`, one physical location (with
///   no `region` for a file-level diagnostic),
///   `relatedLocations` for notes that have a place, and `fixes` for fix-its.
/// - Columns are Unicode code points (`columnKind: unicodeCodePoints`), 1-based; `endColumn`
///   is exclusive, as SARIF defines it.
public enum SARIFRenderer {
    /// The schema the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The SARIF log of `files`' diagnostics, in the given order.
    public static func render(
        _ files: [(file: SourceFile, diagnostics: [Diagnostic])], toolVersion: String
    ) -> JSONValue {
        let used = Set(files.flatMap { $0.diagnostics.map(\.code) }).sorted()
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, code) in used.enumerated() { ruleIndex[code] = index }
        let rules = used.map { rule($0) }
        let results = files.flatMap { entry in
            entry.diagnostics.map { result($0, in: entry.file, ruleIndex: ruleIndex[$0.code] ?? 0) }
        }
        let driver = JSONValue.object([
            ("name", .string("scenec")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules)),
        ])
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    /// The rule's name: the code's case name in UpperCamelCase (`unknownPage` -> `UnknownPage`).
    public static func ruleName(_ code: DiagnosticCode) -> String {
        let name = String(describing: code)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    private static func rule(_ code: DiagnosticCode) -> JSONValue {
        let explanation = code.explanation?.text ?? code.title
        return .object([
            ("id", .string(code.rawValue)),
            ("name", .string(ruleName(code))),
            ("shortDescription", .object([("text", .string(code.title))])),
            ("fullDescription", .object([("text", .string(explanation))])),
            ("help", .object([("text", .string(explanation))])),
            ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
        ])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func result(_ diagnostic: Diagnostic, in file: SourceFile, ruleIndex: Int) -> JSONValue {
        var text = diagnostic.message
        for help in diagnostic.help { text += "\nhelp: " + help }
        var pairs: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
            (
                "locations",
                .array([
                    location(diagnostic.isFileLevel ? nil : diagnostic.range, in: file, message: diagnostic.label)
                ])
            ),
        ]
        let related = diagnostic.notes.filter { $0.range != nil }
        if !related.isEmpty {
            pairs.append(
                (
                    "relatedLocations",
                    .array(
                        related.enumerated().map { index, note in
                            location(note.range!, in: file, message: note.message, id: index + 1)
                        })
                ))
        }
        if !diagnostic.fixIts.isEmpty {
            pairs.append(("fixes", .array(diagnostic.fixIts.map { fix($0, in: file) })))
        }
        return .object(pairs)
    }

    private static func location(
        _ range: SourceRange?, in file: SourceFile, message: String?, id: Int? = nil
    ) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let id { pairs.append(("id", .int(id))) }
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(file.path)))]))]
        if let range { physical.append(("region", region(range, in: file))) }
        pairs.append(("physicalLocation", .object(physical)))
        if let message { pairs.append(("message", .object([("text", .string(message))]))) }
        return .object(pairs)
    }

    private static func region(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        return .object([
            ("startLine", .int(start.line)), ("startColumn", .int(codePointColumn(start, in: file))),
            ("endLine", .int(end.line)), ("endColumn", .int(codePointColumn(end, in: file))),
        ])
    }

    /// The 1-based column of `location` counted in Unicode code points.
    private static func codePointColumn(_ location: SourceLocation, in file: SourceFile) -> Int {
        let lineStart = location.offset - (location.column - 1)
        let bytes = file.bytes[lineStart..<location.offset]
        return bytes.count { $0 & 0xC0 != 0x80 } + 1
    }

    private static func fix(_ fixIt: FixIt, in file: SourceFile) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fixIt.message))])),
            (
                "artifactChanges",
                .array([
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(file.path)))])),
                        (
                            "replacements",
                            .array(
                                fixIt.edits.map { edit in
                                    .object([
                                        ("deletedRegion", region(edit.range, in: file)),
                                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                                    ])
                                })
                        ),
                    ])
                ])
            ),
        ])
    }

    /// `path` as a relative URI reference: bytes outside RFC 3986's unreserved set and `/`
    /// are percent-encoded.
    public static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let isUnreserved =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || "-._~/".utf8.contains(byte)
            if isUnreserved {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
