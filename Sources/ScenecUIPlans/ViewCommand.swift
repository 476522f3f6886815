public import ScenecRuntime

/// One thing a container's view layer does, in order. Plans return lists of commands; the UIKit containers
/// apply them one by one and do nothing else, so a test of a plan's commands is a test of the container.
///
/// Ids name child controllers (page instance ids such as `album#2`, pager keys such as `pager.3`) or a
/// container's own views (`sidebar.item.0`, `pager.bar`). Frames are in the coordinates of the view the
/// container puts the child in, in points.
public enum ViewCommand: Sendable, Hashable, CustomStringConvertible {
    /// `parent.addChild(child)` (UIKit then sends `willMove(toParent: parent)`).
    case addChild(String)
    /// Inserts the child's view into the container's view at z-index `index`.
    case insertView(String, at: Int)
    /// `child.didMove(toParent: parent)`.
    case didMoveToParent(String)
    /// `child.willMove(toParent: nil)`.
    case willMoveToNilParent(String)
    /// `child.view.removeFromSuperview()`.
    case removeView(String)
    /// `child.removeFromParent()` (UIKit then sends `didMove(toParent: nil)`).
    case removeFromParent(String)
    /// Sets a view's frame.
    case setFrame(String, Rect)
    /// Sets a view's `isHidden`.
    case setHidden(String, Bool)
    /// Sets a view's `alpha`.
    case setAlpha(String, Double)
    /// Sets the opacity of the black overlay over a page (R2); 0 hides the overlay.
    case setOverlay(String, Double)
    /// `child.beginAppearanceTransition(isAppearing, animated:)`.
    case beginAppearance(String, isAppearing: Bool, animated: Bool)
    /// `child.endAppearanceTransition()`.
    case endAppearance(String)
    /// Sets a scroll view's content size.
    case setContentSize(String, Size)
    /// Sets a scroll view's content offset.
    case setContentOffset(String, Point)
    /// Marks a tab or pager item selected or not (appearance and the `.selected` accessibility trait).
    case setSelected(String, Bool)
    /// Sets the title scale of a pager item (R3).
    case setScale(String, Double)
    /// Prepares a reused child controller to show page `page` instead of the one it showed (R3 reuse pool).
    case reuse(String, page: Int)

    /// The command as tests print it: `addChild(home)`, `setFrame(home, 0 0 944 768)`.
    public var description: String {
        switch self {
        case .addChild(let id): "addChild(\(id))"
        case .insertView(let id, let index): "insertView(\(id), at: \(index))"
        case .didMoveToParent(let id): "didMoveToParent(\(id))"
        case .willMoveToNilParent(let id): "willMoveToNilParent(\(id))"
        case .removeView(let id): "removeView(\(id))"
        case .removeFromParent(let id): "removeFromParent(\(id))"
        case .setFrame(let id, let rect): "setFrame(\(id), \(rect.x) \(rect.y) \(rect.width) \(rect.height))"
        case .setHidden(let id, let hidden): "setHidden(\(id), \(hidden))"
        case .setAlpha(let id, let alpha): "setAlpha(\(id), \(alpha))"
        case .setOverlay(let id, let alpha): "setOverlay(\(id), \(alpha))"
        case .beginAppearance(let id, let appearing, let animated):
            "beginAppearance(\(id), \(appearing ? "appearing" : "disappearing")\(animated ? ", animated" : ""))"
        case .endAppearance(let id): "endAppearance(\(id))"
        case .setContentSize(let id, let size): "setContentSize(\(id), \(size.width) \(size.height))"
        case .setContentOffset(let id, let point): "setContentOffset(\(id), \(point.x) \(point.y))"
        case .setSelected(let id, let selected): "setSelected(\(id), \(selected))"
        case .setScale(let id, let scale): "setScale(\(id), \(scale))"
        case .reuse(let id, let page): "reuse(\(id), page: \(page))"
        }
    }
}

/// What a container shows of its children at one moment: which children exist, which views are attached
/// (in z-order), their frames and flags, and which children are on screen for appearance purposes.
public struct ChildScene: Sendable, Hashable {
    /// One child's view.
    public struct Child: Sendable, Hashable {
        /// The child's id.
        public var id: String
        /// Whether its view is in the container's view.
        public var isAttached: Bool
        /// The view's frame.
        public var frame: Rect
        /// The view's `isHidden`.
        public var isHidden: Bool
        /// The overlay opacity (R2), or nil for containers without overlays.
        public var overlay: Double?

        /// Creates a child.
        public init(id: String, isAttached: Bool, frame: Rect, isHidden: Bool = false, overlay: Double? = nil) {
            self.id = id
            self.isAttached = isAttached
            self.frame = frame
            self.isHidden = isHidden
            self.overlay = overlay
        }

        /// True when the child counts as on screen: attached and not hidden.
        public var isShown: Bool { isAttached && !isHidden }
    }

    /// The children, in z-order (the first is at the back).
    public var children: [Child]

