import ScenecCodeGen
public import ScenecDiagnostics

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

    /// The scene file's name without directories (`Music.scene.yaml`), for the headers.
    public var sourceName: String
    /// The module that holds the setup code, which the tests import; nil means the scene's name.
    public var module: String?
    /// The access level of the setup code.
    public var access: Access
    /// The one kind of file to generate; nil means both.
    public var only: Kind?
    /// A fixed number of layout test files; nil splits at 200 states a file.
    public var testFileCount: Int?
    /// The start of the files' names; nil means the scene's name.
    public var filePrefix: String?

    /// Creates a request; every part defaults as documented on its property.
    public init(
        sourceName: String, module: String? = nil, access: Access = .public, only: Kind? = nil,
        testFileCount: Int? = nil, filePrefix: String? = nil
    ) {
        self.sourceName = sourceName
        self.module = module
        self.access = access
        self.only = only
        self.testFileCount = testFileCount
        self.filePrefix = filePrefix
    }

    /// The code generator's options.
    var options: CodeGenOptions {
        CodeGenOptions(
            sourceName: sourceName, module: module, access: access == .public ? .public : .internal,
            testFileCount: testFileCount, filePrefix: filePrefix)
    }
}

/// The files a `GenerationRequest` produced, and how to recognise the files of an earlier run they replace.
public struct GenerationOutput: Sendable, Equatable {
    /// The files to write: the setup file first, then the layout test files (only the kind asked for).
    public var files: [GeneratedFile]
    /// The start of every generated file's name (`Music` for `MusicScene.swift`).
    public var filePrefix: String
    /// The one kind of file generated; nil means both.
    public var only: GenerationRequest.Kind?

    /// Whether `name`, a file in the output directory, is a layout test file of an earlier split of the same scene
    /// that this output does not write (`MusicLayoutTests3.swift` for prefix `Music`), and so is stale. Never when
    /// only the setup code is generated.
    public func isLeftover(_ name: String) -> Bool {
        let prefix = filePrefix + "LayoutTests"
        guard only != .setup, name.hasPrefix(prefix), name.hasSuffix(".swift"),
            !files.contains(where: { $0.name == name })
        else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(".swift".count)
        return middle.isEmpty || middle.allSatisfy(\.isNumber)
    }
}

extension CompilationResult {
    /// The files `request` asks for, planned from the definition and the layout table (`generatedFiles(_:)`). Nil
    /// when the scene has errors or the layout checks did not run.
    public func generate(_ request: GenerationRequest) -> GenerationOutput? {
        // The setup file comes first; the layout test files follow.
        guard let generated = generatedFiles(request.options), let setupName = generated.first?.name else {
            return nil
        }
        let files = generated.filter {
            switch request.only {
            case nil: true
            case .setup: $0.name == setupName
            case .tests: $0.name != setupName
            }
        }
        return GenerationOutput(
            files: files, filePrefix: String(setupName.dropLast("Scene.swift".count)), only: request.only)
    }
}
