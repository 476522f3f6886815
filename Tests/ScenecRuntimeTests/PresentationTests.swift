import Foundation
import ScenecExpectations
import ScenecRuntime
import Testing

/// Scene format §10.1 and §10.2 in the runtime: argument values, presentation frames per style and size class, and
/// the container's presentation stack.
@Suite struct PresentationTests {
    static let ipad = SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular)
    static let iphone = SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact)

    static func frame(
        _ presentation: ScenePresentation, on device: SceneDevice, detent: SheetDetent? = nil,
        source: Rect = Rect(x: 80, y: 0, width: 472, height: 768), metrics: Metrics = Metrics()
    ) -> PresentationLayout {
        PresentationLayout.layout(
            presentation, detent: detent, window: device.size, sizeClass: device.sizeClass, source: source,
            metrics: metrics)
    }

    // MARK: - Frames (the frames table of §10.2)

    @Test func fullScreenCoversTheWindowOnEveryDevice() {
        for device in [Self.ipad, Self.iphone] {
            let layout = Self.frame(ScenePresentation(style: .fullScreen), on: device)
            expectEqual(layout.frame, Rect(x: 0, y: 0, width: device.width, height: device.height))
            #expect(layout.style == .fullScreen && layout.detent == nil && !layout.isDimmed)
        }
    }

    @Test(arguments: [PresentationStyle.sheet, .formSheet, .popover])
    func compactDevicesShowASheet(_ style: PresentationStyle) {
        let presentation = ScenePresentation(style: style, detents: [.medium, .large])
        let medium = Self.frame(presentation, on: Self.iphone)
        #expect(medium.style == .sheet && medium.detent == .medium && medium.isDimmed)
        expectEqual(medium.frame, Rect(x: 0, y: 426, width: 393, height: 426))
        let large = Self.frame(presentation, on: Self.iphone, detent: .large)
        expectEqual(large.frame, Rect(x: 0, y: 10, width: 393, height: 842))
    }

    @Test func aPageSheetOnARegularDevice() {
        let layout = Self.frame(ScenePresentation(style: .sheet, detents: [.medium]), on: Self.ipad)
        expectEqual(layout.frame, Rect(x: 160, y: 10, width: 704, height: 748))
        #expect(layout.detent == nil && layout.isDimmed)
        let narrow = SceneDevice(name: "narrow", width: 600, height: 800, sizeClass: .regular)
        expectEqual(Self.frame(ScenePresentation(), on: narrow).frame, Rect(x: 0, y: 10, width: 600, height: 780))
    }

    @Test func aFormSheetOnARegularDevice() {
        let layout = Self.frame(ScenePresentation(style: .formSheet), on: Self.ipad)
        expectEqual(layout.frame, Rect(x: 242, y: 74, width: 540, height: 620))
        #expect(layout.isDimmed)
    }

    @Test func aPopoverIsCentredOnItsSourceAndKeptInsideTheWindow() {
        let popover = ScenePresentation(style: .popover)
        let centred = Self.frame(popover, on: Self.ipad, source: Rect(x: 80, y: 0, width: 472, height: 768))
        expectEqual(centred.frame, Rect(x: 156, y: 10, width: 320, height: 480))
        #expect(!centred.isDimmed && centred.detent == nil)
        let atTheRight = Self.frame(popover, on: Self.ipad, source: Rect(x: 944, y: 600, width: 80, height: 168))
        expectEqual(atTheRight.frame, Rect(x: 694, y: 278, width: 320, height: 480))
        let small = SceneDevice(name: "small", width: 300, height: 200, sizeClass: .regular)
        expectEqual(
            Self.frame(popover, on: small, source: Rect(x: 0, y: 0, width: 300, height: 200)).frame,
            Rect(x: 10, y: 10, width: 280, height: 180))
    }

    @Test func metricsMoveEveryFrame() {
        var metrics = Metrics()
        metrics.sheetTopGap = 20
        metrics.sheetMediumFraction = 0.25
        metrics.formSheetWidth = 500
        metrics.formSheetHeight = 400
        let sheet = ScenePresentation(detents: [.medium])
        expectEqual(
            Self.frame(sheet, on: Self.iphone, metrics: metrics).frame, Rect(x: 0, y: 639, width: 393, height: 213))
        expectEqual(Self.frame(sheet, on: Self.iphone, detent: .large, metrics: metrics).frame.y, 20)
        expectEqual(
            Self.frame(ScenePresentation(style: .formSheet), on: Self.ipad, metrics: metrics).frame,
            Rect(x: 262, y: 184, width: 500, height: 400))
    }

    @Test func aStylePerSizeClass() {
        let adaptive = ScenePresentation(style: .popover, compactStyle: .fullScreen)
        #expect(adaptive.style(for: .regular) == .popover && adaptive.style(for: .compact) == .fullScreen)
        #expect(!adaptive.usesDetents(on: .compact) && !adaptive.usesDetents(on: .regular))
    }

    // MARK: - Argument values

    @Test func valuesParseByType() {
        expectEqual(ArgumentType.int.value("-42"), .int(-42))
        #expect(ArgumentType.int.value("4.2") == nil)
        #expect(ArgumentType.int.value("99999999999999999999") == nil)
        expectEqual(ArgumentType.double.value("1e3"), .double(1000))
        expectEqual(ArgumentType.double.value(".5"), .double(0.5))
        #expect(ArgumentType.double.value("inf") == nil)
        #expect(ArgumentType.bool.value("true") == .bool(true) && ArgumentType.bool.value("yes") == nil)
        #expect(ArgumentType.uuid.value("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
        #expect(ArgumentType.uuid.value("E621E1F8C36C495A93FC0C247A3E6E5F") == nil)
        expectEqual(ArgumentType.url.value("https://example.com/a"), .url("https://example.com/a"))
        #expect(ArgumentType.url.value("example.com") == nil && ArgumentType.url.value("a b:c") == nil)
        expectEqual(ArgumentType.choice(["title", "date"]).value("date"), .choice("date"))
        #expect(ArgumentType.choice(["title", "date"]).value("plays") == nil)
        for type in [ArgumentType.string, .int, .double, .bool, .uuid, .url, .choice(["a"])] {
            #expect(type.accepts(type.sample), "\(type)")
            expectEqual(type.value(type.sample.description), type.sample, "\(type)")
        }
    }

    @Test func argumentsResolveAgainstADeclaration() {
        let declared = [
            SceneArgument(name: "albumID", type: .string),
            SceneArgument(name: "limit", type: .int, defaultValue: .int(50)),
            SceneArgument(name: "query", type: .string, isOptional: true),
        ]
        expectEqual(
            PageArguments([("albumID", .string("a1"))]).resolved(for: declared),
            .success(PageArguments([("albumID", .string("a1")), ("limit", .int(50))])))
        expectEqual(PageArguments().resolved(for: declared), .failure(.missing("albumID")))
        expectEqual(
            PageArguments([("albumID", .int(1))]).resolved(for: declared),
            .failure(.wrongType("albumID", expected: "String")))
        expectEqual(
            PageArguments([("albumID", .string("a")), ("x", .bool(true))]).resolved(for: declared),
            .failure(.unknown("x")))
    }

    // MARK: - The container's presentation stack

    /// home pushes album and presents settings; album's pager page tracks presents share; settings presents
    /// about and pushes advanced; the attachment bar presents player (full screen).
    static func definition() -> SceneDefinition {
        var scene = SceneDefinition(name: "Music")
        scene.devices = [ipad, iphone]
        scene.tabs = [SceneTab(title: "Home", root: "home")]
        scene.attachment = SceneAttachment(page: "bar", isVisible: true)
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(.half))
        home.push = ["album"]
        home.present = ["settings"]
        var album = ScenePage(id: "album", type: "App.Album", size: ScenePageSize(.half))
        album.arguments = [SceneArgument(name: "albumID", type: .string)]
        var pager = ScenePager()
        pager.tabs = [ScenePagerTab(title: "Tracks", page: "tracks", width: 80)]
        album.pager = pager
        var tracks = ScenePage(id: "tracks", type: "App.Tracks")
        tracks.present = ["share"]
        tracks.arguments = [
            SceneArgument(name: "albumID", type: .string),
            SceneArgument(name: "sort", type: .choice(["title", "date"]), defaultValue: .choice("title")),
        ]
        var share = ScenePage(id: "share", type: "App.Share")
        share.presentation = ScenePresentation(style: .popover)
        var settings = ScenePage(id: "settings", type: "App.Settings")
        settings.present = ["about"]
        settings.push = ["advanced"]
        settings.presentation = ScenePresentation(style: .formSheet, detents: [.medium, .large])
        let about = ScenePage(id: "about", type: "App.About")
        let advanced = ScenePage(id: "advanced", type: "App.Advanced")
        var bar = ScenePage(id: "bar", type: "App.Bar")
        bar.present = ["player"]
        var player = ScenePage(id: "player", type: "App.Player")
        player.presentation = ScenePresentation(style: .fullScreen, isDismissible: false)
        scene.pages = [home, album, tracks, share, settings, about, advanced, bar, player]
        return scene
    }

    @Test func pushesGoInsideAPresentationAndDismissRemovesWhatIsAbove() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.ipad)
        try container.present("settings")
        try container.push("advanced")
        expectEqual(container.topPage, "advanced")
        expectEqual(container.stack, ["home"], "the navigation below keeps its stack")
        #expect(throws: SceneError.undeclaredPush(from: "advanced", to: "album")) { try container.push("album") }
        try container.pop()
        try container.present("about")
        expectEqual(container.presentations.map { $0.pages.map(\.page) }, [["settings"], ["about"]])
        #expect(throws: SceneError.navigation(.emptyStack)) { try container.pop() }
        try container.dismiss(presentationAt: 0)
        #expect(container.presentations.isEmpty && container.topPage == "home")
        #expect(throws: SceneError.nothingPresented) { try container.dismiss() }
        #expect(throws: SceneError.undeclaredPresent(from: "home", to: "about")) { try container.present("about") }
    }

    @Test func aPagerPagePresentsFromItsHostWithItsHostsArguments() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.ipad)
        #expect(throws: SceneError.arguments(page: "album", .missing("albumID"))) {
            try container.push("album", arguments: PageArguments())
        }
        try container.push("album", arguments: PageArguments([("albumID", .string("a1"))]))
        expectEqual(container.topArguments, PageArguments([("albumID", .string("a1"))]))
        expectEqual(
            container.arguments(ofPagerPage: "tracks"),
            PageArguments([("albumID", .string("a1")), ("sort", .choice("title"))]))
        try container.present("share")
        let snapshot = container.snapshot()
        let presented = try #require(snapshot.presentations.first)
        #expect(presented.page == "share" && presented.from == "album")
        // album is the right half page: x 80 + 472 = 552, width 472; the popover is centred on it.
        expectEqual(presented.frame, Rect(x: 628, y: 10, width: 320, height: 480))
        #expect(!presented.layout.isDimmed)
    }

    @Test func theAttachmentPresentsFullScreenAndSheetsStack() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.iphone)
        try container.presentFromAttachment("player")
        var snapshot = container.snapshot()
        expectEqual(snapshot.presentations.map(\.frame), [Rect(x: 0, y: 0, width: 393, height: 852)])
        expectEqual(snapshot.presentations.first?.from, "bar")
        #expect(throws: SceneError.undeclaredPresent(from: "bar", to: "player")) {
            try container.presentFromAttachment("player")
        }
        try container.dismiss()
        try container.present("settings")
        snapshot = container.snapshot()
        let sheet = try #require(snapshot.presentations.first)
        #expect(sheet.layout.style == .sheet && sheet.layout.detent == .medium && sheet.layout.isDimmed)
        expectEqual(sheet.frame, Rect(x: 0, y: 426, width: 393, height: 426))
        try container.setDetent(.large)
        try container.push("advanced")
        snapshot = container.snapshot()
        expectEqual(snapshot.presentations.first?.frame, Rect(x: 0, y: 10, width: 393, height: 842))
        expectEqual(snapshot.presentations.first?.pages.map(\.visible), [false, true])
        expectEqual(snapshot.presentations.first?.pages.last?.frame, Rect(x: 0, y: 0, width: 393, height: 842))
    }

    @Test func aStateWithoutPresentationsSnapshotsAsBefore() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.ipad)
        let before = container.snapshot()
        try container.present("settings")
        try container.dismiss()
        expectEqual(container.snapshot(), before)
        #expect(before.presentations.isEmpty)
    }

    // MARK: - Scripts and errors

    @Test func scriptsPresentDismissAndMoveDetents() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.iphone)
        try container.run([.start("home"), .present("settings"), .setDetent(.large), .push("advanced")])
        expectEqual(container.presentations.map { $0.pages.map(\.page) }, [["settings", "advanced"]])
        expectEqual(container.snapshot().presentations.first?.layout.detent, .large)
        try container.run([.dismiss, .presentFromAttachment("player")])
        #expect(container.presentations.map(\.from) == ["bar"] && container.topPage == "player")
        #expect(throws: SceneError.undeclaredPresent(from: "home", to: "player")) {
            var fresh = SceneContainer(definition: Self.definition(), device: Self.iphone)
            try fresh.apply(.present("player"))
        }
    }

    @Test func setDetentRefusesWithItsOwnErrors() throws {
        var container = SceneContainer(definition: Self.definition(), device: Self.iphone)
        #expect(throws: SceneError.nothingPresented) { try container.setDetent(.large) }
        try container.presentFromAttachment("player")
        // A full-screen presentation has no detents.
        #expect(throws: SceneError.detentUnavailable(page: "player", detent: .medium)) {
            try container.setDetent(.medium)
        }
        var ipad = SceneContainer(definition: Self.definition(), device: Self.ipad)
        try ipad.present("settings")
        // A form sheet on a regular device is not a sheet with detents, though it declares them.
        #expect(throws: SceneError.detentUnavailable(page: "settings", detent: .large)) { try ipad.setDetent(.large) }
    }

    @Test func aPagerPageOfAPresentationPresentsFromItsHost() throws {
        var definition = Self.definition()
        let index = try #require(definition.pages.firstIndex { $0.id == "settings" })
        var pager = ScenePager()
        pager.tabs = [ScenePagerTab(title: "Tracks", page: "tracks", width: 80)]
        definition.pages[index].pager = pager
        var container = SceneContainer(definition: definition, device: Self.ipad)
        try container.present("settings")
        // `tracks`, a page of settings' pager, presents share: settings presents it, from itself.
        try container.present("share")
        let snapshot = container.snapshot()
        expectEqual(snapshot.presentations.map(\.page), ["settings", "share"])
        expectEqual(snapshot.presentations.last?.from, "settings")
        // The popover is centred on the presentation below (the form sheet at x 242, width 540).
        expectEqual(snapshot.presentations.last?.frame, Rect(x: 352, y: 84, width: 320, height: 480))
    }

    @Test func argumentsEncodeAsAnObjectByName() throws {
        let arguments = PageArguments([("albumID", .string("a1")), ("limit", .int(50)), ("rating", .double(1))])
        let data = try JSONEncoder().encode(arguments)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains(#""albumID":{"string":"a1"}"#) && text.contains(#""limit":{"int":50}"#))
        #expect(!text.contains("names") && !text.contains("_0"))
        let decoded = try JSONDecoder().decode(PageArguments.self, from: data)
        #expect(decoded == arguments && decoded.hashValue == arguments.hashValue)
        expectEqual(decoded["rating"], .double(1), "a Double stays a Double")
        let declared = [
            SceneArgument(name: "rating", type: .double), SceneArgument(name: "albumID", type: .string),
            SceneArgument(name: "limit", type: .int),
        ]
        expectEqual(try decoded.resolved(for: declared).get().values.map(\.name), ["rating", "albumID", "limit"])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ArgumentValue.self, from: Data(#"{"int":1,"string":"x"}"#.utf8))
        }
    }
}

