import Foundation
import ScenecTestSupport

/// Runs the built `scenec` binary, found next to the test bundle (so any scratch path works).
struct Scenec {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run was killed at its time limit.
        var timedOut = false
    }

    static var binary: String { Subprocess.scenecBinary }

    static let repository = Paths.repositoryRoot(from: #filePath)

    /// Runs `scenec arguments…` in `directory` with `input` on stdin and extra environment (`NO_COLOR` is
    /// removed unless given, so colour tests see the flag's effect); killed after `timeLimit`, if given.
    static func run(
        _ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
        in directory: String = repository, timeLimit: Duration? = nil
    ) throws -> Result {
        var variables: [String: String?] = ["NO_COLOR": nil]
        for (name, value) in environment { variables[name] = value }
        let result = try Subprocess.run(
            binary, arguments, in: directory, input: input ?? [], environment: variables, timeLimit: timeLimit)
        return Result(status: result.status, stdout: result.stdout, stderr: result.stderr, timedOut: result.timedOut)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
