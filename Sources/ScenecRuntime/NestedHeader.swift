/// A nested sticky header (R4, Aquaman): a vertical main scroll view holding a header, a menu (the pager's
/// bar) and a horizontal content scroll view of pages, whose menu pins `pinHeight` points below the top.
///
/// All lengths are in points. `main` is in the host view's coordinates; `header`, `menu` and `content` are in
/// the main scroll view's content coordinates; `pages` are in the content scroll view's content coordinates.
public struct NestedHeader: Sendable, Hashable {
    /// The host view's size Wv × Hv.
    public var hostSize: Size
    /// The bottom of the top layout guide T (0 in scene format v1).
    public var topGuide: Double
    /// The main scroll view's inset (t, l, b, r) from the host's edges (below the top guide).
    public var inset: EdgeInsets
    /// The header height hH (≥ 0).
    public var headerHeight: Double
    /// The menu height mH (> 0); the scene's default is `metrics.pagerBarHeight`.
    public var menuHeight: Double
    /// The pin height pH (≥ 0): how far below the main view's top the menu sticks. The scene format requires
    /// pH ≤ hH; a larger pH gives a negative `sill`.
    public var pinHeight: Double
    /// The number of pages N (≥ 0).
    public var pageCount: Int
    /// The page shown first (0-based).
    public var originIndex: Int

    /// Creates a header description; `topGuide`, `inset`, `pinHeight` and `originIndex` default to 0.
    public init(
        hostSize: Size,
        topGuide: Double = 0,
        inset: EdgeInsets = .zero,
        headerHeight: Double,
        menuHeight: Double,
        pinHeight: Double = 0,
        pageCount: Int,
        originIndex: Int = 0
    ) {
        self.hostSize = hostSize
        self.topGuide = topGuide
        self.inset = inset
        self.headerHeight = headerHeight
        self.menuHeight = menuHeight
        self.pinHeight = pinHeight
        self.pageCount = pageCount
        self.originIndex = originIndex
    }

    /// The main scroll view's width Wm = Wv − l − r.
    public var mainWidth: Double { hostSize.width - inset.left - inset.right }
    /// The main scroll view's height Hm = Hv − T − t − b.
    public var mainHeight: Double { hostSize.height - topGuide - inset.top - inset.bottom }
    /// The height of the content scroll view and of each page: Hm − mH − pH.
    public var contentHeight: Double { mainHeight - menuHeight - pinHeight }

    /// The main scroll view, (l, T + t, Wm, Hm), in host coordinates.
    public var main: Rect { Rect(x: inset.left, y: topGuide + inset.top, width: mainWidth, height: mainHeight) }
    /// The header, (0, 0, Wm, hH), in main content coordinates.
    public var header: Rect { Rect(x: 0, y: 0, width: mainWidth, height: headerHeight) }
    /// The menu (the pager bar), (0, hH, Wm, mH), in main content coordinates.
    public var menu: Rect { Rect(x: 0, y: headerHeight, width: mainWidth, height: menuHeight) }
    /// The content scroll view, (0, hH + mH, Wm, Hm − mH − pH), in main content coordinates.
    public var content: Rect {
        Rect(x: 0, y: headerHeight + menuHeight, width: mainWidth, height: contentHeight)
    }
    /// The main scroll view's content size, (Wm, Hm + hH − pH).
    public var mainContentSize: Size { Size(width: mainWidth, height: mainHeight + headerHeight - pinHeight) }
    /// The sticky threshold and maximum vertical offset, hH − pH.
    public var sill: Double { headerHeight - pinHeight }
    /// The content scroll view's content size, (N·Wm, Hm − mH − pH).
    public var contentSize: Size { Size(width: Double(max(0, pageCount)) * mainWidth, height: contentHeight) }
    /// Page i at (i·Wm, 0, Wm, Hm − mH − pH), in the content scroll view's content.
    public var pages: [Rect] {
        (0..<max(0, pageCount)).map { Rect(x: Double($0) * mainWidth, y: 0, width: mainWidth, height: contentHeight) }
    }
    /// The content scroll view's initial horizontal offset, originIndex·Wm.
    public var initialContentOffsetX: Double { Double(originIndex) * mainWidth }

