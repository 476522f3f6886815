import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

@testable import ScenecSema

/// The checker's fast paths against the general code they skip: the member names of ids that are their own
/// member names, lists without repeats, a few tabs, and the graph's indices of page and view nodes.
@Suite("Checker: fast paths")
struct CheckerFastPathTests {
    /// A checker of a one-page scene, to run single checks on.
    static func checker() throws -> Checker {
        let file = SourceFile(
            path: "test.scene.yaml", text: "scene: T\nversion: 1\nroot: a\npages:\n  a: {type: T.A}\n")
        let scene = try #require(Compiler().compile(file).scene)
        return Checker(scene: scene, graph: NavigationGraph(scene), file: file, prior: [])
    }

    /// Ids that collide as member or type names in every way, with repeats; the first ones are their own member
    /// names.
    static let pool = [
        "album", "albumDetail", "album2", "nowPlaying", "nowplaying", "x", "xY", "xy", "aB", "ab", "a1b", "aBC",
        "AlbumDetail", "now_playing", "XY", "AB", "_x", "éa", "Album",
    ]

    /// Random lists of `Located` ids drawn from the first `poolSize` of `pool`.
    static func idLists(poolSize: Int, count: Int = 400) -> [[Located<String>]] {
        var random = SplitMix64(seed: UInt64(poolSize))
        return (0..<count).map { _ in
            (0..<Int(random.next() % 10)).map { index in
                Located(
                    pool[Int(random.next() % UInt64(poolSize))], at: SourceRange(start: index * 8, end: index * 8 + 5))
            }
        }
    }

    @Test("ids that are their own member names: the type names alone report what the member names would")
    func ownMemberNames() throws {
        for ids in Self.idLists(poolSize: 12) {
            #expect(Checker.ownMemberNamesWithTypes(ids) != nil)
            var fast = try Self.checker()
            fast.checkMemberNames(ids, kind: "page")
            var general = try Self.checker()
            general.checkMemberNames(ids, kind: "page", allowingFastPath: false)
            expectEqual(fast.diagnostics, general.diagnostics, "\(ids.map(\.value))")
        }
        var reported = 0
        for ids in Self.idLists(poolSize: Self.pool.count) {
            var fast = try Self.checker()
            fast.checkMemberNames(ids, kind: "view")
            var general = try Self.checker()
            general.checkMemberNames(ids, kind: "view", allowingFastPath: false)
            expectEqual(fast.diagnostics, general.diagnostics, "\(ids.map(\.value))")
            reported += fast.diagnostics.count
        }
        #expect(reported > 0)
    }

    @Test("a short list that mayRepeat says has no repeat has nothing for checkDuplicates to report")
    func listsWithoutRepeats() throws {
        for ids in Self.idLists(poolSize: Self.pool.count) + Self.idLists(poolSize: 3) {
            var checker = try Self.checker()
            checker.checkDuplicates(ids, list: "push")
            expectEqual(Checker.mayRepeat(ids), !checker.diagnostics.isEmpty, "\(ids.map(\.value))")
        }
        let long = (0..<20).map { Located("p\($0)", at: SourceRange(start: $0, end: $0 + 1)) }
        #expect(Checker.mayRepeat(long))
    }

