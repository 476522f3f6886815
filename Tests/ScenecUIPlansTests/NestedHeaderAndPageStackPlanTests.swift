import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

@Suite("Nested header plan (R4)")
struct NestedHeaderPlanTests {
    /// A 400 × 600 host, header 200, menu 40, pin 50, 10 pt top inset: main (0, 10, 400, 590), sill 150.
    let header = NestedHeader(
        hostSize: Size(width: 400, height: 600), inset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
        headerHeight: 200, menuHeight: 40, pinHeight: 50, pageCount: 0)
    let pager = Pager(tabs: [PagerTab(width: 100), PagerTab(width: 100)])

    func loaded() -> NestedHeaderPlan {
        var plan = NestedHeaderPlan(header: header, pager: pager, reuseIdentifiers: [nil, nil])
        _ = plan.load()
        return plan
    }

    @Test("loading sets the main scroll view and header, then the pager in the menu and content frames")
    func load() {
        var plan = NestedHeaderPlan(header: header, pager: pager, reuseIdentifiers: [nil, nil])
        let commands = plan.load()
        expectEqual(
            Array(commands.prefix(5)),
            [
                .setFrame(.headerMain, rect(0, 10, 400, 590)),
                .setContentSize(.headerMain, Size(width: 400, height: 740)),
                .setFrame(.header, rect(0, 0, 400, 200)),
                .setContentOffset(.headerMain, Point(x: 0, y: 0)),
                .addChild("pager.page.0"),
            ])
        #expect(commands.contains(.setFrame(.pagerBar, rect(0, 200, 400, 40))))
        #expect(commands.contains(.setFrame(.pagerContent, rect(0, 240, 400, 500))))
        #expect(commands.contains(.setFrame("pager.page.0", rect(0, 0, 400, 500))))
        expectEqual(plan.header.pageCount, 2)
    }

    @Test("the main scroll view is held at the sill; then the page scrolls until it comes back to its origin")
    func handOff() {
        var plan = loaded()
        expectEqual(
            plan.childDidScroll(to: 20), [.setContentOffset(.childScrollView("pager.page.0"), Point(x: 0, y: 0))])
        expectEqual(plan.mainDidScroll(to: 100), [])
        expectEqual(plan.mainDidScroll(to: 180), [.setContentOffset(.headerMain, Point(x: 0, y: 150))])
        expectEqual(plan.sticky.owner, .child)
        expectEqual(plan.childDidScroll(to: 30), [])
        expectEqual(plan.mainDidScroll(to: 120), [.setContentOffset(.headerMain, Point(x: 0, y: 150))])
        expectEqual(
            plan.childDidScroll(to: -5), [.setContentOffset(.childScrollView("pager.page.0"), Point(x: 0, y: 0))])
        expectEqual(plan.sticky.owner, .main)
        expectEqual(plan.mainDidScroll(to: 90), [])
    }

    @Test("a script offset is clamped to [0, sill]; a resize keeps it within the new sill")
    func offsets() {
        var plan = loaded()
        expectEqual(plan.setOffset(500), [.setContentOffset(.headerMain, Point(x: 0, y: 150))])
        expectEqual(plan.setOffset(-20), [.setContentOffset(.headerMain, Point(x: 0, y: 0))])
        _ = plan.setOffset(150)
        let resized = plan.setHostSize(Size(width: 300, height: 600))
        #expect(resized.contains(.setFrame(.headerMain, rect(0, 10, 300, 590))))
        #expect(resized.contains(.setFrame(.pagerBar, rect(0, 200, 300, 40))))
        expectEqual(plan.offset, 150)
    }

    @Test("withPager cannot move the pager off the header's menu and content: the runtime's frames come back")
    func withPagerKeepsFrames() {
        var plan = loaded()
        let commands = plan.withPager { pager -> [ViewCommand]? in pager.setFrames(.view(Size(width: 320, height: 480)))
        }
        let frames = PagerPlan.Frames.header(bar: plan.header.menu, content: plan.header.content)
        expectEqual(plan.pagerPlan.frames, frames)
        expectEqual(commands?.last(where: { $0.id == "pager.bar" }), .setFrame(.pagerBar, rect(0, 200, 400, 40)))
        _ = plan.withPager { pager -> Int in
            _ = pager.setFrames(.view(Size(width: 1, height: 1)))
            return 0
        }
        expectEqual(plan.pagerPlan.frames, frames)
    }

    @Test("new metrics with a new menu height: the menu, content and sill follow, the offset is clamped")
    func metricsChange() {
        var plan = loaded()
        _ = plan.setOffset(150)
        var metrics = Metrics.standard
        metrics.pagerBarHeight = 30
        let commands = plan.setMetrics(metrics, menuHeight: 30)
        expectEqual(plan.header.menu, rect(0, 200, 400, 30))
        expectEqual(plan.pagerPlan.pager.metrics, metrics)
        #expect(commands.contains(.setFrame(.pagerBar, rect(0, 200, 400, 30))))
        expectEqual(plan.offset, 150)
    }

