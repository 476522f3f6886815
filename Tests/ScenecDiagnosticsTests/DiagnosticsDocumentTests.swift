import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `docs/diagnostics.md` is generated from the catalogue: a stale file fails here, and `SCENEC_RECORD=1`
/// rewrites it (and fails, as every recording run does).
@Suite struct DiagnosticsDocumentTests {
    static let path = Paths.repositoryRoot(from: #filePath) + "/docs/diagnostics.md"

    @Test("docs/diagnostics.md is the catalogue's document")
    func documentIsUpToDate() {
        if let failure = Golden.check(DiagnosticsDocument.markdown, against: Self.path) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("the document has a row and a section for every code, and no other code")
    func everyCodeOnce() {
        let document = DiagnosticsDocument.markdown
        for code in DiagnosticCode.allCases {
            #expect(document.contains("| [\(code.rawValue)](#\(code.rawValue.lowercased())) |"), "\(code) has no row")
            #expect(document.contains("\n### \(code.rawValue)\n"), "\(code) has no section")
        }
        let sections = document.split(separator: "\n").filter { $0.hasPrefix("### SC") }
        expectEqual(sections.count, DiagnosticCode.allCases.count)
    }
}
