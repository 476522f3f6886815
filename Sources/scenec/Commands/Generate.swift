import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

/// `scenec generate SCENE --output DIR`: writes the setup code `<Scene>Scene.swift` and the layout tests
/// `<Scene>LayoutTests.swift` (or `<Scene>LayoutTests1.swift`, … for big scenes) into DIR.
///
/// Exit codes: 0 success (or, with `--check`, output up to date); 1 when the scene has errors (nothing is
/// written) or, with `--check`, when a generated file on disk is missing or differs; 2 for usage and I/O
/// problems (an output path that is not a directory, or cannot be created or written).
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift setup code and XCTest layout tests for a scene.",
        discussion: """
            For a scene named Music, writes MusicScene.swift (the page enum, a typed navigator in which only \
            declared pushes exist, the scene as runtime values and its entry points; it imports only \
            ScenecRuntime outside its UIKit part) and MusicLayoutTests.swift (UI layout tests: a table of \
            every navigation state per device, run on the scene's view controllers; split into \
            MusicLayoutTests1.swift, MusicLayoutTests2.swift, … above 200 states). The tests import \
            the module given by --module (default: the scene's name).

            The output directory is created when missing. Files are written atomically and only when their \
            content changes. With --check nothing is written: the command lists the files that are missing or \
            differ and exits 1 if there are any.

            For build systems that must name the outputs before the scene is read (the ScenecPlugin build-tool \
            plugin): --only setup|tests writes one kind of file, --test-files N always writes exactly N test \
            files (PREFIXLayoutTests.swift when N is 1, else PREFIXLayoutTests1.swift … PREFIXLayoutTestsN.swift; \
            some may hold no test), --setup-files N writes the setup code in exactly N files (PREFIXScene.swift, \
            then PREFIXScene2.swift … PREFIXSceneN.swift with the pages' own declarations, compiled in parallel; \
            some may hold no page), and --file-prefix PREFIX names the files from PREFIX instead of the scene's \
            name (the classes and types keep the scene's name).
            """
    )

    @Argument(help: "The scene file ('-' reads standard input).")
    var scene: String

    @Option(help: "The directory to write into; it is created, with its parents, when missing.")
    var output: String

    @Option(help: "The module that holds the setup code, which the tests import (default: the scene's name).")
    var module: String?

    @Option(help: "The access level of the setup code: public or internal (default: public).")
    var access: GenerationRequest.Access = .public

    @Flag(help: "Write nothing; exit 1 and list the stale files when the output on disk differs.")
    var check = false

    @Option(help: "Write only the setup code or only the layout tests: setup or tests (default: both).")
    var only: GenerationRequest.Kind?

    @Option(
        name: .customLong("test-files"),
        help: "Split the layout tests into exactly this many files, 1 to 64 (default: at most 200 states a file).")
    var testFiles: Int?

    @Option(
        name: .customLong("setup-files"),
        help: "Split the setup code into exactly this many files, 1 to 64 (default: 1).")
    var setupFiles: Int?

    @Option(
        name: .customLong("file-prefix"),
        help: "Name the files PREFIXScene.swift and PREFIXLayoutTests….swift (default: the scene's name).")
    var filePrefix: String?

    func validate() throws {
        if let testFiles, !(1...64).contains(testFiles) {
            throw ValidationError("--test-files must be between 1 and 64, not \(testFiles)")
        }
        if let setupFiles, !(1...64).contains(setupFiles) {
            throw ValidationError("--setup-files must be between 1 and 64, not \(setupFiles)")
        }
        if let problem = filePrefix.flatMap(GenerateJob.filePrefixProblem) { throw ValidationError(problem) }
    }

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @OptionGroup var severityOptions: SeverityOptions

    /// Compiles, then writes (or with `--check` compares) the files (`GenerateJob`, shared with `scenec-generate`).
    /// Every problem, the output's SC5xxx included, is a diagnostic of the scene, reported once at the end in the
    /// chosen format; the exit status is the worst one: 2 for SC5005 and SC5001–SC5003, 1 for the scene's errors and
    /// SC5004.
    func run() throws {
        let file = try SceneReader.read(scene)
        var result = Compiler(severities: try severityOptions.overrides()).compile(file)
        let job = GenerateJob(
            scene: scene, output: output, module: module, access: access, check: check, only: only,
            testFiles: testFiles, setupFiles: setupFiles, filePrefix: filePrefix)
        let outcome = job.write(&result, fails: diagnosticOptions.fails)
        if !result.diagnostics.isEmpty { diagnosticOptions.report([result]) }
        let status = job.finish(outcome)
        if status != 0 { throw ExitCode(status) }
    }
}
