import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// The names generated from ids: members in lowerCamelCase, types with each word's own casing.
@Suite struct SwiftNamesTests {
    @Test(
        "type names keep the scene's casing",
        arguments: [
            ("XANavDemo", "XANavDemo"), ("album_list", "AlbumList"), ("home", "Home"), ("URLPage", "URLPage"),
            ("__private_page", "__PrivatePage"), ("a__b_", "AB"), ("___", "___"), ("page2_x", "Page2X"),
            ("été_page", "ÉtéPage"),
        ])
    func typeNames(_ id: String, _ type: String) {
        expectEqual(SwiftNames.typeName(id), type)
    }

    @Test(
        "ids of one or two lowercase letters are initialisms: upper-cased in type and method names",
        arguments: [
            ("dm", "DM"), ("tv", "TV"), ("a", "A"), ("_dm", "_DM"), ("Dm", "Dm"), ("dM", "DM"), ("dms", "Dms"),
            ("d2", "D2"), ("dm_x", "DmX"), ("é", "É"),
        ])
    func shortInitialisms(_ id: String, _ type: String) {
        expectEqual(SwiftNames.typeName(id), type)
    }

    @Test("a page `dm` is `SlackPages.DM`, pushed by `pushDM()`, with the case `dm`")
    func shortPageIDInGeneratedCode() throws {
        let files = try generateFiles(
            """
            scene: Slack
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [dm]}
              dm: {type: App.DirectMessages}

            """, name: "Slack.scene.yaml")
        let text = try #require(files.first { $0.name == "SlackScene.swift" }?.contents)
        #expect(text.contains("public enum DM {}"))
        #expect(text.contains("public func pushDM() -> SceneNavigator<SlackPages.DM>"))
        #expect(text.contains("    case dm\n"))
        #expect(!text.contains("Dm"))
    }

    @Test(
        "member names are lowerCamelCase",
        arguments: [
            ("XANavDemo", "xaNavDemo"), ("album_list", "albumList"), ("Home", "home"), ("URLPage", "urlPage"),
            ("__private_page", "__privatePage"),
        ])
    func memberNames(_ id: String, _ member: String) {
        expectEqual(SwiftNames.memberName(id), member)
    }

    /// The byte-level fast path for ASCII ids gives what the `Character`-level rule gives, on random ids.
    @Test func asciiFastPathAgreesWithTheRule() {
        var generator = SplitMix64(seed: 0x5A_11E5)
        let alphabet = Array("aBz_Z09_x")
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 9)
            let id = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            expectEqual(SwiftNames.typeName(id), Self.referenceTypeName(id), "\(id)")
            expectEqual(SwiftNames.memberName(id), Self.referenceMemberName(id), "\(id)")
        }
    }

    /// The rule, written with `Character`s: leading underscores kept, each word's first letter uppercased; an id of
    /// one or two lowercase letters upper-cased whole.
    static func referenceTypeName(_ id: String) -> String {
        let leading = id.prefix { $0 == "_" }
        let letters = id.dropFirst(leading.count)
        if (1...2).contains(letters.count), letters.allSatisfy({ ("a"..."z").contains($0) }) {
            return id.uppercased()
        }
        let words = id.dropFirst(leading.count).split(separator: "_")
        guard !words.isEmpty else { return id }
        return String(leading) + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The member rule, with `Character`s: the first word's leading run of capitals lowercased as one word
    /// (`URLPage` -> `urlPage`), later words capitalised.
    static func referenceMemberName(_ id: String) -> String {
        let leading = id.prefix { $0 == "_" }
        let words = id.dropFirst(leading.count).split(separator: "_")
        guard let first = words.first else { return id }
        let characters = Array(first)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1, count < characters.count { count -= 1 }
        let head = String(characters[..<count]).lowercased() + String(characters[count...])
        return String(leading) + head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
