import ScenecDiagnostics
public import ScenecModel
public import ScenecRuntime

/// One navigation state of a scene on one device: everything `scenec layout` needs to lay it out, and
/// everything a generated layout test needs to set it up.
///
/// Invariants (for states made by `StateEnumerator` or `StateRequest`): `path` is a chain of push edges from
/// an entry page without repeats; `active` is in `path.indices`; `position` is what the runtime's
/// `StackedNavigation` gives after pushing `path` and activating `active`; `selected` is non-nil exactly when
/// the last page has a pager, `headerOffset` exactly when it has a header, `stackViews` exactly when it has a
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
    /// The edge the active page is aligned with (R2).
    public var position: PagePosition
    /// The selected pager tab of the last page (0-based), nil when it has no pager.
    public var selected: Int?
    /// The requested vertical offset of the last page's header scroll view, in points (not clamped; the
    /// layout clamps it to [0, sill]); nil when it has no header.
    public var headerOffset: Double?
    /// The views of the last page's page stack, root first (the last one is shown); nil when it has no stack.
    public var stackViews: [ViewID]?

    /// Creates a state from its parts.
    public init(
        name: String, device: String, tab: Int?, path: [PageID], active: Int, position: PagePosition,
        selected: Int? = nil, headerOffset: Double? = nil, stackViews: [ViewID]? = nil
    ) {
        self.name = name
        self.device = device
        self.tab = tab
        self.path = path
        self.active = active
        self.position = position
        self.selected = selected
        self.headerOffset = headerOffset
        self.stackViews = stackViews
    }

    /// The last page of the path, whose inner layout is laid out.
    public var top: PageID { path[path.count - 1] }

    /// The path as people read it: `home -> album -> track`.
    public var pathDescription: String { path.map(\.rawValue).joined(separator: " -> ") }

    /// `home -> album -> track on ipad-portrait`, followed by what differs from the default state in
    /// parentheses (`active 1 at left`, `pager tab 2`, `header offset 86`, `views whereTo/rideOptions`).
    public var description: String {
        var details: [String] = []
        if active != path.count - 1 { details.append("active \(active) at \(position.rawValue)") }
        if let selected { details.append("pager tab \(selected)") }
        if let headerOffset, headerOffset != 0 { details.append("header offset \(NumberText.format(headerOffset))") }
        if let stackViews, stackViews.count > 1 {
            details.append("views \(stackViews.map(\.rawValue).joined(separator: "/"))")
        }
        let suffix = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
        return "\(pathDescription) on \(device)\(suffix)"
    }

    /// The runtime stacked navigation of this state: `path` pushed in order (activating each), then
    /// `active` activated (R2), with each page's width on a device of `sizeClass`.
    public func stackedNavigation(in scene: Scene, sizeClass: SizeClass) -> StackedNavigation {
        Self.stackedNavigation(path: path, active: active, in: scene, sizeClass: sizeClass)
    }

    /// The runtime stacked navigation after pushing `path` (each push activating the new page) and activating
    /// page `active`: a single page is active at `.left`, the last of several at `.right`, an earlier one at
    /// `.left`. `path` must be non-empty and hold no page twice.
    public static func stackedNavigation(
        path: [PageID], active: Int, in scene: Scene, sizeClass: SizeClass
    ) -> StackedNavigation {
        stackedNavigation(path: path, active: active) { scene.pageWidth($0, sizeClass: sizeClass) }
    }

    private static func stackedNavigation(
        path: [PageID], active: Int, width: (PageID) -> ScenecRuntime.PageWidth
    ) -> StackedNavigation {
        let pages = path.map { StackedPage(id: $0.rawValue, width: width($0)) }
        var navigation = StackedNavigation(root: pages[0])
        for page in pages.dropFirst() {
            try? navigation.push(page)
        }
        try? navigation.activate(active)
        return navigation
    }
}
