public import ScenecDiagnostics

/// Checks a lowered scene and its navigation graph (spec section 5): references, reachability,
/// containment, containers, navigation gestures and the Swift names code generation will use.
///
/// A pure function from values to diagnostics: it reads the file's bytes only to shape fix-its
/// (indentation), and never does I/O. One root cause gives one diagnostic:
///
/// - references that are empty were already reported by lowering and are skipped;
/// - reachability treats an unknown reference with a "did you mean" as if it named the
///   suggestion, so a typo is not also reported as an unreachable page;
/// - a page or view that is unreachable only because an unreachable one leads to it is
///   mentioned in that one's diagnostic instead of getting its own;
/// - checks of values that lowering may have replaced by defaults are skipped where lowering
///   already reported a problem.
public struct Checker {
    let scene: Scene
    let graph: NavigationGraph
    let file: SourceFile
    /// The diagnostics of earlier stages, to avoid reporting their consequences again.
    let prior: [Diagnostic]
    var diagnostics: [Diagnostic] = []
    /// Unknown references with a suggestion, by the range of the reference: the node that
    /// reachability follows instead.
    var substitutes: [SourceRange: NavigationGraph.Node] = [:]
    /// `Checker.pushedPages(in: graph)`, made when a check first needs it (rarely).
    lazy var pushedPages: Set<PageID> = Checker.pushedPages(in: graph)

    /// The member names the generated `enum <Scene>Page: String, CaseIterable` already has.
    public static let enumMembers: Set<String> = ["allCases", "rawValue", "hashValue", "init"]

    /// The type names generated from a scene named `scene` (spec section 2), in a fixed order.
    public static func generatedTypeNames(scene: String) -> [String] {
        let base = SwiftNames.typeName(scene)
        return [
            base + "Page", base + "Scene", base + "LayoutTests", base + "Pages", base + "Navigator",
            base + "PageFactory", base + "PageContext", base + "UINavigator", base + "SceneView",
        ]
    }

    /// The public type names of `ScenecRuntime`, which the generated code uses unqualified: a generated type
    /// with one of these names (`ScenePage` from `scene: Scene`) would hide it. A test keeps the list in step
    /// with the runtime's sources.
    package static let runtimeTypeNames: Set<String> = [
        "ArgumentError", "ArgumentType", "ArgumentValue", "AttachmentState", "BottomTabBarLayout", "EdgeInsets",
        "LinkArgument", "_LinkInvariants", "LinkOverlap", "LinkOverlapIndex", "LinkPattern", "LinkPatternError",
        "LinkPatternProblem", "LinkPercentEncoding", "LinkRoute", "LinkURLParts", "Metrics", "NavigationStyle",
        "NestedHeader", "PageArguments", "PageChange", "PageInnerSnapshot", "PagePosition", "Pager", "PagerDequeue",
        "PagerDragScales", "PagerLayout", "PagerLineType", "PagerReusePool", "PagerTab", "PageStack",
        "PageStackError", "PageStackGeometry", "PageStackTransition", "PageWidth", "Point", "PresentationLayout",
        "PresentationSnapshot", "PresentationStyle", "PresentedStack", "Rect", "ReusableControllerID",
        "SceneArgument", "SceneAttachment", "SceneColor", "SceneContainer", "SceneDefinition", "SceneDevice",
        "SceneError", "SceneExtraItem", "SceneHeader", "SceneOperation", "ScenePage", "ScenePageMarker",
        "ScenePager", "ScenePagerTab", "ScenePageSize", "ScenePresentation", "SceneSizeClass", "SceneSnapshot",
        "SceneStack", "SceneStackView", "SceneTab", "SceneTransition", "ScrollOwner", "SheetDetent",
        "SideTabLayout", "Size", "SizeClassValue", "StackDirection", "StackedNavigation", "StackedNavigationError",
        "StackedNavigationLayout", "StackedPage", "StackedPageLayout", "StickyScroll", "TabBarStyle",
        "TransitionGesture", "TransitionKind", "TransitionMode", "TransitionTranslations",
    ]

    /// Checks `scene`, whose graph is `graph`, adding problems to `diagnostics`.
    public static func check(
        _ scene: Scene, graph: NavigationGraph, file: SourceFile, diagnostics: inout DiagnosticBag
    ) {
        var checker = Checker(scene: scene, graph: graph, file: file, prior: diagnostics.all)
        checker.run()
        diagnostics.emit(contentsOf: checker.diagnostics)
    }

    init(scene: Scene, graph: NavigationGraph, file: SourceFile, prior: [Diagnostic]) {
        self.scene = scene
        self.graph = graph
        self.file = file
        self.prior = prior
    }

