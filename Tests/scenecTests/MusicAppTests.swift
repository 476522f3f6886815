import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// examples/MusicApp, the package that uses the ScenecPlugin build-tool plugin by path: built and tested in a
/// temporary copy (a nested package: scenec by the absolute path of its link, the scratch path the other nested
/// packages share), then broken to show that a syntax error in its scene fails the build with a located error.
@Suite struct MusicAppTests {
    static let example = Scenec.repository + "/examples/MusicApp"
    static let scene = "Sources/MusicApp/Music.scene.yaml"
    static let dependency = #".package(name: "scenec", path: "../..")"#

    /// The example's scene is examples/Music.scene.yaml, but for the schema comment's relative path.
    @Test func theExampleSceneIsACopyOfTheMusicExample() throws {
        let copy = try #require(FileIO.read(Self.example + "/" + Self.scene))
        let original = try #require(FileIO.read(Scenec.repository + "/examples/Music.scene.yaml"))
        let body = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() }
        expectEqual(body(copy), body(original))
        #expect(copy.hasPrefix("# yaml-language-server: $schema=../../../../Schemas/scene.schema.json\n"))
        #expect(FileManager.default.fileExists(atPath: Self.example + "/../../Schemas/scene.schema.json"))
        let manifest = try #require(FileIO.read(Self.example + "/Package.swift"))
        #expect(manifest.contains(Self.dependency))
        expectEqual(
            manifest.components(separatedBy: #"plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]"#).count, 3)
    }

    @Test(.timeLimit(.minutes(40)))
    func musicAppBuildsAndRunsTheGeneratedLayoutTestsAndASyntaxErrorFailsTheBuild() async throws {
        try await NestedPackage.build(named: "MusicApp") { try Self.buildAndBreak($0) }
    }

    static func buildAndBreak(_ nested: NestedPackage) throws {
        let package = nested.path
        try Self.copy(Self.example, to: package)
        let manifest = try #require(FileIO.read(package + "/Package.swift"))
        try #require(manifest.contains(Self.dependency))
        FileIO.write(
            manifest.replacingOccurrences(
                of: Self.dependency, with: #".package(name: "scenec", path: "\#(nested.scenec)")"#),
            to: package + "/Package.swift")

        // One test method per device in each of the plugin's four files (each runs a table of that device's
        // states), plus the hand-written one.
        let generated = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: generated) }
        let files = try Scenec.run([
            "generate", Self.example + "/" + Self.scene, "--only", "tests", "--test-files", "4", "--module", "MusicApp",
            "--output", generated,
        ])
        expectEqual(files.status, 0, "\(files.stderr)")
        let generatedTests = (1...4).compactMap { FileIO.read(generated + "/MusicLayoutTests\($0).swift") }
            .reduce(0) { $0 + $1.components(separatedBy: "\n        func test_").count - 1 }
        #expect(generatedTests >= 3)

        let clock = ContinuousClock()
        var started = clock.now
        let test = try nested.swift(["test"])
        print("MusicApp: 'swift test' in the nested packages' scratch path took \(clock.now - started)")
        expectEqual(test.status, 0, "\(test.output.suffix(4000))")
        #expect(
            test.output.contains("scenec: generating setup code for Music.scene.yaml"), "\(test.output.suffix(4000))")
        #expect(test.output.contains("scenec: generating layout tests for Music.scene.yaml"))
        #expect(
            test.output.contains("Executed \(generatedTests + 1) tests, with 0 failures"), "\(test.output.suffix(4000))"
        )
        for part in 1...4 { #expect(test.output.contains("Test Suite 'MusicLayoutTests\(part)' passed")) }
        #expect(test.output.contains("'RouteTests.testTheDeepestRouteStacksFivePages' passed"))
        // The plugin wrote only into its work directory: the package holds what was copied, and SwiftPM's files.
        let swiftPMFiles: Set = [".build", ".swiftpm", "Package.resolved"]
        expectEqual(
            Set(FileIO.list(package)).subtracting(swiftPMFiles),
            Set(FileIO.list(Self.example)).subtracting(swiftPMFiles))
        expectEqual(
            FileIO.list(package + "/Sources/MusicApp"),
            [
                "Music.scene.yaml", "MusicAppFactory.swift", "Routes.swift", "ViewControllers.swift",
            ])
        expectEqual(FileIO.list(package + "/Tests/MusicAppTests"), ["RouteTests.swift"])

        // The command plugin's verb (issue 42): `generate-scenes --preview` writes the scene's preview page into the
        // package's .build/scene-previews with `scenec-generate`, the tool `swift test` built for the build-tool
        // plugin, the page `scenec preview` writes; swift-argument-parser and scenec's other commands are not
        // compiled for it (issue 43).
        let preview = try nested.swiftPackage([
            "--allow-writing-to-package-directory", "generate-scenes", "--preview",
        ])
        expectEqual(preview.status, 0, "\(preview.output.suffix(4000))")
        #expect(!preview.output.contains("ArgumentParser"), "\(preview.output.suffix(4000))")
        let page = package + "/.build/scene-previews/Music.preview.html"
        #expect(preview.output.contains("scenec: open file://\(page)"), "\(preview.output.suffix(2000))")
        let direct = try Scenec.run(["preview", package + "/" + Self.scene])
        #expect(direct.status == 0 && FileIO.read(page) == direct.stdout, "the plugin's page is not scenec preview's")

        // A syntax error: an unclosed '[' on the first tab's icon.
        let scenePath = package + "/" + Self.scene
        let text = try #require(FileIO.read(scenePath))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex(of: "    icon: tab-browse"))
        lines[index] = "    icon: [tab-browse"
        FileIO.write(lines.joined(separator: "\n"), to: scenePath)
        started = clock.now
        let broken = try nested.swift(["build"])
        print("MusicApp: 'swift build' with the broken scene took \(clock.now - started)")
        #expect(broken.status != 0)
        let located = "\(scenePath):\(index + 1):11: error: this '[' is never closed [SC1005]"
        #expect(broken.output.contains(located), "\(broken.output)")
        #expect(!broken.output.contains("\u{1B}["), "no colour in the build log")
    }

    /// Copies a directory tree, leaving out build products.
    static func copy(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source) where ![".build", ".swiftpm"].contains(name) {
            try manager.copyItem(atPath: source + "/" + name, toPath: destination + "/" + name)
        }
    }
}

