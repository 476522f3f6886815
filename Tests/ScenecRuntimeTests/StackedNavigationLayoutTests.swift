import ScenecExpectations
import ScenecRuntime
import Testing

/// One row of the §1.5 worked steady states.
struct StackedExample: Sendable, CustomTestStringConvertible {
    var spec: String
    var width: Double
    var offset: Double
    /// (x, width) of every container.
    var frames: [[Double]]
    var overlays: [Double]
    var hidden: [Int] = []

    var testDescription: String { "\(spec) at S=\(Int(width))" }
}

@Suite("Stacked navigation layout (R2, §1.5)")
struct StackedNavigationLayoutTests {
    static let landscape: [StackedExample] = [
        StackedExample(spec: "F", width: 944, offset: 0, frames: [[0, 944]], overlays: [0]),
        StackedExample(spec: "H", width: 944, offset: 0, frames: [[236, 472]], overlays: [0]),
        StackedExample(spec: "F H", width: 944, offset: 472, frames: [[0, 944], [472, 472]], overlays: [0.15, 0]),
        StackedExample(
            spec: "F H H", width: 944, offset: 944,
            frames: [[0, 944], [3, 472], [472, 472]], overlays: [0.3, 0, 0]),
        StackedExample(
            spec: "F H H H", width: 944, offset: 1416,
            frames: [[0, 944], [3, 472], [6, 472], [472, 472]], overlays: [0.45, 0.3, 0, 0]),
        StackedExample(
            spec: "F H H H H", width: 944, offset: 1888,
            frames: [[-1888, 944], [0, 472], [3, 472], [6, 472], [472, 472]],
            overlays: [0.6, 0.6, 0.3, 0, 0], hidden: [0]),
        StackedExample(spec: "F F", width: 944, offset: 944, frames: [[0, 944], [3, 944]], overlays: [0.3, 0]),
        StackedExample(
            spec: "F H F", width: 944, offset: 1416,
            frames: [[0, 944], [3, 472], [6, 944]], overlays: [0.45, 0.3, 0]),
        StackedExample(spec: "H H", width: 944, offset: 0, frames: [[0, 472], [472, 472]], overlays: [0, 0]),
    ]

    static let portrait: [StackedExample] = [
        StackedExample(
            spec: "F H", width: 688, offset: 472, frames: [[0, 688], [216, 472]], overlays: [0.3 / 688 * 472, 0]),
        StackedExample(
            spec: "F H H", width: 688, offset: 944,
            frames: [[0, 688], [3, 472], [216, 472]], overlays: [0.3 / 688 * 944, 0.3 / 472 * 256, 0]),
        StackedExample(spec: "F F", width: 688, offset: 688, frames: [[0, 688], [3, 688]], overlays: [0.3, 0]),
    ]

    @Test("worked steady states", arguments: landscape + portrait)
    func workedExample(_ example: StackedExample) {
        let navigation = stack(example.spec)
        #expect(isClose(navigation.steadyOffset(navigationWidth: example.width), example.offset))
        let layout = navigation.steadyLayout(width: example.width, height: 700)
        expectEqual(layout.pages.count, example.frames.count)
        for (index, page) in layout.pages.enumerated() {
            let expected = Rect(x: example.frames[index][0], y: 0, width: example.frames[index][1], height: 700)
            #expect(isClose(page.frame, expected), "frame \(index): \(page.frame)")
            #expect(isClose(page.overlayOpacity, example.overlays[index]), "overlay \(index)")
            expectEqual(page.isHidden, example.hidden.contains(index), "hidden \(index)")
        }
    }

