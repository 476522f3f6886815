import Foundation
public import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

// Saved navigation on the running UI (scene format §10.4): the state to save, and restoring one.
extension SceneRootViewController {
    /// The navigation state the UI shows, to save (§10.4): the selected tab (nil for a `root` scene); per tab its
    /// pages with the arguments they were pushed with (a page made without them, by a navigation script or a
    /// swipe, with the defaults and samples its context got), each pager's selected tab when it is not the declared
    /// `selected`, and the active page; each presentation with the page it was presented from, its detent when
    /// it is not the first, and its pages with their arguments. `SceneContainer.navigationState` is the same
    /// value for a runtime container in this state (up to a pager that shows its declared tab, which a runtime
    /// container that selected it explicitly names).
    public var navigationState: SavedNavigation {
        let definition = plan.definition
        var stacks: [SavedNavigation.Stack] = []
        for (tab, navigationPlan) in plan.navigations.enumerated() {
            let navigation = navigationPlan.navigation
            let pages = navigation.pages.map { page in
                savedPage(
                    page, arguments: tabPageArguments(tab: tab, page),
                    pageControllers: navigations.indices.contains(tab) ? navigations[tab].pageControllers : [:])
            }
            stacks.append(SavedNavigation.Stack(pages: pages, active: navigation.activeIndex))
        }
        let presented = presentationStack.entries.map { entry in
            let pages = entry.navigation.stack.pages
            return SavedNavigation.Presentation(
                from: Self.pageID(ofInstance: entry.from), fromAttachment: entry.isFromAttachment,
                detent: shownDetent(entry),
                pages: pages.map { page in
                    savedPage(
                        page, arguments: presentedPageArguments(entry, instance: page.id),
                        pageControllers: entry.navigation.pageControllers)
                })
        }
        return SavedNavigation(
            selectedTab: definition.root == nil ? plan.selectedTab : nil, navigations: stacks,
            presentations: presented)
    }

    /// Restores `saved` on this UI as far as the scene still allows it, and reports the rest (§10.4): the state
    /// `SceneContainer.restoring(_:definition:device:)` restores (the longest valid prefix of each stack, the
    /// presentations up to the first refused one) is replayed here. Every presentation is dismissed; each tab
    /// is popped to its root and its saved pages pushed with their arguments and pager tabs, its active page
    /// activated; the saved tab is selected; the presentations are presented with their arguments, detents and
    /// pushes. Total: it never traps, whatever `saved` holds.
    ///
    /// The observer hears the dismissals, then the tab selected and each tab's pops and pushes, then each
    /// presentation.
    @discardableResult
    public func restore(_ saved: SavedNavigation, animated: Bool = false) -> RestoreReport {
        // Called from `scene(_:willConnectTo:options:)` before any layout pass: the window's device, not the
        // placeholder (an iPhone keeps its saved detents and compact styles).
        adoptWindowDeviceBeforeLayout()
        var (container, report) = SceneContainer.restoring(saved, definition: plan.definition, device: plan.device)
        report.dropped += replay(container.navigationState, animated: animated)
        return report
    }

    /// `restore(_:animated:)` on the state `decode` reads (Foundation's `JSONDecoder` on saved bytes, for
    /// example); when `decode` throws, nothing changes and the report says why.
    @discardableResult
    public func restore(decoding decode: () throws -> SavedNavigation, animated: Bool = false) -> RestoreReport {
        do {
            return restore(try decode(), animated: animated)
        } catch {
            return RestoreReport(unreadable: error)
        }
    }

    /// Shows `state`, which the scene accepts (a runtime container's state); a step the UI still refuses ends
    /// the replay of its stack.
    ///
    /// Returns what the UI refused although the scene accepts it (UIKit refusing a presentation, for example), so
    /// that the report never says complete while the screen shows less.
    private func replay(_ state: SavedNavigation, animated: Bool) -> [RestoreReport.Drop] {
        var refused: [RestoreReport.Drop] = []
        func refuse(_ location: String, _ reason: String, later: Int, of what: String = "page") {
            refused.append(
                RestoreReport.Drop(
                    location: location, reason: "the UI refused it: " + reason,
                    alsoDropped: later <= 0 ? "" : "\(later) later \(what)\(later == 1 ? "" : "s")"))
        }
        // Only the last transition animates: UIKit refuses a presentation during an animated dismissal or
        // presentation (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
        try? dismissAllPresentations(animated: animated && state.presentations.isEmpty)
        observing {
            for (tab, stack) in state.navigations.enumerated() where plan.navigations.indices.contains(tab) {
                showRoot(ofTab: tab, animated: false)
                guard let root = stack.pages.first else { continue }
                selectPagerTab(of: root)
                var shown = true
                for (index, page) in stack.pages.enumerated().dropFirst() {
                    do throws(SceneError) {
                        try pushWithArguments(page.page, arguments: page.pageArguments, animated: false)
                    } catch {
                        refuse(
                            "tab \(tab), page \(index)", SceneContainer.reason(error),
                            later: stack.pages.count - 1 - index)
                        shown = false
                        break
                    }
                    selectPagerTab(of: page)
                }
                if shown, let active = stack.active, active != plan.navigation.navigation.pages.count - 1 {
                    do throws(SceneError) {
                        try apply(.activate(active))
                    } catch {
                        refuse("tab \(tab), the active page \(active)", SceneContainer.reason(error), later: 0)
                    }
                }
            }
            selectTab(state.selectedTab ?? 0)
        }
        for (index, presentation) in state.presentations.enumerated() {
            guard let first = presentation.pages.first else { return refused }
            let animates = animated && index == state.presentations.count - 1
            let later = state.presentations.count - 1 - index
            do throws(SceneError) {
                let shown = presentationStack.entries.count
                if presentation.fromAttachment {
                    try presentFromAttachment(first.page, arguments: first.pageArguments, animated: animates)
                } else {
                    try present(first.page, arguments: first.pageArguments, animated: animates)
                }
                guard presentationStack.entries.count > shown else {
                    refuse(
                        "presentation \(index)",
                        "UIKit did not present it (the scene's view is in no window, or it presents already)",
                        later: later, of: "presentation")
                    return refused
                }
                if let detent = presentation.detent { try setPresentedDetent(detent) }
                selectPagerTab(of: first)
                // The observer hears each push inside the presentation, after the presentation.
                try observing { () throws(SceneError) in
                    for page in presentation.pages.dropFirst() {
                        try pushWithArguments(page.page, arguments: page.pageArguments, animated: false)
                        selectPagerTab(of: page)
                    }
                }
            } catch {
                refuse("presentation \(index)", SceneContainer.reason(error), later: later, of: "presentation")
                return refused
            }
        }
        return refused
    }

