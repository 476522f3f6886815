public import ScenecDiagnostics
public import ScenecLayout
public import ScenecModel
public import ScenecRuntime

/// What `scenec generate` is asked for, besides the scene.
public struct CodeGenOptions: Sendable, Hashable {
    /// The scene file's name without directories (`Music.scene.yaml`), for the headers.
    public var sourceName: String
    /// The module that holds the setup code, which the tests import; nil means the scene's name.
    public var module: String?
    /// The access level of the setup code's declarations.
    public var access: AccessLevel
    /// The most test methods in one file (and class); bigger scenes are split into parts of equal size.
    public var maxTestsPerFile: Int
    /// A fixed number of layout test files (some may hold no test), so their names are known before the scene is
    /// read (the build-tool plugin's rule); nil splits by `maxTestsPerFile`.
    public var testFileCount: Int?
    /// The start of the generated files' names (`<prefix>Scene.swift`, `<prefix>LayoutTests….swift`); nil uses
    /// the scene's type name. Type and class names always come from the scene's name.
    public var filePrefix: String?

    /// Creates options.
    public init(
        sourceName: String, module: String? = nil, access: AccessLevel = .public, maxTestsPerFile: Int = 200,
        testFileCount: Int? = nil, filePrefix: String? = nil
    ) {
        self.sourceName = sourceName
        self.module = module
        self.access = access
        self.maxTestsPerFile = maxTestsPerFile
        self.testFileCount = testFileCount
        self.filePrefix = filePrefix
    }
}

/// Plans the generated code of a checked scene (a pure function: same scene, same plans, byte for byte).
///
/// It reads the scene's runtime definition and its laid-out states (`LayoutTable`, computed once by the
/// driver and shared with the layout checks); the located scene gives only the metric overrides as written.
/// Call it only on a scene without errors: names are unique because the checker rejects colliding member
/// names (SC3017, SC3018, SC3019), and every reference resolves.
public enum CodeGenerator {
    /// The plans and files of `scene`.
    public static func generate(
        _ scene: Scene, definition: SceneDefinition, table: LayoutTable, options: CodeGenOptions
    ) -> (setup: SetupPlan, tests: LayoutTestPlan, files: [GeneratedFile]) {
        let setup = setupPlan(scene, definition: definition, options: options)
        let tests = layoutTestPlan(definition, table: table, setup: setup, options: options)
        var files = [GeneratedFile(name: setup.fileName, contents: SetupRenderer.render(setup))]
        files += LayoutTestRenderer.render(tests)
        return (setup, tests, files)
    }

    // MARK: - Setup

    /// The plan of the setup file.
    public static func setupPlan(
        _ scene: Scene, definition: SceneDefinition, options: CodeGenOptions
    ) -> SetupPlan {
        let base = SwiftIdentifier.type(definition.name)
        var pages: [PagePlan] = []
        var pageIndex: [String: Int] = [:]
        for page in definition.pages {
            let id = page.id
            let declared = Set(page.push)
            let edges = definition.pushTargets(from: id).map { target in
                EdgePlan(
                    methodName: "push" + SwiftIdentifier.type(target),
                    targetCase: SwiftIdentifier.member(target),
                    targetMarker: SwiftIdentifier.type(target),
                    targetID: target,
                    isGesture: !declared.contains(target) && page.transition?.next == target
                )
            }
            pageIndex[id] = pageIndex[id] ?? pages.count
            var pagePlan = PagePlan(
                id: id,
                caseName: SwiftIdentifier.member(id),
                markerName: SwiftIdentifier.type(id),
                builderName: "make" + SwiftIdentifier.type(id) + "Page",
                value: page,
                edges: edges
            )
            pagePlan.factoryMethod = "make" + SwiftIdentifier.type(id)
            pagePlan.pagerTabs = enumCases(
                (page.pager?.tabs ?? []).enumerated().map { (SwiftIdentifier.member($1.page), String($0)) })
            if let stack = page.stack {
                let cases = enumCases(stack.views.map { (SwiftIdentifier.member($0.id), $0.id) })
                pagePlan.stackViews = zip(stack.views, cases).map { view, enumCase in
                    StackViewPlan(
                        id: view.id, type: view.type, caseName: enumCase.name,
                        factoryMethod: "make" + SwiftIdentifier.type(id) + SwiftIdentifier.type(view.id) + "View")
                }
            }
            pages.append(pagePlan)
        }
        var entries: [EntryPlan] = []
        if let root = definition.root {
            if let page = pageIndex[root] { entries.append(EntryPlan(page: page, tab: nil, title: nil)) }
        } else {
            for (index, tab) in definition.tabs.enumerated() {
                guard let page = pageIndex[tab.root], !entries.contains(where: { $0.page == page }) else { continue }
                entries.append(EntryPlan(page: page, tab: index, title: tab.title))
            }
        }
        let metrics = MetricOverrides.keys.compactMap { key in
            scene.metrics[key].map {
                MetricPlan(key: key, value: $0.value, isInteger: MetricOverrides.integerKeys.contains(key))
            }
        }
        var plan = SetupPlan(
            fileName: (options.filePrefix ?? base) + "Scene.swift",
            sourceName: options.sourceName,
            access: options.access,
            sceneName: definition.name,
            pageEnum: base + "Page",
            markerNamespace: base + "Pages",
            navigator: base + "Navigator",
            sceneEnum: base + "Scene",
            factory: base + "PageFactory",
            pages: pages,
            entries: entries,
            devices: definition.devices,
            metrics: metrics,
            root: definition.root,
            tabs: definition.tabs,
            extraItems: definition.extraItems,
            attachment: definition.attachment,
            pagesPerFunction: 100
        )
        plan.compactMetrics = scene.metrics.compactValues.map {
            MetricPlan(key: $0.key, value: $0.value.value, isInteger: MetricOverrides.integerKeys.contains($0.key))
        }
        plan.pageContext = base + "PageContext"
        plan.uiNavigator = base + "UINavigator"
        plan.sceneView = base + "SceneView"
        let types = definition.pages.flatMap { page in [page.type] + (page.stack?.views.map(\.type) ?? []) }
        let modules = Set(types.compactMap { type in type.firstIndex(of: ".").map { String(type[..<$0]) } })
        plan.typeModules = modules.subtracting([options.module ?? base]).sorted()
        if scene.navigationStyle != nil { plan.navigationStyle = definition.navigationStyle }
        if scene.tabBarStyle != nil { plan.tabBarStyle = definition.tabBarStyle }
        return plan
    }

