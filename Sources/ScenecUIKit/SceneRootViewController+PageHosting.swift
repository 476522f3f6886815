import Foundation
import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

// Page hosting: the controller of each page instance (the app's own, hosting the page stack or the pager it
// declares) and the environment pages are made with.
extension SceneRootViewController {
    /// The controller of a page instance: the app's own, hosting a page stack or a pager (under its header, if
    /// any) when the page declares one.
    static func makeController(
        _ place: ScenePagePlace, definition: SceneDefinition, environment: PageEnvironment,
        makeStackView: StackViewFactory?,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)?,
        makePage: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) -> UIViewController {
        let page = place.page
        let host = makePage(place)
        guard let declared = definition.page(page.page) else { return host }
        // The attachment's page (no tab) is at the bottom of the window, under no status bar and no bar; a
        // presented page starts under its own bar, then under its safe area once its navigation controller lays it
        // out (`ScenePushNavigationController`; §10.2).
        let safeAreaTop =
            place.tab == nil ? 0 : environment.contentSafeAreaTop(declared, presented: place.presentation != nil)
        let container: UIViewController
        if let stack = declared.stack {
            let stackController = PageStackViewController(declaration: stack) { view in
                makeStackView?(view, place) ?? UIViewController(nibName: nil, bundle: nil)
            }
            stackController.safeAreaTop = safeAreaTop
            container = stackController
        } else if declared.pager != nil || declared.header != nil {
            let pager = makePager(
                place, declared: declared, metrics: environment.metrics, reusePage: reusePage, makePage: makePage)
            pager.safeAreaTop = safeAreaTop
            pager.tabSelectionHandler = { [weak environment] tab in
                environment?.controller?.pagerDidSelectTab(tab, at: place)
            }
            container = pager
        } else {
            return host
        }
        // The container's view goes onto the page's view when the page is shown (`StackedNavigationController`'s
        // page wrapper, the attachment in `viewDidLoad()`), not here: loading the page's view now, before the page
        // is anyone's child, would show it traits it is not laid out for (`updateChildTraits()`).
        host.addChild(container)
        container.didMove(toParent: host)
        return host
    }

    static func makePager(
        _ place: ScenePagePlace, declared: ScenePage, metrics: Metrics,
        reusePage: (@MainActor (UIViewController, StackedPage) -> Void)?,
        makePage: @escaping @MainActor (ScenePagePlace) -> UIViewController
    ) -> PagerViewController {
        let page = place.page
        let pager = declared.pager?.runtimePager(metrics: metrics) ?? Pager(tabs: [], metrics: metrics)
        let tabs = declared.pager?.tabs ?? []
        let makeTab: PagerViewController.PageFactory = { _, tabPage in
            makePage(
                ScenePagePlace(
                    tab: place.tab, page: StackedPage(id: "\(page.id)/\(tabPage)", page: tabPage),
                    generation: place.generation, presentation: place.presentation))
        }
        let reuseTab: PagerViewController.ReuseHandler = { controller, _, tabPage in
            reusePage?(controller, StackedPage(id: "\(page.id)/\(tabPage)", page: tabPage))
        }
        guard let header = declared.header else {
            return PagerViewController(pager: pager, tabs: tabs, makePage: makeTab, reusePage: reuseTab)
        }
        let nested = NestedHeader(
            hostSize: Size(width: 0, height: 0), inset: header.inset, headerHeight: header.height,
            menuHeight: header.menuHeight ?? metrics.pagerBarHeight, pinHeight: header.pinHeight,
            pageCount: pager.tabs.count, originIndex: pager.selected)
        return PagerViewController(header: nested, pager: pager, tabs: tabs, makePage: makeTab, reusePage: reuseTab)
    }

    /// The controller of the top page, laid out: the top page of the top presentation (§10.2), or of the selected
    /// navigation.
    public var topPageController: UIViewController? {
        let top: UIViewController?
        if let navigation = presentations.last?.navigation {
            top = navigation.stack.top.flatMap { navigation.pageControllers[$0.id] }
        } else {
            top = plan.navigation.navigation.top.flatMap { selectedNavigation.pageControllers[$0.id] }
        }
        guard let controller = top else { return nil }
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The pager (R3, under its header for R4) that the top page hosts; nil when it has none.
    public var topPager: PagerViewController? { topPageController.flatMap(hostedContainer) }

    /// The page stack (R5) that the top page hosts; nil when it has none.
    public var topPageStack: PageStackViewController? { topPageController.flatMap(hostedContainer) }
}

/// What the pages a `SceneRootViewController` makes are made with, shared with its page factory (made before the
/// controller): the size class's metrics, updated on a size class change, and the part of the status bar the
/// pages are under (`SceneContainer.pageSafeAreaTop`), updated when the window's safe area changes.
@MainActor
final class PageEnvironment {
    var metrics: Metrics
    var safeAreaTop: Double
    /// The controller, once made (its pagers report their tab changes to it).
    weak var controller: SceneRootViewController?

    init(_ metrics: Metrics, safeAreaTop: Double) {
        self.metrics = metrics
        self.safeAreaTop = safeAreaTop
    }

    /// Where the content of a navigation's page `page` starts (`SceneContainer.pageContentSafeAreaTop(page:)`):
    /// below the status bar and, when the page shows one, its navigation bar. A presented page's starts below its
    /// bar alone until its navigation controller lays it out: then below the page's safe area, the part of the
    /// status bar the presentation is under plus the bar (`SceneContainer.presentedSafeAreaTop`, §10.2).
    func contentSafeAreaTop(_ page: ScenePage, presented: Bool = false) -> Double {
        (presented ? 0 : safeAreaTop) + (page.showsNavigationBar ? metrics.navigationBarHeight : 0)
    }
}
