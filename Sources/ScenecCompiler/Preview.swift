import ScenecDiagnostics
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema

/// The data of `scenec preview`: every enumerated state of a scene on every device, drawn by `LayoutSVG` (the
/// wireframe of `layout --format svg`), with what can be clicked on it (frames from the layout, in window
/// coordinates) and where each action leads (the state scenec enumerated for it, by the name `layout` gives it), the
/// navigation graph of `scenec graph --format json` and the links (§10.3). `PreviewPage` wraps it in one HTML file
/// whose script only looks things up: no layout is computed in the browser.
///
/// Deterministic: the same compilation always gives the same bytes.
enum PreviewData {
    /// One action on a state: its kind (`tab`, `push`, `present`, `back`, `dismiss`, `activate`, `pager`, `offset`,
    /// `view`, `detent`), its label, and the index of the state it leads to on the same device, or nil with why not.
    struct Action {
        var kind: String
        var label: String
        var target: Int?
        var why: String?
        /// The page or item it belongs to, for the click on the drawing: a tab root, a page index, a pager cell.
        var key: String

    }

    /// The JSON object the page reads (`window.SCENE` in the page): see `PreviewPage` for its use.
    static func json(
        table: LayoutTable, definition: SceneDefinition, limits: TestLimits, graph: JSONValue,
        diagnostics: [Diagnostic], sceneFile: String, stateWarnings: [[[Int]]]
    ) -> String {
        var lines: [String] = []
        var lineIndex: [String: Int] = [:]
        let warnings = diagnostics.filter { $0.severity != .error }
        let warningTexts: [JSONValue] = warnings.map { .string(warningText($0)) }
        // Written as text, not as a `JSONValue` tree: the tree and its serializer cost as much as drawing every state.
        var devices = JSONText()
        devices.raw("[")
        for (deviceIndex, entry) in table.devices.enumerated() {
            let device = entry.device
            var names: [String: Int] = [:]
            for (index, layout) in entry.entries.enumerated() where names[layout.state.name] == nil {
                names[layout.state.name] = index
            }
            var firstOfPage: [(String, JSONValue)] = []
            var seenPages: Set<String> = []
            for (index, layout) in entry.entries.enumerated() where seenPages.insert(layout.state.top.rawValue).inserted
            {
                firstOfPage.append((layout.state.top.rawValue, .int(index)))
            }
            if deviceIndex > 0 { devices.raw(",") }
            devices.raw("{\"name\":")
            devices.string(device.name)
            devices.raw(",\"width\":" + NumberText.format(device.width))
            devices.raw(",\"height\":" + NumberText.format(device.height))
            devices.raw(",\"sizeClass\":")
            devices.string(device.sizeClass.rawValue)
            devices.raw(",\"truncated\":" + (entry.isTruncated ? "true" : "false"))
            devices.raw(",\"first\":" + JSONValue.object(firstOfPage).serialized(pretty: false))
            devices.raw(",\"states\":[")
            for (stateIndex, layout) in entry.entries.enumerated() {
                let state = layout.state
                if stateIndex > 0 { devices.raw(",") }
                devices.raw("{\"n\":")
                devices.string(state.name)
                devices.raw(",\"d\":")
                devices.string(state.description)
                devices.raw(",\"p\":")
                devices.string(state.pathArgument)
                devices.raw(",\"o\":")
                devices.string(options(of: state, definition: definition))
                devices.raw(",\"s\":[")
                // The wireframe's lines as LayoutSVG makes them (no document joined and split again), each stored once.
                for (position, text) in LayoutSVG.renderLines(layout).enumerated() {
                    let index: Int
                    if let known = lineIndex[text] {
                        index = known
                    } else {
                        index = lines.count
                        lineIndex[text] = index
                        lines.append(text)
                    }
                    if position > 0 { devices.raw(",") }
                    devices.int(index)
                }
                let actions = actions(
                    of: state, device: device, definition: definition, limits: limits, names: names,
                    isTruncated: entry.isTruncated)
                let applying = stateWarnings[deviceIndex][stateIndex]
                devices.raw("],\"h\":[")
                for (position, hit) in hits(of: layout).enumerated() {
                    devices.raw(position == 0 ? "[" : ",[")
                    devices.string(hit.kind)
                    devices.raw(",")
                    devices.string(hit.key)
                    for value in [hit.frame.x, hit.frame.y, hit.frame.width, hit.frame.height] {
                        devices.raw("," + NumberText.format(value))
                    }
                    devices.raw("]")
                }
                devices.raw("],\"a\":[")
                for (position, action) in actions.enumerated() {
                    devices.raw(position == 0 ? "[" : ",[")
                    devices.string(action.kind)
                    devices.raw(",")
                    devices.string(action.label)
                    devices.raw("," + String(action.target ?? -1) + ",")
                    devices.string(action.why ?? "")
                    devices.raw(",")
                    devices.string(action.key)
                    devices.raw("]")
                }
                devices.raw("]")
                devices.raw(",\"w\":" + JSONValue.array(applying.map(JSONValue.int)).serialized(pretty: false) + "}")
            }
            devices.raw("]}")
        }
        devices.raw("]")
        var out = JSONText()
        out.raw("{\"scene\":")
        out.string(definition.name)
        out.raw(",\"file\":")
        out.string(sceneFile)
        out.raw(",\"maxDepth\":\(limits.maxDepth),\"maxStates\":\(limits.maxStates)")
        out.raw(",\"warnings\":" + JSONValue.array(warningTexts).serialized(pretty: false))
        out.raw(",\"lines\":[")
        for (index, line) in lines.enumerated() {
            if index > 0 { out.raw(",") }
            out.string(line)
        }
        out.raw("],\"devices\":")
        out.append(devices)
        out.raw(",\"links\":" + JSONValue.array(links(of: definition, table: table)).serialized(pretty: false) + "}")
        return out.text
    }

