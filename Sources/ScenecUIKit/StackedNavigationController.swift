public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// A tab's navigation. In stacked style (R2, SPStackedNavigationController): pages side by side, half or full
/// width, stacked three deep on the left with a darkening overlay; every frame comes from `StackedNavigationPlan`,
/// which takes it from `StackedNavigationLayout`, and this class only applies the plan's commands and forwards
/// events. In push style (§9.1) its pages are a `UINavigationController`'s (`pushStyleController`, filling its
/// view; StackedNavigationController+PushStyle.swift): the plan stays the model and UIKit's stack follows it.
///
/// The pan gesture lives in the iOS-only `StackedNavigationController+Gesture.swift`; it forwards each phase to
/// `handlePan(_:translationX:velocityX:)`, which tests call directly.
///
/// A navigation that a `SceneRootViewController` makes (one per tab) is driven by that controller's plan: its
/// `plan` is the tab's, and its `push`, `pop`, `popTo`, `popToRoot`, `activate` and drag methods run on the
/// tab's navigation through the root controller, which applies the commands and reports the changes to its
/// observer.
@MainActor
public final class StackedNavigationController: SceneContainerController {
    /// Makes the controller of a page instance.
    public typealias PageFactory = @MainActor (StackedPage) -> UIViewController

    /// The plan: its own, or the tab's navigation plan of the `SceneRootViewController` that drives it.
    public var plan: StackedNavigationPlan? { host?.navigationPlan(of: self) ?? ownPlan }
    /// The plan, when this controller owns it; nil when a `SceneRootViewController` drives it.
    private var ownPlan: StackedNavigationPlan?
    /// The root controller that drives this navigation, for one it made.
    weak var host: (any StackedNavigationHost)?
    private let makePage: PageFactory
    var controllers: [String: UIViewController] = [:]
    var wrappers: [String: PageWrapperView] = [:]
    /// The back button of each page that shows one, by instance id (the item below the page's own).
    var backItems: [String: UINavigationItem] = [:]
    /// Push style: the navigation controller showing the pages (StackedNavigationController+PushStyle.swift).
    var pushNavigation: PushStyleNavigationController?
    /// Its delegate (the navigation's own would make the UIKit delegate methods public API).
    let pushStyleDelegate = PushStyleDelegate()
    /// Whether the navigation controller was last told it appears (the container's appearance, not a push's).
    var pushNavigationVisible = false
    /// Whether the navigation controller's appearance transition waits for its end.
    var pushNavigationAppearancePending = false
    /// Whether the next stack change in push style animates (a scene-driven push the plan does not animate).
    var animatesNextChange = false
    /// Whether a sync of UIKit's stack waits for the transition in flight to end.
    var isSyncQueued = false
    /// The stack the layer last gave UIKit (push style): a `didShow` of another one is the user's pop.
    var syncedStack: [ObjectIdentifier] = []
    /// The R6 transition an interactive pan drives, between its began and ended.
    var interactiveTransition: PushStyleTransition?
    /// The delegate of every page's bar: the back button pops through the plan.
    private lazy var barDelegate = NavigationBarDelegate(
        shouldPop: { [weak self] bar in self?.backButtonTapped(on: bar) ?? false },
        position: { [weak self] _ in self?.barPosition ?? .top })

    /// Where its pages' bars are (`UIBarPositioningDelegate.position(for:)`): `.topAttached` when the navigation's
    /// view is at the top of its window, so its bars abut the status bar and draw their background up through
    /// it, as `UINavigationController`'s bar does; `.top` otherwise (a navigation lower in the window, or one in
    /// no window), Apple's default for a navigation bar
    /// (https://developer.apple.com/documentation/uikit/uibarposition/topattached).
    var barPosition: UIBarPosition {
        guard isViewLoaded else { return .top }
        var y = view.frame.minY
        var current: UIView = view
        while let superview = current.superview {
            y += superview.frame.minY - superview.bounds.minY
            current = superview
        }
        return current is UIWindow && y == 0 ? .topAttached : .top
    }

