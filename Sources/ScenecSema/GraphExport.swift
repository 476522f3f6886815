public import ScenecDiagnostics
public import ScenecOutput

/// Prints a scene's navigation graph for people and tools: Graphviz DOT, a Mermaid
/// flowchart, or JSON. Pure and deterministic: nodes and edges come out in the graph's
/// source order, never from a Dictionary or Set. Edges to undeclared nodes (only present
/// in scenes with errors) are left out.
///
/// Node ids are `entry:tab[0]`, `entry:root`, `entry:attachment`, `page:<id>` and
/// `view:<page>.<view>` in DOT and JSON; Mermaid uses `n0`, `n1`, … in node order, because
/// its ids cannot hold every character and some words (`end`) are reserved.
public struct GraphExport: Sendable {
    /// The scene the graph was built from (titles and locations).
    public let scene: Scene
    public let graph: NavigationGraph
    /// The scene's file, for 1-based line and UTF-8 byte column numbers.
    public let file: SourceFile

    /// Creates an exporter.
    public init(scene: Scene, graph: NavigationGraph, file: SourceFile) {
        self.scene = scene
        self.graph = graph
        self.file = file
    }

    /// The declared nodes, in source order.
    private var nodes: [NavigationGraph.Node] { graph.nodes }

    /// The edges between declared nodes, in source order.
    private var edges: [NavigationGraph.Edge] {
        graph.edges.filter { graph.contains($0.from) && graph.contains($0.to) }
    }

    /// The stable id of `node` in DOT and JSON.
    public static func id(_ node: NavigationGraph.Node) -> String {
        switch node {
        case .tabEntry, .rootEntry, .attachmentEntry: "entry:\(node)"
        case .page(let page): "page:\(page)"
        case .view(let page, let view): "view:\(page).\(view)"
        }
    }

    /// The node's kind in JSON: `tab`, `root`, `attachment`, `page` or `view`.
    public static func kind(_ node: NavigationGraph.Node) -> String {
        switch node {
        case .tabEntry: "tab"
        case .rootEntry: "root"
        case .attachmentEntry: "attachment"
        case .page: "page"
        case .view: "view"
        }
    }

    /// A short name for the node: the tab's title, `root`, `attachment`, or the id.
    private func name(_ node: NavigationGraph.Node) -> String {
        switch node {
        case .tabEntry(let index): index < scene.tabs.count ? scene.tabs[index].title.value : "tab \(index)"
        case .rootEntry: "root"
        case .attachmentEntry: "attachment"
        case .page(let page): page.rawValue
        case .view(_, let view): view.rawValue
        }
    }

    /// The page's title, if it declares one.
    private func title(_ node: NavigationGraph.Node) -> String? {
        guard case .page(let id) = node else { return nil }
        return scene.page(id)?.title?.value
    }

    /// Where the node was declared.
    private func range(_ node: NavigationGraph.Node) -> SourceRange? {
        switch node {
        case .tabEntry(let index): index < scene.tabs.count ? scene.tabs[index].range : nil
        case .rootEntry:
            if case .root(let root) = scene.navigation { root.range } else { nil }
        case .attachmentEntry: scene.attachment?.range
        case .page(let id): scene.page(id)?.id.range
        case .view(let page, let view): scene.page(page)?.stack?.view(view)?.id.range
        }
    }

    // MARK: - DOT

