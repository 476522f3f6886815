import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

// Memory: what a memory warning releases (`didReceiveMemoryWarning()`, overridden in the class).
extension SceneRootViewController {
    /// Releases the views the scene can rebuild and that are in no window: the views of pages R2 has detached,
    /// in every tab's navigation and every presented one (`StackedNavigationController.releaseDetachedPageViews()`),
    /// and the views of pooled pager pages that are neither selected nor next to the selected one, in the pagers
    /// of every page kept (`PagerViewController.releaseOffscreenPageViews()`). Every controller is kept, with its
    /// state; the sidebar, the bars and everything on screen are kept. A released view loads again when its page
    /// is shown. Returns what was released: navigation page instance ids, then `<instance>/<pager child id>`.
    @discardableResult
    public func releaseOffscreenViews() -> [String] {
        var released: [String] = []
        for navigation in navigations + presentations.map(\.navigation) {
            for page in navigation.plan?.navigation.pages ?? [] {
                guard let host = navigation.pageControllers[page.id],
                    let pager: PagerViewController = hostedContainer(host)
                else { continue }
                released += pager.releaseOffscreenPageViews().map { "\(page.id)/\($0)" }
            }
            released = navigation.releaseDetachedPageViews() + released
        }
        return released
    }
}
