import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// Scene format §9: push-style navigation, the bottom tab bar (with and without "More"), the attachment
/// above it, pushes from pages in a pager, and per-size-class metrics; every expected frame computed by hand.
@Suite struct AdaptiveLayoutTests {
    /// Three tabs; stacked with a side bar on iPad, push style with a bottom bar on iPhone: the scene
    /// `Tests/Fixtures/Scenes/Adaptive.scene.yaml`, shared with AdaptiveHostedTests (the same states, hosted).
    static let adaptive = sharedScene("Adaptive")

    @Test("push style: every page fills the area, only the top is visible, offset 0, the top active at left")
    func pushStyle() throws {
        let scene = try #require(compileScene(Self.adaptive))
        let layout = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home", "album", "album"])))
        #expect(layout.sidebar == nil)
        // 393 x 852 window, bottom bar 49 tall: the navigation is 393 x 803.
        expectEqual(layout.navigation.frame, Rect(x: 0, y: 0, width: 393, height: 803))
        expectEqual(layout.navigation.offset, 0)
        expectEqual(layout.navigation.active, 2)
        expectEqual(layout.navigation.position, .left)
        expectEqual(
            layout.navigation.pages.map(\.layout.frame),
            Array(repeating: Rect(x: 0, y: 0, width: 393, height: 803), count: 3))
        expectEqual(layout.navigation.pages.map(\.layout.isAttached), [false, false, true])
        expectEqual(layout.navigation.pages.map(\.layout.isHidden), [false, false, false])
        expectEqual(layout.navigation.pages.map(\.layout.overlayOpacity), [0, 0, 0])
    }

