public import ScenecDiagnostics
public import ScenecRuntime
public import ScenecSema

/// The layout checks (SC4xxx): what breaks on a device, found by laying the scene out with the runtime models.
/// A pure function of the scene and its graph; it returns diagnostics sorted by position.
///
/// Rules, each with one diagnostic per root cause:
/// - SC4001: a `half` or fixed-width page in a stacked navigation is wider than the navigation area of a
///   device. One diagnostic per page, listing every device where it does not fit, at the page's `size`.
/// - SC4002: the sidebar's tab items and extra items need more height than a device's window. One diagnostic,
///   listing the devices, at the first tab item that overlaps the extra items (or leaves the window).
/// - SC4003: a header's menu, pin height and insets leave no height for its pages on a device. One per page.
/// - SC4004: a page stack's insets leave no room for its views on a device. One per page.
/// - SC4005: an enumerated state does not show its active page (hidden, off the navigation area, or covered
///   by the pages after it), or, in a state with presentations (§10.2), its presented top page (a presentation
///   with no room on the device: an empty frame). One per page, with the first state (breadth first, so a shortest path) as the
///   witness. States through a page that SC4001 reports on that device are not checked again.
/// - SC4006 (warning): `tests.maxStates` cuts the states of some devices. One diagnostic listing them.
/// - SC4007 (warning): a `half` or numeric page width that a push-style navigation ignores on some device. One per
///   page, at its `size`.
/// - SC4008 (warning): extra items that a bottom tab bar does not show on some device. One diagnostic.
/// - SC4009: the generated layout tests would hold more assertions than the bound; states are counted per size
///   class before any is built.
/// - SC4010 (error): the sidebar, the bottom tab bar or a visible attachment is as wide or as tall as a device's
///   window, so the navigation has no room. One per device, at the metric that fills the window.
///
/// The presentation checks SC4020 and SC4021 need no layout: `Checker` (ScenecSema) reports them.
///
/// Each rule lives in its own file: `+Widths` (SC4001, SC4007, SC4008), `+Bars` (SC4002, SC4010), `+TestSize`
/// (SC4009), `+Containers` (SC4003, SC4004), `+States` (SC4005, SC4006).
///
/// Only pages that a stacked navigation shows (reachable from a tab or `root` along push edges) are checked;
/// pages shown inside a pager or the attachment bar take their size from their container.
public enum LayoutChecker {
    /// Every layout problem of `scene` on each of its devices. `definition` is the scene's runtime
    /// definition and `table` its laid-out states (each state is laid out once, by `LayoutTable`, and shared
    /// with code generation); the located `scene` gives the diagnostics their places. For the package's tests: the
    /// compiler calls the two below, with the graph's roots computed once.
    package static func check(
        _ scene: Scene, graph: NavigationGraph, definition: SceneDefinition, table: LayoutTable
    ) -> [Diagnostic] {
        check(scene, roots: stackedRoots(scene, graph: graph), definition: definition, table: table)
    }

    /// The same diagnostics as `check(_:graph:definition:table:)`, from the graph's `stackedRoots(_:graph:)`.
    public static func check(
        _ scene: Scene, roots: [Int], definition: SceneDefinition, table: LayoutTable
    ) -> [Diagnostic] {
        let states = table.devices.map { entry in
            DeviceStates(
                device: entry.device, states: entry.entries.map(\.state),
                navigations: entry.entries.map {
                    var frames = NavigationFrames($0.navigation)
                    frames.presented = $0.presented.map(\.layout.frame)
                    return frames
                }, isTruncated: entry.isTruncated)
        }
        return check(scene, roots: roots, definition: definition, states: states)
    }