/// `scenec generate` as the build-tool plugin runs it: the files written are exactly the outputs the plugin declares
/// from the scene file's name alone (Plugins/ScenecPlugin/plugin.swift), whatever the scene's size and name.
@Suite struct PluginOutputTests {
    /// A scene with two tests, named differently from its file.
    static let tiny = """
        scene: Tiny
        version: 1
        devices: [ipad-landscape, iphone]
        root: home
        pages:
          home:
            type: HomeViewController

        """

    @Test func theFilesAreTheDeclaredOutputsForSmallAndBigScenes() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileIO.write(Self.tiny, to: directory + "/small.scene.yaml")
        let music = Scenec.repository + "/examples/Music.scene.yaml"
        for (scene, prefix) in [(directory + "/small.scene.yaml", "small"), (music, "Music")] {
            let output = try Scenec.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: output) }
            let plugin = ["--output", output, "--file-prefix", prefix, "--color", "never"]
            let setup = try Scenec.run(["generate", scene, "--only", "setup", "--setup-files", "8"] + plugin)
            expectEqual(setup.status, 0, "\(setup.stderr)")
            let setupFiles = [prefix + "Scene.swift"] + (2...8).map { prefix + "Scene\($0).swift" }
            expectEqual(FileIO.list(output), setupFiles.sorted())
            let tests = try Scenec.run(
                ["generate", scene, "--only", "tests", "--test-files", "4", "--module", "App"] + plugin)
            expectEqual(tests.status, 0, "\(tests.stderr)")
            expectEqual(Set(FileIO.list(output)), Set(setupFiles + (1...4).map { prefix + "LayoutTests\($0).swift" }))
            let sources = (1...4).compactMap { FileIO.read(output + "/\(prefix)LayoutTests\($0).swift") }
            #expect(sources.allSatisfy { $0.contains("import App\n") })
            let counts = sources.map { $0.components(separatedBy: "\n        func test_").count - 1 }
            #expect(counts.allSatisfy { $0 >= 0 } && counts.reduce(0, +) >= 2, "\(counts)")
            // The class names come from the scene's name, the file names from the prefix.
            #expect(sources[0].contains("final class \(prefix == "small" ? "Tiny" : "Music")LayoutTests1: XCTestCase"))
            // Regenerating with --check finds everything up to date.
            let check = try Scenec.run(
                ["generate", scene, "--only", "tests", "--test-files", "4", "--module", "App", "--check"] + plugin)
            expectEqual(check.status, 0, "\(check.stderr)")
        }
    }

    @Test(arguments: [
        ["--test-files", "0"], ["--test-files", "65"], ["--setup-files", "0"], ["--setup-files", "65"],
        ["--file-prefix", "../up"], ["--file-prefix", ".hidden"], ["--only", "both"],
    ])
    func badPluginOptionsAreUsageErrors(_ arguments: [String]) throws {
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Scenec.run(["generate", "examples/Ride.scene.yaml", "--output", output] + arguments)
        expectEqual(result.status, 2, "\(result.stderr)")
        #expect(FileIO.list(output).isEmpty)
    }

    @Test func diagnosticsNameTheAbsolutePathWithoutColour() throws {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/Broken.scene.yaml"
        FileIO.write(Self.tiny.replacingOccurrences(of: "root: home", with: "root: [home"), to: scene)
        let result = try Scenec.run(
            [
                "generate", scene, "--output", directory, "--only", "setup", "--file-prefix", "Broken", "--color",
                "never",
            ],
            environment: ["TERM": "xterm-256color"])
        expectEqual(result.status, 1)
        #expect(result.stderr.hasPrefix("\(scene):4:7: error: "), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["))
        expectEqual(FileIO.list(directory), ["Broken.scene.yaml"], "nothing is written")
    }
}
