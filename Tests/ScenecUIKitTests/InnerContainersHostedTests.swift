import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import ScenecUIKit
import ScenecUIPlans
import Testing

@MainActor
func rect(_ frame: CGRect) -> Rect {
    Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
}

@Suite("Pagers, headers and page stacks inside the top page, hosted on the stand-in")
@MainActor
struct InnerContainersHostedTests {
    /// Checks a pager's views against the expected layout.
    func checkPager(_ pager: PagerViewController, _ expected: PagerInnerLayout, _ label: String) {
        let layout = expected.layout
        expectEqual(rect(pager.barView.frame), layout.bar, "\(label) bar")
        expectEqual(pager.cells.map { rect($0.frame) }, layout.cells, "\(label) cells")
        expectEqual(pager.cells.map(\.accessibilityLabel), expected.titles, "\(label) titles")
        #expect(pager.barView.accessibilityTraits.contains(.tabBar), "\(label) bar trait")
        for (index, cell) in pager.cells.enumerated() {
            // The title is drawn, at the runtime's scale (R3 scaleSelectedBar).
            let item = cell as? TabItemView
            expectEqual(item?.titleLabel.text, expected.titles[index], "\(label) cell \(index) title label")
            let scale = CGFloat(pager.pagerPlan.pager.scale(at: index))
            expectEqual(item?.titleLabel.transform, CGAffineTransform(scaleX: scale, y: scale), "\(label) \(index)")
            #expect(cell.accessibilityTraits.contains(.button), "\(label) cell \(index) button")
            expectEqual(cell.accessibilityTraits.contains(.selected), (index == layout.selected), "\(label) \(index)")
        }
        if let line = layout.line {
            expectEqual(rect(pager.lineView.frame), line, "\(label) line")
        }
        expectEqual(pager.lineView.isHidden, (layout.line == nil), "\(label) line hidden")
        expectEqual(rect(pager.contentView.frame), layout.content, "\(label) content")
        let size = pager.contentView.contentSize
        expectEqual(Size(width: Double(size.width), height: Double(size.height)), layout.contentSize, "\(label)")
        expectEqual(Double(pager.contentView.contentOffset.x), layout.contentOffsetX, "\(label) offset")
        expectEqual(pager.pagerPlan.pager.selected, layout.selected, "\(label) selected")
        let page = pager.selectedPageController
        expectEqual((page != nil), !layout.pages.isEmpty, "\(label) selected page controller")
        if let page, layout.pages.indices.contains(layout.selected) {
            expectEqual(rect(page.view.frame), layout.pages[layout.selected], "\(label) page frame")
            #expect(page.view.superview === pager.contentView, "\(label) page attached")
        }
        let attached = pager.pageControllers.values.filter { $0.view.superview != nil }
        expectEqual(attached.count, (layout.pages.isEmpty ? 0 : 1), "\(label) one page attached")
    }

