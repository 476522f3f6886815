public import ScenecRuntime

/// The view commands of a side tab controller (R1) holding one stacked navigation per tab (R2).
///
/// Views it positions: `sidebar`, `sidebar.item.<i>`, `sidebar.extra.<k>`, `attachment`, and one child per tab,
/// `tab.<i>`, whose view (the tab's stacked navigation) fills `SideTabLayout.navigation`. Every tab's child
/// and stack are kept when another tab is selected; only the selected tab's view is attached. A scene with a
/// `root:` page has one navigation, `tab.0`, and no sidebar.
///
/// Adaptive scenes (scene format §9.1): where the device's size class puts the tabs at the bottom, the
/// sidebar is hidden and `tabbar` (frame from `BottomTabBarLayout`) with its items `tabbar.item.<k>` is shown,
/// the selected tab's item (or "More", the last item, for a tab beyond the shown ones) marked selected; the
/// navigations use the size class's `NavigationStyle`. A size class change switches both, keeping every
/// stack.
public struct SideTabsPlan: Sendable, Hashable {
    /// The scene.
    public let definition: SceneDefinition
    /// The device (window size and size class) laid out.
    public private(set) var device: SceneDevice
    /// The selected tab (0 for a `root:` scene).
    public private(set) var selectedTab: Int
    /// One stacked-navigation plan per tab, in tab order (one for a `root:` scene).
    public private(set) var navigations: [StackedNavigationPlan]
    /// Whether the container is on screen.
    public private(set) var isVisible = false
    /// Whether the bottom bar's items are mirrored (a right-to-left app); the side tab bar and the stacked
    /// navigation stay left to right (R1, R2).
    public private(set) var isRightToLeft = false
    /// What the view layer shows of the tab children.
    public private(set) var scene = ChildScene(children: [])
    private var laidOut: SideTabLayout?
    private var shownSelection: Int?
    private var properties = ViewProperties()

    /// A plan on `device` with the first tab selected and every navigation holding its root page.
    public init(definition: SceneDefinition, device: SceneDevice) {
        self.definition = definition
        self.device = device
        selectedTab = 0
        let container = SceneContainer(definition: definition, device: device)
        let area = container.sideTabLayout.navigation.size
        let style = container.navigationStyle
        navigations = container.navigations.map {
            StackedNavigationPlan(navigation: $0, size: area, metrics: container.metrics, style: style)
        }
    }

    /// The metrics on this device (`SceneDefinition.metrics(on:)`), as `SceneContainer` uses.
    public var metrics: Metrics { definition.metrics(on: device) }

    /// True when some size class shows the tabs at the bottom.
    public var isAdaptive: Bool {
        definition.root == nil
            && (definition.tabBarStyle.regular == .bottom || definition.tabBarStyle.compact == .bottom)
    }

    /// The navigation style on this device (§9.1).
    public var navigationStyle: NavigationStyle { definition.navigationStyle.value(for: device.sizeClass) }

    /// The bottom tab bar on this device, nil when the tabs are at the side (§9.1).
    public var bottomTabBar: BottomTabBarLayout? { SceneContainer(definition: definition, device: device).bottomTabBar }

    /// The tab that bottom bar item `index` shows; nil for "More" and for an index past the tabs.
    public func bottomItemTab(_ index: Int) -> SceneTab? {
        if let bar = bottomTabBar, bar.hasMoreItem, index >= bar.shownTabCount { return nil }
        return definition.tabs.indices.contains(index) ? definition.tabs[index] : nil
    }

    /// The title of bottom bar item `index`: its tab's, or "More" for the last item when tabs do not fit.
    public func bottomItemTitle(_ index: Int) -> String {
        if let bar = bottomTabBar, bar.hasMoreItem, index >= bar.shownTabCount { return "More" }
        return definition.tabs.indices.contains(index) ? definition.tabs[index].title : ""
    }

    /// The bottom bar's views, when some size class has one: which of sidebar and bar is shown, the bar's
    /// frame and items, and the selected item.
    private func bottomBarState() -> [ViewCommand] {
        guard isAdaptive else { return [] }
        guard let bar = bottomTabBar else { return [.setHidden(.tabBar, true), .setHidden(.sidebar, false)] }
        var state: [ViewCommand] = [
            .setHidden(.sidebar, true), .setFrame(.tabBar, bar.frame), .setHidden(.tabBar, false),
        ]
        let selected = bar.selectedItem(forTab: selectedTab)
        for (index, item) in bar.items.enumerated() {
            var item = item
            if isRightToLeft { item.x = bar.frame.width - item.x - item.width }
            state.append(.setFrame(.tabBarItem(index), item))
            state.append(.setSelected(.tabBarItem(index), index == selected))
        }
        return state
    }

