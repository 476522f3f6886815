import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import Testing

@Suite("Layout of one state (the spec's worked examples)")
struct LayoutEngineTests {
    static let scene = """
        scene: Worked
        version: 1
        devices: [ipad-landscape, ipad-portrait]
        tabs:
          - {title: Home, root: home, badge: "2"}
          - {title: More, root: more}
        extraItems:
          - {title: Settings, action: openSettings}
        pages:
          home: {type: W.Home, push: [left]}
          left: {type: W.Left, size: half, push: [right]}
          right: {type: W.Right, size: half}
          more: {type: W.More}
        """

    @Test("[full, half, half] on ipad-landscape: offset 944, frames (0,944) (3,472) (472,472), overlays 0.3, 0, 0")
    func landscape() throws {
        let scene = try #require(compileScene(Self.scene))
        let request = StateRequest(device: "ipad-landscape", path: ["home", "left", "right"])
        let layout = try #require(layOut(scene, request))
        let navigation = layout.navigation
        expectEqual(navigation.frame, Rect(x: 80, y: 0, width: 944, height: 768))
        expectEqual(navigation.offset, 944)
        expectEqual(navigation.active, 2)
        expectEqual(navigation.position, .right)
        expectEqual(navigation.pages.map(\.layout.frame.x), [0, 3, 472])
        expectEqual(navigation.pages.map(\.layout.frame.width), [944, 472, 472])
        #expect(navigation.pages.allSatisfy { $0.layout.frame.height == 768 && $0.layout.frame.y == 0 })
        expectEqual(navigation.pages.map(\.layout.overlayOpacity), [0.3, 0, 0])
        expectEqual(navigation.pages.map(\.layout.isHidden), [false, false, false])
        expectEqual(navigation.pages.map(\.layout.isAttached), [false, true, true])
    }

    @Test("[full, half] on ipad-portrait: offset 472, frames (0,688) (216,472), overlay 0.2058…")
    func portrait() throws {
        let scene = try #require(compileScene(Self.scene))
        let layout = try #require(layOut(scene, StateRequest(device: "ipad-portrait", path: ["home", "left"])))
        let navigation = layout.navigation
        expectEqual(navigation.frame.width, 688)
        expectEqual(navigation.offset, 472)
        expectEqual(navigation.pages.map(\.layout.frame.x), [0, 216])
        expectEqual(navigation.pages.map(\.layout.frame.width), [688, 472])
        #expect(close(navigation.pages[0].layout.overlayOpacity, 0.3 / 688 * 472))
        #expect(String(navigation.pages[0].layout.overlayOpacity).hasPrefix("0.2058"))
        expectEqual(navigation.pages[1].layout.overlayOpacity, 0)
    }

