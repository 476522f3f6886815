import Foundation
public import ScenecRuntime
import ScenecUIKitPlatform
public import ScenecUIPlans

/// The phase of a pan, as a gesture recognizer reports it (`UIGestureRecognizer.State` `.began`, `.changed`,
/// `.ended`, `.cancelled`). The iOS-only `+Gesture.swift` files map their recognizers' states to it; everything
/// a phase does is decided in shared code, which the Linux tests drive phase by phase.
public enum PanPhase: Sendable, Hashable {
    /// The pan was recognized.
    case began
    /// The finger moved.
    case changed
    /// The finger lifted.
    case ended
    /// The system cancelled the pan (an incoming call, another recognizer winning, the view leaving the
    /// window): nothing it started may push or pop.
    case cancelled
}

/// How the scene's pans share the screen with other gesture recognizers (UIKit recognizes two at once only when
/// a delegate allows it: `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
public enum SceneGestureArbitration {
    /// Whether a sideways pan of the scene (an R6 transition, a stacked navigation's drag) recognizes together
    /// with the pan of a scroll view whose content is `contentWidth` points wide in a `boundsWidth`-point
    /// view: yes when that scroll view cannot scroll sideways (a vertical list: the page transition still
    /// follows a horizontal swipe over it), no when it can (a pager's pages, its bar: the swipe is theirs).
    public static func recognizesSimultaneously(
        scrollViewContentWidth contentWidth: Double, boundsWidth: Double
    )
        -> Bool
    {
        contentWidth <= boundsWidth
    }

    /// Whether a pan moving at (`velocityX`, `velocityY`) is sideways, as a stacked navigation's drag must be to
    /// begin.
    public static func isHorizontal(velocityX: Double, velocityY: Double) -> Bool {
        abs(velocityX) > abs(velocityY)
    }
}

extension SceneRootViewController {
    /// What the transition pan (R6) does in each phase, at time `time` (seconds, any fixed origin, as
    /// `ProcessInfo.systemUptime`): began starts the push or pop that the top page's `transition:` decides,
    /// changed moves the navigation bar's alpha, ended pushes or pops when R6's finish rule says so, and
    /// cancelled ends it without pushing or popping. Returns the outcome when the pan ends or is cancelled.
    @discardableResult
    public func handleTransitionPan(
        _ phase: PanPhase, translationX: Double, velocityX: Double = 0, velocityY: Double = 0, time: Double
    ) -> TransitionOutcome? {
        switch phase {
        case .began:
            transitionPanStart = time
            transitionPanBegan(translationX: translationX, velocityX: velocityX, velocityY: velocityY)
        case .changed:
            transitionPanChanged(translationX: translationX)
        case .ended:
            return transitionPanEnded(translationX: translationX, duration: time - transitionPanStart)
        case .cancelled:
            return transitionPanCancelled()
        }
        return nil
    }

    /// Whether a transition pan starting with this translation and velocity would begin a push or a pop (the
    /// recognizer's delegate asks before it begins, so a pan that starts nothing leaves the touch to others).
    public func transitionPanShouldBegin(translationX: Double, velocityX: Double, velocityY: Double) -> Bool {
        let (pages, width) = transitionStack
        guard let top = pages.last, let transition = plan.definition.page(top.page)?.transition else { return false }
        let gesture = TransitionGesture(
            mode: transition.mode, screenWidth: width, isPopEnabled: transition.isPopEnabled)
        return gesture.begin(
            translationX: translationX, velocityX: velocityX, velocityY: velocityY,
            hasNext: transition.next != nil, stackCount: pages.count, isTransitioning: transitionPlan != nil) != nil
    }

    /// The system cancelled the transition pan: the navigation bar goes back to the top page's alpha and nothing
    /// is pushed or popped. Returns `.cancel`; nil when no transition runs.
    @discardableResult
    public func transitionPanCancelled() -> TransitionOutcome? {
        guard let transitionPlan else { return nil }
        self.transitionPlan = nil
        if let presented = transitionPresentation {
            transitionPresentation = nil
            presented.endInteractiveTransition(finished: false)
            // Dismissed during the pan: its bar is gone, and the bar now on top is not the pan's.
            guard isShown(presented) else { return .cancel }
        } else {
            selectedNavigation.endInteractiveTransition(finished: false)
        }
        let alpha = TransitionGesture.navBarAlpha(
            from: transitionPlan.fromAlpha, to: transitionPlan.fromAlpha, progress: 0)
        apply([.setAlpha(.navigationBar, alpha)])
        return .cancel
    }
}

extension StackedNavigationController {
    /// What the drag pan (R2) does in each phase: began starts the drag, changed moves the pages with the finger
    /// (the runtime's rubber band beyond either end), ended settles on the runtime's snap target for the
    /// release velocity, and cancelled settles back where the drag began, activating nothing.
    public func handlePan(_ phase: PanPhase, translationX: Double, velocityX: Double = 0) {
        switch phase {
        case .began: dragBegan()
        case .changed: dragChanged(translationX: translationX)
        case .ended: dragEnded(velocityX: velocityX)
        case .cancelled: dragCancelled()
        }
    }

    /// Whether a drag pan moving at (`velocityX`, `velocityY`) begins: a stacked navigation (push style has no
    /// drag) and a sideways pan.
    public func panShouldBegin(velocityX: Double, velocityY: Double) -> Bool {
        plan?.style == .stacked && SceneGestureArbitration.isHorizontal(velocityX: velocityX, velocityY: velocityY)
    }
}

