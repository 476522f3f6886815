#if !canImport(UIKit)
    public import Foundation

    /// The scene's life-cycle methods that the scene hook-up implements. Every one is an `optional` requirement
    /// of the Objective-C protocol: a delegate implements only those it needs. Swift protocols have no optional
    /// requirements, so the stand-in gives each one a default in an extension that does what UIKit does when the
    /// delegate does not implement it: nothing (and no activity to save).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiscenedelegate
    @MainActor
    public protocol UISceneDelegate: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions)

        /// SDK: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

        /// SDK: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

        /// SDK: https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    }

    extension UISceneDelegate {
        /// Not implemented by the delegate: UIKit connects the scene and calls nothing.
        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {}

        /// Not implemented by the delegate: the URLs are not opened.
        public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

        /// Not implemented by the delegate: the activity is not continued.
        public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

        /// Not implemented by the delegate: nothing is saved for the scene.
        public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    }

    /// The delegate of a window scene: it keeps the scene's main window.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
    @MainActor
    public protocol UIWindowSceneDelegate: UISceneDelegate {
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
        var window: UIWindow? { get set }
    }

    extension UIWindowSceneDelegate {
        /// `optional` in Objective-C, like `UISceneDelegate`'s methods: a delegate that does not declare it has
        /// no window to give, and setting it keeps nothing.
        public var window: UIWindow? {
            get { nil }
            set {}
        }
    }
#endif
