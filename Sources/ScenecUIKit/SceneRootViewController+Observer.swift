import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

/// What a scene's root controller tells the app, in the order it happens, whether the user (a tap, a pan) or
/// the app (`selectTab`, a navigator's push, a script) made the change. Every method does nothing by default;
/// implement the ones you need and set the controller's `observer` (held weakly).
///
/// For one operation the order is: the tab selected, then per navigation the pages popped (top first) and the
/// pages pushed (bottom first), then the page that became active when it was not just pushed (after a pop, the
/// page below; after a drag or `activate`, the page activated). A pager reports its tab as it changes; an extra
/// item, or "More", when tapped.
@MainActor
public protocol SceneObserver: AnyObject {
    /// Tab `tab` (in tab order) was selected.
    func sceneController(_ controller: SceneRootViewController, didSelectTab tab: Int)
    /// The page at `place` was pushed.
    func sceneController(_ controller: SceneRootViewController, didPush place: ScenePagePlace)
    /// The page that was at `place` was popped; navigation from `place` does nothing from now on.
    func sceneController(_ controller: SceneRootViewController, didPop place: ScenePagePlace)
    /// The page at `place`, already in its navigation, became the active page.
    func sceneController(_ controller: SceneRootViewController, didActivate place: ScenePagePlace)
    /// The pager of the page at `place` selected tab `tab` (by a tap on its cell, a swipe or the app).
    func sceneController(_ controller: SceneRootViewController, didSelectPagerTab tab: Int, at place: ScenePagePlace)
    /// Extra item `index` (in the scene's `extraItems` order) was tapped; `action` is its declared `action:`.
    func sceneController(_ controller: SceneRootViewController, didTriggerExtraItem index: Int, action: String?)
    /// The bottom bar's "More" item was tapped; `tabs` are the tabs behind it (`tabsBehindMore`).
    func sceneController(_ controller: SceneRootViewController, didChooseMoreWith tabs: [Int])
    /// The page at `place` was presented (§10.2): its instance id is `p<depth>/<page>`, its tab the selected one.
    func sceneController(_ controller: SceneRootViewController, didPresent place: ScenePagePlace)
    /// The presentation of the page at `place` was dismissed, by the app or by a swipe down; a dismissal that
    /// removes several presentations reports each, top first.
    func sceneController(_ controller: SceneRootViewController, didDismiss place: ScenePagePlace)
}

extension SceneObserver {
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didSelectTab tab: Int) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didPush place: ScenePagePlace) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didPop place: ScenePagePlace) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didActivate place: ScenePagePlace) {}
    /// Does nothing.
    public func sceneController(
        _ controller: SceneRootViewController, didSelectPagerTab tab: Int, at place: ScenePagePlace
    ) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didTriggerExtraItem index: Int, action: String?)
    {
    }
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didChooseMoreWith tabs: [Int]) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didPresent place: ScenePagePlace) {}
    /// Does nothing.
    public func sceneController(_ controller: SceneRootViewController, didDismiss place: ScenePagePlace) {}
}

/// What the observer is told about, read from the plan before and after an operation.
struct ObservedState: Equatable {
    /// The selected tab.
    var selectedTab: Int
    /// Each tab's pages, bottom first.
    var stacks: [[ScenePagePlace]]
    /// Each tab's active page.
    var active: [ScenePagePlace?]
    /// Each presentation's navigation (its identity) and pages, bottom first.
    var presented: [PresentedStack] = []

    /// A presentation's stack, told apart from another at the same depth by its navigation.
    struct PresentedStack: Equatable {
        var navigation: ObjectIdentifier
        var pages: [ScenePagePlace]
    }
}

