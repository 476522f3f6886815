extension Explanation {
    /// An explanation whose example is a Shop scene on an iPad and an iPhone (with `navigation`, a line of the
    /// scene, when given) that pushes a `half` detail page, fixed by giving the detail a size per size class.
    private static func halfDetail(_ text: String, navigation: String?) -> Explanation {
        Explanation(
            text,
            example: """
                scene: Shop
                version: 1
                devices: [ipad-landscape, iphone]\(navigation.map { "\n" + $0 } ?? "")
                root: home
                pages:
                  home: {type: Shop.Home, push: [detail]}
                  detail: {type: Shop.Detail, size: half}
                """,
            fixReplacing: "  detail: {type: Shop.Detail, size: half}",
            with: "  detail: {type: Shop.Detail, size: {regular: half, compact: full}}")
    }

    /// Explanations of the SC4xxx codes (layout on devices and navigation states).
    static let layout: [DiagnosticCode: Explanation] = [
        .pageWiderThanNavigation: halfDetail(
            """
            A `half` page is `metrics.halfPageWidth` (472 pt) wide and a numeric size is that many points, \
            whatever the device. In a stacked navigation narrower than the page, the page slides past the left \
            edge and is pinned there (R2), so part of it can never be seen. The navigation area is the window \
            minus the sidebar (80 pt) when the scene has tabs. scenec checks every device of the scene and \
            reports each page once, listing the devices where it does not fit.
            """,
            navigation: nil),
        .sidebarItemsOverflow: Explanation(
            """
            Tab items stack down from the top of the sidebar and extra items up from the bottom; each takes \
            `tabItemHeight + tabItemSpacing` (80 pt). When they need more height than the window has, tab \
            items end under the extra items or below the window, and people cannot tap them.
            """,
            example: """
                scene: Tiny
                version: 1
                devices: [{name: small, width: 600, height: 200, sizeClass: regular}]
                tabs:
                  - {title: One, root: one}
                  - {title: Two, root: two}
                extraItems:
                  - {title: Settings, action: openSettings}
                pages:
                  one: {type: Tiny.One}
                  two: {type: Tiny.Two}
                """,
            fixReplacing: """
                  - {title: Two, root: two}
                extraItems:
                  - {title: Settings, action: openSettings}
                """,
            with: """
                  - {title: Two, root: two}
                """
        ),
        .headerLeavesNoContent: Explanation(
            """
            Under a nested header the pages are `Hm - menuHeight - pinHeight` tall (R4), where `Hm` is the \
            page's height minus the header's top and bottom insets. When the menu, the pin height and the \
            insets take the whole height, the pages have no height at all on that device.
            """,
            example: """
                scene: Card
                version: 1
                devices: [{name: short, width: 400, height: 300, sizeClass: compact}]
                root: card
                pages:
                  card:
                    type: Card.Main
                    header: {height: 280, pinHeight: 270}
                    pager:
                      tabs: [{title: A, page: a, width: 80}]
                  a: {type: Card.A, scrolls: true}
                """,
            fixReplacing: """
                    header: {height: 280, pinHeight: 270}
                """,
            with: """
                    header: {height: 280, pinHeight: 64}
                """
        ),
        .stackLeavesNoRoom: Explanation(
            """
            A page stack shows its top view at `(0, top, W, H - top - bottom)` (R5). When the top and bottom \
            insets add up to the page's height or more, the views have no height on that device.
            """,
            example: """
                scene: Map
                version: 1
                devices: [iphone-se]
                root: map
                pages:
                  map:
                    type: Map.Main
                    stack:
                      root: search
                      insets: {top: 400, bottom: 300}
                      views:
                        search: {type: Map.SearchView}
                """,
            fixReplacing: """
                      insets: {top: 400, bottom: 300}
                """,
            with: """
                      insets: {top: 64, bottom: 34}
                """
        ),
        .activePageNotShown: Explanation(
            """
            scenec lays out every navigation state that layout tests cover (see `tests`) and checks that the \
            active page can be seen: it must not be one of the stacked pages hidden at the left edge, must not \
            lie outside the navigation area, and must not be covered by the pages after it. The message shows \
            one path that reaches the state, such as `home -> album -> track on ipad-portrait`. This usually \
            comes from `metrics.stackedLayers` or `metrics.stackedLayerOffset` values far from the library's \
            (3 and 3 pt).
            """,
            example: """
                scene: Deep
                version: 1
                devices: [ipad-portrait]
                metrics: {stackedLayerOffset: 400}
                root: a
                pages:
                  a: {type: Deep.A, push: [b]}
                  b: {type: Deep.B, push: [c]}
                  c: {type: Deep.C}
                """,
            fixReplacing: """
                metrics: {stackedLayerOffset: 400}
                """,
            with: """
                metrics: {stackedLayerOffset: 8}
                """
        ),
        .stateLimitReached: Explanation(
            """
            Layout tests cover the navigation states that scenec enumerates: every push path up to \
            `tests.maxDepth` pushes, each pager tab, header offsets and page stack views. They stop at \
            `tests.maxStates` states per device (256 by default); the states are enumerated breadth first, so \
            the deepest ones are left out. This is a warning: the scene works, but not every state is tested.
            """,
            example: """
                scene: Wide
                version: 1
                root: a
                pages:
                  a: {type: Wide.A, push: [b, c]}
                  b: {type: Wide.B, push: [c]}
                  c: {type: Wide.C, push: [b]}
                tests: {maxStates: 4}
                """,
            fixReplacing: """
                tests: {maxStates: 4}
                """,
            with: """
                tests: {maxStates: 64}
                """
        ),
        .sizeIgnoredInPushStyle: halfDetail(
            """
            In a push-style navigation (`navigation: push`, or its `compact` or `regular` half) every page \
            fills the navigation area, as in a UINavigationController. A `half` or numeric `size` only applies \
            where the navigation is stacked. scenec warns when a page's width would be ignored on some device; \
            a size per size class that gives `full` where the navigation is push style says that this is meant.
            """,
            navigation: "navigation: {regular: stacked, compact: push}"),
        .extraItemsHiddenByBottomBar: Explanation(
            """
            Extra items (`extraItems`) live at the bottom of the side tab bar. A bottom tab bar \
            (`tabBar: bottom`, or its `compact` or `regular` half) has no place for them, so on such devices \
            they are not shown and their actions need another way in. Fixes, from the most common: make the \
            action a tab whose page offers it (a Settings tab, as below), so every device shows it; offer it \
            from a page that is shown there (a toolbar button of the tab's root page) and then lower this \
            warning for the scene (`diagnostics: {SC4008: ignore}`) saying that the app handles it; or keep \
            the side tab bar on those devices too (`tabBar: side`).
            """,
            example: """
                scene: Mail
                version: 1
                devices: [ipad-landscape, iphone]
                tabBar: {regular: side, compact: bottom}
                tabs:
                  - {title: Inbox, root: inbox}
                extraItems:
                  - {title: Settings, action: openSettings}
                pages:
                  inbox: {type: Mail.Inbox}
                """,
            fixReplacing: """
                extraItems:
                  - {title: Settings, action: openSettings}
                pages:
                  inbox: {type: Mail.Inbox}
                """,
            with: """
                  - {title: Settings, root: settings}
                pages:
                  inbox: {type: Mail.Inbox}
                  settings: {type: Mail.Settings}
                """
        ),
        .layoutTestsTooLarge: Explanation(
            """
            The generated layout tests assert every frame of every enumerated state on every device: the pages, \
            the tab items, each pager cell and pager page. Thousands of pager tabs, or push cycles followed deep \
            with `tests.maxRepeats`, under a high `tests.maxStates` would give hundreds of megabytes of Swift that \
            no one can compile, so scenec stops at 200,000 assertions (about 20 MB) and says which setting to \
            change. The app itself works; lower \
            the severity (`diagnostics: {SC4009: warning}`) only if you never generate the tests: then \
            `scenec generate --only setup` and `scenec layout` of one state still work, while generating the \
            tests and `layout --all` fail and say why.
            """,
            example: """
                scene: Huge
                version: 1
                root: a
                pages:
                  a: {type: App.A, push: [b, c]}
                  b: {type: App.B, push: [a, c]}
                  c: {type: App.C, push: [a, b]}
                tests: {maxDepth: 9, maxRepeats: 8, maxStates: 100000}
                """,
            fixReplacing: """
                tests: {maxDepth: 9, maxRepeats: 8, maxStates: 100000}
                """,
            with: """
                tests: {maxDepth: 4, maxRepeats: 2, maxStates: 100000}
                """
        ),
        .barsLeaveNoNavigation: Explanation(
            """
            The sidebar (`metrics.sidebarWidth`), the bottom tab bar (`metrics.bottomTabBarHeight`) and a visible \
            attachment bar (`metrics.attachmentHeight`) take their room from the window before the navigation \
            does. When they are as wide or as tall as a device's window, no page can be shown there: the scene \
            cannot work on that device, so this is an error, one per device, at the metric that fills the window \
            (at the device when the defaults do). The runtime never gives a negative frame: the navigation is \
            then 0 points wide or tall.
            """,
            example: """
                scene: Wide
                version: 1
                devices: [ipad-landscape]
                metrics: {sidebarWidth: 2000}
                tabs:
                  - {title: Home, root: home}
                pages:
                  home: {type: App.Home}
                """,
            fixReplacing: """
                metrics: {sidebarWidth: 2000}
                """,
            with: """
                metrics: {sidebarWidth: 100}
                """
        ),
    ]
}
