import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

// MARK: - Top level (spec section 2)

extension Lowering {
    mutating func lowerScene(_ root: SyntaxNode) -> Scene? {
        switch root {
        case .mapping:
            break
        case .scalar(let scalar) where scalar.isNull:
            emit(.emptyScene(at: scalar.range, found: nil))
            return nil
        case .invalid:
            return nil
        default:
            emit(.emptyScene(at: root.range, found: root))
            return nil
        }
        guard let fields = fields(of: root, table: SceneSchema.scene, what: "the scene") else { return nil }
        let top = fields.owner
        if case .mapping(let pages)? = fields.node("pages") {
            pagesNode = pages
            // Read from the ids' bytes: only an invalid one becomes a `String`. A valid identifier is ASCII, so its
            // length in bytes is its length in characters (`isShortEnough`).
            var invalid: Set<String> = []
            pages.forEachKey { _, utf8 in
                if !SwiftNames.isIdentifier(bytes: utf8) || utf8.count > SceneSchema.maxNameLength {
                    invalid.insert(String(decoding: utf8, as: UTF8.self))
                }
            }
            invalidPageIDs = invalid
        }

        let name = identifier(fields, "scene") ?? Located("", at: .at(top.start))
        let version = lowerVersion(fields) ?? Located(1, at: .at(top.start))

        let navigation = lowerNavigation(fields, top: top)
        let extraItems = lowerExtraItems(fields)
        let attachment = lowerAttachment(fields)
        let devices = lowerDevices(fields)
        let metrics = lowerMetrics(fields)
        let pages = lowerPages(fields)
        let tests = lowerTests(fields)
        var scene = Scene(
            name: name, version: version, devices: devices, metrics: metrics, navigation: navigation,
            extraItems: extraItems, attachment: attachment, pages: pages, tests: tests)
        scene.severities = lowerSeverities(fields)
        if let entry = fields.entry("modules"),
            let items = list(entry.value, key: "modules", minItems: 0, noun: "module")
        {
            scene.modules = items.compactMap { identifier($0, what: "each item of 'modules'") }
        }
        scene.links = lowerLinks(fields)
        scene.navigationStyle = lowerStyle(fields, "navigation", table: SceneSchema.navigationBySizeClass)
        // `tabBar` places the tabs: with 'root' there are none (the schema says so too).
        if let entry = fields.entry("tabBar"), !requireTabs(for: entry, in: fields) {
            _ =
                lowerStyle(fields, "tabBar", table: SceneSchema.tabBarBySizeClass)
                as Located<SizeClassValue<TabBarStyle>>?
        } else {
            scene.tabBarStyle = lowerStyle(fields, "tabBar", table: SceneSchema.tabBarBySizeClass)
        }
        return scene
    }

    /// `navigation: push` or `tabBar: {regular: side, compact: bottom}`: one word for both size classes, or one
    /// per size class.
    private mutating func lowerStyle<Word: RawRepresentable<String> & CaseIterable & Sendable & Hashable>(
        _ fields: Fields, _ key: String, table: KeyTable
    ) -> Located<SizeClassValue<Word>>? {
        guard let node = fields.node(key) else { return nil }
        if case .mapping = node {
            guard let sizes = self.fields(of: node, table: table, what: "'\(key)'") else { return nil }
            let regular = sizes.node("regular").flatMap { word($0, key: "regular", as: Word.self) }
            let compact = sizes.node("compact").flatMap { word($0, key: "compact", as: Word.self) }
            guard let regular, let compact else { return nil }
            return Located(SizeClassValue(regular: regular.value, compact: compact.value), at: node.range)
        }
        return word(node, key: key, as: Word.self).map {
            Located(SizeClassValue($0.value), at: node.range)
        }
    }

    /// `diagnostics: {SC4001: error, SC3003: ignore}`: a known code (did you mean) mapped to `error`, `warning`
    /// or `ignore`; a YAML syntax error (SC1xxx) may only be `error`.
    private mutating func lowerSeverities(_ fields: Fields) -> SeverityOverrides {
        guard let entry = fields.entry("diagnostics"),
            let entries = map(entry.value, key: "diagnostics", minItems: 0, noun: "severitie")
        else { return SeverityOverrides() }
        var overrides = SeverityOverrides()
        // The mapping's own diagnostics (below) are not changed by the mapping.
        overrides.protectedRange = entry.key.range.union(entry.value.range)
        for item in entries {
            guard let code = DiagnosticCode(rawValue: item.key.value) else {
                // Suggest only codes whose severity can be chosen.
                emit(.unknownSeverityCode(item.key))
                continue
            }
            guard let level = word(item.value, key: code.rawValue, as: SeverityLevel.self) else { continue }
            if !SeverityOverrides.canChange(code), level.value != .error {
                emit(.syntaxSeverity(code: code, at: level.range))
                continue
            }
            overrides.set(code, to: level.value)
        }
        return overrides
    }

