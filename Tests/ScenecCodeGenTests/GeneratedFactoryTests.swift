import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// The typed page factory and the page navigators make mistakes compile errors: the generated setup code of a
/// small scene is type-checked by `swiftc` against the built ScenecUIKit (its stand-in for UIKit on Linux), with
/// the app's controllers and a factory, once right and once per mistake.
@Suite struct GeneratedFactoryTests {
    static let scene = """
        scene: Shop
        version: 1
        devices: [ipad-landscape]
        root: home
        pages:
          home: {type: App.HomeViewController, push: [album, artist, queue], present: [share]}
          album:
            type: App.AlbumViewController
            size: half
            push: [track]
            arguments: {albumID: String, sort: {type: [title, year], default: year}, id: UUID?, link: URL?}
          track: {type: App.TrackViewController, size: half}
          share:
            type: App.ShareViewController
            arguments: {albumID: String, rating: {type: Double, default: 4.5}, isPublic: Bool?}
          artist:
            type: App.ArtistViewController
            header: {height: 200}
            pager:
              tabs:
                - {title: Songs, page: songs, width: 100}
                - {title: About, page: about, width: 100}
          songs: {type: App.SongsViewController, scrolls: true, push: [track]}
          about: {type: App.AboutViewController, scrolls: true}
          queue:
            type: App.QueueViewController
            stack:
              root: upNext
              views:
                upNext: {type: App.UpNextView, push: [history]}
                history: {type: App.HistoryView}

        """

    /// The app's classes.
    static let controllers = """
        import ScenecUIKit

        public final class HomeViewController: UIViewController {}
        public final class AlbumViewController: UIViewController {}
        public final class TrackViewController: UIViewController {}
        public final class ArtistViewController: UIViewController {}
        public final class SongsViewController: UIViewController {}
        public final class AboutViewController: UIViewController {}
        public final class QueueViewController: UIViewController {}
        public final class UpNextView: UIView {}
        public final class HistoryView: UIView {}
        public final class ShareViewController: UIViewController {}

        """

