#if !canImport(UIKit)
    import Foundation
    import ScenecExpectations
    @testable import ScenecUIKitStandIn
    import Testing

    /// The stand-in's `UINavigationController` runs a push or a pop through its delegate's animator, and through
    /// its interaction controller when one is given, as UIKit's pages describe (the comments in
    /// UINavigationController.swift and UIViewControllerTransitioning.swift cite them).
    @Suite("The stand-in's custom navigation transitions", .serialized)
    @MainActor
    struct StandInCustomTransitionTests {
        /// What the children, the delegate and the animator heard, in order.
        final class Log {
            var events: [String] = []
            var retained: [AnyObject] = []
        }

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

        /// A slide: it reads the context, puts the to view in the container at its final frame, and completes
        /// when its animation ends, cancelled or not, as Apple's sample animators do.
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            let log: Log
            /// What the animator read from the context.
            var containerHeldFrom = false
            var initialFrom: CGRect?
            var finalTo: CGRect?
            var context: (any UIViewControllerContextTransitioning)?

            init(log: Log) { self.log = log }

            func transitionDuration(
                using transitionContext: (any UIViewControllerContextTransitioning)?
            )
                -> TimeInterval
            { 0.3 }

            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                context = transitionContext
                let from = transitionContext.viewController(forKey: .from) as? Page
                let to = transitionContext.viewController(forKey: .to) as? Page
                log.events.append("animate \(from?.name ?? "?") to \(to?.name ?? "?")")
                let container = transitionContext.containerView
                containerHeldFrom = transitionContext.view(forKey: .from)?.superview === container
                initialFrom = from.map { transitionContext.initialFrame(for: $0) }
                guard let to, let toView = transitionContext.view(forKey: .to) else { return }
                finalTo = transitionContext.finalFrame(for: to)
                container.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: to)
                UIView.animate(withDuration: 0.3, animations: {}) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }

            func animationEnded(_ transitionCompleted: Bool) {
                log.events.append("animationEnded \(transitionCompleted)")
            }
        }

        /// A delegate that gives `animator` (and `interaction`, when set) and logs what it is asked and told.
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let log: Log
            let animator: Slide
            var interaction: UIPercentDrivenInteractiveTransition?
            var operations: [UINavigationController.Operation] = []

            init(log: Log, interactive: Bool) {
                self.log = log
                animator = Slide(log: log)
                interaction = interactive ? UIPercentDrivenInteractiveTransition() : nil
            }

            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
                to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return animator
            }

            func navigationController(
                _ navigationController: UINavigationController,
                interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
            ) -> (any UIViewControllerInteractiveTransitioning)? {
                interaction
            }

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

        /// A navigation controller with root `A` shown in a visible window, after the first turn.
        func shown(log: Log, interactive: Bool) -> (UINavigationController, Page, Delegate) {
            let root = Page("A", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let delegate = Delegate(log: log, interactive: interactive)
            navigation.delegate = delegate
            let window = UIWindow(standInScreen: .notchedPhone)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            StandInRunLoop.turn()
            log.retained = [window, delegate]
            log.events = []
            return (navigation, root, delegate)
        }

        @Test("an animated push runs through the delegate's animator and ends when it completes the transition")
        func customAnimatedPush() {
            let log = Log()
            let (navigation, root, delegate) = shown(log: log, interactive: false)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: true)
            expectEqual(delegate.operations, [.push])
            expectEqual(log.events, ["A willDisappear", "B willAppear", "willShow B", "animate A to B"])
            let context = delegate.animator.context
            expectEqual(context?.isAnimated, true)
            expectEqual(context?.isInteractive, false)
            #expect(delegate.animator.containerHeldFrom, "the container holds the from view")
            let bounds = navigation.view.bounds
            expectEqual(delegate.animator.initialFrom, bounds)
            expectEqual(delegate.animator.finalTo, bounds)
            #expect(context?.containerView.superview === navigation.view)
            #expect(b.view.superview === context?.containerView, "the animator added the to view")
            #expect(navigation.transitionCoordinator != nil, "in flight until the animator completes")
            StandInRunLoop.turn()
            expectEqual(
                log.events,
                [
                    "A willDisappear", "B willAppear", "willShow B", "animate A to B", "A didDisappear",
                    "B didAppear", "B didMove(parent)", "didShow B", "animationEnded true",
                ])
            expectEqual(navigation.viewControllers, [root, b])
            #expect(navigation.transitionCoordinator == nil)
            #expect(b.view.superview === navigation.view)
            expectEqual(
                b.view.safeAreaInsets.top, StandInScreen.notchedPhone.safeAreaInsets.top + 44,
                "the bar is in its safe area")
            #expect(root.viewIfLoaded?.superview == nil)
            #expect(context?.containerView.superview == nil, "the container leaves with the transition")
            #expect(navigation.view.subviews.last === navigation.navigationBar, "the bar stays on top")
            context?.completeTransition(true)
            expectEqual(log.events.filter { $0 == "didShow B" }.count, 1, "a second completion does nothing")
        }

        @Test("an interactive push driven by a percent-driven transition waits for finish(), then pushes")
        func interactivePushFinished() throws {
            let log = Log()
            let (navigation, root, delegate) = shown(log: log, interactive: true)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: true)
            let interaction = try #require(delegate.interaction)
            let context = try #require(delegate.animator.context as? StandInTransitionContext)
            #expect(context.isInteractive)
            expectEqual(navigation.transitionCoordinator?.isInteractive, true)
            interaction.update(0.3)
            interaction.update(-0.5)
            expectEqual(interaction.percentComplete, 0)
            interaction.update(0.6)
            expectEqual(interaction.percentComplete, 0.6)
            expectEqual(context.standInPercentages, [0.3, 0, 0.6])
            StandInRunLoop.turn()
            #expect(navigation.transitionCoordinator != nil, "the user still drives it")
            #expect(!log.events.contains("didShow B"))
            interaction.finish()
            #expect(!context.isInteractive)
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root, b])
            #expect(navigation.transitionCoordinator == nil)
            expectEqual(
                log.events,
                [
                    "A willDisappear", "B willAppear", "willShow B", "animate A to B",
                    "interaction ended, cancelled: false", "A didDisappear", "B didAppear", "B didMove(parent)",
                    "didShow B", "animationEnded true",
                ])
        }

        @Test("an interactive push that is cancelled leaves the stack as it was, with no didShow")
        func interactivePushCancelled() throws {
            let log = Log()
            let (navigation, root, delegate) = shown(log: log, interactive: true)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: true)
            let interaction = try #require(delegate.interaction)
            interaction.update(0.4)
            interaction.cancel()
            expectEqual(delegate.animator.context?.transitionWasCancelled, true)
            #expect(navigation.transitionCoordinator != nil, "the animations still run back")
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root])
            #expect(navigation.transitionCoordinator == nil)
            expectEqual(navigation.navigationBar.items?.count, 1)
            #expect(b.parent == nil)
            #expect(b.viewIfLoaded?.superview == nil)
            #expect(root.view.superview === navigation.view)
            expectEqual(
                log.events,
                [
                    "A willDisappear", "B willAppear", "willShow B", "animate A to B",
                    "interaction ended, cancelled: true", "B willDisappear", "A willAppear", "B didDisappear",
                    "A didAppear", "B didMove(nil)", "animationEnded false",
                ])
            navigation.pushViewController(Page("C", log: log), animated: false)
            expectEqual(navigation.viewControllers.count, 2, "the navigation controller takes changes again")
        }

        @Test("the interactive pop gesture runs through the delegate's interaction controller; finished or cancelled")
        func interactivePopByGesture() throws {
            let log = Log()
            let (navigation, root, delegate) = shown(log: log, interactive: true)
            let b = Page("B", log: log)
            navigation.pushViewController(b, animated: false)
            expectEqual(delegate.operations, [], "no animator is asked for a change without animation")
            log.events = []
            let interaction = try #require(delegate.interaction)

            #expect(navigation.standInBeginInteractivePop())
            expectEqual(delegate.operations, [.pop])
            interaction.update(0.2)
            navigation.standInEndInteractivePop(cancelled: false)
            #expect(navigation.transitionCoordinator != nil, "the interaction controller, not the finger, ends it")
            interaction.cancel()
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root, b])
            #expect(b.parent === navigation)
            #expect(b.view.superview === navigation.view)
            expectEqual(
                log.events,
                [
                    "B willDisappear", "A willAppear", "willShow A", "animate B to A",
                    "interaction ended, cancelled: true", "A willDisappear", "B willAppear", "A didDisappear",
                    "B didAppear", "B didMove(parent)", "animationEnded false",
                ])

            log.events = []
            #expect(navigation.standInBeginInteractivePop())
            interaction.update(0.7)
            interaction.finish()
            StandInRunLoop.turn()
            expectEqual(navigation.viewControllers, [root])
            #expect(b.parent == nil)
            #expect(root.view.superview === navigation.view)
            expectEqual(
                log.events,
                [
                    "B willDisappear", "A willAppear", "willShow A", "animate B to A",
                    "interaction ended, cancelled: false", "B didDisappear", "A didAppear", "B didMove(nil)",
                    "didShow A", "animationEnded true",
                ])
            #expect(StandInRunLoop.overlappingTransitions.isEmpty)
        }
    }
#endif
