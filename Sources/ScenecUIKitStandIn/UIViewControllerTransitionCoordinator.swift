#if !canImport(UIKit)
    public import Foundation

    /// What a transition in flight tells about itself. The stand-in declares the three flags the layer reads.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
    @MainActor
    public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
        var isAnimated: Bool { get }
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
        var isInteractive: Bool { get }
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
        var isCancelled: Bool { get }
    }

    /// The coordinator of a transition in flight (`UIViewController.transitionCoordinator`).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
    @MainActor
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// "Runs the specified animations at the same time as the view controller transition animations": the
        /// stand-in runs `animation` during the call (its model values change at once, as `UIView.animate` does
        /// here) and `completion` when the transition ends, with the context telling whether it was cancelled.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool

        /// "Registers the specified block to be called when the interactive portion of a transition ends": the
        /// handler runs when the user lifts the finger, with `isCancelled` saying whether the transition is being
        /// undone.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
        func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    }

    extension UIViewController {
        /// "The transition coordinator object associated with a currently active transition": the coordinator of
        /// the transition of the nearest navigation controller (this one or an ancestor) while one is in flight;
        /// nil otherwise (the stand-in's presentations have none).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
        public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
            var current: UIViewController? = self
            while let controller = current {
                if let navigation = controller as? UINavigationController,
                    let coordinator = navigation.standInCoordinator
                {
                    return coordinator
                }
                current = controller.parent
            }
            return nil
        }
    }

    /// The stand-in's coordinator: the flags, and the handlers it calls when the interaction and the transition end.
    @MainActor
    final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        let isAnimated: Bool
        var isInteractive: Bool
        var isCancelled = false
        private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

        init(isAnimated: Bool, isInteractive: Bool) {
            self.isAnimated = isAnimated
            self.isInteractive = isInteractive
        }

        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animation?(self)
            if let completion { completions.append(completion) }
            return true
        }

        func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
        ) {
            interactionHandlers.append(handler)
        }

        /// The user lifted the finger: the transition is no longer interactive and will finish or be undone.
        func endInteraction(cancelled: Bool) {
            isInteractive = false
            isCancelled = cancelled
            let handlers = interactionHandlers
            interactionHandlers = []
            for handler in handlers { handler(self) }
        }

        /// The transition ended.
        func complete() {
            let handlers = completions
            completions = []
            for handler in handlers { handler(self) }
        }
    }
#endif
