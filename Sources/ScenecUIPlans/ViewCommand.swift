public import ScenecRuntime

/// What a view command acts on: a child controller's view, or one of a container's own views, typed, so that a
/// container finds the view with a `switch` and never parses a name. The description is the name tests print
/// (`album#2`, `tab.0/home`, `sidebar.item.0`, `pager.cell.1`).
public enum ViewTarget: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A child controller, by its id: a page instance (`album#2`), a pager's page (`pager.vc.0`, `pager.page.2`),
    /// a page stack's view (`stack.history`), a tab's navigation (`tab.0`).
    case child(String)
    /// A target inside tab `tab`'s navigation (`tab.0/home`): the side tabs pass its navigation's commands on.
    indirect case inTab(Int, ViewTarget)
    /// The side tab bar.
    case sidebar
    /// The side tab bar's item of tab `index`.
    case sideItem(Int)
    /// The side tab bar's extra item `index`.
    case extraItem(Int)
    /// The attachment bar's container.
    case attachment
    /// The bottom tab bar (§9.1).
    case tabBar
    /// The bottom tab bar's item `index` (the tabs shown, then "More").
    case tabBarItem(Int)
    /// The app's navigation bar, whose alpha R6 transitions set.
    case navigationBar
    /// A pager's bar (R3).
    case pagerBar
    /// The pager bar's underline.
    case pagerLine
    /// The pager bar's bottom hairline.
    case pagerHairline
    /// The pager's paging scroll view.
    case pagerContent
    /// The pager bar's cell `index`.
    case pagerCell(Int)
    /// A nested header's main scroll view (R4).
    case headerMain
    /// A nested header's header view.
    case header
    /// The scroll view of child `id` (the selected pager page's), which a nested header drives.
    case childScrollView(String)

    /// A child by its id.
    public init(stringLiteral value: String) {
        self = .child(value)
    }

    /// The name tests print.
    public var description: String {
        switch self {
        case .child(let id): id
        case .inTab(let tab, let target): "\(SideTabsPlan.tabID(tab))/\(target)"
        case .sidebar: "sidebar"
        case .sideItem(let index): "sidebar.item.\(index)"
        case .extraItem(let index): "sidebar.extra.\(index)"
        case .attachment: "attachment"
        case .tabBar: "tabbar"
        case .tabBarItem(let index): "tabbar.item.\(index)"
        case .navigationBar: "navbar"
        case .pagerBar: "pager.bar"
        case .pagerLine: "pager.line"
        case .pagerHairline: "pager.hairline"
        case .pagerContent: "pager.content"
        case .pagerCell(let index): "pager.cell.\(index)"
        case .headerMain: "header.main"
        case .header: "header.header"
        case .childScrollView(let id): "\(id).scroll"
        }
    }
}

/// One thing a container's view layer does, in order. Plans return lists of commands; the UIKit containers
/// apply them one by one and do nothing else, so a test of a plan's commands is a test of the container.
///
/// Targets (`ViewTarget`) name child controllers (page instance ids such as `album#2`, pager keys such as
/// `pager.vc.3`) or a container's own views (`.sideItem(0)`, `.pagerBar`). Frames are in the coordinates of the
/// view the container puts the child in, in points.
public enum ViewCommand: Sendable, Hashable, CustomStringConvertible {
    /// `parent.addChild(child)` (UIKit then sends `willMove(toParent: parent)`).
    case addChild(ViewTarget)
    /// Inserts the child's view into the container's view at z-index `index`.
    case insertView(ViewTarget, at: Int)
    /// `child.didMove(toParent: parent)`.
    case didMoveToParent(ViewTarget)
    /// `child.willMove(toParent: nil)`.
    case willMoveToNilParent(ViewTarget)
    /// `child.view.removeFromSuperview()`.
    case removeView(ViewTarget)
    /// `child.removeFromParent()` (UIKit then sends `didMove(toParent: nil)`).
    case removeFromParent(ViewTarget)
    /// Sets a view's frame.
    case setFrame(ViewTarget, Rect)
    /// Sets a view's `isHidden`.
    case setHidden(ViewTarget, Bool)
    /// Sets a view's `alpha`.
    case setAlpha(ViewTarget, Double)
    /// Sets the opacity of the black overlay over a page (R2); 0 hides the overlay.
    case setOverlay(ViewTarget, Double)
    /// `child.beginAppearanceTransition(isAppearing, animated:)`.
    case beginAppearance(ViewTarget, isAppearing: Bool, animated: Bool)
    /// `child.endAppearanceTransition()`.
    case endAppearance(ViewTarget)
    /// Sets a scroll view's content size.
    case setContentSize(ViewTarget, Size)
    /// Sets a scroll view's content offset.
    case setContentOffset(ViewTarget, Point)
    /// Marks a tab or pager item selected or not (appearance and the `.selected` accessibility trait).
    case setSelected(ViewTarget, Bool)
    /// Sets the title scale of a pager item (R3).
    case setScale(ViewTarget, Double)
    /// Prepares a reused child controller to show page `page` instead of the one it showed (R3 reuse pool).
    case reuse(ViewTarget, page: Int)

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

