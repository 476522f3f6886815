public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform

/// A push-style navigation (scene format §9.1) shown by UIKit's own container: a presented page's stack (§10.2).
/// Its `viewControllers` are the app's page controllers, bottom first; its `navigationBar` shows the top page's
/// `navigationItem` (the scene's `title:` unless the app set one, the app's bar button items) with a back button
/// to the page below; its `interactivePopGestureRecognizer` is the edge pop. Nothing of it is custom but R6's
/// swipes: frames, the bar, the back button, the edge swipe and the appearance callbacks are
/// `UINavigationController`'s. A top page whose `transition:` allows a swipe push or pop runs it as UIKit's custom
/// interactive transition, as push style does: this delegate returns `PushStyleAnimator` and the percent-driven
/// interaction the root's pan drives (`beginInteractiveTransition`), and nil for every other transition.
///
/// `stack` is the runtime's model of the pages (their instance ids). A push or pop the scene asks for changes the
/// model, then UIKit's stack; a pop the user makes (the back button, a finished edge swipe) changes UIKit's stack
/// first, and the model follows when UIKit has shown the page below: in `navigationController(_:didShow:animated:)`,
/// the pages whose controllers UIKit no longer holds are popped from the model, once, and `didPopByUser` is told.
/// An edge swipe that the user cancels sends no `didShow` (UIKit restores the stack and calls the appearance
/// methods in reverse: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)),
/// so the model keeps the page, as the screen does. The navigation controller is its own `delegate`: an app that
/// replaces it stops the model (and the root's observer) from following the user's pops.
///
/// The top page decides the status bar, the home indicator and the orientations: `UINavigationController`
/// documents no forwarding of its own (its status bar style follows its bar; its orientations are its delegate's,
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)),
/// so the `childFor…` members return the top page, as a container "that derives its status bar style from one of
/// its child view controllers" does (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle),
/// and UIKit is asked again when the top page changes: `setNeedsStatusBarAppearanceUpdate()`,
/// `setNeedsUpdateOfHomeIndicatorAutoHidden()` and, on iOS 16 and later,
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` ("Notifies the view controller about a change in supported
/// interface orientations": https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()),
/// so that a portrait-only page pushed in landscape rotates without waiting for the user.
@MainActor
public final class ScenePushNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// Makes the controller of a page instance.
    public typealias PageFactory = @MainActor (StackedPage) -> UIViewController

    /// The pages shown, in the runtime's model: in step with `viewControllers` once each transition ended.
    public private(set) var stack: StackedNavigation
    private let makePage: PageFactory
    /// What the bar shows for a scene page: its title, and whether it shows a bar (§4 `navigationBar`).
    private let pageBar: @MainActor (StackedPage) -> (title: String?, showsBar: Bool)
    private var controllers: [String: UIViewController] = [:]
    /// Told of the pages the user popped (the back button, a finished edge swipe), top first, once UIKit showed
    /// the page below them and the model followed.
    var didPopByUser: (@MainActor (_ popped: [StackedPage]) -> Void)?
    /// The top page UIKit was last asked about (status bar, home indicator, orientations).
    private weak var decidingChildShown: UIViewController?
    /// The R6 transition a pan drives on this stack (`beginInteractiveTransition`), until the pan ends.
    var interactiveTransition: PushStyleTransition?

    /// A navigation showing `root`, whose pages `makePage` makes; `pageBar` gives each page's title and whether
    /// it shows the bar.
    init(
        root: StackedPage, pageBar: @escaping @MainActor (StackedPage) -> (title: String?, showsBar: Bool),
        makePage: @escaping PageFactory
    ) {
        stack = StackedNavigation(root: root)
        self.makePage = makePage
        self.pageBar = pageBar
        super.init(nibName: nil, bundle: nil)
        delegate = self
        #if !os(tvOS)
            // Large titles make the bar taller than `navigationBarHeight`, which the layout (and the content
            // inset it gives the page) assumes: not supported (ContainersInDepth).
            navigationBar.prefersLargeTitles = false
        #endif
        let controller = controller(for: root)
        setNavigationBarHidden(!pageBar(root).showsBar, animated: false)
        setViewControllers([controller], animated: false)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder aDecoder: NSCoder) {
        nil
    }

    /// The page controllers, by instance id.
    public var pageControllers: [String: UIViewController] { controllers }

    /// The view of page `id` (UIKit sizes it to the navigation's bounds); nil when its view is not loaded.
    public func pageView(_ id: String) -> UIView? { controllers[id]?.viewIfLoaded }

    /// The controller of page `page`, made (with its title) when first needed.
    private func controller(for page: StackedPage) -> UIViewController {
        if let existing = controllers[page.id] { return existing }
        let made = makePage(page)
        let item = made.navigationItem
        if item.title == nil, let title = pageBar(page).title { item.title = title }
        controllers[page.id] = made
        return made
    }

    /// Pushes `page` (its controller made now) on top.
    public func push(_ page: StackedPage, animated: Bool) throws(StackedNavigationError) {
        try stack.push(page)
        pushViewController(controller(for: page), animated: animated)
    }

    /// Pops the pages above the page with instance id `id` (nothing when it is the top or absent).
    public func popTo(_ id: String, animated: Bool) {
        guard let target = controllers[id], stack.top?.id != id, stack.index(of: id) != nil else { return }
        let popped = stack.popTo(id)
        for page in popped { controllers[page.id] = nil }
        popToViewController(target, animated: animated)
    }

    // MARK: - UINavigationControllerDelegate

    /// The bar follows the page about to be shown: hidden for a page declared `navigationBar: false`.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        if let id = controllers.first(where: { $0.value === viewController })?.key,
            let page = stack.pages.first(where: { $0.id == id })
                ?? interactiveTransition.flatMap({ $0.page.id == id ? $0.page : nil })
        {
            let hidden = !pageBar(page).showsBar
            if isNavigationBarHidden != hidden { setNavigationBarHidden(hidden, animated: animated) }
        }
        attachHostedContainer(of: viewController)
    }

    /// The R6 animator while a pan drives a transition of this stack; nil otherwise (UIKit's own transitions).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PushStyleTransition.animator(of: interactiveTransition, for: operation)
    }

    /// The percent-driven interaction the R6 pan drives; nil for every other transition.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        PushStyleTransition.interaction(of: interactiveTransition, for: animationController)
    }

    /// UIKit showed `viewController`: the pages whose controllers it no longer holds were popped by the user.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        followUIKit()
    }

    /// Pops from the model the pages whose controllers UIKit no longer holds (top first), and tells
    /// `didPopByUser`; asks UIKit again about the status bar and orientations when the top page changed.
    private func followUIKit() {
        let shown = viewControllers
        var popped: [StackedPage] = []
        while stack.pages.count > 1, let top = stack.top,
            !shown.contains(where: { $0 === controllers[top.id] })
        {
            popped.append(top)
            controllers[top.id] = nil
            _ = try? stack.pop()
        }
        if !popped.isEmpty { didPopByUser?(popped) }
        updateDecidingChild()
    }

    /// Asks UIKit again about the status bar, the home indicator and the orientations when the top page changed.
    private func updateDecidingChild() {
        guard topViewController !== decidingChildShown else { return }
        decidingChildShown = topViewController
        askSystemAgainAboutTopChild()  // SceneRootViewController+StatusBar.swift
    }

    // MARK: - R6 on the presented stack

    /// Starts UIKit's interactive push of `page` (its controller made now; the model pushes it only when the pan
    /// finishes) or pop of the top page, through this delegate's animator and a percent-driven interaction the
    /// pan then drives. False when the view is in no window, a transition is in flight, or there is nothing to pop.
    @discardableResult
    func beginInteractiveTransition(
        _ kind: TransitionKind, page: StackedPage?, translations: TransitionTranslations
    ) -> Bool {
        guard interactiveTransition == nil, transitionCoordinator == nil, viewIfLoaded?.window != nil else {
            return false
        }
        switch kind {
        case .push:
            guard let page, stack.index(of: page.id) == nil else { return false }
            let pushed = controller(for: page)
            interactiveTransition = PushStyleTransition(.push, page: page, translations: translations)
            pushViewController(pushed, animated: true)
        case .pop:
            guard stack.pages.count > 1, viewControllers.count > 1, let top = stack.top else { return false }
            interactiveTransition = PushStyleTransition(.pop, page: top, translations: translations)
            popViewController(animated: true)
        }
        return true
    }

    /// The pan moved: the transition follows its progress (0...1).
    func updateInteractiveTransition(_ progress: Double) {
        interactiveTransition?.interaction.update(CGFloat(progress))
    }

    /// The pan ended: a finished transition pushes or pops the model first (so `didShow` finds UIKit's stack and
    /// the model in step, and no pop of the user's to follow), then UIKit's transition finishes; a cancelled one
    /// changes nothing in the model, and UIKit puts the old stack back. False when no R6 transition ran.
    @discardableResult
    func endInteractiveTransition(finished: Bool) -> Bool {
        guard let transition = interactiveTransition else { return false }
        interactiveTransition = nil
        if finished {
            if transition.operation == .push {
                try? stack.push(transition.page)
            } else if stack.top?.id == transition.page.id {
                _ = try? stack.pop()
                controllers[transition.page.id] = nil
            }
            transition.interaction.finish()
        } else {
            transition.interaction.cancel()
            if transition.operation == .push { controllers[transition.page.id] = nil }
        }
        return true
    }

    // MARK: - Layout

    /// The container a page hosts (pager, page stack) fills the page's view, as UIKit sizes that view, and starts
    /// below the page's top safe area, which UIKit makes the bar's bottom edge (and the status bar's, for a bar a
    /// full-screen presentation hides): the runtime's `presentedSafeAreaTop` plus the bar (§10.2).
    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for controller in viewControllers { attachHostedContainer(of: controller) }
    }

    /// Puts the container that page `controller` hosts (pager, page stack) on the page's view, filling it and
    /// starting below the page's top safe area; a page whose view was released and loaded again gets it back on
    /// top.
    private func attachHostedContainer(of controller: UIViewController) {
        guard let page = controller.viewIfLoaded, let hosted = controller.fillWithHostedContainer() else { return }
        let top = Double(page.safeAreaInsets.top)
        if let pager = hosted as? PagerViewController, pager.safeAreaTop != top { pager.safeAreaTop = top }
        if let stack = hosted as? PageStackViewController, stack.safeAreaTop != top { stack.safeAreaTop = top }
    }

    // MARK: - The top page decides

    #if !os(tvOS)
        override public var childForStatusBarStyle: UIViewController? { topViewController }
        override public var childForStatusBarHidden: UIViewController? { topViewController }
        override public var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
        override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
        }
    #endif
}
