import ScenecDiagnostics
import ScenecRuntime
import ScenecSema

extension LayoutChecker {
    // MARK: - SC4003

    static func checkHeader(_ page: Page, declared: Int?, devices: Devices) -> Diagnostic? {
        guard let header = page.header else { return nil }
        let metrics = devices.metrics
        let menuHeight = header.menuHeight?.value ?? metrics.pagerBarHeight
        var failures: [(device: Device, host: Size, content: Double)] = []
        for (device, runtime, sideTabs) in devices.all {
            let area = sideTabs.navigation
            let host = Size(
                width: devices.width(ofPageAt: declared, on: runtime)
                    .resolved(navigationWidth: area.width, metrics: metrics),
                height: area.height
            )
            let nested = NestedHeader(
                hostSize: host,
                inset: header.inset,
                headerHeight: header.height.value, menuHeight: menuHeight, pinHeight: header.pinHeight.value,
                pageCount: page.pager?.tabs.count ?? 0
            )
            if nested.contentHeight <= 0 { failures.append((device, host, nested.contentHeight)) }
        }
        guard let first = failures.first else { return nil }
        let id = page.id.value.rawValue
        let insets = header.inset.top + header.inset.bottom
        let taken = menuHeight + header.pinHeight.value + insets
        let devices = failures.map { "'\($0.device.name.value)'" }.joined(separator: ", ")
        var notes: [Note] = []
        if header.pinHeight.value > 0 {
            notes.append(
                Note(
                    "the menu pins \(pt(header.pinHeight.value)) below the top", at: header.pinHeight.range,
                    label: "pin height"))
        }
        if let written = header.menuHeight {
            notes.append(Note("the menu is \(pt(written.value)) tall", at: written.range, label: "menu height"))
        }
        notes += failures.map {
            Note("the page is \(pt($0.host.height)) tall on '\($0.device.name.value)'", at: $0.device.name.range)
        }
        return Diagnostic(
            .headerLeavesNoContent,
            "the header of page '\(id)' leaves no height for its pages on \(devices): the menu "
                + "(\(pt(menuHeight))), the pin height (\(pt(header.pinHeight.value))) and the vertical insets "
                + "(\(pt(insets))) take \(pt(taken)) of \(pt(first.host.height))",
            at: header.range, label: "pages would be \(pt(first.content)) tall on '\(first.device.name.value)'",
            notes: notes,
            help: ["lower `pinHeight`, `menuHeight` or `inset.top`/`inset.bottom` so that the pages keep some height"]
        )
    }

    // MARK: - SC4004

    static func checkStack(_ page: Page, devices: Devices) -> Diagnostic? {
        guard let stack = page.stack else { return nil }
        var failures: [(device: Device, height: Double)] = []
        for (device, _, sideTabs) in devices.all {
            let area = sideTabs.navigation
            let geometry = PageStackGeometry(
                containerSize: Size(width: area.width, height: area.height),
                topInset: stack.insets.top, bottomInset: stack.insets.bottom
            )
            if geometry.settledFrame.height <= 0 { failures.append((device, area.height)) }
        }
        guard let first = failures.first else { return nil }
        let id = page.id.value.rawValue
        let devices = failures.map { "'\($0.device.name.value)' (\(pt($0.height)))" }.joined(separator: ", ")
        let insets = "top \(pt(stack.insets.top)) + bottom \(pt(stack.insets.bottom))"
        return Diagnostic(
            .stackLeavesNoRoom,
            "the page stack of '\(id)' has no room for its views: its insets (\(insets)) take the whole height "
                + "of the page on \(devices)",
            at: stack.range, label: "views would be 0 pt tall on '\(first.device.name.value)'",
            notes: failures.map {
                Note("the page is \(pt($0.height)) tall on '\($0.device.name.value)'", at: $0.device.name.range)
            },
            help: ["lower `insets.top` or `insets.bottom` so that their sum is less than the page's height"]
        )
    }
}
