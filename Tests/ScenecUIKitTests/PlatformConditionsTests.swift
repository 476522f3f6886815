import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Every platform the manifest declares builds ScenecUIKit: iOS against UIKit, the others (and Linux) against
/// the stand-in, so the stand-in must be a dependency on each declared platform without UIKit; and code that
/// uses an iOS-only UIKit class is compiled only where it exists.
@Suite struct PlatformConditionsTests {
    let root = Paths.repositoryRoot(from: #filePath)

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
    }

    @Test("the manifest's platforms without UIKit (macOS) and Linux get the stand-in wherever it is a dependency")
    func standInOnEveryPlatformWithoutUIKit() throws {
        let manifest = try text("Package.swift")
        let declared = try #require(manifest.firstMatch(of: /platforms: \[([^\]]*)\]/)).1
        let platforms = declared.matches(of: /\.(\w+)\(/).map { String($0.1) }.sorted()
        expectEqual(platforms, ["iOS", "macOS"], "a new platform needs a decision here and in the README")
        let withoutUIKit = platforms.filter { $0 != "iOS" } + ["linux"]
        let conditions = manifest.matches(
            of: /\.target\(name: "ScenecUIKitStandIn", condition: \.when\(platforms: \[([^\]]*)\]\)\)/)
        expectEqual(conditions.count, 2, "ScenecUIKitPlatform and ScenecUIKitTests")
        for condition in conditions {
            let listed = condition.1.matches(of: /\.(\w+)/).map { String($0.1) }
            expectEqual(Set(listed), Set(withoutUIKit), "\(condition.0)")
        }
    }

    @Test("the platform module chooses UIKit or the stand-in; the stand-in is empty where UIKit exists")
    func importConditions() throws {
        let platform = try text("Sources/ScenecUIKitPlatform/ScenecUIKitPlatform.swift")
        #expect(platform.contains("#if canImport(UIKit)\n    @_exported public import UIKit\n#else\n"))
        let directory = "\(root)/Sources/ScenecUIKitStandIn"
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            let condition = try #require(source.split(separator: "\n").first { $0.hasPrefix("#if") }, "\(file)")
            #expect(condition.hasPrefix("#if !canImport(UIKit)"), "\(file)")
            // Foundation brings Core Graphics' own type on a Mac.
            if file == "CGAffineTransform.swift" {
                expectEqual(condition, "#if !canImport(UIKit) && !canImport(CoreGraphics)")
            }
        }
    }

    @Test(
        "no hand-installed edge pan: push style's edge pop is UINavigationController's interactivePopGestureRecognizer")
    func noEdgePanOfItsOwn() throws {
        let directory = "\(root)/Sources/ScenecUIKit"
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            #expect(!source.contains("UIScreenEdgePanGestureRecognizer("), "\(file)")
        }
    }
}
