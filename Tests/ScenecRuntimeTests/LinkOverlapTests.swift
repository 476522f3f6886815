import ScenecExpectations
import Testing

@testable import ScenecRuntime

/// The witness of two routes, checked to match both (a witness that does not is a failure).
func checkedWitness(_ a: LinkRoute, _ b: LinkRoute) -> String? {
    let witness = LinkOverlap.witness(a, b)
    if let witness {
        #expect(a.match(witness) != nil, "\(a.pattern.text) does not match its witness \(witness)")
        #expect(b.match(witness) != nil, "\(b.pattern.text) does not match its witness \(witness)")
    }
    #expect(LinkOverlap.witness(b, a) == nil ? witness == nil : witness != nil, "the check is symmetric")
    return witness
}

@Suite("Link overlap (§10.3: no two links match one URL)")
struct LinkOverlapTests {
    @Test("a literal clashes with a placeholder only when its type parses the literal")
    func literalAgainstPlaceholder() throws {
        let new = try route("music://open/album/new", [:])
        #expect(checkedWitness(new, try route("music://open/album/{albumID}", ["albumID": .int])) == nil)
        expectEqual(
            checkedWitness(new, try route("music://open/album/{albumID}", ["albumID": .string])),
            "music://open/album/new")
        #expect(checkedWitness(new, try route("music://open/album/{kind}", ["kind": .choice(["old", "new"])])) != nil)
        #expect(checkedWitness(new, try route("music://open/album/{kind}", ["kind": .choice(["old", "New"])])) == nil)
        let twelve = try route("music://open/album/12", [:])
        #expect(checkedWitness(twelve, try route("music://open/album/{albumID}", ["albumID": .int])) != nil)
        #expect(checkedWitness(twelve, try route("music://open/album/{albumID}", ["albumID": .double])) != nil)
        #expect(checkedWitness(twelve, try route("music://open/album/{albumID}", ["albumID": .bool])) == nil)
    }

    @Test("two placeholders clash when their types share a text")
    func placeholders() throws {
        func pair(_ x: LinkArgument, _ y: LinkArgument) throws -> String? {
            try checkedWitness(route("app://h/a/{x}", ["x": x]), route("APP://H/a/{y}", ["y": y]))
        }
        expectEqual(try pair(.int, .double), "app://h/a/1")
        #expect(try pair(.int, .bool) == nil)
        #expect(try pair(.uuid, .int) == nil)
        #expect(try pair(.uuid, .double) == nil)
        expectEqual(try pair(.uuid, .string), "app://h/a/00000000-0000-0000-0000-000000000000")
        expectEqual(try pair(.url, .string), "app://h/a/https%3A%2F%2Fexample.com")
        #expect(try pair(.url, .int) == nil)
        expectEqual(try pair(.bool, .choice(["yes", "false"])), "app://h/a/false")
        expectEqual(try pair(.choice(["a b"]), .choice(["x", "a b"])), "app://h/a/a%20b")
        #expect(try pair(.choice(["a"]), .choice(["b"])) == nil)
        #expect(try pair(.optional(.int), .double) != nil)
    }

    @Test("other schemes, hosts or segment counts never clash; case does not separate them")
    func partsThatSeparate() throws {
        let a = try route("app://h/{x}", ["x": .string])
        #expect(checkedWitness(a, try route("app://g/{x}", ["x": .string])) == nil)
        #expect(checkedWitness(a, try route("other://h/{x}", ["x": .string])) == nil)
        #expect(checkedWitness(a, try route("app://h/{x}/{y}", ["x": .string, "y": .string])) == nil)
        expectEqual(checkedWitness(a, try route("App://H/A", [:])), "app://h/A", "the first route's scheme and host")
        expectEqual(checkedWitness(a, try route("app://h/a", [:])), "app://h/a")
    }

    @Test("query items: required ones must accept a common value, absent ones are left out")
    func queryItems() throws {
        let required = try route("app://h/s?k={k}", ["k": .int])
        #expect(checkedWitness(required, try route("app://h/s?k={k}", ["k": .bool])) == nil)
        #expect(checkedWitness(required, try route("app://h/s?k={k}", ["k": .optional(.bool)])) == nil)
        expectEqual(checkedWitness(required, try route("app://h/s?k={k}", ["k": .double])), "app://h/s?k=1")
        expectEqual(checkedWitness(required, try route("app://h/s", [:])), "app://h/s?k=1")
        #expect(checkedWitness(required, try route("app://h/s?m={m}", ["m": .uuid])) != nil)
        let optional = try route("app://h/s?k={k}", ["k": .optional(.int)])
        expectEqual(checkedWitness(optional, try route("app://h/s?k={k}", ["k": .bool], defaults: ["k"])), "app://h/s")
        // A query item one link lacks never separates two links: unknown keys are ignored (Appendix B).
        expectEqual(
            checkedWitness(try route("app://h/search?q={q}", ["q": .string]), try route("app://h/search", [:])),
            "app://h/search?q=a")
        let emptyString = try route("app://h/s?k={k}", ["k": .string])
        expectEqual(
            checkedWitness(emptyString, try route("app://h/s?k={k}", ["k": .choice(["", "z"])])), "app://h/s?k=")
    }