// The pans' entry points: what each phase of an R6 transition pan does.
extension SceneRootViewController {
    /// A horizontal pan on the top page began (R6): starts the push or pop that `TransitionGesture` decides for
    /// the top page's `transition:`, and returns it; nil when the page has none or the pan begins nothing.
    @discardableResult
    public func transitionPanBegan(translationX: Double, velocityX: Double, velocityY: Double) -> TransitionKind? {
        let definition = plan.definition
        let (pages, width) = transitionStack
        guard let top = pages.last, let transition = definition.page(top.page)?.transition else { return nil }
        var transitionPlan = TransitionPlan(transition: transition, screenWidth: width)
        let alpha = { (page: String?) in page.flatMap { definition.page($0)?.transition?.navBarAlpha } ?? 1 }
        let kind = transitionPlan.began(
            translationX: translationX, velocityX: velocityX, velocityY: velocityY, stackCount: pages.count,
            pushedAlpha: alpha(transition.next),
            poppedToAlpha: alpha(pages.count >= 2 ? pages[pages.count - 2].page : nil))
        self.transitionPlan = kind == nil ? nil : transitionPlan
        let presented = presentationStack.entries.last
        transitionPresentation = kind == nil ? nil : presented?.navigation
        // Push style and presented stacks: UIKit's navigation controller runs the transition, through its
        // delegate's animator and a percent-driven interaction that the pan drives (PushStyleTransition.swift).
        if let kind, let translations = transitionPlan.translations {
            if let presented {
                presented.navigation.beginInteractiveTransition(
                    kind, page: transition.next.map { pushedPage($0, in: presented) }, translations: translations)
            } else {
                selectedNavigation.beginInteractiveTransition(
                    kind, page: transition.next.map { plan.pushedPage($0) }, translations: translations)
            }
        }
        return kind
    }

    /// The stack the transition pan acts on, root first, and the width it is measured against: on a presented page
    /// (§10.2) its presentation's (the presented view's width, which is the layout table's presentation frame), as
    /// `SceneContainer.beginTransition` measures it; otherwise the selected navigation's.
    private var transitionStack: (pages: [StackedPage], width: Double) {
        if let navigation = presentationStack.entries.last?.navigation {
            let width = Double(navigation.viewIfLoaded?.bounds.width ?? 0)
            return (navigation.stack.pages, width > 0 ? width : plan.sideTabLayout.navigation.width)
        }
        return (plan.navigation.navigation.pages, plan.sideTabLayout.navigation.width)
    }

    /// The transition's pan moved to `translationX`: the navigation bar's alpha follows, and in push style and on a
    /// presented page UIKit's transition.
    public func transitionPanChanged(translationX: Double) {
        guard var transitionPlan else { return }
        apply(transitionPlan.changed(translationX: translationX))
        self.transitionPlan = transitionPlan
        if let transitionPresentation {
            transitionPresentation.updateInteractiveTransition(transitionPlan.progress)
        } else {
            selectedNavigation.updateInteractiveTransition(transitionPlan.progress)
        }
    }

    /// The transition's pan ended at `translationX` after `duration` seconds: a finished push pushes the top
    /// page's `next`, a finished pop pops the top page, a cancelled one changes nothing. Returns the outcome;
    /// nil when no transition runs.
    @discardableResult
    public func transitionPanEnded(translationX: Double, duration: Double) -> TransitionOutcome? {
        observing { transitionPanEndedObserved(translationX: translationX, duration: duration) }
    }

    private func transitionPanEndedObserved(translationX: Double, duration: Double) -> TransitionOutcome? {
        guard var transitionPlan,
            let (outcome, commands) = transitionPlan.ended(
                translationX: translationX, duration: duration)
        else { return nil }
        self.transitionPlan = nil
        if let presented = transitionPresentation {
            transitionPresentation = nil
            // Dismissed during the pan: nothing is pushed or popped, and the bar now on top is not the pan's.
            guard isShown(presented) else {
                presented.endInteractiveTransition(finished: false)
                return .cancel
            }
            endPresentedTransition(presented, outcome: outcome, next: transitionPlan.transition.next)
            apply(commands)
            return outcome
        }
        // UIKit's transition ends first; the model follows (the stack UIKit shows is then the model's).
        selectedNavigation.endInteractiveTransition(finished: outcome != .cancel)
        switch outcome {
        case .finish(.push):
            if let next = transitionPlan.transition.next { try? apply(.push(next)) }
        case .finish(.pop):
            try? withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
        case .cancel:
            break
        }
        apply(commands)
        return outcome
    }

    /// Ends a transition on the presented stack `presented`: its model pushes `next` or pops the top page once when
    /// the pan finished (within the observed operation: the observer hears it as a push or pop inside the
    /// presentation), and UIKit's interactive transition finishes; cancelled, nothing changes. Where no interactive
    /// transition ran (the view in no window), a finished pan pushes or pops without one.
    private func endPresentedTransition(
        _ presented: ScenePushNavigationController, outcome: TransitionOutcome, next: String?
    ) {
        guard !presented.endInteractiveTransition(finished: outcome != .cancel) else {
            updateScrollsToTop()
            return
        }
        guard presentationStack.entries.last?.navigation === presented else { return }
        switch outcome {
        case .finish(.push):
            if let next { try? pushInPresentation(next) }
        case .finish(.pop):
            let pages = presented.stack.pages
            if pages.count > 1 { presented.popTo(pages[pages.count - 2].id, animated: false) }
        case .cancel:
            break
        }
    }

    /// Whether `navigation` is still one of the presentations shown (the app may dismiss it during a pan).
    private func isShown(_ navigation: ScenePushNavigationController) -> Bool {
        presentationStack.entries.contains { $0.navigation === navigation }
    }
}
