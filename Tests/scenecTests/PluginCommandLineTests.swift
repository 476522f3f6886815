import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The command lines the plugins run, built by the plugins' own `GenerateCommandLine` (Plugins/Shared, linked into
/// this target), run with the real binaries (`scenec-generate`, the tool both plugins run, and `scenec`): a scene
/// file whose name looks like an option still generates, and both write the same files and say the same.
@Suite struct PluginCommandLineTests {
    @Test func aSceneFileNamedLikeAnOptionGenerates() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/-v.scene.yaml"
        FileIO.write(PluginOutputTests.tiny, to: scene)

        // The build-tool plugin: files named from the file's name, `-v`, written by its tool and by `scenec`.
        for tool in ["scenec-generate", "scenec"] {
            let built = directory + "/built-" + tool
            let setup = GenerateCommandLine.build(
                scene: scene, output: built, kind: "setup", filePrefix: "-v", setupFiles: 4)
            #expect(setup.arguments.contains("--file-prefix=-v"))
            #expect(setup.arguments.contains("--setup-files=4"))
            let setupRun = try tool == "scenec" ? Scenec.run(setup.arguments) : Scenec.runGenerateTool(setup.arguments)
            expectEqual(setupRun.status, 0, "\(setupRun.stderr)")
            expectEqual(setupRun.stderr, "wrote 4 files to '\(built)'\n")
            let tests = GenerateCommandLine.build(
                scene: scene, output: built, kind: "tests", filePrefix: "-v", testFiles: 4, module: "App")
            let testsRun = try tool == "scenec" ? Scenec.run(tests.arguments) : Scenec.runGenerateTool(tests.arguments)
            expectEqual(testsRun.status, 0, "\(testsRun.stderr)")
            expectEqual(
                FileIO.list(built),
                [
                    "-vLayoutTests1.swift", "-vLayoutTests2.swift", "-vLayoutTests3.swift",
                    "-vLayoutTests4.swift", "-vScene.swift", "-vScene2.swift", "-vScene3.swift", "-vScene4.swift",
                ])
        }
        for name in FileIO.list(directory + "/built-scenec") {
            expectEqual(
                FileIO.read(directory + "/built-scenec/" + name),
                FileIO.read(directory + "/built-scenec-generate/" + name),
                "\(name)")
        }

