import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

/// Where a page instance is shown in a scene: the tab whose navigation holds it (nil for the attachment page)
/// and the instance (`album`, `album#2`; `artist/artistTopSongs` for a page of `artist`'s pager).
///
/// Instance ids are reused (`album#2` again after it was popped and pushed once more), so a place also holds
/// its `generation`: the root controller gives each page instance it makes a number no other instance of its UI
/// gets, and navigation from a place whose instance is gone, or was made again since, does nothing.
public struct ScenePagePlace: Sendable, Hashable {
    /// The tab, in tab order (0 for a `root:` scene); nil for the attachment page.
    public var tab: Int?
    /// The page instance.
    public var page: StackedPage
    /// Which making of the instance this is: unique among the pages a root controller made (a pager page
    /// shares its host page's); 0 for a place made by hand.
    public var generation: Int
    /// The depth of the presentation that shows the page (scene format §10.2; 1 for the lowest, whose instance
    /// ids are `p1/<page>`), nil for a page of a tab's navigation or the attachment page.
    public var presentation: Int?

    /// A place.
    public init(tab: Int?, page: StackedPage, generation: Int = 0) {
        self.tab = tab
        self.page = page
        self.generation = generation
    }

    /// A place in the presentation of depth `presentation` (its instance ids are `p<depth>/<page>`).
    public init(tab: Int?, page: StackedPage, generation: Int = 0, presentation: Int?) {
        self.init(tab: tab, page: page, generation: generation)
        self.presentation = presentation
    }

    /// The instance in the navigation that holds this page (the tab's, or the presentation's own stack):
    /// itself, or the pager's page for a pager tab (`album` for `album/albumTracks`; `p1/settings` for
    /// `p1/settings/general`).
    public var navigationInstance: String {
        var id = Substring(page.id)
        var prefix = Substring()
        if presentation != nil, let slash = id.firstIndex(of: "/") {
            prefix = id[...slash]
            id = id[id.index(after: slash)...]
        }
        return String(prefix + (id.firstIndex(of: "/").map { id[..<$0] } ?? id))
    }

    /// The presentation depth of a page instance id made for a tab's navigation (`p2/share` is in the second
    /// presentation; ids of a tab's own pages have no `/`).
    static func presentationDepth(ofInstance id: String) -> Int? {
        guard id.first == "p", let slash = id.firstIndex(of: "/") else { return nil }
        return Int(id[id.index(after: id.startIndex)..<slash])
    }
}

/// Navigation from a page: what a page's navigator (generated code, `context.navigator`) calls. Each operation
/// acts on the place's own tab and page, selecting the tab first when another one is on screen.
extension SceneRootViewController {
    /// How long an animated push slides, in seconds (as a page stack's slide, `PageStackPlan.slideDuration`).
    public static let pushDuration = PageStackPlan.slideDuration

    /// Pushes `page` on top of the page at `place` (the pages above it are popped first, as SPStackedNav's
    /// `pushViewController:onTopOf:` does), and returns the new page's place; nil when `place` is the
    /// attachment, is no longer in its navigation, or does not declare `page` (a checked scene's generated
    /// navigator only calls it for declared edges).
    ///
    /// Animated, the new page slides in from the trailing side of the navigation area to the frame the
    /// runtime gives it (in push style, UIKit's push animation).
    @discardableResult
    public func push(_ page: String, onTopOf place: ScenePagePlace, animated: Bool = true) -> ScenePagePlace? {
        observing { pushObserved(page, onTopOf: place, animated: animated) }
    }

    private func pushObserved(_ page: String, onTopOf place: ScenePagePlace, animated: Bool) -> ScenePagePlace? {
        if place.presentation != nil { return pushInPresentation(page, onTopOf: place, animated: animated) }
        guard isCurrent(place), let tab = place.tab else { return nil }
        let instance = place.navigationInstance
        let navigation = plan.navigations[tab].navigation
        // Refused before anything is popped: the place must be shown and declare the push.
        guard let index = navigation.index(of: instance),
            plan.definition.pushTargets(from: navigation.pages[index].page).contains(page)
        else { return nil }
        selectTab(tab)
        // Everything above the page goes first: the presentations over its navigation, then its pages above it.
        dismissPresentations(above: 0, animated: animated)
        // Push style: UIKit runs one transition at a time, so the pages above go without animation and only the
        // push animates (UIKit's own push animation).
        let pushStyle = selectedNavigation.pushStyleController != nil
        try? withSelectedNavigation { navigation in navigation.popTo(instance, animated: animated && !pushStyle) }
        selectedNavigation.animatesNextChange = animated && pushStyle
        do {
            try apply(.push(page))
        } catch {
            selectedNavigation.animatesNextChange = false
            return nil
        }
        guard let pushed = plan.navigation.navigation.top else { return nil }
        if animated, !pushStyle, let view = selectedNavigation.pageView(pushed.id) {
            let settled = view.frame
            view.frame = settled.offsetBy(dx: selectedNavigation.view.bounds.width - settled.minX, dy: 0)
            screenTransitionDidBegin()  // VoiceOver hears of the page when it has slid in (+Accessibility).
            UIView.animate(
                withDuration: Self.pushDuration, animations: { view.frame = settled },
                completion: { [weak self] _ in self?.screenTransitionDidEnd() })
        }
        return currentPlace(tab: tab, pushed)
    }

