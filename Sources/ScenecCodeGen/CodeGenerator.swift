import ScenecDiagnostics
public import ScenecLayout
public import ScenecModel
import ScenecRuntime

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

/// A file to write into the output directory: a name made only from the scene's identifier, and its text.
public struct GeneratedFile: Equatable, Sendable {
    /// The file's name, without directories (`MusicScene.swift`).
    public var name: String
    /// The file's contents, `\n` line endings and one final newline.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Plans the generated code of a checked scene (a pure function: same scene, same plans, byte for byte).
///
/// Call it only on a scene without errors: names are unique because the checker rejects colliding member
/// names (SC3017, SC3018, SC3019), and every reference resolves.
public enum CodeGenerator {
    /// The plans and files of `scene`.
    public static func generate(
        _ scene: Scene, graph: NavigationGraph, options: CodeGenOptions
    ) -> (setup: SetupPlan, tests: LayoutTestPlan, files: [GeneratedFile]) {
        let setup = setupPlan(scene, graph: graph, options: options)
        let table = LayoutTable(scene, graph: graph)
        let tests = layoutTestPlan(scene, graph: graph, table: table, setup: setup, options: options)
        var files = [GeneratedFile(name: setup.fileName, contents: SetupRenderer.render(setup))]
        files += LayoutTestRenderer.render(tests)
        return (setup, tests, files)
    }

    // MARK: - Setup

    /// The plan of the setup file.
    public static func setupPlan(_ scene: Scene, graph: NavigationGraph, options: CodeGenOptions) -> SetupPlan {
        let base = SwiftIdentifier.type(scene.name.value)
        var pages: [PagePlan] = []
        for page in scene.pages {
            let id = page.id.value.rawValue
            // pushTargets lists declared pages only.
            let edges = graph.pushTargets(of: page.id.value).map { target in
                EdgePlan(
                    methodName: "push" + SwiftIdentifier.type(target.rawValue),
                    targetCase: SwiftIdentifier.member(target.rawValue),
                    targetMarker: SwiftIdentifier.type(target.rawValue),
                    targetID: target.rawValue,
                    isGesture: !page.push.contains { $0.value == target } && page.transition?.next?.value == target
                )
            }
            pages.append(
                PagePlan(
                    id: id,
                    caseName: SwiftIdentifier.member(id),
                    markerName: SwiftIdentifier.type(id),
                    builderName: "make" + SwiftIdentifier.type(id) + "Page",
                    value: pageValue(page),
                    edges: edges
                )
            )
        }
        var entries: [EntryPlan] = []
        var root: String?
        switch scene.navigation {
        case .tabs(let tabs):
            for (index, tab) in tabs.enumerated() {
                guard let page = scene.pageIndex(of: tab.root.value),
                    !entries.contains(where: { $0.page == page })
                else { continue }
                entries.append(EntryPlan(page: page, tab: index, title: tab.title.value))
            }
        case .root(let id):
            root = id.value.rawValue
            if let page = scene.pageIndex(of: id.value) {
                entries.append(EntryPlan(page: page, tab: nil, title: nil))
            }
        }
        let metrics = MetricOverrides.keys.compactMap { key in
            scene.metrics[key].map { MetricPlan(key: key, value: $0.value, isInteger: key == "stackedLayers") }
        }
        return SetupPlan(
            fileName: (options.filePrefix ?? base) + "Scene.swift",
            sourceName: options.sourceName,
            access: options.access,
            sceneName: scene.name.value,
            pageEnum: base + "Page",
            markerNamespace: base + "Pages",
            navigator: base + "Navigator",
            sceneEnum: base + "Scene",
            factory: base + "PageFactory",
            pages: pages,
            entries: entries,
            devices: scene.devices.map {
                SceneDevice(
                    name: $0.name.value, width: $0.width, height: $0.height,
                    sizeClass: $0.sizeClass == .regular ? .regular : .compact
                )
            },
            metrics: metrics,
            root: root,
            tabs: scene.tabs.map { tab in
                SceneTab(
                    title: tab.title.value,
                    icon: tab.icon?.value,
                    badge: tab.badge.flatMap { $0.value.isEmpty ? nil : $0.value },
                    badgeColor: tab.badgeColor.map {
                        SceneColor(red: $0.value.red, green: $0.value.green, blue: $0.value.blue, alpha: $0.value.alpha)
                    },
                    root: tab.root.value.rawValue
                )
            },
            extraItems: scene.extraItems.map {
                SceneExtraItem(title: $0.title.value, icon: $0.icon?.value, action: $0.action?.value)
            },
            attachment: scene.attachment.map { SceneAttachment(page: $0.page.value.rawValue, isVisible: $0.visible) },
            pagesPerFunction: 100
        )
    }

