public import ScenecRuntime

/// The view commands of a stacked navigation (R2): one child per page, each page's view in a wrapper whose
/// frame, hidden flag and overlay come from `StackedNavigationLayout`; views are attached only while the
/// layout says so. Appearance follows the pages that are attached and not hidden.
///
/// A drag moves the content offset (the layout applies the rubber band); releasing it settles on
/// `StackedNavigation.snapTarget`. Appearance callbacks for a drag are sent when it settles.
///
/// In push style (scene format §9.1) the same stack is laid out by `StackedNavigationLayout.pushStyle`: every
/// page fills the area and only the top one is attached; drags do nothing (R6 transitions drive push style),
/// and `popToRoot` keeps the root alone.
public struct StackedNavigationPlan: Sendable, Hashable {
    /// The runtime model.
    public private(set) var navigation: StackedNavigation
    /// The navigation's size S × height, in points.
    public private(set) var size: Size
    /// The metrics the layout uses (the device's, `SceneDefinition.metrics(on:)`).
    public private(set) var metrics: Metrics
    /// The content offset laid out: the steady offset, or the dragged one during a drag (0 in push style).
    public private(set) var offset: Double
    /// Stacked (R2) or push style (§9.1).
    public private(set) var style: NavigationStyle
    /// Whether the container is on screen (between its `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false
    /// What the view layer shows after the last commands.
    public private(set) var scene = ChildScene(children: [])
    private var dragStart: Double?
    private var sceneBeforeDrag: ChildScene?

    /// A plan for `navigation` in a navigation area of `size`; nothing is shown until `load()`.
    public init(
        navigation: StackedNavigation, size: Size, metrics: Metrics = .standard, style: NavigationStyle = .stacked
    ) {
        self.navigation = navigation
        self.size = size
        self.metrics = metrics
        self.style = style
        offset = style == .push ? 0 : navigation.steadyOffset(navigationWidth: size.width, metrics: metrics)
    }

    /// The layout at the current offset.
    public var layout: StackedNavigationLayout {
        if style == .push {
            return .pushStyle(pages: navigation.pages, width: size.width, height: size.height)
        }
        return navigation.layout(width: size.width, height: size.height, offset: offset, metrics: metrics)
    }

    /// True while a drag is in progress.
    public var isDragging: Bool { dragStart != nil }

    private func makeScene() -> ChildScene {
        ChildScene(
            children: layout.pages.map {
                ChildScene.Child(
                    id: $0.id, isAttached: $0.isAttached, frame: $0.frame, isHidden: $0.isHidden,
                    overlay: $0.overlayOpacity)
            })
    }

    private mutating func settle(animated: Bool) -> [ViewCommand] {
        offset = style == .push ? 0 : navigation.steadyOffset(navigationWidth: size.width, metrics: metrics)
        return update(animated: animated)
    }

    private mutating func update(animated: Bool) -> [ViewCommand] {
        let new = makeScene()
        let commands = ChildScene.commands(from: scene, to: new, containerIsVisible: isVisible, animated: animated)
        scene = new
        return commands
    }

    /// The commands that show the navigation for the first time (or again after `navigation` was replaced).
    public mutating func load() -> [ViewCommand] { settle(animated: false) }

    /// Replaces the model (a tab's stack restored, a size class change with new page widths) and settles.
    public mutating func setNavigation(_ navigation: StackedNavigation, animated: Bool = false) -> [ViewCommand] {
        self.navigation = navigation
        dragStart = nil
        return settle(animated: animated)
    }

    /// Pushes `page` (R2 push; re-activates a page already in the stack).
    public mutating func push(
        _ page: StackedPage, activate: Bool = true, animated: Bool = false
    ) throws(StackedNavigationError) -> [ViewCommand] {
        try navigation.push(page, activate: activate)
        return settle(animated: animated)
    }

    /// Pops the top page.
    public mutating func pop(animated: Bool = false) throws(StackedNavigationError) -> [ViewCommand] {
        try navigation.pop()
        return settle(animated: animated)
    }

    /// Pops down to the page with instance id `id` (everything when absent).
    public mutating func popTo(_ id: String, animated: Bool = false) -> [ViewCommand] {
        navigation.popTo(id)
        return settle(animated: animated)
    }

