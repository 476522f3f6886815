import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The command line of links (§10.3): `layout --link`, and `validate --format json` listing links.
@Suite(.serialized) struct LinkCommandTests {
    static let scene = """
        scene: Music
        version: 1
        tabs:
          - {title: Home, root: home}
        pages:
          home: {type: App.Home, push: [album]}
          album: {type: App.Album, size: half, arguments: {albumID: Int}, present: [share]}
          share: {type: App.Share}
        links:
          - {url: "music://host/album/{albumID}", path: "home,album"}
          - {url: "https://music.example.com/album/{albumID}/share", path: "home,album|share", name: share}

        """

    static func directory() throws -> String {
        let directory = try Scenec.directory(holding: scene, as: "Music.scene.yaml")
        return directory
    }

    @Test func layoutLinkLaysOutTheStateTheLinkOpens() throws {
        let directory = try Self.directory()
        let byLink = try Scenec.run(["layout", "--link", "music://host/album/12", "Music.scene.yaml"], in: directory)
        expectEqual(byLink.status, 0, "\(byLink.stderr)")
        let byPath = try Scenec.run(["layout", "--path", "home,album", "Music.scene.yaml"], in: directory)
        #expect(byLink.stdout == byPath.stdout && !byLink.stdout.isEmpty)
    }

    @Test func aURLNoLinkMatchesNamesTheClosestLink() throws {
        let directory = try Self.directory()
        // `albumID` is an Int: `abc` matches no link, and the message says why (issue 43 item 6).
        let result = try Scenec.run(["layout", "--link", "music://host/album/abc", "Music.scene.yaml"], in: directory)
        expectEqual(result.status, 1)
        expectEqual(
            result.stderr,
            "scenec: error: no link of scene 'Music' matches 'music://host/album/abc': 'abc' is not an Int, the "
                + "type of '{albumID}' in 'music://host/album/{albumID}'\n")
        // A URL no link's literals match: the closest link.
        let other = try Scenec.run(["layout", "--link", "music://host/albums/1", "Music.scene.yaml"], in: directory)
        expectEqual(other.status, 1)
        expectEqual(
            other.stderr,
            "scenec: error: no link of scene 'Music' matches 'music://host/albums/1'; the closest is 'music://host/album/{albumID}'\n"
        )
        let both = try Scenec.run(
            ["layout", "--link", "music://host/album/1", "--path", "home", "Music.scene.yaml"], in: directory)
        #expect(both.status == 2 && both.stderr.contains("--link opens its link's path; drop --path"))
    }

    @Test func validateJSONListsLinksWithTheirResolvedPaths() throws {
        let directory = try Self.directory()
        let result = try Scenec.run(["validate", "--format", "json", "Music.scene.yaml"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let links = try #require(parsed["links"] as? [[String: Any]])
        expectEqual(links.map { $0["name"] as? String }, ["album", "share"])
        expectEqual(links.map { $0["path"] as? String }, ["home,album", "home,album|share"])
        #expect(links[1]["scheme"] as? String == "https" && links[1]["host"] as? String == "music.example.com")
        let pages = try #require(links[1]["pages"] as? [[String: Any]])
        expectEqual(pages.map { $0["presented"] as? Bool }, [false, false, true])
        // A scene without links prints no "links" key.
        let plain = try Scenec.run(["validate", "--format", "json", "examples/News.scene.yaml"])
        #expect(!plain.stdout.contains("\"links\""))
    }
}
