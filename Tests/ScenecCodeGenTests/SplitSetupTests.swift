import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// Setup code split into several files (`--setup-files N`, the build-tool plugin's four): the scene file keeps what
/// concerns the whole scene, each part the own declarations of a contiguous range of pages, so the compiler
/// type-checks the parts in parallel and an edit of one page changes one part. The files compile together in Swift 6
/// with warnings as errors (no part imports a module it does not use), and a part with no page is only its header.
@Suite struct SplitSetupTests {
    /// The golden scene with links, its types in the module `App`: every kind of declaration a part can hold (tab
    /// roots, a pager under a header, a page stack, arguments of every kind a reader needs Foundation for, pushes,
    /// a swipe, a presentation), and links, which the scene file keeps.
    static let scene =
        GoldenTests.scene.replacingOccurrences(of: "MiniApp.", with: "App.")
        .replacingOccurrences(of: "arguments: {id: UUID?}", with: "arguments: {id: UUID?, source: URL?}")
            + """
            links:
              - {url: "mini://album/{albumID}?sort={sort}", path: "home,album"}

            """

    /// Stub controllers and views of every type the scene names.
    static let stubs = """
        import ScenecUIKit

        public final class HomeViewController: UIViewController {}
        public final class AlbumViewController: UIViewController {}
        public final class TrackViewController: UIViewController {}
        public final class ArtistViewController: UIViewController {}
        public final class SongsViewController: UIViewController {}
        public final class AboutViewController: UIViewController {}
        public final class QueueViewController: UIViewController {}
        public final class PlayerViewController: UIViewController {}
        public final class UpNextView: UIView {}
        public final class HistoryView: UIView {}

        """

    @Test func theSplitFilesAreNamedAndHoldEachPageOnce() throws {
        let files = try generateFiles(Self.scene, name: "Mini.scene.yaml", setupFiles: 4)
        expectEqual(
            files.map(\.name).prefix(4),
            [
                "MiniScene.swift", "MiniScene2.swift", "MiniScene3.swift", "MiniScene4.swift",
            ])
        let scene = files[0].contents
        let parts = files[1..<4].map(\.contents)
        // Eight pages in three parts: 2, 3 and 3 pages, each page's value, marker conformance and arguments in one.
        for (page, part) in [
            ("Home", 0), ("Album", 0), ("Track", 1), ("Artist", 1), ("Songs", 1), ("About", 2), ("Queue", 2),
            ("Player", 2),
        ] {
            for (index, text) in parts.enumerated() {
                expectEqual(
                    text.contains("            page \"\(page.lowercased())\"\n"), (index == part),
                    "the text of \(page) in part \(index + 1)")
                expectEqual(text.contains("extension MiniPages.\(page): ScenePageMarker"), (index == part))
                // `Sendable` (ScenePageMarker's) is declared in the file of the type: the marker is in its part.
                expectEqual(text.contains("    public enum \(page) {}\n"), (index == part))
            }
            #expect(
                !scene.contains("page \"\(page.lowercased())\""), "the scene file calls the parts' addPages functions")
        }
        #expect(
            scene.contains(
                "        addPages1(to: &scene)\n        addPages2(to: &scene)\n        addPages3(to: &scene)\n"))
        #expect(
            parts[0].contains(
                "    static func addPages1(to scene: inout SceneDefinition) {\n        scene.appendPages(\n            #\"\"\"\n"
            ))
        #expect(parts[1].contains("public struct Arguments: ScenePageArguments"))
        // Foundation where UUIDs and URLs are read (track's part) and for the links' `init?(url:)`, nowhere else.
        #expect(scene.contains("public import Foundation\n"))
        #expect(!parts[0].contains("import Foundation") && parts[1].contains("public import Foundation\n"))
        #expect(!parts[2].contains("import Foundation"))
        #expect(scene.contains("public enum MiniLink"))
        // The same scene again: the same bytes.
        expectEqual(
            try generateFiles(Self.scene, name: "Mini.scene.yaml", setupFiles: 4).map(\.contents), files.map(\.contents)
        )
        // One file is the setup code as it always was.
        let whole = try generateFiles(Self.scene, name: "Mini.scene.yaml")
        #expect(whole.map(\.name).first == "MiniScene.swift" && !whole.map(\.name).contains("MiniScene2.swift"))
    }

    @Test(arguments: [AccessLevel.public, .internal], [2, 4, 12])
    func theSplitFilesCompileTogether(access: AccessLevel, files: Int) throws {
        // Twelve files for eight pages: four parts are only their header.
        let compiled = try typecheckSetup(
            of: Self.scene, name: "Mini.scene.yaml", access: access, setupFiles: files,
            with: [("Stubs.swift", Self.stubs)])
        expectEqual(compiled.status, 0, "\(compiled.output.prefix(4000))")
    }

    @Test func aPartWithNoPageIsItsHeader() throws {
        let files = try generateFiles(Self.scene, name: "Mini.scene.yaml", setupFiles: 12)
        expectEqual(files[1].contents, "// Generated by scenec from Mini.scene.yaml. Do not edit.\n")
        #expect(files[2].contents.contains("            page \"home\"\n"))
    }

    @Test func aPartOfAnEarlierSplitIsLeftOver() throws {
        let result = compileScene(Self.scene, path: "Mini.scene.yaml")
        let plan = try #require(result.generate(GenerationRequest(sourceName: "Mini.scene.yaml", setupFileCount: 4)))
        expectEqual(
            plan.names.prefix(4), ["MiniScene.swift", "MiniScene2.swift", "MiniScene3.swift", "MiniScene4.swift"])
        #expect(plan.isLeftover("MiniScene5.swift") && plan.isLeftover("MiniScene12.swift"))
        #expect(!plan.isLeftover("MiniScene4.swift") && !plan.isLeftover("MiniSceneKit.swift"))
        #expect(!plan.isLeftover("MiniScene.swift") && !plan.isLeftover("OtherScene5.swift"))
        let tests = try #require(
            result.generate(GenerationRequest(sourceName: "Mini.scene.yaml", only: .tests, setupFileCount: 4)))
        #expect(!tests.isLeftover("MiniScene5.swift"), "a tests-only run leaves the setup files alone")
        let one = try #require(result.generate(GenerationRequest(sourceName: "Mini.scene.yaml", only: .setup)))
        #expect(one.isLeftover("MiniScene2.swift"), "back to one file, the parts are stale")
    }
}
