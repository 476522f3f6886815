import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `scenec init` end to end: the built binary, run in a temporary directory.
@Suite struct InitCommandTests {
    @Test func initWritesAStarterSceneThatValidatesWithNoDiagnostic() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init", "Music"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let scene = try #require(FileIO.read(directory + "/Music.scene.yaml"))
        // The schema comment names the schema written next to the scene: `scenec schema`'s output.
        #expect(scene.hasPrefix("# yaml-language-server: $schema=scene.schema.json\n"))
        let schema = try Scenec.run(["schema"], in: directory)
        expectEqual(FileIO.read(directory + "/scene.schema.json"), schema.stdout)
        expectEqual(result.stderr, "wrote 'Music.scene.yaml', 'scene.schema.json' and 'MusicTestFactory.swift'\n")
        #expect(scene.contains("\nscene: Music\n"))
        // Adaptive: stacked with a side bar on iPad, pushes with a bottom bar on iPhone, both kinds of device.
        #expect(scene.contains("\nnavigation: {regular: stacked, compact: push}\n"))
        #expect(scene.contains("\ntabBar: {regular: side, compact: bottom}\n"))
        #expect(scene.contains("\ndevices: [ipad-landscape, ipad-portrait, iphone]\n"))
        // The Package.swift lines: the scenec package this binary was built from, by path; ScenecUIKit (the UI)
        // on the app target, named after the scene (`MusicApp`, issue 43 item 5); the plugin on both.
        let identity = "scenec"
        #expect(
            result.stdout.contains(#"dependencies: [.package(name: "scenec", path: "\#(Scenec.repository)")],"#),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(#".product(name: "ScenecRuntime", package: "\#(identity)")"#), "\(result.stdout)")
        expectEqual(
            result.stdout.components(separatedBy: #".product(name: "ScenecUIKit", package: "\#(identity)")"#).count, 2,
            "\(result.stdout)")
        #expect(result.stdout.contains(#"name: "MusicApp","#) && result.stdout.contains(#"name: "MusicAppTests","#))
        #expect(result.stdout.contains("Move it into your app target's directory (Sources/MusicApp/)"))
        expectEqual(
            result.stdout.components(separatedBy: #"plugins: [.plugin(name: "ScenecPlugin", package: "\#(identity)")]"#)
                .count, 3, "\(result.stdout)")
        // The target needs no exclude: in a package the schema goes to the package's directory.
        #expect(!result.stdout.contains("exclude:"), "\(result.stdout)")
        // The test target's one file (issue 43 item 2): the factory the starter scene's tests name.
        #expect(scene.contains("\ntests: {factory: MusicTestFactory}\n"))
        expectEqual(
            FileIO.read(directory + "/MusicTestFactory.swift")?.contains(
                "final class MusicTestFactory: MusicPageFactory {"), true)

        let validate = try Scenec.run(["validate", "--format", "json", "Music.scene.yaml"], in: directory)
        expectEqual(validate.status, 0, "\(validate.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [String: Any])
        expectEqual((json["diagnostics"] as? [Any])?.isEmpty, true, "\(validate.stdout)")
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 0 && summary["warnings"] == 0 && summary["suppressed"] == 0)

        // It generates, too.
        let generate = try Scenec.run(["generate", "Music.scene.yaml", "--output", "."], in: directory)
        expectEqual(generate.status, 0, "\(generate.stderr)")
        #expect(FileIO.list(directory).contains("MusicScene.swift"))

        // On the iPhone the layout has a bottom tab bar and no sidebar.
        let layout = try Scenec.run(["layout", "Music.scene.yaml", "--device", "iphone"], in: directory)
        expectEqual(layout.status, 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"sidebar\": null,\n  \"tabBar\": {"), "\(layout.stdout)")
    }

    @Test func initRefusesToOverwriteAFileUnlessForced() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Music.scene.yaml"
        FileIO.write("keep me\n", to: path)
        let refused = try Scenec.run(["init", "Music"], in: directory)
        expectEqual(refused.status, 2)
        expectEqual(refused.stderr, "scenec: error: 'Music.scene.yaml' already exists; use --force to overwrite it\n")
        #expect(refused.stdout.isEmpty)
        expectEqual(FileIO.read(path), "keep me\n")

        let forced = try Scenec.run(["init", "--name", "Music", "--force"], in: directory)
        expectEqual(forced.status, 0, "\(forced.stderr)")
        expectEqual(FileIO.read(path)?.contains("scene: Music"), true)
        expectEqual(
            FileIO.list(directory), ["Music.scene.yaml", "MusicTestFactory.swift", "scene.schema.json"],
            "no temporary file is left behind")
    }

