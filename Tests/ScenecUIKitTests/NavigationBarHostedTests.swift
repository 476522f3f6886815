import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import ScenecUIKit
import ScenecUIPlans
import Testing

@testable import ScenecUIKitStandIn

/// Records the pops it hears.
@MainActor
private final class PopObserver: SceneObserver {
    var events: [String] = []

    func sceneController(_ controller: SceneRootViewController, didPop place: ScenePagePlace) {
        events.append("pop \(place.page.id)")
    }
}

@Suite("Navigation bars (§4 navigationBar), hosted on the stand-in")
@MainActor
struct NavigationBarHostedTests {
    /// Stacked on iPad, push style on iPhone; `detail` hides its bar.
    static let scene = sharedScene("Bars")

    @Test(
        "every enumerated state of every example: each attached page's bar is at the layout table's frame, titled",
        arguments: SceneRootHostedTests.examples + ["Bars"])
    func barFramesEqualTheLayoutTable(_ name: String) throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable(name, text: name == "Bars" ? Self.scene : nil)
        var compared = 0
        for entry in table.devices {
            for state in entry.entries {
                let (window, controller) = hosted.host(definition, on: entry.device, log: AppearanceLog())
                for operation in state.state.script { try? controller.apply(operation) }
                window.layoutIfNeeded()
                let instances = controller.plan.navigation.navigation.pages
                expectEqual(instances.count, state.navigation.pages.count)
                for (instance, page) in zip(instances, state.navigation.pages) where page.layout.isAttached {
                    let label = "\(name) \(state.state) \(instance.id)"
                    let bar = controller.selectedNavigation.navigationBar(of: instance.id)
                    guard let expected = page.navigationBar else {
                        #expect(bar == nil, "\(label): the page hides its bar")
                        continue
                    }
                    let shown = try #require(bar, "\(label): no bar")
                    let origin = state.navigation.frame
                    expectEqual(
                        windowFrame(shown),
                        Rect(
                            x: origin.x + page.layout.frame.x + expected.x,
                            y: origin.y + page.layout.frame.y + expected.y, width: expected.width,
                            height: expected.height), "\(label)")
                    expectEqual(shown.topItem?.title, definition.page(instance.page)?.title, "\(label)")
                    // The bar grows the page's safe area to its bottom edge (UIKit's in push style, the page's
                    // `additionalSafeAreaInsets` in stacked style).
                    let page = try #require(controller.selectedNavigation.pageControllers[instance.id])
                    expectEqual(page.view.safeAreaInsets.top, CGFloat(expected.y + expected.height), "\(label)")
                    expectEqual(
                        (controller.selectedNavigation.pushStyleController?.navigationBar === shown),
                        (controller.plan.navigationStyle == .push), "\(label): push style's bar is UIKit's")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }

    @Test("the back button pops the top page through the plan, and the observer hears the pop")
    func backButtonPops() throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable("Bars", text: Self.scene)
        for device in table.devices.map(\.device) {
            let (_, controller) = hosted.host(definition, on: device, log: AppearanceLog())
            let observer = PopObserver()
            controller.observer = observer
            try controller.apply(.push("album"))
            let navigation = controller.selectedNavigation
            let pages = controller.plan.navigation.navigation.pages
            let album = try #require(pages.last)
            let root = try #require(pages.first)
            // The root's bar has no back button; the album's shows the root's title as its back item.
            #expect(navigation.navigationBar(of: root.id)?.backItem == nil)
            let bar = try #require(navigation.navigationBar(of: album.id))
            expectEqual(bar.backItem?.title, "Home")
            #expect(bar.topItem === navigation.pageControllers[album.id]?.navigationItem)

            observer.events = []
            if let uikit = navigation.pushStyleController {
                uikit.standInTapBackButton()  // UINavigationController's own back button.
                turnRunLoop()
            } else {
                bar.standInTapBackButton()
            }
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), [root.id], "\(device.name)")
            expectEqual(observer.events, ["pop \(album.id)"], "\(device.name)")
            #expect(navigation.navigationBar(of: album.id) == nil, "the popped page's bar went with it")
        }
    }

    @Test("the app's navigation item is the one shown: its title and bar button items are kept")
    func appItemsKept() throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable("Bars", text: Self.scene)
        let device = try #require(table.devices.first?.device)
        let button = UIBarButtonItem()
        let controller = SceneRootViewController(definition: definition, device: device) { page in
            let made = UIViewController(nibName: nil, bundle: nil)
            if page.page == "album" {
                made.title = "Album by the app"
                made.navigationItem.rightBarButtonItems = [button]
            }
            return made
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()
        try controller.apply(.push("album"))
        let album = try #require(controller.plan.navigation.navigation.top)
        let bar = try #require(controller.selectedNavigation.navigationBar(of: album.id))
        expectEqual(bar.topItem?.title, "Album by the app")
        #expect(bar.topItem?.rightBarButtonItems?.first === button)
    }

    @Test("appearance: every bar made, before and after it is set, is configured by the app")
    func appearance() throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable("Bars", text: Self.scene)
        let device = try #require(table.devices.first?.device)
        let (_, controller) = hosted.host(definition, on: device, log: AppearanceLog())
        let navigation = controller.selectedNavigation
        let root = try #require(controller.plan.navigation.navigation.top)
        let colour = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        controller.appearance = SceneAppearance { bar in bar.backgroundColor = colour }
        #expect(navigation.navigationBar(of: root.id)?.backgroundColor === colour)
        try controller.apply(.push("album"))
        let album = try #require(controller.plan.navigation.navigation.top)
        #expect(navigation.navigationBar(of: album.id)?.backgroundColor === colour)
    }

    @Test("an R6 pan: the top page's bar alpha follows navBarAlpha")
    func alphaFollowsThePan() throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable("Music")
        let (device, state) = try hosted.swipeState(table, of: definition) { transition, next in
            transition.navBarAlpha != (next?.navBarAlpha ?? 1)
        }
        let (_, controller) = hosted.host(definition, on: device, log: AppearanceLog())
        for operation in state.state.script { try controller.apply(operation) }
        let top = try #require(controller.plan.navigation.navigation.top)
        let transition = try #require(definition.page(top.page)?.transition)
        let nextAlpha = transition.next.flatMap { definition.page($0)?.transition?.navBarAlpha } ?? 1
        let bar = try #require(controller.selectedNavigation.navigationBar(of: top.id))
        let width = controller.plan.sideTabLayout.navigation.width
        expectEqual(controller.transitionPanBegan(translationX: -10, velocityX: -800, velocityY: 0), .push)
        controller.transitionPanChanged(translationX: -width / 2)
        let halfway = TransitionGesture.navBarAlpha(from: transition.navBarAlpha, to: nextAlpha, progress: 0.5)
        #expect(halfway != 1)
        expectEqual(Double(bar.alpha), halfway)
    }
}
