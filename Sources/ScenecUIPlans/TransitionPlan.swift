public import ScenecRuntime

/// How a released interactive transition ends.
public enum TransitionOutcome: Sendable, Hashable {
    /// The transition completes: the navigation pushes the page's `next` page, or pops the page.
    case finish(TransitionKind)
    /// The transition is cancelled; the navigation stays as it was.
    case cancel
}

/// An interactive left/right push and pop of the top page (R6, XANavBarTransition), driven by pan events.
///
/// `began` decides with `TransitionGesture.begin` (whether a push or a pop starts, or nothing); `changed`
/// measures progress with `TransitionGesture.progress` and sets the navigation bar's alpha
/// (`TransitionGesture.navBarAlpha`, view id `navbar`) from the top page's `navBarAlpha` towards the
/// incoming page's; `ended` decides with `TransitionGesture.shouldFinish` and puts the bar at the alpha of the
/// page that ends up on top. The view translations of the animation are `translations` (the runtime's).
public struct TransitionPlan: Sendable, Hashable {
    /// The gesture of the top page.
    public let gesture: TransitionGesture
    /// The top page's transition declaration.
    public let transition: SceneTransition
    /// The navigation bar alpha of the top page.
    public let fromAlpha: Double
    /// The transition running, between `began` and `ended`.
    public private(set) var kind: TransitionKind?
    /// The progress of the running transition, 0...1.
    public private(set) var progress: Double = 0
    private var toAlpha: Double = 1

    /// A plan for a top page declaring `transition` in a navigation area `screenWidth` points wide.
    public init(transition: SceneTransition, screenWidth: Double) {
        self.transition = transition
        gesture = TransitionGesture(
            mode: transition.mode, screenWidth: screenWidth, isPopEnabled: transition.isPopEnabled)
        fromAlpha = transition.navBarAlpha
    }

    /// The animation's view translations for the running transition; nil when none runs.
    public var translations: TransitionTranslations? { kind.map { gesture.translations(for: $0) } }

    /// A pan began with translation `translationX` and velocity (`velocityX`, `velocityY`) on a navigation of
    /// `stackCount` pages. `pushedAlpha` and `poppedToAlpha` are the navigation bar alphas of the page a push
    /// would show (the page's `next`) and of the page below. Returns the transition started, if any.
    public mutating func began(
        translationX: Double, velocityX: Double, velocityY: Double, stackCount: Int, pushedAlpha: Double = 1,
        poppedToAlpha: Double = 1
    ) -> TransitionKind? {
        kind = gesture.begin(
            translationX: translationX, velocityX: velocityX, velocityY: velocityY,
            hasNext: transition.next != nil, stackCount: stackCount, isTransitioning: kind != nil)
        progress = 0
        toAlpha = kind == .push ? pushedAlpha : poppedToAlpha
        return kind
    }

    /// The pan moved to translation `translationX`: the bar's alpha follows the progress.
    public mutating func changed(translationX: Double) -> [ViewCommand] {
        guard kind != nil else { return [] }
        progress = gesture.progress(translationX: translationX)
        return [
            .setAlpha(.navigationBar, TransitionGesture.navBarAlpha(from: fromAlpha, to: toAlpha, progress: progress))
        ]
    }

    /// The pan ended at translation `translationX` after `duration` seconds: the outcome, and the bar's final
    /// alpha. Nil when no transition runs.
    public mutating func ended(translationX: Double, duration: Double) -> (TransitionOutcome, [ViewCommand])? {
        guard let running = kind else { return nil }
        progress = gesture.progress(translationX: translationX)
        kind = nil
        if TransitionGesture.shouldFinish(progress: progress, duration: duration) {
            // Exactly the new top page's alpha (clamped), not the interpolation's rounding of it.
            let alpha = TransitionGesture.navBarAlpha(from: toAlpha, to: toAlpha, progress: 1)
            return (.finish(running), [.setAlpha(.navigationBar, alpha)])
        }
        let alpha = TransitionGesture.navBarAlpha(from: fromAlpha, to: fromAlpha, progress: 0)
        return (.cancel, [.setAlpha(.navigationBar, alpha)])
    }
}