    @Test("the graph's page and stack view nodes are the nodes index(of:) finds")
    func pageAndViewNodes() throws {
        let duplicates = """
            scene: Dup
            version: 1
            root: a
            pages:
              a: {type: D.A, push: [b]}
              b:
                type: D.B
                stack:
                  root: one
                  views:
                    one: {type: D.One, push: [two]}
                    two: {type: D.Two}
                    one: {type: D.OneAgain}
              a: {type: D.A2}
              b:
                type: D.B2
                stack:
                  root: two
                  views:
                    three: {type: D.Three}
                    two: {type: D.Two}
            """
        var texts = [duplicates]
        for name in FileIO.list(repositoryRoot + "/examples") where name.hasSuffix(".scene.yaml") {
            texts.append(try #require(FileIO.read(repositoryRoot + "/examples/" + name)))
        }
        var scenes: [Scene] = []
        for text in texts {
            let scene = try #require(Compiler().compile(SourceFile(path: "test.scene.yaml", text: text)).scene)
            // And the same scene with its first page declared again at the end (a model that lowering never makes,
            // as a repeated key keeps its first entry): the repeat's node is the first page's.
            var repeated = scene
            repeated.pages.append(scene.pages[0])
            scenes += [scene, repeated]
        }
        for scene in scenes {
            let graph = NavigationGraph(scene)
            expectEqual(graph.nodePages.count, graph.nodes.count)
            for node in graph.nodes.indices {
                guard case .page(let id) = graph.nodes[node] else {
                    expectEqual(graph.nodePages[node], -1)
                    continue
                }
                expectEqual(graph.nodePages[node], scene.pageIndex(of: id))
            }
            for index in scene.pages.indices {
                let id = scene.pages[index].id.value
                expectEqual(graph.pageNodes[index], graph.index(of: .page(id)))
                expectEqual(graph.nodes[graph.pageNodes[index]], .page(id))
                let views = scene.pages[index].stack?.views ?? []
                expectEqual(
                    Array(graph.stackViewNodes(ofPage: index)),
                    views.map { graph.index(of: .view(page: id, view: $0.id.value)) })
            }
        }
    }

    // No time limit: a table that filled up would trap in `search` rather than hang, and a one-minute limit failed
    // this test (which takes milliseconds) when the full suite kept both cores busy.
    @Test("the graph's node index grows past the capacity it was made with and finds every node")
    func nodeIndexTableGrows() {
        var table = NodeIndexTable(capacity: 1)
        var nodes: [NavigationGraph.Node] = []
        // Views: the table holds every node but the pages (the graph finds those through the scene's pages).
        for index in 0..<200 {
            let node = NavigationGraph.Node.view(page: PageID("page"), view: ViewID("view\(index)"))
            let (existing, slot) = table.search(node, in: nodes)
            #expect(existing == nil)
            nodes.append(node)
            table.insert(index, at: slot, of: nodes)
        }
        for index in nodes.indices {
            expectEqual(table.index(of: nodes[index], in: nodes), index)
        }
        #expect(table.index(of: .view(page: PageID("page"), view: ViewID("view200")), in: nodes) == nil)
        #expect(table.index(of: .view(page: PageID("view0"), view: ViewID("view0")), in: nodes) == nil)
    }

    @Test("memberName gives SwiftNames.memberName for every id")
    func memberNames() {
        for id in Self.pool + ["", "a", "z9", "a_", "aé", "Éa", "a.b", "hashValue", "init"] {
            expectEqual(Checker.memberName(id), SwiftNames.memberName(id), "\(id)")
        }
    }

    @Test("DotSeparatedComponents reads the components that split at every dot gives, empty ones included")
    func dotSeparatedComponents() {
        for type in ["", ".", "..", "App", "App.Home", ".App", "App.", "App..Home", "é.Ünï.x"] {
            let components = Array(type.utf8).withUnsafeBufferPointer { bytes in
                DotSeparatedComponents(bytes).map { String(decoding: $0, as: UTF8.self) }
            }
            expectEqual(
                components, type.split(separator: ".", omittingEmptySubsequences: false).map(String.init), "\(type)")
        }
    }

    @Test("generatedComponent gives the first generated name that is a component of the type")
    func generatedComponents() {
        for scene in ["Music", "Bench", "A", "Ünï"] {
            let generated = Checker.generatedTypeNames(scene: scene)
            let asciiNames =
                generated.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? generated.map { Array($0.utf8) } : nil
            let types = [
                "", ".", "..", "\(scene)Page", "App.\(scene)Page", "\(scene)Scene.\(scene)Page", "\(scene)Pages.x",
                "x.\(scene)PageFactory.\(scene)Navigator", "\(scene)Pag", "\(scene)PageX", "é.\(scene)Page",
                "App.HubViewController", "\(scene)UINavigator.", ".\(scene)SceneView",
            ]
            for type in types {
                expectEqual(
                    Checker.generatedComponent(of: type, in: generated, asciiNames: asciiNames),
                    generated.first(where: type.split(separator: ".").map(String.init).contains),
                    "\(scene): \(type)")
            }
        }
    }
}
