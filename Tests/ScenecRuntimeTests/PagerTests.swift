import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Pager (R3)")
struct PagerTests {
    /// The §2.2 worked example: widths 60, 80, 100 (centres 30, 100, 190), titles 26, 52, 70.
    static let tabs = [
        PagerTab(width: 60, titleWidth: 26),
        PagerTab(width: 80, titleWidth: 52),
        PagerTab(width: 100, titleWidth: 70),
    ]

    @Test("under a status bar the bar starts below it and the content below the bar; cells and pages keep theirs")
    func layoutBelowTheStatusBar() {
        let pager = Pager(tabs: Self.tabs)
        let plain = pager.layout(in: Size(width: 375, height: 600))
        let layout = pager.layout(in: Size(width: 375, height: 600), safeAreaTop: 59)
        expectEqual(layout.bar, Rect(x: 0, y: 59, width: 375, height: 40))
        expectEqual(layout.content, Rect(x: 0, y: 99, width: 375, height: 501))
        #expect(layout.cells == plain.cells && layout.line == plain.line)
        expectEqual(layout.pages[1], Rect(x: 375, y: 0, width: 375, height: 501))
        expectEqual(pager.layout(in: Size(width: 375, height: 600), safeAreaTop: 0), plain)
    }

    @Test("bar, cells, content and pages")
    func layout() {
        let pager = Pager(tabs: Self.tabs)
        let layout = pager.layout(in: Size(width: 375, height: 600))
        expectEqual(layout.bar, Rect(x: 0, y: 0, width: 375, height: 40))
        expectEqual(
            layout.cells,
            [
                Rect(x: 0, y: 0, width: 60, height: 40),
                Rect(x: 60, y: 0, width: 80, height: 40),
                Rect(x: 140, y: 0, width: 100, height: 40),
            ])
        expectEqual(layout.content, Rect(x: 0, y: 40, width: 375, height: 560))
        expectEqual(layout.contentSize, Size(width: 1125, height: 560))
        expectEqual(layout.pages[2], Rect(x: 750, y: 0, width: 375, height: 560))
        #expect(layout.selected == 0 && layout.contentOffsetX == 0)
        expectEqual(layout.line, Rect(x: 18.5, y: 37, width: 23, height: 2.5))
        expectEqual(pager.hairline(barWidth: 375), Rect(x: 0, y: 39.5, width: 375, height: 0.5))
        expectEqual(pager.cellCenter(2), 190)
    }

    @Test("the line at rest for all four types", arguments: PagerLineType.allCases)
    func restingLine(_ type: PagerLineType) {
        let pager = Pager(tabs: Self.tabs, lineType: type, selected: 1)
        let expected =
            type.usesTitleWidth
            ? Rect(x: 100 - 26, y: 37, width: 52, height: 2.5) : Rect(x: 100 - 11.5, y: 37, width: 23, height: 2.5)
        expectEqual(pager.layout(in: Size(width: 320, height: 480)).line, expected)
        let untitled = Pager(tabs: [PagerTab(width: 60), PagerTab(width: 80)], lineType: type)
        expectEqual((untitled.restingLine(at: 1) == nil), type.usesTitleWidth)
    }

    @Test("initial selection is supported and clamped")
    func selection() {
        let pager = Pager(tabs: Self.tabs, selected: 2)
        let layout = pager.layout(in: Size(width: 375, height: 600))
        #expect(layout.selected == 2 && layout.contentOffsetX == 750)
        expectEqual(layout.line, Rect(x: 178.5, y: 37, width: 23, height: 2.5))
        expectEqual(Pager(tabs: Self.tabs, selected: 9).selected, 2)
        #expect(Pager(tabs: [], selected: 3).layout(in: Size(width: 10, height: 50)).line == nil)
    }

    @Test(
        "stretchFixed and stretchDynamic (t0 = 26, t1 = 52) worked examples, 0 → 1",
        arguments: [
            (PagerLineType.stretchFixed, 0.25, 18.5, 58.0), (.stretchFixed, 0.5, 18.5, 93.0),
            (.stretchFixed, 0.75, 53.5, 58.0), (.stretchFixed, 1.0, 88.5, 23.0),
            (.stretchDynamic, 0.25, 17.0, 67.5), (.stretchDynamic, 0.5, 17.0, 109.0),
            (.stretchDynamic, 0.75, 45.5, 80.5), (.stretchDynamic, 1.0, 74.0, 52.0),
        ]
    )
    func stretchWorkedExample(lineType: PagerLineType, progress: Double, x: Double, width: Double) {
        let pager = Pager(tabs: Self.tabs, lineType: lineType)
        #expect(isClose(pager.line(from: 0, to: 1, progress: progress), Rect(x: x, y: 37, width: width, height: 2.5)))
    }

