import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecSema
import ScenecTestSupport
import Testing

/// One marker test per SC3xxx rule: code, message, location, notes and fix-its.
@Suite struct CheckerRuleTests {
    // MARK: - References

    @Test func pushFromTheAttachmentHasNoNavigation() {
        expectDiagnostic(
            """
            scene: Player
            version: 1
            tabs:
              - {title: Home, root: home}
            attachment: {page: 2️⃣nowPlaying}
            pages:
              home: {type: App.Home, push: [queue]}
              nowPlaying: {type: App.NowPlaying, push: [1️⃣queue]}
              queue: {type: App.Queue}
            """, .pushWithoutNavigation,
            message: "page 'nowPlaying' pushes, but it is shown only in the attachment bar, which has no navigation",
            notes: ["2️⃣"])
    }

    @Test func aPushFromAPageAlsoShownInATabIsFine() {
        let diagnostics = compile(
            """
            scene: Player
            version: 1
            tabs:
              - {title: Now, root: nowPlaying}
            attachment: {page: nowPlaying}
            pages:
              nowPlaying: {type: App.NowPlaying, push: [queue]}
              queue: {type: App.Queue}
            """
        ).diagnostics
        #expect(!diagnostics.contains { $0.code == .pushWithoutNavigation })
    }

    @Test func unknownPageSuggestsTheClosestPage() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [1️⃣detial]
              2️⃣detail:
                type: App.Detail
            """, .unknownPage, message: "no page named 'detial'", notes: ["2️⃣"], hasFixIt: true)
    }

    @Test(arguments: [
        ("tabs:\n  - {title: Home, root: 1️⃣hme}\n", ""),
        ("root: 1️⃣hme\n", ""),
        ("root: home\n", "    transition: {next: 1️⃣hme, pop: false}\n"),
        ("tabs:\n  - {title: Home, root: home}\nattachment: {page: 1️⃣hme}\n", ""),
        (
            "root: feed\n",
            "  feed:\n    type: App.Feed\n    pager:\n      tabs:\n        - {title: A, page: 1️⃣hme, width: 80}\n"
        ),
    ])
    func unknownPageInEveryPlace(top: String, extra: String) {
        expectDiagnostic(
            "scene: Shop\nversion: 1\n" + top + "pages:\n  2️⃣home:\n    type: App.Home\n" + extra,
            .unknownPage, message: "no page named 'hme'", notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func unknownPageWithoutSuggestionHasHelpAndNoFixIt() {
        let diagnostic = expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [1️⃣checkout]
            """, .unknownPage, message: "no page named 'checkout'")
        expectEqual(diagnostic?.help, ["declare 'checkout' under 'pages', or name a page that is declared"])
    }

    @Test("an unknown page is never told to name a page whose own id is invalid")
    func unknownPageDoesNotSuggestAnInvalidID() {
        let result = compile(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [mypage]}
              my-page: {type: App.Mine}
            """)
        let unknown = result.diagnostics.filter { $0.code == .unknownPage }
        expectEqual(unknown.count, 1)
        expectEqual(unknown.first?.fixIts, [])
        expectEqual(unknown.first?.notes.contains { $0.message.contains("my-page") }, false)
    }

    @Test func unknownViewInStackRoot() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: 1️⃣serch
                  views:
                    2️⃣search: {type: App.SearchView}
            """, .unknownView, message: "no view named 'serch' in the stack of page 'map'", notes: ["2️⃣"],
            hasFixIt: true)
    }

    @Test func unknownViewInPush() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: search
                  views:
                    search: {type: App.SearchView, push: [1️⃣optons]}
                    2️⃣options: {type: App.OptionsView}
            """, .unknownView, message: "no view named 'optons' in the stack of page 'map'", notes: ["2️⃣"],
            hasFixIt: true)
    }

    @Test func unknownViewInSwitch() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: search
                  views:
                    search: {type: App.SearchView, switch: [1️⃣optins]}
                    2️⃣options: {type: App.OptionsView}
            """, .unknownView, message: "no view named 'optins' in the stack of page 'map'", notes: ["2️⃣"],
            hasFixIt: true)
    }

    // MARK: - Reachability

    @Test func unreachablePageNamesTheEntriesAndItsFollowers() {
        let diagnostic = expectDiagnostic(
            """
            scene: Shop
            version: 1
            tabs:
              - {title: Home, root: home}
            pages:
              home:
                type: App.Home
              1️⃣settings:
                type: App.Settings
                push: [about]
              about:
                type: App.About
            """, .unreachablePage, message: "page 'settings' cannot be reached from any entry")
        expectEqual(
            diagnostic?.notes.map(\.message),
            [
                "the entries are tab 'Home' (root 'home')",
                "'about' is reached only from it, so it is never shown either",
            ])
    }

    @Test func aTypoIsNotAlsoReportedAsUnreachable() {
        let result = compile(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [setings]
              settings:
                type: App.Settings
                push: [about]
              about:
                type: App.About
            """)
        expectEqual(result.diagnostics.map(\.code), [.unknownPage])
    }

    @Test func pagesInACycleAreReportedOnce() {
        let result = compile(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
              a:
                type: App.A
                push: [b]
              b:
                type: App.B
                push: [a]
            """)
        expectEqual(result.diagnostics.map(\.code), [.unreachablePage])
        expectEqual(result.diagnostics.first?.message, "page 'a' cannot be reached from any entry")
    }

    @Test func unreachableView() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: search
                  views:
                    search: {type: App.SearchView}
                    1️⃣options: {type: App.OptionsView}
            """, .unreachableView,
            message: "view 'options' of the stack of page 'map' cannot be reached from the stack's root 'search'")
    }

    @Test func containmentCycleIsPrintedAsAPath() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: a
            pages:
              a:
                type: App.A
                pager:
                  tabs:
                    - {title: B, page: 1️⃣b, width: 80}
              b:
                type: App.B
                pager:
                  tabs:
                    - {title: A, page: 2️⃣a, width: 80}
            """, .containmentCycle, message: "pages contain each other: a -> b -> a", notes: ["2️⃣"])
    }

    @Test func selfContainment() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: a
            pages:
              a:
                type: App.A
                pager:
                  tabs:
                    - {title: A, page: 1️⃣a, width: 80}
            """, .containmentCycle, message: "pages contain each other: a -> a")
    }

    // MARK: - Containers

    @Test func headerWithoutPager() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: profile
            pages:
              profile:
                type: App.Profile
                1️⃣header: {height: 200}
            """, .headerWithoutPager, message: "page 'profile' has a 'header' but no 'pager'")
    }

    @Test func emptyPager() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: feed
            pages:
              feed:
                type: App.Feed
                1️⃣pager:
                  tabs: []
            """, .emptyPager, message: "the pager of page 'feed' has no tabs")
    }

    @Test func aMissingTabsKeyIsNotAlsoAnEmptyPager() {
        let result = compile(
            "scene: Shop\nversion: 1\nroot: feed\npages:\n  feed:\n    type: App.Feed\n    pager:\n      line: fixed\n")
        expectEqual(result.diagnostics.map(\.code), [.missingKey])
    }

    @Test func selectedOutOfRange() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: feed
            pages:
              feed:
                type: App.Feed
                pager:
                  selected: 1️⃣2
                  tabs:
                    - {title: All, page: all, width: 80}
                    - {title: New, page: new, width: 80}
              all:
                type: App.All
              new:
                type: App.New
            """, .selectedOutOfRange, message: "'selected' is 2, but the pager of page 'feed' has 2 tabs",
            hasFixIt: true)
    }

    @Test func pagerAndStack() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                2️⃣pager:
                  tabs:
                    - {title: All, page: all, width: 80}
                1️⃣stack:
                  root: card
                  views:
                    card: {type: App.CardView}
              all:
                type: App.All
            """, .pagerAndStack, message: "page 'home' has both a 'pager' and a 'stack'", notes: ["2️⃣"])
    }

    @Test func headerPageNotScrollingInsertsScrolls() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: profile
            pages:
              profile:
                type: App.Profile
                header: {height: 200}
                pager:
                  tabs:
                    - {title: Posts, page: 1️⃣posts, width: 100}
              2️⃣posts:
                type: App.Posts
                title: Posts
            """, .headerPageNotScrolling,
            message: "page 'posts' is shown under the sticky header of page 'profile' but does not scroll",
            notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func headerPageWithScrollsFalseIsFixedInPlace() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: profile
            pages:
              profile:
                type: App.Profile
                header: {height: 200}
                pager:
                  tabs:
                    - {title: Posts, page: 1️⃣posts, width: 100}
              2️⃣posts: {type: App.Posts, scrolls: false}
            """, .headerPageNotScrolling,
            message: "page 'posts' is shown under the sticky header of page 'profile' but does not scroll",
            notes: ["2️⃣"], fixIt: "true")
    }

    @Test func pinAboveHeader() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: profile
            pages:
              profile:
                type: App.Profile
                header: {height: 2️⃣200, pinHeight: 1️⃣240}
                pager:
                  tabs:
                    - {title: Posts, page: posts, width: 100}
              posts:
                type: App.Posts
                scrolls: true
            """, .pinAboveHeader, message: "'pinHeight' 240 is greater than the header's 'height' 200",
            notes: ["2️⃣"], hasFixIt: true)
    }

    // MARK: - Navigation

    @Test(arguments: ["push: [2️⃣detail, 1️⃣detail]", "push:\n      - 2️⃣detail\n      - 1️⃣detail"])
    func duplicatePushIsRemoved(list: String) {
        expectDiagnostic(
            "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n    \(list)\n"
                + "  detail:\n    type: App.Detail\n",
            .duplicatePush, message: "'detail' is listed twice in 'push'", notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func duplicateSwitchInAStack() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: a
                  views:
                    a: {type: App.A, switch: [2️⃣b, 1️⃣b]}
                    b: {type: App.B}
            """, .duplicatePush, message: "'b' is listed twice in 'switch'", notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func duplicateTabRoot() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            tabs:
              - {title: Home, root: 2️⃣home}
              - {title: Start, root: 1️⃣home}
            pages:
              home:
                type: App.Home
            """, .duplicateTabRoot, message: "tab 'Start' has the same root page 'home' as tab 'Home'",
            notes: ["2️⃣"])
    }

    @Test func popOnATabRootNeverFires() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            tabs:
              - {title: Home, root: home}
            pages:
              home:
                type: App.Home
                transition:
                  next: live
                  pop: 1️⃣true
              live:
                type: App.Live
            """, .transitionNeverFires,
            message: "the pop swipe of page 'home' can never fire: it is the root of tab 'Home' and no page pushes it",
            hasFixIt: true)
    }

    @Test func popOnARootThatIsAlsoPushedCanFire() {
        let result = compile(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [live]
                transition: {pop: true}
              live:
                type: App.Live
                push: [home]
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func transitionWithoutAnySwipe() {
        let diagnostic = expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [live]
              live:
                type: App.Live
                1️⃣transition:
                  pop: false
            """, .transitionNeverFires,
            message: "the transition of page 'live' can never fire: it has no 'next' and 'pop' is false")
        expectEqual(diagnostic?.severity, .warning)
    }

    @Test func pagerAndTransition() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [feed]
              feed:
                type: App.Feed
                1️⃣transition: {next: live}
                2️⃣pager:
                  tabs:
                    - {title: All, page: all, width: 80}
              live:
                type: App.Live
              all:
                type: App.All
            """, .pagerAndTransition,
            message: "page 'feed' has a pager and a swipe transition that compete for one swipe",
            notes: ["2️⃣"])
    }

    @Test func titleWiderThanCell() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: feed
            pages:
              feed:
                type: App.Feed
                pager:
                  line: dynamic
                  tabs:
                    - {title: Recommended, page: all, width: 2️⃣80, titleWidth: 1️⃣112.5}
              all:
                type: App.All
            """, .titleWiderThanCell,
            message: "the title of pager tab 'Recommended' is 112.5 pt wide, wider than its 80 pt cell", notes: ["2️⃣"])
    }

    // MARK: - Generated names

    @Test func pageMemberNameCollision() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: album_list
            pages:
              2️⃣album_list:
                type: App.AlbumList
                push: [albumList]
              1️⃣albumList:
                type: App.AlbumList2
            """, .memberNameCollision,
            message: "page ids 'album_list' and 'albumList' both generate the Swift name 'albumList'", notes: ["2️⃣"])
    }

    /// `dm` is an initialism, the type `DM`, which `dM` also generates (`SwiftNames.typeName`).
    @Test func shortInitialismTypeNameCollision() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: dm
            pages:
              2️⃣dm:
                type: App.DirectMessages
                push: [dM]
              1️⃣dM:
                type: App.Other
            """, .memberNameCollision,
            message: "page ids 'dm' and 'dM' both generate the Swift name 'DM'", notes: ["2️⃣"])
    }

    @Test func viewMemberNameCollision() {
        expectDiagnostic(
            """
            scene: Shop
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: where_to
                  views:
                    2️⃣where_to: {type: App.A, push: [whereTo]}
                    1️⃣whereTo: {type: App.B}
            """, .memberNameCollision,
            message: "view ids 'where_to' and 'whereTo' both generate the Swift name 'whereTo'", notes: ["2️⃣"])
    }

    @Test(arguments: [("all_cases", "allCases"), ("rawValue", "rawValue"), ("HashValue", "hashValue")])
    func memberNameReserved(id: String, member: String) {
        expectDiagnostic(
            "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n    push: [\(id)]\n"
                + "  1️⃣\(id):\n    type: App.Other\n",
            .memberNameReserved,
            message: "page id '\(id)' generates the Swift name '\(member)', which 'ShopPage' already has")
    }

    @Test(arguments: ["App.ShopScene", "ShopPage", "ShopLayoutTests.Helper"])
    func generatedTypeCollision(type: String) {
        let generated = type.split(separator: ".").first { $0.hasPrefix("Shop") }.map(String.init) ?? ""
        expectDiagnostic(
            "scene: 2️⃣Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: 1️⃣\(type)\n",
            .generatedTypeCollision, message: "type '\(type)' clashes with the generated type '\(generated)'",
            notes: ["2️⃣"])
    }

    @Test func generatedTypeCollisionInAStackView() {
        expectDiagnostic(
            """
            scene: 2️⃣ride_app
            version: 1
            root: map
            pages:
              map:
                type: App.Map
                stack:
                  root: a
                  views:
                    a: {type: 1️⃣RideAppScene}
            """, .generatedTypeCollision, message: "type 'RideAppScene' clashes with the generated type 'RideAppScene'",
            notes: ["2️⃣"])
    }
}