    @Test("bottom tab bar with k <= maxBottomTabs: item i is (i * W / k, 0, W / k, 49)")
    func bottomBarWithFewTabs() throws {
        let scene = try #require(compileScene(Self.adaptive))
        let layout = try #require(layOut(scene, StateRequest(device: "iphone", path: ["search"])))
        let bar = try #require(layout.tabBar)
        expectEqual(bar.frame, Rect(x: 0, y: 803, width: 393, height: 49))
        expectEqual(bar.selected, 2)
        expectEqual(bar.items.map(\.title), ["Home", "Library", "Search"])
        expectEqual(
            bar.items.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 131, height: 49), Rect(x: 131, y: 0, width: 131, height: 49),
                Rect(x: 262, y: 0, width: 131, height: 49),
            ])
        #expect(layout.hasTabBarField)
        let iPad = try #require(layOut(scene, StateRequest(device: "ipad-landscape", path: ["search"])))
        #expect(iPad.tabBar == nil && iPad.sidebar != nil && iPad.hasTabBarField)
    }

    @Test("bottom tab bar with more tabs than fit: m - 1 tabs, then More; a tab beyond them selects More")
    func bottomBarWithMore() throws {
        let tabs = (0..<7).map { "  - {title: T\($0), root: p\($0)}" }.joined(separator: "\n")
        let pages = (0..<7).map { "  p\($0): {type: App.P\($0)}" }.joined(separator: "\n")
        let text =
            "scene: Many\nversion: 1\ndevices: [iphone]\ntabBar: bottom\nnavigation: push\n"
            + "attachment: {page: player}\ntabs:\n\(tabs)\npages:\n\(pages)\n  player: {type: App.Player}\n"
        let scene = try #require(compileScene(text))
        let layout = try #require(layOut(scene, StateRequest(path: ["p5"])))
        let bar = try #require(layout.tabBar)
        expectEqual(bar.items.map(\.title), ["T0", "T1", "T2", "T3", "More"])
        expectEqual(bar.items.map(\.root), [PageID("p0"), PageID("p1"), PageID("p2"), PageID("p3"), nil])
        // 393 / 5 = 78.6 per item.
        let expected = [0, 78.6, 157.2, 235.8, 314.4]
        #expect(zip(bar.items.map(\.frame.x), expected).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(bar.items.allSatisfy { abs($0.frame.width - 78.6) < 1e-9 })
        expectEqual(bar.selected, 4)
        // The attachment sits above the bar: (0, 852 - 49 - 69, 393, 69); the navigation takes the rest.
        expectEqual(layout.attachment?.frame, Rect(x: 0, y: 734, width: 393, height: 69))
        expectEqual(layout.navigation.frame, Rect(x: 0, y: 0, width: 393, height: 734))
    }

    @Test("a page inside a pager pushes onto its host's navigation (library, album)")
    func containedPush() throws {
        let scene = try #require(compileScene(Self.adaptive))
        let layout = try #require(layOut(scene, StateRequest(device: "ipad-landscape", path: ["library", "album"])))
        // 1024 - 80 = 944 wide; library full, album half (472), album active at right: offset 944 + 472 - 944.
        expectEqual(layout.navigation.pages.map(\.page), [PageID("library"), PageID("album")])
        expectEqual(layout.navigation.offset, 472)
        expectEqual(layout.navigation.pages.map(\.layout.frame.x), [0, 472])
        let states = states(of: scene, device: "iphone").states
        #expect(states.contains { $0.path == [PageID("library"), PageID("album")] })
        // Push style on the iPhone: no state activates an earlier page; stacked on the iPad: some do.
        #expect(states.allSatisfy { $0.active == $0.path.count - 1 })
        let iPadStates = ScenecLayoutTests.states(of: scene, device: "ipad-landscape").states
        #expect(iPadStates.contains { $0.active < $0.path.count - 1 })
    }

    @Test("a metric per size class applies on its devices only")
    func metricPerSizeClass() throws {
        let text = Self.adaptive.replacingOccurrences(
            of: "tabs:\n  - {title: Home",
            with: "metrics: {bottomTabBarHeight: {regular: 60, compact: 83}}\ntabs:\n  - {title: Home")
        let scene = try #require(compileScene(text))
        let layout = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home"])))
        expectEqual(layout.tabBar?.frame, Rect(x: 0, y: 852 - 83, width: 393, height: 83))
        expectEqual(layout.navigation.frame.height, 852 - 83)
    }

    @Test("a negative header inset enlarges the main scroll view, as Aquaman's inset: {top: -20}")
    func negativeHeaderInset() throws {
        let text = """
            scene: Profile
            version: 1
            devices: [ipad-landscape]
            root: profile
            pages:
              profile:
                type: App.Profile
                navigationBar: false
                header: {height: 200, inset: {top: -20}}
                pager:
                  tabs:
                    - {title: Posts, page: posts, width: 80}
              posts: {type: App.Posts, scrolls: true}

            """
        let scene = try #require(compileScene(text))
        let layout = try #require(layOut(scene, StateRequest()))
        guard case .header(let header) = layout.top else {
            Issue.record("no header in \(String(describing: layout.top))")
            return
        }
        // 1024 x 768 page; main = (0, -20, 1024, 768 + 20).
        expectEqual(header.nested.main, Rect(x: 0, y: -20, width: 1024, height: 788))
        let refused = Compiler().compile(
            SourceFile(path: "p.yaml", text: text.replacingOccurrences(of: "-20", with: "-1001")))
        expectEqual(refused.diagnostics.map(\.code), [.outOfRange])
    }

    @Test("a page-stack switch may slide as a pop, as NavigationRoute's switchTopView(direction: .pop)")
    func switchWithDirection() throws {
        let text = """
            scene: Ride
            version: 1
            devices: [iphone]
            root: home
            pages:
              home:
                type: App.Home
                stack:
                  root: map
                  views:
                    map: {type: App.Map, switch: [{view: search, direction: pop}, list]}
                    search: {type: App.Search}
                    list: {type: App.List}

            """
        let result = Compiler().compile(SourceFile(path: "ride.yaml", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let map = try #require(result.definition?.page("home")?.stack?.view("map"))
        expectEqual(map.switchTo, ["search", "list"])
        expectEqual(map.switchDirection(to: "search"), .pop)
        expectEqual(map.switchDirection(to: "list"), .push)
        let scene = try #require(result.scene)
        let layout = try #require(layOut(scene, StateRequest(views: ["search"])))
        guard case .stack(let stack) = layout.top else {
            Issue.record("no page stack")
            return
        }
        expectEqual(stack.views, [ViewID("search")])
        let wrong = Compiler().compile(
            SourceFile(path: "ride.yaml", text: text.replacingOccurrences(of: "direction: pop", with: "direction: up")))
        expectEqual(wrong.diagnostics.map(\.code), [.unknownValue])
    }
}
