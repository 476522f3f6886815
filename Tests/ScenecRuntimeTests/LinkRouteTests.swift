import ScenecExpectations
import ScenecRuntime
import Testing

/// A route from a pattern that parses and its placeholders' arguments (none has a default unless listed).
func route(
    _ pattern: String, _ types: [String: LinkArgument], defaults: Set<String> = []
) throws -> LinkRoute {
    var arguments = types
    for name in defaults { arguments[name]?.hasDefault = true }
    return try LinkRoute(pattern: LinkPattern(parsing: pattern), arguments: arguments)
}

/// Shorthands for the tests' tables: `.int`, `.choice([...])`, `.optional(.int)`.
extension LinkArgument {
    static let string = LinkArgument(.string)
    static let int = LinkArgument(.int)
    static let double = LinkArgument(.double)
    static let bool = LinkArgument(.bool)
    static let uuid = LinkArgument(.uuid)
    static let url = LinkArgument(.url)
    static func choice(_ words: [String]) -> LinkArgument { LinkArgument(.choice(words)) }
    static func optional(_ type: ArgumentType) -> LinkArgument { LinkArgument(type, isOptional: true) }
}

@Suite("Link matching (§10.3)")
struct LinkMatchTests {
    @Test("scheme and host in any case, the path exactly")
    func caseRules() throws {
        let album = try route("music://open/album/{id}", ["id": .int])
        expectEqual(album.match("music://open/album/12"), ["id": .int(12)])
        expectEqual(album.match("MUSIC://Open/album/12"), ["id": .int(12)])
        #expect(album.match("music://open/Album/12") == nil)
        #expect(album.match("music://other/album/12") == nil)
        #expect(album.match("musics://open/album/12") == nil)
        #expect(album.match("music://open:80/album/12") == nil)
        #expect(album.match("music:/open/album/12") == nil)
    }

    @Test("segments are percent-decoded, literals included; a bad escape matches nothing")
    func decoding() throws {
        let user = try route("app://h/caf%C3%A9/{name}", ["name": .string])
        expectEqual(user.match("app://h/café/a%20b"), ["name": .string("a b")])
        expectEqual(user.match("app://h/caf%c3%a9/%2F%3F%23%25"), ["name": .string("/?#%")])
        expectEqual(user.match("app://h/café/a+b"), ["name": .string("a+b")])
        #expect(user.match("app://h/café/%zz") == nil)
        #expect(user.match("app://h/café/%") == nil)
        #expect(user.match("app://h/café/%C3") == nil)
        #expect(user.match("app://h/café/ok?x=%") == nil)
    }

    @Test("one trailing slash is ignored; empty segments match nothing")
    func slashes() throws {
        let album = try route("app://h/album/{id}", ["id": .string])
        expectEqual(album.match("app://h/album/x/"), ["id": .string("x")])
        #expect(album.match("app://h/album/x//") == nil)
        #expect(album.match("app://h/album//x") == nil)
        #expect(album.match("app://h/album/") == nil)
        #expect(album.match("app://h/album") == nil)
        let home = try route("app://h", [:])
        expectEqual(home.match("app://h"), [:])
        expectEqual(home.match("app://h/"), [:])
        #expect(home.match("app://h//") == nil)
        expectEqual(home.match("app://h?utm=1#top"), [:])
    }

