import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

/// `scenec validate FILE...`: reports every problem of every file.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check scene files and report every problem.",
        discussion: """
            Prints every diagnostic as 'path:line:column: error: message [SCxxxx]' followed by the \
            source line, on standard error (text), or one JSON document on standard output (json). \
            Use '-' to read a scene from standard input.
            """
    )

    @Argument(help: "The scene files to check ('-' reads standard input).")
    var files: [String]

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    func run() throws {
        var results: [CompilationResult] = []
        for path in files {
            let file = try SceneReader.read(path)
            results.append(Compiler().compile(file))
        }
        let failed = diagnosticOptions.report(results)
        if failed { throw ExitCode(1) }
    }
}

/// Options shared by every command that reports diagnostics.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "How to print diagnostics: text (for people, on stderr) or json (on stdout).")
    var format: Format = .text

    @Option(help: "Colour text diagnostics: auto (only on a terminal), always or never. NO_COLOR always disables it.")
    var color: ColorMode = .auto

    @Flag(help: "Treat warnings as errors (exit 1 when any warning is reported).")
    var warningsAsErrors = false

    /// Prints the results' diagnostics; returns whether the run failed.
    func report(_ results: [CompilationResult]) -> Bool {
        let diagnostics = results.map { result in
            result.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
                return diagnostic
            }
        }
        let errors = diagnostics.joined().count { $0.severity == .error }
        let warnings = diagnostics.joined().count { $0.severity == .warning }
        switch format {
        case .text:
            let renderer = DiagnosticRenderer(style: useColor ? .ansi : .plain)
            var text = ""
            for (result, list) in zip(results, diagnostics) where !list.isEmpty {
                if !text.isEmpty { text += "\n" }
                text += renderer.render(list, in: result.file)
            }
            if !text.isEmpty { text += "\n" }
            text += DiagnosticRenderer.summary(errors: errors, warnings: warnings, files: results.count) + "\n"
            Output.standardError.write(text)
        case .json:
            let json = JSONValue.object([
                (
                    "diagnostics",
                    .array(zip(results, diagnostics).flatMap { result, list in
                        list.map { DiagnosticRenderer.json($0, in: result.file) }
                    })
                ),
                (
                    "summary",
                    .object([("errors", .int(errors)), ("warnings", .int(warnings)), ("files", .int(results.count))])
                ),
            ])
            Output.standardOutput.write(json.serialized() + "\n")
        }
        return errors > 0
    }

    private var useColor: Bool {
        if let noColor = Platform.environment("NO_COLOR"), !noColor.isEmpty { return false }
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if Platform.environment("TERM") == "dumb" { return false }
            return Platform.isTerminal(2)
        }
    }
}
