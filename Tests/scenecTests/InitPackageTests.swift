import Foundation
import ScenecTestSupport
import Testing

/// Issue 25 item 18, the newcomer path: `scenec init` in a new package's target directory, the `Package.swift`
/// lines it prints pasted as they are, stub controllers of the starter scene's types, then `swift test`: the
/// ScenecPlugin generates the UI and its layout tests, and the layout tests run (more than zero of them) and pass.
/// One nested build (slow on small machines), as MusicAppTests.
@Suite struct InitPackageTests {
    /// The `Package.swift` of a new package made of the lines `scenec init` printed: its `dependencies:` line and
    /// its two targets.
    static func manifest(from printed: String) throws -> String {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let dependencies = try #require(lines.first { $0.hasPrefix("    dependencies: [.package(") })
        let start = try #require(lines.firstIndex { $0.hasPrefix("    .target(") })
        let end = try #require(lines[start...].firstIndex { $0.isEmpty })
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v13)],
            \(dependencies)
                targets: [
            \(lines[start..<end].map { "    " + $0 }.joined(separator: "\n"))
                ]
            )

            """
    }

    @Test(.timeLimit(.minutes(30)))
    func initThenThePrintedLinesThenSwiftTestRunsTheLayoutTests() throws {
        let nested = try NestedPackage(named: "App")
        defer { nested.remove() }
        let package = nested.path
        for directory in ["/Sources/App", "/Tests/AppTests"] {
            try FileManager.default.createDirectory(atPath: package + directory, withIntermediateDirectories: true)
        }
        let initialized = try Scenec.run(["init", "Music", "--output", "Sources/App"], in: package)
        try #require(initialized.status == 0, "\(initialized.stderr)")
        FileIO.write(try Self.manifest(from: initialized.stdout), to: package + "/Package.swift")
        // The starter scene's view controllers, and a test of the app's own.
        FileIO.write(
            "import ScenecUIKit\n\n"
                + ["HomeViewController", "DetailViewController", "SettingsViewController"].map {
                    "public final class \($0): UIViewController {}\n"
                }.joined(),
            to: package + "/Sources/App/ViewControllers.swift")
        FileIO.write(
            """
            import App
            import XCTest

            final class DevicesTests: XCTestCase {
                func testTheStarterSceneHasThreeDevices() {
                    XCTAssertEqual(MusicScene.definition.devices.map(\\.name), ["ipad-landscape", "ipad-portrait", "iphone"])
                }
            }

            """, to: package + "/Tests/AppTests/DevicesTests.swift")

        let test = try nested.swift(["test"])
        #expect(test.status == 0, "\(test.output.suffix(4000))")
        let layoutTests = test.output.split(separator: "\n").filter {
            $0.contains("Test Case '") && $0.contains("LayoutTests") && $0.contains("' passed")
        }
        #expect(layoutTests.count > 0, "\(test.output.suffix(4000))")
        #expect(test.output.contains("with 0 failures"), "\(test.output.suffix(4000))")
        #expect(!test.output.contains("testScenecUIKitIsLinked"), "\(test.output.suffix(4000))")
    }
}
