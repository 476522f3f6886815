import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

/// A mapping of fewer than twelve keys finds a duplicate by a scan: in an ASCII file, a key read from the file is
/// compared with the earlier ones by length and then by bytes, and a decoded key (written with an escape) as a
/// string, whatever its length. Each case must report exactly the keys that repeat an earlier one as a string.
@Suite struct SmallMappingDuplicateKeyTests {
    /// The keys as written (all ASCII, escapes included) and how many repeat an earlier key as a string.
    static let cases: [(keys: [String], duplicates: Int)] = [
        // Same length, other bytes; then a repeat.
        (["ab", "ba", "abc", "ab"], 1),
        (["type", "size", "push", "type", "size"], 2),
        // U+212A KELVIN SIGN (3 bytes decoded) is "K" as a string, before or after it.
        (["K", "\"\\u212A\""], 1),
        (["\"\\u212A\"", "K"], 1),
        // A decoded key with the same bytes as a plain one.
        (["k1", "\"k\\x31\""], 1),
        (["\"k\\x31\"", "k1"], 1),
        // é precomposed (2 bytes) and decomposed (3 bytes): equal strings, both decoded.
        (["\"\\u00E9\"", "\"e\\u0301\""], 1),
        // Quoted without escapes: read from the file, like a plain key.
        (["'a'", "\"a\"", "a"], 2),
        (["a", "b", "c", "aa", "bb"], 0),
    ]

    @Test func smallMappingsReportTheKeysThatRepeatAnEarlierString() {
        for (keys, duplicates) in Self.cases {
            for text in [
                "m:\n" + keys.map { "  \($0): 1\n" }.joined(),
                "m: {" + keys.map { "\($0): 1" }.joined(separator: ", ") + "}\n",
            ] {
                #expect(text.utf8.allSatisfy { $0 < 0x80 })
                let (_, diagnostics) = parse(MarkedSource(text))
                expectEqual(diagnostics.filter { $0.code == .duplicateKey }.count, duplicates, "\(text)")
                #expect(diagnostics.allSatisfy { $0.code == .duplicateKey }, "\(diagnostics.map(\.message))")
            }
        }
    }

    @Test func theFirstOfTwoEqualKeysWins() {
        let marked = MarkedSource("m:\n  1️⃣K: 1\n  x: 2\n  2️⃣\"\\u212A\": 3\n")
        let (_, diagnostics) = parse(marked)
        expectEqual(diagnostics.map(\.code), [.duplicateKey])
        expectEqual(diagnostics.first?.range.start, marked["2️⃣"])
        expectEqual(diagnostics.first?.notes.first?.range?.start, marked["1️⃣"])
    }
}