/// A scene name whose generated types would hide a ScenecRuntime type (issue: `scene: Scene` gave `ScenePage`).
@Suite struct RuntimeNameTests {
    @Test func sceneNamedSceneIsRejectedWithARename() {
        expectDiagnostic(
            """
            scene: 1️⃣Scene
            version: 1
            root: home
            pages:
              home: {type: App.Home}
            """, .generatedTypeCollision,
            message: "scene name 'Scene' generates the type 'ScenePage', which hides ScenecRuntime's 'ScenePage'",
            hasFixIt: true)
    }

    @Test func aSceneNameMustNotHideScenecUIKitsGenericNavigator() {
        expectDiagnostic(
            """
            scene: 1️⃣SceneUI
            version: 1
            root: home
            pages:
              home: {type: App.Home}
            """, .generatedTypeCollision,
            message:
                "scene name 'SceneUI' generates the type 'SceneUINavigator', which hides ScenecUIKit's 'SceneUINavigator'",
            fixIt: "SceneUIApp")
    }

    @Test(
        "a top-level page or view type named like a ScenecRuntime or ScenecUIKit type is rejected",
        arguments: [
            // Module-qualified: `import App` would make the runtime's `Metrics` ambiguous.
            ("    type: 1️⃣App.Metrics\n", "type 'App.Metrics' has the name of ScenecRuntime's 'Metrics'"),
            // A type of the module that holds the generated code hides the runtime's.
            ("    type: 1️⃣SceneDevice\n", "type 'SceneDevice' has the name of ScenecRuntime's 'SceneDevice'"),
            ("    type: 1️⃣App.Rect\n", "type 'App.Rect' has the name of ScenecRuntime's 'Rect'"),
            (
                "    type: 1️⃣App.ScenePagePlace\n",
                "type 'App.ScenePagePlace' has the name of ScenecUIKit's 'ScenePagePlace'"
            ),
            (
                "    type: 1️⃣App.SceneControllerReference\n",
                "type 'App.SceneControllerReference' has the name of ScenecUIKit's 'SceneControllerReference'"
            ),
            // With `modules: []` the first name is the app's top-level type.
            (
                "    type: 1️⃣ScenePage.Album\nmodules: []\n",
                "type 'ScenePage.Album' has the name of ScenecRuntime's 'ScenePage'"
            ),
            // A stack view's type too.
            (
                "    type: App.Queue\n    stack: {root: a, views: {a: {type: 1️⃣App.SceneContainer}}}\n",
                "type 'App.SceneContainer' has the name of ScenecRuntime's 'SceneContainer'"
            ),
        ])
    func pageTypeNamedLikeALibraryType(_ page: String, _ message: String) {
        expectDiagnostic(
            "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n" + page, .generatedTypeCollision,
            message: message + ", which the generated code uses")
    }

