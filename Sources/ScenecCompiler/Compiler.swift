import Dispatch
public import ScenecCodeGen
public import ScenecDiagnostics
public import ScenecLayout
public import ScenecOutput
public import ScenecRuntime
public import ScenecSema
public import ScenecSyntax

/// Runs scenec's stages in order, like a compiler driver. Does no I/O.
///
/// 1. Syntax: `SourceFile` -> `SyntaxNode`. Stops here on YAML syntax errors.
/// 2. Lowering: `SyntaxNode` -> `Scene`. Recovers; every problem is reported.
/// 3. Checking: `Scene` -> `NavigationGraph`, checked by `Checker` (references,
///    reachability, containment, containers, gestures and generated Swift names). When no error was
///    reported, the checked scene becomes its one runtime model, `SceneDefinition(checked:)`.
/// 4. Layout checks: only when no error was reported so far, every navigation state of every device
///    is enumerated as a navigation script and laid out once by the runtime (`LayoutTable`), and
///    `LayoutChecker` reports what does not fit. `generate` and `layout --all` reuse that table. Without
///    `keepsOutputs` (`validate`) no table is built: only each state's navigation is laid out for the checks.
///
/// Then suppression: a diagnostic whose primary line carries `# scenec:disable CODE`, or
/// whose file carries `# scenec:disable-file CODE`, is dropped and counted
/// (`Suppressions`); YAML syntax errors (SC1xxx) cannot be suppressed.
///
/// Diagnostics come back sorted by position, so output is deterministic.
public struct Compiler: Sendable {
    /// The stage to stop after.
    public enum Stage: Int, Sendable, Comparable {
        case syntax
        case lowering
        case checking
        case layoutChecking

        /// Orders by position in the pipeline.
        public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Limits applied to the syntax stage.
    public var limits: SyntaxLimits
    /// Whether `CompilationResult.syntax` keeps the YAML tree after lowering. Off by default:
    /// the tree is released as soon as the scene is lowered, which lowers peak memory.
    public var keepsSyntaxTree: Bool
    /// Whether `CompilationResult` keeps what the stages produced (scene, graph, definition, layout table). On
    /// by default; a caller that only reports diagnostics (`scenec validate`) turns it off: then the layout checks
    /// lay out only each state's navigation (no layout table is built; the diagnostics are the same), and each
    /// file's outputs are released as soon as its diagnostics are known, on the core that compiled it.
    public var keepsOutputs: Bool
    /// Whether the outputs that a compiler without `keepsOutputs` lets go (scene, definition) are kept alive, never to
    /// be read again, instead of being freed. Off by default, and only for a process that exits right after
    /// reporting (the `scenec` executable's `validate` of one file): freeing a large scene's model one object at a
    /// time costs instructions that the process's exit makes pointless (18 M of the 1,076 M that `validate` takes
    /// on the 10,000-page bench scene with arguments), as clang's `-disable-free` skips freeing its AST. The
    /// outputs stay unreachable until the process ends, so a long-lived caller (the tests, a server) must leave
    /// it off.
    public var abandonsOutputs = false
    /// Severities from the command line (`--error`, `--warning`, `--ignore`); they win over the scene's
    /// `diagnostics:` mapping.
    public var severities: SeverityOverrides

    /// Creates a compiler.
    public init(
        limits: SyntaxLimits = .standard, keepsSyntaxTree: Bool = false, keepsOutputs: Bool = true,
        severities: SeverityOverrides = .init()
    ) {
        self.limits = limits
        self.keepsSyntaxTree = keepsSyntaxTree
        self.keepsOutputs = keepsOutputs
        self.severities = severities
    }

    /// Compiles several files, in parallel on every core; the results are in the order of `files` and each is
    /// exactly what `compile(_:through:)` gives for its file (compilations share nothing).
    public func compile(_ files: [SourceFile], through stage: Stage = .layoutChecking) -> [CompilationResult] {
        guard files.count > 1 else { return files.map { compile($0, through: stage) } }
        let buffer = UnsafeMutableBufferPointer<CompilationResult?>.allocate(capacity: files.count)
        buffer.initialize(repeating: nil)
        defer { buffer.deallocate() }
        // Each iteration writes only its own slot, and concurrentPerform returns after the last one.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots[index] = compile(files[index], through: stage)
        }
        return buffer.compactMap { $0 }
    }

