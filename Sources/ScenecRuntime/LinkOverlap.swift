/// Whether two links can match one URL (scene format 10.3: "no two links may match the same URL"),
/// with a witness URL that both match.
///
/// ## The rule
///
/// Two routes overlap exactly when some URL matches both (`LinkRoute.match`). Because matching
/// looks at each part of a URL on its own, that holds exactly when all of these hold:
/// - the schemes and the hosts are equal, ignoring ASCII case, and the paths have as many segments;
/// - at every path position: two literals are equal; a literal and a placeholder clash when the
///   placeholder's type accepts the literal (`/album/new` and `/album/{albumID}` overlap when
///   `albumID` is a `String`, not when it is an `Int`); two placeholders clash when their types
///   accept a common text (`Int` and `Double` do, `Int` and `Bool` do not);
/// - for every query key the two patterns share, if either argument cannot be absent, the two types
///   accept a common value (an empty `String` included). A key only one pattern has never prevents an
///   overlap: the other pattern ignores it.
///
/// A common text of two types is searched among the union of their samples
/// (`LinkArgument`'s samples), which is exact: a finite type (`Bool`, a choice) lists all its
/// texts, and any two infinite types that share a text share one of the samples (`String` accepts every
/// non-empty sample, `Int` and `Double` share `1`, a `URL` needs a `:` that no number or `UUID` has,
/// and a `UUID` has dashes that no number has).
///
/// ## The witness
///
/// The witness is built with the first route's scheme and host, the literals, the common texts at
/// placeholders, and the query items one of the routes needs (each encoded as `LinkRoute.url(for:)`
/// does), so both routes match it; the tests check that on random patterns against a brute-force
/// search.
public enum LinkOverlap {
    /// A URL both routes match, or nil when no URL does.
    public static func witness(_ first: LinkRoute, _ second: LinkRoute) -> String? {
        let a = first.pattern
        let b = second.pattern
        guard a.segments.count == b.segments.count,
            LinkURLParts.lowercasedASCII(a.scheme.utf8) == LinkURLParts.lowercasedASCII(b.scheme.utf8),
            LinkURLParts.lowercasedASCII(a.host.utf8) == LinkURLParts.lowercasedASCII(b.host.utf8)
        else { return nil }
        var url = a.scheme + "://" + a.host
        for (left, right) in zip(a.segments, b.segments) {
            guard let text = commonSegment(left, first, right, second) else { return nil }
            url += "/" + LinkPercentEncoding.encodeSegment(text)
        }
        var separator = "?"
        var written: Set<String> = []
        for (route, other) in [(first, second), (second, first)] {
            for item in route.pattern.queryItems where !written.contains(item.key) {
                guard let argument = route.arguments[item.placeholder] else { return nil }
                let otherItem = other.pattern.queryItems.first { $0.key.utf8.elementsEqual(item.key.utf8) }
                let otherArgument = otherItem.flatMap { other.arguments[$0.placeholder] }
                if argument.mayBeAbsent && (otherArgument == nil || otherArgument!.mayBeAbsent) {
                    continue  // left out: both accept its absence
                }
                let arguments = [argument] + (otherArgument.map { [$0] } ?? [])
                guard let text = commonText(arguments, inQuery: true) else { return nil }
                written.insert(item.key)
                url += separator + LinkPercentEncoding.encode(item.key) + "=" + LinkPercentEncoding.encode(text)
                separator = "&"
            }
        }
        return url
    }

    /// True when some URL matches both routes.
    public static func overlaps(_ first: LinkRoute, _ second: LinkRoute) -> Bool {
        witness(first, second) != nil
    }

