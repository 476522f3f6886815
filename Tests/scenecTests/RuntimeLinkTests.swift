import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Tests/Fixtures/RuntimeOnly, built in a temporary copy (a nested package) with one `swift build`:
/// an executable that depends only on ScenecRuntime links and runs (on Linux the runtime brings libm for its
/// rounding), and UI layout tests generated with `--access internal` compile against the internal setup code (of a
/// module that also has ScenecUIKit and the page's controller) and pass.
@Suite struct RuntimeLinkTests {
    static let fixture = Scenec.repository + "/Tests/Fixtures/RuntimeOnly"

    @Test(.timeLimit(.minutes(40)))
    func aRuntimeOnlyExecutableLinksAndInternalSetupCodeIsTestable() async throws {
        try await NestedPackage.build(named: "RuntimeOnly") { try Self.buildAndRun($0) }
    }

    /// Builds the fixture, whose manifest names scenec by `../scenec`: the nested packages' link to the repository.
    static func buildAndRun(_ nested: NestedPackage) throws {
        let package = nested.path
        try MusicAppTests.copy(Self.fixture, to: package)
        let scenes = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scenes) }
        FileIO.write(PluginOutputTests.tiny, to: scenes + "/Tiny.scene.yaml")
        for (only, output) in [("setup", "/Sources/Tiny"), ("tests", "/Tests/TinyTests")] {
            let generated = try Scenec.run(
                [
                    "generate", scenes + "/Tiny.scene.yaml", "--only", only, "--access", "internal", "--module", "Tiny",
                    "--output", package + output,
                ])
            expectEqual(generated.status, 0, "\(generated.stderr)")
        }
        let tests = try #require(FileIO.read(package + "/Tests/TinyTests/TinyLayoutTests.swift"))
        #expect(
            tests.contains(
                "\n    import ScenecRuntime\n    import ScenecUIKit\n    import XCTest\n\n    @testable import Tiny\n"))

        let build = try nested.swift(["build", "--build-tests"])
        try #require(build.status == 0, "\(build.output.suffix(4000))")

        let rounding = try Subprocess.run(nested.scratchPath + "/debug/Rounding", ["100.75"])
        expectEqual(rounding.status, 0, "\(rounding.output)")
        expectEqual(rounding.stdout, "root x=0.0, detail x=923.0\n")

        let test = try nested.swift(["test", "--skip-build"])
        expectEqual(test.status, 0, "\(test.output.suffix(4000))")
        // One layout test and one saved-navigation test (§10.4) per device.
        #expect(test.output.contains("Executed 4 tests, with 0 failures"), "\(test.output.suffix(4000))")
    }
}
