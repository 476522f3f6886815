import Foundation
import ScenecCodeGen
import ScenecDiagnostics
import ScenecOutput
import ScenecTestSupport
import Testing

/// Issue 25 item 18: a generated layout test file compiled where ScenecUIKit cannot be imported (a test target that
/// links only ScenecRuntime, or none of scenec) is one test that fails and says what to link: never a file that
/// compiles to nothing, so that `swift test` cannot pass with no layout test run.
@Suite struct UnlinkedUITests {
    #if os(Linux)
        @Test func aLayoutTestFileWithoutScenecUIKitFailsAndSaysWhatToLink() throws {
            let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
            let files = try exampleFiles("News")
            let tests = try #require(files.first { $0.name == "NewsLayoutTests.swift" })
            let directory = try temporaryDirectory("unlinked")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try write(tests.contents, to: directory + "/NewsLayoutTests.swift")
            // XCTest's entry point on Linux, as SwiftPM writes it for a test target.
            try write(
                "import XCTest\n\nXCTMain([testCase([(\"testScenecUIKitIsLinked\", "
                    + "NewsLayoutTests.testScenecUIKitIsLinked)])])\n",
                to: directory + "/main.swift")
            // Compiled with no scenec module at all: ScenecUIKit cannot be imported.
            let build = try run(
                swiftc, [directory + "/NewsLayoutTests.swift", directory + "/main.swift", "-o", directory + "/tests"])
            try #require(build.status == 0, "\(build.output)")
            let result = try run(directory + "/tests", [])
            #expect(result.status != 0)
            #expect(result.output.contains("Executed 1 test, with 1 failure"), "\(result.output)")
            #expect(
                result.output.contains(
                    "The UI layout tests of NewsScene need ScenecUIKit, which cannot be imported here: add the product "
                        + "ScenecUIKit of the scenec package to the dependencies of the app target and of this test "
                        + "target ('scenec init' prints the lines)"), "\(result.output)")
        }
    #endif
}