    /// The decoded text of one path position that both segments accept.
    static func commonSegment(
        _ left: LinkPattern.Segment, _ leftRoute: LinkRoute, _ right: LinkPattern.Segment, _ rightRoute: LinkRoute
    ) -> String? {
        switch (left, right) {
        case (.literal(let x), .literal(let y)):
            return x.utf8.elementsEqual(y.utf8) ? x : nil
        case (.literal(let literal), .placeholder(let name)):
            return rightRoute.arguments[name]?.accepts(literal, inQuery: false) == true ? literal : nil
        case (.placeholder(let name), .literal(let literal)):
            return leftRoute.arguments[name]?.accepts(literal, inQuery: false) == true ? literal : nil
        case (.placeholder(let x), .placeholder(let y)):
            guard let xArgument = leftRoute.arguments[x], let yArgument = rightRoute.arguments[y] else { return nil }
            return commonText([xArgument, yArgument], inQuery: false)
        }
    }

    /// A text every type accepts, from their samples (exact for one or two types, see the type's doc).
    static func commonText(_ arguments: [LinkArgument], inQuery: Bool) -> String? {
        for argument in arguments {
            for sample in argument.samples where arguments.allSatisfy({ $0.accepts(sample, inQuery: inQuery) }) {
                return sample
            }
        }
        return nil
    }
}

/// The overlapping pairs among many routes, without comparing every pair: routes are grouped by
/// scheme, host and segment count (only routes in one group can overlap), and inside a group split
/// position by position into cells, so that two routes are compared only when every earlier segment can
/// agree. A cell holds the routes whose segment at that position accepts the same texts: a literal (its one
/// text), a placeholder of a finite type (`Bool`, a list type: the texts it lists, so `{kind}` of `[a, b]`
/// and the literal `a` meet, and two list types meet only when they share a string), or a placeholder of an
/// infinite type (`String`, `Int`, `Double`, `UUID`, `URL`: one cell per type). Two cells meet when some text
/// is in both: equal texts, a text the type reads, or two types with a common text (`Int` and `Double` do, `Int`
/// and `UUID` do not). Every route is in one cell at each position, so a pair of routes is split along one path
/// of cells and compared at most once: links with no literal to split on (`/{kind}/{id}`, each `kind` a list
/// type of its own) are told apart by their types, not compared pairwise (issue 41: 8,000 of them took 62 s).
public struct LinkOverlapIndex: Sendable {
    /// Two routes (by their index in the list given, `first < second`) and a URL both match.
    public struct Overlap: Hashable, Sendable {
        public var first: Int
        public var second: Int
        public var witness: String
    }

    /// Every overlapping pair, sorted by `first`, then `second`.
    public private(set) var overlaps: [Overlap] = []
    /// How many pairs reached the full check (`LinkOverlap.witness`): the work done, for tests and benches.
    public private(set) var comparedPairs = 0

