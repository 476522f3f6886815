import ScenecExpectations
import Testing

@testable import ScenecRuntime

/// The problems `LinkPattern(parsing:)` reports for `text` (empty when it parses).
func linkProblems(_ text: String) -> [LinkPatternProblem] {
    do {
        _ = try LinkPattern(parsing: text)
        return []
    } catch {
        return error.problems
    }
}

@Suite("Link URL patterns (§10.3)")
struct LinkPatternTests {
    @Test("literal segments, placeholders and query items, in order, with their spans")
    func parsesEveryPart() throws {
        let pattern = try LinkPattern(parsing: "Music://Open/artist/{artistID}/album/{albumID}?sort={sort}&q={query}")
        expectEqual(pattern.scheme, "Music")
        expectEqual(pattern.host, "Open")
        expectEqual(
            pattern.segments,
            [
                .literal("artist"), .placeholder("artistID"), .literal("album"), .placeholder("albumID"),
            ])
        expectEqual(
            pattern.queryItems,
            [
                LinkPattern.QueryItem(key: "sort", placeholder: "sort"),
                LinkPattern.QueryItem(key: "q", placeholder: "query"),
            ])
        expectEqual(pattern.placeholders, ["artistID", "albumID", "sort", "query"])
        #expect(pattern.placeholderSpans["artistID"] == 20..<30)
        #expect(pattern.placeholderSpans["query"] == 61..<68)
    }

    @Test("host alone, with a slash, with a port; literals are percent-decoded")
    func hostsAndLiterals() throws {
        expectEqual(try LinkPattern(parsing: "app://home").segments, [])
        expectEqual(try LinkPattern(parsing: "app://home/").segments, [])
        expectEqual(try LinkPattern(parsing: "https://localhost:8080/a").host, "localhost:8080")
        expectEqual(try LinkPattern(parsing: "app://h/caf%C3%A9/a%2Fb").segments, [.literal("café"), .literal("a/b")])
        expectEqual(try LinkPattern(parsing: "app://h/café/x@y;z=1").segments, [.literal("café"), .literal("x@y;z=1")])
        expectEqual(try LinkPattern(parsing: "app://h?x%20y={v}").queryItems, [.init(key: "x y", placeholder: "v")])
    }

    @Test(
        "each bad pattern gives its problem at its place",
        arguments: [
            ("/album/{id}", LinkPatternProblem.Kind.missingScheme, 0),
            ("1app://h", .missingScheme, 0),
            ("app:/h/a", .missingSlashes, 4),
            ("app:///a", .missingHost, 6),
            ("app://{host}/a", .badHost, 6),
            ("app://user@h/a", .badHost, 10),
            ("app://h/a//b", .emptySegment, 10),
            ("app://h/a/", .trailingSlash, 9),
            ("app://h/a/%2E%2E", .dotSegment, 10),
            ("app://h/a/.", .dotSegment, 10),
            ("app://h/a/{}", .emptyPlaceholder, 10),
            ("app://h/a/{1x}", .badPlaceholderName, 11),
            ("app://h/a/{x y}", .badPlaceholderName, 11),
            ("app://h/a/{id", .unbalancedBrace, 10),
            ("app://h/a/id}", .unbalancedBrace, 12),
            ("app://h/a/{{id}}", .unbalancedBrace, 11),
            ("app://h/a/album-{id}", .placeholderInsideLiteral, 10),
            ("app://h/a/{a}{b}", .placeholderInsideLiteral, 10),
            ("app://h/{id}/{id}", .duplicatePlaceholder, 13),
            ("app://h/{id}?id={id}", .duplicatePlaceholder, 16),
            ("app://h/a b", .badCharacter, 9),
            ("app://h/a%2", .badEscape, 8),
            ("app://h/a%FF", .badEscape, 8),
            ("app://h/a#top", .fragment, 9),
            ("app://h/a?", .emptyQueryItem, 9),
            ("app://h/a?x={x}&&y={y}", .emptyQueryItem, 15),
            ("app://h/a?x", .badQueryItem, 10),
            ("app://h/a?={x}", .badQueryItem, 10),
            ("app://h/a?{k}={x}", .badQueryItem, 10),
            ("app://h/a?sort=date", .queryValueNotPlaceholder, 15),
            ("app://h/a?x={a}&x={b}", .duplicateQueryKey, 16),
        ])
    func badPattern(_ text: String, kind: LinkPatternProblem.Kind, offset: Int) {
        let problems = linkProblems(text)
        expectEqual(problems.first?.kind, kind, "\(problems)")
        expectEqual(problems.first?.offset, offset, "\(problems)")
        #expect(problems.allSatisfy { !$0.message.isEmpty && $0.offset + $0.length <= text.utf8.count })
    }

    @Test("every problem of a pattern is reported, not only the first")
    func collectsProblems() {
        let kinds = linkProblems("app://h/{}/a b/{x}/{x}?k=v").map(\.kind)
        expectEqual(kinds, [.emptyPlaceholder, .badCharacter, .duplicatePlaceholder, .queryValueNotPlaceholder])
    }

    @Test("every problem kind has a bad pattern in the table above")
    func everyKindIsCovered() {
        let covered: Set<LinkPatternProblem.Kind> = [
            .missingScheme, .missingSlashes, .missingHost, .badHost, .emptySegment, .trailingSlash, .dotSegment,
            .emptyPlaceholder, .badPlaceholderName, .unbalancedBrace, .placeholderInsideLiteral,
            .duplicatePlaceholder, .badCharacter, .badEscape, .fragment, .emptyQueryItem, .badQueryItem,
            .queryValueNotPlaceholder, .duplicateQueryKey,
        ]
        expectEqual(covered, Set(LinkPatternProblem.Kind.allCases))
    }

    @Test("random texts never trap and problems stay inside the text")
    func randomTexts() {
        var random = SplitMix64(seed: 27)
        let pieces = ["app", "://", "h", "/", "{", "}", "x", "?", "=", "&", "%", "2F", "#", " ", "é", ":", "{id}", ""]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            for problem in linkProblems(text) {
                #expect(problem.offset >= 0 && problem.offset + problem.length <= text.utf8.count, "\(text)")
            }
        }
    }
}
