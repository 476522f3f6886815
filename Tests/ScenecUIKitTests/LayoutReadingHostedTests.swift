import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecUIKit
import Testing

#if !canImport(UIKit)
    @testable import ScenecUIKitStandIn
#endif

@Suite("Reading the UI's layout (SceneLayoutReading), hosted on the stand-in")
@MainActor
struct LayoutReadingHostedTests {
    @Test(
        "every enumerated state of every example: the reading of the views is the runtime snapshot's",
        arguments: SceneRootHostedTests.examples + ["Player"])
    func everyState(_ name: String) throws {
        let result = try SceneRootHostedTests().compiled(name)
        let definition = try #require(result.definition)
        let table = try #require(result.layoutTable)
        var checked = 0
        var presentedStates = 0
        for entry in table.devices {
            for state in entry.entries {
                let (window, controller) = SceneRootHostedTests().host(
                    definition, on: entry.device, log: AppearanceLog())
                #if !canImport(UIKit)
                    // The device's window: UIKit lays presentations out by its size class (§10.2).
                    window.standInTraitCollection = UITraitCollection(
                        horizontalSizeClass: entry.device.sizeClass == .compact ? .compact : .regular)
                #endif
                var container = SceneContainer(definition: definition, device: entry.device)
                for operation in state.state.script {
                    try? container.apply(operation)
                    try? controller.apply(operation)
                }
                window.layoutIfNeeded()
                let expected = SceneLayoutReading(snapshot: container.snapshot())
                let reading = controller.layoutReading()
                expectEqual(reading.differences(from: expected), [], "\(name) \(state.state)")
                expectEqual(reading, expected, "\(name) \(state.state)")
                // The presentations' frames are the layout table's (§10.2), in window coordinates.
                expectEqual(
                    reading.presented.map(\.frame), state.presented.map(\.layout.frame), "\(name) \(state.state)")
                expectEqual(
                    reading.presented.map { $0.pages.compactMap(\.frame) },
                    state.presented.map { presented in
                        presented.pages.filter(\.visible).map {
                            $0.frame.offsetBy(dx: presented.layout.frame.x, dy: presented.layout.frame.y)
                        }
                    }, "\(name) \(state.state)")
                if !state.presented.isEmpty { presentedStates += 1 }
                checked += 1
            }
        }
        #expect(checked > 0)
        // Music and Player present (a sheet at each of its detents, a popover, a full-screen player).
        expectEqual((presentedStates > 0), ["Music", "Player"].contains(name), "\(name): \(presentedStates)")
    }

    @Test("a table runs its states on fresh controllers and names the device, state and value that differ")
    func tableFailures() throws {
        let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
        let root = definition.tabs[0].root
        let target = try #require(definition.page(root)?.pushTargets.first)
        var container = SceneContainer(definition: definition, device: device)
        try container.run([.start(root), .push(target)])
        let snapshot = SceneLayoutReading(snapshot: container.snapshot())
        var table = SceneLayoutTable(device: device.name)
        table.chrome(
            sidebar: snapshot.sidebar, tabBar: snapshot.tabBar, attachment: snapshot.attachment,
            navigation: snapshot.navigation)
        table.state("pushed", .start(root), .push(target))
        for page in snapshot.pages {
            let frame = try #require(page.frame)
            table.page(
                page.id, frame.x, frame.y, frame.width, frame.height, hidden: page.isHidden, overlay: page.overlay,
                navigationBar: page.navigationBar)
        }
        expectEqual(table.rows.map(\.expected), [snapshot])
        func make(_ device: SceneDevice) -> SceneRootViewController {
            SceneRootViewController(definition: definition, device: device) {
                RecordingPage(id: $0.id, log: AppearanceLog())
            }
        }
        expectEqual(table.failures(on: device, makeController: make), [])
        var wrong = SceneLayoutTable(device: device.name)
        wrong.chrome(
            sidebar: snapshot.sidebar, tabBar: snapshot.tabBar, attachment: snapshot.attachment,
            navigation: snapshot.navigation)
        wrong.state("root", .start(root))
        wrong.page(root, 1, 2, 3, 4)
        let failures = wrong.failures(on: device, makeController: make)
        let frame = try #require(snapshot.pages.first?.frame)
        let bar = try #require(snapshot.pages.first?.navigationBar)
        // The table states no bar for the root page, which shows one (§4): the reading names it.
        expectEqual(
            failures,
            [
                "\(device.name), state root: page \(root) frame: expected (1, 2, 3, 4), found "
                    + "(\(Int(frame.x)), \(Int(frame.y)), \(Int(frame.width)), \(Int(frame.height)))",
                "\(device.name), state root: page \(root) navigation bar: expected nil, found "
                    + "(\(Int(bar.x)), \(Int(bar.y)), \(Int(bar.width)), \(Int(bar.height)))",
            ])
    }

    /// A root page with a pager at its first tab presents a page whose pager shows its second tab under a header,
    /// which presents a page with a page stack.
    static let presentedInner = """
        scene: Reading
        version: 1
        devices: [ipad-landscape, iphone]
        root: home
        pages:
          home:
            type: App.Home
            present: [detail]
            pager:
              tabs:
                - {title: A, page: a, width: 100}
                - {title: B, page: b, width: 100}
          a: {type: App.A, scrolls: true}
          b: {type: App.B, scrolls: true}
          detail:
            type: App.Detail
            present: [queue]
            presentation: {style: formSheet}
            header: {height: 120, pinHeight: 44}
            pager:
              selected: 1
              tabs:
                - {title: A, page: a, width: 100}
                - {title: B, page: b, width: 100}
          queue:
            type: App.Queue
            presentation: {style: sheet}
            stack:
              root: upNext
              insets: {top: 10, bottom: 0}
              views:
                upNext: {type: App.UpNext}

        """

    @Test("under a presentation the reading describes the top presented page's pager, header and page stack")
    func readingUnderAPresentation() throws {
        let definition = try #require(SceneRootHostedTests().compiled(text: Self.presentedInner).definition)
        func hosted(
            _ script: [SceneOperation], on device: SceneDevice
        ) throws -> (UIWindow, SceneRootViewController, SceneContainer) {
            let (window, controller) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
            giveSizeClass(of: device, to: window)
            var container = SceneContainer(definition: definition, device: device)
            for operation in script {
                try container.apply(operation)
                try controller.apply(operation)
            }
            window.layoutIfNeeded()
            return (window, controller, container)
        }
        for device in definition.devices {
            let script: [SceneOperation] = [.start("home"), .present("detail"), .setHeaderOffset(30)]
            let (window, controller, container) = try hosted(script, on: device)
            let reading = controller.layoutReading()
            // The presented page's pager (its declared tab 1) and header, not the root page's pager at tab 0.
            expectEqual(reading.pagerSelected, 1, "\(device.name)")
            expectEqual(reading.headerOffset, 30, "\(device.name)")
            #expect(reading.stackView == nil, "\(device.name)")
            expectEqual(
                reading.differences(from: SceneLayoutReading(snapshot: container.snapshot())), [], "\(device.name)")

            let (aboveWindow, above, aboveContainer) = try hosted(script + [.present("queue")], on: device)
            let stacked = above.layoutReading()
            #expect(stacked.pagerSelected == nil && stacked.headerOffset == nil, "\(device.name)")
            #expect(stacked.stackView != nil, "\(device.name)")
            expectEqual(
                stacked.differences(from: SceneLayoutReading(snapshot: aboveContainer.snapshot())), [],
                "\(device.name)")
            window.rootViewController = nil
            aboveWindow.rootViewController = nil
        }
    }
}
