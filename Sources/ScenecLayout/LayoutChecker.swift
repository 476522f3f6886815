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
    /// compiler calls the two below, with the stacked pages found once, while it holds the graph.
    package static func check(
        _ scene: Scene, graph: NavigationGraph, definition: SceneDefinition, table: LayoutTable
    ) -> [Diagnostic] {
        check(scene, stacked: stackedPageIndices(scene, graph: graph), definition: definition, table: table)
    }

    /// The same diagnostics as `check(_:graph:definition:table:)`; `stacked` is the graph's
    /// `stackedPageIndices(_:graph:)`.
    public static func check(
        _ scene: Scene, stacked: [Int], definition: SceneDefinition, table: LayoutTable
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
        return check(scene, stacked: stacked, definition: definition, states: states)
    }

    /// The same diagnostics as `check(_:graph:definition:table:)`, for a caller that needs no layout table
    /// (`scenec validate`): of each state of `enumerations` (one per device of `definition`) only the
    /// navigation is laid out, by the same runtime container. `stacked` is `stackedPageIndices(_:graph:)`, so the
    /// caller can release the graph before the states are laid out.
    public static func check(
        _ scene: Scene, stacked: [Int], definition: SceneDefinition, enumerations: [StateEnumeration]
    ) -> [Diagnostic] {
        let states = zip(definition.devices, enumerations).map { device, enumeration in
            // One fresh container per device; the states of one path share their start and pushes.
            var frames = StateFrames(fresh: SceneContainer(definition: definition, device: device))
            return DeviceStates(
                device: device, states: enumeration.states,
                navigations: enumeration.states.map { frames.frames(of: $0) }, isTruncated: enumeration.isTruncated)
        }
        return check(scene, stacked: stacked, definition: definition, states: states)
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
        _ scene: Scene, stacked: [Int], definition: SceneDefinition, states: [DeviceStates]
    ) -> [Diagnostic] {
        var bag = DiagnosticBag()
        let devices = Devices(scene: scene, definition: definition)
        var tooWide: [(device: String, page: PageID)] = []
        // By index: a page is large, and copying every stacked one would cost as much as the scene's pages. The
        // pages alone, not the scene, are bound: the checks' autoclosures capture them (capturing `scene` copied it).
        let pages = scene.pages
        for index in stacked {
            // The page's runtime value is at the same index: `definition.pages` are `scene.pages` in order, and
            // `stackedPageIndices` gives the first page of each id, the one that `definition.index(ofPage:)` finds
            // (so no id is hashed here).
            let declared = definition.pages.indices.contains(index) ? index : nil
            // A check reads the located page (a copy of it: a page is large) only to report it, or when the page
            // has the header or stack it checks; most stacked pages pass on their runtime width alone (copying each
            // cost 3.6 M instructions in validate at 10,000 pages).
            if let diagnostic = checkWidth(pages[index], declared: declared, devices: devices, tooWide: &tooWide) {
                bag.emit(diagnostic)
            }
            if let diagnostic = checkIgnoredSize(pages[index], declared: declared, devices: devices) {
                bag.emit(diagnostic)
            }
            if pages[index].header != nil,
                let diagnostic = checkHeader(pages[index], declared: declared, devices: devices)
            {
                bag.emit(diagnostic)
            }
            if pages[index].stack != nil, let diagnostic = checkStack(pages[index], devices: devices) {
                bag.emit(diagnostic)
            }
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
            stackedAreas = all.indices.compactMap { [all] index in
                let sizeClass = all[index].runtime.sizeClass
                guard definition.navigationStyle.value(for: sizeClass) != .push else { return nil }
                return (index, sizeClass, all[index].sideTabs.navigation.width)
            }
            // The devices left out of `stackedAreas` are the push-style ones.
            hasPushStyle = stackedAreas.count < all.count
        }

        /// Each device: located, runtime, and its side tab layout (made once: the width checks read it per page).
        let all: [(located: Device, runtime: SceneDevice, sideTabs: SideTabLayout)]
        /// Whether some device of `all` is push style (`isPushStyle`).
        let hasPushStyle: Bool
        /// The devices whose navigation is stacked (not `isPushStyle`), by index in `all`, with their size class and
        /// the width of their navigation area: plain values, so the width check reads them for every page without
        /// copying a device (which cost 3.2 M instructions in validate at 10,000 pages).
        let stackedAreas: [(device: Int, sizeClass: SceneSizeClass, width: Double)]

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
            width(ofPageAt: declared, in: device.sizeClass)
        }

        /// The width rule of the page at `declared` in `definition.pages` for `sizeClass`; `.full` when nil.
        func width(ofPageAt declared: Int?, in sizeClass: SceneSizeClass) -> PageWidth {
            // By index: the page is not copied to read its width.
            declared.map { definition.pages[$0].size.width(for: sizeClass) } ?? .full
        }
    }

    /// The indices in `scene.pages` of the declared pages that a stacked navigation can show, in source order:
    /// the pages that the root edges of a tab or `root` entry of `graph` show, and every page reachable from them
    /// along push edges (`transition.next` included), including the pushes of the pages shown in a pager, through
    /// nested pagers (§9.2, `SceneDefinition.pushTargets(from:)`).
    ///
    /// A search of the graph's edges by index: each edge's target is a node index, and `nodePages` gives its page,
    /// so no id is hashed. Only the union of the targets matters, so each page's own pushes and its pager's pages
    /// are followed once for the whole search (`expanded`).
    public static func stackedPageIndices(_ scene: Scene, graph: NavigationGraph) -> [Int] {
        let nodePages = graph.nodePages
        let pageNodes = graph.pageNodes
        // `seen` by page, `expanded` by node; the page of a node reached is `nodePages[node]` (-1: not a page).
        var seen = [Bool](repeating: false, count: scene.pages.count)
        var expanded = [Bool](repeating: false, count: nodePages.count)
        var queue: [Int] = []
        var pagerQueue: [Int] = []
        // The entries are the graph's first nodes; the attachment's page is not in a stacked navigation.
        for node in graph.nodes.indices {
            guard graph.nodes[node].isEntry else { break }
            guard graph.nodes[node] != .attachmentEntry else { continue }
            for edge in graph.edgeIndices(from: node) where graph.edges[edge].kind == .root {
                guard let target = graph.targetIndex(ofEdge: edge), seen.indices.contains(nodePages[target]),
                    !seen[nodePages[target]]
                else { continue }
                seen[nodePages[target]] = true
                queue.append(nodePages[target])
            }
        }
        var head = 0
        while head < queue.count {
            let start = pageNodes[queue[head]]
            head += 1
            guard !expanded[start] else { continue }
            expanded[start] = true
            pagerQueue.removeAll(keepingCapacity: true)
            pagerQueue.append(start)
            var pagerHead = 0
            while pagerHead < pagerQueue.count {
                let node = pagerQueue[pagerHead]
                pagerHead += 1
                for edge in graph.edgeIndices(from: node) {
                    let kind = graph.edges[edge].kind
                    // A push shows its target in the navigation; a `contains` edge to a page is a pager's page (a
                    // stack's root view is a view node, with no page), whose pushes are the host's (§9.2).
                    guard kind == .push || kind == .contains, let target = graph.targetIndex(ofEdge: edge),
                        seen.indices.contains(nodePages[target])
                    else { continue }
                    if kind == .push {
                        guard !seen[nodePages[target]] else { continue }
                        seen[nodePages[target]] = true
                        queue.append(nodePages[target])
                    } else if !expanded[target] {
                        expanded[target] = true
                        pagerQueue.append(target)
                    }
                }
            }
        }
        var stacked: [Int] = []
        stacked.reserveCapacity(queue.count)
        for page in seen.indices where seen[page] { stacked.append(page) }
        return stacked
    }
}
