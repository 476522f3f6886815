// `scenec-generate`: the tool the plugins run. It does what `scenec generate` and `scenec preview` do for exactly the
// plugins' command lines (Plugins/Shared/GenerateCommandLine.swift): the build-tool plugin's and the command plugin's
// `generate`, the command plugin's `preview`. The same files, messages and exit statuses, through the same code
// (`GenerateJob`, `PreviewJob` and the other files linked from Sources/scenec). It is built without
// swift-argument-parser and without scenec's other commands, so an app's first build with the plugin, and the first
// `swift package generate-scenes`, compile less (Benchmarks/README.md, "The plugin's first build").
import ScenecCompiler
import ScenecDiagnostics

Platform.tuneAllocator()
Platform.terminate(PluginTool.run(Array(CommandLine.arguments.dropFirst())))

/// Runs one command line and returns its exit status: for `generate`, 0 success, 1 when the scene has errors (or with
/// `--check`, a stale file), 2 for usage and I/O problems, each said on standard error in one `scenec: error: …` line;
/// for `preview`, `scenec preview`'s (`PreviewJob.run()`).
enum PluginTool {
    static func run(_ arguments: [String]) -> Int32 {
        let command: PluginArguments
        do {
            command = try PluginArguments(arguments)
        } catch {
            Output.standardError.write(
                "scenec: error: \(DisplayText.escaped(error.message))\n" + PluginArguments.usage + "\n")
            return 2
        }
        switch command.job {
        case .generate(let job): return generate(job, color: command.usesColor)
        case .preview(let job): return job.run()
        }
    }

    /// `scenec generate`'s run for one scene, its diagnostics printed as `--format text` prints them.
    static func generate(_ job: GenerateJob, color: Bool) -> Int32 {
        let file: SourceFile
        do {
            file = try SceneReader.load(job.scene)
        } catch {
            Output.standardError.write("scenec: error: \(DisplayText.escaped(error.description))\n")
            return 2
        }
        var result = Compiler().compile(file)
        let outcome = job.write(&result) { result in result.diagnostics.contains { $0.severity == .error } }
        if !result.diagnostics.isEmpty { Output.standardError.write(report(result, color: color)) }
        return job.finish(outcome)
    }

    /// The diagnostics of `result` and the summary line, as `scenec generate --format text` prints them.
    static func report(_ result: CompilationResult, color: Bool) -> String {
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        let renderer = DiagnosticRenderer(style: color ? .ansi : .plain)
        return renderer.render(result.diagnostics, in: result.file) + "\n"
            + DiagnosticRenderer.summary(
                errors: errors, warnings: warnings, suppressed: result.suppressedCount, files: 1) + "\n"
    }
}

/// The plugins' command line, read without ArgumentParser: `generate` or `preview`, then options `--name=value` (and
/// for `generate` the flag `--check`), then `--` and the scene. Anything else is a usage problem that says why.
struct PluginArguments {
    /// A usage problem.
    struct Problem: Error {
        var message: String
    }

    /// The usage lines, one a command, printed after a usage problem.
    static let usage =
        "usage: scenec-generate generate --output=DIR [--only=setup|tests] [--module=NAME] [--file-prefix=PREFIX] "
        + "[--setup-files=N] [--test-files=N] [--color=auto|always|never] [--check] -- SCENE\n"
        + "       scenec-generate preview --output=FILE -- SCENE"

    /// The options that take a value, by command.
    static let options: [String: Set<String>] = [
        "generate": ["output", "only", "module", "file-prefix", "setup-files", "test-files", "color"],
        "preview": ["output"],
    ]

    /// The flags, by command.
    static let flags: [String: Set<String>] = ["generate": ["check"], "preview": []]

    /// What the command line asks for.
    enum Job {
        case generate(GenerateJob)
        case preview(PreviewJob)
    }

    var job: Job
    /// `--color`: auto (only on a terminal), always or never; NO_COLOR always disables it.
    var color = "auto"

    init(_ arguments: [String]) throws(Problem) {
        guard let command = arguments.first, let options = Self.options[command], let flags = Self.flags[command] else {
            throw Problem(
                message: "expected 'generate' or 'preview' first, not "
                    + (arguments.first.map { "'\($0)'" } ?? "nothing"))
        }
        var values: [String: String] = [:]
        var given: Set<String> = []
        var scene: String?
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == "--" {
                guard rest.count == 1, let only = rest.first else {
                    throw Problem(message: "expected one scene file after '--', not \(rest.count)")
                }
                scene = only
                break
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw Problem(message: "unexpected '\(argument)': the scene file comes last, after '--'")
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            if flags.contains(name) {
                guard body == name else { throw Problem(message: "'--\(name)' takes no value") }
                guard !given.contains(name) else { throw Problem(message: "'--\(name)' is given twice") }
                given.insert(name)
                continue
            }
            guard options.contains(name) else {
                let other = command == "generate" ? "preview" : "generate"
                let elsewhere = Self.options[other]?.contains(name) == true || Self.flags[other]?.contains(name) == true
                throw Problem(
                    message: "unknown option '--\(name)'"
                        + (elsewhere ? " for '\(command)' (only '\(other)' takes it)" : ""))
            }
            guard body.count > name.count else { throw Problem(message: "'--\(name)' needs a value: --\(name)=VALUE") }
            guard values[name] == nil else { throw Problem(message: "'--\(name)' is given twice") }
            values[name] = String(body.dropFirst(name.count + 1))
        }
        guard let scene else { throw Problem(message: "no scene file: end the command line with '-- SCENE'") }
        if command == "preview" {
            guard let output = values["output"] else { throw Problem(message: "'--output=FILE' is missing") }
            job = .preview(PreviewJob(scene: scene, output: output))
            return
        }
        guard let output = values["output"] else { throw Problem(message: "'--output=DIR' is missing") }
        var generate = GenerateJob(
            scene: scene, output: output, module: values["module"], check: given.contains("check"))
        if let only = values["only"] {
            guard let kind = GenerationRequest.Kind(rawValue: only) else {
                throw Problem(message: "'--only' is setup or tests, not '\(only)'")
            }
            generate.only = kind
        }
        generate.setupFiles = try Self.fileCount(values["setup-files"], option: "setup-files")
        generate.testFiles = try Self.fileCount(values["test-files"], option: "test-files")
        if let prefix = values["file-prefix"] {
            if let problem = GenerateJob.filePrefixProblem(prefix) { throw Problem(message: problem) }
            generate.filePrefix = prefix
        }
        if let color = values["color"] {
            guard ["auto", "always", "never"].contains(color) else {
                throw Problem(message: "'--color' is auto, always or never, not '\(color)'")
            }
            self.color = color
        }
        job = .generate(generate)
    }

    /// A number of files, 1 to 64, or nil when not given.
    private static func fileCount(_ text: String?, option: String) throws(Problem) -> Int? {
        guard let text else { return nil }
        guard let count = Int(text), (1...64).contains(count) else {
            throw Problem(message: "--\(option) must be between 1 and 64, not '\(text)'")
        }
        return count
    }

    /// Whether diagnostics are coloured, as `scenec --color` decides.
    var usesColor: Bool {
        if let noColor = Platform.environment("NO_COLOR"), !noColor.isEmpty { return false }
        switch color {
        case "always": return true
        case "never": return false
        default: return Platform.environment("TERM") != "dumb" && Platform.isTerminal(2)
        }
    }
}
