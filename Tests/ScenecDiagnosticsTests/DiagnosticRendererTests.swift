import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import Testing

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(
        path: "Music.scene.yaml",
        text: "scene: Music\ntabs:\n  - titel: Browse\n    root: browse\n\tbad: 1\n  - title: \"Wélcome 👋\"\n")

    /// The range of the first occurrence of `text` in the file.
    func range(_ text: String) -> SourceRange {
        let needle = Array(text.utf8)
        let bytes = file.bytes
        let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }!
        return SourceRange(start: start, end: start + needle.count)
    }

    @Test func rendersHeaderSnippetLabelHelpAndFix() {
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key 'titel' in a tab", at: range("titel"), label: "unknown key",
            help: ["did you mean 'title'?"],
            fixIts: [FixIt("replace 'titel' with 'title'", replacing: range("titel"), with: "title")])
        expectEqual(
            DiagnosticRenderer().render(diagnostic, in: file),
            """
            Music.scene.yaml:3:5: error: unknown key 'titel' in a tab [SC2001]
              |
            3 |   - titel: Browse
              |     ^^^^^ unknown key
              = help: did you mean 'title'?
              = fix: replace 'titel' with 'title'

            """)
    }

    @Test func aFileLevelDiagnosticHasNoPositionInAnyFormat() {
        let diagnostic = Diagnostic.fileLevel(
            .outputNotADirectory, "output path 'out' is not a directory", help: ["remove the file 'out'"])
        #expect(diagnostic.isFileLevel)
        expectEqual(
            DiagnosticRenderer().render(diagnostic, in: file),
            """
            Music.scene.yaml: error: output path 'out' is not a directory [SC5002]
             = help: remove the file 'out'

            """)
        expectEqual(
            GitHubRenderer.line(diagnostic, in: file),
            "::error file=Music.scene.yaml,title=SC5002::output path 'out' is not a directory%0Ahelp: remove the "
                + "file 'out'")
        let json = DiagnosticRenderer.json(diagnostic, in: file).serialized()
        #expect(json.contains("\"file\": \"Music.scene.yaml\",\n  \"line\": null,\n  \"column\": null,"), "\(json)")
        let sarif = SARIFRenderer.render([(file, [diagnostic])], toolVersion: "0").serialized()
        #expect(sarif.contains("\"uri\": \"Music.scene.yaml\""))
        #expect(!sarif.contains("\"region\""), "\(sarif)")
    }

    @Test func locatedNotesGetTheirOwnHeader() {
        let diagnostic = Diagnostic(
            .duplicateKey, "duplicate key 'root'", at: range("root"), label: "defined again here",
            notes: [Note("'root' is first defined here", at: range("titel"), label: "first defined here")])
        expectEqual(
            DiagnosticRenderer().render(diagnostic, in: file),
            """
            Music.scene.yaml:4:5: error: duplicate key 'root' [SC1010]
              |
            4 |     root: browse
              |     ^^^^ defined again here
            Music.scene.yaml:3:5: note: 'root' is first defined here
              |
            3 |   - titel: Browse
              |     ----- first defined here

            """)
    }

    @Test func underlinesCountCharactersAndKeepTabs() {
        // The tab on line 5 is copied into the underline's indent, and the emoji is one column.
        let tab = Diagnostic(.tabIndentation, "tabs cannot indent YAML", at: range("\t"), label: "tab")
        expectEqual(
            DiagnosticRenderer().render(tab, in: file),
            """
            Music.scene.yaml:5:1: error: tabs cannot indent YAML [SC1004]
              |
            5 | \tbad: 1
              | ^ tab

            """)
        let emoji = Diagnostic(.yamlSyntax, "x", at: range("\"Wélcome 👋\""))
        expectEqual(
            DiagnosticRenderer().render(emoji, in: file),
            """
            Music.scene.yaml:6:12: error: x [SC1009]
              |
            6 |   - title: "Wélcome 👋"
              |            ^^^^^^^^^^^

            """)
    }

    @Test func zeroWidthRangeDrawsOneCaret() {
        let diagnostic = Diagnostic(.missingKey, "missing", at: .at(12))
        #expect(DiagnosticRenderer().render(diagnostic, in: file).contains("1 | scene: Music\n  |             ^\n"))
    }

    @Test func longLinesAreWindowedAroundTheRange() {
        let long = SourceFile(path: "long.yaml", text: "title: " + String(repeating: "a", count: 10_000) + "!")
        let diagnostic = Diagnostic(.yamlSyntax, "bang", at: SourceRange(start: 10_007, end: 10_008), label: "here")
        let lines = DiagnosticRenderer().render(diagnostic, in: long).split(separator: "\n")
        #expect(lines[2].hasPrefix("1 | …"))
        #expect(lines[2].hasSuffix("a!"))
        #expect(lines[2].count < 200)
        let caretColumn = lines[3].firstIndex(of: "^").map { lines[3].distance(from: lines[3].startIndex, to: $0) }
        let bangColumn = lines[2].firstIndex(of: "!").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        expectEqual(caretColumn, bangColumn)
    }

    @Test func controlCharactersInSnippetsAreMadeVisible() {
        let nul = SourceFile(path: "nul.yaml", bytes: Array("a: b\u{1B}[31m".utf8))
        let text = DiagnosticRenderer().render(
            Diagnostic(.controlCharacter, "c", at: SourceRange(start: 4, end: 5)), in: nul)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("a: b\u{241B}[31m"))
    }

    @Test func colourIsALayerOverTheSameLayout() {
        let diagnostic = Diagnostic(.unknownKey, "m", at: range("titel"), label: "l")
        let plain = DiagnosticRenderer(style: .plain).render(diagnostic, in: file)
        let colored = DiagnosticRenderer(style: .ansi).render(diagnostic, in: file)
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(colored.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test func summaryLineHasNoErrorPrefix() {
        expectEqual(
            DiagnosticRenderer.summary(errors: 2, warnings: 1, files: 1), "scenec: 2 errors, 1 warning in 1 file")
        expectEqual(
            DiagnosticRenderer.summary(errors: 0, warnings: 0, suppressed: 3, files: 2),
            "scenec: 0 errors, 0 warnings, 3 suppressed in 2 files")
    }

    @Test func jsonCarriesRangesNotesAndFixIts() {
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key 'titel' in a tab", at: range("titel"), label: "unknown key",
            notes: [Note("n", at: SourceRange(start: 0, end: 5))], help: ["h"],
            fixIts: [FixIt("f", replacing: range("titel"), with: "title")])
        expectEqual(
            DiagnosticRenderer.json(diagnostic, in: file).serialized(pretty: false),
            """
            {"code":"SC2001","severity":"error","message":"unknown key 'titel' in a tab","file":"Music.scene.yaml",\
            "line":3,"column":5,"endLine":3,"endColumn":10,"label":"unknown key","notes":[{"message":"n",\
            "file":"Music.scene.yaml","line":1,"column":1,"endLine":1,"endColumn":6,"label":null}],"help":["h"],\
            "fixIts":[{"message":"f","edits":[{"line":3,"column":5,"endLine":3,"endColumn":10,\
            "replacement":"title"}]}]}
            """)
    }

    @Test func jsonEscapesAndFormatsNumbersOneWay() {
        let value = JSONValue.array([
            .string("q\"b\\n\n\u{1}\u{2028}é"), .number(944), .number(0.2058), .number(.nan), .number(-0.5),
        ])
        // NaN is printed as a number (NumberText), never as null.
        expectEqual(value.serialized(pretty: false), #"["q\"b\\n\n\u0001\u2028é",944,0.2058,0,-0.5]"#)
    }
}
