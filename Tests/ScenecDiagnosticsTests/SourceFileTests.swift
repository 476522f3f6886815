import ScenecDiagnostics
import ScenecExpectations
import Testing

@Suite struct SourceFileTests {
    /// (source, offset of the probe, expected line, expected column)
    static let cases: [(name: String, bytes: [UInt8], probe: Int, line: Int, column: Int)] = [
        ("LF", Array("a: 1\nbb: 2".utf8), 5, 2, 1),
        ("CRLF", Array("a: 1\r\nbb: 2".utf8), 6, 2, 1),
        ("lone CR", Array("a: 1\rbb: 2".utf8), 5, 2, 1),
        ("NEL", Array("a: 1".utf8) + [0xC2, 0x85] + Array("bb: 2".utf8), 6, 2, 1),
        ("LS", Array("a: 1".utf8) + [0xE2, 0x80, 0xA8] + Array("bb: 2".utf8), 7, 2, 1),
        ("PS", Array("a: 1".utf8) + [0xE2, 0x80, 0xA9] + Array("bb: 2".utf8), 8, 2, 2),
        ("BOM", [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8), 3, 1, 1),
        ("BOM column", [0xEF, 0xBB, 0xBF] + Array("ab: 1".utf8), 5, 1, 3),
        ("non-ASCII counts bytes", Array("t: é👋x".utf8), 9, 1, 10),
        ("tab", Array("\tk: v".utf8), 1, 1, 2),
        ("end of file", Array("a\n".utf8), 2, 2, 1),
    ]

    @Test(arguments: cases.indices)
    func location(_ index: Int) {
        let c = Self.cases[index]
        let file = SourceFile(path: "x.yaml", bytes: c.bytes)
        let location = file.location(of: c.probe)
        expectEqual(location.line, c.line, "\(c.name)")
        expectEqual(location.column, c.column, "\(c.name)")
    }

    @Test func lineTextDropsEveryKindOfBreak() {
        let bytes = Array("one\r\ntwo\rthree".utf8) + [0xE2, 0x80, 0xA8] + Array("four".utf8) + [0xC2, 0x85]
        let file = SourceFile(path: "x.yaml", bytes: bytes)
        expectEqual(file.lineCount, 5)
        expectEqual((1...5).map(file.lineText), ["one", "two", "three", "four", ""])
    }

    /// The line starts of `bytes` by the plain rule, one byte at a time: the oracle for the word-at-a-time scan.
    static func naiveLineStarts(_ bytes: [UInt8]) -> [Int] {
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [bom]
        var i = bom
        while i < bytes.count {
            if bytes[i] == 0x0A {
                i += 1
            } else if bytes[i] == 0x0D {
                i += i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            } else if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 {
                i += 2
            } else if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
                bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9
            {
                i += 3
            } else {
                i += 1
                continue
            }
            starts.append(i)
        }
        return starts
    }

    /// Checks every offset's location in `bytes` against the naive line starts.
    static func expectLocationsMatchNaiveRule(_ bytes: [UInt8], _ name: String) {
        let file = SourceFile(path: "x.yaml", bytes: bytes)
        let starts = naiveLineStarts(bytes)
        expectEqual(file.lineCount, starts.count, "\(name)")
        for offset in starts[0]...bytes.count {
            let line = starts.lastIndex { $0 <= offset }!
            let expected = SourceLocation(line: line + 1, column: offset - starts[line] + 1, offset: offset)
            expectEqual(file.location(of: offset), expected, "\(name) at \(offset)")
        }
    }

    /// The word-at-a-time scan finds the same line starts as the plain byte rule: every kind of break, at every
    /// position within and across an eight-byte word, in short files and long lines, with and without a final
    /// break, after a byte order mark, and next to bytes that are not breaks but share their first byte (0xC2,
    /// 0xE2) or lie below 0x0E (tab, NUL) or above 0x7F.
    @Test func lineStartsMatchTheNaiveRule() {
        let breaks: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9],
        ]
        let lookalikes: [[UInt8]] = [
            [0x09], [0x00], [0x0B], [0x0C], [0x0E], [0x7F], [0xC2, 0xA0], [0xE2, 0x80, 0x94], Array("é".utf8),
            Array("👋".utf8), [0xC2], [0xE2, 0x80], [0x0D, 0x0D, 0x0A],
        ]
        Self.expectLocationsMatchNaiveRule([], "empty")
        Self.expectLocationsMatchNaiveRule([0xEF, 0xBB, 0xBF], "BOM only")
        Self.expectLocationsMatchNaiveRule(Array("no final break".utf8), "no final break")
        for (b, lineBreak) in breaks.enumerated() {
            for length in 0...20 {
                let text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                Self.expectLocationsMatchNaiveRule(text + lineBreak + text, "break \(b) after \(length)")
                Self.expectLocationsMatchNaiveRule(text + lineBreak, "final break \(b) after \(length)")
                Self.expectLocationsMatchNaiveRule(
                    [0xEF, 0xBB, 0xBF] + text + lineBreak + text + lineBreak, "BOM, break \(b) after \(length)")
            }
        }
        for (l, lookalike) in lookalikes.enumerated() {
            for length in 0...17 {
                let text = [UInt8](repeating: UInt8(ascii: "k"), count: length)
                Self.expectLocationsMatchNaiveRule(
                    text + lookalike + text + [0x0A] + lookalike + [0x0D], "lookalike \(l) after \(length)")
            }
        }
        // Pseudo-random mixes of every kind of byte (a fixed seed, so the test is reproducible).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pieces = breaks + lookalikes + [Array("key: value ".utf8), Array("  - item".utf8)]
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<(round % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes += pieces[Int(state >> 33) % pieces.count]
            }
            Self.expectLocationsMatchNaiveRule(bytes, "mix \(round)")
        }
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        let file = SourceFile(path: "x.yaml", text: "ab")
        expectEqual(file.location(of: 99), SourceLocation(line: 1, column: 3, offset: 2))
        expectEqual(file.location(of: -5), SourceLocation(line: 1, column: 1, offset: 0))
        #expect(file.contains(SourceRange(start: 0, end: 2)))
        #expect(!file.contains(SourceRange(start: 1, end: 3)))
    }

    @Test func fixItsApplyInOrderAndSkipOverlaps() {
        let bytes = Array("titel: x\nwidht: 1".utf8)
        let fixed = FixIt.apply(
            [
                FixIt("b", replacing: SourceRange(start: 9, end: 14), with: "width"),
                FixIt("a", replacing: SourceRange(start: 0, end: 5), with: "title"),
                FixIt("overlap", replacing: SourceRange(start: 2, end: 4), with: "zz"),
            ], to: bytes)
        expectEqual(String(decoding: fixed, as: UTF8.self), "title: x\nwidth: 1")
    }
}
