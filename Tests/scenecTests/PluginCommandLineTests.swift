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
}