    @Test("a nested type named like a runtime type, or a listed module's, is accepted")
    func nestedTypeNamedLikeARuntimeType() {
        for text in [
            "    type: Screens.Metrics\nmodules: []\n", "    type: Screens.Metrics\nmodules: [App]\n",
            "    type: App.Screens.Metrics\nmodules: [App]\n",
        ] {
            let result = compile("scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n" + text)
            #expect(result.diagnostics.isEmpty, "\(text): \(result.diagnostics.map(\.message))")
        }
    }

    @Test("<Scene>LayoutTestFactory, the generated tests' factory, is a generated name")
    func layoutTestFactoryIsGenerated() {
        expectDiagnostic(
            "scene: 2️⃣Shop\nversion: 1\nroot: home\npages:\n  home: {type: 1️⃣App.ShopLayoutTestFactory}\n",
            .generatedTypeCollision,
            message: "type 'App.ShopLayoutTestFactory' clashes with the generated type "
                + "'ShopLayoutTestFactory'", notes: ["2️⃣"])
    }

    @Test(
        "<Scene>Tab, Action, Link, Observer and SavedNavigation are generated names where the scene generates them",
        arguments: [
            ("Observer", ""), ("SavedNavigation", ""), ("Tab", ""),
            ("Action", "extraItems: [{title: Settings, action: settings}]\n"),
            ("Link", "links:\n  - {url: \"shop://home\", path: home}\n"),
        ])
    func conditionalGeneratedNames(_ suffix: String, _ declarations: String) {
        expectDiagnostic(
            "scene: 2️⃣Shop\nversion: 1\ntabs:\n  - {title: Home, root: home}\n" + declarations
                + "pages:\n  home: {type: 1️⃣App.Shop\(suffix)}\n",
            .generatedTypeCollision,
            message: "type 'App.Shop\(suffix)' clashes with the generated type 'Shop\(suffix)'", notes: ["2️⃣"])
    }

