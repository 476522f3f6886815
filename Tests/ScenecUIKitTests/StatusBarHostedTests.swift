#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// A page that supports the orientations it is given (only portrait unless told otherwise).
    final class OrientedPage: IdentifiedPage {
        var orientations: UIInterfaceOrientationMask = .portrait

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
    }

    @Suite("Status bar, home indicator and orientations follow the top page")
    @MainActor
    struct StatusBarHostedTests {
        @Test(
            "childForStatusBarStyle/Hidden/HomeIndicatorAutoHidden and supportedInterfaceOrientations are the top page's"
        )
        func followsTheTopPage() throws {
            let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
            let root = definition.tabs[0].root
            let target = try #require(definition.page(root)?.pushTargets.first)
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                let made = OrientedPage(id: page.page)
                if page.page == root { made.orientations = .all }
                return made
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            try controller.apply(.start(root))
            let home = try #require(controller.childForStatusBarStyle as? OrientedPage)
            #expect(home.id == root && controller.supportedInterfaceOrientations == .all)
            let updates = controller.standInStatusBarUpdates
            #expect(updates > 0 && controller.standInHomeIndicatorUpdates == updates)
            try controller.apply(.push(target))
            let pushed = try #require(controller.childForStatusBarStyle as? OrientedPage)
            #expect(pushed.id == target && pushed !== home)
            #expect(
                controller.childForStatusBarHidden === pushed && controller.childForHomeIndicatorAutoHidden === pushed)
            expectEqual(controller.supportedInterfaceOrientations, .portrait)
            expectEqual(controller.standInStatusBarUpdates, updates + 1, "UIKit is asked again once per new top page")
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            #expect(controller.childForStatusBarStyle === home && controller.supportedInterfaceOrientations == .all)
            expectEqual(controller.standInStatusBarUpdates, updates + 2)
            window.isHidden = true
        }
    }
#endif
