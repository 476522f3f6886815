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
        subcommands: [Validate.self, Schema.self, Explain.self, Graph.self, Layout.self, Generate.self, Init.self]
    )

    /// Runs the command, mapping ArgumentParser's usage errors to exit code 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Output.standardError.write(fullMessage(for: error) + "\n")
                Platform.terminate(2)
            }
            exit(withError: error)
        }
    }
}

/// Where text goes; diagnostics to standard error, results to standard output.
enum Output {
    case standardOutput
    case standardError

    func write(_ text: String) {
        Platform.write(Array(text.utf8), to: self == .standardOutput ? 1 : 2)
    }
}
