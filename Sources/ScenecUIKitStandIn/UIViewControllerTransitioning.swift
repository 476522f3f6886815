#if !canImport(UIKit)
    public import Foundation

    /// The keys that name the two view controllers of a transition (`viewController(forKey:)`). UIKit documents no
    /// raw values; the stand-in's are the names of UIKit's constants.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
    public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The raw value Swift gives a typed string constant (`NS_TYPED_ENUM`).
        public var rawValue: String

        /// "The view controller that's visible at the beginning of the transition, or at the end of a canceled
        /// transition."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
        public static let from = UITransitionContextViewControllerKey(
            rawValue: "UITransitionContextFromViewControllerKey")

        /// "The view controller that's visible at the end of a completed transition."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
        public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
    }

    /// The keys that name the two views of a transition (`view(forKey:)`). UIKit documents no raw values; the
    /// stand-in's are the names of UIKit's constants.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
    public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The raw value Swift gives a typed string constant (`NS_TYPED_ENUM`).
        public var rawValue: String

        /// The view of the view controller visible at the beginning of the transition.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
        public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")

        /// The view of the view controller visible at the end of a completed transition.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
        public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
    }

    /// What an animator is handed during a transition: "Don't adopt this protocol in your own classes, nor should
    /// you directly create objects that adopt this protocol … animator objects … receive a fully configured context
    /// object from UIKit." The stand-in declares the members the layer's animators read; UIKit's protocol also has
    /// `presentationStyle`, `pauseInteractiveTransition()` and `targetTransform`.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
    @MainActor
    public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
        /// "The view that acts as the superview for the views involved in the transition."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
        var containerView: UIView { get }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
        var isAnimated: Bool { get }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
        var isInteractive: Bool { get }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
        var transitionWasCancelled: Bool { get }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
        func updateInteractiveTransition(_ percentComplete: CGFloat)

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
        func finishInteractiveTransition()

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
        func cancelInteractiveTransition()

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
        func completeTransition(_ didComplete: Bool)

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
        func view(forKey key: UITransitionContextViewKey) -> UIView?

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
        func initialFrame(for vc: UIViewController) -> CGRect

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
        func finalFrame(for vc: UIViewController) -> CGRect
    }

    /// An object that animates a transition (the app's). `animationEnded(_:)` is optional in UIKit (`@objc
    /// optional`); Linux has no Objective-C, so the stand-in's has a default implementation that does nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
    @MainActor
    public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
        func animationEnded(_ transitionCompleted: Bool)
    }

    extension UIViewControllerAnimatedTransitioning {
        /// The optional requirement's default: nothing.
        public func animationEnded(_ transitionCompleted: Bool) {}
    }

    /// An object that drives a transition interactively. The stand-in declares the one required member; UIKit's
    /// optional `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are not declared.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
    @MainActor
    public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    }

    /// "An object that drives an interactive animation between one view controller and another": it "relies on a
    /// transition animator delegate … to set up and perform the animations"; the app calls `update(_:)`,
    /// `cancel()` and `finish()` as the user's touches arrive.
    ///
    /// The stand-in starts the animator's `animateTransition(using:)` when the transition starts (UIKit then
    /// scrubs the animations by the percentage; the stand-in's `UIView.animate` sets the final values at once and
    /// calls completions at the next run-loop turn) and forwards each call to the context, as the pages of
    /// `update(_:)`, `finish()` and `cancel()` say ("a convenience method that calls through to … the context
    /// object").
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
    @MainActor
    open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
        private var context: (any UIViewControllerContextTransitioning)?
        private var percent: CGFloat = 0

        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() {
            super.init()
        }

        /// "The value in this property reflects the last value passed to the `update(_:)` method."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/percentcomplete
        open var percentComplete: CGFloat { percent }

        /// Keeps the context and has the transition's animator set up its animations.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
        open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            percent = 0
            guard let standIn = transitionContext as? StandInTransitionContext else { return }
            let before = StandInRunLoop.pendingCompletions.count
            standIn.animator.animateTransition(using: transitionContext)
            // The animations are paused while the user drives them: their completions wait for `finish()` or
            // `cancel()` instead of the next run-loop turn.
            heldCompletions = Array(StandInRunLoop.pendingCompletions[before...])
            StandInRunLoop.pendingCompletions.removeSubrange(before...)
        }

        /// The completions of the animator's animations, held while the interaction lasts.
        private var heldCompletions: [(Bool) -> Void] = []

        /// The interaction ended: the animations run to their end (or back), their completions at the next turn.
        private func releaseCompletions() {
            StandInRunLoop.pendingCompletions.append(contentsOf: heldCompletions)
            heldCompletions = []
        }

        /// "If you specify a value less than 0.0, this method changes it to 0.0"; calls through to the context's
        /// `updateInteractiveTransition(_:)`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)
        open func update(_ percentComplete: CGFloat) {
            percent = max(0, percentComplete)
            context?.updateInteractiveTransition(percent)
        }

        /// Calls through to the context's `cancelInteractiveTransition()`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()
        open func cancel() {
            context?.cancelInteractiveTransition()
            releaseCompletions()
        }

        /// Calls through to the context's `finishInteractiveTransition()`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish()
        open func finish() {
            context?.finishInteractiveTransition()
            releaseCompletions()
        }
    }

    /// The context a `UINavigationController` hands its delegate's animator: the container view holding the
    /// transition's views, the two controllers and their frames, and the calls that end the interaction and the
    /// transition, which it reports to the navigation controller.
    @MainActor
    final class StandInTransitionContext: NSObject, UIViewControllerContextTransitioning {
        let containerView: UIView
        let isAnimated = true
        private(set) var isInteractive: Bool
        private(set) var transitionWasCancelled = false
        let animator: any UIViewControllerAnimatedTransitioning
        let from: UIViewController
        let to: UIViewController
        /// The interactive percentages reported to the context, in order (test-only).
        private(set) var standInPercentages: [CGFloat] = []
        /// Whether `completeTransition(_:)` was called.
        private(set) var isCompleted = false
        private let onInteractionEnd: (Bool) -> Void
        private let onComplete: (Bool) -> Void

        init(
            containerView: UIView, from: UIViewController, to: UIViewController,
            animator: any UIViewControllerAnimatedTransitioning, isInteractive: Bool,
            onInteractionEnd: @escaping (Bool) -> Void, onComplete: @escaping (Bool) -> Void
        ) {
            self.containerView = containerView
            self.from = from
            self.to = to
            self.animator = animator
            self.isInteractive = isInteractive
            self.onInteractionEnd = onInteractionEnd
            self.onComplete = onComplete
        }

        func updateInteractiveTransition(_ percentComplete: CGFloat) {
            guard isInteractive else { return }
            standInPercentages.append(percentComplete)
        }

        /// The interaction ends; the animations run to their end and the animator calls `completeTransition(_:)`.
        func finishInteractiveTransition() {
            guard isInteractive else { return }
            isInteractive = false
            onInteractionEnd(false)
        }

        /// The interaction ends and the transition is undone: `transitionWasCancelled` is true from now on, so that
        /// the animator calls `completeTransition(false)`.
        func cancelInteractiveTransition() {
            guard isInteractive else { return }
            isInteractive = false
            transitionWasCancelled = true
            onInteractionEnd(true)
        }

        /// "You must call this method after your animations have completed to notify the system that the transition
        /// animation is done"; false (a cancelled transition) puts the old state back. Later calls do nothing.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
        func completeTransition(_ didComplete: Bool) {
            guard !isCompleted else { return }
            isCompleted = true
            if !didComplete { transitionWasCancelled = true }
            onComplete(didComplete)
            animator.animationEnded(didComplete)
        }

        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            switch key {
            case .from: from
            case .to: to
            default: nil
            }
        }

        func view(forKey key: UITransitionContextViewKey) -> UIView? {
            switch key {
            case .from: from.view
            case .to: to.view
            default: nil
            }
        }

        /// The from controller starts filling the container; the to controller has no start frame (zero): the
        /// animator chooses where its view starts.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
        func initialFrame(for vc: UIViewController) -> CGRect {
            vc === from ? containerView.bounds : .zero
        }

        /// The to controller ends filling the container; the from controller, covered or gone, has no end frame
        /// ("For the view being covered during the presentation, the value returned by this method might be
        /// CGRectZero").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
        func finalFrame(for vc: UIViewController) -> CGRect {
            vc === to ? containerView.bounds : .zero
        }
    }
#endif