    @Test(
        "each type parses the texts of §10.3 and nothing else",
        arguments: [
            (LinkArgument.int, "42", ArgumentValue?.some(.int(42))),
            (.int, "-7", .int(-7)), (.int, "+7", .int(7)), (.int, "007", .int(7)),
            (.int, "1.0", nil), (.int, "- 1", nil), (.int, "9223372036854775808", nil), (.int, "0x10", nil),
            (.int, "", nil), (.int, "+", nil),
            (.double, "1.5", .double(1.5)), (.double, "-2", .double(-2)), (.double, "1e-5", .double(1e-5)),
            (.double, "2.5E+3", .double(2500)), (.double, ".5", .double(0.5)), (.double, "5.", .double(5)),
            (.double, ".", nil), (.double, "nan", nil),
            (.double, "inf", nil), (.double, "1e999", nil), (.double, "0x1p3", nil), (.double, " 1", nil),
            (.bool, "true", .bool(true)), (.bool, "false", .bool(false)), (.bool, "True", nil), (.bool, "1", nil),
            (.uuid, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .uuid("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")),
            (.uuid, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", .uuid("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
            (.uuid, "E621E1F8C36C495A93FC0C247A3E6E5F", nil), (.uuid, "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", nil),
            (.uuid, "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", nil),
            (.choice(["title", "date"]), "date", .choice("date")), (.choice(["title", "date"]), "Date", nil),
            (.string, "any text", .string("any text")), (.url, "https://x.y/z", .url("https://x.y/z")),
            (.url, "x.y/z", nil), (.url, "https://x.y/a b", nil),
            (.optional(.int), "3", .int(3)), (.optional(.int), "x", nil),
        ])
    func types(_ type: LinkArgument, _ text: String, _ expected: ArgumentValue?) throws {
        let link = try route("app://h/{v}", ["v": type])
        let url = "app://h/" + LinkPercentEncoding.encode(text)
        expectEqual(link.match(url), expected.map { ["v": $0] })
        expectEqual(type.value(parsing: text, inQuery: false), expected)
    }

    @Test("query items in any order, unknown keys ignored, optional and defaulted ones may be absent")
    func query() throws {
        let search = try route(
            "app://h/search?q={query}&page={page}&sort={sort}",
            ["query": .string, "page": .int, "sort": .optional(.choice(["title", "date"]))], defaults: ["page"])
        expectEqual(
            search.match("app://h/search?q=a%26b&page=2&sort=date"),
            [
                "query": .string("a&b"), "page": .int(2), "sort": .choice("date"),
            ])
        expectEqual(
            search.match("app://h/search?sort=title&utm=x&q=z"), ["query": .string("z"), "sort": .choice("title")])
        expectEqual(search.match("app://h/search/?q="), ["query": .string("")])
        expectEqual(search.match("app://h/search?q"), ["query": .string("")])
        #expect(search.match("app://h/search?page=2") == nil, "q is required")
        #expect(search.match("app://h/search?q=a&page=two") == nil, "a present value must parse")
        #expect(search.match("app://h/search?q=a&q=b") == nil, "a key twice is ambiguous")
        expectEqual(search.match("app://h/search?q=a&&utm"), ["query": .string("a")])
        #expect(search.match("app://h/search?Q=a") == nil, "query keys are case-sensitive")
        expectEqual(search.match("app://h/search?q=a+b"), ["query": .string("a+b")], "+ is not a space")
        expectEqual(search.match("app://h/search?q=a#q=b"), ["query": .string("a")], "the fragment is ignored")
    }

    @Test("a route needs an argument for every placeholder")
    func unboundPlaceholder() throws {
        #expect(throws: LinkRoute.Problem.unboundPlaceholder("id")) {
            try route("app://h/a/{id}", [:])
        }
    }

    @Test("random strings never trap, and what one matches builds back to the same bindings")
    func randomStrings() throws {
        let routes = [
            try route("app://h/a/{x}?k={k}", ["x": .int, "k": .optional(.string)]),
            try route("app://h/{u}/{d}", ["u": .uuid, "d": .double]),
            try route("app://h/a/b", [:]),
        ]
        var random = SplitMix64(seed: 3)
        let pieces = [
            "app", "://", ":", "h", "/", "a", "b", "?", "k", "=", "&", "%", "%2", "%41", "#", "1", "é", "\u{0}", "",
        ]
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            for link in routes {
                if let bindings = link.match(text) {
                    expectEqual(link.match(try link.url(for: bindings)), bindings, "\(text)")
                }
            }
        }
    }
}

@Suite("Link building (§10.3)")
struct LinkBuildTests {
    @Test("values are percent-encoded so they come back whole")
    func encodes() throws {
        let link = try route("App://H/a%20b/{name}?q={q}", ["name": .string, "q": .string])
        let url = try link.url(for: ["name": .string("a/b c"), "q": .string("x&y=z#%")])
        expectEqual(url, "App://H/a%20b/a%2Fb%20c?q=x%26y%3Dz%23%25")
        expectEqual(link.match(url), ["name": .string("a/b c"), "q": .string("x&y=z#%")])
        expectEqual(try link.url(for: ["name": .string(".."), "q": .string("")]), "App://H/a%20b/%2E%2E?q=")
    }