    @Test(arguments: [["9lives"], ["my-scene"], ["Müsic"], ["--name", ""], [], ["Music", "--name", "News"]])
    func initRejectsABadOrMissingName(_ arguments: [String]) throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init"] + arguments, in: directory)
        expectEqual(result.status, 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("scenec: error: "), "\(result.stderr)")
        expectEqual(result.stderr.count { $0 == "\n" }, 1, "one line: \(result.stderr)")
        #expect(FileIO.list(directory).isEmpty)
    }

    @Test func initWritesIntoADirectoryOrAPathAndNamesTheTarget() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(
            atPath: directory + "/Sources/Player", withIntermediateDirectories: true)
        let intoTarget = try Scenec.run(["init", "Music", "--output", "Sources/Player"], in: directory)
        expectEqual(intoTarget.status, 0, "\(intoTarget.stderr)")
        // The scene in the target, the schema in the package's directory (the scene's comment names it), the test
        // target's factory in Tests/PlayerTests/, importing the target.
        expectEqual(FileIO.list(directory + "/Sources/Player"), ["Music.scene.yaml"])
        #expect(FileIO.list(directory).contains("scene.schema.json"))
        expectEqual(
            FileIO.read(directory + "/Sources/Player/Music.scene.yaml")?
                .hasPrefix("# yaml-language-server: $schema=../../scene.schema.json\n"), true)
        expectEqual(
            FileIO.read(directory + "/Tests/PlayerTests/MusicTestFactory.swift")?.hasPrefix("import Player\n"), true)
        expectEqual(
            intoTarget.stderr,
            "wrote 'Sources/Player/Music.scene.yaml', 'scene.schema.json' and "
                + "'Tests/PlayerTests/MusicTestFactory.swift'\n", "\(intoTarget.stderr)")
        #expect(intoTarget.stdout.contains(#"name: "Player","#), "\(intoTarget.stdout)")
        #expect(intoTarget.stdout.contains(#"name: "PlayerTests","#), "\(intoTarget.stdout)")
        #expect(intoTarget.stdout.contains(#"dependencies: ["Player"],"#))

        let named = try Scenec.run(["init", "News", "--output", "Feed.scene.yaml"], in: directory)
        expectEqual(named.status, 0, "\(named.stderr)")
        expectEqual(FileIO.read(directory + "/Feed.scene.yaml")?.contains("\nscene: News\n"), true)
        #expect(named.stdout.contains(#"name: "NewsApp","#))

        let missing = try Scenec.run(["init", "News", "--output", "nowhere/News.scene.yaml"], in: directory)
        expectEqual(missing.status, 2)
        #expect(
            missing.stderr.hasPrefix("scenec: error: output directory 'nowhere' does not exist"), "\(missing.stderr)")
    }

    /// Issue 28 item 11: a name is refused with scenec's own reason when the starter scene would not validate,
    /// and accepted whenever it validates (`Self`, a keyword that scenec accepts as a scene name).
    @Test(arguments: [
        ("Scene", "generates the type 'ScenePage', which hides ScenecRuntime's 'ScenePage' [SC3019]"),
        ("Stacked", "generates the type 'StackedPage', which hides ScenecRuntime's 'StackedPage' [SC3019]"),
        (String(repeating: "A", count: 101), "is 101 characters long; names and ids in a scene file are at most 100"),
    ])
    func initRefusesANameTheStarterSceneCannotHave(_ name: String, _ reason: String) throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init", name], in: directory)
        expectEqual(result.status, 2)
        #expect(
            result.stderr.hasPrefix("scenec: error: the scene's name '\(name)' cannot be used: "), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        expectEqual(result.stderr.count { $0 == "\n" }, 1, "one line: \(result.stderr)")
        #expect(FileIO.list(directory).isEmpty)
    }

    @Test(arguments: ["Self", "class", "A" + String(repeating: "b", count: 99)])
    func initAcceptsEveryNameThatValidates(_ name: String) throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["init", name], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let validate = try Scenec.run(["validate", "\(name).scene.yaml"], in: directory)
        #expect(
            validate.status == 0 && validate.stderr == "scenec: 0 errors, 0 warnings in 1 file\n", "\(validate.stderr)")
    }

    /// `--force` replaces a regular file or a symbolic link (the link itself, never its target), and never a
    /// device, a FIFO or a directory; without it nothing that exists is replaced, a dangling link included.
    @Test func initReplacesOnlyRegularFilesAndLinks() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["--output", "/dev/null"], ["--output", "/dev/null", "--force"]] {
            let device = try Scenec.run(["init", "Music"] + arguments, in: directory)
            expectEqual(device.status, 2)
            expectEqual(
                device.stderr,
                "scenec: error: '/dev/null' is not a regular file; scenec init replaces only regular files and "
                    + "links, even with --force\n", "\(device.stderr)")
        }
        expectEqual(mkfifo(directory + "/fifo.yaml", 0o600), 0)
        let fifo = try Scenec.run(["init", "Music", "--output", "fifo.yaml", "--force"], in: directory)
        expectEqual(fifo.status, 2)
        #expect(fifo.stderr.contains("'fifo.yaml' is not a regular file"), "\(fifo.stderr)")

        // A dangling link: refused without --force, replaced (the link, not a file at its target) with it.
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/Music.scene.yaml", withDestinationPath: "gone.yaml")
        let dangling = try Scenec.run(["init", "Music"], in: directory)
        expectEqual(dangling.status, 2)
        expectEqual(
            dangling.stderr,
            "scenec: error: 'Music.scene.yaml' already exists (a symbolic link); use --force to replace the link "
                + "with the file\n")
        let forced = try Scenec.run(["init", "Music", "--force"], in: directory)
        expectEqual(forced.status, 0, "\(forced.stderr)")
        #expect(
            forced.stderr.hasPrefix("wrote 'Music.scene.yaml' (in place of the symbolic link; its target is unchanged)")
        )
        #expect(!FileManager.default.fileExists(atPath: directory + "/gone.yaml"))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/Music.scene.yaml")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)

        // A link to a file: the file it points to is left as it was.
        FileIO.write("keep me\n", to: directory + "/kept.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/News.scene.yaml", withDestinationPath: "kept.yaml")
        let linked = try Scenec.run(["init", "News", "--force"], in: directory)
        expectEqual(linked.status, 0, "\(linked.stderr)")
        expectEqual(FileIO.read(directory + "/kept.yaml"), "keep me\n")
        expectEqual(FileIO.read(directory + "/News.scene.yaml")?.contains("scene: News"), true)
    }

    /// Issue 43 item 5: one set of lines. `scenec init Bazaar` names the targets after the scene; `scenec init Music
    /// --output Sources/MusicApp` prints the targets of examples/MusicApp/Package.swift and of the README's excerpt of
    /// it, line for line.
    @Test func initPrintsTheLinesOfTheExampleAndTheReadme() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bazaar = try Scenec.run(["init", "Bazaar"], in: directory)
        expectEqual(bazaar.status, 0, "\(bazaar.stderr)")
        #expect(bazaar.stdout.contains(#"name: "BazaarApp","#) && bazaar.stdout.contains(#"name: "BazaarAppTests","#))
        #expect(!bazaar.stdout.contains("MyApp"), "\(bazaar.stdout)")
        expectEqual(FileIO.read(directory + "/BazaarTestFactory.swift")?.hasPrefix("import BazaarApp\n"), true)

        try FileManager.default.createDirectory(
            atPath: directory + "/Sources/MusicApp", withIntermediateDirectories: true)
        let music = try Scenec.run(["init", "Music", "--output", "Sources/MusicApp"], in: directory)
        expectEqual(music.status, 0, "\(music.stderr)")
        let printed = music.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(printed.firstIndex { $0.hasPrefix("    .target(") })
        let end = try #require(printed[start...].firstIndex { $0.isEmpty })
        let targets = printed[start..<end].map { $0.dropFirst(4) }.joined(separator: "\n")
        let manifest = try #require(FileIO.read(Scenec.repository + "/examples/MusicApp/Package.swift"))
        let indented = targets.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        #expect(manifest.contains(indented + "\n"), "examples/MusicApp/Package.swift lacks:\n\(indented)")
        let readme = try #require(FileIO.read(Scenec.repository + "/README.md"))
        #expect(
            readme.contains("<!-- excerpt: examples/MusicApp/Package.swift -->\n```swift\n" + targets + "\n```\n"),
            "the README's excerpt is not:\n\(targets)")
    }
}
