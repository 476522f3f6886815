import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

@Suite("Stacked navigation plan (R2)")
struct StackedNavigationPlanTests {
    /// iPad landscape: the navigation is 944 × 768 (R2 check values).
    let size = Size(width: 944, height: 768)

    func frame(_ x: Double, _ width: Double) -> Rect { Rect(x: x, y: 0, width: width, height: 768) }

    func visiblePlan(_ root: StackedPage) -> StackedNavigationPlan {
        StackedNavigationPlan(navigation: StackedNavigation(root: root), size: size).visible()
    }

    @Test("loading adds the root, attaches its view, then sends didMove; no appearance before the container's")
    func load() {
        var plan = StackedNavigationPlan(navigation: StackedNavigation(root: StackedPage(id: "home")), size: size)
        expectEqual(
            plan.load(),
            [
                .addChild("home"), .insertView("home", at: 0), .setFrame("home", frame(0, 944)),
                .setHidden("home", false), .setOverlay("home", 0), .didMoveToParent("home"),
            ])
        expectEqual(
            plan.containerAppearance(isAppearing: true, phase: .begin, animated: true),
            [
                .beginAppearance("home", isAppearing: true, animated: true)
            ])
        expectEqual(plan.containerAppearance(isAppearing: true, phase: .end, animated: true), [.endAppearance("home")])
    }

    @Test("pushing F, H, H gives the check values and the appearance order: leaving before entering")
    func pushes() throws {
        var plan = visiblePlan(StackedPage(id: "home"))
        let pushed = try plan.push(StackedPage(id: "album", width: .half))
        expectEqual(
            pushed,
            [
                .addChild("album"),
                .beginAppearance("album", isAppearing: true, animated: false),
                .setOverlay("home", 0.15),  // F, H: home pinned at 0 under album, 472 of 944 points covered
                .insertView("album", at: 1), .setFrame("album", frame(472, 472)), .setHidden("album", false),
                .setOverlay("album", 0),
                .didMoveToParent("album"),
                .endAppearance("album"),
            ])
        // F, H, H: offset 944; home is pushed entirely off (detached), album is stacked at 3, track at 472.
        expectEqual(
            try plan.push(StackedPage(id: "track", width: .half)),
            [
                .addChild("track"),
                .beginAppearance("home", isAppearing: false, animated: false),
                .beginAppearance("track", isAppearing: true, animated: false),
                .removeView("home"),
                .setFrame("album", frame(3, 472)),
                .insertView("track", at: 1), .setFrame("track", frame(472, 472)), .setHidden("track", false),
                .setOverlay("track", 0),
                .didMoveToParent("track"),
                .endAppearance("home"), .endAppearance("track"),
            ])
        expectEqual(plan.offset, 944)
        expectEqual(plan.layout.pages.map(\.overlayOpacity), [0.3, 0, 0])
    }

    @Test("pop removes the child in UIKit's order and brings the page below back")
    func pop() throws {
        var plan = visiblePlan(StackedPage(id: "home"))
        _ = try plan.push(StackedPage(id: "album", width: .half))
        _ = try plan.push(StackedPage(id: "track", width: .half))
        let popped = try plan.pop()
        expectEqual(
            popped,
            [
                .willMoveToNilParent("track"),
                .beginAppearance("track", isAppearing: false, animated: false),
                .beginAppearance("home", isAppearing: true, animated: false),
                .removeView("track"),
                .insertView("home", at: 0), .setFrame("home", frame(0, 944)), .setHidden("home", false),
                .setOverlay("home", 0.15),
                .setFrame("album", frame(472, 472)),
                .endAppearance("track"), .endAppearance("home"),
                .removeFromParent("track"),
            ])
        _ = try plan.push(StackedPage(id: "track", width: .half))
        _ = plan.popTo("home")
        expectEqual(plan.navigation.pages.map(\.id), ["home"])
        expectEqual(plan.scene.shownIDs, ["home"])
    }

    @Test("popToRoot keeps a half root's neighbour and activates the root at the left")
    func popToRoot() throws {
        var plan = visiblePlan(StackedPage(id: "list", width: .half))
        for id in ["a", "b", "c"] { _ = try plan.push(StackedPage(id: id, width: .half)) }
        let commands = try plan.popToRoot()
        expectEqual(plan.navigation.pages.map(\.id), ["list", "a"])
        expectEqual(plan.scene.shownIDs, ["list", "a"])
        expectEqual(
            commands.filter { if case .removeFromParent = $0 { true } else { false } },
            [
                .removeFromParent("c"), .removeFromParent("b"),
            ])
    }

    @Test("activate moves the offset; pages pushed off both edges are detached and disappear")
    func activate() throws {
        var plan = visiblePlan(StackedPage(id: "home"))
        _ = try plan.push(StackedPage(id: "album"))
        expectEqual(plan.scene.shownIDs, ["album"])  // F, F: home is a whole width off the left edge
        let commands = try plan.activate(0)
        expectEqual(plan.offset, 0)
        expectEqual(
            commands,
            [
                .beginAppearance("album", isAppearing: false, animated: false),
                .beginAppearance("home", isAppearing: true, animated: false),
                .removeView("album"),
                .insertView("home", at: 0), .setFrame("home", frame(0, 944)), .setHidden("home", false),
                .setOverlay("home", 0),
                .endAppearance("album"), .endAppearance("home"),
            ])
    }

    @Test("a drag rubber-bands past the start and snaps back by the runtime's rule")
    func dragRubberBand() throws {
        var plan = visiblePlan(StackedPage(id: "home"))
        _ = try plan.push(StackedPage(id: "album", width: .half))
        expectEqual(plan.offset, 472)  // F + H: album aligned right, home pinned at 0 under it
        plan.dragBegan()
        // Offset 372: home is still pinned at 0 with a lighter overlay, album at 572; no appearance calls.
        let lighter: [ViewCommand] = [
            .setOverlay("home", 0.3 / 944 * 372), .setFrame("album", frame(572, 472)),
        ]
        expectEqual(plan.dragChanged(translationX: 100), lighter)
        // Past the start: offset −200 moves the pages by half the overshoot (rubber band): home at 100, album
        // at 1044, beyond the edge, so its view is detached.
        expectEqual(
            plan.dragChanged(translationX: 672),
            [
                .removeView("album"), .setFrame("home", frame(100, 944)), .setOverlay("home", 0),
            ])
        // Released moving right, before the middle of home: home settles at the left; album leaves.
        expectEqual(
            plan.dragEnded(velocityX: 500),
            [
                .beginAppearance("album", isAppearing: false, animated: true),
                .setFrame("home", frame(0, 944)),
                .endAppearance("album"),
            ])
        #expect(plan.navigation.activeIndex == 0 && plan.navigation.position == .left && plan.offset == 0)
    }
}