    /// What the command acts on.
    public var target: ViewTarget {
        switch self {
        case .addChild(let target), .insertView(let target, _), .didMoveToParent(let target),
            .willMoveToNilParent(let target), .removeView(let target), .removeFromParent(let target),
            .setFrame(let target, _), .setHidden(let target, _), .setAlpha(let target, _),
            .setOverlay(let target, _), .beginAppearance(let target, _, _), .endAppearance(let target),
            .setContentSize(let target, _), .setContentOffset(let target, _), .setSelected(let target, _),
            .setScale(let target, _), .reuse(let target, _):
            target
        }
    }

    /// The name of what the command acts on (`target`'s description): a child's id, or `tab.0/home`.
    public var id: String { target.description }

    /// The same command acting on `target` instead.
    public func retargeted(_ target: ViewTarget) -> ViewCommand {
        switch self {
        case .addChild: .addChild(target)
        case .insertView(_, let index): .insertView(target, at: index)
        case .didMoveToParent: .didMoveToParent(target)
        case .willMoveToNilParent: .willMoveToNilParent(target)
        case .removeView: .removeView(target)
        case .removeFromParent: .removeFromParent(target)
        case .setFrame(_, let rect): .setFrame(target, rect)
        case .setHidden(_, let hidden): .setHidden(target, hidden)
        case .setAlpha(_, let alpha): .setAlpha(target, alpha)
        case .setOverlay(_, let alpha): .setOverlay(target, alpha)
        case .beginAppearance(_, let appearing, let animated):
            .beginAppearance(target, isAppearing: appearing, animated: animated)
        case .endAppearance: .endAppearance(target)
        case .setContentSize(_, let size): .setContentSize(target, size)
        case .setContentOffset(_, let point): .setContentOffset(target, point)
        case .setSelected(_, let selected): .setSelected(target, selected)
        case .setScale(_, let scale): .setScale(target, scale)
        case .reuse(_, let page): .reuse(target, page: page)
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

        var commands: [ViewCommand] =
            added.map { .addChild(.child($0)) } + removed.map { .willMoveToNilParent(.child($0)) }
        commands += leaving.map { .beginAppearance(.child($0), isAppearing: false, animated: animated) }
        commands += entering.map { .beginAppearance(.child($0), isAppearing: true, animated: animated) }
        for child in old.children.reversed() where child.isAttached {
            let stays = new.children.first { $0.id == child.id }?.isAttached ?? false
            if !stays { commands.append(.removeView(.child(child.id))) }
        }
        var zIndex = 0
        for child in new.children where child.isAttached {
            let before = oldByID[child.id]
            let isNew = before?.isAttached != true
            if isNew { commands.append(.insertView(.child(child.id), at: zIndex)) }
            if isNew || before?.frame != child.frame { commands.append(.setFrame(.child(child.id), child.frame)) }
            if isNew || before?.isHidden != child.isHidden {
                commands.append(.setHidden(.child(child.id), child.isHidden))
            }
            if let overlay = child.overlay, isNew || before?.overlay != overlay {
                commands.append(.setOverlay(.child(child.id), overlay))
            }
            zIndex += 1
        }
        commands += viewChanges
        commands += added.map { .didMoveToParent(.child($0)) }
        commands += leaving.map { .endAppearance(.child($0)) } + entering.map { .endAppearance(.child($0)) }
        commands += removed.map { .removeFromParent(.child($0)) }
        return commands
    }

    /// The commands that show or hide every shown child when the container itself appears or disappears:
    /// a begin per child (the container's own callback has already run, so a parent appears before its
    /// children), or an end per child (after the container's own `viewDidAppear`).
    public func appearanceCommands(isAppearing: Bool, animated: Bool, phase: AppearancePhase) -> [ViewCommand] {
        switch phase {
        case .begin: shownIDs.map { .beginAppearance(.child($0), isAppearing: isAppearing, animated: animated) }
        case .end: shownIDs.map { .endAppearance(.child($0)) }
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
