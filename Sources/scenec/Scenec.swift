import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

/// The `scenec` command: the only part of scenec that reads files, prints or exits.
///
/// Exit codes: 0 success; 1 errors were found in a scene; 2 usage or I/O problems.
@main
struct Scenec: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "A compiler for declarative navigation scenes.",
        discussion: """
            scenec reads a *.scene.yaml file (side tabs, stacked pages, pagers, sticky headers, \
            transitions and page stacks), checks it, and generates Swift setup code and layout tests.

            Exit status: 0 on success, 1 when a scene has errors, 2 for usage or I/O problems.
            """,
        version: version,
        subcommands: [
            Validate.self, Schema.self, Explain.self, Graph.self, Layout.self, Preview.self, Generate.self, Init.self,
        ]
    )

    /// Runs the command; every error ends in `finish(with:)`.
    static func main() {
        Platform.tuneAllocator()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            finish(with: error)
        }
    }

    /// Ends the process after `error`, the one place where errors become output: an `ExitCode` exits with its code
    /// (the command printed its own message); a help or version request prints as ArgumentParser prints it, exit 0;
    /// anything else (ArgumentParser's parse errors, the `ValidationError`s of `validate()`) is a usage error: one
    /// line `scenec: error: …` on standard error and exit 2, as docs/commands.md says.
    static func finish(with error: any Error) -> Never {
        if let code = error as? ExitCode { Platform.terminate(code.rawValue) }
        if exitCode(for: error) == .success { exit(withError: error) }
        Output.standardError.write("scenec: error: \(usageMessage(for: error))\n")
        Platform.terminate(2)
    }

    /// ArgumentParser's message for `error` without its usage text, on one line.
    static func usageMessage(for error: any Error) -> String {
        let lines = message(for: error).split(whereSeparator: \.isNewline).map {
            $0.trimmingPrefix(while: \.isWhitespace)
        }
        let text = lines.filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? String(describing: error) : text
    }
}

extension SceneReader {
    /// Reads `path` ('-' for standard input) into a `SourceFile`; on I/O problems prints the error and throws
    /// exit code 2.
    static func read(_ path: String) throws -> SourceFile {
        do {
            return try load(path)
        } catch {
            Output.standardError.write("scenec: error: \(DisplayText.escaped(error.description))\n")
            throw ExitCode(2)
        }
    }
}
