import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// Compiles marked YAML through the graph checker (no errors allowed) and runs the layout checks on it.
func layoutDiagnostics(_ marked: MarkedSource) -> [Diagnostic] {
    let result = Compiler().compile(marked.file(), through: .checking)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    guard result.scene != nil, result.graph != nil else { return [] }
    // The driver runs the layout checks (and SC4009 before laying out): its SC4xxx diagnostics. They are the same
    // from the layout table and from the navigation-only pass of a compiler that keeps no outputs (`validate`).
    let diagnostics = Compiler().compile(marked.file()).diagnostics
    expectEqual(Compiler(keepsOutputs: false).compile(marked.file()).diagnostics, diagnostics)
    return diagnostics.filter { $0.code.rawValue.hasPrefix("SC4") }
}

/// Expects exactly one layout diagnostic, of `code`, starting at `marker`, whose message contains `message`; with
/// `notes`, its located notes start at those markers, in order.
@discardableResult
func expectLayoutDiagnostic(
    _ source: String, _ code: DiagnosticCode, at marker: String = "1️⃣", message: String, notes: [String]? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let marked = MarkedSource(source)
    let diagnostics = layoutDiagnostics(marked)
    #expect(diagnostics.map(\.code) == [code], "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let diagnostic = diagnostics.first else { return nil }
    #expect(diagnostic.range.start == marked[marker], "range \(diagnostic.range)", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(message), "message: \(diagnostic.message)", sourceLocation: sourceLocation)
    #expect(diagnostic.label != nil, sourceLocation: sourceLocation)
    #expect(!diagnostic.help.isEmpty, sourceLocation: sourceLocation)
    #expect(marked.file().contains(diagnostic.range), sourceLocation: sourceLocation)
    if let notes {
        #expect(
            diagnostic.notes.compactMap(\.range?.start) == notes.map { marked[$0] }, sourceLocation: sourceLocation)
    }
    for note in diagnostic.notes {
        if let range = note.range { #expect(marked.file().contains(range), sourceLocation: sourceLocation) }
    }
    return diagnostic
}

@Suite("Layout checks (SC4xxx)")
struct LayoutCheckerTests {
    static let wide = """
        scene: Shop
        version: 1
        devices: [ipad-landscape, iphone, iphone-se]
        root: home
        pages:
          home: {type: Shop.Home, push: [detail]}
          detail: {type: Shop.Detail, size: 1️⃣half, push: [more]}
          more: {type: Shop.More, size: half}
        """

    @Test("SC4001: a half page wider than the navigation, once per page, listing the devices, with a fix-it")
    func pageTooWide() throws {
        let marked = MarkedSource(Self.wide)
        let diagnostics = layoutDiagnostics(marked)
        expectEqual(diagnostics.map(\.code), [.pageWiderThanNavigation, .pageWiderThanNavigation])
        let first = try #require(diagnostics.first)
        expectEqual(first.range.start, marked["1️⃣"])
        expectEqual(first.severity, .warning)  // the page is clipped on some device; the app runs
        expectEqual(
            first.message,
            "page 'detail' is wider than the navigation area on 2 devices: "
                + "'iphone' (393 pt), 'iphone-se' (375 pt)")
        expectEqual(first.label, "472 pt on 'iphone'")
        expectEqual(first.notes.count, 2)
        expectEqual(first.help.first?.contains("{regular: half, compact: full}"), true)
        // Applying the fix-its of both diagnostics removes them, and no state is reported instead.
        let fixed = String(
            decoding: FixIt.apply(diagnostics.flatMap(\.fixIts), to: Array(marked.text.utf8)), as: UTF8.self
        )
        #expect(fixed.contains("size: {regular: half, compact: full}, push: [more]"))
        #expect(layoutDiagnostics(MarkedSource(fixed)).isEmpty)
    }

