#if !canImport(UIKit)
    import Foundation

    /// The window. Setting `rootViewController` installs its view at the window's bounds;
    /// `makeKeyAndVisible()` runs the root's appearance transition around a layout pass.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiwindow
    @MainActor
    open class UIWindow: UIView {
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
        open var rootViewController: UIViewController? {
            didSet {
                oldValue?.view.removeFromSuperview()
                guard let root = rootViewController else { return }
                root.view.frame = bounds
                addSubview(root.view)
            }
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
        open func makeKeyAndVisible() {
            rootViewController?.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            rootViewController?.endAppearanceTransition()
        }

        /// The screen's safe area insets (status bar, notch, home indicator) as a test sets them; UIKit gets
        /// them from the device. Setting them lays the window out again on its next layout pass.
        var standInSafeAreaInsets = UIWindow.standInScreenSafeAreaInsets {
            didSet { rootViewController?.view.setNeedsLayout() }
        }

        /// The trait collection as a test sets it (UIKit gets it from the scene); setting it calls
        /// `traitCollectionDidChange(_:)` on the root controller and its descendants, parents first.
        var standInTraitCollection = UITraitCollection(horizontalSizeClass: UIWindow.standInScreenSizeClass) {
            didSet { rootViewController?.standInTraitCollectionDidChange(oldValue) }
        }

        /// What every new window starts with, standing for the simulator a test runs on (a notched iPhone gives
        /// any window at its top left a status bar and a home indicator, and its compact size class): zero and
        /// unspecified unless a test sets them.
        static var standInScreenSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        /// See `standInScreenSafeAreaInsets`.
        static var standInScreenSizeClass = UIUserInterfaceSizeClass.unspecified

        override func frameDidChange() {
            rootViewController?.view.frame = CGRect(origin: .zero, size: frame.size)
        }
    }
#endif
