import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

@Suite("View targets are typed: containers switch on them, tests print their names")
struct ViewTargetTests {
    @Test("each target prints the name the commands always had")
    func names() {
        let targets: [ViewTarget] = [
            "album#2", .inTab(1, "home"), .inTab(0, .childScrollView("pager.vc.0")), .sidebar, .sideItem(2),
            .extraItem(0), .attachment, .tabBar, .tabBarItem(4), .navigationBar, .pagerBar, .pagerLine,
            .pagerHairline, .pagerContent, .pagerCell(3), .headerMain, .header, .childScrollView("pager.page.0"),
        ]
        expectEqual(
            targets.map(\.description),
            [
                "album#2", "tab.1/home", "tab.0/pager.vc.0.scroll", "sidebar", "sidebar.item.2", "sidebar.extra.0",
                "attachment", "tabbar", "tabbar.item.4", "navbar", "pager.bar", "pager.line", "pager.hairline",
                "pager.content", "pager.cell.3", "header.main", "header.header", "pager.page.0.scroll",
            ])
    }

    @Test("a navigation's commands scoped to a tab keep their kind and payload and nest their target")
    func scoping() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let commands: [ViewCommand] = [.addChild("home"), .setFrame("home", rect), .insertView("home", at: 1)]
        expectEqual(
            commands.scoped(toTab: 2),
            [
                .addChild(.inTab(2, "home")), .setFrame(.inTab(2, "home"), rect), .insertView(.inTab(2, "home"), at: 1),
            ])
        expectEqual(commands.scoped(toTab: 2).map(\.target), Array(repeating: .inTab(2, .child("home")), count: 3))
    }

    @Test("plans name their own views with the enum, not with a string a container would parse")
    func plansUseTheEnum() throws {
        var definition = SceneDefinition(name: "Two")
        definition.tabs = [SceneTab(title: "A", root: "a"), SceneTab(title: "B", root: "b")]
        definition.pages = [ScenePage(id: "a", type: "App.A"), ScenePage(id: "b", type: "App.B")]
        var plan = SideTabsPlan(
            definition: definition, device: SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular))
        let targets = plan.load().map(\.target)
        #expect(targets.contains(.sidebar) && targets.contains(.sideItem(1)))
        #expect(targets.contains(.child(SideTabsPlan.tabID(0))))
        #expect(targets.contains(.inTab(0, "a")))
        #expect(!targets.contains(.child("sidebar")))
    }
}
