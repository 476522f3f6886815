public import Foundation
public import ScenecRuntime
public import ScenecUIPlans

#if canImport(UIKit)
    public import UIKit
#else
    public import ScenecUIKitStandIn
#endif

/// A side tab bar controller (R1, SPSideTabController): a sidebar of tab items on the left, extra items at
/// its bottom, an optional attachment bar, and one `StackedNavigationController` per tab, kept (with its
/// stack) while another tab is selected. Frames come from `SideTabsPlan` (`SideTabLayout`,
/// `StackedNavigationLayout`); this class applies its commands.
///
/// Items are accessibility elements: the tab's title as label, its badge as value, the `.button` trait and
/// `.selected` on the selected tab.
@MainActor
public final class SideTabBarController: UIViewController {
    /// The plan.
    public private(set) var plan: SideTabsPlan
    /// The sidebar.
    public let sidebar = UIView(frame: .zero)
    /// The tab items, in tab order.
    public let items: [UIView]
    /// The extra items, bottom-most first.
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
    public private(set) var transitionPlan: TransitionPlan?
    /// When the running transition's pan began (`ProcessInfo.systemUptime`), for the iOS gesture glue.
    var transitionPanStart: Double = 0

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
        let metrics = definition.metrics(for: device.sizeClass)
        let makeScenePage = { (tab: Int?) -> StackedNavigationController.PageFactory in
            { page in
                Self.makeController(
                    ScenePagePlace(tab: tab, page: page), definition: definition, metrics: metrics,
                    makeStackView: makeStackView, reusePage: reusePage, makePage: makePageAt)
            }
        }
        plan = SideTabsPlan(definition: definition, device: device)
        items = definition.tabs.map { tab in
            let item = UIView(frame: .zero)
            item.isAccessibilityElement = true
            item.accessibilityLabel = tab.title
            item.accessibilityValue = tab.badge
            item.accessibilityTraits = .button
            return item
        }
        extraItems = definition.extraItems.map { extra in
            let item = UIView(frame: .zero)
            item.isAccessibilityElement = true
            item.accessibilityLabel = extra.title
            item.accessibilityTraits = .button
            return item
        }
        attachment = definition.attachment.map { _ in UIView(frame: .zero) }
        attachmentController = definition.attachment.map { attachment in
            makeScenePage(nil)(StackedPage(id: "attachment/\(attachment.page)", page: attachment.page))
        }
        navigations = plan.navigations.indices.map { tab in StackedNavigationController(hostedBy: makeScenePage(tab)) }
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override public func viewDidLoad() {
        super.viewDidLoad()
        if plan.definition.root == nil {
            view.addSubview(sidebar)
            for item in items + extraItems { sidebar.addSubview(item) }
        }
        if plan.isAdaptive { view.addSubview(tabBar) }
        if let attachment, let attachmentController {
            view.addSubview(attachment)
            addChild(attachmentController)
            attachment.addSubview(attachmentController.view)
            attachmentController.didMove(toParent: self)
        }
        apply(plan.load())
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = Double(view.bounds.width)
        let height = Double(view.bounds.height)
        guard width != plan.device.width || height != plan.device.height else { return }
        var device = plan.device
        device.width = width
        device.height = height
        setDevice(device)
    }

    /// The window changed size or size class (rotation, split view, a trait change): everything is laid out
    /// again, every tab's stack included, and every stack is kept.
    public func setDevice(_ device: SceneDevice) {
        apply(plan.setDevice(device))
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(plan.containerAppearance(isAppearing: true, phase: .begin, animated: animated))
        attachmentController?.beginAppearanceTransition(true, animated: animated)
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        apply(plan.containerAppearance(isAppearing: true, phase: .end, animated: animated))
        attachmentController?.endAppearanceTransition()
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        apply(plan.containerAppearance(isAppearing: false, phase: .begin, animated: animated))
        attachmentController?.beginAppearanceTransition(false, animated: animated)
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        apply(plan.containerAppearance(isAppearing: false, phase: .end, animated: animated))
        attachmentController?.endAppearanceTransition()
    }

