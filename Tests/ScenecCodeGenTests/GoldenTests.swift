import Foundation
import ScenecCodeGen
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// Golden copies of the files generated for one small scene that uses every container, in `Golden/Mini/`: what a
/// change to the code generator changes, in full. Every example's generated code is compiled and run by
/// `GeneratedPackageTests`, type-checked with a factory by `GeneratedFactoryTests` and linted here; its frames are
/// the layout goldens' (`ScenecLayoutTests/Golden`).
@Suite struct GoldenTests {
    /// Side tabs on iPad and a bottom bar on iPhone, a badge, an attachment, stacked and pushed pages, a fixed
    /// width, a transition, a header over a pager, a page stack, page arguments and a presented page.
    static let scene = """
        scene: Mini
        version: 1
        navigation: {regular: stacked, compact: push}
        tabBar: {regular: side, compact: bottom}
        devices: [ipad-landscape, iphone]
        tests: {maxDepth: 2, maxStates: 20}
        tabs:
          - {title: Home, icon: home, badge: "2", badgeColor: "#FF3B30", root: home}
          - {title: Artist, icon: artist, root: artist}
          - {title: Queue, icon: queue, root: queue}
        attachment: {page: player, visible: true}
        pages:
          home:
            type: MiniApp.HomeViewController
            title: Home
            push: [album]
            present: [track]
          album:
            type: MiniApp.AlbumViewController
            size: {regular: half, compact: full}
            transition: {mode: left, next: track}
            arguments: {albumID: String, sort: {type: [title, year], default: year}}
          track:
            type: MiniApp.TrackViewController
            size: {regular: 320, compact: full}
            arguments: {id: UUID?}
            presentation: {style: formSheet}
          artist:
            type: MiniApp.ArtistViewController
            header: {height: 200, pinHeight: 44}
            pager:
              tabs:
                - {title: Songs, page: songs, width: 100}
                - {title: About, page: about, width: 100}
          songs: {type: MiniApp.SongsViewController, scrolls: true, push: [album]}
          about: {type: MiniApp.AboutViewController, scrolls: true}
          queue:
            type: MiniApp.QueueViewController
            stack:
              root: upNext
              views:
                upNext: {type: MiniApp.UpNextView, push: [history]}
                history: {type: MiniApp.HistoryView}
          player: {type: MiniApp.PlayerViewController}

        """

    @Test func generatedFilesMatchTheirGoldens() throws {
        let files = try generateFiles(Self.scene, name: "Mini.scene.yaml")
        let directory = testDirectory + "/Golden/Mini"
        for file in files {
            if let failure = Golden.check(file.contents, against: directory + "/" + file.name) {
                Issue.record(Comment(rawValue: failure))
            }
        }
        expectEqual(FileIO.list(directory), files.map(\.name).sorted(), "stale goldens in \(directory)")
        expectEqual(FileIO.list(testDirectory + "/Golden"), ["Mini"], "goldens of another scene in Golden/")
    }

    /// The checker refuses a page type named like a generated type (SC3019) from `Checker.generatedTypeNames`:
    /// the list must name every top-level type the golden declares (Mini has tabs, no actions and no links).
    @Test func theCheckersGeneratedNamesAreTheGeneratedTypes() throws {
        var declared: Set<String> = []
        for file in try generateFiles(Self.scene, name: "Mini.scene.yaml") {
            for line in file.contents.split(separator: "\n") {
                // Top level, or one level in under `#if canImport(ScenecUIKit)`.
                let text = line.hasPrefix("    ") && !line.hasPrefix("     ") ? line.dropFirst(4) : line
                guard !text.hasPrefix(" ") else { continue }
                let words = text.split(separator: " ").filter { $0 != "public" && $0 != "final" && $0 != "@MainActor" }
                guard words.count > 1, ["enum", "struct", "class", "protocol", "typealias"].contains(words[0]) else {
                    continue
                }
                let name = String(words[1].prefix { $0.isLetter || $0.isNumber })
                if name.hasPrefix("Mini"), !name.hasPrefix("MiniPushes"), !name.hasPrefix("MiniPresents") {
                    declared.insert(name)
                }
            }
        }
        expectEqual(declared, Set(Checker.generatedTypeNames(scene: "Mini", hasTabs: true)))
    }

