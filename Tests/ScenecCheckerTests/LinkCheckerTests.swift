import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// Marker tests of scene format section 10.3 (links): every rule's message, location, notes and fix-it, and what
/// the `links` keys lower to.
@Suite struct LinkCheckerTests {
    /// A scene with `home` (a tab root) pushing `album` (which needs an `albumID` and presents `share`), an
    /// attachment `bar` presenting `player`, and `links` (indented by two spaces).
    static func scene(
        _ links: String, album: String = "arguments: {albumID: String}",
        share: String = "{albumID: String, via: {type: String, default: app}}"
    ) -> String {
        """
        scene: Music
        version: 1
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar}
        pages:
          home: {type: App.Home, push: [album]}
          album:
            type: App.Album
            \(album)
            present: [share]
          share: {type: App.Share, arguments: \(share)}
          bar: {type: App.Bar, present: [player]}
          player: {type: App.Player}
        links:
        \(links)
        """
    }

    /// The compilation of `scene(links)`.
    static func compiled(_ links: String) -> CompilationResult {
        compile(scene(links))
    }

    // MARK: - Lowering

    @Test func linksLowerIntoTheModel() throws {
        let result = Self.compiled(
            """
              - {url: "music://host/album/{albumID}", path: "home,album"}
              - {url: "https://music.example.com/a/{albumID}/share?via={via}", path: "home, album | share", name: shareAlbum}
              - {url: "music://host/player", path: "bar|player"}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let links = try #require(result.scene?.links)
        expectEqual(links.count, 3)
        expectEqual(links[0].pages.map(\.rawValue), ["home", "album"])
        expectEqual(links[1].steps.map(\.isPresentation), [false, false, true])
        expectEqual(links[1].name?.value, "shareAlbum")
        expectEqual(links[1].pattern?.queryItems.map(\.key), ["via"])
        expectEqual(Link.caseNames(of: links), ["album", "shareAlbum", "player"])
    }

    @Test func defaultNamesThatClashUseThePageBefore() throws {
        let result = Self.compiled(
            """
              - {url: "music://host/album/{albumID}/share", path: "home,album|share"}
              - {url: "music://host/share", path: "home", name: share}
              - {url: "music://host/album/{albumID}", path: "home,album"}
            """)
        let links = try #require(result.scene?.links)
        // 'share' is explicit, so the first link keeps its default 'share' and clashes with it.
        expectEqual(Link.caseNames(of: links), ["share", "share", "album"])
        expectEqual(result.diagnostics.map(\.code), [.duplicateLinkName])
    }

    // MARK: - SC2060, SC2061

    @Test func aPatternProblemIsLocatedInsideTheURL() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/1️⃣album-{albumID}\", path: \"home,album\"}"),
            .invalidLinkPattern,
            message:
                "the link url 'music://host/album-{albumID}' is not a URL pattern: a placeholder is a whole segment: `{name}`, not part of one"
        )
    }

    @Test func anEmptyStepIsRemovedByTheFixIt() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"home,1️⃣,album\"}"),
            .invalidLinkPath, message: "the link path 'home,,album' is malformed: the path has an empty step",
            hasFixIt: true)
    }

    @Test func aStepThatIsNoIdentifier() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"home,1️⃣al-bum\"}"),
            .invalidLinkPath, message: "the link path 'home,al-bum' is malformed: 'al-bum' is not a page id")
    }

    // MARK: - SC3060, SC3061

    @Test func aPathStartsAtAnEntry() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"1️⃣album\"}"),
            .linkPathNotFromEntry,
            message: "the path of link 'music://host/album/{albumID}' starts at 'album', which is not an entry page",
            hasFixIt: true)
    }

    @Test func theAttachmentStartsOnlyAPresentation() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/bar\", path: \"1️⃣bar\"}"),
            .linkPathNotFromEntry,
            message: "the path of link 'music://host/bar' starts at 'bar', which is not an entry page")
    }

    @Test func anUnknownPageSuggestsTheClosest() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"home,1️⃣albun\"}"),
            .linkStepNotAnEdge, message: "the path of link 'music://host/album/{albumID}' names no page 'albun'",
            hasFixIt: true)
    }

    @Test func aPushWrittenForAPresentationIsFixedWithABar() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}/share\", path: \"home,album,1️⃣share\"}"),
            .linkStepNotAnEdge,
            message:
                "the path of link 'music://host/album/{albumID}/share' goes from 'album' to 'share', but 'album' does not push 'share'",
            hasFixIt: true)
    }

    @Test func anUndeclaredStepHasNoFixIt() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/player\", path: \"home|1️⃣player\"}"),
            .linkStepNotAnEdge,
            message:
                "the path of link 'music://host/player' goes from 'home' to 'player', but 'home' does not present 'player'"
        )
    }

    /// A step may follow an edge that a page of the previous step's pager declares (§9.2): `home` pushes nothing
    /// itself, its pager page `fresh` pushes `album` and presents `share`, and `fresh`'s own pager page `deep`
    /// pushes `track`. What no page of the pager declares is still no edge.
    @Test func aStepFollowsTheEdgesOfThePagerPages() {
        let pagers = """
            scene: Music
            version: 1
            tabs: [{title: Home, root: home}]
            pages:
              home: {type: App.Home, pager: {tabs: [{title: New, page: fresh, width: 80}]}}
              fresh: {type: App.Fresh, push: [album], present: [share], pager: {tabs: [{title: Deep, page: deep, width: 80}]}}
              deep: {type: App.Deep, push: [track]}
              album: {type: App.Album}
              track: {type: App.Track}
              share: {type: App.Share}
            links:
              - {url: "music://host/album", path: "home,album"}
              - {url: "music://host/share", path: "home|share"}
              - {url: "music://host/track", path: "home,track"}

            """
        let accepted = compile(pagers)
        #expect(accepted.diagnostics.isEmpty, "\(accepted.diagnostics.map(\.message))")
        expectDiagnostic(
            pagers + "  - {url: \"music://host/album/share\", path: \"home,1️⃣share\", name: misplaced}\n",
            .linkStepNotAnEdge,
            message:
                "the path of link 'music://host/album/share' goes from 'home' to 'share', but 'home' does not push 'share'",
            fixIt: "|")
    }

    // MARK: - SC3062, SC3063, SC3064

    @Test func aPlaceholderThatBindsNothingSuggestsAnArgument() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/1️⃣{albumId}\", path: \"home,album\"}"),
            .linkPlaceholderBindsNothing,
            message:
                "placeholder '{albumId}' of link 'music://host/album/{albumId}' binds no argument: no page on its path ('home', 'album') declares 'albumId'",
            hasFixIt: true)
    }

    /// Issue 43 item 6: a placeholder far from the one argument it was meant for (`{id}` for `albumID`) is renamed
    /// to it, and the argument is not reported again (SC3063), whose fix would leave `{id}` binding nothing.
    @Test func aMistypedPlaceholderIsRenamedToTheUnboundArgument() {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/1️⃣{id}\", path: \"home,album\"}"),
            .linkPlaceholderBindsNothing,
            message:
                "placeholder '{id}' of link 'music://host/album/{id}' binds no argument: no page on its path ('home', 'album') declares 'id'",
            fixIt: "{albumID}")
    }

    /// Issue 43 item 6: an argument whose type is unknown (SC2040) stays declared, so its link's placeholder is not
    /// reported as binding nothing (SC3062).
    @Test func anUnknownArgumentTypeDoesNotCascadeIntoTheLinks() {
        expectDiagnostic(
            Self.scene(
                "  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}",
                album: "arguments: {albumID: 1️⃣Integer}"),
            .unknownArgumentType, message: "'Integer' is not an argument type (argument 'albumID')", fixIt: "Int")
    }

    @Test func aRequiredArgumentNeedsAPlaceholder() {
        expectDiagnostic(
            Self.scene(
                "  - {url: \"music://host/album\", path: \"home,1️⃣album\"}", album: "arguments: {2️⃣albumID: String}"),
            .linkArgumentUnbound,
            message:
                "argument 'albumID' of page 'album' is required, but link 'music://host/album' binds no '{albumID}'",
            notes: ["2️⃣"], fixIt: "?albumID={albumID}")
    }

    @Test func aDefaultedArgumentNeedsNoPlaceholder() {
        let result = Self.compiled("  - {url: \"music://host/album/{albumID}/share\", path: \"home,album|share\"}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func onePlaceholderHasOneType() {
        expectDiagnostic(
            Self.scene(
                "  - {url: \"music://host/album/1️⃣{albumID}/share\", path: \"home,album|share\"}",
                album: "arguments: {2️⃣albumID: Int}", share: "{3️⃣albumID: String}"),
            .linkPlaceholderTypesDiffer,
            message:
                "placeholder '{albumID}' of link 'music://host/album/{albumID}/share' binds arguments of different types: Int and String",
            notes: ["2️⃣", "3️⃣"])
    }

    // MARK: - SC3065, SC3066

    @Test func twoLinksThatMatchOneURLGiveAWitness() {
        expectDiagnostic(
            Self.scene(
                """
                  - {url: 2️⃣"music://host/album/{albumID}", path: "home,album"}
                  - {url: 1️⃣"music://host/album/new", path: "home", name: newAlbum}
                """),
            .linksOverlap,
            message:
                "links 'music://host/album/{albumID}' and 'music://host/album/new' both match the URL 'music://host/album/new'",
            notes: ["2️⃣"])
    }

    @Test func anIntPlaceholderDoesNotClashWithAWord() {
        let result = compile(
            Self.scene(
                """
                  - {url: "music://host/album/{albumID}", path: "home,album"}
                  - {url: "music://host/album/new", path: "home", name: newAlbum}
                """, album: "arguments: {albumID: Int}"))
        #expect(!result.diagnostics.contains { $0.code == .linksOverlap }, "\(result.diagnostics.map(\.message))")
    }

    @Test func twoLinksWithOneNameGetAFixIt() {
        expectDiagnostic(
            Self.scene(
                """
                  - {url: "music://host/album/{albumID}", path: 2️⃣"home,album"}
                  - {url: "https://music.example.com/album/{albumID}", path: 1️⃣"home,album"}
                """),
            .duplicateLinkName,
            message:
                "links 'music://host/album/{albumID}' and 'https://music.example.com/album/{albumID}' have the same case name 'homeAlbum'",
            notes: ["2️⃣"], hasFixIt: true)
    }

    /// Issue 41 item 4: a case name the generated link enum already uses ('sceneLinks' was "invalid redeclaration").
    @Test(arguments: [
        "sceneLinks", "url", "values", "makeSceneLinks", "PageArguments", "URL", "MusicScene", "MusicPages",
    ])
    func aNameTheLinkEnumUsesIsTaken(_ name: String) {
        expectDiagnostic(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\", name: 1️⃣\(name)}"),
            .duplicateLinkName,
            message:
                "link 'music://host/album/{albumID}' has the case name '\(name)', which the generated link enum already uses",
            fixIt: name + "Link")
    }

    @Test func aDefaultNameTheLinkEnumUsesIsTakenToo() {
        let result = compile(
            Self.scene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}")
                .replacingOccurrences(of: "album", with: "values"))
        expectEqual(result.diagnostics.map(\.code), [.duplicateLinkName], "\(result.diagnostics.map(\.message))")
    }
}

/// The links of a checked scene in its runtime definition and in `scenec graph`'s three formats (§10.3).
@Suite struct LinkOutputTests {
    static let links = """
          - {url: "music://host/album/{albumID}", path: "home,album"}
          - {url: "https://music.example.com/a/{albumID}/share?via={via}", path: "home,album|share", name: shareAlbum}
          - {url: "music://host/player", path: "bar|player"}
        """

    /// `scene` without its `links:` and the lines after it.
    static func withoutLinks(_ scene: String) -> String {
        scene.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0 != "links:" }.joined(separator: "\n")
    }

    @Test func theDefinitionHoldsEachLinkWithItsRouteAndPath() throws {
        let result = compile(LinkCheckerTests.scene(Self.links))
        let definition = try #require(result.definition)
        expectEqual(definition.links.map(\.name), ["album", "shareAlbum", "player"])
        expectEqual(definition.links.map(\.path), ["home,album", "home,album|share", "bar|player"])
        // `via` is defaulted on `share`, so its query item may be left out; `albumID` is required.
        expectEqual(definition.links[1].route.arguments["via"]?.mayBeAbsent, true)
        expectEqual(definition.links[1].route.arguments["albumID"]?.mayBeAbsent, false)
        let opened = try #require(definition.link(matching: "https://MUSIC.example.com/a/x%2Fy/share"))
        #expect(opened.link.name == "shareAlbum" && opened.bindings == ["albumID": .string("x/y")])
        #expect(definition.link(matching: "music://host/albums/1") == nil)
    }

    @Test func aSceneWithoutLinksHasNone() throws {
        let result = compile(Self.withoutLinks(LinkCheckerTests.scene(Self.links)))
        #expect(try #require(result.definition).links.isEmpty)
    }

    @Test func theGraphDrawsEachLinkAsANodeWithAnEdgeToThePageItOpens() throws {
        let file = SourceFile(path: "links.scene.yaml", text: LinkCheckerTests.scene(Self.links))
        let result = Compiler().compile(file)
        let export = GraphExport(scene: try #require(result.scene), graph: try #require(result.graph), file: file)
        let dot = export.dot()
        #expect(
            dot.contains(
                "\"link:shareAlbum\" [label=\"https://music.example.com/a/{albumID}/share?via={via}\", shape=cds"))
        #expect(
            dot.contains(
                "\"link:shareAlbum\" -> \"page:share\" [kind=link, style=dotted, color=\"darkgreen\", label=\"home,album|share\"];"
            ))
        let mermaid = export.mermaid()
        let nodeCount = try #require(result.graph).nodes.count
        #expect(mermaid.contains("    n\(nodeCount + 2)>\"music://host/player\"]\n"))
        #expect(mermaid.contains("    n\(nodeCount + 2) -.->|\"bar|player\"| "))
        let json = export.json().serialized()
        #expect(
            json.contains(
                "\"id\": \"link:album\",\n      \"kind\": \"link\",\n      \"name\": \"album\",\n"
                    + "      \"url\": \"music://host/album/{albumID}\""))
        #expect(
            json.contains(
                "\"from\": \"link:album\",\n      \"to\": \"page:album\",\n      \"kind\": \"link\",\n"
                    + "      \"gesture\": false,\n      \"path\": \"home,album\""))
    }

    @Test func aGraphWithoutLinksPrintsAsBefore() throws {
        let file = SourceFile(path: "a.scene.yaml", text: Self.withoutLinks(LinkCheckerTests.scene(Self.links)))
        let result = Compiler().compile(file)
        let export = GraphExport(scene: try #require(result.scene), graph: try #require(result.graph), file: file)
        #expect(!export.dot().contains("link:") && !export.mermaid().contains(">\""))
        #expect(!export.json().serialized().contains("link"))
    }
}