    /// The texts of the scene's warnings and notes that no state shows (`stateWarnings`): those of the checks that
    /// look at the scene as a whole or at a device (a page wider than a device's navigation area, extra items a bottom
    /// tab bar cannot show, a presentation no device uses), in the checker's order, as `json` writes them.
    static func sceneWarnings(diagnostics: [Diagnostic], stateWarnings: [[[Int]]]) -> [String] {
        let attached = Set(stateWarnings.joined().joined())
        let warnings = diagnostics.filter { $0.severity != .error }
        return warnings.indices.filter { !attached.contains($0) }.map { warningText(warnings[$0]) }
    }

    /// How the page writes a warning or note: its severity, code and message.
    static func warningText(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.severity == .warning ? "warning" : "note") \(diagnostic.code.rawValue): \(diagnostic.message)"
    }

    /// The warnings (indices in the scene's non-error diagnostics, which `json` lists) that the per-state checks
    /// give each state of `table`, per device and state: the SC4005 diagnostic of the page a state does not show
    /// (`LayoutChecker.activePageNotShown`, the checker's own per-state test), found by its code and its location, the
    /// page's id. A diagnostic lowered to `ignore` is not among them, so it is attached to no state.
    static func stateWarnings(
        scene: Scene, graph: NavigationGraph, definition: SceneDefinition, table: LayoutTable, diagnostics: [Diagnostic]
    ) -> [[[Int]]] {
        let warnings = diagnostics.filter { $0.severity != .error }
        let notShown = LayoutChecker.activePageNotShown(
            scene, stacked: LayoutChecker.stackedPageIndices(scene, graph: graph), definition: definition,
            table: table)
        var byPage: [PageID: [Int]] = [:]
        return notShown.map { states in
            states.map { page in
                guard let page else { return [] }
                if let known = byPage[page] { return known }
                let range = scene.page(page)?.id.range
                let found = warnings.indices.filter {
                    warnings[$0].code == .activePageNotShown && warnings[$0].range == range
                }
                byPage[page] = found
                return found
            }
        }
    }

    /// The `scenec layout` options after `--path` that select `state`: `--active`, `--selected`, `--offset`,
    /// `--views` and `--detent` when they differ from the defaults.
    static func options(of state: NavigationState, definition: SceneDefinition) -> String {
        var text = ""
        if state.active != state.path.count - 1 { text += " --active \(state.active)" }
        let top = definition.page(state.top.rawValue)
        if let selected = state.selected, let pager = top?.pager,
            selected != pager.runtimePager(metrics: definition.metrics).selected
        {
            text += " --selected \(selected)"
        }
        if let offset = state.headerOffset, offset != 0 { text += " --offset \(NumberText.format(offset))" }
        if let views = state.stackViews, let stack = top?.stack, views != [ViewID(stack.root)] {
            text += " --views " + views.map(\.rawValue).joined(separator: ",")
        }
        if let detent = state.presented.last?.detent { text += " --detent \(detent.rawValue)" }
        return text
    }

    // MARK: - Hits

    /// What can be clicked on a state's drawing, in window coordinates: `[kind, key, x, y, width, height]`, kinds
    /// `tab` (a side or bottom tab item; key its root), `page` (a navigation page; key its index in the path),
    /// `attachment`, `presented` (key its index) and `cell` (a pager cell of the top page; key its index). The
    /// frames are the layout's (what `layout --format json` prints, moved into the window).
    static func hits(of layout: StateLayout) -> [(kind: String, key: String, frame: Rect)] {
        var result: [(kind: String, key: String, frame: Rect)] = []
        func add(_ kind: String, _ key: String, _ rect: Rect) {
            result.append((kind, key, rect))
        }
        let navigation = layout.navigation
        let origin = navigation.frame
        for (index, page) in navigation.pages.enumerated() where !page.layout.isHidden {
            if navigation.style == .push, index < navigation.pages.count - 1 { continue }
            add("page", "\(index)", page.layout.frame.offsetBy(dx: origin.x, dy: origin.y))
        }
        if let attachment = layout.attachment, attachment.attachment.isVisible {
            add("attachment", attachment.attachment.page, attachment.frame)
        }
        if let sidebar = layout.sidebar {
            for item in sidebar.items { add("tab", item.root?.rawValue ?? "", item.frame) }
        }
        if let bar = layout.tabBar {
            for item in bar.items {
                add("tab", item.root?.rawValue ?? "", item.frame.offsetBy(dx: bar.frame.x, dy: bar.frame.y))
            }
        }
        for (index, presented) in layout.presented.enumerated() where !presented.layout.frame.isEmpty {
            add("presented", "\(index)", presented.layout.frame)
        }
        // The top page's pager cells, where LayoutSVG draws them (the bar scrolled by its content offset).
        let topFrame: Rect? =
            if let presented = layout.presented.last {
                presented.layout.frame
            } else if let last = navigation.pages.last, last.layout.isAttached {
                last.layout.frame.offsetBy(dx: origin.x, dy: origin.y)
            } else {
                nil
            }
        if let topFrame, let top = layout.top {
            var pager: PagerInnerLayout?
            var dx = topFrame.x
            var dy = topFrame.y
            switch top {
            case .pager(let inner): pager = inner
            case .header(let header):
                pager = header.pager
                dx += header.nested.main.x
                dy += header.nested.main.y - header.offset
            case .stack: pager = nil
            }
            if let pager {
                let bar = pager.layout.bar
                for (index, cell) in pager.layout.cells.enumerated() {
                    let x = dx + bar.x - pager.layout.barContentOffsetX + cell.x
                    let frame = Rect(x: x, y: dy + bar.y + cell.y, width: cell.width, height: cell.height)
                    // Only the part inside the bar can be clicked.
                    let minX = max(frame.x, dx + bar.x)
                    let maxX = min(frame.x + frame.width, dx + bar.x + bar.width)
                    if maxX > minX {
                        add("cell", "\(index)", Rect(x: minX, y: frame.y, width: maxX - minX, height: frame.height))
                    }
                }
            }
        }
        return result
    }

    // MARK: - Actions

    /// What can be done on `state`, each with the enumerated state it leads to (found by the name `layout` gives
    /// that state), in a fixed order: tabs, back, dismiss, pushes, presentations (and the attachment's), earlier pages
    /// to activate, pager tabs, header offsets, page-stack views, sheet detents.
    static func actions(
        of state: NavigationState, device: SceneDevice, definition: SceneDefinition, limits: TestLimits,
        names: [String: Int], isTruncated: Bool
    ) -> [Action] {
        var result: [Action] = []
        func lead(
            _ kind: String, _ label: String, key: String, path: [PageID], presented: [PresentedPath],
            suffix: String = ""
        ) {
            let name =
                StateEnumerator.stateName(
                    path: path.map(\.rawValue), presented: presented, active: path.count - 1, selected: nil,
                    initialSelection: nil, headerOffset: nil, views: nil, rootView: nil) + suffix
            if let index = names[name] {
                result.append(Action(kind: kind, label: label, target: index, why: nil, key: key))
                return
            }
            let count = presented.reduce(path.count) { $0 + $1.pages.count }
            let pages = path + presented.flatMap(\.pages)
            let repeats = Dictionary(pages.map { ($0, 1) }, uniquingKeysWith: +).values.max() ?? 1
            let why =
                if count - 1 > limits.maxDepth {
                    "past tests.maxDepth (\(limits.maxDepth)): the preview shows only the states layout tests cover"
                } else if repeats - 1 > limits.maxRepeats {
                    "a page repeated more than tests.maxRepeats (\(limits.maxRepeats)) allows: not enumerated"
                } else if isTruncated {
                    "cut by tests.maxStates (\(limits.maxStates)): not enumerated"
                } else {
                    "not enumerated on \(device.name)"
                }
            result.append(Action(kind: kind, label: label, target: nil, why: why, key: key))
        }
        let isPushStyle = definition.navigationStyle.value(for: device.sizeClass) == .push
        // Tabs: each tab's root alone (a root an earlier tab has leads where that tab does).
        if definition.root == nil {
            var seen: Set<String> = []
            for tab in definition.tabs where definition.hasPage(tab.root) {
                let first = seen.insert(tab.root).inserted
                lead(
                    "tab", tab.title + (first ? "" : " (same root)"), key: tab.root, path: [PageID(tab.root)],
                    presented: [])
            }
        }
        let path = state.path
        let presented = state.presented
        // Back: pop inside the top presentation, or the navigation.
        if let last = presented.last {
            if last.pages.count > 1 {
                var popped = presented
                popped[popped.count - 1].pages.removeLast()
                lead(
                    "back", "back to \(popped[popped.count - 1].pages.last!.rawValue)", key: "", path: path,
                    presented: popped)
            }
            lead(
                "dismiss", "dismiss \(last.pages[0].rawValue)", key: "", path: path,
                presented: Array(presented.dropLast()))
        } else if path.count > 1 {
            lead(
                "back", "back to \(path[path.count - 2].rawValue)", key: "", path: Array(path.dropLast()), presented: []
            )
        }
        let top = state.top
        for target in definition.pushTargets(from: top.rawValue) {
            if presented.isEmpty {
                lead("push", target, key: top.rawValue, path: path + [PageID(target)], presented: [])
            } else {
                var inside = presented
                inside[inside.count - 1].pages.append(PageID(target))
                lead("push", target, key: top.rawValue, path: path, presented: inside)
            }
        }
        for target in definition.presentTargets(from: top.rawValue) {
            lead(
                "present", target, key: top.rawValue, path: path,
                presented: presented + [PresentedPath(from: top, pages: [PageID(target)])])
        }
        if presented.isEmpty, let attachment = definition.attachment, attachment.isVisible,
            definition.hasPage(attachment.page)
        {
            let entry = definition.entryPages.first.map { [PageID($0)] } ?? path
            for target in definition.presentTargets(from: attachment.page) {
                lead(
                    "present", target + " (from " + attachment.page + ")", key: "attachment", path: entry,
                    presented: [
                        PresentedPath(from: PageID(attachment.page), isFromAttachment: true, pages: [PageID(target)])
                    ]
                )
            }
        }
        let base = StateEnumerator.stateName(
            path: path.map(\.rawValue), presented: presented, active: path.count - 1, selected: nil,
            initialSelection: nil, headerOffset: nil, views: nil, rootView: nil)
        func named(_ kind: String, _ label: String, key: String, _ name: String) {
            if let index = names[name] {
                result.append(Action(kind: kind, label: label, target: index, why: nil, key: key))
            } else {
                result.append(
                    Action(
                        kind: kind, label: label, target: nil,
                        why: "not enumerated: the preview shows only the states layout tests cover", key: key))
            }
        }
        if presented.isEmpty, !isPushStyle {
            for index in path.indices where index != state.active {
                let name = index == path.count - 1 ? base : base + "_active\(index)"
                named("activate", path[index].rawValue, key: "\(index)", name)
            }
        }
        guard let page = definition.page(top.rawValue) else { return result }
        if let pager = page.pager, let selected = state.selected {
            let initial = pager.runtimePager(metrics: definition.metrics).selected
            for (index, tab) in pager.tabs.enumerated() where index != selected {
                named("pager", tab.title, key: "\(index)", index == initial ? base : base + "_tab\(index)")
            }
        }
        if let header = page.header, let offset = state.headerOffset {
            let sill = NestedHeader(
                hostSize: .zero, headerHeight: header.height, menuHeight: 1, pinHeight: header.pinHeight, pageCount: 0
            ).sill
            if sill > 0 {
                for value in [0, sill / 2, sill] where value != offset {
                    let name = value == 0 ? base : base + "_offset" + SwiftNames.fragment(value)
                    named("offset", NumberText.format(value), key: "", name)
                }
            }
        }
        if let stack = page.stack, let views = state.stackViews {
            for reachable in StateEnumerator.reachableStacks(stack) where reachable != views {
                let shown = reachable[reachable.count - 1].rawValue
                named(
                    "view", reachable.map(\.rawValue).joined(separator: " › "), key: "",
                    shown == stack.root ? base : base + "_view_" + shown)
            }
        }
        if let last = presented.last, let first = last.pages.first,
            let declared = definition.page(first.rawValue)?.presentation, declared.usesDetents(on: device.sizeClass)
        {
            let baseName = StateEnumerator.stateName(
                path: path.map(\.rawValue),
                presented: presented.map {
                    var path = $0; path.detent = nil; return path
                },
                active: path.count - 1, selected: nil, initialSelection: nil, headerOffset: nil, views: nil,
                rootView: nil)
            let current = last.detent ?? declared.detents[0]
            for (index, detent) in declared.detents.enumerated() where detent != current {
                named(
                    "detent", detent.rawValue, key: "", index == 0 ? baseName : baseName + "_detent_" + detent.rawValue)
            }
        }
        return result
    }

    // MARK: - Links

    /// Each link (§10.3) as the page's matcher reads it (the port of `StateRequest.linkPath` in `PreviewPage`), in the
    /// scene's order: `{name, url, path, scheme, host, segments: [[literal, null, null] or [null, placeholder, type]],
    /// query: [[key, type, mayBeAbsent]], targets: [state index per device, -1 when not enumerated]}`; a type is
    /// `string`, `int`, `double`, `bool`, `uuid`, `url` or the list of a choice's words.
    static func links(of definition: SceneDefinition, table: LayoutTable) -> [JSONValue] {
        definition.links.map { link in
            func type(_ name: String) -> JSONValue {
                guard let argument = link.route.arguments[name] else { return .string("string") }
                return switch argument.type {
                case .string: .string("string")
                case .int: .string("int")
                case .double: .string("double")
                case .bool: .string("bool")
                case .uuid: .string("uuid")
                case .url: .string("url")
                case .choice(let words): .array(words.map(JSONValue.string))
                }
            }
            let pattern = link.route.pattern
            let segments: [JSONValue] = pattern.segments.map {
                switch $0 {
                case .literal(let text): .array([.string(text), .null, .null])
                case .placeholder(let name): .array([.null, .string(name), type(name)])
                }
            }
            let query: [JSONValue] = pattern.queryItems.map {
                .array([
                    .string($0.key), type($0.placeholder),
                    .bool(link.route.arguments[$0.placeholder]?.mayBeAbsent ?? false),
                ])
            }
            let targets: [JSONValue] = table.devices.map { entry in
                let parts = StateRequest.pathParts(link.path)
                let request = StateRequest(
                    device: entry.device.name, path: parts.first, presented: Array(parts.dropFirst()))
                guard let (_, state) = try? request.resolve(in: definition),
                    let index = entry.entries.firstIndex(where: { $0.state.name == state.name })
                else { return .int(-1) }
                return .int(index)
            }
            return .object([
                ("name", .string(link.name)),
                ("url", .string(pattern.text)),
                ("path", .string(link.path)),
                ("scheme", .string(pattern.scheme)),
                ("host", .string(pattern.host)),
                ("segments", .array(segments)),
                ("query", .array(query)),
                ("targets", .array(targets)),
            ])
        }
    }
}

