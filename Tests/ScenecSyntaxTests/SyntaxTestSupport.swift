import ScenecDiagnostics
import ScenecSyntax
import ScenecTestSupport
import Testing

/// Parses marked YAML and returns the tree dump and the sorted diagnostics.
func parse(_ marked: MarkedSource, limits: SyntaxLimits = .standard) -> (tree: String?, diagnostics: [Diagnostic]) {
    let file = marked.file()
    var bag = DiagnosticBag()
    let tree = SyntaxParser.parse(file, limits: limits, diagnostics: &bag)
    return (tree.map { SyntaxDump.render($0, in: file) }, bag.sorted())
}

/// Expects exactly one diagnostic of `code` starting at `marker`, whose message contains `message`.
func expectOne(
    _ source: String, _ code: DiagnosticCode, at marker: String = "1️⃣", message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let marked = MarkedSource(source)
    let (_, diagnostics) = parse(marked)
    #expect(diagnostics.map(\.code) == [code], "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let diagnostic = diagnostics.first else { return nil }
    #expect(diagnostic.range.start == marked[marker], "range \(diagnostic.range)", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(message), "message: \(diagnostic.message)", sourceLocation: sourceLocation)
    #expect(marked.file().contains(diagnostic.range), sourceLocation: sourceLocation)
    return diagnostic
}

/// Applies a diagnostic's fix-its to the unmarked source.
func applyFixIts(_ diagnostic: Diagnostic, to source: String) -> String {
    String(decoding: FixIt.apply(diagnostic.fixIts, to: Array(MarkedSource(source).text.utf8)), as: UTF8.self)
}