    /// Compiles `file` up to and including `stage`.
    public func compile(_ file: SourceFile, through stage: Stage = .layoutChecking) -> CompilationResult {
        var diagnostics = DiagnosticBag()
        var result = CompilationResult(file: file, diagnostics: [])
        var syntax = SyntaxParser.parse(file, limits: limits, diagnostics: &diagnostics)
        if let tree = syntax, stage >= .lowering {
            result.scene = Lowering.lower(tree, file: file, diagnostics: &diagnostics)
        }
        if keepsSyntaxTree || stage == .syntax {
            result.syntax = syntax
        }
        syntax = nil
        // The scene's `diagnostics:` severities, then the command line's on top. Whether a stage may run
        // depends on the errors as the user chose them: a lowered code does not stop the pipeline.
        let severities = (result.scene?.severities ?? SeverityOverrides()).merging(self.severities)
        if let scene = result.scene, stage >= .checking {
            // Of the graph, the layout checks need only the pages that stacked navigations show: without
            // `keepsOutputs` it is released at the end of this scope, before the definition is built.
            let stacked: [Int]
            do {
                let graph = NavigationGraph(scene)
                Checker.check(scene, graph: graph, file: file, diagnostics: &diagnostics)
                stacked = LayoutChecker.stackedPageIndices(scene, graph: graph)
                if keepsOutputs { result.graph = graph }
            }
            if !severities.hasErrors(diagnostics.all) {
                let definition = SceneDefinition(checked: scene)
                result.definition = definition
                result.links = definition.links
                if stage >= .layoutChecking {
                    // The states first (cheap scripts): a scene whose layout tests would be too large is reported
                    // (SC4009) before any state is laid out, so memory stays bounded for every accepted scene.
                    // Counted per size class before the states are copied for every device: a scene with many
                    // devices is refused before its states are built.
                    let bySizeClass = StateEnumerator.enumerateBySizeClass(
                        definition, limits: scene.tests, assertionBudget: LayoutChecker.maxTestAssertions)
                    if let tooLarge = LayoutChecker.checkTestSize(
                        scene, definition: definition, bySizeClass: bySizeClass)
                    {
                        diagnostics.emit(tooLarge)
                        // Whatever severity the user gives SC4009, the table is not built; say why where it is missed.
                        result.layoutTestsTooLarge = tooLarge
                        return finish(result, diagnostics: diagnostics, severities: severities)
                    }
                    let enumerations = StateEnumerator.perDevice(definition, bySizeClass)
                    if keepsOutputs {
                        let table = LayoutTable(definition, enumerations: enumerations)
                        diagnostics.emit(
                            contentsOf: LayoutChecker.check(
                                scene, stacked: stacked, definition: definition, table: table))
                        result.layoutTable = table
                    } else {
                        // Nothing will read the table: the checks lay out only each state's navigation.
                        diagnostics.emit(
                            contentsOf: LayoutChecker.check(
                                scene, stacked: stacked, definition: definition, enumerations: enumerations))
                    }
                }
            }
        }
        return finish(result, diagnostics: diagnostics, severities: severities)
    }

    /// Applies the severities and suppression comments to `diagnostics`, and releases the outputs unless kept.
    private func finish(
        _ result: CompilationResult, diagnostics: DiagnosticBag, severities: SeverityOverrides
    ) -> CompilationResult {
        var result = result
        let file = result.file
        let all = diagnostics.sorted()
        // Lowered or ignored, these problems still leave no valid Swift: code generation refuses the scene.
        result.codesBlockingGeneration = Array(
            Set(all.lazy.map(\.code).filter(CompilationResult.codesThatBlockGeneration.contains))
        ).sorted()
        let (sorted, ignored) = severities.apply(to: all)
        // Scanning for suppression comments costs a pass over the file: skip it when there is nothing to suppress.
        if sorted.contains(where: { !$0.code.rawValue.hasPrefix("SC1") }) {
            let suppressions = Suppressions(file)
            result.diagnostics = sorted.filter { !suppressions.suppresses($0, in: file) }
        } else {
            result.diagnostics = sorted
        }
        result.suppressedCount = ignored + sorted.count - result.diagnostics.count
        if !keepsOutputs {
            if abandonsOutputs { Abandoned.keepForever(result) }
            result.scene = nil
            result.graph = nil
            result.definition = nil
            result.layoutTable = nil
        }
        return result
    }
}

