import ScenecExpectations
import Testing

@testable import ScenecSyntax

/// The word-at-a-time byte comparisons agree with a plain element-by-element comparison.
@Suite struct ByteComparisonTests {
    /// Every pair of lengths up to 40, equal and differing in each single position (first, inner, last byte).
    @Test func hasSameBytesMatchesElementwiseEquality() {
        for length in 0...40 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            var variants: [[UInt8]] = [base, base + [0], Array(base.dropLast())]
            for position in 0..<length {
                var changed = base
                changed[position] ^= 0x01
                variants.append(changed)
                changed[position] ^= 0x81
                variants.append(changed)
            }
            for other in variants {
                let same = base.withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { a.hasSameBytes(as: $0) }
                }
                expectEqual(same, (base == other), "length \(length): \(base) vs \(other)")
            }
        }
    }

    @Test func spellsComparesWholeWords() {
        let cases: [(String, Bool)] = [("null", true), ("nul", false), ("nulll", false), ("Null", false), ("", false)]
        for (text, expected) in cases {
            expectEqual(Array(text.utf8).withUnsafeBufferPointer { $0.spells("null") }, expected, "\(text)")
        }
    }
}
