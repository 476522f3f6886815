import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

@testable import ScenecUIKitStandIn

@Suite("Navigation bars: position and large titles, hosted on the stand-in")
@MainActor
struct NavigationBarPositionHostedTests {
    /// Every bar the layer makes in every enumerated state of the Bars scene: stacked style's, one per page. Push
    /// style's bar is `UINavigationController`'s own, which UIKit positions itself.
    private func everyBar(_ body: (SceneRootViewController, UIWindow, UINavigationBar, String) throws -> Void) throws {
        let hosted = SceneRootHostedTests()
        let definition = try #require(hosted.compiled(text: NavigationBarHostedTests.scene).definition)
        var seen = 0
        for device in definition.devices {
            let (window, controller) = hosted.host(definition, on: device, log: AppearanceLog())
            for operation: SceneOperation in [.push("album"), .push("album")] {
                try controller.apply(operation)
                window.layoutIfNeeded()
                for page in controller.plan.navigation.navigation.pages
                where controller.selectedNavigation.pushStyleController == nil {
                    guard let bar = controller.selectedNavigation.navigationBar(of: page.id) else { continue }
                    try body(controller, window, bar, "\(device.name) \(page.id)")
                    seen += 1
                }
            }
        }
        #expect(seen > 0)
    }

    @Test("a bar at the top of the window is .topAttached (its background goes up through the status bar)")
    func topAttached() throws {
        try everyBar { _, _, bar, label in
            expectEqual(bar.delegate?.position(for: bar), .topAttached, "\(label)")
            expectEqual(bar.barPosition, .topAttached, "\(label)")
        }
    }

    /// UIKit asks `position(for:)` only when a bar enters a window ("in its new window":
    /// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)), and the stand-in
    /// does the same: after a move, the next layout pass makes the bar enter again, so it asks again (issue 39,
    /// finding 14).
    @Test("a navigation lower in its window has bars at .top, UIKit's default for a navigation bar, after its layout")
    func lowerInTheWindow() throws {
        try everyBar { controller, window, bar, label in
            // A bar out of the window (a page that is not shown) asks when it enters it again.
            guard bar.standInWindow != nil else { return }
            let frame = controller.view.frame
            controller.view.frame = CGRect(x: frame.minX, y: 40, width: frame.width, height: frame.height)
            expectEqual(bar.barPosition, .topAttached, "\(label): UIKit has not asked again yet")
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            expectEqual(bar.barPosition, .top, "\(label)")
            controller.view.frame = frame
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            expectEqual(bar.barPosition, .topAttached, "\(label)")
        }
    }

    @Test("a bar asks its delegate once, when it enters the window, not on each layout or read")
    func askedWhenEnteringTheWindow() throws {
        try everyBar { controller, window, bar, label in
            let asked = bar.standInPositionQuestions
            #expect(asked > 0, "\(label)")
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            _ = bar.barPosition
            expectEqual(bar.standInPositionQuestions, asked, "\(label)")
        }
    }

    @Test("large titles are off on every bar, even when the app's appearance asks for them, so bars keep their height")
    func noLargeTitles() throws {
        let hosted = SceneRootHostedTests()
        let definition = try #require(hosted.compiled(text: NavigationBarHostedTests.scene).definition)
        let device = try #require(definition.devices.first)
        let (window, controller) = hosted.host(definition, on: device, log: AppearanceLog())
        controller.appearance = SceneAppearance(configureNavigationBar: { $0.prefersLargeTitles = true })
        try controller.apply(.push("album"))
        window.layoutIfNeeded()
        let bars = controller.plan.navigation.navigation.pages.compactMap {
            controller.selectedNavigation.navigationBar(of: $0.id)
        }
        expectEqual(bars.count, 2)
        for bar in bars {
            #expect(!bar.prefersLargeTitles)
            expectEqual(Double(bar.frame.height), controller.plan.metrics.navigationBarHeight)
        }
    }
}
