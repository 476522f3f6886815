import ScenecCompiler
import ScenecDiagnostics
import ScenecTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The repository root, found from this file's path.
let repositoryRoot = Paths.repositoryRoot(from: #filePath)

/// This test target's directory (`Tests/ScenecCheckerTests`).
let testDirectory = Paths.directory(of: #filePath)

/// Compiles `text` through every stage and returns the result.
func compile(_ text: String, path: String = "test.scene.yaml") -> CompilationResult {
    Compiler().compile(SourceFile(path: path, text: text))
}

/// Expects the marked scene to produce exactly one diagnostic, of `code`, with exactly
/// `message`, starting at `1️⃣`, with one located note at each of `notes` (markers, in order).
/// When the diagnostic has fix-its, applying them and compiling again must remove every
/// diagnostic of `code`. `hasFixIt` says whether fix-its are expected at all; `fixIt`, that they are and that the
/// first edit of the first one replaces its range with `fixIt`.
@discardableResult
func expectDiagnostic(
    _ source: String, _ code: DiagnosticCode, message: String, notes: [String] = [], hasFixIt: Bool = false,
    fixIt: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let marked = MarkedSource(source)
    let result = compile(marked.text)
    #expect(
        result.diagnostics.map(\.code) == [code], "\(result.diagnostics.map(\.message))",
        sourceLocation: sourceLocation)
    guard let diagnostic = result.diagnostics.first(where: { $0.code == code }) else { return nil }
    #expect(diagnostic.severity == code.defaultSeverity, sourceLocation: sourceLocation)
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(diagnostic.range.start == marked["1️⃣"], "range \(diagnostic.range)", sourceLocation: sourceLocation)
    #expect(diagnostic.label != nil, sourceLocation: sourceLocation)
    let located = diagnostic.notes.compactMap(\.range)
    #expect(
        located.map(\.start) == notes.map { marked[$0] }, "notes \(diagnostic.notes)", sourceLocation: sourceLocation)
    let hasFixIt = hasFixIt || fixIt != nil
    #expect(diagnostic.fixIts.isEmpty == !hasFixIt, "fix-its \(diagnostic.fixIts)", sourceLocation: sourceLocation)
    if let fixIt {
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == fixIt, sourceLocation: sourceLocation)
    }
    if !diagnostic.fixIts.isEmpty {
        let fixed = String(decoding: FixIt.apply(diagnostic.fixIts, to: Array(marked.text.utf8)), as: UTF8.self)
        let again = compile(fixed)
        #expect(
            !again.diagnostics.contains { $0.code == code }, "after the fix-its:\n\(fixed)",
            sourceLocation: sourceLocation)
        let errors = again.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.isEmpty, "after the fix-its: \(errors)", sourceLocation: sourceLocation)
    }
    return diagnostic
}

/// The text golden of a compilation: the plain rendering and the summary line.
func renderedDiagnostics(_ result: CompilationResult) -> String {
    var text = DiagnosticRenderer().render(result.diagnostics, in: result.file)
    if !text.isEmpty { text += "\n" }
    let errors = result.diagnostics.count { $0.severity == .error }
    let warnings = result.diagnostics.count { $0.severity == .warning }
    return text
        + DiagnosticRenderer.summary(errors: errors, warnings: warnings, suppressed: result.suppressedCount, files: 1)
        + "\n"
}

/// The example scenes, as paths relative to the repository root.
let exampleScenes: [String] = FileIO.list(repositoryRoot + "/examples").filter { $0.hasSuffix(".scene.yaml") }
    .map { "examples/" + $0 }

/// Reads a file of the repository.
func readRepositoryFile(_ relativePath: String) -> SourceFile? {
    FileIO.readBytes(repositoryRoot + "/" + relativePath).map { SourceFile(path: relativePath, bytes: $0) }
}