    mutating func run() {
        checkPageReferences()
        checkViewReferences()
        checkReachability()
        checkPushHosts()
        checkContainmentCycles()
        // By index: a page is large, and a copy of each per check costs more than the check.
        for index in scene.pages.indices {
            checkContainers(page: index)
            checkNavigation(page: index)
        }
        checkTabRoots()
        checkArguments()
        checkPresentations()
        checkNames()
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether an earlier stage reported a problem that starts inside `range`.
    func hasPriorProblem(in range: SourceRange) -> Bool {
        prior.contains { $0.range.start >= range.start && $0.range.start < max(range.end, range.start + 1) }
    }
}

// MARK: - References

extension Checker {
    /// Every place that names a page, with a description of the place, in source order.
    private var pageReferences: [(reference: Located<PageID>, place: String)] {
        var references: [(Located<PageID>, String)] = []
        switch scene.navigation {
        case .tabs(let tabs): references += tabs.map { ($0.root, "a tab's 'root'") }
        case .root(let root): references.append((root, "'root'"))
        }
        if let attachment = scene.attachment { references.append((attachment.page, "'attachment'")) }
        for page in scene.pages {
            references += page.push.map { ($0, "'push'") }
            references += page.present.map { ($0, "'present'") }
            if let next = page.transition?.next { references.append((next, "'transition.next'")) }
            references += (page.pager?.tabs ?? []).map { ($0.page, "a pager tab") }
        }
        return references.sorted { $0.0.range < $1.0.range }
    }

    /// Whether some non-empty page reference names no declared page: a pass without building the sorted list
    /// of references (in a valid scene none does). Every page reference is an edge of the graph to a `.page` node
    /// (a root, a push, a `transition.next`, a pager tab), and a page is declared exactly when its node is, so
    /// the edges without a declared target say it without looking up any id.
    private var hasUnknownPageReference: Bool {
        for edge in graph.edges.indices where graph.targetIndex(ofEdge: edge) == nil {
            if case .page(let id) = graph.edges[edge].to, !id.rawValue.isEmpty { return true }
        }
        return false
    }

    private mutating func checkPageReferences() {
        guard hasUnknownPageReference else { return }
        var names: [String]?  // the candidates for suggestions, made at the first unknown reference (an error)
        for (reference, place) in pageReferences {
            let name = reference.value.rawValue
            guard !name.isEmpty, scene.pageIndex(of: reference.value) == nil else { continue }
            // Only valid ids: an invalid one is reported at its declaration, and suggesting it would not help.
            if names == nil { names = scene.pages.map(\.id.value.rawValue).filter(SwiftNames.isIdentifier) }
            let closest = Suggestions.closest(to: name, in: names ?? []).flatMap { scene.page(PageID($0)) }
            emit(.unknownPage(reference, place: place, closest: closest))
            if let closest { substitutes[reference.range] = .page(closest.id.value) }
        }
    }

    private mutating func checkViewReferences() {
        for index in scene.pages.indices {
            guard let stack = scene.pages[index].stack else { continue }
            let page = scene.pages[index]
            // Most stacks name only declared views: the list of references is made for the others only.
            let isKnown = { (id: Located<ViewID>) in stack.views.contains { $0.id.value == id.value } }
            guard
                !(isKnown(stack.root)
                    && stack.views.allSatisfy { $0.push.allSatisfy(isKnown) && $0.switchTo.allSatisfy(isKnown) })
            else { continue }
            var references: [(Located<ViewID>, String)] = [(stack.root, "the stack's 'root'")]
            for view in stack.views {
                references += view.push.map { ($0, "'push'") }
                references += view.switchTo.map { ($0, "'switch'") }
            }
            let names = stack.views.map(\.id.value.rawValue).filter(SwiftNames.isIdentifier)
            for (reference, place) in references where stack.view(reference.value) == nil {
                let closest = Suggestions.closest(to: reference.value.rawValue, in: names).flatMap {
                    stack.view(ViewID($0))
                }
                emit(.unknownView(reference, place: place, page: page.id.value, closest: closest))
                if let closest { substitutes[reference.range] = .view(page: page.id.value, view: closest.id.value) }
            }
        }
    }
}

// MARK: - Reachability

extension Checker {
    /// The nodes `node` leads to, following unknown references to their suggestion.
    private func successors(of node: NavigationGraph.Node) -> [NavigationGraph.Node] {
        graph.edges(from: node).compactMap { edge in
            graph.contains(edge.to) ? edge.to : substitutes[edge.range]
        }
    }

    /// The nodes a search reached, by index in the graph (undeclared sources by value). A search of a page stack
    /// reaches a few views and must not cost the whole graph: it keeps a list of indices (a set past
    /// `listLimit`); a search from the entries, which reaches most of the graph, keeps a flag per node.
    private struct Reached {
        /// Whether each node was reached, by index; nil for a search that keeps `indices`.
        var flags: [Bool]?
        /// The nodes reached, in the order reached, when `flags` is nil.
        var indices: [Int] = []
        /// `indices` as a set, once they are more than `listLimit`.
        var lookup: Set<Int>?
        var undeclared: Set<NavigationGraph.Node> = []

        /// How many indices are searched in the list before a set is made.
        static let listLimit = 32

        init(nodeCount: Int, wholeGraph: Bool) {
            flags = wholeGraph ? [Bool](repeating: false, count: nodeCount) : nil
        }