    /// The cases of a generated enum: each wanted name, made unique (a later duplicate gets its position,
    /// `songs2`) and kept off the members an enum already has (`rawValue` becomes `rawValueCase`).
    static func enumCases(_ wanted: [(name: String, value: String)]) -> [EnumCasePlan] {
        var used: Set<String> = ["allCases", "rawValue", "hashValue", "init"]
        return wanted.enumerated().map { index, item in
            var name = used.contains(item.name) ? item.name + "Case" : item.name
            if !used.insert(name).inserted {
                name = item.name + String(index + 1)
                while !used.insert(name).inserted { name += "_" }
            }
            return EnumCasePlan(name: name, value: item.value)
        }
    }

    // MARK: - Layout tests

    /// The plan of the layout test files: one test per device and enumerated state, split into parts of at
    /// most `options.maxTestsPerFile` tests of nearly equal size.
    public static func layoutTestPlan(
        _ definition: SceneDefinition, table: LayoutTable, setup: SetupPlan, options: CodeGenOptions
    ) -> LayoutTestPlan {
        let base = SwiftIdentifier.type(definition.name)
        var tests: [LayoutTestCase] = []
        var usedNames: Set<String> = []
        for entry in table.devices {
            let deviceFragment = SwiftIdentifier.fragment(entry.device.name)
            for layout in entry.entries {
                var name = "test_" + deviceFragment + "_" + layout.state.name
                if !usedNames.insert(name).inserted {
                    var index = 2
                    while !usedNames.insert(name + "_\(index)").inserted { index += 1 }
                    name += "_\(index)"
                }
                tests.append(testCase(name: name, layout: layout))
            }
        }
        let limit = max(1, options.maxTestsPerFile)
        let partCount = options.testFileCount.map { max(1, $0) } ?? max(1, (tests.count + limit - 1) / limit)
        let partSize = max(1, (tests.count + partCount - 1) / partCount)
        var files: [LayoutTestFile] = []
        for part in 0..<partCount {
            let start = min(tests.count, part * partSize)
            let end = min(tests.count, start + partSize)
            let suffix = "LayoutTests" + (partCount == 1 ? "" : String(part + 1))
            files.append(
                LayoutTestFile(
                    fileName: (options.filePrefix ?? base) + suffix + ".swift", className: base + suffix,
                    part: part + 1, partCount: partCount,
                    tests: Array(tests[start..<end])
                )
            )
        }
        return LayoutTestPlan(
            sourceName: options.sourceName,
            module: options.module ?? definition.name,
            testableImport: options.access == .internal,
            sceneEnum: setup.sceneEnum,
            navigator: setup.navigator,
            markerNamespace: setup.markerNamespace,
            files: files
        )
    }

