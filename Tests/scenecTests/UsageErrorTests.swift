import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Usage errors, whoever finds them (ArgumentParser or a command's `validate()`), print the one line that docs/commands.md documents
/// `scenec: error: …` and exit 2; help still prints normally.
@Suite struct UsageErrorTests {
    static let music = "examples/Music.scene.yaml"

    @Test(arguments: [
        (["layout", music, "--offset", "nan"], "--offset must be a finite number of points, not 'nan'"),
        (["layout", music, "--offset", "inf"], "--offset must be a finite number of points, not 'inf'"),
        (["layout", music, "--offset", "abc"], "'abc' is invalid for '--offset"),
        (["layout", music, "--active", "-1"], "--active must be >= 0, not -1"),
        (["layout", music, "--selected", "-2"], "--selected must be >= 0, not -2"),
        (["layout", music, "--path", "home,,other"], "--path 'home,,other' has an empty element"),
        (["layout", music, "--path", "browse,"], "--path 'browse,' has an empty element"),
        (["layout", music, "--views", ",,,"], "--views ',,,' has an empty element"),
        (["layout", music, "--active"], "Missing value for '--active"),
        (["validate", "--format", "xml", music], "'xml' is invalid for '--format"),
        (["validate", "--formt", "json", music], "Unknown option '--formt'"),
        (["validate"], "Missing expected argument"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
        (["explain", "SC9999"], "no diagnostic code 'SC9999'; codes look like SC2001"),
        (["generate", music, "--output", "out", "--test-files", "0"], "--test-files must be between 1 and 64, not 0"),
        (["preview", music, "--watch"], "--watch needs --output FILE (the page it rewrites)"),
        (["preview", "-", "--output", "x.html", "--watch"], "--watch needs a scene file, not standard input"),
    ])
    func usageErrorsAreOneLineAndExitTwo(_ arguments: [String], _ message: String) throws {
        let result = try Scenec.run(arguments)
        expectEqual(result.status, 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("scenec: error: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n") && result.stderr.count { $0 == "\n" } == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aNegativeOffsetIsAValueNotAnOption() throws {
        let result = try Scenec.run(
            ["layout", Self.music, "--path", "browse,artist", "--offset", "-10", "--format", "text"])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.contains("header offset -10)\n"), "\(result.stdout)")
    }

    @Test(arguments: [["--help"], ["layout", "--help"], ["help", "generate"], ["generate", "-h"]])
    func helpStillPrintsTheHelpScreen(_ arguments: [String]) throws {
        let result = try Scenec.run(arguments)
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE: scenec"), "\(result.stdout)")
        #expect(result.stdout.contains("OPTIONS:"))
        #expect(result.stderr.isEmpty)
    }
}
