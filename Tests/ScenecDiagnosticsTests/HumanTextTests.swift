import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import Testing

/// The one number formatter and the one escaping of human-readable text.
@Suite struct HumanTextTests {
    @Test("numbers: integral without a fraction, others shortest, every form a JSON number")
    func numbers() {
        expectEqual(NumberText.format(944), "944")
        expectEqual(NumberText.format(-0.0), "0")
        expectEqual(NumberText.format(0.2058), "0.2058")
        expectEqual(NumberText.format(1e20), "1e+20")
        expectEqual(NumberText.format(1e-6), "1e-06")
    }

    @Test("numbers for people: at most 4 decimals, integral without a fraction")
    func readableNumbers() {
        expectEqual(NumberText.format(0.44999999999999996), "0.44999999999999996")
        expectEqual(NumberText.readable(0.44999999999999996), "0.45")
        expectEqual(NumberText.readable(1.0 / 3), "0.3333")
        expectEqual(NumberText.readable(-2.0 / 3), "-0.6667")
        expectEqual(NumberText.readable(0.2058), "0.2058")
        expectEqual(NumberText.readable(944), "944")
        expectEqual(NumberText.readable(471.99999999), "472")
        expectEqual(NumberText.readable(-0.00001), "0")
        expectEqual(NumberText.readable(1e-6), "0")
        expectEqual(NumberText.readable(1e20), "1e+20")
        expectEqual(NumberText.readable(.nan), "0")
        expectEqual(NumberText.readable(.infinity), NumberText.format(.infinity))
    }

    @Test("infinity and NaN print as numbers, never as null, inf or nan")
    func nonFiniteNumbersStayNumbers() {
        for value in [Double.infinity, -.infinity, .nan, -.nan] {
            let text = NumberText.format(value)
            expectEqual(Double(text)?.isNaN, false, "\(value) -> \(text)")
            for word in ["null", "inf", "nan"] { #expect(!text.lowercased().contains(word), "\(value) -> \(text)") }
            let json = JSONValue.array([.number(value)]).serialized(pretty: false)
            #expect(!json.contains("null"), "\(json)")
        }
        expectEqual(NumberText.format(.infinity), "1.7976931348623157e+308")
        expectEqual(NumberText.format(-.infinity), "-1.7976931348623157e+308")
        expectEqual(NumberText.format(.nan), "0")
    }

    static let forged = "x\nMain.swift:1:1: error: forged"

    @Test("control, separator and bidirectional characters are escaped; everything else is kept; twice is once")
    func escaping() {
        expectEqual(DisplayText.escaped("a\nb\rc\td"), "a\\nb\\rc\\td")
        expectEqual(
            DisplayText.escaped("\u{0}\u{1B}\u{7F}\u{85}\u{9B}"), "\\u{0000}\\u{001B}\\u{007F}\\u{0085}\\u{009B}")
        expectEqual(DisplayText.escaped("\u{2028}\u{2029}"), "\\u{2028}\\u{2029}")
        for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C] {
            let text = "a" + String(Unicode.Scalar(UInt32(scalar))!) + "b"
            expectEqual(
                DisplayText.escaped(text),
                "a\\u{\(String(scalar, radix: 16, uppercase: true).count == 3 ? "0" : "")\(String(scalar, radix: 16, uppercase: true))}b"
            )
            #expect(!DisplayText.isSafe(text))
        }
        let kept = "Wélcome 👋 \\n ' \" אבג"
        expectEqual(DisplayText.escaped(kept), kept)
        let once = DisplayText.escaped(Self.forged + "\u{202E}")
        expectEqual(DisplayText.escaped(once), once)
        #expect(DisplayText.isSafe(once))
        #expect(DisplayText.isSafe("a\tb", allowingTabs: true))
        #expect(!DisplayText.isSafe("a\tb"))
    }

    @Test("a value in a message, label, note, help or fix-it cannot forge a line of text diagnostics")
    func textDiagnosticsCannotBeForged() {
        let file = SourceFile(path: "Music.scene.yaml", text: "title: \"x\\u202Ey\"\nnext: 1\n")
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key '\(Self.forged)'", at: SourceRange(start: 0, end: 5), label: Self.forged,
            notes: [Note(Self.forged), Note(Self.forged, at: SourceRange(start: 7, end: 8), label: Self.forged)],
            help: [Self.forged], fixIts: [FixIt(Self.forged, replacing: SourceRange(start: 0, end: 5), with: "t")])
        let text = DiagnosticRenderer().render(diagnostic, in: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("Main.swift") }, "\(text)")
        expectEqual(lines.count, 12, "\(text)")
        for line in lines { #expect(DisplayText.isSafe(String(line), allowingTabs: true), "\(line)") }
        #expect(text.contains("unknown key 'x\\nMain.swift:1:1: error: forged' [SC2001]"))
    }

    @Test("a bidirectional override in a source line is escaped, and the underline stays under its range")
    func snippetEscapesBidiControls() {
        let file = SourceFile(path: "b.yaml", text: "title: a\u{202E}bc\u{2066}: key\n")
        let range = SourceRange(start: 13, end: 19)  // U+2066 (3 bytes), ":", " " and "k"
        let text = DiagnosticRenderer().render(Diagnostic(.yamlSyntax, "m", at: range, label: "here"), in: file)
        #expect(text.contains("1 | title: a\\u{202E}bc\\u{2066}: key\n"), "\(text)")
        // Under `\u{2066}: k`, after the 18 characters of `title: a\u{202E}bc`.
        let underline = "  | " + String(repeating: " ", count: 18) + String(repeating: "^", count: 11) + " here\n"
        #expect(text.contains(underline), "\(text)")
    }

    @Test("GitHub annotations escape values before joining help lines")
    func githubAnnotationsCannotBeForged() {
        let file = SourceFile(path: "a\u{202E}.yaml", text: "title: x\n")
        let diagnostic = Diagnostic(
            .unknownKey, Self.forged + "\u{202E}", at: SourceRange(start: 0, end: 5), help: [Self.forged])
        let line = GitHubRenderer.line(diagnostic, in: file)
        #expect(!line.contains("\n") && DisplayText.isSafe(line), "\(line)")
        #expect(line.contains("file=a\\u{202E}.yaml"), "\(line)")
        #expect(
            line.hasSuffix("::x\\nMain.swift:1:1: error: forged\\u{202E}%0Ahelp: x\\nMain.swift:1:1: error: forged"),
            "\(line)")
    }
}