    /// The same diagnostics as `check(_:graph:definition:table:)`, for a caller that needs no layout table
    /// (`scenec validate`): of each state of `enumerations` (one per device of `definition`) only the
    /// navigation is laid out, by the same runtime container. `roots` are `stackedRoots(_:graph:)`, so the
    /// caller can release the graph before the states are laid out.
    public static func check(
        _ scene: Scene, roots: [Int], definition: SceneDefinition, enumerations: [StateEnumeration]
    ) -> [Diagnostic] {
        let states = zip(definition.devices, enumerations).map { device, enumeration in
            // One fresh container per device; the states of one path share their start and pushes.
            var frames = StateFrames(fresh: SceneContainer(definition: definition, device: device))
            return DeviceStates(
                device: device, states: enumeration.states,
                navigations: enumeration.states.map { frames.frames(of: $0) }, isTruncated: enumeration.isTruncated)
        }
        return check(scene, roots: roots, definition: definition, states: states)
    }

    /// What the state checks read of a state's navigation at rest: the navigation area, the active page and each
    /// page's runtime layout; a `NavigationLayout` without what people read (types and titles).
    struct NavigationFrames: Equatable {
        /// The navigation area, in window coordinates.
        var frame: Rect
        /// The index of the active page.
        var active: Int
        /// The pages, root first, with frames relative to `frame`.
        var pages: [StackedPageLayout]
        /// The frames of the presentations over it (§10.2), bottom first, in window coordinates.
        var presented: [Rect] = []

        /// The frames of a laid-out navigation.
        init(_ navigation: NavigationLayout) {
            frame = navigation.frame
            active = navigation.active
            pages = navigation.pages.map(\.layout)
        }

        /// The frames of a container's snapshot: what `LayoutEngine.navigationLayout(of:snapshot:)` makes of it
        /// (the area, the active index and the runtime's page layouts), without looking up each page's type.
        init(_ snapshot: SceneSnapshot) {
            frame = snapshot.sideTabs.navigation
            active = snapshot.activeIndex
            pages = snapshot.navigation.pages
            presented = snapshot.presentations.map(\.frame)
        }
    }

    /// The navigation frames of many states of one device: what `LayoutEngine.navigationLayout(_:from:)` gives for
    /// each, sharing the work of states that reach the same navigation.
    ///
    /// A state's script is its path's start and pushes, then operations on the top page (select a pager tab,
    /// scroll the header, push or switch a stack view) and at most an activation. Of these only the start, the
    /// pushes and the activation change what `snapshot(includingPages: false)` reads (the selected tab and the
    /// navigations): the others keep the top page's pager, header offset and page stack, which that snapshot
    /// leaves out. So the container after the start and pushes is made once for the states of one path (the
    /// enumerator puts them one after another), and one layout serves consecutive states with the same
    /// activations. The container is a value, so running a shared prefix once and copying it gives what running
    /// it for each state gives. A script of another shape is run whole.
    struct StateFrames {
        /// A new container of the definition on the device.
        let fresh: SceneContainer
        /// The start and pushes of the last script that had them, and the container after them.
        private var prefix: ArraySlice<SceneOperation> = []
        private var afterPrefix: SceneContainer
        /// The activations after `prefix` and the frames they give; nil before the first frames of `prefix`.
        var last: (activations: [Int], frames: NavigationFrames)?

        /// Lays out states from `fresh`, a new container of the definition on the device.
        init(fresh: SceneContainer) {
            self.fresh = fresh
            afterPrefix = fresh
        }

        /// The navigation frames of `state`: those of `LayoutEngine.navigationLayout(state, from: fresh)`.
        mutating func frames(of state: NavigationState) -> NavigationFrames {
            let script = state.script
            var split = 0
            scan: while split < script.count {
                switch script[split] {
                case .start, .push: split += 1
                default: break scan
                }
            }
            var activations: [Int] = []
            for operation in script[split...] {
                switch operation {
                case .activate(let index): activations.append(index)
                case .selectPagerTab, .setHeaderOffset, .pushView, .switchView: continue
                case .start, .push, .present, .presentFromAttachment, .dismiss, .setDetent:
                    // Presentations (§10.2) and scripts of another shape are run whole.
                    var container = fresh
                    LayoutEngine.run(script[...], on: &container)
                    return NavigationFrames(container.snapshot(includingPages: false))
                }
            }
            if script[..<split] != prefix {
                var container = fresh
                LayoutEngine.run(script[..<split], on: &container)
                prefix = script[..<split]
                afterPrefix = container
                last = nil
            }
            if let last, last.activations == activations { return last.frames }
            let frames: NavigationFrames
            if activations.isEmpty {
                frames = NavigationFrames(afterPrefix.snapshot(includingPages: false))
            } else {
                var container = afterPrefix
                for index in activations { try? container.activate(index) }
                frames = NavigationFrames(container.snapshot(includingPages: false))
            }
            last = (activations, frames)
            return frames
        }
    }

