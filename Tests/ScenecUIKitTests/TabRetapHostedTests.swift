#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    @testable import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// A tap on the selected tab's bottom bar item pops its push-style navigation to the root, as
    /// `UITabBarController` does for a navigation controller's tab; another tab's item keeps that tab's stack.
    @Suite("A re-tap of the selected bottom tab, hosted on the stand-in", .serialized)
    @MainActor
    struct TabRetapHostedTests {
        static let scene = """
            scene: Retap
            version: 1
            devices: [iphone]
            tabBar: bottom
            navigation: push
            tabs:
              - {title: Home, root: home}
              - {title: Search, root: search}
            pages:
              home: {type: App.Home, title: Home, push: [album]}
              album: {type: App.Album, title: Album, push: [track]}
              track: {type: App.Track, title: Track}
              search: {type: App.Search, title: Search, push: [album]}

            """

        @Test("the selected tab's item pops to its root once; another tab's item keeps that tab's stack")
        func retapPopsToRoot() throws {
            let definition = try #require(SceneRootHostedTests().compiled(text: Self.scene).definition)
            let controller = SceneRootViewController(
                definition: definition, device: SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            ) { page in
                RecordingPage(id: page.id, log: AppearanceLog())
            }
            let window = UIWindow(standInScreen: .notchedPhone)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()
            defer { window.rootViewController = nil }
            try controller.apply(.push("album"))
            try controller.apply(.push("track"))
            let observer = RecordingObserver(observing: controller)

            // Another tab and back: the stack stays.
            controller.selectBottomItem(1)
            controller.selectBottomItem(0)
            turnRunLoop()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.page), ["home", "album", "track"])
            expectEqual(observer.events, ["tab 1", "tab 0"])

            // The selected tab's item: to the root, each pop heard once, top first, then the root active.
            observer.events = []
            controller.selectBottomItem(0)
            turnRunLoop()
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigation.navigation.pages.map(\.page), ["home"])
            expectEqual(observer.events, ["pop track", "pop album", "activate home"])
            var container = SceneContainer(definition: definition, device: controller.plan.device)
            try container.run([.start("home")])
            expectEqual(
                controller.layoutReading().differences(from: SceneLayoutReading(snapshot: container.snapshot())), [])

            // At the root, nothing more.
            controller.selectBottomItem(0)
            turnRunLoop()
            expectEqual(observer.events, ["pop track", "pop album", "activate home"])
        }
    }
#endif
