import Foundation
import ScenecTestSupport

/// The checker tests' names for `Subprocess` (graphviz, python3, the built `scenec`).
enum Run {
    /// What a finished program left behind.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` in `directory`, feeding `input` on standard input.
    static func program(
        _ executable: String, _ arguments: [String], in directory: String = repositoryRoot, input: String = ""
    ) throws -> Output {
        let result = try Subprocess.run(executable, arguments, in: directory, input: Array(input.utf8))
        return Output(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// The full path of `name` found on `PATH`, if any.
    static func which(_ name: String) -> String? { Subprocess.which(name) }

    /// The `scenec` binary built next to this test bundle (any scratch path works).
    static var scenec: String { Subprocess.scenecBinary }

    /// Whether the Python `jsonschema` package can be imported by `python3`.
    static let hasJSONSchema: Bool = {
        guard let python = which("python3") else { return false }
        return (try? program(python, ["-c", "import jsonschema"]).status) == 0
    }()
}