    /// Pops to the root (keeping a half root's neighbour in stacked style; the root alone in push style).
    public mutating func popToRoot(animated: Bool = false) throws(StackedNavigationError) -> [ViewCommand] {
        if style == .push {
            guard !navigation.pages.isEmpty else { throw .emptyStack }
            while navigation.pages.count > 1 { try navigation.pop() }
        } else {
            try navigation.popToRoot()
        }
        return settle(animated: animated)
    }

    /// Switches between stacked and push style (a size class change), keeping the stack.
    public mutating func setStyle(_ style: NavigationStyle) -> [ViewCommand] {
        relayout(\.style, to: style)
    }

    /// Lays the navigation out with other metrics (a size class change with `{regular, compact}` metrics),
    /// keeping the stack.
    public mutating func setMetrics(_ metrics: Metrics) -> [ViewCommand] {
        relayout(\.metrics, to: metrics)
    }

    /// Sets the layout input at `keyPath` to `value` and lays everything out again, dropping an active drag;
    /// no commands when the value is unchanged.
    private mutating func relayout<Value: Equatable>(
        _ keyPath: WritableKeyPath<Self, Value>, to value: Value
    ) -> [ViewCommand] {
        guard self[keyPath: keyPath] != value else { return [] }
        self[keyPath: keyPath] = value
        dragStart = nil
        sceneBeforeDrag = nil
        return settle(animated: false)
    }

    /// Activates page `index` with the automatic position.
    public mutating func activate(_ index: Int, animated: Bool = false) throws(StackedNavigationError) -> [ViewCommand]
    {
        try navigation.activate(index)
        return settle(animated: animated)
    }

    /// The navigation area changed size (rotation, split view): every frame is laid out again at the new
    /// steady offset, attached or not; an active drag is dropped.
    public mutating func resize(to size: Size) -> [ViewCommand] {
        self.size = size
        dragStart = nil
        return settle(animated: false)
    }

    /// The container's own appearance: forwards begin or end to the shown pages.
    public mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
    {
        if phase == .begin { isVisible = isAppearing }
        return scene.appearanceCommands(isAppearing: isAppearing, animated: animated, phase: phase)
    }

    /// A horizontal pan began (ignored in push style).
    public mutating func dragBegan() {
        guard style == .stacked else { return }
        dragStart = offset
        sceneBeforeDrag = scene
    }

    /// The pan moved by `translationX` points since it began (positive to the right): the offset follows the
    /// finger, and the layout applies the rubber band beyond either end. No appearance callbacks yet.
    public mutating func dragChanged(translationX: Double) -> [ViewCommand] {
        guard let start = dragStart else { return [] }
        offset = start - translationX
        let new = makeScene()
        let commands = ChildScene.commands(from: scene, to: new, containerIsVisible: false)
        scene = new
        return commands
    }

    /// The pan ended with horizontal velocity `velocityX`: the page given by the runtime's snap rule is
    /// activated at its edge, and appearance callbacks bring the shown pages from before the drag to after.
    public mutating func dragEnded(velocityX: Double) -> [ViewCommand] {
        guard dragStart != nil else { return [] }
        if let target = navigation.snapTarget(
            offset: offset, velocityX: velocityX, width: size.width, height: size.height, metrics: metrics)
        {
            try? navigation.activate(target.index, position: target.position)
        }
        return settleDrag()
    }

    /// The system cancelled the pan: the pages go back to where they were before it (the same page active, at
    /// the same position); no page is activated. Appearance callbacks undo any the drag would have needed.
    public mutating func dragCancelled() -> [ViewCommand] {
        guard dragStart != nil else { return [] }
        return settleDrag()
    }

    /// Ends a drag at the navigation's steady offset.
    private mutating func settleDrag() -> [ViewCommand] {
        dragStart = nil
        offset = navigation.steadyOffset(navigationWidth: size.width, metrics: metrics)
        let before = sceneBeforeDrag ?? scene
        sceneBeforeDrag = nil
        let new = makeScene()
        // Frames from the dragged state; appearance from the state before the drag.
        var commands = ChildScene.commands(from: scene, to: new, containerIsVisible: false)
        let appearance = ChildScene.commands(from: before, to: new, containerIsVisible: isVisible, animated: true)
        let begins = appearance.filter { if case .beginAppearance = $0 { true } else { false } }
        let ends = appearance.filter { if case .endAppearance = $0 { true } else { false } }
        commands = begins + commands + ends
        scene = new
        return commands
    }
}