    /// A factory; `mistake` replaces the line that contains its first element with its second.
    static func factory(replacing mistake: (String, String)? = nil) -> String {
        let text = """
            import Foundation
            import ScenecRuntime
            import ScenecUIKit

            @MainActor
            struct Factory: ShopPageFactory {
                func makeHome(_ context: ShopPageContext<ShopPages.Home>) -> HomeViewController {
                    let navigator = context.navigator
                    _ = { navigator.pushAlbum(albumID: "a1")?.pushTrack() }
                    _ = { navigator.pushAlbum(albumID: "a1", sort: .title, id: nil, link: nil, animated: false) }
                    _ = { navigator.pushArtist()?.selectPagerTab(.about) }
                    _ = { try navigator.pushQueue()?.pushView(.history) }
                    _ = { navigator.presentShare(albumID: "a1", rating: 3)?.dismiss(animated: false) }
                    return HomeViewController(nibName: nil, bundle: nil)
                }
                func makeAlbum(_ context: ShopPageContext<ShopPages.Album>) -> AlbumViewController {
                    let _: String = context.arguments.albumID
                    let _: ShopPages.Album.Arguments.Sort = context.arguments.sort
                    let _: UUID? = context.arguments.id
                    let _: URL? = context.navigator.arguments.link
                    return AlbumViewController(nibName: nil, bundle: nil)
                }
                func makeShare(_ context: ShopPageContext<ShopPages.Share>) -> ShareViewController {
                    let _: Double = context.arguments.rating
                    let _: Bool? = context.arguments.isPublic
                    return ShareViewController(nibName: nil, bundle: nil)
                }
                func makeTrack(_ context: ShopPageContext<ShopPages.Track>) -> TrackViewController {
                    TrackViewController(nibName: nil, bundle: nil)
                }
                func makeArtist(_ context: ShopPageContext<ShopPages.Artist>) -> ArtistViewController {
                    context.navigator.setHeaderOffset(40)
                    return ArtistViewController(nibName: nil, bundle: nil)
                }
                func makeSongs(_ context: ShopPageContext<ShopPages.Songs>) -> SongsViewController {
                    _ = { context.navigator.pushTrack() }
                    return SongsViewController(nibName: nil, bundle: nil)
                }
                func makeAbout(_ context: ShopPageContext<ShopPages.About>) -> AboutViewController {
                    AboutViewController(nibName: nil, bundle: nil)
                }
                func makeQueue(_ context: ShopPageContext<ShopPages.Queue>) -> QueueViewController {
                    QueueViewController(nibName: nil, bundle: nil)
                }
                func makeQueueUpNextView(_ context: ShopPageContext<ShopPages.Queue>) -> UpNextView {
                    UpNextView(frame: .zero)
                }
                func makeQueueHistoryView(_ context: ShopPageContext<ShopPages.Queue>) -> HistoryView {
                    HistoryView(frame: .zero)
                }
            }

            @MainActor
            final class Observer: ShopObserver {
                var pushed: [ShopPage] = []
                func didPush(_ page: ShopPage, at place: ScenePagePlace) { pushed.append(page) }
            }

            @MainActor
            func root(_ observer: Observer) -> SceneRootViewController {
                let controller = ShopScene.makeRootViewController(factory: Factory())
                controller.observer = observer
                return controller
            }

            /// Saved navigation, typed (§10.4): the root navigation's pages as `ShopPage`, a page's arguments.
            @MainActor
            func saved(_ controller: SceneRootViewController) -> ShopPages.Album.Arguments? {
                let saved: ShopSavedNavigation = ShopScene.navigationState(of: controller)
                let _: NoSceneTabs? = saved.selectedTab
                let pages: [ShopPage?] = saved.pages(of: .root).map(\\.page)
                let _: [ShopPage?] = saved.presentations.flatMap(\\.pages).map(\\.page) + pages
                ShopScene.restore(saved, on: controller, animated: false)
                let _: RestoreReport = ShopScene.restore(ShopSavedNavigation(saved.state), on: controller)
                return saved.top?.arguments(of: ShopPages.Album.self)
            }

            func values(on device: SceneDevice) throws {
                var artist = try ShopNavigator<ShopPages.Home>(on: device).pushArtist()
                artist.selectPagerTab(.about)
                artist.setHeaderOffset(10)
                var queue = try ShopNavigator<ShopPages.Home>(on: device).pushQueue()
                try queue.pushView(.history)
                let album: ShopNavigator<ShopPages.Album> = try ShopNavigator<ShopPages.Home>(on: device)
                    .pushAlbum(albumID: "a1", sort: .title)
                let _: ShopPages.Album.Arguments = album.arguments
                let share = try ShopNavigator<ShopPages.Home>(on: device).presentShare(albumID: "a1", rating: 5)
                let _: SceneContainer = try share.dismiss()
            }

            """
        return replacingLine(in: text, mistake)
    }

    /// Type-checks the setup code, the app's classes and `factory` as module `App`.
    func typecheck(_ factory: String) throws -> ProcessResult {
        try typecheckSetup(
            of: Self.scene, name: "Shop.scene.yaml",
            with: [("Controllers.swift", Self.controllers), ("Factory.swift", factory)])
    }

    @Test("a factory of the declared types, and the declared edges, tabs and views, compile")
    func rightFactoryCompiles() throws {
        let result = try typecheck(Self.factory())
        expectEqual(result.status, 0, "\(result.output)")
    }