        /// Marks the node at `index` reached; false when it already was.
        mutating func insert(_ index: Int) -> Bool {
            if flags != nil {
                if flags![index] { return false }
                flags![index] = true
                return true
            }
            if lookup != nil {
                guard lookup!.insert(index).inserted else { return false }
            } else {
                guard !indices.contains(index) else { return false }
                if indices.count == Reached.listLimit { lookup = Set(indices + [index]) }
            }
            indices.append(index)
            return true
        }

        /// Whether the node at `index` in the graph was reached.
        func contains(index: Int) -> Bool {
            if let flags { return flags[index] }
            return lookup?.contains(index) ?? indices.contains(index)
        }

        /// Whether `node` of `graph` (the graph searched) was reached.
        func contains(_ node: NavigationGraph.Node, in graph: NavigationGraph) -> Bool {
            guard let index = graph.index(of: node) else { return undeclared.contains(node) }
            return contains(index: index)
        }

        /// The declared nodes reached, in the order of `graph` (the graph searched).
        func nodes(in graph: NavigationGraph) -> [NavigationGraph.Node] {
            guard let flags else { return indices.sorted().map { graph.nodes[$0] } }
            return flags.indices.filter { flags[$0] }.map { graph.nodes[$0] }
        }
    }

    /// Every node reachable from `sources` (included), following `successors(of:)`; searched on node
    /// indices, so no node is hashed on the way. `wholeGraph` for a search that may reach most of the graph.
    private func reach(from sources: [NavigationGraph.Node], wholeGraph: Bool = false) -> Reached {
        var reached = Reached(nodeCount: graph.nodes.count, wholeGraph: wholeGraph)
        var queue: [Int] = []
        if wholeGraph { queue.reserveCapacity(graph.nodes.count) }
        for source in sources {
            guard let index = graph.index(of: source) else {
                reached.undeclared.insert(source)
                continue
            }
            if reached.insert(index) { queue.append(index) }
        }
        var head = 0
        while head < queue.count {
            for edge in graph.edgeIndices(from: queue[head]) {
                let target =
                    graph.targetIndex(ofEdge: edge)
                    ?? (substitutes.isEmpty ? nil : substitutes[graph.edges[edge].range].flatMap(graph.index(of:)))
                if let target, reached.insert(target) { queue.append(target) }
            }
            head += 1
        }
        return reached
    }

    /// Groups the `unreachable` nodes (in source order) into diagnostics: nodes that no
    /// other unreachable node leads to come first, and each takes along the unreachable
    /// nodes only it leads to. Returns `(node, followers)` pairs.
    private func unreachableGroups(
        _ unreachable: [NavigationGraph.Node]
    ) -> [(node: NavigationGraph.Node, followers: [NavigationGraph.Node])] {
        let members = Set(unreachable)
        var hasIncoming: Set<NavigationGraph.Node> = []
        for node in unreachable {
            for next in successors(of: node) where next != node && members.contains(next) {
                hasIncoming.insert(next)
            }
        }
        let ordered = unreachable.filter { !hasIncoming.contains($0) } + unreachable.filter { hasIncoming.contains($0) }
        var covered: Set<NavigationGraph.Node> = []
        var groups: [(NavigationGraph.Node, [NavigationGraph.Node])] = []
        for node in ordered where covered.insert(node).inserted {
            var followers: [NavigationGraph.Node] = []
            var queue = [node]
            var index = 0
            while index < queue.count {
                for next in successors(of: queue[index]) where members.contains(next) && covered.insert(next).inserted {
                    followers.append(next)
                    queue.append(next)
                }
                index += 1
            }
            groups.append((node, followers))
        }
        return groups
    }

    private var entryDescriptions: [String] {
        var entries: [String] = []
        switch scene.navigation {
        case .tabs(let tabs):
            entries += tabs.map { "tab '\($0.title.value)' (root '\($0.root.value)')" }
        case .root(let root):
            entries.append("'root' (page '\(root.value)')")
        }
        if let attachment = scene.attachment { entries.append("the attachment (page '\(attachment.page.value)')") }
        return entries
    }

    /// SC3020: a page that pushes but is shown only in the attachment bar (itself or inside its pager), where
    /// no navigation takes the push. Pages no entry reaches are SC3003's.
    private mutating func checkPushHosts() {
        guard let attachment = scene.attachment else { return }
        // The attachment's pages (itself and its pagers' pages) are few; the whole graph is searched only when
        // one of them pushes.
        let pushing = reach(from: [.attachmentEntry]).nodes(in: graph).compactMap { node -> Page? in
            guard case .page(let id) = node, let page = scene.page(id),
                !page.push.isEmpty || page.transition?.next != nil
            else { return nil }
            return page
        }
        guard !pushing.isEmpty else { return }
        let hosted = reach(from: graph.entries.filter { $0 != .attachmentEntry }, wholeGraph: true)
        for page in scene.pages where pushing.contains(where: { $0.id.value == page.id.value }) {
            guard !hosted.contains(.page(page.id.value), in: graph) else { continue }
            guard let push = page.push.first?.range ?? page.transition?.next?.range else { continue }
            emit(.pushWithoutNavigation(page, at: push, attachment: attachment))
        }
    }

