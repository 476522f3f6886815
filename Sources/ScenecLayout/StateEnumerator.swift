import ScenecDiagnostics
public import ScenecRuntime
public import ScenecSema

/// The navigation states of a scene on one device, in enumeration order, and whether the cap cut some.
public struct StateEnumeration: Sendable, Hashable {
    /// The states, at most `scene.tests.maxStates`.
    public var states: [NavigationState]
    /// True when more states exist than `scene.tests.maxStates` allows; the first ones are kept.
    public var isTruncated: Bool
    /// True when the enumeration stopped because its states' layout test assertions passed the budget it was given
    /// (`StateEnumerator.enumerateBySizeClass(_:limits:assertionBudget:)`): more states may exist.
    public var isOverBudget = false
}

/// The navigation states of one size class (those of its first device), shared by every device of that class.
public struct SizeClassStates: Sendable, Hashable {
    /// The size class.
    public var sizeClass: SceneSizeClass
    /// The states of the size class's first device.
    public var enumeration: StateEnumeration
}

/// Enumerates the navigation states that layout checks and generated layout tests cover, as navigation
/// scripts on the scene's runtime definition.
///
/// **Paths.** Every stacked path starts at an entry page (each tab's root in tab order, skipping a root that
/// an earlier tab already has; or `root`) and follows push edges (`ScenePage.pushTargets`, source order), up
/// to `limits.maxDepth` pushes beyond the entry. Pages are templates, so a path may hold a page again: at most
/// `limits.maxRepeats` more times (default 0, each page once), which with `maxDepth` bounds push cycles.
/// Paths are visited **breadth first**: every path of depth 0 (all tabs), then every path of depth 1, and so
/// on; within one depth, in the order of their parents, then of the push edges. So when the cap cuts, it cuts
/// the deepest states.
///
/// **States of one path**, in this order:
/// 1. the default state: the last page active (`.left` for a lone page, `.right` after pushes), the pager on
///    its `selected` tab, the header at offset 0, the page stack showing its root;
/// 2. when the last page has a pager: each other pager tab selected (ascending);
/// 3. when it has a header: offsets sill/2 and sill (when the sill is positive);
/// 4. when it has a page stack: one state per other view reachable by push and switch edges, breadth first
///    from the root, each with the first stack of views that reaches it (built with the runtime `PageStack`);
/// 5. each earlier page activated (`.left`), from the entry page up. These are cheap (one per page of a path)
///    and are the only states in which a page other than the last is active. A push-style navigation (§9.1)
///    has none: only its top page can be active.
///
/// Each variation changes one thing from the default state. Pages that are not declared are skipped (the
/// checker reports them).
public enum StateEnumerator {
    /// The states of `definition` on `device`, capped at `limits.maxStates`.
    public static func enumerate(
        _ definition: SceneDefinition, limits: TestLimits, on device: SceneDevice
    ) -> StateEnumeration {
        enumerate(definition, limits: limits, on: device, assertionBudget: nil)
    }

    /// `enumerate(_:limits:on:)`, stopping as soon as the states' layout test assertions
    /// (`LayoutChecker.testAssertionCount`) pass `assertionBudget`, if given (then `isOverBudget`).
    static func enumerate(
        _ definition: SceneDefinition, limits: TestLimits, on device: SceneDevice, assertionBudget: Int?
    ) -> StateEnumeration {
        var counter = assertionBudget.map { _ in LayoutChecker.AssertionCounter(definition) }
        var assertions = 0
        var overBudget = false
        let limit = max(0, limits.maxStates)
        var states: [NavigationState] = []
        var names = UniqueNames()
        // Room for the states (up to a bound: `maxStates` may be far more than the scene has), so that the set of
        // names is not rehashed as it grows.
        names.reserveCapacity(min(limit, 1024))
        var truncated = false

        let leftOut = walkPaths(definition, limits: limits) { tab, path, presented in
            for var state in pathStates(
                of: path, presented: presented, tab: tab, definition: definition, device: device)
            {
                if states.count == limit {
                    truncated = true
                    return nil
                }
                state.name = names.claim(state.name)
                if let budget = assertionBudget, counter != nil {
                    assertions += counter!.count(state)
                    if assertions > budget {
                        states.append(state)
                        overBudget = true
                        return nil
                    }
                }
                states.append(state)
            }
            return limit - states.count
        }
        var result = StateEnumeration(states: states, isTruncated: truncated || leftOut)
        result.isOverBudget = overBudget
        return result
    }