    /// A navigation that owns its plan, showing `navigation` (its pages' controllers made by `makePage`) in
    /// `style`: stacked (R2) in its own views, push style (§9.1) in a `UINavigationController` child
    /// (`pushStyleController`).
    public init(
        navigation: StackedNavigation, metrics: Metrics = .standard, style: NavigationStyle = .stacked,
        makePage: @escaping PageFactory
    ) {
        self.makePage = makePage
        ownPlan = StackedNavigationPlan(
            navigation: navigation, size: Size(width: 0, height: 0), metrics: metrics, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    /// A navigation driven by a parent's plan (commands arrive through `apply(_:)`).
    init(hostedBy makePage: @escaping PageFactory) {
        self.makePage = makePage
        ownPlan = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The page controllers, by instance id.
    public var pageControllers: [String: UIViewController] { controllers }

    /// The view that holds page `id` (its frame, hidden flag and overlay are the plan's); nil when detached. In push
    /// style, the page controller's own view, which its navigation controller lays out.
    public func pageView(_ id: String) -> UIView? {
        if pushNavigation != nil { return controllers[id]?.viewIfLoaded }
        return wrappers[id]
    }

    /// The navigation bar of page `id` (a system `UINavigationBar` over the page's top, §4 `navigationBar`); nil
    /// when the page hides it, is detached, or the navigation is not a `SceneRootViewController`'s. In push style,
    /// the navigation controller's bar, for its top page when shown.
    public func navigationBar(of id: String) -> UINavigationBar? {
        if let pushNavigation {
            guard let controller = controllers[id], pushNavigation.topViewController === controller,
                !pushNavigation.isNavigationBarHidden
            else { return nil }
            return pushNavigation.navigationBar
        }
        return wrappers[id]?.navigationBar
    }

    /// The opacity of page `id`'s overlay.
    public func overlayOpacity(of id: String) -> Double { Double(wrappers[id]?.overlay.alpha ?? 0) }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceLeftToRight  // R2 is a left-to-right layout in every language.
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let pushNavigation, pushNavigation.view.frame != view.bounds { pushNavigation.view.frame = view.bounds }
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        guard var plan = ownPlan, plan.size != size || plan.scene.children.isEmpty else { return }
        let commands = plan.resize(to: size)
        ownPlan = plan
        apply(commands)
    }

    override func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {
        guard var plan = ownPlan else { return }
        let commands = plan.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated)
        ownPlan = plan
        apply(commands)
    }

    private func run(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    )
        throws(StackedNavigationError)
    {
        if let host {
            try host.run(on: self, body)
            return
        }
        guard var plan = ownPlan else { return }
        let commands = try body(&plan)
        ownPlan = plan
        apply(commands)
    }

    /// Pushes `page` (R2).
    public func push(_ page: StackedPage, activate: Bool = true) throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.push(page, activate: activate) }
    }

    /// Pops the top page.
    public func pop() throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.pop() }
    }

    /// Pops down to the page with instance id `id`.
    public func popTo(_ id: String) {
        try? run { plan in plan.popTo(id) }
    }

    /// Pops to the root (keeping a half root's neighbour).
    public func popToRoot() throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.popToRoot() }
    }

    /// Activates page `index`.
    public func activate(_ index: Int) throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.activate(index) }
    }

    /// A horizontal pan began.
    public func dragBegan() {
        try? run { plan in
            plan.dragBegan()
            return []
        }
    }

    /// The pan moved `translationX` points from where it began.
    public func dragChanged(translationX: Double) {
        try? run { plan in plan.dragChanged(translationX: translationX) }
    }

    /// The pan ended with horizontal velocity `velocityX`.
    public func dragEnded(velocityX: Double) {
        try? run { plan in plan.dragEnded(velocityX: velocityX) }
    }

    /// The system cancelled the pan: the pages go back to where the drag began.
    public func dragCancelled() {
        try? run { plan in plan.dragCancelled() }
    }

    /// The scene's bar of a page `width` points wide: its frame relative to the page and the scene's title; nil
    /// when the page hides its bar.
    typealias BarLayout = @MainActor (_ page: StackedPage, _ width: Double) -> (frame: Rect, title: String?)?

    /// Gives every page with a view a navigation bar as `UINavigationController` gives its top child one: the
    /// page's `navigationItem` (its title the scene's `title:` unless the app set one, the app's bar button
    /// items), below a back item for the page beneath when the page can pop (the last page, not the root); the
    /// page's safe area grows by the bar's height (`additionalSafeAreaInsets.top`). `configure` is called with
    /// each bar made (the app's `SceneAppearance`).
    func updateNavigationBars(layout: BarLayout, configure: (UINavigationBar) -> Void) {
        guard let pages = plan?.navigation.pages else { return }
        for (index, page) in pages.enumerated() {
            guard let wrapper = wrappers[page.id], let controller = controllers[page.id] else { continue }
            guard let bar = layout(page, Double(wrapper.frame.width)) else {
                wrapper.setNavigationBar(nil)
                continue
            }
            let navigationBar = wrapper.navigationBar ?? makeBar(in: wrapper, configure: configure)
            navigationBar.frame = CGRect(bar.frame)
            // UIKit asks a bar's delegate for its position only when the bar enters a window ("in its new window":
            // https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)); when the
            // navigation moved to or from the window's top since, the bar enters again so that it asks again.
            if let superview = navigationBar.superview, navigationBar.barPosition != barPosition,
                let index = superview.subviews.firstIndex(where: { $0 === navigationBar })
            {
                navigationBar.removeFromSuperview()
                superview.insertSubview(navigationBar, at: index)
            }
            if controller.additionalSafeAreaInsets.top != CGFloat(bar.frame.height) {
                controller.additionalSafeAreaInsets.top = CGFloat(bar.frame.height)
            }
            let item = controller.navigationItem
            if item.title == nil, let title = bar.title { item.title = title }
            var items = [item]
            if index == pages.count - 1, index > 0 {
                let below = controllers[pages[index - 1].id]?.navigationItem
                let back = backItems[page.id] ?? UINavigationItem(title: "")
                back.title = below?.title
                back.backButtonTitle = below?.backButtonTitle
                backItems[page.id] = back
                items.insert(back, at: 0)
            } else {
                backItems[page.id] = nil
            }
            let shown = navigationBar.items ?? []
            if shown.count != items.count || zip(shown, items).contains(where: { $0 !== $1 }) {
                navigationBar.setItems(items, animated: false)
            }
        }
    }

    private func makeBar(in wrapper: PageWrapperView, configure: (UINavigationBar) -> Void) -> UINavigationBar {
        let bar = UINavigationBar(frame: .zero)
        bar.delegate = barDelegate
        configure(bar)
        // Large titles make the bar taller than `navigationBarHeight`, which the layout (and the safe area it gives
        // the page) assumes: they are not supported, whatever the app's appearance sets (ContainersInDepth).
        #if !os(tvOS)
            bar.prefersLargeTitles = false
        #endif
        wrapper.setNavigationBar(bar)
        return bar
    }

    /// Every bar made, for a new appearance.
    var navigationBars: [UINavigationBar] {
        wrappers.values.compactMap(\.navigationBar) + (pushNavigation.map { [$0.navigationBar] } ?? [])
    }

    /// R6: the top page's bar follows the transition's alpha (`navBarAlpha`); in push style, the navigation
    /// controller's bar.
    func setNavigationBarAlpha(_ alpha: Double) {
        if let pushNavigation {
            pushNavigation.navigationBar.alpha = CGFloat(alpha)
            return
        }
        guard let top = plan?.navigation.top?.id else { return }
        wrappers[top]?.navigationBar?.alpha = CGFloat(alpha)
    }

    /// The back button of `bar` was tapped: the top page pops through the plan, as every pop does (the root's
    /// observer hears it); the bar's own stack is left to `updateNavigationBars` (false: UIKit pops no item).
    private func backButtonTapped(on bar: UINavigationBar) -> Bool {
        guard let top = plan?.navigation.top?.id, wrappers[top]?.navigationBar === bar else { return false }
        try? pop()
        return false
    }

    /// Applies the plan's commands, in order; ids are page instance ids. In push style they become UIKit's stack
    /// (`applyPushStyle`); after a switch back to stacked style the plan's scene is shown from scratch.
    func apply(_ commands: [ViewCommand], pagesByID: [String: StackedPage] = [:]) {
        if plan?.style == .push {
            applyPushStyle(commands)
            return
        }
        if pushNavigation != nil {
            leavePushStyle()
            return
        }
        applyStacked(commands, pagesByID: pagesByID)
    }

    /// Applies stacked style's commands to the wrappers, in order.
    func applyStacked(_ commands: [ViewCommand], pagesByID: [String: StackedPage] = [:]) {
        for command in commands { apply(command, pagesByID: pagesByID) }
    }

    func controller(_ id: String, pagesByID: [String: StackedPage]) -> UIViewController {
        if let existing = controllers[id] { return existing }
        let page = pagesByID[id] ?? plan?.navigation.pages.first { $0.id == id } ?? StackedPage(id: id)
        let made = makePage(page)
        controllers[id] = made
        return made
    }

    private func wrapper(_ id: String, pagesByID: [String: StackedPage]) -> PageWrapperView {
        if let existing = wrappers[id] { return existing }
        let page = controller(id, pagesByID: pagesByID)
        let hosted = page.children.first { $0 is PagerViewController || $0 is PageStackViewController }
        // A page whose view was released (the app set `view = nil`) loads a new one here; the container it hosts
        // keeps its view and state and goes back on top of the reloaded view.
        if let hosted, hosted.view.superview !== page.view { page.view.addSubview(hosted.view) }
        let made = PageWrapperView(content: page.view, hosted: hosted?.view)
        wrappers[id] = made
        return made
    }

    private func apply(_ command: ViewCommand, pagesByID: [String: StackedPage]) {
        // A navigation's commands act on its pages only, by instance id.
        guard case .child(let id) = command.target else { return }
        switch command {
        case .addChild: addChild(controller(id, pagesByID: pagesByID))
        case .insertView(_, let index): view.insertSubview(wrapper(id, pagesByID: pagesByID), at: index)
        case .didMoveToParent: controllers[id]?.didMove(toParent: self)
        case .willMoveToNilParent: controllers[id]?.willMove(toParent: nil)
        case .removeView: wrappers[id]?.removeFromSuperview()
        case .removeFromParent:
            controllers[id]?.removeFromParent()
            controllers[id] = nil
            wrappers[id] = nil
            backItems[id] = nil
        case .setFrame(_, let rect): wrapper(id, pagesByID: pagesByID).setFrame(CGRect(rect))
        case .setHidden(_, let hidden): wrappers[id]?.isHidden = hidden
        case .setAlpha(_, let alpha): wrappers[id]?.alpha = CGFloat(alpha)
        case .setOverlay(_, let opacity): wrappers[id]?.setOverlay(opacity)
        case .beginAppearance(_, let appearing, let animated):
            controllers[id]?.beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance: controllers[id]?.endAppearanceTransition()
        case .setContentSize, .setContentOffset, .setSelected, .setScale, .reuse: break
        }
    }
}

