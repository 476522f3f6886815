import ScenecDiagnostics
public import ScenecLayout
public import ScenecRuntime
import ScenecSema

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
    /// The presentations after the path (§10.2, the parts of `--path` after each `|`): each presents its first page
    /// from the page before it and pushes the rest inside it. A path that is the attachment page alone presents
    /// the first one from it, over the first entry page.
    public var presented: [[String]] = []
    /// The sheet detent of the last presentation (`medium`, `large`; §10.2); nil means the first of its `detents`,
    /// where it opens. Only a sheet that uses detents on the device (a compact one) has one.
    public var detent: String?

    /// Creates a request; every part defaults as documented on its property.
    public init(
        device: String? = nil, path: [String]? = nil, active: Int? = nil, selected: Int? = nil,
        offset: Double? = nil, views: [String]? = nil, presented: [[String]] = [], detent: String? = nil
    ) {
        self.presented = presented
        self.detent = detent
        self.device = device
        self.path = path
        self.active = active
        self.selected = selected
        self.offset = offset
        self.views = views
    }

    /// Splits a path in `--path` syntax (§10.2; what `linkPath(_:in:)` returns) at each `|` into comma-separated lists:
    /// the navigation's pages, then each presentation's. The first is `path`, the rest `presented`.
    public static func pathParts(_ text: String) -> [[String]] {
        text.split(separator: "|", omittingEmptySubsequences: false).map { list(String($0)) }
    }

    /// Splits a comma-separated list of names (`--path`'s parts, `--views`) into its parts, each trimmed of spaces;
    /// an empty part stays, for the caller to refuse.
    public static func list(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
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

    /// The device and state this request names in `definition` (the scene's runtime definition).
    ///
    /// Checks, in order: the device exists (did you mean), every page of the path exists (did you mean),
    /// the path starts at an entry page and follows push edges (a page may appear again: pages are
    /// templates), `active` is in the path, `selected` is a pager tab of the last page, `offset` is finite and
    /// the last page has a header, and `views` is a stack that push and switch edges can build from the
    /// stack's root.
    public func resolve(in definition: SceneDefinition) throws(Failure) -> (SceneDevice, NavigationState) {
        let sceneName = definition.name
        let names = definition.devices.map(\.name)
        let device: SceneDevice
        if let name = self.device {
            guard let found = definition.device(named: name) else {
                throw Failure(
                    "no device '\(name)' in scene '\(sceneName)'" + suggestion(name, in: names)
                        + "; its devices are " + names.map { "'\($0)'" }.joined(separator: ", "))
            }
            device = found
        } else {
            guard let first = definition.devices.first else { throw Failure("scene '\(sceneName)' has no device") }
            device = first
        }

        let entries = entryPages(definition)
        var pathNames = path ?? entries.first.map { [$0.page] } ?? []
        guard !pathNames.isEmpty else { throw Failure("the path is empty; give at least one page") }
        // `bar|player`: the attachment page presents over the first entry page (§10.2).
        var attachmentPage: String?
        if !presented.isEmpty, let attachment = definition.attachment?.page, pathNames.first == attachment,
            !entries.contains(where: { $0.page == attachment })
        {
            guard pathNames.count == 1 else {
                throw Failure(
                    "the attachment page '\(attachment)' only presents; it pushes no page, so it must stand alone "
                        + "before the first '|'")
            }
            attachmentPage = attachment
            pathNames = entries.first.map { [$0.page] } ?? []
        }
        var pathIDs: [PageID] = []
        for (index, name) in pathNames.enumerated() {
            try requirePage(name, in: definition)
            if index == 0 {
                guard entries.contains(where: { $0.page == name }) else {
                    throw Failure(
                        "the path must start at an entry page, and '\(name)' is not one; entry pages are "
                            + entries.map { "'\($0.page)'" }.joined(separator: ", "))
                }
            } else {
                try requireEdge(from: pathIDs[index - 1].rawValue, to: name, presents: false, in: definition)
            }
            pathIDs.append(PageID(name))
        }
        var presentedPaths = try resolvePresented(in: definition, after: pathIDs, attachment: attachmentPage)
        let detentSuffix = try resolveDetent(in: definition, presented: &presentedPaths, on: device)
        let last = pathIDs.count - 1
        let activeIndex = active ?? last
        guard (0...last).contains(activeIndex) else {
            throw Failure(
                "--active \(activeIndex) is out of range; the path has \(pathIDs.count) page"
                    + (pathIDs.count == 1 ? " (index 0)" : "s (indices 0...\(last))"))
        }
        if definition.navigationStyle.value(for: device.sizeClass) == .push, activeIndex != last {
            throw Failure(
                "--active \(activeIndex): on '\(device.name)' the navigation is push style, where only the top "
                    + "page (index \(last)) is active")
        }
        let topName = (presentedPaths.last?.pages.last ?? pathIDs[last]).rawValue
        guard let top = definition.page(topName) else { throw Failure("no page '\(topName)'") }

        var selectedIndex: Int?
        var initialSelection: Int?
        if let pager = top.pager {
            let runtime = pager.runtimePager(metrics: definition.metrics)
            initialSelection = runtime.selected
            if let selected {
                guard pager.tabs.indices.contains(selected) else {
                    throw Failure(
                        "--selected \(selected) is out of range; the pager of '\(topName)' has "
                            + "\(pager.tabs.count) tab\(pager.tabs.count == 1 ? "" : "s") "
                            + "(indices 0...\(pager.tabs.count - 1))")
                }
            }
            selectedIndex = selected ?? runtime.selected
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
        var stackOperations: [SceneOperation] = []
        if let stack = top.stack {
            let views = try resolveViews(views, in: stack, page: topName)
            stackViews = views.map(ViewID.init)
            stackOperations = StateEnumerator.stackOperations(to: views, in: stack) ?? []
        } else if views != nil {
            throw Failure("--views needs a page stack, and page '\(topName)' has none")
        }

        let tab = entries.first { $0.page == pathNames[0] }?.tab
        var state = NavigationState(
            name: StateEnumerator.stateName(
                path: pathIDs.map(\.rawValue), presented: presentedPaths, active: activeIndex, selected: selectedIndex,
                initialSelection: initialSelection, headerOffset: headerOffset, views: stackViews?.map(\.rawValue),
                rootView: top.stack?.root) + detentSuffix,
            device: device.name, tab: tab,
            path: pathIDs, active: activeIndex, selected: selectedIndex, headerOffset: headerOffset,
            stackViews: stackViews,
            script: NavigationState.script(
                path: pathIDs, presented: presentedPaths, active: activeIndex, stack: stackOperations,
                selected: selectedIndex, initialSelection: initialSelection, headerOffset: headerOffset
            )
        )
        state.presented = presentedPaths
        // Every step must run: a refused one would lay out another state under this one's name (§10.2).
        if let refused = LayoutEngine.refusedStep(of: state, in: definition, on: device) {
            throw Failure("the path cannot be shown on '\(device.name)': " + refused)
        }
        return (device, state)
    }

    /// Checks `presented` after the navigation `path`: every page exists, the first page of each presentation is
    /// one that the page before it presents (itself or a page of its pager; the attachment page for the first one
    /// when `attachment` is given), and each next page one that the page before it pushes.
    func resolvePresented(
        in definition: SceneDefinition, after path: [PageID], attachment: String?
    ) throws(Failure) -> [PresentedPath] {
        var result: [PresentedPath] = []
        var previous = attachment ?? path[path.count - 1].rawValue
        for (number, names) in presented.enumerated() {
            guard !names.isEmpty else { throw Failure("a '|' in the path presents no page") }
            var pages: [PageID] = []
            for (index, name) in names.enumerated() {
                try requirePage(name, in: definition)
                try requireEdge(from: previous, to: name, presents: index == 0, in: definition)
                pages.append(PageID(name))
                previous = name
            }
            let from =
                number == 0
                ? PageID(attachment ?? path[path.count - 1].rawValue)
                : result[number - 1].pages[result[number - 1].pages.count - 1]
            result.append(PresentedPath(from: from, isFromAttachment: number == 0 && attachment != nil, pages: pages))
        }
        return result
    }

    /// Checks `detent` against the last presentation of `presented` on `device` and, when it is not the sheet's first
    /// detent, moves that presentation to it (the state's script then ends its part with `setDetent`, as the
    /// enumeration's detent states do). Returns the state name's part for it: `_detent_<name>`, or "" at the first
    /// detent (the enumeration names a state that way, §10.2).
    func resolveDetent(
        in definition: SceneDefinition, presented: inout [PresentedPath], on device: SceneDevice
    ) throws(Failure) -> String {
        guard let detent else { return "" }
        let names = SheetDetent.allCases.map(\.rawValue)
        guard let value = SheetDetent(rawValue: detent) else {
            throw Failure(
                "--detent '\(detent)' is not a sheet detent; the detents are "
                    + names.map { "'\($0)'" }.joined(separator: ", ") + suggestion(detent, in: names))
        }
        guard let last = presented.last, let first = last.pages.first else {
            throw Failure("--detent needs a presented sheet, and the path presents nothing (add '|page')")
        }
        guard let declared = definition.page(first.rawValue)?.presentation, declared.usesDetents(on: device.sizeClass)
        else {
            throw Failure(
                "--detent '\(detent)': the presentation of '\(first.rawValue)' uses no detents on '\(device.name)' (only "
                    + "a sheet on a compact device has them)")
        }
        guard declared.detents.contains(value) else {
            throw Failure(
                "--detent '\(detent)': the sheet of '\(first.rawValue)' has the detents "
                    + declared.detents.map { "'\($0.rawValue)'" }.joined(separator: ", "))
        }
        guard value != declared.detents[0] else { return "" }
        presented[presented.count - 1].detent = value
        return "_detent_" + detent
    }

    /// Refuses a page name the scene does not declare, suggesting the closest one.
    func requirePage(_ name: String, in definition: SceneDefinition) throws(Failure) {
        guard definition.page(name) == nil else { return }
        throw Failure(
            "no page '\(name)' in scene '\(definition.name)'" + suggestion(name, in: definition.pages.map(\.id)))
    }

    /// Refuses a step from `previous` to `name` that is not a declared push (or, with `presents`, a declared
    /// presentation), naming the pages `previous` does push or present.
    func requireEdge(
        from previous: String, to name: String, presents: Bool, in definition: SceneDefinition
    )
        throws(Failure)
    {
        let targets = presents ? definition.presentTargets(from: previous) : definition.pushTargets(from: previous)
        guard !targets.contains(name) else { return }
        let (verb, does) = presents ? ("present", "presents") : ("push", "pushes")
        let list =
            targets.isEmpty
            ? "it \(does) no page" : "it \(does) " + targets.map { "'\($0)'" }.joined(separator: ", ")
        throw Failure("page '\(previous)' cannot \(verb) '\(name)'; \(list)")
    }

    /// Checks a page stack: it starts at a view that switches lead to from the root, and each next view is a
    /// view pushed by the previous one or reached from such a view by switches; no view twice. Returns the
    /// views, root first.
    func resolveViews(_ names: [String]?, in stack: SceneStack, page: String) throws(Failure) -> [String] {
        let root = stack.root
        guard let names, !names.isEmpty else { return [root] }
        let viewNames = stack.views.map(\.id)
        var result: [String] = []
        for (index, name) in names.enumerated() {
            guard stack.view(name) != nil else {
                throw Failure("no view '\(name)' in the page stack of '\(page)'" + suggestion(name, in: viewNames))
            }
            guard !result.contains(name) else { throw Failure("view '\(name)' appears twice in --views") }
            if index == 0 {
                guard switchClosure(of: [root], in: stack).contains(name) else {
                    throw Failure("--views must start at the stack's root '\(root)', not '\(name)'")
                }
            } else {
                let previous = result[index - 1]
                let pushed = stack.view(previous)?.push ?? []
                guard switchClosure(of: pushed, in: stack).contains(name) else {
                    throw Failure(
                        "view '\(previous)' cannot push '\(name)' (directly or by a switch after a push)")
                }
            }
            result.append(name)
        }
        return result
    }

    /// `start` and every view reachable from it by switch edges.
    func switchClosure(of start: [String], in stack: SceneStack) -> [String] {
        var result = start
        var head = 0
        while head < result.count {
            for next in stack.view(result[head])?.switchTo ?? [] where !result.contains(next) {
                result.append(next)
            }
            head += 1
        }
        return result
    }

    /// The entry pages in tab order (each tab's root, first tab wins), or the `root` page.
    func entryPages(_ definition: SceneDefinition) -> [(tab: Int?, page: String)] {
        if let root = definition.root { return [(nil, root)] }
        var result: [(tab: Int?, page: String)] = []
        for (index, tab) in definition.tabs.enumerated() where !result.contains(where: { $0.page == tab.root }) {
            result.append((index, tab.root))
        }
        return result
    }

    /// `; did you mean 'x'?` when a candidate is close to `word`, else "".
    func suggestion(_ word: String, in candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension StateRequest {
    /// The path (in `--path` syntax) of the link of `definition` that `url` opens (`layout --link`, §10.3); a failure
    /// names the closest link (by edit distance, else by the longest common prefix) when none matches.
    public static func linkPath(_ url: String, in definition: SceneDefinition) throws(Failure) -> String {
        if let opened = definition.link(matching: url) { return opened.link.path }
        let patterns = definition.links.map(\.route.pattern.text)
        guard !patterns.isEmpty else {
            throw Failure("scene '\(definition.name)' has no links; '\(url)' opens nothing")
        }
        // A link whose literals the URL has, but with a value its placeholder's type refuses (`notanint` for an
        // Int): say that, not only the closest link (issue 43 item 6).
        for link in definition.links {
            if let refused = refusedValue(url, route: link.route) {
                throw Failure(
                    "no link of scene '\(definition.name)' matches '\(url)': '\(refused.text)' is not \(refused.type), "
                        + "the type of '{\(refused.name)}' in '\(link.route.pattern.text)'")
            }
        }
        func shared(_ pattern: String) -> Int { zip(pattern.utf8, url.utf8).prefix { $0 == $1 }.count }
        let closest = Suggestions.closest(to: url, in: patterns) ?? patterns.max { shared($0) < shared($1) } ?? ""
        throw Failure("no link of scene '\(definition.name)' matches '\(url)'; the closest is '\(closest)'")
    }

    /// The first path segment of `url` that `route`'s placeholder refuses, when `url` has the route's scheme, host and
    /// literal segments: its text, the placeholder's name and its type (`an Int`).
    static func refusedValue(_ url: String, route: LinkRoute) -> (text: String, name: String, type: String)? {
        let pattern = route.pattern
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://"),
            url[..<colon].lowercased() == pattern.scheme.lowercased()
        else { return nil }
        var rest = url[url.index(colon, offsetBy: 3)...]
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        var parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.removeFirst().lowercased() == pattern.host.lowercased(),
            parts.count == pattern.segments.count
        else { return nil }
        var refused: (text: String, name: String, type: String)?
        for (part, segment) in zip(parts, pattern.segments) {
            switch segment {
            case .literal(let literal):
                if literal != part { return nil }
            case .placeholder(let name):
                guard let argument = route.arguments[name] else { return nil }
                if refused == nil, !argument.accepts(part, inQuery: false) {
                    let type = argument.type.name
                    // "an Int", "a URL" (said "you are ell"), "one of [title, year]".
                    let article = type.hasPrefix("[") ? "one of" : type.hasPrefix("Int") ? "an" : "a"
                    refused = (part, name, "\(article) \(type)")
                }
            }
        }
        return refused
    }
}
