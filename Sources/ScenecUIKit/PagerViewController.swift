public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// A pager (R3, JCPageController), optionally under a nested sticky header (R4, Aquaman): a bar of tab cells
/// with an underline over a paging scroll view of page controllers. Frames, selection, scales, reuse and
/// appearance come from `PagerPlan` / `NestedHeaderPlan`; this class applies their commands.
///
/// It observes its scroll views itself (it is their delegate): a scroll of the content view that it did not
/// make is a drag, which settles when the finger lifts without momentum
/// (`scrollViewDidEndDragging(_:willDecelerate:)` with false) or when the deceleration ends. Under a header it also becomes the delegate of the
/// main scroll view and of the selected page's scroll view (the page's root view when it is a `UIScrollView`,
/// else its first scroll view subview) when that one has no delegate, so pages never call back; a page that
/// keeps its own delegate forwards with `childScrollViewDidScroll(_:)`.
///
/// Cells are `TabItemView`s: they draw the tab's title at the runtime's scale (`setScale` commands) and are
/// accessibility elements with the title as label, the `.button` trait, and `.selected` on the selected one;
/// the bar has the `.tabBar` trait. A tap on a cell selects its tab (each cell is a control with that action from
/// the start).
@MainActor
public final class PagerViewController: SceneContainerController, UIScrollViewDelegate {
    /// Makes the controller of a page: the tab index and the scene page it shows.
    public typealias PageFactory = @MainActor (_ tab: Int, _ page: String) -> UIViewController
    /// Prepares a reused controller to show another tab.
    public typealias ReuseHandler = @MainActor (_ controller: UIViewController, _ tab: Int, _ page: String) -> Void

    private enum Plan {
        case pager(PagerPlan)
        case header(NestedHeaderPlan)
    }

    private var plan: Plan
    private let pages: [String]
    private let makePage: PageFactory
    private let reusePage: ReuseHandler
    private var controllers: [String: UIViewController] = [:]
    private var applying = false

    /// The main scroll view (under a header; nil for a plain pager).
    public let mainScrollView: UIScrollView?
    /// The header view (under a header; nil for a plain pager); the app adds its content.
    public let headerView: UIView?
    /// The bar (the header's menu).
    public let barView = UIScrollView(frame: .zero)
    /// The tab cells, in tab order (`TabItemView`s).
    public let cells: [UIView]
    /// The underline.
    public let lineView = UIView(frame: .zero)
    /// The bar's bottom hairline.
    public let hairlineView = UIView(frame: .zero)
    /// The paging scroll view of the pages.
    public let contentView = UIScrollView(frame: .zero)
    /// The title scale of each cell (R3 `scaleSelectedBar`), for the app's cell content to apply.
    public private(set) var cellScales: [Double]
    /// Called with the new tab each time the selection changes (a cell tapped, a swipe settled, `selectTab`),
    /// after the change is shown. A scene's root controller sets it to report to its `observer`.
    public var tabSelectionHandler: (@MainActor (Int) -> Void)?

    /// A pager showing `pager` (its selection is the initial tab); `tabs` gives each tab's title, page and reuse
    /// identifier.
    public init(
        pager: Pager, tabs: [ScenePagerTab], makePage: @escaping PageFactory,
        reusePage: @escaping ReuseHandler = { _, _, _ in }
    ) {
        plan = .pager(
            PagerPlan(pager: pager, reuseIdentifiers: tabs.map(\.reuse), frames: .view(Size(width: 0, height: 0))))
        mainScrollView = nil
        headerView = nil
        (pages, cells, cellScales) = Self.parts(tabs)
        self.makePage = makePage
        self.reusePage = reusePage
        super.init(nibName: nil, bundle: nil)
        installCellActions()
    }

