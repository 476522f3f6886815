import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Values at and beyond the scene format's limits, end to end: they end in a located error and exit 1,
/// never a trap, and what scenec prints for people cannot be mistaken for other output.
@Suite(.serialized) struct HostileValueCommandTests {
    /// A scene whose page `home` has a pager of one tab; `tab` is the tab's flow mapping body.
    static func pagerScene(tab: String, devices: String = "") -> String {
        """
        scene: Music
        version: 1
        \(devices)root: home
        pages:
          home:
            type: App.Home
            pager:
              tabs:
                - {\(tab)}
          a: {type: App.A}

        """
    }

    @Test(
        "sizes beyond 100,000 pt are SC2007 errors, not a trap in layout --format svg or --all --output",
        arguments: [
            pagerScene(tab: "title: A, page: a, width: 1e20"),
            pagerScene(
                tab: "title: A, page: a, width: 80",
                devices: "devices: [{name: huge, width: 1e20, height: 800, sizeClass: regular}]\n"),
        ])
    func hugeSizesAreRejected(_ scene: String) throws {
        let directory = try Scenec.directory(holding: scene, as: "Huge.scene.yaml")
        let svg = try Scenec.run(["layout", "--format", "svg", "Huge.scene.yaml"], in: directory)
        expectEqual(svg.status, 1, "\(svg.stderr)")
        #expect(svg.stderr.contains("must be greater than 0 and at most 100000, found 1e20 [SC2007]"), "\(svg.stderr)")
        let all = try Scenec.run(["layout", "--all", "--output", "out", "Huge.scene.yaml"], in: directory)
        expectEqual(all.status, 1, "\(all.stderr)")
        #expect(all.stderr.contains("[SC2007]"), "\(all.stderr)")
    }

    @Test("a scene name too long for a file name is rejected by validate, located, not when files are written")
    func tooLongSceneNameIsRejectedAtValidation() throws {
        let name = "M" + String(repeating: "u", count: 150)
        let scene = "scene: \(name)\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n"
        let result = try Scenec.run(["validate", "-"], input: Array(scene.utf8))
        expectEqual(result.status, 1)
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1:8: error: 'scene' is 151 characters long; names and ids in a scene file are at most 100 "
                    + "characters [SC2021]\n"), "\(result.stderr)")
    }

    @Test("states of long paths of 100-character ids get SVG file names that every file system accepts")
    func longStateNamesGiveShortFileNames() throws {
        let ids = ["a", "b", "c", "d"].map { String(repeating: $0, count: 100) }
        let scene = """
            scene: Long
            version: 1
            devices: [ipad-landscape]
            root: \(ids[0])
            pages:
              \(ids[0]): {type: App.A, push: [\(ids[1])]}
              \(ids[1]): {type: App.B, size: half, push: [\(ids[2])]}
              \(ids[2]): {type: App.C, size: half, push: [\(ids[3])]}
              \(ids[3]): {type: App.D, size: half}

            """
        let directory = try Scenec.directory(holding: scene, as: "Long.scene.yaml")
        let result = try Scenec.run(["layout", "--all", "--output", "out", "Long.scene.yaml"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/out").sorted()
        expectEqual(files.count, 1 + 10, "\(files)")
        for file in files { #expect(file.utf8.count <= 220, "\(file)") }
    }

    /// Whether a line of output could be taken for a compiler's error, or holds a raw control or bidirectional
    /// character (tabs aside).
    static func isForged(_ line: Substring) -> Bool {
        line.hasPrefix("Main.swift")
            || line.unicodeScalars.contains {
                $0 != "\t"
                    && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                        || [0x2028, 0x2029, 0x200E, 0x200F, 0x061C].contains($0.value)
                        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value))
            }
    }

    @Test("a value holding a line break and an error line cannot forge a diagnostic, in any text format")
    func valuesCannotForgeDiagnostics() throws {
        let scene = """
            scene: Music
            version: 1
            "bad\\nMain.swift:1:1: error: forged\\u202E": 1
            root: home
            pages:
              home: {type: App.Home}

            """
        for format in ["text", "github"] {
            let result = try Scenec.run(["validate", "--format", format, "-"], input: Array(scene.utf8))
            expectEqual(result.status, 1)
            let output = result.stdout + result.stderr
            #expect(output.contains("bad\\nMain.swift:1:1: error: forged\\u{202E}"), "\(output)")
            for line in output.split(separator: "\n") { #expect(!Self.isForged(line), "\(format): \(line)") }
        }
    }

    @Test("a device name holding a line break and a bidi override cannot forge lines of layout text or SVG")
    func deviceNamesCannotForgeLayoutOutput() throws {
        let scene = """
            scene: Music
            version: 1
            devices: [{name: "pad\\nMain.swift:1:1: error: forged\\u202E", width: 800, height: 600, sizeClass: regular}]
            root: home
            pages:
              home: {type: App.Home, title: "Home\\u2066x"}

            """
        for format in ["text", "svg"] {
            let result = try Scenec.run(["layout", "--format", format, "-"], input: Array(scene.utf8))
            expectEqual(result.status, 0, "\(result.stderr)")
            #expect(result.stdout.contains("pad\\nMain.swift:1:1: error: forged\\u{202E}"), "\(result.stdout)")
            for line in result.stdout.split(separator: "\n") { #expect(!Self.isForged(line), "\(format): \(line)") }
        }
        let missing = try Scenec.run(
            ["layout", "--device", "x\nMain.swift:1:1: error: forged", "-"], input: Array(scene.utf8))
        expectEqual(missing.status, 1)
        for line in missing.stderr.split(separator: "\n") { #expect(!Self.isForged(line), "\(line)") }
    }
}
