import ScenecDiagnostics
public import ScenecModel
import ScenecRuntime

/// A state asked for by name (the options of `scenec layout`), checked against the scene and turned into a
/// `NavigationState`. Pure: problems come back as `StateRequest.Failure` values with a message for people.
public struct StateRequest: Sendable, Hashable {
    /// The device's name; nil means the scene's first device.
    public var device: String?
    /// The stack of pages, entry page first; nil means the first entry page (the first tab's root) alone.
    public var path: [String]?
    /// The active page's index in the path; nil means the last page.
    public var active: Int?
    /// The last page's pager tab; nil means the pager's `selected`.
    public var selected: Int?
    /// The last page's header offset, in points; nil means 0.
    public var offset: Double?
    /// The last page's page stack, root first; nil means the root alone.
    public var views: [String]?

    /// Creates a request; every part defaults as documented on its property.
    public init(
        device: String? = nil, path: [String]? = nil, active: Int? = nil, selected: Int? = nil,
        offset: Double? = nil, views: [String]? = nil
    ) {
        self.device = device
        self.path = path
        self.active = active
        self.selected = selected
        self.offset = offset
        self.views = views
    }

    /// Why a request names no state of the scene; `description` is the message for people.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, lowercase, names quoted with '…', with a suggestion when one is close.
        public var description: String