        // The command plugin, and its CI line with paths relative to the package: `-v.scene.yaml` after `--`.
        let committed = GenerateCommandLine.commit(scene: "-v.scene.yaml", output: "Generated", kind: "setup")
        let commitRun = try Scenec.run(committed.arguments, in: directory)
        expectEqual(commitRun.status, 0, "\(commitRun.stderr)")
        expectEqual(FileIO.list(directory + "/Generated"), ["TinyScene.swift"])
        let check = GenerateCommandLine.commit(
            scene: "-v.scene.yaml", output: "Generated", kind: "setup", check: true)
        expectEqual(check.arguments.suffix(3), ["--check", "--", "-v.scene.yaml"])
        let checkRun = try Scenec.run(check.arguments, in: directory)
        expectEqual(checkRun.status, 0, "\(checkRun.stderr)")
    }

    /// Every `generate` line the command plugin runs (`generate-scenes`, with and without `--check`: setup code, and
    /// tests with `--module`) is one that `scenec-generate`, its tool, reads: the same files, messages and statuses as
    /// `scenec generate`'s, a stale file's included. Each tool runs in its own copy of the package, so that the
    /// messages, which name the relative paths, compare equal.
    @Test func theCommandPluginsGenerateLinesRunWithItsToolAsWithScenec() throws {
        let setup = GenerateCommandLine.commit(
            scene: "-v.scene.yaml", output: "Sources/App/Generated", kind: "setup", module: "App")
        let tests = GenerateCommandLine.commit(
            scene: "-v.scene.yaml", output: "Tests/AppTests/Generated", kind: "tests", module: "App")
        var checks = [setup, tests]
        for index in checks.indices { checks[index].flags = ["check"] }
        var said: [String: [String]] = [:]
        var written: [String: [String?]] = [:]
        for tool in ["scenec-generate", "scenec"] {
            let directory = try Scenec.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            FileIO.write(PluginOutputTests.tiny, to: directory + "/-v.scene.yaml")
            let run = { (line: GenerateCommandLine) throws -> String in
                let result =
                    try tool == "scenec"
                    ? Scenec.run(line.arguments, in: directory) : Scenec.runGenerateTool(line.arguments, in: directory)
                return "\(result.status) \(result.stdout)|\(result.stderr)"
            }
            var outputs = try [setup, tests, checks[0], checks[1]].map(run)
            let files = ["Sources/App/Generated/TinyScene.swift", "Tests/AppTests/Generated/TinyLayoutTests.swift"]
            written[tool] = files.map { FileIO.read(directory + "/" + $0) }
            FileIO.write("// edited\n", to: directory + "/" + files[0])
            outputs.append(try run(checks[0]))
            said[tool] = outputs
        }
        let tool = try #require(said["scenec-generate"])
        expectEqual(tool, said["scenec"])
        expectEqual(
            Array(tool.prefix(4)),
            [
                "0 |wrote 1 file to 'Sources/App/Generated'\n", "0 |wrote 1 file to 'Tests/AppTests/Generated'\n",
                "0 |", "0 |",
            ])
        #expect(
            tool[4].hasPrefix("1 |-v.scene.yaml: error: 'Sources/App/Generated/TinyScene.swift' is out of date"),
            "\(tool[4])")
        let files = try #require(written["scenec-generate"])
        expectEqual(files, written["scenec"])
        #expect(files.allSatisfy { $0 != nil })
        expectEqual(files[1]?.contains("import App\n"), true)
    }

    /// `swift package generate-scenes --preview` at its lowest level: the command line and page path the command
    /// plugin builds (its `writePreviews`, from these shared functions), run with its tool, `scenec-generate`, in a
    /// package directory, write `.build/scene-previews/<prefix>.preview.html`, the page `scenec preview` writes, even
    /// for a scene named like an option; `scenec` given the same line writes the same bytes and says the same.
    /// (The plugin's argument extraction and its package context are SwiftPM's: not run here.)
    @Test func thePreviewCommandLineWritesThePageIntoBuildScenePreviews() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/Sources/App/-v.scene.yaml"
        try FileManager.default.createDirectory(
            atPath: directory + "/Sources/App", withIntermediateDirectories: true)
        FileIO.write(PluginOutputTests.tiny, to: scene)
        let previews = directory + "/" + GenerateCommandLine.previewDirectory
        try FileManager.default.createDirectory(atPath: previews, withIntermediateDirectories: true)
        let page = GenerateCommandLine.previewPage(directory: previews, filePrefix: "-v")
        expectEqual(page, directory + "/.build/scene-previews/-v.preview.html")
        let commandLine = GenerateCommandLine.preview(scene: scene, page: page)
        expectEqual(commandLine.arguments, ["preview", "--output=" + page, "--", scene])
        let run = try Scenec.runGenerateTool(commandLine.arguments, in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        #expect(run.stderr == "wrote '\(page)'\n" && run.stdout.isEmpty)
        expectEqual(FileIO.list(previews), ["-v.preview.html"])
        let direct = try Scenec.run(["preview", "Sources/App/-v.scene.yaml"], in: directory)
        let written = try #require(FileIO.read(page))
        let reference = try Scenec.run(commandLine.arguments, in: directory)
        #expect(reference.status == 0 && reference.stderr == run.stderr && reference.stdout.isEmpty)
        expectEqual(FileIO.read(page), written, "scenec preview wrote another page from the same line")
        #expect(written.hasPrefix("<!DOCTYPE html>") && written.contains("id=\"scene-data\""))
        // The same page as `scenec preview` prints, but for the scene's path, which the page shows.
        expectEqual(
            written.replacingOccurrences(of: scene, with: "Sources/App/-v.scene.yaml"), direct.stdout,
            "the plugin's page differs from scenec preview's")
    }

    /// `scenec-generate` reads exactly the plugins' command lines; anything else is a usage error (exit 2) that says
    /// why, in one `scenec: error:` line, then the usage line.
    @Test(arguments: [
        ([], "expected 'generate' or 'preview' first, not nothing"),
        (["validate", "--", "a.scene.yaml"], "expected 'generate' or 'preview' first, not 'validate'"),
        (["generate", "--output=out"], "no scene file: end the command line with '-- SCENE'"),
        (
            ["generate", "--output=out", "--", "a.scene.yaml", "b.scene.yaml"],
            "expected one scene file after '--', not 2"
        ),
        (["generate", "--", "a.scene.yaml"], "'--output=DIR' is missing"),
        (["generate", "--output=out", "--format=json", "--", "a.scene.yaml"], "unknown option '--format'"),
        (["generate", "--output", "out", "--", "a.scene.yaml"], "'--output' needs a value: --output=VALUE"),
        (["generate", "--output=a", "--output=b", "--", "a.scene.yaml"], "'--output' is given twice"),
        (
            ["generate", "--output=out", "a.scene.yaml"],
            "unexpected 'a.scene.yaml': the scene file comes last, after '--'"
        ),
        (["generate", "--output=out", "--only=both", "--", "a.scene.yaml"], "'--only' is setup or tests, not 'both'"),
        (
            ["generate", "--output=out", "--test-files=0", "--", "a.scene.yaml"],
            "--test-files must be between 1 and 64, not '0'"
        ),
        (
            ["generate", "--output=out", "--setup-files=x", "--", "a.scene.yaml"],
            "--setup-files must be between 1 and 64, not 'x'"
        ),
        (
            ["generate", "--output=out", "--file-prefix=a/b", "--", "a.scene.yaml"],
            "--file-prefix 'a/b' must be a file name: not empty, no '/', no leading '.'"
        ),
        (
            ["generate", "--output=out", "--color=blue", "--", "a.scene.yaml"],
            "'--color' is auto, always or never, not 'blue'"
        ),
        (["generate", "--output=out", "--check=yes", "--", "a.scene.yaml"], "'--check' takes no value"),
        (["generate", "--output=out", "--check", "--check", "--", "a.scene.yaml"], "'--check' is given twice"),
        (["preview", "--", "a.scene.yaml"], "'--output=FILE' is missing"),
        (["preview", "--output=p.html"], "no scene file: end the command line with '-- SCENE'"),
        (
            ["preview", "--output=p.html", "--check", "--", "a.scene.yaml"],
            "unknown option '--check' for 'preview' (only 'generate' takes it)"
        ),
        (
            ["preview", "--output=p.html", "--only=setup", "--", "a.scene.yaml"],
            "unknown option '--only' for 'preview' (only 'generate' takes it)"
        ),
        (["preview", "--output=p.html", "--watch", "--", "a.scene.yaml"], "unknown option '--watch'"),
        (["preview", "--output=a.html", "--output=b.html", "--", "a.scene.yaml"], "'--output' is given twice"),
        (
            ["preview", "--output=p.html", "a.scene.yaml"],
            "unexpected 'a.scene.yaml': the scene file comes last, after '--'"
        ),
    ])
    func theToolsUsageErrorsSayWhy(arguments: [String], message: String) throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Scenec.runGenerateTool(arguments, in: directory)
        expectEqual(run.status, 2)
        let lines = run.stderr.split(separator: "\n")
        expectEqual(lines.first.map(String.init), "scenec: error: " + message, "\(run.stderr)")
        #expect(lines.count == 3 && lines[1].hasPrefix("usage: scenec-generate generate --output=DIR"))
        expectEqual(lines.last, "       scenec-generate preview --output=FILE -- SCENE")
        #expect(run.stdout.isEmpty && FileIO.list(directory).isEmpty, "nothing is written")
    }

    /// The tool's other failures are `scenec generate`'s, with its statuses: an unreadable scene (2), a scene with
    /// errors (1, its diagnostics and the summary on standard error, nothing written).
    @Test func theToolFailsAsScenecGenerateDoes() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try Scenec.runGenerateTool(
            ["generate", "--output=out", "--", "missing.scene.yaml"], in: directory)
        expectEqual(missing.status, 2)
        #expect(missing.stderr.hasPrefix("scenec: error: cannot read 'missing.scene.yaml': "), "\(missing.stderr)")
        FileIO.write(
            PluginOutputTests.tiny.replacingOccurrences(of: "root: home", with: "root: nowhere"),
            to: directory + "/bad.scene.yaml")
        let arguments = ["generate", "--output=out", "--only=setup", "--color=never", "--", "bad.scene.yaml"]
        let bad = try Scenec.runGenerateTool(arguments, in: directory)
        let reference = try Scenec.run(arguments, in: directory)
        #expect(bad.status == 1 && reference.status == 1)
        expectEqual(bad.stderr, reference.stderr)
        #expect(bad.stderr.contains("bad.scene.yaml:") && bad.stderr.contains("error"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    /// `scenec-generate preview` fails as `scenec preview` does, given the same line: an unreadable scene (2), a scene
    /// with errors (1, its errors on standard error, no page), a page that cannot be written (2, one
    /// `scenec: error:` line); and a scene with only warnings writes its page without printing them (0).
    @Test func theToolsPreviewFailsAsScenecPreviewDoes() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileIO.write(
            PluginOutputTests.tiny.replacingOccurrences(of: "root: home", with: "root: nowhere"),
            to: directory + "/bad.scene.yaml")
        FileIO.write(
            PluginOutputTests.tiny + "diagnostics: {SC2001: warning}\nunknownKey: 1\n",
            to: directory + "/warned.scene.yaml")
        let cases: [(scene: String, page: String, status: Int32, stderr: String)] = [
            ("missing.scene.yaml", "missing.html", 2, "scenec: error: cannot read 'missing.scene.yaml': "),
            ("bad.scene.yaml", "bad.html", 1, "bad.scene.yaml:4:7: error: "),
            ("warned.scene.yaml", "no/such/directory/page.html", 2, "scenec: error: cannot write 'no/such/directory/"),
            ("warned.scene.yaml", "warned.html", 0, "wrote 'warned.html'\n"),
        ]
        for item in cases {
            let line = GenerateCommandLine.preview(scene: item.scene, page: item.page)
            let tool = try Scenec.runGenerateTool(line.arguments, in: directory)
            let toolPage = FileIO.read(directory + "/" + item.page)
            try? FileManager.default.removeItem(atPath: directory + "/" + item.page)
            let reference = try Scenec.run(line.arguments, in: directory)
            #expect(tool.status == item.status && reference.status == item.status, "\(item.scene): \(tool.stderr)")
            #expect(tool.stderr.hasPrefix(item.stderr), "\(item.scene): \(tool.stderr)")
            #expect(tool.stderr == reference.stderr && tool.stdout.isEmpty && reference.stdout.isEmpty)
            expectEqual(toolPage, FileIO.read(directory + "/" + item.page))
            expectEqual((toolPage != nil), (item.status == 0), "\(item.scene): a page only when it succeeds")
        }
    }
}