    /// Mirrors the bottom bar's items within the bar (or back), as `UITabBar` does in a right-to-left app:
    /// the first tab at the right. Returns the item frames that changed.
    public mutating func setRightToLeft(_ rightToLeft: Bool) -> [ViewCommand] {
        guard rightToLeft != isRightToLeft else { return [] }
        isRightToLeft = rightToLeft
        return properties.changes(to: bottomBarState())
    }

    /// The child id of tab `index`'s navigation.
    public static func tabID(_ index: Int) -> String { "tab.\(index)" }

    /// The window-level frames, from the runtime (R1).
    public var sideTabLayout: SideTabLayout { SceneContainer(definition: definition, device: device).sideTabLayout }

    /// The part of the status bar the navigations' pages are under (`SceneContainer.pageSafeAreaTop`): where
    /// their pagers, headers and page stacks start.
    public var pageSafeAreaTop: Double { SceneContainer(definition: definition, device: device).pageSafeAreaTop }

    /// The navigation bar of a navigation's page `page` that is `width` points wide, relative to the page
    /// (`SceneContainer.navigationBarFrame(page:width:)`); nil when the page hides its bar.
    public func navigationBarFrame(page: String, width: Double) -> Rect? {
        SceneContainer(definition: definition, device: device).navigationBarFrame(page: page, width: width)
    }

    /// The selected tab's navigation plan.
    public var navigation: StackedNavigationPlan { navigations[selectedTab] }

    private func makeScene() -> ChildScene {
        let area = sideTabLayout.navigation
        return ChildScene(
            children: navigations.indices.map {
                ChildScene.Child(id: Self.tabID($0), isAttached: $0 == selectedTab, frame: area)
            })
    }

    /// The commands for the sidebar's own views when they changed, then the tab children.
    private mutating func update() -> [ViewCommand] {
        let layout = sideTabLayout
        var commands: [ViewCommand] = []
        if layout != laidOut {
            if let sidebar = layout.sidebar { commands.append(.setFrame(.sidebar, sidebar)) }
            for (index, item) in layout.items.enumerated() { commands.append(.setFrame(.sideItem(index), item)) }
            for (index, item) in layout.extraItems.enumerated() {
                commands.append(.setFrame(.extraItem(index), item))
            }
            if let attachment = layout.attachment { commands.append(.setFrame(.attachment, attachment)) }
        }
        commands += properties.changes(to: bottomBarState())
        let new = makeScene()
        commands += ChildScene.commands(from: scene, to: new, containerIsVisible: isVisible)
        if !definition.tabs.isEmpty, shownSelection != selectedTab {
            for index in definition.tabs.indices
            where index != selectedTab && (shownSelection == nil || index == shownSelection) {
                commands.append(.setSelected(.sideItem(index), false))
            }
            commands.append(.setSelected(.sideItem(selectedTab), true))
            shownSelection = selectedTab
        }
        laidOut = layout
        scene = new
        return commands
    }

    /// The commands that build the controller: sidebar frames, the selected tab's child, and its pages.
    public mutating func load() -> [ViewCommand] {
        var commands = update()
        for index in navigations.indices { commands += navigations[index].load().scoped(toTab: index) }
        return commands
    }

    /// The container's own appearance: forwarded to the selected tab's navigation, which forwards it to its
    /// shown pages (parent first).
    public mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
    {
        if phase == .begin { isVisible = isAppearing }
        let own = scene.appearanceCommands(isAppearing: isAppearing, animated: animated, phase: phase)
        let pages = navigations[selectedTab].containerAppearance(
            isAppearing: isAppearing, phase: phase, animated: animated)
        return own + pages.scoped(toTab: selectedTab)
    }

    /// Selects tab `index`: the old tab's view leaves (its stack is kept), the new one's is attached.
    public mutating func selectTab(_ index: Int) -> [ViewCommand] {
        guard navigations.indices.contains(index), index != selectedTab else { return [] }
        let old = selectedTab
        var commands = navigations[old].containerAppearance(isAppearing: false, phase: .begin, animated: false)
            .scoped(toTab: old)
        selectedTab = index
        commands += update()
        commands += navigations[old].containerAppearance(isAppearing: false, phase: .end, animated: false)
            .scoped(toTab: old)
        if isVisible {
            commands += navigations[index].containerAppearance(isAppearing: true, phase: .begin, animated: false)
                .scoped(toTab: index)
            commands += navigations[index].containerAppearance(isAppearing: true, phase: .end, animated: false)
                .scoped(toTab: index)
        }
        return commands
    }

