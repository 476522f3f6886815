#if !canImport(UIKit)
    import Foundation
    import ScenecExpectations
    @testable import ScenecUIKitStandIn
    import Testing

    /// The stand-in's `UINavigationController` behaves as its comments cite UIKit's pages: one full-width child
    /// under a bar that grows its safe area, appearance callbacks and delegate calls in UIKit's order, animated
    /// transitions in flight until the run loop turns, and an interactive pop that can be cancelled.
    @Suite("The stand-in's UINavigationController", .serialized)
    @MainActor
    struct StandInNavigationControllerTests {
        /// What the children and the delegate heard, in order.
        final class Log {
            var events: [String] = []
            /// The window and the delegate of a test (the navigation controller holds its delegate weakly).
            var retained: [AnyObject] = []
        }

        /// A child that logs its appearance callbacks and parent changes.
        final class Page: UIViewController {
            let name: String
            let log: Log

            init(_ name: String, log: Log) {
                self.name = name
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewWillAppear(_ animated: Bool) { log.events.append("\(name) willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.events.append("\(name) didAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name) willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name) didDisappear") }
            override func didMove(toParent parent: UIViewController?) {
                log.events.append("\(name) didMove(\(parent == nil ? "nil" : "parent"))")
            }
        }

        /// A delegate that logs `willShow` and `didShow`, and the interaction changes of the transition it sees.
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let log: Log
            init(log: Log) { self.log = log }

            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) {
                log.events.append("willShow \((viewController as? Page)?.name ?? "?")")
                navigationController.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
                    log.events.append("interaction ended, cancelled: \(context.isCancelled)")
                }
            }

            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) {
                log.events.append("didShow \((viewController as? Page)?.name ?? "?")")
            }
        }

        /// A navigation controller with root `A` shown in a visible window of `screen`, after the first turn.
        func shown(
            on screen: StandInScreen = .notchedPhone, log: Log
        ) -> (UIWindow, UINavigationController, Page, Delegate) {
            let root = Page("A", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let delegate = Delegate(log: log)
            navigation.delegate = delegate
            let window = UIWindow(standInScreen: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            StandInRunLoop.turn()
            log.retained = [window, delegate]
            return (window, navigation, root, delegate)
        }

        @Test("the root appears with the navigation controller, and the delegate hears it shown")
        func rootAppears() {
            let log = Log()
            let (_, navigation, root, _) = shown(log: log)
            expectEqual(log.events, ["A didMove(parent)", "A willAppear", "willShow A", "A didAppear", "didShow A"])
            expectEqual(navigation.viewControllers, [root])
            #expect(root.navigationController === navigation)
            #expect(navigation.navigationController == nil)
            expectEqual(navigation.navigationBar.items?.count, 1)
        }

        /// UIKit's bar is 44 points on an iPhone in portrait, 32 in a compact vertical size class (an iPhone in
        /// landscape) and 50 on an iPad (scene format section 8 cites the sources).
        @Test(
            "one full-width child under a bar at the top of the safe area, as tall as UIKit's on the screen; the bar grows the child's safe area",
            arguments: [
                (StandInScreen.notchedPhone, CGFloat(44)), (.notchedPhoneLandscape, 32), (.pad, 50),
            ])
        func layout(_ screen: StandInScreen, barHeight: CGFloat) {
            let log = Log()
            let (window, navigation, root, _) = shown(on: screen, log: log)
            let bar = navigation.navigationBar
            expectEqual(
                bar.frame, CGRect(x: 0, y: screen.safeAreaInsets.top, width: screen.size.width, height: barHeight))
            expectEqual(root.view.frame, CGRect(origin: .zero, size: screen.size))
            expectEqual(root.view.safeAreaInsets.top, screen.safeAreaInsets.top + barHeight)
            expectEqual(root.view.safeAreaInsets.bottom, screen.safeAreaInsets.bottom)
            expectEqual(root.view.safeAreaInsets.left, screen.safeAreaInsets.left)
            navigation.setNavigationBarHidden(true, animated: false)
            expectEqual(root.view.safeAreaInsets.top, screen.safeAreaInsets.top, "a hidden bar adds nothing")
            #expect(bar.isHidden)
            navigation.isNavigationBarHidden = false
            let next = Page("B", log: log)
            navigation.pushViewController(next, animated: false)
            window.layoutIfNeeded()
            expectEqual(next.view.frame, CGRect(origin: .zero, size: screen.size))
            expectEqual(next.view.safeAreaInsets.top, screen.safeAreaInsets.top + barHeight)
            #expect(root.viewIfLoaded?.superview == nil, "only the top child's view is shown")
        }

        @Test("an animated push is in flight until the run loop turns, with UIKit's callbacks in order")
        func animatedPush() {
            let log = Log()
            let (_, navigation, _, _) = shown(log: log)
            log.events = []
            let next = Page("B", log: log)
            navigation.pushViewController(next, animated: true)
            #expect(navigation.topViewController === next, "the stack changes at once")
            #expect(navigation.navigationBar.topItem === next.navigationItem)
            expectEqual(navigation.transitionCoordinator?.isAnimated, true)
            #expect(next.transitionCoordinator != nil, "a child sees its navigation controller's transition")
            expectEqual(log.events, ["A willDisappear", "B willAppear", "willShow B"])
            navigation.pushViewController(Page("C", log: log), animated: true)
            expectEqual(navigation.viewControllers.count, 2, "a push during a transition is refused")
            expectEqual(navigation.standInOverlappingTransitions.count, 1)
            expectEqual(
                StandInRunLoop.overlappingTransitions.count, 1, "recorded for the run-loop turn of hosted tests")
            StandInRunLoop.overlappingTransitions = []
            StandInRunLoop.turn()
            expectEqual(
                log.events,
                [
                    "A willDisappear", "B willAppear", "willShow B", "A didDisappear", "B didAppear",
                    "B didMove(parent)",
                    "didShow B",
                ])
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test("a pop without animation ends during the call; pops to a controller and to the root return the popped")
        func pops() {
            let log = Log()
            let (_, navigation, root, _) = shown(log: log)
            let (b, c, d) = (Page("B", log: log), Page("C", log: log), Page("D", log: log))
            navigation.setViewControllers([root, b, c, d], animated: false)
            log.events = []
            #expect(navigation.popViewController(animated: false) === d)
            expectEqual(
                log.events,
                [
                    "D willDisappear", "C willAppear", "willShow C", "D didDisappear", "C didAppear", "D didMove(nil)",
                    "didShow C",
                ])
            #expect(d.parent == nil)
            expectEqual(navigation.popToViewController(b, animated: false), [c])
            expectEqual(navigation.popToRootViewController(animated: false), [b])
            #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
            expectEqual(navigation.viewControllers, [root])
            expectEqual(navigation.children, [root])
        }

        @Test("setViewControllers to the same top performs no transition")
        func sameTop() {
            let log = Log()
            let (_, navigation, root, _) = shown(log: log)
            let b = Page("B", log: log)
            log.events = []
            navigation.setViewControllers([b, root], animated: true)
            #expect(navigation.transitionCoordinator == nil)
            expectEqual(log.events, ["B didMove(parent)"])
            #expect(navigation.navigationBar.backItem === b.navigationItem)
        }

        @Test(
            "an interactive pop that is cancelled puts the stack back and reverses the callbacks; didShow is not sent")
        func cancelledInteractivePop() {
            let log = Log()
            let (_, navigation, root, _) = shown(log: log)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: false)
            log.events = []
            #expect(navigation.standInBeginInteractivePop())
            expectEqual(navigation.interactivePopGestureRecognizer?.state, .began)
            #expect(navigation.topViewController === root, "UIKit pops when the swipe begins")
            expectEqual(navigation.transitionCoordinator?.isInteractive, true)
            StandInRunLoop.turn()
            #expect(navigation.transitionCoordinator != nil, "an interactive pop waits for the finger")
            navigation.standInEndInteractivePop(cancelled: true)
            expectEqual(navigation.interactivePopGestureRecognizer?.state, .cancelled)
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root, b])
            #expect(b.view.superview === navigation.view)
            #expect(root.viewIfLoaded?.superview == nil)
            expectEqual(
                log.events,
                [
                    "B willDisappear", "A willAppear", "willShow A", "interaction ended, cancelled: true",
                    "A willDisappear", "B willAppear", "A didDisappear", "B didAppear", "B didMove(parent)",
                ])
            #expect(b.parent === navigation)
        }

        @Test("an interactive pop that finishes pops as popViewController does")
        func finishedInteractivePop() {
            let log = Log()
            let (_, navigation, root, _) = shown(log: log)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: false)
            log.events = []
            #expect(navigation.standInBeginInteractivePop())
            navigation.standInEndInteractivePop(cancelled: false)
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root])
            #expect(b.parent == nil)
            expectEqual(
                log.events,
                [
                    "B willDisappear", "A willAppear", "willShow A", "interaction ended, cancelled: false",
                    "B didDisappear", "A didAppear", "B didMove(nil)", "didShow A",
                ])
            #expect(!navigation.standInBeginInteractivePop(), "nothing to pop at the root")
            navigation.pushViewController(Page("C", log: log), animated: false)
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            #expect(!navigation.standInBeginInteractivePop(), "a disabled recognizer never begins")
        }

        @Test("off screen the stack changes without appearance callbacks or delegate calls")
        func offScreen() {
            let log = Log()
            let root = Page("A", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let delegate = Delegate(log: log)
            navigation.delegate = delegate
            log.retained = [delegate]
            navigation.pushViewController(Page("B", log: log), animated: true)
            #expect(navigation.transitionCoordinator == nil)
            expectEqual(log.events, ["A didMove(parent)", "B didMove(parent)"])
            #expect(!navigation.isViewLoaded)
            expectEqual(navigation.view.subviews.count, 2, "the top child's view and the bar")
        }
    }
#endif