    /// A pager under the nested header `header` (its host size is set by layout).
    public init(
        header: NestedHeader, pager: Pager, tabs: [ScenePagerTab], makePage: @escaping PageFactory,
        reusePage: @escaping ReuseHandler = { _, _, _ in }
    ) {
        var header = header
        header.hostSize = Size(width: 0, height: 0)
        safeAreaTop = header.topGuide
        plan = .header(NestedHeaderPlan(header: header, pager: pager, reuseIdentifiers: tabs.map(\.reuse)))
        mainScrollView = UIScrollView(frame: .zero)
        headerView = UIView(frame: .zero)
        (pages, cells, cellScales) = Self.parts(tabs)
        self.makePage = makePage
        self.reusePage = reusePage
        super.init(nibName: nil, bundle: nil)
        installCellActions()
    }

    private static func parts(_ tabs: [ScenePagerTab]) -> ([String], [UIView], [Double]) {
        let cells = tabs.map { TabItemView(title: $0.title) }
        return (tabs.map(\.page), cells, tabs.map { _ in 1 })
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The part of the status bar its page is under, in points (its page's `safeAreaInsets.top` as the runtime
    /// lays the scene out, `SceneContainer.pageSafeAreaTop`): the bar, or the header's main scroll view (the
    /// header's top guide), starts below it. The scene's root controller sets it; a pager used on its own
    /// starts with 0, or its header's `topGuide`, until the app sets it.
    public var safeAreaTop: Double = 0 {
        didSet {
            if safeAreaTop != oldValue, isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// The pager plan (the header's pager under a header).
    public var pagerPlan: PagerPlan {
        switch plan {
        case .pager(let pager): pager
        case .header(let header): header.pagerPlan
        }
    }

    /// The header plan, under a header.
    public var headerPlan: NestedHeaderPlan? {
        if case .header(let header) = plan { header } else { nil }
    }

    /// The page controllers, by child id (`pager.vc.0`, `pager.page.2`).
    public var pageControllers: [String: UIViewController] { controllers }

    /// Whether the selected page's scroll view answers a tap on the status bar (`scrollsToTop`); the other pages'
    /// never do. The scene's root controller sets it to false for pagers that are not on its top page.
    public var selectedPageScrollsToTop = true {
        didSet { updatePagesScrollToTop() }
    }

    /// The controller of the selected page.
    public var selectedPageController: UIViewController? { pagerPlan.selectedChild.flatMap { controllers[$0] } }

    override public func viewDidLoad() {
        super.viewDidLoad()
        let host: UIView
        if let mainScrollView, let headerView {
            view.addSubview(mainScrollView)
            mainScrollView.addSubview(headerView)
            mainScrollView.delegate = self
            host = mainScrollView
        } else {
            host = view
        }
        host.addSubview(contentView)
        host.addSubview(barView)
        barView.accessibilityTraits = .tabBar
        barView.addSubview(hairlineView)
        for cell in cells { barView.addSubview(cell) }
        barView.addSubview(lineView)
        contentView.isPagingEnabled = true
        contentView.delegate = self
        configureOwnScrollViews()
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        defer { updateLayoutDirection() }
        switch plan {
        case .pager(var pager):
            let frames = PagerPlan.Frames.view(size, safeAreaTop: safeAreaTop)
            guard pager.frames != frames || pager.scene.children.isEmpty else { return }
            let first = pager.scene.children.isEmpty
            var commands = pager.setFrames(frames)
            if first { commands = pager.load() }
            plan = .pager(pager)
            apply(commands)
        case .header(var header):
            let first = header.pagerPlan.scene.children.isEmpty
            guard header.header.hostSize != size || header.header.topGuide != safeAreaTop || first else { return }
            var commands = header.setHostSize(size, safeAreaTop: safeAreaTop)
            if first { commands = header.load() }
            plan = .header(header)
            apply(commands)
        }
    }

    /// The size class changed: the pager is laid out with `metrics` (bar height, line width, selected scale),
    /// under a header with the menu height `menuHeight` (the header's own, or the new `pagerBarHeight`),
    /// keeping its selection.
    public func setMetrics(_ metrics: Metrics, menuHeight: Double? = nil) {
        switch plan {
        case .pager(var pager):
            let commands = pager.setMetrics(metrics)
            plan = .pager(pager)
            apply(commands)
        case .header(var header):
            let commands = header.setMetrics(metrics, menuHeight: menuHeight ?? header.header.menuHeight)
            plan = .header(header)
            apply(commands)
        }
    }

    /// Mirrors the pager when its view's effective layout direction (`semanticContentAttribute`) changed.
    public func updateLayoutDirection() {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard rightToLeft != pagerPlan.isRightToLeft, !pagerPlan.scene.children.isEmpty else { return }
        apply(update { $0.setRightToLeft(rightToLeft) } ?? [])
    }

    /// Runs `body` on the pager plan (the header's pager under a header), or `header` on the header plan.
    private func update(
        _ body: (inout PagerPlan) -> [ViewCommand]?,
        header: ((inout NestedHeaderPlan) -> [ViewCommand])? = nil
    ) -> [ViewCommand]? {
        switch plan {
        case .pager(var pager):
            guard header == nil else { return nil }
            let commands = body(&pager)
            plan = .pager(pager)
            return commands
        case .header(var nested):
            let commands = header.map { $0(&nested) } ?? nested.withPager(body)
            plan = .header(nested)
            return commands
        }
    }

    override func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {
        let commands = update { $0.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated) }
        apply(commands ?? [])
    }

    /// Selects tab `index` (what tapping its cell does). False when `index` is out of range.
    @discardableResult
    public func selectTab(_ index: Int) -> Bool {
        let old = pagerPlan.pager.selected
        guard let commands = update({ $0.select(index) }) else { return false }
        apply(commands)
        reportSelection(from: old)
        return true
    }

    /// Calls `tabSelectionHandler` when the selected tab is no longer `old`.
    private func reportSelection(from old: Int) {
        let selected = pagerPlan.pager.selected
        guard selected != old else { return }
        tabSelectionHandler?(selected)
        selectedPageDidChange()  // PagerViewController+Accessibility.swift
    }

    /// Scrolls the header to vertical offset `y` (clamped to [0, sill]). False without a header.
    @discardableResult
    public func setHeaderOffset(_ y: Double) -> Bool {
        guard headerPlan != nil else { return false }
        apply(update({ _ in [] }, header: { $0.setOffset(y) }) ?? [])
        return true
    }

    /// Tells the header that the selected page's scroll view scrolled (for pages that keep their own scroll
    /// view delegate).
    public func childScrollViewDidScroll(_ scrollView: UIScrollView) {
        let y = Double(scrollView.contentOffset.y)
        apply(update({ _ in [] }, header: { $0.childDidScroll(to: y) }) ?? [])
    }

    /// The selected page's scroll view: its root view when it is a scroll view, else its first scroll view
    /// subview.
    public var selectedPageScrollView: UIScrollView? {
        guard let view = selectedPageController?.view else { return nil }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    /// A memory warning: the page controllers kept off screen (pooled ones, for pages with a `reuse:` identifier)
    /// whose page is neither selected nor next to it give up their views (`view = nil`, as UIKit lets a
    /// controller whose view is in no window do: https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
    /// The controllers stay in the pool with their state; a page shown again loads a new view and gets its frame
    /// from the commands that attach it. Pages without `reuse:` have nothing to release: the plan keeps their
    /// controllers only while their page is shown. Returns the child ids released, sorted.
    @discardableResult
    public func releaseOffscreenPageViews() -> [String] {
        let plan = pagerPlan
        let selected = plan.pager.selected
        let attached = Set(plan.scene.children.filter(\.isAttached).map(\.id))
        var released: [String] = []
        for (id, controller) in controllers where !attached.contains(id) {
            guard let page = plan.pageOfChild[id], abs(page - selected) > 1, let view = controller.viewIfLoaded,
                view.superview == nil
            else { continue }
            controller.view = nil
            released.append(id)
        }
        return released.sorted()
    }

    // MARK: UIScrollViewDelegate

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !applying else { return }
        if scrollView === contentView {
            let x = Double(scrollView.contentOffset.x)
            apply(update { $0.dragChanged(contentOffsetX: x) } ?? [])
        } else if scrollView === mainScrollView {
            let y = Double(scrollView.contentOffset.y)
            apply(update({ _ in [] }, header: { $0.mainDidScroll(to: y) }) ?? [])
        } else if scrollView === selectedPageScrollView {
            childScrollViewDidScroll(scrollView)
        }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settleDrag(of: scrollView)
    }

    /// A drag released without momentum stops where the finger lifted, and UIKit sends no
    /// `scrollViewDidEndDecelerating(_:)` then ("If the value is false, scrolling stops immediately upon
    /// touch-up": https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)),
    /// so the drag settles here.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settleDrag(of: scrollView) }
    }

    /// The content view's drag ends at its offset: the plan settles on a tab.
    private func settleDrag(of scrollView: UIScrollView) {
        guard scrollView === contentView else { return }
        let old = pagerPlan.pager.selected
        let x = Double(scrollView.contentOffset.x)
        apply(update { $0.dragEnded(contentOffsetX: x) } ?? [])
        reportSelection(from: old)
    }

    // MARK: Commands

    private func makeController(_ id: String) -> UIViewController {
        let tab = pagerPlan.pageOfChild[id] ?? 0
        return makePage(tab, page(ofTab: tab))
    }

    /// The scene page tab `tab` shows ("" for a tab out of range).
    private func page(ofTab tab: Int) -> String {
        pages.indices.contains(tab) ? pages[tab] : ""
    }

    /// The pager's own view that `target` names; nil for children and for targets of other containers.
    private func view(for target: ViewTarget) -> UIView? {
        switch target {
        case .pagerBar: barView
        case .pagerLine: lineView
        case .pagerHairline: hairlineView
        case .pagerContent: contentView
        case .headerMain: mainScrollView
        case .header: headerView
        case .pagerCell(let index): cells.indices.contains(index) ? cells[index] : nil
        case .childScrollView: selectedPageScrollView
        default: nil
        }
    }

    func apply(_ commands: [ViewCommand]) {
        applying = true
        defer { applying = false }
        for command in commands { apply(command) }
        if let scroll = selectedPageScrollView, scroll.delegate == nil, headerPlan != nil { scroll.delegate = self }
        updatePagesScrollToTop()
    }

    /// Applies a command to the page controller it names, else to the named view of the bar, the content or the
    /// header.
    private func apply(_ command: ViewCommand) {
        if let child = apply(command, toChildIn: &controllers, in: contentView, make: makeController) {
            if case .reuse(_, let tab) = command { reusePage(child, tab, page(ofTab: tab)) }
            return
        }
        let target = view(for: command.target)
        switch command {
        case .setFrame(_, let rect): target?.frame = CGRect(rect)
        case .setHidden(_, let hidden): target?.isHidden = hidden
        case .setAlpha(_, let alpha): target?.alpha = CGFloat(alpha)
        case .setContentSize(_, let size):
            (target as? UIScrollView)?.contentSize = CGSize(width: size.width, height: size.height)
        case .setContentOffset(_, let point):
            let offset = CGPoint(x: point.x, y: point.y)
            if let scroll = target as? UIScrollView, scroll.contentOffset != offset {
                scroll.contentOffset = offset
            }
        case .setSelected(_, let selected):
            (target as? TabItemView)?.isSelected = selected
        case .setScale(_, let scale):
            guard case .pagerCell(let index) = command.target, cellScales.indices.contains(index) else { return }
            cellScales[index] = scale
            (cells[index] as? TabItemView)?.titleScale = scale
        // Commands for a page controller that no longer exists, and overlays, which a pager does not have.
        case .addChild, .insertView, .didMoveToParent, .willMoveToNilParent, .removeView, .removeFromParent,
            .beginAppearance, .endAppearance, .reuse, .setOverlay:
            break
        }
    }
}