/// The root controller that drives a `StackedNavigationController` it made: the navigation's plan is one of its
/// own, and operations on the navigation run there.
@MainActor
protocol StackedNavigationHost: AnyObject {
    /// The plan of `navigation`.
    func navigationPlan(of navigation: StackedNavigationController) -> StackedNavigationPlan?
    /// Runs `body` on the plan of `navigation` and applies its commands.
    func run(
        on navigation: StackedNavigationController,
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError)
    /// What the bar shows for `page`: the scene's title, whether the page shows a bar (§4 `navigationBar`) and
    /// whether its `transition:` allows the edge pop.
    func pageBar(of page: StackedPage) -> (title: String?, showsBar: Bool, allowsPop: Bool)
    /// Applies the app's appearance to a navigation controller's bar.
    func configureBar(_ bar: UINavigationBar)
    /// The user popped the pages above `id` in push style (UIKit's stack changed first): the model follows and the
    /// observer hears the pops.
    func navigationDidPopByUser(_ navigation: StackedNavigationController, to id: String)
}

/// The view that holds one page's view and the black overlay above it (SPStackedPageContainer).
@MainActor
final class PageWrapperView: UIView {
    let content: UIView
    /// The view of the container (pager, page stack) that the page hosts, sized with the page.
    let hosted: UIView?
    let overlay: UIView
    /// The page's navigation bar, over its content and under the overlay; nil when it shows none.
    private(set) var navigationBar: UINavigationBar?

