import Foundation
public import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

/// What the root controller keeps for links and saved navigation (scene format §10.3, §10.4): the page argument
/// table of the generated code that made it (`SceneControllerReference`), its own record of the arguments of the
/// pages it pushed with arguments, and the arguments of pages pushed inside presentations.
@MainActor
final class SceneLinkState {
    /// The generated code's reference, once it set its `controller`: pages it makes read their arguments there.
    weak var reference: SceneControllerReference?
    /// The arguments of tab pages that `open` and `restore` pushed, by tab, instance and generation.
    var tabArguments: [TabPageKey: PageArguments] = [:]
    /// The arguments of pages pushed inside a presentation, by the presentation's navigation and instance id.
    var presentedArguments: [ObjectIdentifier: [String: PageArguments]] = [:]

    struct TabPageKey: Hashable {
        var tab: Int
        var instance: String
        var generation: Int
    }
}

extension SceneRootViewController {
    /// Opens `link` with the values a URL bound (`SceneDefinition.link(matching:)`), taking exactly the steps of
    /// `SceneContainer.open(_:bindings:)`, so that the UI and a runtime container that opened the same link
    /// agree: every presentation is dismissed; for a path from an entry page its tab is selected and its
    /// navigation popped to its root alone; then the path's pages are pushed and presented, each with the bound
    /// values of the arguments it declares (defaults for the rest). A path that starts at the attachment page
    /// keeps the selected tab and its stack and presents over them.
    ///
    /// The observer hears each dismissal, then the tab selected and the pages popped and pushed, then each
    /// presentation. Throws the first step the scene refuses (never for a link of a checked scene with bindings
    /// from `link(matching:)`); the UI then shows the steps before it.
    public func open(
        _ link: SceneLink, bindings: [String: ArgumentValue], animated: Bool = false
    ) throws(SceneError) {
        adoptWindowDeviceBeforeLayout()
        // Only the last transition animates: UIKit refuses a presentation during an animated dismissal or
        // presentation (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
        let lastPresentation = link.steps.indices.last { link.steps[$0].isPresentation && $0 > 0 }
        try dismissAllPresentations(animated: animated && lastPresentation == nil)
        guard let first = link.steps.first else { return }
        let definition = plan.definition
        let fromAttachment =
            first.page == definition.attachment?.page && link.steps.count > 1
            && link.steps[1].isPresentation && !definition.entryPages.contains(first.page)
        let steps = Array(link.steps.enumerated().dropFirst())
        let pushes = fromAttachment ? [] : steps.prefix { !$0.element.isPresentation }
        if !fromAttachment {
            try observing { () throws(SceneError) in
                try showRoot(of: first.page, animated: animated)
                for (_, step) in pushes {
                    try pushWithArguments(
                        step.page, arguments: linkArguments(for: step.page, bindings), animated: false)
                }
            }
        }
        for (index, step) in steps.dropFirst(pushes.count) {
            let arguments = linkArguments(for: step.page, bindings)
            if step.isPresentation {
                let animates = animated && index == lastPresentation
                if index == 1 && fromAttachment {
                    try presentFromAttachment(step.page, arguments: arguments, animated: animates)
                } else {
                    try present(step.page, arguments: arguments, animated: animates)
                }
            } else {
                // Inside the presentation just presented: the observer hears the push after the presentation.
                try observing { () throws(SceneError) in
                    try pushWithArguments(step.page, arguments: arguments, animated: false)
                }
            }
        }
    }

    /// Opens the link of this scene that `url` matches, with the values it binds; false (and nothing changes)
    /// when no link matches it. Throws as `open(_:bindings:animated:)` does.
    @discardableResult
    public func open(url: String, animated: Bool = false) throws(SceneError) -> Bool {
        guard let (link, bindings) = plan.definition.link(matching: url) else { return false }
        try open(link, bindings: bindings, animated: animated)
        return true
    }

    /// The bound values of the arguments `page` declares, in declaration order.
    private func linkArguments(for page: String, _ bindings: [String: ArgumentValue]) -> PageArguments {
        let declared = plan.definition.page(page)?.arguments ?? []
        return PageArguments(declared.compactMap { argument in bindings[argument.name].map { (argument.name, $0) } })
    }

    /// Dismisses every presentation, top first (each reported to the observer).
    func dismissAllPresentations(animated: Bool) throws(SceneError) {
        while !presentationStack.entries.isEmpty {
            try dismissPresentation(animated: animated && presentationStack.entries.count == 1)
        }
    }

    /// Selects the tab whose navigation's root is `page` (the first one) and pops that navigation to its root
    /// alone, as `SceneContainer.start(at:)` and its pops do.
    func showRoot(of page: String, animated: Bool) throws(SceneError) {
        guard plan.definition.entryPages.contains(page),
            let tab = plan.navigations.firstIndex(where: { $0.navigation.pages.first?.id == page })
        else { throw .notAnEntry(page) }
        showRoot(ofTab: tab, animated: animated)
    }

    /// Selects tab `tab` and pops its navigation to its root alone.
    func showRoot(ofTab tab: Int, animated: Bool) {
        selectTab(tab)
        while plan.navigation.navigation.pages.count > 1 {
            do {
                try withSelectedNavigation { navigation throws(StackedNavigationError) in
                    try navigation.pop(animated: animated)
                }
            } catch {
                return
            }
        }
    }

