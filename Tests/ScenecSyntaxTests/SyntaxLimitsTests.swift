import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

/// The edges of the syntax stage's limits with the standard values (docs/commands.md, "Limits"):
/// exactly at a limit loads, one past it gives that limit's own diagnostic. Complements
/// `SyntaxDiagnosticsTests`, which covers each limit far past its value or with small limits.
@Suite struct SyntaxLimitsTests {
    /// Parses `bytes` with the standard limits.
    private func parseBytes(_ bytes: [UInt8]) -> (tree: SyntaxNode?, diagnostics: [Diagnostic], file: SourceFile) {
        let file = SourceFile(path: "limits.yaml", bytes: bytes)
        var bag = DiagnosticBag()
        let tree = SyntaxParser.parse(file, diagnostics: &bag)
        return (tree, bag.sorted(), file)
    }

    /// How many nodes a tree holds (aliases count as one `.invalid` node each).
    private func nodeCount(_ tree: SyntaxNode) -> Int {
        var count = 0
        var pending = [tree]
        while let node = pending.popLast() {
            count += 1
            switch node {
            case .scalar, .invalid: continue
            case .sequence(let sequence): pending += sequence.items
            case .mapping(let mapping):
                count += mapping.entries.count
                pending += mapping.entries.map(\.value)
            }
        }
        return count
    }

    @Test func theStandardLimitsAreTheDocumentedOnes() {
        expectEqual(SyntaxLimits.standard, SyntaxLimits(maxFileBytes: 64 << 20, maxDepth: 64, maxScalarBytes: 64 << 10))
    }

    @Test func nestingOfExactly64LevelsLoadsAnd65IsRejected() {
        let atLimit = parseBytes(Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8))
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.tree != nil)
        let past = parseBytes(Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8))
        #expect(past.tree == nil)
        expectEqual(past.diagnostics.map(\.code), [.nestingTooDeep])
        expectEqual(past.diagnostics.first?.range, SourceRange(start: 64, end: 65))
    }

    @Test func mixedBlockAndFlowNestingCountsEveryLevel() {
        // Lines indented 0...62 open block mappings 1...63, the line indented 63 opens
        // mapping 64, and its `[` is level 65.
        var text = ""
        for depth in 0..<63 { text += String(repeating: " ", count: depth) + "k:\n" }
        let line = String(repeating: " ", count: 63) + "k: [{a: 1}]\n"
        let result = parseBytes(Array((text + line).utf8))
        #expect(result.tree == nil)
        expectEqual(result.diagnostics.map(\.code), [.nestingTooDeep])
        let bracket = text.utf8.count + 63 + "k: ".utf8.count
        expectEqual(result.diagnostics.first?.range, SourceRange(start: bracket, end: bracket + 1))
    }

    @Test func aValueOfExactly64KiBLoadsAndOneByteMoreIsRejected() {
        let atLimit = parseBytes(Array(("title: " + String(repeating: "é", count: 32 << 10) + "\n").utf8))
        #expect(atLimit.diagnostics.isEmpty)
        let past = parseBytes(Array(("title: \"" + String(repeating: "a", count: 64 << 10) + "\\n\"\n").utf8))
        expectEqual(past.diagnostics.map(\.code), [.scalarTooLong])
        expectEqual(
            past.diagnostics.first?.message,
            "this value is 65537 bytes long; scenec reads values of at most 65536 bytes")
        expectEqual(past.diagnostics.first?.range, SourceRange(start: 7, end: 23))
    }

    @Test func aFileOneBytePast64MiBIsRejectedBeforeParsing() {
        // Only the size error: had libyaml read the 64 MiB of `[`, the nesting limit (SC1016) would be reported.
        let result = parseBytes([UInt8](repeating: UInt8(ascii: "["), count: (64 << 20) + 1))
        #expect(result.tree == nil)
        expectEqual(result.diagnostics.map(\.code), [.fileTooLarge])
        expectEqual(result.diagnostics.first?.range, .at(0))
        expectEqual(
            result.diagnostics.first?.message, "the scene file is larger than 67108864 bytes, the most scenec reads")
    }

    @Test func aDeepAliasBombIsRejectedWithoutExpandingAnything() {
        // 40 levels of 10 aliases each: 10^40 nodes if expanded.
        var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<40 {
            text +=
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let result = parseBytes(Array(text.utf8))
        expectEqual(result.diagnostics.map(\.code), [.anchorNotSupported, .aliasNotSupported])
        expectEqual(
            result.diagnostics.map { $0.notes.map(\.message) }, [["39 more in this file"], ["389 more in this file"]])
        // The mapping, 40 keys, 40 lists, 10 scalars and 390 aliases, each an `.invalid` leaf.
        expectEqual(result.tree.map(nodeCount), 1 + 40 + 40 + 10 + 390)
    }

    @Test func invalidUTF8AfterABOMAndMultibyteTextIsReportedAtItsByte() {
        let prefix: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("été: ".utf8)  // 3 + 7 bytes
        for (bad, name) in [([UInt8(0xFF)], "0xFF"), ([0xC0, 0x80], "overlong"), ([0xED, 0xA0, 0x80], "surrogate")] {
            let result = parseBytes(prefix + bad + Array(" x\n".utf8))
            #expect(result.tree == nil, "\(name)")
            expectEqual(result.diagnostics.map(\.code), [.invalidEncoding], "\(name)")
            expectEqual(result.diagnostics.first?.range.start, 10, "\(name): \(result.diagnostics.map(\.message))")
            expectEqual(result.diagnostics.first.map { result.file.contains($0.range) }, true)
        }
    }

    @Test func aTruncatedSequenceAtTheEndIsReportedInsideTheFile() {
        let result = parseBytes(Array("title: ".utf8) + [0xE2, 0x82])
        expectEqual(result.diagnostics.map(\.code), [.invalidEncoding])
        expectEqual(result.diagnostics.first?.range.start, 7)
        expectEqual(result.diagnostics.first.map { result.file.contains($0.range) }, true)
    }

    @Test func controlCharactersAfterMultibyteTextAreReportedAtTheirBytes() {
        let cases: [([UInt8], String, Int)] = [
            ([0x7F], "U+007F", 1), ([0xC2, 0x81], "U+0081", 2), ([0x1F], "U+001F", 1),
        ]
        for (character, name, length) in cases {
            let result = parseBytes(Array("名前: a".utf8) + character + Array("b\n".utf8))
            #expect(result.tree == nil, "\(name)")
            expectEqual(result.diagnostics.map(\.code), [.controlCharacter], "\(name)")
            expectEqual(result.diagnostics.first?.range, SourceRange(start: 9, end: 9 + length), "\(name)")
            expectEqual(result.diagnostics.first?.message, "control character \(name) is not allowed in a scene file")
        }
    }

    @Test func tabsNewlinesAndNELAreNotControlCharacters() {
        let result = parseBytes(Array("a:\tb\r\nc: \"d\u{85}e\"\n".utf8))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.tree != nil)
    }
}
