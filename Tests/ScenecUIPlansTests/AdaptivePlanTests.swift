import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

@Suite("Push style and the bottom tab bar (§9.1)")
struct AdaptivePlanTests {
    func frame(_ x: Double, _ width: Double, height: Double = 768) -> Rect {
        Rect(x: x, y: 0, width: width, height: height)
    }

    /// Six tabs: stacked with side tabs on a regular device, push style with a bottom bar (four tabs and
    /// "More") on a compact one.
    var definition: SceneDefinition {
        var definition = SceneDefinition(name: "Adaptive")
        definition.navigationStyle = SizeClassValue(regular: .stacked, compact: .push)
        definition.tabBarStyle = SizeClassValue(regular: .side, compact: .bottom)
        definition.tabs = (0..<6).map { SceneTab(title: "T\($0)", root: "p\($0)") }
        definition.pages = (0..<6).map { ScenePage(id: "p\($0)", type: "App.P\($0)") }
        return definition
    }
    let phone = SceneDevice(name: "phone", width: 400, height: 800, sizeClass: .compact)
    let pad = SceneDevice(name: "pad", width: 1024, height: 768, sizeClass: .regular)

    @Test("push style: a push attaches the new top over the whole area and detaches the page below")
    func pushStylePush() throws {
        var plan = StackedNavigationPlan(
            navigation: StackedNavigation(root: StackedPage(id: "home")), size: Size(width: 393, height: 803),
            style: .push
        ).visible()
        expectEqual(
            try plan.push(StackedPage(id: "album", width: .half)),
            [
                .addChild("album"),
                .beginAppearance("home", isAppearing: false, animated: false),
                .beginAppearance("album", isAppearing: true, animated: false),
                .removeView("home"),
                .insertView("album", at: 0), .setFrame("album", frame(0, 393, height: 803)),
                .setHidden("album", false), .setOverlay("album", 0),
                .didMoveToParent("album"),
                .endAppearance("home"), .endAppearance("album"),
            ])
        plan.dragBegan()
        expectEqual(plan.dragChanged(translationX: 200), [], "no stacked drag in push style")
    }

    @Test("switching a visible stacked navigation to push style keeps the stack and shows only the top")
    func styleSwitch() throws {
        var plan = StackedNavigationPlan(
            navigation: StackedNavigation(root: StackedPage(id: "home")), size: Size(width: 944, height: 768)
        ).visible()
        _ = try plan.push(StackedPage(id: "album", width: .half))
        expectEqual(
            plan.setStyle(.push),
            [
                .beginAppearance("home", isAppearing: false, animated: false),
                .removeView("home"),
                .setFrame("album", frame(0, 944)),
                .endAppearance("home"),
            ])
        expectEqual(plan.setStyle(.push), [])
        expectEqual(plan.navigation.pages.map(\.id), ["home", "album"])
    }

    @Test("the bottom bar: sidebar hidden, bar and items from BottomTabBarLayout, More selected past the fourth")
    func bottomBar() {
        var plan = SideTabsPlan(definition: definition, device: phone)
        let load = plan.load()
        let bar = load.filter { $0.id == "sidebar" || $0.id.hasPrefix("tabbar") }
        let item = { (index: Double) in Rect(x: index * 80, y: 0, width: 80, height: 49) }
        expectEqual(
            bar,
            [
                .setHidden(.sidebar, true), .setFrame(.tabBar, Rect(x: 0, y: 751, width: 400, height: 49)),
                .setHidden(.tabBar, false),
                .setFrame(.tabBarItem(0), item(0)), .setSelected(.tabBarItem(0), true),
                .setFrame(.tabBarItem(1), item(1)), .setSelected(.tabBarItem(1), false),
                .setFrame(.tabBarItem(2), item(2)), .setSelected(.tabBarItem(2), false),
                .setFrame(.tabBarItem(3), item(3)), .setSelected(.tabBarItem(3), false),
                .setFrame(.tabBarItem(4), item(4)), .setSelected(.tabBarItem(4), false),
            ])
        #expect(load.contains(.setFrame("tab.0", Rect(x: 0, y: 0, width: 400, height: 751))))
        expectEqual(plan.bottomItemTitle(3), "T3")
        expectEqual(plan.bottomItemTitle(4), "More")
        expectEqual(
            plan.selectTab(5).filter { $0.id.hasPrefix("tabbar") },
            [
                .setSelected(.tabBarItem(0), false), .setSelected(.tabBarItem(4), true),
            ])
        expectEqual(plan.selectTab(4).filter { $0.id.hasPrefix("tabbar") }, [], "More stays selected")
        #expect(plan.navigations.allSatisfy { $0.style == .push })
    }

    @Test("a size class change shows the side tabs instead and makes every navigation stacked")
    func sizeClassChange() {
        var plan = SideTabsPlan(definition: definition, device: phone)
        _ = plan.load()
        let commands = plan.setDevice(pad)
        expectEqual(
            commands.filter { $0.id == "sidebar" || $0.id == "tabbar" },
            [
                .setFrame(.sidebar, frame(0, 80)), .setHidden(.tabBar, true), .setHidden(.sidebar, false),
            ])
        #expect(commands.contains(.setFrame("tab.0", frame(80, 944))))
        #expect(plan.navigations.allSatisfy { $0.style == .stacked })
        expectEqual(plan.selectedTab, 0)
    }

    @Test("push style refuses activating a page below the top, as SceneContainer does")
    func activation() throws {
        var plan = SideTabsPlan(definition: definition, device: phone)
        _ = plan.load()
        #expect(throws: SceneError.activationInPushStyle(1)) { try plan.apply(.activate(1)) }
        expectEqual(try plan.apply(.activate(0)), [])
    }
}