    @Test(
        "each mistake is a compile error",
        arguments: [
            // A page made with another page's class.
            (
                "func makeTrack(",
                "    func makeTrack(_ context: ShopPageContext<ShopPages.Track>) -> AlbumViewController {"
            ),
            // A page the factory forgets.
            (
                "func makeAbout(",
                "    func makeAboutPage(_ context: ShopPageContext<ShopPages.About>) -> AboutViewController {"
            ),
            // A stack view made as a controller.
            (
                "func makeQueueHistoryView(",
                "    func makeQueueHistoryView(_ context: ShopPageContext<ShopPages.Queue>) -> QueueViewController {"
            ),
            // A push the page does not declare (home does not push track).
            ("navigator.pushAlbum(albumID: \"a1\")?.pushTrack()", "        _ = { navigator.pushTrack() }"),
            ("navigator.presentShare(albumID:", "        _ = { navigator.presentAlbum(albumID: \"a1\") }"),
            ("navigator.presentShare(albumID:", "        _ = { navigator.presentShare(rating: 3) }"),
            // Arguments: a required one missing, one of the wrong type, a list type's string that is not a case,
            // and an argument the page does not declare.
            ("navigator.pushAlbum(albumID: \"a1\")?.pushTrack()", "        _ = { navigator.pushAlbum() }"),
            ("navigator.pushAlbum(albumID: \"a1\")?.pushTrack()", "        _ = { navigator.pushAlbum(albumID: 1) }"),
            (
                "sort: .title, id: nil",
                "        _ = { navigator.pushAlbum(albumID: \"a\", sort: .artist, id: nil, link: nil, animated: false) }"
            ),
            ("let _: Double = context.arguments.rating", "        let _: Int = context.arguments.count"),
            // A presentation the page does not declare (album does not present share), and an argument of it.
            (
                "presentShare(albumID: \"a1\", rating: 5)",
                "    let share = try ShopNavigator<ShopPages.Home>(on: device).pushAlbum(albumID: \"a\").presentShare(albumID: \"a\")"
            ),
            (
                "presentShare(albumID: \"a1\", rating: 5)",
                "    let share = try ShopNavigator<ShopPages.Home>(on: device).presentShare(rating: 5)"
            ),
            // A pager tab of another pager, and a tab on a page without a pager.
            ("selectPagerTab(.about)", "        _ = { navigator.pushArtist()?.selectPagerTab(.history) }"),
            ("selectPagerTab(.about)", "        _ = { navigator.pushAlbum()?.selectPagerTab(.about) }"),
            // A stack view the page does not have.
            ("pushView(.history)", "        _ = { try navigator.pushQueue()?.pushView(.about) }"),
            // Saved navigation: a page's arguments as another page's, a tab as an index, an untyped state.
            ("return saved.top?.arguments(of:", "    return saved.top?.arguments(of: ShopPages.Share.self)"),
            ("let pages: [ShopPage?] = saved.pages(of: .root)", "    let pages = saved.pages(of: 0).map(\\.page)"),
            ("ShopScene.restore(saved, on:", "    ShopScene.restore(controller.navigationState, on: controller)"),
            // The value navigator: a tab as an index, a view as a string, a header on a page without one.
            ("artist.selectPagerTab(.about)", "    artist.selectPagerTab(1)"),
            ("queue.pushView(.history)", "    try queue.pushView(\"history\")"),
            (
                "artist.setHeaderOffset(10)",
                "    var album = try ShopNavigator<ShopPages.Home>(on: device).pushAlbum(albumID: \"a\"); album.setHeaderOffset(10)"
            ),
        ])
    func mistakeFailsToCompile(_ line: String, _ replacement: String) throws {
        expectCompileError(try typecheck(Self.factory(replacing: (line, replacement))), compiling: replacement)
    }

