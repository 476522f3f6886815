import ScenecDiagnostics
public import ScenecRuntime

/// The post-check stage: the one place where the located model becomes the runtime's `SceneDefinition`.
///
/// After the checker, every later stage (layout, layout checks, code generation, the generated code and the
/// UIKit layer) works from this one definition; the located `Scene` stays for diagnostics only.
extension SceneDefinition {
    /// The runtime definition of a checked scene: devices, metrics with the scene's overrides, tabs (or the
    /// root page), extra items, the attachment and every page, in the scene file's order.
    ///
    /// Call it on a scene whose references resolve (no checker errors); it maps values and decides nothing.
    public init(checked scene: Scene) {
        var metrics = Metrics()
        for (key, located) in scene.metrics.values {
            metrics.apply(key, located.value)
        }
        var compact = metrics
        for (key, located) in scene.metrics.compactValues {
            compact.apply(key, located.value)
        }
        var root: String?
        if case .root(let id) = scene.navigation { root = id.value.rawValue }
        // Built as a separate value and assigned at the end: property observers do not run inside a type's own
        // initializers, and `pages`' observer keeps the page index (O(1) lookups) in step.
        var definition = SceneDefinition(name: scene.name.value, metrics: metrics, root: root)
        definition.compactMetrics = compact == metrics ? nil : compact
        if let style = scene.navigationStyle { definition.navigationStyle = style.value }
        if let style = scene.tabBarStyle { definition.tabBarStyle = style.value }
        definition.devices = scene.devices.map(\.runtime)
        definition.tabs = scene.tabs.map { tab in
            SceneTab(
                title: tab.title.value,
                icon: tab.icon?.value,
                badge: tab.badge.flatMap { $0.value.isEmpty ? nil : $0.value },
                badgeColor: tab.badgeColor?.value,
                root: tab.root.value.rawValue
            )
        }
        definition.extraItems = scene.extraItems.map {
            SceneExtraItem(title: $0.title.value, icon: $0.icon?.value, action: $0.action?.value)
        }
        definition.attachment = scene.attachment.map {
            SceneAttachment(page: $0.page.value.rawValue, isVisible: $0.visible)
        }
        // Each page is read field by field where it is: `map`, the array's subscript or a borrow of an element
        // handed each page over as a copy, copied whole and freed again (validate at 10,000 pages: 6 M instructions).
        var pages: [ScenePage] = []
        pages.reserveCapacity(scene.pages.count)
        scene.pages.withUnsafeBufferPointer { located in
            for index in located.indices { pages.append(ScenePage(checkedAt: located.baseAddress! + index)) }
        }
        definition.pages = pages
        let names = Link.caseNames(of: scene.links)
        definition.links = zip(scene.links, names).compactMap { link, name in
            link.route(in: scene).map { route in
                SceneLink(
                    name: name, route: route,
                    steps: link.steps.map {
                        SceneLink.Step(page: $0.page.value.rawValue, isPresentation: $0.isPresentation)
                    })
            }
        }
        self = definition
    }
}

extension Metrics {
    /// Sets the metric named `key` (a `metrics:` key of the scene format) to `value`; a whole metric
    /// (`stackedLayers`, `maxBottomTabs`) is rounded toward zero, and left as it is by a value that is not finite.
    /// Unknown keys change nothing (lowering reports them).
    mutating func apply(_ key: String, _ value: Double) {
        switch MetricOverrides.properties.first(where: { $0.key == key })?.property {
        case .number(let set)?: set(&self, value)
        case .whole(let set)?: if value.isFinite { set(&self, Int(value.rounded(.towardZero))) }
        case nil: break
        }
    }
}

extension ScenePage {
    /// The runtime value of a page.
    public init(checked page: Page) {
        self = withUnsafePointer(to: page) { ScenePage(checkedAt: $0) }
    }

    /// The runtime value of the page at `page`, each field read through the pointer (`pointee.field` reads that
    /// field alone): what `SceneDefinition(checked:)` calls for each page in place.
    init(checkedAt page: UnsafePointer<Page>) {
        var transition: SceneTransition?
        if let located = page.pointee.transition {
            transition = SceneTransition(
                mode: located.mode.value,
                next: located.next?.value.rawValue,
                isPopEnabled: located.pop.value,
                navBarAlpha: located.navBarAlpha.value
            )
        }
        var pager: ScenePager?
        if let located = page.pointee.pager {
            var runtime = ScenePager(
                lineType: located.line.value,
                scalesSelected: located.scaleSelected,
                selected: located.selected.value
            )
            runtime.tabs = located.tabs.map {
                ScenePagerTab(
                    title: $0.title.value, page: $0.page.value.rawValue, width: $0.width.value, reuse: $0.reuse?.value,
                    titleWidth: $0.titleWidth?.value
                )
            }
            pager = runtime
        }
        var header: SceneHeader?
        if let located = page.pointee.header {
            header = SceneHeader(
                height: located.height.value,
                menuHeight: located.menuHeight?.value,
                pinHeight: located.pinHeight.value,
                inset: located.inset
            )
        }
        var stack: SceneStack?
        if let located = page.pointee.stack {
            var runtime = SceneStack(
                root: located.root.value.rawValue, topInset: located.insets.top, bottomInset: located.insets.bottom
            )
            runtime.views = located.views.map {
                SceneStackView(
                    id: $0.id.value.rawValue, type: $0.type.value, push: $0.push.map(\.value.rawValue),
                    switchTo: $0.switchTo.map(\.value.rawValue),
                    switchesByPop: $0.switchTo.map(\.value).filter($0.popSwitches.contains).map(\.rawValue)
                )
            }
            stack = runtime
        }
        // One initializer for the whole page: made with `init(id:type:size:)` and then assigned property by
        // property, each page was copied whole (validate at 10,000 pages).
        self.init(
            id: page.pointee.id.value.rawValue, type: page.pointee.type.value, title: page.pointee.title?.value,
            size: page.pointee.size.value.runtime,
            scrolls: page.pointee.isScrolling, showsNavigationBar: page.pointee.showsNavigationBar,
            push: page.pointee.push.map(\.value.rawValue), transition: transition, pager: pager, header: header,
            stack: stack,
            arguments: page.pointee.arguments.isEmpty ? [] : page.pointee.arguments.map(\.runtime),
            present: page.pointee.present.isEmpty ? [] : page.pointee.present.map(\.value.rawValue),
            presentation: page.pointee.presentation?.runtime)
    }
}
