import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

@Suite("Pager plan (R3)")
struct PagerPlanTests {
    /// Three tabs 100, 80 and 120 wide in a 200 × 500 pager: the bar scrolls (300 > 200).
    let pager = Pager(
        tabs: [PagerTab(width: 100), PagerTab(width: 80), PagerTab(width: 120)], scalesSelected: true)
    let size = Size(width: 200, height: 500)

    func visiblePlan(reuse: [String?] = ["feed", "feed", nil], pager: Pager? = nil) -> PagerPlan {
        PagerPlan(pager: pager ?? self.pager, reuseIdentifiers: reuse, frames: .view(size)).visible()
    }

    @Test("loading lays out bar, cells, line and content, then attaches the initial page; no appearance yet")
    func load() {
        var plan = PagerPlan(pager: pager, reuseIdentifiers: ["feed", "feed", nil], frames: .view(size))
        expectEqual(
            plan.load(),
            [
                .addChild("pager.vc.0"), .insertView("pager.vc.0", at: 0),
                .setFrame("pager.vc.0", rect(0, 0, 200, 460)), .setHidden("pager.vc.0", false),
                .setFrame(.pagerBar, rect(0, 0, 200, 40)), .setContentSize(.pagerBar, Size(width: 300, height: 40)),
                .setContentOffset(.pagerBar, Point(x: 0, y: 0)),
                .setFrame(.pagerHairline, rect(0, 39.5, 200, 0.5)),
                .setFrame(.pagerCell(0), rect(0, 0, 100, 40)), .setSelected(.pagerCell(0), true),
                .setFrame(.pagerCell(1), rect(100, 0, 80, 40)), .setSelected(.pagerCell(1), false),
                .setFrame(.pagerCell(2), rect(180, 0, 120, 40)), .setSelected(.pagerCell(2), false),
                .setScale(.pagerCell(0), 1.13), .setScale(.pagerCell(1), 1), .setScale(.pagerCell(2), 1),
                .setFrame(.pagerLine, rect(38.5, 37, 23, 2.5)), .setHidden(.pagerLine, false),
                .setFrame(.pagerContent, rect(0, 40, 200, 460)),
                .setContentSize(.pagerContent, Size(width: 600, height: 460)),
                .setContentOffset(.pagerContent, Point(x: 0, y: 0)),
                .didMoveToParent("pager.vc.0"),
            ])
        expectEqual(
            plan.containerAppearance(isAppearing: true, phase: .begin, animated: false),
            [
                .beginAppearance("pager.vc.0", isAppearing: true, animated: false)
            ])
    }

    @Test("an initial tab other than 0 is laid out and attached first")
    func initialTab() {
        var initial = pager
        initial.select(2)
        var plan = PagerPlan(pager: initial, reuseIdentifiers: ["feed", "feed", nil], frames: .view(size))
        let commands = plan.load()
        expectEqual(commands.first, .addChild("pager.page.2"))
        #expect(commands.contains(.setFrame("pager.page.2", rect(400, 0, 200, 460))))
        #expect(commands.contains(.setContentOffset(.pagerContent, Point(x: 400, y: 0))))
        #expect(commands.contains(.setContentOffset(.pagerBar, Point(x: 100, y: 0))))
        #expect(commands.contains(.setFrame(.pagerLine, rect(228.5, 37, 23, 2.5))))
        expectEqual(plan.pageOfChild, ["pager.page.2": 2])
    }

    @Test("a tap: the old page's disappearance begins before the new page's appearance; the bar follows")
    func tap() {
        var plan = visiblePlan()
        let tapped = plan.select(1)
        expectEqual(
            tapped,
            [
                .addChild("pager.vc.1"),
                .beginAppearance("pager.vc.0", isAppearing: false, animated: false),
                .beginAppearance("pager.vc.1", isAppearing: true, animated: false),
                .removeView("pager.vc.0"),
                .insertView("pager.vc.1", at: 0), .setFrame("pager.vc.1", rect(200, 0, 200, 460)),
                .setHidden("pager.vc.1", false),
                .setContentOffset(.pagerBar, Point(x: 40, y: 0)),
                .setSelected(.pagerCell(0), false), .setSelected(.pagerCell(1), true),
                .setScale(.pagerCell(0), 1), .setScale(.pagerCell(1), 1.13),
                .setFrame(.pagerLine, rect(128.5, 37, 23, 2.5)),
                .setContentOffset(.pagerContent, Point(x: 200, y: 0)),
                .didMoveToParent("pager.vc.1"),
                .endAppearance("pager.vc.0"), .endAppearance("pager.vc.1"),
            ])
        let again = plan.select(1)
        expectEqual(again, [])
        let outside = plan.select(3)
        #expect(outside == nil)
    }

    @Test("reuse: at most two controllers per identifier; the one farthest from the current page moves")
    func reuse() {
        var plan = visiblePlan(reuse: ["feed", "feed", "feed"])
        _ = plan.select(1)
        let commands = plan.select(2)
        expectEqual(
            commands,
            [
                .reuse("pager.vc.0", page: 2),
                .beginAppearance("pager.vc.1", isAppearing: false, animated: false),
                .beginAppearance("pager.vc.0", isAppearing: true, animated: false),
                .removeView("pager.vc.1"),
                .insertView("pager.vc.0", at: 0), .setFrame("pager.vc.0", rect(400, 0, 200, 460)),
                .setHidden("pager.vc.0", false),
                .setContentOffset(.pagerBar, Point(x: 100, y: 0)),
                .setSelected(.pagerCell(1), false), .setSelected(.pagerCell(2), true),
                .setScale(.pagerCell(1), 1), .setScale(.pagerCell(2), 1.13),
                .setFrame(.pagerLine, rect(228.5, 37, 23, 2.5)),
                .setContentOffset(.pagerContent, Point(x: 400, y: 0)),
                .endAppearance("pager.vc.1"), .endAppearance("pager.vc.0"),
            ])
        for index in [0, 2, 1, 0, 2] {
            _ = plan.select(index)
            #expect(plan.scene.children.count <= PagerReusePool.maximumLivePerIdentifier)
            #expect(plan.selectedChild != nil)
            expectEqual(plan.scene.shownIDs, [plan.selectedChild])
        }
    }