    @Test(
        "every enumerated state of every example: the top page's pager, header or page stack",
        arguments: SceneRootHostedTests.examples)
    func everyState(_ name: String) throws {
        let (definition, table) = try SceneRootHostedTests().compiledTable(name)
        var checked = 0
        for entry in table.devices {
            for state in entry.entries {
                guard let top = state.top else { continue }
                let log = AppearanceLog()
                let (window, controller) = SceneRootHostedTests().host(definition, on: entry.device, log: log)
                for operation in state.state.script { try controller.apply(operation) }
                window.layoutIfNeeded()
                let label = "\(name) \(state.state)"
                switch top {
                case .pager(let expected):
                    let pager = try #require(controller.topPager, "\(label)")
                    #expect(pager.mainScrollView == nil)
                    checkPager(pager, expected, label)
                case .header(let expected):
                    let pager = try #require(controller.topPager, "\(label)")
                    let main = try #require(pager.mainScrollView)
                    expectEqual(rect(main.frame), expected.nested.main, "\(label) main")
                    expectEqual(rect(try #require(pager.headerView).frame), expected.nested.header, "\(label) header")
                    expectEqual(rect(pager.barView.frame), expected.nested.menu, "\(label) menu")
                    let size = main.contentSize
                    expectEqual(
                        Size(width: Double(size.width), height: Double(size.height)), expected.nested.mainContentSize)
                    expectEqual(Double(main.contentOffset.y), expected.offset, "\(label) offset")
                    expectEqual(pager.headerPlan?.header.sill, expected.nested.sill, "\(label) sill")
                    checkPager(pager, expected.pager, label)
                case .stack(let expected):
                    let stack = try #require(controller.topPageStack, "\(label)")
                    expectEqual(stack.plan.stack.views, expected.views.map(\.rawValue), "\(label) views")
                    let shown = try #require(stack.topViewController, "\(label)")
                    expectEqual(rect(shown.view.frame), expected.view, "\(label) view")
                    #expect(shown.view.superview === stack.view, "\(label) attached")
                    expectEqual(stack.view.subviews.count, 1, "\(label) only the top view attached")
                }
                checked += 1
            }
        }
        if ["News", "Profile", "Ride"].contains(name) { #expect(checked > 0) }
    }

    @Test("tapping through every tab keeps at most two controllers per reuse identifier and reuses them")
    func reuse() throws {
        let result = try SceneRootHostedTests().compiled("News")
        let definition = try #require(result.definition)
        let device = try #require(definition.devices.first)
        var reused: [(UIViewController, StackedPage)] = []
        let controller = SceneRootViewController(
            definition: definition, device: device, reusePage: { reused.append(($0, $1)) }
        ) { page in RecordingPage(id: page.id, log: AppearanceLog()) }
        let window = showInWindow(controller, on: device)
        window.layoutIfNeeded()
        let pager = try #require(controller.topPager)
        let tabs = try #require(definition.page(controller.plan.navigation.navigation.top?.page ?? "")?.pager?.tabs)
        for index in Array(tabs.indices) + tabs.indices.reversed() {
            try controller.apply(.selectPagerTab(index))
            let live = Dictionary(grouping: pager.pagerPlan.pageOfChild.values) { tabs[$0].reuse ?? "page \($0)" }
            #expect(live.values.allSatisfy { $0.count <= PagerReusePool.maximumLivePerIdentifier }, "\(live)")
            expectEqual(pager.pageControllers.count, pager.pagerPlan.pageOfChild.count)
            #expect((pager.selectedPageController as? RecordingPage) != nil)
        }
        #expect(!reused.isEmpty)
        for (reusedController, page) in reused {
            #expect(pager.pageControllers.values.contains { $0 === reusedController })
            #expect(tabs.contains { $0.page == page.page })
        }
    }

    @Test("a swipe in a hosted pager: the page dragged in appears after the old page disappears")
    func hostedSwipe() throws {
        let result = try SceneRootHostedTests().compiled("News")
        let definition = try #require(result.definition)
        let device = try #require(definition.devices.first)
        let log = AppearanceLog()
        let (window, controller) = SceneRootHostedTests().host(definition, on: device, log: log)
        window.layoutIfNeeded()
        let pager = try #require(controller.topPager)
        let width = Double(pager.contentView.frame.width)
        let first = try #require(pager.selectedPageController as? RecordingPage)
        log.entries = []
        pager.contentView.contentOffset = CGPoint(x: width / 2 + Double(pager.pagerPlan.pager.selected) * width, y: 0)
        #expect(log.entries.isEmpty)
        pager.contentView.contentOffset = CGPoint(x: Double(pager.pagerPlan.pager.selected + 1) * width, y: 0)
        pager.scrollViewDidEndDecelerating(pager.contentView)
        let second = try #require(pager.selectedPageController as? RecordingPage)
        #expect(first !== second)
        expectEqual(
            log.entries,
            [
                "\(first.id) willDisappear", "\(second.id) willAppear", "\(first.id) didDisappear",
                "\(second.id) didAppear",
            ])
    }

    @Test("under a header, the container observes the selected page's scroll view: pages never call back")
    func stickyHandOff() throws {
        let definition = try #require(try SceneRootHostedTests().compiled("Profile").definition)
        let device = try #require(definition.devices.first)
        let controller = SceneRootViewController(definition: definition, device: device) { _ in
            ScrollingPage(nibName: nil, bundle: nil)
        }
        let window = showInWindow(controller, on: device)
        window.layoutIfNeeded()
        let pager = try #require(controller.topPager)
        let main = try #require(pager.mainScrollView)
        let sill = try #require(pager.headerPlan?.header.sill)
        let child = try #require(pager.selectedPageScrollView)
        #expect(child.delegate === pager)
        child.contentOffset = CGPoint(x: 0, y: 30)
        expectEqual(child.contentOffset.y, 0, "the page is held while the header scrolls")
        main.contentOffset = CGPoint(x: 0, y: sill + 40)
        expectEqual(Double(main.contentOffset.y), sill, "the main scroll view stops at the sill")
        child.contentOffset = CGPoint(x: 0, y: 30)
        expectEqual(child.contentOffset.y, 30, "the pinned menu hands scrolling to the page")
        main.contentOffset = CGPoint(x: 0, y: sill - 10)
        expectEqual(Double(main.contentOffset.y), sill, "the header stays away while the page is scrolled")
        child.contentOffset = CGPoint(x: 0, y: -5)
        expectEqual(child.contentOffset.y, 0)
        main.contentOffset = CGPoint(x: 0, y: 10)
        expectEqual(main.contentOffset.y, 10, "back at its origin, the page hands scrolling back")
    }
}

@Suite("An animated page stack, hosted on the stand-in")
@MainActor
struct AnimatedPageStackHostedTests {
    @Test("an animated switch declared as a pop: start, slide in UIView.animate, finish; the old view leaves")
    func animatedSwitch() throws {
        var declaration = SceneStack(root: "map", topInset: 100, bottomInset: 64)
        declaration.views = [
            SceneStackView(id: "map", type: "MapView", push: ["where"]),
            SceneStackView(id: "where", type: "WhereView", switchTo: ["options"], switchesByPop: ["options"]),
            SceneStackView(id: "options", type: "OptionsView"),
        ]
        let log = AppearanceLog()
        let stack = PageStackViewController(declaration: declaration) { RecordingPage(id: $0.id, log: log) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = stack
        window.makeKeyAndVisible()
        turnRunLoop()  // the first layout pass and viewDidAppear come after the call, as on iOS
        window.layoutIfNeeded()
        try stack.push("where", animated: true)
        // Until the slide's completion runs (on iOS when the animation ends, never during the call), the stack
        // refuses to move, as the runtime does.
        #expect(throws: SceneError.pageStack(.animating)) { try stack.switchTo("options", animated: true) }
        #expect(stack.plan.stack.isAnimating && stack.plan.stack.views == ["map", "where"])
        turnRunLoop()
        #expect(!stack.plan.stack.isAnimating)
        log.entries = []
        try stack.switchTo("options", animated: true)
        turnRunLoop()
        let shown = try #require(stack.topViewController as? RecordingPage)
        expectEqual(shown.id, "options")
        expectEqual(rect(shown.view.frame), Rect(x: 0, y: 100, width: 400, height: 636))
        #expect(stack.view.subviews.count == 1 && shown.view.superview === stack.view)
        #expect(stack.plan.stack.views == ["map", "options"] && !stack.plan.stack.isAnimating)
        expectEqual(
            log.entries, ["where willDisappear", "options willAppear", "where didDisappear", "options didAppear"])
        try stack.popToRoot(animated: true)
        turnRunLoop()
        expectEqual((stack.topViewController as? RecordingPage)?.id, "map")
    }
}

@Suite("A right-to-left pager, hosted on the stand-in")
@MainActor
struct RightToLeftPagerHostedTests {
    @Test("semanticContentAttribute = .forceRightToLeft mirrors the runtime's frames; a leftward drag selects tab 1")
    func rightToLeft() {
        let tabs = [
            ScenePagerTab(title: "One", page: "one", width: 100), ScenePagerTab(title: "Two", page: "two", width: 80),
            ScenePagerTab(title: "Three", page: "three", width: 120),
        ]
        let pager = Pager(tabs: tabs.map { PagerTab(width: $0.width) })
        let controller = PagerViewController(pager: pager, tabs: tabs) { _, page in
            RecordingPage(id: page, log: AppearanceLog())
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 500))
        window.rootViewController = controller
        controller.view.semanticContentAttribute = .forceRightToLeft
        window.makeKeyAndVisible()
        turnRunLoop()  // the first layout pass and viewDidAppear come after the call, as on iOS
        window.layoutIfNeeded()
        let layout = pager.layout(in: Size(width: 200, height: 500))
        // Cells mirrored within the 300 pt of cells, pages within the 600 pt of content.
        expectEqual(controller.cells.map { rect($0.frame).x }, layout.cells.map { 300 - $0.x - $0.width })
        expectEqual(rect(controller.lineView.frame).x, 300 - (layout.line?.maxX ?? 0))
        expectEqual(Double(controller.contentView.contentOffset.x), 400)
        expectEqual(
            rect(controller.selectedPageController?.view.frame ?? .zero), layout.pages[0].offsetBy(dx: 400, dy: 0))
        controller.contentView.contentOffset = CGPoint(x: 300, y: 0)
        controller.contentView.contentOffset = CGPoint(x: 200, y: 0)
        controller.scrollViewDidEndDecelerating(controller.contentView)
        expectEqual(controller.pagerPlan.pager.selected, 1)
        expectEqual((controller.selectedPageController as? RecordingPage)?.id, "two")
        #expect(controller.cells[1].accessibilityTraits.contains(.selected))
    }
}

@Suite("A pager on its own, below a status bar")
@MainActor
struct StandalonePagerSafeAreaHostedTests {
    static let tabs = [
        ScenePagerTab(title: "One", page: "one", width: 100), ScenePagerTab(title: "Two", page: "two", width: 80),
    ]

    func show(_ controller: PagerViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()  // the first layout pass and viewDidAppear come after the call, as on iOS
        window.layoutIfNeeded()
        return window
    }

    @Test("safeAreaTop moves the bar and the content down at the next layout pass; 0 gives R3's frames")
    func plainPager() {
        let pager = Pager(tabs: Self.tabs.map { PagerTab(width: $0.width) })
        let controller = PagerViewController(pager: pager, tabs: Self.tabs) { _, page in
            RecordingPage(id: page, log: AppearanceLog())
        }
        let window = show(controller)
        let size = Size(width: 320, height: 480)
        expectEqual(rect(controller.barView.frame), pager.layout(in: size).bar)
        controller.safeAreaTop = 20
        window.layoutIfNeeded()
        let layout = pager.layout(in: size, safeAreaTop: 20)
        #expect(rect(controller.barView.frame) == layout.bar && layout.bar.y == 20)
        expectEqual(rect(controller.contentView.frame), layout.content)
    }

    @Test("under a header it starts as the header's top guide, which an app may have set")
    func headerKeepsItsTopGuide() {
        let pager = Pager(tabs: Self.tabs.map { PagerTab(width: $0.width) })
        let header = NestedHeader(
            hostSize: .zero, topGuide: 64, inset: EdgeInsets(top: 4), headerHeight: 100, menuHeight: 40, pageCount: 2)
        let controller = PagerViewController(header: header, pager: pager, tabs: Self.tabs) { _, page in
            RecordingPage(id: page, log: AppearanceLog())
        }
        expectEqual(controller.safeAreaTop, 64)
        let window = show(controller)
        expectEqual(controller.mainScrollView.map { rect($0.frame).y }, 68)
        controller.safeAreaTop = 0
        window.layoutIfNeeded()
        expectEqual(controller.mainScrollView.map { rect($0.frame).y }, 4)
    }
}

/// A page whose root view is a vertical scroll view, as the header's pages are.
@MainActor
final class ScrollingPage: UIViewController {
    override func loadView() {
        view = UIScrollView(frame: .zero)
    }
}
