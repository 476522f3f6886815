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
            some may hold no test), and --file-prefix PREFIX names the files from PREFIX instead of the scene's \
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
        name: .customLong("file-prefix"),
        help: "Name the files PREFIXScene.swift and PREFIXLayoutTests….swift (default: the scene's name).")
    var filePrefix: String?

    func validate() throws {
        if let testFiles, !(1...64).contains(testFiles) {
            throw ValidationError("--test-files must be between 1 and 64, not \(testFiles)")
        }
        if let filePrefix,
            filePrefix.isEmpty || filePrefix.hasPrefix(".") || filePrefix.contains("/") || filePrefix.contains("\0")
        {
            throw ValidationError(
                "--file-prefix '\(filePrefix)' must be a file name: not empty, no '/', no leading '.'")
        }
    }

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @OptionGroup var severityOptions: SeverityOptions

    /// Compiles, then writes (or with `--check` compares) the files. Every problem, the output's SC5xxx included,
    /// is a diagnostic of the scene, reported once at the end in the chosen format; the exit status is the worst
    /// one: 2 for SC5005 and SC5001–SC5003, 1 for the scene's errors and SC5004.
    func run() throws {
        let file = try SceneReader.read(scene)
        var result = Compiler(severities: try severityOptions.overrides()).compile(file)
        let outcome = write(&result)
        if !result.diagnostics.isEmpty { diagnosticOptions.report([result]) }
        switch outcome {
        case .upToDate: break
        case .wrote(let written, let total):
            let unchanged = total - written
            Output.standardError.write(
                "wrote \(written) file\(written == 1 ? "" : "s") to '\(output)'"
                    + (unchanged > 0 ? " (\(unchanged) unchanged)" : "") + "\n")
        case .failed(let status): throw ExitCode(status)
        }
    }

    /// What `write(_:)` did.
    enum Outcome {
        /// `--check` found every file up to date.
        case upToDate
        /// `written` files of `total` were written (the others were unchanged).
        case wrote(Int, of: Int)
        /// Nothing was written; the exit status.
        case failed(Int32)
    }

    /// Writes or checks the files of `result`, appending the output's problems to its diagnostics.
    private func write(_ result: inout CompilationResult) -> Outcome {
        if let module, !Compiler.isPlainIdentifier(module) {
            result.diagnostics.append(
                .fileLevel(
                    .invalidModuleName,
                    "--module '\(module)' is not a Swift module name ([A-Za-z_][A-Za-z0-9_]*, not a keyword)"))
            return .failed(2)
        }
        let request = GenerationRequest(
            sourceName: scene == "-" ? "<stdin>" : String(scene.split(separator: "/").last ?? ""), module: module,
            access: access, only: only, testFileCount: testFiles, filePrefix: filePrefix)
        guard !diagnosticOptions.fails(result) else { return .failed(1) }
        if !result.codesBlockingGeneration.isEmpty {
            let codes = result.codesBlockingGeneration.map(\.rawValue).joined(separator: ", ")
            Output.standardError.write(
                "scenec: error: no code is generated from a scene with \(codes), even lowered: its problem leaves no "
                    + "valid Swift; fix it ('scenec explain \(result.codesBlockingGeneration[0].rawValue)')\n")
            return .failed(1)
        }
        if let tooLarge = result.setupCodeTooLarge {
            result.diagnostics.append(tooLarge)
            return .failed(1)
        }
        guard let generation = result.generate(request) else {
            if let reason = result.missingLayoutTableReason {
                Output.standardError.write(
                    "scenec: error: the layout tests cannot be generated: \(DisplayText.escaped(reason)); "
                        + "'--only setup' generates the setup code alone\n")
            }
            return .failed(1)
        }
        let directory = OutputDirectory(path: output)
        do throws(OutputDirectory.Failure) {
            if check {
                try directory.checkNotAFile()
                let comparison = directory.batch(writing: false)
                generation.write(to: comparison)
                let stale = comparison.changed + directory.entries().filter(generation.isLeftover).sorted()
                for name in stale {
                    result.diagnostics.append(
                        .fileLevel(
                            .staleGeneratedFile,
                            "'\(directory.path(of: name))' is out of date; run 'scenec generate'"))
                }
                return stale.isEmpty ? .upToDate : .failed(1)
            }
            try directory.create()
            let leftovers = directory.entries().filter(generation.isLeftover).sorted()
            // Each file is rendered straight into its temporary file: no file is held whole.
            let batch = directory.batch()
            generation.write(to: batch)
            let written = try batch.commit()
            try directory.remove(leftovers)
            return .wrote(written.count, of: generation.names.count)
        } catch {
            result.diagnostics.append(error.diagnostic)
            return .failed(2)
        }
    }
}
