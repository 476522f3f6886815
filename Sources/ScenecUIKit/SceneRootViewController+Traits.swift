import ScenecUIKitPlatform

extension SceneRootViewController {
    /// On iOS 17 and later, a change of the horizontal size class lays the controller out again through trait
    /// registration (`registerForTraitChanges`, which replaces the deprecated `traitCollectionDidChange(_:)`;
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
    /// Called from `viewDidLoad()`, so the view is loaded. Earlier versions, and the Linux stand-in (which has no
    /// trait registration), use `traitCollectionDidChange(_:)`. This code compiles with UIKit only: on Linux it
    /// is verified by reading.
    func registerForSizeClassChanges() {
        #if canImport(UIKit)
            if #available(iOS 17.0, *) {
                registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
                    (controller: SceneRootViewController, previous: UITraitCollection) in
                    if controller.traitCollection.horizontalSizeClass != previous.horizontalSizeClass {
                        controller.view.setNeedsLayout()
                    }
                }
            }
        #endif
    }
}
