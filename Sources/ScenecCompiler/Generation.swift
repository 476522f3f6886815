import ScenecCodeGen
public import ScenecDiagnostics
public import ScenecOutput
import ScenecSema

/// What `scenec generate` asks for: the code generator's options, and which kind of file to keep.
public struct GenerationRequest: Sendable, Hashable {
    /// The access level of the setup code's declarations (`--access`).
    public enum Access: String, Sendable, Hashable, CaseIterable {
        case `public`
        case `internal`
    }

    /// A kind of generated file (`--only`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `<prefix>Scene.swift`.
        case setup
        /// `<prefix>LayoutTests….swift`.
        case tests
    }

    /// The code generator's options: the scene file's name for the headers, the module the tests import, the
    /// access level of the setup code, the number of layout test files and the start of the files' names.
    var options: CodeGenOptions
    /// The one kind of file to generate; nil means both.
    public var only: Kind?

    /// Creates a request; every part defaults as documented on `CodeGenOptions` (a nil `testFileCount` splits at
    /// 200 states a file; `setupFileCount` 1 writes the setup code in one file).
    public init(
        sourceName: String, module: String? = nil, access: Access = .public, only: Kind? = nil,
        testFileCount: Int? = nil, filePrefix: String? = nil, setupFileCount: Int = 1
    ) {
        options = CodeGenOptions(
            sourceName: sourceName, module: module, access: access == .public ? .public : .internal,
            testFileCount: testFileCount, filePrefix: filePrefix, setupFileCount: setupFileCount)
        self.only = only
    }
}

/// The files a `GenerationRequest` asks for, planned and not rendered yet: their names, how to recognise the
/// files of an earlier run they replace, and `write(to:)`, which renders them.
public struct GenerationPlan: Sendable {
    /// The files' names, in the order `write(to:)` writes them: the setup file first, then the layout test files
    /// (only the kind asked for).
    public let names: [String]
    /// The start of every generated file's name (`Music` for `MusicScene.swift`).
    public let filePrefix: String
    /// The one kind of file generated; nil means both.
    public let only: GenerationRequest.Kind?
    /// The plan of the setup file, unless only the tests are asked for.
    let setup: SetupPlan?
    /// The plan of the layout test files, unless only the setup code is asked for.
    let tests: LayoutTestPlan?

    /// Whether `name`, a file in the output directory, is a layout test file of an earlier split of the same scene
    /// that this output does not write (`MusicLayoutTests3.swift` for prefix `Music`), or a part file of setup code
    /// split into more files before (`MusicScene4.swift`), and so is stale. Layout test files never when only the
    /// setup code is generated, setup files never when only the tests are.
    public func isLeftover(_ name: String) -> Bool {
        guard name.hasSuffix(".swift"), !names.contains(name) else { return false }
        func numbered(_ prefix: String, allowsNone: Bool) -> Bool {
            guard name.hasPrefix(prefix) else { return false }
            let middle = name.dropFirst(prefix.count).dropLast(".swift".count)
            return middle.isEmpty ? allowsNone : middle.allSatisfy(\.isNumber)
        }
        return (only != .setup && numbered(filePrefix + "LayoutTests", allowsNone: true))
            || (only != .tests && numbered(filePrefix + "Scene", allowsNone: false))
    }

    /// Renders the files into `sink`, one after the other, each in pieces as it is rendered
    /// (`CodeGenerator.write(setup:tests:to:)`): no file is held whole. The same bytes as `generatedFiles(_:)`.
    public func write(to sink: some GeneratedFileSink) {
        CodeGenerator.write(setup: setup, tests: tests, to: sink)
    }
}

extension CompilationResult {
    /// SC5006 when the scene declares more edges than the setup code may hold (`CodeGenerator.maxSetupEdges`);
    /// `scenec generate` then writes nothing. Nil when the scene did not check or is within the bound.
    public var setupCodeTooLarge: Diagnostic? {
        guard let scene, let definition else { return nil }
        return CodeGenerator.checkSetupSize(scene, definition: definition)
    }

    /// The files `request` asks for, planned from the definition and the layout table the layout checks computed
    /// (no state is laid out again). Nil when the scene has errors or the layout checks did not run; the setup code
    /// alone (`only: .setup`) needs no layout table, so it is planned when the tests would be too large (SC4009
    /// lowered: `missingLayoutTableReason` says why the tests are not).
    public func generate(_ request: GenerationRequest) -> GenerationPlan? {
        guard !hasErrors, codesBlockingGeneration.isEmpty, let scene, let definition,
            layoutTable != nil || request.only == .setup
        else { return nil }
        let options = request.options
        let setup = CodeGenerator.setupPlan(scene, definition: definition, options: options)
        let tests =
            request.only == .setup
            ? nil
            : layoutTable.map {
                CodeGenerator.layoutTestPlan(
                    definition, table: $0, setup: setup, options: options, testFactory: scene.tests.factory)
            }
        let names =
            (request.only == .tests ? [] : [setup.fileName] + setup.partFileNames)
            + (tests?.files.map(\.fileName) ?? [])
        return GenerationPlan(
            names: names, filePrefix: String(setup.fileName.dropLast("Scene.swift".count)), only: request.only,
            setup: request.only == .tests ? nil : setup, tests: tests)
    }
}
