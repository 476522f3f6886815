/// The properties the URL-matcher fuzzer (`Fuzz/Sources/FuzzLinks`, `SCENEC_FUZZ_TARGET=links
/// Scripts/fuzz.sh`) checks on every input, shared with the test that replays its seeds and findings
/// (`LinkFuzzReplayTests`). Public only for those two; the underscore says there is no API promise.
///
/// An input is text (bytes that are not UTF-8 are repaired) of up to three lines: a URL pattern, a URL,
/// and a second pattern. Each placeholder's type is chosen from its name (`type(for:)`), so one input
/// always means the same routes.
public enum _LinkInvariants {
    /// The broken properties for `bytes` (empty when all hold). Nothing here may trap for any input.
    public static func check(_ bytes: [UInt8]) -> [String] {
        var broken: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        while lines.count < 3 { lines.append("") }
        let (patternText, url, otherText) = (lines[0], lines[1], lines[2])

        // Percent-encoding is lossless for any text.
        for sample in [url, patternText]
        where LinkPercentEncoding.decode(LinkPercentEncoding.encode(sample).utf8) != sample {
            broken.append("decode(encode(x)) != x for \(sample.debugDescription)")
        }
        _ = LinkURLParts(url)

        let first = route(patternText, &broken)
        let second = route(otherText, &broken)
        guard let first else { return broken }

        // A match builds back to a URL with the same bindings.
        if let bindings = first.match(url) {
            do {
                let built = try first.url(for: bindings)
                if first.match(built) != bindings {
                    broken.append("match(url(for: b)) != b for \(url.debugDescription) -> \(built.debugDescription)")
                }
            } catch {
                broken.append("url(for:) refused the bindings of \(url.debugDescription): \(error)")
            }
        }
        // A route overlaps itself unless one of its types accepts nothing, and every witness matches both.
        for other in [first] + (second.map { [$0] } ?? []) {
            if let witness = LinkOverlap.witness(first, other),
                first.match(witness) == nil || other.match(witness) == nil
            {
                broken.append("witness \(witness.debugDescription) does not match both routes")
            }
        }
        if LinkOverlap.witness(first, first) == nil {
            broken.append("\(patternText.debugDescription) does not overlap itself")
        }
        return broken
    }

    /// The type a placeholder named `name` has in fuzz inputs: by the sum of its bytes.
    public static func type(for name: String) -> LinkArgument {
        let types: [LinkArgumentType] = [
            .string, .int, .double, .bool, .uuid, .url, .oneOf(["a", "1", "true", "a b"]), .optional(.int),
            .optional(.string),
        ]
        let sum = name.utf8.reduce(0) { $0 &+ Int($1) }
        return LinkArgument(types[sum % types.count], hasDefault: sum % 5 == 0)
    }

    static func route(_ text: String, _ broken: inout [String]) -> LinkRoute? {
        do {
            let pattern = try LinkPattern(parsing: text)
            var arguments: [String: LinkArgument] = [:]
            for name in pattern.placeholders { arguments[name] = type(for: name) }
            return try LinkRoute(pattern: pattern, arguments: arguments)
        } catch let error as LinkPatternError {
            let count = text.utf8.count
            if error.problems.isEmpty {
                broken.append("a pattern error without problems for \(text.debugDescription)")
            }
            for problem in error.problems
            where problem.offset < 0 || problem.length < 0 || problem.offset + problem.length > count {
                broken.append("problem outside the pattern: \(problem) in \(text.debugDescription)")
            }
            return nil
        } catch {
            broken.append("a placeholder without its argument in \(text.debugDescription)")
            return nil
        }
    }
}