extension SceneRootViewController {
    /// Runs `body`, then tells the observer what changed, unless an enclosing operation will (only the
    /// outermost reports, so a push that pops first reports the pops and the push once).
    func observing<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard observer != nil, observationDepth == 0 else { return try body() }
        let before = observedState()
        observationDepth += 1
        defer {
            observationDepth -= 1
            reportChanges(from: before)
        }
        return try body()
    }

    /// Calls `body` with the observer, when there is one.
    func report(_ body: (any SceneObserver) -> Void) {
        if let observer { body(observer) }
    }

    /// The pager of the page at `place` selected tab `tab`: reported while that page is current.
    func pagerDidSelectTab(_ tab: Int, at place: ScenePagePlace) {
        guard isCurrent(place) else { return }
        report { $0.sceneController(self, didSelectPagerTab: tab, at: place) }
    }

    private func observedState() -> ObservedState {
        var stacks: [[ScenePagePlace]] = []
        var active: [ScenePagePlace?] = []
        for (tab, navigation) in plan.navigations.enumerated() {
            stacks.append(navigation.navigation.pages.map { currentPlace(tab: tab, $0) })
            active.append(navigation.navigation.active.map { currentPlace(tab: tab, $0) })
        }
        let presented = presentationStack.entries.map { entry in
            ObservedState.PresentedStack(
                navigation: ObjectIdentifier(entry.navigation),
                pages: entry.navigation.stack.pages.map { currentPlace(tab: plan.selectedTab, $0) })
        }
        return ObservedState(selectedTab: plan.selectedTab, stacks: stacks, active: active, presented: presented)
    }

    private func reportChanges(from before: ObservedState) {
        let after = observedState()
        guard after != before else { return }
        if after.selectedTab != before.selectedTab {
            report { $0.sceneController(self, didSelectTab: after.selectedTab) }
        }
        for tab in after.stacks.indices where tab < before.stacks.count {
            let old = before.stacks[tab]
            let new = after.stacks[tab]
            let same = zip(old, new).prefix { Self.sameInstance($0, $1) }.count
            for popped in old[same...].reversed() { report { $0.sceneController(self, didPop: popped) } }
            for pushed in new[same...] { report { $0.sceneController(self, didPush: pushed) } }
            if let active = after.active[tab], !new[same...].contains(where: { Self.sameInstance($0, active) }),
                before.active[tab].map({ Self.sameInstance($0, active) }) != true
            {
                report { $0.sceneController(self, didActivate: active) }
            }
        }
        // Inside each presentation shown after the operation: its pops and pushes. A presentation presented by
        // the operation was reported as presented (`didPresent`), its first page with it; one dismissed was
        // reported as dismissed, its pages with it.
        for stack in after.presented {
            let old =
                before.presented.first { $0.navigation == stack.navigation }?.pages ?? Array(stack.pages.prefix(1))
            let same = zip(old, stack.pages).prefix { Self.sameInstance($0, $1) }.count
            for popped in old[same...].reversed() { report { $0.sceneController(self, didPop: popped) } }
            for pushed in stack.pages[same...] { report { $0.sceneController(self, didPush: pushed) } }
        }
    }

    /// The user popped `popped` (top first) inside the presentation shown by `navigation`, with its back button or
    /// its edge swipe, and UIKit showed the page below: the observer hears each pop, once.
    func userDidPop(_ popped: [StackedPage], in navigation: ScenePushNavigationController) {
        guard presentationStack.entries.contains(where: { $0.navigation === navigation }) else { return }
        updateScrollsToTop()
        for page in popped {
            let place = currentPlace(tab: plan.selectedTab, page)
            report { $0.sceneController(self, didPop: place) }
        }
    }

    /// Whether two places name the same making of the same instance (a page's width may change with the size
    /// class; it stays the same page).
    private static func sameInstance(_ lhs: ScenePagePlace, _ rhs: ScenePagePlace) -> Bool {
        lhs.tab == rhs.tab && lhs.page.id == rhs.page.id && lhs.generation == rhs.generation
    }
}

/// The navigations the controller makes are driven by its plan: their operations run on their tab's navigation
/// plan here, and are observed.
extension SceneRootViewController: StackedNavigationHost {
    func navigationPlan(of navigation: StackedNavigationController) -> StackedNavigationPlan? {
        navigations.firstIndex { $0 === navigation }.map { plan.navigations[$0] }
    }

    func run(
        on navigation: StackedNavigationController,
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) {
        guard let tab = navigations.firstIndex(where: { $0 === navigation }) else { return }
        try observing { () throws(StackedNavigationError) in apply(try plan.withNavigation(tab, body)) }
    }

    func pageBar(of page: StackedPage) -> (title: String?, showsBar: Bool, allowsPop: Bool) {
        let declared = plan.definition.page(page.page)
        return (declared?.title, declared?.showsNavigationBar ?? false, declared?.transition?.isPopEnabled ?? true)
    }

    func configureBar(_ bar: UINavigationBar) {
        appearance.configureNavigationBar?(bar)
        #if !os(tvOS)
            bar.prefersLargeTitles = false  // Not supported (ContainersInDepth).
        #endif
    }

    /// The user popped in push style: the model pops to `id` (UIKit already shows it; the sync that follows finds
    /// UIKit's stack equal) and the observer hears each pop once.
    func navigationDidPopByUser(_ navigation: StackedNavigationController, to id: String) {
        try? run(on: navigation) { plan in plan.popTo(id) }
    }
}
