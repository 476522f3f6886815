#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// A presented page's stack (scene format §10.2) is UIKit's `UINavigationController` (issue 40; issue 39
    /// findings 4, 8 and 9): its views' frames are the runtime's, its bar shows the title and the back button, the
    /// back button and a finished edge swipe pop once (model, observer, screen), a cancelled edge swipe changes
    /// nothing, navigators, links and restore push through it, and its top page decides the status bar and the
    /// orientations. Hosted on the strict stand-in, on a notched iPhone and an iPad.
    @Suite("Presented stacks in a UINavigationController, hosted on the stand-in", .serialized)
    @MainActor
    struct PresentedNavigationHostedTests {
        /// Home presents settings (a sheet) and player (full screen); settings pushes advanced, which pushes legal
        /// (no bar); player pushes queue (portrait only).
        static let scene = """
            scene: Presented
            version: 1
            devices: [ipad-landscape, iphone]
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home, title: Home, present: [settings, player]}
              settings:
                type: App.Settings
                title: Settings
                push: [advanced]
                presentation: sheet
              advanced: {type: App.Advanced, title: Advanced, push: [legal]}
              legal: {type: App.Legal, title: Legal, navigationBar: false}
              player:
                type: App.Player
                title: Player
                push: [queue]
                present: [lyrics]
                presentation: fullScreen
                pager:
                  selected: 0
                  tabs:
                    - {title: A, page: listA, width: 80}
                    - {title: B, page: listB, width: 80}
              queue: {type: App.Queue, title: Queue}
              lyrics:
                type: App.Lyrics
                title: Lyrics
                presentation: sheet
                pager:
                  selected: 0
                  tabs:
                    - {title: A, page: listA, width: 80}
                    - {title: B, page: listB, width: 80}
              listA: {type: App.List}
              listB: {type: App.List}
            links:
              - {url: "app://advanced", path: "home|settings,advanced"}

            """

        static let screens: [StandInScreen] = [.notchedPhone, .pad]

        /// A page that supports portrait only (`queue`), as an app's page would declare it.
        final class PortraitPage: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }

        static func host(on screen: StandInScreen) throws -> (UIWindow, SceneRootViewController) {
            let definition = try #require(SceneRootHostedTests().compiled(text: scene).definition)
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in
                page.page == "queue"
                    ? PortraitPage(nibName: nil, bundle: nil) : RecordingPage(id: page.id, log: AppearanceLog())
            }
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            return (window, controller)
        }

        /// What differs between the UI and a runtime container on the UI's device after `operations`.
        static func differences(
            _ controller: SceneRootViewController, _ operations: [SceneOperation]
        ) throws -> [String] {
            var container = SceneContainer(definition: controller.plan.definition, device: controller.plan.device)
            try container.run(operations)
            return controller.layoutReading().differences(from: SceneLayoutReading(snapshot: container.snapshot()))
        }

        /// The presented stack's page controllers, bottom first, as the scene made them.
        static func pageControllers(_ navigation: ScenePushNavigationController) -> [ObjectIdentifier] {
            navigation.stack.pages.compactMap { navigation.pageControllers[$0.id].map(ObjectIdentifier.init) }
        }

        @Test("the stack is UIKit's: frames equal the runtime's layout, its bar shows the title and back button")
        func framesAndBar() throws {
            for screen in Self.screens {
                let (window, controller) = try Self.host(on: screen)
                try controller.present("settings")
                try controller.apply(.push("advanced"))
                turnRunLoop()
                window.layoutIfNeeded()
                let navigation = try #require(controller.presentations.last?.navigation)
                expectEqual(navigation.stack.pages.map(\.id), ["p1/settings", "p1/advanced"], "\(screen.name)")
                expectEqual(
                    navigation.viewControllers.map(ObjectIdentifier.init), Self.pageControllers(navigation),
                    "\(screen.name): UIKit's stack is the scene's")
                expectEqual(
                    try Self.differences(controller, [.present("settings"), .push("advanced")]), [],
                    "\(screen.name)")
                // The bar: UIKit's own, at the top of the presented view's safe area, the top page's title over a
                // back button to the page below; the page's safe area grows by it.
                let bar = navigation.navigationBar
                #expect(bar.superview === navigation.view && !bar.isHidden, "\(screen.name)")
                let top = navigation.view.safeAreaInsets.top
                let height = CGFloat(controller.plan.metrics.navigationBarHeight)
                expectEqual(bar.frame, CGRect(x: 0, y: top, width: navigation.view.bounds.width, height: height))
                #expect(bar.topItem?.title == "Advanced" && bar.backItem?.title == "Settings", "\(screen.name)")
                let advanced = try #require(navigation.pageControllers["p1/advanced"])
                expectEqual(advanced.view.safeAreaInsets.top, top + height, "\(screen.name)")
                // A page declared `navigationBar: false` hides it.
                try controller.apply(.push("legal"))
                turnRunLoop()
                #expect(navigation.isNavigationBarHidden, "\(screen.name)")
                expectEqual(
                    try Self.differences(controller, [.present("settings"), .push("advanced"), .push("legal")]), [],
                    "\(screen.name)")
                expectEqual(navigation.standInOverlappingTransitions, [], "\(screen.name)")
                // The app's appearance reaches UIKit's bar, large titles stay off (scene format §4).
                let tint = UIColor.systemRed
                controller.appearance = SceneAppearance { bar in
                    bar.tintColor = tint
                    bar.prefersLargeTitles = true
                }
                #expect(bar.tintColor === tint && !bar.prefersLargeTitles, "\(screen.name)")
            }
        }

        @Test("the back button pops once: the model, the observer and the screen")
        func backButtonPopsOnce() throws {
            for screen in Self.screens {
                let (window, controller) = try Self.host(on: screen)
                try controller.present("settings")
                try controller.apply(.push("advanced"))
                turnRunLoop()
                let observer = RecordingObserver(observing: controller)
                let navigation = try #require(controller.presentations.last?.navigation)
                navigation.standInTapBackButton()
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(navigation.stack.pages.map(\.id), ["p1/settings"], "\(screen.name)")
                expectEqual(observer.events, ["pop p1/advanced"], "\(screen.name)")
                expectEqual(try Self.differences(controller, [.present("settings")]), [], "\(screen.name)")
                expectEqual(controller.topPage, "settings")
                // Nothing more to pop: the back button is gone, and tapping does nothing.
                navigation.standInTapBackButton()
                turnRunLoop()
                expectEqual(observer.events, ["pop p1/advanced"], "\(screen.name)")
            }
        }

        @Test("an edge swipe: cancelled, nothing changes; finished, the page pops once")
        func edgeSwipe() throws {
            for screen in Self.screens {
                let (window, controller) = try Self.host(on: screen)
                try controller.present("settings")
                try controller.apply(.push("advanced"))
                turnRunLoop()
                let observer = RecordingObserver(observing: controller)
                let navigation = try #require(controller.presentations.last?.navigation)
                let pushed: [SceneOperation] = [.present("settings"), .push("advanced")]

                #expect(navigation.standInBeginInteractivePop(), "\(screen.name)")
                navigation.standInEndInteractivePop(cancelled: true)
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(navigation.stack.pages.map(\.id), ["p1/settings", "p1/advanced"], "\(screen.name)")
                expectEqual(navigation.viewControllers.count, 2, "\(screen.name)")
                expectEqual(observer.events, [], "\(screen.name)")
                expectEqual(try Self.differences(controller, pushed), [], "\(screen.name) cancelled")

                #expect(navigation.standInBeginInteractivePop(), "\(screen.name)")
                navigation.standInEndInteractivePop(cancelled: false)
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(navigation.stack.pages.map(\.id), ["p1/settings"], "\(screen.name)")
                expectEqual(observer.events, ["pop p1/advanced"], "\(screen.name)")
                expectEqual(try Self.differences(controller, [.present("settings")]), [], "\(screen.name) finished")
            }
        }

        @Test("navigators, links and restore push through it; the observer hears each push and pop once")
        func navigatorsLinksAndRestore() throws {
            let (window, controller) = try Self.host(on: .notchedPhone)
            defer { withExtendedLifetime(window) {} }
            let observer = RecordingObserver(observing: controller)
            let home = try #require(controller.plan.navigation.navigation.top)
            let presented = try #require(controller.present("settings", from: controller.currentPlace(tab: 0, home)))
            let advanced = try #require(controller.push("advanced", onTopOf: presented, animated: true))
            turnRunLoop()
            let navigation = try #require(controller.presentations.last?.navigation)
            expectEqual(navigation.viewControllers.map(ObjectIdentifier.init), Self.pageControllers(navigation))
            #expect(controller.isCurrent(advanced))
            #expect(controller.popTo(presented, animated: true))
            turnRunLoop()
            expectEqual(observer.events, ["present p1/settings", "push p1/advanced", "pop p1/advanced"])
            #expect(navigation.viewControllers.count == 1 && navigation.stack.pages.count == 1)
            expectEqual(navigation.standInOverlappingTransitions, [])

            // A link pushes inside the presentation it presents.
            observer.events = []
            #expect(try controller.open(url: "app://advanced"))
            turnRunLoop()
            let linked = try #require(controller.presentations.last?.navigation)
            expectEqual(linked.viewControllers.map(ObjectIdentifier.init), Self.pageControllers(linked))
            expectEqual(linked.stack.pages.map(\.page), ["settings", "advanced"])
            expectEqual(observer.events.filter { $0 == "push p1/advanced" }.count, 1, "\(observer.events)")

            // Restore, on a fresh UI: the presentation and the push inside it, each heard once.
            let (freshWindow, fresh) = try Self.host(on: .notchedPhone)
            defer { withExtendedLifetime(freshWindow) {} }
            let freshObserver = RecordingObserver(observing: fresh)
            let report = fresh.restore(controller.navigationState)
            turnRunLoop()
            #expect(report.dropped.isEmpty)
            let restored = try #require(fresh.presentations.last?.navigation)
            expectEqual(restored.viewControllers.map(ObjectIdentifier.init), Self.pageControllers(restored))
            expectEqual(restored.viewControllers.count, 2)
            expectEqual(freshObserver.events, ["present p1/settings", "push p1/advanced"])
        }

        @Test(
            "a presented page's pager starts at its bar's bottom, below the status bar a full-screen presentation is under",
            arguments: ["notched iPhone", "iPad"])
        func contentBelowTheBar(_ screenName: String) throws {
            let screen = try #require(Self.screens.first { $0.name == screenName })
            let (window, controller) = try Self.host(on: screen)
            defer { withExtendedLifetime(window) {} }
            var operations: [SceneOperation] = []
            for page in ["player", "lyrics"] {
                try controller.present(page)
                operations.append(.present(page))
                turnRunLoop()
                window.layoutIfNeeded()
                let navigation = try #require(controller.presentations.last?.navigation)
                let pager = try #require(controller.topPager, "\(screen.name) \(page)")
                let navigationBar = windowFrame(navigation.navigationBar)
                let barBottom = navigationBar.y + navigationBar.height
                expectEqual(windowFrame(pager.barView).y, barBottom, "\(screen.name) \(page): UIKit's bar")
                // The runtime says the same (its frames are relative to the presentation).
                var container = SceneContainer(definition: controller.plan.definition, device: controller.plan.device)
                try container.run(operations)
                let snapshot = container.snapshot()
                let presentation = try #require(snapshot.presentations.last?.frame)
                let bar = try #require(snapshot.pager?.bar)
                expectEqual(presentation.y + bar.y, barBottom, "\(screen.name) \(page): the runtime")
                expectEqual(try Self.differences(controller, operations), [], "\(screen.name) \(page)")
            }
        }

        @Test("the top page decides the status bar and orientations, and UIKit is asked again when it changes")
        func topPageDecides() throws {
            let (window, controller) = try Self.host(on: .notchedPhone)
            defer { withExtendedLifetime(window) {} }
            try controller.present("player")
            turnRunLoop()
            let navigation = try #require(controller.presentations.last?.navigation)
            let player = try #require(navigation.pageControllers["p1/player"])
            #expect(navigation.childForStatusBarStyle === player)
            expectEqual(navigation.supportedInterfaceOrientations, .all)
            let updates = navigation.standInOrientationUpdates
            let statusBarUpdates = navigation.standInStatusBarUpdates
            try controller.apply(.push("queue"))
            turnRunLoop()
            let queue = try #require(navigation.pageControllers["p1/queue"])
            #expect(navigation.childForStatusBarStyle === queue)
            #expect(navigation.childForStatusBarHidden === queue)
            #expect(navigation.childForHomeIndicatorAutoHidden === queue)
            expectEqual(navigation.supportedInterfaceOrientations, .portrait)
            expectEqual(navigation.standInOrientationUpdates, updates + 1)
            expectEqual(navigation.standInStatusBarUpdates, statusBarUpdates + 1)
        }
    }
#endif
