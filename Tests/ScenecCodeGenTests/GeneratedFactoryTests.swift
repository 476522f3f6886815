import Foundation
import ScenecCodeGen
import ScenecDiagnostics
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
          home: {type: App.HomeViewController, push: [album, artist, queue]}
          album: {type: App.AlbumViewController, size: half, push: [track]}
          track: {type: App.TrackViewController, size: half}
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

        """

    /// A factory; `mistake` replaces the line that contains its first element with its second.
    static func factory(replacing mistake: (String, String)? = nil) -> String {
        var text = """
            import ScenecRuntime
            import ScenecUIKit

            @MainActor
            struct Factory: ShopPageFactory {
                func makeHome(_ context: ShopPageContext<ShopPages.Home>) -> HomeViewController {
                    let navigator = context.navigator
                    _ = { navigator.pushAlbum()?.pushTrack() }
                    _ = { navigator.pushArtist()?.selectPagerTab(.about) }
                    _ = { try navigator.pushQueue()?.pushView(.history) }
                    return HomeViewController(nibName: nil, bundle: nil)
                }
                func makeAlbum(_ context: ShopPageContext<ShopPages.Album>) -> AlbumViewController {
                    AlbumViewController(nibName: nil, bundle: nil)
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
            func root() -> UIViewController {
                ShopScene.makeRootViewController(factory: Factory())
            }

            func values(on device: SceneDevice) throws {
                var artist = try ShopNavigator<ShopPages.Home>(on: device).pushArtist()
                artist.selectPagerTab(.about)
                artist.setHeaderOffset(10)
                var queue = try ShopNavigator<ShopPages.Home>(on: device).pushQueue()
                try queue.pushView(.history)
            }

            """
        if let (line, replacement) = mistake {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let index = lines.firstIndex { $0.contains(line) }!
            text = (lines[..<index] + [replacement] + lines[(index + 1)...]).joined(separator: "\n")
        }
        return text
    }

    /// Type-checks the setup code, the app's classes and `factory` as module `App`.
    func typecheck(_ factory: String) throws -> ProcessResult {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let directory = try temporaryDirectory("factory")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = try #require(try generateFiles(Self.scene, name: "Shop.scene.yaml", module: "App").first)
        try write(setup.contents, to: directory + "/" + setup.name)
        try write(Self.controllers, to: directory + "/Controllers.swift")
        try write(factory, to: directory + "/Factory.swift")
        return try run(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App",
                "-I", productsDirectory + "/Modules", setup.name, "Controllers.swift", "Factory.swift",
            ],
            in: directory)
    }

    @Test("a factory of the declared types, and the declared edges, tabs and views, compile")
    func rightFactoryCompiles() throws {
        let result = try typecheck(Self.factory())
        #expect(result.status == 0, "\(result.output)")
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
            ("navigator.pushAlbum()?.pushTrack()", "        _ = { navigator.pushTrack() }"),
            // A pager tab of another pager, and a tab on a page without a pager.
            ("selectPagerTab(.about)", "        _ = { navigator.pushArtist()?.selectPagerTab(.history) }"),
            ("selectPagerTab(.about)", "        _ = { navigator.pushAlbum()?.selectPagerTab(.about) }"),
            // A stack view the page does not have.
            ("pushView(.history)", "        _ = { try navigator.pushQueue()?.pushView(.about) }"),
            // The value navigator: a tab as an index, a view as a string, a header on a page without one.
            ("artist.selectPagerTab(.about)", "    artist.selectPagerTab(1)"),
            ("queue.pushView(.history)", "    try queue.pushView(\"history\")"),
            (
                "artist.setHeaderOffset(10)",
                "    var album = try ShopNavigator<ShopPages.Home>(on: device).pushAlbum(); album.setHeaderOffset(10)"
            ),
        ])
    func mistakeFailsToCompile(_ line: String, _ replacement: String) throws {
        let result = try typecheck(Self.factory(replacing: (line, replacement)))
        #expect(result.status != 0, "compiled: \(replacement)")
        #expect(result.output.contains("error:"), "\(result.output)")
    }
}
