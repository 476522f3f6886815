/// Window-level frames of a bottom tab bar (scene format §9.1, `UITabBarController`), in window points.
///
/// The bar is `(0, H − tbh, W, tbh)` with `tbh = metrics.bottomTabBarHeight`. With k tabs and
/// `m = metrics.maxBottomTabs`: when k ≤ m, item i is `(i·W/k, 0, W/k, tbh)` relative to the bar; otherwise the
/// first m − 1 tabs are shown, then a "More" item, each `W/m` wide, and a selected tab beyond them selects
/// "More". A visible attachment bar sits above the tab bar, `(0, H − tbh − ah, W, ah)`, and a hidden one is
/// parked at `(0, H + 1, W, ah)`; the navigation takes the rest, `(0, 0, W, H − tbh − ah_visible)`.
///
/// With a safe area (t, l, b, r) (a notched iPhone), the bar extends under the home indicator as
/// `UITabBar` does: `(0, H − tbh − b, W, tbh + b)`; its items stay above the indicator and inside the left
/// and right insets, item i `(l + i·w, 0, w, tbh)` with `w = (W − l − r)/count`; the attachment and the
/// navigation move up by b. Zero insets give the frames above.
///
/// No size is negative: a bar taller than the window is cut to the window's height, and a visible attachment to
/// the room above the bar (the navigation's height is then 0).
public struct BottomTabBarLayout: Sendable, Hashable {
    /// The icon of the "More" item: the SF Symbol `ellipsis` (three dots), as `UITabBarController` draws it.
    public static let moreItemIcon = "ellipsis"
    /// The bar, in window coordinates.
    public var frame: Rect
    /// The items shown, relative to the bar: the tabs, then "More" when there are more tabs than fit.
    public var items: [Rect]
    /// The number of tabs shown as their own item (all of them, or `maxBottomTabs − 1`).
    public var shownTabCount: Int
    /// Whether the last item is "More".
    public var hasMoreItem: Bool
    /// The navigation area, in window coordinates.
    public var navigation: Rect
    /// The attachment bar, in window coordinates; nil when there is none.
    public var attachment: Rect?

    /// Lays out a bottom tab bar with `tabCount` tabs filling a window of size `window`.
    public init(
        window: Size, tabCount: Int, attachment: AttachmentState = .absent, metrics: Metrics = .standard,
        safeArea: EdgeInsets = .zero
    ) {
        let height = metrics.bottomTabBarHeight
        let count = max(0, tabCount)
        let limit = max(1, metrics.maxBottomTabs)
        // The bar's top edge: the bar and the home indicator's strip below it are the bar's view.
        // Never negative: a bar taller than the window is cut to it, and so is an attachment taller than the room
        // above the bar (the navigation's height is then 0; SC4010 reports the scene).
        let barHeight = min(height + safeArea.bottom, max(0, window.height))
        let barTop = window.height - barHeight
        frame = Rect(x: 0, y: barTop, width: window.width, height: barHeight)
        hasMoreItem = count > limit
        shownTabCount = hasMoreItem ? limit - 1 : count
        let itemCount = hasMoreItem ? limit : count
        let usableWidth = max(0, window.width - safeArea.left - safeArea.right)
        let itemWidth = itemCount > 0 ? usableWidth / Double(itemCount) : 0
        items = (0..<itemCount).map {
            Rect(x: safeArea.left + Double($0) * itemWidth, y: 0, width: itemWidth, height: height)
        }
        let attachmentHeight = metrics.attachmentHeight
        let shownAttachmentHeight = min(attachmentHeight, max(0, barTop))
        switch attachment {
        case .absent:
            self.attachment = nil
            navigation = Rect(x: 0, y: 0, width: window.width, height: barTop)
        case .hidden:
            self.attachment = Rect(x: 0, y: window.height + 1, width: window.width, height: attachmentHeight)
            navigation = Rect(x: 0, y: 0, width: window.width, height: barTop)
        case .visible:
            self.attachment = Rect(
                x: 0, y: barTop - shownAttachmentHeight, width: window.width, height: shownAttachmentHeight)
            navigation = Rect(x: 0, y: 0, width: window.width, height: barTop - shownAttachmentHeight)
        }
    }

    /// The item that shows tab `index` as selected: its own item, or "More" for a tab beyond the shown ones.
    public func selectedItem(forTab index: Int) -> Int {
        hasMoreItem && index >= shownTabCount ? shownTabCount : index
    }
}