/// JSON text written piece by piece into UTF-8 bytes, the same bytes `JSONValue.serialized(pretty: false)` gives: a
/// string escaped here as `JSONValue` escapes it (`"` and `\\` with a backslash, every other scalar as it is), or,
/// when it holds a control character or U+2028/U+2029 (which `JSONValue` writes as `\\u` escapes), through
/// `JSONValue` itself.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    /// Appends the text of `other`.
    mutating func append(_ other: JSONText) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends a non-negative integer's digits (without making a String of it).
    mutating func int(_ value: Int) {
        guard value >= 10 else {
            bytes.append(UInt8(48 + max(0, value)))
            return
        }
        int(value / 10)
        bytes.append(UInt8(48 + value % 10))
    }

    mutating func string(_ value: String) {
        var value = value
        value.makeContiguousUTF8()
        let written = value.utf8.withContiguousStorageIfAvailable { appendEscaping($0) } ?? false
        if !written { bytes.append(contentsOf: JSONValue.string(value).serialized(pretty: false).utf8) }
    }

    /// Appends `source` between quotes with `"` and `\\` escaped, and returns true; writes nothing and returns false
    /// when it holds what `JSONValue` writes as a `\\u` escape (a control character, U+2028, U+2029).
    private mutating func appendEscaping(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        for (index, byte) in source.enumerated() {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == 0xE2, index + 2 < source.count, source[index + 1] == 0x80,
                source[index + 2] == 0xA8 || source[index + 2] == 0xA9
            {
                return false
            }
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in source {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return true
    }
}

extension CompilationResult {
    /// The page of `scenec preview`: one self-contained HTML file to click through every state of the layout table
    /// on every device (`PreviewPage`). Nil when the scene has errors or its layout table was not built (the reason
    /// is `missingLayoutTableReason`). `watch` is the generation file's name and this page's generation, for
    /// `scenec preview --watch`.
    public func renderedPreview(watch: (file: String, generation: String)? = nil) -> String? {
        guard !hasErrors, let scene, let graph, let definition, let layoutTable else { return nil }
        let graphJSON = GraphExport(scene: scene, graph: graph, file: file).json()
        let stateWarnings = PreviewData.stateWarnings(
            scene: scene, graph: graph, definition: definition, table: layoutTable, diagnostics: diagnostics)
        let data = PreviewData.json(
            table: layoutTable, definition: definition, limits: scene.tests, graph: graphJSON,
            diagnostics: diagnostics, sceneFile: file.path, stateWarnings: stateWarnings)
        return PreviewPage.html(
            scene: definition.name, json: data, graph: PreviewGraph.svg(graphJSON),
            sceneWarnings: PreviewData.sceneWarnings(diagnostics: diagnostics, stateWarnings: stateWarnings),
            watch: watch)
    }
}
