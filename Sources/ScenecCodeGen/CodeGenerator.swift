public import ScenecDiagnostics
public import ScenecLayout
public import ScenecOutput
public import ScenecRuntime
public import ScenecSema

/// What `scenec generate` is asked for, besides the scene.
public struct CodeGenOptions: Sendable, Hashable {
    /// The scene file's name without directories (`Music.scene.yaml`), for the headers.
    public var sourceName: String
    /// The module that holds the setup code, which the tests import; nil means the scene's name.
    public var module: String?
    /// The access level of the setup code's declarations.
    public var access: AccessLevel
    /// The most states in one file (its tables of states, one test method per device); bigger scenes are split into
    /// parts of nearly equal size.
    public var maxTestsPerFile: Int
    /// A fixed number of layout test files (some may hold no test), so their names are known before the scene is
    /// read (the build-tool plugin's rule); nil splits by `maxTestsPerFile`.
    public var testFileCount: Int?
    /// The start of the generated files' names (`<prefix>Scene.swift`, `<prefix>LayoutTests….swift`); nil uses
    /// the scene's type name. Type and class names always come from the scene's name.
    public var filePrefix: String?
    /// The number of files of the setup code (`SetupPlan.fileCount`): 1 writes one file.
    public var setupFileCount: Int

    /// Creates options.
    public init(
        sourceName: String, module: String? = nil, access: AccessLevel = .public, maxTestsPerFile: Int = 200,
        testFileCount: Int? = nil, filePrefix: String? = nil, setupFileCount: Int = 1
    ) {
        self.sourceName = sourceName
        self.module = module
        self.access = access
        self.maxTestsPerFile = maxTestsPerFile
        self.testFileCount = testFileCount
        self.filePrefix = filePrefix
        self.setupFileCount = setupFileCount
    }
}

/// Plans the generated code of a checked scene (a pure function: same scene, same plans, byte for byte).
///
/// It reads the scene's runtime definition and its laid-out states (`LayoutTable`, computed once by the
/// driver and shared with the layout checks); the located scene gives only the metric overrides as written.
/// Call it only on a scene without errors: names are unique because the checker rejects colliding member
/// names (SC3017, SC3018, SC3019), and every reference resolves.
public enum CodeGenerator {
    /// The plans and files of `scene`, the files held in memory (`write(setup:tests:to:)` into a
    /// `GeneratedFileCollector`).
    public static func generate(
        _ scene: Scene, definition: SceneDefinition, table: LayoutTable, options: CodeGenOptions
    ) -> (setup: SetupPlan, tests: LayoutTestPlan, files: [GeneratedFile]) {
        let setup = setupPlan(scene, definition: definition, options: options)
        let tests = layoutTestPlan(
            definition, table: table, setup: setup, options: options, testFactory: scene.tests.factory)
        let collector = GeneratedFileCollector()
        write(setup: setup, tests: tests, to: collector)
        return (setup, tests, collector.files)
    }

    /// Renders the setup file of `setup`, then the layout test files of `tests`, into `sink` (a nil plan writes
    /// no file): one file after the other, each handed over in pieces of about `SwiftWriter.flushSize` bytes as
    /// it is rendered, so that no file is held whole. No file is begun once the sink has failed.
    public static func write(setup: SetupPlan?, tests: LayoutTestPlan?, to sink: some GeneratedFileSink) {
        if let setup {
            if setup.fileCount <= 1 {
                write(setup.fileName, to: sink) { SetupRenderer.render(setup, into: &$0) }
            } else {
                write(setup.fileName, to: sink) { SetupRenderer.render(setup, part: .scene, into: &$0) }
                for (index, name) in setup.partFileNames.enumerated() {
                    write(name, to: sink) { SetupRenderer.render(setup, part: .pages(index + 1), into: &$0) }
                }
            }
        }
        if let tests {
            for file in tests.files {
                write(file.fileName, to: sink) { LayoutTestRenderer.render(file, plan: tests, into: &$0) }
            }
        }
    }

    /// Hands the file `name` that `render` writes to `sink`, unless the sink has failed.
    private static func write(
        _ name: String, to sink: some GeneratedFileSink, _ render: (inout SwiftWriter) -> Void
    ) {
        guard !sink.isFailed else { return }
        sink.begin(name)
        var writer = SwiftWriter(flushingTo: { sink.append($0) })
        render(&writer)
        writer.finish()
        sink.end()
    }

    // MARK: - Setup

    /// The most declared edges the setup code may hold (page pushes and swipe transitions, stack view pushes and
    /// switches): each costs a line or two of Swift, so the setup code stays within tens of megabytes.
    public static let maxSetupEdges = 500_000

