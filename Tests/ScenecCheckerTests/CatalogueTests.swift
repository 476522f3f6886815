import ScenecCompiler
import ScenecDiagnostics
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
            #expect(code.map(CatalogueTests.checkerCodes.contains) == true, "\(fixture)")
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
        #expect(example.diagnostics.map(\.code) == [code], "\(example.diagnostics.map(\.message))")
        let fixed = compile(explanation.fix)
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.map(\.message))")
        #expect(code.explainText.contains("Example:") && code.explainText.contains("Fix:"))
    }

    /// Every code in the README's "Diagnostic codes" table, and every code is a real one. A row names
    /// codes (`SC3012, SC3013`) or ranges (`SC1011–SC1015`); a range counts every number in it.
    @Test func theReadmeTableListsEveryCode() throws {
        let readme = try #require(FileIO.read(repositoryRoot + "/README.md"), "README.md is missing")
        let listed = Self.readmeTableCodes(readme)
        let all = Set(DiagnosticCode.allCases.map(\.rawValue))
        #expect(listed.count >= 60, "the table was not found or is cut short: \(listed.sorted())")
        let missing = all.subtracting(listed).sorted()
        #expect(missing.isEmpty, "README.md's table of diagnostic codes lacks \(missing)")
        let unknown = listed.subtracting(all).sorted()
        #expect(unknown.isEmpty, "README.md's table of diagnostic codes lists codes that do not exist: \(unknown)")
    }

    @Test func readmeTableRowsAndRangesAreRead() {
        let table = """
            | code | meaning |
            |---|---|
            | SC1001 | one |
            | SC1011–SC1013 | a range |
            | SC2009, SC2010 | two |
            | SC3006-SC3007 | a range with a hyphen |
            Not a row: SC9999.
            """
        #expect(
            Self.readmeTableCodes(table) == [
                "SC1001", "SC1011", "SC1012", "SC1013", "SC2009", "SC2010", "SC3006", "SC3007",
            ])
    }

    /// The codes that the first cell of each `| SCnnnn … |` table row of `markdown` names, ranges
    /// (`SC1011–SC1015`, en dash or hyphen) expanded.
    static func readmeTableCodes(_ markdown: String) -> Set<String> {
        var codes: Set<String> = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("| SC") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for item in cell.split(separator: ",") {
                let bounds = item.split { $0 == "–" || $0 == "-" }.map { $0.filter { !$0.isWhitespace } }
                let numbers = bounds.compactMap { $0.hasPrefix("SC") ? Int($0.dropFirst(2)) : nil }
                guard numbers.count == bounds.count, let first = numbers.first, let last = numbers.last, first <= last
                else { continue }
                for number in first...last { codes.insert("SC\(number)") }
            }
        }
        return codes
    }

    @Test func exampleScenesProduceNoDiagnostics() throws {
        #expect(exampleScenes.count == 5)
        for path in exampleScenes {
            let file = try #require(readRepositoryFile(path))
            let result = Compiler().compile(file)
            #expect(result.diagnostics.isEmpty, "\(path): \(result.diagnostics.map(\.message))")
            #expect(result.suppressedCount == 0)
            #expect(result.graph != nil)
        }
    }
}