    /// The controller of a page instance: the app's own, hosting a page stack or a pager (under its header, if
    /// any) when the page declares one.
    private static func makeController(
        _ place: ScenePagePlace, definition: SceneDefinition, metrics: Metrics,
        makeStackView: StackViewFactory?,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)?,
        makePage: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) -> UIViewController {
        let page = place.page
        let host = makePage(place)
        guard let declared = definition.page(page.page) else { return host }
        let container: UIViewController
        if let stack = declared.stack {
            container = PageStackViewController(declaration: stack) { view in
                makeStackView?(view, place) ?? UIViewController(nibName: nil, bundle: nil)
            }
        } else if declared.pager != nil || declared.header != nil {
            container = makePager(
                place, declared: declared, metrics: metrics, reusePage: reusePage, makePage: makePage)
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
            makePage(ScenePagePlace(tab: place.tab, page: StackedPage(id: "\(page.id)/\(tabPage)", page: tabPage)))
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

    /// The container of type `Container` that `page` hosts (or `page` itself when it is one).
    private func hostedContainer<Container: UIViewController>(_ page: UIViewController) -> Container? {
        page as? Container ?? page.children.lazy.compactMap { $0 as? Container }.first
    }

    /// Selects tab `index` (what tapping its item does).
    public func selectTab(_ index: Int) {
        apply(plan.selectTab(index))
    }

    /// Applies one step of a navigation script: start, push and activate act here; the inner operations
    /// (pager, header, page stack) go to the top page's container.
    public func apply(_ operation: SceneOperation) throws(SceneError) {
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
        }
    }

    /// Runs R2 operations and drags on the selected tab's navigation (`pop`, `popTo`, `popToRoot`, `dragChanged`…).
    public func withSelectedNavigation(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) {
        apply(try plan.withSelectedNavigation(body))
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

    /// The selected tab's navigation controller.
    public var selectedNavigation: StackedNavigationController { navigations[plan.selectedTab] }

    /// Bottom bar item `index`, made when first laid out; its label follows the bar ("More" or the tab's title).
    private func tabBarItem(_ index: Int) -> UIView {
        while tabBarItems.count <= index {
            let item = UIView(frame: .zero)
            item.isAccessibilityElement = true
            item.accessibilityTraits = .button
            tabBar.addSubview(item)
            tabBarItems.append(item)
        }
        tabBarItems[index].accessibilityLabel = plan.bottomItemTitle(index)
        return tabBarItems[index]
    }

    private func view(named id: String) -> UIView? {
        if id == "sidebar" { return sidebar }
        if id == "attachment" { return attachment }
        if id == "tabbar" { return tabBar }
        if id.hasPrefix("tabbar.item."), let index = Int(id.dropFirst("tabbar.item.".count)) {
            return tabBarItem(index)
        }
        let parts = id.split(separator: ".")
        guard parts.count == 3, let index = Int(parts[2]) else { return nil }
        if parts[1] == "item", items.indices.contains(index) { return items[index] }
        if parts[1] == "extra", extraItems.indices.contains(index) { return extraItems[index] }
        return nil
    }

    private func apply(_ commands: [ViewCommand]) {
        for command in commands { apply(command) }
    }

    private func apply(_ command: ViewCommand) {
        let id = command.id
        if let slash = id.firstIndex(of: "/"), let tab = Int(id[..<slash].dropFirst("tab.".count)) {
            let pageID = String(id[id.index(after: slash)...])
            let pages = Dictionary(
                plan.navigations[tab].navigation.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            navigations[tab].apply([command.unscoped(pageID)], pagesByID: pages)
            return
        }
        if let tab = id.hasPrefix("tab.") ? Int(id.dropFirst("tab.".count)) : nil {
            applyTabCommand(command, navigation: navigations[tab])
            return
        }
        if id == "navbar", case .setAlpha(_, let alpha) = command {
            navigationBarAlpha = alpha
            return
        }
        guard let target = view(named: id) else { return }
        switch command {
        case .setFrame(_, let rect):
            target.frame = CGRect(rect)
            if target === attachment {
                attachmentController?.view.frame = CGRect(origin: .zero, size: target.frame.size)
            }
        case .setHidden(_, let hidden): target.isHidden = hidden
        case .setSelected(_, let selected):
            target.accessibilityTraits = selected ? [.button, .selected] : .button
        default: break
        }
    }

    private func applyTabCommand(_ command: ViewCommand, navigation: StackedNavigationController) {
        switch command {
        case .addChild: addChild(navigation)
        case .insertView(_, let index): view.insertSubview(navigation.view, at: index)
        case .didMoveToParent: navigation.didMove(toParent: self)
        case .willMoveToNilParent: navigation.willMove(toParent: nil)
        case .removeView: navigation.view.removeFromSuperview()
        case .removeFromParent: navigation.removeFromParent()
        case .setFrame(_, let rect): navigation.view.frame = CGRect(rect)
        case .setHidden(_, let hidden): navigation.view.isHidden = hidden
        case .beginAppearance(_, let appearing, let animated):
            navigation.beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance: navigation.endAppearanceTransition()
        default: break
        }
    }
}

extension ViewCommand {
    /// This command acting on `id` instead.
    func unscoped(_ id: String) -> ViewCommand {
        switch self {
        case .addChild: .addChild(id)
        case .insertView(_, let index): .insertView(id, at: index)
        case .didMoveToParent: .didMoveToParent(id)
        case .willMoveToNilParent: .willMoveToNilParent(id)
        case .removeView: .removeView(id)
        case .removeFromParent: .removeFromParent(id)
        case .setFrame(_, let rect): .setFrame(id, rect)
        case .setHidden(_, let hidden): .setHidden(id, hidden)
        case .setAlpha(_, let alpha): .setAlpha(id, alpha)
        case .setOverlay(_, let alpha): .setOverlay(id, alpha)
        case .beginAppearance(_, let appearing, let animated):
            .beginAppearance(id, isAppearing: appearing, animated: animated)
        case .endAppearance: .endAppearance(id)
        case .setContentSize(_, let size): .setContentSize(id, size)
        case .setContentOffset(_, let point): .setContentOffset(id, point)
        case .setSelected(_, let selected): .setSelected(id, selected)
        case .setScale(_, let scale): .setScale(id, scale)
        case .reuse(_, let page): .reuse(id, page: page)
        }
    }
}
