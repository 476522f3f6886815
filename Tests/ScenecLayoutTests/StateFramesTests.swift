import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecRuntime
import ScenecSema
import Testing

@testable import ScenecLayout

/// The layout checks' fast paths against what they replace: `LayoutChecker.StateFrames` (one run of a path's
/// start and pushes for all its states) against running each state's script on a fresh container, `whyNotShown`
/// against the interval cutting it was written from, and `stackedPageIndices` against a search that asks
/// `pushTargets(from:)` for every page with a pager.
@Suite("Layout checks: fast paths")
struct StateFramesTests {
    /// Scenes whose states go through every kind of script: pagers, headers, page stacks, push style, stacked
    /// pages hidden or pushed off the navigation area.
    static let scenes = [
        """
        scene: Deep
        version: 1
        devices: [ipad-portrait, iphone]
        metrics: {stackedLayerOffset: 400}
        root: a
        pages:
          a: {type: Deep.A, push: [b]}
          b: {type: Deep.B, push: [c], size: half}
          c: {type: Deep.C, size: half, push: [a]}
        tests: {maxRepeats: 1, maxDepth: 6}
        """,
        """
        scene: Nest
        version: 1
        devices: [ipad-landscape]
        tabs:
          - {title: Home, root: home}
          - {title: Shop, root: shop}
        pages:
          home: {type: N.Home, push: [list]}
          list:
            type: N.List
            pager:
              tabs:
                - {title: A, page: inA}
                - {title: B, page: inB}
          inA: {type: N.InA, scrolls: true, push: [detail]}
          inB:
            type: N.InB
            scrolls: true
            pager:
              tabs:
                - {title: C, page: inC}
          inC: {type: N.InC, push: [deep], transition: {next: side}}
          detail: {type: N.Detail, size: half}
          deep: {type: N.Deep, size: half, push: [list]}
          side: {type: N.Side}
          shop: {type: N.Shop, push: [inA]}
          alone: {type: N.Alone, push: [detail]}
        """,
        """
        scene: Layers
        version: 1
        devices: [ipad-landscape]
        metrics: {stackedLayers: 1, stackedLayerOffset: 3}
        root: a
        pages:
          a: {type: L.A, size: half, push: [b]}
          b: {type: L.B, size: 200, push: [c]}
          c: {type: L.C, size: half, push: [d]}
          d: {type: L.D, size: 600}
        """,
    ]

    /// Every state of `scene` on each device, in enumeration order, with a new container of the device.
    static func states(of scene: Scene) -> [(fresh: SceneContainer, states: [NavigationState])] {
        let definition = SceneDefinition(checked: scene)
        return definition.devices.map { device in
            (
                SceneContainer(definition: definition, device: device),
                StateEnumerator.enumerate(definition, limits: scene.tests, on: device).states
            )
        }
    }

