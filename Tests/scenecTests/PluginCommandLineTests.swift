import Foundation
import ScenecTestSupport
import Testing

/// The command lines the plugins run, built by the plugins' own `GenerateCommandLine` (Plugins/Shared, linked into
/// this target), run with the real binary: a scene file whose name looks like an option still generates.
@Suite struct PluginCommandLineTests {
    @Test func aSceneFileNamedLikeAnOptionGenerates() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/-v.scene.yaml"
        FileIO.write(PluginOutputTests.tiny, to: scene)

        // The build-tool plugin: files named from the file's name, `-v`.
        let built = directory + "/built"
        let setup = GenerateCommandLine.build(scene: scene, output: built, kind: "setup", filePrefix: "-v")
        #expect(setup.arguments.contains("--file-prefix=-v"))
        let setupRun = try Scenec.run(setup.arguments)
        #expect(setupRun.status == 0, "\(setupRun.stderr)")
        let tests = GenerateCommandLine.build(
            scene: scene, output: built, kind: "tests", filePrefix: "-v", testFiles: 4, module: "App")
        let testsRun = try Scenec.run(tests.arguments)
        #expect(testsRun.status == 0, "\(testsRun.stderr)")
        #expect(
            FileIO.list(built) == [
                "-vLayoutTests1.swift", "-vLayoutTests2.swift", "-vLayoutTests3.swift",
                "-vLayoutTests4.swift", "-vScene.swift",
            ])

        // The command plugin, and its CI line with paths relative to the package: `-v.scene.yaml` after `--`.
        let committed = GenerateCommandLine.commit(scene: "-v.scene.yaml", output: "Generated", kind: "setup")
        let commitRun = try Scenec.run(committed.arguments, in: directory)
        #expect(commitRun.status == 0, "\(commitRun.stderr)")
        #expect(FileIO.list(directory + "/Generated") == ["TinyScene.swift"])
        let check = GenerateCommandLine.commit(
            scene: "-v.scene.yaml", output: "Generated", kind: "setup", check: true)
        #expect(check.arguments.suffix(3) == ["--check", "--", "-v.scene.yaml"])
        let checkRun = try Scenec.run(check.arguments, in: directory)
        #expect(checkRun.status == 0, "\(checkRun.stderr)")
    }

    /// `swift package generate-scenes --preview` at its lowest level: the command line and page path the command
    /// plugin builds (its `writePreviews`, from these shared functions), run with the real binary in a package
    /// directory, write `.build/scene-previews/<prefix>.preview.html`, the page `scenec preview` writes, even for a
    /// scene named like an option. (The plugin's argument extraction and its package context are SwiftPM's: not
    /// run here.)
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
        #expect(page == directory + "/.build/scene-previews/-v.preview.html")
        let commandLine = GenerateCommandLine.preview(scene: scene, page: page)
        #expect(commandLine.arguments == ["preview", "--output=" + page, "--", scene])
        let run = try Scenec.run(commandLine.arguments, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileIO.list(previews) == ["-v.preview.html"])
        let direct = try Scenec.run(["preview", "Sources/App/-v.scene.yaml"], in: directory)
        let written = try #require(FileIO.read(page))
        #expect(written.hasPrefix("<!DOCTYPE html>") && written.contains("id=\"scene-data\""))
        // The same page as `scenec preview` prints, but for the scene's path, which the page shows.
        #expect(
            written.replacingOccurrences(of: scene, with: "Sources/App/-v.scene.yaml") == direct.stdout,
            "the plugin's page differs from scenec preview's")
    }
}
