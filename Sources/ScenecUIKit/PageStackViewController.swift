public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
public import ScenecUIPlans

/// A stack of views inside one page (R5, NavigationRoute): each stack view is a child controller; only the top
/// one is attached, at the settled frame from `PageStack`. Operations follow the scene's declaration (a
/// switch slides in the declared direction); this class applies `PageStackPlan`'s commands.
///
/// An animated operation applies the plan's `PageStackStep.start`, animates `slide` for
/// `PageStackPlan.slideDuration` with `UIView.animate`, then applies `finish`; until then further operations
/// are refused with `.pageStack(.animating)`, as the runtime does.
@MainActor
public final class PageStackViewController: SceneContainerController {
    /// Makes the controller of a stack view.
    public typealias ViewFactory = @MainActor (SceneStackView) -> UIViewController

    /// The plan.
    public private(set) var plan: PageStackPlan
    private let makeView: ViewFactory
    private var controllers: [String: UIViewController] = [:]

    /// A page stack for `declaration` (its size is set by layout).
    public init(declaration: SceneStack, makeView: @escaping ViewFactory) {
        plan = PageStackPlan(declaration: declaration, size: Size(width: 0, height: 0))
        self.makeView = makeView
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The part of the status bar its page is under, in points (its page's `safeAreaInsets.top` as the runtime
    /// lays the scene out, `SceneContainer.pageSafeAreaTop`): the views start below it. The scene's root controller
    /// sets it; a container used on its own keeps 0 unless the app sets it.
    public var safeAreaTop: Double = 0 {
        didSet {
            if safeAreaTop != oldValue, isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// The view controllers, by child id (`stack.<view id>`).
    public var viewControllers: [String: UIViewController] { controllers }

    /// The controller of the shown view.
    public var topViewController: UIViewController? { controllers[PageStackPlan.childID(plan.stack.top)] }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        let geometry = plan.stack.geometry
        let first = plan.scene.children.isEmpty
        guard geometry.containerSize != size || geometry.safeAreaTop != safeAreaTop || first else { return }
        var commands = plan.setSize(size, safeAreaTop: safeAreaTop)
        if first { commands += plan.load() }
        apply(commands)
    }

    override func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {
        apply(plan.containerAppearance(isAppearing: isAppearing, phase: phase, animated: animated))
    }

    private func run(
        animated: Bool, _ body: (inout PageStackPlan) throws(SceneError) -> PageStackStep
    ) throws(SceneError) {
        let shown = topViewController
        let step = try body(&plan)
        guard animated else {
            apply(step.commands)
            shownViewDidChange(from: shown)
            return
        }
        apply(step.start)
        UIView.animate(
            withDuration: PageStackPlan.slideDuration,
            animations: { self.apply(step.slide) },
            completion: { _ in
                self.apply(step.finish)
                self.plan.finishAnimation()
                self.shownViewDidChange(from: shown)
            })
    }

    /// Pushes `view`, which the shown view must declare.
    public func push(_ view: String, animated: Bool = false) throws(SceneError) {
        try run(animated: animated) { plan throws(SceneError) in try plan.push(view, animated: animated) }
    }

    /// Replaces the shown view by `view`, which it must declare, sliding in the declared direction.
    public func switchTo(_ view: String, animated: Bool = false) throws(SceneError) {
        try run(animated: animated) { plan throws(SceneError) in try plan.switchTo(view, animated: animated) }
    }

    /// Pops the shown view.
    public func pop(animated: Bool = false) throws(SceneError) {
        try run(animated: animated) { plan throws(SceneError) in try plan.pop(animated: animated) }
    }

    /// Pops down to `view`.
    public func popTo(_ view: String, animated: Bool = false) throws(SceneError) {
        try run(animated: animated) { plan throws(SceneError) in try plan.popTo(view, animated: animated) }
    }

    /// Pops down to the root view.
    public func popToRoot(animated: Bool = false) throws(SceneError) {
        try run(animated: animated) { plan throws(SceneError) in try plan.popToRoot(animated: animated) }
    }

    /// The controller of child `id`: the declared view whose child id (`PageStackPlan.childID`) it is.
    private func makeController(_ id: String) -> UIViewController {
        let view = plan.declaration.views.first { PageStackPlan.childID($0.id) == id }
        return makeView(view ?? SceneStackView(id: id, type: ""))
    }

    private func apply(_ commands: [ViewCommand]) {
        for command in commands { apply(command) }
    }

    /// Applies a command to the view controller it names; one for a controller that does not exist does nothing.
    private func apply(_ command: ViewCommand) {
        apply(command, toChildIn: &controllers, in: view, make: makeController)
    }
}
