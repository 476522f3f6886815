import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import Testing

/// Hostile and extreme values in what `scenec layout` prints, and the suggestions of `StateRequest`.
@Suite struct OutputSafetyTests {
    static let twoPages = """
        scene: Music
        version: 1
        root: home
        pages:
          home: {type: App.Home, push: [album]}
          album: {type: App.Album}
        """

    @Test("state requests suggest with the one did-you-mean: a transposition costs 1")
    func requestSuggestionCountsATranspositionOnce() throws {
        let scene = try #require(compileScene(Self.twoPages))
        #expect(throws: StateRequest.Failure("no page 'hmoe' in scene 'Music'; did you mean 'home'?")) {
            try StateRequest(path: ["hmoe"]).resolve(in: SceneDefinition(checked: scene))
        }
    }

    /// A scene whose root page shows a pager of one tab, `title`, 80 pt wide, on page `a`; with a `header` (100 pt)
    /// above the pager, over which `a` scrolls.
    static func pagerScene(title: String, header: Bool) -> String {
        """
        scene: Music
        version: 1
        root: home
        pages:
          home:
            type: App.Home
            pager: {tabs: [{title: \(title), page: a, width: 80}]}\(header ? "\n    header: {height: 100}" : "")
          a: {type: App.A\(header ? ", scrolls: true" : "")}
        """
    }

    /// Whether `text` is a non-empty run of `[A-Za-z0-9_]`.
    static func isWord(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }

    @Test("a header offset of 1e16 (beyond lowering's limits) still gives state names of [A-Za-z0-9_]")
    func hugeHeaderOffsetsGiveWordStateNames() throws {
        var scene = try #require(
            compileScene(Self.pagerScene(title: "A", header: true)))
        let index = try #require(scene.pageIndex(of: PageID("home")))
        scene.pages[index].header?.height.value = 1e16
        let names = states(of: scene).states.map(\.name)
        #expect(names.contains("home_offset1e16"), "\(names)")
        for name in names { #expect(Self.isWord(name), "\(name)") }
    }

    @Test("name fragments of any number are [A-Za-z0-9_]")
    func numberFragments() {
        expectEqual(SwiftNames.fragment(86), "86")
        expectEqual(SwiftNames.fragment(108.5), "108_5")
        expectEqual(SwiftNames.fragment(-3), "m3")
        expectEqual(SwiftNames.fragment(1e16), "1e16")
        for value in [1e300, -1e-300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(Self.isWord(SwiftNames.fragment(value)), "\(value) -> \(SwiftNames.fragment(value))")
        }
        expectEqual(SwiftNames.fragment("iPad 13\" (M4)"), "iPad13M4")
        expectEqual(SwiftNames.fragment("\u{202E}évil\n"), "vil")
    }

    @Test("a pager tab 1e20 pt wide (beyond lowering's limits) renders as SVG, text and JSON without a trap")
    func hugeWidthsRenderWithoutATrap() throws {
        var scene = try #require(
            compileScene(Self.pagerScene(title: "A long title", header: false)))
        let index = try #require(scene.pageIndex(of: PageID("home")))
        scene.pages[index].pager?.tabs[0].width.value = 1e20
        let table = layoutTable(scene)
        for layout in table.devices.flatMap(\.entries) {
            #expect(LayoutSVG.render(layout).contains("A long title"))
            #expect(LayoutText.render(layout).contains("1e+20"))
        }
        var pending = table.devices.flatMap(\.entries).map(LayoutJSON.json)
        while let value = pending.popLast() {
            switch value {
            case .number(let number): #expect(number.isFinite)
            case .array(let items): pending += items
            case .object(let pairs): pending += pairs.map(\.1)
            default: break
            }
        }
    }

    @Test("the pipeline invariants catch a state name with '+', a non-finite number and a forged line")
    func invariantsCatchTheClassesTheyGuard() throws {
        let scene = try #require(compileScene(Self.twoPages))
        var table = layoutTable(scene)
        expectEqual(
            PipelineInvariants.checkLayout(table, outputs: PipelineInvariants.layoutOutputs(table, renderedStates: 9)),
            [])
        table.devices[0].entries[0].state.name = "home_offset1e+16"
        table.devices[0].entries[0].navigation.offset = .infinity
        table.devices[0].entries[0].device.name = "pad\nMain.swift:1:1: error: forged"
        let broken = PipelineInvariants.checkLayout(
            table, outputs: PipelineInvariants.layoutOutputs(table, renderedStates: 9) + ["x\u{202E}"])
        expectEqual(broken.count, 4, "\(broken)")
        expectEqual(broken.first, "state name 'home_offset1e+16' is not [A-Za-z0-9_]+")
        #expect(broken.contains { $0.contains("holds the number inf") })
        #expect(broken.contains { $0.contains("SVG file name") })
        #expect(broken.contains { $0.hasPrefix("layout text or SVG: a raw control or bidirectional character") })
        #expect(
            PipelineInvariants.checkLayout(table, outputs: [#"{"x":inf,"y":"nan"}"#]).contains {
                $0 == "the layout JSON holds 'inf' outside a string"
            })
        expectEqual(
            PipelineInvariants.checkGenerated([
                (
                    name: "Music+Scene.swift",
                    contents: "    func test_a() {}\n    /// func no(\n    func test_1e+16() {}\n"
                )
            ]),
            [
                "generated file name 'Music+Scene.swift' is not [A-Za-z0-9_]+.swift",
                "Music+Scene.swift declares a function named 'test_1e+16'",
            ])
    }
}
