import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

@Suite struct SyntaxTreeTests {
    @Test func everyNodeKeepsItsRange() {
        let (tree, diagnostics) = parse(
            MarkedSource(
                """
                scene: Music
                tabs:
                  - {title: "Wélcome 👋", root: browse}
                  - title: 'Radio'
                    root: radio
                pages:
                  browse: |
                    text
                """))
        #expect(diagnostics.isEmpty)
        expectEqual(
            tree,
            """
            mapping @1:1-8:9
              key: scalar plain "scene" @1:1-1:6
                scalar plain "Music" @1:8-1:13
              key: scalar plain "tabs" @2:1-2:5
                sequence @3:3-5:16
                  - mapping flow @3:5-3:43
                    key: scalar plain "title" @3:6-3:11
                      scalar doubleQuoted "Wélcome 👋" @3:13-3:28
                    key: scalar plain "root" @3:30-3:34
                      scalar plain "browse" @3:36-3:42
                  - mapping @4:5-5:16
                    key: scalar plain "title" @4:5-4:10
                      scalar singleQuoted "Radio" @4:12-4:19
                    key: scalar plain "root" @5:5-5:9
                      scalar plain "radio" @5:11-5:16
              key: scalar plain "pages" @6:1-6:6
                mapping @7:3-8:9
                  key: scalar plain "browse" @7:3-7:9
                    scalar literal "text" @7:11-8:9

            """)
    }

    @Test func marksAreRightAfterBOMCRLFAndLineSeparators() {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array("a: é\r\nb: 👋".utf8) + [0xE2, 0x80, 0xA8] + Array("c: x\rd: y".utf8)
        let file = SourceFile(path: "x.yaml", bytes: bytes)
        var bag = DiagnosticBag()
        let tree = SyntaxParser.parse(file, diagnostics: &bag).map { SyntaxDump.render($0, in: file) }
        #expect(bag.all.isEmpty)
        expectEqual(
            tree,
            """
            mapping @1:1-4:5
              key: scalar plain "a" @1:1-1:2
                scalar plain "é" @1:4-1:6
              key: scalar plain "b" @2:1-2:2
                scalar plain "👋" @2:4-2:8
              key: scalar plain "c" @3:1-3:2
                scalar plain "x" @3:4-3:5
              key: scalar plain "d" @4:1-4:2
                scalar plain "y" @4:4-4:5

            """)
    }

    @Test func emptyFileIsANullDocument() {
        let (tree, diagnostics) = parse(MarkedSource("# only a comment\n"))
        #expect(diagnostics.isEmpty)
        expectEqual(tree, "scalar plain \"\" @1:1-1:1\n")
    }

    @Test func typesAreNotGuessed() {
        let (tree, _) = parse(MarkedSource("a: no\nb: \"80\"\nc: 0x1F\n"))
        expectEqual(tree?.contains("scalar plain \"no\""), true)
        expectEqual(tree?.contains("scalar doubleQuoted \"80\""), true)
        expectEqual(tree?.contains("scalar plain \"0x1F\""), true)
    }
}
