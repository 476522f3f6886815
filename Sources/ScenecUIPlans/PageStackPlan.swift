public import ScenecRuntime

/// The view commands of one page-stack operation: the commands before the slide, the frames the slide
/// animates, and the commands once it is over. An operation without animation has everything in `start`.
public struct PageStackStep: Sendable, Hashable {
    /// Children added, appearance begun, the incoming view inserted at its start frame.
    public var start: [ViewCommand]
    /// The frames to animate: the incoming view to the settled frame, the outgoing one off screen.
    public var slide: [ViewCommand]
    /// The outgoing view removed, appearance ended, popped children removed; the caller then calls
    /// `PageStackPlan.finishAnimation()` before the next operation.
    public var finish: [ViewCommand]

    /// Creates a step.
    public init(start: [ViewCommand], slide: [ViewCommand] = [], finish: [ViewCommand] = []) {
        self.start = start
        self.slide = slide
        self.finish = finish
    }

    /// Every command, in order.
    public var commands: [ViewCommand] { start + slide + finish }
}

/// The view commands of a page stack (R5, NavigationRoute): a stack of views inside one page, only the top one
/// attached, at the settled frame (0, s + ti, W, H − s − ti − bi) from `PageStack`; the ones below keep their
/// controllers (children, detached), popped ones are removed. Child ids are `stack.<view id>`.
///
/// Moves follow the scene's declaration: the shown view must declare a push or a switch to the view, and a
/// switch slides in `SceneStackView.switchDirection(to:)`. Animated operations slide by the frames of
/// `PageStackGeometry.transition` and refuse further operations until `finishAnimation()`, as the runtime does.
public struct PageStackPlan: Sendable, Hashable {
    /// The scene's declaration of the stack.
    public let declaration: SceneStack
    /// The runtime stack.
    public private(set) var stack: PageStack
    /// Whether the container is on screen.
    public private(set) var isVisible = false
    /// What the view layer shows.
    public private(set) var scene = ChildScene(children: [])

    /// A plan for `declaration` in a page of `size`, holding its root view.
    public init(declaration: SceneStack, size: Size) {
        self.declaration = declaration
        stack = PageStack(
            root: declaration.root,
            geometry: PageStackGeometry(
                containerSize: size, topInset: declaration.topInset, bottomInset: declaration.bottomInset))
    }

    /// The duration of an animated slide, 0.3 s (R5).
    public static let slideDuration = 0.3

    /// The child id of a stack view.
    public static func childID(_ view: String) -> String { "stack.\(view)" }

    private func makeScene() -> ChildScene {
        ChildScene(
            children: stack.views.map {
                ChildScene.Child(id: Self.childID($0), isAttached: $0 == stack.top, frame: stack.settledFrame)
            })
    }

    private mutating func update() -> [ViewCommand] {
        let new = makeScene()
        let commands = ChildScene.commands(from: scene, to: new, containerIsVisible: isVisible)
        scene = new
        return commands
    }

    /// The commands that show the root view.
    public mutating func load() -> [ViewCommand] { update() }

    /// The page changed size or top safe area (the part of the status bar it is under): the shown view is laid
    /// out again (an animation in progress ends).
    public mutating func setSize(_ size: Size, safeAreaTop: Double = 0) -> [ViewCommand] {
        stack.geometry.containerSize = size
        stack.geometry.safeAreaTop = safeAreaTop
        stack.finishAnimation()
        return update()
    }

    /// Ends the running slide; the next operation may start.
    public mutating func finishAnimation() {
        stack.finishAnimation()
    }

    /// Pushes `view`, which the shown view must declare.
    public mutating func push(_ view: String, animated: Bool = false) throws(SceneError) -> PageStackStep {
        guard declaration.view(stack.top)?.push.contains(view) == true else {
            throw .undeclaredViewMove(from: stack.top, to: view)
        }
        return try run(animated: animated) { stack throws(PageStackError) in try stack.push(view, animated: animated) }
    }