    /// The runtime value of a page.
    static func pageValue(_ page: Page) -> ScenePage {
        let size: ScenePageSize
        switch page.size.value {
        case .fixed(let width): size = ScenePageSize(width.runtimeWidth)
        case .bySizeClass(let regular, let compact):
            size = ScenePageSize(regular: regular.runtimeWidth, compact: compact.runtimeWidth)
        }
        var value = ScenePage(id: page.id.value.rawValue, type: page.type.value, size: size)
        value.title = page.title?.value
        value.scrolls = page.isScrolling
        value.push = page.push.map(\.value.rawValue)
        if let transition = page.transition {
            value.transition = SceneTransition(
                mode: transition.mode.value == .left ? .left : .right,
                next: transition.next?.value.rawValue,
                isPopEnabled: transition.pop.value,
                navBarAlpha: transition.navBarAlpha.value
            )
        }
        if let pager = page.pager {
            var runtime = ScenePager(
                lineType: pager.line.value.runtimeLineType,
                scalesSelected: pager.scaleSelected,
                selected: pager.selected.value
            )
            runtime.tabs = pager.tabs.map {
                ScenePagerTab(
                    title: $0.title.value, page: $0.page.value.rawValue, width: $0.width.value, reuse: $0.reuse?.value,
                    titleWidth: $0.titleWidth?.value
                )
            }
            value.pager = runtime
        }
        if let header = page.header {
            value.header = SceneHeader(
                height: header.height.value,
                menuHeight: header.menuHeight?.value,
                pinHeight: header.pinHeight.value,
                inset: EdgeInsets(
                    top: header.inset.top, left: header.inset.left, bottom: header.inset.bottom,
                    right: header.inset.right
                )
            )
        }
        if let stack = page.stack {
            var runtime = SceneStack(
                root: stack.root.value.rawValue, topInset: stack.insets.top, bottomInset: stack.insets.bottom
            )
            runtime.views = stack.views.map {
                SceneStackView(
                    id: $0.id.value.rawValue, type: $0.type.value, push: $0.push.map(\.value.rawValue),
                    switchTo: $0.switchTo.map(\.value.rawValue)
                )
            }
            value.stack = runtime
        }
        return value
    }

    // MARK: - Layout tests