    /// Selects the top page's pager tab that `page` saved, or its declared `selected` when it saved none.
    private func selectPagerTab(of page: SavedNavigation.Page) {
        guard let declared = plan.definition.page(page.page)?.pager else { return }
        let wanted = page.pagerTab ?? declared.selected
        let pager: PagerViewController?
        if let entry = presentationStack.entries.last {
            pager = entry.navigation.stack.top.flatMap { top in
                entry.navigation.pageControllers[top.id].flatMap(hostedContainer)
            }
        } else {
            pager = topPager
        }
        guard let pager, pager.pagerPlan.pager.selected != wanted else { return }
        _ = pager.selectTab(wanted)
    }

    /// A saved page: its id, its arguments by name, and its pager's tab when it is not the declared `selected`.
    private func savedPage(
        _ page: StackedPage, arguments: PageArguments, pageControllers: [String: UIViewController]
    ) -> SavedNavigation.Page {
        // A page made without its values (by a navigation script, a swipe) got its defaults, nil, or its type's
        // sample (`ScenePageContext.arguments`): those are what it shows, what restoring gives it again, and what
        // the runtime's `navigationState` saves (`PageArguments.shown(for:)`, §10.4).
        var values: [String: ArgumentValue] = [:]
        for (name, value) in arguments.shown(for: plan.definition.page(page.page)?.arguments ?? []).values {
            values[name] = value
        }
        var pagerTab: Int?
        if let declared = plan.definition.page(page.page)?.pager,
            let host = pageControllers[page.id],
            let pager: PagerViewController = hostedContainer(host),
            pager.pagerPlan.pager.selected != declared.selected
        {
            pagerTab = pager.pagerPlan.pager.selected
        }
        return SavedNavigation.Page(page: page.page, arguments: values, pagerTab: pagerTab)
    }

    /// The detent a presentation's sheet shows when the page has detents on this device and it is not the first.
    private func shownDetent(_ entry: ScenePresentationEntry) -> SheetDetent? {
        let presentation = entry.presentation
        guard presentation.usesDetents(on: plan.device.sizeClass), let first = presentation.detents.first else {
            return nil
        }
        let sheet =
            entry.navigation.sheetPresentationController
            ?? entry.navigation.popoverPresentationController?.adaptiveSheetPresentationController
        let detent: SheetDetent? =
            switch sheet?.selectedDetentIdentifier {
            case .some(.medium): .medium
            case .some(.large): .large
            default: nil
            }
        guard let detent, detent != first, presentation.detents.contains(detent) else { return nil }
        return detent
    }

    /// The page id of an instance id: `album#2` and `p1/album#2` are `album`.
    static func pageID(ofInstance instance: String) -> String {
        let last = instance.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? instance
        return last.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            ?? last
    }
}

extension SceneLayoutTable {
    /// Saves and restores every state of the table (scene format §10.4), one message per value that differs,
    /// naming the device and the state: each state's script runs on a fresh controller from `makeController`,
    /// hosted as `failures(on:makeController:)` hosts it; its `navigationState`, written as JSON and read back, is
    /// restored on another fresh controller. The restore must be complete, show the same reading (up to what saved
    /// navigation does not keep: `SceneLayoutReading.restorablePart()`) and save the same state again. Both
    /// controllers are in the same kind of window, so presentations' frames are compared on every device.
    public func restoreFailures(
        on device: SceneDevice, makeController: (SceneDevice) -> SceneRootViewController
    ) -> [String] {
        eachRow(on: device) { row, failures in
            let name = "\(device.name), state \(row.name) restored"
            var saved: (state: SavedNavigation, reading: SceneLayoutReading)?
            let refused = Self.hosting(row, on: device, makeController: makeController) { controller, reading in
                saved = (controller.navigationState, reading)
            }
            if let refused { failures.append(refused) }
            guard let saved else { return }
            let data: Data
            do {
                data = try JSONEncoder().encode(saved.state)
            } catch {
                failures.append("\(name): the state cannot be written: \(error)")
                return
            }
            Self.hosting(on: device, makeController: makeController) { window, controller in
                let report = controller.restore(decoding: {
                    try JSONDecoder().decode(SavedNavigation.self, from: data)
                })
                window.layoutIfNeeded()
                for drop in report.dropped { failures.append("\(name): dropped \(drop)") }
                let reading = controller.layoutReading().restorablePart()
                for difference in reading.differences(from: saved.reading.restorablePart()) {
                    failures.append("\(name): \(difference)")
                }
                if controller.navigationState != saved.state {
                    failures.append("\(name): the restored UI saves another state")
                }
            }
        }
    }
}
