public import ScenecDiagnostics

/// The navigation graph of a scene (spec section 5): entry nodes, pages and stack views,
/// joined by edges that remember where they were declared.
///
/// Built from a lowered `Scene` without judging it: an edge to a page that does not exist
/// points at a node that `contains(_:)` says is absent, and the checker reports it. Nodes
/// and edges are kept in source order, so every query is deterministic.
public struct NavigationGraph: Sendable {
    /// A node of the graph.
    public enum Node: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The entry of side tab `index` (0-based), or of the single `root:` navigation.
        case tabEntry(Int)
        case rootEntry
        case attachmentEntry
        case page(PageID)
        /// A view of the page stack inside `page`.
        case view(page: PageID, view: ViewID)

        /// `tab[0]`, `root`, `attachment`, the page id, or `page.view`.
        public var description: String {
            switch self {
            case .tabEntry(let index): "tab[\(index)]"
            case .rootEntry: "root"
            case .attachmentEntry: "attachment"
            case .page(let id): id.rawValue
            case .view(let page, let view): "\(page.rawValue).\(view.rawValue)"
            }
        }

        /// Whether this is an entry node.
        public var isEntry: Bool {
            switch self {
            case .tabEntry, .rootEntry, .attachmentEntry: true
            default: false
            }
        }

