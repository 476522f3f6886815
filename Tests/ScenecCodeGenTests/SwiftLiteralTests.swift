import ScenecCodeGen
import ScenecExpectations
import Testing

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("\"\"\"", #""\"\"\"""#),
        ("#hash#", ##""#hash#""##),
        ("line\nbreak\r\ttab\0", #""line\nbreak\r\ttab\0""#),
        ("sep\u{2028}arator", #""sep\u{2028}arator""#),
        ("rtl\u{200F}mark\u{202E}", #""rtl\u{200F}mark\u{202E}""#),
        ("Café 日本 👋", #""Café 日本 👋""#),
        ("e\u{301}", #""e\u{301}""#),
        ("👨\u{200D}👩", #""👨\u{200D}👩""#),
        ("\u{7F}\u{1B}\u{FEFF}\u{A0}", #""\u{7F}\u{1B}\u{FEFF}\u{A0}""#),
    ])
    func string(_ input: String, _ expected: String) {
        expectEqual(SwiftLiteral.string(input), expected)
    }

    @Test(arguments: [
        (320.0, "320"), (-50, "-50"), (0, "0"), (-0.0, "0"), (44.5, "44.5"), (0.3, "0.3"), (2.5, "2.5"),
        (0.1 + 0.2, "0.30000000000000004"), (1e-7, "1e-07"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
        (123456789012345, "123456789012345"),
        (.infinity, ".infinity"), (-.infinity, "-.infinity"),
    ])
    func number(_ value: Double, _ expected: String) {
        expectEqual(SwiftLiteral.number(value), expected)
    }

    @Test func nanAndOthers() {
        expectEqual(SwiftLiteral.number(.nan), ".nan")
        expectEqual(SwiftLiteral.integer(-3), "-3")
        #expect(SwiftLiteral.bool(true) == "true" && SwiftLiteral.bool(false) == "false")
        expectEqual(SwiftLiteral.optional(nil as String?, SwiftLiteral.string), "nil")
        expectEqual(SwiftLiteral.optional("a", SwiftLiteral.string), #""a""#)
    }

    @Test func commentTextCannotEndTheComment() {
        expectEqual(SwiftLiteral.commentText("a\nb\u{2028}c\u{200F}d é"), #"a\u{A}b\u{2028}c\u{200F}d é"#)
    }
}

@Suite struct SwiftIdentifierTests {
    @Test func keywordsAreBackticked() {
        expectEqual(SwiftIdentifier.escaped("class"), "`class`")
        expectEqual(SwiftIdentifier.escaped("self"), "`self`")
        expectEqual(SwiftIdentifier.escaped("Type"), "`Type`")
        expectEqual(SwiftIdentifier.escaped("Self"), "`Self`")
        expectEqual(SwiftIdentifier.escaped("_"), "`_`")
        expectEqual(SwiftIdentifier.escaped("album"), "album")
        expectEqual(SwiftIdentifier.escaped("Classic"), "Classic")
    }

    @Test func namesFromIDs() {
        expectEqual(SwiftIdentifier.member("album_list"), "albumList")
        expectEqual(SwiftIdentifier.type("album_list"), "AlbumList")
        expectEqual(SwiftIdentifier.member("URLPage"), "urlPage")
        expectEqual(SwiftIdentifier.type("_private"), "_Private")
        expectEqual(SwiftIdentifier.type("self"), "Self")
    }

    @Test func fragments() {
        expectEqual(SwiftIdentifier.fragment("ipad-landscape"), "ipadLandscape")
        expectEqual(SwiftIdentifier.fragment("stage-manager-window"), "stageManagerWindow")
        expectEqual(SwiftIdentifier.fragment("iPad 13\" (M4)"), "iPad13M4")
        expectEqual(SwiftIdentifier.fragment("👋"), "x")
        expectEqual(SwiftIdentifier.fragment("--"), "x")
    }

    @Test func plainNames() {
        #expect(SwiftIdentifier.isPlain("Music"))
        #expect(SwiftIdentifier.isPlain("_Music2"))
        #expect(!SwiftIdentifier.isPlain("Music-App"))
        #expect(!SwiftIdentifier.isPlain("class"))
        #expect(!SwiftIdentifier.isPlain("2Music"))
        #expect(!SwiftIdentifier.isPlain(""))
    }
}

@Suite struct SwiftWriterTests {
    /// The text `write` writes, collected from the pieces the writer hands over.
    static func written(_ write: (inout SwiftWriter) -> Void) -> String {
        var text = ""
        var writer = SwiftWriter(flushingTo: { text += $0 })
        write(&writer)
        writer.finish()
        return text
    }

    @Test func blocksIndentAndTrim() {
        let text = Self.written { writer in
            writer.comment("Header")
            writer.blankLine()
            writer.blankLine()
            writer.block("enum A") { writer in
                writer.blankLine()
                writer.line("case a")
                writer.blankLine()
            }
            writer.blankLine()
        }
        expectEqual(text, "// Header\n\nenum A {\n    case a\n}\n")
    }

    @Test func snippetsKeepTheirShapeAtTheCurrentIndentation() {
        let text = Self.written { writer in
            writer.block("enum A") { writer in
                writer.lines(
                    """

                    struct B {
                        let c: Int

                        func d() {}
                    }

                    """
                )
                writer.line("case e")
            }
        }
        expectEqual(
            text, "enum A {\n    struct B {\n        let c: Int\n\n        func d() {}\n    }\n\n    case e\n}\n")
    }

    @Test func textIsHandedOverInPiecesFromFlushSize() {
        var pieces: [String] = []
        var writer = SwiftWriter(flushingTo: { pieces.append($0) })
        writer.blankLine()
        writer.comment("Header")
        writer.blankLine()
        for index in 0..<6_000 {
            writer.block("enum E\(index)") { writer in
                writer.line("case a")
                writer.blankLine()
            }
            writer.blankLine()
        }
        expectEqual(pieces.count, 2, "two full pieces before the end")
        writer.finish()
        expectEqual(pieces.count, 3)
        #expect(
            pieces.dropLast().allSatisfy {
                (SwiftWriter.flushSize..<SwiftWriter.flushSize + 30).contains($0.utf8.count)
            })
        let text = pieces.joined()
        #expect(text.hasPrefix("// Header\n\nenum E0 {\n    case a\n}\n\nenum E1 {"))
        #expect(text.hasSuffix("enum E5999 {\n    case a\n}\n"), "the last empty line is not handed over")
        writer.finish()
        expectEqual(pieces.count, 3, "nothing is left to hand over")
    }

    @Test func emptyWriterWritesNothing() {
        expectEqual(Self.written { _ in }, "")
        expectEqual(Self.written { $0.line("") }, "")
    }

    @Test func shortStatementsStayOnOneLine() {
        let text = Self.written { writer in
            writer.statement(
                "let x = ", .call("f", [SwiftArgument("a", .atom("1")), SwiftArgument(nil, .array([.atom("2")]))]))
        }
        expectEqual(text, "let x = f(a: 1, [2])\n")
    }

    @Test func longStatementsBreakOneArgumentPerLine() {
        let long = String(repeating: "x", count: 60)
        let inner = SwiftExpr.call("Inner", [SwiftArgument("value", .atom("\"\(long)\""))])
        let text = Self.written { writer in
            writer.block("func f()") { writer in
                writer.statement(
                    "", .call("outer.append", [SwiftArgument(nil, inner), SwiftArgument("more", .atom("\"\(long)\""))]))
            }
        }
        let expected = """
            func f() {
                outer.append(
                    Inner(value: "\(long)"),
                    more: "\(long)"
                )
            }

            """
        expectEqual(text, expected)
    }

    @Test func longArraysBreakOneElementPerLine() {
        let elements = (0..<20).map { SwiftExpr.atom("\"element\($0)\"") }
        let lines = Self.written { $0.statement("let a = ", .array(elements)) }.split(separator: "\n")
        expectEqual(lines.first, "let a = [")
        expectEqual(lines[1], "    \"element0\",")
        expectEqual(lines.last, "]")
        expectEqual(lines.count, 22)
    }

    @Test func chainsBreakBeforeEachCall() {
        let calls = (0..<20).map { ".pushSomeLongPageName\($0)()" }
        let text = Self.written { writer in
            writer.chain("let n = try start()", [".a()", ".b()"])
            writer.chain("let m = try start()", calls)
        }
        let lines = text.split(separator: "\n")
        expectEqual(lines[0], "let n = try start().a().b()")
        expectEqual(lines[1], "let m = try start()")
        expectEqual(lines[2], "    .pushSomeLongPageName0()")
        expectEqual(lines.count, 22)
    }

    @Test func documentationIsWrappedAndSafe() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let text = Self.written { $0.documentation("first\n\n" + words + "\nnew\u{2028}line") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        expectEqual(lines.first, "/// first")
        expectEqual(lines[1], "///")
        #expect(lines.allSatisfy { $0.count <= SwiftWriter.lineLength && $0.hasPrefix("///") })
        expectEqual(lines.last, "/// new\\u{2028}line")
    }

    /// The wrapping rule measured in Characters, the way `documentation` measured every text before it took byte
    /// shortcuts for ASCII: the oracle the faster writer must match.
    static func referenceDocumentation(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = SwiftLiteral.commentText(String(part))
            guard !safe.isEmpty else {
                lines.append("///")
                continue
            }
            var current = ""
            for word in safe.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append("/// " + current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append("/// " + current)
        }
        return lines
    }

    @Test func aLineFitsByItsCharactersNotItsBytes() {
        let writer = SwiftWriter(flushingTo: { _ in })
        #expect(writer.fits(String(repeating: "a", count: SwiftWriter.lineLength)))
        #expect(!writer.fits(String(repeating: "a", count: SwiftWriter.lineLength + 1)))
        // Three bytes a Character, and two scalars a Character: over the length in bytes, within it in Characters.
        #expect(writer.fits(String(repeating: "日", count: SwiftWriter.lineLength)))
        #expect(!writer.fits(String(repeating: "日", count: SwiftWriter.lineLength + 1)))
        #expect(writer.fits(String(repeating: "e\u{301}", count: SwiftWriter.lineLength)))
        // CR LF is ASCII, two bytes and one Character.
        #expect(writer.fits(String(repeating: "\r\n", count: SwiftWriter.lineLength)))
    }

    @Test func documentationWrapsAsTheCharacterCountingRule() {
        // ASCII with runs of spaces and a CR LF; emoji with a skin-tone modifier after a space (one Character with
        // it); combining marks; a tab (escaped to ASCII); long words; all at the wrapping edge.
        let pieces = [
            "word", "w", "", " ", "  lead", "trail  ", "a\r\nb", "tab\there", "👋", " 🏽", "e\u{301}", "日本語",
            String(repeating: "x", count: 130), String(repeating: "ab ", count: 40), "\n", "\u{2028}",
        ]
        var generator = SystemRandomNumberGenerator()
        var texts = pieces
        for _ in 0..<300 {
            let count = Int.random(in: 1...60, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " "))
        }
        for text in texts {
            let written = Self.written { $0.documentation(text) }
            let lines = written.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            expectEqual(
                lines, Self.referenceDocumentation(text, width: SwiftWriter.lineLength - 4),
                "\(text.debugDescription)")
        }
    }
}