    /// One test: how to reach `layout.state` (its navigation script: the entry page, the pushes as navigator
    /// methods, then the other steps) and what to expect.
    static func testCase(name: String, layout: StateLayout) -> LayoutTestCase {
        let state = layout.state
        var pushes: [String] = []
        var steps: [LayoutTestStep] = []
        for operation in state.script {
            switch operation {
            case .start: break
            case .push(let page): pushes.append("push" + SwiftIdentifier.type(page))
            case .activate(let index): steps.append(.activate(index))
            case .selectPagerTab(let index): steps.append(.selectPagerTab(index))
            case .setHeaderOffset(let y): steps.append(.setHeaderOffset(y))
            case .pushView(let view): steps.append(.pushView(view))
            case .switchView(let view): steps.append(.switchView(view))
            }
        }
        return LayoutTestCase(
            name: name,
            summary: state.description,
            device: state.device,
            entryMarker: SwiftIdentifier.type(state.path[0].rawValue),
            pushes: pushes,
            steps: steps,
            assertions: assertions(layout)
        )
    }

    /// The assertions of one laid-out state, in the order of scene format §6.
    static func assertions(_ layout: StateLayout) -> [LayoutAssertion] {
        var result: [LayoutAssertion] = []
        if let sidebar = layout.sidebar {
            result.append(.frame(.sidebar, sidebar.frame))
            result.append(.integer(.selectedTab, sidebar.selected))
            result.append(.count(.tabItems, sidebar.items.count))
            for (index, item) in sidebar.items.enumerated() {
                result.append(.element(.tabItems, index: index, item.frame))
            }
            result.append(.count(.extraItems, sidebar.extraItems.count))
            for (index, item) in sidebar.extraItems.enumerated() {
                result.append(.element(.extraItems, index: index, item.frame))
            }
            result.append(.point(.badgeCenter, sidebar.badgeCenter))
        } else if layout.tabBar != nil, let tab = layout.state.tab {
            // A bottom tab bar (§9.1): no sidebar, but a selected tab (one behind "More" included).
            result.append(.isNil(.sidebar))
            result.append(.integer(.selectedTab, tab))
        } else {
            result.append(.isNil(.sidebar))
            result.append(.isNil(.selectedTab))
        }
        if let attachment = layout.attachment {
            result.append(.frame(.attachment, attachment.frame))
        } else {
            result.append(.isNil(.attachment))
        }
        let navigation = layout.navigation
        result.append(.frame(.navigationFrame, navigation.frame))
        result.append(.number(.navigationOffset, navigation.offset))
        result.append(.integer(.activeIndex, navigation.active))
        result.append(.position(navigation.position))
        result.append(.count(.pages, navigation.pages.count))
        for (index, page) in navigation.pages.enumerated() {
            result.append(
                .page(
                    index: index, id: page.page.rawValue, frame: page.frame, isHidden: page.isHidden,
                    overlay: page.overlay, isVisible: page.isVisible
                )
            )
        }
        switch layout.top {
        case .pager(let pager):
            result += pagerAssertions(pager.layout)
            result.append(.isNil(.header))
            result.append(.isNil(.stackViews))
        case .header(let header):
            result += pagerAssertions(header.pager.layout)
            result.append(.frame(.headerMain, header.main))
            result.append(.frame(.headerFrame, header.header))
            result.append(.frame(.headerMenu, header.menu))
            result.append(.size(.headerContentSize, header.contentSize))
            result.append(.number(.headerSill, header.sill))
            result.append(.number(.headerOffset, header.offset))
            result.append(.isNil(.stackViews))
        case .stack(let stack):
            result.append(.isNil(.pager))
            result.append(.isNil(.header))
            result.append(.strings(.stackViews, stack.views.map(\.rawValue)))
            result.append(.frame(.stackFrame, stack.view))
        case nil:
            result.append(.isNil(.pager))
            result.append(.isNil(.header))
            result.append(.isNil(.stackViews))
        }
        result += layout.swipes.map {
            .transition(translationX: $0.translationX, velocityX: $0.velocityX, expected: $0.kind)
        }
        return result
    }

    static func pagerAssertions(_ pager: PagerLayout) -> [LayoutAssertion] {
        var result: [LayoutAssertion] = [.frame(.pagerBar, pager.bar), .count(.pagerCells, pager.cells.count)]
        for (index, cell) in pager.cells.enumerated() { result.append(.element(.pagerCells, index: index, cell)) }
        result.append(pager.line.map { .frame(.pagerLine, $0) } ?? .isNil(.pagerLine))
        result.append(.integer(.pagerSelected, pager.selected))
        result.append(.frame(.pagerContent, pager.content))
        result.append(.size(.pagerContentSize, pager.contentSize))
        result.append(.count(.pagerPages, pager.pages.count))
        for (index, page) in pager.pages.enumerated() { result.append(.element(.pagerPages, index: index, page)) }
        result.append(.number(.pagerContentOffsetX, pager.contentOffsetX))
        return result
    }
}