    @Test func bigScenesAreSplitAndSmallOnesAreNot() throws {
        expectEqual(
            try exampleFiles("Music").map(\.name),
            [
                "MusicScene.swift", "MusicLayoutTests1.swift", "MusicLayoutTests2.swift", "MusicLayoutTests3.swift",
                "MusicLayoutTests4.swift",
            ])
        expectEqual(try exampleFiles("Ride").map(\.name), ["RideScene.swift", "RideLayoutTests.swift"])
        for name in exampleNames {
            for file in try exampleFiles(name) {
                let states = file.contents.components(separatedBy: "table.state(").count - 1
                #expect(states <= 200, "\(file.name) has \(states) states")
                #expect(file.contents.hasPrefix("// Generated by scenec from \(name).scene.yaml. Do not edit.\n"))
                #expect(
                    (file.contents.hasSuffix("}\n") || file.contents.hasSuffix("#endif\n"))
                        && !file.contents.hasSuffix("\n\n"))
                #expect(!file.contents.contains("\r") && !file.contents.contains("/work/"))
            }
        }
    }

    /// The issue's budget: the data-driven tests of the biggest example stay small, about 1,000 lines per device
    /// (3,000 for its three iPad devices; issue 26 added an iPhone, where the settings sheet has detents).
    @Test func musicTestsStayUnderOneThousandLinesPerDevice() throws {
        let tests = try exampleFiles("Music").filter { $0.name.contains("LayoutTests") }
        let lines = tests.reduce(0) {
            $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        expectEqual(tests.count, 4)
        #expect(lines <= 4 * 1000, "\(lines) lines")
        // Every enumerated state, presentations included (§10.2): 169 per device, and on the iPhone the settings
        // sheet at its second detent, over library and over library's audio quality page, 2 more.
        expectEqual(
            tests.reduce(0) { $0 + $1.contents.components(separatedBy: "table.state(").count - 1 }, 3 * 169 + 171)
    }

    /// Outside `#if canImport(…)` the setup code needs only the runtime (with its SPI for generated code, and
    /// Foundation where an argument is a `UUID` or a `URL`); the UI part imports ScenecUIKit, the modules that
    /// qualify the page types (`MusicApp.AlbumViewController`) and, for its view, SwiftUI.
    @Test func setupCodeImportsOnlyTheRuntimeOutsideTheUIPart() throws {
        for name in exampleNames {
            let setup = try #require(try exampleFiles(name).first)
            let imports = setup.contents.split(separator: "\n").filter { $0.contains("import ") }
            expectEqual(
                imports.filter { !$0.hasPrefix(" ") && $0 != "public import Foundation" },
                [
                    "@_spi(ScenecGenerated) public import ScenecRuntime"
                ])
            let conditional = imports.filter { $0.hasPrefix(" ") }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(
                conditional.contains("@_spi(ScenecGenerated) public import ScenecUIKit")
                    && conditional.last == "public import SwiftUI")
            #expect(conditional.contains("public import \(name)App"), "\(conditional)")
        }
    }

    /// `swift format lint --strict` with the repository's `.swift-format` finds nothing in the generated files of
    /// every example and of the golden scene.
    @Test func generatedCodeIsCleanUnderSwiftFormatLint() throws {
        let swift = try Tool.require("swift", from: "swift-format, part of the Swift 6 toolchain", subcommand: "format")
        let directory = try temporaryDirectory("lint")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in exampleNames {
            for file in try exampleFiles(name) {
                try write(file.contents, to: directory + "/" + name + "/" + file.name)
            }
        }
        let result = try run(
            swift,
            [
                "format", "lint", "--strict", "--configuration", repositoryRoot + "/.swift-format", "--recursive",
                directory, testDirectory + "/Golden",
            ]
        )
        expectEqual(result.status, 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