    // MARK: - Against brute force

    static let uuid = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
    static let literals = ["a", "1", "-2", "true", "1.5", uuid, "x y", "a:b"]
    static let types: [LinkArgument] = [
        .string, .int, .double, .bool, .uuid, .url, .choice(["a", "1"]), .choice(["true", "b"]), .optional(.int),
    ]
    /// Every literal and every type's samples (so a witness is among the candidates), and a few more.
    static let segmentTexts =
        literals + ["b", "0.5", "false", "00000000-0000-0000-0000-000000000000", "https://example.com", "A"]
    static let queryTexts = [
        "", "a", "1", "true", "b", "0.5", "00000000-0000-0000-0000-000000000000", "https://example.com",
    ]

    /// A random small route: scheme and host mostly the same, up to two segments, up to two query items.
    static func randomRoute(_ random: inout SplitMix64, maxSegments: Int = 2) throws -> LinkRoute {
        var text = ["s://h", "S://H", "s://g"][
            Int.random(in: 0..<5, using: &random) == 0 ? 2 : Int.random(in: 0...1, using: &random)]
        var types: [String: LinkArgument] = [:]
        var defaults: Set<String> = []
        for index in 0..<Int.random(in: 0...maxSegments, using: &random) {
            if Bool.random(using: &random) {
                text += "/" + LinkPercentEncoding.encode(literals.randomElement(using: &random)!)
            } else {
                text += "/{p\(index)}"
                types["p\(index)"] = Self.types.randomElement(using: &random)!
            }
        }
        var separator = "?"
        for key in ["k", "m"] where Int.random(in: 0..<3, using: &random) == 0 {
            text += "\(separator)\(key)={\(key)}"
            separator = "&"
            types[key] = Self.types.randomElement(using: &random)!
            if Int.random(in: 0..<4, using: &random) == 0 { defaults.insert(key) }
        }
        return try route(text, types, defaults: defaults)
    }

    /// Every URL over the small alphabets with `count` segments and the query keys given.
    static func candidateURLs(segments count: Int, keys: [String]) -> [String] {
        var paths = ["s://h", "s://g"]
        for _ in 0..<count {
            paths = paths.flatMap { path in segmentTexts.map { path + "/" + LinkPercentEncoding.encode($0) } }
        }
        var queries = [""]
        for key in keys {
            queries = queries.flatMap { (query: String) -> [String] in
                let separator = query.isEmpty ? "?" : "&"
                return [query]
                    + queryTexts.map { (text: String) -> String in
                        query + separator + key + "=" + LinkPercentEncoding.encode(text)
                    }
            }
        }
        return paths.flatMap { path in queries.map { path + $0 } }
    }

    @Test("the check finds an overlap exactly when brute force finds a URL both match")
    func againstBruteForce() throws {
        var random = SplitMix64(seed: 1_000)
        var overlapping = 0
        var candidates: [String: [LinkURLParts]] = [:]
        for _ in 0..<400 {
            let a = try Self.randomRoute(&random)
            let b = try Self.randomRoute(&random)
            let witness = checkedWitness(a, b)
            let keys = Set((a.pattern.queryItems + b.pattern.queryItems).map(\.key)).sorted()
            var found: String? = nil
            if a.pattern.segments.count == b.pattern.segments.count {
                let count = a.pattern.segments.count
                let urls =
                    candidates["\(count) \(keys)"]
                    ?? Self.candidateURLs(segments: count, keys: keys).map { LinkURLParts($0)! }
                candidates["\(count) \(keys)"] = urls
                found = urls.first { a.match($0) != nil && b.match($0) != nil }.map { "\($0)" }
            }
            expectEqual(
                (witness == nil), (found == nil),
                "\(a.pattern.text) \(a.arguments) | \(b.pattern.text) \(b.arguments): check \(witness ?? "none"), brute force \(found ?? "none")"
            )
            if witness != nil { overlapping += 1 }
        }
        #expect(overlapping > 40 && overlapping < 360, "the generator makes both outcomes: \(overlapping) of 400")
    }

    // MARK: - The index

    @Test("the index finds the same pairs and witnesses as comparing every pair")
    func indexAgainstAllPairs() throws {
        var random = SplitMix64(seed: 77)
        for _ in 0..<20 {
            let routes = try (0..<40).map { _ in try Self.randomRoute(&random, maxSegments: 3) }
            var expected: [LinkOverlapIndex.Overlap] = []
            for i in routes.indices {
                for j in routes.indices where j > i {
                    if let witness = LinkOverlap.witness(routes[i], routes[j]) {
                        expected.append(LinkOverlapIndex.Overlap(first: i, second: j, witness: witness))
                    }
                }
            }
            let index = LinkOverlapIndex(routes)
            expectEqual(index.overlaps, expected)
            #expect(index.comparedPairs <= routes.count * (routes.count - 1) / 2)
        }
    }

