import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

/// Syntax diagnostics that point at one character cover the whole character, never part of
/// a multi-byte UTF-8 sequence (a fuzzing invariant; found by the fuzzer on an anchor named
/// with an emoji, `Fuzz/FailCases/crash-anchor-emoji-range-splits-character.yaml`).
@Suite struct CharacterBoundaryTests {
    @Test func anAnchorNamedWithAnEmojiIsUnderlinedWhole() {
        let marked = MarkedSource("---\n- &1️⃣😁 unicode anchor\n")
        let (_, diagnostics) = parse(marked)
        expectEqual(diagnostics.map(\.code), [.yamlSyntax])
        expectEqual(diagnostics.first?.range, SourceRange(start: marked["1️⃣"], end: marked["1️⃣"] + 4))
        let notes = diagnostics.first?.notes.compactMap(\.range) ?? []
        #expect(!notes.isEmpty)
        for range in notes { #expect(marked.file().contains(range)) }
    }

    @Test func anUnknownEscapeOfAMultiByteCharacterIsShownWhole() {
        let diagnostic = expectOne("title: \"a1️⃣\\é\"\n", .unknownEscape, message: "unknown escape '\\é'")
        expectEqual(diagnostic?.range.length, 3)
    }

    @Test func anOverLongValueIsUnderlinedOnWholeCharacters() {
        let limits = SyntaxLimits(maxFileBytes: 1 << 20, maxDepth: 64, maxScalarBytes: 10)
        // 15 ASCII bytes, then 'é' straddles byte 16 of the value.
        let marked = MarkedSource("title: 1️⃣" + String(repeating: "a", count: 15) + "éééé\n")
        let (_, diagnostics) = parse(marked, limits: limits)
        expectEqual(diagnostics.map(\.code), [.scalarTooLong])
        expectEqual(diagnostics.first?.range, SourceRange(start: marked["1️⃣"], end: marked["1️⃣"] + 17))
    }

    @Test func tooDeepNestingStartingWithAMultiByteKeyIsUnderlinedWhole() {
        let limits = SyntaxLimits(maxFileBytes: 1 << 20, maxDepth: 1, maxScalarBytes: 100)
        let marked = MarkedSource("a:\n  1️⃣é: 1\n")
        let (_, diagnostics) = parse(marked, limits: limits)
        expectEqual(diagnostics.map(\.code), [.nestingTooDeep])
        expectEqual(diagnostics.first?.range, SourceRange(start: marked["1️⃣"], end: marked["1️⃣"] + 2))
    }
}
