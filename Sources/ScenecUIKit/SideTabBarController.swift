public import Foundation
public import ScenecRuntime
public import ScenecUIPlans

#if canImport(UIKit)
    public import UIKit
#else
    public import ScenecUIKitStandIn
#endif

/// A side tab bar controller (R1, SPSideTabController): a sidebar of tab items on the left, extra items at
/// its bottom, an optional attachment bar, and one `StackedNavigationController` per tab, kept (with its
/// stack) while another tab is selected. Frames come from `SideTabsPlan` (`SideTabLayout`,
/// `StackedNavigationLayout`); this class applies its commands.
///
/// Items are accessibility elements: the tab's title as label, its badge as value, the `.button` trait and
/// `.selected` on the selected tab.
@MainActor
public final class SideTabBarController: UIViewController {
    /// The plan.
    public private(set) var plan: SideTabsPlan
    /// The sidebar.
    public let sidebar = UIView(frame: .zero)
    /// The tab items, in tab order.
    public let items: [UIView]
    /// The extra items, bottom-most first.
    public let extraItems: [UIView]
    /// The attachment bar's container, when the scene has one.
    public let attachment: UIView?
    /// One stacked navigation per tab (one for a `root:` scene).
    public let navigations: [StackedNavigationController]

    /// A controller for `definition` on `device`; `makePage` makes each page instance's controller.
    public init(
        definition: SceneDefinition, device: SceneDevice,
        makePage: @escaping StackedNavigationController.PageFactory
    ) {
        plan = SideTabsPlan(definition: definition, device: device)
        items = definition.tabs.map { tab in
            let item = UIView(frame: .zero)
            item.isAccessibilityElement = true
            item.accessibilityLabel = tab.title
            item.accessibilityValue = tab.badge
            item.accessibilityTraits = .button
            return item
        }
        extraItems = definition.extraItems.map { extra in
            let item = UIView(frame: .zero)
            item.isAccessibilityElement = true
            item.accessibilityLabel = extra.title
            item.accessibilityTraits = .button
            return item
        }
        attachment = definition.attachment.map { _ in UIView(frame: .zero) }
        navigations = plan.navigations.map { _ in StackedNavigationController(hostedBy: makePage) }
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override public func viewDidLoad() {
        super.viewDidLoad()
        if plan.definition.root == nil {
            view.addSubview(sidebar)
            for item in items + extraItems { sidebar.addSubview(item) }
        }
        if let attachment { view.addSubview(attachment) }
        apply(plan.load())
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = Double(view.bounds.width)
        let height = Double(view.bounds.height)
        guard width != plan.device.width || height != plan.device.height else { return }
        var device = plan.device
        device.width = width
        device.height = height
        setDevice(device)
    }

    /// The window changed size or size class (rotation, split view, a trait change): everything is laid out
    /// again, every tab's stack included, and every stack is kept.
    public func setDevice(_ device: SceneDevice) {
        apply(plan.setDevice(device))
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        apply(plan.containerAppearance(isAppearing: true, phase: .begin, animated: animated))
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        apply(plan.containerAppearance(isAppearing: true, phase: .end, animated: animated))
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        apply(plan.containerAppearance(isAppearing: false, phase: .begin, animated: animated))
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        apply(plan.containerAppearance(isAppearing: false, phase: .end, animated: animated))
    }

    /// Selects tab `index` (what tapping its item does).
    public func selectTab(_ index: Int) {
        apply(plan.selectTab(index))
    }

    /// Applies one step of a navigation script: start, push and activate act here; the inner operations
    /// (pager, header, page stack) belong to the page's own container.
    public func apply(_ operation: SceneOperation) throws(SceneError) {
        apply(try plan.apply(operation))
    }

    /// Runs R2 operations and drags on the selected tab's navigation (`pop`, `popTo`, `popToRoot`, `dragChanged`…).
    public func withSelectedNavigation(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError) {
        apply(try plan.withSelectedNavigation(body))
    }

    /// The selected tab's navigation controller.
    public var selectedNavigation: StackedNavigationController { navigations[plan.selectedTab] }

    private func view(named id: String) -> UIView? {
        if id == "sidebar" { return sidebar }
        if id == "attachment" { return attachment }
        let parts = id.split(separator: ".")
        guard parts.count == 3, let index = Int(parts[2]) else { return nil }
        if parts[1] == "item", items.indices.contains(index) { return items[index] }
        if parts[1] == "extra", extraItems.indices.contains(index) { return extraItems[index] }
        return nil
    }

    private func apply(_ commands: [ViewCommand]) {
        for command in commands { apply(command) }
    }

    private func apply(_ command: ViewCommand) {
        let id = command.id
        if let slash = id.firstIndex(of: "/"), let tab = Int(id[..<slash].dropFirst("tab.".count)) {
            let pageID = String(id[id.index(after: slash)...])
            let pages = Dictionary(
                plan.navigations[tab].navigation.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            navigations[tab].apply([command.unscoped(pageID)], pagesByID: pages)
            return
        }
        if let tab = id.hasPrefix("tab.") ? Int(id.dropFirst("tab.".count)) : nil {
            applyTabCommand(command, navigation: navigations[tab])
            return
        }
        guard let target = view(named: id) else { return }
        switch command {
        case .setFrame(_, let rect): target.frame = CGRect(rect)
        case .setHidden(_, let hidden): target.isHidden = hidden
        case .setSelected(_, let selected):
            target.accessibilityTraits = selected ? [.button, .selected] : .button
        default: break
        }
    }

    private func applyTabCommand(_ command: ViewCommand, navigation: StackedNavigationController) {
        switch command {
        case .addChild: addChild(navigation)
        case .insertView(_, let index): view.insertSubview(navigation.view, at: index)
        case .didMoveToParent: navigation.didMove(toParent: self)
        case .willMoveToNilParent: navigation.willMove(toParent: nil)
        case .removeView: navigation.view.removeFromSuperview()
        case .removeFromParent: navigation.removeFromParent()
        case .setFrame(_, let rect): navigation.view.frame = CGRect(rect)
        case .setHidden(_, let hidden): navigation.view.isHidden = hidden
        case .beginAppearance(_, let appearing, let animated):
            navigation.beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance: navigation.endAppearanceTransition()
        default: break
        }
    }
}

extension ViewCommand {
    /// This command acting on `id` instead.
    func unscoped(_ id: String) -> ViewCommand {
        switch self {
        case .addChild: .addChild(id)
        case .insertView(_, let index): .insertView(id, at: index)
        case .didMoveToParent: .didMoveToParent(id)
        case .willMoveToNilParent: .willMoveToNilParent(id)
        case .removeView: .removeView(id)
        case .removeFromParent: .removeFromParent(id)
        case .setFrame(_, let rect): .setFrame(id, rect)
        case .setHidden(_, let hidden): .setHidden(id, hidden)
        case .setAlpha(_, let alpha): .setAlpha(id, alpha)
        case .setOverlay(_, let alpha): .setOverlay(id, alpha)
        case .beginAppearance(_, let appearing, let animated):
            .beginAppearance(id, isAppearing: appearing, animated: animated)
        case .endAppearance: .endAppearance(id)
        case .setContentSize(_, let size): .setContentSize(id, size)
        case .setContentOffset(_, let point): .setContentOffset(id, point)
        case .setSelected(_, let selected): .setSelected(id, selected)
        case .setScale(_, let scale): .setScale(id, scale)
        }
    }
}
