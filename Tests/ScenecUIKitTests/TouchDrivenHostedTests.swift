// Taps and pans as a user makes them: a tap is a finger lifting at a point of the window
// (`UIWindow.standInTap(at:)`, which hit-tests as UIKit does), a pager drag is the finger moving the content
// (`UIScrollView.standInDrag`), and a pan goes phase by phase through the same handler the iOS recognizers
// call. Those hooks exist only in the stand-in, so these tests run on Linux only.
#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecLayout
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    @Suite("Every example driven only by touches, checked against the runtime's layout after each")
    @MainActor
    struct TouchDrivenHostedTests {
        /// A hosted scene and the runtime state it must show.
        @MainActor
        struct Session {
            let window: UIWindow
            let controller: SceneRootViewController
            var container: SceneContainer
            let label: String

            /// The UI against the runtime's snapshot of `container` (the layout table's values).
            func check(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
                turnRunLoop(sourceLocation: sourceLocation)  // UIKit's transitions end.
                window.layoutIfNeeded()
                let expected = SceneLayoutReading(snapshot: container.snapshot())
                let differences = controller.layoutReading().differences(from: expected)
                #expect(differences == [], "\(label): \(step)", sourceLocation: sourceLocation)
            }

            /// A tap at the middle of `view` as it is shown; the control it reaches must be `view`.
            func tap(_ view: UIView, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
                window.layoutIfNeeded()
                let frame = windowFrame(view)
                let hit = window.standInTap(at: CGPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
                #expect(hit === view, "\(label): \(step) reaches the item", sourceLocation: sourceLocation)
            }
        }

        func session(_ definition: SceneDefinition, _ device: SceneDevice, _ name: String) -> Session {
            let (window, controller) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
            return Session(
                window: window, controller: controller,
                container: SceneContainer(definition: definition, device: device), label: "\(name) \(device.name)")
        }

        @Test(
            "tab items, More, pager cells, pager drags, R6 swipes and the edge pop, cancelled ones too",
            arguments: SceneRootHostedTests.examples + ["Player", "Adaptive", "Many"])
        func everyExample(_ name: String) throws {
            let definition = try #require(try Self.definition(name))
            var touches = 0
            for device in definition.devices {
                var session = session(definition, device, name)
                session.check("start")
                // Every tab, by its item: a side item, a bottom item, or "More" for the tabs behind it.
                for tab in definition.tabs.indices {
                    touches += try tapTab(tab, &session)
                    touches += try pagerTouches(&session)
                }
                // Every page with a transition: reached as the app's buttons would (its navigator's pushes),
                // then swiped.
                for path in Self.pathsToTransitions(definition) {
                    var session = self.session(definition, device, name)
                    try tapTab(path.tab, &session)
                    for page in path.pages.dropFirst() {
                        let top = try #require(session.controller.plan.navigation.navigation.top)
                        let place = session.controller.currentPlace(tab: path.tab, top)
                        #expect(session.controller.push(page, onTopOf: place, animated: false) != nil)
                        try session.container.push(page)
                    }
                    session.check("pushed \(path.pages)")
                    touches += try swipes(&session)
                }
            }
            #expect(touches > 0)
        }

        static func definition(_ name: String) throws -> SceneDefinition? {
            switch name {
            case "Adaptive": SceneRootHostedTests().compiled(text: AdaptiveHostedTests.adaptive).definition
            case "Many": SceneRootHostedTests().compiled(text: AdaptiveHostedTests.many).definition
            default: try SceneRootHostedTests().compiled(name).definition
            }
        }

        /// Taps tab `tab`'s item (or "More" when it is behind it); returns the number of touches.
        @discardableResult
        func tapTab(_ tab: Int, _ session: inout Session) throws -> Int {
            let controller = session.controller
            guard controller.plan.definition.root == nil else { return 0 }
            session.window.layoutIfNeeded()
            if let bar = controller.plan.bottomTabBar {
                if tab < bar.shownTabCount {
                    session.tap(controller.tabBarItems[tab], "bottom item \(tab)")
                    try session.container.selectTab(tab)
                } else {
                    // "More" without a handler selects the first tab behind it, unless one behind it is selected.
                    let behind = controller.tabsBehindMore
                    let selected = controller.plan.selectedTab
                    session.tap(controller.tabBarItems[bar.shownTabCount], "More")
                    if !behind.contains(selected), let first = behind.first { try session.container.selectTab(first) }
                }
            } else {
                session.tap(controller.items[tab], "side item \(tab)")
                try session.container.selectTab(tab)
            }
            session.check("tab \(tab) tapped")
            return 1
        }

        /// Taps every cell of the top page's pager, drags to the next tab, and makes a drag that goes back.
        func pagerTouches(_ session: inout Session) throws -> Int {
            guard let pager = session.controller.topPager, !pager.cells.isEmpty else { return 0 }
            var touches = 0
            for index in pager.cells.indices.reversed() {
                session.tap(pager.cells[index], "pager cell \(index)")
                try session.container.selectPagerTab(index)
                session.check("pager cell \(index) tapped")
                touches += 1
            }
            let width = pager.contentView.bounds.width
            guard pager.cells.count > 1, width > 0 else { return touches }
            let rightToLeft = pager.pagerPlan.isRightToLeft
            let step: CGFloat = rightToLeft ? -width : width
            let start = pager.contentView.contentOffset
            // A drag released short of half a page without momentum: it settles back (no tab change).
            pager.contentView.standInDrag(to: CGPoint(x: start.x + step * 0.3, y: start.y), decelerate: false)
            session.check("pager drag released at 30%")
            // A drag to the next page released without momentum settles there (scrollViewDidEndDragging).
            pager.contentView.standInDrag(to: CGPoint(x: start.x + step, y: start.y), decelerate: false)
            try session.container.selectPagerTab(1)
            session.check("pager dragged to tab 1, no momentum")
            // A flick back: the content decelerates to the first page.
            pager.contentView.standInDrag(
                to: CGPoint(x: start.x + step * 0.8, y: start.y), decelerate: true, decelerationTarget: start)
            try session.container.selectPagerTab(0)
            session.check("pager flicked back to tab 0")
            return touches + 3
        }

        /// The top page's R6 swipes (a cancelled one, one released too early, one that completes) and, in push
        /// style, the edge pop (a cancelled one, then one that pops).
        func swipes(_ session: inout Session) throws -> Int {
            var touches = 0
            let controller = session.controller
            let width = controller.plan.sideTabLayout.navigation.width
            for direction in [-1.0, 1.0] {
                let translation = 40 * direction
                guard
                    let kind = session.container.beginTransition(
                        translationX: translation, velocityX: 400 * direction, velocityY: 0)
                else { continue }
                // Cancelled by the system halfway: nothing is pushed or popped.
                controller.handleTransitionPan(
                    .began, translationX: translation, velocityX: 400 * direction, velocityY: 0, time: 0)
                controller.handleTransitionPan(.changed, translationX: width * 0.6 * direction, time: 0.2)
                expectEqual(
                    controller.handleTransitionPan(.cancelled, translationX: width * 0.6 * direction, time: 0.3),
                    .cancel)
                session.check("\(kind) swipe cancelled")
                // Released after a short, slow move: cancelled by R6's finish rule.
                controller.handleTransitionPan(
                    .began, translationX: translation, velocityX: 400 * direction, velocityY: 0, time: 0)
                expectEqual(controller.handleTransitionPan(.ended, translationX: translation, time: 2), .cancel)
                session.check("\(kind) swipe released early")
                // Past 30% of the width: it completes.
                controller.handleTransitionPan(
                    .began, translationX: translation, velocityX: 400 * direction, velocityY: 0, time: 0)
                controller.handleTransitionPan(.changed, translationX: width * 0.5 * direction, time: 0.5)
                let outcome = controller.handleTransitionPan(.ended, translationX: width * 0.5 * direction, time: 1)
                expectEqual(outcome, .finish(kind), "\(session.label)")
                switch kind {
                case .push:
                    let top = try #require(session.container.navigation.top?.page)
                    let next = try #require(controller.plan.definition.page(top)?.transition?.next)
                    try session.container.push(next)
                case .pop: try session.container.pop()
                }
                session.check("\(kind) swipe completed")
                touches += 3
                break
            }
            touches += try edgePop(&session)
            return touches
        }

        /// In push style with a page to pop back to: the edge swipe is the `UINavigationController`'s
        /// (`interactivePopGestureRecognizer`); cancelled, it changes nothing; finished, it pops once. Elsewhere
        /// (stacked style, a lone root, a transition that refuses pops) no swipe begins.
        func edgePop(_ session: inout Session) throws -> Int {
            let controller = session.controller
            let navigation = controller.selectedNavigation.pushStyleController
            expectEqual(
                (navigation != nil), (controller.plan.navigationStyle == .push),
                "\(session.label): push style, and only push style, is a UINavigationController")
            guard session.container.beginsEdgePop(startX: 5, translationX: 10) else {
                #expect(navigation?.standInBeginInteractivePop() != true, "\(session.label): no edge pop here")
                session.check("no edge pop here")
                return 1
            }
            let uikit = try #require(navigation)
            let pages = controller.plan.navigation.navigation.pages
            #expect(uikit.standInBeginInteractivePop(), "\(session.label): the edge swipe begins")
            uikit.standInEndInteractivePop(cancelled: true)
            session.check("edge pop cancelled")
            expectEqual(controller.plan.navigation.navigation.pages, pages)
            expectEqual(uikit.viewControllers.count, pages.count)
            #expect(uikit.standInBeginInteractivePop())
            uikit.standInEndInteractivePop(cancelled: false)
            try session.container.pop()
            session.check("edge pop completed")
            expectEqual(uikit.viewControllers.count, pages.count - 1)
            return 2
        }

        /// For each page that declares a transition: a tab and the shortest chain of declared pushes from its
        /// root to the page.
        static func pathsToTransitions(_ definition: SceneDefinition) -> [(tab: Int, pages: [String])] {
            let roots = definition.root.map { [$0] } ?? definition.tabs.map(\.root)
            var paths: [(tab: Int, pages: [String])] = []
            var seen: Set<String> = []
            var queue = roots.enumerated().map { (tab: $0.offset, pages: [$0.element]) }
            while !queue.isEmpty {
                let path = queue.removeFirst()
                let page = path.pages[path.pages.count - 1]
                guard seen.insert(page).inserted, path.pages.count <= 6 else { continue }
                if definition.page(page)?.transition != nil { paths.append(path) }
                for target in definition.page(page)?.pushTargets ?? [] {
                    queue.append((path.tab, path.pages + [target]))
                }
            }
            return paths
        }
    }
#endif
