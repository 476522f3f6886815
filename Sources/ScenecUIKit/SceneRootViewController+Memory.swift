import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

// Memory: what a memory warning releases (`didReceiveMemoryWarning()`, overridden in the class).
extension SceneRootViewController {
    /// Releases what UIKit's own containers would release on a memory warning, and nothing else: the views of
    /// pooled pager pages that are neither selected nor next to the selected one, in the pagers of every page
    /// kept (`PagerViewController.releaseOffscreenPageViews()`), as `UIPageViewController` keeps only the
    /// controllers of the pages it shows. The pages of a navigation keep their views, those below the top
    /// included: UIKit has not unloaded a controller's view on a memory warning since iOS 6, and
    /// `UINavigationController` keeps the views of the controllers below the top, so that going back finds the
    /// page as it was (scroll position, input, `viewDidLoad` run once)
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidunload: in iOS 5 and earlier the
    /// system could release a view on a low-memory condition; `viewDidUnload` is deprecated since iOS 6). Every controller is
    /// kept, with its state; everything on screen is kept. A released view loads again when its page is shown.
    /// Returns what was released: `<instance>/<pager child id>`.
    @discardableResult
    public func releaseOffscreenViews() -> [String] {
        var released: [String] = []
        let stacks =
            navigations.map { ($0.plan?.navigation.pages ?? [], $0.pageControllers) }
            + presentations.map { ($0.navigation.stack.pages, $0.navigation.pageControllers) }
        for (pages, controllers) in stacks {
            for page in pages {
                guard let host = controllers[page.id],
                    let pager: PagerViewController = hostedContainer(host)
                else { continue }
                released += pager.releaseOffscreenPageViews().map { "\(page.id)/\($0)" }
            }
        }
        return released
    }
}
