import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

private let fixtures = Paths.directory(of: #filePath) + "/Fixtures/invalid"

/// Codes whose fixture would be impractically large; each has a unit test with small limits instead.
private let codesTestedWithSmallLimits: Set<DiagnosticCode> = [.fileTooLarge, .scalarTooLong, .tooManyPages]

@Suite struct FixtureTests {
    static let names = FileIO.list(fixtures)

    /// Each invalid fixture has exactly one root cause, named by its directory, and its
    /// plain rendering matches `expected/diagnostics.txt`.
    @Test(arguments: names)
    func invalidFixture(_ name: String) throws {
        let bytes = try #require(FileIO.readBytes("\(fixtures)/\(name)/scene.yaml"))
        let file = SourceFile(path: "\(name)/scene.yaml", bytes: bytes)
        let result = Compiler().compile(file)
        let code = String(name.prefix(6))
        expectEqual(result.diagnostics.map(\.code.rawValue), [code], "\(result.diagnostics.map(\.message))")
        let rendered = DiagnosticRenderer().render(result.diagnostics, in: file)
        let failure = Golden.check(rendered, against: "\(fixtures)/\(name)/expected/diagnostics.txt")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func everySyntaxAndLoweringCodeHasAFixture() {
        let covered = Set(Self.names.map { String($0.prefix(6)) })
        let missing = DiagnosticCode.allCases.filter {
            ($0.rawValue.hasPrefix("SC1") || $0.rawValue.hasPrefix("SC2")) && !covered.contains($0.rawValue)
                && !codesTestedWithSmallLimits.contains($0)
        }
        expectEqual(missing, [])
    }
}

@Suite struct CatalogueTests {
    @Test func codesAreUniqueAndNumbered() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        expectEqual(Set(raw).count, raw.count)
        #expect(raw.allSatisfy { $0.wholeMatch(of: /SC[1-5][0-9]{3}/) != nil })
        expectEqual(raw, raw.sorted(), "the catalogue is kept in numeric order")
    }

    @Test func everyCodeHasATitleAndAnExplanationWithAnExample() {
        for code in DiagnosticCode.allCases {
            #expect(!code.title.isEmpty, "\(code.rawValue)")
            expectEqual(code.title.first?.isUppercase, false, "\(code.rawValue): titles start lowercase")
            let explanation = code.explanation
            #expect(explanation != nil, "\(code.rawValue) has no explanation")
            #expect(explanation.map { !$0.text.isEmpty && !$0.example.isEmpty && !$0.fix.isEmpty } ?? false)
            #expect(code.explainText.contains("Example:") && code.explainText.contains("Fix:"))
        }
    }
}