    /// `version` is read by hand so that `version: 2` says "not supported" rather than "out of range".
    private mutating func lowerVersion(_ fields: Fields) -> Located<Int>? {
        guard let node = fields.node("version"), let scalar = scalar(node, what: "'version'", expected: "1") else {
            return nil
        }
        guard scalar.style == .plain, let value = YAMLNumbers.integer(scalar.value) else {
            if scalar.style == .plain, YAMLNumbers.isInteger(scalar.value) {
                emit(.unsupportedVersion(text: scalar.value, at: scalar.range))
            } else {
                emit(.expectedInteger(scalar, key: "version"))
            }
            return nil
        }
        if value != 1 { emit(.unsupportedVersion(text: String(value), at: scalar.range)) }
        return Located(1, at: scalar.range)
    }

    private mutating func lowerNavigation(_ fields: Fields, top: SourceRange) -> Navigation {
        let tabsEntry = fields.entry("tabs")
        let rootEntry = fields.entry("root")
        if let tabsEntry, let rootEntry {
            let (first, second) =
                tabsEntry.key.range.start < rootEntry.key.range.start ? (tabsEntry, rootEntry) : (rootEntry, tabsEntry)
            emit(.tabsAndRoot(second: second.key, first: first.key))
        } else if tabsEntry == nil, rootEntry == nil {
            emit(.tabsOrRootMissing(at: top))
        }
        if let rootEntry, tabsEntry == nil {
            let root = pageReference(rootEntry.value, what: "'root'") ?? Located(PageID(""), at: rootEntry.key.range)
            return .root(root)
        }
        guard let tabsNode = tabsEntry?.value,
            let items = list(tabsNode, key: "tabs", minItems: 1, noun: "tab")
        else { return .tabs([]) }
        var tabs: [Tab] = []
        for item in items {
            guard let tab = self.fields(of: item, table: SceneSchema.tab, what: "each item of 'tabs'") else { continue }
            let root = pageReference(tab, "root") ?? Located(PageID(""), at: tab.owner)
            tabs.append(
                Tab(
                    title: string(tab, "title") ?? Located("", at: tab.owner), icon: string(tab, "icon"),
                    badge: optionalString(tab, "badge"), badgeColor: color(tab, "badgeColor"),
                    root: root, range: item.range))
        }
        return .tabs(tabs)
    }

    /// A string that may be empty (`badge: ""` means no badge).
    private mutating func optionalString(_ fields: Fields, _ key: String) -> Located<String>? {
        guard let node = fields.node(key) else { return nil }
        if case .scalar(let scalar) = node, scalar.style != .plain, scalar.isEmpty {
            return Located("", at: scalar.range)
        }
        return string(node, what: "'\(key)'")
    }

    /// Whether the scene does not use 'root', so that `entry` (extra items, the attachment, the tab bar: parts of tabs) may be
    /// lowered; reports `requiresTabs` when it does.
    private mutating func requireTabs(for entry: MappingNode.Entry, in fields: Fields) -> Bool {
        guard let root = fields.entry("root"), fields.entry("tabs") == nil else { return true }
        emit(.requiresTabs(entry.key, root: root.key))
        return false
    }

    private mutating func lowerExtraItems(_ fields: Fields) -> [ExtraItem] {
        guard let entry = fields.entry("extraItems"), requireTabs(for: entry, in: fields) else { return [] }
        guard let items = list(entry.value, key: "extraItems", minItems: 0, noun: "item") else { return [] }
        return items.compactMap { item in
            guard let fields = self.fields(of: item, table: SceneSchema.extraItem, what: "each item of 'extraItems'")
            else { return nil }
            return ExtraItem(
                title: string(fields, "title") ?? Located("", at: fields.owner), icon: string(fields, "icon"),
                action: identifier(fields, "action"), range: item.range)
        }
    }

    private mutating func lowerAttachment(_ fields: Fields) -> Attachment? {
        guard let entry = fields.entry("attachment"), requireTabs(for: entry, in: fields) else { return nil }
        guard let attachment = self.fields(of: entry.value, table: SceneSchema.attachment, what: "'attachment'")
        else { return nil }
        guard let page = pageReference(attachment, "page") else {
            _ = bool(attachment, "visible")
            return nil
        }
        return Attachment(
            page: page, visible: bool(attachment, "visible")?.value ?? true, range: entry.key.range)
    }