    /// A Graphviz digraph: a cluster per side tab (its entry and root page) and per page stack
    /// (its views). Edge styles: `root` grey, `push` solid, a gesture push dashed with the label
    /// "swipe", `contains` bold, `stackPush` blue, `stackSwitch` blue and dotted with "switch", `present` purple
    /// and dashed with "present".
    public func dot() -> String {
        var out = "digraph \(GraphExport.dotQuoted(scene.name.value)) {\n"
        out += "    graph [rankdir=LR, fontname=\"Helvetica\"];\n"
        out += "    node [fontname=\"Helvetica\", shape=box];\n"
        out += "    edge [fontname=\"Helvetica\"];\n"
        var placed: Set<NavigationGraph.Node> = []
        for (index, tab) in scene.tabs.enumerated() {
            let entry = NavigationGraph.Node.tabEntry(index)
            let root = NavigationGraph.Node.page(tab.root.value)
            out += "\n    subgraph \(GraphExport.dotQuoted("cluster_tab_\(index)")) {\n"
            out += "        label=\(GraphExport.dotQuoted("tab \(index): \(tab.title.value)"));\n"
            out += "        " + dotNode(entry) + "\n"
            placed.insert(entry)
            if graph.contains(root), placed.insert(root).inserted {
                out += "        " + dotNode(root) + "\n"
            }
            out += "    }\n"
        }
        var stacks: [(page: PageID, views: [NavigationGraph.Node])] = []
        var firstFree = true
        for node in nodes where !placed.contains(node) {
            if case .view(let page, _) = node {
                if stacks.last?.page == page {
                    stacks[stacks.count - 1].views.append(node)
                } else {
                    stacks.append((page, [node]))
                }
                continue
            }
            if firstFree { out += "\n" }
            firstFree = false
            out += "    " + dotNode(node) + "\n"
            placed.insert(node)
        }
        for (page, views) in stacks {
            out += "\n    subgraph \(GraphExport.dotQuoted("cluster_stack_\(page)")) {\n"
            out += "        label=\(GraphExport.dotQuoted("stack of \(page)"));\n"
            for view in views { out += "        " + dotNode(view) + "\n" }
            out += "    }\n"
        }
        if !edges.isEmpty { out += "\n" }
        for edge in edges {
            out +=
                "    \(GraphExport.dotQuoted(GraphExport.id(edge.from))) -> "
                + "\(GraphExport.dotQuoted(GraphExport.id(edge.to))) [\(dotStyle(edge))];\n"
        }
        let links = self.links
        if !links.isEmpty { out += "\n" }
        for link in links {
            out +=
                "    \(GraphExport.dotQuoted(link.id)) [label=\(GraphExport.dotQuoted(link.url)), shape=cds, "
                + "style=filled, fillcolor=\"honeydew\"];\n"
        }
        for link in links {
            out +=
                "    \(GraphExport.dotQuoted(link.id)) -> \(GraphExport.dotQuoted(GraphExport.id(.page(link.target)))) "
                + "[kind=link, style=dotted, color=\"darkgreen\", label=\(GraphExport.dotQuoted(link.path))];\n"
        }
        return out + "}\n"
    }

    private func dotNode(_ node: NavigationGraph.Node) -> String {
        let shape: String
        switch node {
        case .tabEntry, .rootEntry, .attachmentEntry: shape = "ellipse, style=filled, fillcolor=\"gray90\""
        case .page: shape = "box"
        case .view: shape = "box, style=rounded"
        }
        let label = [name(node), title(node)].compactMap { $0 }.joined(separator: "\n")
        return "\(GraphExport.dotQuoted(GraphExport.id(node))) [label=\(GraphExport.dotQuoted(label)), shape=\(shape)];"
    }

    private func dotStyle(_ edge: NavigationGraph.Edge) -> String {
        switch edge.kind {
        case .root: "kind=root, color=\"gray50\""
        case .push: edge.isGesture ? "kind=push, style=dashed, label=\"swipe\"" : "kind=push, style=solid"
        case .contains: "kind=contains, style=bold"
        case .stackPush: "kind=stackPush, color=\"blue\""
        case .stackSwitch: "kind=stackSwitch, style=dotted, color=\"blue\", label=\"switch\""
        case .present: "kind=present, style=dashed, color=\"purple\", label=\"present\""
        }
    }

