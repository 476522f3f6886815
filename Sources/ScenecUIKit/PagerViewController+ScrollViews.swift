import ScenecUIKitPlatform

extension PagerViewController {
    /// The pager's own scroll views (bar, paging content, and the header's main scroll view) keep the offsets
    /// the plans compute: `contentInsetAdjustmentBehavior = .never`, since with UIKit's default, `.automatic`, a
    /// notched iPhone in landscape adds its left and right safe area insets to the horizontal offsets
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property).
    /// None scrolls to top on a status bar tap: on iPhone the tap does nothing when more than one scroll view on
    /// screen has `scrollsToTop` (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop), and
    /// the one that should is the selected page's content.
    func configureOwnScrollViews() {
        for scrollView in [barView, contentView] + (mainScrollView.map { [$0] } ?? []) {
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.scrollsToTop = false
        }
    }

    /// Only the selected page's scroll view (when `selectedPageScrollsToTop`) answers a status bar tap.
    func updatePagesScrollToTop() {
        let selected = selectedPageController
        for controller in pageControllers.values where controller.isViewLoaded {
            controller.primaryScrollView?.scrollsToTop = selectedPageScrollsToTop && controller === selected
        }
    }
}

extension UIViewController {
    /// The scroll view of a page's content: its root view when it is a scroll view, else its first scroll view
    /// subview (as `PagerViewController.selectedPageScrollView` finds it). Nil before the view is loaded.
    var primaryScrollView: UIScrollView? {
        guard isViewLoaded else { return nil }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
}
