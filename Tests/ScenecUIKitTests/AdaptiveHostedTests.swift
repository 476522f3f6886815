import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecTestSupport
import ScenecUIKit
import ScenecUIPlans
import Testing

@Suite("Adaptive scenes (§9.1): push style and the bottom tab bar, hosted on the stand-in")
@MainActor
struct AdaptiveHostedTests {
    /// Stacked with a side bar on iPad, push style with a bottom bar on iPhone: the scene
    /// `Tests/Fixtures/Scenes/Adaptive.scene.yaml`, shared with AdaptiveLayoutTests (its frames by hand).
    static let adaptive = sharedScene("Adaptive")

    /// Seven tabs at the bottom: four and "More", with an attachment above the bar.
    static var many: String {
        let tabs = (0..<7).map { "  - {title: T\($0), root: p\($0)}" }.joined(separator: "\n")
        let pages = (0..<7).map { "  p\($0): {type: App.P\($0), push: [detail]}" }.joined(separator: "\n")
        return "scene: Many\nversion: 1\ndevices: [iphone]\ntabBar: bottom\nnavigation: push\n"
            + "attachment: {page: player}\ntabs:\n\(tabs)\npages:\n\(pages)\n  player: {type: App.Player}\n"
            + "  detail: {type: App.Detail}\n"
    }

    @Test("every enumerated state of the adaptive scene on iPad (side, stacked) and iPhone (bottom, push)")
    func adaptiveStates() throws {
        let hosted = SceneRootHostedTests()
        let result = hosted.compiled(text: Self.adaptive)
        #expect(try hosted.checkEveryState(result, name: "Adaptive") > 0)
        let table = try #require(result.layoutTable)
        #expect(table.devices.flatMap(\.entries).contains { $0.tabBar != nil })
        #expect(table.devices.flatMap(\.entries).contains { $0.sidebar != nil })
    }

    @Test("every enumerated state with more tabs than fit: four tabs and More, attachment above the bar")
    func moreStates() throws {
        let hosted = SceneRootHostedTests()
        let result = hosted.compiled(text: Self.many)
        #expect(try hosted.checkEveryState(result, name: "Many") > 0)
    }

    @Test("push style refuses to activate a page below the top, as SceneContainer does")
    func pushStyleActivation() throws {
        let definition = try #require(SceneRootHostedTests().compiled(text: Self.adaptive).definition)
        let iphone = try #require(definition.devices.first { $0.sizeClass == .compact })
        let (_, controller) = SceneRootHostedTests().host(definition, on: iphone, log: AppearanceLog())
        try controller.apply(.push("album"))
        #expect(throws: SceneError.activationInPushStyle(0)) { try controller.apply(.activate(0)) }
        try controller.apply(.activate(1))
    }

    @Test("a size class change switches bottom and side, push and stacked, keeping every tab's stack")
    func sizeClassChange() throws {
        let (definition, iphone, iPad) = try SceneRootHostedTests().adaptiveDevices()
        let log = AppearanceLog()
        let (window, controller) = SceneRootHostedTests().host(definition, on: iphone, log: log)
        try controller.apply(.push("album"))
        try controller.apply(.push("album"))
        controller.selectTab(2)
        for device in [iPad, iphone, iPad, iphone] {
            window.frame = CGRect(x: 0, y: 0, width: device.width, height: device.height)
            controller.setDevice(device)
            window.layoutIfNeeded()
            var expected = SceneContainer(definition: definition, device: device)
            try expected.run([.start("home"), .push("album"), .push("album")])
            try expected.selectTab(2)
            let snapshot = expected.snapshot()
            expectEqual(controller.tabBar.isHidden, (snapshot.tabBar == nil), "\(device.name)")
            expectEqual(controller.sidebar.isHidden, (snapshot.tabBar != nil))
            if let bar = snapshot.tabBar { #expect(windowFrame(controller.tabBar) == bar.frame) }
            expectEqual(windowFrame(controller.selectedNavigation.view), snapshot.sideTabs.navigation)
            try expected.selectTab(0)
            let home = expected.snapshot()
            let tab0 = controller.plan.navigations[0]
            expectEqual(tab0.style, definition.navigationStyle.value(for: device.sizeClass))
            expectEqual(tab0.navigation.pages.map(\.id), ["home", "album", "album#2"])
            expectEqual(tab0.layout.pages.map(\.frame), home.navigation.pages.map(\.frame))
            expectEqual(tab0.layout.pages.map(\.isAttached), home.navigation.pages.map(\.isAttached))
        }
        controller.selectTab(0)
        window.layoutIfNeeded()
        let navigation = controller.selectedNavigation
        let attached = ["home", "album", "album#2"].filter { id in
            navigation.pageView(id).map { isInWindow($0, window) } ?? false
        }
        expectEqual(attached, ["album#2"], "push style on iPhone: only the top page is attached")
    }
}