    /// `text` as a DOT quoted string: `\` and `"` escaped, line breaks as `\n`, other
    /// control characters dropped.
    public static func dotQuoted(_ text: String) -> String {
        ScalarEscaping.quoted(text, dotEscapes) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "" : nil
        }
    }

    private static let dotEscapes = ScalarEscaping.Table(["\\": "\\\\", "\"": "\\\"", "\n": "\\n"])

    // MARK: - Mermaid

    /// A Mermaid `flowchart LR`. Nodes: entries `n0(["Browse"])`, pages `n1["browse (Browse)"]`,
    /// views `n2("pickup")` inside `subgraph sK["stack of map"]` … `end`. Edges: `root` and
    /// `push` `-->`, a gesture push `-.->|"swipe"|`, `contains` `==>`, `stackPush`
    /// `-->|"push"|`, `stackSwitch` `-.->|"switch"|`, `present` `-.->|"present"|`.
    public func mermaid() -> String {
        var index: [NavigationGraph.Node: Int] = [:]
        for (offset, node) in nodes.enumerated() { index[node] = offset }
        func id(_ node: NavigationGraph.Node) -> String { "n\(index[node] ?? 0)" }

        var out = "flowchart LR\n"
        var stack: (page: PageID, number: Int)?
        var stackCount = 0
        for node in nodes {
            let inStack: PageID? = if case .view(let page, _) = node { page } else { nil }
            if let open = stack, open.page != inStack {
                out += "    end\n"
                stack = nil
            }
            if let page = inStack, stack == nil {
                out += "    subgraph s\(stackCount)[\(GraphExport.mermaidQuoted("stack of \(page)"))]\n"
                stack = (page, stackCount)
                stackCount += 1
            }
            let indent = stack == nil ? "    " : "        "
            let label = GraphExport.mermaidQuoted(
                [name(node), title(node).map { "(\($0))" }].compactMap { $0 }
                    .joined(separator: " "))
            switch node {
            case .tabEntry, .rootEntry, .attachmentEntry: out += "\(indent)\(id(node))([\(label)])\n"
            case .page: out += "\(indent)\(id(node))[\(label)]\n"
            case .view: out += "\(indent)\(id(node))(\(label))\n"
            }
        }
        if stack != nil { out += "    end\n" }
        for edge in edges {
            let arrow: String
            switch edge.kind {
            case .root: arrow = "-->"
            case .push: arrow = edge.isGesture ? "-.->|\"swipe\"|" : "-->"
            case .contains: arrow = "==>"
            case .stackPush: arrow = "-->|\"push\"|"
            case .stackSwitch: arrow = "-.->|\"switch\"|"
            case .present: arrow = "-.->|\"present\"|"
            }
            out += "    \(id(edge.from)) \(arrow) \(id(edge.to))\n"
        }
        let links = self.links
        for (offset, link) in links.enumerated() {
            out += "    n\(nodes.count + offset)>\(GraphExport.mermaidQuoted(link.url))]\n"
        }
        for (offset, link) in links.enumerated() {
            out +=
                "    n\(nodes.count + offset) -.->|\(GraphExport.mermaidQuoted(link.path))| \(id(.page(link.target)))\n"
        }
        return out
    }

    /// `text` as a Mermaid quoted label: `#`, `"`, `<`, `>` and backticks as entity codes, line
    /// breaks and other control characters as spaces.
    public static func mermaidQuoted(_ text: String) -> String {
        ScalarEscaping.quoted(text, mermaidEscapes) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? " " : nil
        }
    }

    private static let mermaidEscapes = ScalarEscaping.Table([
        "#": "#35;", "\"": "#quot;", "<": "#lt;", ">": "#gt;", "`": "#96;",
    ])

    // MARK: - JSON

    /// `{"scene", "nodes": [{id, kind, name, title?, page?, view?, line, column}],
    /// "edges": [{from, to, kind, gesture, line, column}]}`; lines and columns are 1-based,
    /// columns count UTF-8 bytes; an edge's location is where its target is written.
    public func json() -> JSONValue {
        let nodeValues: [JSONValue] = nodes.map { node in
            var pairs: [(String, JSONValue)] = [
                ("id", .string(GraphExport.id(node))), ("kind", .string(GraphExport.kind(node))),
                ("name", .string(name(node))),
            ]
            switch node {
            case .page: pairs.append(("title", .string(title(node))))
            case .view(let page, _): pairs.append(("page", .string(page.rawValue)))
            default: break
            }
            pairs += location(range(node))
            return .object(pairs)
        }
        let edgeValues: [JSONValue] = edges.map { edge in
            .object(
                [
                    ("from", .string(GraphExport.id(edge.from))), ("to", .string(GraphExport.id(edge.to))),
                    ("kind", .string(edge.kind.rawValue)), ("gesture", .bool(edge.isGesture)),
                ] + location(edge.range))
        }
        let links = self.links
        let linkNodes: [JSONValue] = links.map { link in
            .object(
                [
                    ("id", .string(link.id)), ("kind", .string("link")), ("name", .string(link.name)),
                    ("url", .string(link.url)),
                ] + location(link.range))
        }
        let linkEdges: [JSONValue] = links.map { link in
            .object(
                [
                    ("from", .string(link.id)), ("to", .string(GraphExport.id(.page(link.target)))),
                    ("kind", .string("link")), ("gesture", .bool(false)), ("path", .string(link.path)),
                ] + location(link.pathRange))
        }
        return .object([
            ("scene", .string(scene.name.value)), ("nodes", .array(nodeValues + linkNodes)),
            ("edges", .array(edgeValues + linkEdges)),
        ])
    }

    // MARK: - Links (§10.3)

    /// A link drawn as a node (its URL pattern) with an edge to the page its path opens.
    struct DrawnLink {
        /// `link:<case name>`.
        var id: String
        var name: String
        var url: String
        var path: String
        /// The last page of the path.
        var target: PageID
        var range: SourceRange
        var pathRange: SourceRange
    }

    /// The links whose path names only declared pages, in source order (none in most scenes, so every earlier
    /// graph prints as before).
    var links: [DrawnLink] {
        guard !scene.links.isEmpty else { return [] }
        let names = Link.caseNames(of: scene.links)
        return zip(scene.links, names).compactMap { link, name in
            guard let last = link.steps.last, link.steps.allSatisfy({ graph.contains(.page($0.page.value)) })
            else { return nil }
            let path = link.steps.enumerated().map { index, step in
                (index == 0 ? "" : step.isPresentation ? "|" : ",") + step.page.value.rawValue
            }.joined()
            return DrawnLink(
                id: "link:\(name)", name: name, url: link.url.value, path: path, target: last.page.value,
                range: link.url.range, pathRange: link.path.range)
        }
    }

    private func location(_ range: SourceRange?) -> [(String, JSONValue)] {
        guard let range else { return [("line", .null), ("column", .null)] }
        let start = file.location(of: range.start)
        return [("line", .int(start.line)), ("column", .int(start.column))]
    }
}