    private mutating func checkReachability() {
        // Without side tabs or a root (already reported by lowering) nothing is reachable;
        // reporting every page would repeat that one root cause.
        let hasNavigation =
            switch scene.navigation {
            case .tabs(let tabs): !tabs.isEmpty
            case .root(let root): !root.value.rawValue.isEmpty
            }
        let reached = reach(from: graph.entries, wholeGraph: true)
        // By the graph's index of each page's node: what `reached.contains(.page(id))` finds, without hashing.
        let unreachable =
            hasNavigation
            ? scene.pages.indices.filter { !reached.contains(index: graph.pageNodes[$0]) }
                .map { NavigationGraph.Node.page(scene.pages[$0].id.value) } : []
        var reported: Set<PageID> = []
        for (node, followers) in unreachableGroups(unreachable) {
            guard case .page(let id) = node, let page = scene.page(id), reported.insert(id).inserted else { continue }
            let followerIDs = followers.compactMap { node -> PageID? in
                if case .page(let id) = node { return id }
                return nil
            }
            emit(.unreachablePage(page, entries: entryDescriptions, followers: followerIDs))
        }

        for index in scene.pages.indices {
            guard let stack = scene.pages[index].stack else { continue }
            let pageID = scene.pages[index].id.value
            guard scene.pageIndex(of: pageID) == index else { continue }
            let rootNode = NavigationGraph.Node.view(page: pageID, view: stack.root.value)
            guard let start = graph.contains(rootNode) ? rootNode : substitutes[stack.root.range],
                case .view(_, let rootID) = start
            else { continue }
            let reachedViews = reach(from: [start])
            let viewNodes = graph.stackViewNodes(ofPage: index)
            let unreachableViews = zip(stack.views, viewNodes).filter { !reachedViews.contains(index: $0.1) }
                .map { NavigationGraph.Node.view(page: pageID, view: $0.0.id.value) }
            for (node, followers) in unreachableGroups(unreachableViews) {
                guard case .view(_, let viewID) = node, let view = stack.view(viewID) else { continue }
                let followerIDs = followers.compactMap { node -> ViewID? in
                    if case .view(_, let id) = node { return id }
                    return nil
                }
                emit(.unreachableView(view, page: pageID, root: rootID, followers: followerIDs))
            }
        }
    }

    /// Reports each cycle of `contains` edges between pages once, from its first page in
    /// source order, as a shortest cycle.
    private mutating func checkContainmentCycles() {
        let candidates = containmentCycleCandidates()
        var inReportedCycle: Set<NavigationGraph.Node> = []
        guard !candidates.isEmpty else { return }
        for page in scene.pages where candidates.contains(page.id.value) {
            let node = NavigationGraph.Node.page(page.id.value)
            guard !inReportedCycle.contains(node) else { continue }
            var best: [NavigationGraph.Edge]?
            for edge in graph.edges(from: node, kinds: [.contains]) {
                guard case .page = edge.to, graph.contains(edge.to) else { continue }
                let rest = edge.to == node ? [] : graph.shortestPath(from: [edge.to], to: node, kinds: [.contains])
                guard let rest else { continue }
                if best == nil || rest.count + 1 < best!.count { best = [edge] + rest }
            }
            guard let cycle = best else { continue }
            for edge in cycle { inReportedCycle.insert(edge.from) }
            emit(.containmentCycle(cycle))
        }
    }