    @Test("portrait overlays match the rounded table values")
    func portraitRounded() {
        #expect(
            isClose(stack("F H").steadyLayout(width: 688, height: 1).pages[0].overlayOpacity, 0.2058, tolerance: 1e-4))
        let pages = stack("F H H").steadyLayout(width: 688, height: 1).pages
        #expect(isClose(pages[0].overlayOpacity, 0.4116, tolerance: 1e-4))
        #expect(isClose(pages[1].overlayOpacity, 0.1627, tolerance: 1e-4))
    }

    @Test("attached pages in the worked states")
    func attached() {
        let hiddenRoot = stack("F H H H H").steadyLayout(width: 944, height: 768)
        expectEqual(hiddenRoot.pages.map(\.isAttached), [false, false, false, true, true])
        expectEqual(hiddenRoot.pages[0].unpinnedX, -1888)
        expectEqual(stack("F H").steadyLayout(width: 944, height: 768).pages.map(\.isAttached), [true, true])
        expectEqual(stack("F F").steadyLayout(width: 944, height: 768).pages.map(\.isAttached), [false, true])
    }

    @Test("rubber band at the start moves pages by half the overshoot")
    func rubberBandStart() {
        let navigation = stack("F H")
        let layout = navigation.layout(width: 944, height: 768, offset: -100)
        expectEqual(layout.maxOffset, 472)
        expectEqual(layout.pages.map(\.frame.x), [50, 994])
        expectEqual(layout.pages.map(\.isAttached), [true, false])
        expectEqual(layout.pages.map(\.overlayOpacity), [0, 0])
        // Fractional pens are floored unless animating.
        expectEqual(navigation.layout(width: 944, height: 768, offset: -101).pages[0].frame.x, 50)
        expectEqual(navigation.layout(width: 944, height: 768, offset: -101, animating: true).pages[0].frame.x, 50.5)
    }

    @Test("rubber band at the end moves pages by half the overshoot")
    func rubberBandEnd() {
        let layout = stack("F H").layout(width: 944, height: 768, offset: 600)
        expectEqual(layout.pages.map(\.frame.x), [0, 408])
        #expect(layout.pages[0].unpinnedX == -536 && layout.pages[0].isStacked)
        #expect(isClose(layout.pages[0].overlayOpacity, 0.3 / 944 * 536))
    }

    @Test("a lone half root: the end band wins over the start band")
    func loneHalfRoot() {
        let navigation = stack("H")
        expectEqual(navigation.layout(width: 944, height: 768, offset: 0).pages[0].frame.x, 236)
        expectEqual(navigation.layout(width: 944, height: 768, offset: 100).pages[0].frame.x, 186)
        expectEqual(navigation.layout(width: 944, height: 768, offset: -50).pages[0].frame.x, 261)
    }

    @Test("stackedLayers and stackedLayerOffset come from the metrics")
    func metrics() {
        let metrics = Metrics(stackedLayers: 2, stackedLayerOffset: 5, overlayOpacity: 0.5)
        let layout = stack("F H H H").steadyLayout(width: 944, height: 768, metrics: metrics)
        expectEqual(layout.pages.map(\.isHidden), [true, false, false, false])
        expectEqual(layout.pages.map(\.frame.x), [-1416, 0, 5, 472])
        #expect(isClose(layout.pages[1].overlayOpacity, 0.5))
    }

    @Test(
        "property: non-stacked pages are contiguous, at most stackedLayers stacked pages show, attached pages are a run"
    )
    func properties() {
        var random = SplitMix64(seed: 0x5CE_2E)
        for _ in 0..<400 {
            let count = Int.random(in: 1...8, using: &random)
            let pages = (0..<count).map { index in
                let width: PageWidth =
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: .full
                    case 1: .half
                    default: .points(Double(Int.random(in: 100...900, using: &random)))
                    }
                return StackedPage(id: "p\(index)", width: width)
            }
            let width = Double(Int.random(in: 320...1366, using: &random))
            let metrics = Metrics(
                stackedLayers: Int.random(in: 1...5, using: &random),
                stackedLayerOffset: Double(Int.random(in: 0...8, using: &random))
            )
            let widths = pages.map { $0.width.resolved(navigationWidth: width, metrics: metrics) }
            let total = widths.reduce(0, +)
            let offset = Double.random(in: -600...(total + 600), using: &random)
            let layout = StackedNavigationLayout(
                pages: pages, width: width, height: 700, offset: offset, metrics: metrics)

            for index in layout.pages.indices.dropFirst() where !layout.pages[index].isStacked {
                let previous = layout.pages[index - 1]
                expectEqual(layout.pages[index].frame.x, previous.unpinnedX + widths[index - 1])
                if !previous.isStacked {
                    expectEqual(layout.pages[index].frame.minX, previous.frame.maxX)
                }
            }
            let shownStacked = layout.pages.filter { $0.isStacked && !$0.isHidden }
            #expect(shownStacked.count <= metrics.stackedLayers)
            for (order, page) in shownStacked.enumerated() {
                expectEqual(page.frame.x, metrics.stackedLayerOffset * Double(order))
            }
            #expect(layout.pages.allSatisfy { !$0.isHidden || $0.isStacked })
            let attached = layout.pages.indices.filter { layout.pages[$0].isAttached }
            if let first = attached.first, let last = attached.last {
                expectEqual(attached, Array(first...last), "offset \(offset) widths \(widths)")
            }
        }
    }
}
