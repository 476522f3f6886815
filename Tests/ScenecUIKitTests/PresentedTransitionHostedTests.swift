#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// R6's swipes on a presented page (scene format §10.2, issue 40): the pan runs UIKit's interactive transition
    /// on the presentation's `ScenePushNavigationController` (its delegate's `PushStyleAnimator` and the
    /// percent-driven interaction the pan drives), measured against the presentation's width as the runtime's
    /// `SceneContainer.beginTransition` measures it; a finished swipe pushes or pops the presented stack once (the
    /// model, UIKit's `viewControllers`, the observer), a cancelled one changes nothing, and `navBarAlpha` acts on
    /// the presented navigation controller's bar. Hosted on the strict stand-in, on a notched iPhone (a sheet as
    /// wide as the window) and an iPad (a narrower sheet than the window).
    @Suite("R6 swipes on a presented page, hosted on the stand-in", .serialized)
    @MainActor
    struct PresentedTransitionHostedTests {
        /// Home presents settings, which swipes to advanced (R6 `next`); advanced pops by a swipe and dims the bar
        /// to 0.5. Home's own `transition:` must not act while settings is on top.
        static let scene = """
            scene: PresentedSwipes
            version: 1
            devices: [ipad-landscape, iphone]
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: Home, root: home}
            pages:
              home:
                type: App.Home
                title: Home
                push: [advanced]
                present: [settings]
                transition: {next: advanced}
              settings:
                type: App.Settings
                title: Settings
                push: [advanced]
                presentation: sheet
                transition: {next: advanced}
              advanced:
                type: App.Advanced
                title: Advanced
                transition: {navBarAlpha: 0.5}

            """

        static func host(on screenName: String) throws -> (UIWindow, SceneRootViewController) {
            let screen = try #require([StandInScreen.notchedPhone, .pad].first { $0.name == screenName })
            let definition = try #require(SceneRootHostedTests().compiled(text: scene).definition)
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in RecordingPage(id: page.id, log: AppearanceLog()) }
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            try controller.present("settings")
            turnRunLoop()
            window.layoutIfNeeded()
            return (window, controller)
        }

        /// A runtime container on the UI's device after `operations`.
        static func container(
            _ controller: SceneRootViewController, _ operations: [SceneOperation]
        ) throws -> SceneContainer {
            var container = SceneContainer(definition: controller.plan.definition, device: controller.plan.device)
            try container.run(operations)
            return container
        }

        /// What differs between the UI and a runtime container on the UI's device after `operations`.
        static func differences(
            _ controller: SceneRootViewController, _ operations: [SceneOperation]
        ) throws -> [String] {
            let snapshot = try container(controller, operations).snapshot()
            return controller.layoutReading().differences(from: SceneLayoutReading(snapshot: snapshot))
        }

        /// Whether UIKit's stack is the presented model's: the scene's page controllers, bottom first, and the
        /// tab's navigation still shows home alone.
        static func uikitShowsTheModel(_ controller: SceneRootViewController) -> Bool {
            guard let navigation = controller.presentations.last?.navigation else { return false }
            let model = navigation.stack.pages.compactMap {
                navigation.pageControllers[$0.id].map(ObjectIdentifier.init)
            }
            return model.count == navigation.stack.pages.count
                && navigation.viewControllers.map(ObjectIdentifier.init) == model
                && controller.plan.navigation.navigation.pages.map(\.id) == ["home"]
        }

        @Test(
            "a push swipe on a presented page: UIKit's interactive transition on its navigation controller; cancelled, nothing; finished, pushed once",
            arguments: ["notched iPhone", "iPad"])
        func pushSwipe(_ screenName: String) throws {
            let (window, controller) = try Self.host(on: screenName)
            let observer = RecordingObserver(observing: controller)
            let navigation = try #require(controller.presentations.last?.navigation)
            let width = Double(navigation.view.bounds.width)
            // The pan is measured against the presentation, as the runtime measures it.
            let runtime = try Self.container(controller, [.present("settings")])
            expectEqual(runtime.topTransitionGesture?.screenWidth, width, "\(screenName)")
            expectEqual(runtime.beginTransition(translationX: -10, velocityX: -800, velocityY: 0), .push)

            // Cancelled: UIKit's transition is interactive, then undone.
            #expect(controller.handleTransitionPan(.began, translationX: -10, velocityX: -800, time: 0) == nil)
            let coordinator = try #require(navigation.transitionCoordinator, "\(screenName): UIKit's transition")
            #expect(coordinator.isInteractive)
            let animator = navigation.delegate?.navigationController(
                navigation, animationControllerFor: .push, from: navigation.viewControllers[0],
                to: navigation.viewControllers[1])
            #expect(animator is PushStyleAnimator, "\(screenName)")
            #expect(controller.selectedNavigation.interactiveTransition == nil, "\(screenName): not the tab's")
            controller.handleTransitionPan(.changed, translationX: -width / 2, time: 0.5)
            expectEqual(navigation.interactiveTransition?.interaction.percentComplete, 0.5, "\(screenName)")
            let halfway = TransitionGesture.navBarAlpha(from: 1, to: 0.5, progress: 0.5)
            expectEqual(Double(navigation.navigationBar.alpha), halfway, "\(screenName): the presented bar")
            expectEqual(controller.navigationBarAlpha, halfway)
            expectEqual(controller.handleTransitionPan(.ended, translationX: -20, time: 2), .cancel)
            turnRunLoop()
            window.layoutIfNeeded()
            #expect(navigation.transitionCoordinator == nil)
            expectEqual(navigation.stack.pages.map(\.id), ["p1/settings"], "\(screenName)")
            #expect(Self.uikitShowsTheModel(controller), "\(screenName)")
            expectEqual(observer.events, [], "\(screenName)")
            expectEqual(navigation.navigationBar.alpha, 1, "\(screenName)")
            expectEqual(try Self.differences(controller, [.present("settings")]), [], "\(screenName) cancelled")

            // Finished: pushed once, on UIKit's stack, the model and the observer's.
            controller.handleTransitionPan(.began, translationX: -10, velocityX: -800, time: 0)
            controller.handleTransitionPan(.changed, translationX: -width / 2, time: 0.5)
            expectEqual(controller.handleTransitionPan(.ended, translationX: -width / 2, time: 1), .finish(.push))
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(navigation.stack.pages.map(\.id), ["p1/settings", "p1/advanced"], "\(screenName)")
            #expect(Self.uikitShowsTheModel(controller), "\(screenName)")
            expectEqual(observer.events, ["push p1/advanced"], "\(screenName)")
            expectEqual(navigation.navigationBar.alpha, 0.5, "\(screenName)")
            expectEqual(controller.topPage, "advanced")
            expectEqual(navigation.standInOverlappingTransitions, [], "\(screenName)")
            expectEqual(
                try Self.differences(controller, [.present("settings"), .push("advanced")]), [],
                "\(screenName) finished")
        }

        @Test(
            "a pop swipe on a presented page: cancelled (by the pan's end and by the system), nothing; finished, popped once",
            arguments: ["notched iPhone", "iPad"])
        func popSwipe(_ screenName: String) throws {
            let (window, controller) = try Self.host(on: screenName)
            try controller.apply(.push("advanced"))
            turnRunLoop()
            window.layoutIfNeeded()
            let observer = RecordingObserver(observing: controller)
            let navigation = try #require(controller.presentations.last?.navigation)
            let width = Double(navigation.view.bounds.width)
            let pushed: [SceneOperation] = [.present("settings"), .push("advanced")]
            expectEqual(
                try Self.container(controller, pushed).beginTransition(
                    translationX: 10, velocityX: 800, velocityY: 0), .pop)

            // Cancelled by the pan's end, then by the system.
            controller.handleTransitionPan(.began, translationX: 10, velocityX: 800, time: 0)
            expectEqual(navigation.transitionCoordinator?.isInteractive, true, "\(screenName)")
            expectEqual(navigation.interactiveTransition?.operation, .pop, "\(screenName)")
            controller.handleTransitionPan(.changed, translationX: width / 4, time: 0.5)
            expectEqual(controller.handleTransitionPan(.ended, translationX: 20, time: 2), .cancel)
            turnRunLoop()
            controller.handleTransitionPan(.began, translationX: 10, velocityX: 800, time: 0)
            expectEqual(controller.handleTransitionPan(.cancelled, translationX: width / 2, time: 0.5), .cancel)
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(navigation.stack.pages.map(\.id), ["p1/settings", "p1/advanced"], "\(screenName)")
            #expect(Self.uikitShowsTheModel(controller), "\(screenName)")
            expectEqual(observer.events, [], "\(screenName)")
            expectEqual(try Self.differences(controller, pushed), [], "\(screenName) cancelled")

            // Finished: popped once.
            controller.handleTransitionPan(.began, translationX: 10, velocityX: 800, time: 0)
            expectEqual(controller.handleTransitionPan(.ended, translationX: width / 2, time: 1), .finish(.pop))
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(navigation.stack.pages.map(\.id), ["p1/settings"], "\(screenName)")
            #expect(Self.uikitShowsTheModel(controller), "\(screenName)")
            expectEqual(observer.events, ["pop p1/advanced"], "\(screenName)")
            expectEqual(navigation.navigationBar.alpha, 1, "\(screenName)")
            expectEqual(navigation.standInOverlappingTransitions, [], "\(screenName)")
            expectEqual(try Self.differences(controller, [.present("settings")]), [], "\(screenName) finished")
        }
        @Test(
            "a presentation dismissed during its page's swipe: the swipe's end is a cancel, pushing nothing in it or on the tab below, whose bar keeps its alpha",
            arguments: ["notched iPhone", "iPad"])
        func dismissedDuringTheSwipe(_ screenName: String) throws {
            let (window, controller) = try Self.host(on: screenName)
            let observer = RecordingObserver(observing: controller)
            let navigation = try #require(controller.presentations.last?.navigation)
            let width = Double(navigation.view.bounds.width)
            controller.handleTransitionPan(.began, translationX: -10, velocityX: -800, time: 0)
            expectEqual(navigation.interactiveTransition?.operation, .push, "\(screenName)")
            controller.handleTransitionPan(.changed, translationX: -width / 2, time: 0.5)
            try controller.dismissPresentation()
            // Home (the tab's top page, now the scene's) declares the same `next`: the pan must not push it.
            expectEqual(controller.handleTransitionPan(.ended, translationX: -width / 2, time: 1), .cancel)
            turnRunLoop()
            window.layoutIfNeeded()
            #expect(controller.presentations.isEmpty, "\(screenName)")
            expectEqual(navigation.stack.pages.map(\.id), ["p1/settings"], "\(screenName): the dismissed stack")
            #expect(navigation.interactiveTransition == nil, "\(screenName)")
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home"], "\(screenName): the tab")
            expectEqual(
                controller.selectedNavigation.navigationBar(of: "home")?.alpha, 1, "\(screenName): the tab's bar")
            expectEqual(observer.events, ["dismiss p1/settings"], "\(screenName)")
            expectEqual(try Self.differences(controller, []), [], "\(screenName)")
        }
    }
#endif