    /// The pages that may lie on a cycle of `contains` edges between declared pages: what remains after
    /// repeatedly removing pages without an incoming or without an outgoing such edge. A page on a cycle is
    /// never removed, so searching only these finds the same cycles; the search from every page (a breadth
    /// first search each) was quadratic in the pages. Linear in the edges.
    private func containmentCycleCandidates() -> Set<PageID> {
        // Slots by graph node index (no page id hashed): the pages that contain edges join, in edge order.
        var slots = [Int](repeating: -1, count: graph.nodes.count)
        var slotNodes: [Int] = []
        func slot(_ node: Int) -> Int {
            if slots[node] >= 0 { return slots[node] }
            slots[node] = slotNodes.count
            slotNodes.append(node)
            return slotNodes.count - 1
        }
        // The `contains` edges between declared pages, by slot. By index, and by the kinds of the edge's source
        // and target nodes (equal to its `from` and `to`), so that no edge is copied.
        var pairs: [(source: Int, target: Int)] = []
        for edgeIndex in graph.edges.indices where graph.edges[edgeIndex].kind == .contains {
            let sourceNode = graph.sourceIndex(ofEdge: edgeIndex)
            guard let targetNode = graph.targetIndex(ofEdge: edgeIndex), case .page = graph.nodes[sourceNode],
                case .page = graph.nodes[targetNode]
            else { continue }
            let source = slot(sourceNode)
            pairs.append((source, slot(targetNode)))
        }
        // Each slot's successors and predecessors in two arrays each, in edge order (a stable counting sort),
        // where an array per page cost an allocation per page.
        let count = slotNodes.count
        var successorStarts = [Int](repeating: 0, count: count + 1)
        var predecessorStarts = [Int](repeating: 0, count: count + 1)
        for pair in pairs {
            successorStarts[pair.source + 1] += 1
            predecessorStarts[pair.target + 1] += 1
        }
        for node in 0..<count {
            successorStarts[node + 1] += successorStarts[node]
            predecessorStarts[node + 1] += predecessorStarts[node]
        }
        var successors = [Int](repeating: 0, count: pairs.count)
        var predecessors = [Int](repeating: 0, count: pairs.count)
        var nextSuccessor = successorStarts
        var nextPredecessor = predecessorStarts
        for pair in pairs {
            successors[nextSuccessor[pair.source]] = pair.target
            nextSuccessor[pair.source] += 1
            predecessors[nextPredecessor[pair.target]] = pair.source
            nextPredecessor[pair.target] += 1
        }
        var incoming = (0..<count).map { predecessorStarts[$0 + 1] - predecessorStarts[$0] }
        var outgoing = (0..<count).map { successorStarts[$0 + 1] - successorStarts[$0] }
        var removed = [Bool](repeating: false, count: count)
        var queue = (0..<count).filter { incoming[$0] == 0 || outgoing[$0] == 0 }
        for node in queue { removed[node] = true }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[successorStarts[node]..<successorStarts[node + 1]] where !removed[next] {
                incoming[next] -= 1
                if incoming[next] == 0 {
                    removed[next] = true
                    queue.append(next)
                }
            }
            for previous in predecessors[predecessorStarts[node]..<predecessorStarts[node + 1]]
            where !removed[previous] {
                outgoing[previous] -= 1
                if outgoing[previous] == 0 {
                    removed[previous] = true
                    queue.append(previous)
                }
            }
        }
        return Set(
            (0..<count).filter { !removed[$0] }.compactMap { slot -> PageID? in
                guard case .page(let id) = graph.nodes[slotNodes[slot]] else { return nil }
                return id
            })
    }
}

// MARK: - Containers and navigation

extension Checker {
    /// Checks the containers of the page at `index` in `scene.pages` (read field by field, not copied).
    private mutating func checkContainers(page index: Int) {
        let id = scene.pages[index].id.value
        let pager = scene.pages[index].pager
        if let header = scene.pages[index].header, pager == nil {
            emit(.headerWithoutPager(header, page: id))
        }
        if let pager, let stack = scene.pages[index].stack {
            emit(.pagerAndStack(stack, pager: pager, page: id))
        }
        guard let pager else { return }
        let pagerRegion = SourceRange(start: pager.range.start, end: scene.pages[index].range.end)
        if pager.tabs.isEmpty {
            if !hasPriorProblem(in: pagerRegion) { emit(.emptyPager(pager, page: id)) }
        } else if pager.selected.value >= pager.tabs.count, !hasPriorProblem(in: pagerRegion) {
            emit(.selectedOutOfRange(pager, page: id))
        }
        for tab in pager.tabs {
            if let titleWidth = tab.titleWidth, titleWidth.value > tab.width.value, !hasPriorProblem(in: tab.range) {
                emit(.titleWiderThanCell(tab, titleWidth: titleWidth))
            }
        }
        if let header = scene.pages[index].header {
            if header.pinHeight.value > header.height.value, header.pinHeight.range.length > 0,
                header.height.range.length > 0
            {
                emit(.pinAboveHeader(header, page: id))
            }
            for tab in pager.tabs {
                guard let shownIndex = scene.pageIndex(of: tab.page.value), !scene.pages[shownIndex].isScrolling
                else { continue }
                let shown = scene.pages[shownIndex]
                emit(.headerPageNotScrolling(tab, shown: shown, owner: id, fixIts: scrollsFixIts(shown)))
            }
        }
    }

    /// `scrolls: false` becomes `true`; a missing `scrolls` is inserted above `type` when
    /// `type:` starts its own line (a block mapping), with the same indentation.
    private func scrollsFixIts(_ page: Page) -> [FixIt] {
        if let scrolls = page.scrolls {
            return [FixIt("declare 'scrolls: true'", replacing: scrolls.range, with: "true")]
        }
        let type = page.type.range
        guard type.length > 0, type != page.id.range else { return [] }
        var lineStart = type.start
        while lineStart > 0, file.bytes[lineStart - 1] != 0x0A, file.bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var keyStart = lineStart
        while keyStart < type.start, file.bytes[keyStart] == 0x20 { keyStart += 1 }
        // Only when `type:` starts its own line: then its indentation is the page's keys'.
        guard keyStart > lineStart, file.text(in: SourceRange(start: keyStart, end: type.start)).hasPrefix("type")
        else { return [] }
        let text = String(decoding: file.bytes[lineStart..<keyStart], as: UTF8.self) + "scrolls: true\n"
        return [FixIt("declare 'scrolls: true'", replacing: .at(lineStart), with: text)]
    }

