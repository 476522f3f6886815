import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

extension SceneRootViewController {
    /// The controller that decides the status bar's style and hidden state, the home indicator's auto-hiding
    /// and the supported orientations: the selected navigation's top page, as `UINavigationController` uses its
    /// top view controller (`childForStatusBarStyle` and the others return it). The page's own controller
    /// decides for what it hosts (a pager's pages, a page stack's views), returning them from the same members.
    public var statusBarChild: UIViewController? {
        guard let top = plan.navigation.navigation.top?.id else { return nil }
        return selectedNavigation.pageControllers[top]
    }

    /// Only the top page's content answers a tap on the status bar: its scroll view, or its pager's selected
    /// page's (on iPhone the tap does nothing when more than one scroll view on screen has `scrollsToTop`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop). Pages below it, other tabs'
    /// pages and the attachment's page do not.
    ///
    /// While pages are presented, the top presentation's top page is that content: nothing under a presentation
    /// answers.
    func updateScrollsToTop() {
        let presentedNavigations = presentationStack.entries.map(\.navigation)
        var top = statusBarChild
        if let presented = presentedNavigations.last {
            top = presented.stack.top.flatMap { presented.pageControllers[$0.id] }
        }
        let pageControllers = navigations.map(\.pageControllers) + presentedNavigations.map(\.pageControllers)
        for controllers in pageControllers {
            for page in controllers.values {
                let isTop = page === top
                if let pager: PagerViewController = hostedContainer(page) {
                    // The pager's selected page is the content; the page around it does not scroll to top.
                    pager.selectedPageScrollsToTop = isTop
                    page.primaryScrollView?.scrollsToTop = false
                } else {
                    page.primaryScrollView?.scrollsToTop = isTop
                }
            }
        }
        attachmentController?.primaryScrollView?.scrollsToTop = false
        screenMayHaveChanged()  // The top content changed here, or may have: VoiceOver (+Accessibility).
    }
}

extension UIViewController {
    /// The child this container's `childForStatusBarStyle`, `childForStatusBarHidden`,
    /// `childForHomeIndicatorAutoHidden` and `supportedInterfaceOrientations` answer with changed (the root's new top
    /// page after a tab switch, a push or a pop, `activate` keeping it; a presented navigation's new top page): UIKit
    /// is asked again, as `childForStatusBarStyle`'s page says to do when the returned child changes
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle), and, on iOS 16
    /// and later, for the orientations, which UIKit otherwise reads only when the device rotates: a portrait-only
    /// page pushed in landscape rotates the window at once
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()).
    /// A full-screen presentation needs no call: UIKit reads the presented controller's attributes when it
    /// presents it and the root's again when it is dismissed
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation).
    func askSystemAgainAboutTopChild() {
        #if !os(tvOS)
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfHomeIndicatorAutoHidden()
            if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
        #endif
    }
}
