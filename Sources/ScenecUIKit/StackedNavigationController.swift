public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// A stacked navigation (R2, SPStackedNavigationController): pages side by side, half or full width, stacked
/// three deep on the left with a darkening overlay. Every frame comes from `StackedNavigationPlan`, which
/// takes it from `StackedNavigationLayout`; this class only applies the plan's commands and forwards events.
///
/// The pan gesture lives in the iOS-only `StackedNavigationController+Gesture.swift`; it forwards each phase to
/// `handlePan(_:translationX:velocityX:)`, which tests call directly.
///
/// A navigation that a `SceneRootViewController` makes (one per tab) is driven by that controller's plan: its
/// `plan` is the tab's, and its `push`, `pop`, `popTo`, `popToRoot`, `activate` and drag methods run on the
/// tab's navigation through the root controller, which applies the commands and reports the changes to its
/// observer.
@MainActor
public final class StackedNavigationController: SceneContainerController {
    /// Makes the controller of a page instance.
    public typealias PageFactory = @MainActor (StackedPage) -> UIViewController

    /// The plan: its own, or the tab's navigation plan of the `SceneRootViewController` that drives it.
    public var plan: StackedNavigationPlan? { host?.navigationPlan(of: self) ?? ownPlan }
    /// The plan, when this controller owns it; nil when a `SceneRootViewController` drives it.
    private var ownPlan: StackedNavigationPlan?
    /// The root controller that drives this navigation, for one it made.
    weak var host: (any StackedNavigationHost)?
    private let makePage: PageFactory
    private var controllers: [String: UIViewController] = [:]
    private var wrappers: [String: PageWrapperView] = [:]

    /// A navigation that owns its plan, showing `navigation` (its pages' controllers made by `makePage`).
    public init(navigation: StackedNavigation, metrics: Metrics = .standard, makePage: @escaping PageFactory) {
        self.makePage = makePage
        ownPlan = StackedNavigationPlan(navigation: navigation, size: Size(width: 0, height: 0), metrics: metrics)
        super.init(nibName: nil, bundle: nil)
    }

    /// A navigation driven by a parent's plan (commands arrive through `apply(_:)`).
    init(hostedBy makePage: @escaping PageFactory) {
        self.makePage = makePage
        ownPlan = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The page controllers, by instance id.
    public var pageControllers: [String: UIViewController] { controllers }

    /// The view that holds page `id` (its frame, hidden flag and overlay are the plan's); nil when detached.
    public func pageView(_ id: String) -> UIView? { wrappers[id] }

    /// The opacity of page `id`'s overlay.
    public func overlayOpacity(of id: String) -> Double { Double(wrappers[id]?.overlay.alpha ?? 0) }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceLeftToRight  // R2 is a left-to-right layout in every language.
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        guard var plan = ownPlan, plan.size != size || plan.scene.children.isEmpty else { return }
        let commands = plan.resize(to: size)
        ownPlan = plan
        apply(commands)
    }

