public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// A side tab bar controller (R1, SPSideTabController): a sidebar of tab items on the left, extra items at
/// its bottom, an optional attachment bar, and one `StackedNavigationController` per tab, kept (with its
/// stack) while another tab is selected. Frames come from `SideTabsPlan` (`SideTabLayout`,
/// `StackedNavigationLayout`); this class applies its commands.
///
/// Items are `TabItemView`s that draw their title and are accessibility elements: the tab's title as label, its
/// badge as value, the `.button` trait and `.selected` on the selected tab; the sidebar and the bottom bar have
/// the `.tabBar` trait.
///
/// As an app's root it follows its window: `viewDidLayoutSubviews()` reads the view's size, its
/// `safeAreaInsets` and `traitCollection.horizontalSizeClass` (an unspecified size class keeps the device's)
/// into the `SceneDevice` the runtime lays out, so the placeholder device
/// `SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)` is enough to create it.
/// When only the size class changed, trait registration (iOS 17 and later) or `traitCollectionDidChange(_:)`
/// (iOS 15 and 16) asks for that layout pass.
///
/// Right to left: the side tab bar and the stacked navigation keep SPStackedNav's left-to-right layout in
/// every language (their views force `.forceLeftToRight`; the runtime's R1/R2 frames have no mirrored form),
/// while page content, pagers and the bottom tab bar follow the app's direction: the bottom bar's items are
/// mirrored within the bar, as `UITabBar` does.
@MainActor
public final class SideTabBarController: SceneContainerController {
    /// The plan.
    public internal(set) var plan: SideTabsPlan
    /// The sidebar.
    public let sidebar = UIView(frame: .zero)
    /// The tab items, in tab order (`TabItemView`s).
    public let items: [UIView]
    /// The extra items, bottom-most first (`TabItemView`s).
    public let extraItems: [UIView]
    /// The attachment bar's container, when the scene has one.
    public let attachment: UIView?
    /// The attachment page's controller, a child whose view fills `attachment`.
    public let attachmentController: UIViewController?
    /// One stacked navigation per tab (one for a `root:` scene).
    public let navigations: [StackedNavigationController]
    /// The bottom tab bar (§9.1), in the view when some size class shows the tabs at the bottom.
    public let tabBar = UIView(frame: .zero)
    /// The bottom bar's items laid out so far: the tabs shown, then "More" when they do not all fit.
    public private(set) var tabBarItems: [UIView] = []
    /// The navigation bar's alpha as interactive transitions set it (R6 `navBarAlpha`), for the app's bar.
    public private(set) var navigationBarAlpha: Double = 1
    /// The interactive transition running, between a pan's began and ended.
    public internal(set) var transitionPlan: TransitionPlan?
    /// When the running transition's pan began (`ProcessInfo.systemUptime`), for the iOS gesture glue.
    var transitionPanStart: Double = 0
    /// Whether an interactive pop from the left edge (push style) runs, between its pan's began and ended.
    public internal(set) var isEdgePopping = false
    /// What selecting the bottom bar's "More" item does: the app shows the tabs behind it (`tabsBehindMore`)
    /// and calls `selectTab(_:)` with the one chosen. Without a handler, "More" selects the first of them.
    public var moreItemHandler: (@MainActor ([Int]) -> Void)?
    /// The metrics and top safe area that pages made from now on get, shared with the page factory.
    private let pageEnvironment: PageEnvironment
    /// The generation of each page instance made (`ScenePagePlace.generation`).
    let pageGenerations: PageGenerations
    /// Told of every change the user or the app makes (`SceneObserver`), in order.
    public weak var observer: (any SceneObserver)?
    /// How many observed operations are running (`observing(_:)`): only the outermost reports.
    var observationDepth = 0
    /// The tab of each tab's child id (`SideTabsPlan.tabID`), looked up, never parsed.
    private let tabIndices: [String: Int]

    /// Makes the controller of a stack view (R5) of a page instance.
    public typealias StackViewFactory = @MainActor (_ view: SceneStackView, _ page: ScenePagePlace) -> UIViewController

