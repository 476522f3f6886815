/// The runtime models of a scene on one device, in one navigation state: the side tabs, one stacked
/// navigation per tab (or one for `root:`), and the pager, header offset and page stack of pages that have
/// them. Generated navigators drive it; `snapshot()` lays it out at rest with the runtime layouts (R1–R5).
///
/// Pushes follow only declared edges from the last page of the selected navigation. Scene pages are
/// templates: a page may be pushed again while it is in the stack, and each push adds a new instance (the
/// first instance's id is the page id, the k-th is `page#k`). Pager selections, header offsets and page
/// stacks are kept per instance for the lifetime of the container.
public struct SceneContainer: Sendable, Hashable {
    /// The scene.
    public let definition: SceneDefinition
    /// The device the scene runs on.
    public let device: SceneDevice
    /// The selected side tab (0-based); nil for a `root:` scene.
    public private(set) var selectedTab: Int?
    /// One stacked navigation per tab, in tab order, or one for a `root:` scene.
    public internal(set) var navigations: [StackedNavigation]
    var pagers: [String: Pager] = [:]
    private var headerOffsets: [String: Double] = [:]
    private var stacks: [String: PageStack] = [:]
    /// The presentations over the navigation, bottom first (§10.2); empty when nothing is presented.
    public internal(set) var presentations: [PresentedStack] = []
    /// The arguments of each page instance that was given any, by its state key (`0/album#2`, `p1/share`).
    var argumentValues: [String: PageArguments] = [:]

    /// The container of `definition` on `device`: the first tab selected (when there are tabs), every
    /// navigation holding its root page alone.
    public init(definition: SceneDefinition, device: SceneDevice) {
        self.definition = definition
        self.device = device
        if let root = definition.root {
            navigations = [StackedNavigation(root: Self.stackedPage(root, in: definition, device: device))]
            selectedTab = nil
        } else {
            navigations = definition.tabs.map {
                StackedNavigation(root: Self.stackedPage($0.root, in: definition, device: device))
            }
            selectedTab = definition.tabs.isEmpty ? nil : 0
        }
    }

    /// The `instance`-th (1-based) instance of page `id`.
    static func stackedPage(
        _ id: String, instance: Int = 1, in definition: SceneDefinition, device: SceneDevice
    ) -> StackedPage {
        StackedPage(
            id: instance == 1 ? id : "\(id)#\(instance)", page: id,
            width: definition.page(id)?.size.width(for: device.sizeClass) ?? .full
        )
    }

    /// The stacked navigation on screen.
    public var navigation: StackedNavigation { navigations[selectedTab ?? 0] }

    /// The metrics on this device: its size class's, with UIKit's navigation bar height on it unless the scene sets
    /// one (`SceneDefinition.metrics(on:)`).
    public var metrics: Metrics { definition.metrics(on: device) }

    /// The navigation's style on this device (§9.1).
    public var navigationStyle: NavigationStyle { definition.navigationStyle.value(for: device.sizeClass) }

    /// Where the tabs are on this device (§9.1); nil for a `root:` scene.
    public var tabBarStyle: TabBarStyle? {
        definition.root == nil ? definition.tabBarStyle.value(for: device.sizeClass) : nil
    }

    /// The page ids of the navigation on screen, root first (a page pushed twice is there twice).
    public var stack: [String] { navigation.pages.map(\.page) }

    /// The last page of the navigation on screen.
    public var topPage: String { presentations.last?.pages.last?.page ?? navigation.top?.page ?? "" }

    /// The key of the last page's pager, header and stack state: its tab and instance id (`1/album#2`), so
    /// two tabs that push the same page keep apart.
    var topInstance: String {
        if let presented = presentations.last { return presented.key(of: presented.pages.count - 1) }
        return "\(selectedTab ?? 0)/" + (navigation.top?.id ?? "")
    }

    /// Shows the navigation whose root is `page`, selecting the first tab with that root. Each tab keeps its
    /// own stack (R1: one navigation per tab), so coming back to a tab shows the pages pushed there before.
    public mutating func start(at page: String) throws(SceneError) {
        let index = navigations.firstIndex { $0.pages.first?.id == page }
        guard let index, definition.isEntryPage(page) else { throw .notAnEntry(page) }
        if selectedTab != nil { selectedTab = index }
    }

