import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics
import ScenecOutput

/// `scenec validate FILE...`: reports every problem of every file.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files and report every problem.",
        discussion: """
            Prints every diagnostic as 'path:line:column: error: message [SCxxxx]' followed by the \
            source line, on standard error (text), or on standard output one JSON document (json), \
            one SARIF 2.1.0 log (sarif) or one GitHub Actions annotation per line (github). \
            Use '-' to read a scene from standard input.

            A comment '# scenec:disable SC3003' (several codes: 'SC3003, SC3012') suppresses those \
            codes on its line; '# scenec:disable-file SC3003' suppresses them in the whole file. \
            Suppressed diagnostics are counted in the summary. YAML syntax errors (SC1xxx) cannot \
            be suppressed.
            """
    )

    @Argument(help: "The scene files to check ('-' reads standard input).")
    var files: [String]

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @OptionGroup var severityOptions: SeverityOptions

    /// Standard input can be read once: a second '-' would be checked as an empty scene.
    func validate() throws {
        if files.count(where: { $0 == "-" }) > 1 {
            throw ValidationError("'-' (standard input) is given more than once; standard input can be read only once")
        }
    }

    /// Checks every file, in order, even after one that cannot be read; exits with the worst status: 2 when a file
    /// could not be read, else 1 when a scene has errors. Reading is I/O and stays here, in argument order; the
    /// files that were read compile in parallel on every core, each keeping only its diagnostics.
    func run() throws {
        var compiler = Compiler(keepsOutputs: false, severities: try severityOptions.overrides())
        // The process exits right after the report: one file's scene model is left for the exit to reclaim rather
        // than freed object by object. Over several files each is freed as it is done, so memory stays bounded.
        compiler.abandonsOutputs = files.count == 1
        var loaded: [Result<SourceFile, SceneReader.Failure>] = []
        for path in files {
            do {
                loaded.append(.success(try SceneReader.load(path)))
            } catch {
                loaded.append(.failure(error))
            }
        }
        var results = compiler.compile(loaded.compactMap { try? $0.get() })[...]
        let outcomes: [DiagnosticOptions.Outcome] = loaded.map { item in
            switch item {
            case .success: .compiled(results.removeFirst())
            case .failure(let error): .unreadable(error.description)
            }
        }
        let failed = diagnosticOptions.report(outcomes)
        if outcomes.contains(where: { $0.result == nil }) { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }
}