    /// Checks the navigation of the page at `index` in `scene.pages` (read field by field, not copied).
    private mutating func checkNavigation(page index: Int) {
        let id = scene.pages[index].id.value
        let push = scene.pages[index].push
        // A list without a repeat (almost every list) is not copied to be checked.
        if Checker.mayRepeat(push) { checkDuplicates(push.map { $0.map(\.rawValue) }, list: "push") }
        let present = scene.pages[index].present
        if Checker.mayRepeat(present) { checkDuplicates(present.map { $0.map(\.rawValue) }, list: "present") }
        for view in scene.pages[index].stack?.views ?? [] {
            if Checker.mayRepeat(view.push) { checkDuplicates(view.push.map { $0.map(\.rawValue) }, list: "push") }
            if Checker.mayRepeat(view.switchTo) {
                checkDuplicates(view.switchTo.map { $0.map(\.rawValue) }, list: "switch")
            }
            for (list, targets) in [("push", view.push), ("switch", view.switchTo)]
            where targets.contains(where: { $0.value == view.id.value }) {
                for (position, target) in targets.enumerated() where target.value == view.id.value {
                    emit(
                        .stackMoveToItself(
                            target, list: list, page: id,
                            removal: Checker.listItemRemoval(targets, at: position, in: file)))
                }
            }
        }
        guard let transition = scene.pages[index].transition else { return }
        if transition.next == nil, !transition.pop.value {
            emit(.transitionWithoutSwipe(transition, page: id))
        } else if transition.pop.value, let entry = entryRole(of: id), !pushedPages.contains(id) {
            emit(.popNeverFires(transition, page: id, entry: entry))
        }
        if let pager = scene.pages[index].pager {
            emit(.pagerAndTransition(transition, pager: pager, page: id))
        }
    }

    /// The text that removing item `index` of a flow or block list of plain scalars deletes (with its separator),
    /// or nil when the item is not a plain entry of the list (`{view: x, direction: pop}`: only `x` is located).
    static func listItemRemoval<Value>(_ items: [Located<Value>], at index: Int, in file: SourceFile) -> SourceRange? {
        let range = items[index].range
        // The byte before the item, spaces skipped: '[' or ',' in a flow list, '-' in a block list.
        var before = range.start - 1
        while before >= 0, file.bytes[before] == 0x20 { before -= 1 }
        guard before >= 0, [UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "-")].contains(file.bytes[before])
        else { return nil }
        if file.bytes[before] == UInt8(ascii: "-") {
            // A block list: its whole line goes, unless it is the list's only item.
            guard items.count > 1 else { return nil }
            var start = before
            while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
            var end = range.end
            while end < file.bytes.count, file.bytes[end] != 0x0A { end += 1 }
            return SourceRange(start: start, end: min(end + 1, file.bytes.count))
        }
        if index > 0 { return SourceRange(start: items[index - 1].range.end, end: range.end) }
        if items.count > 1 { return SourceRange(start: range.start, end: items[1].range.start) }
        return range
    }

    /// Whether `items` may hold a repeat: true for a long list (which `checkDuplicates` searches with a
    /// dictionary), otherwise whether some item equals an earlier one. `checkDuplicates` reports nothing for a
    /// list without a repeat, so it need not run on a short list where this is false.
    static func mayRepeat<Value: Equatable>(_ items: [Located<Value>]) -> Bool {
        guard items.count > 1 else { return false }
        guard items.count <= 16 else { return true }
        for index in 1..<items.count where items[..<index].contains(where: { $0.value == items[index].value }) {
            return true
        }
        return false
    }

    /// Reports every item of `items` that repeats an earlier one.
    mutating func checkDuplicates(_ items: [Located<String>], list: String) {
        var first: [String: SourceRange] = [:]
        for (index, item) in items.enumerated() {
            if let earlier = first[item.value] {
                emit(
                    .duplicatePush(
                        item.range, name: item.value, list: list, first: earlier,
                        previousEnd: items[index - 1].range.end))
            } else {
                first[item.value] = item.range
            }
        }
    }

    /// "the root of tab 'Radio'" or "the scene's root" when `page` is a navigation's first page.
    private func entryRole(of page: PageID) -> String? {
        switch scene.navigation {
        case .tabs(let tabs):
            tabs.first { $0.root.value == page }.map { "the root of tab '\($0.title.value)'" }
        case .root(let root):
            root.value == page ? "the scene's root" : nil
        }
    }

    /// The pages that some declared page pushes (by `push` or `transition.next`): one pass over the edges,
    /// where asking for each page (a scan of every edge) was quadratic in the pages.
    static func pushedPages(in graph: NavigationGraph) -> Set<PageID> {
        var pushed: Set<PageID> = []
        for edge in graph.edges where edge.kind == .push && graph.contains(edge.from) {
            if case .page(let page) = edge.to { pushed.insert(page) }
        }
        return pushed
    }

    private mutating func checkTabRoots() {
        let tabs = scene.tabs
        // A few tabs (the usual sidebar) are compared with each other, without building a dictionary.
        if tabs.count <= 32 {
            for index in tabs.indices where !tabs[index].root.value.rawValue.isEmpty {
                if let earlier = tabs[..<index].first(where: { $0.root.value == tabs[index].root.value }) {
                    emit(.duplicateTabRoot(tabs[index].root, tab: tabs[index].title.value, first: earlier))
                }
            }
            return
        }
        var first: [PageID: Tab] = [:]
        for tab in tabs where !tab.root.value.rawValue.isEmpty {
            if let earlier = first[tab.root.value] {
                emit(.duplicateTabRoot(tab.root, tab: tab.title.value, first: earlier))
            } else {
                first[tab.root.value] = tab
            }
        }
    }
}