    init(content: UIView, hosted: UIView? = nil) {
        self.content = content
        self.hosted = hosted
        overlay = UIView(frame: .zero)
        super.init(frame: .zero)
        overlay.backgroundColor = .black
        overlay.alpha = 0
        overlay.isHidden = true
        addSubview(content)
        addSubview(overlay)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func setFrame(_ rect: CGRect) {
        frame = rect
        content.frame = CGRect(origin: .zero, size: rect.size)
        hosted?.frame = CGRect(origin: .zero, size: rect.size)
        overlay.frame = CGRect(origin: .zero, size: rect.size)
    }

    /// Shows `bar` over the content (under the overlay), or removes the bar shown.
    func setNavigationBar(_ bar: UINavigationBar?) {
        guard bar !== navigationBar else { return }
        navigationBar?.removeFromSuperview()
        navigationBar = bar
        if let bar { insertSubview(bar, at: subviews.firstIndex { $0 === overlay } ?? subviews.count) }
    }

    func setOverlay(_ opacity: Double) {
        overlay.alpha = CGFloat(opacity)
        overlay.isHidden = opacity == 0
    }
}

extension CGRect {
    /// The runtime rectangle as a `CGRect`.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

/// The delegate of the bars a navigation makes: a tap on the back button asks it whether to pop
/// (https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpop:)), and
/// UIKit asks it where a bar is when the bar is added to a window
/// (https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)).
@MainActor
final class NavigationBarDelegate: NSObject, UINavigationBarDelegate {
    private let shouldPop: @MainActor (UINavigationBar) -> Bool
    private let barPosition: @MainActor (any UIBarPositioning) -> UIBarPosition

    init(
        shouldPop: @escaping @MainActor (UINavigationBar) -> Bool,
        position: @escaping @MainActor (any UIBarPositioning) -> UIBarPosition
    ) {
        self.shouldPop = shouldPop
        barPosition = position
    }

    func position(for bar: any UIBarPositioning) -> UIBarPosition {
        barPosition(bar)
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        shouldPop(navigationBar)
    }
}
