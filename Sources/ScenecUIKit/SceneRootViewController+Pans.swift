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
        let pages = plan.navigation.navigation.pages
        guard let top = pages.last, let transition = plan.definition.page(top.page)?.transition else { return false }
        let gesture = TransitionGesture(
            mode: transition.mode, screenWidth: plan.sideTabLayout.navigation.width,
            isPopEnabled: transition.isPopEnabled)
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
        let alpha = TransitionGesture.navBarAlpha(
            from: transitionPlan.fromAlpha, to: transitionPlan.fromAlpha, progress: 0)
        apply([.setAlpha(.navigationBar, alpha)])
        return .cancel
    }

    /// What the edge pan (push style's interactive pop) does in each phase: began decides with
    /// `edgePopPanBegan` (`startX` is where the finger went down, from the navigation's leading edge), changed
    /// moves the top page with the finger, ended pops when R6's finish rule says so (else the page goes back),
    /// and cancelled puts the page back without popping. Returns whether it popped when the pan ends.
    @discardableResult
    public func handleEdgePop(_ phase: PanPhase, startX: Double = 0, translationX: Double, time: Double) -> Bool {
        switch phase {
        case .began:
            transitionPanStart = time
            edgePopPanBegan(startX: startX, translationX: translationX)
            if isEdgePopping { edgePopPanChanged(translationX: translationX) }
        case .changed:
            edgePopPanChanged(translationX: translationX)
        case .ended:
            return edgePopPanEnded(translationX: translationX, duration: time - transitionPanStart)
        case .cancelled:
            edgePopPanCancelled()
        }
        return false
    }

    /// Whether an edge pan starting `startX` points from the navigation's leading edge with this translation
    /// would begin the interactive pop.
    public func edgePopShouldBegin(startX: Double, translationX: Double) -> Bool {
        SceneContainer.beginsEdgePop(
            definition: plan.definition, style: plan.navigationStyle,
            stack: plan.navigation.navigation.pages.map(\.page), startX: startX, translationX: translationX)
    }

    /// The edge pan moved to `translationX`: the top page follows the finger, between its own place and the
    /// navigation's trailing edge.
    public func edgePopPanChanged(translationX: Double) {
        guard isEdgePopping, let (id, frame) = topPageFrame() else { return }
        let width = plan.sideTabLayout.navigation.width
        let moved = Rect(
            x: frame.x + min(max(0, translationX), width), y: frame.y, width: frame.width, height: frame.height)
        selectedNavigation.apply([.setFrame(.child(id), moved)])
    }

    /// The system cancelled the edge pan: the top page goes back to its place and nothing is popped.
    public func edgePopPanCancelled() {
        guard isEdgePopping else { return }
        isEdgePopping = false
        restoreEdgePoppedPage()
    }

    /// Puts the top page back at the frame its navigation lays it out at.
    func restoreEdgePoppedPage() {
        guard let (id, frame) = topPageFrame() else { return }
        selectedNavigation.apply([.setFrame(.child(id), frame)])
    }

    /// The selected navigation's top page and the frame its layout gives it.
    private func topPageFrame() -> (String, Rect)? {
        let navigation = plan.navigation
        guard let top = navigation.navigation.top,
            let page = navigation.layout.pages.first(where: { $0.id == top.id })
        else { return nil }
        return (top.id, page.frame)
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

// The pans' entry points: what each phase of an R6 transition pan and of the edge pop does.
extension SceneRootViewController {
    /// A horizontal pan on the top page began (R6): starts the push or pop that `TransitionGesture` decides for
    /// the top page's `transition:`, and returns it; nil when the page has none or the pan begins nothing.
    @discardableResult
    public func transitionPanBegan(translationX: Double, velocityX: Double, velocityY: Double) -> TransitionKind? {
        let definition = plan.definition
        let pages = plan.navigation.navigation.pages
        guard let top = pages.last, let transition = definition.page(top.page)?.transition else { return nil }
        var transitionPlan = TransitionPlan(transition: transition, screenWidth: plan.sideTabLayout.navigation.width)
        let alpha = { (page: String?) in page.flatMap { definition.page($0)?.transition?.navBarAlpha } ?? 1 }
        let kind = transitionPlan.began(
            translationX: translationX, velocityX: velocityX, velocityY: velocityY, stackCount: pages.count,
            pushedAlpha: alpha(transition.next),
            poppedToAlpha: alpha(pages.count >= 2 ? pages[pages.count - 2].page : nil))
        self.transitionPlan = kind == nil ? nil : transitionPlan
        return kind
    }

    /// The transition's pan moved to `translationX`: the navigation bar's alpha follows.
    public func transitionPanChanged(translationX: Double) {
        guard var transitionPlan else { return }
        apply(transitionPlan.changed(translationX: translationX))
        self.transitionPlan = transitionPlan
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

    /// A pan from the navigation's leading edge began `startX` points from it (push style, §9.1): whether it
    /// begins the interactive pop, as `SceneContainer.beginsEdgePop` decides (a page to pop back to, a pan
    /// from the 20-point strip moving right, a top page whose transition allows pops).
    @discardableResult
    public func edgePopPanBegan(startX: Double, translationX: Double) -> Bool {
        isEdgePopping = SceneContainer.beginsEdgePop(
            definition: plan.definition, style: plan.navigationStyle,
            stack: plan.navigation.navigation.pages.map(\.page), startX: startX, translationX: translationX)
        return isEdgePopping
    }

    /// The edge pan ended at `translationX` after `duration` seconds: the top page is popped when R6's finish
    /// rule (`TransitionGesture.shouldFinish`: past 30% of the navigation's width, or a flick) says so. Returns
    /// whether it popped.
    @discardableResult
    public func edgePopPanEnded(translationX: Double, duration: Double) -> Bool {
        guard isEdgePopping else { return false }
        isEdgePopping = false
        let width = plan.sideTabLayout.navigation.width
        let progress = width > 0 ? min(1, max(0, translationX / width)) : 0
        guard TransitionGesture.shouldFinish(progress: progress, duration: duration) else {
            restoreEdgePoppedPage()
            return false
        }
        do {
            try withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
        } catch {
            return false
        }
        return true
    }
}