    /// The vertical offset `y` clamped to [0, sill]: min(max(y, 0), sill), which is `sill` when sill < 0.
    public func clampedOffset(_ y: Double) -> Double {
        min(max(y, 0), sill)
    }

    /// True when the menu is pinned at vertical offset `y` (y ≥ sill).
    public func isAdsorbed(atOffset y: Double) -> Bool { y >= sill }

    /// The menu's top on screen relative to the main scroll view's top at vertical offset `y`: hH − min(y, sill).
    /// It is pH once pinned; offsets below 0 (a pull-down bounce) move it further down.
    public func menuY(atOffset y: Double) -> Double { headerHeight - min(y, sill) }

    /// How much of the header is inside the main scroll view at offset `y`: hH − min(y, sill), kept in [0, hH].
    public func headerVisibleHeight(atOffset y: Double) -> Double {
        min(max(headerHeight - min(y, sill), 0), headerHeight)
    }

    /// Which scroll view a vertical drag moves when the main offset is `y`: the child (the page's own scroll
    /// view) once the menu is pinned, else the main scroll view.
    public func scrollOwner(atOffset y: Double) -> ScrollOwner { isAdsorbed(atOffset: y) ? .child : .main }

    /// The pager layout under this header: the pager's bar is the menu and its pages fill the content scroll
    /// view (scene format §6, last paragraph).
    public func pagerLayout(_ pager: Pager) -> PagerLayout {
        pager.layout(bar: menu, content: content)
    }
}

/// The scroll view that consumes vertical drags in a nested header.
public enum ScrollOwner: String, Sendable, Hashable, CaseIterable {
    /// The main scroll view moves the header and the menu.
    case main
    /// The current page's own scroll view moves its content; the menu stays pinned.
    case child
}

/// The sticky hand-off between the main scroll view and the current page's scroll view (R4, sticky rule).
///
/// Offsets are vertical, in points. `childOffset` is relative to the child's origin offset (0 = its first
/// displayed offset). Invariants: `mainOffset` ≤ `sill`; `childOffset` is 0 while `owner` is `.main`.
public struct StickyScroll: Sendable, Hashable {
    /// The sticky threshold hH − pH.
    public let sill: Double
    /// The scroll view that currently scrolls.
    public private(set) var owner: ScrollOwner
    /// The main scroll view's vertical offset.
    public private(set) var mainOffset: Double
    /// The child scroll view's vertical offset relative to its origin.
    public private(set) var childOffset: Double

    /// Starts at rest: main at offset 0 and in charge, child at its origin.
    public init(sill: Double) {
        self.sill = sill
        owner = .main
        mainOffset = 0
        childOffset = 0
    }

    /// True when the menu is pinned.
    public var isAdsorbed: Bool { owner == .child || mainOffset >= sill }

    /// The main scroll view tried to scroll to `y`; returns the offset it is held at.
    ///
    /// Reaching the sill pins the menu and hands control to the child; while the child is in charge the main
    /// view stays at the sill.
    @discardableResult
    public mutating func mainDidScroll(to y: Double) -> Double {
        if y >= sill {
            mainOffset = sill
            owner = .child
        } else if owner == .child {
            mainOffset = sill
        } else {
            mainOffset = y
        }
        return mainOffset
    }

    /// The child scroll view tried to scroll to `y` (relative to its origin); returns the offset it is held at.
    ///
    /// While the main view is in charge the child is held at its origin. Scrolling back to or above its
    /// origin re-pins it and hands control back to the main view.
    @discardableResult
    public mutating func childDidScroll(to y: Double) -> Double {
        if owner == .main || y <= 0 {
            childOffset = 0
            owner = .main
        } else {
            childOffset = y
        }
        return childOffset
    }
}
