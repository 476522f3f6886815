import Foundation

/// Runs external programs for the tests (graphviz, python3, the built `scenec`), with their
/// output captured through temporary files so that no pipe can fill up and block.
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
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-checker-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// The full path of `name` found on `PATH`, if any.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The `scenec` binary built next to this test bundle (any scratch path works).
    static var scenec: String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the test binary sits inside `scenecPackageTests.xctest/Contents/MacOS`.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("scenec").path
    }

    /// Whether the Python `jsonschema` package can be imported by `python3`.
    static let hasJSONSchema: Bool = {
        guard let python = which("python3") else { return false }
        return (try? program(python, ["-c", "import jsonschema"]).status) == 0
    }()
}
