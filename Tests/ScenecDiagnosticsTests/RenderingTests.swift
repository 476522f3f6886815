import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// The directory of this test target.
private let testDirectory = Paths.directory(of: #filePath)

/// SARIF (validated against the official 2.1.0 schema) and GitHub annotations of a compiled scene's diagnostics.
@Suite struct RenderingTests {
    /// A scene with several diagnostics: notes, fix-its, errors and warnings.
    static let scene = """
        scene: Shop
        version: 1
        tabs:
          - {title: "Home, \\"sweet\\" 100%", root: hme}
          - {title: Cart, root: cart}
        pages:
          home:
            type: App.Home
            push: [detail, detail]
          cart:
            type: App.ShopScene
          detail:
            type: App.Detail
            header: {height: 100, pinHeight: 120}
            pager:
              tabs:
                - {title: Wide, page: inner, width: 50, titleWidth: 60}
          inner:
            type: App.Inner
            scrolls: true
          lonely:
            type: App.Lonely
        """

    static let result = Compiler().compile(SourceFile(path: "Fixtures/sample dir/Shop.scene.yaml", text: scene))

    @Test func sampleHasNotesFixItsErrorsAndWarnings() {
        let diagnostics = RenderingTests.result.diagnostics
        #expect(diagnostics.contains { !$0.notes.compactMap(\.range).isEmpty })
        #expect(diagnostics.contains { !$0.fixIts.isEmpty })
        #expect(diagnostics.contains { $0.severity == .error })
        #expect(diagnostics.contains { $0.severity == .warning })
    }

    func sarif() -> String {
        let result = RenderingTests.result
        return SARIFRenderer.render([(result.file, result.diagnostics)], toolVersion: "0.1.0").serialized() + "\n"
    }

    /// The official SARIF 2.1.0 schema, vendored with its notice (see Fixtures/sarif/README.md).
    static let sarifSchema = testDirectory + "/Fixtures/sarif/sarif-schema-2.1.0.json"

    @Test func sarifIsValidAgainstTheOfficialSchema() throws {
        let tool = try Tool.require("check-jsonschema", from: "PyPI package check-jsonschema")
        try #require(
            FileManager.default.fileExists(atPath: Self.sarifSchema),
            "the vendored schema is missing: \(Self.sarifSchema)")
        let output = try Subprocess.run(tool, ["--schemafile", Self.sarifSchema, "-"], input: Array(sarif().utf8))
        expectEqual(output.status, 0, "\(output.stdout)\(output.stderr)")
        // The same check rejects a log without a tool, so a pass above means something.
        let broken = try Subprocess.run(
            tool, ["--schemafile", Self.sarifSchema, "-"],
            input: Array(#"{"version": "2.1.0", "runs": [{"results": []}]}"#.utf8))
        #expect(broken.status != 0)
        #expect(broken.stdout.contains("'tool' is a required property"), "\(broken.stdout)\(broken.stderr)")
    }

    @Test func sarifListsRulesResultsRelatedLocationsAndFixes() throws {
        let data = Data(sarif().utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let used = Set(RenderingTests.result.diagnostics.map(\.code)).sorted()
        expectEqual(rules.map { $0["id"] as? String }, used.map(\.rawValue))
        for (rule, code) in zip(rules, used) {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == code.title)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == code.explanation?.text)
            #expect(
                (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == code.defaultSeverity.rawValue)
            #expect(rule["name"] as? String == SARIFRenderer.ruleName(code))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        expectEqual(results.count, RenderingTests.result.diagnostics.count)
        let first = results[0]
        #expect(first["ruleId"] as? String == "SC3001")
        #expect(first["level"] as? String == "error")
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "Fixtures/sample%20dir/Shop.scene.yaml")
        let region = try #require(location["region"] as? [String: Int])
        expectEqual(region, ["startLine": 4, "startColumn": 43, "endLine": 4, "endColumn": 46])
        #expect(results.contains { $0["relatedLocations"] != nil })
        #expect(results.contains { $0["fixes"] != nil })
    }

    @Test func githubLinesMatchTheGolden() {
        let result = RenderingTests.result
        let text = GitHubRenderer.render(result.diagnostics, in: result.file)
        let lines = text.split(separator: "\n")
        expectEqual(lines.count, result.diagnostics.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
        if let failure = Golden.check(text, against: testDirectory + "/Fixtures/github/Shop.github.txt") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func githubEscaping() {
        expectEqual(GitHubRenderer.escapeData("100% a\r\nb: c, d"), "100%25 a%0D%0Ab: c, d")
        expectEqual(GitHubRenderer.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
        let file = SourceFile(path: "dir,with:odd.yaml", text: "x\n")
        let line = GitHubRenderer.line(
            Diagnostic(.unknownPage, "no page named 'x'\nsecond", at: SourceRange(start: 0, end: 1)), in: file)
        // A line break inside the message is a value's (DisplayText escapes it); only help lines are joined
        // with real line breaks (%0A).
        expectEqual(
            line,
            "::error file=dir%2Cwith%3Aodd.yaml,line=1,col=1,endLine=1,endColumn=2,title=SC3001::"
                + "no page named 'x'\\nsecond")
    }
}