    @Test("a page without reuse identifier has a controller only while it is selected")
    func untracked() {
        var plan = visiblePlan()
        _ = plan.select(2)
        expectEqual(plan.selectedChild, "pager.page.2")
        let back = plan.select(0) ?? []
        #expect(back.contains(.willMoveToNilParent("pager.page.2")))
        expectEqual(back.last, .removeFromParent("pager.page.2"))
        expectEqual(Set(plan.pageOfChild.keys), ["pager.vc.0"])
    }

    @Test("a swipe: the next page is attached during the drag without callbacks; callbacks when it settles")
    func swipe() {
        var plan = visiblePlan()
        let scales = pager.dragScales(progress: 0.5)
        expectEqual(
            plan.dragChanged(contentOffsetX: 100),
            [
                .addChild("pager.vc.1"),
                .insertView("pager.vc.1", at: 1), .setFrame("pager.vc.1", rect(200, 0, 200, 460)),
                .setHidden("pager.vc.1", false),
                .setScale(.pagerCell(0), scales.from), .setScale(.pagerCell(1), scales.to),
                .didMoveToParent("pager.vc.1"),
            ])
        expectEqual(
            plan.dragEnded(contentOffsetX: 200),
            [
                .beginAppearance("pager.vc.0", isAppearing: false, animated: true),
                .beginAppearance("pager.vc.1", isAppearing: true, animated: true),
                .removeView("pager.vc.0"),
                .setContentOffset(.pagerBar, Point(x: 40, y: 0)),
                .setSelected(.pagerCell(0), false), .setSelected(.pagerCell(1), true),
                .setScale(.pagerCell(0), 1), .setScale(.pagerCell(1), 1.13),
                .setFrame(.pagerLine, rect(128.5, 37, 23, 2.5)),
                .setContentOffset(.pagerContent, Point(x: 200, y: 0)),
                .endAppearance("pager.vc.0"), .endAppearance("pager.vc.1"),
            ])
        expectEqual(plan.pager.selected, 1)
    }

    @Test("a drag that springs back sends no appearance callbacks and keeps the pooled controller")
    func cancelledSwipe() {
        var plan = visiblePlan()
        _ = plan.dragChanged(contentOffsetX: 60)
        expectEqual(
            plan.dragEnded(contentOffsetX: 0),
            [
                .removeView("pager.vc.1"),
                .setScale(.pagerCell(0), 1.13), .setScale(.pagerCell(1), 1),
            ])
        expectEqual(plan.pager.selected, 0)
        expectEqual(plan.scene.shownIDs, ["pager.vc.0"])
    }

    @Test("a stretching line follows the drag with the runtime's line; a title-width line without titles hides")
    func stretchingLine() throws {
        let stretching = Pager(tabs: pager.tabs, lineType: .stretchFixed)
        var plan = visiblePlan(pager: stretching)
        let dragged = plan.dragChanged(contentOffsetX: 50)
        let expected = try #require(stretching.line(from: 0, to: 1, progress: 0.25))
        #expect(expected != stretching.restingLine(at: 0))
        #expect(dragged.contains(.setFrame(.pagerLine, expected)))
        var hidden = PagerPlan(
            pager: Pager(tabs: pager.tabs, lineType: .dynamic), reuseIdentifiers: [], frames: .view(size))
        #expect(hidden.load().contains(.setHidden(.pagerLine, true)))
    }

    @Test("right to left: the runtime's frames and offsets mirrored; a drag to the left shows the next page")
    func rightToLeft() {
        var plan = visiblePlan()
        expectEqual(
            plan.setRightToLeft(true),
            [
                .setFrame("pager.vc.0", rect(400, 0, 200, 460)),
                .setContentOffset(.pagerBar, Point(x: 100, y: 0)),
                .setFrame(.pagerCell(0), rect(200, 0, 100, 40)),
                .setFrame(.pagerCell(1), rect(120, 0, 80, 40)),
                .setFrame(.pagerCell(2), rect(0, 0, 120, 40)),
                .setFrame(.pagerLine, rect(238.5, 37, 23, 2.5)),
                .setContentOffset(.pagerContent, Point(x: 400, y: 0)),
            ])
        expectEqual(plan.setRightToLeft(true), [])
        let dragged = plan.dragChanged(contentOffsetX: 300)
        #expect(dragged.contains(.setFrame("pager.vc.1", rect(200, 0, 200, 460))))
        let settled = plan.dragEnded(contentOffsetX: 200)
        expectEqual(plan.pager.selected, 1)
        #expect(settled.contains(.setFrame(.pagerLine, rect(148.5, 37, 23, 2.5))))
        #expect(settled.contains(.setContentOffset(.pagerContent, Point(x: 200, y: 0))))
        #expect(settled.contains(.setContentOffset(.pagerBar, Point(x: 60, y: 0))))
    }
}
