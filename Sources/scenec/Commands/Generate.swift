import ArgumentParser
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecModel

/// `scenec generate SCENE --output DIR`: writes the setup code `<Scene>Scene.swift` and the layout tests
/// `<Scene>LayoutTests.swift` (or `<Scene>LayoutTests1.swift`, … for big scenes) into DIR.
///
/// Exit codes: 0 success (or, with `--check`, output up to date); 1 when the scene has errors (nothing is
/// written) or, with `--check`, when a generated file on disk is missing or differs; 2 for usage and I/O
/// problems (an output path that is not a directory, or cannot be created or written).
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift setup code and XCTest layout tests for a scene.",
        discussion: """
            For a scene named Music, writes MusicScene.swift (the page enum, a typed navigator in which only \
            declared pushes exist, the scene as runtime values and its entry points; it imports only \
            ScenecRuntime) and MusicLayoutTests.swift (one XCTest per device and navigation state, split \
            into MusicLayoutTests1.swift, MusicLayoutTests2.swift, … above 200 tests). The tests import \
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
    var access: AccessOption = .public

    @Flag(help: "Write nothing; exit 1 and list the stale files when the output on disk differs.")
    var check = false

    @Option(help: "Write only the setup code or only the layout tests: setup or tests (default: both).")
    var only: OnlyOption?

    @Option(
        name: .customLong("test-files"),
        help: "Split the layout tests into exactly this many files, 1 to 64 (default: at most 200 tests a file).")
    var testFiles: Int?

    @Option(
        name: .customLong("file-prefix"),
        help: "Name the files PREFIXScene.swift and PREFIXLayoutTests….swift (default: the scene's name).")
    var filePrefix: String?

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: DiagnosticOptions.ColorMode = .auto

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
        if let module, !SwiftIdentifier.isPlain(module) {
            throw ValidationError(
                "--module '\(module)' is not a Swift module name ([A-Za-z_][A-Za-z0-9_]*, not a keyword) "
                    + "[\(DiagnosticCode.invalidModuleName.rawValue)]")
        }
    }

    @OptionGroup var severityOptions: SeverityOptions

    func run() throws {
        let file = try SceneReader.read(scene)
        let result = Compiler(severities: try severityOptions.overrides()).compile(file)
        if !result.diagnostics.isEmpty {
            let options = try DiagnosticOptions.parse(["--color", color.rawValue])
            if options.report([result]) { throw ExitCode(1) }
        }
        let sourceName = self.scene == "-" ? "<stdin>" : String(self.scene.split(separator: "/").last ?? "")
        let options = CodeGenOptions(
            sourceName: sourceName, module: module, access: access.level, testFileCount: testFiles,
            filePrefix: filePrefix)
        // The setup file comes first; the layout test files follow.
        guard let generated = result.generatedFiles(options), let setupName = generated.first?.name else {
            throw ExitCode(1)
        }
        let files = generated.filter {
            switch only {
            case nil: true
            case .setup: $0.name == setupName
            case .tests: $0.name != setupName
            }
        }
        let directory = OutputDirectory(path: output)
        do {
            // `<prefix>Scene.swift`: the prefix of every generated file's name.
            let prefix = String(setupName.dropLast("Scene.swift".count))
            if check {
                try directory.checkNotAFile()
                let leftovers = only == .setup ? [] : directory.leftovers(prefix: prefix, keeping: files.map(\.name))
                let stale =
                    files.filter { !directory.holds(Array($0.contents.utf8), name: $0.name) }.map(\.name) + leftovers
                guard stale.isEmpty else {
                    for name in stale {
                        Output.standardError.write(
                            "scenec: error: '\(directory.path(of: name))' is out of date; run 'scenec generate' "
                                + "[\(DiagnosticCode.staleGeneratedFile.rawValue)]\n")
                    }
                    throw ExitCode(1)
                }
                return
            }
            try directory.create()
            let leftovers = only == .setup ? [] : directory.leftovers(prefix: prefix, keeping: files.map(\.name))
            let written = try directory.write(files)
            try directory.remove(leftovers)
            let unchanged = files.count - written.count
            Output.standardError.write(
                "wrote \(written.count) file\(written.count == 1 ? "" : "s") to '\(output)'"
                    + (unchanged > 0 ? " (\(unchanged) unchanged)" : "") + "\n")
        } catch let failure as OutputDirectory.Failure {
            Output.standardError.write("scenec: error: \(failure)\n")
            throw ExitCode(2)
        }
    }
}

/// The values of `--only`.
enum OnlyOption: String, ExpressibleByArgument, CaseIterable {
    case setup
    case tests
}

/// The values of `--access`.
enum AccessOption: String, ExpressibleByArgument, CaseIterable {
    case `public`
    case `internal`

    /// The generator's access level.
    var level: AccessLevel { self == .public ? .public : .internal }
}
