extension Explanation {
    /// Explanations of the SC3xxx codes (the navigation graph checker). Every example is a
    /// whole scene that produces the code, and every fix a scene that does not (a test checks both).
    static let checker: [DiagnosticCode: Explanation] = [
        .unknownPage: Explanation(
            """
            Every place that names a page ('root', a tab's 'root', 'push', 'transition.next', a \
            pager tab's 'page', 'attachment.page') must name a page declared under 'pages'. An unknown \
            page cannot be shown, so the app would fail when it navigates there. scenec suggests the \
            closest declared page whose id is valid and offers to replace the name.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        push: [detial]
                      detail:
                        type: App.Detail
                    """),
            fixReplacing: """
                    push: [detial]
                """,
            with: """
                    push: [detail]
                """),
        .unknownView: Explanation(
            """
            A stack's 'root' and every view's 'push' and 'switch' must name a view declared under \
            the same stack's 'views'. Views belong to one page's stack; a view of another stack cannot be \
            pushed.
            """,
            example: rootScene(
                "Shop", root: "map",
                pages: """
                      map:
                        type: App.Map
                        stack:
                          root: serch
                          views:
                            search: {type: App.SearchView}
                    """),
            fixReplacing: """
                      root: serch
                """,
            with: """
                      root: search
                """),
        .unreachablePage: Explanation(
            """
            A page is shown only when some path of 'root', 'push' and pager edges leads to it from an \
            entry: a tab, the scene's 'root' or the attachment. A page that nothing reaches is dead code, \
            and usually a missing 'push'. Pages reached only through it are listed in a note rather \
            than reported again.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                      settings:
                        type: App.Settings
                    """),
            fixReplacing: """
                    type: App.Home
                """,
            with: """
                    type: App.Home
                    push: [settings]
                """),
        .unreachableView: Explanation(
            """
            A view of a page stack is shown only when a chain of 'push' and 'switch' leads to it \
            from the stack's 'root'. A view that nothing reaches is never shown.
            """,
            example: rootScene(
                "Shop", root: "map",
                pages: """
                      map:
                        type: App.Map
                        stack:
                          root: search
                          views:
                            search: {type: App.SearchView}
                            options: {type: App.OptionsView}
                    """),
            fixReplacing: """
                        search: {type: App.SearchView}
                """,
            with: """
                        search: {type: App.SearchView, push: [options]}
                """),
        .containmentCycle: Explanation(
            """
            A pager shows other pages inside its page. If pages contain each other (a page in its own \
            pager, or 'a' shows 'b' and 'b' shows 'a'), showing one would create the others without end. \
            The diagnostic prints the cycle as a path, such as 'a -> b -> a'.
            """,
            example: rootScene(
                "Shop", root: "feed",
                pages: """
                      feed:
                        type: App.Feed
                        pager:
                          tabs:
                            - {title: All, page: feed, width: 80}
                    """),
            fixReplacing: """
                        - {title: All, page: feed, width: 80}
                """,
            with: """
                        - {title: All, page: allPosts, width: 80}
                  allPosts:
                    type: App.AllPosts
                """),
        .headerWithoutPager: Explanation(
            """
            A nested sticky header (Aquaman) sits above a pager: its menu is the pager's tab bar, and \
            the pages in the pager take over vertical scrolling. A 'header' without a 'pager' in the \
            same page has nothing to pin.
            """,
            example: rootScene(
                "Shop", root: "profile",
                pages: """
                      profile:
                        type: App.Profile
                        header: {height: 200}
                    """),
            fixReplacing: """
                    header: {height: 200}
                """,
            with: """
                    header: {height: 200}
                    pager:
                      tabs:
                        - {title: Posts, page: posts, width: 100}
                  posts:
                    type: App.Posts
                    scrolls: true
                """),
        .emptyPager: Explanation(
            """
            A pager needs at least one tab: with 'tabs: []' there is nothing to select and no page to \
            show.
            """,
            example: rootScene(
                "Shop", root: "feed",
                pages: """
                      feed:
                        type: App.Feed
                        pager:
                          tabs: []
                    """),
            fixReplacing: """
                      tabs: []
                """,
            with: """
                      tabs:
                        - {title: All, page: allPosts, width: 80}
                  allPosts:
                    type: App.AllPosts
                """),
        .selectedOutOfRange: Explanation(
            """
            'selected' is the 0-based index of the tab a pager shows first. It must be less than the \
            number of tabs, or the pager would select a tab that does not exist.
            """,
            example: rootScene(
                "Shop", root: "feed",
                pages: """
                      feed:
                        type: App.Feed
                        pager:
                          selected: 1
                          tabs:
                            - {title: All, page: allPosts, width: 80}
                      allPosts:
                        type: App.AllPosts
                    """),
            fixReplacing: """
                      selected: 1
                """,
            with: """
                      selected: 0
                """),
        .pagerAndStack: Explanation(
            """
            A page shows at most one container: pager tabs or a view stack. Both would fill the same \
            area. Put the stack in a page of its own and show that page in a pager tab.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        pager:
                          tabs:
                            - {title: All, page: all, width: 80}
                        stack:
                          root: card
                          views:
                            card: {type: App.CardView}
                      all:
                        type: App.All
                    """),
            fixReplacing: """
                    stack:
                      root: card
                      views:
                        card: {type: App.CardView}
                  all:
                    type: App.All
                """,
            with: """
                        - {title: Cards, page: cards, width: 80}
                  all:
                    type: App.All
                  cards:
                    type: App.Cards
                    stack:
                      root: card
                      views:
                        card: {type: App.CardView}
                """),
        .headerPageNotScrolling: Explanation(
            """
            Under a nested sticky header, the header scrolls away first and then hands vertical \
            scrolling to the page shown in the pager, which must therefore be a scroll view: declare \
            'scrolls: true' on every page shown in a pager under a header. scenec offers to add it.
            """,
            example: rootScene(
                "Shop", root: "profile",
                pages: """
                      profile:
                        type: App.Profile
                        header: {height: 200}
                        pager:
                          tabs:
                            - {title: Posts, page: posts, width: 100}
                      posts:
                        type: App.Posts
                    """),
            fixReplacing: """
                    type: App.Posts
                """,
            with: """
                    type: App.Posts
                    scrolls: true
                """),
        .pinAboveHeader: Explanation(
            """
            'pinHeight' is the distance from the top at which the header's menu pins. The menu starts \
            at the header's bottom ('height'), so it cannot pin below that: 'pinHeight' must not \
            exceed 'height'.
            """,
            example: rootScene(
                "Shop", root: "profile",
                pages: """
                      profile:
                        type: App.Profile
                        header: {height: 200, pinHeight: 240}
                        pager:
                          tabs:
                            - {title: Posts, page: posts, width: 100}
                      posts:
                        type: App.Posts
                        scrolls: true
                    """),
            fixReplacing: """
                    header: {height: 200, pinHeight: 240}
                """,
            with: """
                    header: {height: 200, pinHeight: 64}
                """),
        .duplicatePush: Explanation(
            """
            A 'push' list (or a stack view's 'push' or 'switch' list) names each target once; a \
            repeated entry adds nothing and usually hides a typo. scenec offers to remove it.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        push: [detail, detail]
                      detail:
                        type: App.Detail
                    """),
            fixReplacing: """
                    push: [detail, detail]
                """,
            with: """
                    push: [detail]
                """),
        .duplicateTabRoot: Explanation(
            """
            Each side tab owns a stacked navigation whose first page is the tab's 'root', and a \
            navigation state selects the tab whose root is its first page. Two tabs with the same \
            root make that choice ambiguous; give each tab its own root page.
            """,
            example: """
                scene: Shop
                version: 1
                tabs:
                  - {title: Home, root: home}
                  - {title: Start, root: home}
                pages:
                  home:
                    type: App.Home
                """,
            fixReplacing: """
                  - {title: Start, root: home}
                pages:
                  home:
                    type: App.Home
                """,
            with: """
                  - {title: Start, root: start}
                pages:
                  home:
                    type: App.Home
                  start:
                    type: App.Start
                """),
        .stackMoveToItself: Explanation(
            """
            A view of a page stack that lists itself in its own 'push' or 'switch' names a move that can never \
            happen: the runtime page stack (NavigationRoute) refuses to push a view that is already in the \
            stack, and switching the shown view to itself changes nothing. The app works, but the move is dead.
            """,
            example: rootScene(
                "Player", root: "queue",
                pages: """
                      queue:
                        type: App.Queue
                        stack:
                          root: upNext
                          views:
                            upNext: {type: App.UpNext, push: [upNext, history]}
                            history: {type: App.History}
                    """),
            fixReplacing: """
                        upNext: {type: App.UpNext, push: [upNext, history]}
                """,
            with: """
                        upNext: {type: App.UpNext, push: [history]}
                """
        ),
        .transitionNeverFires: Explanation(
            """
            A swipe transition pushes 'next' with one swipe and pops with the other. The pop swipe \
            can never fire on a page that is only ever the first page of a navigation (a tab's root or \
            the scene's 'root' that nothing pushes), and a transition with no 'next' and 'pop: false' \
            has no swipe at all. The app works, but the gesture is dead.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        transition:
                          next: live
                          pop: true
                      live:
                        type: App.Live
                    """),
            fixReplacing: """
                      pop: true
                """,
            with: """
                      pop: false
                """),
        .pagerAndTransition: Explanation(
            """
            A pager pages with a horizontal swipe, and a swipe transition pushes and pops with a \
            horizontal swipe too. On one page the two compete for the same gesture, and the pager \
            usually wins, so the transition rarely fires. Push with a button, or move the pager into a \
            page of its own.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        push: [feed]
                      feed:
                        type: App.Feed
                        transition: {next: live}
                        pager:
                          tabs:
                            - {title: All, page: all, width: 80}
                      live:
                        type: App.Live
                      all:
                        type: App.All
                    """),
            fixReplacing: """
                    transition: {next: live}
                """,
            with: """
                    push: [live]
                """),
        .titleWiderThanCell: Explanation(
            """
            'titleWidth' is the measured width of a pager tab's title, and 'width' is its cell. A title \
            wider than its cell overflows into the neighbouring tabs, and the dynamic underline would \
            be wider than the cell.
            """,
            example: rootScene(
                "Shop", root: "feed",
                pages: """
                      feed:
                        type: App.Feed
                        pager:
                          line: dynamic
                          tabs:
                            - {title: Recommended, page: all, width: 80, titleWidth: 112}
                      all:
                        type: App.All
                    """),
            fixReplacing: """
                        - {title: Recommended, page: all, width: 80, titleWidth: 112}
                """,
            with: """
                        - {title: Recommended, page: all, width: 128, titleWidth: 112}
                """),
        .memberNameCollision: Explanation(
            """
            Code generation turns each page id (and each view id of a stack) into a Swift member name \
            in lowerCamelCase, joining words at '_': 'album_list' and 'albumList' both become \
            'albumList', and the generated code would not compile. Rename one of them.
            """,
            example: rootScene(
                "Shop", root: "album_list",
                pages: """
                      album_list:
                        type: App.AlbumList
                        push: [albumList]
                      albumList:
                        type: App.AlbumList2
                    """),
            fixReplacing: """
                    push: [albumList]
                  albumList:
                    type: App.AlbumList2
                """,
            with: """
                    push: [albumDetail]
                  albumDetail:
                    type: App.AlbumDetail
                """),
        .memberNameReserved: Explanation(
            """
            Pages become the cases of a generated 'enum <Scene>Page: String, CaseIterable', which \
            already has 'allCases', 'rawValue', 'hashValue' and 'init(rawValue:)'. A page whose member \
            name is one of these would not compile.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        push: [all_cases]
                      all_cases:
                        type: App.AllCases
                    """),
            fixReplacing: """
                    push: [all_cases]
                  all_cases:
                """,
            with: """
                    push: [cases]
                  cases:
                """),
        .generatedTypeCollision: Explanation(
            """
            scenec generates '<Scene>Page', '<Scene>Pages', '<Scene>Navigator', '<Scene>PageFactory', \
            '<Scene>PageContext', '<Scene>UINavigator', '<Scene>SceneView', '<Scene>Scene', \
            '<Scene>LayoutTests', '<Scene>LayoutTestFactory', '<Scene>Observer' and '<Scene>SavedNavigation' \
            from the scene name, and '<Scene>Tab', '<Scene>Action' and '<Scene>Link' when the scene has tabs, \
            extra item actions or links, and the protocols '<Scene>Pushes<Page>' and '<Scene>Presents<Page>' for \
            each page that some page pushes or presents. A view controller or view \
            'type' with one of these names (qualified or not) would clash with the generated type in \
            the app's module. Rename the class or the scene. The generated code also names the types of \
            ScenecRuntime and ScenecUIKit unqualified ('Metrics', 'ScenePage', 'SceneDevice', \
            'SceneContainer', 'ScenePagePlace', 'Rect', …): a top-level page or view type with one of these \
            names would hide the library's type (in the app's module) or make it ambiguous (imported from \
            another module), so it is rejected too. Rename it, or nest it in a type of the app \
            ('Screens.Metrics', with 'modules:' listing the modules that declare types).
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.ShopScene
                    """),
            fixReplacing: """
                    type: App.ShopScene
                """,
            with: """
                    type: App.ShopHomeViewController
                """),
        .pushWithoutNavigation: Explanation(
            """
            A page pushes onto the navigation that shows it: its own, or, for a page inside a pager, the \
            navigation of the page that hosts the pager (as a child view controller's navigationController). \
            The attachment bar has no navigation, so a push declared by the attachment's page, or by a page \
            shown only inside it, can never happen. Show the page in a tab (or as `root`), or move the push \
            to a page that a navigation shows.
            """,
            example: """
                scene: Player
                version: 1
                tabs:
                  - {title: Home, root: home}
                attachment: {page: nowPlaying}
                pages:
                  home: {type: App.Home}
                  nowPlaying: {type: App.NowPlaying, push: [queue]}
                  queue: {type: App.Queue}
                """,
            fixReplacing: """
                  home: {type: App.Home}
                  nowPlaying: {type: App.NowPlaying, push: [queue]}
                """,
            with: """
                  home: {type: App.Home, push: [queue]}
                  nowPlaying: {type: App.NowPlaying}
                """),
    ]
}
