import Foundation
import ScenecTestSupport
import Testing

/// Tests/Fixtures/RuntimeOnly, built in a temporary copy with one `swift build` (under a minute on 2 cores):
/// an executable that depends only on ScenecRuntime links and runs (on Linux the runtime brings libm for its
/// rounding), and UI layout tests generated with `--access internal` compile against the internal setup code (of a
/// module that also has ScenecUIKit and the page's controller) and pass.
@Suite struct RuntimeLinkTests {
    static let fixture = Scenec.repository + "/Tests/Fixtures/RuntimeOnly"

    @Test(.timeLimit(.minutes(30)))
    func aRuntimeOnlyExecutableLinksAndInternalSetupCodeIsTestable() throws {
        let nested = try NestedPackage(named: "RuntimeOnly")
        defer { nested.remove() }
        let root = nested.root
        // A link named `scenec`, so the dependency's package identity is `scenec` whatever the checkout's name.
        try FileManager.default.createSymbolicLink(atPath: root + "/scenec", withDestinationPath: Scenec.repository)
        let package = nested.path
        try MusicAppTests.copy(Self.fixture, to: package)
        FileIO.write(PluginOutputTests.tiny, to: root + "/Tiny.scene.yaml")
        for (only, output) in [("setup", "/Sources/Tiny"), ("tests", "/Tests/TinyTests")] {
            let generated = try Scenec.run(
                [
                    "generate", root + "/Tiny.scene.yaml", "--only", only, "--access", "internal", "--module", "Tiny",
                    "--output", package + output,
                ])
            #expect(generated.status == 0, "\(generated.stderr)")
        }
        let tests = try #require(FileIO.read(package + "/Tests/TinyTests/TinyLayoutTests.swift"))
        #expect(
            tests.contains(
                "\n    import ScenecRuntime\n    import ScenecUIKit\n    import XCTest\n\n    @testable import Tiny\n"))

        let build = try nested.swift(["build", "--build-tests"])
        try #require(build.status == 0, "\(build.output.suffix(4000))")

        let rounding = try Subprocess.run(root + "/.build/debug/Rounding", ["100.75"])
        #expect(rounding.status == 0, "\(rounding.output)")
        #expect(rounding.stdout == "root x=0.0, detail x=923.0\n")

        let test = try nested.swift(["test", "--skip-build"])
        #expect(test.status == 0, "\(test.output.suffix(4000))")
        // One layout test and one saved-navigation test (§10.4) per device.
        #expect(test.output.contains("Executed 4 tests, with 0 failures"), "\(test.output.suffix(4000))")
    }
}