    /// The example scenes and `scenes`, compiled.
    static func allScenes() throws -> [Scene] {
        var result = try exampleFiles.map { try #require(exampleScene($0)) }
        for text in scenes {
            result.append(try #require(Compiler().compile(SourceFile(path: "test.scene.yaml", text: text)).scene))
        }
        return result
    }

    @Test("StateFrames gives each state's frames as a whole run of its script does, in any order")
    func framesMatchWholeRuns() throws {
        for scene in try Self.allScenes() {
            for (fresh, states) in Self.states(of: scene) {
                let expected = states.map {
                    var frames = LayoutChecker.NavigationFrames(LayoutEngine.navigationLayout($0, from: fresh))
                    // The presentations' frames (§10.2) from a whole run too.
                    frames.presented = LayoutEngine.layout($0, in: fresh.definition, on: fresh.device).presented.map(
                        \.layout.frame)
                    return frames
                }
                var inOrder = LayoutChecker.StateFrames(fresh: fresh)
                expectEqual(states.map { inOrder.frames(of: $0) }, expected, "\(scene.name.value)")
                var reversed = LayoutChecker.StateFrames(fresh: fresh)
                expectEqual(
                    states.reversed().map { reversed.frames(of: $0) }, expected.reversed(), "\(scene.name.value)")
            }
        }
    }

    @Test("whyNotShown gives what cutting the uncovered intervals page by page gives")
    func whyNotShownMatchesIntervalCutting() throws {
        var reasons = 0
        for scene in try Self.allScenes() {
            for (fresh, states) in Self.states(of: scene) {
                for state in states {
                    let frames = LayoutChecker.NavigationFrames(LayoutEngine.navigationLayout(state, from: fresh))
                    let reason = LayoutChecker.whyNotShown(frames)
                    expectEqual(reason, Self.referenceWhyNotShown(frames), "\(state)")
                    if reason != nil { reasons += 1 }
                }
            }
        }
        #expect(reasons > 0)
    }

    /// The first `whyNotShown`: the uncovered intervals cut by `flatMap`, a list of names kept as it goes.
    static func referenceWhyNotShown(_ navigation: LayoutChecker.NavigationFrames) -> String? {
        let pages = navigation.pages
        guard pages.indices.contains(navigation.active) else { return nil }
        let page = pages[navigation.active]
        if page.isHidden { return "it is hidden behind the pages stacked at the left edge" }
        var intervals = [(max(0, page.frame.minX), min(navigation.frame.width, page.frame.maxX))]
        if intervals[0].0 >= intervals[0].1 { return "it lies outside the navigation area" }
        var coveredBy: [String] = []
        for later in pages[(navigation.active + 1)...] where !later.isHidden {
            let cover = (later.frame.minX, later.frame.maxX)
            let before = intervals
            intervals = intervals.flatMap { low, high -> [(Double, Double)] in
                var pieces: [(Double, Double)] = []
                if cover.0 > low { pieces.append((low, min(high, cover.0))) }
                if cover.1 < high { pieces.append((max(low, cover.1), high)) }
                return pieces.filter { $0.0 < $0.1 }
            }
            if intervals.count != before.count || zip(intervals, before).contains(where: { $0 != $1 }) {
                let index = pages.firstIndex { $0.id == later.id } ?? 0
                coveredBy.append(
                    pages.count { $0.page == later.page } > 1
                        ? "'\(later.page)' (page \(index + 1) of the path)" : "'\(later.page)'")
            }
        }
        guard intervals.isEmpty else { return nil }
        return "it is covered by " + coveredBy.joined(separator: " and ")
    }

    @Test("stackedPageIndices follows the graph's pushes and pager pages, as pushTargets(from:) per page does")
    func stackedPagesMatchPushTargets() throws {
        for scene in try Self.allScenes() {
            let definition = SceneDefinition(checked: scene)
            expectEqual(
                LayoutChecker.stackedPageIndices(scene, graph: NavigationGraph(scene)),
                Self.referenceStackedPageIndices(scene, definition: definition),
                "\(scene.name.value)")
        }
    }

    /// The first `stackedPageIndices`: breadth first from the root of each tab (or `root`), asking
    /// `pushTargets(from:)` of the definition for each page with a pager.
    static func referenceStackedPageIndices(_ scene: Scene, definition: SceneDefinition) -> [Int] {
        var seen = [Bool](repeating: false, count: scene.pages.count)
        var queue: [Int] = []
        func visit(_ index: Int?) {
            guard let index, seen.indices.contains(index), !seen[index] else { return }
            seen[index] = true
            queue.append(index)
        }
        let roots = definition.root.map { [$0] } ?? definition.tabs.map(\.root)
        for root in roots { visit(definition.index(ofPage: root)) }
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            let targets =
                definition.pages[index].pager == nil
                ? definition.pages[index].pushTargets : definition.pushTargets(from: definition.pages[index].id)
            for target in targets { visit(definition.index(ofPage: target)) }
        }
        return scene.pages.indices.filter { seen[$0] }
    }
}