// MARK: - Generated names

extension Checker {
    private mutating func checkNames() {
        // Indices, not copies of the pages (a page is large, and a scene may have 100,000).
        let pages = scene.pages.indices.filter { SwiftNames.isIdentifier(scene.pages[$0].id.value.rawValue) }
        checkMemberNames(pages.map { scene.pages[$0].id.map(\.rawValue) }, kind: "page")
        for index in scene.pages.indices {
            // The ids alone: the views are not copied.
            guard let views = scene.pages[index].stack?.views else { continue }
            checkMemberNames(
                views.compactMap { SwiftNames.isIdentifier($0.id.value.rawValue) ? $0.id.map(\.rawValue) : nil },
                kind: "view")
        }

        let sceneName = scene.name
        guard SwiftNames.isIdentifier(sceneName.value) else { return }
        let enumName = Checker.generatedTypeNames(scene: sceneName.value)[0]
        for index in pages {
            let member = Checker.memberName(scene.pages[index].id.value.rawValue)
            if Checker.enumMemberList.contains(member) {
                emit(.memberNameReserved(scene.pages[index], member: member, enumName: enumName))
            }
        }
        let generated = Checker.generatedTypeNames(scene: sceneName.value)
        if let hidden = generated.first(where: Checker.runtimeTypeNames.contains) {
            let free = ["App", "Flow", "UI"].map { sceneName.value + $0 }.first { candidate in
                !Checker.generatedTypeNames(scene: candidate).contains(where: Checker.runtimeTypeNames.contains)
            }
            emit(.generatedTypeHidesRuntime(sceneName, generated: hidden, suggestion: free))
        }
        let asciiNames =
            generated.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? generated.map { Array($0.utf8) } : nil
        for index in scene.pages.indices {
            checkGeneratedCollision(
                scene.pages[index].type, generated: generated, asciiNames: asciiNames, scene: sceneName)
        }
        for index in scene.pages.indices {
            // Each view's type read in place: the views are not copied.
            guard let views = scene.pages[index].stack?.views else { continue }
            for view in views.indices {
                checkGeneratedCollision(
                    views[view].type, generated: generated, asciiNames: asciiNames, scene: sceneName)
            }
        }
    }

    private mutating func checkGeneratedCollision(
        _ type: Located<String>, generated: [String], asciiNames: [[UInt8]]?, scene sceneName: Located<String>
    ) {
        if !type.value.isEmpty {
            if let clash = Checker.generatedComponent(of: type.value, in: generated, asciiNames: asciiNames) {
                emit(.generatedTypeCollision(type, generated: clash, scene: sceneName))
            }
        }
    }

    /// Reports ids (in source order) whose member name, or type name, an earlier, different id already
    /// generates (`aB` and `AB` are the members `aB` and `ab` but both the type `AB`).
    /// `allowingFastPath: false` always takes the dictionary of member names (to test the fast path against).
    mutating func checkMemberNames(_ ids: [Located<String>], kind: String, allowingFastPath: Bool = true) {
        if allowingFastPath, let typed = Checker.ownMemberNamesWithTypes(ids) {
            checkTypeNames(typed.map { ids[$0] }, kind: kind)
            return
        }
        var first: [String: Located<String>] = [:]
        first.reserveCapacity(ids.count)
        var firstType: [String: Located<String>] = [:]
        for id in ids {
            let member = Checker.memberName(id.value)
            // One hashing of `member` for the common new name: the earlier id is put back on a collision (an error).
            if let earlier = first.updateValue(id, forKey: member) {
                first[member] = earlier
                guard earlier.value != id.value else { continue }
                emit(
                    .memberNameCollision(
                        id.range, name: id.value, first: earlier.range, firstName: earlier.value, member: member,
                        kind: kind))
                continue
            }
            // A plain member name (`album`, `album2`: lowercase letters and digits) has one type name (`Album`,
            // `Album2`), and every id with that type name has the same member name: it collides above, not here.
            // An id of one or two letters is the exception: `dm` is the type `DM`, like `dM` (`SwiftNames.typeName`).
            guard
                member != id.value || id.value.utf8.count <= 2
                    || id.value.utf8.contains(where: { !Checker.isLowercaseLetterOrDigit($0) })
            else { continue }
            checkTypeName(of: id, kind: kind, firstType: &firstType)
        }
    }

    /// Reports `id` when its type name (`SwiftNames.typeName`) is that of an earlier, different id in
    /// `firstType`; else records it there as the first with that type name.
    private mutating func checkTypeName(
        of id: Located<String>, kind: String, firstType: inout [String: Located<String>]
    ) {
        let type = SwiftNames.typeName(id.value)
        if let earlier = firstType[type], earlier.value != id.value {
            emit(
                .memberNameCollision(
                    id.range, name: id.value, first: earlier.range, firstName: earlier.value, member: type,
                    kind: kind))
        } else {
            firstType[type] = id
        }
    }
}

