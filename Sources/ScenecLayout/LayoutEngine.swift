import ScenecDiagnostics
public import ScenecModel
import ScenecRuntime

/// Lays out one navigation state on one device with the runtime models (R1–R5); it never re-derives a
/// formula. A pure function: no I/O, and the same inputs always give the same layout.
public enum LayoutEngine {
    /// The layout of `state` on `device` (the device named by `state.device`).
    ///
    /// - Side tabs (R1) from `SideTabLayout`, or, for `root:`, a navigation that fills the window.
    /// - The stacked navigation (R2): `StackedNavigation` built from the path, laid out at its steady offset
    ///   by `StackedNavigationLayout`; page widths come from each page's `size` for the device's size class;
    ///   every page is as tall as the navigation area.
    /// - `top`: the last page's pager (`Pager.layout(in:)`), header (`NestedHeader`, whose menu is the pager
    ///   bar) or page stack (`PageStack`, settled), in a host the size of that page's frame.
    public static func layout(_ state: NavigationState, in scene: Scene, on device: Device) -> StateLayout {
        let metrics = scene.runtimeMetrics
        let sideTabs = scene.sideTabLayout(on: device)

        var sidebar: SidebarLayout?
        if case .tabs(let tabs) = scene.navigation, let frame = sideTabs.sidebar {
            let items = zip(tabs, sideTabs.items).map { tab, frame in
                SidebarItemLayout(
                    title: tab.title.value, root: tab.root.value,
                    badge: tab.badge.flatMap { $0.value.isEmpty ? nil : $0.value }, frame: frame
                )
            }
            let extraItems = zip(scene.extraItems, sideTabs.extraItems).map { item, frame in
                SidebarItemLayout(title: item.title.value, root: nil, badge: nil, frame: frame)
            }
            sidebar = SidebarLayout(
                frame: frame, selected: state.tab ?? 0, items: items, extraItems: extraItems,
                badgeCenter: sideTabs.badgeCenter ?? .zero
            )
        }

        var attachment: AttachmentLayout?
        if let declared = scene.attachment, let frame = sideTabs.attachment {
            attachment = AttachmentLayout(page: declared.page.value, frame: frame, isVisible: declared.visible)
        }

        let area = sideTabs.navigation
        let stacked = state.stackedNavigation(in: scene, sizeClass: device.sizeClass)
        let offset = stacked.steadyOffset(navigationWidth: area.width, metrics: metrics)
        let laidOut = stacked.layout(width: area.width, height: area.height, offset: offset, metrics: metrics)
        let pages = laidOut.pages.map { page in
            let declared = scene.page(PageID(page.id))
            return PageLayout(
                page: PageID(page.id), type: declared?.type.value ?? "", title: declared?.title?.value,
                frame: page.frame, isHidden: page.isHidden, overlay: page.overlayOpacity, isVisible: page.isAttached
            )
        }
        let navigation = NavigationLayout(
            frame: area, offset: offset, active: stacked.activeIndex ?? 0, position: stacked.position, pages: pages
        )

        var top: InnerLayout?
        if let page = scene.page(state.top), let frame = pages.last?.frame {
            top = innerLayout(of: page, size: frame.size, state: state, metrics: metrics)
        }

        return StateLayout(
            scene: scene.name.value,
            state: state,
            device: DeviceLayout(
                name: device.name.value, width: device.width, height: device.height, sizeClass: device.sizeClass
            ),
            sidebar: sidebar,
            attachment: attachment,
            navigation: navigation,
            top: top
        )
    }

    /// The inner layout of `page` in a host of `size` (the page's frame size).
    static func innerLayout(of page: Page, size: Size, state: NavigationState, metrics: Metrics) -> InnerLayout? {
        if let stack = page.stack {
            let views = state.stackViews ?? [stack.root.value]
            let geometry = PageStackGeometry(
                containerSize: size, topInset: stack.insets.top, bottomInset: stack.insets.bottom
            )
            var pageStack = PageStack(root: views[0].rawValue, geometry: geometry)
            for view in views.dropFirst() {
                _ = try? pageStack.push(view.rawValue, animated: false)
            }
            let shown = pageStack.views.map(ViewID.init)
            return .stack(
                StackInnerLayout(
                    views: shown,
                    types: shown.map { stack.view($0)?.type.value ?? "" },
                    view: pageStack.settledFrame
                )
            )
        }
        guard page.pager != nil || page.header != nil else { return nil }
        let scenePager = page.pager
        let pager =
            scenePager?.runtimePager(selected: state.selected, metrics: metrics)
            ?? ScenecRuntime.Pager(tabs: [], metrics: metrics)
        let titles = scenePager?.tabs.map(\.title.value) ?? []
        let tabPages = scenePager?.tabs.map(\.page.value) ?? []
        guard let header = page.header else {
            let layout = pager.layout(in: size)
            return .pager(PagerInnerLayout(layout: layout, titles: titles, pages: tabPages))
        }
        let nested = NestedHeader(
            hostSize: size,
            inset: EdgeInsets(
                top: header.inset.top, left: header.inset.left, bottom: header.inset.bottom, right: header.inset.right
            ),
            headerHeight: header.height.value,
            menuHeight: header.menuHeight?.value ?? metrics.pagerBarHeight,
            pinHeight: header.pinHeight.value,
            pageCount: pager.tabs.count,
            originIndex: pager.selected
        )
        return .header(
            HeaderInnerLayout(
                pager: PagerInnerLayout(layout: nested.pagerLayout(pager), titles: titles, pages: tabPages),
                main: nested.main,
                header: nested.header,
                menu: nested.menu,
                contentSize: nested.mainContentSize,
                sill: nested.sill,
                offset: nested.clampedOffset(state.headerOffset ?? 0)
            )
        )
    }

    /// The device named `name` in `scene`, if declared.
    public static func device(named name: String, in scene: Scene) -> Device? {
        scene.devices.first { $0.name.value == name }
    }
}
