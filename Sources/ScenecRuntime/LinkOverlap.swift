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
/// position by position into literal buckets, so that two routes are compared only when every
/// earlier segment can agree (equal literals, or a placeholder that accepts the other's literal).
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
                    case .literal(let literal): .literal(literal)
                    case .placeholder(let name): .placeholder(route.arguments[name])
                    }
                }
            })
        for members in groups.values where members.count > 1 {
            split(members, members, same: true, depth: 0, table)
        }
        overlaps.sort { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// The routes, and their segments with each placeholder's type looked up once.
    struct Table {
        var routes: [LinkRoute]
        var cells: [[Cell]]
    }

    enum Cell {
        case literal(String)
        case placeholder(LinkArgument?)
    }

    struct GroupKey: Hashable {
        var scheme: [UInt8]
        var host: [UInt8]
        var count: Int
    }

    /// Compares every pair of `left` × `right` (or of `left` with itself when `same`) whose segments
    /// before `depth` can agree.
    mutating func split(_ left: [Int], _ right: [Int], same: Bool, depth: Int, _ table: Table) {
        if left.isEmpty || right.isEmpty { return }
        guard depth < table.cells[left[0]].count else {
            compare(left, right, same: same, table.routes)
            return
        }
        let (leftLiterals, leftPlaceholders) = partition(left, depth, table)
        let (rightLiterals, rightPlaceholders) =
            same ? (leftLiterals, leftPlaceholders) : partition(right, depth, table)
        for literal in leftLiterals.keys.sorted() {
            let lefts = leftLiterals[literal]!
            if let rights = rightLiterals[literal] {
                split(lefts, rights, same: same, depth: depth + 1, table)
            }
            split(lefts, accepting(literal, rightPlaceholders, depth, table), same: false, depth: depth + 1, table)
        }
        if !same {
            for literal in rightLiterals.keys.sorted() {
                let rights = rightLiterals[literal]!
                split(
                    accepting(literal, leftPlaceholders, depth, table), rights, same: false, depth: depth + 1, table)
            }
        }
        split(leftPlaceholders, rightPlaceholders, same: same, depth: depth + 1, table)
    }

    func partition(_ members: [Int], _ depth: Int, _ table: Table) -> ([String: [Int]], [Int]) {
        var literals: [String: [Int]] = [:]
        var placeholders: [Int] = []
        for index in members {
            switch table.cells[index][depth] {
            case .literal(let literal): literals[literal, default: []].append(index)
            case .placeholder: placeholders.append(index)
            }
        }
        return (literals, placeholders)
    }

    func accepting(_ literal: String, _ members: [Int], _ depth: Int, _ table: Table) -> [Int] {
        members.filter { index in
            guard case .placeholder(let argument) = table.cells[index][depth] else { return false }
            return argument?.accepts(literal, inQuery: false) == true
        }
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
