import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

private let golden = Paths.directory(of: #filePath) + "/Golden"

@Suite(.serialized) struct ValidateCommandTests {
    @Test func validExamplesExitZero() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Scenec.repository + "/examples")
            .filter { $0.hasSuffix(".scene.yaml") }.sorted().map { "examples/" + $0 }
        let result = try Scenec.run(["validate"] + examples)
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        expectEqual(result.stderr, "scenec: 0 errors, 0 warnings in \(examples.count) files\n")
    }

    @Test func mistakesExitOneWithTheRenderedDiagnostics() throws {
        let directory = try Scenec.temporaryDirectory()
        try """
        scene: Music
        version: 1
        tabs:
          - titel: Browse
            root: browse
            badgeColor: #FF3B30
        pages:
          browse:
            type: App.Browse
            size: "472"

        """.write(toFile: directory + "/Music.scene.yaml", atomically: true, encoding: .utf8)
        let result = try Scenec.run(["validate", "Music.scene.yaml"], in: directory)
        expectEqual(result.status, 1)
        #expect(result.stdout.isEmpty)
        #expect(Golden.check(result.stderr, against: golden + "/validate-mistakes.txt") == nil)

        let json = try Scenec.run(["validate", "--format", "json", "Music.scene.yaml"], in: directory)
        expectEqual(json.status, 1)
        #expect(Golden.check(json.stdout, against: golden + "/validate-mistakes.json") == nil)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = parsed?["diagnostics"] as? [[String: Any]]
        expectEqual(diagnostics?.count, 3)
        #expect(diagnostics?.first?["line"] as? Int == 4)
        #expect(diagnostics?.first?["column"] as? Int == 5)
        let keys = Set(diagnostics?.first.map { Array($0.keys) } ?? [])
        let required: Set<String> = [
            "code", "severity", "message", "file", "line", "column", "endLine", "endColumn", "notes", "fixIts",
        ]
        #expect(keys.isSuperset(of: required))
    }

    @Test func syntaxErrorIsLocated() throws {
        let result = try Scenec.run(["validate", "-"], input: Array("scene: Music\nversion:1\npages: {}\n".utf8))
        expectEqual(result.status, 1)
        #expect(result.stderr.hasPrefix("<stdin>:2:1: error: expected ': ' between a key and its value [SC1003]\n"))
    }

    @Test func missingFileAndDirectoryExitTwo() throws {
        let missing = try Scenec.run(["validate", "nope.scene.yaml"])
        expectEqual(missing.status, 2)
        expectEqual(missing.stderr, "scenec: error: cannot read 'nope.scene.yaml': No such file or directory\n")
        let directory = try Scenec.run(["validate", "examples"])
        expectEqual(directory.status, 2)
        expectEqual(directory.stderr, "scenec: error: 'examples' is a directory, not a scene file\n")
    }

    @Test func everyArgumentGetsItsResultInOrderAndTheWorstExitStatus() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileIO.write(
            "scene: Bad\nversion: 1\nroot: home\npages:\n  home: {type: App.Home, push: [nowhere]}\n",
            to: directory + "/bad.scene.yaml")
        try FileManager.default.createDirectory(atPath: directory + "/scenes", withIntermediateDirectories: true)
        let ride = Scenec.repository + "/examples/Ride.scene.yaml"
        let arguments = ["bad.scene.yaml", "scenes", ride, "missing.scene.yaml"]

        let text = try Scenec.run(["validate"] + arguments, in: directory)
        expectEqual(text.status, 2)
        let bad = try #require(text.stderr.range(of: "bad.scene.yaml:5:"), "\(text.stderr)")
        let scenes = try #require(text.stderr.range(of: "scenec: error: 'scenes' is a directory, not a scene file\n"))
        let missing = try #require(
            text.stderr.range(of: "scenec: error: cannot read 'missing.scene.yaml': No such file or directory\n"))
        #expect(bad.lowerBound < scenes.lowerBound && scenes.lowerBound < missing.lowerBound)
        #expect(text.stderr.hasSuffix("\nscenec: 1 error, 0 warnings in 2 files\n"), "\(text.stderr)")

        let json = try Scenec.run(["validate", "--format", "json"] + arguments, in: directory)
        expectEqual(json.status, 2)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(parsed?["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.map { $0["file"] as? String }, ["bad.scene.yaml"])
        expectEqual(
            json.stderr,
            "scenec: error: 'scenes' is a directory, not a scene file\n"
                + "scenec: error: cannot read 'missing.scene.yaml': No such file or directory\n")

        // The exit status is the worst of the arguments': 1 for errors in a scene, 2 for a file that cannot be read.
        expectEqual(try Scenec.run(["validate", "bad.scene.yaml", ride], in: directory).status, 1)
        expectEqual(try Scenec.run(["validate", ride, "scenes"], in: directory).status, 2)
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let directory = try Scenec.temporaryDirectory()
        let fifo = directory + "/pipe.scene.yaml"
        expectEqual(mkfifo(fifo, 0o600), 0)
        let result = try Scenec.run(["validate", fifo])
        expectEqual(result.status, 2)
        #expect(result.stderr.contains("is a FIFO, not a scene file"))
    }

    @Test func usageErrorsExitTwo() throws {
        let noFiles = try Scenec.run(["validate"])
        expectEqual(noFiles.status, 2)
        #expect(noFiles.stderr.contains("Missing expected argument"))
        let badFormat = try Scenec.run(["validate", "--format", "xml", "examples/Ride.scene.yaml"])
        expectEqual(badFormat.status, 2)
        let unknown = try Scenec.run(["frobnicate"])
        expectEqual(unknown.status, 2)
    }

    @Test func versionAndHelp() throws {
        let version = try Scenec.run(["--version"])
        expectEqual(version.status, 0)
        #expect(version.stdout.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil)
        let help = try Scenec.run(["validate", "--help"])
        expectEqual(help.status, 0)
        for flag in ["--format", "--color", "--warnings-as-errors", "<files>"] {
            #expect(help.stdout.contains(flag), "help mentions \(flag)")
        }
    }

    @Test func colourOnlyWhenAskedAndNeverWithNoColor() throws {
        let input = Array("scene: 1x\n".utf8)
        let plain = try Scenec.run(["validate", "-"], input: input)
        #expect(!plain.stderr.contains("\u{1B}["), "not a terminal: no colour")
        let always = try Scenec.run(["validate", "--color", "always", "-"], input: input)
        #expect(always.stderr.contains("\u{1B}[1;31merror\u{1B}[0m"))
        let noColor = try Scenec.run(
            ["validate", "--color", "always", "-"], input: input, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stderr.contains("\u{1B}["))
    }

    @Test func hostileInputsEndInALocatedErrorAndExitOne() throws {
        var laughs = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (name, previous) in zip(
            ["b", "c", "d", "e", "f", "g", "h", "i"], ["a", "b", "c", "d", "e", "f", "g", "h"])
        {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        var random = SplitMix64(seed: 7)
        let inputs: [(String, [UInt8], String)] = [
            ("empty", [], "SC2019"),
            ("random bytes", (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }, "error:"),
            ("invalid UTF-8", Array("scene: ".utf8) + [0xC3, 0x28], "SC1001"),
            ("NUL", Array("scene: a".utf8) + [0] + Array("\n".utf8), "SC1002"),
            ("nested brackets", Array(String(repeating: "[", count: 100_000).utf8), "SC1016"),
            ("billion laughs", Array(laughs.utf8), "SC1011"),
            ("20 MB line", Array(("title: " + String(repeating: "x", count: 20 << 20)).utf8), "SC1018"),
        ]
        for (name, bytes, expected) in inputs {
            let result = try Scenec.run(["validate", "-"], input: bytes)
            expectEqual(result.status, 1, "\(name): exit \(result.status)")
            #expect(result.stderr.contains(expected), "\(name): \(result.stderr.prefix(300))")
            #expect(result.stderr.hasPrefix("<stdin>:"), "\(name) is located")
        }
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let result = try Scenec.run(["schema"])
        expectEqual(result.status, 0)
        let committed = try String(contentsOfFile: Scenec.repository + "/Schemas/scene.schema.json", encoding: .utf8)
        expectEqual(result.stdout, committed)
    }

    @Test func explainPrintsTheLongExplanation() throws {
        let result = try Scenec.run(["explain", "sc2001"])
        expectEqual(result.status, 0)
        #expect(result.stdout.hasPrefix("SC2001: a key is not part of the scene format (error)\n"))
        #expect(result.stdout.contains("Example:") && result.stdout.contains("Fix:"))
        let unknown = try Scenec.run(["explain", "SC9999"])
        expectEqual(unknown.status, 2)
    }

    @Test func outputIsIdenticalAcrossProcesses() throws {
        let first = try Scenec.run(
            ["validate", "--format", "json", "examples/Music.scene.yaml", "-"], input: Array("scene: [\n".utf8))
        let second = try Scenec.run(
            ["validate", "--format", "json", "examples/Music.scene.yaml", "-"], input: Array("scene: [\n".utf8))
        expectEqual(first.stdout, second.stdout)
        expectEqual(first.stderr, second.stderr)
    }
}
