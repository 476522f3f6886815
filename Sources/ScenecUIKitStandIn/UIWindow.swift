#if !canImport(UIKit)
    import Foundation

    /// The window. Setting `rootViewController` installs its view at the window's bounds. A window is hidden
    /// until `makeKeyAndVisible()`; showing it begins the root's appearance transition (`viewWillAppear`), and
    /// the layout pass and `viewDidAppear` come later, when the app returns to the run loop
    /// (`StandInRunLoop.turn()`), as on iOS: nothing is laid out during the call. Replacing the root of a
    /// visible window, or hiding it, makes the old root disappear the same way.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiwindow
    @MainActor
    open class UIWindow: UIView {
        /// A window of `windowScene`, at the scene's size (the device's screen, as the test that made the scene
        /// gave it). UIKit's initialiser is designated; the stand-in's is `convenience`, so that the window keeps
        /// inheriting `init(frame:)`, which tests use and which UIKit's window has too.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
        public convenience init(windowScene: UIWindowScene) {
            self.init(frame: windowScene.standInBounds)
            if let screen = windowScene.standInScreen {
                standInSafeAreaInsets = screen.safeAreaInsets
                standInTraitCollection = screen.traitCollection
            }
        }

        /// A window filling `screen`, with its safe area and size class (test-only).
        convenience init(standInScreen screen: StandInScreen) {
            self.init(frame: CGRect(origin: .zero, size: screen.size))
            standInSafeAreaInsets = screen.safeAreaInsets
            standInTraitCollection = screen.traitCollection
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
        /// "If the window has an existing view hierarchy, the old views are removed before the new ones are
        /// installed"; in a visible window the old root disappears and the new one appears (viewWillDisappear's
        /// and viewWillAppear's pages: the view is removed from / added to a view hierarchy).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
        open var rootViewController: UIViewController? {
            didSet {
                guard oldValue !== rootViewController else { return }
                if let oldValue, oldValue.isViewLoaded {
                    if !isHidden { StandInRunLoop.beginAppearance(of: oldValue, false) }
                    oldValue.view.removeFromSuperview()
                }
                guard let root = rootViewController else { return }
                root.view.frame = bounds
                addSubview(root.view)
                if !isHidden { StandInRunLoop.beginAppearance(of: root, true) }
            }
        }

        /// Shows the window: `viewWillAppear` now; the layout pass and `viewDidAppear` at the next run-loop turn.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
        open func makeKeyAndVisible() {
            isHidden = false
        }

        override func hiddenDidChange() {
            if isHidden {
                StandInRunLoop.windows.removeAll { $0.window === self || $0.window == nil }
            } else {
                StandInRunLoop.windows.append(StandInRunLoop.WeakWindow(window: self))
            }
            guard let root = rootViewController else { return }
            StandInRunLoop.beginAppearance(of: root, !isHidden)
        }

        /// The screen's safe area insets (status bar, notch, home indicator) as a test sets them; UIKit gets
        /// them from the device. Setting them calls `viewSafeAreaInsetsDidChange()` on each controller whose root
        /// view's insets changed, parents first; it asks for no layout pass (a controller that lays out for the
        /// safe area asks for one there).
        var standInSafeAreaInsets = UIWindow.standInScreenSafeAreaInsets {
            willSet { safeAreaSnapshot = rootViewController?.standInSafeAreaSnapshot() ?? [] }
            didSet { UIViewController.standInNotifySafeAreaChanges(since: safeAreaSnapshot) }
        }

        /// The controllers' root view insets before a change of `standInSafeAreaInsets`.
        private var safeAreaSnapshot: [(UIViewController, UIEdgeInsets)] = []

        /// The trait collection as a test sets it (UIKit gets it from the scene); setting it calls
        /// `traitCollectionDidChange(_:)` on the root controller and its descendants, parents first.
        var standInTraitCollection = UITraitCollection(horizontalSizeClass: UIWindow.standInScreenSizeClass) {
            didSet {
                rootViewController?.standInTraitCollectionDidChange(oldValue)
                standInLayOutPresentations()
            }
        }

        /// What every new window starts with, standing for the simulator a test runs on (a notched iPhone gives
        /// any window at its top left a status bar and a home indicator, and its compact size class): zero and
        /// unspecified unless a test sets them.
        static var standInScreenSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        /// See `standInScreenSafeAreaInsets`. Its first value comes from the environment, so that a test process
        /// that cannot set it (generated layout tests, which see only Apple's API) can stand for a simulator:
        /// `SCENEC_STANDIN_SIMULATOR=compact` an iPhone's, `regular` an iPad's; unset, unspecified. Another value
        /// is reported on standard error and leaves it unspecified.
        static var standInScreenSizeClass = simulatorSizeClass(
            ProcessInfo.processInfo.environment[simulatorVariable], report: true)

        /// The environment variable that `standInScreenSizeClass` starts from.
        static let simulatorVariable = "SCENEC_STANDIN_SIMULATOR"

        /// The size class `value` of `simulatorVariable` stands for.
        static func simulatorSizeClass(_ value: String?, report: Bool = false) -> UIUserInterfaceSizeClass {
            switch value {
            case nil, "": return .unspecified
            case "compact": return .compact
            case "regular": return .regular
            case let other?:
                if report {
                    FileHandle.standardError.write(
                        Data(
                            "\(simulatorVariable)=\(other) is not 'compact' or 'regular': windows have no size class\n"
                                .utf8))
                }
                return .unspecified
            }
        }

        override func frameDidChange() {
            rootViewController?.view.frame = CGRect(origin: .zero, size: frame.size)
            standInLayOutPresentations()
        }

        /// The presentations shown in the window laid out again for its size and size class (a rotation, a
        /// split view): each container view fills the window and its presented view moves to
        /// `frameOfPresentedViewInContainerView`, as UIKit's presentation controllers do when their container's
        /// size changes (`containerViewWillLayoutSubviews()`, then the presented view's new frame).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
        func standInLayOutPresentations() {
            var presenter = rootViewController
            while let presented = presenter?.presentedViewController {
                if let controller = presented.standInPresentationController, let container = controller.containerView {
                    container.frame = bounds
                    controller.standInPlacePresentedView()
                }
                presenter = presented
            }
        }
    }
#endif
