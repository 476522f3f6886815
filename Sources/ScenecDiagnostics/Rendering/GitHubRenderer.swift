import ScenecOutput

/// Renders diagnostics as GitHub Actions workflow commands, one line each, which the Actions
/// runner turns into annotations on the pull request:
///
///     ::error file=Music.scene.yaml,line=5,col=11,endLine=5,endColumn=14,title=SC3001::no page named 'hom'
///
/// `line`/`col` are 1-based, columns count UTF-8 bytes and `endColumn` is exclusive, as in the
/// JSON format; a file-level diagnostic has `file` alone. Help lines follow the message after an
/// escaped line break. Does no I/O.
public enum GitHubRenderer {
    /// One line per diagnostic, each ending with a newline.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { line($0, in: file) + "\n" }.joined()
    }

    /// The workflow command of one diagnostic, without a line break.
    public static func line(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let start = file.location(of: diagnostic.range.start)
        let end = file.location(of: diagnostic.range.end)
        let position = [
            ("line", String(start.line)), ("col", String(start.column)), ("endLine", String(end.line)),
            ("endColumn", String(end.column)),
        ]
        let properties =
            [("file", DisplayText.escaped(file.path))] + (diagnostic.isFileLevel ? [] : position)
            + [("title", diagnostic.code.rawValue)]
        // Values in the message are escaped (`DisplayText`) before the help lines are joined with real line
        // breaks, which the annotation shows as lines; a value's own line breaks stay escapes.
        var message = DisplayText.escaped(diagnostic.message)
        for help in diagnostic.help { message += "\nhelp: " + DisplayText.escaped(help) }
        return "::\(command) "
            + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            + "::" + escapeData(message)
    }

    /// Escapes a message: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        ScalarEscaping.escaped(text, dataEscapes)
    }

    /// Escapes a property value: as a message, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        ScalarEscaping.escaped(escapeData(text), propertyEscapes)
    }

    private static let dataEscapes = ScalarEscaping.Table(["%": "%25", "\r": "%0D", "\n": "%0A"])
    private static let propertyEscapes = ScalarEscaping.Table([":": "%3A", ",": "%2C"])
}