    /// Selects tab `index`, showing its navigation as it was left.
    public mutating func selectTab(_ index: Int) throws(SceneError) {
        guard selectedTab != nil, navigations.indices.contains(index) else { throw .tabOutOfRange(index) }
        selectedTab = index
    }

    /// Pops the top page of the navigation on screen; the root stays (refused on a lone root).
    public mutating func pop() throws(SceneError) {
        if !presentations.isEmpty {
            try popInPresentation()
            return
        }
        var navigation = self.navigation
        guard navigation.pages.count > 1 else { throw .navigation(.emptyStack) }
        do {
            try navigation.pop()
        } catch {
            throw .navigation(error)
        }
        forgetState(ofInstancesNotIn: navigation)
        navigations[selectedTab ?? 0] = navigation
    }

    /// Pops to the root of the navigation on screen (R2 keeps a half root's neighbour in stacked style).
    public mutating func popToRoot() throws(SceneError) {
        var navigation = self.navigation
        do {
            if navigationStyle == .push {
                while navigation.pages.count > 1 { try navigation.pop() }
            } else {
                try navigation.popToRoot()
            }
        } catch {
            throw .navigation(error)
        }
        forgetState(ofInstancesNotIn: navigation)
        navigations[selectedTab ?? 0] = navigation
    }

    /// Drops the pager, header, page-stack and argument state kept under keys that start with `prefix` (or equal
    /// it, with `exact`).
    mutating func forgetState(ofKeysWithPrefix prefix: String, exact: Bool = false) {
        func matches(_ key: String) -> Bool { exact ? key == prefix : key.hasPrefix(prefix) }
        pagers = pagers.filter { !matches($0.key) }
        headerOffsets = headerOffsets.filter { !matches($0.key) }
        stacks = stacks.filter { !matches($0.key) }
        argumentValues = argumentValues.filter { !matches($0.key) }
    }

    /// Drops the pager, header and page-stack state of the instances that `navigation` no longer holds, so a
    /// page pushed again starts fresh.
    private mutating func forgetState(ofInstancesNotIn navigation: StackedNavigation) {
        let tab = "\(selectedTab ?? 0)/"
        for page in self.navigation.pages where navigation.index(of: page.id) == nil {
            pagers[tab + page.id] = nil
            headerOffsets[tab + page.id] = nil
            stacks[tab + page.id] = nil
            argumentValues[tab + page.id] = nil
        }
    }

    /// Pushes `page` from the top page, which must declare it (itself or a page shown in its pager, §9.2); the
    /// new page becomes active. A page already in the stack is pushed as a new instance. Over a presentation the
    /// page is pushed inside it (§10.2).
    public mutating func push(_ page: String) throws(SceneError) {
        let top = topPage
        guard definition.pushTargets(from: top).contains(page) else {
            throw .undeclaredPush(from: top, to: page)
        }
        pushDeclared(page)
    }

    /// Pushes `page` without checking that the top page declares it: for generated navigators, whose types
    /// prove the edge. The new page becomes active; it cannot fail.
    public mutating func pushDeclared(_ page: String) {
        if !presentations.isEmpty {
            pushInPresentation(page)
            return
        }
        let tab = selectedTab ?? 0
        let instance = navigations[tab].pages.reduce(1) { $0 + ($1.page == page ? 1 : 0) }
        let pushed = Self.stackedPage(page, instance: instance, in: definition, device: device)
        // Pushing with activation never throws: a new instance id is never in the stack. In place, so that a
        // stack this container alone holds is not copied to grow.
        try? navigations[tab].push(pushed)
    }

