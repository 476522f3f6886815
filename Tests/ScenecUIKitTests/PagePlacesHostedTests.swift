import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

/// What generated page navigators call: navigation from a page's place, the app's controller hosting the
/// page's container, and the attachment page, on the stand-in.
@MainActor
@Suite("Navigation from a page's place, hosted on the stand-in")
struct PagePlacesHostedTests {
    /// A scene on the iPad whose one tab has the root `root`, with the attachment page `bar` shown; `pages` is the
    /// text under `pages:`, indented by two spaces.
    static func shop(root: String, pages: String) -> String {
        """
        scene: Shop
        version: 1
        devices: [ipad-landscape]
        tabs: [{title: Home, root: \(root)}]
        attachment: {page: bar, visible: true}
        pages:
        \(pages)
        """
    }

    static let scene = shop(
        root: "home",
        pages: """
              home: {type: App.Home, size: half, push: [album, artist, queue]}
              album: {type: App.Album, size: half, push: [track]}
              track: {type: App.Track, size: half}
              artist:
                type: App.Artist
                size: half
                header: {height: 200}
                pager:
                  tabs:
                    - {title: Songs, page: songs, width: 100}
                    - {title: About, page: about, width: 100}
              songs: {type: App.Songs, scrolls: true, push: [track]}
              about: {type: App.About, scrolls: true}
              queue:
                type: App.Queue
                stack:
                  root: upNext
                  views:
                    upNext: {type: App.UpNext, push: [history]}
                    history: {type: App.History}
              bar: {type: App.Bar}

            """)

    /// The scene's root controller in a window, every page a `RecordingPage` and every place recorded.
    func host() throws -> (UIWindow, SceneRootViewController, places: () -> [String: ScenePagePlace]) {
        let result = SceneRootHostedTests().compiled(text: Self.scene)
        let definition = try #require(result.definition)
        let device = try #require(definition.devices.first)
        let log = AppearanceLog()
        var places: [String: ScenePagePlace] = [:]
        let controller = SceneRootViewController(
            scene: definition, device: device,
            makeStackView: { view, place in
                places["\(place.page.id).\(view.id)"] = place
                return HostedViewController(hosting: UIView(frame: .zero))
            },
            makePageAt: { place in
                places[place.page.id] = place
                return RecordingPage(id: place.page.id, log: log)
            })
        let window = showInWindow(controller, on: device)
        window.layoutIfNeeded()
        return (window, controller, { places })
    }

    /// `host()`, then artist pushed on home and laid out.
    func hostWithArtistPushed() throws -> (
        UIWindow, SceneRootViewController, places: () -> [String: ScenePagePlace], home: ScenePagePlace,
        artist: ScenePagePlace
    ) {
        let (window, controller, places) = try host()
        let home = try #require(places()["home"])
        let artist = try #require(controller.push("artist", onTopOf: home, animated: false))
        window.layoutIfNeeded()
        return (window, controller, places, home, artist)
    }

