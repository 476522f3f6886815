// The restore benchmark of Scripts/bench.sh (`--restore`; scene format §10.4, issue 41): restoring a saved navigation
// of N pushes, from its JSON, as an app does at launch. Compiled by the harness together with the sources of
// ScenecRuntime into one module (so it has no `import ScenecRuntime`), from this tree and, for a before/after
// comparison, from another commit's; it uses only API both have.
//
//   restore-bench N...   prints, per N: pushes, JSON bytes, best decode ms, best restore ms, pages restored, entries
//                        of the report (best of RESTORE_RUNS runs, default 3)
import Foundation

/// One tab whose root pushes `item`, which pushes itself with an argument: a stack of any length.
func definition() -> SceneDefinition {
    var scene = SceneDefinition(name: "Bench")
    scene.devices = [SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact)]
    scene.tabs = [SceneTab(title: "Home", root: "home")]
    var home = ScenePage(id: "home", type: "App.Home")
    home.push = ["item"]
    var item = ScenePage(id: "item", type: "App.Item")
    item.push = ["item"]
    item.arguments = [SceneArgument(name: "itemID", type: .string)]
    scene.pages = [home, item]
    return scene
}

func saved(pushes: Int) -> SavedNavigation {
    var pages = [SavedNavigation.Page(page: "home")]
    for index in 0..<pushes {
        pages.append(SavedNavigation.Page(page: "item", arguments: ["itemID": .string("item-\(index)")]))
    }
    return SavedNavigation(selectedTab: 0, navigations: [SavedNavigation.Stack(pages: pages)])
}

func milliseconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let scene = definition()
let device = scene.devices[0]
let runs = Int(ProcessInfo.processInfo.environment["RESTORE_RUNS"] ?? "") ?? 3
for argument in CommandLine.arguments.dropFirst() {
    guard let pushes = Int(argument) else { continue }
    let data = try JSONEncoder().encode(saved(pushes: pushes))
    var decode = Double.infinity
    var restore = Double.infinity
    var restored = 0
    var entries = 0
    for _ in 0..<runs {
        var state: SavedNavigation?
        decode = min(decode, milliseconds { state = try? JSONDecoder().decode(SavedNavigation.self, from: data) })
        guard let state else { fatalError("the state does not decode") }
        restore = min(
            restore,
            milliseconds {
                let (container, report) = SceneContainer.restoring(state, definition: scene, device: device)
                restored = container.navigations[0].pages.count
                entries = report.dropped.count
            })
    }
    print(pushes, data.count, String(format: "%.1f", decode), String(format: "%.1f", restore), restored, entries)
}