    @Test("the empty string round-trips in a query item, required or optional, and is not an absent value")
    func emptyQueryValue() throws {
        let link = try route("app://h/{name}?q={q}&o={o}", ["name": .string, "q": .string, "o": .optional(.string)])
        for values: [String: ArgumentValue] in [
            ["name": .string("a"), "q": .string(""), "o": .string("")],
            ["name": .string("a"), "q": .string("")],
            ["name": .string(" "), "q": .string(""), "o": .string("/")],
        ] {
            let url = try link.url(for: values)
            expectEqual(link.match(url), values, "\(url)")
        }
        expectEqual(try link.url(for: ["name": .string("a"), "q": .string(""), "o": .string("")]), "app://h/a?q=&o=")
        // An empty query item is a value; a missing one is not (the required `q` must be there).
        expectEqual(link.match("app://h/a?q=&o="), ["name": .string("a"), "q": .string(""), "o": .string("")])
        #expect(link.match("app://h/a?o=") == nil)
        // A path segment cannot carry it: building refuses, and an empty segment matches nothing.
        #expect(throws: LinkRoute.BuildError.badValue("name", .string(""))) {
            try link.url(for: ["name": .string(""), "q": .string("")])
        }
        #expect(link.match("app://h/?q=") == nil)
    }

    @Test("values the pattern cannot carry are refused, absent optional query items left out")
    func refuses() throws {
        let link = try route("app://h/{name}?n={n}&o={o}", ["name": .string, "n": .int, "o": .optional(.bool)])
        #expect(throws: LinkRoute.BuildError.badValue("name", .string(""))) {
            try link.url(for: ["name": .string(""), "n": .int(1)])
        }
        #expect(throws: LinkRoute.BuildError.missingValue("n")) { try link.url(for: ["name": .string("a")]) }
        #expect(throws: LinkRoute.BuildError.badValue("n", .string("1"))) {
            try link.url(for: ["name": .string("a"), "n": .string("1")])
        }
        #expect(throws: LinkRoute.BuildError.badValue("n", .double(.infinity))) {
            try link.url(for: ["name": .string("a"), "n": .double(.infinity)])
        }
        expectEqual(try link.url(for: ["name": .string("a"), "n": .int(-1)]), "app://h/a?n=-1")
        let choice = try route("app://h/{s}", ["s": .choice(["a", "b"])])
        #expect(throws: LinkRoute.BuildError.badValue("s", .choice("c"))) { try choice.url(for: ["s": .choice("c")]) }
    }

    /// Strings that break naive encoders.
    static let hostileStrings = [
        " ", "a b", "/", "//", "a/b", "%", "%25", "%2F", "?", "#", "&", "=", "a=b&c=d", "+", ".", "..", "...",
        "😀", "👩‍👩‍👧", "é", "e\u{301}", "\u{0}", "\n", "\u{202E}", "~", "-_.", "{id}", "\\", "\"", "'", "[]",
    ]

    @Test("match(url(for: values)) == values on random values and hostile strings")
    func roundTrips() throws {
        let link = try route(
            "app://h/s/{s}/{i}/{d}/{b}/{u}/{l}/{e}?q={q}&oi={oi}&os={os}&dd={dd}",
            [
                "s": .string, "i": .int, "d": .double, "b": .bool, "u": .uuid, "l": .url,
                "e": .choice(["a b", "%", "😀", "x/y"]), "q": .string, "oi": .optional(.int), "os": .optional(.string),
                "dd": .double,
            ], defaults: ["dd"])
        var random = SplitMix64(seed: 103)
        func string(nonEmpty: Bool) -> String {
            if Bool.random(using: &random) { return Self.hostileStrings.randomElement(using: &random)! }
            let scalars = (0..<Int.random(in: (nonEmpty ? 1 : 0)...6, using: &random)).map { _ in
                Character(Unicode.Scalar(UInt32.random(in: 0...0x2FF, using: &random)) ?? "x")
            }
            return String(scalars)
        }
        func uuid(_ high: UInt64, _ low: UInt64) -> String {
            let hex =
                String(high, radix: 16, uppercase: high % 2 == 0).leftPadded(16) + String(low, radix: 16).leftPadded(16)
            let digits = Array(hex)
            return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
        }
        for _ in 0..<2_000 {
            var values: [String: ArgumentValue] = [
                "s": .string(string(nonEmpty: true)), "i": .int(Int.random(in: .min ... .max, using: &random)),
                "d": .double(
                    Bool.random(using: &random)
                        ? Double(bitPattern: random.next()) : Double(Int.random(in: -1000...1000, using: &random)) / 8),
                "b": .bool(Bool.random(using: &random)), "u": .uuid(uuid(random.next(), random.next())),
                // A URL value is RFC 3986 text (§10.1): any string, percent-encoded, makes a path.
                "l": .url("https://example.com/" + LinkPercentEncoding.encode(string(nonEmpty: false))),
                "e": .choice(["a b", "%", "😀", "x/y"].randomElement(using: &random)!),
                "q": .string(string(nonEmpty: false)),
            ]
            if Bool.random(using: &random) { values["oi"] = .int(Int.random(in: -5...5, using: &random)) }
            if Bool.random(using: &random) { values["os"] = .string(string(nonEmpty: false)) }
            if Bool.random(using: &random) { values["dd"] = .double(0.1) }
            if case .double(let d) = values["d"], !d.isFinite { values["d"] = .double(-0.0) }
            if case .string(let s) = values["s"], s.isEmpty { values["s"] = .string("x") }
            let url = try link.url(for: values)
            expectEqual(link.match(url), values, "\(url)")
            #expect(url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "an encoded URL is printable ASCII: \(url)")
        }
    }
}

extension String {
    /// The string with `0`s before it up to `count` characters.
    func leftPadded(_ count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
