#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// What the scene's own containers tell VoiceOver and the system (issue 39, findings 9 and 11): one
    /// `.screenChanged` per tab switch, stacked push, pop or activation, presentation, dismissal and page stack
    /// change, with the new page's view, once the transition ended; one `.layoutChanged` per pager tab change; and
    /// a request for the orientations, the status bar and the home indicator whenever the page that decides them
    /// changes. Each test failed before the containers posted and asked (they posted nothing, and never asked for
    /// orientations).
    @Suite("VoiceOver notifications and system requests of the scene's containers, hosted on the stand-in", .serialized)
    @MainActor
    struct AccessibilityHostedTests {
        /// A stacked scene (on an iPad) with two tabs; home pushes detail pages, a pager page and a page stack page,
        /// and presents a sheet.
        static let scene = """
            scene: Voice
            version: 1
            devices: [ipad-landscape]
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: Home, root: home}
              - {title: Other, root: other}
            pages:
              home: {type: App.Home, title: Home, push: [detail, feed, queue], present: [sheet]}
              detail: {type: App.Detail, title: Detail, push: [more]}
              more: {type: App.More, title: More}
              other: {type: App.Other, title: Other, push: [detail]}
              feed:
                type: App.Feed
                title: Feed
                pager:
                  selected: 0
                  tabs:
                    - {title: A, page: listA, width: 80}
                    - {title: B, page: listB, width: 80}
              listA: {type: App.List}
              listB: {type: App.List}
              queue:
                type: App.Queue
                title: Queue
                stack:
                  root: upNext
                  insets: {top: 44, bottom: 0}
                  views:
                    upNext: {type: App.UpNext, push: [history]}
                    history: {type: App.History}
              sheet: {type: App.Sheet, title: Sheet}

            """

        /// The scene hosted in an iPad window, laid out; detail pages support portrait only, the others every
        /// orientation. The records start empty.
        static func host(on screen: StandInScreen = .pad) throws -> (UIWindow, SceneRootViewController) {
            let definition = try #require(SceneRootHostedTests().compiled(text: scene).definition)
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in
                let made = OrientedPage(id: page.id)
                made.orientations = page.page == "detail" ? .portrait : .all
                return made
            }
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            StandInSystem.reset()
            return (window, controller)
        }

        /// The notifications posted about views of `window` since the last call, as `notification element-id`
        /// (read before the views leave the window); those about other windows (another test's) are dropped.
        static func posts(in window: UIWindow) -> [String] {
            defer { StandInSystem.accessibilityPosts = [] }
            return StandInSystem.accessibilityPosts.compactMap { post in
                guard let view = post.object as? UIView, view.window === window else { return nil }
                let name =
                    post.notification == .screenChanged
                    ? "screenChanged" : post.notification == .layoutChanged ? "layoutChanged" : "other"
                return "\(name) \(owner(of: view))"
            }
        }

        /// The id of the page or view controller whose view `view` is (the instance id), or `?`.
        static func owner(of view: UIView) -> String {
            var current: UIView? = view
            while let candidate = current {
                if let page = candidate.owningViewController as? IdentifiedPage { return page.id }
                if let controller = candidate.owningViewController { return String(describing: type(of: controller)) }
                current = candidate.superview
            }
            return "?"
        }

        /// The view of page instance `id` in the selected navigation.
        static func pageView(_ controller: SceneRootViewController, _ id: String) -> UIView? {
            controller.selectedNavigation.pageControllers[id]?.view
        }

        @Test("a tab switch: one screenChanged with the tab's page, and the system asked again once")
        func tabSwitch() throws {
            let (window, controller) = try Self.host()
            controller.selectTab(1)
            expectEqual(Self.posts(in: window), [], "posted at the next layout pass, not during the change")
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged other"])
            expectEqual(StandInSystem.requests(.supportedInterfaceOrientations, on: controller), 1)
            expectEqual(StandInSystem.requests(.statusBarAppearance, on: controller), 1)
            expectEqual(StandInSystem.requests(.homeIndicatorAutoHidden, on: controller), 1)
            let other = try #require(controller.selectedNavigation.pageControllers["other"])
            #expect(window.standInStatusBarStyleController === other)
            #expect(window.standInStatusBarHiddenController === other)
            #expect(window.standInHomeIndicatorController === other)
            controller.selectTab(1)
            turnRunLoop()
            expectEqual(Self.posts(in: window), [], "the same tab again is no change")
            controller.selectTab(0)
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged home"])
            window.isHidden = true
        }

        @Test("stacked push, pop and activate: one screenChanged each, with the active page's view")
        func stackedOperations() throws {
            let (window, controller) = try Self.host()
            expectEqual(controller.plan.navigationStyle, .stacked)
            try controller.apply(.push("detail"))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged detail"])
            expectEqual(window.standInSupportedInterfaceOrientations, .portrait)
            expectEqual(StandInSystem.requests(.supportedInterfaceOrientations, on: controller), 1)
            // Activating the page below changes what VoiceOver reads, not the top page that decides the bars.
            try controller.apply(.activate(0))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged home"])
            expectEqual(StandInSystem.requests(.supportedInterfaceOrientations, on: controller), 1)
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            turnRunLoop()
            expectEqual(Self.posts(in: window), [], "home stays active")
            expectEqual(window.standInSupportedInterfaceOrientations, .all)
            expectEqual(StandInSystem.requests(.supportedInterfaceOrientations, on: controller), 2)
            try controller.apply(.push("detail"))
            try controller.apply(.push("more"))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged more"], "two pushes in one turn: one post")
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged detail"])
            window.isHidden = true
        }

        @Test(
            "a tab's push-style navigation on a compact window: screenChanged with the top page after a push and a pop")
        func pushStyleOperations() throws {
            let (window, controller) = try Self.host(on: .notchedPhone)
            expectEqual(controller.plan.navigationStyle, .push)
            try controller.apply(.push("detail"))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged detail"])
            try controller.apply(.push("more"))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged more"])
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged detail"])
            window.isHidden = true
        }

        @Test("an animated push from a page's navigator: screenChanged once the page has slid in")
        func animatedPush() throws {
            let (window, controller) = try Self.host()
            let home = try #require(controller.plan.navigation.navigation.top)
            // From tab 1: the push selects tab 0 and pushes, one operation, one announcement.
            controller.selectTab(1)
            turnRunLoop()
            StandInSystem.reset()
            let pushed = controller.push("detail", onTopOf: controller.currentPlace(tab: 0, home), animated: true)
            #expect(pushed != nil)
            expectEqual(Self.posts(in: window), [])
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged detail"])
            turnRunLoop()
            expectEqual(Self.posts(in: window), [])
            window.isHidden = true
        }

        @Test("a presentation and its dismissal: screenChanged each, after the animation")
        func presentationAndDismissal() throws {
            let (window, controller) = try Self.host()
            try controller.present("sheet", animated: true)
            expectEqual(Self.posts(in: window), [])
            turnRunLoop()
            let presented = try #require(controller.presentations.last?.navigation)
            #expect(StandInSystem.accessibilityPosts.last?.object === presented.view)
            expectEqual(Self.posts(in: window), ["screenChanged ScenePushNavigationController"])
            try controller.dismissPresentation(animated: true)
            expectEqual(Self.posts(in: window), [], "nothing while the dismissal runs")
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged home"])
            try controller.present("sheet")
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged ScenePushNavigationController"])
            try controller.dismissPresentation()
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["screenChanged home"])
            window.isHidden = true
        }

        @Test("a pager tab change: one layoutChanged with the selected page's view")
        func pagerTab() throws {
            let (window, controller) = try Self.host()
            try controller.apply(.push("feed"))
            turnRunLoop()
            StandInSystem.reset()
            let feed = try #require(controller.plan.navigation.navigation.top)
            let pager = try #require(controller.pager(at: controller.currentPlace(tab: 0, feed)))
            pager.selectTab(1)
            expectEqual(Self.posts(in: window), ["layoutChanged feed/listB"])
            pager.selectTab(1)
            expectEqual(Self.posts(in: window), [], "the same tab again is no change")
            try controller.apply(.selectPagerTab(0))
            turnRunLoop()
            expectEqual(Self.posts(in: window), ["layoutChanged feed/listA"])
            window.isHidden = true
        }

        @Test("a page stack push and pop: screenChanged with the shown view, an animated one when it has slid")
        func pageStack() throws {
            let (window, controller) = try Self.host()
            try controller.apply(.push("queue"))
            turnRunLoop()
            StandInSystem.reset()
            let queue = try #require(controller.plan.navigation.navigation.top)
            let stack = try #require(controller.pageStack(at: controller.currentPlace(tab: 0, queue)))
            try stack.push("history", animated: true)
            expectEqual(Self.posts(in: window), [])
            turnRunLoop()
            #expect(StandInSystem.accessibilityPosts.last?.object === stack.topViewController?.view)
            expectEqual(Self.posts(in: window), ["screenChanged UIViewController"])
            try stack.pop()
            #expect(StandInSystem.accessibilityPosts.last?.object === stack.topViewController?.view)
            expectEqual(Self.posts(in: window), ["screenChanged UIViewController"])
            window.isHidden = true
        }
    }
#endif