    /// Replaces the shown view by `view`, which it must declare, sliding in the declared direction.
    public mutating func switchTo(_ view: String, animated: Bool = false) throws(SceneError) -> PageStackStep {
        guard let shown = declaration.view(stack.top), shown.switchTo.contains(view) else {
            throw .undeclaredViewMove(from: stack.top, to: view)
        }
        let direction = shown.switchDirection(to: view)
        return try run(animated: animated) { stack throws(PageStackError) in
            try stack.switchTop(direction, to: view, animated: animated)
        }
    }

    /// Pops the shown view.
    public mutating func pop(animated: Bool = false) throws(SceneError) -> PageStackStep {
        try run(animated: animated) { stack throws(PageStackError) in try stack.pop(animated: animated) }
    }

    /// Pops down to `view`.
    public mutating func popTo(_ view: String, animated: Bool = false) throws(SceneError) -> PageStackStep {
        try run(animated: animated) { stack throws(PageStackError) in try stack.popTo(view, animated: animated) }
    }

    /// Pops down to the root view.
    public mutating func popToRoot(animated: Bool = false) throws(SceneError) -> PageStackStep {
        try run(animated: animated) { stack throws(PageStackError) in try stack.popToRoot(animated: animated) }
    }

    private mutating func run(
        animated: Bool, _ body: (inout PageStack) throws(PageStackError) -> PageStackTransition
    ) throws(SceneError) -> PageStackStep {
        let transition: PageStackTransition
        do {
            transition = try body(&stack)
        } catch {
            throw .pageStack(error)
        }
        guard animated else { return PageStackStep(start: update()) }
        let old = scene
        let end = makeScene()
        let incoming = Self.childID(transition.incoming)
        let outgoing = Self.childID(transition.outgoing)
        // During the slide both views are attached: the outgoing one where it was, the incoming one at its start.
        var during = old.children.filter { $0.id != incoming }
        if let index = during.firstIndex(where: { $0.id == outgoing }) { during[index].isAttached = true }
        let incomingChild =
            end.children.first { $0.id == incoming }
            ?? ChildScene.Child(id: incoming, isAttached: true, frame: transition.incomingEnd)
        var startChild = incomingChild
        startChild.isAttached = true
        startChild.frame = transition.incomingStart
        during.append(startChild)
        let startScene = ChildScene(children: during)
        let added = end.children.filter { child in !old.children.contains { $0.id == child.id } }.map(\.id)
        let appearance = ChildScene.commands(from: old, to: end, containerIsVisible: isVisible, animated: true)
        let begins = appearance.filter { if case .beginAppearance = $0 { true } else { false } }
        let ends = appearance.filter { if case .endAppearance = $0 { true } else { false } }
        let start = ChildScene.commands(from: old, to: startScene, containerIsVisible: false).filter {
            if case .didMoveToParent = $0 { false } else { true }
        }
        let slide: [ViewCommand] = [
            .setFrame(.child(incoming), transition.incomingEnd), .setFrame(.child(outgoing), transition.outgoingEnd),
        ]
        var slid = startScene
        for index in slid.children.indices {
            if slid.children[index].id == incoming { slid.children[index].frame = transition.incomingEnd }
            if slid.children[index].id == outgoing { slid.children[index].frame = transition.outgoingEnd }
        }
        let after = ChildScene.commands(from: slid, to: end, containerIsVisible: false)
        let removals = after.filter { if case .removeFromParent = $0 { true } else { false } }
        let finish =
            after.filter { if case .removeFromParent = $0 { false } else { true } }
            + added.map { .didMoveToParent(.child($0)) } + ends + removals
        scene = end
        let addedFirst = start.filter { if case .addChild = $0 { true } else { false } }
        let rest = start.filter { if case .addChild = $0 { false } else { true } }
        return PageStackStep(start: addedFirst + begins + rest, slide: slide, finish: finish)
    }

    /// The container's own appearance, forwarded to the shown view.
    public mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
    {
        if phase == .begin { isVisible = isAppearing }
        return scene.appearanceCommands(isAppearing: isAppearing, animated: animated, phase: phase)
    }
}
