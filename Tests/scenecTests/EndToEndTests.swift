import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// Runs the built `scenec` binary: `graph` in every format, `validate --format sarif|github`, suppression counting
/// and exit codes.
@Suite struct EndToEndTests {
    /// The example scenes, relative to the repository root.
    static let exampleScenes: [String] = FileIO.list(Scenec.repository + "/examples")
        .filter { $0.hasSuffix(".scene.yaml") }.map { "examples/" + $0 }

    /// Writes `text` to a fresh temporary scene file and returns its directory and name.
    func temporaryScene(_ text: String) throws -> (directory: String, name: String) {
        let directory = try temporaryDirectory("e2e")
        FileIO.write(text, to: directory + "/Shop.scene.yaml")
        return (directory, "Shop.scene.yaml")
    }

    static let broken =
        "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n    push: [detial]\n"
        + "  detail:\n    type: App.Detail\n"

    @Test(arguments: ["dot", "mermaid", "json"])
    func graphPrintsTheExportOfEachFormat(format: String) throws {
        let path = "examples/Music.scene.yaml"
        let output = try Scenec.run(["graph", path, "--format", format])
        expectEqual(output.status, 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let file = try #require(
            FileIO.readBytes(Scenec.repository + "/" + path).map { SourceFile(path: path, bytes: $0) })
        let result = Compiler().compile(file)
        let export = GraphExport(scene: try #require(result.scene), graph: try #require(result.graph), file: file)
        let expected =
            format == "dot" ? export.dot() : format == "mermaid" ? export.mermaid() : export.json().serialized() + "\n"
        expectEqual(output.stdout, expected)
    }

    @Test
    func graphOfASceneWithErrorsExitsOne() throws {
        let scene = try temporaryScene(EndToEndTests.broken)
        let output = try Scenec.run(["graph", scene.name, "--format", "json"], in: scene.directory)
        expectEqual(output.status, 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("Shop.scene.yaml:7:12: error: no page named 'detial' [SC3001]"))
        #expect(output.stderr.hasSuffix("scenec: 1 error, 0 warnings in 1 file\n"))
    }

    @Test
    func validateSARIF() throws {
        let scene = try temporaryScene(EndToEndTests.broken)
        let output = try Scenec.run(["validate", scene.name, "--format", "sarif"], in: scene.directory)
        expectEqual(output.status, 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        expectEqual(results?.map { $0["ruleId"] as? String }, ["SC3001"])
    }

    @Test
    func validateGitHub() throws {
        let scene = try temporaryScene(EndToEndTests.broken)
        let output = try Scenec.run(["validate", scene.name, "--format", "github"], in: scene.directory)
        expectEqual(output.status, 1)
        expectEqual(
            output.stdout,
            "::error file=Shop.scene.yaml,line=7,col=12,endLine=7,endColumn=18,title=SC3001::"
                + "no page named 'detial'\n")
    }

    @Test
    func suppressedDiagnosticsAreCountedInTheSummary() throws {
        let scene = try temporaryScene(
            "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n"
                + "  old: # scenec:disable SC3003\n    type: App.Old\n  older:\n    type: App.Older\n")
        let text = try Scenec.run(["validate", scene.name], in: scene.directory)
        expectEqual(text.status, 0)
        #expect(text.stderr.hasSuffix("scenec: 0 errors, 1 warning, 1 suppressed in 1 file\n"), "\(text.stderr)")
        let json = try Scenec.run(["validate", scene.name, "--format", "json"], in: scene.directory)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(log["summary"] as? [String: Int])
        expectEqual(summary, ["errors": 0, "warnings": 1, "suppressed": 1, "files": 1])
        let strict = try Scenec.run(["validate", scene.name, "--warnings-as-errors"], in: scene.directory)
        expectEqual(strict.status, 1)
    }

    @Test
    func exitCodes() throws {
        let clean = try Scenec.run(["validate"] + Self.exampleScenes)
        expectEqual(clean.status, 0)
        expectEqual(clean.stderr, "scenec: 0 errors, 0 warnings in 5 files\n")
        let missing = try Scenec.run(["graph", "no-such.scene.yaml"])
        expectEqual(missing.status, 2)
        let badFormat = try Scenec.run(["graph", "examples/Music.scene.yaml", "--format", "svg"])
        expectEqual(badFormat.status, 2)
        let explain = try Scenec.run(["explain", "SC3005"])
        expectEqual(explain.status, 0)
        #expect(explain.stdout.hasPrefix("SC3005: pages contain each other through pagers (error)\n"))
    }
}