    /// Pops the pages above the page at `place`, which becomes the top page. False when it is not in its
    /// navigation.
    @discardableResult
    public func popTo(_ place: ScenePagePlace, animated: Bool = true) -> Bool {
        if place.presentation != nil { return popInPresentation(to: place) }
        guard isCurrent(place), let tab = place.tab else { return false }
        let instance = place.navigationInstance
        observing {
            selectTab(tab)
            dismissPresentations(above: 0, animated: animated)
            try? withSelectedNavigation { navigation in navigation.popTo(instance, animated: animated) }
        }
        return true
    }

    /// The controller of the page instance at `place` (the app's own, which may host a pager or page stack).
    public func pageController(at place: ScenePagePlace) -> UIViewController? {
        guard let tab = place.tab else { return attachmentController }
        guard isCurrent(place), navigations.indices.contains(tab),
            let host = navigations[tab].pageControllers[place.navigationInstance]
        else { return nil }
        guard place.navigationInstance != place.page.id else { return host }
        // A pager page: the selected page's controller when it shows this page (others may be reused or gone).
        let hostPage = plan.navigations[tab].navigation.pages.first { $0.id == place.navigationInstance }?.page
        let tabs = hostPage.flatMap { plan.definition.page($0)?.pager?.tabs } ?? []
        guard let pager: PagerViewController = hostedContainer(host),
            tabs.indices.contains(pager.pagerPlan.pager.selected),
            tabs[pager.pagerPlan.pager.selected].page == place.page.page
        else { return nil }
        return pager.selectedPageController
    }

    /// Whether the page instance at `place` is still the one shown there: its tab's navigation holds the
    /// instance (the host page, for a pager page) and it is the making of it that `place` names (its
    /// `generation`; a place made by hand, generation 0, names whatever instance has its id). Navigation from a
    /// place that is not current does nothing.
    public func isCurrent(_ place: ScenePagePlace) -> Bool {
        if place.presentation != nil { return presentedNavigation(of: place) != nil }
        guard let tab = place.tab, navigations.indices.contains(tab) else { return false }
        let instance = place.navigationInstance
        guard plan.navigations[tab].navigation.index(of: instance) != nil else { return false }
        return place.generation == 0 || pageGenerations.generation(tab: tab, instance: instance) == place.generation
    }

    /// The place of page instance `page` of tab `tab`'s navigation now, with the generation of its instance.
    public func currentPlace(tab: Int, _ page: StackedPage) -> ScenePagePlace {
        ScenePagePlace(
            tab: tab, page: page, generation: pageGenerations.generation(tab: tab, instance: page.id) ?? 0,
            presentation: ScenePagePlace.presentationDepth(ofInstance: page.id))
    }

    /// The pager that the page at `place` hosts.
    public func pager(at place: ScenePagePlace) -> PagerViewController? {
        hostController(at: place).flatMap(hostedContainer)
    }

    /// The page stack that the page at `place` hosts.
    public func pageStack(at place: ScenePagePlace) -> PageStackViewController? {
        hostController(at: place).flatMap(hostedContainer)
    }

    /// The controller of the page instance at `place` in its tab's navigation.
    private func hostController(at place: ScenePagePlace) -> UIViewController? {
        if place.presentation != nil { return presentedNavigation(of: place)?.pageControllers[place.page.id] }
        guard isCurrent(place), let tab = place.tab else { return nil }
        return navigations[tab].pageControllers[place.page.id]
    }

    /// The container of type `Container` that `host` hosts (or `host` itself when it is one).
    func hostedContainer<Container: UIViewController>(_ host: UIViewController) -> Container? {
        host as? Container ?? host.children.lazy.compactMap { $0 as? Container }.first
    }
}

/// A weak reference to the scene's root controller, made before it: the page factory runs while the
/// controller is built, and a page's navigator needs the controller later.
@MainActor
public final class SceneControllerReference {
    /// The scene's root controller; nil before it is made and after it is gone.
    public weak var controller: SceneRootViewController? {
        didSet { controller?.linkState.reference = self }  // `open` and `restore` give pages their arguments here
    }
    /// The arguments of the page instances the controller made (`ScenePageContext.arguments`).
    var pageArguments = ScenePageArgumentTable()

    /// An empty reference.
    public init() {}
}

/// The generation of each page instance a root controller made (`ScenePagePlace.generation`): a counter that
/// only grows, so that an instance made again under a reused id (`album#2`) gets a new number. Made before the
/// controller, like `PageEnvironment`, because the page factory runs while the controller is built.
@MainActor
final class PageGenerations {
    private var last = 0
    private var current: [Int: [String: Int]] = [:]

    /// A new generation for `instance` of tab `tab`, which replaces its previous one.
    func make(tab: Int, instance: String) -> Int {
        last += 1
        current[tab, default: [:]][instance] = last
        return last
    }

    /// The generation of the instance of tab `tab` made last under id `instance`.
    func generation(tab: Int, instance: String) -> Int? {
        current[tab]?[instance]
    }
}
