import ScenecCodeGen
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import Testing

/// The generated SwiftUI view wraps `makeRootViewController`, which exists only under `canImport(ScenecUIKit)`:
/// its condition must include that one, or an iOS target that links only ScenecRuntime fails to compile.
@Suite struct SwiftUIConditionTests {
    @Test(arguments: exampleNames)
    func swiftUIBlocksNeedScenecUIKit(_ name: String) throws {
        let setup = try #require(try exampleFiles(name).first { $0.name == "\(name)Scene.swift" })
        let conditions = setup.contents.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .filter { $0.hasPrefix("#if") && $0.contains("SwiftUI") }
        expectEqual(conditions.count, 2, "the SwiftUI import and the view")
        for condition in conditions {
            expectEqual(condition, "#if canImport(ScenecUIKit) && canImport(SwiftUI) && canImport(UIKit)")
        }
    }
}