    @Test("SC4001: a fixed width on one narrow device names both widths")
    func fixedWidth() {
        expectLayoutDiagnostic(
            """
            scene: Narrow
            version: 1
            devices: [ipad-portrait]
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: N.Home, push: [wide]}
              wide: {type: N.Wide, size: 1️⃣700}
            """,
            .pageWiderThanNavigation,
            message: "page 'wide' is 700 pt wide but the navigation area on 'ipad-portrait' is only 688 pt wide"
        )
    }

    @Test("SC4002: tab items and extra items taller than the window")
    func sidebarOverflow() {
        let diagnostic = expectLayoutDiagnostic(
            """
            scene: Tiny
            version: 1
            devices: [{name: small, width: 600, height: 200, sizeClass: regular}]
            tabs:
              - {title: One, root: one}
              - 1️⃣{title: Two, root: two}
            extraItems:
              - {title: Settings, action: openSettings}
            pages:
              one: {type: Tiny.One}
              two: {type: Tiny.Two}
            """,
            .sidebarItemsOverflow,
            message: "the sidebar's 2 tab items and 1 extra items need 240 pt but the window is shorter on 'small'"
        )
        expectEqual(diagnostic?.label, "this item overlaps the extra items")
    }

    @Test("SC4003: a header whose menu and pin height take the whole page")
    func headerNoContent() {
        expectLayoutDiagnostic(
            """
            scene: Card
            version: 1
            devices: [{name: short, width: 400, height: 300, sizeClass: compact}]
            root: card
            pages:
              card:
                type: Card.Main
                1️⃣header: {height: 280, pinHeight: 270}
                pager:
                  tabs: [{title: A, page: a, width: 80}]
              a: {type: Card.A, scrolls: true}
            """,
            .headerLeavesNoContent,
            message: "the header of page 'card' leaves no height for its pages on 'short'"
        )
    }

    @Test("SC4004: page stack insets that take the whole height")
    func stackNoRoom() {
        expectLayoutDiagnostic(
            """
            scene: Map
            version: 1
            devices: [iphone-se, iphone]
            root: map
            pages:
              map:
                type: Map.Main
                1️⃣stack:
                  root: search
                  insets: {top: 400, bottom: 300}
                  views:
                    search: {type: Map.SearchView}
            """,
            .stackLeavesNoRoom,
            message: "take the whole height of the page on 'iphone-se' (667 pt)"
        )
    }

    @Test("SC4005: an active page pinned outside the navigation area, with its witness path")
    func activePageNotShown() {
        let diagnostic = expectLayoutDiagnostic(
            """
            scene: Deep
            version: 1
            devices: [ipad-portrait]
            metrics: {stackedLayerOffset: 400}
            root: a
            pages:
              a: {type: Deep.A, push: [b]}
              b: {type: Deep.B, push: [c]}
              1️⃣c: {type: Deep.C}
            """,
            .activePageNotShown,
            message: "page 'c' is not shown when it is active: it lies outside the navigation area in "
                + "a -> b -> c on ipad-portrait"
        )
        expectEqual(diagnostic?.notes.contains { $0.message == "'stackedLayerOffset' is 400" }, true)
    }

    @Test("SC4006: the state cap is a warning at tests.maxStates")
    func stateLimit() {
        let diagnostic = expectLayoutDiagnostic(
            """
            scene: Wide
            version: 1
            devices: [ipad-landscape, iphone]
            root: a
            pages:
              a: {type: Wide.A, push: [b, c]}
              b: {type: Wide.B, push: [c]}
              c: {type: Wide.C, push: [b]}
            tests: {maxStates: 1️⃣4}
            """,
            .stateLimitReached,
            // Each device's count: a; a b; a c; a b c; a c b, each with its earlier pages activated (11).
            message:
                "layout tests cover only the first 4 navigation states on 'ipad-landscape' (of 11), 'iphone' (of 11)"
        )
        expectEqual(diagnostic?.severity, .warning)
    }

