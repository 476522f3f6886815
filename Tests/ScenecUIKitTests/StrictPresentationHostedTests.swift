#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// Presentations as strict as UIKit (issue 39): an animated transition is in progress until the run loop
    /// turns, a presentation UIKit refuses is recorded (and fails `turnRunLoop()`), and the scenes run on windows
    /// with a safe area and each size class (`StandInScreen`), in the scene delegate's documented launch order.
    /// Each test of a finding fails without its fix.
    @Suite("Presentations as strict as UIKit, hosted on the stand-in", .serialized)
    @MainActor
    struct StrictPresentationHostedTests {
        /// Home presents settings (a sheet whose detents are declared largest first) and feed (a sheet with a
        /// pager and a bar); settings presents about. Links open each presentation stack.
        static let scene = """
            scene: Strict
            version: 1
            devices: [ipad-landscape, iphone]
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home, title: Home, present: [settings, feed]}
              settings:
                type: App.Settings
                title: Settings
                present: [about]
                presentation: {style: sheet, detents: [large, medium]}
              about:
                type: App.About
                title: About
                presentation: {style: sheet, detents: [medium, large]}
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
            links:
              - {url: "app://about", path: "home|settings|about"}
              - {url: "app://feed", path: "home|feed"}

            """

        static func definition() throws -> SceneDefinition {
            try #require(SceneRootHostedTests().compiled(text: scene).definition)
        }

        /// A root made with the placeholder device, following a window that fills `screen`, laid out once.
        static func host(
            _ definition: SceneDefinition, on screen: StandInScreen
        ) -> (UIWindow, SceneRootViewController) {
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in
                RecordingPage(id: page.id, log: AppearanceLog())
            }
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            return (window, controller)
        }

        /// What differs between the UI and a runtime container on the UI's device after `operations`.
        static func differences(
            _ controller: SceneRootViewController, _ definition: SceneDefinition, _ operations: [SceneOperation]
        ) throws -> [String] {
            var container = SceneContainer(definition: definition, device: controller.plan.device)
            try container.run(operations)
            return controller.layoutReading().differences(from: SceneLayoutReading(snapshot: container.snapshot()))
        }

        /// The refusals recorded since the last turn, cleared.
        static func takeRefusals() -> [String] {
            defer { StandInRunLoop.refusedPresentations = [] }
            return StandInRunLoop.refusedPresentations
        }

        // MARK: The stand-in

        @Test(
            "an animated presentation or dismissal is in progress until the run loop turns; UIKit's refusals are recorded"
        )
        func transitionsInProgress() {
            let window = UIWindow(standInScreen: .notchedPhone)
            let root = UIViewController(nibName: nil, bundle: nil)
            window.rootViewController = root
            window.makeKeyAndVisible()
            turnRunLoop()
            let first = UIViewController(nibName: nil, bundle: nil)
            let second = UIViewController(nibName: nil, bundle: nil)
            let third = UIViewController(nibName: nil, bundle: nil)
            root.present(first, animated: true)
            #expect(first.isBeingPresented)
            #expect(root.presentedViewController === first)
            first.present(second, animated: false)
            root.present(third, animated: false)
            var refused = Self.takeRefusals()
            expectEqual(refused.count, 2, "\(refused)")
            #expect(refused.allSatisfy { $0.hasSuffix("while a presentation is in progress.") }, "\(refused)")
            #expect(first.presentedViewController == nil && third.presentingViewController == nil)
            turnRunLoop()
            #expect(!first.isBeingPresented)
            root.present(third, animated: false)
            refused = Self.takeRefusals()
            #expect(refused.count == 1 && refused[0].contains("which is already presenting"), "\(refused)")

            // `dismiss` on a presented controller that presents closes only what it presents; an animated
            // dismissal keeps the controller and its view until the turn, and nothing is presented meanwhile.
            first.present(second, animated: false)
            #expect(first.presentedViewController === second && !second.isBeingPresented)
            first.dismiss(animated: true)
            #expect(second.isBeingDismissed)
            #expect(first.presentedViewController === second)
            #expect(second.view.superview != nil)
            first.present(third, animated: false)
            expectEqual(Self.takeRefusals().count, 1)
            turnRunLoop()
            #expect(!second.isBeingDismissed)
            #expect(first.presentedViewController == nil)
            #expect(second.view.superview == nil)
            #expect(root.presentedViewController === first, "the controller that presents stays presented")
            #expect(first.view.superview != nil)
        }

        @Test("a window scene on a screen gives its windows the screen's size, safe area and size class")
        func screens() {
            for screen in StandInScreen.all {
                let scene = UIWindowScene(session: UISceneSession(), screen: screen)
                let window = UIWindow(windowScene: scene)
                window.makeKeyAndVisible()
                expectEqual(window.bounds.size, screen.size, "\(screen.name)")
                expectEqual(window.safeAreaInsets, screen.safeAreaInsets, "\(screen.name)")
                expectEqual(window.standInTraitCollection.horizontalSizeClass, screen.sizeClass, "\(screen.name)")
            }
        }

        @Test(
            "Music's links open, and the states they reach restore, on a notched iPhone, in landscape and on an iPad",
            arguments: StandInScreen.all.map(\.name))
        func musicLinksAndRestoreOnScreens(_ screenName: String) throws {
            let screen = try #require(StandInScreen.all.first { $0.name == screenName })
            let definition = try #require(try SceneRootHostedTests().compiled("Music").definition)
            for link in definition.links {
                let url = try link.route.url(for: LinksHostedTests.bindings(link))
                let label = "\(screen.name) \(link.name)"
                let (window, controller) = Self.host(definition, on: screen)
                #expect(try controller.open(url: url, animated: true), "\(label)")
                turnRunLoop()
                turnRunLoop()
                window.layoutIfNeeded()
                var container = SceneContainer(definition: definition, device: controller.plan.device)
                let (matched, bindings) = try #require(definition.link(matching: url))
                try container.open(matched, bindings: bindings)
                let reading = controller.layoutReading()
                let found = reading.differences(from: SceneLayoutReading(snapshot: container.snapshot()))
                expectEqual(found, [], "\(label): \(found)")
                expectEqual(controller.navigationState, container.navigationState, "\(label)")
                #expect(controller.presentedViewController === controller.presentations.first?.navigation, "\(label)")

                let saved = controller.navigationState
                let (freshWindow, fresh) = Self.host(definition, on: screen)
                expectEqual(fresh.restore(saved, animated: true).dropped, [], "\(label)")
                turnRunLoop()
                turnRunLoop()
                freshWindow.layoutIfNeeded()
                let restored = fresh.layoutReading().restorablePart().differences(from: reading.restorablePart())
                expectEqual(restored, [], "\(label) restored: \(restored)")
                expectEqual(fresh.navigationState, saved, "\(label) restored")
                #expect(fresh.presentedViewController === fresh.presentations.first?.navigation, "\(label) restored")
                window.rootViewController = nil
                freshWindow.rootViewController = nil
            }
        }

        // MARK: Findings

        @Test("finding 2: detents go to UIKit smallest first, the declared first selected, on a notched iPhone")
        func detentsInOrder() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            try controller.present("settings")
            turnRunLoop()
            let sheet = try #require(controller.presentations.last?.navigation.sheetPresentationController)
            expectEqual(sheet.detents.map(\.identifier), [.medium, .large])
            expectEqual(sheet.selectedDetentIdentifier, .large)
            expectEqual(try Self.differences(controller, definition, [.start("home"), .present("settings")]), [])
            window.rootViewController = nil
        }

        @Test("finding 13: a detent change is animated with the sheet's animateChanges")
        func detentChangeAnimated() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            try controller.present("settings")
            turnRunLoop()
            try controller.setPresentedDetent(.medium)
            let sheet = try #require(controller.presentations.last?.navigation.sheetPresentationController)
            expectEqual(sheet.standInDetentChangesAnimated, [true])
            expectEqual(sheet.selectedDetentIdentifier, .medium)
            window.rootViewController = nil
        }

        @Test(
            "finding 3: presenting from a page while another presentation is up, animated, shows what is recorded",
            arguments: StandInScreen.all.map(\.name))
        func presentFromPlaceAnimated(_ screenName: String) throws {
            let screen = try #require(StandInScreen.all.first { $0.name == screenName })
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: screen)
            let observer = RecordingObserver()
            controller.observer = observer
            let home = try #require(controller.plan.navigation.navigation.top)
            let place = controller.currentPlace(tab: 0, home)
            #expect(controller.present("settings", from: place, animated: true) != nil)
            // Feed from home while settings is still being presented.
            #expect(controller.present("feed", from: place, animated: true) != nil)
            turnRunLoop()
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(observer.events, ["present p1/settings", "dismiss p1/settings", "present p1/feed"])
            expectEqual(controller.presentations.map(\.page), ["feed"])
            let feed = try #require(controller.presentations.last?.navigation)
            #expect(controller.presentedViewController === feed, "UIKit shows the recorded presentation")
            #expect(feed.presentingViewController === controller)
            expectEqual(try Self.differences(controller, definition, [.start("home"), .present("feed")]), [])
            window.rootViewController = nil
        }

        @Test(
            "finding 3: opening a link and restoring a state, animated, present every step",
            arguments: StandInScreen.all.map(\.name))
        func openAndRestoreAnimated(_ screenName: String) throws {
            let screen = try #require(StandInScreen.all.first { $0.name == screenName })
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: screen)
            try controller.present("feed", animated: true)
            #expect(try controller.open(url: "app://about", animated: true))
            turnRunLoop()
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.presentations.map(\.page), ["settings", "about"])
            let settings = try #require(controller.presentations.first?.navigation)
            let about = try #require(controller.presentations.last?.navigation)
            #expect(controller.presentedViewController === settings)
            #expect(settings.presentedViewController === about, "\(screen.name): both are on screen")
            let operations: [SceneOperation] = [.start("home"), .present("settings"), .present("about")]
            expectEqual(try Self.differences(controller, definition, operations), [])
            let saved = controller.navigationState

            let (freshWindow, fresh) = Self.host(definition, on: screen)
            try fresh.present("feed", animated: true)
            let report = fresh.restore(saved, animated: true)
            #expect(report.dropped.isEmpty)
            turnRunLoop()
            turnRunLoop()
            let restored = fresh.presentations.map(\.navigation)
            expectEqual(restored.count, 2)
            #expect(fresh.presentedViewController === restored.first)
            #expect(restored.first?.presentedViewController === restored.last, "\(screen.name)")
            expectEqual(fresh.navigationState, saved)
            window.rootViewController = nil
            freshWindow.rootViewController = nil
        }

        @Test(
            "finding 3: a presentation that waited and that UIKit then refuses leaves the record, and the observer hears it"
        )
        func waitedPresentationRefused() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            let observer = RecordingObserver(observing: controller)
            let home = try #require(controller.plan.navigation.navigation.top)
            let place = controller.currentPlace(tab: 0, home)
            try controller.present("settings", animated: true)
            // Feed from home waits for settings' presentation, then for its dismissal.
            #expect(controller.present("feed", from: place, animated: true) != nil)
            expectEqual(controller.presentations.map(\.page), ["feed"])
            window.rootViewController = nil  // the scene leaves the window before the run loop turns
            StandInRunLoop.turn()
            expectEqual(Self.takeRefusals().count, 1, "UIKit refuses to present on a view in no window")
            #expect(controller.presentations.isEmpty)
            expectEqual(
                observer.events, ["present p1/settings", "dismiss p1/settings", "present p1/feed", "dismiss p1/feed"])
        }

        @Test("finding 7: dismissing a presentation whose page presented an alert closes the sheet and the alert")
        func dismissWithAppAlert() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            try controller.present("settings")
            turnRunLoop()
            let settings = try #require(controller.presentations.last?.navigation)
            let page = try #require(settings.pageControllers["p1/settings"])
            let alert = UIViewController(nibName: nil, bundle: nil)
            page.present(alert, animated: true)
            turnRunLoop()
            #expect(settings.presentedViewController === alert)
            try controller.dismissPresentation(animated: true)
            turnRunLoop()
            #expect(controller.presentations.isEmpty)
            #expect(controller.presentedViewController == nil, "the sheet the scene forgot is gone from the screen")
            #expect(settings.view.superview == nil && alert.view.superview == nil)
            window.rootViewController = nil
        }

        @Test("finding 7: presenting a scene page while the app's alert is up shows the page that is recorded")
        func presentOverAppAlert() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            let observer = RecordingObserver()
            controller.observer = observer
            let home = try #require(controller.selectedNavigation.pageControllers["home"])
            let alert = UIViewController(nibName: nil, bundle: nil)
            home.present(alert, animated: true)
            turnRunLoop()
            #expect(controller.presentedViewController === alert)
            try controller.present("settings", animated: true)
            expectEqual(Self.takeRefusals(), [])
            turnRunLoop()
            let settings = try #require(controller.presentations.last?.navigation)
            #expect(controller.presentedViewController === settings)
            #expect(alert.view.superview == nil)
            expectEqual(observer.events, ["present p1/settings"])
            expectEqual(controller.presentations.map(\.page), ["settings"])
            window.rootViewController = nil
        }

        @Test(
            "finding 6: a presented page's pager starts below its own bar, not the tab's status bar inset, and after a rotation"
        )
        func presentedPagerTop() throws {
            let definition = try Self.definition()
            let (window, controller) = Self.host(definition, on: .notchedPhone)
            try controller.present("feed")
            turnRunLoop()
            let operations: [SceneOperation] = [.start("home"), .present("feed")]
            expectEqual(try Self.differences(controller, definition, operations), [])
            let navigation = try #require(controller.presentations.last?.navigation)
            let feed = try #require(navigation.pageControllers["p1/feed"])
            let pager = try #require(feed.children.first as? PagerViewController)
            // Below the presentation's own bar, which `UINavigationController` puts at the top of the presented
            // view's safe area (issue 40: the stack is UIKit's): the bar's bottom edge, the page's safe area top. The
            // runtime's §10.2 sheet frame starts `sheetTopGap` below the window's top, so on a notched iPhone the
            // sheet's top is under the status bar and its bar lower by that part (`presentedSafeAreaTop`), never the
            // tab's whole status bar inset plus a bar (the finding: 91 pt in portrait).
            func barBottom() -> Double { Double(navigation.navigationBar.frame.maxY) }
            expectEqual(pager.safeAreaTop, barBottom())
            expectEqual(pager.safeAreaTop, Double(feed.view.safeAreaInsets.top))
            #expect(pager.safeAreaTop < controller.plan.pageSafeAreaTop + controller.plan.metrics.navigationBarHeight)
            // A rotation to landscape, then to an iPad-sized window: still below the presentation's bar.
            for screen in [StandInScreen.notchedPhoneLandscape, .pad] {
                window.frame = CGRect(origin: .zero, size: screen.size)
                window.standInSafeAreaInsets = screen.safeAreaInsets
                // The screen's whole traits (a landscape iPhone's vertical size class is compact: UIKit's 32 pt bar).
                window.standInTraitCollection = screen.traitCollection
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(pager.safeAreaTop, barBottom(), "\(screen.name)")
                let found = try Self.differences(controller, definition, operations)
                expectEqual(found, [], "\(screen.name): \(found)")
            }
            window.rootViewController = nil
        }

        @Test("finding 12: a popover points at a small rectangle atop its page, kept current when the window turns")
        func popoverAnchor() throws {
            let definition = PresentationHostedTests.definition()
            let (window, controller) = Self.host(definition, on: .pad)
            try controller.present("share")
            turnRunLoop()
            let popover = try #require(controller.presentations.last?.navigation.popoverPresentationController)
            let page = try #require(controller.selectedNavigation.pageView("home"))
            let margin = CGFloat(controller.plan.metrics.popoverMargin)
            expectEqual(popover.sourceRect, CGRect(x: page.bounds.midX, y: 0, width: 0, height: margin))
            let operations: [SceneOperation] = [.start("home"), .present("share")]
            expectEqual(try Self.differences(controller, definition, operations), [])
            // The iPad turned to portrait: the page is narrower, the popover follows it.
            window.frame = CGRect(x: 0, y: 0, width: 820, height: 1180)
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(popover.sourceRect, CGRect(x: page.bounds.midX, y: 0, width: 0, height: margin))
            let found = try Self.differences(controller, definition, operations)
            expectEqual(found, [], "\(found)")
            window.rootViewController = nil
        }

        /// The scene delegate of OpeningLinksAndRestoring.md, in its order: the window, its root, visible, then
        /// the saved state restored and the launching URL opened, all in `scene(_:willConnectTo:options:)`,
        /// before any layout pass.
        final class LaunchingDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var root: SceneRootViewController?
            var report: RestoreReport?
            let definition: SceneDefinition
            let saved: SavedNavigation?

            init(definition: SceneDefinition, saved: SavedNavigation?) {
                self.definition = definition
                self.saved = saved
                super.init()
            }

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let root = SceneRootViewController(
                    definition: definition,
                    device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
                ) { page in
                    RecordingPage(id: page.id, log: AppearanceLog())
                }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = root
                window.makeKeyAndVisible()
                self.window = window
                self.root = root
                if let saved { report = root.restore(saved) }
                if let url = connectionOptions.urlContexts.first?.url { _ = try? root.open(url: url.absoluteString) }
            }
        }

        @Test("finding 5: restore and open in scene(_:willConnectTo:) before any layout use the compact notched window")
        func launchOrder() throws {
            let definition = try Self.definition()
            // A state saved on an iPhone: settings at its second detent (medium), about above it.
            let (savingWindow, saving) = Self.host(definition, on: .notchedPhone)
            try saving.present("settings")
            try saving.setPresentedDetent(.medium)
            turnRunLoop()
            let saved = saving.navigationState
            expectEqual(saved.presentations.first?.detent, .medium)
            savingWindow.rootViewController = nil

            let delegate = LaunchingDelegate(definition: definition, saved: saved)
            let scene = UIWindowScene(session: UISceneSession(), screen: .notchedPhone)
            delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
            let root = try #require(delegate.root)
            expectEqual(delegate.report?.dropped.isEmpty, true, "\(delegate.report?.dropped ?? [])")
            expectEqual(root.plan.device.sizeClass, .compact)
            turnRunLoop()
            expectEqual(root.navigationState, saved)
            let sheet = try #require(root.presentations.first?.navigation.sheetPresentationController)
            expectEqual(sheet.selectedDetentIdentifier, .medium)
            let operations: [SceneOperation] = [.start("home"), .present("settings"), .setDetent(.medium)]
            expectEqual(try Self.differences(root, definition, operations), [])

            // A launch by a link on the same screen: the presentations open in the compact style.
            let linked = LaunchingDelegate(definition: definition, saved: nil)
            let other = UIWindowScene(session: UISceneSession(), screen: .notchedPhone)
            linked.scene(
                other, willConnectTo: other.session,
                options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "app://about")!)]))
            let linkedRoot = try #require(linked.root)
            turnRunLoop()
            expectEqual(linkedRoot.presentations.map(\.page), ["settings", "about"])
            let steps: [SceneOperation] = [.start("home"), .present("settings"), .present("about")]
            expectEqual(try Self.differences(linkedRoot, definition, steps), [])
            delegate.window?.rootViewController = nil
            linked.window?.rootViewController = nil
        }

        @Test("a saved presentation UIKit does not show is a report entry, not a complete restore")
        func restoreReportsWhatUIKitRefuses() throws {
            let definition = try Self.definition()
            let device = try #require(definition.devices.first { $0.sizeClass == .compact })
            var container = SceneContainer(definition: definition, device: device)
            try container.run([.start("home"), .present("settings")])
            // A root in no window: UIKit refuses to present on it, though the scene accepts the state.
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                RecordingPage(id: page.id, log: AppearanceLog())
            }
            let report = controller.restore(container.navigationState)
            expectEqual(report.dropped.map(\.location), ["presentation 0"], "\(report.dropped)")
            #expect(!report.isComplete)
            #expect(controller.presentations.isEmpty)
            #expect(controller.navigationState.presentations.isEmpty, "the record is the screen")
            expectEqual(Self.takeRefusals().count, 1)
            // In a window, the same state restores whole.
            let (window, shown) = Self.host(definition, on: .notchedPhone)
            #expect(shown.restore(container.navigationState).isComplete)
            expectEqual(shown.presentations.count, 1)
            expectEqual(Self.takeRefusals(), [])
            window.rootViewController = nil
        }
    }
#endif
