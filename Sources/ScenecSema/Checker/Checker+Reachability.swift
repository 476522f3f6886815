import ScenecDiagnostics

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
    mutating func checkPushHosts() {
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

    mutating func checkReachability() {
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
    mutating func checkContainmentCycles() {
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