    /// Applies one step of a navigation script.
    public mutating func apply(_ operation: SceneOperation) throws(SceneError) {
        switch operation {
        case .start(let page): try start(at: page)
        case .push(let page): try push(page)
        case .activate(let index): try activate(index)
        case .selectPagerTab(let index): try selectPagerTab(index)
        case .setHeaderOffset(let y): try setHeaderOffset(y)
        case .pushView(let view): try pushView(view)
        case .switchView(let view): try switchView(to: view)
        // A script supplies no values: the presented page gets its defaults and samples, as a pushed page does when
        // it is made (§10.1), never a refusal for a required argument.
        case .present(let page): try present(page, arguments: scriptArguments(of: page))
        case .presentFromAttachment(let page): try presentFromAttachment(page, arguments: scriptArguments(of: page))
        case .dismiss: try dismiss()
        case .setDetent(let detent): try setDetent(detent)
        }
    }

    /// The values a page made by a navigation script gets: its defaults and its required arguments' samples.
    func scriptArguments(of page: String) -> PageArguments {
        PageArguments().shown(for: definition.page(page)?.arguments ?? [])
    }

    /// Applies a navigation script, step by step; stops at the first refused step.
    public mutating func run(_ script: [SceneOperation]) throws(SceneError) {
        for operation in script { try apply(operation) }
    }

    /// Activates page `index` of the navigation on screen (R2). In push style only the top page can be active.
    public mutating func activate(_ index: Int) throws(SceneError) {
        var navigation = self.navigation
        if navigationStyle == .push, index != navigation.pages.count - 1 { throw .activationInPushStyle(index) }
        do {
            try navigation.activate(index)
        } catch {
            throw .navigation(error)
        }
        navigations[selectedTab ?? 0] = navigation
    }

    /// The runtime pager of an instance of the navigation on screen (`album`, or `album#2` for the second), in
    /// its current selection; nil when the page has no pager.
    public func pager(of instance: String) -> Pager? {
        pager(forKey: "\(selectedTab ?? 0)/" + instance)
    }

    private func pager(forKey page: String) -> Pager? {
        if let pager = pagers[page] { return pager }
        return definition.page(Self.pageID(ofInstance: page))?.pager?.runtimePager(metrics: metrics)
    }

    /// The scene page of a state key or instance id (`1/album#2` -> `album`).
    private static func pageID(ofInstance key: String) -> String {
        let instance = key.firstIndex(of: "/").map { key[key.index(after: $0)...] } ?? key[...]
        return String(instance.firstIndex(of: "#").map { instance[..<$0] } ?? instance)
    }

    /// Selects pager tab `index` of the top page.
    public mutating func selectPagerTab(_ index: Int) throws(SceneError) {
        try selectPagerTab(index, key: topInstance, page: topPage)
    }

    /// Selects pager tab `index` of the instance of `page` whose state is kept under `key`.
    mutating func selectPagerTab(_ index: Int, key: String, page: String) throws(SceneError) {
        guard var pager = pager(forKey: key) else { throw .noPager(page) }
        guard pager.tabs.indices.contains(index) else { throw .pagerTabOutOfRange(index) }
        pager.select(index)
        pagers[key] = pager
    }

    /// Scrolls the top page's header scroll view to vertical offset `y` (the layout clamps it to [0, sill]).
    public mutating func setHeaderOffset(_ y: Double) throws(SceneError) {
        guard definition.page(topPage)?.header != nil else { throw .noHeader(topPage) }
        headerOffsets[topInstance] = y
    }

    /// The page stack of an instance of the navigation on screen (`album`, `album#2`), its geometry filled in
    /// by `snapshot()`; nil when the page has none.
    public func pageStack(of instance: String) -> PageStack? {
        pageStack(forKey: "\(selectedTab ?? 0)/" + instance)
    }

    private func pageStack(forKey page: String) -> PageStack? {
        if let stack = stacks[page] { return stack }
        guard let declared = definition.page(Self.pageID(ofInstance: page))?.stack else { return nil }
        return PageStack(root: declared.root, geometry: PageStackGeometry(containerSize: .zero))
    }

    /// Pushes `view` onto the top page's page stack; the shown view must declare the push.
    public mutating func pushView(_ view: String) throws(SceneError) {
        try moveView(view, isPush: true)
    }

    /// Replaces the shown view of the top page's page stack by `view`; the shown view must declare the switch.
    public mutating func switchView(to view: String) throws(SceneError) {
        try moveView(view, isPush: false)
    }