    /// Finds every overlapping pair of `routes`.
    public init(_ routes: [LinkRoute]) {
        var groups: [GroupKey: [Int]] = [:]
        for (index, route) in routes.enumerated() {
            let key = GroupKey(
                scheme: LinkURLParts.lowercasedASCII(route.pattern.scheme.utf8),
                host: LinkURLParts.lowercasedASCII(route.pattern.host.utf8), count: route.pattern.segments.count)
            groups[key, default: []].append(index)
        }
        let table = Table(
            routes: routes,
            cells: routes.map { route in
                route.pattern.segments.map { segment in
                    switch segment {
                    case .literal(let literal): .texts([literal])
                    case .placeholder(let name): Self.cell(route.arguments[name])
                    }
                }
            })
        for members in groups.values where members.count > 1 {
            split(members, members, same: true, depth: 0, table)
        }
        overlaps.sort { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// The cell of a placeholder bound to `argument`: the texts of a finite type, or its infinite type; `.none` for
    /// a placeholder that accepts no segment (no argument, or a list type of only `""`).
    static func cell(_ argument: LinkArgument?) -> Cell {
        guard let argument else { return .none }
        switch argument.type {
        case .bool: return .texts(["false", "true"])
        case .choice(let words):
            let texts = Set(words.filter { !$0.isEmpty }).sorted()
            return texts.isEmpty ? .none : .texts(texts)
        case .string, .int, .double, .uuid, .url: return .type(argument.type)
        }
    }

    /// The routes, and their segments' cells.
    struct Table {
        var routes: [LinkRoute]
        var cells: [[Cell]]
    }

    /// What one segment of a route accepts, as the index splits on it.
    enum Cell: Hashable {
        /// Exactly these texts, sorted (a literal, or a finite type's texts).
        case texts([String])
        /// Every text this infinite type reads.
        case type(ArgumentType)
        /// No text: meets nothing.
        case none
    }

    struct GroupKey: Hashable {
        var scheme: [UInt8]
        var host: [UInt8]
        var count: Int
    }

    /// Whether two cells share a text (in a path segment, where the empty text is no value).
    static func meet(_ left: Cell, _ right: Cell) -> Bool {
        switch (left, right) {
        case (.none, _), (_, .none): return false
        case (.texts(let x), .texts(let y)): return x.contains { y.contains($0) }
        case (.texts(let texts), .type(let type)), (.type(let type), .texts(let texts)):
            return texts.contains { LinkArgument(type).accepts($0, inQuery: false) }
        case (.type(let x), .type(let y)):
            return x == y || LinkOverlap.commonText([LinkArgument(x), LinkArgument(y)], inQuery: false) != nil
        }
    }

    /// Compares every pair of `left` × `right` (or of `left` with itself when `same`) whose segments
    /// before `depth` can agree.
    mutating func split(_ left: [Int], _ right: [Int], same: Bool, depth: Int, _ table: Table) {
        if left.isEmpty || right.isEmpty { return }
        guard depth < table.cells[left[0]].count else {
            compare(left, right, same: same, table.routes)
            return
        }
        let lefts = partition(left, depth, table)
        let rights = same ? lefts : partition(right, depth, table)
        // The right cells by text, so that a cell of texts finds the cells that share one without a scan; cells of
        // infinite types (at most five) are tried against every cell.
        var byText: [String: [Int]] = [:]
        var typed: [Int] = []
        for (index, cell) in rights.keys.enumerated() {
            switch cell {
            case .texts(let texts): for text in texts { byText[text, default: []].append(index) }
            case .type: typed.append(index)
            case .none: break
            }
        }
        for (leftIndex, cell) in lefts.keys.enumerated() {
            var met: Set<Int> = []
            switch cell {
            case .texts(let texts):
                for text in texts { met.formUnion(byText[text] ?? []) }
                for index in typed where Self.meet(cell, rights.keys[index]) { met.insert(index) }
            case .type:
                for index in rights.keys.indices where Self.meet(cell, rights.keys[index]) { met.insert(index) }
            case .none: continue
            }
            for rightIndex in met.sorted() {
                // With `same`, each unordered pair of cells once (a cell with itself: its pairs of routes).
                if same, rightIndex < leftIndex { continue }
                split(
                    lefts.values[leftIndex], rights.values[rightIndex], same: same && rightIndex == leftIndex,
                    depth: depth + 1, table)
            }
        }
    }

    /// `members` by their cell at `depth`, in the order the cells first appear.
    func partition(_ members: [Int], _ depth: Int, _ table: Table) -> (keys: [Cell], values: [[Int]]) {
        var index: [Cell: Int] = [:]
        var keys: [Cell] = []
        var values: [[Int]] = []
        for member in members {
            let cell = table.cells[member][depth]
            if let existing = index[cell] {
                values[existing].append(member)
            } else {
                index[cell] = keys.count
                keys.append(cell)
                values.append([member])
            }
        }
        return (keys, values)
    }

    mutating func compare(_ left: [Int], _ right: [Int], same: Bool, _ routes: [LinkRoute]) {
        for (position, i) in left.enumerated() {
            for j in same ? Array(left[(position + 1)...]) : right {
                comparedPairs += 1
                let (first, second) = (min(i, j), max(i, j))
                if let witness = LinkOverlap.witness(routes[first], routes[second]) {
                    overlaps.append(Overlap(first: first, second: second, witness: witness))
                }
            }
        }
    }
}
