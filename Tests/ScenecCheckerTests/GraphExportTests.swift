import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// `GraphExport`: DOT that Graphviz accepts, Mermaid that follows the grammar it emits, and
/// JSON goldens, for every example scene.
@Suite struct GraphExportTests {
    /// The exporter of a compiled scene that has no errors.
    func export(_ file: SourceFile) throws -> GraphExport {
        let result = Compiler().compile(file)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return GraphExport(scene: try #require(result.scene), graph: try #require(result.graph), file: file)
    }

    func example(_ path: String) throws -> GraphExport {
        try export(try #require(readRepositoryFile(path)))
    }

    /// A scene whose tab titles and page titles need escaping in every format.
    let tricky = SourceFile(
        path: "tricky.scene.yaml",
        text: """
            scene: Tricky
            version: 1
            tabs:
              - {title: "Say \\"hi\\" #1 <b> \\\\ `end`", root: home}
              - {title: "a -> b; c", root: end}
            pages:
              home:
                type: App.Home
                title: "Line\\nbreak"
                push: [end]
                transition: {next: end, pop: false}
              end:
                type: App.End
                stack:
                  root: first
                  views:
                    first: {type: App.First, push: [second], switch: [third]}
                    second: {type: App.Second}
                    third: {type: App.Third}
            """)

    @Test(arguments: exampleScenes + ["tricky"])
    func graphvizAcceptsTheDOT(_ path: String) throws {
        let dot = try Tool.require("dot", from: "graphviz")
        let exporter = path == "tricky" ? try export(tricky) : try example(path)
        let output = try Run.program(dot, ["-Tsvg"], input: exporter.dot())
        expectEqual(output.status, 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(output.stdout.contains("<svg"))
    }

    @Test func dotStylesEdgesByKindAndClustersTabsAndStacks() throws {
        let dot = try export(tricky).dot()
        #expect(dot.hasPrefix("digraph \"Tricky\" {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("subgraph \"cluster_tab_0\" {"))
        #expect(dot.contains("subgraph \"cluster_stack_end\" {"))
        #expect(dot.contains(#""entry:tab[0]" [label="Say \"hi\" #1 <b> \\ `end`""#))
        #expect(dot.contains(#""page:home" [label="home\nLine\nbreak""#))
        #expect(dot.contains(#""page:home" -> "page:end" [kind=push, style=solid];"#))
        #expect(dot.contains(#""page:home" -> "page:end" [kind=push, style=dashed, label="swipe"];"#))
        #expect(dot.contains(#""page:end" -> "view:end.first" [kind=contains, style=bold];"#))
        #expect(dot.contains(#""view:end.first" -> "view:end.second" [kind=stackPush, color="blue"];"#))
        #expect(dot.contains(#""view:end.first" -> "view:end.third" [kind=stackSwitch, style=dotted"#))
    }

    @Test func dotQuoting() {
        expectEqual(GraphExport.dotQuoted("a\"b\\c\nd\u{7}"), #""a\"b\\c\nd""#)
    }

    @Test(arguments: exampleScenes + ["tricky"])
    func mermaidFollowsItsGrammar(_ path: String) throws {
        let exporter = path == "tricky" ? try export(tricky) : try example(path)
        let mermaid = exporter.mermaid()
        let lines = mermaid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expectEqual(lines.first, "flowchart LR")
        expectEqual(lines.last, "")
        // A quoted label: no raw quote, '#' only in entity codes, no '<', '>' or backtick.
        let label = ##""(?:[^"#<>`\n]|#[a-z0-9]+;)*""##
        // Pages are rounded, stadium or plain boxes; links (§10.3) asymmetric ones (`n1>"url"]`).
        let node = try Regex(
            "^ {4,8}n\\d+(?:\\(\\[" + label + "\\]\\)|\\[" + label + "\\]|\\(" + label + "\\)|>" + label + "\\])$")
        // A link's edge to the page it opens is labelled with its path.
        let edge = try Regex(
            #"^    n\d+ (?:-->|==>|-\.->\|"swipe"\||-->\|"push"\||-\.->\|"switch"\||-\.->\|"present"\||-\.->\|"#
                + label + #"\|) n\d+$"#)
        let subgraph = try Regex("^    subgraph s\\d+\\[" + label + "\\]$")
        var declared: Set<String> = []
        var used: Set<String> = []
        var edges = 0
        var depth = 0
        for line in lines.dropFirst().dropLast() {
            if line.wholeMatch(of: node) != nil {
                let id = line.drop { $0 == " " }.prefix { $0 != "(" && $0 != "[" && $0 != ">" }
                #expect(declared.insert(String(id)).inserted, "node declared twice: \(line)")
            } else if line.wholeMatch(of: edge) != nil {
                edges += 1
                for word in line.split(separator: " ") where word.first == "n" { used.insert(String(word)) }
            } else if line.wholeMatch(of: subgraph) != nil {
                depth += 1
            } else if line == "    end" {
                depth -= 1
                expectEqual(depth, 0)
            } else {
                Issue.record("not in the grammar: \(line)")
            }
        }
        expectEqual(depth, 0)
        #expect(used.isSubset(of: declared), "edges to undeclared nodes: \(used.subtracting(declared))")
        // Each link (§10.3) adds a node and its edge to the page it opens.
        let links = lines.count { $0.wholeMatch(of: node) != nil && $0.contains(">\"") }
        expectEqual(edges, exporter.graph.edges.count + links)
        expectEqual(declared.count, exporter.graph.nodes.count + links)
        expectEqual(links, (path.hasSuffix("Music.scene.yaml") ? 6 : path.hasSuffix("Player.scene.yaml") ? 2 : 0))
    }

    @Test func mermaidQuoting() {
        expectEqual(GraphExport.mermaidQuoted("say \"hi\" #1 <b>`\n"), "\"say #quot;hi#quot; #35;1 #lt;b#gt;#96; \"")
    }

    @Test(arguments: exampleScenes)
    func jsonMatchesItsGolden(_ path: String) throws {
        let exporter = try example(path)
        let json = exporter.json().serialized() + "\n"
        expectEqual(json, exporter.json().serialized() + "\n")
        let name = String(path.split(separator: "/").last!.prefix { $0 != "." })
        if let failure = Golden.check(json, against: testDirectory + "/Fixtures/graphs/\(name).graph.json") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func jsonHasKindsGestureFlagsAndLocations() throws {
        let json = try export(tricky).json()
        guard case .object(let top) = json, case .array(let edges)? = top.first(where: { $0.0 == "edges" })?.1
        else {
            Issue.record("not an object with edges")
            return
        }
        let swipe = JSONValue.object([
            ("from", .string("page:home")), ("to", .string("page:end")), ("kind", .string("push")),
            ("gesture", .bool(true)), ("line", .int(11)), ("column", .int(24)),
        ])
        #expect(edges.contains(swipe))
        expectEqual(edges.count, 7)
    }
}

/// Scene format §10.3 says where a link's graph edge goes, and `scenec graph` draws it there: to the last page of
/// the link's path (the page the link opens), not to its entry page (issue 41).
@Suite struct LinkEdgeTargetTests {
    @Test func aLinkEdgeGoesToThePathsLastPageAsTheFormatSays() throws {
        let file = SourceFile(
            path: "links.scene.yaml",
            text: """
                scene: Links
                version: 1
                tabs:
                  - {title: Home, root: home}
                pages:
                  home: {type: App.Home, push: [album]}
                  album: {type: App.Album, push: [track]}
                  track: {type: App.Track}
                links:
                  - {url: "music://track", path: "home,album,track"}
                """)
        let result = Compiler().compile(file)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let exporter = GraphExport(scene: try #require(result.scene), graph: try #require(result.graph), file: file)
        let dot = exporter.dot()
        #expect(dot.contains(#""link:track" -> "page:track" [kind=link"#), "\(dot)")
        #expect(!dot.contains(#""link:track" -> "page:home""#))
        // The normative text (§10.3) names the same end of the path.
        let format = try #require(FileIO.read(Paths.repositoryRoot(from: #filePath) + "/docs/scene-format.md"))
        let section = try #require(format.range(of: "### 10.3 Links")).upperBound
        let end = try #require(format.range(of: "### 10.4", range: section..<format.endIndex)).lowerBound
        let text = format[section..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sentence = try #require(text.range(of: "`scenec graph` shows")).lowerBound
        let said = text[sentence...].prefix(140)
        #expect(said.contains("to the path's last page"), "§10.3 says: \(said)")
        #expect(!said.contains("first page"), "§10.3 says: \(said)")
    }
}
