import ScenecDiagnostics
import ScenecOutput
package import ScenecRuntime
package import ScenecSema

extension LayoutChecker {
    // MARK: - SC4005, SC4006

    /// Why an active page is not shown in one state.
    struct Unshown {
        var state: NavigationState
        var reason: String
        var count: Int
    }

    static func checkStates(
        _ scene: Scene, definition: SceneDefinition, states: [DeviceStates],
        tooWide: [(device: String, page: PageID)]
    ) -> [Diagnostic] {
        var unshown: [(page: PageID, witness: Unshown)] = []
        var truncated: [SceneDevice] = []
        for entry in states {
            let device = entry.device
            if entry.isTruncated { truncated.append(device) }
            guard let area = entry.navigations.first?.frame, !area.isEmpty else { continue }
            let wide = tooWide.filter { $0.device == device.name }.map(\.page)
            for (state, navigation) in zip(entry.states, entry.navigations)
            where !state.path.contains(where: wide.contains) {
                guard let found = unshownPage(state, navigation) else { continue }
                let (page, reason) = found
                if let index = unshown.firstIndex(where: { $0.page == page }) {
                    unshown[index].witness.count += 1
                } else {
                    unshown.append((page, Unshown(state: state, reason: reason, count: 1)))
                }
            }
        }
        var result: [Diagnostic] = []
        for (id, witness) in unshown {
            guard let page = scene.page(id) else { continue }
            var notes: [Note] = []
            if witness.count > 1 {
                let more = witness.count - 1
                notes.append(
                    Note(
                        "\(more) more state\(more == 1 ? "" : "s") with '\(id)' active "
                            + "\(more == 1 ? "has" : "have") the same problem"))
            }
            for key in ["stackedLayers", "stackedLayerOffset"] {
                if let value = scene.metrics[key] {
                    notes.append(
                        Note(
                            "'\(key)' is \(NumberText.format(value.value))", at: value.range,
                            label: "places the stacked pages"))
                }
            }
            result.append(
                Diagnostic(
                    .activePageNotShown,
                    "page \(witnessName(witness.state)) is not shown "
                        + "when it is active: \(witness.reason) in \(witness.state.pathDescription) on "
                        + "\(witness.state.device)"
                        + (witness.state.tab.flatMap { scene.tabs.indices.contains($0) ? scene.tabs[$0] : nil }.map {
                            ", tab '\($0.title.value)'"
                        } ?? ""),
                    at: page.id.range, label: "active but not shown", notes: notes,
                    help: [
                        "keep `metrics.stackedLayers` at 1 or more and `metrics.stackedLayerOffset` small (the "
                            + "library uses 3 and 3 pt), and make the pages pushed after this one narrower"
                    ]
                )
            )
        }
        if !truncated.isEmpty {
            let limit = scene.tests.maxStates
            // How many states each cut device has, counted once per size class (devices of one class share them).
            let ceiling = min(1_000_000, max(10_000, limit.multipliedReportingOverflow(by: 10).partialValue))
            var counts: [SceneSizeClass: Int?] = [:]
            let devices = truncated.map { device in
                if counts[device.sizeClass] == nil {
                    counts[device.sizeClass] = StateEnumerator.stateCount(
                        definition, limits: scene.tests, on: device, ceiling: ceiling)
                }
                let total = counts[device.sizeClass].flatMap { $0 }.map { "\($0)" } ?? "more than \(ceiling)"
                return "'\(device.name)' (of \(total))"
            }.joined(separator: ", ")
            let written = scene.tests.maxStatesRange
            let states = limit == 1 ? "state" : "states"
            result.append(
                Diagnostic(
                    .stateLimitReached,
                    "layout tests cover only the first \(limit) navigation \(states) on \(devices)",
                    at: written ?? scene.name.range,
                    label: written != nil
                        ? "at most \(limit) \(states) per device" : "default limit of \(limit) \(states)",
                    notes: [Note("states are enumerated breadth first, so the deepest ones are cut")],
                    help: ["raise `tests.maxStates` or lower `tests.maxDepth`"]
                )
            )
        }
        return result
    }