    private mutating func lowerDevices(_ fields: Fields) -> [Device] {
        guard let entry = fields.entry("devices"),
            let items = list(entry.value, key: "devices", minItems: 1, noun: "device")
        else {
            let at = SourceRange.at(fields.owner.start)
            return Device.defaultNames.compactMap { Device.preset($0, at: at) }
        }
        var devices: [Device] = []
        for item in items {
            var device: Device?
            if case .scalar(let scalar) = item, !scalar.isNull {
                device = Device.preset(scalar.value, at: scalar.range)
                if device == nil { emit(.unknownDevice(scalar)) }
            } else if case .mapping = item,
                let fields = self.fields(of: item, table: SceneSchema.device, what: "each item of 'devices'")
            {
                let name = deviceName(fields)
                let width = number(fields, "width")
                let height = number(fields, "height")
                let sizeClass = word(fields, "sizeClass", as: SceneSizeClass.self)
                let idiom = word(fields, "idiom", as: SceneDeviceIdiom.self)
                if let name, let width, let height, let sizeClass {
                    device = Device(
                        name: name, width: width.value, height: height.value, sizeClass: sizeClass.value,
                        idiom: idiom?.value, isPreset: false)
                }
            } else {
                _ = scalar(item, what: "each item of 'devices'", expected: "a device preset name or a mapping")
            }
            guard let device else { continue }
            if let first = devices.first(where: { $0.name.value == device.name.value }) {
                emit(.duplicateDevice(device.name, first: first.name))
                continue
            }
            devices.append(device)
        }
        return devices
    }

    private mutating func deviceName(_ fields: Fields) -> Located<String>? {
        guard let node = fields.node("name"), let name = string(node, what: "'name'") else { return nil }
        if !Lowering.isShortEnough(name.value), case .scalar(let scalar) = node {
            emit(.nameTooLong(scalar, what: "the device name"))
            return nil
        }
        if name.value.isEmpty {
            emit(.emptyDeviceName(name.range))
            return nil
        }
        return name
    }

    private mutating func lowerMetrics(_ fields: Fields) -> MetricOverrides {
        guard let node = fields.node("metrics"),
            let metrics = self.fields(of: node, table: SceneSchema.metrics, what: "'metrics'")
        else { return MetricOverrides() }
        var values: [(key: String, value: Located<Double>)] = []
        var compactValues: [(key: String, value: Located<Double>)] = []
        for key in MetricOverrides.keys {
            guard let node = metrics.node(key) else { continue }
            // The metric's own type; `{regular, compact}` gives each size class a value of that type.
            guard case .oneOf(let types) = metrics.spec(key).type, let type = types.first else { continue }
            if case .mapping = node {
                guard let sizes = self.fields(of: node, table: SceneSchema.metricBySizeClass, what: "'\(key)'")
                else { continue }
                // Both values are read, so that each one's error is reported.
                let regular = sizes.node("regular").flatMap { metric($0, type: type, key: key) }
                let compact = sizes.node("compact").flatMap { metric($0, type: type, key: key) }
                guard let regular, let compact else { continue }
                values.append((key, regular))
                compactValues.append((key, compact))
            } else if let value = metric(node, type: type, key: key) {
                values.append((key, value))
            }
        }
        values.sort { $0.value.range.start < $1.value.range.start }
        compactValues.sort { $0.value.range.start < $1.value.range.start }
        return MetricOverrides(values: values, compactValues: compactValues)
    }

    /// One metric value of `type` (a whole number or a number of points).
    private mutating func metric(_ node: SyntaxNode, type: ValueType, key: String) -> Located<Double>? {
        if case .integer = type { return integer(node, type: type, key: key).map { $0.map(Double.init) } }
        return number(node, type: type, key: key)
    }

    private mutating func lowerTests(_ fields: Fields) -> TestLimits {
        guard let node = fields.node("tests"),
            let tests = self.fields(of: node, table: SceneSchema.tests, what: "'tests'")
        else { return TestLimits() }
        let maxStates = integer(tests, "maxStates")
        var limits = TestLimits(
            maxDepth: integer(tests, "maxDepth")?.value ?? 4, maxStates: maxStates?.value ?? 256,
            maxRepeats: integer(tests, "maxRepeats")?.value ?? 0, maxStatesRange: maxStates?.range)
        limits.factory = typeName(tests, "factory")?.value
        return limits
    }
}
