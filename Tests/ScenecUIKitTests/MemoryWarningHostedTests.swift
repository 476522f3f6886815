import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

@testable import ScenecUIKitStandIn

/// A page that counts how many times its view was loaded.
@MainActor
private final class LoadCountingPage: IdentifiedPage {
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

@Suite("Memory warnings release the views the scene can rebuild, hosted on the stand-in")
@MainActor
struct MemoryWarningHostedTests {
    /// Full-width feeds with a pager (three pooled pages, one plain), stacked on iPad, push style on iPhone.
    static let scene = """
        scene: Memory
        version: 1
        devices: [ipad-landscape, iphone]
        navigation: {regular: stacked, compact: push}
        tabs:
          - {title: Home, root: home}
        pages:
          home: {type: App.Home, title: Home, push: [feed]}
          feed:
            type: App.Feed
            title: Feed
            size: full
            push: [feed]
            pager:
              selected: 0
              tabs:
                - {title: A, page: listA, width: 80, reuse: list}
                - {title: B, page: listB, width: 80, reuse: list}
                - {title: C, page: listC, width: 80, reuse: list}
                - {title: D, page: plainD, width: 80}
          listA: {type: App.List}
          listB: {type: App.List}
          listC: {type: App.List}
          plainD: {type: App.Plain}

        """

    @Test(
        "on every device: far pooled pager pages lose their views; pages below the top keep theirs, as UIKit keeps them"
    )
    func warningThenBack() throws {
        let definition = try #require(SceneRootHostedTests().compiled(text: Self.scene).definition)
        for device in definition.devices {
            var made: [String: LoadCountingPage] = [:]
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                let page = LoadCountingPage(id: page.id)
                made[page.id] = page
                return page
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            var container = SceneContainer(definition: definition, device: device)
            func run(_ operation: SceneOperation) throws {
                try container.apply(operation)
                try controller.apply(operation)
                window.layoutIfNeeded()
            }
            let label = device.name
            // The first feed's pager visits tab 2 and comes back to tab 0: the pool keeps tab 2's controller.
            try run(.push("feed"))
            let feed = try #require(controller.plan.navigation.navigation.top?.id)
            try run(.selectPagerTab(2))
            try run(.selectPagerTab(0))
            let pager = try #require(controller.topPager)
            let far = try #require(pager.pagerPlan.child(showing: 2))
            let farController = try #require(pager.pageControllers[far])
            #expect(farController.isViewLoaded, "\(label)")
            // Pages without reuse: live only while shown (nothing left for a warning).
            try run(.selectPagerTab(3))
            try run(.selectPagerTab(0))
            #expect(pager.pagerPlan.child(showing: 3) == nil, "\(label)")
            try run(.push("feed"))
            try run(.push("feed"))
            let snapshot = container.snapshot()
            let detached = snapshot.navigation.pages.filter { !$0.isAttached }.map(\.id)
            #expect(detached.contains(feed), "\(label): the first feed is off screen")
            let before = controller.selectedNavigation.pageControllers

            controller.didReceiveMemoryWarning()

            // UIKit has not unloaded views on a memory warning since iOS 6, and a navigation controller keeps the
            // views of the pages below the top: every page, detached or not, keeps its view.
            for page in snapshot.navigation.pages {
                let kept = try #require(controller.selectedNavigation.pageControllers[page.id], "\(label) \(page.id)")
                #expect(kept === before[page.id], "\(label) \(page.id): the controller is kept")
                #expect(kept.isViewLoaded, "\(label) \(page.id): the view is kept")
            }
            #expect(pager.isViewLoaded, "\(label): the pager keeps its view and selection")
            #expect(pager.pageControllers[far] === farController, "\(label)")
            #expect(!farController.isViewLoaded, "\(label): the far pooled page is released")
            expectEqual(controller.readingDifferences(from: container), [], "\(label) after the warning")

            // Back to the first feed: its view is the one it had (loaded once), at the layout table's frames, with its
            // pager on top.
            for _ in 0..<2 {
                try container.pop()
                try controller.selectedNavigation.pop()
                window.layoutIfNeeded()
            }
            expectEqual(controller.readingDifferences(from: container), [], "\(label) back")
            let feedPage = try #require(made[feed])
            #expect(feedPage.isViewLoaded, "\(label)")
            expectEqual(feedPage.loads, 1, "\(label): viewDidLoad ran once")
            #expect(pager.view.superview === feedPage.view, "\(label): the pager is on the reloaded view")
            expectEqual(rect(pager.view.frame), rect(feedPage.view.bounds), "\(label)")
            try run(.selectPagerTab(2))
            expectEqual(controller.readingDifferences(from: container), [], "\(label) tab 2")
            #expect(pager.pageControllers[far] === farController, "\(label)")
            #expect(farController.isViewLoaded, "\(label)")
            expectEqual(rect(farController.view.frame), pager.pagerPlan.layout.pages[2], "\(label)")
            #expect(isInWindow(farController.view, window), "\(label)")
        }
    }
}

@Suite("A device change while pages are detached, hosted on the stand-in")
@MainActor
struct DetachedDeviceChangeHostedTests {
    /// Reported after issue 25's first round: "after `setDevice` a detached page keeps its old frame". Pages are
    /// detached under R2 (push style on iPhone: every page below the top; stacked on iPad: full-width pages
    /// scrolled out), the device changes both ways (size and size class), then the pages come back one by one:
    /// each state's views must read as the runtime lays the new device out, with or without a memory warning
    /// while they were detached.
    @Test("detached pages come back at the new device's frames", arguments: [false, true])
    func deviceChangeWhileDetached(warning: Bool) throws {
        let definition = try #require(
            SceneRootHostedTests().compiled(text: MemoryWarningHostedTests.scene).definition)
        let iphone = try #require(definition.devices.first { $0.sizeClass == .compact })
        let iPad = try #require(definition.devices.first { $0.sizeClass == .regular })
        for (first, second) in [(iphone, iPad), (iPad, iphone)] {
            let label = "\(first.name) -> \(second.name), warning \(warning)"
            let (window, controller) = SceneRootHostedTests().host(definition, on: first, log: AppearanceLog())
            let operations: [SceneOperation] = [.push("feed"), .selectPagerTab(1), .push("feed"), .push("feed")]
            for operation in operations { try controller.apply(operation) }
            window.layoutIfNeeded()
            if warning { controller.didReceiveMemoryWarning() }
            window.frame = CGRect(x: 0, y: 0, width: second.width, height: second.height)
            controller.setDevice(second)
            window.layoutIfNeeded()
            var expected = SceneContainer(definition: definition, device: second)
            try expected.run([.start("home")] + operations)
            expectEqual(controller.readingDifferences(from: expected), [], "\(label)")
            for _ in 0..<3 {
                try expected.pop()
                try controller.selectedNavigation.pop()
                window.layoutIfNeeded()
                let top = expected.snapshot().navigation.pages.last?.id ?? ""
                expectEqual(controller.readingDifferences(from: expected), [], "\(label), back to \(top)")
                guard let pager = controller.topPager else { continue }
                let runtime = try #require(expected.snapshot().pager, "\(label) \(top)")
                expectEqual(pager.pagerPlan.layout, runtime, "\(label) \(top): the pager has the new metrics")
            }
        }
    }
}