    /// How many states `definition` has on `device` with `limits.maxDepth` and `limits.maxRepeats` but no
    /// `maxStates` cap, counted path by path in enumeration order without keeping the states; nil when there are
    /// more than `ceiling` (counting stops there, so a cut scene costs at most `ceiling` states' work). What
    /// SC4006 says the cap cuts from.
    public static func stateCount(
        _ definition: SceneDefinition, limits: TestLimits, on device: SceneDevice, ceiling: Int
    ) -> Int? {
        var count = 0
        var isOver = false
        let leftOut = walkPaths(definition, limits: limits, stopsWhenFull: true) { tab, path, presented in
            count += pathStates(of: path, presented: presented, tab: tab, definition: definition, device: device).count
            if count > ceiling {
                isOver = true
                return nil
            }
            return ceiling - count
        }
        return isOver || leftOut ? nil : count
    }

    /// Walks the paths of `definition` breadth first, in the order the type's documentation gives (entry pages;
    /// then each path's push edges, its present edges, and after the first entry page the attachment's), within
    /// `limits.maxDepth` and `limits.maxRepeats`, calling `visit` with each. `visit` returns how many more states
    /// may be kept after the ones of its path, or nil to stop.
    ///
    /// Every queued path gives at least one state (its top page is declared), so a path is queued only while the
    /// paths waiting are fewer than that room: a further one could never be among the kept states. This bounds
    /// the queue by the room (`maxStates`, or SC4006's counting ceiling); queuing every child of every visited
    /// path made a dense scene hold about pushes-per-page times as many paths (fuzzer slow units, issue 28).
    /// Returns true when a path was left out so; with `stopsWhenFull`, the walk ends there (a count that cannot
    /// fit needs no more visits).
    static func walkPaths(
        _ definition: SceneDefinition, limits: TestLimits, stopsWhenFull: Bool = false,
        visit: (_ tab: Int?, _ path: [PageID], _ presented: [PresentedPath]) -> Int?
    ) -> Bool {
        let maxDepth = max(0, limits.maxDepth)
        let maxOccurrences = 1 + max(0, limits.maxRepeats)
        var queue: [(tab: Int?, path: [PageID], presented: [PresentedPath])] = entryPaths(definition).map {
            ($0.tab, $0.path, [])
        }
        // The attachment page presents over the first entry page (§10.2), after that page's own edges.
        let attachmentTargets: [String] =
            if let attachment = definition.attachment, attachment.isVisible, definition.page(attachment.page) != nil {
                definition.presentTargets(from: attachment.page)
            } else {
                []
            }
        var head = 0
        var leftOut = false
        while head < queue.count {
            let (tab, path, presented) = queue[head]
            head += 1
            guard let room = visit(tab, path, presented) else { return leftOut }
            // Once a path is left out, none is queued again: each visit takes at least one state of the room and
            // one path of the queue, so the paths waiting stay at least the room.
            guard !leftOut else {
                if stopsWhenFull { return true }
                continue
            }
            let depth = presented.reduce(path.count) { $0 + $1.pages.count } - 1
            guard depth < maxDepth else { continue }
            func occurrences(_ id: PageID) -> Int {
                presented.reduce(path.count(where: { $0 == id })) { $0 + $1.pages.count(where: { $0 == id }) }
            }
            func enqueue(_ id: PageID, _ entry: @autoclosure () -> (Int?, [PageID], [PresentedPath])) -> Bool {
                guard occurrences(id) < maxOccurrences else { return true }
                guard queue.count - head < room else {
                    leftOut = true
                    return false
                }
                queue.append(entry())
                return true
            }
            // A push adds to the navigation, or inside the top presentation when there is one.
            func pushed(_ id: PageID) -> (Int?, [PageID], [PresentedPath]) {
                guard !presented.isEmpty else { return (tab, path + [id], []) }
                var inside = presented
                inside[inside.count - 1].pages.append(id)
                return (tab, path, inside)
            }
            let top = presented.last?.pages.last ?? path[path.count - 1]
            for target in definition.pushTargets(from: top.rawValue) {
                let id = PageID(target)
                if !enqueue(id, pushed(id)) { break }
            }
            // Each `present` edge is followed like a push (§10.2).
            for target in definition.presentTargets(from: top.rawValue) {
                let id = PageID(target)
                if !enqueue(id, (tab, path, presented + [PresentedPath(from: top, pages: [id])])) { break }
            }
            if head == 1, presented.isEmpty, let attachment = definition.attachment?.page {
                for target in attachmentTargets {
                    let id = PageID(target)
                    let entry = [PresentedPath(from: PageID(attachment), isFromAttachment: true, pages: [id])]
                    if !enqueue(id, (tab, path, entry)) { break }
                }
            }
        }
        return leftOut
    }

    /// The states of `definition` on each of its devices, in the order of `definition.devices`: for each device,
    /// exactly what `enumerate(_:limits:on:)` gives, with the enumeration done once per size class.
    ///
    /// A device's states depend only on its size class (which selects the navigation style, and so whether
    /// earlier pages can be activated) and its name (each state's `device`): two devices of one size class have
    /// the same states, paths, scripts and names. So the states of a device whose size class came before are
    /// those of that device with `device` renamed.
    public static func enumerate(_ definition: SceneDefinition, limits: TestLimits) -> [StateEnumeration] {
        perDevice(definition, enumerateBySizeClass(definition, limits: limits))
    }

