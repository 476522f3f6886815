import ScenecDiagnostics
import ScenecSyntax

import struct ScenecRuntime.EdgeInsets
import enum ScenecRuntime.PageWidth
import enum ScenecRuntime.PagerLineType
import enum ScenecRuntime.TransitionMode

// MARK: - Pages (spec section 4)

extension Lowering {
    mutating func lowerPages(_ fields: Fields) -> [Page] {
        guard let entry = fields.entry("pages"),
            let entries = map(entry.value, key: "pages", minItems: 1, noun: "page")
        else { return [] }
        if entries.count > maxPages {
            emit(.tooManyPages(entry.key, count: entries.count, limit: maxPages))
            return []
        }
        var pages: [Page] = []
        pages.reserveCapacity(entries.count)
        // Every entry gives a page, appended as it is returned: an optional result, unwrapped and then appended,
        // was copied whole on the way (validate at 10,000 pages: about 7 M instructions).
        for page in entries { pages.append(lowerPage(page)) }
        return pages
    }

    /// What is wrong with the id `name` that `key` declares (`what`: "page id"), if anything: it is not an
    /// identifier (the fix picks a name not `taken`, read only then), or it is too long. Lowering goes on with the
    /// id either way.
    private static func declaredIDProblem(
        _ key: ScalarNode, _ name: String, what: String, taken: @autoclosure () -> [String]
    ) -> Diagnostic? {
        if !SwiftNames.isIdentifier(name) {
            return .invalidIdentifier(key, what: "a \(what)", role: .declaration(taken: Set(taken())))
        }
        return isShortEnough(name) ? nil : .nameTooLong(key, what: "the \(what)")
    }

    private mutating func lowerPage(_ entry: MappingNode.Entry) -> Page {
        let key = entry.key
        let name = key.value
        if let problem = Self.declaredIDProblem(key, name, what: "page id", taken: pageKeys) { emit(problem) }
        let id = Located(PageID(name), at: key.range)
        let range = key.range.union(entry.value.range)
        guard
            let fields = fields(of: entry.value, table: SceneSchema.page, what: "page '\(name)'", owner: key.range)
        else {
            // Keep the page so that references to it resolve: one mistake, one diagnostic.
            return Page(
                id: id, type: Located("", at: key.range), size: Located(.fixed(.full), at: key.range), range: range)
        }
        // Made in one initializer and returned as it is: a page assigned field by field after it was made was copied
        // whole twice on the way out (validate at 10,000 pages: about 10 M instructions).
        return Page(
            id: id,
            type: typeName(fields, "type") ?? Located("", at: key.range),
            title: string(fields, "title"),
            size: lowerSize(fields) ?? Located(.fixed(.full), at: .at(key.range.end)),
            scrolls: bool(fields, "scrolls"),
            push: pageReferences(fields, "push"),
            transition: lowerTransition(fields),
            pager: lowerPager(fields),
            header: lowerHeader(fields),
            stack: lowerStack(fields),
            navigationBar: bool(fields, "navigationBar"),
            arguments: lowerArguments(fields),
            present: lowerPresent(fields),
            presentation: lowerPresentation(fields),
            range: range)
    }

    /// A list of page references (`push`).
    private mutating func pageReferences(_ fields: Fields, _ key: String) -> [Located<PageID>] {
        guard let node = fields.node(key), let items = list(node, key: key, minItems: 0, noun: "id") else { return [] }
        return items.compactMap { pageReference($0, what: "an item of '\(key)'") }
    }

    /// A list of view references (`switch`, a stack view's `push`); `views` are the stack's view ids.
    private mutating func viewReferences(_ fields: Fields, _ key: String, views: [String]) -> [Located<String>] {
        guard let node = fields.node(key), let items = list(node, key: key, minItems: 0, noun: "id") else { return [] }
        return items.compactMap {
            identifier(
                $0, what: "an item of '\(key)'", role: .reference(declared: views.filter(SwiftNames.isIdentifier)))
        }
    }