    /// Applies a navigation operation the way `SceneContainer` does (start, push, activate); the commands of
    /// the selected navigation are scoped to its tab (`tab.0/home`).
    public mutating func apply(_ operation: SceneOperation) throws(SceneError) -> [ViewCommand] {
        switch operation {
        case .start(let page):
            guard definition.entryPages.contains(page),
                let index = navigations.firstIndex(where: { $0.navigation.pages.first?.id == page })
            else { throw .notAnEntry(page) }
            var commands = selectTab(index)
            let root = StackedNavigation(root: stackedPage(page, instance: 1))
            commands += navigations[index].setNavigation(root).scoped(toTab: index)
            return commands
        case .push(let page):
            let top = navigation.navigation.top?.page ?? ""
            guard definition.pushTargets(from: top).contains(page) else {
                throw .undeclaredPush(from: top, to: page)
            }
            do {
                return try navigations[selectedTab].push(pushedPage(page))
                    .scoped(toTab: selectedTab)
            } catch {
                throw .navigation(error)
            }
        case .activate(let index):
            if navigationStyle == .push, index != navigation.navigation.pages.count - 1 {
                throw .activationInPushStyle(index)
            }
            do {
                return try navigations[selectedTab].activate(index).scoped(toTab: selectedTab)
            } catch {
                throw .navigation(error)
            }
        case .selectPagerTab, .setHeaderOffset, .pushView, .switchView:
            // Inner containers of a page have their own plans (PagerPlan, NestedHeaderPlan, PageStackPlan).
            return []
        case .present, .presentFromAttachment, .dismiss, .setDetent:
            // Presentations (§10.2) sit above the side tabs and navigations, which keep their frames: nothing here
            // changes. The UIKit container presents them.
            return []
        }
    }

    /// The page instance that `.push(page)` puts on the selected navigation: the next instance of `page` in it.
    public func pushedPage(_ page: String) -> StackedPage {
        stackedPage(page, instance: navigation.navigation.pages.reduce(1) { $0 + ($1.page == page ? 1 : 0) })
    }

    /// The page instance `SceneContainer` makes: the first instance's id is the page id, the k-th `page#k`.
    private func stackedPage(_ page: String, instance: Int) -> StackedPage {
        StackedPage(
            id: instance == 1 ? page : "\(page)#\(instance)", page: page,
            width: definition.page(page)?.size.width(for: device.sizeClass) ?? .full)
    }

    /// Operations on the selected navigation that scene scripts do not have (R2 pop, popTo, popToRoot) and
    /// drags, scoped to its tab.
    public mutating func withSelectedNavigation(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) -> [ViewCommand] {
        try withNavigation(selectedTab, body)
    }

    /// `withSelectedNavigation(_:)` on tab `tab`'s navigation, selected or not; no commands for a tab out of
    /// range.
    public mutating func withNavigation(
        _ tab: Int, _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) -> [ViewCommand] {
        guard navigations.indices.contains(tab) else { return [] }
        return try body(&navigations[tab]).scoped(toTab: tab)
    }

    /// The window changed: a new size (rotation) and possibly a new size class. Sidebar frames and every
    /// tab's navigation are laid out again, on screen or not; a size class change gives pages their width
    /// for the new class. Stacks, selections and the selected tab are kept.
    public mutating func setDevice(_ device: SceneDevice) -> [ViewCommand] {
        let sizeClassChanged = device.sizeClass != self.device.sizeClass
        self.device = device
        var commands = update()
        let area = sideTabLayout.navigation.size
        for index in navigations.indices {
            var tabCommands = navigations[index].resize(to: area)
            tabCommands += navigations[index].setStyle(navigationStyle)
            tabCommands += navigations[index].setMetrics(metrics)
            if sizeClassChanged {
                let old = navigations[index].navigation
                let pages = old.pages.map {
                    StackedPage(
                        id: $0.id, page: $0.page,
                        width: definition.page($0.page)?.size.width(for: device.sizeClass) ?? $0.width)
                }
                let restored = StackedNavigation(
                    pages: pages, activeIndex: old.activeIndex ?? 0, position: old.position)
                tabCommands += navigations[index].setNavigation(restored)
            }
            commands += tabCommands.scoped(toTab: index)
        }
        return commands
    }
}

extension [ViewCommand] {
    /// The commands acting inside tab `tab`'s navigation (`.inTab(tab, target)`): a child container's commands as
    /// its parent reports them (`tab.0/home`).
    public func scoped(toTab tab: Int) -> [ViewCommand] {
        map { $0.retargeted(.inTab(tab, $0.target)) }
    }
}
