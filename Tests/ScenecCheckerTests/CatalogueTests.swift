import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The checker's codes, fixtures, explanations and the example scenes.
@Suite struct CatalogueTests {
    /// Every SC3xxx code.
    static let checkerCodes = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("SC3") }

    /// The fixture directories (`SC3001-unknown-page`, …), sorted.
    static let fixtures = FileIO.list(testDirectory + "/Fixtures").filter { $0.hasPrefix("SC3") }

    @Test func everyCheckerCodeHasAFixtureAnExplanationAndATitle() {
        #expect(CatalogueTests.checkerCodes.count >= 19)
        for code in CatalogueTests.checkerCodes {
            #expect(CatalogueTests.fixtures.contains { $0.hasPrefix(code.rawValue + "-") }, "no fixture for \(code)")
            #expect(code.explanation != nil, "no explanation for \(code)")
            #expect(!code.title.isEmpty && code.title.first!.isLowercase, "title of \(code)")
        }
    }

    @Test func everyFixtureNamesACheckerCode() {
        for fixture in CatalogueTests.fixtures {
            let code = DiagnosticCode(rawValue: String(fixture.prefix(6)))
            expectEqual(code.map(CatalogueTests.checkerCodes.contains), true, "\(fixture)")
        }
    }

    /// Each fixture produces its code (and only checker codes), rendered as in its golden.
    @Test(arguments: fixtures)
    func fixtureMatchesItsGolden(_ fixture: String) throws {
        let relative = "Fixtures/\(fixture)/scene.yaml"
        let bytes = try #require(FileIO.readBytes(testDirectory + "/" + relative))
        let result = Compiler().compile(SourceFile(path: relative, bytes: bytes))
        let code = String(fixture.prefix(6))
        #expect(result.diagnostics.contains { $0.code.rawValue == code }, "\(fixture) does not produce \(code)")
        #expect(result.diagnostics.allSatisfy { $0.code.rawValue.hasPrefix("SC3") })
        let golden = testDirectory + "/Fixtures/\(fixture)/expected/diagnostics.txt"
        if let failure = Golden.check(renderedDiagnostics(result), against: golden) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// The explanation's example produces the code and its fix produces no diagnostic at all.
    @Test(arguments: checkerCodes)
    func explanationExampleAndFix(_ code: DiagnosticCode) throws {
        let explanation = try #require(code.explanation)
        let example = compile(explanation.example)
        expectEqual(example.diagnostics.map(\.code), [code], "\(example.diagnostics.map(\.message))")
        let fixed = compile(explanation.fix)
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.map(\.message))")
        #expect(code.explainText.contains("Example:") && code.explainText.contains("Fix:"))
    }

    @Test func exampleScenesProduceNoDiagnostics() throws {
        expectEqual(exampleScenes.count, 5)
        for path in exampleScenes {
            let file = try #require(readRepositoryFile(path))
            let result = Compiler().compile(file)
            #expect(result.diagnostics.isEmpty, "\(path): \(result.diagnostics.map(\.message))")
            expectEqual(result.suppressedCount, 0)
            #expect(result.graph != nil)
        }
    }
}
