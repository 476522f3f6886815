#if !canImport(UIKit)
    public import Foundation

    /// A view controller. The stand-in keeps the child list and the parent, loads the view on first access
    /// (`loadView()` then `viewDidLoad()`), and turns appearance transitions into the four appearance callbacks.
    ///
    /// What it does not do: it never sends appearance callbacks on its own when a view enters a window (only
    /// `beginAppearanceTransition(_:animated:)` and a window's `makeKeyAndVisible()` do), and when
    /// `shouldAutomaticallyForwardAppearanceMethods` is true it forwards a transition to the children whose
    /// views are in its view's tree, as UIKit documents.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller
    @MainActor
    open class UIViewController: UIResponder {
        private var storedView: UIView?
        private var storedChildren: [UIViewController] = []
        /// The pending transition: true while appearing, false while disappearing, nil when none runs.
        private var pendingAppearance: Bool?
        /// True between `viewWillAppear` and `viewWillDisappear` (UIKit's appearance state).
        private(set) var isAppearing = false

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// `UIViewController()`, as a subclass without its own designated initializer is made: NSObject's `init()`,
        /// which UIKit forwards to `init(nibName: nil, bundle: nil)`.
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() {
            super.init()
        }

        /// Loaded lazily: "If you access this property when its value is `nil`, the view controller automatically
        /// calls the `loadView()` method and returns the resulting view"; setting it to nil releases the view, and
        /// the next access loads a new one (`loadView()` then `viewDidLoad()` again).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
        open var view: UIView! {
            get {
                if storedView == nil {
                    loadView()
                    if storedView == nil { storedView = UIView(frame: .zero) }
                    storedView?.owningViewController = self
                    viewDidLoad()
                }
                return storedView
            }
            set {
                storedView?.owningViewController = nil
                storedView = newValue
                newValue?.owningViewController = self
            }
        }

        /// "Accessing this property does not attempt to load the view if it is not currently in memory."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
        open var isViewLoaded: Bool { storedView != nil }

        /// "The view controller's view, or `nil` if the view isn't yet loaded"; never loads it.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
        open var viewIfLoaded: UIView? { storedView }

        /// "Loads the view controller's view if it's not loaded yet" (as reading `view` does).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
        open func loadViewIfNeeded() {
            _ = view
        }

        /// "If the view controller has a valid navigation item or tab-bar item, assigning a value to this
        /// property updates the title text of those objects": the stand-in updates `navigationItem`'s once made.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
        open var title: String? {
            didSet { storedNavigationItem?.title = title }
        }

        private var storedNavigationItem: UINavigationItem?

        /// "The first time the property is accessed, the UINavigationItem object is created": a unique item per
        /// controller, made with the controller's `title`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
        open var navigationItem: UINavigationItem {
            if let storedNavigationItem { return storedNavigationItem }
            let item = UINavigationItem(title: "")
            item.title = title
            storedNavigationItem = item
            return item
        }

        /// The controller this one presents (`present(_:animated:completion:)`, UIViewController+Presentation).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
        open internal(set) var presentedViewController: UIViewController?

        /// The controller that presented this one; for a child of a presented controller, its ancestor's.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
        open var presentingViewController: UIViewController? {
            standInPresenting ?? parent?.presentingViewController
        }

        /// The presenting controller of a presented controller (the ancestor case is `presentingViewController`).
        weak var standInPresenting: UIViewController?

        /// Whether the controller is in the process of being presented: true from an animated `present(_:animated:completion:)`
        /// until its transition ends, at the next run-loop turn (`StandInRunLoop.turn()`); a presentation without
        /// animation ends during the call.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
        open internal(set) var isBeingPresented = false

        /// "Whether the view controller is in the process of being dismissed by one of its ancestors": true from an
        /// animated `dismiss(animated:completion:)` until its transition ends, at the next run-loop turn; until then
        /// the controller is still presented (its presenter's `presentedViewController`, its view on screen).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
        open internal(set) var isBeingDismissed = false

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
        open var modalPresentationStyle: UIModalPresentationStyle = .automatic

        /// "When you set it to true, UIKit ... prevents the interactive dismissal of the view controller while it
        /// is onscreen."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
        open var isModalInPresentation = false

        /// The presentation controller made for `modalPresentationStyle` on first access.
        var standInPresentationController: UIPresentationController?

        /// "Sent to the view controller when the app receives a memory warning"; "your app never calls this
        /// method directly". Does nothing here (a subclass releases what it can rebuild and calls `super`). The
        /// stand-in never sends it on its own: a test calls it, as the system would.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()
        open func didReceiveMemoryWarning() {}

        /// Added to the safe area insets of the controller's root view (`UIView.safeAreaInsets`) and so to its
        /// subviews'.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
        open var additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
            willSet { additionalSafeAreaSnapshot = standInSafeAreaSnapshot() }
            didSet { UIViewController.standInNotifySafeAreaChanges(since: additionalSafeAreaSnapshot) }
        }

        private var additionalSafeAreaSnapshot: [(UIViewController, UIEdgeInsets)] = []

        /// "Called to notify the view controller that the safe area insets of its root view changed": when
        /// system bars change size or `additionalSafeAreaInsets` changes. Does nothing; UIKit's page does not
        /// say it lays out, so the stand-in asks for no layout pass.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
        open func viewSafeAreaInsetsDidChange() {}

        /// This controller and its descendants with a loaded view, parents first, with their root view's insets.
        func standInSafeAreaSnapshot() -> [(UIViewController, UIEdgeInsets)] {
            guard let view = storedView else { return [] }
            return [(self, view.safeAreaInsets)] + storedChildren.flatMap { $0.standInSafeAreaSnapshot() }
        }

        /// Calls `viewSafeAreaInsetsDidChange()` on each controller of `snapshot` whose root view's insets differ.
        static func standInNotifySafeAreaChanges(since snapshot: [(UIViewController, UIEdgeInsets)]) {
            for (controller, old) in snapshot where controller.storedView?.safeAreaInsets != old {
                controller.viewSafeAreaInsetsDidChange()
            }
        }

        /// Traits flow top-down through the controller hierarchy: a child has its parent's (whether or not its
        /// view is in a window), a root controller its window's (`UIWindow.standInTraitCollection`), and a
        /// controller with neither an unspecified size class.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
        /// (c:objc(pl)UITraitEnvironment(py)traitCollection)
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection (the trait hierarchy)
        open var traitCollection: UITraitCollection {
            if let parent {
                // "You can use this method to change the traits of any embedded child view controllers": the
                // parent's override for this child replaces the size class it would pass on, when specified.
                let inherited = parent.traitCollection
                if let override = parent.overrideTraitCollection(forChild: self),
                    override.horizontalSizeClass != .unspecified
                {
                    // Only the traits the override specifies replace the parent's.
                    return UITraitCollection(
                        horizontalSizeClass: override.horizontalSizeClass,
                        verticalSizeClass: override.verticalSizeClass == .unspecified
                            ? inherited.verticalSizeClass : override.verticalSizeClass,
                        idiom: override.userInterfaceIdiom == .unspecified
                            ? inherited.userInterfaceIdiom : override.userInterfaceIdiom)
                }
                return inherited
            }
            var current = storedView
            while let view = current {
                if let window = view as? UIWindow { return window.standInTraitCollection }
                current = view.superview
            }
            return UITraitCollection(horizontalSizeClass: .unspecified)
        }

        /// The traits the parent set for this child (`setOverrideTraitCollection(_:forChild:)`).
        private var overrideFromParent: UITraitCollection?

        /// "Changes the traits assigned to the specified child view controller": from then on the child (and its
        /// descendants) have `collection`'s specified traits in place of this controller's; nil removes the
        /// override. A child whose size class changes by it gets `traitCollectionDidChange(_:)`, as on a window's
        /// change. A controller that is not a child of this one is left alone. Deprecated in iOS 17
        /// (`traitOverrides`), which the stand-in does not declare.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
        @available(iOS, introduced: 8.0, deprecated: 17.0)
        open func setOverrideTraitCollection(
            _ collection: UITraitCollection?, forChild childViewController: UIViewController
        ) {
            guard childViewController.parent === self else { return }
            let previous = childViewController.traitCollection
            childViewController.overrideFromParent = collection
            if childViewController.traitCollection.horizontalSizeClass != previous.horizontalSizeClass {
                childViewController.standInTraitCollectionDidChange(previous)
            }
        }

        /// "Retrieves the trait collection for a child view controller": the override this controller set for
        /// it, nil when none (or when it is not this controller's child).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/overridetraitcollection(forchild:)
        @available(iOS, introduced: 8.0, deprecated: 17.0)
        open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
            childViewController.parent === self ? childViewController.overrideFromParent : nil
        }

        /// Deprecated in iOS 17 (`registerForTraitChanges`), available from iOS 8; still called by iOS 17 and
        /// later. Does nothing.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
        /// (c:objc(pl)UITraitEnvironment(im)traitCollectionDidChange:)
        @available(iOS, introduced: 8.0, deprecated: 17.0)
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        /// Sends `traitCollectionDidChange(_:)` to this controller, then to its children whose size class an
        /// override does not hold.
        func standInTraitCollectionDidChange(_ previous: UITraitCollection) {
            traitCollectionDidChange(previous)
            for child in storedChildren
            where child.overrideFromParent.map({ $0.horizontalSizeClass == .unspecified }) ?? true {
                child.standInTraitCollectionDidChange(previous)
            }
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
        open func loadView() {
            view = standInMakeView()
        }

        /// The view `loadView()` makes: a plain view; a container of the stand-in (`UINavigationController`)
        /// returns its own, which lays out its children.
        func standInMakeView() -> UIView {
            UIView(frame: .zero)
        }

        /// Insets a container adds to the safe area of this controller's root view, beside its own
        /// `additionalSafeAreaInsets` (a navigation controller's bar over its child: UIKit's root-view insets
        /// "account for the status bar, other visible bars, and any additional insets").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
        var standInContainerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
            willSet { containerSafeAreaSnapshot = standInSafeAreaSnapshot() }
            didSet { UIViewController.standInNotifySafeAreaChanges(since: containerSafeAreaSnapshot) }
        }

        private var containerSafeAreaSnapshot: [(UIViewController, UIEdgeInsets)] = []

        /// Called when an appearance transition of this controller begins (after `viewWillAppear` /
        /// `viewWillDisappear` and the forwarding to its children); a container of the stand-in acts on it.
        func standInAppearanceDidBegin(_ isAppearing: Bool, animated: Bool) {}

        /// Called when an appearance transition of this controller ends (after `viewDidAppear` / `viewDidDisappear`
        /// and the forwarding to its children).
        func standInAppearanceDidEnd(_ isAppearing: Bool) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
        open func viewDidLoad() {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
        open func viewWillAppear(_ animated: Bool) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
        open func viewDidAppear(_ animated: Bool) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
        open func viewWillDisappear(_ animated: Bool) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
        open func viewDidDisappear(_ animated: Bool) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
        open func viewWillLayoutSubviews() {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
        open func viewDidLayoutSubviews() {}

        /// Nil: the status bar style is this controller's own unless a container returns a child.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
        open var childForStatusBarStyle: UIViewController? { nil }

        /// Nil: the status bar's hidden state is this controller's own unless a container returns a child.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
        open var childForStatusBarHidden: UIViewController? { nil }

        /// Nil: the home indicator's auto-hiding is this controller's own unless a container returns a child.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
        open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

        /// All orientations (UIKit's default is `.all` on iPad and `.allButUpsideDown` on iPhone; the stand-in
        /// has no idiom). The system reads it on "the root view controller or the topmost modal view controller that
        /// fills the window" (`UIWindow.standInOrientationController`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
        open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

        /// `.default` ("Defaults to UIStatusBarStyleDefault", UIViewController.h), unless overridden; the system
        /// reads it on the controller `UIWindow.standInStatusBarStyleController` finds.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
        open var preferredStatusBarStyle: UIStatusBarStyle { .default }

        /// False ("Defaults to NO", UIViewController.h), unless overridden; the system reads it on the controller
        /// `UIWindow.standInStatusBarHiddenController` finds.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
        open var prefersStatusBarHidden: Bool { false }

        /// False, unless overridden; the system reads it on the controller
        /// `UIWindow.standInHomeIndicatorController` finds.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/prefershomeindicatorautohidden
        open var prefersHomeIndicatorAutoHidden: Bool { false }

        /// How many times `setNeedsStatusBarAppearanceUpdate()` was called, for tests.
        var standInStatusBarUpdates = 0
        /// How many times `setNeedsUpdateOfHomeIndicatorAutoHidden()` was called, for tests.
        var standInHomeIndicatorUpdates = 0

        /// Counts the call (`standInStatusBarUpdates`) and records it (`StandInSystem.updateRequests`); UIKit asks
        /// the status bar's controllers again ("call this method whenever the return values for the view controller's
        /// status bar attributes have changed").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
        open func setNeedsStatusBarAppearanceUpdate() {
            standInStatusBarUpdates += 1
            StandInSystem.updateRequests.append(
                StandInSystem.UpdateRequest(update: .statusBarAppearance, controller: self))
        }

        /// Counts the call (`standInHomeIndicatorUpdates`) and records it (`StandInSystem.updateRequests`); UIKit
        /// asks the home indicator's controllers again.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()
        open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
            standInHomeIndicatorUpdates += 1
            StandInSystem.updateRequests.append(
                StandInSystem.UpdateRequest(update: .homeIndicatorAutoHidden, controller: self))
        }

        /// How many times `setNeedsUpdateOfSupportedInterfaceOrientations()` was called, for tests.
        var standInOrientationUpdates = 0

        /// "Notifies the view controller that a change occurred that affects supported interface orientations or the
        /// preferred interface orientation for presentation" (iOS 16, `API_AVAILABLE(ios(16.0))` in UIViewController.h);
        /// the system then reads `supportedInterfaceOrientations` again and rotates the window when the current
        /// orientation is no longer supported. The stand-in has no device orientation: it counts the call
        /// (`standInOrientationUpdates`) and records it (`StandInSystem.updateRequests`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()
        @available(iOS 16.0, *)
        open func setNeedsUpdateOfSupportedInterfaceOrientations() {
            standInOrientationUpdates += 1
            StandInSystem.updateRequests.append(
                StandInSystem.UpdateRequest(update: .supportedInterfaceOrientations, controller: self))
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/children
        open var children: [UIViewController] { storedChildren }

        /// A weak, read-only stored property, as Apple declares it (`weak var parent: UIViewController? { get }`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
        /// (c:objc(cs)UIViewController(py)parentViewController)
        open private(set) weak var parent: UIViewController?

        /// Calls `willMove(toParent:)` on the child (as UIKit does), then adds it; a child of another parent is
        /// removed from it first.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
        open func addChild(_ childController: UIViewController) {
            if childController.parent === self { return }
            childController.parent?.storedChildren.removeAll { $0 === childController }
            childController.willMove(toParent: self)
            storedChildren.append(childController)
            childController.parent = self
        }

        /// Removes the controller from its parent, then calls `didMove(toParent: nil)` (as UIKit does).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
        open func removeFromParent() {
            guard let old = parent else { return }
            old.storedChildren.removeAll { $0 === self }
            parent = nil
            didMove(toParent: nil)
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
        open func willMove(toParent parent: UIViewController?) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
        open func didMove(toParent parent: UIViewController?) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

        /// Calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`; a call that does not change the appearance
        /// state (appearing twice) is ignored, as in UIKit.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
        open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            guard isAppearing != self.isAppearing else { return }
            self.isAppearing = isAppearing
            pendingAppearance = isAppearing
            if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in storedChildren where child.isViewInTree(of: storedView) {
                    child.beginAppearanceTransition(isAppearing, animated: animated)
                }
            }
            standInAppearanceDidBegin(isAppearing, animated: animated)
        }

        /// Calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the pending transition; nothing without one.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
        open func endAppearanceTransition() {
            guard let appearing = pendingAppearance else { return }
            pendingAppearance = nil
            if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in storedChildren where child.isViewInTree(of: storedView) {
                    child.endAppearanceTransition()
                }
            }
            standInAppearanceDidEnd(appearing)
        }

        /// True when this controller's view is loaded and lies in `root`'s tree.
        private func isViewInTree(of root: UIView?) -> Bool {
            var view = storedView
            while let current = view {
                if current === root { return true }
                view = current.superview
            }
            return false
        }
    }
#endif
