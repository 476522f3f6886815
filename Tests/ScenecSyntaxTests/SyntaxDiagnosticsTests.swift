import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

@Suite struct SyntaxDiagnosticsTests {
    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() {
        let source = "pages:\n  1️⃣home: {type: A}\n  2️⃣home: {type: B}\n"
        let marked = MarkedSource(source)
        let (tree, diagnostics) = parse(marked)
        expectEqual(diagnostics.map(\.code), [.duplicateKey])
        expectEqual(diagnostics.first?.range.start, marked["2️⃣"])
        expectEqual(diagnostics.first?.notes.first?.range?.start, marked["1️⃣"])
        // Recovery: the first entry wins and parsing goes on.
        expectEqual(tree?.contains("\"A\""), true)
        expectEqual(tree?.contains("\"B\""), false)
    }

    @Test func duplicateKeysInLargeMappingsAreFound() {
        var text = "pages:\n"
        for i in 0..<50 { text += "  p\(i): 1\n" }
        text += "  1️⃣p7: 2\n"
        _ = expectOne(text, .duplicateKey, message: "duplicate key 'p7'")
    }

    /// A large mapping finds duplicates by their bytes while its keys are ASCII, and as strings once a key is not:
    /// each written key is reported exactly when an equal string came before it, as a plain scan finds.
    @Test func duplicateKeysInLargeMappingsMatchAPlainScan() {
        // Escaped (decoded) keys, keys equal only as strings (U+212A KELVIN SIGN is "K"), and repeats far apart.
        let kelvin = "\u{212A}"
        let plain = { (keys: [String]) in keys.map { (written: $0, value: $0) } }
        let orders: [[(written: String, value: String)]] = [
            plain((0..<30).map { "k\($0 % 23)" }),
            plain((0..<20).map { "k\($0)" } + ["K"])
                + [("\"k\\x31\"", "k1"), ("\"\(kelvin)\"", kelvin), ("k3", "k3"), ("\"K\"", "K")],
            [("\"\(kelvin)\"", kelvin)] + plain((0..<20).map { "k\($0)" } + ["K", "k19"]),
            plain((0..<40).map { "key\(($0 * 7) % 31)" }),
        ]
        for keys in orders {
            let text = "m:\n" + keys.map { "  \($0.written): 1\n" }.joined()
            let (_, diagnostics) = parse(MarkedSource(text))
            var seen: [String] = []
            var expected = 0
            for key in keys {
                if seen.contains(key.value) { expected += 1 } else { seen.append(key.value) }
            }
            expectEqual(diagnostics.filter { $0.code == .duplicateKey }.count, expected, "\(keys.map(\.written))")
        }
    }

    @Test func anchorsAliasesTagsAndMergeKeysAreRejectedOncePerKind() {
        let marked = MarkedSource(
            """
            base: 1️⃣&b {x: 1}
            a: 2️⃣*b
            c: *b
            d: 3️⃣!!str 5
            e:
              4️⃣<<: {y: 2}
            """)
        let (tree, diagnostics) = parse(marked)
        expectEqual(
            diagnostics.map(\.code),
            [
                .anchorNotSupported, .aliasNotSupported, .tagNotSupported, .mergeKeyNotSupported,
            ])
        expectEqual(diagnostics.map(\.range.start), ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { marked[$0] })
        expectEqual(diagnostics[1].notes.map(\.message), ["1 more in this file"])
        expectEqual(diagnostics[0].message, "anchors such as '&b' are not supported in scene files")
        expectEqual(diagnostics[2].message, "tags such as '!!str' are not supported in scene files")
        #expect(tree != nil)
    }

