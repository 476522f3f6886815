import ScenecCompiler
import ScenecDiagnostics
import ScenecRuntime
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
                    id: "home", caseName: "home", markerName: "Home", builderName: "makeHomePage", value: home,
                    edges: [
                        EdgePlan(
                            methodName: "pushDetailPage", targetCase: "detailPage", targetMarker: "DetailPage",
                            targetID: "detail_page", isGesture: false)
                    ]),
                PagePlan(
                    id: "detail_page", caseName: "detailPage", markerName: "DetailPage",
                    builderName: "makeDetailPagePage", value: detail, edges: []),
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
        #expect(setup == expected)
    }

    @Test func layoutTestPlan() throws {
        let (_, tests) = try Self.plans(module: "TinyApp")
        #expect(tests.module == "TinyApp")
        #expect(tests.files.map(\.fileName) == ["TinyLayoutTests.swift"])
        let cases = tests.files[0].tests
        #expect(
            cases.map(\.name) == [
                "test_iphone_home", "test_iphone_home_view_second", "test_iphone_home_detail_page",
                "test_iphone_home_detail_page_active0",
            ])
        #expect(cases.map(\.entryMarker) == ["Home", "Home", "Home", "Home"])
        #expect(cases.map(\.pushes) == [[], [], ["pushDetailPage"], ["pushDetailPage"]])
        #expect(cases.map(\.steps) == [[], [.switchView("second")], [], [.activate(0)]])
        #expect(cases[0].summary == "home on iphone")
        let first = cases[0].assertions
        #expect(first.first == .isNil(.sidebar))
        #expect(first.contains(.frame(.navigationFrame, Rect(x: 0, y: 0, width: 393, height: 852))))
        #expect(first.contains(.strings(.stackViews, ["first"])))
        #expect(first.contains(.frame(.stackFrame, Rect(x: 0, y: 0, width: 393, height: 852))))
        #expect(cases[1].assertions.contains(.strings(.stackViews, ["second"])))
        // The right-mode transition of the pushed page: a rightward pan would push (no next), a leftward one pops.
        #expect(
            cases[2].assertions.suffix(2) == [
                .transition(translationX: -100, velocityX: -1000, expected: .pop),
                .transition(translationX: 100, velocityX: 1000, expected: nil),
            ])
        #expect(cases[3].assertions.contains(.position(.left)))
    }

    @Test("a bottom tab bar has no sidebar but a selected tab, also behind More; side-bar devices select theirs")
    func bottomTabBarSelectsATab() throws {
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
        let cases = tests.files.flatMap(\.tests)
        let phoneF = try #require(cases.first { $0.name == "test_iphone_f" })
        #expect(Array(phoneF.assertions.prefix(2)) == [.isNil(.sidebar), .integer(.selectedTab, 5)])
        let phoneA = try #require(cases.first { $0.name == "test_iphone_a" })
        #expect(Array(phoneA.assertions.prefix(2)) == [.isNil(.sidebar), .integer(.selectedTab, 0)])
        let padF = try #require(cases.first { $0.name == "test_ipadLandscape_f" })
        #expect(padF.assertions.contains(.integer(.selectedTab, 5)) && !padF.assertions.contains(.isNil(.sidebar)))
    }

    @Test func bigScenesAreSplitIntoEqualParts() throws {
        let (_, tests) = try Self.plans(maxTests: 3)
        #expect(tests.files.map(\.fileName) == ["TinyLayoutTests1.swift", "TinyLayoutTests2.swift"])
        #expect(tests.files.map(\.className) == ["TinyLayoutTests1", "TinyLayoutTests2"])
        #expect(tests.files.map(\.tests.count) == [2, 2])
        #expect(tests.files.map(\.partCount) == [2, 2])
    }

    @Test func planningIsDeterministic() throws {
        let first = try Self.plans()
        let second = try Self.plans()
        #expect(first.0 == second.0 && first.1 == second.1)
    }
}
