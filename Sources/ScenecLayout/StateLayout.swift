import ScenecDiagnostics
public import ScenecRuntime
public import ScenecSema

/// The laid-out frames of one navigation state on one device (scene format §6), computed by `LayoutEngine`
/// with the runtime models. Lengths are points; every frame is in the coordinates that §6 names.
///
/// A layout and its parts have no public initializers: `LayoutEngine` makes them, other modules read them.
public struct StateLayout: Sendable, Hashable {
    /// The scene's name.
    public var scene: String
    /// The state that was laid out.
    public var state: NavigationState
    /// The device: its name, window size and size class.
    public var device: SceneDevice
    /// The side tab bar (R1), nil for a `root:` scene.
    public var sidebar: SidebarLayout?
    /// The attachment bar (R1), nil when the scene has none.
    public var attachment: AttachmentLayout?
    /// The stacked navigation (R2).
    public var navigation: NavigationLayout
    /// The inner layout of the last page of the path, relative to that page's frame; nil when it has no
    /// pager, header or page stack.
    public var top: InnerLayout?
    /// What the last page's swipe transition does with a leftward and a rightward pan (R6), decided by the
    /// runtime container; empty when the page has no transition.
    public var swipes: [SwipeDecision] = []
    /// The bottom tab bar (§9.1) when this device shows the tabs at the bottom; nil otherwise.
    public var tabBar: TabBarLayout?
    /// Whether the scene puts its tabs at the bottom on some size class, so that the JSON has a `tabBar` field
    /// (null on side-style devices). Scenes that never do keep the §6 object exactly.
    public var hasTabBarField = false
    /// The last page's declared swipe transition (§4.1), nil when it declares none; `swipes` says what it does.
    public var transition: SceneTransition?
    /// The presentations over the navigation, bottom first (§10.2); empty when nothing is presented (the JSON then
    /// has no `presented` field).
    public var presented: [PresentedLayout] = []
}

/// One presentation at rest (§10.2), in window coordinates; its pages relative to its frame.
public struct PresentedLayout: Sendable, Hashable {
    /// The presented page.
    public var page: PageID
    /// The page it is presented from (a pager page's host; the attachment page when presented from it).
    public var from: PageID
    /// The style shown (after adaptation), the detent (nil where none applies), whether what is below is dimmed
    /// and the frame in window coordinates.
    public var layout: PresentationLayout
    /// Its push-style stack, the presented page first: each page's frame relative to `layout.frame`, the last one
    /// visible.
    public var pages: [(page: PageID, frame: Rect, visible: Bool)]
    /// The types of `pages`, in the same order.
    public var types: [String]

    public static func == (lhs: PresentedLayout, rhs: PresentedLayout) -> Bool {
        lhs.page == rhs.page && lhs.from == rhs.from && lhs.layout == rhs.layout && lhs.types == rhs.types
            && lhs.pages.count == rhs.pages.count
            && zip(lhs.pages, rhs.pages).allSatisfy {
                $0.page == $1.page && $0.frame == $1.frame && $0.visible == $1.visible
            }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(page)
        hasher.combine(from)
        hasher.combine(layout)
        hasher.combine(types)
        for entry in pages {
            hasher.combine(entry.page)
            hasher.combine(entry.frame)
            hasher.combine(entry.visible)
        }
    }
}

/// The bottom tab bar (§9.1), in window coordinates; items relative to the bar.
public struct TabBarLayout: Sendable, Hashable {
    /// The bar, `(0, H − tbh, W, tbh)`.
    public var frame: Rect
    /// The selected item: the selected tab's, or "More" for a tab beyond the shown ones.
    public var selected: Int
    /// The items: the shown tabs, then "More" (with no root) when there are more tabs than fit.
    public var items: [SidebarItemLayout]
}

/// What a horizontal pan on the top page begins (R6): a push, a pop, or nothing.
public struct SwipeDecision: Sendable, Hashable {
    /// The pan's horizontal translation, in points (negative is leftward).
    public var translationX: Double
    /// The pan's horizontal velocity, in points per second.
    public var velocityX: Double
    /// What the pan begins; nil for nothing.
    public var kind: TransitionKind?

    /// `left` for a leftward pan (negative translation), `right` otherwise.
    public var panDirection: String { translationX < 0 ? "left" : "right" }

    /// The two pans that layout tests make on a page with a transition: 100 pt left and right, at 10x that
    /// speed.
    public static let probes: [(translationX: Double, velocityX: Double)] = [(-100, -1000), (100, 1000)]
}

/// The side tab bar (R1), in window coordinates.
public struct SidebarLayout: Sendable, Hashable {
    /// The bar, (0, 0, sidebarWidth, H).
    public var frame: Rect
    /// The selected tab (0-based).
    public var selected: Int
    /// The tab items, top to bottom.
    public var items: [SidebarItemLayout]
    /// The extra items, in declaration order (item 0 is the bottom-most).
    public var extraItems: [SidebarItemLayout]
    /// The centre of a badge relative to its item's frame.
    public var badgeCenter: Point
}

