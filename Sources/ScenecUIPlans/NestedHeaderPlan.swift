public import ScenecRuntime

/// The view commands of a nested sticky header (R4, Aquaman): a vertical main scroll view holding a header
/// view, the pager's bar as the menu, and the pager's content scroll view; the menu pins `pinHeight` points
/// below the top once the header has scrolled away.
///
/// Frames come from `NestedHeader` (main, header, menu, content, content size, offset clamping) and the pager's
/// from `PagerPlan` in `.header(bar: menu, content: content)`. Views it sets, besides the pager's:
/// `header.main` (frame, content size, vertical offset) and `header.header` (frame).
///
/// The hand-off between the main scroll view and the selected page's scroll view is `StickyScroll`'s: the
/// container observes both scroll views (pages never call back) and reports what they tried to do with
/// `mainDidScroll(to:)` and `childDidScroll(to:)`; when `StickyScroll` holds a view elsewhere, the plan sends
/// `setContentOffset` for `header.main` or for the selected page's scroll view, `<child id>.scroll`.
public struct NestedHeaderPlan: Sendable, Hashable {
    /// The runtime header geometry.
    public private(set) var header: NestedHeader
    /// The pager under the header.
    public private(set) var pagerPlan: PagerPlan
    /// The sticky hand-off state.
    public private(set) var sticky: StickyScroll
    private var properties = ViewProperties()

    /// A plan for `header` over `pager` (its selection is the initial page; `header.pageCount` and
    /// `header.originIndex` are taken from it), whose pages have `reuseIdentifiers`.
    public init(header: NestedHeader, pager: Pager, reuseIdentifiers: [String?]) {
        var header = header
        header.pageCount = pager.tabs.count
        header.originIndex = pager.selected
        self.header = header
        pagerPlan = PagerPlan(
            pager: pager, reuseIdentifiers: reuseIdentifiers, frames: .header(bar: header.menu, content: header.content)
        )
        sticky = StickyScroll(sill: header.sill)
    }

    /// The main scroll view's vertical offset laid out.
    public var offset: Double { sticky.mainOffset }

    /// The id of the selected page's scroll view, when the page has a controller.
    public var childScrollID: ViewTarget? { pagerPlan.selectedChild.map { .childScrollView($0) } }

    private mutating func headerChanges() -> [ViewCommand] {
        properties.changes(to: [
            .setFrame(.headerMain, header.main),
            .setContentSize(.headerMain, header.mainContentSize),
            .setFrame(.header, header.header),
            .setContentOffset(.headerMain, Point(x: 0, y: sticky.mainOffset)),
        ])
    }

    /// The commands that show the header and the pager with its initial page.
    public mutating func load() -> [ViewCommand] {
        properties.reset()
        return headerChanges() + pagerPlan.load()
    }

    /// The host view changed size or top safe area (the part of the status bar it is under, the header's top
    /// guide): everything is laid out again; the offset is clamped to the new sill.
    public mutating func setHostSize(_ size: Size, safeAreaTop: Double = 0) -> [ViewCommand] {
        header.hostSize = size
        header.topGuide = safeAreaTop
        return relayout { $0.setFrames($1) }
    }

    /// The size class changed: the pager takes `metrics` and the menu `menuHeight` (the header's own, or the
    /// new `pagerBarHeight`); everything is laid out again, the offset clamped to the new sill.
    public mutating func setMetrics(_ metrics: Metrics, menuHeight: Double) -> [ViewCommand] {
        header.menuHeight = menuHeight
        return relayout { $0.setMetrics(metrics, frames: $1) }
    }

    /// The header's frames after a change of its geometry, then the pager's in the new menu and content.
    private mutating func relayout(_ pager: (inout PagerPlan, PagerPlan.Frames) -> [ViewCommand]) -> [ViewCommand] {
        let old = sticky.mainOffset
        sticky = StickyScroll(sill: header.sill)
        sticky.mainDidScroll(to: header.clampedOffset(old))
        return headerChanges() + pager(&pagerPlan, .header(bar: header.menu, content: header.content))
    }

    /// Scrolls the main scroll view to `y` (a script's `setHeaderOffset`), clamped to [0, sill].
    public mutating func setOffset(_ y: Double) -> [ViewCommand] {
        sticky = StickyScroll(sill: header.sill)
        sticky.mainDidScroll(to: header.clampedOffset(y))
        return headerChanges()
    }

    /// The main scroll view scrolled to `y` (observed): when the hand-off holds it elsewhere (at the sill once
    /// the menu is pinned), the command that puts it back.
    public mutating func mainDidScroll(to y: Double) -> [ViewCommand] {
        let held = sticky.mainDidScroll(to: y)
        let command = ViewCommand.setContentOffset(.headerMain, Point(x: 0, y: held))
        _ = properties.changes(to: [command])
        return held == y ? [] : [command]
    }

    /// The selected page's scroll view scrolled to `y` relative to its origin (observed): while the header
    /// still scrolls, the command that holds it at its origin.
    public mutating func childDidScroll(to y: Double) -> [ViewCommand] {
        let held = sticky.childDidScroll(to: y)
        guard held != y, let id = childScrollID else { return [] }
        return [.setContentOffset(id, Point(x: 0, y: held))]
    }

    /// Runs a pager operation (select, drag, appearance) on the pager under the header. The header owns the
    /// pager's frames (`NestedHeader.menu` and `content`): an operation that moved them elsewhere
    /// (`setFrames`) is undone, so the pager's frames stay the runtime's.
    public mutating func withPager<Result>(_ body: (inout PagerPlan) -> Result) -> Result {
        let result = body(&pagerPlan)
        _ = restorePagerFrames()
        return result
    }

    /// Runs a pager operation that returns commands (nil for a refused one) on the pager under the header;
    /// when it moved the pager's frames, the commands that put them back follow its own.
    public mutating func withPager(_ body: (inout PagerPlan) -> [ViewCommand]?) -> [ViewCommand]? {
        let result = body(&pagerPlan)
        let restored = restorePagerFrames()
        return result.map { $0 + restored } ?? (restored.isEmpty ? nil : restored)
    }

    private mutating func restorePagerFrames() -> [ViewCommand] {
        let frames = PagerPlan.Frames.header(bar: header.menu, content: header.content)
        return pagerPlan.frames == frames ? [] : pagerPlan.setFrames(frames)
    }

    /// Selects pager tab `index` (see `PagerPlan.select`).
    public mutating func select(_ index: Int, animated: Bool = false) -> [ViewCommand]? {
        pagerPlan.select(index, animated: animated)
    }

    /// A horizontal drag of the content (see `PagerPlan.dragChanged`).
    public mutating func dragChanged(contentOffsetX x: Double) -> [ViewCommand] {
        pagerPlan.dragChanged(contentOffsetX: x)
    }

    /// The end of a horizontal drag (see `PagerPlan.dragEnded`).
    public mutating func dragEnded(contentOffsetX x: Double) -> [ViewCommand] {
        pagerPlan.dragEnded(contentOffsetX: x)
    }

    /// The container's own appearance, forwarded to the shown page.
    public mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
    {
        pagerPlan.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated)
    }
}
