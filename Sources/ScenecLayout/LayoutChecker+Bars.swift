import ScenecDiagnostics
import ScenecRuntime
import ScenecSema

extension LayoutChecker {
    // MARK: - SC4002

    static func checkSidebar(_ scene: Scene, devices: Devices) -> Diagnostic? {
        let tabs = scene.tabs
        guard !tabs.isEmpty else { return nil }
        let metrics = devices.metrics
        let step = metrics.tabItemHeight + metrics.tabItemSpacing
        let extras = scene.extraItems.count
        var failures: [(device: Device, firstBad: Int)] = []
        for (device, runtime, layout) in devices.all where !devices.hasBottomTabBar(runtime) {
            let floor = layout.extraItems.last?.minY ?? device.runtime.height
            guard let bad = layout.items.firstIndex(where: { $0.maxY > floor }) ?? (floor < 0 ? tabs.count : nil)
            else { continue }
            failures.append((device, bad))
        }
        guard let first = failures.first else { return nil }
        let needed = step * Double(tabs.count + extras)
        let firstBad = failures.map(\.firstBad).min() ?? first.firstBad
        let what =
            extras > 0
            ? "\(tabs.count) tab items and \(extras) extra items"
            : "\(tabs.count) tab items"
        let devices = failures.map { "'\($0.device.name.value)' (\(pt($0.device.runtime.height)))" }.joined(
            separator: ", ")
        let range = firstBad < tabs.count ? tabs[firstBad].range : scene.extraItems[extras - 1].range
        let label =
            firstBad >= tabs.count
            ? "the extra items reach above the window"
            : extras > 0 ? "this item overlaps the extra items" : "this item ends below the window"
        var notes: [Note] = []
        if let bottom = scene.extraItems.first {
            notes.append(
                Note(
                    "extra items stack upward from the bottom of the window", at: bottom.range,
                    label: "bottom-most extra item"))
        }
        notes += failures.map {
            Note("'\($0.device.name.value)' is \(pt($0.device.runtime.height)) tall", at: $0.device.name.range)
        }
        return Diagnostic(
            .sidebarItemsOverflow,
            "the sidebar's \(what) need \(pt(needed)) but the window is shorter on \(devices)",
            at: range, label: label, notes: notes,
            help: [
                "remove tab items or extra items, or lower `metrics.tabItemHeight` or `metrics.tabItemSpacing` "
                    + "(each item takes tabItemHeight + tabItemSpacing = \(pt(step)))"
            ]
        )
    }

    // MARK: - SC4010

    /// SC4010: on each device where the bars (sidebar, bottom tab bar, visible attachment) leave the navigation no
    /// width or no height, one error at the metric that fills the window (for the device's size class), or at the
    /// device when the default metrics do.
    static func checkBars(_ scene: Scene, devices: Devices) -> [Diagnostic] {
        devices.all.compactMap { located, device, sideTabs in
            let navigation = sideTabs.navigation
            guard navigation.width <= 0 || navigation.height <= 0 else { return nil }
            let metrics = devices.definition.metrics(for: device.sizeClass)
            let bar: (key: String, what: String, size: Double, room: Double)
            if devices.hasBottomTabBar(device) {
                bar =
                    metrics.bottomTabBarHeight + device.safeArea.bottom >= device.height
                    ? ("bottomTabBarHeight", "the bottom tab bar is", metrics.bottomTabBarHeight, device.height)
                    : ("attachmentHeight", "the attachment bar is", metrics.attachmentHeight, device.height)
            } else if navigation.width <= 0 {
                bar = ("sidebarWidth", "the sidebar is", metrics.sidebarWidth, device.width)
            } else {
                bar = ("attachmentHeight", "the attachment bar is", metrics.attachmentHeight, device.height)
            }
            let isWidth = bar.key == "sidebarWidth"
            let written =
                device.sizeClass == .compact
                ? (scene.metrics.compactValues.first { $0.key == bar.key }?.value ?? scene.metrics[bar.key])
                : scene.metrics[bar.key]
            let name = located.name.value
            let size = "\(pt(device.width)) × \(pt(device.height))"
            return Diagnostic(
                .barsLeaveNoNavigation,
                "on '\(name)' (\(size)) \(bar.what) \(pt(bar.size)) \(isWidth ? "wide" : "tall"), and the bars leave "
                    + "no room for the navigation",
                at: written?.range ?? located.name.range,
                label: "no room for the navigation on '\(name)'",
                notes: written == nil
                    ? []
                    : [Note("'\(name)' is a \(device.sizeClass.rawValue) device of \(size)", at: located.name.range)],
                help: [
                    "make `metrics.\(bar.key)` smaller than the window's \(isWidth ? "width" : "height") "
                        + "(\(pt(bar.room))), with room left for the pages"
                ])
        }
    }
}