    /// SC5006 when `definition` declares more than `maxSetupEdges` edges, at the scene's name, with a note at the
    /// page that declares the most; nil otherwise. Counted without rendering anything.
    public static func checkSetupSize(
        _ scene: Scene, definition: SceneDefinition, limit: Int = maxSetupEdges
    ) -> Diagnostic? {
        var total = 0
        var most: (index: Int, count: Int)?
        for (index, page) in definition.pages.enumerated() {
            let views = page.stack?.views.reduce(0) { $0 + $1.push.count + $1.switchTo.count } ?? 0
            let count = definition.pushTargets(from: page.id).count + views
            total += count
            if count > (most?.count ?? 0) { most = (index, count) }
        }
        guard total > limit else { return nil }
        var notes: [Note] = []
        if let most, scene.pages.indices.contains(most.index) {
            let page = scene.pages[most.index]
            notes.append(
                Note("page '\(page.id.value.rawValue)' declares \(most.count) of them", at: page.id.range))
        }
        return Diagnostic(
            .setupCodeTooLarge,
            "the setup code would declare \(total) edges, more than the \(limit) that scenec generates",
            at: scene.name.range, label: "\(total) declared edges", notes: notes,
            help: ["push fewer pages from each page, or split the scene"])
    }

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
                    isGesture: !declared.contains(target) && page.transition?.next == target,
                    protocolName: base + "Pushes" + SwiftIdentifier.type(target)
                )
            }
            pageIndex[id] = pageIndex[id] ?? pages.count
            var pagePlan = PagePlan(
                id: id,
                caseName: SwiftIdentifier.member(id),
                markerName: SwiftIdentifier.type(id),
                value: page,
                edges: edges
            )
            pagePlan.factoryMethod = "make" + SwiftIdentifier.type(id)
            pagePlan.arguments = argumentPlans(page.arguments, namespace: base + "Pages")
            pagePlan.presents = definition.presentTargets(from: id).map { target in
                EdgePlan(
                    methodName: "present" + SwiftIdentifier.type(target),
                    targetCase: SwiftIdentifier.member(target),
                    targetMarker: SwiftIdentifier.type(target),
                    targetID: target,
                    isGesture: false,
                    protocolName: base + "Presents" + SwiftIdentifier.type(target)
                )
            }
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
        shareListTypes(&pages)
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
        plan.fileCount = max(1, options.setupFileCount)
        plan.compactMetrics = scene.metrics.compactValues.map {
            MetricPlan(key: $0.key, value: $0.value.value, isInteger: MetricOverrides.integerKeys.contains($0.key))
        }
        plan.pageContext = base + "PageContext"
        plan.uiNavigator = base + "UINavigator"
        plan.sceneView = base + "SceneView"
        plan.pushTargets = targetPlans(pages, targets: \.edges, protocolName: base + "Pushes", method: "push")
        plan.presentTargets = targetPlans(
            pages, targets: \.presents, protocolName: base + "Presents", method: "present")
        plan.linkEnum = base + "Link"
        plan.links = linkPlans(definition, pages: pages, markerNamespace: base + "Pages")
        plan.importsFoundation = definition.pages.contains { page in
            page.arguments.contains { $0.type == .uuid || $0.type == .url }
        }
        let types = definition.pages.flatMap { page in [page.type] + (page.stack?.views.map(\.type) ?? []) }
        // `Screens.Album` is a nested type of the app when `modules:` does not list `Screens` (`Scene.typeModule`).
        let modules = Set(types.compactMap(scene.typeModule(of:)))
        plan.typeModules = modules.subtracting([options.module ?? base]).sorted()
        if scene.navigationStyle != nil { plan.navigationStyle = definition.navigationStyle }
        if scene.tabBarStyle != nil { plan.tabBarStyle = definition.tabBarStyle }
        return plan
    }

    /// One target plan per page that some page reaches through `targets` (its pushes or its presentations), in page
    /// order (each once): the protocol `<protocolName><Marker>` and the method `<method><Marker>` of the generated code.
    static func targetPlans(
        _ pages: [PagePlan], targets: KeyPath<PagePlan, [EdgePlan]>, protocolName: String, method: String
    ) -> [PushTargetPlan] {
        let reached = Set(pages.lazy.flatMap { $0[keyPath: targets] }.map(\.targetID))
        var seen: Set<String> = []
        return pages.compactMap { page in
            guard reached.contains(page.id), seen.insert(page.id).inserted else { return nil }
            return PushTargetPlan(
                protocolName: protocolName + page.markerName, methodName: method + page.markerName,
                targetCase: page.caseName, targetMarker: page.markerName, targetID: page.id,
                arguments: page.arguments)
        }
    }

    /// The Swift form of a page's arguments: each keeps its name; a list type gets a nested enum named after the
    /// argument (`sort` -> `Sort`), made unique against the arguments' names, the other enums, `CodingKeys` and the
    /// scene's `namespace` of pages (which a shared list type's typealias names, `shareListTypes`).
    static func argumentPlans(_ arguments: [SceneArgument], namespace: String) -> [ArgumentPlan] {
        var taken = Set(arguments.map(\.name)).union(["CodingKeys", "Arguments", namespace])
        return arguments.map { argument in
            var plan = ArgumentPlan(
                name: argument.name, type: argument.type, isOptional: argument.isOptional,
                defaultValue: argument.defaultValue)
            if case .choice(let words) = argument.type {
                var name = SwiftIdentifier.type(argument.name)
                while !taken.insert(name).inserted || SwiftNames.reserved.contains(name) { name += "Choice" }
                plan.choiceEnum = name
                plan.choiceCases = enumCases(words.map { (SwiftIdentifier.member($0), $0) })
            }
            return plan
        }
    }

    /// Points each list type's enum that an earlier page's `Arguments` already declares (the same enum name, the same
    /// case names and strings) at that page (`ArgumentPlan.choiceOwner`), so the scene declares each distinct list
    /// type once and the later pages' `Arguments` name it with a typealias: each enum declaration cost about 1.2 ms of
    /// type-checking (its `RawRepresentable`, `CaseIterable`, `Hashable` and `Sendable` conformances), a fifth of the
    /// setup code of `scenegen --chain 200 --arguments`, whose every page repeats one list (Benchmarks/README.md).
    static func shareListTypes(_ pages: inout [PagePlan]) {
        var owners: [String: String] = [:]
        for page in pages.indices {
            for argument in pages[page].arguments.indices {
                let plan = pages[page].arguments[argument]
                guard let name = plan.choiceEnum else { continue }
                let key = ([name] + plan.choiceCases.flatMap { [$0.name, $0.value] }).joined(separator: "\u{0}")
                if let owner = owners[key] {
                    pages[page].arguments[argument].choiceOwner = owner
                } else {
                    owners[key] = pages[page].markerName
                }
            }
        }
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

    /// The plan of the UI layout test files: one table row per device and enumerated state, the rows split into
    /// files of at most `options.maxTestsPerFile` states of nearly equal size (or into `options.testFileCount`
    /// files), each file holding one test method per device whose states it has.
    public static func layoutTestPlan(
        _ definition: SceneDefinition, table: LayoutTable, setup: SetupPlan, options: CodeGenOptions,
        testFactory: String? = nil
    ) -> LayoutTestPlan {
        let base = SwiftIdentifier.type(definition.name)
        var rows: [(device: String, row: LayoutTestRow)] = []
        for entry in table.devices {
            var previous: LayoutTestChrome?
            for layout in entry.entries {
                var row = testRow(layout)
                if row.chrome == previous { row.chrome = nil } else { previous = row.chrome }
                rows.append((entry.device.name, row))
            }
        }
        // One Swift name per device: devices whose names differ only in what a name fragment drops (`iphone-se`,
        // `iphone_se`; "ipad pro", "ipad-pro"; non-ASCII) get `_2`, `_3`, … in device order.
        var fragments: [String: String] = [:]
        var usedFragments: Set<String> = []
        for entry in table.devices where fragments[entry.device.name] == nil {
            let base = SwiftIdentifier.fragment(entry.device.name)
            var fragment = base
            var index = 2
            while !usedFragments.insert(fragment).inserted {
                fragment = base + "_\(index)"
                index += 1
            }
            fragments[entry.device.name] = fragment
        }
        let limit = max(1, options.maxTestsPerFile)
        let partCount = options.testFileCount.map { max(1, $0) } ?? max(1, (rows.count + limit - 1) / limit)
        let partSize = max(1, (rows.count + partCount - 1) / partCount)
        var files: [LayoutTestFile] = []
        for part in 0..<partCount {
            let start = min(rows.count, part * partSize)
            let end = min(rows.count, start + partSize)
            var tables: [LayoutTestTable] = []
            for (device, row) in rows[start..<end] {
                if tables.last?.device != device {
                    // A device's first row in a file restates the chrome.
                    var first = row
                    first.chrome =
                        row.chrome ?? rows[..<start].last { $0.device == device && $0.row.chrome != nil }?.row.chrome
                    let fragment = fragments[device] ?? SwiftIdentifier.fragment(device)
                    tables.append(
                        LayoutTestTable(
                            methodName: "test_" + fragment, functionName: "states_" + fragment, device: device,
                            rows: [first]))
                } else {
                    tables[tables.count - 1].rows.append(row)
                }
            }
            let suffix = "LayoutTests" + (partCount == 1 ? "" : String(part + 1))
            files.append(
                LayoutTestFile(
                    fileName: (options.filePrefix ?? base) + suffix + ".swift", className: base + suffix,
                    part: part + 1, partCount: partCount, holdsFactory: part == 0 && testFactory == nil,
                    tables: tables
                )
            )
        }
        var factory: LayoutTestFactory?
        if testFactory == nil {
            // The setup plan's requirements: the page's, then its stack views', each with the page's context.
            var methods: [LayoutTestFactoryMethod] = []
            for page in setup.pages {
                let marker = setup.markerNamespace + "." + SwiftIdentifier.escaped(page.markerName)
                let context = "\(setup.pageContext)<\(marker)>"
                methods.append(
                    LayoutTestFactoryMethod(name: page.factoryMethod, context: context, type: page.value.type))
                for view in page.stackViews {
                    methods.append(LayoutTestFactoryMethod(name: view.factoryMethod, context: context, type: view.type))
                }
            }
            factory = LayoutTestFactory(
                className: base + "LayoutTestFactory", protocolName: setup.factory, methods: methods)
        }
        let module = options.module ?? definition.name
        var plan = LayoutTestPlan(
            sourceName: options.sourceName,
            module: module,
            testableImport: options.access == .internal,
            // The generated factory makes the page and view types, whose modules the setup plan found.
            typeModules: factory == nil ? [] : setup.typeModules.filter { $0 != module },
            sceneEnum: setup.sceneEnum,
            factoryExpression: (testFactory ?? base + "LayoutTestFactory") + "()",
            factory: factory,
            files: files
        )
        plan.linkEnum = setup.linkEnum
        plan.links = setup.links
        return plan
    }

    /// One state: its script and what the UI shows, as `SceneLayoutReading` of ScenecUIKit reads it (frames of
    /// the chrome, navigation and pages in window coordinates; a page outside the window without frame).
    static func testRow(_ layout: StateLayout) -> LayoutTestRow {
        let navigation = layout.navigation
        let chrome = LayoutTestChrome(
            sidebar: layout.tabBar == nil ? layout.sidebar?.frame : nil, tabBar: layout.tabBar?.frame,
            attachment: layout.attachment?.frame, navigation: navigation.frame)
        var instances: [String: Int] = [:]
        let pages = navigation.pages.map { page in
            let id = page.page.rawValue
            let count = (instances[id] ?? 0) + 1
            instances[id] = count
            let instance = count == 1 ? id : "\(id)#\(count)"
            guard page.layout.isAttached else {
                return LayoutTestPage(id: instance, frame: nil, isHidden: false, overlay: 0)
            }
            let frame = page.layout.frame.offsetBy(dx: navigation.frame.x, dy: navigation.frame.y)
            return LayoutTestPage(
                id: instance, frame: frame, isHidden: page.layout.isHidden, overlay: page.layout.overlayOpacity,
                navigationBar: page.navigationBar?.offsetBy(dx: frame.x, dy: frame.y))
        }
        var row = LayoutTestRow(name: layout.state.name, script: layout.state.script, chrome: chrome, pages: pages)
        // Each presentation (§10.2): its frame, and its stack's pages by instance, the visible one framed.
        row.presented = layout.presented.map { presented in
            let frame = presented.layout.frame
            var counts: [String: Int] = [:]
            return LayoutTestPresentation(
                page: presented.page.rawValue, frame: frame,
                pages: presented.pages.map { page in
                    let id = page.page.rawValue
                    let count = (counts[id] ?? 0) + 1
                    counts[id] = count
                    return LayoutTestPage(
                        id: count == 1 ? id : "\(id)#\(count)",
                        frame: page.visible ? page.frame.offsetBy(dx: frame.x, dy: frame.y) : nil, isHidden: false,
                        overlay: 0)
                })
        }
        switch layout.top {
        case .pager(let pager):
            row.pager = (pager.layout.selected, pager.layout.line)
        case .header(let header):
            row.pager = (header.pager.layout.selected, header.pager.layout.line)
            row.headerOffset = header.offset
        case .stack(let stack):
            row.stackView = stack.view
        case nil:
            break
        }
        return row
    }
}
