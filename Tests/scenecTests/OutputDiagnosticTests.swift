import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The SC5xxx problems of `generate` and `layout --all --output` are diagnostics of the scene file with no place in
/// it, rendered by the same renderers as every other diagnostic, in every format (docs/commands.md, "scenec generate").
@Suite struct OutputDiagnosticTests {
    static let ride = "examples/Ride.scene.yaml"

    /// A temporary directory holding a regular file `file`, where an output directory cannot be.
    static func directoryWithAFile() throws -> String {
        let root = try Scenec.temporaryDirectory()
        FileIO.write("x", to: root + "/file")
        return root
    }

    @Test func textNamesTheSceneFileWithNoLineAndEndsWithTheSummary() throws {
        let root = try Self.directoryWithAFile()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root + "/file", "--color", "always"])
        expectEqual(result.status, 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("examples/Ride.scene.yaml: \u{1B}["), "\(result.stderr)")
        #expect(result.stderr.contains("is not a directory [SC5002]"))
        #expect(!result.stderr.contains(" | "), "no snippet")
        #expect(!result.stderr.contains("scenec: error:"))
    }

    @Test func jsonHasTheFileAndNullPositions() throws {
        let root = try Self.directoryWithAFile()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root + "/file", "--format", "json"])
        expectEqual(result.status, 2)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(parsed["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic["code"] as? String == "SC5002")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["message"] as? String == "output path '\(root)/file' is not a directory")
        #expect(diagnostic["file"] as? String == Self.ride)
        for key in ["line", "column", "endLine", "endColumn"] { #expect(diagnostic[key] is NSNull, "\(key)") }
        let summary = try #require(parsed["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
    }

    @Test func checkReportsEachStaleFileAsAnSC5004InJSONAndExitsOne() throws {
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root + "/out", "--check", "--format", "json"])
        expectEqual(result.status, 1)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(parsed["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.map { $0["code"] as? String }, ["SC5004", "SC5004"])
        expectEqual(
            diagnostics.map { $0["message"] as? String },
            [
                "'\(root)/out/RideScene.swift' is out of date; run 'scenec generate'",
                "'\(root)/out/RideLayoutTests.swift' is out of date; run 'scenec generate'",
            ])
    }

    @Test func githubAnnotatesTheFileAlone() throws {
        let root = try Self.directoryWithAFile()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root + "/file", "--format", "github"])
        expectEqual(result.status, 2)
        expectEqual(
            result.stdout,
            "::error file=examples/Ride.scene.yaml,title=SC5002::output path '\(root)/file' is not a directory\n")
    }

    @Test func sarifHasALocationWithTheArtifactAndNoRegion() throws {
        let root = try Self.directoryWithAFile()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root + "/file", "--format", "sarif"])
        expectEqual(result.status, 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        try #require(results.count == 1)
        #expect(results[0]["ruleId"] as? String == "SC5002")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.ride)
        #expect(physical["region"] == nil)
    }

    @Test func aBadModuleIsAnSC5005OfTheSceneAndExitsTwo() throws {
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run(["generate", Self.ride, "--output", root, "--module", "Ride-App"])
        expectEqual(result.status, 2)
        expectEqual(
            result.stderr,
            "examples/Ride.scene.yaml: error: --module 'Ride-App' is not a Swift module name "
                + "([A-Za-z_][A-Za-z0-9_]*, not a keyword) [SC5005]\n\nscenec: 1 error, 0 warnings in 1 file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test func layoutAllReportsItsOutputProblemInTheChosenFormat() throws {
        let root = try Self.directoryWithAFile()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Scenec.run([
            "layout", Self.ride, "--all", "--output", root + "/file/svg", "--diagnostic-format", "github",
        ])
        expectEqual(result.status, 2)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        expectEqual(
            result.stdout,
            "::error file=examples/Ride.scene.yaml,title=SC5002::cannot create output directory "
                + "'\(root)/file/svg': '\(root)/file' is not a directory\n")
    }
}
