#if !canImport(UIKit)
    import Foundation
    import ScenecExpectations
    @testable import ScenecUIKitStandIn
    import Testing

    /// A controller that returns a child for the status bar, the home indicator and nothing else.
    final class ForwardingController: UIViewController {
        var child: UIViewController?
        override var childForStatusBarStyle: UIViewController? { child }
        override var childForStatusBarHidden: UIViewController? { child }
        override var childForHomeIndicatorAutoHidden: UIViewController? { child }
    }

    /// The stand-in records what the system is asked and told (`StandInSystem`) and reads a window's status bar,
    /// home indicator and orientations where UIKit documents it does (UIStatusBarStyle.swift, UIAccessibility.swift).
    @Suite("The stand-in records accessibility notifications and system requests", .serialized)
    @MainActor
    struct StandInSystemTests {
        @Test("posts and setNeeds… requests are recorded in order, with their controller, until reset")
        func recordsAndResets() {
            StandInSystem.reset()
            let view = UIView(frame: .zero)
            let controller = UIViewController()
            UIAccessibility.post(notification: .screenChanged, argument: view)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            controller.setNeedsStatusBarAppearanceUpdate()
            controller.setNeedsUpdateOfSupportedInterfaceOrientations()
            controller.setNeedsUpdateOfSupportedInterfaceOrientations()
            expectEqual(StandInSystem.accessibilityPosts.map(\.notification), [.screenChanged, .announcement])
            #expect(StandInSystem.accessibilityPosts[0].object === view)
            #expect(StandInSystem.accessibilityPosts[1].argument as? String == "Saved")
            expectEqual(StandInSystem.requests(.supportedInterfaceOrientations, on: controller), 2)
            expectEqual(StandInSystem.requests(.statusBarAppearance, on: controller), 1)
            expectEqual(StandInSystem.requests(.homeIndicatorAutoHidden, on: controller), 0)
            expectEqual(StandInSystem.requests(.statusBarAppearance, on: UIViewController()), 0)
            #expect(UIAccessibility.Notification.screenChanged != .layoutChanged)
            StandInSystem.reset()
            #expect(StandInSystem.accessibilityPosts.isEmpty && StandInSystem.updateRequests.isEmpty)
        }

        @Test("the window's root decides, through childFor…, unless a full-screen presentation covers it")
        func decidingController() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let root = ForwardingController()
            let middle = ForwardingController()
            let leaf = UIViewController()
            root.child = middle
            middle.child = leaf
            window.rootViewController = root
            window.makeKeyAndVisible()
            #expect(window.standInStatusBarStyleController === leaf, "each non-nil child in turn")
            #expect(window.standInStatusBarHiddenController === leaf)
            #expect(window.standInHomeIndicatorController === leaf)
            expectEqual(window.standInSupportedInterfaceOrientations, .all, "the root's own: no childFor… for them")
            #expect(leaf.preferredStatusBarStyle == .default && !leaf.prefersStatusBarHidden)
            #expect(!leaf.prefersHomeIndicatorAutoHidden)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: false)
            #expect(window.standInStatusBarStyleController === leaf, "a sheet does not take the status bar")
            sheet.dismiss(animated: false)
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            #expect(window.standInDecidingController === cover && window.standInStatusBarStyleController === cover)
            root.dismiss(animated: false)
            #expect(window.standInDecidingController === root)
            window.isHidden = true
        }
    }
#endif
