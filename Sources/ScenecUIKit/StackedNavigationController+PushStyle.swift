import Foundation
import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

// Push style (scene format §9.1) in UIKit's own container: a tab's navigation (or a `root:` scene's) in push style
// shows its pages in a `UINavigationController` child that fills its view. The plan stays the model (its stack, the
// observer's source); its page commands are not applied to wrappers but synced into UIKit's stack
// (`setViewControllers(_:animated:)`), and UIKit lays the pages out, shows its bar with each page's `navigationItem`,
// forwards the appearance callbacks to its top child and runs the edge pop (`interactivePopGestureRecognizer`).
// The user's pops (the back button, a finished edge swipe) reach the model in `navigationController(_:didShow:
// animated:)`; a cancelled swipe sends no `didShow` and changes nothing. R6's pans run as UIKit's custom interactive
// transitions: the delegate's animator (`PushStyleAnimator`, the runtime's translations) and a
// `UIPercentDrivenInteractiveTransition` the pan drives, as XANavBarTransition does.
extension StackedNavigationController {
    /// The navigation controller that shows the pages in push style; nil in stacked style.
    public var pushStyleController: UINavigationController? { pushNavigation }

    /// Applies a batch of the plan's commands in push style: appearance commands of the container itself (the plan's
    /// `isVisible` changed) go to the navigation controller, which forwards them to its top page; every other
    /// command is the plan's rendering of a stack change, which UIKit's stack follows (`syncPushStyle`), animated
    /// when the plan's appearance commands are.
    func applyPushStyle(_ commands: [ViewCommand]) {
        let navigation = pushNavigation ?? enterPushStyle()
        // The navigation controller fills the view now, not at the next layout pass: a tab selected since it was made
        // has its size, which the pages UIKit installs take at once (a popover presented from one points at it).
        if navigation.view.frame != view.bounds { navigation.view.frame = view.bounds }
        let visible = plan?.isVisible ?? false
        var animated = animatesNextChange
        animatesNextChange = false
        var ends = false
        for command in commands {
            switch command {
            case .beginAppearance(_, let appearing, let commandAnimated):
                if appearing != pushNavigationVisible, appearing == visible {
                    pushNavigationVisible = appearing
                    pushNavigationAppearancePending = true
                    navigation.beginAppearanceTransition(appearing, animated: commandAnimated)
                } else if commandAnimated {
                    animated = true
                }
            case .endAppearance:
                ends = true
            default:
                break
            }
        }
        syncPushStyle(animated: animated)
        // The container's appearance ends after UIKit's stack is the model's, so its `didShow` is for the model's top.
        if ends, pushNavigationAppearancePending {
            pushNavigationAppearancePending = false
            navigation.endAppearanceTransition()
        }
    }