    private mutating func lowerSize(_ fields: Fields) -> Located<PageSize>? {
        guard let node = fields.node("size") else { return nil }
        if case .mapping = node {
            guard let sizes = self.fields(of: node, table: SceneSchema.sizeByClass, what: "'size'") else { return nil }
            let regular = sizes.node("regular").flatMap { width($0, key: "regular") }
            let compact = sizes.node("compact").flatMap { width($0, key: "compact") }
            guard let regular, let compact else { return nil }
            return Located(.bySizeClass(regular: regular, compact: compact), at: node.range)
        }
        return width(node, key: "size").map { Located(.fixed($0), at: node.range) }
    }

    /// `full`, `half` or a number of points.
    private mutating func width(_ node: SyntaxNode, key: String) -> PageWidth? {
        guard let scalar = scalar(node, what: "'\(key)'", expected: "'full', 'half' or a number of points") else {
            return nil
        }
        let value = scalar.value
        switch value {
        case "full": return .full
        case "half": return .half
        default: break
        }
        if scalar.style == .plain, !YAMLNumbers.isFloat(value), YAMLNumbers.unsupportedForm(value) == nil {
            emit(.unknownValue(scalar, key: key, allowed: ["full", "half"]))
            return nil
        }
        return number(node, type: .positive, key: key).map { .points($0.value) }
    }

    /// The entry `key` of `page` and its fields, read against `table` (read only when the key is written, as most
    /// pages have none of these keys); nil when it is not written or is not a mapping (reported).
    private mutating func section(
        _ page: Fields, _ key: String, table: @autoclosure () -> KeyTable
    ) -> (entry: MappingNode.Entry, fields: Fields)? {
        guard let entry = page.entry(key), let fields = fields(of: entry.value, table: table(), what: "'\(key)'")
        else { return nil }
        return (entry, fields)
    }

    private mutating func lowerTransition(_ page: Fields) -> Transition? {
        guard case let (entry, fields)? = section(page, "transition", table: SceneSchema.transition) else { return nil }
        let at = SourceRange.at(entry.key.range.end)
        return Transition(
            mode: word(fields, "mode", as: TransitionMode.self) ?? Located(.left, at: at),
            next: pageReference(fields, "next"),
            pop: bool(fields, "pop") ?? Located(true, at: at),
            navBarAlpha: number(fields, "navBarAlpha") ?? Located(1, at: at),
            range: entry.key.range)
    }

    private mutating func lowerPager(_ page: Fields) -> Pager? {
        guard case let (entry, fields)? = section(page, "pager", table: SceneSchema.pager) else { return nil }
        let at = SourceRange.at(entry.key.range.end)
        var tabs: [PagerTab] = []
        if let node = fields.node("tabs"), let items = list(node, key: "tabs", minItems: 0, noun: "pager tab") {
            for item in items {
                guard let tab = self.fields(of: item, table: SceneSchema.pagerTab, what: "each pager tab") else {
                    continue
                }
                let title = string(tab, "title")
                let pageID = pageReference(tab, "page")
                let width = number(tab, "width")
                let reuse = identifier(tab, "reuse")
                let titleWidth = number(tab, "titleWidth")
                guard let pageID else { continue }
                tabs.append(
                    PagerTab(
                        title: title ?? Located("", at: tab.owner), page: pageID,
                        width: width ?? Located(1, at: tab.owner), reuse: reuse, titleWidth: titleWidth,
                        range: item.range))
            }
        }
        return Pager(
            line: word(fields, "line", as: PagerLineType.self) ?? Located(.fixed, at: at),
            scaleSelected: bool(fields, "scaleSelected")?.value ?? false,
            selected: integer(fields, "selected") ?? Located(0, at: at),
            tabs: tabs, range: entry.key.range)
    }

    private mutating func lowerHeader(_ page: Fields) -> Header? {
        guard case let (entry, fields)? = section(page, "header", table: SceneSchema.header) else { return nil }
        let at = SourceRange.at(entry.key.range.end)
        var inset = EdgeInsets()
        if let node = fields.node("inset"),
            let insets = self.fields(of: node, table: SceneSchema.inset, what: "'inset'")
        {
            inset = EdgeInsets(
                top: number(insets, "top")?.value ?? 0, left: number(insets, "left")?.value ?? 0,
                bottom: number(insets, "bottom")?.value ?? 0, right: number(insets, "right")?.value ?? 0)
        }
        return Header(
            height: number(fields, "height") ?? Located(0, at: at),
            menuHeight: number(fields, "menuHeight"),
            pinHeight: number(fields, "pinHeight") ?? Located(0, at: at),
            inset: inset, range: entry.key.range)
    }