    @Test("stretch lines start and end at rest and are continuous at p = 0.5, both directions")
    func stretchEnds() {
        for type in [PagerLineType.stretchFixed, .stretchDynamic] {
            let pager = Pager(tabs: Self.tabs, lineType: type)
            for (from, to) in [(0, 1), (1, 0), (0, 2), (2, 0), (2, 1)] {
                #expect(isClose(pager.line(from: from, to: to, progress: 0), pager.restingLine(at: from)))
                #expect(isClose(pager.line(from: from, to: to, progress: 1), pager.restingLine(at: to)))
                #expect(
                    isClose(
                        pager.line(from: from, to: to, progress: 0.5),
                        pager.line(from: from, to: to, progress: 0.5 + 1e-12),
                        tolerance: 1e-9
                    ))
            }
        }
    }

    @Test("fixed and dynamic lines do not move during a drag")
    func nonStretching() {
        for type in [PagerLineType.fixed, .dynamic] {
            let pager = Pager(tabs: Self.tabs, lineType: type)
            expectEqual(pager.line(from: 0, to: 1, progress: 0.7), pager.restingLine(at: 0))
        }
        let untitled = Pager(tabs: [PagerTab(width: 60), PagerTab(width: 80)], lineType: .stretchDynamic)
        #expect(untitled.line(from: 0, to: 1, progress: 0.3) == nil)
    }

    @Test("drag progress")
    func progress() {
        expectEqual(Pager.progress(from: 1, contentOffsetX: 375 + 93.75, pageWidth: 375), 0.25)
        expectEqual(Pager.progress(from: 1, contentOffsetX: 375 - 187.5, pageWidth: 375), 0.5)
        expectEqual(Pager.progress(from: 0, contentOffsetX: 0, pageWidth: 0), 0)
    }

    @Test("selected and drag scales")
    func scales() {
        let pager = Pager(tabs: Self.tabs, scalesSelected: true, selected: 1)
        #expect(pager.scale(at: 1) == 1.13 && pager.scale(at: 0) == 1)
        let scales = pager.dragScales(progress: 0.5)
        #expect(isClose(scales.from, 1.065) && isClose(scales.to, 1.065))
        #expect(isClose(pager.dragScales(progress: 1).from, 1) && isClose(pager.dragScales(progress: 1).to, 1.13))
        let unscaled = Pager(tabs: Self.tabs).dragScales(progress: 0.5)
        #expect(unscaled.from == 1 && unscaled.to == 1)
        let custom = Pager(tabs: Self.tabs, scalesSelected: true, metrics: Metrics(pagerSelectedScale: 1.5))
        #expect(isClose(custom.dragScales(progress: 0.25).from, 1.375))
    }

    @Test("metrics override the bar and line")
    func metrics() {
        let metrics = Metrics(pagerBarHeight: 50, pagerLineWidth: 30, pagerLineHeight: 4)
        let layout = Pager(tabs: Self.tabs, metrics: metrics).layout(in: Size(width: 300, height: 500))
        #expect(layout.bar.height == 50 && layout.content == Rect(x: 0, y: 50, width: 300, height: 450))
        expectEqual(layout.line, Rect(x: 15, y: 45.5, width: 30, height: 4))
    }

    @Test("bar centring model")
    func barOffset() {
        var pager = Pager(tabs: Self.tabs)
        expectEqual(pager.barContentOffset(barWidth: 150), 0)
        pager.select(2)
        expectEqual(pager.barContentOffset(barWidth: 150), 90)
        expectEqual(pager.barContentOffset(barWidth: 400), 0)
    }

    @Test("the layout at rest carries the bar offset that keeps the selected cell in view")
    func layoutBarOffset() {
        var pager = Pager(tabs: Self.tabs)
        expectEqual(pager.layout(in: Size(width: 150, height: 300)).barContentOffsetX, 0)
        pager.select(2)
        let layout = pager.layout(in: Size(width: 150, height: 300))
        expectEqual(layout.barContentOffsetX, pager.barContentOffset(barWidth: 150))
        expectEqual(layout.barContentOffsetX, 90)
        let shown = layout.cells[2].x - layout.barContentOffsetX
        #expect(shown >= 0 && shown + layout.cells[2].width <= 150)
    }
}