/// One sidebar item: a tab item (with the root page it selects) or an extra item (with none).
public struct SidebarItemLayout: Sendable, Hashable {
    /// The item's title.
    public var title: String
    /// The root page of a tab item; nil for an extra item.
    public var root: PageID?
    /// The badge text; nil when there is none (an empty badge is none).
    public var badge: String?
    /// The item's frame, in window coordinates.
    public var frame: Rect
    /// The icon's name (`icon:`; the SF Symbol `ellipsis` for "More"); nil when the item has none.
    public var icon: String? = nil
    /// The badge's declared colour (`badgeColor:`); nil for the default red.
    public var badgeColor: SceneColor? = nil
}

/// The attachment bar (R1), in window coordinates.
public struct AttachmentLayout: Sendable, Hashable {
    /// The declared bar: the page it shows and whether it is shown.
    public var attachment: SceneAttachment
    /// Its frame: along the bottom when visible, parked just below the window (y = H + 1) when not.
    public var frame: Rect
}

/// The stacked navigation at its steady-state offset (R2).
public struct NavigationLayout: Sendable, Hashable {
    /// The navigation area, in window coordinates (the whole window without side tabs).
    public var frame: Rect
    /// The content offset, in points.
    public var offset: Double
    /// The index of the active page.
    public var active: Int
    /// The edge the active page is aligned with.
    public var position: PagePosition
    /// The pages, root first, with frames relative to `frame`.
    public var pages: [PageLayout]
    /// Stacked (R2) or push style (§9.1) on this device; not part of the §6 JSON (push style shows in it as
    /// full-size pages of which only the last is visible).
    public var style: NavigationStyle = .stacked
}

/// One page of the stacked navigation (R2): the runtime's layout of the page and what people read.
public struct PageLayout: Sendable, Hashable {
    /// The runtime layout: the frame relative to the navigation area (x, 0, w, navigation height), whether the
    /// page is hidden (stacked beyond `stackedLayers`, not drawn), its overlay's opacity (≥ 0) and whether its
    /// view is attached (R2, last line).
    public var layout: StackedPageLayout
    /// The page's view controller type.
    public var type: String
    /// The page's title, if any.
    public var title: String?
    /// The page's own inner layout (pager, header or page stack), relative to its frame; nil when it has none.
    /// The last page's equals `StateLayout.top`. Drawn by the SVG; not part of the §6 JSON.
    public var inner: InnerLayout?
    /// The page's navigation bar, relative to its frame (§4 `navigationBar`, §6); nil when the page hides it.
    public var navigationBar: Rect?

    /// The scene page's id.
    public var page: PageID { PageID(layout.page) }
}

/// The inner layout of the last page of the path (§6 `top`), relative to that page's frame.
public enum InnerLayout: Sendable, Hashable {
    /// A pager at rest (R3).
    case pager(PagerInnerLayout)
    /// A nested header whose menu is the page's pager bar (R4).
    case header(HeaderInnerLayout)
    /// A page stack, settled (R5).
    case stack(StackInnerLayout)

    /// `pager`, `header` or `stack`: the JSON `kind`.
    public var kind: String {
        switch self {
        case .pager: "pager"
        case .header: "header"
        case .stack: "stack"
        }
    }
}

/// A pager at rest (R3): the runtime layout plus what people need to read it.
public struct PagerInnerLayout: Sendable, Hashable {
    /// The runtime layout: bar and content relative to the page, cells and line relative to the bar, pages
    /// relative to the content scroll view's content.
    public var layout: PagerLayout
    /// The tab titles, in order.
    public var titles: [String]
    /// The page each tab shows, in order.
    public var pages: [PageID]
}

/// A nested sticky header (R4) over the page's pager.
public struct HeaderInnerLayout: Sendable, Hashable {
    /// The pager under the header: its bar is the menu, its content the content scroll view (both relative to
    /// the main scroll view's content).
    public var pager: PagerInnerLayout
    /// The runtime header in a host the size of the page: its `main` scroll view relative to the page, its
    /// `header` and `menu` (equal to `pager.layout.bar`) relative to main's content, `mainContentSize` and
    /// the sticky threshold `sill`.
    public var nested: NestedHeader
    /// The vertical offset of the main scroll view, clamped to [0, sill].
    public var offset: Double
}

/// A page stack, settled (R5).
public struct StackInnerLayout: Sendable, Hashable {
    /// The views, root first; the last one is shown.
    public var views: [ViewID]
    /// The view types, parallel to `views`.
    public var types: [String]
    /// The shown view's settled frame (0, ti, W, H − ti − bi), relative to the page.
    public var view: Rect
}