    @Test("SC4006 with tests.maxStates 1 says 'state', not 'states'")
    func stateLimitOfOne() {
        let diagnostic = expectLayoutDiagnostic(
            """
            scene: Wide
            version: 1
            devices: [iphone]
            root: a
            pages:
              a: {type: Wide.A, push: [b]}
              b: {type: Wide.B}
            tests: {maxStates: 1️⃣1}
            """,
            .stateLimitReached,
            message: "layout tests cover only the first 1 navigation state on 'iphone' (of 3)"
        )
        expectEqual(diagnostic?.label, "at most 1 state per device")
    }

    @Test("SC4006 without tests.maxStates points at the scene name")
    func stateLimitDefault() {
        // Ten pages that push each other: 1 + 10·2 + 90·3 states up to depth 2, more than the default 256.
        let targets = (0..<10).map { "p\($0)" }.joined(separator: ", ")
        var pages = ""
        for index in 0..<10 { pages += "  p\(index): {type: W.P\(index), push: [\(targets)]}\n" }
        expectLayoutDiagnostic(
            """
            scene: 1️⃣Many
            version: 1
            devices: [iphone]
            root: home
            pages:
              home: {type: W.Home, push: [\(targets)]}
            \(pages)
            """,
            .stateLimitReached,
            // Counting stops at ten times the cap (at least 10,000): more than 25,000 states at depth 4 alone.
            message: "first 256 navigation states on 'iphone' (of more than 10000)"
        )
    }

    @Test("the example scenes produce no layout diagnostics")
    func examplesAreClean() throws {
        for file in exampleFiles {
            let scene = try #require(exampleScene(file))
            let definition = SceneDefinition(checked: scene)
            let diagnostics = LayoutChecker.check(
                scene, graph: NavigationGraph(scene), definition: definition, table: layoutTable(scene))
            #expect(diagnostics.isEmpty, "\(file): \(diagnostics.map(\.message))")
        }
    }

    @Test("SC4007: a half page on a push-style device is a warning with a fix-it; SC4001 stays for stacked devices")
    func sizeIgnoredInPushStyle() throws {
        let marked = MarkedSource(
            """
            scene: Shop
            version: 1
            devices: [ipad-landscape, 2️⃣iphone]
            navigation: {regular: stacked, compact: push}
            root: home
            pages:
              home: {type: Shop.Home, push: [detail]}
              detail: {type: Shop.Detail, size: 1️⃣half}
            """)
        let diagnostics = layoutDiagnostics(marked)
        expectEqual(diagnostics.map(\.code), [.sizeIgnoredInPushStyle])
        let first = try #require(diagnostics.first)
        expectEqual(first.severity, .warning)
        expectEqual(first.range.start, marked["1️⃣"])
        expectEqual(first.notes.compactMap(\.range?.start), [marked["2️⃣"]])
        expectEqual(
            first.message,
            "page 'detail' is half wide, but on 'iphone' the navigation is push style, where every page fills "
                + "the navigation area")
        expectEqual(first.fixIts.first?.edits.first?.replacement, "{regular: half, compact: full}")
    }

    @Test("SC4008: extra items with a bottom tab bar on some device; SC4002 is not checked there")
    func extraItemsHiddenByBottomBar() throws {
        let message = "the extra items are not shown on 'iphone': the tabs are in a bottom tab bar there"
        let diagnostic = expectLayoutDiagnostic(
            """
            scene: Mail
            version: 1
            devices: [ipad-landscape, 2️⃣iphone]
            tabBar: {regular: side, compact: bottom}
            tabs:
              - {title: Inbox, root: inbox}
            extraItems:
              - 1️⃣{title: Settings, action: openSettings}
            pages:
              inbox: {type: Mail.Inbox}
            """, .extraItemsHiddenByBottomBar, message: message, notes: ["2️⃣"])
        expectEqual(diagnostic?.message, message)
    }