// MARK: - Fast paths

extension Checker {
    /// `checkMemberNames` for ids that are all their own member names, without the dictionary of member names:
    /// two of them share a member name only when they are equal, which is not reported, so what remains are the
    /// type names of each id's first occurrence that `checkMemberNames` checks, in the same order. It skips an id
    /// of lowercase letters and digits only there, so `ids` are the others (`ownMemberNamesWithTypes`), usually
    /// few.
    private mutating func checkTypeNames(_ ids: [Located<String>], kind: String) {
        guard !ids.isEmpty else { return }
        var seen: Set<String> = []
        var firstType: [String: Located<String>] = [:]
        for id in ids {
            // A repeated id found its first occurrence in `checkMemberNames` and was not checked again.
            guard seen.insert(id.value).inserted else { continue }
            checkTypeName(of: id, kind: kind, firstType: &firstType)
        }
    }
}

extension Checker {
    /// `enumMembers` as a list: four comparisons of strings (most fail at the length) cost less than hashing
    /// the member name to look it up in the set.
    static let enumMemberList = Array(enumMembers)

    /// The indices in `ids` of the ids that are their own member names (`Checker.memberName`'s common case:
    /// ASCII, starting with a lowercase letter, without `_`) but hold some byte other than a lowercase letter or
    /// digit; nil when some id is not its own member name. Then two ids share a member name only when they are
    /// equal, and only the ids listed can collide as type names (see `checkTypeNames`). One pass over each id's
    /// bytes.
    static func ownMemberNamesWithTypes(_ ids: [Located<String>]) -> [Int]? {
        var typed: [Int] = []
        for index in ids.indices {
            let kind =
                ids[index].value.utf8.withContiguousStorageIfAvailable(ownMemberNameKind)
                ?? ownMemberNameKind(Array(ids[index].value.utf8))
            guard let isTyped = kind else { return nil }
            if isTyped { typed.append(index) }
        }
        return typed
    }

    /// For the UTF-8 `bytes` of an id: nil when the id is not its own member name, else whether it holds some
    /// byte other than a lowercase letter or digit.
    private static func ownMemberNameKind(_ bytes: some Collection<UInt8>) -> Bool? {
        guard let first = bytes.first, first >= 0x61, first <= 0x7A else { return nil }
        var isTyped = false
        for byte in bytes {
            if byte >= 0x80 || byte == 0x5F { return nil }
            if !isLowercaseLetterOrDigit(byte) { isTyped = true }
        }
        // `dm` is the type `DM`, which `dM` also has (`SwiftNames.isShortInitialism`): short ids are checked as types.
        return isTyped || bytes.count <= 2
    }

    /// Whether `byte` is an ASCII lowercase letter or digit.
    static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// `SwiftNames.memberName(id)`, without its work for the common id that is already a member name: ASCII,
    /// starting with a lowercase letter, without `_` (then the member name is the id itself).
    static func memberName(_ id: String) -> String {
        // Over the id's bytes in place (`ownMemberNameKind`), not a `Character` made.
        let isPlain =
            id.utf8.withContiguousStorageIfAvailable { ownMemberNameKind($0) != nil }
            ?? (ownMemberNameKind(Array(id.utf8)) != nil)
        return isPlain ? id : SwiftNames.memberName(id)
    }

    /// The first of `generated` that is a dot-separated component of `type`: what
    /// `generated.first(where: type.split(separator: ".").map(String.init).contains)` gives. `asciiNames` is
    /// `generated` as bytes when every name is ASCII; then an ASCII type is scanned as bytes without
    /// allocating (other types take the path above).
    static func generatedComponent(of type: String, in generated: [String], asciiNames: [[UInt8]]?) -> String? {
        if let asciiNames {
            // The names' lengths, one bit each (63 for any longer): a component of another length is not compared.
            var lengths: UInt64 = 0
            for name in asciiNames { lengths |= 1 << min(name.count, 63) }
            // One pass over the bytes in place: nil when some byte is not ASCII, else the first name matched.
            let found: Int?? =
                type.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
                    var best: Int?
                    var start = 0
                    var bits: UInt8 = 0
                    for index in 0...bytes.count {
                        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ".")
                        bits |= byte
                        guard byte == UInt8(ascii: ".") else { continue }
                        let count = index - start
                        if count > 0, lengths & 1 << min(count, 63) != 0 {
                            let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
                            if let match = asciiNames.firstIndex(where: {
                                $0.count == count && $0.elementsEqual(component)
                            }) {
                                best = min(best ?? match, match)
                            }
                        }
                        start = index + 1
                    }
                    return bits >= 0x80 ? nil : .some(best)
                } ?? nil
            if let found { return found.map { generated[$0] } }
        }
        return generated.first(where: type.split(separator: ".").map(String.init).contains)
    }
}
