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

        override func frameDidChange() {
            rootViewController?.view.frame = CGRect(origin: .zero, size: frame.size)
        }
    }
#endif
