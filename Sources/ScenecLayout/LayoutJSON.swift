import ScenecDiagnostics
public import ScenecOutput
public import ScenecRuntime
import ScenecSema

/// The JSON of `scenec layout` (scene format §6), built as `JSONValue`s so that key order and number format
/// are fixed: keys in the order §6 lists them, every number through `NumberText.format` (full precision).
public enum LayoutJSON {
    /// The §6 object of one state's layout: `scene`, `device`, `sidebar`, `attachment`, `navigation`, `top`.
    public static func json(_ layout: StateLayout) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(layout.scene)),
            (
                "device",
                .object(
                    [
                        ("name", .string(layout.device.name)),
                        ("width", .number(layout.device.width)),
                        ("height", .number(layout.device.height)),
                        ("sizeClass", .string(layout.device.sizeClass.rawValue)),
                    ]
                        // The idiom only where the device names one its size class does not imply (§2.1, §6).
                        + (layout.device.idiom == SceneDevice.defaultIdiom(for: layout.device.sizeClass)
                            ? [] : [("idiom", .string(layout.device.idiom.rawValue))]))
            ),
            ("sidebar", layout.sidebar.map(sidebar) ?? .null),
        ]
        if layout.hasTabBarField {
            fields.append(("tabBar", layout.tabBar.map(tabBar) ?? .null))
        }
        fields += [
            (
                "attachment",
                layout.attachment.map { .object([("page", .string($0.attachment.page)), ("frame", frame($0.frame))]) }
                    ?? .null
            ),
            ("navigation", navigation(layout.navigation)),
            ("top", layout.top.map(inner) ?? .null),
        ]
        if let declared = layout.transition {
            fields.append(("transition", transition(declared, swipes: layout.swipes)))
        }
        // Absent when nothing is presented, so that every state before §10.2 keeps its object exactly.
        if !layout.presented.isEmpty {
            fields.append(("presented", .array(layout.presented.map(presented))))
        }
        return .object(fields)
    }

    /// One presentation (§10.2): `{"page", "from", "style", "detent", "dimmed", "frame", "pages": [{"page",
    /// "frame", "visible"}]}`; `frame` in window coordinates, the pages' frames relative to it, `detent` null where
    /// the style uses none.
    static func presented(_ presented: PresentedLayout) -> JSONValue {
        .object([
            ("page", .string(presented.page.rawValue)),
            ("from", .string(presented.from.rawValue)),
            ("style", .string(presented.layout.style.rawValue)),
            ("detent", .string(presented.layout.detent?.rawValue)),
            ("dimmed", .bool(presented.layout.isDimmed)),
            ("frame", frame(presented.layout.frame)),
            (
                "pages",
                .array(
                    presented.pages.map {
                        .object([
                            ("page", .string($0.page.rawValue)), ("frame", frame($0.frame)),
                            ("visible", .bool($0.visible)),
                        ])
                    })
            ),
        ])
    }

    /// The last page's swipe transition (§6 addition): `{"mode", "navBarAlpha", "next", "pop", "swipes":
    /// [{"pan", "translationX", "velocityX", "begins"}]}`; `begins` is `push`, `pop` or null (R6).
    static func transition(_ transition: SceneTransition, swipes: [SwipeDecision]) -> JSONValue {
        .object([
            ("mode", .string(transition.mode.rawValue)),
            ("navBarAlpha", .number(transition.navBarAlpha)),
            ("next", .string(transition.next)),
            ("pop", .bool(transition.isPopEnabled)),
            (
                "swipes",
                .array(
                    swipes.map {
                        .object([
                            ("pan", .string($0.panDirection)),
                            ("translationX", .number($0.translationX)),
                            ("velocityX", .number($0.velocityX)),
                            ("begins", .string($0.kind?.rawValue)),
                        ])
                    })
            ),
        ])
    }

    /// `{"frame", "selected", "items": [{"title", "root", "frame"}]}` (§9.1); "More" has a null root.
    static func tabBar(_ bar: TabBarLayout) -> JSONValue {
        .object([
            ("frame", frame(bar.frame)),
            ("selected", .int(bar.selected)),
            ("items", .array(bar.items.map(tabItem))),
        ])
    }

    /// Every state of a table as JSON Lines (what `scenec layout --all --format json` prints): one compact
    /// object per state, `{"device", "name", "state", "layout"}`, devices in scene order and states in
    /// enumeration order, each line ending with `\n`. `state` describes the state (the `scenec layout`
    /// options that reproduce it) and `layout` is exactly what `scenec layout` prints for it.
    public static func lines(_ table: LayoutTable) -> String {
        var out = ""
        for entry in table.devices {
            for laidOut in entry.entries {
                out += line(laidOut, device: entry.device.name)
            }
        }
        return out
    }

    /// One line of `lines(_:)`: the state `laidOut` of the device named `device`, and a newline.
    public static func line(_ laidOut: StateLayout, device: String) -> String {
        let record = JSONValue.object([
            ("device", .string(device)),
            ("name", .string(laidOut.state.name)),
            ("state", state(laidOut.state)),
            ("layout", json(laidOut)),
        ])
        return record.serialized(pretty: false) + "\n"
    }

    /// A state as the `scenec layout` options that select it: `tab`, `path`, `active`, `position`, `selected`,
    /// `offset` and `views` (null when they do not apply).
    public static func state(_ state: NavigationState) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("tab", state.tab.map(JSONValue.int) ?? .null),
            ("path", .array(state.path.map { .string($0.rawValue) })),
            ("active", .int(state.active)),
            ("position", .string(state.position.rawValue)),
            ("selected", state.selected.map(JSONValue.int) ?? .null),
            ("offset", state.headerOffset.map(JSONValue.number) ?? .null),
            ("views", state.stackViews.map { .array($0.map { .string($0.rawValue) }) } ?? .null),
        ]
        // Only for a state with presentations (§10.2): every other state keeps its object exactly.
        if !state.presented.isEmpty {
            fields.append(
                (
                    "presented",
                    .array(
                        state.presented.map { presented in
                            var fields: [(String, JSONValue)] = [
                                ("from", .string(presented.from.rawValue)),
                                ("attachment", .bool(presented.isFromAttachment)),
                                ("pages", .array(presented.pages.map { .string($0.rawValue) })),
                            ]
                            // Only for a sheet moved off its first detent: every other state keeps its object.
                            if let detent = presented.detent { fields.append(("detent", .string(detent.rawValue))) }
                            return .object(fields)
                        })
                ))
        }
        return .object(fields)
    }

    /// `{"x", "y", "width", "height"}`.
    public static func frame(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)),
            ("y", .number(rect.y)),
            ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    /// A tab item of the side or bottom tab bar: `{"title", "root", "frame"}`.
    static func tabItem(_ item: SidebarItemLayout) -> JSONValue {
        .object([("title", .string(item.title)), ("root", .string(item.root?.rawValue)), ("frame", frame(item.frame))])
    }

    static func sidebar(_ sidebar: SidebarLayout) -> JSONValue {
        .object([
            ("frame", frame(sidebar.frame)),
            ("selected", .int(sidebar.selected)),
            ("items", .array(sidebar.items.map(tabItem))),
            (
                "extraItems",
                .array(sidebar.extraItems.map { .object([("title", .string($0.title)), ("frame", frame($0.frame))]) })
            ),
        ])
    }

    static func navigation(_ navigation: NavigationLayout) -> JSONValue {
        .object([
            ("frame", frame(navigation.frame)),
            ("offset", .number(navigation.offset)),
            ("active", .int(navigation.active)),
            ("position", .string(navigation.position.rawValue)),
            (
                "pages",
                .array(
                    navigation.pages.map {
                        .object([
                            ("page", .string($0.page.rawValue)),
                            ("frame", frame($0.layout.frame)),
                            ("hidden", .bool($0.layout.isHidden)),
                            ("overlay", .number($0.layout.overlayOpacity)),
                            ("visible", .bool($0.layout.isAttached)),
                            ("navigationBar", $0.navigationBar.map(frame) ?? .null),
                        ])
                    }
                )
            ),
        ])
    }

    static func pagerFields(_ pager: PagerInnerLayout) -> [(String, JSONValue)] {
        let layout = pager.layout
        return [
            ("bar", frame(layout.bar)),
            ("cells", .array(layout.cells.map(frame))),
            ("line", layout.line.map(frame) ?? .null),
            ("selected", .int(layout.selected)),
            ("content", frame(layout.content)),
            ("pages", .array(layout.pages.map(frame))),
        ]
    }

    static func inner(_ inner: InnerLayout) -> JSONValue {
        let kind: (String, JSONValue) = ("kind", .string(inner.kind))
        switch inner {
        case .pager(let pager):
            return .object([kind] + pagerFields(pager))
        case .header(let header):
            return .object(
                [kind] + pagerFields(header.pager) + [
                    ("main", frame(header.nested.main)),
                    ("header", frame(header.nested.header)),
                    ("menu", frame(header.nested.menu)),
                    (
                        "contentSize",
                        .object([
                            ("width", .number(header.nested.mainContentSize.width)),
                            ("height", .number(header.nested.mainContentSize.height)),
                        ])
                    ),
                    ("sill", .number(header.nested.sill)),
                    ("offset", .number(header.offset)),
                ]
            )
        case .stack(let stack):
            return .object([
                kind,
                ("views", .array(stack.views.map { .string($0.rawValue) })),
                ("view", frame(stack.view)),
            ])
        }
    }
}