/// The outputs of one compilation under `Compiler.abandonsOutputs`: retained once more than they are released, so
/// that dropping them from the result frees nothing.
private final class Abandoned: Sendable {
    let scene: Scene?
    let definition: SceneDefinition?

    private init(_ result: CompilationResult) {
        scene = result.scene
        definition = result.definition
    }

    /// Keeps `result`'s scene and definition alive until the process exits (a retain with no release).
    static func keepForever(_ result: CompilationResult) {
        _ = Unmanaged.passRetained(Abandoned(result))
    }
}

/// What a compilation produced: sorted diagnostics and each stage's output that was reached.
public struct CompilationResult: Sendable {
    /// The file compiled.
    public var file: SourceFile
    /// Every diagnostic, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The located YAML tree, when compiling through `.syntax` only or with `keepsSyntaxTree`.
    public var syntax: SyntaxNode?
    /// The lowered scene, unless the file is empty or not a mapping.
    public var scene: Scene?
    /// The scene's navigation graph, when the checking stage ran.
    public var graph: NavigationGraph?
    /// The scene as runtime values, the one model every later stage reads: set when checking found no error.
    public var definition: SceneDefinition?
    /// The scene's links (§10.3) when it has no errors; kept when the other outputs are released (`validate
    /// --format json` lists them).
    public var links: [SceneLink] = []
    /// Every enumerated navigation state of every device, laid out once: set when the layout checks ran.
    public var layoutTable: LayoutTable?
    /// The SC4009 diagnostic, whatever severity it was given, when the layout tests would be too large: then the
    /// layout checks stopped and `layoutTable` is nil, but the setup code and single states can still be made.
    public var layoutTestsTooLarge: Diagnostic?
    /// The codes of `codesThatBlockGeneration` the scene has, whatever severity they were given (an error stops
    /// generation anyway; lowered or ignored, the problem is still there): sorted, empty for most scenes.
    public var codesBlockingGeneration: [DiagnosticCode] = []
    /// The codes whose problem leaves no valid Swift to generate, even when its severity is lowered: a missing
    /// `type` (SC2002), an id or type name that is not Swift (SC2009, SC2010), an argument name the generated code
    /// cannot declare (SC2041: `public var self`, a second `animated`), generated names that collide (SC3017–SC3019)
    /// and link case names that collide (SC3066). `generate` refuses a scene that has one and says so.
    /// `LoweredNameCodeTests` checks every code that can be lowered against this list (issue 41).
    public static let codesThatBlockGeneration: Set<DiagnosticCode> = [
        .missingKey, .invalidIdentifier, .invalidTypeName, .reservedArgumentName, .memberNameCollision,
        .memberNameReserved, .generatedTypeCollision, .duplicateLinkName,
    ]
    /// How many diagnostics `# scenec:disable` comments suppressed (not in `diagnostics`).
    public var suppressedCount = 0

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The layout of the state that `request` names (the options of `scenec layout`), through the same
    /// navigation script and runtime container as every enumerated state. Nil when the scene did not check.
    public func layout(_ request: StateRequest) throws(StateRequest.Failure) -> StateLayout? {
        guard let definition else { return nil }
        let (device, state) = try request.resolve(in: definition)
        return LayoutEngine.layout(state, in: definition, on: device)
    }

    /// Why the layout table that the layout tests and `layout --all` need was not built although the scene has no
    /// error (SC4009 lowered to a warning or ignored): a message for people, or nil.
    public var missingLayoutTableReason: String? {
        guard layoutTable == nil, !hasErrors, let tooLarge = layoutTestsTooLarge else { return nil }
        return tooLarge.message + " [\(tooLarge.code.rawValue)]; " + (tooLarge.help.first ?? "")
    }

