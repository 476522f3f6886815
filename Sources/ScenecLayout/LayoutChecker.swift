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
///   by the pages after it). One per page, with the first state (breadth first, so a shortest path) as the
///   witness. States through a page that SC4001 reports on that device are not checked again.
/// - SC4006 (warning): `tests.maxStates` cuts the states of some devices. One diagnostic listing them.
/// - SC4010 (error): the sidebar, the bottom tab bar or a visible attachment is as wide or as tall as a device's
///   window, so the navigation has no room. One per device, at the metric that fills the window.
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
                navigations: entry.entries.map { NavigationFrames($0.navigation) }, isTruncated: entry.isTruncated)
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
        private var last: (activations: [Int], frames: NavigationFrames)?

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
                case .start, .push: return NavigationFrames(LayoutEngine.navigationLayout(state, from: fresh))
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
            // The page's runtime value is looked up once for every check and device.
            let declared = definition.index(ofPage: page.id.value.rawValue)
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
        bag.emit(contentsOf: checkStates(scene, states: states, tooWide: tooWide))
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

    // MARK: - SC4001

    /// `declared` is `definition.index(ofPage:)` of the page's id.
    static func checkWidth(
        _ page: Page, declared: Int?, devices: Devices, tooWide: inout [(device: String, page: PageID)]
    ) -> Diagnostic? {
        let metrics = devices.metrics
        var failures: [(device: Device, width: Double, area: Double)] = []
        for (device, runtime, sideTabs) in devices.all where !devices.isPushStyle(runtime) {
            let rule = devices.width(ofPageAt: declared, on: runtime)
            guard !rule.isFull else { continue }
            let area = sideTabs.navigation.width
            let width = rule.resolved(navigationWidth: area, metrics: metrics)
            if width > area { failures.append((device, width, area)) }
        }
        guard let first = failures.first else { return nil }
        tooWide += failures.map { ($0.device.name.value, page.id.value) }
        let id = page.id.value.rawValue
        let list = failures.map { "'\($0.device.name.value)' (\(pt($0.area)))" }.joined(separator: ", ")
        let message =
            failures.count == 1
            ? "page '\(id)' is \(pt(first.width)) wide but the navigation area on '\(first.device.name.value)' "
                + "is only \(pt(first.area)) wide"
            : "page '\(id)' is wider than the navigation area on \(failures.count) devices: \(list)"
        let notes = failures.map {
            Note(
                "the navigation area on '\($0.device.name.value)' is \(pt($0.area)) wide; '\(id)' needs "
                    + "\(pt($0.width))",
                at: $0.device.name.range, label: "device declared here"
            )
        }
        var help: [String] = []
        var fixIts: [FixIt] = []
        if let fit = fittingSizeFixIt(page, declared: declared, devices: devices) {
            help.append("use a size per size class, for example `size: \(fit.text)`")
            fixIts.append(fit.fixIt)
        } else {
            let narrowest = failures.map(\.area).min() ?? first.area
            help.append(
                "make the page at most \(pt(narrowest)) wide on these devices, or use a size per size class "
                    + "such as `size: {regular: half, compact: full}`"
            )
        }
        return Diagnostic(
            .pageWiderThanNavigation, message, at: page.size.range,
            label: "\(pt(first.width)) on '\(first.device.name.value)'", notes: notes, help: help, fixIts: fixIts
        )
    }

    /// The width as a scene file writes it (`half`, `320`).
    static func sizeText(_ width: PageWidth) -> String {
        switch width {
        case .full: "full"
        case .half: "half"
        case .points(let points): NumberText.format(points)
        }
    }

    // MARK: - SC4002

    static func checkSidebar(_ scene: Scene, devices: Devices) -> Diagnostic? {
        let tabs = scene.tabs
        guard !tabs.isEmpty else { return nil }
        let metrics = devices.metrics
        let step = metrics.tabItemHeight + metrics.tabItemSpacing
        let extras = scene.extraItems.count
        var failures: [(device: Device, firstBad: Int)] = []
        for (device, runtime, layout) in devices.all where !devices.hasBottomTabBar(runtime) {
            let floor = layout.extraItems.last?.minY ?? device.runtime.height
            guard let bad = layout.items.firstIndex(where: { $0.maxY > floor }) ?? (floor < 0 ? tabs.count : nil)
            else { continue }
            failures.append((device, bad))
        }
        guard let first = failures.first else { return nil }
        let needed = step * Double(tabs.count + extras)
        let firstBad = failures.map(\.firstBad).min() ?? first.firstBad
        let what =
            extras > 0
            ? "\(tabs.count) tab items and \(extras) extra items"
            : "\(tabs.count) tab items"
        let devices = failures.map { "'\($0.device.name.value)' (\(pt($0.device.runtime.height)))" }.joined(
            separator: ", ")
        let range = firstBad < tabs.count ? tabs[firstBad].range : scene.extraItems[extras - 1].range
        let label =
            firstBad >= tabs.count
            ? "the extra items reach above the window"
            : extras > 0 ? "this item overlaps the extra items" : "this item ends below the window"
        var notes: [Note] = []
        if let bottom = scene.extraItems.first {
            notes.append(
                Note(
                    "extra items stack upward from the bottom of the window", at: bottom.range,
                    label: "bottom-most extra item"))
        }
        notes += failures.map {
            Note("'\($0.device.name.value)' is \(pt($0.device.runtime.height)) tall", at: $0.device.name.range)
        }
        return Diagnostic(
            .sidebarItemsOverflow,
            "the sidebar's \(what) need \(pt(needed)) but the window is shorter on \(devices)",
            at: range, label: label, notes: notes,
            help: [
                "remove tab items or extra items, or lower `metrics.tabItemHeight` or `metrics.tabItemSpacing` "
                    + "(each item takes tabItemHeight + tabItemSpacing = \(pt(step)))"
            ]
        )
    }

    // MARK: - SC4010

    /// SC4010: on each device where the bars (sidebar, bottom tab bar, visible attachment) leave the navigation no
    /// width or no height, one error at the metric that fills the window (for the device's size class), or at the
    /// device when the default metrics do.
    static func checkBars(_ scene: Scene, devices: Devices) -> [Diagnostic] {
        devices.all.compactMap { located, device, sideTabs in
            let navigation = sideTabs.navigation
            guard navigation.width <= 0 || navigation.height <= 0 else { return nil }
            let metrics = devices.definition.metrics(for: device.sizeClass)
            let bar: (key: String, what: String, size: Double, room: Double)
            if devices.hasBottomTabBar(device) {
                bar =
                    metrics.bottomTabBarHeight + device.safeArea.bottom >= device.height
                    ? ("bottomTabBarHeight", "the bottom tab bar is", metrics.bottomTabBarHeight, device.height)
                    : ("attachmentHeight", "the attachment bar is", metrics.attachmentHeight, device.height)
            } else if navigation.width <= 0 {
                bar = ("sidebarWidth", "the sidebar is", metrics.sidebarWidth, device.width)
            } else {
                bar = ("attachmentHeight", "the attachment bar is", metrics.attachmentHeight, device.height)
            }
            let isWidth = bar.key == "sidebarWidth"
            let written =
                device.sizeClass == .compact
                ? (scene.metrics.compactValues.first { $0.key == bar.key }?.value ?? scene.metrics[bar.key])
                : scene.metrics[bar.key]
            let name = located.name.value
            let size = "\(pt(device.width)) × \(pt(device.height))"
            return Diagnostic(
                .barsLeaveNoNavigation,
                "on '\(name)' (\(size)) \(bar.what) \(pt(bar.size)) \(isWidth ? "wide" : "tall"), and the bars leave "
                    + "no room for the navigation",
                at: written?.range ?? located.name.range,
                label: "no room for the navigation on '\(name)'",
                notes: written == nil
                    ? []
                    : [Note("'\(name)' is a \(device.sizeClass.rawValue) device of \(size)", at: located.name.range)],
                help: [
                    "make `metrics.\(bar.key)` smaller than the window's \(isWidth ? "width" : "height") "
                        + "(\(pt(bar.room))), with room left for the pages"
                ])
        }
    }

    // MARK: - SC4009

    /// The most assertions the generated layout tests may hold (about 20 MB of Swift): what generated code
    /// costs is states × the items of each state, and a scene past this bound would give hundreds of
    /// megabytes of tests that no one can build.
    public static let maxTestAssertions = 200_000

    /// The assertions the generated layout tests of `enumerations` (one per device) would hold, counted before
    /// any state is laid out: a fixed part per state plus one per tab item, extra item, page of the path, and
    /// pager cell and pager page (or page-stack view) of the top page.
    public static func testAssertionCount(_ definition: SceneDefinition, _ enumerations: [StateEnumeration]) -> Int {
        var counter = AssertionCounter(definition)
        return enumerations.reduce(0) { total, enumeration in
            enumeration.states.reduce(total) { total, state in total + counter.count(state) }
        }
    }

    /// The assertions of one state at a time (`testAssertionCount`), each top page's inner items counted once.
    struct AssertionCounter {
        let definition: SceneDefinition
        let chrome: Int
        var topItems: [String: Int] = [:]

        init(_ definition: SceneDefinition) {
            self.definition = definition
            chrome = definition.tabs.count + definition.extraItems.count
        }

        /// The assertions of `state`: a fixed part plus one per tab item, extra item, page of the path, and pager
        /// cell and pager page (or page-stack view) of the top page.
        mutating func count(_ state: NavigationState) -> Int {
            let top = state.top.rawValue
            let inner: Int
            if let known = topItems[top] {
                inner = known
            } else {
                let page = definition.page(top)
                inner = 2 * (page?.pager?.tabs.count ?? 0) + (page?.stack?.views.count ?? 0)
                topItems[top] = inner
            }
            return 24 + chrome + state.path.count + inner
        }
    }

    /// SC4009: the layout tests would hold more than `maxTestAssertions` assertions.
    public static func checkTestSize(
        _ scene: Scene, definition: SceneDefinition, _ enumerations: [StateEnumeration]
    ) -> Diagnostic? {
        let count = testAssertionCount(definition, enumerations)
        guard count > maxTestAssertions else { return nil }
        return testSizeDiagnostic(scene, count: count, states: enumerations.reduce(0) { $0 + $1.states.count })
    }

    /// SC4009 from the states of each size class (`StateEnumerator.enumerateBySizeClass`), before they are copied
    /// for every device: each size class's count is multiplied by its number of devices, so the check costs the
    /// same for 1 or 1,000 devices.
    public static func checkTestSize(
        _ scene: Scene, definition: SceneDefinition, bySizeClass: [SizeClassStates]
    ) -> Diagnostic? {
        var count = 0
        var states = 0
        let isLowerBound = bySizeClass.contains { $0.enumeration.isOverBudget }
        for entry in bySizeClass {
            let devices = definition.devices.count(where: { $0.sizeClass == entry.sizeClass })
            // Saturating: many devices times many states must not overflow.
            let (each, overflow) = testAssertionCount(definition, [entry.enumeration])
                .multipliedReportingOverflow(by: devices)
            let (sum, overflowSum) = count.addingReportingOverflow(each)
            count = overflow || overflowSum ? Int.max : sum
            states += entry.enumeration.states.count * devices
        }
        guard count > maxTestAssertions else { return nil }
        return testSizeDiagnostic(scene, count: count, states: states, isLowerBound: isLowerBound)
    }

    private static func testSizeDiagnostic(
        _ scene: Scene, count: Int, states: Int, isLowerBound: Bool = false
    ) -> Diagnostic {
        let written = scene.tests.maxStatesRange
        // Counting stops past the bound (`StateEnumerator.enumerateBySizeClass`): then the numbers are where it stopped.
        let more = isLowerBound ? " or more" : ""
        return Diagnostic(
            .layoutTestsTooLarge,
            "the generated layout tests would hold about \(count)\(more) assertions for \(states)\(more) states, more "
                + "than the \(maxTestAssertions) that scenec generates",
            at: written ?? scene.name.range,
            label: written != nil
                ? "\(scene.tests.maxStates) states per device" : "the default of 256 states per device",
            notes: [Note("each state asserts every page, tab item, pager cell and pager page it shows")],
            help: ["lower `tests.maxStates` or `tests.maxDepth`, or split the scene's biggest pagers"])
    }

    // MARK: - SC4007, SC4008

    /// SC4007: a page whose half or numeric width is ignored on the devices whose navigation is push style.
    static func checkIgnoredSize(_ page: Page, declared: Int?, devices: Devices) -> Diagnostic? {
        // Without a push-style device no size is ignored: the lists below would be empty.
        guard devices.hasPushStyle else { return nil }
        let ignored = devices.all.filter { devices.isPushStyle($0.runtime) }.filter {
            !devices.width(ofPageAt: declared, on: $0.runtime).isFull
        }
        guard let first = ignored.first else { return nil }
        let id = page.id.value.rawValue
        let names = ignored.map { "'\($0.located.name.value)'" }.joined(separator: ", ")
        return Diagnostic(
            .sizeIgnoredInPushStyle,
            "page '\(id)' is \(sizeText(page.size.value.runtime.width(for: first.runtime.sizeClass))) wide, but on \(names) "
                + "the navigation is push style, where every page fills the navigation area",
            at: page.size.range, label: "ignored on '\(first.located.name.value)'",
            notes: ignored.map {
                Note(
                    "'\($0.located.name.value)' is a \($0.runtime.sizeClass.rawValue) device", at: $0.located.name.range
                )
            },
            help: ["give the page a size per size class that is 'full' where the navigation is push style"],
            fixIts: fittingSizeFixIt(page, declared: declared, devices: devices).map { [$0.fixIt] } ?? [])
    }

    /// The one size that clears both SC4001 and SC4007 for a page with one written width: per size class, `full`
    /// where some device of that class has a push-style navigation (SC4007) or a navigation area narrower than the
    /// page (SC4001), else the written width; `full` alone when both are. Both checks offer it, so applying either's
    /// fix-it never brings the other back. Nil for a size already given per size class, or nothing to change.
    static func fittingSizeFixIt(
        _ page: Page, declared: Int?, devices: Devices
    ) -> (text: String, fixIt: FixIt)? {
        guard case .fixed(let width) = page.size.value, !width.isFull else { return nil }
        var full: Set<SceneSizeClass> = []
        for (_, runtime, sideTabs) in devices.all {
            if devices.isPushStyle(runtime) {
                full.insert(runtime.sizeClass)
                continue
            }
            let rule = devices.width(ofPageAt: declared, on: runtime)
            let area = sideTabs.navigation.width
            if !rule.isFull, rule.resolved(navigationWidth: area, metrics: devices.metrics) > area {
                full.insert(runtime.sizeClass)
            }
        }
        guard !full.isEmpty else { return nil }
        let written = sizeText(width)
        let regular = full.contains(.regular) ? "full" : written
        let compact = full.contains(.compact) ? "full" : written
        let text = regular == compact ? regular : "{regular: \(regular), compact: \(compact)}"
        let description =
            regular == compact
            ? "use 'full' on every device" : "use '\(regular)' on regular devices and '\(compact)' on compact ones"
        return (text, FixIt(description, replacing: page.size.range, with: text))
    }

    /// SC4008: extra items declared, and some device shows the tabs at the bottom, where they have no place.
    static func checkExtraItems(_ scene: Scene, devices: Devices) -> Diagnostic? {
        guard let first = scene.extraItems.first else { return nil }
        let bottom = devices.all.filter { devices.hasBottomTabBar($0.runtime) }
        guard !bottom.isEmpty else { return nil }
        let names = bottom.map { "'\($0.located.name.value)'" }.joined(separator: ", ")
        return Diagnostic(
            .extraItemsHiddenByBottomBar,
            "the extra items are not shown on \(names): the tabs are in a bottom tab bar there",
            at: first.range, label: "not shown with a bottom tab bar",
            notes: bottom.map { Note("'\($0.located.name.value)' has a bottom tab bar", at: $0.located.name.range) },
            help: ["give the extra items' actions another way in on those devices (a settings page, a button)"])
    }

    // MARK: - SC4003

    static func checkHeader(_ page: Page, declared: Int?, devices: Devices) -> Diagnostic? {
        guard let header = page.header else { return nil }
        let metrics = devices.metrics
        let menuHeight = header.menuHeight?.value ?? metrics.pagerBarHeight
        var failures: [(device: Device, host: Size, content: Double)] = []
        for (device, runtime, sideTabs) in devices.all {
            let area = sideTabs.navigation
            let host = Size(
                width: devices.width(ofPageAt: declared, on: runtime)
                    .resolved(navigationWidth: area.width, metrics: metrics),
                height: area.height
            )
            let nested = NestedHeader(
                hostSize: host,
                inset: header.inset,
                headerHeight: header.height.value, menuHeight: menuHeight, pinHeight: header.pinHeight.value,
                pageCount: page.pager?.tabs.count ?? 0
            )
            if nested.contentHeight <= 0 { failures.append((device, host, nested.contentHeight)) }
        }
        guard let first = failures.first else { return nil }
        let id = page.id.value.rawValue
        let insets = header.inset.top + header.inset.bottom
        let taken = menuHeight + header.pinHeight.value + insets
        let devices = failures.map { "'\($0.device.name.value)'" }.joined(separator: ", ")
        var notes: [Note] = []
        if header.pinHeight.value > 0 {
            notes.append(
                Note(
                    "the menu pins \(pt(header.pinHeight.value)) below the top", at: header.pinHeight.range,
                    label: "pin height"))
        }
        if let written = header.menuHeight {
            notes.append(Note("the menu is \(pt(written.value)) tall", at: written.range, label: "menu height"))
        }
        notes += failures.map {
            Note("the page is \(pt($0.host.height)) tall on '\($0.device.name.value)'", at: $0.device.name.range)
        }
        return Diagnostic(
            .headerLeavesNoContent,
            "the header of page '\(id)' leaves no height for its pages on \(devices): the menu "
                + "(\(pt(menuHeight))), the pin height (\(pt(header.pinHeight.value))) and the vertical insets "
                + "(\(pt(insets))) take \(pt(taken)) of \(pt(first.host.height))",
            at: header.range, label: "pages would be \(pt(first.content)) tall on '\(first.device.name.value)'",
            notes: notes,
            help: ["lower `pinHeight`, `menuHeight` or `inset.top`/`inset.bottom` so that the pages keep some height"]
        )
    }

    // MARK: - SC4004

    static func checkStack(_ page: Page, devices: Devices) -> Diagnostic? {
        guard let stack = page.stack else { return nil }
        var failures: [(device: Device, height: Double)] = []
        for (device, _, sideTabs) in devices.all {
            let area = sideTabs.navigation
            let geometry = PageStackGeometry(
                containerSize: Size(width: area.width, height: area.height),
                topInset: stack.insets.top, bottomInset: stack.insets.bottom
            )
            if geometry.settledFrame.height <= 0 { failures.append((device, area.height)) }
        }
        guard let first = failures.first else { return nil }
        let id = page.id.value.rawValue
        let devices = failures.map { "'\($0.device.name.value)' (\(pt($0.height)))" }.joined(separator: ", ")
        let insets = "top \(pt(stack.insets.top)) + bottom \(pt(stack.insets.bottom))"
        return Diagnostic(
            .stackLeavesNoRoom,
            "the page stack of '\(id)' has no room for its views: its insets (\(insets)) take the whole height "
                + "of the page on \(devices)",
            at: stack.range, label: "views would be 0 pt tall on '\(first.device.name.value)'",
            notes: failures.map {
                Note("the page is \(pt($0.height)) tall on '\($0.device.name.value)'", at: $0.device.name.range)
            },
            help: ["lower `insets.top` or `insets.bottom` so that their sum is less than the page's height"]
        )
    }

    // MARK: - SC4005, SC4006

    /// Why an active page is not shown in one state.
    struct Unshown {
        var state: NavigationState
        var reason: String
        var count: Int
    }

    static func checkStates(
        _ scene: Scene, states: [DeviceStates], tooWide: [(device: String, page: PageID)]
    ) -> [Diagnostic] {
        var unshown: [(page: PageID, witness: Unshown)] = []
        var truncated: [SceneDevice] = []
        for entry in states {
            let device = entry.device
            if entry.isTruncated { truncated.append(device) }
            guard let area = entry.navigations.first?.frame, !area.isEmpty else { continue }
            let wide = tooWide.filter { $0.device == device.name }.map(\.page)
            for (state, navigation) in zip(entry.states, entry.navigations)
            where !state.path.contains(where: wide.contains) {
                guard let reason = whyNotShown(navigation) else { continue }
                let page = state.path[state.active]
                if let index = unshown.firstIndex(where: { $0.page == page }) {
                    unshown[index].witness.count += 1
                } else {
                    unshown.append((page, Unshown(state: state, reason: reason, count: 1)))
                }
            }
        }
        var result: [Diagnostic] = []
        for (id, witness) in unshown {
            guard let page = scene.page(id) else { continue }
            var notes: [Note] = []
            if witness.count > 1 {
                let more = witness.count - 1
                notes.append(
                    Note(
                        "\(more) more state\(more == 1 ? "" : "s") with '\(id)' active "
                            + "\(more == 1 ? "has" : "have") the same problem"))
            }
            for key in ["stackedLayers", "stackedLayerOffset"] {
                if let value = scene.metrics[key] {
                    notes.append(
                        Note(
                            "'\(key)' is \(NumberText.format(value.value))", at: value.range,
                            label: "places the stacked pages"))
                }
            }
            result.append(
                Diagnostic(
                    .activePageNotShown,
                    "page \(instanceName(witness.state.path.map(\.rawValue), at: witness.state.active)) is not shown "
                        + "when it is active: \(witness.reason) in \(witness.state.pathDescription) on "
                        + "\(witness.state.device)"
                        + (witness.state.tab.flatMap { scene.tabs.indices.contains($0) ? scene.tabs[$0] : nil }.map {
                            ", tab '\($0.title.value)'"
                        } ?? ""),
                    at: page.id.range, label: "active but not shown", notes: notes,
                    help: [
                        "keep `metrics.stackedLayers` at 1 or more and `metrics.stackedLayerOffset` small (the "
                            + "library uses 3 and 3 pt), and make the pages pushed after this one narrower"
                    ]
                )
            )
        }
        if !truncated.isEmpty {
            let limit = scene.tests.maxStates
            let devices = truncated.map { "'\($0.name)'" }.joined(separator: ", ")
            let written = scene.tests.maxStatesRange
            result.append(
                Diagnostic(
                    .stateLimitReached,
                    "layout tests cover only the first \(limit) navigation states on \(devices); the scene has more",
                    at: written ?? scene.name.range,
                    label: written != nil ? "at most \(limit) states per device" : "default limit of \(limit) states",
                    notes: [Note("states are enumerated breadth first, so the deepest ones are cut")],
                    help: ["raise `tests.maxStates` or lower `tests.maxDepth`"]
                )
            )
        }
        return result
    }

    /// Why the active page of `navigation` is not shown, or nil when part of it is: hidden, outside the
    /// navigation area, or covered by the (later, drawn on top) pages after it.
    static func whyNotShown(_ navigation: NavigationFrames) -> String? {
        let pages = navigation.pages
        let active = navigation.active
        guard pages.indices.contains(active) else { return nil }
        if pages[active].isHidden { return "it is hidden behind the pages stacked at the left edge" }
        let frame = pages[active].frame
        let shown = (max(0, frame.minX), min(navigation.frame.width, frame.maxX))
        if shown.0 >= shown.1 { return "it lies outside the navigation area" }
        // Most states have their last page active: no page is drawn over it.
        guard active + 1 < pages.count else { return nil }
        // The parts still uncovered, left to right, cut by each later page in turn; two arrays reused in turn.
        var intervals = [shown]
        var pieces: [(Double, Double)] = []
        var covering: [Int] = []  // the later pages that covered some of it, by index
        for index in (active + 1)..<pages.count where !pages[index].isHidden {
            let cover = (pages[index].frame.minX, pages[index].frame.maxX)
            pieces.removeAll(keepingCapacity: true)
            for (low, high) in intervals {
                let left = (low, min(high, cover.0))
                if cover.0 > low, left.0 < left.1 { pieces.append(left) }
                let right = (max(low, cover.1), high)
                if cover.1 < high, right.0 < right.1 { pieces.append(right) }
            }
            if pieces.count != intervals.count || zip(pieces, intervals).contains(where: { $0 != $1 }) {
                covering.append(index)
            }
            swap(&intervals, &pieces)
            // Nothing left to cover: later pages change nothing.
            if intervals.isEmpty { break }
        }
        guard intervals.isEmpty else { return nil }
        return "it is covered by " + covering.map { instanceName(pages.map(\.page), at: $0) }.joined(separator: " and ")
    }

    /// A page of a path, as messages name it: `'album'`, or, when the path holds the page more than once (pages
    /// are templates), which instance: `'album' (page 4 of the path)`.
    static func instanceName(_ pages: [String], at index: Int) -> String {
        let page = pages[index]
        guard pages.count(where: { $0 == page }) > 1 else { return "'\(page)'" }
        return "'\(page)' (page \(index + 1) of the path)"
    }

    /// `472 pt`.
    static func pt(_ value: Double) -> String { NumberText.format(value) + " pt" }
}
