import ScenecDiagnostics
import ScenecOutput
public import ScenecRuntime
public import ScenecSema

/// One navigation state of a scene on one device: a navigation script (the runtime operations that reach
/// it from a fresh `SceneContainer`) and what people read of it.
///
/// A state's layout is what `SceneContainer.snapshot()` reports after running `script`: the same calls that
/// generated layout tests and the UIKit containers make. The other properties describe the state and are
/// consistent with the script: `path` is a chain of push edges from an entry page (a page may appear more
/// than once: pages are templates); `active` is in `path.indices`; `selected` is non-nil exactly when the
/// last page has a pager, `headerOffset` exactly when it has a header, `stackViews` exactly when it has a
/// page stack.
public struct NavigationState: Sendable, Hashable, CustomStringConvertible {
    /// A readable identifier, unique among the states of one device, made of `[A-Za-z0-9_]` only
    /// (for example `browse_album_track_active1`), usable as part of a Swift test name.
    public var name: String
    /// The device's name.
    public var device: String
    /// The selected side tab (0-based): the first tab whose root is `path[0]`; nil for a `root:` scene.
    public var tab: Int?
    /// The whole stack of the stacked navigation, entry page first.
    public var path: [PageID]
    /// The index of the active page in `path`.
    public var active: Int
    /// The selected pager tab of the last page (0-based), nil when it has no pager.
    public var selected: Int?
    /// The requested vertical offset of the last page's header scroll view, in points (not clamped; the
    /// layout clamps it to [0, sill]); nil when it has no header.
    public var headerOffset: Double?
    /// The views of the last page's page stack, root first (the last one is shown); nil when it has no stack.
    public var stackViews: [ViewID]?
    /// The runtime operations that reach this state from a fresh container, in order: start at the entry
    /// page, push the rest of the path, present and push the pages of each presentation, build the page stack,
    /// select the pager tab (when not the initial one), scroll the header (when not at 0), activate an earlier
    /// page.
    public var script: [SceneOperation]
    /// The presentations over the navigation, bottom first (§10.2); empty when nothing is presented (every
    /// state before §10.2). The last page of the last one is then the top page, whose pager, header and page
    /// stack the state describes, and the navigation's last page is active.
    public var presented: [PresentedPath] = []

    /// Creates a state from its parts.
    public init(
        name: String, device: String, tab: Int?, path: [PageID], active: Int, selected: Int? = nil,
        headerOffset: Double? = nil, stackViews: [ViewID]? = nil, script: [SceneOperation]
    ) {
        self.name = name
        self.device = device
        self.tab = tab
        self.path = path
        self.active = active
        self.selected = selected
        self.headerOffset = headerOffset
        self.stackViews = stackViews
        self.script = script
    }

    /// The last page of the path, or of the last presentation when there is one: the page whose inner layout
    /// is laid out.
    public var top: PageID { presented.last?.pages.last ?? path[path.count - 1] }

    /// The number of pages the state shows in its navigation and its presentations: what counts toward
    /// `tests.maxDepth` (one more than the pushes and presentations after the entry page).
    public var pageCount: Int { presented.reduce(path.count) { $0 + $1.pages.count } }

    /// The edge the active page is aligned with (R2): after pushing the path, the last page is active at
    /// `.right` (`.left` when it is alone); activating an earlier page puts it at `.left`.
    public var position: PagePosition { active == path.count - 1 && path.count > 1 ? .right : .left }

    /// The path as people read it: `home -> album -> track`, then each presentation after ` | ` (`home -> album |
    /// share -> options`; `bar | player` for one presented from the attachment page, over the entry page).
    public var pathDescription: String { path(pushes: " -> ", presentations: " | ") }

    /// The path in `layout --path` syntax (§10.2): pages joined by `,`, each presentation after `|`
    /// (`library,album|share,shareOptions`, `nowPlayingBar|player`).
    public var pathArgument: String { path(pushes: ",", presentations: "|") }

    /// The pages of the path joined by `pushes`, then each presentation's after `presentations` (one presented from
    /// the attachment page starts from that page in place of the path).
    private func path(pushes: String, presentations: String) -> String {
        var text = path.map(\.rawValue).joined(separator: pushes)
        for (index, presentation) in presented.enumerated() {
            if index == 0, presentation.isFromAttachment { text = presentation.from.rawValue }
            text += presentations + presentation.pages.map(\.rawValue).joined(separator: pushes)
        }
        return text
    }