        /// Orders by description (used only to break ties deterministically).
        public static func < (lhs: Node, rhs: Node) -> Bool { lhs.description < rhs.description }
    }

    /// What an edge means.
    public enum EdgeKind: String, Hashable, Sendable, CaseIterable {
        /// Entry -> its root page.
        case root
        /// Page -> page it pushes onto its stacked navigation.
        case push
        /// Page -> page shown in its pager, or page -> its stack's root view.
        case contains
        /// View -> view pushed on top of it.
        case stackPush
        /// View -> view that replaces it in place.
        case stackSwitch
        /// Page -> page it presents modally (§10.2).
        case present
    }

    /// A declared edge.
    public struct Edge: Hashable, Sendable {
        public var from: Node
        public var to: Node
        public var kind: EdgeKind
        /// For `push` edges: declared by `transition.next` (an interactive swipe).
        public var isGesture: Bool = false
        /// Where the target was written.
        public var range: SourceRange
    }

    /// Every node that is declared, in source order: entries first, then pages, each page's
    /// views after it.
    public private(set) var nodes: [Node] = []
    /// Every edge, in source order.
    public private(set) var edges: [Edge] = []
    /// The index in `nodes` of each declared node other than a page: the graph's only hashing of nodes, so searches
    /// run on indices. A page node is found through the scene's index of its pages (`pages`, `pageTable`) and
    /// `pageNodes`: its id was hashed once, when the scene was made.
    private var nodeIndices = NodeIndexTable()
    /// The scene's pages and the index of their ids (`Scene.pageIndex(of:)`), for `index(of: .page(id))`.
    private let pages: [Page]
    private let pageTable: PageIndexTable
    /// The indices in `edges` of the edges leaving each node, the node at index `i` owning
    /// `outgoingEdges[outgoingStarts[i]..<outgoingStarts[i + 1]]`, in source order: two arrays for the whole
    /// graph, where an array per node cost an allocation (and its growth) per node.
    private var outgoingEdges: [Int] = []
    private var outgoingStarts: [Int] = []
    /// The index in `nodes` of each edge's target, by edge index; -1 for an undeclared target.
    private var edgeTargets: [Int] = []
    /// The index in `nodes` of each edge's source, by edge index.
    private var edgeSources: [Int] = []
    /// The index in `nodes` of the node of each page of the scene, by index in `scene.pages` (a repeated id
    /// gives the node of its first page): `index(of: .page(id))` without hashing the id.
    public private(set) var pageNodes: [Int] = []
    /// The index in `scene.pages` of the page of each node, by index in `nodes` (the first page of a repeated id);
    /// -1 for an entry or a stack view: the way back from `pageNodes`, so a search along edges reaches pages
    /// without hashing their ids.
    public private(set) var nodePages: [Int] = []
    /// The index in `nodes` of the node of each stack view, the views of each page in a row, in scene order;
    /// `stackViewStarts[i]` is where the views of page `i` begin (one more entry marks the end).
    private var stackViewNodes: [Int] = []
    private var stackViewStarts: [Int] = []

    /// Builds the graph of `scene`.
    public init(_ scene: Scene) {
        pages = scene.pages
        pageTable = scene.pageIndices
        // One node per entry, page and stack view, one edge per reference: reserved, so the index is not rehashed
        // and no array is copied as it grows (the copies would leave freed blocks as large as the graph).
        var nodeCount = scene.tabs.count + 2 + scene.pages.count
        var edgeCount = scene.tabs.count + 2
        // Pages are read field by field, by index: a page is large, and copying each would cost more than its edges.
        for index in scene.pages.indices {
            edgeCount += scene.pages[index].push.count + (scene.pages[index].transition?.next == nil ? 0 : 1)
            edgeCount += scene.pages[index].pager?.tabs.count ?? 0
            edgeCount += scene.pages[index].present.count
            if let stack = scene.pages[index].stack {
                nodeCount += stack.views.count
                edgeCount += stack.views.reduce(1) { $0 + $1.push.count + $1.switchTo.count }
            }
        }
        nodeIndices = NodeIndexTable(capacity: nodeCount - scene.pages.count)
        nodes.reserveCapacity(nodeCount)
        nodePages.reserveCapacity(nodeCount)
        pageNodes.reserveCapacity(scene.pages.count)
        stackViewNodes.reserveCapacity(nodeCount - scene.pages.count - scene.tabs.count - 2)
        stackViewStarts.reserveCapacity(scene.pages.count + 1)
        edges.reserveCapacity(edgeCount)
        edgeSources.reserveCapacity(edgeCount)
        switch scene.navigation {
        case .tabs(let tabs):
            for (index, tab) in tabs.enumerated() {
                let entry = add(.tabEntry(index))
                addEdge(
                    Edge(from: .tabEntry(index), to: .page(tab.root.value), kind: .root, range: tab.root.range),
                    from: entry)
            }
        case .root(let root):
            let entry = add(.rootEntry)
            addEdge(Edge(from: .rootEntry, to: .page(root.value), kind: .root, range: root.range), from: entry)
        }
        if let attachment = scene.attachment {
            let entry = add(.attachmentEntry)
            addEdge(
                Edge(
                    from: .attachmentEntry, to: .page(attachment.page.value), kind: .root, range: attachment.page.range),
                from: entry)
        }
        for index in scene.pages.indices {
            let pageID = scene.pages[index].id.value
            let node = Node.page(pageID)
            // A page is a new node unless an earlier page declared its id: no search when no id repeats.
            let first = pageTable.hasRepeatedIDs ? pageTable.index(of: pageID, in: pages) ?? index : index
            let from: Int
            if first < index {
                from = pageNodes[first]
            } else {
                from = nodes.count
                nodes.append(node)
                nodePages.append(index)
            }
            pageNodes.append(from)
            stackViewStarts.append(stackViewNodes.count)
            for target in scene.pages[index].push {
                addEdge(Edge(from: node, to: .page(target.value), kind: .push, range: target.range), from: from)
            }
            if let next = scene.pages[index].transition?.next {
                addEdge(
                    Edge(from: node, to: .page(next.value), kind: .push, isGesture: true, range: next.range),
                    from: from)
            }
            for target in scene.pages[index].present {
                addEdge(Edge(from: node, to: .page(target.value), kind: .present, range: target.range), from: from)
            }
            for tab in scene.pages[index].pager?.tabs ?? [] {
                addEdge(
                    Edge(from: node, to: .page(tab.page.value), kind: .contains, range: tab.page.range), from: from)
            }
            if let stack = scene.pages[index].stack {
                addEdge(
                    Edge(
                        from: node, to: .view(page: pageID, view: stack.root.value), kind: .contains,
                        range: stack.root.range),
                    from: from)
                for view in stack.views {
                    let viewNode = Node.view(page: pageID, view: view.id.value)
                    let viewIndex = add(viewNode)
                    stackViewNodes.append(viewIndex)
                    for (targets, kind) in [(view.push, EdgeKind.stackPush), (view.switchTo, .stackSwitch)] {
                        for target in targets {
                            addEdge(
                                Edge(
                                    from: viewNode, to: .view(page: pageID, view: target.value), kind: kind,
                                    range: target.range),
                                from: viewIndex)
                        }
                    }
                }
            }
        }
        stackViewStarts.append(stackViewNodes.count)
        // By index, so that only each edge's target is copied, not the whole edge.
        edgeTargets = edges.indices.map { index(of: edges[$0].to) ?? -1 }
        // The edges of each node in a row, by a stable counting sort of the edges on their source.
        outgoingStarts = [Int](repeating: 0, count: nodes.count + 1)
        for source in edgeSources { outgoingStarts[source + 1] += 1 }
        for node in nodes.indices { outgoingStarts[node + 1] += outgoingStarts[node] }
        var next = outgoingStarts
        outgoingEdges = [Int](repeating: 0, count: edges.count)
        for edge in edgeSources.indices {
            outgoingEdges[next[edgeSources[edge]]] = edge
            next[edgeSources[edge]] += 1
        }
    }

    /// The index in `nodes` of the node of each view of the stack of the page at `pageIndex` in `scene.pages`, in
    /// the stack's order (a repeated view id gives its first node): `index(of: .view(page:view:))` for each view,
    /// without hashing ids. Empty for a page without a stack.
    public func stackViewNodes(ofPage pageIndex: Int) -> ArraySlice<Int> {
        stackViewNodes[stackViewStarts[pageIndex]..<stackViewStarts[pageIndex + 1]]
    }

    /// Declares `node`, an entry or a stack view (once), and returns its index.
    private mutating func add(_ node: Node) -> Int {
        let index = nodes.count
        // One search for a new node (the common case): a node declared again keeps its first index.
        let (existing, slot) = nodeIndices.search(node, in: nodes)
        if let existing { return existing }
        nodes.append(node)
        nodePages.append(-1)
        nodeIndices.insert(index, at: slot, of: nodes)
        return index
    }

    /// Adds `edge`, which leaves the node at index `from`.
    private mutating func addEdge(_ edge: Edge, from: Int) {
        edges.append(edge)
        edgeSources.append(from)
    }

    /// Whether `node` is declared in the scene.
    public func contains(_ node: Node) -> Bool { index(of: node) != nil }

    /// The index of `node` in `nodes`, if declared.
    public func index(of node: Node) -> Int? {
        if case .page(let id) = node { return pageTable.index(of: id, in: pages).map { pageNodes[$0] } }
        return nodeIndices.index(of: node, in: nodes)
    }

    /// The indices in `edges` of the edges leaving the node at `nodeIndex`, in source order.
    public func edgeIndices(from nodeIndex: Int) -> ArraySlice<Int> {
        outgoingEdges[outgoingStarts[nodeIndex]..<outgoingStarts[nodeIndex + 1]]
    }

    /// The index in `nodes` of the source of the edge at `edgeIndex` (always declared).
    public func sourceIndex(ofEdge edgeIndex: Int) -> Int { edgeSources[edgeIndex] }

    /// The index in `nodes` of the target of the edge at `edgeIndex`; nil when the target is not declared.
    public func targetIndex(ofEdge edgeIndex: Int) -> Int? {
        let target = edgeTargets[edgeIndex]
        return target < 0 ? nil : target
    }

    /// The entry nodes, in source order.
    public var entries: [Node] { nodes.filter(\.isEntry) }

    /// Every edge kind; the default of the queries below (a constant, so no call builds a set).
    public static let allEdgeKinds = Set(EdgeKind.allCases)

    /// The edges leaving `node`, in source order, optionally of the given kinds only.
    public func edges(from node: Node, kinds: Set<EdgeKind> = NavigationGraph.allEdgeKinds) -> [Edge] {
        guard let node = index(of: node) else { return [] }
        let indices = edgeIndices(from: node)
        var result: [Edge] = []
        result.reserveCapacity(indices.count)
        let allKinds = kinds.count == EdgeKind.allCases.count
        for index in indices where allKinds || kinds.contains(edges[index].kind) {
            result.append(edges[index])
        }
        return result
    }

    /// The pages `page` can push, in declaration order, without repeats (its `push` list,
    /// then `transition.next`), declared pages only.
    public func pushTargets(of page: PageID) -> [PageID] {
        var seen: Set<PageID> = []
        var result: [PageID] = []
        for edge in edges(from: .page(page), kinds: [.push]) {
            guard case .page(let target) = edge.to, contains(edge.to), seen.insert(target).inserted else { continue }
            result.append(target)
        }
        return result
    }

    /// Every node reachable from the entries along edges of `kinds` (declared nodes only).
    public func reachable(kinds: Set<EdgeKind> = NavigationGraph.allEdgeKinds) -> Set<Node> {
        breadthFirst(from: entries, kinds: kinds)
    }

    /// A shortest path of edges from any entry to `target` (breadth first, edges in source
    /// order, so the witness is deterministic); nil when unreachable.
    public func shortestPath(to target: Node, kinds: Set<EdgeKind> = NavigationGraph.allEdgeKinds) -> [Edge]? {
        shortestPath(from: entries, to: target, kinds: kinds)
    }

    /// A shortest path of edges from any of `sources` to `target`; `[]` when a source is the target.
    public func shortestPath(
        from sources: [Node], to target: Node, kinds: Set<EdgeKind> = NavigationGraph.allEdgeKinds
    ) -> [Edge]? {
        if sources.contains(target) { return [] }
        var via: [Node: Edge] = [:]
        var found = false
        breadthFirst(from: sources, kinds: kinds) { edge in
            via[edge.to] = edge
            found = edge.to == target
            return found
        }
        guard found else { return nil }
        var path: [Edge] = []
        var cursor = target
        while let step = via[cursor] {
            path.append(step)
            cursor = step.from
        }
        return path.reversed()
    }

    /// The nodes reached from `sources` along edges of `kinds` (declared nodes only), breadth first with edges in
    /// source order; `reached` is called with the edge that first reaches each node and stops the search by
    /// returning true.
    @discardableResult
    private func breadthFirst(
        from sources: [Node], kinds: Set<EdgeKind>, reached: (Edge) -> Bool = { _ in false }
    ) -> Set<Node> {
        var seen = Set(sources)
        var queue = sources
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            for edge in edges(from: node, kinds: kinds) where contains(edge.to) && seen.insert(edge.to).inserted {
                if reached(edge) { return seen }
                queue.append(edge.to)
            }
        }
        return seen
    }
}