    /// The states of each size class the devices of `definition` use, once per size class, in the order of the
    /// first device of each (at most two entries): what a caller counts before `perDevice(_:_:)` copies them for
    /// every device, so that a scene with many devices is measured without building each device's states.
    ///
    /// With `assertionBudget`, the layout tests' size bound (`LayoutChecker.maxTestAssertions`), each size class
    /// stops as soon as its states, times its number of devices, pass the budget (`isOverBudget`): a scene whose
    /// tests would be too large is found after building about as many states as an accepted scene may have.
    public static func enumerateBySizeClass(
        _ definition: SceneDefinition, limits: TestLimits, assertionBudget: Int? = nil
    ) -> [SizeClassStates] {
        var result: [SizeClassStates] = []
        for device in definition.devices where !result.contains(where: { $0.sizeClass == device.sizeClass }) {
            let devices = definition.devices.count { $0.sizeClass == device.sizeClass }
            let budget = assertionBudget.map { $0 / max(1, devices) }
            result.append(
                SizeClassStates(
                    sizeClass: device.sizeClass,
                    enumeration: enumerate(definition, limits: limits, on: device, assertionBudget: budget)))
        }
        return result
    }

    /// The states of each device of `definition`, in device order, from the states of its size class
    /// (`enumerateBySizeClass(_:limits:)`), each state's `device` set to the device's name.
    public static func perDevice(_ definition: SceneDefinition, _ bySizeClass: [SizeClassStates]) -> [StateEnumeration]
    {
        definition.devices.map { device in
            guard var renamed = bySizeClass.first(where: { $0.sizeClass == device.sizeClass })?.enumeration else {
                return StateEnumeration(states: [], isTruncated: false)
            }
            for index in renamed.states.indices where renamed.states[index].device != device.name {
                renamed.states[index].device = device.name
            }
            return renamed
        }
    }

    /// The paths of depth 0, in enumeration order: each tab's root in tab order (skipping a root an earlier tab
    /// has), or `root`; a page that is not declared is skipped.
    static func entryPaths(_ definition: SceneDefinition) -> [(tab: Int?, path: [PageID])] {
        if let root = definition.root {
            return definition.page(root) != nil ? [(nil, [PageID(root)])] : []
        }
        var paths: [(tab: Int?, path: [PageID])] = []
        var seenRoots: Set<String> = []
        for (index, tab) in definition.tabs.enumerated()
        where definition.page(tab.root) != nil && seenRoots.insert(tab.root).inserted {
            paths.append((index, [PageID(tab.root)]))
        }
        return paths
    }

    /// The states of one path, in the documented order; names are not yet made unique.
    static func pathStates(
        of path: [PageID], presented: [PresentedPath] = [], tab: Int?, definition: SceneDefinition,
        device: SceneDevice
    ) -> [NavigationState] {
        let topID = presented.last?.pages.last ?? path[path.count - 1]
        guard let top = definition.page(topID.rawValue) else { return [] }
        let baseName = stateBaseName(path: path.map(\.rawValue), presented: presented)
        let last = path.count - 1
        let initialSelection = top.pager.map { $0.runtimePager(metrics: definition.metrics).selected }
        let rootViews = top.stack.map { [ViewID($0.root)] }
        let hasHeader = top.header != nil
        // The start, pushes and presentations, made once: every state's script begins with them.
        let start = NavigationState.script(path: path, active: last) + NavigationState.presentationScript(presented)

        func make(
            _ suffix: String, active: Int = last, selected: Int? = initialSelection, offset: Double? = nil,
            views: [ViewID]? = rootViews, stack: [SceneOperation] = []
        ) -> NavigationState {
            let headerOffset = hasHeader ? (offset ?? 0) : nil
            var state = NavigationState(
                name: baseName + suffix, device: device.name, tab: tab, path: path, active: active,
                selected: selected, headerOffset: headerOffset, stackViews: views,
                script: NavigationState.script(
                    startingWith: start, pathCount: path.count, active: active, stack: stack, selected: selected,
                    initialSelection: initialSelection, headerOffset: headerOffset
                )
            )
            state.presented = presented
            return state
        }

        var result = [make("")]
        if let pager = top.pager, let initialSelection {
            for index in pager.tabs.indices where index != initialSelection {
                result.append(make("_tab\(index)", selected: index))
            }
        }
        if let header = top.header {
            let sill = NestedHeader(
                hostSize: .zero, headerHeight: header.height, menuHeight: 1, pinHeight: header.pinHeight, pageCount: 0
            ).sill
            if sill > 0 {
                for offset in [sill / 2, sill] {
                    result.append(make("_offset" + nameFragment(offset), offset: offset))
                }
            }
        }
        if let stack = top.stack {
            for views in reachableStacks(stack).dropFirst() {
                let operations = stackOperations(to: views.map(\.rawValue), in: stack) ?? []
                result.append(make("_view_" + views[views.count - 1].rawValue, views: views, stack: operations))
            }
        }
        // A sheet with more than one detent on this device (§10.2): the top presentation at each later detent.
        if let presentation = presented.last, let first = presentation.pages.first,
            let declared = definition.page(first.rawValue)?.presentation,
            declared.usesDetents(on: device.sizeClass)
        {
            for detent in declared.detents.dropFirst() {
                var moved = presented
                moved[moved.count - 1].detent = detent
                var state = NavigationState(
                    name: baseName + "_detent_" + detent.rawValue, device: device.name, tab: tab, path: path,
                    active: last, selected: initialSelection, headerOffset: hasHeader ? 0 : nil, stackViews: rootViews,
                    script: NavigationState.script(
                        startingWith: NavigationState.script(path: path, active: last)
                            + NavigationState.presentationScript(moved),
                        pathCount: path.count, active: last, selected: initialSelection,
                        initialSelection: initialSelection, headerOffset: hasHeader ? 0 : nil))
                state.presented = moved
                result.append(state)
            }
        }
        // In push style only the top page can be active (§9.1), so there is no earlier page to activate; under a
        // presentation the navigation's last page stays active.
        if presented.isEmpty, definition.navigationStyle.value(for: device.sizeClass) == .stacked {
            for index in 0..<last {
                result.append(make("_active\(index)", active: index))
            }
        }
        return result
    }

