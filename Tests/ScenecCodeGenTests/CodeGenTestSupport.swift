import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = Paths.repositoryRoot(from: #filePath)

/// This test target's directory (`Tests/ScenecCodeGenTests`).
let testDirectory = Paths.directory(of: #filePath)

/// The example scenes' names, sorted (`Music`, `News`, `Profile`, `Ride`).
let exampleNames = FileIO.list(repositoryRoot + "/examples").filter { $0.hasSuffix(".scene.yaml") }
    .map { String($0.dropLast(".scene.yaml".count)) }

/// The directory of the built products (`.build/debug`): this test binary's directory, where SwiftPM also
/// puts the `scenec` executable and the `Modules` directory.
let productsDirectory: String = {
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: me).deletingLastPathComponent()
    while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
        || directory.lastPathComponent == "Contents"
    {
        directory.deleteLastPathComponent()
    }
    return directory.path
}()

/// Compiles scene text; the result must have no errors for `generate`.
func compileScene(_ text: String, path: String = "test.scene.yaml") -> CompilationResult {
    Compiler().compile(SourceFile(path: path, text: text))
}

/// Generates the files of scene text that has no errors.
func generateFiles(
    _ text: String, name: String = "Test.scene.yaml", module: String? = nil, access: AccessLevel = .public,
    setupFiles: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [GeneratedFile] {
    let result = compileScene(text, path: name)
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    let options = CodeGenOptions(sourceName: name, module: module, access: access, setupFileCount: setupFiles)
    return try #require(result.generatedFiles(options), sourceLocation: sourceLocation)
}

/// The generated files of example `name` (`Music`).
func exampleFiles(_ name: String) throws -> [GeneratedFile] {
    let path = repositoryRoot + "/examples/\(name).scene.yaml"
    let text = try #require(FileIO.read(path))
    return try generateFiles(text, name: "\(name).scene.yaml")
}

/// A process's exit status and output.
struct ProcessResult {
    var status: Int32
    var output: String
}

/// Runs `executable arguments…` in `directory` with `environment` added, stdout and stderr together, without
/// colour.
func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
) throws -> ProcessResult {
    let result = try Subprocess.run(
        executable, arguments, in: directory, environment: environment.merging(["NO_COLOR": "1"]) { $1 },
        mergingOutput: true)
    return ProcessResult(status: result.status, output: result.stdout)
}

/// Writes `text` to `path`, creating the parent directories.
func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// `text` with the line that contains `mistake`'s first element replaced by its second (a test's one mistake in
/// otherwise right code); `text` itself when `mistake` is nil.
func replacingLine(in text: String, _ mistake: (String, String)?) -> String {
    guard let (line, replacement) = mistake else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = lines.firstIndex { $0.contains(line) }!
    return (lines[..<index] + [replacement] + lines[(index + 1)...]).joined(separator: "\n")
}

/// Type-checks the setup code of `scene` (its file named `name`; in `setupFiles` files) as module `App` with `files`
/// (name, contents) beside it: `swiftc -typecheck`, Swift 6, warnings as errors, against the built ScenecRuntime and
/// ScenecUIKit.
func typecheckSetup(
    of scene: String, name: String, access: AccessLevel = .public, setupFiles: Int = 1,
    with files: [(name: String, contents: String)]
) throws
    -> ProcessResult
{
    let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
    let directory = try temporaryDirectory("typecheck")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let setup = try generateFiles(scene, name: name, module: "App", access: access, setupFiles: setupFiles)
        .prefix(setupFiles)
    for file in setup { try write(file.contents, to: directory + "/" + file.name) }
    for file in files { try write(file.contents, to: directory + "/" + file.name) }
    return try run(
        swiftc,
        [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App",
            "-I", productsDirectory + "/Modules",
        ] + setup.map(\.name) + files.map(\.name),
        in: directory)
}

/// Expects `result` to be a failed compile: a non-zero status and a compiler error, not some other failure.
func expectCompileError(
    _ result: ProcessResult, compiling replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(result.status != 0, "compiled: \(replacement)", sourceLocation: sourceLocation)
    #expect(result.output.contains("error:"), "\(result.output)", sourceLocation: sourceLocation)
}
