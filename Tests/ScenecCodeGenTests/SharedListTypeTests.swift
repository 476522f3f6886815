import Foundation
import ScenecCodeGen
import ScenecExpectations
import ScenecOutput
import Testing

/// A list type that an earlier page already declares (the same enum name, case names and strings) is declared once
/// (scene format §10.1): the later pages' `Arguments` name the first page's enum with a typealias, in one setup
/// file or across the parts of a split one, and the API reads as before (`Shop.Artist.Arguments.Sort.year`).
@Suite struct SharedListTypeTests {
    /// `album` declares `Sort`; `artist` repeats it (and has an argument `shopPages`, whose enum must not hide the
    /// namespace its typealias names); `playlist`'s list has another string, `radio`'s other names, so each
    /// declares its own.
    static let scene = """
        scene: Shop
        version: 1
        devices: [iphone]
        root: home
        pages:
          home: {type: App.HomeViewController, push: [album, artist, playlist, radio]}
          album:
            type: App.AlbumViewController
            arguments: {albumID: String, sort: {type: [title, year], default: year}}
          artist:
            type: App.ArtistViewController
            arguments: {shopPages: [a, b], sort: {type: [title, year], default: title}}
          playlist:
            type: App.PlaylistViewController
            arguments: {sort: [title, year, plays]}
          radio:
            type: App.RadioViewController
            arguments: {sort: {type: [title, "year"], default: title}, order: [title, year]}

        """

    static let controllers = """
        import ScenecUIKit

        public final class HomeViewController: UIViewController {}
        public final class AlbumViewController: UIViewController {}
        public final class ArtistViewController: UIViewController {}
        public final class PlaylistViewController: UIViewController {}
        public final class RadioViewController: UIViewController {}

        """

    /// Uses of the shared and the own enums; `mistake` replaces the line that contains its first element.
    static func uses(replacing mistake: (String, String)? = nil) -> String {
        let text = """
            import ScenecRuntime

            func uses(on device: SceneDevice) throws {
                let home = try ShopNavigator<ShopPages.Home>(on: device)
                let artist = home.pushArtist(shopPages: .b, sort: .year)
                let same: ShopPages.Album.Arguments.Sort = artist.arguments.sort
                let _: ShopPages.Radio.Arguments.Sort = same
                let _: ShopPages.Artist.Arguments.ShopPagesChoice = ShopPages.Artist.Arguments.ShopPagesChoice.a
                let _: [ShopPages.Artist.Arguments.Sort] = ShopPages.Artist.Arguments.Sort.allCases
                let _ = home.pushPlaylist(sort: .plays)
                let _: ShopPages.Radio.Arguments.Order = home.pushRadio(order: .year).arguments.order
            }

            """
        return replacingLine(in: text, mistake)
    }

    @Test("a repeated list type is a typealias of the first page's enum")
    func repeatedListIsATypealias() throws {
        let files = try generateFiles(Self.scene, name: "Shop.scene.yaml", module: "App")
        let setup = try #require(files.first { $0.name == "ShopScene.swift" }?.contents)
        #expect(setup.contains("public typealias Sort = ShopPages.Album.Arguments.Sort"))
        // album's, playlist's (another string) and radio's `Order` (another name) are enums; radio's `Sort` repeats.
        expectEqual(setup.components(separatedBy: "public enum Sort: String, CaseIterable, Sendable").count - 1, 2)
        expectEqual(setup.components(separatedBy: "public typealias Sort = ").count - 1, 2)
        #expect(setup.contains("public enum Order: String, CaseIterable, Sendable"))
        #expect(setup.contains("public enum ShopPagesChoice: String, CaseIterable, Sendable"))
    }

    @Test(
        "shared and own list types compile, in one file and across split parts, public and internal",
        arguments: [(1, AccessLevel.public), (3, .internal), (5, .public)])
    func sharedListTypesCompile(_ setupFiles: Int, _ access: AccessLevel) throws {
        let result = try typecheckSetup(
            of: Self.scene, name: "Shop.scene.yaml", access: access, setupFiles: setupFiles,
            with: [("Controllers.swift", Self.controllers), ("Uses.swift", Self.uses())])
        expectEqual(result.status, 0, "\(result.output)")
    }

    @Test(
        "a list type of other strings stays its own type",
        arguments: [
            ("let _: ShopPages.Radio.Arguments.Sort = same", "    let _: ShopPages.Playlist.Arguments.Sort = same"),
            (
                "ShopPages.Radio.Arguments.Order = home",
                "    let _: ShopPages.Radio.Arguments.Sort = home.pushRadio(order: .year).arguments.order"
            ),
        ])
    func otherListsStayApart(_ line: String, _ replacement: String) throws {
        let result = try typecheckSetup(
            of: Self.scene, name: "Shop.scene.yaml",
            with: [("Controllers.swift", Self.controllers), ("Uses.swift", Self.uses(replacing: (line, replacement)))])
        expectCompileError(result, compiling: replacement)
    }
}