    /// Makes UIKit's stack the model's: the page controllers of the plan's pages, bottom first. A transition in
    /// flight is not interrupted (UIKit corrupts its bar on a nested one): the stack is synced when it ends.
    func syncPushStyle(animated: Bool) {
        guard let navigation = pushNavigation, let pages = plan?.navigation.pages else { return }
        let ids = Set(pages.map(\.id))
        for id in controllers.keys where !ids.contains(id) && id != interactiveTransition?.page.id {
            controllers[id] = nil
        }
        if let coordinator = navigation.transitionCoordinator {
            guard !isSyncQueued else { return }
            isSyncQueued = true
            _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.isSyncQueued = false
                self?.syncPushStyle(animated: false)
            }
            return
        }
        let target = pages.map { pushStyleController(of: $0) }
        let shown = navigation.viewControllers
        syncedStack = target.map(ObjectIdentifier.init)
        if !Self.same(shown, target) {
            navigation.setViewControllers(target, animated: animated && navigation.viewIfLoaded?.window != nil)
        }
        if navigation.transitionCoordinator == nil, let top = navigation.topViewController {
            pushStyleWillShow(top, animated: false)
        }
    }

    /// The controller of `page` (made now if it has none) as UIKit's stack shows it: its `navigationItem`'s title
    /// is the scene's `title:` unless the app set one.
    private func pushStyleController(of page: StackedPage) -> UIViewController {
        let controller = controller(page.id, pagesByID: [page.id: page])
        let item = controller.navigationItem
        if item.title == nil, let title = host?.pageBar(of: page).title { item.title = title }
        return controller
    }

    /// The navigation controller is about to show `controller`: the bar follows it (hidden for a page declared
    /// `navigationBar: false`), the edge pop is enabled when its `transition:` allows pops, and the container it
    /// hosts (pager, page stack) goes on its view.
    func pushStyleWillShow(_ controller: UIViewController, animated: Bool) {
        guard let navigation = pushNavigation else { return }
        if let page = plan?.navigation.pages.first(where: { controllers[$0.id] === controller })
            ?? interactiveTransition.flatMap({ controllers[$0.page.id] === controller ? $0.page : nil }),
            let bar = host?.pageBar(of: page)
        {
            if navigation.isNavigationBarHidden == bar.showsBar {
                navigation.setNavigationBarHidden(!bar.showsBar, animated: animated)
            }
            navigation.interactivePopGestureRecognizer?.isEnabled = bar.allowsPop
        }
        attachHostedContainer(of: controller)
    }

    /// UIKit showed a page: the model pops the pages whose controllers UIKit no longer holds (the user's back button
    /// or finished edge swipe), through the root, which reports the pops.
    func pushStyleDidShow() {
        guard let navigation = pushNavigation, let pages = plan?.navigation.pages else { return }
        let shown = navigation.viewControllers
        // UIKit shows the stack the layer gave it: no pop of the user's to follow.
        guard shown.map(ObjectIdentifier.init) != syncedStack else { return }
        syncedStack = shown.map(ObjectIdentifier.init)
        guard let kept = pages.last(where: { page in shown.contains { $0 === controllers[page.id] } }),
            kept.id != pages.last?.id
        else { return }
        host?.navigationDidPopByUser(self, to: kept.id)
    }

    /// Push style: the navigation controller puts its bar at the top of its view's safe area, which must be the
    /// layout's (`SceneContainer.pageSafeAreaTop`, the device's status bar over the navigation). Where the window's
    /// differs (a root whose `followsWindow` is off, as in the generated layout tests on a simulator with a notch),
    /// `additionalSafeAreaInsets.top` makes up the difference ("Use this property to adjust the safe area insets of
    /// this view controller's views by the specified amount":
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets); zero when they
    /// agree and in stacked style.
    func pinSafeAreaTop(_ top: Double) {
        guard isViewLoaded else { return }
        let wanted: CGFloat
        if pushNavigation != nil, view.window != nil {
            wanted = CGFloat(top) - (view.safeAreaInsets.top - additionalSafeAreaInsets.top)
        } else {
            wanted = 0
        }
        if additionalSafeAreaInsets.top != wanted { additionalSafeAreaInsets.top = wanted }
    }

    /// Whether two stacks hold the same controllers in the same order.
    static func same(_ lhs: [UIViewController], _ rhs: [UIViewController]) -> Bool {
        lhs.count == rhs.count && !zip(lhs, rhs).contains { $0 !== $1 }
    }

    /// The container page `controller` hosts (pager, page stack) fills the page's view, as UIKit sizes it.
    func attachHostedContainer(of controller: UIViewController) {
        controller.fillWithHostedContainer()
    }

    /// Switches to push style: the pages leave their wrappers (and their bars) and a navigation controller, filling
    /// the view, shows them. The page controllers are kept, with their state.
    private func enterPushStyle() -> UINavigationController {
        let visible = plan?.isVisible ?? false
        for (id, wrapper) in wrappers {
            guard let controller = controllers[id] else { continue }
            let shown = wrapper.superview != nil && !wrapper.isHidden && visible
            if shown { controller.beginAppearanceTransition(false, animated: false) }
            controller.willMove(toParent: nil)
            wrapper.setNavigationBar(nil)
            wrapper.removeFromSuperview()
            controller.view.removeFromSuperview()
            if shown { controller.endAppearanceTransition() }
            controller.removeFromParent()
            controller.additionalSafeAreaInsets.top = 0  // The hand-made bar's; UIKit's bar sets its own.
        }
        wrappers = [:]
        backItems = [:]
        let navigation = PushStyleNavigationController(nibName: nil, bundle: nil)
        navigation.delegate = pushStyleDelegate
        pushStyleDelegate.owner = self
        navigation.didLayOut = { [weak self, weak navigation] in
            guard let self, let navigation else { return }
            for controller in navigation.viewControllers { attachHostedContainer(of: controller) }
        }
        host?.configureBar(navigation.navigationBar)
        addChild(navigation)
        navigation.view.frame = view.bounds
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        pushNavigation = navigation
        pushNavigationVisible = visible
        pushNavigationAppearancePending = false
        if visible {
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
        }
        return navigation
    }

    /// Switches to stacked style: UIKit's stack is emptied and the navigation controller leaves; the pages (the
    /// same controllers) are shown in wrappers as the plan lays them out.
    func leavePushStyle() {
        guard let navigation = pushNavigation else { return }
        if pushNavigationVisible {
            navigation.beginAppearanceTransition(false, animated: false)
            navigation.endAppearanceTransition()
        }
        interactiveTransition = nil
        navigation.willMove(toParent: nil)
        navigation.setViewControllers([], animated: false)
        navigation.view.removeFromSuperview()
        navigation.removeFromParent()
        pushNavigation = nil
        pushNavigationAppearancePending = false
        syncedStack = []
        guard let plan else { return }
        let load = ChildScene.commands(
            from: ChildScene(children: []), to: plan.scene, containerIsVisible: plan.isVisible, animated: false)
        applyStacked(load)
    }

    // MARK: - R6 on the navigation controller

    /// Starts UIKit's interactive push of `page` (its controller made now) or pop of the top page, through the
    /// delegate's animator and a percent-driven interaction the pan then drives. False when no navigation controller
    /// shows the pages or a transition is in flight.
    @discardableResult
    func beginInteractiveTransition(
        _ kind: TransitionKind, page: StackedPage?, translations: TransitionTranslations
    ) -> Bool {
        guard let navigation = pushNavigation, navigation.transitionCoordinator == nil,
            navigation.viewIfLoaded?.window != nil
        else { return false }
        switch kind {
        case .push:
            guard let page else { return false }
            let controller = pushStyleController(of: page)
            interactiveTransition = PushStyleTransition(.push, page: page, translations: translations)
            syncedStack = (navigation.viewControllers + [controller]).map(ObjectIdentifier.init)
            navigation.pushViewController(controller, animated: true)
        case .pop:
            guard navigation.viewControllers.count > 1, let top = plan?.navigation.top else { return false }
            interactiveTransition = PushStyleTransition(.pop, page: top, translations: translations)
            syncedStack = navigation.viewControllers.dropLast().map(ObjectIdentifier.init)
            navigation.popViewController(animated: true)
        }
        return true
    }

    /// The pan moved: the transition follows its progress (0...1).
    func updateInteractiveTransition(_ progress: Double) {
        interactiveTransition?.interaction.update(CGFloat(progress))
    }

    /// The pan ended: the transition finishes or is cancelled (UIKit then puts the old stack back).
    func endInteractiveTransition(finished: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        if finished {
            transition.interaction.finish()
        } else {
            transition.interaction.cancel()
            if transition.operation == .push { controllers[transition.page.id] = nil }
            // UIKit puts the old stack back when the transition ends: that is the stack the layer gave it.
            _ = pushNavigation?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
                guard let self, let shown = pushNavigation?.viewControllers else { return }
                syncedStack = shown.map(ObjectIdentifier.init)
            }
        }
    }
}

