import Foundation
import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

// View commands: the plans' commands applied to the controller's own views (sidebar, items, bottom bar,
// attachment) and routed to the navigations that own the rest.
extension SceneRootViewController {
    /// Bottom bar item `index`, made when first laid out; it shows the tab the bar puts there (its title, icon
    /// and badge) or "More" with the SF Symbol `ellipsis`, as `UITabBarController`'s More item.
    func tabBarItem(_ index: Int) -> UIView {
        while tabBarItems.count <= index {
            let item = TabItemView(title: "", placement: .bottom)
            item.appearance = tabItemAppearance
            addBottomItemAction(item, index: tabBarItems.count)
            tabBar.addSubview(item)
            tabBarItems.append(item)
        }
        if let item = tabBarItems[index] as? TabItemView {
            if let tab = plan.bottomItemTab(index) {
                item.setContent(title: tab.title, icon: tab.icon, badge: tab.badge, badgeColor: tab.badgeColor)
            } else {
                item.setContent(
                    title: plan.bottomItemTitle(index), icon: BottomTabBarLayout.moreItemIcon, badge: nil,
                    badgeColor: nil)
            }
        }
        return tabBarItems[index]
    }

    /// The side items' badges sit at R1's centre for the current metrics.
    func updateSideBadgeCenter() {
        let center = plan.sideTabLayout.badgeCenter
        for case let item as TabItemView in items { item.sideBadgeCenter = center }
    }

    /// The controller's own view that `target` names; nil for children and for items not made.
    func view(for target: ViewTarget) -> UIView? {
        switch target {
        case .sidebar: sidebar
        case .attachment: attachment
        case .tabBar: tabBar
        case .tabBarItem(let index): tabBarItem(index)
        case .sideItem(let index): items.indices.contains(index) ? items[index] : nil
        case .extraItem(let index): extraItems.indices.contains(index) ? extraItems[index] : nil
        default: nil
        }
    }

    func apply(_ commands: [ViewCommand]) {
        // A run of commands for one tab's navigation goes to it as one batch: in push style the batch is one change
        // of UIKit's stack (StackedNavigationController+PushStyle.swift).
        var index = commands.startIndex
        while index < commands.endIndex {
            guard case .inTab(let tab, _) = commands[index].target else {
                apply(commands[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < commands.endIndex, case .inTab(tab, _) = commands[end].target { end += 1 }
            applyInTab(tab, commands[index..<end])
            index = end
        }
        updateChildTraits()
        updateNavigationBars()
        updateScrollsToTop()
        if statusBarChild !== statusBarChildShown {
            statusBarChildShown = statusBarChild
            askSystemAgainAboutTopChild()
        }
    }

    /// Applies commands scoped to tab `tab` to its navigation.
    private func applyInTab(_ tab: Int, _ commands: ArraySlice<ViewCommand>) {
        guard navigations.indices.contains(tab) else { return }
        let pages = Dictionary(
            plan.navigations[tab].navigation.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let inner = commands.map { command in
            if case .inTab(_, let target) = command.target { return command.retargeted(target) }
            return command
        }
        navigations[tab].apply(inner, pagesByID: pages)
    }

    private func apply(_ command: ViewCommand) {
        switch command.target {
        case .inTab(let tab, _):
            applyInTab(tab, [command])
            return
        case .child(let id):
            guard let tab = tabIndices[id] else { return }
            apply(command, toChild: navigations[tab], in: view)
            if case .addChild = command { updateChildTraits() }  // Before its pages load (+Traits).
            return
        case .navigationBar:
            if case .setAlpha(_, let alpha) = command {
                navigationBarAlpha = alpha
                // The top page's bar: a presented stack's own (§10.2), or the selected navigation's.
                if let presented = presentationStack.entries.last?.navigation {
                    presented.navigationBar.alpha = CGFloat(alpha)
                } else {
                    selectedNavigation.setNavigationBarAlpha(alpha)
                }
            }
            return
        default:
            break
        }
        guard let target = view(for: command.target) else { return }
        switch command {
        case .setFrame(_, let rect):
            target.frame = CGRect(rect)
            if target === attachment {
                attachmentController?.view.frame = CGRect(origin: .zero, size: target.frame.size)
            }
        case .setHidden(_, let hidden): target.isHidden = hidden
        case .setSelected(_, let selected): (target as? TabItemView)?.isSelected = selected
        default: break
        }
    }
}

// Navigation bars: one system `UINavigationBar` per page that shows one, at the runtime's frame.
extension SceneRootViewController {
    /// Gives every navigation's pages their bars (`StackedNavigationController.updateNavigationBars`), with the
    /// frames of `SceneContainer.navigationBarFrame(page:width:)` and the scene's titles.
    func updateNavigationBars() {
        let container = SceneContainer(definition: plan.definition, device: plan.device)
        let definition = plan.definition
        let layout: StackedNavigationController.BarLayout = { page, width in
            container.navigationBarFrame(page: page.page, width: width).map { ($0, definition.page(page.page)?.title) }
        }
        for navigation in navigations where navigation.isViewLoaded {
            navigation.updateNavigationBars(layout: layout) { [appearance] bar in
                appearance.configureNavigationBar?(bar)
            }
        }
    }

    /// Applies `appearance` to the bar of a presented page's navigation controller (and keeps large titles off).
    func configureBar(of navigation: ScenePushNavigationController) {
        configureBar(navigation.navigationBar)
    }

    /// Applies `appearance` to every navigation bar made so far.
    func applyAppearance() {
        for entry in presentationStack.entries { configureBar(of: entry.navigation) }
        guard let configure = appearance.configureNavigationBar else { return }
        for navigation in navigations {
            for bar in navigation.navigationBars {
                configure(bar)
                #if !os(tvOS)
                    bar.prefersLargeTitles = false  // Large titles are not supported (ContainersInDepth).
                #endif
            }
        }
    }
}