    @Test("a negative inset moves the main scroll view up")
    func negativeInset() {
        var negative = header
        negative.inset = EdgeInsets(top: -20, left: 0, bottom: 0, right: 0)
        var plan = NestedHeaderPlan(header: negative, pager: pager, reuseIdentifiers: [nil, nil])
        expectEqual(plan.load().first, .setFrame(.headerMain, rect(0, -20, 400, 620)))
    }
}

@Suite("Page stack plan (R5)")
struct PageStackPlanTests {
    var declaration: SceneStack {
        var stack = SceneStack(root: "map", topInset: 100, bottomInset: 64)
        stack.views = [
            SceneStackView(id: "map", type: "MapView", push: ["where"]),
            SceneStackView(
                id: "where", type: "WhereView", push: ["confirm"], switchTo: ["options"], switchesByPop: ["options"]),
            SceneStackView(id: "options", type: "OptionsView"),
            SceneStackView(id: "confirm", type: "ConfirmView"),
        ]
        return stack
    }
    let settled = rect(0, 100, 400, 636)

    func visiblePlan() -> PageStackPlan {
        PageStackPlan(declaration: declaration, size: Size(width: 400, height: 800)).visible()
    }

    @Test("loading shows the root at the settled frame")
    func load() {
        var plan = PageStackPlan(declaration: declaration, size: Size(width: 400, height: 800))
        expectEqual(
            plan.load(),
            [
                .addChild("stack.map"), .insertView("stack.map", at: 0), .setFrame("stack.map", settled),
                .setHidden("stack.map", false), .didMoveToParent("stack.map"),
            ])
    }

    @Test("push keeps the view below as a detached child; a switch removes the replaced view")
    func pushAndSwitch() throws {
        var plan = visiblePlan()
        expectEqual(
            try plan.push("where").commands,
            [
                .addChild("stack.where"),
                .beginAppearance("stack.map", isAppearing: false, animated: false),
                .beginAppearance("stack.where", isAppearing: true, animated: false),
                .removeView("stack.map"), .insertView("stack.where", at: 0), .setFrame("stack.where", settled),
                .setHidden("stack.where", false), .didMoveToParent("stack.where"),
                .endAppearance("stack.map"), .endAppearance("stack.where"),
            ])
        expectEqual(
            try plan.switchTo("options").commands,
            [
                .addChild("stack.options"), .willMoveToNilParent("stack.where"),
                .beginAppearance("stack.where", isAppearing: false, animated: false),
                .beginAppearance("stack.options", isAppearing: true, animated: false),
                .removeView("stack.where"), .insertView("stack.options", at: 0),
                .setFrame("stack.options", settled), .setHidden("stack.options", false),
                .didMoveToParent("stack.options"),
                .endAppearance("stack.where"), .endAppearance("stack.options"),
                .removeFromParent("stack.where"),
            ])
        expectEqual(plan.stack.views, ["map", "options"])
        #expect(throws: SceneError.undeclaredViewMove(from: "options", to: "confirm")) { try plan.push("confirm") }
        _ = try plan.popToRoot()
        expectEqual(plan.scene.children.map(\.id), ["stack.map"])
        #expect(throws: SceneError.pageStack(.alreadyAtRoot)) { try plan.pop() }
    }

    @Test("an animated switch declared as a pop slides in from the left and refuses moves until it finishes")
    func animatedSwitch() throws {
        var plan = visiblePlan()
        _ = try plan.push("where")
        let step = try plan.switchTo("options", animated: true)
        expectEqual(
            step.start,
            [
                .addChild("stack.options"),
                .beginAppearance("stack.where", isAppearing: false, animated: true),
                .beginAppearance("stack.options", isAppearing: true, animated: true),
                .insertView("stack.options", at: 1), .setFrame("stack.options", rect(-400, 100, 400, 636)),
                .setHidden("stack.options", false),
            ])
        expectEqual(
            step.slide, [.setFrame("stack.options", settled), .setFrame("stack.where", rect(400, 100, 400, 636))])
        expectEqual(
            step.finish,
            [
                .willMoveToNilParent("stack.where"), .removeView("stack.where"), .didMoveToParent("stack.options"),
                .endAppearance("stack.where"), .endAppearance("stack.options"), .removeFromParent("stack.where"),
            ])
        #expect(throws: SceneError.pageStack(.animating)) { try plan.pop() }
        plan.finishAnimation()
        let popped = try plan.pop(animated: true)
        #expect(popped.start.contains(.setFrame("stack.map", rect(-400, 100, 400, 636))))
        expectEqual(
            popped.slide, [.setFrame("stack.map", settled), .setFrame("stack.options", rect(400, 100, 400, 636))])
    }
}
