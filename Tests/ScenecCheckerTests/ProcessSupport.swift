import Foundation
import ScenecTestSupport

/// The checker tests' names for `Subprocess` (graphviz, check-jsonschema).
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
}