/// A presented page's swipe transition (R6) is measured in its presentation (§10.2), not in the navigation below.
@Suite struct PresentedSwipeTests {
    /// home pushes album; album presents lyrics, a popover (320 wide on iPad) with a swipe transition to credits.
    static func definition() -> SceneDefinition {
        var scene = SceneDefinition(name: "Swipes")
        scene.devices = [PresentationTests.ipad, PresentationTests.iphone]
        scene.root = "home"
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(.half))
        home.push = ["album"]
        var album = ScenePage(id: "album", type: "App.Album", size: ScenePageSize(.half))
        album.present = ["lyrics"]
        album.transition = SceneTransition(next: "credits")
        var lyrics = ScenePage(id: "lyrics", type: "App.Lyrics")
        lyrics.presentation = ScenePresentation(style: .popover)
        lyrics.transition = SceneTransition(next: "credits")
        let credits = ScenePage(id: "credits", type: "App.Credits")
        scene.pages = [home, album, lyrics, credits]
        return scene
    }

    @Test func aPresentedPageSwipesInItsPresentationsWidthAndStack() throws {
        var container = SceneContainer(definition: Self.definition(), device: PresentationTests.ipad)
        try container.run([.start("home"), .push("album")])
        let navigationWidth = container.sideTabLayout.navigation.width
        expectEqual(container.topTransitionGesture?.screenWidth, navigationWidth)
        // On album, two pages deep, a rightward swipe pops.
        expectEqual(container.beginTransition(translationX: 100, velocityX: 1000, velocityY: 0), .pop)
        try container.present("lyrics")
        let presented = try #require(container.snapshot().presentations.last)
        expectEqual(presented.frame.width, 320)
        expectEqual(container.topTransitionGesture?.screenWidth, 320)
        #expect(navigationWidth != 320)
        // The same 100 pt is 31% of the popover, past R6's 30%, and 10.6% of the navigation.
        expectEqual(container.topTransitionGesture?.progress(translationX: -100), 100.0 / 320)
        // lyrics is alone in its presentation: a rightward swipe pops nothing; a leftward one pushes credits.
        #expect(container.beginTransition(translationX: 100, velocityX: 1000, velocityY: 0) == nil)
        expectEqual(container.beginTransition(translationX: -100, velocityX: -1000, velocityY: 0), .push)
        try container.push("credits")
        #expect(container.topTransitionGesture == nil, "credits declares no transition")
    }
}