    @Test("SC4010: a sidebar wider than the window is an error per device at the metric; frames are not negative")
    func sidebarWiderThanWindow() throws {
        let marked = MarkedSource(
            """
            scene: Wide
            version: 1
            devices: [2️⃣ipad-landscape, 3️⃣ipad-portrait, {name: big, width: 2500, height: 900, sizeClass: regular}]
            metrics: {sidebarWidth: 1️⃣2000}
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home}
            """)
        let diagnostics = layoutDiagnostics(marked)
        expectEqual(diagnostics.map(\.code), [.barsLeaveNoNavigation, .barsLeaveNoNavigation])
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.range.start == marked["1️⃣"] })
        expectEqual(diagnostics.map { $0.notes.compactMap(\.range?.start) }, [[marked["2️⃣"]], [marked["3️⃣"]]])
        expectEqual(
            diagnostics.first?.message,
            "on 'ipad-landscape' (1024 pt × 768 pt) the sidebar is 2000 pt wide, and the bars leave no room for "
                + "the navigation")
    }

    @Test(
        "SC4010: a bottom tab bar or an attachment as tall as the window, per size class; at the device by default",
        arguments: [
            ("metrics: {bottomTabBarHeight: {regular: 49, compact: 1️⃣900}}", "the bottom tab bar is 900 pt tall"),
            ("metrics: {attachmentHeight: {regular: 69, compact: 1️⃣810}}", "the attachment bar is 810 pt tall"),
        ])
    func bottomBarsTallerThanWindow(metrics: String, what: String) throws {
        let marked = MarkedSource(
            """
            scene: Tall
            version: 1
            devices: [ipad-landscape, 2️⃣iphone]
            tabBar: {regular: side, compact: bottom}
            \(metrics)
            tabs:
              - {title: Home, root: home}
            attachment: {page: bar, visible: true}
            pages:
              home: {type: App.Home}
              bar: {type: App.Bar}
            """)
        let diagnostics = layoutDiagnostics(marked).filter { $0.code == .barsLeaveNoNavigation }
        expectEqual(diagnostics.count, 1)
        expectEqual(diagnostics.first?.range.start, marked["1️⃣"])
        expectEqual(diagnostics.first?.notes.compactMap(\.range?.start), [marked["2️⃣"]])
        expectEqual(diagnostics.first?.message.contains("on 'iphone' (393 pt × 852 pt) \(what)"), true)
    }

    @Test("SC4010 at the device when the default metrics fill a tiny window")
    func defaultMetricsOnATinyDevice() throws {
        let marked = MarkedSource(
            """
            scene: Tiny
            version: 1
            devices: [{name: 1️⃣watch, width: 60, height: 300, sizeClass: regular}]
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home}
            """)
        let diagnostics = layoutDiagnostics(marked).filter { $0.code == .barsLeaveNoNavigation }
        expectEqual(diagnostics.map(\.range.start), [marked["1️⃣"]])
        expectEqual(
            diagnostics.first?.help,
            [
                "make `metrics.sidebarWidth` smaller than the window's width (60 pt), with room left for the pages"
            ])
    }

    @Test("every SC4xxx code has a title and an explanation whose example and fix are scenes")
    func catalogue() {
        let codes = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("SC4") }
        expectEqual(codes.count, 12)
        for code in codes {
            #expect(!code.title.isEmpty)
            let explanation = code.explanation
            #expect(explanation != nil, "\(code.rawValue)")
            expectEqual(explanation?.example.hasPrefix("scene: "), true)
            #expect(explanation?.example != explanation?.fix)
        }
    }

    @Test("each explanation's example triggers its code and its fix does not")
    func explanationsTrigger() throws {
        for code in DiagnosticCode.allCases where code.rawValue.hasPrefix("SC4") {
            let explanation = try #require(code.explanation)
            let example = layoutDiagnostics(MarkedSource(explanation.example)).map(\.code)
            let fix = layoutDiagnostics(MarkedSource(explanation.fix)).map(\.code)
            #expect(example.contains(code), "\(code.rawValue): \(example)")
            #expect(!fix.contains(code), "\(code.rawValue): \(fix)")
        }
    }
}