    @Test func billionLaughsIsRejectedWithoutExpanding() {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            previous = name
        }
        let (_, diagnostics) = parse(MarkedSource(text))
        expectEqual(diagnostics.map(\.code), [.anchorNotSupported, .aliasNotSupported])
        expectEqual(diagnostics[1].notes.map(\.message), ["71 more in this file"])
    }

    @Test func aSecondDocumentIsRejected() {
        _ = expectOne("scene: A\n1️⃣---\nscene: B\n", .multipleDocuments, message: "a second one starts here")
    }

    @Test func deepFlowNestingStopsEarly() {
        let text = String(repeating: "[", count: 100_000)
        let marked = MarkedSource(text)
        let (tree, diagnostics) = parse(marked)
        #expect(tree == nil)
        expectEqual(diagnostics.map(\.code), [.nestingTooDeep])
        expectEqual(diagnostics.first?.range.start, 64)
    }

    @Test func deepBlockNestingStopsAtTheLimit() {
        var text = ""
        for depth in 0..<70 { text += String(repeating: " ", count: depth) + "k\(depth):\n" }
        let (tree, diagnostics) = parse(MarkedSource(text + String(repeating: " ", count: 70) + "v: 1\n"))
        #expect(tree == nil)
        expectEqual(diagnostics.map(\.code), [.nestingTooDeep])
        expectEqual(diagnostics.first?.message, "lists and mappings are nested more than 64 levels deep")
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        let file = SourceFile(path: "x.yaml", bytes: Array("title: ok\nbad: a".utf8) + [0xFF] + Array("b\n".utf8))
        var bag = DiagnosticBag()
        #expect(SyntaxParser.parse(file, diagnostics: &bag) == nil)
        expectEqual(bag.all.map(\.code), [.invalidEncoding])
        expectEqual(bag.all.first?.range, SourceRange(start: 16, end: 17))
        expectEqual(bag.all.first?.message, "the file is not valid UTF-8: byte 0xFF at offset 16")
    }

    @Test func nulAndControlCharactersAreReportedAtTheirByte() {
        for (byte, name) in [(UInt8(0), "U+0000"), (0x07, "U+0007"), (0x1B, "U+001B")] {
            let file = SourceFile(path: "x.yaml", bytes: Array("a: b".utf8) + [byte] + Array("c\n".utf8))
            var bag = DiagnosticBag()
            #expect(SyntaxParser.parse(file, diagnostics: &bag) == nil)
            expectEqual(bag.all.map(\.code), [.controlCharacter])
            expectEqual(bag.all.first?.range, SourceRange(start: 4, end: 5))
            expectEqual(bag.all.first?.message, "control character \(name) is not allowed in a scene file")
        }
    }

    @Test(
        "a byte order mark after the start is named as such, wherever it is, with a fix-it removing every one",
        arguments: [
            "    title: x\u{FEFF}y\n", "\u{FEFF}    title: xy\n", "    \u{FEFF}title: xy\n", "    title: \u{FEFF}xy\n",
        ])
    func byteOrderMarkInMidFileIsNamed(_ line: String) throws {
        let text = "\u{FEFF}scene: Music\npages:\n  home:\n    type: App.Home\n" + line + "  other: \u{FEFF}1\n"
        let file = SourceFile(path: "x.yaml", text: text)
        var bag = DiagnosticBag()
        #expect(SyntaxParser.parse(file, diagnostics: &bag) == nil)
        expectEqual(bag.all.map(\.code), [.controlCharacter])
        let diagnostic = try #require(bag.all.first)
        expectEqual(
            diagnostic.message,
            "a byte order mark (U+FEFF) is allowed only at the start of a scene file, not in the middle")
        expectEqual(file.text(in: diagnostic.range), "\u{FEFF}")
        expectEqual(diagnostic.notes.map(\.message), ["1 more byte order mark follows"])
        let fixed = SourceFile(path: "x.yaml", bytes: FixIt.apply(diagnostic.fixIts, to: file.bytes))
        var after = DiagnosticBag()
        #expect(SyntaxParser.parse(fixed, diagnostics: &after) != nil)
        #expect(after.all.isEmpty, "\(after.all.map(\.message))")
        #expect(fixed.bytes.starts(with: [0xEF, 0xBB, 0xBF]), "the leading byte order mark stays")
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE] + Array("a".utf8) + [0], "UTF-16LE"),
            ([0xFE, 0xFF, 0] + Array("a".utf8), "UTF-16BE"),
            (Array("a".utf8) + [0] + Array(":".utf8) + [0], "UTF-16LE"),
            ([0, 0, 0xFE, 0xFF], "UTF-32BE"),
            ([0xFF, 0xFE, 0, 0], "UTF-32LE"),
        ] as [([UInt8], String)])
    func utf16And32AreRejected(bytes: [UInt8], encoding: String) {
        var bag = DiagnosticBag()
        #expect(SyntaxParser.parse(SourceFile(path: "x.yaml", bytes: bytes), diagnostics: &bag) == nil)
        expectEqual(bag.all.map(\.code), [.notUTF8])
        expectEqual(bag.all.first?.message.contains(encoding), true)
    }

    @Test func tabIndentationHasAFixIt() {
        let source = "pages:\n1️⃣\thome: {type: A}\n"
        let diagnostic = expectOne(source, .tabIndentation, message: "tabs cannot indent YAML")
        expectEqual(diagnostic.map { applyFixIts($0, to: source) }, "pages:\n  home: {type: A}\n")
    }

    @Test func missingSpaceAfterColonPointsAtTheKey() {
        let source = "scene: Music\n1️⃣version:1\npages: {}\n"
        let diagnostic = expectOne(source, .missingColonSpace, message: "expected ': ' between a key and its value")
        expectEqual(diagnostic.map { applyFixIts($0, to: source) }, "scene: Music\nversion: 1\npages: {}\n")
        expectEqual(diagnostic?.notes.first?.message.hasPrefix("libyaml: "), true)
    }

    @Test func unclosedFlowSequencePointsAtTheBracket() {
        _ = expectOne("push: 1️⃣[album, artist\nother: 1\n", .unclosedFlowCollection, message: "this '[' is never closed")
    }

    @Test func unclosedFlowMappingPointsAtTheBrace() {
        _ = expectOne("tab: 1️⃣{title: A, root: b\nx: 1\n", .unclosedFlowCollection, message: "this '{' is never closed")
    }

    @Test func unclosedQuotePointsAtTheOpeningQuote() {
        _ = expectOne("title: 1️⃣\"Browse\nroot: b\n", .unclosedQuote, message: "this quoted string is never closed")
    }

    @Test func unknownEscapeIsNamed() {
        _ = expectOne("title: \"a1️⃣\\qb\"\n", .unknownEscape, message: "unknown escape '\\q'")
    }

    @Test func colonInsideAPlainValue() {
        _ = expectOne("title: Now1️⃣: Playing\n", .unexpectedColon, message: "unexpected ': ' inside a value")
    }

    @Test func badIndentationNamesTheEnclosingMapping() {
        let diagnostic = expectOne(
            "pages:\n  home:\n    type: A\n   1️⃣title: B\n", .badIndentation,
            message: "this line is indented by 3 spaces, which does not line up with the lines around it")
        expectEqual(diagnostic?.notes.first?.message.hasPrefix("the enclosing mapping starts on line"), true)
    }

    @Test func otherLibYAMLErrorsKeepLibYAMLsWords() {
        let (_, diagnostics) = parse(MarkedSource("a: b\n- c\n"))
        expectEqual(diagnostics.count, 1)
        expectEqual(diagnostics.first.map { MarkedSource("a: b\n- c\n").file().contains($0.range) }, true)
    }

    @Test func nonScalarKeysAreRejected() {
        _ = expectOne("1️⃣[a, b]: c\nd: e\n", .nonScalarKey, message: "a mapping key must be a plain value, not a list")
    }

    @Test func longScalarsAreRejected() {
        let limits = SyntaxLimits(maxFileBytes: 1 << 20, maxDepth: 64, maxScalarBytes: 10)
        let marked = MarkedSource("title: 1️⃣aaaaaaaaaaaaaaaaaaaa\n")
        let (_, diagnostics) = parse(marked, limits: limits)
        expectEqual(diagnostics.map(\.code), [.scalarTooLong])
        expectEqual(diagnostics.first?.range.start, marked["1️⃣"])
    }

    @Test func largeFilesAreRejectedBeforeParsing() {
        let limits = SyntaxLimits(maxFileBytes: 8, maxDepth: 64, maxScalarBytes: 10)
        let (tree, diagnostics) = parse(MarkedSource("scene: a very long file\n"), limits: limits)
        #expect(tree == nil)
        expectEqual(diagnostics.map(\.code), [.fileTooLarge])
    }

    @Test func twentyMegabyteLineEndsInALocatedError() {
        let text = "title: " + String(repeating: "a", count: 20 << 20) + "\n"
        let file = SourceFile(path: "big.yaml", text: text)
        var bag = DiagnosticBag()
        _ = SyntaxParser.parse(file, diagnostics: &bag)
        expectEqual(bag.all.map(\.code), [.scalarTooLong])
        expectEqual(bag.all.first?.range.start, 7)
    }
}
