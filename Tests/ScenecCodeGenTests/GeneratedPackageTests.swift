import Foundation
import ScenecCodeGen
import ScenecDiagnostics
import ScenecTestSupport
import Testing

/// The proof: the generated code of every example builds in Swift 6 mode against `ScenecRuntime`, and its
/// layout tests pass. One scratch package holds a library and a test target per example, plus a target whose
/// one test has a mutated expected literal, so a single `swift test` run (slow on small machines) shows both
/// that the generated tests pass and that they can fail.
@Suite struct GeneratedPackageTests {
    /// The mutated test: `Ride`'s first test with the navigation width changed from 393 to 394.
    static let mutatedTest = "test_iphone_home"

    /// A scene whose pages push each other (`album` -> `artist` -> `album`), tested with repeats.
    static let repeatsScene = """
        scene: Tracks
        version: 1
        devices: [ipad-landscape]
        root: home
        pages:
          home: {type: App.Home, push: [album]}
          album: {type: App.Album, size: half, push: [artist]}
          artist: {type: App.Artist, size: half, push: [album]}
        tests: {maxDepth: 3, maxRepeats: 1}

        """

    /// Pushes `album` twice through the generated navigator, which cannot fail.
    static let repeatsTest = """
        import ScenecRuntime
        import Tracks
        import XCTest

        final class RepeatedPageTests: XCTestCase {
            func testAlbumPushedTwice() throws {
                let device = try XCTUnwrap(TracksScene.definition.device(named: "ipad-landscape"))
                let navigator = try TracksNavigator<TracksPages.Home>(on: device)
                    .pushAlbum().pushArtist().pushAlbum()
                XCTAssertEqual(navigator.container.stack, ["home", "album", "artist", "album"])
                XCTAssertEqual(navigator.container.navigation.pages.map(\\.id), ["home", "album", "artist", "album#2"])
                let snapshot = navigator.container.snapshot()
                XCTAssertEqual(snapshot.navigation.pages.count, 4)
                XCTAssertEqual(snapshot.activeIndex, 3)
            }
        }

        """

    @Test(.timeLimit(.minutes(20)))
    func examplesBuildAndTheirLayoutTestsPass() throws {
        let swift = try Tool.require("swift", from: "the Swift toolchain")
        let root = try temporaryDirectory("package")
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A link named `scenec`, so the dependency's package identity is `scenec` whatever the checkout's name.
        try FileManager.default.createSymbolicLink(atPath: root + "/scenec", withDestinationPath: repositoryRoot)
        let package = root + "/Generated"
        var targets: [String] = []
        for name in exampleNames {
            for file in try exampleFiles(name) {
                let isSetup = file.name == "\(name)Scene.swift"
                let target = isSetup ? "Sources/\(name)" : "Tests/\(name)Tests"
                try write(file.contents, to: "\(package)/\(target)/\(file.name)")
            }
            targets.append(name)
        }

        // Pages are templates: a scene with a push cycle, whose generated tests push `album` twice, and a
        // hand-written test that does it through the typed navigator.
        for file in try generateFiles(Self.repeatsScene, name: "Tracks.scene.yaml") {
            let isSetup = file.name == "TracksScene.swift"
            try write(file.contents, to: "\(package)/\(isSetup ? "Sources/Tracks" : "Tests/TracksTests")/\(file.name)")
        }
        try write(Self.repeatsTest, to: "\(package)/Tests/TracksTests/RepeatedPageTests.swift")
        targets.append("Tracks")

        // The mutation: one expected literal of a generated test, in a target of its own.
        let ride = try #require(try exampleFiles("Ride").last)
        let start = try #require(ride.contents.range(of: "    func \(Self.mutatedTest)() throws {"))
        let end = try #require(ride.contents.range(of: "\n    }\n", range: start.upperBound..<ride.contents.endIndex))
        let original = String(ride.contents[start.lowerBound..<end.upperBound])
        let needle = "assertFrame(snapshot.sideTabs.navigation, x: 0, y: 0, width: 393, height: 852)"
        #expect(original.contains(needle))
        let mutated = original.replacingOccurrences(
            of: needle, with: needle.replacingOccurrences(of: "393", with: "394"))
        let helpers = try #require(ride.contents.range(of: "// MARK: - Assertions"))
        let mutatedFile =
            "import Ride\nimport ScenecRuntime\nimport XCTest\n\nfinal class MutatedLayoutTests: XCTestCase {\n"
            + mutated + "}\n\n" + ride.contents[helpers.lowerBound...]
        try write(mutatedFile, to: "\(package)/Tests/MutatedTests/MutatedLayoutTests.swift")

        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let scenes = \(targets)
            let package = Package(
                name: "Generated",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "../scenec")],
                targets: scenes.map {
                    .target(name: $0, dependencies: [.product(name: "ScenecRuntime", package: "scenec")])
                } + scenes.map {
                    .testTarget(name: $0 + "Tests", dependencies: [.target(name: $0)])
                } + [.testTarget(name: "MutatedTests", dependencies: ["Ride"])]
            )

            """
        try write(manifest, to: package + "/Package.swift")

        let clock = ContinuousClock()
        let started = clock.now
        let result = try run(
            swift,
            [
                "test", "--scratch-path", root + "/.build",
                "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-expression-type-checking=100",
            ],
            in: package
        )
        let elapsed = clock.now - started
        print("nested 'swift test' of the generated package took \(elapsed)")

        let output = result.output
        // Only the mutated test fails; every generated test passes.
        #expect(result.status != 0, "the mutated test should fail")
        let failures = output.split(separator: "\n").filter { $0.contains("' failed (") }
        #expect(failures.count == 1 && failures[0].contains("MutatedLayoutTests.\(Self.mutatedTest)"), "\(output)")
        #expect(output.contains("(\"393.0\") is not equal to (\"394.0\")"), "\(output)")
        let generated =
            try exampleNames.flatMap { try exampleFiles($0) }
            + generateFiles(Self.repeatsScene, name: "Tracks.scene.yaml")
        let total = generated.reduce(0) { $0 + $1.contents.components(separatedBy: "\n    func test_").count - 1 }
        // The generated tests, the hand-written repeated-page test and the mutated test.
        #expect(output.contains("Executed \(total + 2) tests, with 1 failure"), "\(output)")
        // No warning from the generated code (SwiftPM's own test manifest on Linux is not generated code).
        let warnings = output.split(separator: "\n").filter {
            $0.hasPrefix("/") && $0.contains(": warning:") && !$0.contains(".derived/") && !$0.contains("/scenec/")
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }
}