    /// The plan of the layout test files: one test per device and enumerated state, split into parts of at
    /// most `options.maxTestsPerFile` tests of nearly equal size.
    public static func layoutTestPlan(
        _ scene: Scene, graph: NavigationGraph, table: LayoutTable, setup: SetupPlan, options: CodeGenOptions
    ) -> LayoutTestPlan {
        let base = SwiftIdentifier.type(scene.name.value)
        var tests: [LayoutTestCase] = []
        var usedNames: Set<String> = []
        for entry in table.devices {
            let deviceFragment = SwiftIdentifier.fragment(entry.device.name.value)
            for layout in entry.entries {
                var name = "test_" + deviceFragment + "_" + layout.state.name
                if !usedNames.insert(name).inserted {
                    var index = 2
                    while !usedNames.insert(name + "_\(index)").inserted { index += 1 }
                    name += "_\(index)"
                }
                tests.append(testCase(name: name, layout: layout, scene: scene))
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
            module: options.module ?? scene.name.value,
            testableImport: options.access == .internal,
            sceneEnum: setup.sceneEnum,
            navigator: setup.navigator,
            markerNamespace: setup.markerNamespace,
            files: files
        )
    }

    /// One test: how to reach `layout.state` and what to expect.
    static func testCase(name: String, layout: StateLayout, scene: Scene) -> LayoutTestCase {
        let state = layout.state
        var steps: [LayoutTestStep] = []
        if let views = state.stackViews, let stack = scene.page(state.top)?.stack {
            steps += stackSteps(to: views, in: stack)
        }
        if let selected = state.selected, let pager = scene.page(state.top)?.pager, selected != pager.selected.value {
            steps.append(.selectPagerTab(selected))
        }
        if let offset = state.headerOffset, offset != 0 {
            steps.append(.setHeaderOffset(offset))
        }
        if state.active != state.path.count - 1 {
            steps.append(.activate(state.active))
        }
        return LayoutTestCase(
            name: name,
            summary: state.description,
            device: state.device,
            entryMarker: SwiftIdentifier.type(state.path[0].rawValue),
            pushes: state.path.dropFirst().map { "push" + SwiftIdentifier.type($0.rawValue) },
            steps: steps,
            assertions: assertions(layout, scene: scene)
        )
    }

    /// The page-stack operations that build `views` from the stack's root: the first sequence found breadth
    /// first from the root (push appends a view, switch replaces the top), as the state enumerator finds them.
    static func stackSteps(to views: [ViewID], in stack: Stack) -> [LayoutTestStep] {
        let target = views.map(\.rawValue)
        var queue: [(views: [String], steps: [LayoutTestStep])] = [([stack.root.value.rawValue], [])]
        var head = 0
        while head < queue.count {
            let (current, steps) = queue[head]
            head += 1
            if current == target { return steps }
            guard current.count <= target.count, let top = current.last, let view = stack.view(ViewID(top)) else {
                continue
            }
            for next in view.push.map(\.value.rawValue) where stack.view(ViewID(next)) != nil && !current.contains(next)
            {
                queue.append((current + [next], steps + [.pushView(next)]))
            }
            for next in view.switchTo.map(\.value.rawValue)
            where stack.view(ViewID(next)) != nil && !current.contains(next) {
                queue.append((current.dropLast() + [next], steps + [.switchView(next)]))
            }
            if queue.count > 100_000 { break }
        }
        return []
    }

    /// The assertions of one laid-out state, in the order of scene format §6.
    static func assertions(_ layout: StateLayout, scene: Scene) -> [LayoutAssertion] {
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
        result += transitionAssertions(layout, scene: scene)
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

    /// Gesture decisions on the last page, when it has a transition: a leftward and a rightward pan, each
    /// decided by the runtime's `TransitionGesture` at generation time.
    static func transitionAssertions(_ layout: StateLayout, scene: Scene) -> [LayoutAssertion] {
        let state = layout.state
        guard let transition = scene.page(state.top)?.transition else { return [] }
        let gesture = ScenecRuntime.TransitionGesture(
            mode: transition.mode.value == .left ? .left : .right,
            screenWidth: layout.navigation.frame.width,
            isPopEnabled: transition.pop.value
        )
        let hasNext = transition.next.map { scene.page($0.value) != nil && !state.path.contains($0.value) } ?? false
        return [-100.0, 100.0].map { translation in
            let kind = gesture.begin(
                translationX: translation, velocityX: translation * 10, velocityY: 0, hasNext: hasNext,
                stackCount: state.path.count
            )
            return .transition(translationX: translation, velocityX: translation * 10, expected: kind)
        }
    }
}
