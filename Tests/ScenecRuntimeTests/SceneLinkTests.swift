import ScenecExpectations
import ScenecRuntime
import Testing

/// Opening a link on a container (§10.3): what a generated `open(_:animated:)` replays on the UI.
@Suite struct SceneLinkTests {
    static func route(_ pattern: String, _ arguments: [String: LinkArgument]) throws -> LinkRoute {
        try LinkRoute(pattern: try LinkPattern(parsing: pattern), arguments: arguments)
    }

    /// `_SavedNavigationInvariants.definition` with three links: an album (two tabs' paths lead to it), a share
    /// sheet presented from the album's pager page, and the player presented from the attachment.
    static func definition() throws -> SceneDefinition {
        var definition = _SavedNavigationInvariants.definition
        definition.links = [
            SceneLink(
                name: "album", route: try route("app://h/album/{albumID}", ["albumID": LinkArgument(.string)]),
                steps: [SceneLink.Step(page: "search"), SceneLink.Step(page: "album")]),
            SceneLink(
                name: "share",
                route: try route(
                    "https://e.com/a/{albumID}/share?count={count}",
                    ["albumID": LinkArgument(.string), "count": LinkArgument(.int, isOptional: true)]),
                steps: [
                    SceneLink.Step(page: "home"), SceneLink.Step(page: "album"),
                    SceneLink.Step(page: "share", isPresentation: true),
                ]),
            SceneLink(
                name: "player", route: try route("app://h/player", [:]),
                steps: [SceneLink.Step(page: "bar"), SceneLink.Step(page: "player", isPresentation: true)]),
        ]
        return definition
    }

    @Test func openingDismissesSelectsTheTabPopsToTheRootAndReplaysThePath() throws {
        let definition = try Self.definition()
        var container = SceneContainer(definition: definition, device: _SavedNavigationInvariants.device)
        try container.selectTab(1)
        try container.push("search")
        try container.selectTab(0)
        try container.present("settings")
        let opened = try #require(definition.link(matching: "app://h/album/a%20b"))
        try container.open(opened.link, bindings: opened.bindings)
        #expect(container.presentations.isEmpty)
        #expect(container.selectedTab == 1 && container.stack == ["search", "album"])
        expectEqual(container.topArguments, PageArguments([("albumID", .string("a b")), ("sort", .choice("title"))]))
        // The same state as pushing by hand.
        var byHand = SceneContainer(definition: definition, device: _SavedNavigationInvariants.device)
        try byHand.selectTab(1)
        try byHand.push("album", arguments: PageArguments([("albumID", .string("a b"))]))
        expectEqual(container.snapshot(), byHand.snapshot())
    }

    @Test func aPresentationGetsItsBoundArgumentsAndAnAbsentOptionalIsNil() throws {
        let definition = try Self.definition()
        var container = SceneContainer(definition: definition, device: _SavedNavigationInvariants.device)
        let withCount = try #require(definition.link(matching: "https://e.com/a/x/share?count=3"))
        try container.open(withCount.link, bindings: withCount.bindings)
        expectEqual(container.presentations.map { $0.pages.map(\.page) }, [["share"]])
        expectEqual(container.stack, ["home", "album"])
        expectEqual(container.topArguments, PageArguments([("count", .int(3))]))
        let without = try #require(definition.link(matching: "https://e.com/a/x/share"))
        try container.open(without.link, bindings: without.bindings)
        #expect(container.presentations.count == 1 && container.topArguments.isEmpty)
    }

    @Test func aPathFromTheAttachmentKeepsTheTabAndItsStack() throws {
        let definition = try Self.definition()
        var container = SceneContainer(definition: definition, device: _SavedNavigationInvariants.device)
        try container.selectTab(1)
        try container.push("search")
        let opened = try #require(definition.link(matching: "app://h/player"))
        try container.open(opened.link, bindings: opened.bindings)
        #expect(container.selectedTab == 1 && container.stack == ["search", "search"])
        expectEqual(container.presentations.first?.isFromAttachment, true)
        expectEqual(container.topPage, "player")
    }
}