    /// A controller for `definition` on `device`; `makePage` makes each page instance's controller, and the
    /// attachment page's (as `StackedPage(id: "attachment/<page>", page:)`).
    ///
    /// A page with a page stack (R5) hosts a `PageStackViewController` whose views `makeStackView` makes (plain
    /// controllers by default; `HostedViewController` shows an app's `UIView`); a page with a pager (R3) or a
    /// nested header (R4) hosts a `PagerViewController`, whose pages `makePage` makes as
    /// `StackedPage(id: "<instance>/<page>", page:)` and `reusePage` prepares for reuse (R3 reuse pool). The
    /// page's own controller (from `makePage`, as in the seed libraries, where the app subclasses the container)
    /// stays the page: the container is its child and fills its view.
    ///
    /// `device` is where the layout starts; the controller then follows its view's size (and, on iOS, the
    /// horizontal size class of its traits).
    public convenience init(
        definition: SceneDefinition, device: SceneDevice,
        makeStackView: StackViewFactory? = nil,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)? = nil,
        makePage: @escaping StackedNavigationController.PageFactory
    ) {
        self.init(
            scene: definition, device: device, makeStackView: makeStackView, reusePage: reusePage,
            makePageAt: { place in makePage(place.page) })
    }

    /// A controller for `definition` on `device` whose factory is told where each page instance is shown
    /// (`ScenePagePlace`: its tab and instance), as generated code needs to give a page its navigator.
    public init(
        scene definition: SceneDefinition, device: SceneDevice,
        makeStackView: StackViewFactory? = nil,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)? = nil,
        makePageAt: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) {
        let plan = SideTabsPlan(definition: definition, device: device)
        let pageEnvironment = PageEnvironment(plan.metrics, safeAreaTop: plan.pageSafeAreaTop)
        let generations = PageGenerations()
        let makeScenePage = { (tab: Int?) -> StackedNavigationController.PageFactory in
            { page in
                let generation = tab.map { generations.make(tab: $0, instance: page.id) } ?? 0
                return Self.makeController(
                    ScenePagePlace(tab: tab, page: page, generation: generation), definition: definition,
                    environment: pageEnvironment, makeStackView: makeStackView, reusePage: reusePage,
                    makePage: makePageAt)
            }
        }
        self.pageEnvironment = pageEnvironment
        pageGenerations = generations
        self.plan = plan
        items = definition.tabs.map { TabItemView(title: $0.title, badge: $0.badge) }
        extraItems = definition.extraItems.map { TabItemView(title: $0.title) }
        attachment = definition.attachment.map { _ in UIView(frame: .zero) }
        attachmentController = definition.attachment.map { attachment in
            makeScenePage(nil)(StackedPage(id: "attachment/\(attachment.page)", page: attachment.page))
        }
        navigations = plan.navigations.indices.map { tab in StackedNavigationController(hostedBy: makeScenePage(tab)) }
        tabIndices = Dictionary(uniqueKeysWithValues: plan.navigations.indices.map { (SideTabsPlan.tabID($0), $0) })
        super.init(nibName: nil, bundle: nil)
        pageEnvironment.controller = self
        for navigation in navigations { navigation.host = self }
        installItemActions()
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        if plan.definition.root == nil {
            view.addSubview(sidebar)
            sidebar.semanticContentAttribute = .forceLeftToRight
            sidebar.accessibilityTraits = .tabBar
            for item in items + extraItems { sidebar.addSubview(item) }
        }
        if plan.isAdaptive {
            view.addSubview(tabBar)
            tabBar.accessibilityTraits = .tabBar
        }
        if let attachment, let attachmentController {
            view.addSubview(attachment)
            addChild(attachmentController)
            attachment.addSubview(attachmentController.view)
            attachmentController.didMove(toParent: self)
        }
        apply(plan.load())
        registerForSizeClassChanges()
        #if canImport(UIKit) && !os(tvOS) && !os(visionOS)
            installGestures()  // SideTabBarController+Gesture.swift: target/action exists only with UIKit.
        #endif
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let device = windowDevice
        if followsWindow, device != plan.device { setDevice(device) }
        apply(plan.setRightToLeft(view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    /// The safe area changed (rotation, a status bar that appears, `additionalSafeAreaInsets`): lay out again,
    /// which reads it. UIKit calls this for a safe-area-only change, which need not come with a layout pass
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()).
    override public func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    /// A trait changed (the horizontal size class: split view, Stage Manager): lay out again, which reads it.
    /// Deprecated in iOS 17, where the registration made in `viewDidLoad()` (`registerForTraitChanges`) tells
    /// the controller instead; kept for iOS 15 and 16. A controller whose view is not loaded has nothing to lay
    /// out, and its view is never loaded here.
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        #if canImport(UIKit)
            if #available(iOS 17.0, *) { return }
        #endif
        if isViewLoaded, traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            view.setNeedsLayout()
        }
    }

    /// Whether each layout pass lays the scene out for the window it is in (the default): the view's size, safe
    /// area insets and horizontal size class replace the device's (`windowDevice`, `setDevice(_:)`). Off, the
    /// controller keeps the device it was made with, whatever hosts it: the generated UI layout tests check the
    /// declared device's layout, which a simulator's status bar, home indicator or size class must not change.
    public var followsWindow = true

    /// The device the view is on: the laid-out device with the view's size, its safe area insets and the
    /// trait collection's horizontal size class (unless unspecified).
    public var windowDevice: SceneDevice {
        var device = plan.device
        device.width = Double(view.bounds.width)
        device.height = Double(view.bounds.height)
        let insets = view.safeAreaInsets
        device.safeArea = EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
        switch traitCollection.horizontalSizeClass {
        case .compact: device.sizeClass = .compact
        case .regular: device.sizeClass = .regular
        default: break
        }
        return device
    }

    /// The window changed size, safe area or size class (rotation, split view, a trait change): everything
    /// is laid out again, every tab's stack included, and every stack is kept. On a size class change the
    /// pages get that class's widths and metrics, pagers included.
    public func setDevice(_ device: SceneDevice) {
        let sizeClassChanged = device.sizeClass != plan.device.sizeClass
        apply(plan.setDevice(device))
        let safeAreaTop = plan.pageSafeAreaTop
        guard sizeClassChanged || safeAreaTop != pageEnvironment.safeAreaTop else { return }
        let metrics = plan.metrics
        pageEnvironment.metrics = metrics
        pageEnvironment.safeAreaTop = safeAreaTop
        // The pages already made: their pagers and page stacks take the new top inset, pagers the new metrics.
        for (tab, navigation) in navigations.enumerated() {
            for page in plan.navigations[tab].navigation.pages {
                guard let host = navigation.pageControllers[page.id] else { continue }
                if let stack: PageStackViewController = hostedContainer(host) {
                    stack.safeAreaTop = safeAreaTop
                }
                guard let pager: PagerViewController = hostedContainer(host) else { continue }
                pager.safeAreaTop = safeAreaTop
                if sizeClassChanged {
                    let header = plan.definition.page(page.page)?.header
                    pager.setMetrics(metrics, menuHeight: header.map { $0.menuHeight ?? metrics.pagerBarHeight })
                }
            }
        }
    }

    /// Forwards an appearance transition to the plan's children, then to the attachment's controller.
    override func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {
        apply(plan.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated))
        switch phase {
        case .begin: attachmentController?.beginAppearanceTransition(isAppearing, animated: animated)
        case .end: attachmentController?.endAppearanceTransition()
        }
    }

    /// The controller of a page instance: the app's own, hosting a page stack or a pager (under its header, if
    /// any) when the page declares one.
    private static func makeController(
        _ place: ScenePagePlace, definition: SceneDefinition, environment: PageEnvironment,
        makeStackView: StackViewFactory?,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)?,
        makePage: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) -> UIViewController {
        let page = place.page
        let host = makePage(place)
        guard let declared = definition.page(page.page) else { return host }
        // The attachment's page (no tab) is at the bottom of the window, under no status bar.
        let safeAreaTop = place.tab == nil ? 0 : environment.safeAreaTop
        let container: UIViewController
        if let stack = declared.stack {
            let stackController = PageStackViewController(declaration: stack) { view in
                makeStackView?(view, place) ?? UIViewController(nibName: nil, bundle: nil)
            }
            stackController.safeAreaTop = safeAreaTop
            container = stackController
        } else if declared.pager != nil || declared.header != nil {
            let pager = makePager(
                place, declared: declared, metrics: environment.metrics, reusePage: reusePage, makePage: makePage)
            pager.safeAreaTop = safeAreaTop
            pager.tabSelectionHandler = { [weak environment] tab in
                environment?.controller?.pagerDidSelectTab(tab, at: place)
            }
            container = pager
        } else {
            return host
        }
        host.addChild(container)
        host.view.addSubview(container.view)
        container.didMove(toParent: host)
        return host
    }

    private static func makePager(
        _ place: ScenePagePlace, declared: ScenePage, metrics: Metrics,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)?,
        makePage: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) -> PagerViewController {
        let page = place.page
        let pager = declared.pager?.runtimePager(metrics: metrics) ?? Pager(tabs: [], metrics: metrics)
        let tabs = declared.pager?.tabs ?? []
        let makeTab: PagerViewController.PageFactory = { _, tabPage in
            makePage(
                ScenePagePlace(
                    tab: place.tab, page: StackedPage(id: "\(page.id)/\(tabPage)", page: tabPage),
                    generation: place.generation))
        }
        let reuseTab: PagerViewController.ReuseHandler = { controller, _, tabPage in
            reusePage?(controller, StackedPage(id: "\(page.id)/\(tabPage)", page: tabPage))
        }
        guard let header = declared.header else {
            return PagerViewController(pager: pager, tabs: tabs, makePage: makeTab, reusePage: reuseTab)
        }
        let nested = NestedHeader(
            hostSize: Size(width: 0, height: 0), inset: header.inset, headerHeight: header.height,
            menuHeight: header.menuHeight ?? metrics.pagerBarHeight, pinHeight: header.pinHeight,
            pageCount: pager.tabs.count, originIndex: pager.selected)
        return PagerViewController(header: nested, pager: pager, tabs: tabs, makePage: makeTab, reusePage: reuseTab)
    }

    /// The controller of the selected navigation's top page, laid out.
    public var topPageController: UIViewController? {
        guard let top = plan.navigation.navigation.top?.id,
            let controller = selectedNavigation.pageControllers[top]
        else { return nil }
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The pager (R3, under its header for R4) that the top page hosts; nil when it has none.
    public var topPager: PagerViewController? { topPageController.flatMap(hostedContainer) }

    /// The page stack (R5) that the top page hosts; nil when it has none.
    public var topPageStack: PageStackViewController? { topPageController.flatMap(hostedContainer) }

    /// Selects tab `index` (what tapping its item does).
    public func selectTab(_ index: Int) {
        observing { apply(plan.selectTab(index)) }
    }

    /// The tabs behind the bottom bar's "More" item; empty when every tab has its own item or the tabs are at
    /// the side.
    public var tabsBehindMore: [Int] {
        guard let bar = plan.bottomTabBar, bar.hasMoreItem else { return [] }
        return Array(bar.shownTabCount..<plan.definition.tabs.count)
    }

    /// What tapping bottom bar item `index` does: a tab's item selects its tab; "More" calls
    /// `moreItemHandler` with `tabsBehindMore`, or without one selects the first of them (a tab behind "More"
    /// that is already selected stays selected).
    public func selectBottomItem(_ index: Int) {
        observing { selectBottomItemObserved(index) }
    }

    private func selectBottomItemObserved(_ index: Int) {
        let behind = tabsBehindMore
        guard let bar = plan.bottomTabBar, bar.items.indices.contains(index) else { return }
        guard bar.hasMoreItem, index == bar.shownTabCount, let first = behind.first else {
            selectTab(index)
            return
        }
        report { $0.sceneController(self, didChooseMoreWith: behind) }
        if let moreItemHandler {
            moreItemHandler(behind)
        } else if !behind.contains(plan.selectedTab) {
            selectTab(first)
        }
    }

    /// Applies one step of a navigation script: start, push and activate act here; the inner operations
    /// (pager, header, page stack) go to the top page's container.
    public func apply(_ operation: SceneOperation) throws(SceneError) {
        try observing { () throws(SceneError) in try applyObserved(operation) }
    }

    private func applyObserved(_ operation: SceneOperation) throws(SceneError) {
        let topPage = plan.navigation.navigation.top?.page ?? ""
        switch operation {
        case .selectPagerTab(let index):
            guard let pager = topPager, !pager.pagerPlan.pager.tabs.isEmpty else { throw .noPager(topPage) }
            guard pager.selectTab(index) else { throw .pagerTabOutOfRange(index) }
        case .setHeaderOffset(let y):
            guard let pager = topPager, pager.setHeaderOffset(y) else { throw .noHeader(topPage) }
        case .pushView(let view):
            guard let stack = topPageStack else { throw .noStack(topPage) }
            try stack.push(view)
        case .switchView(let view):
            guard let stack = topPageStack else { throw .noStack(topPage) }
            try stack.switchTo(view)
        case .start, .push, .activate:
            apply(try plan.apply(operation))
        case .present, .presentFromAttachment, .dismiss, .setDetent:
            // UIKit presentations (§10.2) are not built here yet (issue 26, UIKit part): the plan has no commands
            // for them, so the side tabs and navigations stay as they are.
            apply(try plan.apply(operation))
        }
    }

    /// Runs R2 operations and drags on the selected tab's navigation (`pop`, `popTo`, `popToRoot`, `dragChanged`…).
    public func withSelectedNavigation(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) {
        try observing { () throws(StackedNavigationError) in apply(try plan.withSelectedNavigation(body)) }
    }

    /// A horizontal pan on the top page began (R6): starts the push or pop that `TransitionGesture` decides for
    /// the top page's `transition:`, and returns it; nil when the page has none or the pan begins nothing.
    @discardableResult
    public func transitionPanBegan(translationX: Double, velocityX: Double, velocityY: Double) -> TransitionKind? {
        let definition = plan.definition
        let pages = plan.navigation.navigation.pages
        guard let top = pages.last, let transition = definition.page(top.page)?.transition else { return nil }
        var transitionPlan = TransitionPlan(transition: transition, screenWidth: plan.sideTabLayout.navigation.width)
        let alpha = { (page: String?) in page.flatMap { definition.page($0)?.transition?.navBarAlpha } ?? 1 }
        let kind = transitionPlan.began(
            translationX: translationX, velocityX: velocityX, velocityY: velocityY, stackCount: pages.count,
            pushedAlpha: alpha(transition.next),
            poppedToAlpha: alpha(pages.count >= 2 ? pages[pages.count - 2].page : nil))
        self.transitionPlan = kind == nil ? nil : transitionPlan
        return kind
    }

    /// The transition's pan moved to `translationX`: the navigation bar's alpha follows.
    public func transitionPanChanged(translationX: Double) {
        guard var transitionPlan else { return }
        apply(transitionPlan.changed(translationX: translationX))
        self.transitionPlan = transitionPlan
    }

    /// The transition's pan ended at `translationX` after `duration` seconds: a finished push pushes the top
    /// page's `next`, a finished pop pops the top page, a cancelled one changes nothing. Returns the outcome;
    /// nil when no transition runs.
    @discardableResult
    public func transitionPanEnded(translationX: Double, duration: Double) -> TransitionOutcome? {
        observing { transitionPanEndedObserved(translationX: translationX, duration: duration) }
    }

    private func transitionPanEndedObserved(translationX: Double, duration: Double) -> TransitionOutcome? {
        guard var transitionPlan,
            let (outcome, commands) = transitionPlan.ended(
                translationX: translationX, duration: duration)
        else { return nil }
        self.transitionPlan = nil
        switch outcome {
        case .finish(.push):
            if let next = transitionPlan.transition.next { try? apply(.push(next)) }
        case .finish(.pop):
            try? withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
        case .cancel:
            break
        }
        apply(commands)
        return outcome
    }

    /// A pan from the navigation's leading edge began `startX` points from it (push style, §9.1): whether it
    /// begins the interactive pop, as `SceneContainer.beginsEdgePop` decides (a page to pop back to, a pan
    /// from the 20-point strip moving right, a top page whose transition allows pops).
    @discardableResult
    public func edgePopPanBegan(startX: Double, translationX: Double) -> Bool {
        isEdgePopping = SceneContainer.beginsEdgePop(
            definition: plan.definition, style: plan.navigationStyle,
            stack: plan.navigation.navigation.pages.map(\.page), startX: startX, translationX: translationX)
        return isEdgePopping
    }

    /// The edge pan ended at `translationX` after `duration` seconds: the top page is popped when R6's finish
    /// rule (`TransitionGesture.shouldFinish`: past 30% of the navigation's width, or a flick) says so. Returns
    /// whether it popped.
    @discardableResult
    public func edgePopPanEnded(translationX: Double, duration: Double) -> Bool {
        guard isEdgePopping else { return false }
        isEdgePopping = false
        let width = plan.sideTabLayout.navigation.width
        let progress = width > 0 ? min(1, max(0, translationX / width)) : 0
        guard TransitionGesture.shouldFinish(progress: progress, duration: duration) else {
            restoreEdgePoppedPage()
            return false
        }
        do {
            try withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
        } catch {
            return false
        }
        return true
    }

    /// The selected tab's navigation controller.
    public var selectedNavigation: StackedNavigationController { navigations[plan.selectedTab] }

    // The status bar, the home indicator and the orientations are the top page's (`statusBarChild`, in
    // SideTabBarController+StatusBar.swift). Overrides of UIKit members live in the class: Linux has no
    // Objective-C, so an extension cannot override them.
    #if !os(tvOS)
        override public var childForStatusBarStyle: UIViewController? { statusBarChild }
        override public var childForStatusBarHidden: UIViewController? { statusBarChild }
        override public var childForHomeIndicatorAutoHidden: UIViewController? { statusBarChild }
        override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            statusBarChild?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
        }
    #endif

    /// The top page UIKit was last told about (`statusBarChildDidChange()`).
    private weak var statusBarChildShown: UIViewController?

    /// Bottom bar item `index`, made when first laid out; its title follows the bar ("More" or the tab's title).
    private func tabBarItem(_ index: Int) -> UIView {
        while tabBarItems.count <= index {
            let item = TabItemView(title: "")
            addBottomItemAction(item, index: tabBarItems.count)
            tabBar.addSubview(item)
            tabBarItems.append(item)
        }
        (tabBarItems[index] as? TabItemView)?.setTitle(plan.bottomItemTitle(index))
        return tabBarItems[index]
    }

    /// The controller's own view that `target` names; nil for children and for items not made.
    private func view(for target: ViewTarget) -> UIView? {
        switch target {
        case .sidebar: sidebar
        case .attachment: attachment
        case .tabBar: tabBar
        case .tabBarItem(let index): tabBarItem(index)
        case .sideItem(let index): items.indices.contains(index) ? items[index] : nil
        case .extraItem(let index): extraItems.indices.contains(index) ? extraItems[index] : nil
        default: nil
        }
    }

    func apply(_ commands: [ViewCommand]) {
        for command in commands { apply(command) }
        updateScrollsToTop()
        if statusBarChild !== statusBarChildShown {
            statusBarChildShown = statusBarChild
            statusBarChildDidChange()
        }
    }

    private func apply(_ command: ViewCommand) {
        switch command.target {
        case .inTab(let tab, let inner):
            guard navigations.indices.contains(tab) else { return }
            let pages = Dictionary(
                plan.navigations[tab].navigation.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            navigations[tab].apply([command.retargeted(inner)], pagesByID: pages)
            return
        case .child(let id):
            guard let tab = tabIndices[id] else { return }
            apply(command, toChild: navigations[tab], in: view)
            return
        case .navigationBar:
            if case .setAlpha(_, let alpha) = command { navigationBarAlpha = alpha }
            return
        default:
            break
        }
        guard let target = view(for: command.target) else { return }
        switch command {
        case .setFrame(_, let rect):
            target.frame = CGRect(rect)
            if target === attachment {
                attachmentController?.view.frame = CGRect(origin: .zero, size: target.frame.size)
            }
        case .setHidden(_, let hidden): target.isHidden = hidden
        case .setSelected(_, let selected): (target as? TabItemView)?.isSelected = selected
        default: break
        }
    }
}

/// What the pages a `SideTabBarController` makes are made with, shared with its page factory (made before the
/// controller): the size class's metrics, updated on a size class change, and the part of the status bar the
/// pages are under (`SceneContainer.pageSafeAreaTop`), updated when the window's safe area changes.
@MainActor
final class PageEnvironment {
    var metrics: Metrics
    var safeAreaTop: Double
    /// The controller, once made (its pagers report their tab changes to it).
    weak var controller: SideTabBarController?

    init(_ metrics: Metrics, safeAreaTop: Double) {
        self.metrics = metrics
        self.safeAreaTop = safeAreaTop
    }
}
