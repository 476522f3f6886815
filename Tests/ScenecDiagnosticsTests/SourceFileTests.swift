import ScenecDiagnostics
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
        #expect(location.line == c.line, "\(c.name)")
        #expect(location.column == c.column, "\(c.name)")
    }

    @Test func lineTextDropsEveryKindOfBreak() {
        let bytes = Array("one\r\ntwo\rthree".utf8) + [0xE2, 0x80, 0xA8] + Array("four".utf8) + [0xC2, 0x85]
        let file = SourceFile(path: "x.yaml", bytes: bytes)
        #expect(file.lineCount == 5)
        #expect((1...5).map(file.lineText) == ["one", "two", "three", "four", ""])
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        let file = SourceFile(path: "x.yaml", text: "ab")
        #expect(file.location(of: 99) == SourceLocation(line: 1, column: 3, offset: 2))
        #expect(file.location(of: -5) == SourceLocation(line: 1, column: 1, offset: 0))
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
        #expect(String(decoding: fixed, as: UTF8.self) == "title: x\nwidth: 1")
    }
}