    override func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {
        guard var plan = ownPlan else { return }
        let commands = plan.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated)
        ownPlan = plan
        apply(commands)
    }

    private func run(
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    )
        throws(StackedNavigationError)
    {
        if let host {
            try host.run(on: self, body)
            return
        }
        guard var plan = ownPlan else { return }
        let commands = try body(&plan)
        ownPlan = plan
        apply(commands)
    }

    /// Pushes `page` (R2).
    public func push(_ page: StackedPage, activate: Bool = true) throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.push(page, activate: activate) }
    }

    /// Pops the top page.
    public func pop() throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.pop() }
    }

    /// Pops down to the page with instance id `id`.
    public func popTo(_ id: String) {
        try? run { plan in plan.popTo(id) }
    }

    /// Pops to the root (keeping a half root's neighbour).
    public func popToRoot() throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.popToRoot() }
    }

    /// Activates page `index`.
    public func activate(_ index: Int) throws(StackedNavigationError) {
        try run { plan throws(StackedNavigationError) in try plan.activate(index) }
    }

    /// A horizontal pan began.
    public func dragBegan() {
        try? run { plan in
            plan.dragBegan()
            return []
        }
    }

    /// The pan moved `translationX` points from where it began.
    public func dragChanged(translationX: Double) {
        try? run { plan in plan.dragChanged(translationX: translationX) }
    }

    /// The pan ended with horizontal velocity `velocityX`.
    public func dragEnded(velocityX: Double) {
        try? run { plan in plan.dragEnded(velocityX: velocityX) }
    }

    /// The system cancelled the pan: the pages go back to where the drag began.
    public func dragCancelled() {
        try? run { plan in plan.dragCancelled() }
    }

    /// Applies the plan's commands, in order; ids are page instance ids.
    func apply(_ commands: [ViewCommand], pagesByID: [String: StackedPage] = [:]) {
        for command in commands { apply(command, pagesByID: pagesByID) }
    }

    private func controller(_ id: String, pagesByID: [String: StackedPage]) -> UIViewController {
        if let existing = controllers[id] { return existing }
        let page = pagesByID[id] ?? plan?.navigation.pages.first { $0.id == id } ?? StackedPage(id: id)
        let made = makePage(page)
        controllers[id] = made
        return made
    }

    private func wrapper(_ id: String, pagesByID: [String: StackedPage]) -> PageWrapperView {
        if let existing = wrappers[id] { return existing }
        let page = controller(id, pagesByID: pagesByID)
        let hosted = page.children.first { $0 is PagerViewController || $0 is PageStackViewController }
        let made = PageWrapperView(content: page.view, hosted: hosted?.view)
        wrappers[id] = made
        return made
    }

    private func apply(_ command: ViewCommand, pagesByID: [String: StackedPage]) {
        // A navigation's commands act on its pages only, by instance id.
        guard case .child(let id) = command.target else { return }
        switch command {
        case .addChild: addChild(controller(id, pagesByID: pagesByID))
        case .insertView(_, let index): view.insertSubview(wrapper(id, pagesByID: pagesByID), at: index)
        case .didMoveToParent: controllers[id]?.didMove(toParent: self)
        case .willMoveToNilParent: controllers[id]?.willMove(toParent: nil)
        case .removeView: wrappers[id]?.removeFromSuperview()
        case .removeFromParent:
            controllers[id]?.removeFromParent()
            controllers[id] = nil
            wrappers[id] = nil
        case .setFrame(_, let rect): wrapper(id, pagesByID: pagesByID).setFrame(CGRect(rect))
        case .setHidden(_, let hidden): wrappers[id]?.isHidden = hidden
        case .setAlpha(_, let alpha): wrappers[id]?.alpha = CGFloat(alpha)
        case .setOverlay(_, let opacity): wrappers[id]?.setOverlay(opacity)
        case .beginAppearance(_, let appearing, let animated):
            controllers[id]?.beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance: controllers[id]?.endAppearanceTransition()
        case .setContentSize, .setContentOffset, .setSelected, .setScale, .reuse: break
        }
    }
}

/// The root controller that drives a `StackedNavigationController` it made: the navigation's plan is one of its
/// own, and operations on the navigation run there.
@MainActor
protocol StackedNavigationHost: AnyObject {
    /// The plan of `navigation`.
    func navigationPlan(of navigation: StackedNavigationController) -> StackedNavigationPlan?
    /// Runs `body` on the plan of `navigation` and applies its commands.
    func run(
        on navigation: StackedNavigationController,
        _ body: (inout StackedNavigationPlan) throws(StackedNavigationError) -> [ViewCommand]
    ) throws(StackedNavigationError)
}

/// The view that holds one page's view and the black overlay above it (SPStackedPageContainer).
@MainActor
final class PageWrapperView: UIView {
    let content: UIView
    /// The view of the container (pager, page stack) that the page hosts, sized with the page.
    let hosted: UIView?
    let overlay: UIView

    init(content: UIView, hosted: UIView? = nil) {
        self.content = content
        self.hosted = hosted
        overlay = UIView(frame: .zero)
        super.init(frame: .zero)
        overlay.backgroundColor = .black
        overlay.alpha = 0
        overlay.isHidden = true
        addSubview(content)
        addSubview(overlay)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func setFrame(_ rect: CGRect) {
        frame = rect
        content.frame = CGRect(origin: .zero, size: rect.size)
        hosted?.frame = CGRect(origin: .zero, size: rect.size)
        overlay.frame = CGRect(origin: .zero, size: rect.size)
    }

    func setOverlay(_ opacity: Double) {
        overlay.alpha = CGFloat(opacity)
        overlay.isHidden = opacity == 0
    }
}

extension CGRect {
    /// The runtime rectangle as a `CGRect`.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