        /// Creates a failure with `description`.
        public init(_ description: String) {
            self.description = description
        }
    }

    /// The device and state this request names in `scene`.
    ///
    /// Checks, in order: the device exists (did you mean), every page of the path exists (did you mean),
    /// the path starts at an entry page and follows push edges without repeats, `active` is in the path,
    /// `selected` is a pager tab of the last page, `offset` is finite and the last page has a header, and
    /// `views` is a stack that push and switch edges can build from the stack's root.
    public func resolve(in scene: Scene, graph: NavigationGraph) throws(Failure) -> (Device, NavigationState) {
        let names = scene.devices.map(\.name.value)
        let device: Device
        if let name = self.device {
            guard let found = LayoutEngine.device(named: name, in: scene) else {
                throw Failure(
                    "no device '\(name)' in scene '\(scene.name.value)'" + suggestion(name, in: names)
                        + "; its devices are " + names.map { "'\($0)'" }.joined(separator: ", "))
            }
            device = found
        } else {
            guard let first = scene.devices.first else { throw Failure("scene '\(scene.name.value)' has no device") }
            device = first
        }

        let entries = entryPages(scene)
        let pathNames = path ?? entries.first.map { [$0.page.rawValue] } ?? []
        guard !pathNames.isEmpty else { throw Failure("the path is empty; give at least one page") }
        let pageNames = scene.pages.map(\.id.value.rawValue)
        var pathIDs: [PageID] = []
        for (index, name) in pathNames.enumerated() {
            let id = PageID(name)
            guard scene.page(id) != nil else {
                throw Failure("no page '\(name)' in scene '\(scene.name.value)'" + suggestion(name, in: pageNames))
            }
            if index == 0 {
                guard entries.contains(where: { $0.page == id }) else {
                    throw Failure(
                        "the path must start at an entry page, and '\(name)' is not one; entry pages are "
                            + entries.map { "'\($0.page.rawValue)'" }.joined(separator: ", "))
                }
            } else {
                let previous = pathIDs[index - 1]
                let targets = graph.pushTargets(of: previous)
                guard targets.contains(id) else {
                    let list =
                        targets.isEmpty
                        ? "it pushes no page"
                        : "it pushes " + targets.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    throw Failure("page '\(previous.rawValue)' cannot push '\(name)'; \(list)")
                }
                guard !pathIDs.contains(id) else {
                    throw Failure("page '\(name)' appears twice in the path; a stacked navigation holds a page once")
                }
            }
            pathIDs.append(id)
        }
        let last = pathIDs.count - 1
        let activeIndex = active ?? last
        guard (0...last).contains(activeIndex) else {
            throw Failure(
                "--active \(activeIndex) is out of range; the path has \(pathIDs.count) page"
                    + (pathIDs.count == 1 ? " (index 0)" : "s (indices 0...\(last))"))
        }
        let top = scene.page(pathIDs[last])!
        let topName = pathIDs[last].rawValue

        var selectedIndex: Int?
        if let pager = top.pager {
            let metrics = scene.runtimeMetrics
            if let selected {
                guard pager.tabs.indices.contains(selected) else {
                    throw Failure(
                        "--selected \(selected) is out of range; the pager of '\(topName)' has "
                            + "\(pager.tabs.count) tab\(pager.tabs.count == 1 ? "" : "s") "
                            + "(indices 0...\(pager.tabs.count - 1))")
                }
            }
            selectedIndex = pager.runtimePager(selected: selected, metrics: metrics).selected
        } else if selected != nil {
            throw Failure("--selected needs a pager, and page '\(topName)' has none")
        }

        var headerOffset: Double?
        if top.header != nil {
            let value = offset ?? 0
            guard value.isFinite else { throw Failure("--offset must be a finite number of points") }
            headerOffset = value
        } else if offset != nil {
            throw Failure("--offset needs a header, and page '\(topName)' has none")
        }

        var stackViews: [ViewID]?
        if let stack = top.stack {
            stackViews = try resolveViews(views, in: stack, page: topName)
        } else if views != nil {
            throw Failure("--views needs a page stack, and page '\(topName)' has none")
        }

        let tab = entries.first { $0.page == pathIDs[0] }?.tab
        let navigation = NavigationState.stackedNavigation(
            path: pathIDs, active: activeIndex, in: scene, sizeClass: device.sizeClass)
        let state = NavigationState(
            name: pathIDs.map(\.rawValue).joined(separator: "_"), device: device.name.value, tab: tab,
            path: pathIDs, active: navigation.activeIndex ?? activeIndex, position: navigation.position,
            selected: selectedIndex, headerOffset: headerOffset, stackViews: stackViews
        )
        return (device, state)
    }

    /// Checks a page stack: it starts at a view that switches lead to from the root, and each next view is a
    /// view pushed by the previous one or reached from such a view by switches; no view twice.
    func resolveViews(_ names: [String]?, in stack: Stack, page: String) throws(Failure) -> [ViewID] {
        let root = stack.root.value
        guard let names, !names.isEmpty else { return [root] }
        let viewNames = stack.views.map(\.id.value.rawValue)
        var result: [ViewID] = []
        for (index, name) in names.enumerated() {
            let id = ViewID(name)
            guard stack.view(id) != nil else {
                throw Failure("no view '\(name)' in the page stack of '\(page)'" + suggestion(name, in: viewNames))
            }
            guard !result.contains(id) else { throw Failure("view '\(name)' appears twice in --views") }
            if index == 0 {
                guard switchClosure(of: [root], in: stack).contains(id) else {
                    throw Failure("--views must start at the stack's root '\(root.rawValue)', not '\(name)'")
                }
            } else {
                let previous = result[index - 1]
                let pushed = stack.view(previous)?.push.map(\.value) ?? []
                guard switchClosure(of: pushed, in: stack).contains(id) else {
                    throw Failure(
                        "view '\(previous.rawValue)' cannot push '\(name)' (directly or by a switch after "
                            + "a push)")
                }
            }
            result.append(id)
        }
        return result
    }

    /// `start` and every view reachable from it by switch edges.
    func switchClosure(of start: [ViewID], in stack: Stack) -> [ViewID] {
        var result = start
        var head = 0
        while head < result.count {
            for next in stack.view(result[head])?.switchTo.map(\.value) ?? [] where !result.contains(next) {
                result.append(next)
            }
            head += 1
        }
        return result
    }

    /// The entry pages in tab order (each tab's root, first tab wins), or the `root` page.
    func entryPages(_ scene: Scene) -> [(tab: Int?, page: PageID)] {
        switch scene.navigation {
        case .tabs(let tabs):
            var result: [(tab: Int?, page: PageID)] = []
            for (index, tab) in tabs.enumerated() where !result.contains(where: { $0.page == tab.root.value }) {
                result.append((index, tab.root.value))
            }
            return result
        case .root(let root):
            return [(nil, root.value)]
        }
    }

    /// `; did you mean 'x'?` when a candidate is close to `word`, else "".
    func suggestion(_ word: String, in candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
