import Foundation
import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

// R6's swipes (`transition:`, XANavBarTransition) on a `UINavigationController`, shared by a tab's or `root:`
// navigation in push style (`PushStyleDelegate`) and a presented stack (`ScenePushNavigationController`, §10.2):
// the pan starts UIKit's push or pop, the navigation's delegate returns `PushStyleAnimator` as the animation
// controller and the `UIPercentDrivenInteractiveTransition` the pan drives as the interaction controller
// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)),
// and nil outside an R6 pan, so UIKit's own transitions (its edge pop included) run as UIKit makes them.

/// The interactive transition an R6 pan drives on a push-style navigation.
struct PushStyleTransition {
    var operation: UINavigationController.Operation
    /// The page pushed, or the page popped.
    var page: StackedPage
    var animator: PushStyleAnimator
    var interaction: UIPercentDrivenInteractiveTransition
}

extension PushStyleTransition {
    /// The R6 transition of `kind` (a push of `page`, or a pop of the top page `page`), animated by the runtime's
    /// `translations` and driven by a new percent-driven interaction.
    @MainActor
    init(_ kind: TransitionKind, page: StackedPage, translations: TransitionTranslations) {
        operation = kind == .push ? .push : .pop
        self.page = page
        animator = PushStyleAnimator(translations: translations, isPush: kind == .push)
        interaction = UIPercentDrivenInteractiveTransition()
    }

    /// The animation controller a navigation's delegate gives UIKit for `operation`: the running R6 transition's
    /// animator when it is that operation's; nil otherwise (UIKit's own animation).
    static func animator(
        of transition: PushStyleTransition?, for operation: UINavigationController.Operation
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let transition, transition.operation == operation else { return nil }
        return transition.animator
    }

    /// The interaction controller for `animationController`: the running R6 transition's percent-driven
    /// interaction when the animator is its own; nil otherwise (a non-interactive transition).
    static func interaction(
        of transition: PushStyleTransition?, for animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let transition, transition.animator === animationController else { return nil }
        return transition.interaction
    }
}

/// R6's animation (XANavBarTransition's): the incoming view slides from `incomingStart` to `incomingEnd` points
/// off its final frame while the outgoing one slides to `outgoingEnd` (the runtime's `TransitionTranslations`);
/// both views end at rest, and the transition completes unless the interaction was cancelled.
@MainActor
final class PushStyleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let translations: TransitionTranslations
    /// A push puts the incoming view above the outgoing one; a pop, below.
    let isPush: Bool

    init(translations: TransitionTranslations, isPush: Bool) {
        self.translations = translations
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SceneRootViewController.pushDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let fromFrame = transitionContext.initialFrame(for: from)
        let toFrame = transitionContext.finalFrame(for: to)
        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, at: 0)
        }
        toView.frame = toFrame.offsetBy(dx: CGFloat(translations.incomingStart), dy: 0)
        let translations = translations
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = toFrame.offsetBy(dx: CGFloat(translations.incomingEnd), dy: 0)
                fromView.frame = fromFrame.offsetBy(dx: CGFloat(translations.outgoingEnd), dy: 0)
            },
            completion: { _ in
                toView.frame = toFrame
                fromView.frame = fromFrame
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
