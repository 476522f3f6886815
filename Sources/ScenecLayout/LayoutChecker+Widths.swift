import ScenecDiagnostics
import ScenecOutput
import ScenecRuntime
import ScenecSema

extension LayoutChecker {
    // MARK: - SC4001

    /// `declared` is `definition.index(ofPage:)` of the page's id; `page` is read only when the page is too wide.
    static func checkWidth(
        _ page: @autoclosure () -> Page, declared: Int?, devices: Devices,
        tooWide: inout [(device: String, page: PageID)]
    ) -> Diagnostic? {
        let metrics = devices.metrics
        var tooNarrow: [(device: Int, width: Double, area: Double)] = []
        for area in devices.stackedAreas {
            let rule = devices.width(ofPageAt: declared, in: area.sizeClass)
            guard !rule.isFull else { continue }
            let width = rule.resolved(navigationWidth: area.width, metrics: metrics)
            if width > area.width { tooNarrow.append((area.device, width, area.width)) }
        }
        guard !tooNarrow.isEmpty else { return nil }
        let failures = tooNarrow.map { (device: devices.all[$0.device].located, width: $0.width, area: $0.area) }
        let first = failures[0]
        let page = page()
        tooWide += failures.map { ($0.device.name.value, page.id.value) }
        let id = page.id.value.rawValue
        let list = failures.map { "'\($0.device.name.value)' (\(pt($0.area)))" }.joined(separator: ", ")
        let message =
            failures.count == 1
            ? "page '\(id)' is \(pt(first.width)) wide but the navigation area on '\(first.device.name.value)' "
                + "is only \(pt(first.area)) wide"
            : "page '\(id)' is wider than the navigation area on \(failures.count) devices: \(list)"
        let notes = failures.map {
            Note(
                "the navigation area on '\($0.device.name.value)' is \(pt($0.area)) wide; '\(id)' needs "
                    + "\(pt($0.width))",
                at: $0.device.name.range, label: "device declared here"
            )
        }
        var help: [String] = []
        var fixIts: [FixIt] = []
        if let fit = fittingSizeFixIt(page, declared: declared, devices: devices) {
            help.append("use a size per size class, for example `size: \(fit.text)`")
            fixIts.append(fit.fixIt)
        } else {
            let narrowest = failures.map(\.area).min() ?? first.area
            help.append(
                "make the page at most \(pt(narrowest)) wide on these devices, or use a size per size class "
                    + "such as `size: {regular: half, compact: full}`"
            )
        }
        return Diagnostic(
            .pageWiderThanNavigation, message, at: page.size.range,
            label: "\(pt(first.width)) on '\(first.device.name.value)'", notes: notes, help: help, fixIts: fixIts
        )
    }

    /// The width as a scene file writes it (`half`, `320`).
    static func sizeText(_ width: PageWidth) -> String {
        switch width {
        case .full: "full"
        case .half: "half"
        case .points(let points): NumberText.format(points)
        }
    }

    // MARK: - SC4007, SC4008

    /// SC4007: a page whose half or numeric width is ignored on the devices whose navigation is push style.
    /// `page` is read only when its size is ignored.
    static func checkIgnoredSize(_ page: @autoclosure () -> Page, declared: Int?, devices: Devices) -> Diagnostic? {
        // Without a push-style device no size is ignored: the lists below would be empty.
        guard devices.hasPushStyle else { return nil }
        let ignored = devices.all.filter { devices.isPushStyle($0.runtime) }.filter {
            !devices.width(ofPageAt: declared, on: $0.runtime).isFull
        }
        guard let first = ignored.first else { return nil }
        let page = page()
        let id = page.id.value.rawValue
        let names = ignored.map { "'\($0.located.name.value)'" }.joined(separator: ", ")
        return Diagnostic(
            .sizeIgnoredInPushStyle,
            "page '\(id)' is \(sizeText(page.size.value.runtime.width(for: first.runtime.sizeClass))) wide, but on \(names) "
                + "the navigation is push style, where every page fills the navigation area",
            at: page.size.range, label: "ignored on '\(first.located.name.value)'",
            notes: ignored.map {
                Note(
                    "'\($0.located.name.value)' is a \($0.runtime.sizeClass.rawValue) device", at: $0.located.name.range
                )
            },
            help: ["give the page a size per size class that is 'full' where the navigation is push style"],
            fixIts: fittingSizeFixIt(page, declared: declared, devices: devices).map { [$0.fixIt] } ?? [])
    }

    /// The one size that clears both SC4001 and SC4007 for a page with one written width: per size class, `full`
    /// where some device of that class has a push-style navigation (SC4007) or a navigation area narrower than the
    /// page (SC4001), else the written width; `full` alone when both are. Both checks offer it, so applying either's
    /// fix-it never brings the other back. Nil for a size already given per size class, or nothing to change.
    static func fittingSizeFixIt(
        _ page: Page, declared: Int?, devices: Devices
    ) -> (text: String, fixIt: FixIt)? {
        guard case .fixed(let width) = page.size.value, !width.isFull else { return nil }
        var full: Set<SceneSizeClass> = []
        for (_, runtime, sideTabs) in devices.all {
            if devices.isPushStyle(runtime) {
                full.insert(runtime.sizeClass)
                continue
            }
            let rule = devices.width(ofPageAt: declared, on: runtime)
            let area = sideTabs.navigation.width
            if !rule.isFull, rule.resolved(navigationWidth: area, metrics: devices.metrics) > area {
                full.insert(runtime.sizeClass)
            }
        }
        guard !full.isEmpty else { return nil }
        let written = sizeText(width)
        let regular = full.contains(.regular) ? "full" : written
        let compact = full.contains(.compact) ? "full" : written
        let text = regular == compact ? regular : "{regular: \(regular), compact: \(compact)}"
        let description =
            regular == compact
            ? "use 'full' on every device" : "use '\(regular)' on regular devices and '\(compact)' on compact ones"
        return (text, FixIt(description, replacing: page.size.range, with: text))
    }

    /// SC4008: extra items declared, and some device shows the tabs at the bottom, where they have no place.
    static func checkExtraItems(_ scene: Scene, devices: Devices) -> Diagnostic? {
        guard let first = scene.extraItems.first else { return nil }
        let bottom = devices.all.filter { devices.hasBottomTabBar($0.runtime) }
        guard !bottom.isEmpty else { return nil }
        let names = bottom.map { "'\($0.located.name.value)'" }.joined(separator: ", ")
        return Diagnostic(
            .extraItemsHiddenByBottomBar,
            "the extra items are not shown on \(names): the tabs are in a bottom tab bar there",
            at: first.range, label: "not shown with a bottom tab bar",
            notes: bottom.map { Note("'\($0.located.name.value)' has a bottom tab bar", at: $0.located.name.range) },
            help: ["give the extra items' actions another way in on those devices (a settings page, a button)"])
    }
}