    private mutating func moveView(_ view: String, isPush: Bool) throws(SceneError) {
        let top = topInstance
        guard let declared = definition.page(topPage)?.stack, var stack = pageStack(forKey: top) else {
            throw .noStack(topPage)
        }
        let shown = declared.view(stack.top)
        guard (isPush ? shown?.push : shown?.switchTo)?.contains(view) == true else {
            throw .undeclaredViewMove(from: stack.top, to: view)
        }
        do {
            if isPush {
                try stack.push(view, animated: false)
            } else {
                try stack.switchTop(shown?.switchDirection(to: view) ?? .push, to: view, animated: false)
            }
        } catch {
            throw .pageStack(error)
        }
        stacks[top] = stack
    }

    /// The width of the left-edge strip where this model lets a rightward pan begin the interactive pop of a
    /// push-style navigation, in points. On a device the pop is `UINavigationController`'s own
    /// `interactivePopGestureRecognizer` (ScenecUIKit enables it by the same rule), whose edge region Apple does not
    /// document: 20 is this platform-neutral model's number, for drivers without UIKit (tests, tools).
    public static let edgePopWidth: Double = 20

    /// Whether a pan that starts `startX` points from the navigation's leading edge and moves `translationX`
    /// points begins the interactive pop of a push-style navigation (§9.1): only in push style, with a page to
    /// pop back to, from the left-edge strip, moving right; not on a page whose transition disables pop (R6).
    /// ScenecUIKit does not measure pans with it: its push style is a `UINavigationController`, whose
    /// `interactivePopGestureRecognizer` it enables exactly where the page and its transition allow a pop, and UIKit
    /// recognizes the swipe.
    public func beginsEdgePop(startX: Double, translationX: Double) -> Bool {
        Self.beginsEdgePop(
            definition: definition, style: navigationStyle, stack: stack, startX: startX, translationX: translationX)
    }

    /// `beginsEdgePop(startX:translationX:)` for a navigation of `style` holding the pages `stack` (root
    /// first), for containers that keep their navigations themselves.
    public static func beginsEdgePop(
        definition: SceneDefinition, style: NavigationStyle, stack: [String], startX: Double, translationX: Double
    ) -> Bool {
        guard style == .push, stack.count > 1, let top = stack.last else { return false }
        guard startX >= 0, startX <= edgePopWidth, translationX > 0 else { return false }
        return definition.page(top)?.transition?.isPopEnabled ?? true
    }

    /// What a pan on the top page with translation `translationX` and velocity (`velocityX`, `velocityY`)
    /// begins (R6): nil when the page has no transition or the gesture begins nothing. On a presented page
    /// (§10.2) the pan is measured against its presentation's width and stack, as laid out by the snapshot (the
    /// one place presentation frames are computed), not the navigation's below it.
    public func beginTransition(translationX: Double, velocityX: Double, velocityY: Double) -> TransitionKind? {
        guard let (gesture, stackCount) = topTransition(), let transition = definition.page(topPage)?.transition
        else { return nil }
        return gesture.begin(
            translationX: translationX,
            velocityX: velocityX,
            velocityY: velocityY,
            hasNext: transition.next != nil,
            stackCount: stackCount
        )
    }

    /// The top page's swipe transition (R6) as the pan measures it: `screenWidth` is the width of the area the
    /// page is shown in (the navigation's, or on a presented page its presentation's, §10.2), whose progress and
    /// finish rule follow from it; nil when the top page declares no transition.
    public var topTransitionGesture: TransitionGesture? { topTransition()?.gesture }

    /// The top page's gesture and the number of pages of the stack it is in (a pop needs more than one).
    private func topTransition() -> (gesture: TransitionGesture, stackCount: Int)? {
        guard let transition = definition.page(topPage)?.transition else { return nil }
        // A presented page swipes in its presentation: its frame comes from the snapshot, the one place
        // presentation frames are computed.
        let presented = presentations.isEmpty ? nil : snapshot(includingPages: false).presentations.last
        let gesture = TransitionGesture(
            mode: transition.mode,
            screenWidth: presented?.frame.width ?? sideTabLayout.navigation.width,
            isPopEnabled: transition.isPopEnabled
        )
        return (gesture, presented?.pageIDs.count ?? stack.count)
    }

