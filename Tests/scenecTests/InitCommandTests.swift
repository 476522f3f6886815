import Foundation
import ScenecTestSupport
import Testing

/// `scenec init` end to end: the built binary, run in a temporary directory.
@Suite struct InitCommandTests {
    @Test func initWritesAStarterSceneThatValidatesWithNoDiagnostic() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init", "Music"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote 'Music.scene.yaml'\n")
        let scene = try #require(FileIO.read(directory + "/Music.scene.yaml"))
        #expect(scene.hasPrefix("# yaml-language-server: $schema=https://scenec.dev/schemas/scene.schema.json\n"))
        #expect(scene.contains("\nscene: Music\n"))
        // Adaptive: stacked with a side bar on iPad, pushes with a bottom bar on iPhone, both kinds of device.
        #expect(scene.contains("\nnavigation: {regular: stacked, compact: push}\n"))
        #expect(scene.contains("\ntabBar: {regular: side, compact: bottom}\n"))
        #expect(scene.contains("\ndevices: [ipad-landscape, ipad-portrait, iphone]\n"))
        // The Package.swift lines: the plugin on the app target and on its test target.
        #expect(result.stdout.contains(#".product(name: "ScenecRuntime", package: "scenec")"#), "\(result.stdout)")
        #expect(
            result.stdout.components(separatedBy: #"plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]"#)
                .count == 3, "\(result.stdout)")

        let validate = try Scenec.run(["validate", "--format", "json", "Music.scene.yaml"], in: directory)
        #expect(validate.status == 0, "\(validate.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true, "\(validate.stdout)")
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 0 && summary["warnings"] == 0 && summary["suppressed"] == 0)

        // It generates, too.
        let generate = try Scenec.run(["generate", "Music.scene.yaml", "--output", "."], in: directory)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(FileIO.list(directory).contains("MusicScene.swift"))

        // On the iPhone the layout has a bottom tab bar and no sidebar.
        let layout = try Scenec.run(["layout", "Music.scene.yaml", "--device", "iphone"], in: directory)
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"sidebar\": null,\n  \"tabBar\": {"), "\(layout.stdout)")
    }

    @Test func initRefusesToOverwriteAFileUnlessForced() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Music.scene.yaml"
        FileIO.write("keep me\n", to: path)
        let refused = try Scenec.run(["init", "Music"], in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr == "scenec: error: 'Music.scene.yaml' already exists; use --force to overwrite it\n")
        #expect(refused.stdout.isEmpty)
        #expect(FileIO.read(path) == "keep me\n")

        let forced = try Scenec.run(["init", "--name", "Music", "--force"], in: directory)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileIO.read(path)?.contains("scene: Music") == true)
        #expect(FileIO.list(directory) == ["Music.scene.yaml"], "no temporary file is left behind")
    }

    @Test(arguments: [["9lives"], ["class"], ["my-scene"], ["--name", ""], [], ["Music", "--name", "News"]])
    func initRejectsABadOrMissingName(_ arguments: [String]) throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init"] + arguments, in: directory)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("scenec: error: "), "\(result.stderr)")
        #expect(result.stderr.count { $0 == "\n" } == 1, "one line: \(result.stderr)")
        #expect(FileIO.list(directory).isEmpty)
    }

    @Test func initWritesIntoADirectoryOrAPathAndNamesTheTarget() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(
            atPath: directory + "/Sources/Player", withIntermediateDirectories: true)
        let intoTarget = try Scenec.run(["init", "Music", "--output", "Sources/Player"], in: directory)
        #expect(intoTarget.status == 0, "\(intoTarget.stderr)")
        #expect(FileIO.list(directory + "/Sources/Player") == ["Music.scene.yaml"])
        #expect(intoTarget.stdout.contains(#".target(name: "Player", "#), "\(intoTarget.stdout)")
        #expect(intoTarget.stdout.contains(#".testTarget(name: "PlayerTests", dependencies: ["Player"],"#))

        let named = try Scenec.run(["init", "News", "--output", "Feed.scene.yaml"], in: directory)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(FileIO.read(directory + "/Feed.scene.yaml")?.contains("\nscene: News\n") == true)
        #expect(named.stdout.contains(#".target(name: "MyApp", "#))

        let missing = try Scenec.run(["init", "News", "--output", "nowhere/News.scene.yaml"], in: directory)
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix("scenec: error: output directory 'nowhere' does not exist"), "\(missing.stderr)")
    }
}
