import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("edges and centres")
    func edges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.origin == Point(x: 10, y: 20) && rect.size == Size(width: 30, height: 40))
        expectEqual(Rect(origin: rect.origin, size: rect.size), rect)
        expectEqual(rect.offsetBy(dx: -10, dy: 5), Rect(x: 0, y: 25, width: 30, height: 40))
        expectEqual(
            rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), Rect(x: 12, y: 21, width: 24, height: 36))
    }

    @Test("contains is half-open for points and closed for rectangles")
    func contains() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!rect.contains(Rect(x: 1, y: 0, width: 10, height: 10)))
    }

    @Test("intersects needs a shared area")
    func intersects() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 5, y: 5, width: 0, height: 5)))
        #expect(Rect.zero.isEmpty && !rect.isEmpty)
    }

    @Test("metrics defaults are the library values")
    func metrics() {
        let metrics = Metrics.standard
        #expect(metrics.sidebarWidth == 80 && metrics.tabItemHeight == 70 && metrics.tabItemSpacing == 10)
        #expect(metrics.attachmentHeight == 69 && metrics.halfPageWidth == 472)
        #expect(metrics.stackedLayers == 3 && metrics.stackedLayerOffset == 3 && metrics.overlayOpacity == 0.3)
        #expect(metrics.pagerBarHeight == 40 && metrics.pagerLineWidth == 23 && metrics.pagerLineHeight == 2.5)
        expectEqual(metrics.pagerSelectedScale, 1.13)
        #expect(Metrics(halfPageWidth: 320) != metrics)
    }
}