extension UIViewController {
    /// Puts the container this page controller hosts (pager, page stack) on its view, filling it (a page whose view
    /// was released and loaded again gets it back on top); returns that container, nil when it hosts none.
    @discardableResult
    func fillWithHostedContainer() -> UIViewController? {
        guard let page = viewIfLoaded,
            let hosted = children.first(where: { $0 is PagerViewController || $0 is PageStackViewController })
        else { return nil }
        if hosted.view.superview !== page { page.addSubview(hosted.view) }
        if hosted.view.frame != page.bounds { hosted.view.frame = page.bounds }
        return hosted
    }
}

/// The navigation controller of a push-style navigation; it tells its owner after each layout pass.
@MainActor
final class PushStyleNavigationController: UINavigationController {
    var didLayOut: (@MainActor () -> Void)?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayOut?()
    }
}

/// The delegate of a push-style navigation controller: it tells the navigation of the pages UIKit shows, and gives
/// UIKit the R6 animator and interaction controller while an R6 pan drives a transition (nil otherwise: UIKit's own
/// transitions, its edge pop included).
@MainActor
final class PushStyleDelegate: NSObject, UINavigationControllerDelegate {
    weak var owner: StackedNavigationController?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        owner?.pushStyleWillShow(viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        owner?.pushStyleDidShow()
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PushStyleTransition.animator(of: owner?.interactiveTransition, for: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        PushStyleTransition.interaction(of: owner?.interactiveTransition, for: animationController)
    }
}