    /// Pushes `page` with `arguments` (checked against the page's, defaults filled in) on the top page: of the top
    /// presentation when something is presented, else of the selected navigation. The page's context (generated
    /// code) gets the arguments, and `navigationState` reads them.
    func pushWithArguments(_ page: String, arguments: PageArguments, animated: Bool) throws(SceneError) {
        let resolved = try resolvedLinkArguments(arguments, for: page)
        if let entry = presentationStack.entries.last {
            try pushInPresentation(page, animated: animated)
            guard let instance = entry.navigation.stack.top?.id else { return }
            recordPresentedArguments(resolved, instance: instance, in: entry.navigation)
            return
        }
        let tab = plan.selectedTab
        guard let top = plan.navigation.navigation.top else { throw .undeclaredPush(from: topPage, to: page) }
        let from = topPage
        linkState.reference?.pageArguments.pending = (page, resolved)
        defer { linkState.reference?.pageArguments.pending = nil }
        guard let pushed = push(page, onTopOf: currentPlace(tab: tab, top), animated: animated) else {
            throw .undeclaredPush(from: from, to: page)
        }
        linkState.reference?.pageArguments.set(resolved, at: pushed)
        linkState.tabArguments[
            SceneLinkState.TabPageKey(tab: tab, instance: pushed.page.id, generation: pushed.generation)] =
            resolved
    }

    /// `arguments` checked against `page`'s declared arguments, defaults filled in.
    func resolvedLinkArguments(_ arguments: PageArguments, for page: String) throws(SceneError) -> PageArguments {
        switch arguments.resolved(for: plan.definition.page(page)?.arguments ?? []) {
        case .success(let resolved): return resolved
        case .failure(let error): throw .arguments(page: page, error)
        }
    }

    /// Records the arguments of a page pushed inside the presentation shown by `navigation`, forgetting those of
    /// presentations no longer shown.
    private func recordPresentedArguments(
        _ arguments: PageArguments, instance: String, in navigation: ScenePushNavigationController
    ) {
        let shown = Set(presentationStack.entries.map { ObjectIdentifier($0.navigation) })
        linkState.presentedArguments = linkState.presentedArguments.filter { shown.contains($0.key) }
        linkState.presentedArguments[ObjectIdentifier(navigation), default: [:]][instance] = arguments
    }

    /// The arguments of the tab page instance `page` of tab `tab`: what the page's context got (generated code),
    /// else what `open` or `restore` pushed it with; none for a root.
    func tabPageArguments(tab: Int, _ page: StackedPage) -> PageArguments {
        let place = currentPlace(tab: tab, page)
        if let values = linkState.reference?.pageArguments.values(at: place), !values.isEmpty { return values }
        return linkState.tabArguments[
            SceneLinkState.TabPageKey(tab: tab, instance: page.id, generation: place.generation)] ?? PageArguments()
    }

    /// The arguments of page instance `instance` of the presentation `entry`.
    func presentedPageArguments(_ entry: ScenePresentationEntry, instance: String) -> PageArguments {
        if instance == "p\(entry.depth)/\(entry.page)" { return entry.arguments }
        return linkState.presentedArguments[ObjectIdentifier(entry.navigation)]?[instance] ?? PageArguments()
    }
}

extension SceneLayoutTable {
    /// Opens each of `urls` on a fresh controller from `makeController`, hosted in a window of `device`'s size and
    /// laid out for `device` (`followsWindow` off), and compares what the UI shows with what the runtime lays out
    /// for the same link (`SceneContainer.open(_:bindings:)`, whose snapshot the layout table's rows come from):
    /// one message per value that differs, naming the device and the URL. A URL that no link matches, or that
    /// the UI refuses, is a failure too. A presentation's frames are compared only where the window has the
    /// device's size class; under a presentation the pager, header and page stack compared are the top presented
    /// page's, in the reading as in the snapshot.
    public static func linkFailures(
        _ urls: [String], on device: SceneDevice, makeController: (SceneDevice) -> SceneRootViewController
    ) -> [String] {
        var failures: [String] = []
        for url in urls {
            Self.hosting(on: device, makeController: makeController) { window, controller in
                guard let (link, bindings) = controller.plan.definition.link(matching: url) else {
                    failures.append("\(device.name), \(url): no link matches it")
                    return
                }
                var container = SceneContainer(definition: controller.plan.definition, device: device)
                do {
                    try container.open(link, bindings: bindings)
                    try controller.open(link, bindings: bindings)
                } catch {
                    failures.append("\(device.name), \(url): \(error)")
                    return
                }
                window.layoutIfNeeded()
                let reading = controller.layoutReading()
                var expected = SceneLayoutReading(snapshot: container.snapshot())
                // As in `failures(on:makeController:)`: presentations are laid out by the window's size class.
                if !Self.windowHasSizeClass(of: device, controller) { expected.takePresentationFrames(from: reading) }
                for difference in reading.differences(from: expected) {
                    failures.append("\(device.name), \(url): \(difference)")
                }
                if controller.navigationState != container.navigationState {
                    failures.append("\(device.name), \(url): the UI's navigation state is not the runtime's")
                }
            }
        }
        return failures
    }
}