    /// Creates a scene.
    public init(children: [Child]) {
        self.children = children
    }

    /// The ids of the children on screen.
    public var shownIDs: [String] { children.filter(\.isShown).map(\.id) }

    /// The commands that take the view layer from `old` to `new`, when the container itself is on screen
    /// (`containerIsVisible`): appearance callbacks follow the shown set; otherwise none are sent.
    ///
    /// Order, as UIKit's containment guide and Parchment's `PageViewManager` do it:
    /// 1. `addChild` for new children, `willMoveToNilParent` for removed ones (the front-most first);
    /// 2. `beginAppearance` of children leaving the screen, then of children entering it;
    /// 3. view changes: removed views first, then each child in z-order: insert (when it becomes attached),
    ///    frame, hidden flag and overlay when they changed (all of them for a newly attached view), then
    ///    `viewChanges` (the container's own views: bars, scroll offsets);
    /// 4. `didMoveToParent` for new children;
    /// 5. `endAppearance` of the leaving children, then of the entering ones;
    /// 6. `removeFromParent` for removed children.
    public static func commands(
        from old: ChildScene, to new: ChildScene, containerIsVisible: Bool, animated: Bool = false,
        viewChanges: [ViewCommand] = []
    ) -> [ViewCommand] {
        let oldByID = Dictionary(old.children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.children.map(\.id))
        let added = new.children.filter { oldByID[$0.id] == nil }.map(\.id)
        let removed = old.children.reversed().filter { !newIDs.contains($0.id) }.map(\.id)
        let oldShown = Set(old.shownIDs)
        let newShown = Set(new.shownIDs)
        let leaving = containerIsVisible ? old.shownIDs.filter { !newShown.contains($0) } : []
        let entering = containerIsVisible ? new.shownIDs.filter { !oldShown.contains($0) } : []

        var commands: [ViewCommand] = added.map { .addChild($0) } + removed.map { .willMoveToNilParent($0) }
        commands += leaving.map { .beginAppearance($0, isAppearing: false, animated: animated) }
        commands += entering.map { .beginAppearance($0, isAppearing: true, animated: animated) }
        for child in old.children.reversed() where child.isAttached {
            let stays = new.children.first { $0.id == child.id }?.isAttached ?? false
            if !stays { commands.append(.removeView(child.id)) }
        }
        var zIndex = 0
        for child in new.children where child.isAttached {
            let before = oldByID[child.id]
            let isNew = before?.isAttached != true
            if isNew { commands.append(.insertView(child.id, at: zIndex)) }
            if isNew || before?.frame != child.frame { commands.append(.setFrame(child.id, child.frame)) }
            if isNew || before?.isHidden != child.isHidden { commands.append(.setHidden(child.id, child.isHidden)) }
            if let overlay = child.overlay, isNew || before?.overlay != overlay {
                commands.append(.setOverlay(child.id, overlay))
            }
            zIndex += 1
        }
        commands += viewChanges
        commands += added.map { .didMoveToParent($0) }
        commands += leaving.map { .endAppearance($0) } + entering.map { .endAppearance($0) }
        commands += removed.map { .removeFromParent($0) }
        return commands
    }

    /// The commands that show or hide every shown child when the container itself appears or disappears:
    /// a begin per child (the container's own callback has already run, so a parent appears before its
    /// children), or an end per child (after the container's own `viewDidAppear`).
    public func appearanceCommands(isAppearing: Bool, animated: Bool, phase: AppearancePhase) -> [ViewCommand] {
        switch phase {
        case .begin: shownIDs.map { .beginAppearance($0, isAppearing: isAppearing, animated: animated) }
        case .end: shownIDs.map { .endAppearance($0) }
        }
    }
}

/// The half of an appearance transition a container forwards to its children.
public enum AppearancePhase: String, Sendable, Hashable {
    /// From the container's `viewWillAppear` / `viewWillDisappear`.
    case begin
    /// From the container's `viewDidAppear` / `viewDidDisappear`.
    case end
}

/// The last value a container sent for each property of its own views (a bar's frame, a scroll view's
/// offset, an item's selection), so that a plan can describe its whole state and send only what changed.
public struct ViewProperties: Sendable, Hashable {
    private var values: [String: ViewCommand] = [:]

    /// No property sent yet.
    public init() {}

    /// The commands of `state` whose value differs from the last one sent for the same view and property,
    /// in `state`'s order; they become the values sent.
    public mutating func changes(to state: [ViewCommand]) -> [ViewCommand] {
        state.filter { command in
            let key = command.propertyKey
            guard values[key] != command else { return false }
            values[key] = command
            return true
        }
    }

    /// Forgets every value sent, so that the next `changes(to:)` sends everything (a view reloaded).
    public mutating func reset() {
        values = [:]
    }
}

extension ViewCommand {
    /// The view and property the command sets: its name and id (`setFrame pager.bar`).
    var propertyKey: String {
        let name = description.prefix { $0 != "(" }
        return "\(name) \(id)"
    }
}
