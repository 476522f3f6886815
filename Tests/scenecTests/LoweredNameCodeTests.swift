import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Codes whose problem leaves no valid Swift (a missing type, an id or type that is not Swift, colliding generated
/// names) may be lowered for `validate`, but `generate` refuses the scene and says why, through the real binary.
@Suite(.serialized) struct LoweredNameCodeTests {
    static let cases: [(name: String, scene: String, code: String)] = [
        (
            "an id that is not a Swift identifier",
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [a-b]}
              a-b: {type: App.AB}
            """, "SC2009"
        ),
        (
            "a scene name that is not a Swift identifier",
            """
            scene: my-shop
            version: 1
            root: home
            pages:
              home: {type: App.Home}
            """, "SC2009"
        ),
        (
            "a type that is not a Swift type name",
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Ho-me}
            """, "SC2010"
        ),
        (
            "a page without a type",
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {title: Home}
            """, "SC2002"
        ),
        (
            "two ids that generate the same Swift name",
            """
            scene: Shop
            version: 1
            root: album_list
            pages:
              album_list: {type: App.A, push: [albumList]}
              albumList: {type: App.B}
            """, "SC3017"
        ),
        (
            "an argument named 'self' ('public var self')",
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [item]}
              item: {type: App.Item, arguments: {self: String}}
            """, "SC2041"
        ),
        (
            "a link named 'sceneLinks' (a member of the link enum)",
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Home}
            links:
              - {url: "shop://home", path: home, name: sceneLinks}
            """, "SC3066"
        ),
    ]

    @Test("generate refuses a scene with a lowered or ignored code that leaves no valid Swift, and says so")
    func generateRefuses() throws {
        for item in Self.cases {
            for lowering in [["--warning", item.code], ["--ignore", item.code]] {
                let directory = try Scenec.directory(holding: item.scene)
                let validate = try Scenec.run(["validate", "Shop.scene.yaml"] + lowering, in: directory)
                expectEqual(validate.status, 0, "\(item.name) \(lowering): \(validate.stderr)")
                for only in [[], ["--only", "setup"]] {
                    let generate = try Scenec.run(
                        ["generate", "Shop.scene.yaml", "--output", "out"] + only + lowering, in: directory)
                    expectEqual(generate.status, 1, "\(item.name) \(lowering) \(only)")
                    #expect(
                        generate.stderr.contains(
                            "scenec: error: no code is generated from a scene with \(item.code), even lowered"),
                        "\(item.name) \(lowering): \(generate.stderr)")
                    #expect(!FileManager.default.fileExists(atPath: directory + "/out"), "\(item.name)")
                }
            }
        }
    }
}