    @Test("the index with list types that share strings, or none, finds the same pairs as comparing every pair")
    func indexWithListTypesAgainstAllPairs() throws {
        let types: [LinkArgument] = [
            .string, .int, .double, .bool, .uuid, .url, .choice(["a"]), .choice(["b"]), .choice(["a", "b"]),
            .choice(["1", "true"]), .choice([""]), .choice(["", "a"]), .choice(["x y"]),
        ]
        var random = SplitMix64(seed: 4_141)
        for _ in 0..<30 {
            let routes = try (0..<40).map { _ in
                var text = "s://h"
                var arguments: [String: LinkArgument] = [:]
                for index in 0..<Int.random(in: 1...3, using: &random) {
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        text +=
                            "/"
                            + LinkPercentEncoding.encode(["a", "b", "1", "true", "x y"].randomElement(using: &random)!)
                    } else {
                        text += "/{p\(index)}"
                        arguments["p\(index)"] = types.randomElement(using: &random)!
                    }
                }
                return try route(text, arguments)
            }
            var expected: [LinkOverlapIndex.Overlap] = []
            for i in routes.indices {
                for j in routes.indices where j > i {
                    if let witness = LinkOverlap.witness(routes[i], routes[j]) {
                        expected.append(LinkOverlapIndex.Overlap(first: i, second: j, witness: witness))
                    }
                }
            }
            let index = LinkOverlapIndex(routes)
            expectEqual(index.overlaps, expected)
            #expect(index.comparedPairs <= routes.count * (routes.count - 1) / 2)
        }
    }

    /// Links that no literal tells apart (issue 41: 8,000 took 62 s): `/{kind}/{id}` where each `kind` is a list type
    /// of its own, beside placeholders of types that share no text with them. The index splits them by their
    /// types and compares only the pairs that can clash.
    @Test("2,000 links without a literal: the index tells them apart by their types")
    func linksWithoutLiteralsIndex() throws {
        var routes: [LinkRoute] = []
        for number in 0..<2_000 {
            routes.append(try route("app://h/{kind}/{id}", ["kind": .choice(["k\(number)"]), "id": .int]))
        }
        routes.append(try route("app://h/{uuid}/{id}", ["uuid": .uuid, "id": .int]))
        routes.append(try route("app://h/{n}/{id}", ["n": .double, "id": .uuid]))
        routes.append(try route("app://h/{kind}/{flag}", ["kind": .choice(["k7", "zz"]), "flag": .bool]))
        routes.append(try route("app://h/{kind}/{n}", ["kind": .choice(["k9", "zz"]), "n": .double]))
        let index = LinkOverlapIndex(routes)
        expectEqual(
            index.overlaps.map { [$0.first, $0.second] }, [[9, 2_003]],
            "\(index.overlaps.map { ($0.first, $0.second, $0.witness) })")
        // All pairs would be 2,007,006; the one compared is the only pair whose segments meet at both positions
        // (`k9` and `Int` against `[k9, zz]` and `Double`: `k7`'s partner takes a `Bool`, which no `Int` is).
        expectEqual(index.comparedPairs, 1, "\(index.comparedPairs)")
    }

    /// 1,000 links shaped like an app's: 300 sections, each with a list, an item by `Int` id, an item's
    /// sub-page; 100 under `{Int}` at the root; a few that clash.
    static func thousandLinks() throws -> [LinkRoute] {
        var routes: [LinkRoute] = []
        for section in 0..<300 {
            routes.append(try route("app://open/s\(section)", [:]))
            routes.append(try route("app://open/s\(section)/{id}", ["id": .int]))
            routes.append(
                try route("app://open/s\(section)/{id}/more?tab={tab}", ["id": .int, "tab": .optional(.string)]))
        }
        for number in 0..<97 {
            routes.append(try route("app://open/{n}/x\(number)", ["n": .int]))
        }
        routes.append(try route("app://open/s1/new", [:]))  // coexists with s1/{id: Int}
        routes.append(try route("app://open/s2/{name}", ["name": .string]))  // clashes with s2/{id}
        routes.append(try route("app://open/7/x3", [:]))  // clashes with {n}/x3
        return routes
    }

    @Test("1,000 links: the index compares few pairs and finds exactly the clashes")
    func thousandLinksIndex() throws {
        let routes = try Self.thousandLinks()
        expectEqual(routes.count, 1_000)
        let index = LinkOverlapIndex(routes)
        expectEqual(
            index.overlaps.map { [routes[$0.first].pattern.text, routes[$0.second].pattern.text, $0.witness] },
            [
                ["app://open/s2/{id}", "app://open/s2/{name}", "app://open/s2/1"],
                ["app://open/{n}/x3", "app://open/7/x3", "app://open/7/x3"],
            ])
        // All pairs would be 499,500; the literal buckets leave the ones that share a literal prefix.
        #expect(index.comparedPairs < 1_000, "\(index.comparedPairs)")
    }
}
