import Foundation
import ScenecCodeGen
import ScenecOutput
import Testing

/// The generated links (scene format §10.3): the `<Scene>Link` enum, the definition's links, `open` on the root
/// controller and the link tests of the first layout test file; nothing for a scene without links.
/// `GeneratedPackageTests` compiles and runs them (Music, Player and its Inbox scene).
@Suite struct GeneratedLinkTests {
    static let scene = """
        scene: Mail
        version: 1
        devices: [iphone]
        root: inbox
        pages:
          inbox: {type: App.Inbox, push: [thread], present: [compose]}
          thread:
            type: App.Thread
            arguments: {threadID: Int, sort: {type: [new, old], default: new}, id: String?}
          compose: {type: App.Compose, arguments: {to: String?}}
        links:
          - {url: "mail://thread/{threadID}?sort={sort}&id={id}", path: "inbox,thread"}
          - {url: "https://mail.example.com/compose", path: "inbox|compose", name: write}

        """

    @Test func aSceneWithLinksGetsTheirEnumOpenAndTests() throws {
        let files = try generateFiles(Self.scene, name: "Mail.scene.yaml")
        let setup = try #require(files.first { $0.name == "MailScene.swift" }).contents
        #expect(setup.contains("public enum MailLink: Hashable, Sendable {"))
        #expect(setup.contains("    case thread(threadID: Int, sort: MailPages.Thread.Arguments.Sort?, id: String?)"))
        #expect(setup.contains("    case write\n"))
        #expect(setup.contains("        scene.links = MailLink.sceneLinks\n"))
        #expect(setup.contains("public func open(_ link: MailLink, animated: Bool = false) throws(SceneError)"))
        #expect(setup.contains(#""sort": LinkArgument(.choice(["new", "old"]), isOptional: true)"#))
        let tests = try #require(files.first { $0.name == "MailLayoutTests.swift" }).contents
        #expect(tests.contains("func test_linkURLsReadBack()"))
        #expect(tests.contains("func test_linksOpen() throws"))
        #expect(tests.contains(".thread(threadID: 1, sort: MailPages.Thread.Arguments.Sort.new, id: text),"))
        #expect(tests.contains(".thread(threadID: 1, sort: nil, id: nil),"))
        // The empty string reads back in a query item (`id`); a path segment, which cannot carry it, gets `path`.
        #expect(tests.contains("for link in Self.links(\"\", path: \"sample\") {"))
        #expect(tests.contains("private static func links(_ text: String, path: String) -> [MailLink] {"))
    }

    @Test func aSceneWithoutLinksGetsNone() throws {
        let links = try #require(Self.scene.range(of: "links:"))
        let text = String(Self.scene[..<links.lowerBound])
        let files = try generateFiles(text, name: "Mail.scene.yaml")
        for file in files {
            #expect(!file.contents.contains("MailLink"), "\(file.name)")
            #expect(!file.contents.contains("scene.links"), "\(file.name)")
            #expect(!file.contents.contains("test_link"), "\(file.name)")
        }
    }
}
