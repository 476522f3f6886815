import Foundation
import ScenecCodeGen
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// `scenec generate` end to end: the built binary next to this test bundle, run in separate processes.
@Suite struct GenerateCommandTests {
    static var scenec: String { productsDirectory + "/scenec" }
    static let ride = repositoryRoot + "/examples/Ride.scene.yaml"
    static let rideFiles = ["RideLayoutTests.swift", "RideScene.swift"]

    static func modificationTime(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func generateWritesTheFilesAndRegeneratingTouchesNothing() throws {
        let output = try temporaryDirectory("cli")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let first = try run(Self.scenec, ["generate", Self.ride, "--output", output])
        expectEqual(first.status, 0, "\(first.output)")
        expectEqual(FileIO.list(output), Self.rideFiles)
        expectEqual(FileIO.read(output + "/RideScene.swift"), (try exampleFiles("Ride")[0].contents))

        // Make the files look old, regenerate in a new process: same bytes, timestamps untouched.
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for name in Self.rideFiles {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output + "/" + name)
        }
        let bytes = Self.rideFiles.map { FileIO.readBytes(output + "/" + $0) }
        let second = try run(Self.scenec, ["generate", Self.ride, "--output", output])
        expectEqual(second.status, 0, "\(second.output)")
        expectEqual(Self.rideFiles.map { FileIO.readBytes(output + "/" + $0) }, bytes)
        for name in Self.rideFiles {
            expectEqual(try Self.modificationTime(output + "/" + name), old, "\(name) was rewritten")
        }
        expectEqual(FileIO.list(output), Self.rideFiles, "no temporary file is left behind")

        // A changed file is rewritten, the unchanged one is not.
        try write("stale\n", to: output + "/RideScene.swift")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output + "/RideScene.swift")
        let third = try run(Self.scenec, ["generate", Self.ride, "--output", output])
        expectEqual(third.status, 0)
        #expect(try Self.modificationTime(output + "/RideScene.swift") != old)
        expectEqual(try Self.modificationTime(output + "/RideLayoutTests.swift"), old)
        expectEqual(FileIO.read(output + "/RideScene.swift"), (try exampleFiles("Ride")[0].contents))
    }

    @Test func checkReportsFreshStaleAndMissingOutput() throws {
        let output = try temporaryDirectory("check")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let missing = try run(Self.scenec, ["generate", Self.ride, "--output", output, "--check"])
        expectEqual(missing.status, 1)
        #expect(missing.output.contains("RideScene.swift' is out of date") && missing.output.contains("[SC5004]"))
        #expect(FileIO.list(output).isEmpty, "--check writes nothing")

        expectEqual(try run(Self.scenec, ["generate", Self.ride, "--output", output]).status, 0)
        let fresh = try run(Self.scenec, ["generate", Self.ride, "--output", output, "--check"])
        expectEqual(fresh.status, 0, "\(fresh.output)")

        try write("// edited\n", to: output + "/RideLayoutTests.swift")
        let stale = try run(Self.scenec, ["generate", Self.ride, "--output", output, "--check"])
        expectEqual(stale.status, 1)
        #expect(stale.output.contains("RideLayoutTests.swift' is out of date"))
        #expect(!stale.output.contains("RideScene.swift"))
        expectEqual(FileIO.read(output + "/RideLayoutTests.swift"), "// edited\n", "--check writes nothing")

        // A test file left over from an earlier split is stale too, and regenerating removes it.
        try write("// old part\n", to: output + "/RideLayoutTests2.swift")
        try write("// not ours\n", to: output + "/RideLayoutTestsHelpers.swift")
        expectEqual(try run(Self.scenec, ["generate", Self.ride, "--output", output]).status, 0)
        expectEqual(FileIO.list(output), ["RideLayoutTests.swift", "RideLayoutTestsHelpers.swift", "RideScene.swift"])
    }

    @Test func outputDirectoryProblemsExitWith2() throws {
        let root = try temporaryDirectory("missing")
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A missing directory is created (scenecTests' OutputDirectoryTests); a file in its place is an error.
        try write("x", to: root + "/file")
        let notDirectory = try run(Self.scenec, ["generate", Self.ride, "--output", root + "/file"])
        expectEqual(notDirectory.status, 2)
        #expect(notDirectory.output.contains("[SC5002]"))

        let badModule = try run(Self.scenec, ["generate", Self.ride, "--output", root, "--module", "Ride-App"])
        expectEqual(badModule.status, 2)
        #expect(badModule.output.contains("[SC5005]"))
        expectEqual(FileIO.list(root), ["file"])
    }

    @Test func unwritableOutputDirectoryExitsWith2() throws {
        guard getuid() != 0 else { return }  // root can write anywhere
        let output = try temporaryDirectory("readonly")
        defer {
            chmod(output, 0o755)
            try? FileManager.default.removeItem(atPath: output)
        }
        chmod(output, 0o555)
        let result = try run(Self.scenec, ["generate", Self.ride, "--output", output])
        expectEqual(result.status, 2)
        #expect(result.output.contains("[SC5003]"))
    }

    @Test func aSceneWithErrorsPrintsItsDiagnosticsAndWritesNothing() throws {
        let root = try temporaryDirectory("errors")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(
            "scene: Broken\nversion: 1\nroot: home\npages:\n  home: {type: App.Home, push: [nowhere]}\n",
            to: root + "/Broken.scene.yaml")
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try write("// keep\n", to: root + "/out/BrokenScene.swift")
        let result = try run(Self.scenec, ["generate", root + "/Broken.scene.yaml", "--output", root + "/out"])
        expectEqual(result.status, 1)
        #expect(result.output.contains("[SC3001]"), "\(result.output)")
        expectEqual(FileIO.list(root + "/out"), ["BrokenScene.swift"])
        expectEqual(FileIO.read(root + "/out/BrokenScene.swift"), "// keep\n")
    }

    @Test func moduleAndAccessOptions() throws {
        let output = try temporaryDirectory("options")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try run(
            Self.scenec, ["generate", Self.ride, "--output", output, "--module", "RideApp", "--access", "internal"])
        expectEqual(result.status, 0, "\(result.output)")
        let setup = try #require(FileIO.read(output + "/RideScene.swift"))
        #expect(setup.contains("\n@_spi(ScenecGenerated) import ScenecRuntime\n") && !setup.contains("public "))
        // The setup code is internal: the tests see it through `@testable import`.
        let tests = try #require(FileIO.read(output + "/RideLayoutTests.swift"))
        // The page types' other module (`RideKit.WhereToView`) is imported; the module of the setup code is not
        // imported twice.
        #expect(
            tests.contains(
                "\n    import RideKit\n    import ScenecRuntime\n    import ScenecUIKit\n    import XCTest\n\n"
                    + "    @testable import RideApp\n\n"))
        #expect(!tests.contains("\n    import RideApp\n"))

        let publicOutput = output + "/public"
        let publicRun = try run(Self.scenec, ["generate", Self.ride, "--output", publicOutput, "--module", "RideApp"])
        expectEqual(publicRun.status, 0, "\(publicRun.output)")
        let publicTests = try #require(FileIO.read(publicOutput + "/RideLayoutTests.swift"))
        #expect(
            publicTests.contains(
                "\n    import RideApp\n    import RideKit\n    import ScenecRuntime\n    import ScenecUIKit\n    import XCTest\n\n"
            ))
        #expect(!publicTests.contains("@testable"))
    }

    @Test func helpListsTheCommand() throws {
        let result = try run(Self.scenec, ["generate", "--help"])
        expectEqual(result.status, 0)
        #expect(
            result.output.contains("--output") && result.output.contains("--check")
                && result.output.contains("--module"))
    }
}
