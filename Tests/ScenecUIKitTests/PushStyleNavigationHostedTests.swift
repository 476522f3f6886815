#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecLayout
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// A tab's push-style navigation (scene format §9.1) is UIKit's `UINavigationController` (issue 40): its
    /// `viewControllers` are the scene's page controllers, its views' frames the layout table's, its bar shows the
    /// title and back button, the back button and a finished edge swipe pop once (model, observer, screen), a
    /// cancelled edge swipe changes nothing, R6's swipes run as its delegate's animator and a percent-driven
    /// interaction, and navigators, links and restore drive it. Hosted on the strict stand-in.
    @Suite("Tabs' push style in a UINavigationController, hosted on the stand-in", .serialized)
    @MainActor
    struct PushStyleNavigationHostedTests {
        /// Home swipes to album (R6 `next`); album pops by a swipe and dims the bar to 0.5; track hides the bar.
        static let scene = """
            scene: Tabs
            version: 1
            devices: [ipad-landscape, iphone]
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: Home, root: home}
              - {title: Search, root: search}
            pages:
              home:
                type: App.Home
                title: Home
                push: [album]
                transition: {next: album}
              album:
                type: App.Album
                title: Album
                push: [track]
                transition: {navBarAlpha: 0.5}
              track: {type: App.Track, title: Track, navigationBar: false}
              search: {type: App.Search, title: Search, push: [track]}
            links:
              - {url: "app://track", path: "home,album,track"}

            """

        static func host(
            on screen: StandInScreen = .notchedPhone, log: AppearanceLog = AppearanceLog(), text: String = scene
        ) throws -> (UIWindow, SceneRootViewController) {
            let definition = try #require(SceneRootHostedTests().compiled(text: text).definition)
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in RecordingPage(id: page.id, log: log) }
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            window.layoutIfNeeded()
            return (window, controller)
        }

        /// What differs between the UI and a runtime container on the UI's device after `operations`.
        static func differences(
            _ controller: SceneRootViewController, _ operations: [SceneOperation]
        ) throws
            -> [String]
        {
            var container = SceneContainer(definition: controller.plan.definition, device: controller.plan.device)
            try container.run(operations)
            return controller.layoutReading().differences(from: SceneLayoutReading(snapshot: container.snapshot()))
        }

        /// Whether UIKit's stack is the selected navigation's model: the scene's page controllers, bottom first.
        static func uikitShowsTheModel(_ controller: SceneRootViewController) -> Bool {
            let navigation = controller.selectedNavigation
            guard let uikit = navigation.pushStyleController else { return false }
            let pages = controller.plan.navigation.navigation.pages
            let model = pages.compactMap { navigation.pageControllers[$0.id].map(ObjectIdentifier.init) }
            return model.count == pages.count && uikit.viewControllers.map(ObjectIdentifier.init) == model
        }

        @Test(
            "every enumerated push-style state of every example: a UINavigationController showing the model, frames equal to the layout table, after a cancelled interactive pop and an adaptive switch each way",
            arguments: SceneRootHostedTests.examples + ["Player"])
        func everyPushStyleState(_ name: String) throws {
            let (definition, states) = try SceneRootHostedTests().enumeratedStates(name)
            let regular = definition.devices.first { $0.sizeClass == .regular }
            var checked = 0
            var switches = 0
            for (device, state) in states where definition.navigationStyle.value(for: device.sizeClass) == .push {
                // A window with the device's traits (UIKit lays presentations out by its size class).
                let controller = SceneRootViewController(definition: definition, device: device) { page in
                    RecordingPage(id: page.id, log: AppearanceLog())
                }
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
                giveSizeClass(of: device, to: window)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                turnRunLoop()
                var container = SceneContainer(definition: definition, device: device)
                for operation in state.state.script {
                    try? container.apply(operation)
                    try? controller.apply(operation)
                    turnRunLoop()
                }
                window.layoutIfNeeded()
                let label = "\(name) \(device.name) \(state.state)"
                #expect(controller.selectedNavigation.pushStyleController != nil, "\(label)")
                #expect(Self.uikitShowsTheModel(controller), "\(label)")
                let differences = controller.layoutReading().differences(
                    from: SceneLayoutReading(snapshot: container.snapshot()))
                expectEqual(differences, [], "\(label)")
                checked += 1
                guard controller.presentations.isEmpty, let regular else { continue }
                // A cancelled interactive pop changes nothing.
                let uikit = try #require(controller.selectedNavigation.pushStyleController)
                let made = Self.pageControllers(controller)
                if uikit.standInBeginInteractivePop() {
                    uikit.standInEndInteractivePop(cancelled: true)
                    turnRunLoop()
                    window.layoutIfNeeded()
                    #expect(Self.uikitShowsTheModel(controller) && Self.pageControllers(controller) == made, "\(label)")
                    expectEqual(
                        controller.layoutReading().differences(
                            from: SceneLayoutReading(snapshot: container.snapshot())), [],
                        "\(label): after a cancelled interactive pop")
                }
                // The adaptive switch to the example's regular device and back: the same page controllers, the
                // runtime's frames on each side.
                for (target, style) in [(regular, NavigationStyle.stacked), (device, .push)] {
                    window.frame = CGRect(x: 0, y: 0, width: target.width, height: target.height)
                    giveSizeClass(of: target, to: window)
                    turnRunLoop()
                    window.layoutIfNeeded()
                    expectEqual(controller.plan.navigationStyle, style, "\(label) on \(target.name)")
                    expectEqual((controller.selectedNavigation.pushStyleController != nil), (style == .push))
                    expectEqual(Self.pageControllers(controller), made, "\(label) on \(target.name): same controllers")
                    var switched = SceneContainer(definition: definition, device: controller.plan.device)
                    for operation in state.state.script { try? switched.apply(operation) }
                    expectEqual(
                        controller.layoutReading().differences(from: SceneLayoutReading(snapshot: switched.snapshot())),
                        [], "\(label) switched to \(target.name)")
                }
                #expect(Self.uikitShowsTheModel(controller), "\(label) after the switches")
                switches += 1
            }
            expectEqual((switches > 0), (checked > 0))
            // Player is the example in push style on its iPhones; the others are stacked on every device.
            let pushStyle = definition.devices.contains { definition.navigationStyle.value(for: $0.sizeClass) == .push }
            expectEqual(pushStyle, (name == "Player"))
            expectEqual((checked > 0), pushStyle)
        }

        @Test("the bar is UIKit's: the title over a back button, hidden for a page without one; stacked style has none")
        func barAndStyle() throws {
            let (window, controller) = try Self.host()
            try controller.apply(.push("album"))
            turnRunLoop()
            window.layoutIfNeeded()
            let uikit = try #require(controller.selectedNavigation.pushStyleController)
            #expect(uikit.parent === controller.selectedNavigation)
            expectEqual(uikit.view.frame, controller.selectedNavigation.view.bounds)
            #expect(uikit.navigationBar.topItem?.title == "Album" && uikit.navigationBar.backItem?.title == "Home")
            expectEqual(try Self.differences(controller, [.push("album")]), [])
            try controller.apply(.push("track"))
            turnRunLoop()
            window.layoutIfNeeded()
            #expect(uikit.isNavigationBarHidden)
            expectEqual(try Self.differences(controller, [.push("album"), .push("track")]), [])
            // Stacked style (an iPad) is scenec's container.
            let (_, pad) = try Self.host(on: .pad)
            #expect(pad.selectedNavigation.pushStyleController == nil)
        }

        @Test("the back button and the edge swipe pop once; a cancelled swipe changes nothing")
        func userPops() throws {
            let (window, controller) = try Self.host()
            try controller.apply(.push("album"))
            turnRunLoop()
            let observer = RecordingObserver(observing: controller)
            let uikit = try #require(controller.selectedNavigation.pushStyleController)

            #expect(uikit.standInBeginInteractivePop())
            uikit.standInEndInteractivePop(cancelled: true)
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(observer.events, [])
            expectEqual(try Self.differences(controller, [.push("album")]), [])

            #expect(uikit.standInBeginInteractivePop())
            uikit.standInEndInteractivePop(cancelled: false)
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"])
            expectEqual(observer.events, ["pop album", "activate home"])
            expectEqual(try Self.differences(controller, []), [])

            // The back button, after a cancelled swipe.
            try controller.apply(.push("album"))
            turnRunLoop()
            #expect(uikit.standInBeginInteractivePop())
            uikit.standInEndInteractivePop(cancelled: true)
            turnRunLoop()
            observer.events = []
            uikit.standInTapBackButton()
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"])
            expectEqual(observer.events, ["pop album", "activate home"])
            #expect(Self.uikitShowsTheModel(controller))
        }

        @Test("R6: a swipe runs UIKit's interactive transition through the delegate's animator; cancelled, nothing")
        func transitionSwipes() throws {
            let (window, controller) = try Self.host()
            let observer = RecordingObserver(observing: controller)
            let uikit = try #require(controller.selectedNavigation.pushStyleController)
            let width = controller.plan.sideTabLayout.navigation.width

            // A push swipe, cancelled: UIKit's transition is interactive, then undone.
            #expect(controller.handleTransitionPan(.began, translationX: -10, velocityX: -800, time: 0) == nil)
            let coordinator = try #require(uikit.transitionCoordinator, "the swipe runs UIKit's transition")
            #expect(coordinator.isInteractive)
            let animator = uikit.delegate?.navigationController(
                uikit, animationControllerFor: .push, from: uikit.viewControllers[0], to: uikit.viewControllers[1])
            #expect(animator is PushStyleAnimator)
            controller.handleTransitionPan(.changed, translationX: -width / 2, time: 0.5)
            expectEqual(controller.selectedNavigation.interactiveTransition?.interaction.percentComplete, 0.5)
            expectEqual(
                Double(uikit.navigationBar.alpha), TransitionGesture.navBarAlpha(from: 1, to: 0.5, progress: 0.5))
            expectEqual(controller.handleTransitionPan(.ended, translationX: -20, time: 2), .cancel)
            turnRunLoop()
            window.layoutIfNeeded()
            #expect(uikit.transitionCoordinator == nil)
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(observer.events, [])
            expectEqual(uikit.navigationBar.alpha, 1)
            expectEqual(try Self.differences(controller, []), [])

            // Finished: pushed once, on UIKit's stack and the model.
            controller.handleTransitionPan(.began, translationX: -10, velocityX: -800, time: 0)
            controller.handleTransitionPan(.changed, translationX: -width / 2, time: 0.5)
            expectEqual(controller.handleTransitionPan(.ended, translationX: -width / 2, time: 1), .finish(.push))
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(observer.events, ["push album"])
            expectEqual(uikit.navigationBar.alpha, 0.5)
            expectEqual(try Self.differences(controller, [.push("album")]), [])

            // A pop swipe, cancelled then finished.
            observer.events = []
            controller.handleTransitionPan(.began, translationX: 10, velocityX: 800, time: 0)
            expectEqual(uikit.transitionCoordinator?.isInteractive, true)
            expectEqual(controller.handleTransitionPan(.cancelled, translationX: width / 2, time: 0.5), .cancel)
            turnRunLoop()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(observer.events, [])
            controller.handleTransitionPan(.began, translationX: 10, velocityX: 800, time: 0)
            expectEqual(controller.handleTransitionPan(.ended, translationX: width / 2, time: 1), .finish(.pop))
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(observer.events, ["pop album", "activate home"])
            expectEqual(try Self.differences(controller, []), [])
        }

        @Test("navigators, links and restore drive it; the observer hears each push and pop once")
        func navigatorsLinksAndRestore() throws {
            let (window, controller) = try Self.host()
            defer { withExtendedLifetime(window) {} }
            let observer = RecordingObserver(observing: controller)
            let home = try #require(controller.plan.navigation.navigation.top)
            let album = try #require(controller.push("album", onTopOf: controller.currentPlace(tab: 0, home)))
            let uikit = try #require(controller.selectedNavigation.pushStyleController)
            #expect(uikit.transitionCoordinator != nil, "an animated push is UIKit's animation")
            turnRunLoop()
            #expect(controller.push("track", onTopOf: album) != nil)
            turnRunLoop()
            #expect(Self.uikitShowsTheModel(controller))
            #expect(controller.popTo(controller.currentPlace(tab: 0, home), animated: true))
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(observer.events, ["push album", "push track", "pop track", "pop album", "activate home"])
            #expect(Self.uikitShowsTheModel(controller))
            expectEqual(try Self.differences(controller, []), [])

            // A navigator's push on top of a page below the top: the pages above go, the push animates alone.
            _ = controller.push("album", onTopOf: controller.currentPlace(tab: 0, home), animated: false)
            let current = try #require(controller.plan.navigation.navigation.top)
            _ = controller.push("track", onTopOf: controller.currentPlace(tab: 0, current), animated: false)
            observer.events = []
            #expect(controller.push("album", onTopOf: controller.currentPlace(tab: 0, home), animated: true) != nil)
            turnRunLoop()
            expectEqual(observer.events, ["pop track", "pop album", "push album"])
            #expect(Self.uikitShowsTheModel(controller))

            // A link, on a fresh UI; then restore on another.
            let (linkWindow, linked) = try Self.host()
            defer { withExtendedLifetime(linkWindow) {} }
            let linkObserver = RecordingObserver(observing: linked)
            #expect(try linked.open(url: "app://track"))
            turnRunLoop()
            expectEqual(linked.plan.navigation.navigation.pages.map(\.page), ["home", "album", "track"])
            #expect(Self.uikitShowsTheModel(linked))
            expectEqual(linkObserver.events.filter { $0.hasPrefix("push") }, ["push album", "push track"])
            let (freshWindow, fresh) = try Self.host()
            defer { withExtendedLifetime(freshWindow) {} }
            let freshObserver = RecordingObserver(observing: fresh)
            let report = fresh.restore(linked.navigationState)
            turnRunLoop()
            #expect(report.dropped.isEmpty)
            #expect(Self.uikitShowsTheModel(fresh))
            expectEqual(fresh.selectedNavigation.pushStyleController?.viewControllers.count, 3)
            expectEqual(freshObserver.events.filter { $0.hasPrefix("push") }, ["push album", "push track"])
        }

        /// Moves `window` to `screen` (its size, safe area and traits) and lets the root follow it.
        static func move(_ window: UIWindow, to screen: StandInScreen) {
            window.frame = CGRect(origin: .zero, size: screen.size)
            window.standInSafeAreaInsets = screen.safeAreaInsets
            window.standInTraitCollection = screen.traitCollection
            turnRunLoop()
            window.layoutIfNeeded()
            turnRunLoop()
            window.layoutIfNeeded()
        }

        /// The selected navigation's page controllers for its model's pages, bottom first.
        static func pageControllers(_ controller: SceneRootViewController) -> [ObjectIdentifier?] {
            let navigation = controller.selectedNavigation
            return controller.plan.navigation.navigation.pages.map {
                navigation.pageControllers[$0.id].map(ObjectIdentifier.init)
            }
        }

        @Test(
            "the adaptive switch moves the same page controllers between UIKit's navigation controller and the stacked container, in each direction",
            arguments: [false, true])
        func adaptiveSwitch(afterCancelledPop: Bool) throws {
            let (window, controller) = try Self.host(on: .notchedPhone)
            let operations: [SceneOperation] = [.push("album"), .push("track")]
            for operation in operations { try controller.apply(operation) }
            turnRunLoop()
            let uikit = try #require(controller.selectedNavigation.pushStyleController)
            if afterCancelledPop {
                #expect(uikit.standInBeginInteractivePop())
                uikit.standInEndInteractivePop(cancelled: true)
                turnRunLoop()
            }
            let observer = RecordingObserver(observing: controller)
            let made = Self.pageControllers(controller)
            #expect(made.count == 3 && !made.contains(nil))
            expectEqual(uikit.viewControllers.map(ObjectIdentifier.init), made.compactMap { $0 })

            // Compact to regular: UIKit's navigation controller gives the pages back to the stacked container.
            Self.move(window, to: .pad)
            expectEqual(controller.plan.navigationStyle, .stacked)
            #expect(controller.selectedNavigation.pushStyleController == nil)
            #expect(uikit.parent == nil && uikit.viewControllers.isEmpty)
            expectEqual(Self.pageControllers(controller), made, "the same controllers, the same stack")
            for page in controller.plan.navigation.navigation.pages {
                #expect(
                    controller.selectedNavigation.pageControllers[page.id]?.parent === controller.selectedNavigation)
            }
            expectEqual(try Self.differences(controller, operations), [])
            // The active page is the stacked container's: activate the root, then back and forth.
            try controller.apply(.activate(0))
            window.layoutIfNeeded()
            expectEqual(try Self.differences(controller, operations + [.activate(0)]), [])

            // Regular to compact: the same controllers become UIKit's stack again.
            Self.move(window, to: .notchedPhone)
            let back = try #require(controller.selectedNavigation.pushStyleController)
            expectEqual(back.viewControllers.map(ObjectIdentifier.init), made.compactMap { $0 })
            #expect(back.parent === controller.selectedNavigation)
            expectEqual(try Self.differences(controller, operations), [])
            expectEqual(observer.events.filter { $0.hasPrefix("push") || $0.hasPrefix("pop") }, [])

            // And once more to regular: the active page the user chose there is kept.
            Self.move(window, to: .pad)
            expectEqual(controller.plan.navigation.navigation.activeIndex, 0)
            expectEqual(try Self.differences(controller, operations + [.activate(0)]), [])
            // A landscape iPhone: UIKit's compact-height bar, as the layout's.
            Self.move(window, to: .notchedPhoneLandscape)
            #expect(controller.selectedNavigation.pushStyleController != nil)
            expectEqual(try Self.differences(controller, operations), [])
            Self.move(window, to: .notchedPhone)

            // It still works: the back button pops once.
            let last = try #require(controller.selectedNavigation.pushStyleController)
            last.standInTapBackButton()
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album"])
            expectEqual(observer.events.filter { $0.hasPrefix("pop") }, ["pop track"])
            expectEqual(try Self.differences(controller, [.push("album")]), [])
        }

        @Test("a tab selected after the UI was made: a page pushed there has the navigation's size at once")
        func pagesSizedBeforeLayout() throws {
            let (window, controller) = try Self.host()
            defer { withExtendedLifetime(window) {} }
            controller.selectTab(1)
            try controller.apply(.push("track"))
            let navigation = controller.selectedNavigation
            let uikit = try #require(navigation.pushStyleController)
            let top = try #require(controller.plan.navigation.navigation.top)
            expectEqual(top.page, "track")
            // No layout pass since the selection: the navigation controller already fills the tab's view, and so
            // does the page UIKit installed (a popover presented from it points at its top centre).
            expectEqual(uikit.view.frame, navigation.view.bounds)
            let page = try #require(navigation.pageView(top.id))
            expectEqual(page.frame.size, navigation.view.bounds.size, "\(controller.plan.device)")
            #expect(page.frame.width > 0)
        }

        @Test("appearance callbacks reach each page once: UIKit forwards them, the container does not again")
        func appearanceOnce() throws {
            let log = AppearanceLog()
            let (window, controller) = try Self.host(log: log)
            defer { withExtendedLifetime(window) {} }
            expectEqual(log.entries.sorted(), ["home didAppear", "home willAppear"])
            /// What the pages hear during `body` (sorted: the order between two pages is UIKit's), and then when the
            /// run loop turns (the animated transitions end).
            func heard(_ body: () -> Void) -> (during: [String], after: [String]) {
                log.entries = []
                body()
                let during = log.entries.sorted()
                log.entries = []
                turnRunLoop()
                window.layoutIfNeeded()
                return (during, log.entries.sorted())
            }
            let home = try #require(controller.plan.navigation.navigation.top)
            let push = heard { _ = controller.push("album", onTopOf: controller.currentPlace(tab: 0, home)) }
            expectEqual(push.during, ["album willAppear", "home willDisappear"])
            expectEqual(push.after, ["album didAppear", "home didDisappear"])
            let away = heard { controller.selectTab(1) }
            expectEqual(
                away.during, ["album didDisappear", "album willDisappear", "search didAppear", "search willAppear"])
            expectEqual(away.after, [])
            let back = heard { controller.selectTab(0) }
            expectEqual(
                back.during, ["album didAppear", "album willAppear", "search didDisappear", "search willDisappear"])
            let pop = heard { _ = controller.popTo(controller.currentPlace(tab: 0, home), animated: true) }
            expectEqual(pop.during, ["album willDisappear", "home willAppear"])
            expectEqual(pop.after, ["album didDisappear", "home didAppear"])
        }

        @Test("a scene's navigationBarHeight: UIKit's bar keeps its height in push style, and the layout says so")
        func sceneBarHeightInPushStyle() throws {
            let text = Self.scene.replacingOccurrences(
                of: "version: 1\n", with: "version: 1\nmetrics: {navigationBarHeight: 60}\n")
            for screen in [StandInScreen.notchedPhone, .notchedPhoneLandscape] {
                let (window, controller) = try Self.host(on: screen, text: text)
                defer { withExtendedLifetime(window) {} }
                try controller.apply(.push("album"))
                turnRunLoop()
                window.layoutIfNeeded()
                let uikit = try #require(controller.selectedNavigation.pushStyleController)
                #expect(uikit.navigationBar.frame.height != 60, "\(screen.name)")
                expectEqual(controller.plan.metrics.navigationBarHeight, Double(uikit.navigationBar.frame.height))
                expectEqual(try Self.differences(controller, [.push("album")]), [], "\(screen.name)")
            }
        }
    }
#endif