/// The index of each node of a graph in its `nodes` (every node but the pages), by hash: open addressing with
/// linear probing, the nodes themselves staying in `nodes`. It replaces a `[Node: Int]`, whose generic storage costs
/// a search of the program's protocol conformances when first made (a quarter of a million instructions, for every
/// scene) and more per lookup than these few array reads.
struct NodeIndexTable: Sendable {
    /// The index in `nodes` of the node hashed to each slot, or -1; a power of two, at least twice the nodes.
    private var slots: [Int]
    /// The number of nodes in the table.
    private var count = 0

    /// A table with room for `capacity` nodes before it grows (the graph reserves every node it declares).
    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int](repeating: -1, count: size)
    }

    /// The index of `node` in `nodes` (the nodes this table indexes) if it is there; else nil and the empty slot
    /// where it belongs. `insert` keeps the table at most half full, so the probe ends at an empty slot; were that
    /// ever broken, the search stops with a trap after visiting every slot instead of looping forever.
    func search(_ node: NavigationGraph.Node, in nodes: [NavigationGraph.Node]) -> (index: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = node.hashValue & mask
        var probes = 1
        while slots[slot] >= 0 {
            if nodes[slots[slot]] == node { return (slots[slot], slot) }
            precondition(probes < slots.count, "NodeIndexTable: no empty slot; insert keeps the table half empty")
            slot = (slot + 1) & mask
            probes += 1
        }
        return (nil, slot)
    }

    /// The index of `node` in `nodes`, if it is there.
    func index(of node: NavigationGraph.Node, in nodes: [NavigationGraph.Node]) -> Int? {
        search(node, in: nodes).index
    }

    /// Records that `nodes[index]` belongs at `slot` (an empty slot that `search` gave for it). Past half full the
    /// table doubles and places again every node of `nodes` but the pages (all of those are in the table), so a
    /// search always ends at an empty slot.
    mutating func insert(_ index: Int, at slot: Int, of nodes: [NavigationGraph.Node]) {
        slots[slot] = index
        count += 1
        guard 2 * count > slots.count else { return }
        slots = [Int](repeating: -1, count: 2 * slots.count)
        let mask = slots.count - 1
        for placed in nodes.indices {
            // Pages are not in the table (`NavigationGraph.index(of:)` finds them through the scene's pages).
            if case .page = nodes[placed] { continue }
            var free = nodes[placed].hashValue & mask
            while slots[free] >= 0 { free = (free + 1) & mask }
            slots[free] = placed
        }
    }
}
