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
        var standInSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
            didSet { rootViewController?.view.setNeedsLayout() }
        }

        /// The trait collection as a test sets it (UIKit gets it from the scene); setting it calls
        /// `traitCollectionDidChange(_:)` on the root controller and its descendants, parents first.
        var standInTraitCollection = UITraitCollection(horizontalSizeClass: .unspecified) {
            didSet { rootViewController?.standInTraitCollectionDidChange(oldValue) }
        }

        override func frameDidChange() {
            rootViewController?.view.frame = CGRect(origin: .zero, size: frame.size)
        }
    }
#endif