    /// What the state checks read of one device: each enumerated state with its navigation at rest.
    struct DeviceStates {
        var device: SceneDevice
        var states: [NavigationState]
        /// The navigation of each of `states`, in the same order.
        var navigations: [NavigationFrames]
        /// True when `tests.maxStates` cut states on this device.
        var isTruncated: Bool
    }

    static func check(
        _ scene: Scene, roots: [Int], definition: SceneDefinition, states: [DeviceStates]
    ) -> [Diagnostic] {
        var bag = DiagnosticBag()
        let devices = Devices(scene: scene, definition: definition)
        var tooWide: [(device: String, page: PageID)] = []
        // By index: a page is large, and copying every stacked one would cost as much as the scene's pages.
        for index in stackedPageIndices(scene, roots: roots, definition: definition) {
            let page = scene.pages[index]
            // The page's runtime value is at the same index: `definition.pages` are `scene.pages` in order, and
            // `stackedPageIndices` gives the first page of each id, the one that `definition.index(ofPage:)` finds
            // (so no id is hashed here).
            let declared = definition.pages.indices.contains(index) ? index : nil
            if let diagnostic = checkWidth(page, declared: declared, devices: devices, tooWide: &tooWide) {
                bag.emit(diagnostic)
            }
            if let diagnostic = checkIgnoredSize(page, declared: declared, devices: devices) { bag.emit(diagnostic) }
            if let diagnostic = checkHeader(page, declared: declared, devices: devices) { bag.emit(diagnostic) }
            if let diagnostic = checkStack(page, devices: devices) { bag.emit(diagnostic) }
        }
        bag.emit(contentsOf: checkBars(scene, devices: devices))
        if let diagnostic = checkSidebar(scene, devices: devices) { bag.emit(diagnostic) }
        if let diagnostic = checkExtraItems(scene, devices: devices) { bag.emit(diagnostic) }
        bag.emit(contentsOf: checkStates(scene, definition: definition, states: states, tooWide: tooWide))
        return bag.sorted()
    }

    /// The scene's devices, located and as runtime values, with their window-level layout (R1) and metrics.
    struct Devices {
        var located: [Device]
        var runtime: [SceneDevice]
        /// The side tab layout of each device, from the runtime container.
        var sideTabs: [SideTabLayout]
        var metrics: Metrics
        var definition: SceneDefinition

        init(scene: Scene, definition: SceneDefinition) {
            located = scene.devices
            runtime = definition.devices
            sideTabs = definition.devices.map { SceneContainer(definition: definition, device: $0).sideTabLayout }
            metrics = definition.metrics
            self.definition = definition
            all = (0..<min(located.count, runtime.count)).map { [located, runtime, sideTabs] in
                (located[$0], runtime[$0], sideTabs[$0])
            }
            hasPushStyle = all.contains { definition.navigationStyle.value(for: $0.runtime.sizeClass) == .push }
        }

        /// Each device: located, runtime, and its side tab layout (made once: the width checks read it per page).
        let all: [(located: Device, runtime: SceneDevice, sideTabs: SideTabLayout)]
        /// Whether some device of `all` is push style (`isPushStyle`).
        let hasPushStyle: Bool

        /// Whether `device` shows the pages in a push-style navigation (§9.1).
        func isPushStyle(_ device: SceneDevice) -> Bool {
            definition.navigationStyle.value(for: device.sizeClass) == .push
        }