    /// The generated files (setup code and layout tests) of a scene without errors, planned from the
    /// definition and the layout table the layout checks computed (no state is laid out again). Nil when
    /// the scene has errors or the layout checks did not run.
    public func generatedFiles(_ options: CodeGenOptions) -> [GeneratedFile]? {
        guard !hasErrors, codesBlockingGeneration.isEmpty, let scene, let definition, let layoutTable else {
            return nil
        }
        return CodeGenerator.generate(scene, definition: definition, table: layoutTable, options: options).files
    }
}

// MARK: - Suppression comments

/// The `# scenec:disable` comments of one file, found by scanning its bytes (comments are
/// not in the syntax tree).
///
/// - `# scenec:disable SC3003` (or `SC3003, SC3012`) suppresses those codes on its own line:
///   a diagnostic is suppressed when its primary range starts on that line.
/// - `# scenec:disable-file SC3003` anywhere suppresses those codes in the whole file.
///
/// A `#` starts a comment only at the start of a line or after a space or tab, and not
/// inside a `'…'` or `"…"` scalar that starts on the same line (a pragmatic reading of YAML:
/// quoted scalars that span lines are not followed). Codes after the directive are separated
/// by commas and/or spaces; scanning stops at the first word that is not a code, so a reason
/// may follow (`# scenec:disable SC3003 kept for the next release`). YAML syntax errors
/// (SC1xxx) are never suppressed: the comments of a file that cannot be parsed cannot be trusted.
public struct Suppressions: Sendable {
    /// Codes suppressed on a 1-based line.
    public private(set) var byLine: [Int: Set<DiagnosticCode>] = [:]
    /// Codes suppressed in the whole file.
    public private(set) var fileWide: Set<DiagnosticCode> = []

    /// Scans `file` for suppression comments.
    public init(_ file: SourceFile) {
        for line in 1...file.lineCount {
            let bytes = Array(file.bytes[file.lineRange(line).start..<file.lineRange(line).end])
            guard let comment = Suppressions.commentStart(in: bytes) else { continue }
            let text = String(decoding: bytes[(comment + 1)...], as: UTF8.self)
            guard let (fileWide, codes) = Suppressions.directive(text) else { continue }
            if fileWide {
                self.fileWide.formUnion(codes)
            } else {
                byLine[line, default: []].formUnion(codes)
            }
        }
    }

    /// Whether `diagnostic` is suppressed (never for SC1xxx).
    public func suppresses(_ diagnostic: Diagnostic, in file: SourceFile) -> Bool {
        guard !diagnostic.code.rawValue.hasPrefix("SC1") else { return false }
        if fileWide.contains(diagnostic.code) { return true }
        let line = file.location(of: diagnostic.range.start).line
        return byLine[line]?.contains(diagnostic.code) ?? false
    }

    /// The index of the `#` that starts a comment in one line's bytes, if any.
    public static func commentStart(in line: [UInt8]) -> Int? {
        var quote: UInt8?
        var index = 0
        while index < line.count {
            let byte = line[index]
            let previous: UInt8? = index > 0 ? line[index - 1] : nil
            if let open = quote {
                if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == open {
                    // '' inside a single-quoted scalar is an escaped quote.
                    if open == UInt8(ascii: "'"), index + 1 < line.count, line[index + 1] == open {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if byte == UInt8(ascii: "#"), previous == nil || previous == 0x20 || previous == 0x09 {
                return index
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\""),
                previous.map({ " \t[{,:-?".utf8.contains($0) }) ?? true
            {
                // A quote opens a scalar only where a value can start (not inside "don't").
                quote = byte
            }
            index += 1
        }
        return nil
    }

    /// Parses ` scenec:disable SC1234, SC2345` (the text after `#`).
    public static func directive(_ text: String) -> (fileWide: Bool, codes: [DiagnosticCode])? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
        let fileWide: Bool
        if rest.hasPrefix("scenec:disable-file") {
            fileWide = true
            rest = rest.dropFirst("scenec:disable-file".count)
        } else if rest.hasPrefix("scenec:disable") {
            fileWide = false
            rest = rest.dropFirst("scenec:disable".count)
        } else {
            return nil
        }
        guard rest.first == " " || rest.first == "\t" else { return nil }
        var codes: [DiagnosticCode] = []
        for word in rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
            guard let code = DiagnosticCode(rawValue: String(word)) else { break }
            codes.append(code)
        }
        return codes.isEmpty ? nil : (fileWide, codes)
    }
}
