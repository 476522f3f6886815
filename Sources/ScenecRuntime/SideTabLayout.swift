/// Whether a side tab controller has a bottom attachment bar, and whether it is shown (R1).
public enum AttachmentState: String, Sendable, Hashable, CaseIterable {
    /// No attachment bar at all.
    case absent
    /// An attachment bar that is parked just below the window (y = H + 1) and takes no space.
    case hidden
    /// An attachment bar along the bottom of the navigation column; the navigation area shrinks by its height.
    case visible
}

/// Window-level frames of the side tab controller (R1, SPSideTabController / SPSideTabBar), in window points.
///
/// scenec differs from the original in one place: extra (bottom) items stack upward without overlapping,
/// item k at y = H − (tabItemHeight + tabItemSpacing)·(k + 1); the original stepped by −60 and overlapped.
public struct SideTabLayout: Sendable, Hashable {
    /// The side tab bar, (0, 0, sidebarWidth, H); nil when the scene has no side tabs.
    public var sidebar: Rect?
    /// Tab item i at (0, spacing + (itemHeight + spacing)·i, sidebarWidth, itemHeight), in window coordinates.
    public var items: [Rect]
    /// Extra item k (0 = bottom-most) at (0, H − (itemHeight + spacing)·(k + 1), sidebarWidth, itemHeight).
    public var extraItems: [Rect]
    /// The area of the stacked navigation: right of the sidebar and above a visible attachment.
    public var navigation: Rect
    /// The attachment bar: (sidebarWidth, H − height, …) when visible, (sidebarWidth, H + 1, …) when hidden;
    /// nil when there is none.
    public var attachment: Rect?
    /// Centre of an item's badge relative to the item's frame: (floor(cx + cx/3), floor(cy − cy/2)) with
    /// (cx, cy) the item's centre, (53, 17) with the default metrics; nil without side tabs.
    public var badgeCenter: Point?

    /// Lays out a side tab controller filling a window of size `window`.
    ///
    /// - Parameters:
    ///   - window: the window size W × H, in points.
    ///   - itemCount: number of tab items (≥ 0; negative counts are treated as 0).
    ///   - extraItemCount: number of bottom-anchored extra items (≥ 0).
    ///   - attachment: whether an attachment bar exists and is shown.
    ///   - metrics: the sizes to use.
    ///   - safeArea: the window's safe area (t, l, b, r). The sidebar still runs the full height and grows
    ///     by l (so its items are not under a landscape notch): items start at (l, t + spacing), extra items
    ///     end b above the bottom, and a visible attachment extends under the home indicator, its frame
    ///     `(sidebarWidth + l, H − ah − b, …, ah + b)` with its content's `ah` above it. The navigation
    ///     starts at x = sidebarWidth + l and keeps the top (its pages get t from UIKit's safe-area
    ///     propagation). Zero insets give the frames above.
    ///
    /// No size is negative: a sidebar wider than the window leaves a navigation of width 0, and a visible
    /// attachment taller than the window is cut to the window's height (the navigation's height is then 0).
    public init(
        window: Size,
        itemCount: Int,
        extraItemCount: Int = 0,
        attachment: AttachmentState = .absent,
        metrics: Metrics = .standard,
        safeArea: EdgeInsets = .zero
    ) {
        let width = metrics.sidebarWidth + safeArea.left
        let itemHeight = metrics.tabItemHeight
        let spacing = metrics.tabItemSpacing
        let step = itemHeight + spacing
        let itemX = safeArea.left
        let itemWidth = metrics.sidebarWidth
        let bottom = window.height - safeArea.bottom
        sidebar = Rect(x: 0, y: 0, width: width, height: window.height)
        items = (0..<max(0, itemCount)).map { index in
            Rect(x: itemX, y: safeArea.top + spacing + step * Double(index), width: itemWidth, height: itemHeight)
        }
        extraItems = (0..<max(0, extraItemCount)).map { index in
            Rect(x: itemX, y: bottom - step * Double(index + 1), width: itemWidth, height: itemHeight)
        }
        // Never negative: bars bigger than the window leave a navigation area of zero (SC4010 reports the scene).
        let columnWidth = max(0, window.width - width)
        let attachmentHeight = metrics.attachmentHeight + safeArea.bottom
        let shownAttachmentHeight = min(attachmentHeight, max(0, window.height))
        switch attachment {
        case .absent:
            self.attachment = nil
            navigation = Rect(x: width, y: 0, width: columnWidth, height: window.height)
        case .hidden:
            self.attachment = Rect(x: width, y: window.height + 1, width: columnWidth, height: attachmentHeight)
            navigation = Rect(x: width, y: 0, width: columnWidth, height: window.height)
        case .visible:
            self.attachment = Rect(
                x: width,
                y: window.height - shownAttachmentHeight,
                width: columnWidth,
                height: shownAttachmentHeight
            )
            navigation = Rect(x: width, y: 0, width: columnWidth, height: window.height - shownAttachmentHeight)
        }
        let centerX = itemWidth / 2
        let centerY = itemHeight / 2
        badgeCenter = Point(x: (centerX + centerX / 3).rounded(.down), y: (centerY - centerY / 2).rounded(.down))
    }

    /// Creates a layout from explicit frames (for example, decoded from `scenec layout` output).
    public init(
        sidebar: Rect?, items: [Rect], extraItems: [Rect], navigation: Rect, attachment: Rect?,
        badgeCenter: Point?
    ) {
        self.sidebar = sidebar
        self.items = items
        self.extraItems = extraItems
        self.navigation = navigation
        self.attachment = attachment
        self.badgeCenter = badgeCenter
    }

    /// The layout of a scene without side tabs (`root:`): the navigation fills the whole window and there
    /// is no sidebar, item or attachment.
    public static func withoutSideTabs(window: Size) -> SideTabLayout {
        SideTabLayout(
            sidebar: nil,
            items: [],
            extraItems: [],
            navigation: Rect(x: 0, y: 0, width: window.width, height: window.height),
            attachment: nil,
            badgeCenter: nil
        )
    }

    /// The stacked navigation's own bounds, (0, 0, navigation.width, navigation.height).
    public var navigationBounds: Rect {
        Rect(x: 0, y: 0, width: navigation.width, height: navigation.height)
    }
}