    @Test("a push from a lower page pops the pages above it first, as SPStackedNav's onTopOf does")
    func pushOnTopOf() throws {
        let (window, controller, places) = try host()
        let home = try #require(places()["home"])
        expectEqual(home.tab, 0)
        let album = try #require(controller.push("album", onTopOf: home, animated: false))
        let track = try #require(controller.push("track", onTopOf: album, animated: true))
        #expect(track.page.id == "track" && track.tab == 0)
        expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album", "track"])
        // From home again: album and track leave, artist is pushed.
        let artist = try #require(controller.push("artist", onTopOf: home, animated: false))
        expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "artist"])
        // An undeclared edge and a page no longer shown push nothing, and pop nothing either.
        #expect(controller.push("queue", onTopOf: artist, animated: false) == nil)
        #expect(controller.push("track", onTopOf: artist, animated: false) != nil)
        #expect(controller.push("queue", onTopOf: artist, animated: false) == nil)
        expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "artist", "track"])
        #expect(controller.popTo(artist, animated: false))
        #expect(controller.push("track", onTopOf: album, animated: false) == nil)
        window.layoutIfNeeded()
        // The animated push ended where the runtime puts the page.
        var expected = SceneContainer(definition: controller.plan.definition, device: controller.plan.device)
        try expected.run([.start("home"), .push("artist")])
        let snapshot = expected.snapshot()
        let area = snapshot.sideTabs.navigation
        for page in snapshot.navigation.pages {
            let view = try #require(controller.selectedNavigation.pageView(page.id))
            expectEqual(windowFrame(view), page.frame.offsetBy(dx: area.x, dy: area.y), "\(page.id)")
        }
        #expect(controller.popTo(home, animated: false))
        expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"])
        #expect(!controller.popTo(artist, animated: false))
    }

    @Test("a pager page pushes on top of the page that hosts its pager")
    func pushFromPagerPage() throws {
        let (_, controller, places, _, artist) = try hostWithArtistPushed()
        let songs = try #require(places()["artist/songs"])
        #expect(songs.navigationInstance == "artist" && songs.tab == 0)
        let track = try #require(controller.push("track", onTopOf: songs, animated: false))
        expectEqual(track.page.id, "track")
        expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "artist", "track"])
        #expect(controller.popTo(artist, animated: false))
        let pager = try #require(controller.pager(at: artist))
        #expect(pager.selectTab(1))
        expectEqual(pager.pagerPlan.pager.selected, 1)
        #expect(pager.setHeaderOffset(40))
    }

    @Test("the app's controller is the page and hosts the container, which fills its view")
    func hostedContainers() throws {
        let (window, controller, places, home, artist) = try hostWithArtistPushed()
        let page = try #require(controller.selectedNavigation.pageControllers["artist"])
        expectEqual((page as? RecordingPage)?.id, "artist")
        let pager = try #require(controller.pager(at: artist))
        #expect(pager.parent === page)
        #expect(pager.view.superview === page.view)
        expectEqual(pager.view.frame, CGRect(origin: .zero, size: page.view.frame.size))
        #expect(controller.topPager === pager)
        #expect(controller.popTo(home, animated: false))
        let queue = try #require(controller.push("queue", onTopOf: home, animated: false))
        window.layoutIfNeeded()
        let stack = try #require(controller.pageStack(at: queue))
        #expect(controller.topPageStack === stack)
        expectEqual(places()["queue.upNext"], queue)
        try stack.push("history")
        expectEqual(places()["queue.history"], queue)
        #expect(stack.topViewController is HostedViewController)
    }

    @Test("the attachment page is made with the scene, without a tab, and fills the attachment bar")
    func attachment() throws {
        let (_, controller, places) = try host()
        let bar = try #require(places()["attachment/bar"])
        #expect(bar.tab == nil)
        #expect(controller.pageController(at: bar) === controller.attachmentController)
        #expect(controller.push("album", onTopOf: bar, animated: false) == nil)
        let view = try #require(controller.attachmentController?.view)
        let attachment = try #require(controller.attachment)
        #expect(view.superview === attachment)
        expectEqual(view.frame, CGRect(origin: .zero, size: attachment.frame.size))
        #expect(attachment.frame.height > 0)
    }

    @Test("under a status bar the navigation's page stacks start below it; the attachment's, at the bottom, does not")
    func safeAreaTopOfInnerContainers() throws {
        let text = Self.shop(
            root: "queue",
            pages: """
                  # No navigation bar: the status bar alone sets where the page stacks start (NavigationBarHostedTests
                  # checks a bar's inset).
                  queue: {type: App.Queue, navigationBar: false, stack: {root: upNext, views: {upNext: {type: App.UpNext}}}}
                  bar: {type: App.Bar, navigationBar: false, stack: {root: mini, views: {mini: {type: App.Mini}}}}

                """)
        let definition = try #require(SceneRootHostedTests().compiled(text: text).definition)
        var device = try #require(definition.devices.first)
        device.safeArea = EdgeInsets(top: 24, bottom: 20)
        let controller = SceneRootViewController(definition: definition, device: device) { page in
            RecordingPage(id: page.id, log: AppearanceLog())
        }
        controller.followsWindow = false
        let window = showInWindow(controller, on: device)
        try controller.apply(.start("queue"))
        window.layoutIfNeeded()
        let queue = try #require(controller.topPageStack)
        expectEqual(queue.safeAreaTop, 24)
        let shown = try #require(queue.topViewController)
        expectEqual(shown.view.frame.minY, 24)
        let bar = try #require(controller.attachmentController?.children.first as? PageStackViewController)
        expectEqual(bar.safeAreaTop, 0)
        // The window's safe area, once followed, reaches the pages' containers already made.
        device.safeArea = EdgeInsets(top: 59, bottom: 34)
        controller.setDevice(device)
        window.layoutIfNeeded()
        #expect(queue.safeAreaTop == 59 && shown.view.frame.minY == 59 && bar.safeAreaTop == 0)
    }
}
