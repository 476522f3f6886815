import ScenecDiagnostics
public import ScenecRuntime
import ScenecSema

/// Lays out one navigation state on one device: it runs the state's script on a fresh `SceneContainer` and
/// reads `SceneContainer.snapshot()`, the one place that computes frames (R1–R5). It adds only what people
/// read (titles, types, badges) from the definition. A pure function: the same inputs give the same layout.
public enum LayoutEngine {
    /// The layout of `state` on `device`.
    ///
    /// `state.script` must run on the definition (states made by `StateEnumerator` and `StateRequest` do); a
    /// refused step leaves the container as it was before that step.
    public static func layout(
        _ state: NavigationState, in definition: SceneDefinition, on device: SceneDevice
    ) -> StateLayout {
        layout(of: container(running: state, in: definition, on: device), state: state)
    }

    /// The navigation part of `layout(_:in:on:)` alone, without the pages' inner layouts (`inner` is nil), with
    /// `state`'s script run on a copy of `fresh`, a new container of the definition on the device (one serves
    /// every state of a device): what the layout checks read when nothing else needs the state's whole layout
    /// (`scenec validate`). The frames are the same, from the same runtime container.
    static func navigationLayout(_ state: NavigationState, from fresh: SceneContainer) -> NavigationLayout {
        let container = container(running: state, from: fresh)
        return navigationLayout(of: container, snapshot: container.snapshot(includingPages: false))
    }

    /// Runs `operations` on `container` as `container(running:from:)` does: a refused step changes nothing.
    static func run(_ operations: ArraySlice<SceneOperation>, on container: inout SceneContainer) {
        for operation in operations {
            // The enumerator and `StateRequest` only make pushes along declared edges; checking each again
            // would cost a scan of the top page's pushes per state (quadratic for a page that pushes 100,000).
            if case .push(let page) = operation {
                container.pushDeclared(page)
            } else {
                try? container.apply(operation)
            }
        }
    }

    /// The first step of `state`'s script that a fresh container of `definition` on `device` refuses, in words
    /// (`step 3 (present 'sheet') is refused: …`), or nil when every step runs. Every state the enumerator and
    /// `StateRequest` make must run whole (§10.2: a step never fails silently): `StateRequest` refuses a state
    /// that does not and the pipeline invariants check every enumerated one.
    /// `checksPushes` false takes a push along its edge as `run` does (the enumerator only makes declared ones;
    /// checking each scans the top page's pushes, quadratic for a page that pushes thousands) and checks the rest.
    public static func refusedStep(
        of state: NavigationState, in definition: SceneDefinition, on device: SceneDevice, checksPushes: Bool = true
    ) -> String? {
        var container = SceneContainer(definition: definition, device: device)
        for (index, operation) in state.script.enumerated() {
            if !checksPushes, case .push(let page) = operation {
                container.pushDeclared(page)
                continue
            }
            do {
                try container.apply(operation)
            } catch {
                return "step \(index + 1) of the state's script (\(operation)) is refused: \(error)"
            }
        }
        return nil
    }

    /// A fresh container of `definition` on `device` after `state`'s script.
    static func container(
        running state: NavigationState, in definition: SceneDefinition, on device: SceneDevice
    ) -> SceneContainer {
        container(running: state, from: SceneContainer(definition: definition, device: device))
    }

    /// `fresh`, a new container, after `state`'s script.
    static func container(running state: NavigationState, from fresh: SceneContainer) -> SceneContainer {
        var container = fresh
        run(state.script[...], on: &container)
        return container
    }