        /// Whether `device` shows the tabs in a bottom tab bar (§9.1).
        func hasBottomTabBar(_ device: SceneDevice) -> Bool {
            definition.root == nil && definition.tabBarStyle.value(for: device.sizeClass) == .bottom
        }

        /// The width rule on `device` of the page at `declared` in `definition.pages`, that is
        /// `definition.index(ofPage:)` of its id (full when the page is not declared).
        func width(ofPageAt declared: Int?, on device: SceneDevice) -> PageWidth {
            // By index: the page is not copied to read its width.
            declared.map { definition.pages[$0].size.width(for: device.sizeClass) } ?? .full
        }
    }

    /// The indices in `scene.pages` of the pages that the root edges of a tab or `root` entry of `graph` show,
    /// in the graph's order (an undeclared target is left out): where `stackedPageIndices` starts.
    public static func stackedRoots(_ scene: Scene, graph: NavigationGraph) -> [Int] {
        var roots: [Int] = []
        // The entries' root edges by index, in the graph's order: no set of edge kinds is made, no node hashed. The
        // entries are the graph's first nodes.
        for node in graph.nodes.indices {
            guard graph.nodes[node].isEntry else { break }
            guard graph.nodes[node] != .attachmentEntry else { continue }
            for edge in graph.edgeIndices(from: node) where graph.edges[edge].kind == .root {
                if case .page(let id) = graph.edges[edge].to, let index = scene.pageIndex(of: id) {
                    roots.append(index)
                }
            }
        }
        return roots
    }

    /// The indices in `scene.pages` of the declared pages that a stacked navigation can show: reachable from
    /// `roots` (`stackedRoots(_:graph:)`) along push edges, including the pushes of pages shown in a pager
    /// (§9.2); in source order.
    public static func stackedPageIndices(_ scene: Scene, roots: [Int], definition: SceneDefinition) -> [Int] {
        // `definition.pages` are `scene.pages` in the same order (`SceneDefinition(checked:)`), so one index
        // serves both: no set of ids, no page copied to be looked up, one lookup per push target.
        let count = min(scene.pages.count, definition.pages.count)
        var seen = [Bool](repeating: false, count: scene.pages.count)
        var queue: [Int] = []
        func visit(_ index: Int?) {
            guard let index, seen.indices.contains(index), !seen[index] else { return }
            seen[index] = true
            queue.append(index)
        }
        for root in roots { visit(root) }
        // A page with a pager also pushes what the pages of its pager push, through nested pagers (§9.2):
        // `definition.pushTargets(from:)`. Only the union of the targets matters here, so each page's own pushes
        // and its pager's pages are followed once for the whole search (`expanded`), where asking
        // `pushTargets(from:)` for each stacked page searched its pagers again and hashed every id on the way.
        var expanded = [Bool](repeating: false, count: count)
        var pagerQueue: [Int] = []
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            // `pushTargets(from:)` starts at the page that the id names.
            guard
                let start = definition.pages[index].pager == nil
                    ? index : definition.index(ofPage: definition.pages[index].id),
                start < count, !expanded[start]
            else { continue }
            expanded[start] = true
            pagerQueue.removeAll(keepingCapacity: true)
            pagerQueue.append(start)
            var pagerHead = 0
            while pagerHead < pagerQueue.count {
                let page = pagerQueue[pagerHead]
                pagerHead += 1
                // `ScenePage.pushTargets` without making the list: a repeat is visited once anyway.
                for target in definition.pages[page].push { visit(definition.index(ofPage: target)) }
                if let next = definition.pages[page].transition?.next { visit(definition.index(ofPage: next)) }
                for tab in definition.pages[page].pager?.tabs ?? [] {
                    guard let shown = definition.index(ofPage: tab.page), shown < count, !expanded[shown] else {
                        continue
                    }
                    expanded[shown] = true
                    pagerQueue.append(shown)
                }
            }
        }
        return scene.pages.indices.filter { seen[$0] }
    }
}