    /// The window-level frames (R1): the side tab bar, or with a bottom tab bar (§9.1) no sidebar and the
    /// navigation and attachment of `bottomTabBar`.
    public var sideTabLayout: SideTabLayout {
        sideTabLayout(bottomTabBar: bottomTabBar)
    }

    /// `sideTabLayout` from this container's `bottomTabBar`, `bar`, for a caller that needs both.
    private func sideTabLayout(bottomTabBar bar: BottomTabBarLayout?) -> SideTabLayout {
        guard definition.root == nil else { return .withoutSideTabs(window: device.size) }
        if let bar {
            return SideTabLayout(
                sidebar: nil, items: [], extraItems: [], navigation: bar.navigation, attachment: bar.attachment,
                badgeCenter: nil)
        }
        return SideTabLayout(
            window: device.size,
            itemCount: definition.tabs.count,
            extraItemCount: definition.extraItems.count,
            attachment: attachmentState,
            metrics: metrics,
            safeArea: device.safeArea
        )
    }

    /// The bottom tab bar (§9.1) when this device shows the tabs at the bottom; nil otherwise.
    public var bottomTabBar: BottomTabBarLayout? {
        guard tabBarStyle == .bottom else { return nil }
        return BottomTabBarLayout(
            window: device.size, tabCount: definition.tabs.count, attachment: attachmentState, metrics: metrics,
            safeArea: device.safeArea)
    }

    private var attachmentState: AttachmentState {
        definition.attachment.map { $0.isVisible ? .visible : .hidden } ?? .absent
    }

    /// Lays out the current state at rest: the side tabs, the navigation on screen at its steady offset, and
    /// the inner layout of each of its pages (the last one's also in `pager`, `header`, …) in a host the size
    /// of that page's frame. With `includingPages` false the inner layouts are left out (`pages` is empty and
    /// `pager`, `header`, `headerOffset`, `stackViews` and `stackFrame` are nil): the frames of the window and
    /// the navigation alone, for a check that reads only those.
    public func snapshot(includingPages: Bool = true) -> SceneSnapshot {
        let metrics = self.metrics
        // The bottom tab bar, made once for the side tab layout and the snapshot.
        let bar = bottomTabBar
        let sideTabs = sideTabLayout(bottomTabBar: bar)
        let area = sideTabs.navigation
        let navigation = self.navigation
        let layout: StackedNavigationLayout
        var activeIndex = navigation.activeIndex ?? 0
        var position = navigation.position
        if navigationStyle == .push {
            layout = .pushStyle(pages: navigation.pages, width: area.width, height: area.height)
            activeIndex = max(0, navigation.pages.count - 1)
            position = .left
        } else {
            let offset = navigation.steadyOffset(navigationWidth: area.width, metrics: metrics)
            layout = navigation.layout(width: area.width, height: area.height, offset: offset, metrics: metrics)
        }
        var snapshot = SceneSnapshot(
            sideTabs: sideTabs,
            selectedTab: selectedTab,
            navigation: layout,
            activeIndex: activeIndex,
            position: position
        )
        snapshot.tabBar = bar
        if !presentations.isEmpty {
            snapshot.presentations = presentationSnapshots(sideTabs: sideTabs, navigation: layout)
        }
        guard includingPages else { return snapshot }
        let safeAreaTop = pageSafeAreaTop(navigation: area)
        snapshot.pages = zip(navigation.pages, layout.pages).map { instance, page in
            // A navigation bar overlays the page's top and grows its safe area by its height, as
            // `UINavigationController` does for its children: the inner layout starts below the bar.
            let bar = navigationBarFrame(page: instance.page, width: page.frame.width, safeAreaTop: safeAreaTop)
            var inner = innerSnapshot(
                of: instance, size: page.frame.size, safeAreaTop: safeAreaTop + (bar?.height ?? 0))
            inner.navigationBar = bar
            return inner
        }
        if let presented = presentations.last, let frame = snapshot.presentations.last?.frame {
            // The presented page's stack is a navigation (§10.2): its bar sits below the part of the status bar the
            // presentation is under (a full-screen one), at the top of the presented view's safe area, and grows the
            // page's safe area (§4), as `UINavigationController`'s does in the presented controller.
            let page = presented.pages[presented.pages.count - 1].page
            let safeAreaTop = Self.presentedSafeAreaTop(frame: frame, device: device)
            // The bar is `UINavigationController`'s: UIKit's height on the device, whatever the scene sets.
            let bar = navigationBarFrame(page: page, width: frame.width, safeAreaTop: safeAreaTop).map {
                Rect(x: $0.x, y: $0.y, width: $0.width, height: device.standardNavigationBarHeight)
            }
            let top = innerSnapshot(
                page: page, key: topInstance, size: frame.size, safeAreaTop: safeAreaTop + (bar?.height ?? 0))
            snapshot.pager = top.pager
            snapshot.header = top.header
            snapshot.headerOffset = top.headerOffset
            snapshot.stackViews = top.stackViews
            snapshot.stackFrame = top.stackFrame
        } else if let top = snapshot.pages.last {
            snapshot.pager = top.pager
            snapshot.header = top.header
            snapshot.headerOffset = top.headerOffset
            snapshot.stackViews = top.stackViews
            snapshot.stackFrame = top.stackFrame
        }
        return snapshot
    }

