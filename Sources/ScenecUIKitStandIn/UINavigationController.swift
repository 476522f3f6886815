#if !canImport(UIKit)
    public import Foundation

    /// A container that shows one child at a time from a stack, with a navigation bar over the top.
    ///
    /// What the stand-in does, each as Apple documents it (pages below, at each member):
    /// - **Layout.** Its view holds the top child's view, filling its bounds, and its `navigationBar` over it, at
    ///   the top of the safe area (below the status bar), `standInBarHeight(for:)` tall in its traits. The bar grows
    ///   the child's safe area: the child's root view's top inset is the bar's bottom edge. A hidden bar adds
    ///   nothing.
    /// - **Appearance.** A change of the top child while the navigation controller is on screen sends the old top
    ///   `viewWillDisappear` and the new one `viewWillAppear` during the call, and the `viewDid…` pair when the
    ///   transition ends: during the call without animation; at the next run-loop turn (`StandInRunLoop.turn()`)
    ///   with animation, the transition being in flight until then (its `transitionCoordinator` is set). UIKit
    ///   refuses nothing here but corrupts its bar on a nested transition ("nested push animation can result in
    ///   corrupted navigation bar"); the stand-in records a change asked while a transition is in flight in
    ///   `standInOverlappingTransitions` and ignores it, so that a test sees it.
    /// - **Delegate.** `navigationController(_:willShow:animated:)` after the appearance callbacks begin,
    ///   `navigationController(_:didShow:animated:)` after they end (the order UIKit logs; its pages say only
    ///   "before" and "after" the view is shown); also for the top child when the navigation controller appears.
    /// - **Interactive pop.** `standInBeginInteractivePop()` is the edge swipe: it pops the top child
    ///   interactively (the stack and the bar change at once, the appearance callbacks begin, `willShow` is sent
    ///   for the child below); `standInEndInteractivePop(cancelled:)` lifts the finger: the coordinator's
    ///   interaction handlers run, and at the next run-loop turn the pop finishes (`didShow`) or, cancelled, is
    ///   undone: the old stack comes back, the appearance callbacks run in reverse, and `didShow` is not sent.
    ///
    /// - **Custom transitions.** For an animated change on screen, the delegate is asked for an animator
    ///   (`navigationController(_:animationControllerFor:from:to:)`, "return nil … to use the standard navigation
    ///   controller transition"); given one, it is asked for an interaction controller
    ///   (`navigationController(_:interactionControllerFor:)`). With an animator, the transition runs through it:
    ///   the appearance callbacks begin and `willShow` is sent as for any transition, then the animator's
    ///   `animateTransition(using:)` (or, when interactive, the interaction controller's
    ///   `startInteractiveTransition(_:)`) gets a context whose `containerView`, below the bar, holds the from view;
    ///   the animator adds the to view. The transition stays in flight until the animator calls
    ///   `completeTransition(_:)`: true ends it as any other (`didShow`), false (a cancelled interaction) puts the
    ///   old stack back with the appearance callbacks reversed and no `didShow`. Then the animator hears
    ///   `animationEnded(_:)`. UIKit documents not when in the call the animator starts; the stand-in starts it
    ///   during the call. The edge swipe with an interaction controller is driven by that controller, not by
    ///   `standInEndInteractivePop(cancelled:)`.
    ///
    /// Not declared: the toolbar, `hidesBarsOn…`, `init(navigationBarClass:toolbarClass:)` (the layer uses none).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller
    @MainActor
    open class UINavigationController: UIViewController {
        private var stack: [UIViewController] = []
        private let bar = UINavigationBar(frame: .zero)
        private let popGesture = UIGestureRecognizer()
        private var barHidden = false
        /// The transition in flight, nil when none runs.
        private var transition: Transition?
        /// The coordinator of the transition in flight (`transitionCoordinator`).
        var standInCoordinator: StandInTransitionCoordinator? { transition?.coordinator }
        /// What a change asked during a transition in flight would have done (UIKit's log line), for tests; each is
        /// also recorded in `StandInRunLoop.overlappingTransitions`, on which the hosted tests' run-loop turn fails.
        var standInOverlappingTransitions: [String] = [] {
            didSet {
                if let added = standInOverlappingTransitions.last, standInOverlappingTransitions.count > oldValue.count
                {
                    StandInRunLoop.overlappingTransitions.append(added)
                }
            }
        }

        /// The bar's height in `traits`: 50 points on an iPad (iOS 12 and later), 32 where the vertical size class is
        /// compact (an iPhone in landscape, the large ones included: UIKit's "compact-height navigation bar"), 44
        /// otherwise (an iPhone in portrait, and traits that specify neither). Apple's pages name no numbers; these
        /// are UIKit's as measured and as the runtime's default `navigationBarHeight` gives them
        /// (`SceneDevice.standardNavigationBarHeight`, scene format section 8, which cites the sources).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
        static func standInBarHeight(for traits: UITraitCollection) -> CGFloat {
            if traits.userInterfaceIdiom == .pad { return 50 }
            return traits.verticalSizeClass == .compact ? 32 : 44
        }

        private struct Transition {
            var from: UIViewController?
            var to: UIViewController
            /// The stack before the change (an interactive pop that is cancelled puts it back).
            var previousStack: [UIViewController]
            var removed: [UIViewController]
            var added: [UIViewController]
            var animated: Bool
            var coordinator: StandInTransitionCoordinator
            /// The context handed to the delegate's animator, nil for the navigation controller's own transition.
            var context: StandInTransitionContext?
        }

        /// "Initializes and returns a newly created navigation controller": `rootViewController` is the stack's
        /// only item.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            setViewControllers([rootViewController], animated: false)
        }

        /// An empty navigation controller.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        /// `UINavigationController()`: NSObject's `init()`, an empty stack.
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() {
            super.init()
        }

        /// "The view controllers currently on the navigation stack", root first; setting it is
        /// `setViewControllers(_:animated:)` without animation.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
        open var viewControllers: [UIViewController] {
            get { stack }
            set { setViewControllers(newValue, animated: false) }
        }

        /// "The view controller at the top of the navigation stack."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
        open var topViewController: UIViewController? { stack.last }

        /// "The currently visible view can belong either to the view controller at the top of the navigation stack
        /// or to a view controller that was presented modally on top of the navigation controller itself."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
        open var visibleViewController: UIViewController? {
            var presented = presentedViewController
            while let next = presented?.presentedViewController { presented = next }
            return presented ?? topViewController
        }

        /// The bar the navigation controller manages: its items are the stack's `navigationItem`s.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
        open var navigationBar: UINavigationBar { bar }

        /// The edge swipe that pops the top child ("The navigation controller installs this gesture recognizer on
        /// its view and uses it to pop the topmost view controller off the navigation stack"); a test drives it
        /// with `standInBeginInteractivePop()`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
        @available(tvOS, unavailable)
        open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
        open weak var delegate: (any UINavigationControllerDelegate)?

        /// Whether the bar is hidden; setting it is `setNavigationBarHidden(_:animated:)` without animation.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
        open var isNavigationBarHidden: Bool {
            get { barHidden }
            set { setNavigationBarHidden(newValue, animated: false) }
        }

        /// Hides or shows the bar; the children's safe area loses or regains the bar's height at once.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
        open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
            barHidden = hidden
            bar.isHidden = hidden
            standInLayoutChildren()
        }

        /// "Pushes a view controller onto the receiver's stack and updates the display"; "If the view controller is
        /// already on the navigation stack, this method throws an exception" (the stand-in stops).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            precondition(
                !stack.contains { $0 === viewController },
                "Pushing the same view controller instance more than once is not supported")
            setViewControllers(stack + [viewController], animated: animated)
        }

        /// "Pops the top view controller from the navigation stack and updates the display"; returns it, or nil
        /// when the root is the only item (the root is never popped).
        ///
        /// Discardable, as Swift imports every Objective-C method (the SDK's `popViewControllerAnimated:` family is
        /// called without `_ =` and no warning, checked with `swiftc -typecheck -warnings-as-errors` against
        /// iPhoneOS16.5.sdk).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard stack.count > 1, transition == nil, let top = stack.last else {
                if transition != nil { standInOverlappingTransitions.append("pop during a transition") }
                return nil
            }
            setViewControllers(Array(stack.dropLast()), animated: animated)
            return top
        }

        /// "Pops all the view controllers on the stack except the root view controller and updates the display";
        /// returns the popped controllers (none at the root).
        ///
        /// Discardable, as Swift imports every Objective-C method (the SDK's `popViewControllerAnimated:` family is
        /// called without `_ =` and no warning, checked with `swiftc -typecheck -warnings-as-errors` against
        /// iPhoneOS16.5.sdk).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard let root = stack.first else { return nil }
            return popToViewController(root, animated: animated)
        }

        /// "Pops view controllers until the specified view controller is at the top of the navigation stack";
        /// returns the popped controllers; nil when `viewController` is not on the stack.
        ///
        /// Discardable, as Swift imports every Objective-C method (the SDK's `popViewControllerAnimated:` family is
        /// called without `_ =` and no warning, checked with `swiftc -typecheck -warnings-as-errors` against
        /// iPhoneOS16.5.sdk).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
            if transition != nil {
                standInOverlappingTransitions.append("pop during a transition")
                return nil
            }
            let popped = Array(stack[(index + 1)...])
            if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
            return popped
        }

        /// "Replaces the view controllers currently managed by the navigation controller with the specified items":
        /// "If the view controller is currently in the stack, but is not the topmost item, this method uses a pop
        /// transition; if it is the topmost item, no transition is performed. If the view controller is not on the
        /// stack, this method uses a push transition." Children leave and join the controller hierarchy
        /// (`willMove(toParent:)` now, `didMove(toParent:)` when the transition ends).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            _ = change(to: viewControllers, animated: animated, interactive: false)
        }

        // MARK: - The transition

        /// Changes the stack; returns false when a transition in flight refuses it.
        private func change(to newStack: [UIViewController], animated: Bool, interactive: Bool) -> Bool {
            if transition != nil {
                standInOverlappingTransitions.append("nested transition to \(newStack.count) view controllers")
                return false
            }
            let old = stack
            let oldTop = old.last
            let removed = old.filter { controller in !newStack.contains { $0 === controller } }
            let added = newStack.filter { controller in !old.contains { $0 === controller } }
            for controller in added { addChild(controller) }
            for controller in removed { controller.willMove(toParent: nil) }
            stack = newStack
            bar.setItems(newStack.map(\.navigationItem), animated: animated)
            guard let newTop = newStack.last, newTop !== oldTop, isViewLoaded else {
                finishMembership(removed: removed, added: added)
                if isViewLoaded { install(newStack.last, above: nil) }
                return true
            }
            let isPop = old.contains { $0 === newTop }
            guard isAppearing else {
                install(newTop, above: isPop ? nil : oldTop)
                oldTop?.viewIfLoaded?.removeFromSuperview()
                finishMembership(removed: removed, added: added)
                return true
            }
            // "Allows the delegate to return a noninteractive animator object for use during view controller
            // transitions" (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)),
            // then "an interactive animator object" for it
            // (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)).
            let animator =
                animated
                ? oldTop.flatMap { from in
                    delegate?.navigationController(
                        self, animationControllerFor: isPop ? .pop : .push, from: from, to: newTop)
                } : nil
            let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            let isInteractive = animator == nil ? interactive : interaction != nil
            let coordinator = StandInTransitionCoordinator(isAnimated: animated, isInteractive: isInteractive)
            var context: StandInTransitionContext?
            if let animator, let oldTop {
                context = makeContext(from: oldTop, to: newTop, animator: animator, isInteractive: isInteractive)
            } else {
                install(newTop, above: isPop ? nil : oldTop)
            }
            transition = Transition(
                from: oldTop, to: newTop, previousStack: old, removed: removed, added: added, animated: animated,
                coordinator: coordinator, context: context)
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop.beginAppearanceTransition(true, animated: animated)
            delegate?.navigationController(self, willShow: newTop, animated: animated)
            if let context {
                if let interaction {
                    interaction.startInteractiveTransition(context)
                } else {
                    context.animator.animateTransition(using: context)
                }
            } else if !animated {
                finishTransition()
            } else if !interactive {
                StandInRunLoop.pendingCompletions.append { [weak self] _ in self?.finishTransition() }
            }
            return true
        }

        /// The context of a custom transition: a container view below the bar, filling the view, holding the from
        /// view ("The view that acts as the superview for the views involved in the transition"); the to controller
        /// gets the bar in its safe area, and its view is left for the animator to add ("Add the view being
        /// presented … to the container view's hierarchy",
        /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)).
        private func makeContext(
            from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
            isInteractive: Bool
        ) -> StandInTransitionContext? {
            guard let view = viewIfLoaded else { return nil }
            let containerView = UIView(frame: view.bounds)
            let barIndex = view.subviews.firstIndex { $0 === bar } ?? view.subviews.count
            view.insertSubview(containerView, at: barIndex)
            containerView.addSubview(from.view)
            layOut(to)
            to.viewIfLoaded?.removeFromSuperview()
            return StandInTransitionContext(
                containerView: containerView, from: from, to: to, animator: animator, isInteractive: isInteractive,
                onInteractionEnd: { [weak self] cancelled in
                    self?.transition?.coordinator.endInteraction(cancelled: cancelled)
                },
                onComplete: { [weak self] completed in self?.completeCustomTransition(completed) })
        }

        /// The animator called `completeTransition(_:)`: the view that stays goes back under the bar, the container
        /// goes, and the transition ends, finished or (false) undone.
        private func completeCustomTransition(_ completed: Bool) {
            guard let current = transition, let context = current.context else { return }
            if !completed { current.coordinator.isCancelled = true }
            let survivor = completed ? current.to : current.from
            if let view = viewIfLoaded, let survivor {
                survivor.view.removeFromSuperview()
                view.insertSubview(survivor.view, at: 0)
                layOut(survivor)
            }
            context.containerView.removeFromSuperview()
            finishTransition()
        }

        /// Removes the children that left and tells those that joined.
        private func finishMembership(removed: [UIViewController], added: [UIViewController]) {
            for controller in removed {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.standInContainerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
        }

        /// Puts `controller`'s view in this view, below the bar, above `above`'s view when given (a push) or below
        /// the views already there (a pop), laid out.
        private func install(_ controller: UIViewController?, above: UIViewController?) {
            guard let controller, let container = viewIfLoaded else { return }
            let childView: UIView = controller.view
            if childView.superview !== container {
                let barIndex = container.subviews.firstIndex { $0 === bar } ?? container.subviews.count
                container.insertSubview(childView, at: above == nil ? 0 : barIndex)
            }
            layOut(controller)
        }

        /// Ends the transition in flight: finished, the old top's view leaves and `didShow` is sent; cancelled
        /// (an interactive pop), the old stack comes back and the appearance callbacks run in reverse.
        private func finishTransition() {
            guard let current = transition else { return }
            transition = nil
            if current.coordinator.isCancelled {
                stack = current.previousStack
                bar.setItems(stack.map(\.navigationItem), animated: false)
                current.to.viewIfLoaded?.removeFromSuperview()
                // "When the user cancels a transition, UIKit executes your context block, calls the
                // viewWillDisappear(_:) method on the presented view controller, and finally calls the
                // viewWillAppear(_:)" method on the controller that was leaving (here: the child below, then the top)
                // (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)).
                current.to.beginAppearanceTransition(false, animated: current.animated)
                current.from?.beginAppearanceTransition(true, animated: current.animated)
                current.to.endAppearanceTransition()
                current.from?.endAppearanceTransition()
                for controller in current.removed { controller.didMove(toParent: self) }
                // A cancelled push (only a custom interactive transition is one): the pushed controller leaves.
                for controller in current.added {
                    controller.willMove(toParent: nil)
                    controller.standInContainerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                    controller.removeFromParent()
                }
            } else {
                current.from?.viewIfLoaded?.removeFromSuperview()
                current.from?.endAppearanceTransition()
                current.to.endAppearanceTransition()
                finishMembership(removed: current.removed, added: current.added)
                delegate?.navigationController(self, didShow: current.to, animated: current.animated)
            }
            current.coordinator.complete()
        }

        // MARK: - Layout and appearance

        /// The view: one that lays out the bar and the children at each layout pass, with the bar and the top
        /// child's view in it.
        override func standInMakeView() -> UIView {
            let view = StandInNavigationView(frame: .zero)
            view.navigationController = self
            view.addSubview(bar)
            bar.isHidden = barHidden
            if let top = stack.last {
                view.insertSubview(top.view, at: 0)
            }
            return view
        }

        /// The bar at the top of the safe area, each child's view filling the view with the bar in its safe area.
        func standInLayoutChildren() {
            guard let view = viewIfLoaded else { return }
            let top = view.safeAreaInsets.top
            bar.frame = CGRect(
                x: 0, y: top, width: view.bounds.width, height: Self.standInBarHeight(for: traitCollection))
            transition?.context?.containerView.frame = view.bounds
            for child in stack where child.viewIfLoaded?.superview === view { layOut(child) }
            if let from = transition?.from, from.viewIfLoaded?.superview === view { layOut(from) }
        }

        private func layOut(_ child: UIViewController) {
            guard let view = viewIfLoaded, let childView = child.viewIfLoaded else { return }
            childView.frame = view.bounds
            let barInset = barHidden ? 0 : Self.standInBarHeight(for: traitCollection)
            if child.standInContainerSafeAreaInsets.top != barInset {
                child.standInContainerSafeAreaInsets = UIEdgeInsets(top: barInset, left: 0, bottom: 0, right: 0)
            }
        }

        /// When the navigation controller appears, the delegate hears `willShow` for the top child (its appearance
        /// callbacks were forwarded by `beginAppearanceTransition(_:animated:)`).
        override func standInAppearanceDidBegin(_ isAppearing: Bool, animated: Bool) {
            guard isAppearing, transition == nil, let top = stack.last else { return }
            delegate?.navigationController(self, willShow: top, animated: animated)
        }

        override func standInAppearanceDidEnd(_ isAppearing: Bool) {
            guard isAppearing, transition == nil, let top = stack.last else { return }
            delegate?.navigationController(self, didShow: top, animated: false)
        }

        // MARK: - The edge swipe (test-only)

        /// The user swipes from the leading edge: when the recognizer is enabled, the stack has more than one
        /// child, no transition is in flight and the navigation controller is on screen, the top child is popped
        /// interactively (returns true); otherwise nothing happens (false).
        func standInBeginInteractivePop() -> Bool {
            guard popGesture.isEnabled, stack.count > 1, transition == nil, isAppearing else { return false }
            popGesture.state = .began
            return change(to: Array(stack.dropLast()), animated: true, interactive: true)
        }

        /// The user lifts the finger: the pop finishes, or is undone when `cancelled`, at the next run-loop turn.
        func standInEndInteractivePop(cancelled: Bool) {
            guard let current = transition, current.coordinator.isInteractive, current.context == nil else { return }
            popGesture.state = cancelled ? .cancelled : .ended
            current.coordinator.endInteraction(cancelled: cancelled)
            StandInRunLoop.pendingCompletions.append { [weak self] _ in
                self?.finishTransition()
                self?.popGesture.state = .possible
            }
        }

        /// A tap on the bar's back button: pops the top child with animation, unless its item hides the button.
        func standInTapBackButton() {
            guard stack.count > 1, let top = stack.last, !top.navigationItem.hidesBackButton else { return }
            popViewController(animated: true)
        }
    }

    extension UINavigationController {
        /// The kind of change a transition makes to the stack, which the delegate is told when asked for an animator.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
        public enum Operation: Int, Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/none
            case none = 0
            /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/push
            case push = 1
            /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/pop
            case pop = 2
        }
    }

    /// The navigation controller's view: lays out the bar and the children at each layout pass.
    final class StandInNavigationView: UIView {
        weak var navigationController: UINavigationController?

        override func layoutSubviews() {
            navigationController?.standInLayoutChildren()
        }
    }

    extension UIViewController {
        /// "If the view controller or one of its ancestors is a child of a navigation controller, this property
        /// contains the owning navigation controller. This property is nil if the view controller is not embedded
        /// inside a navigation controller."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
        public var navigationController: UINavigationController? {
            var current = parent
            while let controller = current {
                if let navigation = controller as? UINavigationController { return navigation }
                current = controller.parent
            }
            return nil
        }
    }

    /// A navigation controller's delegate. UIKit's requirements are optional (`@objc optional`); Linux has no
    /// Objective-C, so the stand-in's have default implementations that do nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
    @MainActor
    public protocol UINavigationControllerDelegate: NSObjectProtocol {
        /// "Notifies the delegate before the navigation controller displays a view controller's view and
        /// navigation item properties."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

        /// "Notifies the delegate after the navigation controller displays a view controller's view and navigation
        /// item properties."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

        /// "Allows the delegate to return a noninteractive animator object for use during view controller
        /// transitions"; nil keeps the navigation controller's own animation.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)?

        /// "Allows the delegate to return an interactive animator object for use during view controller
        /// transitions", given the animator `navigationController(_:animationControllerFor:from:to:)` returned.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)?
    }

    extension UINavigationControllerDelegate {
        /// The optional requirement's default: nothing.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {}

        /// The optional requirement's default: nothing.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {}

        /// The optional requirement's default: no animator (the navigation controller's own animation).
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            nil
        }

        /// The optional requirement's default: no interaction controller (the transition is not interactive).
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            nil
        }
    }
#endif
