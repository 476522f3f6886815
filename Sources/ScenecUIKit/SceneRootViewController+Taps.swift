import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

/// Taps: every item of the side tab bar, the bottom bar and a pager's bar is a `TabItemView`, a `UIControl`
/// whose `.touchUpInside` runs a `UIAction` added when the item is made (`addAction(_:for:)`, iOS 14+, no
/// selector), so the scene responds to touches as soon as it is made, with nothing for the app to install.
extension SceneRootViewController {
    /// Adds the actions of the side items and extra items (bottom bar items get theirs as they are made).
    func installItemActions() {
        for (index, item) in items.enumerated() {
            (item as? UIControl)?.addAction(
                UIAction { [weak self] _ in self?.selectTab(index) }, for: .touchUpInside)
        }
        for (index, item) in extraItems.enumerated() {
            (item as? UIControl)?.addAction(
                UIAction { [weak self] _ in self?.extraItemTapped(index) }, for: .touchUpInside)
        }
    }

    /// What tapping bottom bar item `index` does (`selectBottomItem(_:)`), added to the item when it is made.
    func addBottomItemAction(_ item: UIControl, index: Int) {
        item.addAction(UIAction { [weak self] _ in self?.selectBottomItem(index) }, for: .touchUpInside)
    }

    /// Extra item `index` was tapped: the observer gets its declared `action:`.
    public func extraItemTapped(_ index: Int) {
        guard plan.definition.extraItems.indices.contains(index) else { return }
        let action = plan.definition.extraItems[index].action
        report { $0.sceneController(self, didTriggerExtraItem: index, action: action) }
    }
}

extension PagerViewController {
    /// Adds each cell's action: a tap selects its tab.
    func installCellActions() {
        for (index, cell) in cells.enumerated() {
            (cell as? UIControl)?.addAction(
                UIAction { [weak self] _ in self?.selectTab(index) }, for: .touchUpInside)
        }
    }
}