    /// The part of the window's top safe area (status bar, notch) over the navigation's pages, in points: each
    /// page's `safeAreaInsets.top`. A page's pager, nested header (its top guide, R4's T) and page stack start
    /// below it. Zero on the scene format's devices, whose safe area is zero.
    public var pageSafeAreaTop: Double { pageSafeAreaTop(navigation: sideTabLayout.navigation) }

    private func pageSafeAreaTop(navigation area: Rect) -> Double { max(0, device.safeArea.top - area.y) }

    /// The part of the window's top safe area (status bar, notch) over a presentation whose frame is `frame` in
    /// window coordinates, on `device`: a presented page's bar starts below it (§10.2). Zero on the scene format's
    /// devices, whose safe area is zero, and for a presentation below the status bar.
    public static func presentedSafeAreaTop(frame: Rect, device: SceneDevice) -> Double {
        max(0, device.safeArea.top - frame.y)
    }

    /// The navigation bar of a navigation's page `page` that is `width` points wide (scene format §4
    /// `navigationBar`, §6), relative to the page: `(0, s, width, metrics.navigationBarHeight)` below the part
    /// of the status bar the page is under (s, `pageSafeAreaTop`); nil when the page hides its bar.
    public func navigationBarFrame(page: String, width: Double) -> Rect? {
        navigationBarFrame(page: page, width: width, safeAreaTop: pageSafeAreaTop)
    }

    private func navigationBarFrame(page: String, width: Double, safeAreaTop: Double) -> Rect? {
        guard definition.page(page)?.showsNavigationBar ?? false else { return nil }
        return Rect(x: 0, y: safeAreaTop, width: width, height: metrics.navigationBarHeight)
    }

    /// The top safe area inset of a navigation's page `page`, in points: the part of the status bar it is under
    /// (`pageSafeAreaTop`), plus its navigation bar's height when it shows one. Its pager, nested header and
    /// page stack start below it.
    public func pageContentSafeAreaTop(page: String) -> Double {
        pageSafeAreaTop + (navigationBarFrame(page: page, width: 0)?.height ?? 0)
    }

    /// The inner layout at rest of page `instance` of the navigation on screen in a page of `size` whose top
    /// `safeAreaTop` points are under the status bar: its page stack, or its pager (under its nested header
    /// when it has one). A page with none of them (most pages) costs one lookup.
    private func innerSnapshot(of instance: StackedPage, size: Size, safeAreaTop: Double) -> PageInnerSnapshot {
        innerSnapshot(
            page: instance.page, key: "\(selectedTab ?? 0)/" + instance.id, size: size, safeAreaTop: safeAreaTop)
    }