    /// The layout of `container` in its current state, described by `state`.
    public static func layout(of container: SceneContainer, state: NavigationState) -> StateLayout {
        let definition = container.definition
        let device = container.device
        let snapshot = container.snapshot()
        let sideTabs = snapshot.sideTabs

        var sidebar: SidebarLayout?
        if definition.root == nil, let frame = sideTabs.sidebar {
            let items = zip(definition.tabs, sideTabs.items).map { tab, frame in
                SidebarItemLayout(
                    title: tab.title, root: PageID(tab.root), badge: tab.badge, frame: frame, icon: tab.icon,
                    badgeColor: tab.badgeColor)
            }
            let extraItems = zip(definition.extraItems, sideTabs.extraItems).map { item, frame in
                SidebarItemLayout(title: item.title, root: nil, badge: nil, frame: frame, icon: item.icon)
            }
            sidebar = SidebarLayout(
                frame: frame, selected: snapshot.selectedTab ?? 0, items: items, extraItems: extraItems,
                badgeCenter: sideTabs.badgeCenter ?? .zero
            )
        }

        var tabBar: TabBarLayout?
        if let bar = snapshot.tabBar {
            var items = zip(definition.tabs.prefix(bar.shownTabCount), bar.items).map { tab, frame in
                SidebarItemLayout(
                    title: tab.title, root: PageID(tab.root), badge: tab.badge, frame: frame, icon: tab.icon,
                    badgeColor: tab.badgeColor)
            }
            if bar.hasMoreItem, let frame = bar.items.last {
                items.append(
                    SidebarItemLayout(
                        title: "More", root: nil, badge: nil, frame: frame, icon: BottomTabBarLayout.moreItemIcon))
            }
            tabBar = TabBarLayout(
                frame: bar.frame, selected: bar.selectedItem(forTab: snapshot.selectedTab ?? 0), items: items)
        }

        var attachment: AttachmentLayout?
        if let declared = definition.attachment, let frame = sideTabs.attachment {
            attachment = AttachmentLayout(attachment: declared, frame: frame)
        }

        let navigation = navigationLayout(of: container, snapshot: snapshot)
        var top = navigation.pages.last?.inner
        let presented = snapshot.presentations.map { presentation in
            PresentedLayout(
                page: PageID(presentation.page), from: PageID(presentation.from), layout: presentation.layout,
                pages: presentation.pages.map { (PageID($0.page), $0.frame, $0.visible) },
                types: presentation.pageIDs.map { definition.page($0)?.type ?? "" })
        }
        // Over a presentation the top page is the last page of the last presentation (§10.2): its inner layout is
        // the snapshot's top, laid out in the presentation's frame.
        if let last = snapshot.presentations.last, let page = definition.page(last.pageIDs[last.pageIDs.count - 1]) {
            var inner = PageInnerSnapshot()
            inner.pager = snapshot.pager
            inner.header = snapshot.header
            inner.headerOffset = snapshot.headerOffset
            inner.stackViews = snapshot.stackViews
            inner.stackFrame = snapshot.stackFrame
            top = innerLayout(of: page, inner: inner)
        }

        var layout = StateLayout(
            scene: definition.name,
            state: state,
            device: device,
            sidebar: sidebar,
            attachment: attachment,
            navigation: navigation,
            top: top,
            swipes: definition.page(container.topPage)?.transition == nil
                ? []
                : SwipeDecision.probes.map {
                    SwipeDecision(
                        translationX: $0.translationX, velocityX: $0.velocityX,
                        kind: container.beginTransition(
                            translationX: $0.translationX, velocityX: $0.velocityX, velocityY: 0)
                    )
                }
        )
        layout.tabBar = tabBar
        layout.presented = presented
        layout.transition = definition.page(container.topPage)?.transition
        layout.hasTabBarField = definition.tabBarStyle.regular == .bottom || definition.tabBarStyle.compact == .bottom
        return layout
    }

    /// The navigation of `container` at rest, from its `snapshot`: each page's frame, visibility and overlay with
    /// its type and title, and its inner layout when the snapshot has the pages' inner layouts.
    static func navigationLayout(of container: SceneContainer, snapshot: SceneSnapshot) -> NavigationLayout {
        let definition = container.definition
        let pages = snapshot.navigation.pages.enumerated().map { index, page in
            // By index, so that the declared page is read in place rather than copied.
            let declared = definition.index(ofPage: page.page)
            let inner =
                snapshot.pages.indices.contains(index)
                ? declared.flatMap { innerLayout(of: definition.pages[$0], inner: snapshot.pages[index]) } : nil
            var layout = PageLayout(
                layout: page, type: declared.map { definition.pages[$0].type } ?? "",
                title: declared.flatMap { definition.pages[$0].title }, inner: inner)
            layout.navigationBar =
                snapshot.pages.indices.contains(index)
                ? snapshot.pages[index].navigationBar
                : container.navigationBarFrame(page: page.page, width: page.frame.width)
            return layout
        }
        var navigation = NavigationLayout(
            frame: snapshot.sideTabs.navigation, offset: snapshot.navigation.offset, active: snapshot.activeIndex,
            position: snapshot.position, pages: pages
        )
        navigation.style = container.navigationStyle
        return navigation
    }

    /// The inner layout of `page` from its part of the container's snapshot, with the titles, pages and view
    /// types people read.
    static func innerLayout(of page: ScenePage, inner snapshot: PageInnerSnapshot) -> InnerLayout? {
        if let stack = page.stack, let views = snapshot.stackViews, let frame = snapshot.stackFrame {
            return .stack(
                StackInnerLayout(
                    views: views.map(ViewID.init), types: views.map { stack.view($0)?.type ?? "" }, view: frame
                )
            )
        }
        guard let pager = snapshot.pager else { return nil }
        let titles = page.pager?.tabs.map(\.title) ?? []
        let tabPages = page.pager?.tabs.map { PageID($0.page) } ?? []
        let pagerLayout = PagerInnerLayout(layout: pager, titles: titles, pages: tabPages)
        guard let header = snapshot.header else { return .pager(pagerLayout) }
        return .header(HeaderInnerLayout(pager: pagerLayout, nested: header, offset: snapshot.headerOffset ?? 0))
    }
}