    /// The page SC4005 reports `state` under and why it is not shown, or nil when the state shows it: the active page
    /// of the navigation, or under presentations the top presented page.
    static func unshownPage(_ state: NavigationState, _ navigation: NavigationFrames) -> (page: PageID, reason: String)?
    {
        if state.presented.isEmpty {
            return whyNotShown(navigation).map { (state.path[state.active], $0) }
        }
        // Under presentations the navigation is that of the state without them, checked there; the top page is the
        // last presentation's (§10.2: the per-state checks see presented pages).
        guard let frame = navigation.presented.last, frame.isEmpty else { return nil }
        return (state.top, "its presentation has no room on the device (frame \(LayoutText.rect(frame)))")
    }

    /// For each device of `table` and each of its states, the page whose SC4005 diagnostic (located at the page's id)
    /// concerns the state, or nil: the same per-state test as `check`, which reports one witness per page. States
    /// through a page that SC4001 reports on the device are not checked, as there.
    package static func activePageNotShown(
        _ scene: Scene, stacked: [Int], definition: SceneDefinition, table: LayoutTable
    ) -> [[PageID?]] {
        let devices = Devices(scene: scene, definition: definition)
        var tooWide: [(device: String, page: PageID)] = []
        for index in stacked {
            let declared = definition.pages.indices.contains(index) ? index : nil
            _ = checkWidth(scene.pages[index], declared: declared, devices: devices, tooWide: &tooWide)
        }
        return table.devices.map { entry in
            let wide = tooWide.filter { $0.device == entry.device.name }.map(\.page)
            return entry.entries.map { laidOut in
                let state = laidOut.state
                guard !state.path.contains(where: wide.contains) else { return nil }
                var frames = NavigationFrames(laidOut.navigation)
                frames.presented = laidOut.presented.map(\.layout.frame)
                return unshownPage(state, frames)?.page
            }
        }
    }

    /// Why the active page of `navigation` is not shown, or nil when part of it is: hidden, outside the
    /// navigation area, or covered by the (later, drawn on top) pages after it.
    static func whyNotShown(_ navigation: NavigationFrames) -> String? {
        let pages = navigation.pages
        let active = navigation.active
        guard pages.indices.contains(active) else { return nil }
        if pages[active].isHidden { return "it is hidden behind the pages stacked at the left edge" }
        let frame = pages[active].frame
        let shown = (max(0, frame.minX), min(navigation.frame.width, frame.maxX))
        if shown.0 >= shown.1 { return "it lies outside the navigation area" }
        // Most states have their last page active: no page is drawn over it.
        guard active + 1 < pages.count else { return nil }
        // The parts still uncovered, left to right, cut by each later page in turn; two arrays reused in turn.
        var intervals = [shown]
        var pieces: [(Double, Double)] = []
        var covering: [Int] = []  // the later pages that covered some of it, by index
        for index in (active + 1)..<pages.count where !pages[index].isHidden {
            let cover = (pages[index].frame.minX, pages[index].frame.maxX)
            pieces.removeAll(keepingCapacity: true)
            for (low, high) in intervals {
                let left = (low, min(high, cover.0))
                if cover.0 > low, left.0 < left.1 { pieces.append(left) }
                let right = (max(low, cover.1), high)
                if cover.1 < high, right.0 < right.1 { pieces.append(right) }
            }
            if pieces.count != intervals.count || zip(pieces, intervals).contains(where: { $0 != $1 }) {
                covering.append(index)
            }
            swap(&intervals, &pieces)
            // Nothing left to cover: later pages change nothing.
            if intervals.isEmpty { break }
        }
        guard intervals.isEmpty else { return nil }
        return "it is covered by " + covering.map { instanceName(pages.map(\.page), at: $0) }.joined(separator: " and ")
    }

    /// The page a witness state does not show: its active page, or its presented top page.
    static func witnessName(_ state: NavigationState) -> String {
        state.presented.isEmpty ? instanceName(state.path.map(\.rawValue), at: state.active) : "'\(state.top.rawValue)'"
    }

    /// A page of a path, as messages name it: `'album'`, or, when the path holds the page more than once (pages
    /// are templates), which instance: `'album' (page 4 of the path)`.
    static func instanceName(_ pages: [String], at index: Int) -> String {
        let page = pages[index]
        guard pages.count(where: { $0 == page }) > 1 else { return "'\(page)'" }
        return "'\(page)' (page \(index + 1) of the path)"
    }

    /// `472 pt`.
    static func pt(_ value: Double) -> String { NumberText.format(value) + " pt" }
}
