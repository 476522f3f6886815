import Foundation

/// The one way the tests run the built `scenec` binary, found next to the test bundle (so any scratch path works).
/// A binary that is not there fails the test that needs it, naming what to build: no test is skipped for it.
public struct Scenec {
    /// What a finished run of `scenec` left behind.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the run was killed at its time limit.
        public var timedOut = false
    }

    /// The `scenec` binary was not built next to the tests.
    public struct BinaryMissing: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "the scenec binary is not at \(path): build it with `swift build --product scenecPackageTests` before running the tests"
        }
    }

    /// The path of the binary (which may not exist; `run` checks).
    public static var binary: String { Subprocess.scenecBinary }

    /// The path of `scenec-generate`, the tool the build-tool plugin runs (built next to `scenec`).
    public static var generateTool: String {
        URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("scenec-generate").path
    }

    /// Runs `scenec-generate arguments…` in `directory`, as `run` runs `scenec`.
    public static func runGenerateTool(_ arguments: [String], in directory: String = repository) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: generateTool) else {
            throw BinaryMissing(path: generateTool)
        }
        let result = try Subprocess.run(generateTool, arguments, in: directory, environment: ["NO_COLOR": nil])
        return Result(status: result.status, stdout: result.stdout, stderr: result.stderr, timedOut: result.timedOut)
    }

    /// The repository root.
    public static let repository = Paths.repositoryRoot(from: #filePath)

    /// Runs `scenec arguments…` in `directory` (the repository root by default) with `input` on stdin and extra
    /// environment (`NO_COLOR` is removed unless given, so colour tests see the flag's effect); killed after
    /// `timeLimit`, if given. Throws `BinaryMissing` when the binary was not built.
    public static func run(
        _ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
        in directory: String = repository, timeLimit: Duration? = nil
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw BinaryMissing(path: binary) }
        var variables: [String: String?] = ["NO_COLOR": nil]
        for (name, value) in environment { variables[name] = value }
        let result = try Subprocess.run(
            binary, arguments, in: directory, input: input ?? [], environment: variables, timeLimit: timeLimit)
        return Result(status: result.status, stdout: result.stdout, stderr: result.stderr, timedOut: result.timedOut)
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> String {
        try ScenecTestSupport.temporaryDirectory()
    }

    /// Writes `text` as `Shop.scene.yaml` in a fresh temporary directory and runs `scenec validate` on it there.
    public static func validate(_ text: String) throws -> (directory: String, result: Result) {
        let directory = try directory(holding: text)
        return (directory, try run(["validate", "Shop.scene.yaml"], in: directory))
    }

    /// A fresh temporary directory holding `text` as the file `name`: where a test runs `scenec` on one scene.
    public static func directory(holding text: String, as name: String = "Shop.scene.yaml") throws -> String {
        let directory = try temporaryDirectory()
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        return directory
    }
}

/// A fresh, empty temporary directory, `scenec-<label>-<UUID>`: the tests' one way to make one. The test removes it.
public func temporaryDirectory(_ label: String = "test") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}