/// Options shared by every command that reports diagnostics.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(
        help: """
            How to print diagnostics: text (for people, on stderr), json, sarif (SARIF 2.1.0) or github \
            (GitHub Actions annotations), the last three on stdout.
            """)
    var format: Format = .text

    @Option(help: "Colour text diagnostics: auto (only on a terminal), always or never. NO_COLOR always disables it.")
    var color: ColorMode = .auto

    @Flag(help: "Treat warnings as errors (exit 1 when any warning is reported).")
    var warningsAsErrors = false

    /// What one argument of `validate` gave: a compiled scene, or the reason it could not be read.
    enum Outcome {
        case compiled(CompilationResult)
        case unreadable(String)

        /// The compilation result, if the file was read.
        var result: CompilationResult? {
            if case .compiled(let result) = self { result } else { nil }
        }
    }

    /// Whether `result` fails the run: it has an error, or a warning under `--warnings-as-errors`.
    func fails(_ result: CompilationResult) -> Bool {
        result.diagnostics.contains { $0.severity == .error || warningsAsErrors && $0.severity == .warning }
    }

    /// Prints the results' diagnostics; returns whether the run failed.
    @discardableResult
    func report(_ results: [CompilationResult]) -> Bool {
        report(results.map(Outcome.compiled))
    }

    /// Prints the outcomes in order: each read file's diagnostics and each unreadable file's `scenec: error: …`
    /// line (on standard error, in order with text diagnostics); returns whether a scene failed. The summary counts
    /// the files that were read.
    func report(_ outcomes: [Outcome]) -> Bool {
        let results = outcomes.compactMap(\.result)
        let diagnostics = results.map { result in
            result.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
                return diagnostic
            }
        }
        let errors = diagnostics.joined().count { $0.severity == .error }
        let warnings = diagnostics.joined().count { $0.severity == .warning }
        let suppressed = results.reduce(0) { $0 + $1.suppressedCount }
        switch format {
        case .text:
            let renderer = DiagnosticRenderer(style: useColor ? .ansi : .plain)
            // A blank line after each file's diagnostics; an unreadable file's error is one line. No summary when
            // no file could be read.
            var text = ""
            var afterBlock = false
            var lists = diagnostics.makeIterator()
            for outcome in outcomes {
                switch outcome {
                case .compiled(let result):
                    guard let list = lists.next(), !list.isEmpty else { continue }
                    if !text.isEmpty { text += "\n" }
                    text += renderer.render(list, in: result.file)
                    afterBlock = true
                case .unreadable(let message):
                    if afterBlock { text += "\n" }
                    text += "scenec: error: \(message)\n"
                    afterBlock = false
                }
            }
            if !results.isEmpty {
                if afterBlock { text += "\n" }
                text +=
                    DiagnosticRenderer.summary(
                        errors: errors, warnings: warnings, suppressed: suppressed, files: results.count) + "\n"
            }
            Output.standardError.write(text)
        case .json, .sarif, .github:
            let errors = outcomes.compactMap { if case .unreadable(let message) = $0 { message } else { nil } }
            Output.standardError.write(errors.map { "scenec: error: \($0)\n" }.joined())
        }
        switch format {
        case .text: break
        case .json:
            // Links (§10.3) of the scenes without errors, with their resolved paths: present only when some scene
            // declares links, so the output of every other scene stays as it was.
            let links = results.flatMap(\.linksJSON)
            let linkPairs: [(String, JSONValue)] = links.isEmpty ? [] : [("links", .array(links))]
            let json = JSONValue.object(
                [
                    (
                        "diagnostics",
                        .array(
                            zip(results, diagnostics).flatMap { result, list in
                                list.map { DiagnosticRenderer.json($0, in: result.file) }
                            })
                    )
                ] + linkPairs + [
                    (
                        "summary",
                        .object([
                            ("errors", .int(errors)), ("warnings", .int(warnings)), ("suppressed", .int(suppressed)),
                            ("files", .int(results.count)),
                        ])
                    )
                ])
            Output.standardOutput.write(json.serialized() + "\n")
        case .sarif:
            let files = zip(results, diagnostics).map { (file: $0.file, diagnostics: $1) }
            Output.standardOutput.write(SARIFRenderer.render(files, toolVersion: Scenec.version).serialized() + "\n")
        case .github:
            let lines = zip(results, diagnostics).map { GitHubRenderer.render($1, in: $0.file) }.joined()
            Output.standardOutput.write(lines)
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

/// `--error`, `--warning` and `--ignore`: per-code severities on the command line, over the scene's
/// `diagnostics:` mapping. Shared by every command that compiles a scene.
struct SeverityOptions: ParsableArguments {
    @Option(name: .customLong("error"), help: ArgumentHelp("Report CODE as an error (repeatable).", valueName: "CODE"))
    var errors: [String] = []

    @Option(
        name: .customLong("warning"), help: ArgumentHelp("Report CODE as a warning (repeatable).", valueName: "CODE"))
    var warnings: [String] = []

    @Option(name: .customLong("ignore"), help: ArgumentHelp("Do not report CODE (repeatable).", valueName: "CODE"))
    var ignored: [String] = []

    func validate() throws {
        _ = try overrides()
    }

    /// The overrides these options ask for; a usage error for an unknown code, a code given two levels, or a
    /// syntax error (SC1xxx) that would be lowered.
    func overrides() throws -> SeverityOverrides {
        var pairs: [(DiagnosticCode, SeverityLevel)] = []
        var seen: [DiagnosticCode: SeverityLevel] = [:]
        for (codes, level) in [(errors, SeverityLevel.error), (warnings, .warning), (ignored, .ignore)] {
            for text in codes {
                guard let code = DiagnosticCode(rawValue: text) else {
                    throw ValidationError("'\(text)' is not a diagnostic code (SC1001…SC5005; see scenec explain)")
                }
                if let other = seen[code], other != level {
                    throw ValidationError("\(text) is given both --\(other.rawValue) and --\(level.rawValue)")
                }
                if let reason = SeverityOverrides.whyFixed(code), level != .error {
                    throw ValidationError("\(text) is \(reason), which cannot be lowered")
                }
                seen[code] = level
                pairs.append((code, level))
            }
        }
        return SeverityOverrides(pairs)
    }
}