    /// The inner layout at rest of the page `id` whose state is kept under `key`.
    private func innerSnapshot(page id: String, key: String, size: Size, safeAreaTop: Double) -> PageInnerSnapshot {
        var inner = PageInnerSnapshot()
        guard let page = definition.page(id), page.stack != nil || page.pager != nil || page.header != nil
        else { return inner }
        if let declared = page.stack, var stack = pageStack(forKey: key) {
            stack.geometry = PageStackGeometry(
                containerSize: size,
                topInset: declared.topInset,
                bottomInset: declared.bottomInset,
                safeAreaTop: safeAreaTop
            )
            inner.stackViews = stack.views
            inner.stackFrame = stack.settledFrame
            return inner
        }
        let pager = pager(forKey: key) ?? Pager(tabs: [], metrics: metrics)
        guard let header = page.header else {
            inner.pager = pager.layout(in: size, safeAreaTop: safeAreaTop)
            return inner
        }
        let nested = NestedHeader(
            hostSize: size,
            topGuide: safeAreaTop,
            inset: header.inset,
            headerHeight: header.height,
            menuHeight: header.menuHeight ?? metrics.pagerBarHeight,
            pinHeight: header.pinHeight,
            pageCount: pager.tabs.count,
            originIndex: pager.selected
        )
        inner.pager = nested.pagerLayout(pager)
        inner.header = nested
        inner.headerOffset = nested.clampedOffset(headerOffsets[key] ?? 0)
        return inner
    }
}

/// The inner layout at rest of one page of the navigation on screen, relative to the page: its pager (under
/// a header: relative to the main scroll view's content), nested header and page stack, each nil when the
/// page has none.
public struct PageInnerSnapshot: Sendable, Hashable {
    /// The page's pager at rest.
    public var pager: PagerLayout?
    /// The page's nested header, in a host the size of the page.
    public var header: NestedHeader?
    /// The header's vertical offset, clamped to [0, sill].
    public var headerOffset: Double?
    /// The page stack's views, root first.
    public var stackViews: [String]?
    /// The shown stack view's settled frame.
    public var stackFrame: Rect?
    /// The page's navigation bar, relative to the page (`SceneContainer.navigationBarFrame(page:width:)`); nil
    /// when it hides it, and for a presented page.
    public var navigationBar: Rect?

    /// Creates an empty inner snapshot (a page with no pager, header or page stack).
    public init() {}
}

/// A `SceneContainer` laid out at rest (scene format §6): what generated layout tests assert.
public struct SceneSnapshot: Sendable, Hashable {
    /// Sidebar, items, extra items, attachment and navigation area, in window coordinates (R1).
    public var sideTabs: SideTabLayout
    /// The selected side tab; nil for a `root:` scene.
    public var selectedTab: Int?
    /// The navigation on screen at its steady offset; page frames relative to `sideTabs.navigation` (R2).
    public var navigation: StackedNavigationLayout
    /// The index of the active page.
    public var activeIndex: Int
    /// The edge the active page is aligned with.
    public var position: PagePosition
    /// The bottom tab bar (§9.1) when the tabs are at the bottom on this device; nil otherwise.
    public var tabBar: BottomTabBarLayout?
    /// The last page's pager at rest, relative to the page (under a header: bar and content relative to the
    /// main scroll view's content); nil when it has none.
    public var pager: PagerLayout?
    /// The last page's nested header, in a host the size of the page; nil when it has none.
    public var header: NestedHeader?
    /// The header's vertical offset, clamped to [0, sill]; nil without a header.
    public var headerOffset: Double?
    /// The last page's page stack, root first; nil when it has none.
    public var stackViews: [String]?
    /// The shown stack view's settled frame, relative to the page; nil without a page stack.
    public var stackFrame: Rect?
    /// The inner layout of every page of the navigation, parallel to `navigation.pages`; the last one gives
    /// `pager`, `header`, `headerOffset`, `stackViews` and `stackFrame`.
    public var pages: [PageInnerSnapshot] = []
    /// The presentations over the navigation, bottom first (§10.2); empty when nothing is presented.
    public var presentations: [PresentationSnapshot] = []
}
