#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// A page that supports only portrait, except the one named `rotating`.
    final class OrientedPage: UIViewController {
        let page: String
        let rotating: String

        init(page: String, rotating: String) {
            self.page = page
            self.rotating = rotating
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            nil
        }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            page == rotating ? .all : .portrait
        }
    }

    @Suite("Status bar, home indicator and orientations follow the top page")
    @MainActor
    struct StatusBarHostedTests {
        @Test(
            "childForStatusBarStyle/Hidden/HomeIndicatorAutoHidden and supportedInterfaceOrientations are the top page's"
        )
        func followsTheTopPage() throws {
            let definition = try #require(try SceneRootHostedTests().compiled("Music").definition)
            let device = try #require(definition.devices.first)
            let root = definition.tabs[0].root
            let target = try #require(definition.page(root)?.pushTargets.first)
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                OrientedPage(page: page.page, rotating: root)
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            try controller.apply(.start(root))
            let home = try #require(controller.childForStatusBarStyle as? OrientedPage)
            #expect(home.page == root && controller.supportedInterfaceOrientations == .all)
            let updates = controller.standInStatusBarUpdates
            #expect(updates > 0 && controller.standInHomeIndicatorUpdates == updates)
            try controller.apply(.push(target))
            let pushed = try #require(controller.childForStatusBarStyle as? OrientedPage)
            #expect(pushed.page == target && pushed !== home)
            #expect(
                controller.childForStatusBarHidden === pushed && controller.childForHomeIndicatorAutoHidden === pushed)
            #expect(controller.supportedInterfaceOrientations == .portrait)
            #expect(controller.standInStatusBarUpdates == updates + 1, "UIKit is asked again once per new top page")
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            #expect(controller.childForStatusBarStyle === home && controller.supportedInterfaceOrientations == .all)
            #expect(controller.standInStatusBarUpdates == updates + 2)
            window.isHidden = true
        }
    }
#endif
