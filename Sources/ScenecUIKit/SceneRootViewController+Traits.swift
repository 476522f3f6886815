import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

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

    /// The horizontal size class the scene's layout uses (its device's): what every page is laid out for.
    var layoutSizeClass: UIUserInterfaceSizeClass { plan.device.sizeClass == .compact ? .compact : .regular }

    /// Traits go top-down with an override: each child of the root (every tab's navigation, the attachment's
    /// page) and so every page below it has the size class the scene lays it out for, `layoutSizeClass`, even
    /// where the window's differs (`followsWindow` off, as in the generated layout tests on a simulator; a
    /// window whose class is unspecified). A half-width page in a regular window is laid out with the regular
    /// width and metrics (scene format §4 `size`, §8), so it sees `.regular`, not a split view column's
    /// `.compact`. The root keeps reading its window's traits (`windowDevice`). On iOS 17 and later through
    /// `traitOverrides` (https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc),
    /// before that and on the stand-in through `setOverrideTraitCollection(_:forChild:)`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:),
    /// deprecated in iOS 17). Only a change is set, so pages hear `traitCollectionDidChange(_:)` once per change.
    func updateChildTraits() {
        let sizeClass = layoutSizeClass
        for child in children {
            #if canImport(UIKit)
                if #available(iOS 17.0, tvOS 17.0, *) {
                    if child.traitOverrides.horizontalSizeClass != sizeClass {
                        child.traitOverrides.horizontalSizeClass = sizeClass
                    }
                    continue
                }
            #endif
            if overrideTraitCollection(forChild: child)?.horizontalSizeClass != sizeClass {
                setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: sizeClass), forChild: child)
            }
        }
    }
}
