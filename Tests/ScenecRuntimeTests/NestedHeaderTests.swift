import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Nested header (R4)")
struct NestedHeaderTests {
    let host = Size(width: 375, height: 812)

    @Test("worked example without pin: 758, 1012, 200")
    func withoutPin() {
        let header = NestedHeader(hostSize: host, headerHeight: 200, menuHeight: 54, pageCount: 3)
        expectEqual(header.main, Rect(x: 0, y: 0, width: 375, height: 812))
        expectEqual(header.header, Rect(x: 0, y: 0, width: 375, height: 200))
        expectEqual(header.menu, Rect(x: 0, y: 200, width: 375, height: 54))
        expectEqual(header.content, Rect(x: 0, y: 254, width: 375, height: 758))
        expectEqual(header.mainContentSize, Size(width: 375, height: 1012))
        expectEqual(header.sill, 200)
        expectEqual(header.contentSize, Size(width: 1125, height: 758))
        expectEqual(header.pages[1], Rect(x: 375, y: 0, width: 375, height: 758))
        expectEqual(header.menuY(atOffset: 500), 0)
    }

    @Test("worked example with pin 88: 670, 924, 112")
    func withPin() {
        let header = NestedHeader(hostSize: host, headerHeight: 200, menuHeight: 54, pinHeight: 88, pageCount: 3)
        #expect(isClose(header.content.height, 670))
        #expect(isClose(header.mainContentSize.height, 924))
        #expect(isClose(header.sill, 112))
        expectEqual(header.menuY(atOffset: 112), 88)
        expectEqual(header.headerVisibleHeight(atOffset: 1000), 88)
        // The maximum vertical offset equals the sill.
        #expect(isClose(header.mainContentSize.height - header.main.height, header.sill))
    }

    @Test("top guide, insets and origin index")
    func insets() {
        let header = NestedHeader(
            hostSize: host,
            topGuide: 44,
            inset: EdgeInsets(top: 10, left: 5, bottom: 20, right: 5),
            headerHeight: 120,
            menuHeight: 40,
            pinHeight: 20,
            pageCount: 2,
            originIndex: 1
        )
        expectEqual(header.main, Rect(x: 5, y: 54, width: 365, height: 738))
        expectEqual(header.content, Rect(x: 0, y: 160, width: 365, height: 678))
        expectEqual(header.mainContentSize, Size(width: 365, height: 838))
        expectEqual(header.initialContentOffsetX, 365)
    }

    @Test("offsets: clamp, adsorption, menu position and visible header")
    func offsets() {
        let header = NestedHeader(hostSize: host, headerHeight: 200, menuHeight: 54, pinHeight: 88, pageCount: 1)
        #expect(header.clampedOffset(-30) == 0 && header.clampedOffset(50) == 50 && header.clampedOffset(500) == 112)
        #expect(!header.isAdsorbed(atOffset: 111) && header.isAdsorbed(atOffset: 112))
        #expect(
            header.menuY(atOffset: 0) == 200 && header.menuY(atOffset: 50) == 150 && header.menuY(atOffset: -20) == 220)
        #expect(header.headerVisibleHeight(atOffset: 50) == 150 && header.headerVisibleHeight(atOffset: -20) == 200)
        #expect(header.scrollOwner(atOffset: 50) == .main && header.scrollOwner(atOffset: 112) == .child)
        let negative = NestedHeader(hostSize: host, headerHeight: 50, menuHeight: 40, pinHeight: 80, pageCount: 1)
        #expect(negative.sill == -30 && negative.clampedOffset(10) == -30)
    }

    @Test("the pager lays out inside the header: bar == menu")
    func pagerInside() {
        let header = NestedHeader(hostSize: host, headerHeight: 200, menuHeight: 54, pageCount: 2)
        let pager = Pager(tabs: [PagerTab(width: 100), PagerTab(width: 100)], selected: 1)
        let layout = header.pagerLayout(pager)
        #expect(layout.bar == header.menu && layout.content == header.content)
        #expect(layout.pages == header.pages && layout.contentSize == header.contentSize)
        expectEqual(layout.cells[1], Rect(x: 100, y: 0, width: 100, height: 54))
        expectEqual(layout.line, Rect(x: 138.5, y: 51, width: 23, height: 2.5))
    }

    @Test("sticky hand-off between main and child")
    func handOff() {
        var scroll = StickyScroll(sill: 112)
        #expect(scroll.childDidScroll(to: 30) == 0 && scroll.owner == .main)
        #expect(scroll.mainDidScroll(to: 60) == 60 && !scroll.isAdsorbed)
        #expect(scroll.mainDidScroll(to: 150) == 112 && scroll.owner == .child && scroll.isAdsorbed)
        expectEqual(scroll.childDidScroll(to: 40), 40)
        expectEqual(scroll.mainDidScroll(to: 90), 112)
        #expect(scroll.childDidScroll(to: -5) == 0 && scroll.owner == .main)
        #expect(scroll.mainDidScroll(to: 90) == 90 && !scroll.isAdsorbed)
    }
}