    @Test(
        "<Scene>Pushes<Page> and <Scene>Presents<Page> are generated names for pushed and presented pages",
        arguments: [
            ("ShopPushesAlbum", true), ("ShopPresentsCart", true), ("ShopPushesHome", false),
            ("ShopPresentsAlbum", false), ("Screens.ShopPushesAlbum", true),
        ])
    func markerProtocolNames(_ type: String, _ clashes: Bool) {
        let text = """
            scene: 2️⃣Shop
            version: 1
            root: home
            pages:
              home: {type: 1️⃣\(type), push: [album], present: [cart]}
              album: {type: App.Album}
              cart: {type: App.Cart}
            modules: [App]

            """
        if clashes {
            expectDiagnostic(
                text, .generatedTypeCollision,
                message: "type '\(type)' clashes with the generated type '\(type.split(separator: ".").last!)'",
                notes: ["2️⃣"])
        } else {
            let result = compile(String(text.filter { $0 != "1️⃣" && $0 != "2️⃣" }))
            #expect(
                !result.diagnostics.contains { $0.code == .generatedTypeCollision },
                "\(type): \(result.diagnostics.map(\.message))")
        }
    }

    @Test("a type with a problem is reported at each of its uses; a repeated clean type stays clean")
    func repeatedTypesAreCheckedAtEachUse() {
        // `checkNames` checks a type that passed only once (`passed`): the ones that fail must still be reported
        // at every page and view that names them (in source order).
        let text = """
            scene: Shop
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [a, b]}
              a: {type: App.Metrics}
              b:
                type: App.Home
                stack: {root: v, views: {v: {type: App.Metrics}, w: {type: App.ShopScene}}}
              c: {type: App.ShopScene}

            """
        let bytes = Array(text.utf8)
        func offsets(of type: String) -> [Int] {
            let needle = Array(type.utf8)
            return bytes.indices.filter { bytes[$0...].starts(with: needle) }
        }
        let (metrics, shopScene) = (offsets(of: "App.Metrics"), offsets(of: "App.ShopScene"))
        let reported = compile(text).diagnostics.filter { $0.code == .generatedTypeCollision }
        expectEqual(reported.map(\.range.start), [metrics[0], metrics[1], shopScene[0], shopScene[1]])
        let types = ["App.Metrics", "App.Metrics", "App.ShopScene", "App.ShopScene"]
        #expect(zip(reported, types).allSatisfy { $0.message.hasPrefix("type '\($1)' ") }, "\(reported.map(\.message))")
    }

    @Test("<Scene>Tab, Action and Link are free where the scene has no tabs, actions or links")
    func conditionalNamesAreFreeOtherwise() {
        for suffix in ["Tab", "Action", "Link"] {
            let result = compile("scene: Shop\nversion: 1\nroot: home\npages:\n  home: {type: App.Shop\(suffix)}\n")
            #expect(result.diagnostics.isEmpty, "\(suffix): \(result.diagnostics.map(\.message))")
        }
    }

    @Test("a scene whose generated saved navigation has a library's name is refused")
    func sceneNamedSoAGeneratedNameHidesALibraryType() {
        for (scene, hidden) in [("Typed", "TypedSavedNavigation")] {
            let result = compile("scene: \(scene)\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n")
            #expect(
                result.diagnostics.contains {
                    $0.code == .generatedTypeCollision && $0.message.contains("hides") && $0.message.contains(hidden)
                },
                "\(scene): \(result.diagnostics.map(\.message))")
        }
    }

    @Test func theUIKitListMatchesScenecUIKitsPublicTypes() throws {
        let names = try Self.publicTopLevelTypes(in: "ScenecUIKit")
        #expect(
            names.isSubset(of: Checker.uiKitLayerTypeNames),
            "missing: \(names.subtracting(Checker.uiKitLayerTypeNames))")
        // The root controller's old and new names are both listed while it is renamed.
        let extra = Checker.uiKitLayerTypeNames.subtracting(names)
        #expect(
            extra.isSubset(of: ["SideTabBarController", "SceneRootViewController"]), "not in ScenecUIKit: \(extra)")
    }

    /// The public top-level type names declared in `Sources/<module>`.
    static func publicTopLevelTypes(in module: String) throws -> Set<String> {
        let directory = repositoryRoot + "/Sources/" + module
        var names: Set<String> = []
        for file in FileIO.list(directory) where file.hasSuffix(".swift") {
            let text = try #require(FileIO.read(directory + "/" + file))
            // Top-level declarations only (a nested type is reached through its parent's name); modifiers such as
            // `indirect` and `final` may stand between `public` and the keyword.
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(separator: " ").drop { ["public", "indirect", "final"].contains(String($0)) }
                guard words.count >= 2,
                    ["struct", "enum", "protocol", "class", "typealias", "actor"].contains(String(words.first!))
                else { continue }
                let name = words[words.index(after: words.startIndex)]
                names.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    @Test func theListMatchesTheRuntimesPublicTypes() throws {
        let names = try Self.publicTopLevelTypes(in: "ScenecRuntime")
        expectEqual(names, Checker.runtimeTypeNames, "missing: \(names.subtracting(Checker.runtimeTypeNames))")
    }
}
