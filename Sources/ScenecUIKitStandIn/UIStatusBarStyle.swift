#if !canImport(UIKit)
    import Foundation

    /// The style of the status bar (UIApplication.h: `UIStatusBarStyleDefault = 0`, `LightContent = 1`,
    /// `DarkContent = 3`).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uistatusbarstyle
    public enum UIStatusBarStyle: Int, Sendable {
        /// "Automatically chooses light or dark content based on the user interface style."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uistatusbarstyle/default
        case `default` = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uistatusbarstyle/lightcontent
        case lightContent = 1
        /// SDK: https://developer.apple.com/documentation/uikit/uistatusbarstyle/darkcontent
        case darkContent = 3
    }

    /// Which controllers the system reads a window's status bar, home indicator and orientations from (test-only
    /// and internal).
    extension UIWindow {
        /// The controller whose attributes decide for the window: its root, or the topmost controller presented
        /// over it that fills the window. "The system calls this method on the root view controller or the
        /// topmost modal view controller that fills the window" (supportedInterfaceOrientations), and "status bar
        /// appearance control is transferred from the presenting to the presented view controller only if the
        /// presented controller's `modalPresentationStyle` value is `UIModalPresentationStyle.fullScreen`"
        /// (modalPresentationCapturesStatusBarAppearance, which the stand-in does not declare).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
        var standInDecidingController: UIViewController? {
            var decider = rootViewController
            var presented = rootViewController?.presentedViewController
            while let controller = presented {
                if controller.modalPresentationStyle == .fullScreen { decider = controller }
                presented = controller.presentedViewController
            }
            return decider
        }

        /// The controller whose `preferredStatusBarStyle` the system reads: from the deciding controller, each
        /// non-nil `childForStatusBarStyle` in turn ("If non-nil, that view controller's status bar appearance
        /// attributes will be used. If nil, self is used", UIViewController.h).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
        var standInStatusBarStyleController: UIViewController? {
            Self.follow(standInDecidingController) { $0.childForStatusBarStyle }
        }

        /// The controller whose `prefersStatusBarHidden` the system reads (`childForStatusBarHidden` in turn).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
        var standInStatusBarHiddenController: UIViewController? {
            Self.follow(standInDecidingController) { $0.childForStatusBarHidden }
        }

        /// The controller whose `prefersHomeIndicatorAutoHidden` the system reads
        /// (`childForHomeIndicatorAutoHidden` in turn).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
        var standInHomeIndicatorController: UIViewController? {
            Self.follow(standInDecidingController) { $0.childForHomeIndicatorAutoHidden }
        }

        /// The orientations the system reads: the deciding controller's own `supportedInterfaceOrientations` (no
        /// `childFor…` exists for orientations; a container forwards them itself, as `SceneRootViewController` does).
        var standInSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
            standInDecidingController?.supportedInterfaceOrientations
        }

        private static func follow(
            _ start: UIViewController?, _ child: (UIViewController) -> UIViewController?
        ) -> UIViewController? {
            var current = start
            while let controller = current, let next = child(controller), next !== controller { current = next }
            return current
        }
    }
#endif