    /// `home -> album -> track on ipad-portrait`, followed by what differs from the default state in
    /// parentheses (`active 1 at left`, `pager tab 2`, `header offset 86`, `views whereTo/rideOptions`).
    public var description: String {
        var details: [String] = []
        if active != path.count - 1 { details.append("active \(active) at \(position.rawValue)") }
        if let selected { details.append("pager tab \(selected)") }
        if let headerOffset, headerOffset != 0 { details.append("header offset \(NumberText.format(headerOffset))") }
        // A page stack shown other than at its root alone: pushed views, or a view switched in for the root.
        let movesStack = script.contains {
            if case .pushView = $0 { return true }
            if case .switchView = $0 { return true }
            return false
        }
        if let stackViews, stackViews.count > 1 || movesStack {
            details.append("views \(stackViews.map(\.rawValue).joined(separator: "/"))")
        }
        for presentation in presented {
            if let detent = presentation.detent { details.append("detent \(detent.rawValue)") }
        }
        let suffix = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
        return "\(pathDescription) on \(device)\(suffix)"
    }

    /// The script of a state: start at `path[0]`, push the rest, present and push `presented`, then `stack`
    /// (page-stack operations of the top page), then
    /// select pager tab `selected` when it is not `initialSelection`, scroll the header to `headerOffset` when
    /// it is not 0, and activate page `active` when it is not the last.
    public static func script(
        path: [PageID], presented: [PresentedPath] = [], active: Int, stack: [SceneOperation] = [],
        selected: Int? = nil, initialSelection: Int? = nil, headerOffset: Double? = nil
    ) -> [SceneOperation] {
        var start: [SceneOperation] = [.start(path[0].rawValue)]
        start += path.dropFirst().map { .push($0.rawValue) }
        if !presented.isEmpty { start += presentationScript(presented) }
        return script(
            startingWith: start, pathCount: path.count, active: active, stack: stack, selected: selected,
            initialSelection: initialSelection, headerOffset: headerOffset)
    }

    /// The operations that present and fill `presented` after the path's pushes: for each presentation, present its
    /// first page (from the attachment page, or from the top page), push the rest inside it, and move its sheet to
    /// its `detent` when it has one.
    public static func presentationScript(_ presented: [PresentedPath]) -> [SceneOperation] {
        var script: [SceneOperation] = []
        for presentation in presented {
            guard let first = presentation.pages.first else { continue }
            script.append(
                presentation.isFromAttachment ? .presentFromAttachment(first.rawValue) : .present(first.rawValue))
            script += presentation.pages.dropFirst().map { .push($0.rawValue) }
            if let detent = presentation.detent { script.append(.setDetent(detent)) }
        }
        return script
    }

    /// `script(path:active:stack:selected:initialSelection:headerOffset:)` from the path's start and pushes,
    /// `start`, which the states of one path share (`StateEnumerator` makes them once per path); `pathCount` is
    /// the path's length.
    static func script(
        startingWith start: [SceneOperation], pathCount: Int, active: Int, stack: [SceneOperation] = [],
        selected: Int? = nil, initialSelection: Int? = nil, headerOffset: Double? = nil
    ) -> [SceneOperation] {
        var script = start
        script.reserveCapacity(start.count + stack.count + 3)
        script += stack
        if let selected, selected != initialSelection { script.append(.selectPagerTab(selected)) }
        if let headerOffset, headerOffset != 0 { script.append(.setHeaderOffset(headerOffset)) }
        if active != pathCount - 1 { script.append(.activate(active)) }
        return script
    }
}

/// One presentation of a navigation state (§10.2): the page it was presented from and the pages of its own
/// push-style stack, the presented page first.
public struct PresentedPath: Sendable, Hashable {
    /// The presenting page: the last page of the navigation or of the presentation below (for a page of a pager,
    /// its host), or the attachment page.
    public var from: PageID
    /// Whether it is presented from the attachment page (only the lowest presentation can be).
    public var isFromAttachment: Bool
    /// The presented page, then the pages pushed inside the presentation.
    public var pages: [PageID]
    /// The sheet detent it is moved to after it opens (`setDetent`); nil while it shows its first (where it opens).
    public var detent: SheetDetent?

    /// Creates a presentation of a state.
    public init(from: PageID, isFromAttachment: Bool = false, pages: [PageID]) {
        self.from = from
        self.isFromAttachment = isFromAttachment
        self.pages = pages
    }
}
