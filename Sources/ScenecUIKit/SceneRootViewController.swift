public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// The root of a scene's UI: what `makeRootViewController(factory:)` returns. It shows the scene's tabs as a
/// sidebar (R1, SPStackedNav's side tab bar: tab items on the left, extra items at its bottom) or as a bottom
/// tab bar with "More" (§9.1), or a `root:` scene's single navigation; the attachment bar; and one
/// `StackedNavigationController` per tab, kept (with its stack) while another tab is selected. Frames come
/// from `SideTabsPlan` (`SideTabLayout`, `StackedNavigationLayout`); this class applies its commands. Its
/// concerns live one per file: page hosting (`+PageHosting`), selection and operations (`+Selection`), view
/// commands (`+ViewCommands`), taps, pans and gestures, the observer, page places, the status bar, traits
/// and the layout reading the generated tests compare (`+Inspection`).
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
public final class SceneRootViewController: SceneContainerController {
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
    public internal(set) var tabBarItems: [UIView] = []
    /// The top page's navigation bar alpha as interactive transitions set it (R6 `navBarAlpha`).
    public internal(set) var navigationBarAlpha: Double = 1
    /// How the bars it makes look (`SceneAppearance`): applied to every navigation bar made, now and later.
    public var appearance = SceneAppearance() {
        didSet { applyAppearance() }
    }
    /// The interactive transition running, between a pan's began and ended.
    public internal(set) var transitionPlan: TransitionPlan?
    /// When the running transition's pan began (`ProcessInfo.systemUptime`), for the iOS gesture glue.
    var transitionPanStart: Double = 0
    /// The presented stack (§10.2) the running transition acts on, until its pan ends (held even if it is dismissed
    /// meanwhile, so the pan's end never falls through to the tab's navigation); nil when it acts on the selected
    /// navigation.
    var transitionPresentation: ScenePushNavigationController?
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
    /// How the tab items look (side, extra and bottom bar items): colours, Dynamic Type styles, the icon lookup.
    /// Every item takes a new value at once.
    public var tabItemAppearance = TabItemAppearance() {
        didSet {
            for case let item as TabItemView in items + extraItems + tabBarItems { item.appearance = tabItemAppearance }
        }
    }
    /// The tab of each tab's child id (`SideTabsPlan.tabID`), looked up, never parsed.
    let tabIndices: [String: Int]
    /// Makes the page controllers of tab `tab` (nil: the attachment), as the tabs' navigations do; presented
    /// navigations use it too (SceneRootViewController+Presentation.swift).
    let makeScenePage: @MainActor (Int?) -> StackedNavigationController.PageFactory
    /// The presentations shown, bottom first (SceneRootViewController+Presentation.swift).
    let presentationStack = PresentationStack()
    /// What links and saved navigation keep (SceneRootViewController+Links.swift).
    let linkState = SceneLinkState()

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
        let makeScenePage: @MainActor (Int?) -> StackedNavigationController.PageFactory = { tab in
            { page in
                let generation = tab.map { generations.make(tab: $0, instance: page.id) } ?? 0
                // A presented page's instance is `p<depth>/<page>` (SceneRootViewController+Presentation.swift).
                let presentation = tab == nil ? nil : ScenePagePlace.presentationDepth(ofInstance: page.id)
                return Self.makeController(
                    ScenePagePlace(tab: tab, page: page, generation: generation, presentation: presentation),
                    definition: definition,
                    environment: pageEnvironment, makeStackView: makeStackView, reusePage: reusePage,
                    makePage: makePageAt)
            }
        }
        self.pageEnvironment = pageEnvironment
        pageGenerations = generations
        self.plan = plan
        items = definition.tabs.map { tab in
            TabItemView(title: tab.title, icon: tab.icon, badge: tab.badge, badgeColor: tab.badgeColor)
        }
        extraItems = definition.extraItems.map { TabItemView(title: $0.title, icon: $0.icon) }
        attachment = definition.attachment.map { _ in UIView(frame: .zero) }
        attachmentController = definition.attachment.map { attachment in
            makeScenePage(nil)(StackedPage(id: "attachment/\(attachment.page)", page: attachment.page))
        }
        navigations = plan.navigations.indices.map { tab in StackedNavigationController(hostedBy: makeScenePage(tab)) }
        tabIndices = Dictionary(uniqueKeysWithValues: plan.navigations.indices.map { (SideTabsPlan.tabID($0), $0) })
        self.makeScenePage = makeScenePage
        super.init(nibName: nil, bundle: nil)
        pageEnvironment.controller = self
        for navigation in navigations { navigation.host = self }
        installItemActions()
        updateSideBadgeCenter()
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
            updateChildTraits()  // The page's traits are the layout's before its view loads (+Traits).
            attachment.addSubview(attachmentController.view)
            if let hosted = attachmentController.children.first(where: {
                $0 is PagerViewController || $0 is PageStackViewController
            }) {
                attachmentController.view.addSubview(hosted.view)
            }
            attachmentController.didMove(toParent: self)
        }
        apply(plan.load())
        registerForSizeClassChanges()
        presentationStack.didBecomeIdle = { [weak self] in self?.announceScreenChange() }
        #if canImport(UIKit) && !os(tvOS) && !os(visionOS)
            installGestures()  // SceneRootViewController+Gesture.swift: target/action exists only with UIKit.
        #endif
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let device = windowDevice
        if followsWindow, device != plan.device { setDevice(device) }
        apply(plan.setRightToLeft(view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
        let safeAreaTop = plan.pageSafeAreaTop
        for navigation in navigations { navigation.pinSafeAreaTop(safeAreaTop) }
        updatePopoverAnchors()
        announceScreenChange()
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

    /// A memory warning ("Sent to the view controller when the app receives a memory warning"; an override calls
    /// `super`: https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()):
    /// releases the views of pages off screen that the scene can rebuild (`releaseOffscreenViews()`).
    override public func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        releaseOffscreenViews()
    }

    /// Whether each layout pass lays the scene out for the window it is in (the default): the view's size, safe
    /// area insets and horizontal size class replace the device's (`windowDevice`, `setDevice(_:)`). Off, the
    /// controller keeps the device it was made with, whatever hosts it: the generated UI layout tests check the
    /// declared device's layout, which a simulator's status bar, home indicator or size class must not change.
    public var followsWindow = true

    /// The device the view is on: the laid-out device with the view's size, its safe area insets and the
    /// trait collection's horizontal size class and idiom (each unless unspecified; traits with a size class and no
    /// idiom give the size class's default idiom).
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
        // The idiom decides the navigation bar's height with the window's shape (§8).
        switch traitCollection.userInterfaceIdiom {
        case .phone: device.idiom = .phone
        case .pad: device.idiom = .pad
        case .unspecified where traitCollection.horizontalSizeClass != .unspecified:
            // Traits without an idiom: the size class's default, as for a scene's device that names none (§2.1).
            device.idiom = SceneDevice.defaultIdiom(for: device.sizeClass)
        default: break
        }
        return device
    }

    /// Lays the scene out for its window now when no layout pass has done it yet: what `open` and `restore` do
    /// first, so that a scene delegate that calls them in `scene(_:willConnectTo:options:)`, after
    /// `makeKeyAndVisible()` and before any layout pass (UIKit lays the window out when the app returns to the run
    /// loop: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()), opens and restores on
    /// the device the window is on (its size and size class, which its window scene gives it from the start)
    /// instead of the placeholder device. The size is the window's when the view has none yet. Nothing happens when
    /// `followsWindow` is off or the view is in no window.
    func adoptWindowDeviceBeforeLayout() {
        guard followsWindow, isViewLoaded, let host = view.superview else { return }
        var device = windowDevice
        if device.width == 0 || device.height == 0 {
            device.width = Double(host.bounds.width)
            device.height = Double(host.bounds.height)
        }
        guard device.width > 0, device.height > 0, device != plan.device else { return }
        setDevice(device)
    }

    /// The window changed size, safe area or size class (rotation, split view, a trait change): everything
    /// is laid out again, every tab's stack included, and every stack is kept. On a size class change the
    /// pages get that class's widths and metrics, pagers included; on a change of the navigation bar's height (an
    /// iPhone turned to landscape) the pages' content starts below the new bar.
    public func setDevice(_ device: SceneDevice) {
        let sizeClassChanged = device.sizeClass != plan.device.sizeClass
        apply(plan.setDevice(device))
        if sizeClassChanged { updateSideBadgeCenter() }
        let safeAreaTop = plan.pageSafeAreaTop
        let metrics = plan.metrics
        // A rotation of an iPhone changes the navigation bar's height (§8) without changing the size class.
        let barChanged = metrics.navigationBarHeight != pageEnvironment.metrics.navigationBarHeight
        guard sizeClassChanged || barChanged || safeAreaTop != pageEnvironment.safeAreaTop else { return }
        pageEnvironment.metrics = metrics
        pageEnvironment.safeAreaTop = safeAreaTop
        // The pages already made, in the tabs and in the presentations: their pagers and page stacks take the new
        // top inset, pagers the new metrics.
        let stacks =
            navigations.enumerated().map { tab, navigation in
                (navigation.pageControllers, plan.navigations[tab].navigation.pages, false)
            } + presentations.map { ($0.navigation.pageControllers, $0.navigation.stack.pages, true) }
        for (controllers, pages, presented) in stacks {
            for page in pages {
                guard let host = controllers[page.id],
                    let declared = plan.definition.page(page.page)
                else { continue }
                // A presented page's containers start below its safe area, which its navigation controller sets
                // (`ScenePushNavigationController.viewDidLayoutSubviews()`).
                let contentTop = pageEnvironment.contentSafeAreaTop(declared)
                if !presented, let stack: PageStackViewController = hostedContainer(host) {
                    stack.safeAreaTop = contentTop
                }
                guard let pager: PagerViewController = hostedContainer(host) else { continue }
                if !presented { pager.safeAreaTop = contentTop }
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

    // The status bar, the home indicator and the orientations are the top page's (`statusBarChild`, in
    // SceneRootViewController+StatusBar.swift). Overrides of UIKit members live in the class: Linux has no
    // Objective-C, so an extension cannot override them.
    #if !os(tvOS)
        override public var childForStatusBarStyle: UIViewController? { statusBarChild }
        override public var childForStatusBarHidden: UIViewController? { statusBarChild }
        override public var childForHomeIndicatorAutoHidden: UIViewController? { statusBarChild }
        override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            statusBarChild?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
        }
    #endif

    /// The top page UIKit was last told about (`askSystemAgainAboutTopChild()`).
    weak var statusBarChildShown: UIViewController?

    /// What VoiceOver was last told is on screen (SceneRootViewController+Accessibility.swift).
    let screenAnnouncer = ScreenAnnouncer()

}

/// The root controller's former name; it shows more than side tabs.
@available(*, deprecated, renamed: "SceneRootViewController")
public typealias SideTabBarController = SceneRootViewController