    private mutating func lowerStack(_ page: Fields) -> Stack? {
        guard case let (entry, fields)? = section(page, "stack", table: SceneSchema.stack) else { return nil }
        var insets = EdgeInsets()
        if let node = fields.node("insets"),
            let values = self.fields(of: node, table: SceneSchema.stackInsets, what: "'insets'")
        {
            insets = EdgeInsets(top: number(values, "top")?.value ?? 0, bottom: number(values, "bottom")?.value ?? 0)
        }
        var viewKeys: [String] = []
        if case .mapping(let mapping)? = fields.node("views") { viewKeys = mapping.entries.map(\.key.value) }
        let root = fields.node("root").flatMap {
            identifier($0, what: "'root'", role: .reference(declared: viewKeys.filter(SwiftNames.isIdentifier)))
        }
        var views: [StackView] = []
        if let node = fields.node("views"), let entries = map(node, key: "views", minItems: 1, noun: "view") {
            for view in entries {
                let key = view.key
                let name = key.value
                if let problem = Self.declaredIDProblem(key, name, what: "view id", taken: viewKeys) { emit(problem) }
                let range = key.range.union(view.value.range)
                let id = Located(ViewID(name), at: key.range)
                let viewFields = self.fields(
                    of: view.value, table: SceneSchema.stackView, what: "view '\(name)'", owner: key.range)
                reportStackViewArguments(view.value)
                guard let viewFields else {
                    views.append(
                        StackView(id: id, type: Located("", at: key.range), push: [], switchTo: [], range: range))
                    continue
                }
                let switches = lowerSwitches(viewFields)
                var view = StackView(
                    id: id, type: typeName(viewFields, "type") ?? Located("", at: key.range),
                    push: viewReferences(viewFields, "push", views: viewKeys).map { $0.map(ViewID.init) },
                    switchTo: switches.map { $0.view.map(ViewID.init) }, range: range)
                view.popSwitches = Set(switches.filter(\.isPop).map { ViewID($0.view.value) })
                views.append(view)
            }
        }
        guard let root else { return nil }
        return Stack(root: root.map(ViewID.init), insets: insets, views: views, range: entry.key.range)
    }

    /// A stack view that declares `arguments` (§10.1: a stack view takes none): one error of its own in place of
    /// the unknown key's.
    private mutating func reportStackViewArguments(_ node: SyntaxNode) {
        guard case .mapping(let mapping) = node else { return }
        // By key, without a view of each value.
        let entries = mapping.entries
        guard let position = entries.indices.first(where: { Lowering.isArgumentsKey(entries.key(at: $0)) }) else {
            return
        }
        let entry = entries[position]
        diagnostics.removeAll { $0.code == .unknownKey && $0.range == entry.key.range }
        emit(.stackViewArguments(entry, in: file))
    }

    /// Whether `key` is `arguments`: its bytes compared without making a `String`, unless it is not ASCII (then it is
    /// compared as a string, which may equal an ASCII word with other bytes).
    static func isArgumentsKey(_ key: ScalarNode) -> Bool {
        switch key.withUTF8({ $0.spells("arguments") ? true : $0.allSatisfy { $0 < 0x80 } ? false : nil }) {
        case let isArguments?: isArguments
        case nil: key.value == "arguments"
        }
    }

    /// A stack view's `switch`: each item a view id, or `{view: id, direction: push|pop}`.
    private mutating func lowerSwitches(_ fields: Fields) -> [(view: Located<String>, isPop: Bool)] {
        guard let node = fields.node("switch"), let items = list(node, key: "switch", minItems: 0, noun: "id") else {
            return []
        }
        return items.compactMap { item in
            guard case .mapping = item else {
                return identifier(item, what: "an item of 'switch'").map { ($0, false) }
            }
            guard let switchFields = self.fields(of: item, table: SceneSchema.stackSwitch, what: "a switch"),
                let view = identifier(switchFields, "view")
            else { return nil }
            let direction = word(switchFields, "direction", as: StackSwitchDirection.self)
            return (view, direction?.value == .pop)
        }
    }
}

/// The `direction` of a page-stack switch.
enum StackSwitchDirection: String, CaseIterable {
    case push
    case pop
}
