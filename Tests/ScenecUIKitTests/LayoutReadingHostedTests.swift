import Foundation
import ScenecCompiler
import ScenecLayout
import ScenecRuntime
import ScenecUIKit
import Testing

@Suite("Reading the UI's layout (SceneLayoutReading), hosted on the stand-in")
@MainActor
struct LayoutReadingHostedTests {
    @Test(
        "every enumerated state of every example: the reading of the views is the runtime snapshot's",
        arguments: SceneRootHostedTests.examples + ["Player"])
    func everyState(_ name: String) throws {
        let (definition, states) = try SceneRootHostedTests().enumeratedStates(name)
        for (device, state) in states {
            let hosted = SceneRootHostedTests().host(definition, on: device, script: state.state.script)
            let expected = SceneLayoutReading(snapshot: hosted.container.snapshot())
            let reading = hosted.controller.layoutReading()
            #expect(reading.differences(from: expected) == [], "\(name) \(state.state)")
            #expect(reading == expected, "\(name) \(state.state)")
        }
        #expect(!states.isEmpty)
    }

    @Test("a table runs its states on fresh controllers and names the device, state and value that differ")
    func tableFailures() throws {
        let definition = try #require(try SceneRootHostedTests().compiled("Music").definition)
        let device = try #require(definition.devices.first)
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
        #expect(table.rows.map(\.expected) == [snapshot])
        func make(_ device: SceneDevice) -> SceneRootViewController {
            SceneRootViewController(definition: definition, device: device) {
                RecordingPage(id: $0.id, log: AppearanceLog())
            }
        }
        #expect(table.failures(on: device, makeController: make) == [])
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
        #expect(
            failures == [
                "\(device.name), state root: page \(root) frame: expected (1, 2, 3, 4), found "
                    + "(\(Int(frame.x)), \(Int(frame.y)), \(Int(frame.width)), \(Int(frame.height)))",
                "\(device.name), state root: page \(root) navigation bar: expected nil, found "
                    + "(\(Int(bar.x)), \(Int(bar.y)), \(Int(bar.width)), \(Int(bar.height)))",
            ])
    }
}