    @Test("activating an earlier page puts it at the left")
    func activateEarlier() throws {
        let scene = try #require(compileScene(Self.scene))
        let layout = try #require(
            layOut(scene, StateRequest(device: "ipad-landscape", path: ["home", "left", "right"], active: 1))
        )
        expectEqual(layout.navigation.position, .left)
        expectEqual(layout.navigation.active, 1)
        expectEqual(layout.navigation.offset, 944)
        expectEqual(layout.navigation.pages.map(\.layout.frame.x), [0, 3, 472])
        let root = try #require(layOut(scene, StateRequest(device: "ipad-landscape", path: ["home"])))
        expectEqual(root.navigation.position, .left)
        expectEqual(root.navigation.offset, 0)
    }

    @Test("side tabs (R1): sidebar, items, extra items and the selected tab")
    func sideTabs() throws {
        let scene = try #require(compileScene(Self.scene))
        let layout = try #require(layOut(scene, StateRequest(device: "ipad-landscape", path: ["more"])))
        let sidebar = try #require(layout.sidebar)
        expectEqual(sidebar.frame, Rect(x: 0, y: 0, width: 80, height: 768))
        expectEqual(sidebar.selected, 1)
        expectEqual(sidebar.items.map(\.frame.y), [10, 90])
        expectEqual(sidebar.items.map(\.badge), ["2", nil])
        expectEqual(sidebar.extraItems.map(\.frame), [Rect(x: 0, y: 688, width: 80, height: 70)])
        expectEqual(sidebar.badgeCenter, Point(x: 53, y: 17))
        #expect(layout.attachment == nil)
    }

    @Test("a root scene: the navigation is the whole window, no sidebar, no attachment")
    func rootScene() throws {
        let scene = try #require(
            compileScene(
                """
                scene: R
                version: 1
                devices: [iphone]
                root: home
                pages:
                  home: {type: R.Home}
                """))
        let layout = try #require(layOut(scene, StateRequest()))
        #expect(layout.sidebar == nil)
        #expect(layout.attachment == nil)
        expectEqual(layout.navigation.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(layout.top == nil)
        let json = LayoutJSON.json(layout).serialized()
        #expect(json.contains("\"sidebar\": null"))
        #expect(json.contains("\"attachment\": null"))
        #expect(json.contains("\"top\": null"))
    }

    @Test("a pager (R3) at rest: bar, cells, line, content and pages relative to the page")
    func pager() throws {
        let scene = try #require(
            compileScene(
                """
                scene: P
                version: 1
                devices: [iphone]
                root: home
                pages:
                  home:
                    type: P.Home
                    navigationBar: false
                    pager:
                      line: dynamic
                      tabs:
                        - {title: A, page: a, width: 100, titleWidth: 30}
                        - {title: B, page: b, width: 60}
                  a: {type: P.A}
                  b: {type: P.B}
                """))
        let first = try #require(layOut(scene, StateRequest()))
        guard case .pager(let pager) = first.top else {
            Issue.record("expected a pager, got \(String(describing: first.top))")
            return
        }
        expectEqual(pager.layout.bar, Rect(x: 0, y: 0, width: 393, height: 40))
        expectEqual(
            pager.layout.cells,
            [
                Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 0, width: 60, height: 40),
            ])
        expectEqual(pager.layout.line, Rect(x: 35, y: 37, width: 30, height: 2.5))
        expectEqual(pager.layout.content, Rect(x: 0, y: 40, width: 393, height: 812))
        expectEqual(pager.layout.pages.map(\.x), [0, 393])
        let second = try #require(layOut(scene, StateRequest(selected: 1)))
        guard case .pager(let dynamic) = second.top else { return }
        expectEqual(dynamic.layout.selected, 1)
        #expect(dynamic.layout.line == nil)
        #expect(LayoutJSON.json(second).serialized().contains("\"line\": null"))
    }

    @Test("a header (R4): main, header, menu = bar, content, sill and the clamped offset")
    func header() throws {
        let scene = try #require(
            compileScene(
                """
                scene: H
                version: 1
                devices: [iphone]
                root: home
                pages:
                  home:
                    type: H.Home
                    navigationBar: false
                    header: {height: 260, pinHeight: 88, inset: {top: 0, left: 0, bottom: 34, right: 0}}
                    pager:
                      tabs:
                        - {title: A, page: a, width: 90}
                        - {title: B, page: b, width: 90}
                  a: {type: H.A, scrolls: true}
                  b: {type: H.B, scrolls: true}
                """))
        for (requested, clamped) in [(0.0, 0.0), (-20, 0), (100, 100), (500, 172)] {
            let laidOut = try #require(layOut(scene, StateRequest(offset: requested)))
            guard case .header(let header) = laidOut.top else {
                Issue.record("expected a header")
                return
            }
            expectEqual(header.offset, clamped)
            expectEqual(header.nested.sill, 172)
            expectEqual(header.nested.main, Rect(x: 0, y: 0, width: 393, height: 818))
            expectEqual(header.nested.header, Rect(x: 0, y: 0, width: 393, height: 260))
            expectEqual(header.nested.menu, Rect(x: 0, y: 260, width: 393, height: 40))
            expectEqual(header.pager.layout.bar, header.nested.menu)
            expectEqual(header.pager.layout.content, Rect(x: 0, y: 300, width: 393, height: 818 - 40 - 88))
            #expect(header.pager.layout.pages.allSatisfy { $0.height == 818 - 40 - 88 })
            expectEqual(header.nested.mainContentSize, Size(width: 393, height: 818 + 260 - 88))
        }
    }

    @Test("a page stack (R5): settled frame and the views shown")
    func stack() throws {
        let scene = try #require(
            compileScene(
                """
                scene: S
                version: 1
                devices: [iphone-se]
                root: home
                pages:
                  home:
                    type: S.Home
                    navigationBar: false
                    stack:
                      root: one
                      insets: {top: 64, bottom: 34}
                      views:
                        one: {type: S.One, push: [two]}
                        two: {type: S.Two}
                """))
        let laidOut = try #require(layOut(scene, StateRequest(views: ["one", "two"])))
        guard case .stack(let stack) = laidOut.top else {
            Issue.record("expected a stack")
            return
        }
        expectEqual(stack.views, [ViewID("one"), ViewID("two")])
        expectEqual(stack.view, Rect(x: 0, y: 64, width: 375, height: 667 - 64 - 34))
        let json = LayoutJSON.json(laidOut).serialized(pretty: false)
        let expected =
            "\"top\":{\"kind\":\"stack\",\"views\":[\"one\",\"two\"],"
            + "\"view\":{\"x\":0,\"y\":64,\"width\":375,\"height\":569}}}"
        #expect(json.hasSuffix(expected))
    }

    @Test("the JSON keys come in the order of spec section 6")
    func keyOrder() throws {
        let scene = try #require(exampleScene("Music.scene.yaml"))
        let laidOut = try #require(layOut(scene, StateRequest(path: ["browse", "artist"])))
        guard case .object(let top) = LayoutJSON.json(laidOut) else {
            Issue.record("not an object")
            return
        }
        expectEqual(top.map(\.0), ["scene", "device", "sidebar", "attachment", "navigation", "top"])
        let json = LayoutJSON.json(laidOut)
        expectEqual(objectKeys(json, "device"), ["name", "width", "height", "sizeClass"])
        expectEqual(objectKeys(json, "sidebar"), ["frame", "selected", "items", "extraItems"])
        expectEqual(objectKeys(json, "attachment"), ["page", "frame"])
        expectEqual(objectKeys(json, "navigation"), ["frame", "offset", "active", "position", "pages"])
        expectEqual(
            objectKeys(json, "top"),
            [
                "kind", "bar", "cells", "line", "selected", "content", "pages", "main", "header", "menu", "contentSize",
                "sill", "offset",
            ])
    }
}

/// The keys of the object under `key` in the top-level object `json`.
func objectKeys(_ json: JSONValue, _ key: String) -> [String] {
    guard case .object(let pairs) = json, let value = pairs.first(where: { $0.0 == key })?.1,
        case .object(let inner) = value
    else { return [] }
    return inner.map(\.0)
}
