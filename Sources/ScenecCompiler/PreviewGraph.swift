import ScenecLayout
import ScenecOutput

/// The navigation graph of `scenec preview`, drawn as an SVG when the page is written: the nodes and edges of
/// `scenec graph --format json` (entries, pages, stack views, links; root, push, swipe, contains, stack push and
/// switch, present and link edges), laid out in layers from left to right by scenec itself, so the page needs no
/// Graphviz and loads nothing. Each node is a `<g class="gnode" data-node=ID data-kind=KIND>` and each edge a
/// `<path class="gedge" data-from=ID data-to=ID data-kind=KIND>` (`swipe` for a gesture push), which the page's
/// script makes clickable (a page opens its first state) and the tests read.
///
/// The layout: a node's layer is its distance from the entries along the graph's edges (breadth first; a node no
/// edge reaches starts a layer 0 of its own; a link sits in the layer before the page it opens), nodes in a layer
/// after the first are ordered by four sweeps of the mean position of their neighbours in the layer before and
/// after (ties by source order), and every edge is a curve from its source's right side to its target's left side
/// (round the right of both for an edge that goes back or stays in its layer). Deterministic: the same graph gives
/// the same bytes.
enum PreviewGraph {
    struct Node {
        var id: String
        var kind: String
        var name: String
    }

    struct Edge {
        var from: String
        var to: String
        /// The edge's kind, `swipe` for a gesture push.
        var kind: String
    }

    /// Nodes and edges from the JSON of `GraphExport.json()`.
    static func read(_ graph: JSONValue) -> (nodes: [Node], edges: [Edge]) {
        func field(_ value: JSONValue, _ key: String) -> JSONValue? {
            guard case .object(let pairs) = value else { return nil }
            return pairs.first { $0.0 == key }?.1
        }
        func text(_ value: JSONValue?) -> String {
            if case .string(let text)? = value { return text }
            return ""
        }
        var nodes: [Node] = []
        var edges: [Edge] = []
        if case .array(let values)? = field(graph, "nodes") {
            nodes = values.map {
                Node(id: text(field($0, "id")), kind: text(field($0, "kind")), name: text(field($0, "name")))
            }
        }
        if case .array(let values)? = field(graph, "edges") {
            edges = values.map { value in
                let gesture = if case .bool(true)? = field(value, "gesture") { true } else { false }
                return Edge(
                    from: text(field(value, "from")), to: text(field(value, "to")),
                    kind: gesture ? "swipe" : text(field(value, "kind")))
            }
        }
        return (nodes, edges)
    }

    static let nodeHeight = 26.0
    static let rowGap = 14.0
    static let columnGap = 70.0
    static let margin = 12.0

    /// The width of a node's box for its label (about 7 pt per character of 12 pt Helvetica, plus padding).
    static func width(_ node: Node) -> Double {
        Double(label(node).unicodeScalars.count) * 7 + 16
    }

    /// What a node's box says: a page or view its id, an entry its kind and name, a link its case name.
    static func label(_ node: Node) -> String {
        switch node.kind {
        case "page", "view": node.name
        case "tab": "tab: " + node.name
        case "link": "link: " + node.name
        default: node.name
        }
    }

