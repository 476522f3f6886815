import ScenecDiagnostics
public import ScenecModel
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
        if let style = scene.navigationStyle?.value {
            definition.navigationStyle = SizeClassValue(
                regular: style.regular == .push ? .push : .stacked, compact: style.compact == .push ? .push : .stacked)
        }
        if let style = scene.tabBarStyle?.value {
            definition.tabBarStyle = SizeClassValue(
                regular: style.regular == .bottom ? .bottom : .side, compact: style.compact == .bottom ? .bottom : .side
            )
        }
        definition.devices = scene.devices.map(SceneDevice.init(checked:))
        definition.tabs = scene.tabs.map { tab in
            SceneTab(
                title: tab.title.value,
                icon: tab.icon?.value,
                badge: tab.badge.flatMap { $0.value.isEmpty ? nil : $0.value },
                badgeColor: tab.badgeColor.map {
                    SceneColor(red: $0.value.red, green: $0.value.green, blue: $0.value.blue, alpha: $0.value.alpha)
                },
                root: tab.root.value.rawValue
            )
        }
        definition.extraItems = scene.extraItems.map {
            SceneExtraItem(title: $0.title.value, icon: $0.icon?.value, action: $0.action?.value)
        }
        definition.attachment = scene.attachment.map {
            SceneAttachment(page: $0.page.value.rawValue, isVisible: $0.visible)
        }
        definition.pages = scene.pages.map(ScenePage.init(checked:))
        self = definition
    }
}

extension Metrics {
    /// Sets the metric named `key` (a `metrics:` key of the scene format) to `value`; `stackedLayers` is rounded
    /// toward zero. Unknown keys change nothing (lowering reports them).
    mutating func apply(_ key: String, _ value: Double) {
        switch key {
        case "sidebarWidth": sidebarWidth = value
        case "tabItemHeight": tabItemHeight = value
        case "tabItemSpacing": tabItemSpacing = value
        case "attachmentHeight": attachmentHeight = value
        case "halfPageWidth": halfPageWidth = value
        case "stackedLayers": stackedLayers = value.isFinite ? Int(value.rounded(.towardZero)) : stackedLayers
        case "stackedLayerOffset": stackedLayerOffset = value
        case "overlayOpacity": overlayOpacity = value
        case "pagerBarHeight": pagerBarHeight = value
        case "pagerLineWidth": pagerLineWidth = value
        case "pagerLineHeight": pagerLineHeight = value
        case "pagerSelectedScale": pagerSelectedScale = value
        case "bottomTabBarHeight": bottomTabBarHeight = value
        case "maxBottomTabs": maxBottomTabs = value.isFinite ? Int(value.rounded(.towardZero)) : maxBottomTabs
        default: break
        }
    }
}

extension SceneDevice {
    /// The runtime device of a scene's device.
    public init(checked device: Device) {
        self.init(
            name: device.name.value, width: device.width, height: device.height,
            sizeClass: device.sizeClass == .regular ? .regular : .compact
        )
    }
}

extension ScenecRuntime.PageWidth {
    /// The runtime width rule of a scene width (the two enums have the same three cases).
    init(checked width: ScenecModel.PageWidth) {
        switch width {
        case .full: self = .full
        case .half: self = .half
        case .points(let points): self = .points(points)
        }
    }
}

extension ScenePage {
    /// The runtime value of a page.
    public init(checked page: Page) {
        let size: ScenePageSize
        switch page.size.value {
        case .fixed(let width): size = ScenePageSize(PageWidth(checked: width))
        case .bySizeClass(let regular, let compact):
            size = ScenePageSize(regular: PageWidth(checked: regular), compact: PageWidth(checked: compact))
        }
        self.init(id: page.id.value.rawValue, type: page.type.value, size: size)
        title = page.title?.value
        scrolls = page.isScrolling
        push = page.push.map(\.value.rawValue)
        if let transition = page.transition {
            self.transition = SceneTransition(
                mode: transition.mode.value == .left ? .left : .right,
                next: transition.next?.value.rawValue,
                isPopEnabled: transition.pop.value,
                navBarAlpha: transition.navBarAlpha.value
            )
        }
        if let pager = page.pager {
            var runtime = ScenePager(
                lineType: PagerLineType(checked: pager.line.value),
                scalesSelected: pager.scaleSelected,
                selected: pager.selected.value
            )
            runtime.tabs = pager.tabs.map {
                ScenePagerTab(
                    title: $0.title.value, page: $0.page.value.rawValue, width: $0.width.value, reuse: $0.reuse?.value,
                    titleWidth: $0.titleWidth?.value
                )
            }
            self.pager = runtime
        }
        if let header = page.header {
            self.header = SceneHeader(
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
                    switchTo: $0.switchTo.map(\.value.rawValue),
                    switchesByPop: $0.switchTo.map(\.value).filter($0.popSwitches.contains).map(\.rawValue)
                )
            }
            self.stack = runtime
        }
    }
}

extension PagerLineType {
    /// The runtime underline type of a scene value.
    init(checked line: LineType) {
        switch line {
        case .fixed: self = .fixed
        case .dynamic: self = .dynamic
        case .stretchFixed: self = .stretchFixed
        case .stretchDynamic: self = .stretchDynamic
        }
    }
}