extension SceneRootViewController {
    /// The differences between what the views show and what `container`'s runtime lays out.
    fileprivate func readingDifferences(from container: SceneContainer) -> [String] {
        layoutReading().differences(from: SceneLayoutReading(snapshot: container.snapshot()))
    }
}

/// Counts `loadView()` and `viewDidLoad()`.
@MainActor
private final class LoadingController: UIViewController {
    var calls: [String] = []

    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
}

@Suite("The stand-in loads and releases a controller's view as UIKit documents")
@MainActor
struct ViewLoadingFidelityTests {
    @Test("view loads lazily, isViewLoaded and viewIfLoaded never load, view = nil releases, loadViewIfNeeded reloads")
    func lazyViewAndRelease() {
        let controller = LoadingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.calls.isEmpty)
        let first: UIView = controller.view
        expectEqual(controller.calls, ["loadView", "viewDidLoad"])
        #expect(controller.viewIfLoaded === first)
        controller.loadViewIfNeeded()
        expectEqual(controller.calls.count, 2, "a loaded view is not loaded again")
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        controller.didReceiveMemoryWarning()
        expectEqual(controller.calls.count, 2, "the warning itself loads and releases nothing")
        controller.loadViewIfNeeded()
        expectEqual(controller.calls, ["loadView", "viewDidLoad", "loadView", "viewDidLoad"])
        #expect(controller.viewIfLoaded !== first)
    }

    @Test("a navigation bar without a delegate is at .top, UIKit's default; with one, what it says in a new window")
    func barPosition() {
        final class Delegate: NSObject, UINavigationBarDelegate {
            func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
        }
        let bar = UINavigationBar(frame: .zero)
        expectEqual(bar.barPosition, .top)
        let delegate = Delegate()
        bar.delegate = delegate
        expectEqual(bar.barPosition, .top, "asked only in its new window")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(bar)
        expectEqual(bar.barPosition, .topAttached)
        #expect(!bar.prefersLargeTitles)
    }
}