    /// Every example with stub classes of its declared types: a factory that makes each page with its declared
    /// type compiles, and the same factory with one page made as another page's class does not.
    @Test("every example: the declared types compile, one wrong type does not", arguments: exampleNames)
    func everyExample(_ name: String) throws {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let text = try #require(FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml"))
        let definition = try #require(compileScene(text, path: "\(name).scene.yaml").definition)
        // The classes by module (`MusicApp.AlbumViewController`), controllers and views apart.
        var classes: [String: [String: Bool]] = [:]
        for page in definition.pages {
            for (type, isView) in [(page.type, false)] + (page.stack?.views ?? []).map({ ($0.type, true) }) {
                let parts = type.split(separator: ".").map(String.init)
                classes[parts.count == 2 ? parts[0] : "App", default: [:]][parts.last!] = isView
            }
        }
        let module = try #require(definition.pages.first?.type.split(separator: ".").first.map(String.init))
        let directory = try temporaryDirectory("factory-\(name)")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func stubs(_ module: String) -> String {
            let lines = (classes[module] ?? [:]).sorted { $0.key < $1.key }.map { type, isView in
                "public final class \(type): \(isView ? "UIView" : "UIViewController") {}"
            }
            return (["import ScenecUIKit", ""] + lines).joined(separator: "\n") + "\n"
        }
        let modules = ["-I", productsDirectory + "/Modules", "-I", directory]
        for other in classes.keys.sorted() where other != module {
            try write(stubs(other), to: "\(directory)/\(other).swift")
            let emitted = try run(
                swiftc,
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", other]
                    + modules + ["-emit-module-path", "\(directory)/\(other).swiftmodule", "\(other).swift"],
                in: directory)
            try #require(emitted.status == 0, "\(emitted.output)")
        }
        let setup = try #require(try generateFiles(text, name: "\(name).scene.yaml", module: module).first)
        try write(setup.contents, to: directory + "/" + setup.name)
        try write(stubs(module), to: directory + "/Classes.swift")

        let base = SwiftNames.typeName(definition.name)
        func factory(wrongType: Bool) -> String {
            let imports = (classes.keys.filter { $0 != module } + ["ScenecUIKit"]).sorted().map { "import \($0)" }
            var lines = imports + ["", "@MainActor", "struct Factory: \(base)PageFactory {"]
            for (index, page) in definition.pages.enumerated() {
                let context =
                    "\(base)PageContext<\(base)Pages.\(SwiftIdentifier.escaped(SwiftIdentifier.type(page.id)))>"
                let other = definition.pages.first { $0.type != page.type && $0.stack == nil }?.type ?? page.type
                let type = wrongType && index == 0 ? other : page.type
                lines.append("    func make\(SwiftIdentifier.type(page.id))(_ context: \(context)) -> \(type) {")
                lines.append("        \(type)(nibName: nil, bundle: nil)")
                lines.append("    }")
                for view in page.stack?.views ?? [] {
                    let method = "make\(SwiftIdentifier.type(page.id))\(SwiftIdentifier.type(view.id))View"
                    lines.append("    func \(method)(_ context: \(context)) -> \(view.type) {")
                    lines.append("        \(view.type)(frame: .zero)")
                    lines.append("    }")
                }
            }
            return (lines + ["}", ""]).joined(separator: "\n")
        }
        for wrongType in [false, true] {
            try write(factory(wrongType: wrongType), to: directory + "/Factory.swift")
            let result = try run(
                swiftc,
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", module] + modules
                    + [setup.name, "Classes.swift", "Factory.swift"],
                in: directory)
            if wrongType {
                #expect(result.status != 0 && result.output.contains("error:"), "a wrong type compiled: \(name)")
            } else {
                expectEqual(result.status, 0, "\(result.output)")
            }
        }
    }

    /// Issue 43 item 1: without `tests: {factory: …}` the layout tests make each page with `init()`; a controller
    /// whose initializer takes parameters fails the build there, and the line swiftc shows above the error says to
    /// name a factory. The generated factory, taken out of the layout tests, is type-checked with the setup code.
    @Test("a controller that takes init parameters fails the generated test factory with a pointer to tests.factory")
    func initParametersLeadToTheTestsFactory() throws {
        let scene = """
            scene: Shop
            version: 1
            devices: [ipad-landscape]
            root: home
            pages:
              home: {type: App.HomeViewController}

            """
        let files = try generateFiles(scene, name: "Shop.scene.yaml", module: "App")
        let tests = try #require(files.first { $0.name == "ShopLayoutTests.swift" }).contents
        let lines = tests.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("final class ShopLayoutTestFactory") })
        let end = try #require(lines[start...].firstIndex { $0 == "    }" })
        let factory =
            "import ScenecUIKit\n\n@MainActor\n"
            + lines[start...end].map { String($0.dropFirst(4)) }
            .joined(separator: "\n") + "\n"
        for (controller, compiles) in [
            ("public final class HomeViewController: UIViewController {}", true),
            (
                """
                public final class HomeViewController: UIViewController {
                    public init(listingID: Int) { super.init(nibName: nil, bundle: nil) }
                    public required init?(coder: NSCoder) { nil }
                }
                """, false
            ),
        ] {
            let result = try typecheckSetup(
                of: scene, name: "Shop.scene.yaml",
                with: [("Controllers.swift", "import ScenecUIKit\n\n" + controller + "\n"), ("Factory.swift", factory)])
            expectEqual((result.status == 0), compiles, "\(result.output)")
            if !compiles {
                #expect(
                    result.output.contains("missing argument for parameter 'listingID' in call"), "\(result.output)")
                #expect(result.output.contains("tests: {factory: …} (§2.4)"), "\(result.output)")
            }
        }
    }
}