    /// The SVG of the graph.
    static func svg(_ graph: JSONValue) -> String {
        let (nodes, edges) = read(graph)
        guard !nodes.isEmpty else { return "" }
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
        let drawn = edges.filter { index[$0.from] != nil && index[$0.to] != nil }
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        var incoming = [[Int]](repeating: [], count: nodes.count)
        for edge in drawn {
            let from = index[edge.from]!
            let to = index[edge.to]!
            guard from != to else { continue }
            outgoing[from].append(to)
            incoming[to].append(from)
        }
        // Layers: breadth first from the entries, then from any other node nothing points at and any node not
        // reached; a link sits in the layer before the page it opens.
        var layer = [Int](repeating: -1, count: nodes.count)
        var queue: [Int] = []
        func search(from starts: [Int]) {
            for start in starts where layer[start] < 0 {
                layer[start] = 0
                queue.append(start)
            }
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in outgoing[node] where layer[next] < 0 {
                    layer[next] = layer[node] + 1
                    queue.append(next)
                }
            }
            queue.removeAll()
        }
        let isLink = nodes.map { $0.kind == "link" }
        search(from: nodes.indices.filter { incoming[$0].isEmpty && !isLink[$0] && nodes[$0].kind != "page" })
        search(from: nodes.indices.filter { incoming[$0].isEmpty && !isLink[$0] })
        for node in nodes.indices where layer[node] < 0 && !isLink[node] { search(from: [node]) }
        for node in nodes.indices where isLink[node] {
            layer[node] = max(0, (outgoing[node].map { layer[$0] }.min() ?? 1) - 1)
        }
        let layerCount = (layer.max() ?? 0) + 1
        var layers = [[Int]](repeating: [], count: layerCount)
        for node in nodes.indices { layers[layer[node]].append(node) }
        // Order inside each layer: mean position of the neighbours in the layer before (then after), four sweeps.
        var position = [Double](repeating: 0, count: nodes.count)
        func number() {
            for nodesOfLayer in layers {
                for (rank, node) in nodesOfLayer.enumerated() { position[node] = Double(rank) }
            }
        }
        number()
        for sweep in 0..<4 {
            // The first layer (the entries, in the scene's order) keeps its order.
            let order = sweep % 2 == 0 ? Array(1..<max(1, layerCount)) : Array((1..<max(1, layerCount - 1)).reversed())
            for current in order {
                let neighbours = sweep % 2 == 0 ? incoming : outgoing
                let adjacent = sweep % 2 == 0 ? current - 1 : current + 1
                func key(_ node: Int) -> Double {
                    let near = neighbours[node].filter { layer[$0] == adjacent }
                    guard !near.isEmpty else { return position[node] }
                    return near.map { position[$0] }.reduce(0, +) / Double(near.count)
                }
                let keyed = layers[current].map { (key($0), $0) }
                layers[current] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
                for (rank, node) in layers[current].enumerated() { position[node] = Double(rank) }
            }
        }
        // Coordinates: columns as wide as their widest node.
        var x = [Double](repeating: 0, count: nodes.count)
        var y = [Double](repeating: 0, count: nodes.count)
        var w = [Double](repeating: 0, count: nodes.count)
        var left = margin
        var tallest = 0
        for nodesOfLayer in layers {
            let columnWidth = nodesOfLayer.map { width(nodes[$0]) }.max() ?? 0
            for (rank, node) in nodesOfLayer.enumerated() {
                x[node] = left
                y[node] = margin + Double(rank) * (nodeHeight + rowGap)
                w[node] = width(nodes[node])
            }
            tallest = max(tallest, nodesOfLayer.count)
            left += columnWidth + columnGap
        }
        let legendWidth = colours.reduce(margin) { $0 + 56 + Double($1.kind.count) * 7 }
        let totalWidth = max(left - columnGap + margin + 40, legendWidth)
        let bottom = margin + Double(tallest) * (nodeHeight + rowGap) - rowGap
        let legendY = bottom + 40
        let totalHeight = legendY + 16
        func n(_ value: Double) -> String { NumberText.format((value * 10).rounded() / 10) }
        var out = ""
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"graphDrawing\" role=\"group\" "
        out += "aria-label=\"Navigation graph\" width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" "
        out += "viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\" "
        out += "font-size=\"12\">\n<defs>"
        for (kind, colour) in colours {
            out += "<marker id=\"arrow-\(kind)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" "
            out +=
                "markerHeight=\"8\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0L10,5L0,10z\" fill=\"\(colour)\"/></marker>"
        }
        out += "</defs>\n"
        for edge in drawn {
            let from = index[edge.from]!
            let to = index[edge.to]!
            let startX = x[from] + w[from]
            let startY = y[from] + nodeHeight / 2
            let endY = y[to] + nodeHeight / 2
            let d: String
            if from == to {
                // A page that pushes itself: a loop above its box.
                let cx = x[from] + w[from] / 2
                d =
                    "M\(n(cx - 6)),\(n(y[from]))C\(n(cx - 20)),\(n(y[from] - 24)) \(n(cx + 20)),\(n(y[from] - 24)) "
                    + "\(n(cx + 6)),\(n(y[from]))"
            } else if layer[to] > layer[from] {
                let endX = x[to]
                let bend = (endX - startX) / 2
                d =
                    "M\(n(startX)),\(n(startY))C\(n(startX + bend)),\(n(startY)) \(n(endX - bend)),\(n(endY)) "
                    + "\(n(endX)),\(n(endY))"
            } else {
                // Back to an earlier layer or within one: out of the source's right side and round into the
                // target's right side, bulging right of both.
                let endX = x[to] + w[to]
                let bulge = max(startX, endX) + 28 + abs(startY - endY) / 8
                d =
                    "M\(n(startX)),\(n(startY))C\(n(bulge)),\(n(startY)) \(n(bulge)),\(n(endY)) "
                    + "\(n(endX)),\(n(endY))"
            }
            let kind = colours.contains { $0.kind == edge.kind } ? edge.kind : "push"
            out += "<path class=\"gedge\" data-from=\"\(LayoutSVG.escape(edge.from))\" "
            out += "data-to=\"\(LayoutSVG.escape(edge.to))\" data-kind=\"\(LayoutSVG.escape(edge.kind))\" d=\"\(d)\" "
            out += "fill=\"none\" stroke=\"\(colour(kind))\"\(dash(kind)) marker-end=\"url(#arrow-\(kind))\">"
            out += "<title>\(LayoutSVG.escape(edge.kind + ": " + edge.from + " → " + edge.to))</title></path>\n"
        }
        for (position, node) in nodes.enumerated() where index[node.id] == position {
            let isPage = node.kind == "page"
            out += "<g class=\"gnode\" data-node=\"\(LayoutSVG.escape(node.id))\" data-kind=\"\(node.kind)\""
            if isPage {
                out += " data-page=\"\(LayoutSVG.escape(node.name))\" tabindex=\"0\" role=\"button\" "
                out += "aria-label=\"Open the first state of page \(LayoutSVG.escape(node.name))\""
            } else {
                out += " aria-label=\"\(LayoutSVG.escape(node.kind + " " + label(node)))\""
            }
            out += "><rect x=\"\(n(x[position]))\" y=\"\(n(y[position]))\" width=\"\(n(w[position]))\" "
            out += "height=\"\(n(nodeHeight))\" rx=\"\(isPage ? 4 : 13)\"/>"
            out += "<text x=\"\(n(x[position] + w[position] / 2))\" y=\"\(n(y[position] + 17))\" "
            out += "text-anchor=\"middle\">\(LayoutSVG.escape(label(node)))</text></g>\n"
        }
        // The legend: one short line per edge kind.
        var legendX = margin
        for (kind, _) in colours {
            out += "<path d=\"M\(n(legendX)),\(n(legendY))h26\" stroke=\"\(colour(kind))\"\(dash(kind)) "
            out += "marker-end=\"url(#arrow-\(kind))\"/>"
            out += "<text x=\"\(n(legendX + 32))\" y=\"\(n(legendY + 4))\">\(kind)</text>\n"
            legendX += 56 + Double(kind.count) * 7
        }
        out += "</svg>\n"
        return out
    }

    /// Each edge kind's colour, in the legend's order.
    static let colours: [(kind: String, colour: String)] = [
        ("root", "#9aa0a6"), ("push", "#222222"), ("swipe", "#222222"), ("present", "#7b3fb5"), ("link", "#1e8a4c"),
        ("contains", "#9aa0a6"), ("stackPush", "#2f6fd6"), ("stackSwitch", "#2f6fd6"),
    ]

    static func colour(_ kind: String) -> String {
        colours.first { $0.kind == kind }?.colour ?? "#222222"
    }

    /// The stroke's dashes and width for a kind (as `graph --format dot` draws them).
    static func dash(_ kind: String) -> String {
        switch kind {
        case "swipe", "present": " stroke-dasharray=\"6 4\""
        case "link", "stackSwitch": " stroke-dasharray=\"2 3\""
        case "contains": " stroke-width=\"2.5\""
        default: ""
        }
    }
}
