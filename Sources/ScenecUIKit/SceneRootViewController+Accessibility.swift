import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

/// What the root controller tells VoiceOver. `UINavigationController` and `UITabBarController` post
/// `UIAccessibility.Notification.screenChanged` themselves when they show another child; the scene's own containers
/// must, or VoiceOver stays on an element that left the screen. "Post this notification … when a new view appears
/// that occupies a major portion of the screen. Optionally, include a parameter that contains the accessibility
/// element for VoiceOver to move to"
/// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
@MainActor
final class ScreenAnnouncer {
    /// The controller last announced (or found on screen first, which is not announced: UIKit moves VoiceOver into a
    /// window that appears).
    weak var announced: UIViewController?
    /// Whether the controller has been on screen and laid out once.
    var hasStarted = false
    /// The animated transitions the root runs itself (an animated push's slide) that have not ended.
    var transitionsInFlight = 0
}

extension SceneRootViewController {
    /// What is on screen for VoiceOver: the controller whose change is a new screen, and the view VoiceOver moves
    /// to. The top presentation's presented controller (its view); else, in a stacked navigation (R2), the active
    /// page (a push, a pop, a drag or `activate` changes it) and its view; in a tab's push-style navigation (still
    /// scenec's container) the top page and its view. A presentation's stack is a `UINavigationController`
    /// (`ScenePushNavigationController`), which announces its own pushes and pops. A tab switch changes the
    /// selected navigation and so the screen.
    var accessibilityScreen: (owner: UIViewController, element: UIView?) {
        if let presented = presentationStack.entries.last?.navigation { return (presented, presented.viewIfLoaded) }
        let navigation = selectedNavigation
        let pages = plan.navigation.navigation
        let active = pages.active.flatMap { navigation.pageControllers[$0.id] }
        if plan.navigationStyle == .stacked, let active { return (active, active.viewIfLoaded) }
        if let top = pages.top.flatMap({ navigation.pageControllers[$0.id] }) { return (top, top.viewIfLoaded) }
        return (navigation, navigation.viewIfLoaded)
    }

    /// The screen may have changed (a tab, a page, a presentation): the announcement waits for the next layout
    /// pass, which UIKit runs when the app returns to the run loop, so that the several steps of one operation (a
    /// push that selects a tab and pops first) make one announcement, of the page they end on.
    func screenMayHaveChanged() {
        guard isViewLoaded, view.window != nil, screenAnnouncer.hasStarted,
            accessibilityScreen.owner !== screenAnnouncer.announced
        else { return }
        view.setNeedsLayout()
    }

    /// An animated transition the root runs itself began; `screenTransitionDidEnd()` ends it.
    func screenTransitionDidBegin() {
        screenAnnouncer.transitionsInFlight += 1
    }

    /// An animated transition the root runs itself ended: the screen is announced once nothing runs.
    func screenTransitionDidEnd() {
        screenAnnouncer.transitionsInFlight = max(0, screenAnnouncer.transitionsInFlight - 1)
        announceScreenChange()
    }

    /// Posts `.screenChanged` with the new screen's view when what is on screen is no longer what was announced,
    /// once the transitions that show it ended (an animated push's slide, an animated presentation or dismissal:
    /// VoiceOver reads the screen as it is when the notification arrives). Called after each layout pass and at
    /// the end of each transition; the first screen of a window is only recorded.
    func announceScreenChange() {
        guard isViewLoaded, view.window != nil else { return }
        guard screenAnnouncer.transitionsInFlight == 0, !presentationStack.isTransitioning else { return }
        let screen = accessibilityScreen
        guard screenAnnouncer.hasStarted else {
            screenAnnouncer.hasStarted = true
            screenAnnouncer.announced = screen.owner
            return
        }
        guard screen.owner !== screenAnnouncer.announced else { return }
        screenAnnouncer.announced = screen.owner
        UIAccessibility.post(notification: .screenChanged, argument: screen.element)
    }
}