    /// For every view reachable from the stack's root by push and switch edges (declared views only), the
    /// first stack of views that shows it, breadth first from the root; the root's stack comes first.
    ///
    /// Push appends a view and switch replaces the top, through the runtime `PageStack` (which refuses a view
    /// already in the stack, so a cycle of edges ends).
    public static func reachableStacks(_ stack: SceneStack) -> [[ViewID]] {
        let geometry = PageStackGeometry(containerSize: .zero)
        var queue = [PageStack(root: stack.root, geometry: geometry)]
        var seen: Set<String> = [stack.root]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard let view = stack.view(current.top) else { continue }
            let moves = view.push.map { ($0, true) } + view.switchTo.map { ($0, false) }
            for (target, isPush) in moves where stack.view(target) != nil && !seen.contains(target) {
                var next = current
                do {
                    if isPush {
                        try next.push(target, animated: false)
                    } else {
                        try next.switchTop(.push, to: target, animated: false)
                    }
                } catch {
                    continue
                }
                seen.insert(target)
                queue.append(next)
            }
        }
        return queue.map { $0.views.map(ViewID.init) }
    }

    /// The page-stack operations that build `views` from the stack's root: the first sequence found breadth
    /// first from the root (push appends a view, switch replaces the top); `[]` for the root alone, nil when
    /// no sequence of declared pushes and switches builds `views`.
    public static func stackOperations(to views: [String], in stack: SceneStack) -> [SceneOperation]? {
        var queue: [(views: [String], operations: [SceneOperation])] = [([stack.root], [])]
        var head = 0
        while head < queue.count {
            let (current, operations) = queue[head]
            head += 1
            if current == views { return operations }
            guard current.count <= views.count, let top = current.last, let view = stack.view(top) else { continue }
            for next in view.push where stack.view(next) != nil && !current.contains(next) {
                queue.append((current + [next], operations + [.pushView(next)]))
            }
            for next in view.switchTo where stack.view(next) != nil && !current.contains(next) {
                queue.append((current.dropLast() + [next], operations + [.switchView(next)]))
            }
            if queue.count > 100_000 { break }
        }
        return nil
    }

    /// `86`, or `108_5` for 108.5: `SwiftNames.fragment`, the one maker of name fragments (`[A-Za-z0-9_]`).
    static func nameFragment(_ value: Double) -> String {
        SwiftNames.fragment(value)
    }
}

/// Hands out names that are unique within one device: a repeated name gets `_2`, `_3`, … appended.
struct UniqueNames {
    private var used: Set<String> = []

    /// Makes room for `count` names.
    mutating func reserveCapacity(_ count: Int) {
        used.reserveCapacity(count)
    }

    /// `name`, or the first `name_k` (k ≥ 2) not handed out yet.
    mutating func claim(_ name: String) -> String {
        if used.insert(name).inserted { return name }
        var index = 2
        while !used.insert("\(name)_\(index)").inserted { index += 1 }
        return "\(name)_\(index)"
    }
}
