import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecTestSupport
import Testing

@testable import ScenecCodeGen

/// The plans are values: these tests compare them with expected values, without printing any code.
@Suite struct PlanTests {
    static let tiny = """
        scene: Tiny
        version: 1
        devices: [iphone]
        metrics: {overlayOpacity: 0.5}
        root: home
        pages:
          home:
            type: App.Home
            title: Home
            push: [detail_page]
            stack:
              root: first
              views:
                first: {type: App.First, switch: [second]}
                second: {type: App.Second}
          detail_page:
            type: App.Detail
            size: 300
            transition: {mode: right}
        """

    static func plans(module: String? = nil, maxTests: Int = 200) throws -> (SetupPlan, LayoutTestPlan) {
        let result = compileScene(tiny, path: "Tiny.scene.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let options = CodeGenOptions(
            sourceName: "Tiny.scene.yaml", module: module, access: .internal, maxTestsPerFile: maxTests)
        let generated = CodeGenerator.generate(
            scene, definition: try #require(result.definition), table: try #require(result.layoutTable),
            options: options)
        return (generated.setup, generated.tests)
    }

    @Test func setupPlan() throws {
        let (setup, _) = try Self.plans()
        var home = ScenePage(id: "home", type: "App.Home")
        home.title = "Home"
        home.push = ["detail_page"]
        var stack = SceneStack(root: "first")
        stack.views = [
            SceneStackView(id: "first", type: "App.First", switchTo: ["second"]),
            SceneStackView(id: "second", type: "App.Second"),
        ]
        home.stack = stack
        var detail = ScenePage(id: "detail_page", type: "App.Detail", size: ScenePageSize(.points(300)))
        detail.transition = SceneTransition(mode: .right)
        var expected = SetupPlan(
            fileName: "TinyScene.swift", sourceName: "Tiny.scene.yaml", access: .internal, sceneName: "Tiny",
            pageEnum: "TinyPage", markerNamespace: "TinyPages", navigator: "TinyNavigator", sceneEnum: "TinyScene",
            factory: "TinyPageFactory",
            pages: [
                PagePlan(
                    id: "home", caseName: "home", markerName: "Home", value: home,
                    edges: [
                        EdgePlan(
                            methodName: "pushDetailPage", targetCase: "detailPage", targetMarker: "DetailPage",
                            targetID: "detail_page", isGesture: false, protocolName: "TinyPushesDetailPage")
                    ]),
                PagePlan(
                    id: "detail_page", caseName: "detailPage", markerName: "DetailPage", value: detail,
                    edges: []),
            ],
            entries: [EntryPlan(page: 0, tab: nil, title: nil)],
            devices: [SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact)],
            metrics: [MetricPlan(key: "overlayOpacity", value: 0.5, isInteger: false)],
            root: "home", tabs: [], extraItems: [], attachment: nil, pagesPerFunction: 100
        )
        expected.pages[0].factoryMethod = "makeHome"
        expected.pages[0].stackViews = [
            StackViewPlan(id: "first", type: "App.First", caseName: "first", factoryMethod: "makeHomeFirstView"),
            StackViewPlan(id: "second", type: "App.Second", caseName: "second", factoryMethod: "makeHomeSecondView"),
        ]
        expected.pages[1].factoryMethod = "makeDetailPage"
        expected.typeModules = ["App"]
        expected.pageContext = "TinyPageContext"
        expected.uiNavigator = "TinyUINavigator"
        expected.sceneView = "TinySceneView"
        expected.linkEnum = "TinyLink"  // the scene has no links: no enum is written (SetupRenderer+Links.swift)
        expected.pushTargets = [
            PushTargetPlan(
                protocolName: "TinyPushesDetailPage", methodName: "pushDetailPage", targetCase: "detailPage",
                targetMarker: "DetailPage", targetID: "detail_page")
        ]
        expectEqual(setup, expected)
    }

    @Test func layoutTestPlan() throws {
        let (_, tests) = try Self.plans(module: "TinyApp")
        expectEqual(tests.module, "TinyApp")
        expectEqual(tests.typeModules, ["App"])
        expectEqual(tests.factoryExpression, "TinyLayoutTestFactory()")
        expectEqual(
            tests.factory,
            LayoutTestFactory(
                className: "TinyLayoutTestFactory", protocolName: "TinyPageFactory",
                methods: [
                    LayoutTestFactoryMethod(
                        name: "makeHome", context: "TinyPageContext<TinyPages.Home>", type: "App.Home"),
                    LayoutTestFactoryMethod(
                        name: "makeHomeFirstView", context: "TinyPageContext<TinyPages.Home>", type: "App.First"),
                    LayoutTestFactoryMethod(
                        name: "makeHomeSecondView", context: "TinyPageContext<TinyPages.Home>", type: "App.Second"),
                    LayoutTestFactoryMethod(
                        name: "makeDetailPage", context: "TinyPageContext<TinyPages.DetailPage>",
                        type: "App.Detail"),
                ]))
        expectEqual(tests.files.map(\.fileName), ["TinyLayoutTests.swift"])
        #expect(tests.files[0].holdsFactory)
        let tables = tests.files[0].tables
        expectEqual(tables.map(\.methodName), ["test_iphone"])
        expectEqual(tables.map(\.functionName), ["states_iphone"])
        let rows = tables[0].rows
        expectEqual(rows.map(\.name), ["home", "home_view_second", "home_detail_page", "home_detail_page_active0"])
        expectEqual(
            rows.map(\.script),
            [
                [.start("home")], [.start("home"), .switchView("second")], [.start("home"), .push("detail_page")],
                [.start("home"), .push("detail_page"), .activate(0)],
            ])
        let window = Rect(x: 0, y: 0, width: 393, height: 852)
        // The chrome is stated on the first row and again only where it changes.
        expectEqual(rows[0].chrome, LayoutTestChrome(sidebar: nil, tabBar: nil, attachment: nil, navigation: window))
        #expect(rows.dropFirst().allSatisfy { $0.chrome == nil })
        // Each page's navigation bar (§4) is stated with it; the page stack starts below the home page's bar.
        let bar = Rect(x: 0, y: 0, width: 393, height: 44)
        expectEqual(
            rows[0].pages,
            [
                LayoutTestPage(id: "home", frame: window, isHidden: false, overlay: 0, navigationBar: bar)
            ])
        #expect(
            rows[0].stackView == Rect(x: 0, y: 44, width: 393, height: 808) && rows[0].pager == nil
                && rows[0].headerOffset == nil)
        // The pushed page (300 points, right-aligned) shades the page under it.
        expectEqual(rows[2].pages.map(\.id), ["home", "detail_page"])
        #expect(rows[2].pages[0].frame == window && rows[2].pages[0].overlay > 0)
        expectEqual(
            rows[2].pages[1],
            LayoutTestPage(
                id: "detail_page", frame: Rect(x: 93, y: 0, width: 300, height: 852), isHidden: false, overlay: 0,
                navigationBar: Rect(x: 93, y: 0, width: 300, height: 44)))
    }

    @Test("a bottom tab bar replaces the sidebar on the devices that show it")
    func bottomTabBarChrome() throws {
        let result = compileScene(
            """
            scene: Bottom
            version: 1
            devices: [iphone, ipad-landscape]
            tabBar: {regular: side, compact: bottom}
            navigation: {regular: stacked, compact: push}
            tabs:
              - {title: A, root: a}
              - {title: B, root: b}
              - {title: C, root: c}
              - {title: D, root: d}
              - {title: E, root: e}
              - {title: F, root: f}
            pages:
              a: {type: T.A}
              b: {type: T.B}
              c: {type: T.C}
              d: {type: T.D}
              e: {type: T.E}
              f: {type: T.F}
            """, path: "Bottom.scene.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let options = CodeGenOptions(sourceName: "Bottom.scene.yaml", access: .internal, maxTestsPerFile: 200)
        let tests = CodeGenerator.generate(
            try #require(result.scene), definition: try #require(result.definition),
            table: try #require(result.layoutTable), options: options
        ).tests
        let tables = tests.files.flatMap(\.tables)
        expectEqual(tables.map(\.device), ["iphone", "ipad-landscape"])
        let phone = try #require(tables[0].rows.first?.chrome)
        #expect(phone.sidebar == nil && phone.tabBar != nil)
        let pad = try #require(tables[1].rows.first?.chrome)
        #expect(pad.sidebar != nil && pad.tabBar == nil)
        #expect(tables[0].rows.map(\.name).contains("f"))
    }

    @Test("every row of every example is what the runtime lays out for its script")
    func rowsMatchTheRuntime() throws {
        for name in exampleNames {
            let result = compileScene(
                try #require(FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml")), path: "\(name).scene.yaml")
            let definition = try #require(result.definition)
            let tests = CodeGenerator.generate(
                try #require(result.scene), definition: definition, table: try #require(result.layoutTable),
                options: CodeGenOptions(sourceName: "\(name).scene.yaml")
            ).tests
            for table in tests.files.flatMap(\.tables) {
                let device = try #require(definition.device(named: table.device))
                var chrome: LayoutTestChrome?
                for row in table.rows {
                    chrome = row.chrome ?? chrome
                    var container = SceneContainer(definition: definition, device: device)
                    for operation in row.script { try? container.apply(operation) }
                    let snapshot = container.snapshot()
                    let navigation = snapshot.sideTabs.navigation
                    let label = "\(name) \(table.device) \(row.name)"
                    expectEqual(
                        chrome,
                        LayoutTestChrome(
                            sidebar: snapshot.sideTabs.sidebar, tabBar: snapshot.tabBar?.frame,
                            attachment: snapshot.sideTabs.attachment, navigation: navigation), "\(label)")
                    expectEqual(
                        row.pages,
                        zip(snapshot.navigation.pages, snapshot.pages).map { page, inner in
                            let frame = page.frame.offsetBy(dx: navigation.x, dy: navigation.y)
                            return LayoutTestPage(
                                id: page.id, frame: page.isAttached ? frame : nil,
                                isHidden: page.isAttached && page.isHidden,
                                overlay: page.isAttached ? page.overlayOpacity : 0,
                                navigationBar: page.isAttached
                                    ? inner.navigationBar?.offsetBy(dx: frame.x, dy: frame.y) : nil)
                        }, "\(label)")
                    expectEqual(row.pager?.selected, snapshot.pager?.selected, "\(label)")
                    expectEqual(row.pager?.line, snapshot.pager?.line, "\(label)")
                    expectEqual(row.headerOffset, (snapshot.header == nil ? nil : snapshot.headerOffset), "\(label)")
                    expectEqual(row.stackView, snapshot.stackFrame, "\(label)")
                }
            }
        }
    }

    @Test("tests: {factory: T} makes the tests use the app's factory, and no factory is generated")
    func appFactory() throws {
        let result = compileScene(Self.tiny + "\ntests: {factory: TinyTests.Factory}\n", path: "Tiny.scene.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let generated = CodeGenerator.generate(
            try #require(result.scene), definition: try #require(result.definition),
            table: try #require(result.layoutTable), options: CodeGenOptions(sourceName: "Tiny.scene.yaml")
        )
        let tests = generated.tests
        expectEqual(tests.factoryExpression, "TinyTests.Factory()")
        #expect(tests.factory == nil && tests.typeModules.isEmpty)
        #expect(tests.files.allSatisfy { !$0.holdsFactory })
        // The setup file comes first.
        #expect(generated.files[1].contents.contains("factory: TinyTests.Factory(), device: $0"))
        #expect(!generated.files[1].contents.contains("LayoutTestFactory"))
    }

    @Test func bigScenesAreSplitIntoEqualParts() throws {
        let (_, tests) = try Self.plans(maxTests: 3)
        expectEqual(tests.files.map(\.fileName), ["TinyLayoutTests1.swift", "TinyLayoutTests2.swift"])
        expectEqual(tests.files.map(\.className), ["TinyLayoutTests1", "TinyLayoutTests2"])
        expectEqual(tests.files.map { $0.tables.map(\.rows.count) }, [[2], [2]])
        expectEqual(tests.files.map(\.partCount), [2, 2])
        expectEqual(tests.files.map(\.holdsFactory), [true, false])
        // The second part restates the chrome on its first row.
        #expect(tests.files[1].tables[0].rows[0].chrome != nil)
    }

    @Test("devices whose names differ only in punctuation, spaces or non-ASCII get distinct test methods")
    func deviceNamesGiveDistinctTestMethods() throws {
        let names = ["iphone-se", "iphone_se", "ipad pro", "ipad-pro", "📱", "🎛", "iphoneSe"]
        let devices = names.map { "{name: \"\($0)\", width: 400, height: 800, sizeClass: compact}" }
        let text = """
            scene: Odd
            version: 1
            devices: [\(devices.joined(separator: ", "))]
            root: home
            pages:
              home: {type: App.Home}
            """
        let result = compileScene(text, path: "Odd.scene.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let plan = try #require(result.generate(GenerationRequest(sourceName: "Odd.scene.yaml")))
        let collector = GeneratedFileCollector()
        plan.write(to: collector)
        let tests = collector.files.filter { $0.name.contains("LayoutTests") }.map(\.contents).joined()
        // Each device's layout test; its saved-navigation twin (§10.4) is the same name with a suffix.
        let methods = tests.split(separator: "\n").filter {
            $0.contains("func test_") && !$0.contains("_savedNavigation()")
        }.map { String($0.drop { $0 == " " }) }
        expectEqual(methods.count, names.count)
        expectEqual(Set(methods).count, names.count, "\(methods)")
        #expect(methods.contains("func test_iphoneSe_2() throws {"), "\(methods)")
    }
}
