import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

extension SideTabBarController {
    /// The controller that decides the status bar's style and hidden state, the home indicator's auto-hiding
    /// and the supported orientations: the selected navigation's top page, as `UINavigationController` uses its
    /// top view controller (`childForStatusBarStyle` and the others return it). The page's own controller
    /// decides for what it hosts (a pager's pages, a page stack's views), returning them from the same members.
    public var statusBarChild: UIViewController? {
        guard let top = plan.navigation.navigation.top?.id else { return nil }
        return selectedNavigation.pageControllers[top]
    }

    /// A new top page: UIKit is asked again, as `childForStatusBarStyle`'s page says to do when the returned
    /// child changes (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle).
    /// Orientations are asked for when the device rotates.
    func statusBarChildDidChange() {
        #if !os(tvOS)
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfHomeIndicatorAutoHidden()
        #endif
    }
}
