import ScenecDiagnostics
public import ScenecModel
public import ScenecRuntime

extension Metrics {
    /// The runtime metrics of a scene: each key of `overrides` replaces the library default (scene format §8),
    /// every other value stays the runtime's default. `stackedLayers` is rounded toward zero.
    public init(_ overrides: MetricOverrides) {
        self.init()
        for (key, located) in overrides.values {
            let value = located.value
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
            default: break
            }
        }
    }
}

extension ScenecModel.PageWidth {
    /// The runtime's width rule for this scene width (the two enums have the same three cases).
    public var runtimeWidth: ScenecRuntime.PageWidth {
        switch self {
        case .full: .full
        case .half: .half
        case .points(let points): .points(points)
        }
    }
}

extension ScenecModel.LineType {
    /// The runtime's underline type for this scene value.
    public var runtimeLineType: PagerLineType {
        switch self {
        case .fixed: .fixed
        case .dynamic: .dynamic
        case .stretchFixed: .stretchFixed
        case .stretchDynamic: .stretchDynamic
        }
    }
}

extension ScenecModel.Pager {
    /// The runtime pager of this scene pager, with `selected` (default: the scene's `selected`) clamped into
    /// the tabs by the runtime.
    public func runtimePager(selected: Int? = nil, metrics: Metrics) -> ScenecRuntime.Pager {
        ScenecRuntime.Pager(
            tabs: tabs.map { ScenecRuntime.PagerTab(width: $0.width.value, titleWidth: $0.titleWidth?.value) },
            lineType: line.value.runtimeLineType,
            scalesSelected: scaleSelected,
            selected: selected ?? self.selected.value,
            metrics: metrics
        )
    }
}

extension Scene {
    /// The runtime metrics of this scene (defaults overridden by `metrics:`).
    public var runtimeMetrics: Metrics { Metrics(metrics) }

    /// The side tab layout of this scene on `device` (R1): side tabs with their items, extra items and
    /// attachment, or, for a `root:` scene, a navigation that fills the window.
    public func sideTabLayout(on device: Device) -> SideTabLayout {
        let window = Size(width: device.width, height: device.height)
        guard case .tabs(let tabs) = navigation else { return .withoutSideTabs(window: window) }
        let state: AttachmentState = attachment.map { $0.visible ? .visible : .hidden } ?? .absent
        return SideTabLayout(
            window: window,
            itemCount: tabs.count,
            extraItemCount: extraItems.count,
            attachment: state,
            metrics: runtimeMetrics
        )
    }

    /// The width rule of page `id` on a device of `sizeClass` (full when the page is not declared).
    public func pageWidth(_ id: PageID, sizeClass: SizeClass) -> ScenecRuntime.PageWidth {
        page(id)?.size.value.width(for: sizeClass).runtimeWidth ?? .full
    }
}
