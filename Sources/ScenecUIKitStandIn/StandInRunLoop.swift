#if !canImport(UIKit)
    import Foundation

    /// What UIKit does when the app returns to the main run loop, which the stand-in does not have: a test calls
    /// `turn()` where an app would return to it (between two touches, after a call that animates).
    ///
    /// Test-only and internal (`@testable import ScenecUIKitStandIn`); UIKit has no such type.
    @MainActor
    enum StandInRunLoop {
        /// The completions of `UIView.animate(withDuration:animations:completion:)` calls, in call order.
        static var pendingCompletions: [(Bool) -> Void] = []

        /// A window, held weakly.
        struct WeakWindow {
            weak var window: UIWindow?
        }

        /// The presentations UIKit would refuse, with the message it logs ("Attempt to present … while a
        /// presentation is in progress"): `present(_:animated:completion:)` records each one here instead of
        /// ignoring it silently, and the hosted tests' run-loop turn fails on any (a test that expects one reads and
        /// clears it).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
        static var refusedPresentations: [String] = []

        /// The stack changes a `UINavigationController` ignored because a transition was in flight (UIKit logs
        /// "nested push animation can result in corrupted navigation bar" and may corrupt its bar): recorded by each
        /// navigation controller (`standInOverlappingTransitions`) and here, so that the hosted tests' run-loop turn
        /// fails on any (a test that expects one reads and clears it).
        static var overlappingTransitions: [String] = []

        /// The visible windows, laid out at each turn (Core Animation's commit).
        static var windows: [WeakWindow] = []

        /// The controllers whose appearance transition a window began, ended at the next turn.
        static var pendingAppearanceEnds: [UIViewController] = []

        /// Begins `controller`'s appearance transition now and ends it at the next turn.
        static func beginAppearance(of controller: UIViewController, _ isAppearing: Bool) {
            controller.beginAppearanceTransition(isAppearing, animated: false)
            pendingAppearanceEnds.append(controller)
        }

        /// One turn: the visible windows are laid out, the transitions windows began end (`viewDidAppear`,
        /// `viewDidDisappear`), then every animation started before the turn ends and its completion is called
        /// with true (completions that start animations of their own leave them for the next turn).
        static func turn() {
            windows.removeAll { $0.window == nil }
            for entry in windows { entry.window?.layoutIfNeeded() }
            let ends = pendingAppearanceEnds
            pendingAppearanceEnds = []
            for controller in ends { controller.endAppearanceTransition() }
            let completions = pendingCompletions
            pendingCompletions = []
            for completion in completions { completion(true) }
        }
    }
#endif
