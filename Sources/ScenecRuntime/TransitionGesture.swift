/// Which way a page's interactive transition goes (XATransitionMode, scene format `transition.mode`).
public enum TransitionMode: String, Sendable, Hashable, CaseIterable {
    /// A leftward swipe pushes (the next page enters from the right); a rightward swipe pops.
    case left
    /// A rightward swipe pushes (the next page enters from the left); a leftward swipe pops.
    case right
}

/// What an interactive transition does.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// Pushes the page's `next` page.
    case push
    /// Pops the page.
    case pop
}

/// Horizontal translations (UIView transform tx), in points, of the two views of a transition animation.
public struct TransitionTranslations: Sendable, Hashable {
    /// The incoming (to) view's translation at the start.
    public var incomingStart: Double
    /// The incoming view's translation at the end, before it is reset to identity.
    public var incomingEnd: Double
    /// The outgoing (from) view's translation at the end.
    public var outgoingEnd: Double
}

/// The interactive push/pop pan gesture of a page (R6, XANavBarTransition).
///
/// The gesture covers the whole page (there is no edge region). Screen width, translations and velocities
/// are in points and points per second, positive to the right and downward.
public struct TransitionGesture: Sendable, Hashable {
    /// The page's transition mode.
    public var mode: TransitionMode
    /// Whether a pop swipe is allowed on this page (`transition.pop`, default true).
    public var isPopEnabled: Bool
    /// Whether the navigation allows interactive transitions at all (`xa_isTransitionEnable`, default true).
    public var isEnabled: Bool
    /// The screen width that progress is measured against, in points (> 0).
    public var screenWidth: Double

    /// Progress above which a released gesture completes, 0.3.
    public static let finishProgress = 0.3
    /// A gesture lasting at most this long (seconds) completes whatever its progress, 0.15 (a flick).
    public static let flickDuration = 0.15
    /// The push animation in left mode stops this many points short of 0 before resetting, 10.
    public static let animationMargin = 10.0
    /// The parallax shift of the view below, 50 points.
    public static let parallax = 50.0

    /// Creates a gesture description; pop and the gesture are enabled by default.
    public init(mode: TransitionMode = .left, screenWidth: Double, isPopEnabled: Bool = true, isEnabled: Bool = true) {
        self.mode = mode
        self.screenWidth = screenWidth
        self.isPopEnabled = isPopEnabled
        self.isEnabled = isEnabled
    }

    /// Decides whether a pan with translation `translationX` and velocity (`velocityX`, `velocityY`) begins a
    /// transition, and which.
    ///
    /// - Parameters:
    ///   - translationX: the pan's horizontal translation since it began (positive to the right).
    ///   - velocityX: the pan's horizontal velocity.
    ///   - velocityY: the pan's vertical velocity.
    ///   - hasNext: the page has a push target that is not already in the navigation stack.
    ///   - stackCount: the number of pages in the navigation stack (a pop needs more than one).
    ///   - isTransitioning: another transition is running.
    /// - Returns: nil when disabled, transitioning, more vertical than horizontal (|vy| > |vx|), when
    ///   `translationX` is 0, or when the direction's requirement fails.
    public func begin(
        translationX: Double,
        velocityX: Double,
        velocityY: Double,
        hasNext: Bool,
        stackCount: Int,
        isTransitioning: Bool = false
    ) -> TransitionKind? {
        guard isEnabled, !isTransitioning, abs(velocityY) <= abs(velocityX) else { return nil }
        let pushes = mode == .left ? translationX < 0 : translationX > 0
        let pops = mode == .left ? translationX > 0 : translationX < 0
        if pushes { return hasNext ? .push : nil }
        if pops { return stackCount > 1 && isPopEnabled ? .pop : nil }
        return nil
    }

    /// The interactive progress clamp(|translationX| / screenWidth, 0, 1); 0 when the screen width is not
    /// positive. A reversal of direction still counts as progress, as in the original.
    public func progress(translationX: Double) -> Double {
        guard screenWidth > 0 else { return 0 }
        return min(max(abs(translationX) / screenWidth, 0), 1)
    }

    /// Whether a released gesture completes: progress > 0.3, or the gesture lasted ≤ 0.15 s.
    public static func shouldFinish(progress: Double, duration: Double) -> Bool {
        progress > finishProgress || duration <= flickDuration
    }

    /// The navigation bar alpha at `progress`: from + (to − from)·progress, with both alphas and the progress
    /// clamped to [0, 1].
    public static func navBarAlpha(from: Double, to: Double, progress: Double) -> Double {
        let start = min(max(from, 0), 1)
        let end = min(max(to, 0), 1)
        let fraction = min(max(progress, 0), 1)
        return start + (end - start) * fraction
    }

    /// The animation's view translations for `kind` in this gesture's mode (§4.3), S = `screenWidth`.
    ///
    /// Left push: incoming +S → +10, outgoing −50. Left pop: incoming −50 → 0, outgoing +(S − 10).
    /// Right push: incoming −S → 0, outgoing +50. Right pop: incoming +50 → 0, outgoing −(S − 10).
    public func translations(for kind: TransitionKind) -> TransitionTranslations {
        let width = screenWidth
        let margin = Self.animationMargin
        let shift = Self.parallax
        switch (mode, kind) {
        case (.left, .push):
            return TransitionTranslations(incomingStart: width, incomingEnd: margin, outgoingEnd: -shift)
        case (.left, .pop):
            return TransitionTranslations(incomingStart: -shift, incomingEnd: 0, outgoingEnd: width - margin)
        case (.right, .push):
            return TransitionTranslations(incomingStart: -width, incomingEnd: 0, outgoingEnd: shift)
        case (.right, .pop):
            return TransitionTranslations(incomingStart: shift, incomingEnd: 0, outgoingEnd: -(width - margin))
        }
    }
}
