import ScenecDiagnostics
public import ScenecModel
import ScenecRuntime

/// The navigation states of a scene on one device, in enumeration order, and whether the cap cut some.
public struct StateEnumeration: Sendable, Hashable {
    /// The states, at most `scene.tests.maxStates`.
    public var states: [NavigationState]
    /// True when more states exist than `scene.tests.maxStates` allows; the first ones are kept.
    public var isTruncated: Bool

    /// Creates an enumeration result.
    public init(states: [NavigationState], isTruncated: Bool) {
        self.states = states
        self.isTruncated = isTruncated
    }
}

/// Enumerates the navigation states that layout checks and generated layout tests cover.
///
/// **Paths.** Every stacked path starts at an entry page (each tab's root in tab order, skipping a root that
/// an earlier tab already has; or `root`) and follows push edges (`NavigationGraph.pushTargets`, source order)
/// without visiting a page twice, up to `scene.tests.maxDepth` pushes beyond the entry. Paths are visited
/// **breadth first**: every path of depth 0 (all tabs), then every path of depth 1, and so on; within one depth,
/// in the order of their parents, then of the push edges. So when the cap cuts, it cuts the deepest states.
///
/// **States of one path**, in this order:
/// 1. the default state: the last page active (`.left` for a lone page, `.right` after pushes), the pager on
///    its `selected` tab, the header at offset 0, the page stack showing its root;
/// 2. when the last page has a pager: each other pager tab selected (ascending);
/// 3. when it has a header: offsets sill/2 and sill (when the sill is positive);
/// 4. when it has a page stack: one state per other view reachable by push and switch edges, breadth first
///    from the root, each with the first stack of views that reaches it (built with the runtime `PageStack`);
/// 5. each earlier page activated (`.left`), from the entry page up. These are cheap (one per page of a path)
///    and are the only states in which a page other than the last is active.
///
/// Each variation changes one thing from the default state. Pages that are not declared are skipped (the
/// checker reports them).
public enum StateEnumerator {
    /// The states of `scene` on `device`, capped at `scene.tests.maxStates`.
    public static func enumerate(_ scene: Scene, graph: NavigationGraph, on device: Device) -> StateEnumeration {
        let limit = max(0, scene.tests.maxStates)
        let maxDepth = max(0, scene.tests.maxDepth)
        var states: [NavigationState] = []
        var names = UniqueNames()
        var truncated = false

        var queue: [(tab: Int?, path: [PageID])] = []
        var seenRoots: [PageID] = []
        switch scene.navigation {
        case .tabs(let tabs):
            for (index, tab) in tabs.enumerated() {
                let root = tab.root.value
                guard scene.page(root) != nil, !seenRoots.contains(root) else { continue }
                seenRoots.append(root)
                queue.append((index, [root]))
            }
        case .root(let root):
            if scene.page(root.value) != nil { queue.append((nil, [root.value])) }
        }

        var head = 0
        paths: while head < queue.count {
            let (tab, path) = queue[head]
            head += 1
            for var state in pathStates(of: path, tab: tab, scene: scene, device: device) {
                if states.count == limit {
                    truncated = true
                    break paths
                }
                state.name = names.claim(state.name)
                states.append(state)
            }
            guard path.count - 1 < maxDepth else { continue }
            for target in graph.pushTargets(of: path[path.count - 1])
            where scene.page(target) != nil && !path.contains(target) {
                queue.append((tab, path + [target]))
            }
        }
        return StateEnumeration(states: states, isTruncated: truncated)
    }

    /// The states of one path, in the documented order; names are not yet made unique.
    static func pathStates(
        of path: [PageID], tab: Int?, scene: Scene, device: Device
    ) -> [NavigationState] {
        guard let top = scene.page(path[path.count - 1]) else { return [] }
        let metrics = scene.runtimeMetrics
        let baseName = path.map(\.rawValue).joined(separator: "_")
        let last = path.count - 1
        let defaultSelected = top.pager.map { $0.runtimePager(metrics: metrics).selected }
        let defaultViews = top.stack.map { [$0.root.value] }
        let hasHeader = top.header != nil

        func make(
            _ suffix: String, active: Int = last, selected: Int? = defaultSelected,
            offset: Double? = nil, views: [ViewID]? = defaultViews
        ) -> NavigationState {
            let navigation = NavigationState.stackedNavigation(
                path: path, active: active, in: scene, sizeClass: device.sizeClass)
            return NavigationState(
                name: baseName + suffix, device: device.name.value, tab: tab, path: path,
                active: navigation.activeIndex ?? active, position: navigation.position,
                selected: selected, headerOffset: hasHeader ? (offset ?? 0) : nil, stackViews: views
            )
        }

        var result = [make("")]
        if let pager = top.pager, let defaultSelected {
            for index in pager.tabs.indices where index != defaultSelected {
                result.append(make("_tab\(index)", selected: index))
            }
        }
        if let header = top.header {
            let sill = NestedHeader(
                hostSize: .zero, headerHeight: header.height.value, menuHeight: 1,
                pinHeight: header.pinHeight.value, pageCount: 0
            ).sill
            if sill > 0 {
                for offset in [sill / 2, sill] {
                    result.append(make("_offset" + nameFragment(offset), offset: offset))
                }
            }
        }
        if let stack = top.stack {
            for views in reachableStacks(stack).dropFirst() {
                result.append(make("_view_" + views[views.count - 1].rawValue, views: views))
            }
        }
        for index in 0..<last {
            result.append(make("_active\(index)", active: index))
        }
        return result
    }

    /// For every view reachable from the stack's root by push and switch edges (declared views only), the
    /// first stack of views that shows it, breadth first from the root; the root's stack comes first.
    ///
    /// Push appends a view and switch replaces the top, through the runtime `PageStack` (which refuses a view
    /// already in the stack, so a cycle of edges ends).
    public static func reachableStacks(_ stack: Stack) -> [[ViewID]] {
        let geometry = PageStackGeometry(containerSize: .zero)
        var queue = [PageStack(root: stack.root.value.rawValue, geometry: geometry)]
        var seen: [String] = [stack.root.value.rawValue]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard let view = stack.view(ViewID(current.top)) else { continue }
            let moves = view.push.map { ($0.value, true) } + view.switchTo.map { ($0.value, false) }
            for (target, isPush) in moves where stack.view(target) != nil && !seen.contains(target.rawValue) {
                var next = current
                do {
                    if isPush {
                        try next.push(target.rawValue, animated: false)
                    } else {
                        try next.switchTop(.push, to: target.rawValue, animated: false)
                    }
                } catch {
                    continue
                }
                seen.append(target.rawValue)
                queue.append(next)
            }
        }
        return queue.map { $0.views.map(ViewID.init) }
    }

    /// `86`, or `108_5` for 108.5: `SwiftNames.fragment`, the one maker of name fragments (`[A-Za-z0-9_]`).
    static func nameFragment(_ value: Double) -> String {
        SwiftNames.fragment(value)
    }
}

/// Hands out names that are unique within one device: a repeated name gets `_2`, `_3`, … appended.
struct UniqueNames {
    private var used: Set<String> = []

    /// `name`, or the first `name_k` (k ≥ 2) not handed out yet.
    mutating func claim(_ name: String) -> String {
        if used.insert(name).inserted { return name }
        var index = 2
        while !used.insert("\(name)_\(index)").inserted { index += 1 }
        return "\(name)_\(index)"
    }
}
