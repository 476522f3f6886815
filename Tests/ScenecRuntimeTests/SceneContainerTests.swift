import ScenecExpectations
import ScenecRuntime
import Testing

/// `SceneContainer`: tabs keep their stacks (R1), pages are templates, pop and popToRoot, pushes from pages in
/// a pager (§9.2), push style and the bottom tab bar (§9.1), scripts.
@Suite struct SceneContainerTests {
    /// Two tabs (home pushes album; library's pager page albums pushes album), album pushes album.
    static func definition() -> SceneDefinition {
        var scene = SceneDefinition(name: "Music")
        scene.devices = [
            SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular),
            SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact),
        ]
        scene.tabs = [SceneTab(title: "Home", root: "home"), SceneTab(title: "Library", root: "library")]
        var home = ScenePage(id: "home", type: "App.Home")
        home.push = ["album"]
        var library = ScenePage(id: "library", type: "App.Library")
        var pager = ScenePager()
        pager.tabs = [ScenePagerTab(title: "Albums", page: "albums", width: 80)]
        library.pager = pager
        var albums = ScenePage(id: "albums", type: "App.Albums")
        albums.push = ["album"]
        var album = ScenePage(id: "album", type: "App.Album", size: ScenePageSize(regular: .half, compact: .full))
        album.push = ["album"]
        scene.pages = [home, library, albums, album]
        scene.navigationStyle = SizeClassValue(regular: .stacked, compact: .push)
        scene.tabBarStyle = SizeClassValue(regular: .side, compact: .bottom)
        return scene
    }

    @Test("switching tabs keeps each tab's stack")
    func tabsKeepTheirStacks() throws {
        let scene = Self.definition()
        var container = SceneContainer(definition: scene, device: scene.devices[0])
        try container.run([.start("home"), .push("album"), .push("album")])
        expectEqual(container.stack, ["home", "album", "album"])
        try container.start(at: "library")
        expectEqual(container.stack, ["library"])
        try container.start(at: "home")
        expectEqual(container.stack, ["home", "album", "album"])
        try container.selectTab(1)
        #expect(container.selectedTab == 1 && container.stack == ["library"])
        #expect(throws: SceneError.tabOutOfRange(2)) { try container.selectTab(2) }
    }

    @Test("a page pushed again is a new instance; pop and popToRoot")
    func templatesAndPops() throws {
        let scene = Self.definition()
        var container = SceneContainer(definition: scene, device: scene.devices[0])
        try container.run([.start("home"), .push("album"), .push("album")])
        expectEqual(container.navigation.pages.map(\.id), ["home", "album", "album#2"])
        try container.pop()
        expectEqual(container.stack, ["home", "album"])
        try container.push("album")
        expectEqual(container.navigation.pages.map(\.id), ["home", "album", "album#2"])
        try container.popToRoot()
        // R2 keeps two pages only when the root is not full width; home is full.
        expectEqual(container.stack, ["home"])
        #expect(throws: SceneError.navigation(.emptyStack)) { try container.pop() }
    }

    @Test("a page inside the top page's pager pushes onto its navigation")
    func containedPush() throws {
        let scene = Self.definition()
        var container = SceneContainer(definition: scene, device: scene.devices[0])
        try container.run([.start("library"), .push("album")])
        expectEqual(container.stack, ["library", "album"])
        expectEqual(scene.pushTargets(from: "library"), ["album"])
        #expect(throws: SceneError.undeclaredPush(from: "album", to: "home")) { try container.push("home") }
    }

    @Test("push style on the iPhone: pages fill the area, only the top is active; a bottom tab bar")
    func pushStyleAndBottomBar() throws {
        let scene = Self.definition()
        var container = SceneContainer(definition: scene, device: scene.devices[1])
        try container.run([.start("home"), .push("album"), .push("album")])
        #expect(throws: SceneError.activationInPushStyle(0)) { try container.activate(0) }
        let snapshot = container.snapshot()
        let bar = try #require(snapshot.tabBar)
        expectEqual(bar.frame, Rect(x: 0, y: 803, width: 393, height: 49))
        #expect(snapshot.sideTabs.sidebar == nil)
        expectEqual(
            snapshot.navigation.pages.map(\.frame),
            Array(repeating: Rect(x: 0, y: 0, width: 393, height: 803), count: 3))
        expectEqual(snapshot.navigation.pages.map(\.isAttached), [false, false, true])
        #expect(snapshot.activeIndex == 2 && snapshot.position == .left)
        // On the iPad the same scene is stacked with a side bar.
        var iPad = SceneContainer(definition: scene, device: scene.devices[0])
        try iPad.run([.start("home"), .push("album")])
        #expect(iPad.snapshot().tabBar == nil)
        #expect(iPad.snapshot().sideTabs.sidebar != nil)
    }

    @Test("under a status bar the pages' pagers, headers and page stacks start below it")
    func innerContainersBelowTheStatusBar() throws {
        var scene = Self.definition()
        var profile = ScenePage(id: "profile", type: "App.Profile")
        profile.header = SceneHeader(height: 200, pinHeight: 0, inset: EdgeInsets(top: 4))
        var profilePager = ScenePager()
        profilePager.tabs = [ScenePagerTab(title: "Posts", page: "albums", width: 80)]
        profile.pager = profilePager
        var map = ScenePage(id: "map", type: "App.Map")
        var stack = SceneStack(root: "search", topInset: 10, bottomInset: 20)
        stack.views = [SceneStackView(id: "search", type: "App.Search")]
        map.stack = stack
        scene.pages += [profile, map]
        scene.tabs += [SceneTab(title: "Profile", root: "profile"), SceneTab(title: "Map", root: "map")]
        // No navigation bars: the status bar alone sets where the inner containers start (a bar's height adds to
        // it, which NavigationBarHostedTests checks).
        for index in scene.pages.indices { scene.pages[index].showsNavigationBar = false }
        for var device in scene.devices {
            device.safeArea = EdgeInsets(top: 59, bottom: 34)
            var container = SceneContainer(definition: scene, device: device)
            expectEqual(container.pageSafeAreaTop, 59, "\(device.name): the navigation starts at the window's top")
            try container.start(at: "library")
            let page = try #require(container.snapshot().navigation.pages.last).frame
            let pager = try #require(container.snapshot().pager)
            expectEqual(pager.bar, Rect(x: 0, y: 59, width: page.width, height: 40), "\(device.name) bar")
            expectEqual(pager.content, Rect(x: 0, y: 99, width: page.width, height: page.height - 99))
            try container.start(at: "profile")
            let header = try #require(container.snapshot().header)
            #expect(header.topGuide == 59 && header.main.y == 63, "\(device.name) header's top guide")
            try container.start(at: "map")
            let frame = try #require(container.snapshot().stackFrame)
            expectEqual(frame, Rect(x: 0, y: 69, width: page.width, height: page.height - 89), "\(device.name) stack")
            // With no safe area, the scene format's frames.
            device.safeArea = .zero
            var plain = SceneContainer(definition: scene, device: device)
            try plain.start(at: "map")
            let plainPage = try #require(plain.snapshot().navigation.pages.last).frame
            expectEqual(plain.pageSafeAreaTop, 0)
            expectEqual(
                plain.snapshot().stackFrame, Rect(x: 0, y: 10, width: plainPage.width, height: plainPage.height - 30))
        }
    }

    @Test("a snapshot without the pages' inner layouts has the same window and navigation frames")
    func snapshotWithoutPages() throws {
        let scene = Self.definition()
        for device in scene.devices {
            var container = SceneContainer(definition: scene, device: device)
            try container.run([.start("library")])
            let full = container.snapshot()
            var lean = container.snapshot(includingPages: false)
            #expect(full.pages.count == 1 && full.pager != nil)
            #expect(lean.pages.isEmpty && lean.pager == nil)
            // Everything else is the same.
            lean.pages = full.pages
            lean.pager = full.pager
            expectEqual(lean, full)
        }
    }

    @Test("the bottom bar with more tabs than fit: the last item is More, and a tab beyond selects it")
    func bottomBarMore() {
        let bar = BottomTabBarLayout(window: Size(width: 400, height: 800), tabCount: 7)
        #expect(bar.items.count == 5 && bar.hasMoreItem && bar.shownTabCount == 4)
        expectEqual(bar.items.map(\.width), [80, 80, 80, 80, 80])
        #expect(bar.selectedItem(forTab: 2) == 2 && bar.selectedItem(forTab: 6) == 4)
        let few = BottomTabBarLayout(window: Size(width: 400, height: 800), tabCount: 5, attachment: .hidden)
        #expect(!few.hasMoreItem && few.items.count == 5)
        expectEqual(few.attachment, Rect(x: 0, y: 801, width: 400, height: 69))
        expectEqual(few.navigation, Rect(x: 0, y: 0, width: 400, height: 751))
    }

    @Test("push style pops interactively from the left edge; stacked style and a lone root do not")
    func edgePop() throws {
        let scene = Self.definition()
        var iPhone = SceneContainer(definition: scene, device: scene.devices[1])
        try iPhone.run([.start("home")])
        #expect(!iPhone.beginsEdgePop(startX: 5, translationX: 40))
        try iPhone.push("album")
        #expect(iPhone.beginsEdgePop(startX: 5, translationX: 40))
        #expect(iPhone.beginsEdgePop(startX: SceneContainer.edgePopWidth, translationX: 1))
        #expect(!iPhone.beginsEdgePop(startX: 21, translationX: 40))
        #expect(!iPhone.beginsEdgePop(startX: 5, translationX: -40))
        var iPad = SceneContainer(definition: scene, device: scene.devices[0])
        try iPad.run([.start("home"), .push("album")])
        #expect(!iPad.beginsEdgePop(startX: 5, translationX: 40))
        var noPop = scene
        var album = try #require(noPop.page("album"))
        album.transition = SceneTransition(isPopEnabled: false)
        noPop.pages = noPop.pages.map { $0.id == "album" ? album : $0 }
        var locked = SceneContainer(definition: noPop, device: noPop.devices[1])
        try locked.run([.start("home"), .push("album")])
        #expect(!locked.beginsEdgePop(startX: 5, translationX: 40))
    }
}
