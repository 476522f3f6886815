import Foundation
public import ScenecRuntime
import ScenecUIKitPlatform
public import ScenecUIPlans

// Selection and operations: tabs, the bottom bar's items and "More", navigation scripts and R2 operations.
extension SceneRootViewController {
    /// Selects tab `index` (what tapping its item does).
    public func selectTab(_ index: Int) {
        observing { apply(plan.selectTab(index)) }
    }

    /// The tabs behind the bottom bar's "More" item; empty when every tab has its own item or the tabs are at
    /// the side.
    public var tabsBehindMore: [Int] {
        guard let bar = plan.bottomTabBar, bar.hasMoreItem else { return [] }
        return Array(bar.shownTabCount..<plan.definition.tabs.count)
    }

    /// What tapping bottom bar item `index` does: a tab's item selects its tab, and the item of the tab already
    /// selected pops that tab's push-style navigation to its root, animated, as `UITabBarController` does for a
    /// navigation controller's tab ("This is true even if the tab was already selected": a tap always shows the
    /// tab's root view); "More" calls `moreItemHandler` with `tabsBehindMore`, or without one selects the first
    /// of them (a tab behind "More" that is already selected stays selected).
    public func selectBottomItem(_ index: Int) {
        observing { selectBottomItemObserved(index) }
    }

    private func selectBottomItemObserved(_ index: Int) {
        let behind = tabsBehindMore
        guard let bar = plan.bottomTabBar, bar.items.indices.contains(index) else { return }
        guard bar.hasMoreItem, index == bar.shownTabCount, let first = behind.first else {
            if index == plan.selectedTab, plan.navigationStyle == .push, presentationStack.entries.isEmpty {
                try? withSelectedNavigation { navigation throws(StackedNavigationError) in
                    try navigation.popToRoot(animated: true)
                }
            }
            selectTab(index)
            return
        }
        report { $0.sceneController(self, didChooseMoreWith: behind) }
        if let moreItemHandler {
            moreItemHandler(behind)
        } else if !behind.contains(plan.selectedTab) {
            selectTab(first)
        }
    }

    /// Applies one step of a navigation script: start, push and activate act here; the inner operations
    /// (pager, header, page stack) go to the top page's container.
    public func apply(_ operation: SceneOperation) throws(SceneError) {
        try observing { () throws(SceneError) in try applyObserved(operation) }
    }

    private func applyObserved(_ operation: SceneOperation) throws(SceneError) {
        let topPage = plan.navigation.navigation.top?.page ?? ""
        switch operation {
        case .selectPagerTab(let index):
            guard let pager = topPager, !pager.pagerPlan.pager.tabs.isEmpty else { throw .noPager(topPage) }
            guard pager.selectTab(index) else { throw .pagerTabOutOfRange(index) }
        case .setHeaderOffset(let y):
            guard let pager = topPager, pager.setHeaderOffset(y) else { throw .noHeader(topPage) }
        case .pushView(let view):
            guard let stack = topPageStack else { throw .noStack(topPage) }
            try stack.push(view)
        case .switchView(let view):
            guard let stack = topPageStack else { throw .noStack(topPage) }
            try stack.switchTo(view)
        case .push(let page) where !presentationStack.entries.isEmpty:
            try pushInPresentation(page)  // SceneRootViewController+Presentation.swift
        case .start, .push, .activate:
            apply(try plan.apply(operation))
        // A script supplies no values: the presented page gets its defaults and samples, as the runtime's does.
        case .present(let page):
            let arguments = PageArguments().shown(for: plan.definition.page(page)?.arguments ?? [])
            try present(page, arguments: arguments)  // SceneRootViewController+Presentation.swift
        case .presentFromAttachment(let page):
            try presentFromAttachment(
                page, arguments: PageArguments().shown(for: plan.definition.page(page)?.arguments ?? []))
        case .dismiss:
            try dismissPresentation()
        case .setDetent(let detent):
            try setPresentedDetent(detent)
        }
    }

    /// Runs R2 operations and drags on the selected tab's navigation (`pop`, `popTo`, `popToRoot`, `dragChanged`…).
    public func withSelectedNavigation(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) {
        try observing { () throws(StackedNavigationError) in apply(try plan.withSelectedNavigation(body)) }
    }

    /// The selected tab's navigation controller.
    public var selectedNavigation: StackedNavigationController { navigations[plan.selectedTab] }
}
