import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

/// One presentation the root controller shows (scene format §10.2): the presented page inside a push-style
/// navigation of its own (a `UINavigationController`, `ScenePushNavigationController`), presented with UIKit's
/// `present(_:animated:completion:)`.
@MainActor
public struct ScenePresentationEntry {
    /// The presented page (a scene page id).
    public let page: String
    /// The instance it was presented from (the top page of the navigation or of the presentation below), or the
    /// attachment page.
    public let from: String
    /// Whether the attachment page presented it.
    public let isFromAttachment: Bool
    /// Its depth, 1 for the lowest: its pages' instance ids are `p<depth>/<page>`.
    public let depth: Int
    /// The page's declared presentation (the default sheet when it declares none).
    public let presentation: ScenePresentation
    /// Its arguments, checked against the page's, defaults filled in.
    public let arguments: PageArguments
    /// The push-style navigation presented, UIKit's `UINavigationController`: its first page is the presented
    /// page.
    public let navigation: ScenePushNavigationController
}

/// Whether a transition waited for another (set once `PresentationStack.perform` returned).
@MainActor
final class WaitedFlag {
    var value = false
}

/// The presentations of a root controller, bottom first, and the UIKit transitions that show them, one at a time.
///
/// UIKit refuses a presentation while another presentation or a dismissal is in progress ("Attempt to present …
/// while a presentation is in progress", https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed): an animated transition is in
/// progress until its completion runs. So each transition the scene starts while an animated one is in progress
/// waits for that one's completion, and the record (`entries`, what the observer heard) is what the screen shows
/// once they ran.
@MainActor
final class PresentationStack {
    var entries: [ScenePresentationEntry] = []
    /// Whether an animated presentation or dismissal the scene started is in progress.
    private(set) var isTransitioning = false
    /// The transitions started while one was in progress, in order.
    private var waiting: [@MainActor () -> Void] = []
    /// Called when the last animated transition ended and none waits (the root announces the screen then).
    var didBecomeIdle: (@MainActor () -> Void)?

    /// Runs `transition` now, or after the transitions in progress and waiting; `transition` calls `done` from
    /// its UIKit completion (or at once when UIKit does nothing). Returns whether it ran now.
    @discardableResult
    func perform(
        animated: Bool, _ transition: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void
    ) -> Bool {
        guard !isTransitioning else {
            waiting.append { [unowned self] in perform(animated: animated, transition) }
            return false
        }
        if animated { isTransitioning = true }
        var finished = false
        transition { [weak self] in
            guard animated, !finished, let self else { return }
            finished = true
            isTransitioning = false
            while !isTransitioning, !waiting.isEmpty { waiting.removeFirst()() }
            if !isTransitioning { didBecomeIdle?() }
        }
        return true
    }
}

extension SceneRootViewController {
    /// The presentations shown, bottom first; empty when nothing is presented.
    public var presentations: [ScenePresentationEntry] { presentationStack.entries }

    /// The page on top: the top page of the top presentation, or of the selected navigation.
    public var topPage: String {
        presentationStack.entries.last?.navigation.stack.top?.page
            ?? plan.navigation.navigation.top?.page ?? ""
    }

    /// Presents `page` from the top page, which must declare it (itself, or a page of its pager: a pager page
    /// presents from its host), with `arguments`. The page is shown in a push-style navigation of its own, with
    /// the page's `modalPresentationStyle`, sheet detents (the first selected), `isModalInPresentation` and, for a
    /// popover, the presenting page's view as source; this controller is the presentation controller's delegate,
    /// so a swipe down keeps `presentations` in step.
    public func present(
        _ page: String, arguments: PageArguments = PageArguments(), animated: Bool = false,
        completion: (() -> Void)? = nil
    ) throws(SceneError) {
        let top = topPage
        guard plan.definition.presentTargets(from: top).contains(page) else {
            throw .undeclaredPresent(from: top, to: page)
        }
        let resolved = try resolvedArguments(arguments, for: page)
        if let below = presentationStack.entries.last {
            let from = below.navigation.stack.top?.id ?? below.page
            show(
                page, from: from, isFromAttachment: false, arguments: resolved, presenter: below.navigation,
                source: below.navigation.view, animated: animated, completion: completion)
        } else {
            let instance = plan.navigation.navigation.top?.id ?? top
            let presenter = selectedNavigation.pageControllers[instance] ?? self
            show(
                page, from: instance, isFromAttachment: false, arguments: resolved, presenter: presenter,
                source: selectedNavigation.pageView(instance) ?? view, animated: animated, completion: completion)
        }
    }

    /// Presents `page` from the attachment page, which must declare it; refused while something is presented
    /// (the attachment bar is below every presentation).
    public func presentFromAttachment(
        _ page: String, arguments: PageArguments = PageArguments(), animated: Bool = false,
        completion: (() -> Void)? = nil
    ) throws(SceneError) {
        let attachmentPage = plan.definition.attachment?.page ?? ""
        guard let attachmentController, let attachment, presentationStack.entries.isEmpty,
            plan.definition.presentTargets(from: attachmentPage).contains(page)
        else { throw .undeclaredPresent(from: attachmentPage, to: page) }
        let resolved = try resolvedArguments(arguments, for: page)
        show(
            page, from: attachmentPage, isFromAttachment: true, arguments: resolved, presenter: attachmentController,
            source: attachment, animated: animated, completion: completion)
    }

    /// Dismisses the top presentation and everything in it; refused when nothing is presented.
    public func dismissPresentation(animated: Bool = false, completion: (() -> Void)? = nil) throws(SceneError) {
        guard let top = presentationStack.entries.last else { throw .nothingPresented }
        endPresentations(
            from: presentationStack.entries.count - 1, dismissing: top.navigation, animated: animated,
            completion: completion)
    }

    /// Moves the top presentation's sheet to `detent` (what dragging its grabber does:
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier),
    /// which its page must declare, on a device where it has detents; refused as `SceneContainer.setDetent`
    /// refuses it.
    public func setPresentedDetent(_ detent: SheetDetent) throws(SceneError) {
        guard let top = presentationStack.entries.last else { throw .nothingPresented }
        let presentation = plan.definition.page(top.page)?.presentation ?? ScenePresentation()
        guard presentation.usesDetents(on: plan.device.sizeClass), presentation.detents.contains(detent) else {
            throw .detentUnavailable(page: top.page, detent: detent)
        }
        let sheet =
            top.navigation.sheetPresentationController
            ?? top.navigation.popoverPresentationController?.adaptiveSheetPresentationController
        // "To animate changes to any of the sheet's properties, set them inside the block"
        // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)).
        sheet?.animateChanges { sheet?.selectedDetentIdentifier = detent == .medium ? .medium : .large }
    }

    /// Pushes `page` inside the top presentation (its own push-style stack, UIKit's `pushViewController`), which
    /// the top page must declare.
    func pushInPresentation(_ page: String, animated: Bool = false) throws(SceneError) {
        guard let top = presentationStack.entries.last else { return }
        let stack = top.navigation.stack
        let from = stack.top?.page ?? top.page
        guard plan.definition.pushTargets(from: from).contains(page) else {
            throw .undeclaredPush(from: from, to: page)
        }
        do {
            try top.navigation.push(pushedPage(page, in: top), animated: animated)
        } catch {
            throw .navigation(error)
        }
        top.navigation.view.layoutIfNeeded()  // makes the pushed page, whose content now answers a status bar tap
        updateScrollsToTop()
    }

    /// The instance a push of `page` inside `entry`'s stack makes: `p<depth>/<page>`, `#2` and on for a page
    /// already in it.
    func pushedPage(_ page: String, in entry: ScenePresentationEntry) -> StackedPage {
        let count = entry.navigation.stack.pages.reduce(1) { $0 + ($1.page == page ? 1 : 0) }
        return StackedPage(id: "p\(entry.depth)/" + (count == 1 ? page : "\(page)#\(count)"), page: page)
    }

    /// Presents `page` with `arguments` from the page at `place` (what a page's navigator's `present…` does):
    /// the presentations above the page's level are dismissed and the pages above it in its stack popped, so that
    /// it is the top page (a pager page presents from its host), then `page` is presented as `present` does.
    /// Returns the presented page's place; nil when `place` is not current, is the attachment page while
    /// something is presented, or does not declare `page`.
    @discardableResult
    public func present(
        _ page: String, from place: ScenePagePlace, arguments: PageArguments = PageArguments(),
        animated: Bool = true
    ) -> ScenePagePlace? {
        observing {
            // The attachment page (no tab) presents only while nothing is presented: `presentFromAttachment`.
            let presenter = place.tab == nil ? (plan.definition.attachment?.page ?? "") : hostPage(of: place)
            guard place.tab == nil || isCurrent(place), plan.definition.presentTargets(from: presenter).contains(page)
            else { return nil }
            do {
                if place.tab == nil {
                    try presentFromAttachment(page, arguments: arguments, animated: animated)
                } else {
                    // The presentations above go without animation: only the last step, the presentation, animates
                    // (UIKit would refuse it during an animated dismissal).
                    bringToTop(place, animated: animated, dismissesAnimated: false)
                    let shown = presentationStack.entries.count
                    try present(page, arguments: arguments, animated: animated)
                    // UIKit refused it: nothing new on screen, nothing recorded.
                    guard presentationStack.entries.count > shown else { return nil }
                }
            } catch {
                return nil
            }
            return presentationStack.entries.last.map(presentedPlace)
        }
    }

    /// Dismisses the presentation that shows the page at `place` and every presentation above it; false when the
    /// page is not in a presentation or no longer shown.
    @discardableResult
    public func dismissPresentation(of place: ScenePagePlace, animated: Bool = true) -> Bool {
        guard let depth = place.presentation, presentedNavigation(of: place) != nil else { return false }
        observing { dismissPresentations(above: depth - 1, animated: animated) }
        return true
    }

    /// The push-style navigation of the presentation that shows the page at `place`, when the page instance is
    /// still the one shown there (its generation, as for a tab's page).
    func presentedNavigation(of place: ScenePagePlace) -> ScenePushNavigationController? {
        guard let depth = place.presentation, let tab = place.tab, presentationStack.entries.indices.contains(depth - 1)
        else { return nil }
        let navigation = presentationStack.entries[depth - 1].navigation
        let instance = place.navigationInstance
        guard navigation.stack.index(of: instance) != nil else { return nil }
        guard place.generation == 0 || pageGenerations.generation(tab: tab, instance: instance) == place.generation
        else { return nil }
        return navigation
    }

    /// Pushes `page` inside the presentation that shows the page at `place`, on top of that page (the
    /// presentations above and the pages above it in its stack go first); the new page's place, or nil.
    func pushInPresentation(_ page: String, onTopOf place: ScenePagePlace, animated: Bool) -> ScenePagePlace? {
        guard let navigation = presentedNavigation(of: place),
            plan.definition.pushTargets(from: hostPage(of: place)).contains(page)
        else { return nil }
        // The pages above it go without animation: only the push animates (UIKit's navigation controller runs one
        // transition at a time).
        bringToTop(place, animated: false, dismissesAnimated: animated)
        do {
            try pushInPresentation(page, animated: animated)
        } catch {
            return nil
        }
        guard let pushed = navigation.stack.top else { return nil }
        return currentPlace(tab: place.tab ?? plan.selectedTab, pushed)
    }

    /// Pops the pages above the presented page at `place` and dismisses the presentations above its own.
    func popInPresentation(to place: ScenePagePlace) -> Bool {
        guard presentedNavigation(of: place) != nil else { return false }
        observing { bringToTop(place, animated: false) }
        return true
    }

    /// Makes the page at `place` (current) the top page: the presentations above its level are dismissed, and the
    /// pages above it in its stack (its presentation's, or its tab's navigation) are popped.
    private func bringToTop(_ place: ScenePagePlace, animated: Bool, dismissesAnimated: Bool? = nil) {
        let instance = place.navigationInstance
        if let depth = place.presentation, let navigation = presentedNavigation(of: place) {
            dismissPresentations(above: depth, animated: dismissesAnimated ?? animated)
            navigation.popTo(instance, animated: animated)
        } else if let tab = place.tab {
            selectTab(tab)
            dismissPresentations(above: 0, animated: dismissesAnimated ?? animated)
            try? withSelectedNavigation { navigation in navigation.popTo(instance, animated: animated) }
        }
    }

    /// Dismisses the presentations deeper than `depth` (all of them for 0), top first as the observer hears it:
    /// UIKit dismisses the lowest one's whole chain.
    func dismissPresentations(above depth: Int, animated: Bool) {
        guard presentationStack.entries.count > depth else { return }
        endPresentations(from: depth, dismissing: presentationStack.entries[depth].navigation, animated: animated)
    }

    /// Ends the presentations from `index` up in the record, top first as the observer hears it: they leave the
    /// record, then UIKit dismisses `dismissing` (the lowest one's navigation, whose whole chain UIKit dismisses;
    /// nil when UIKit already did or never showed it), then the scroll-to-top owner follows the new top and the
    /// observer hears each dismissal. The record changes before UIKit is asked, so that a transition waiting for
    /// this one sees what is recorded, and UIKit is asked before the observer hears, so that an observer that
    /// presents again does so after the dismissal.
    private func endPresentations(
        from index: Int, dismissing: ScenePushNavigationController?, animated: Bool = false,
        completion: (() -> Void)? = nil
    ) {
        let removed = presentationStack.entries[index...].reversed().map(presentedPlace)
        presentationStack.entries.removeSubrange(index...)
        if let dismissing { dismissUIKitPresentation(of: dismissing, animated: animated, completion: completion) }
        updateScrollsToTop()
        for place in removed { report { $0.sceneController(self, didDismiss: place) } }
    }

    /// The page in the navigation that holds the page at `place`: the page itself, or the host of a pager page.
    private func hostPage(of place: ScenePagePlace) -> String {
        guard place.navigationInstance != place.page.id else { return place.page.page }
        let instance = place.navigationInstance
        let tabNavigation = place.tab.flatMap { navigations.indices.contains($0) ? navigations[$0] : nil }
        let pages =
            place.presentation == nil
            ? tabNavigation?.plan?.navigation.pages : presentedNavigation(of: place)?.stack.pages
        return pages?.first { $0.id == instance }?.page ?? place.page.page
    }

    /// Dismisses `navigation`'s presentation and every controller above it (the scene's presentations and any
    /// the app presented from their pages), after the transitions in progress. Its presenter dismisses it:
    /// `dismiss` on the presented controller itself would close only what that one presents, an app's alert for
    /// instance, and leave the sheet on screen
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    private func dismissUIKitPresentation(
        of navigation: ScenePushNavigationController, animated: Bool, completion: (() -> Void)?
    ) {
        presentationStack.perform(animated: animated) { done in
            // Nothing to dismiss, or already being dismissed (by the app): UIKit would not call a completion.
            guard let presenter = navigation.presentingViewController, !navigation.isBeingDismissed else {
                done()
                completion?()
                return
            }
            presenter.dismiss(animated: animated) {
                done()
                completion?()
            }
        }
    }

    private func resolvedArguments(_ arguments: PageArguments, for page: String) throws(SceneError) -> PageArguments {
        switch arguments.resolved(for: plan.definition.page(page)?.arguments ?? []) {
        case .success(let resolved): return resolved
        case .failure(let error): throw .arguments(page: page, error)
        }
    }

    private func show(
        _ page: String, from: String, isFromAttachment: Bool, arguments: PageArguments, presenter: UIViewController,
        source: UIView, animated: Bool, completion: (() -> Void)?
    ) {
        let depth = presentationStack.entries.count + 1
        let presentation = plan.definition.page(page)?.presentation ?? ScenePresentation()
        let definition = plan.definition
        let navigation = ScenePushNavigationController(
            root: StackedPage(id: "p\(depth)/\(page)", page: page),
            pageBar: { page in
                let declared = definition.page(page.page)
                return (declared?.title, declared?.showsNavigationBar ?? false)
            },
            makePage: makeScenePage(plan.selectedTab))
        navigation.didPopByUser = { [weak self, unowned navigation] popped in self?.userDidPop(popped, in: navigation) }
        configureBar(of: navigation)
        #if canImport(UIKit) && !os(tvOS) && !os(visionOS)
            installTransitionGesture(on: navigation)  // SceneRootViewController+Gesture.swift: R6 on its pages.
        #endif
        configure(navigation, for: presentation, source: source)
        let entry = ScenePresentationEntry(
            page: page, from: from, isFromAttachment: isFromAttachment, depth: depth, presentation: presentation,
            arguments: arguments, navigation: navigation)
        presentationStack.entries.append(entry)
        let waited = WaitedFlag()
        let ranNow = presentationStack.perform(animated: animated) { [weak self] done in
            guard let self else { return }
            presentInUIKit(navigation, on: presenter, animated: animated) {
                done()
                completion?()
            }
            // Refused after waiting (recorded and reported when it was asked for): it and what was recorded above
            // it leave the record, and the observer hears each dismissal, so that the record is the screen.
            guard waited.value, navigation.presentingViewController == nil,
                let index = presentationStack.entries.firstIndex(where: { $0.navigation === navigation })
            else { return }
            endPresentations(from: index, dismissing: nil)
        }
        waited.value = !ranNow
        if ranNow, navigation.presentingViewController == nil {
            // UIKit refused it (the presenter's view is in no window): nothing is on screen, nothing is recorded.
            presentationStack.entries.removeAll { $0.navigation === navigation }
            return
        }
        navigation.view.layoutIfNeeded()  // makes the presented page, whose place the observer is told
        updateScrollsToTop()
        report { $0.sceneController(self, didPresent: presentedPlace(entry)) }
    }

    /// Presents `navigation` on `presenter`. UIKit presents one controller at a time from a presenter and refuses
    /// another while it presents one: a controller the app presented there itself (an alert, a share sheet from a
    /// page) is dismissed first, without animation, so that the scene's page is shown as it is recorded
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
    /// `completion` runs when the presentation ends, or at once when UIKit refused it.
    private func presentInUIKit(
        _ navigation: ScenePushNavigationController, on presenter: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        var root = presenter
        while let parent = root.parent { root = parent }
        if let shown = root.presentedViewController,
            !presentationStack.entries.contains(where: { $0.navigation === shown })
        {
            root.dismiss(animated: false, completion: nil)
        }
        presenter.present(navigation, animated: animated) { completion() }
        if navigation.presentingViewController == nil { completion() }
    }

    /// Sets the UIKit presentation of `controller` for `presentation` on this device's size class: the style
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle), the detents
    /// of the sheet it is or adapts to, the first selected
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier),
    /// `isModalInPresentation` and a popover's source view and rectangle (`popoverAnchor(in:)`).
    private func configure(_ controller: UIViewController, for presentation: ScenePresentation, source: UIView) {
        let style = presentation.declaredStyle(for: plan.device.sizeClass)
        switch style {
        case .sheet: controller.modalPresentationStyle = .pageSheet
        case .formSheet: controller.modalPresentationStyle = .formSheet
        case .fullScreen: controller.modalPresentationStyle = .fullScreen
        case .popover: controller.modalPresentationStyle = .popover
        }
        controller.isModalInPresentation = !presentation.isDismissible
        // "Detents must be specified in order from smallest to largest height" (UISheetPresentationController.h;
        // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents): medium, then
        // large, whatever the declared order; the declared first is the one selected.
        let detents: [UISheetPresentationController.Detent] = [SheetDetent.medium, .large]
            .filter(presentation.detents.contains)
            .map { $0 == .medium ? .medium() : .large() }
        // `Detent.identifier` is iOS 16; the identifiers of the system detents are iOS 15.
        let selected: UISheetPresentationController.Detent.Identifier? = presentation.detents.first.map {
            $0 == .medium ? .medium : .large
        }
        let sheet: UISheetPresentationController?
        if let popover = controller.popoverPresentationController {
            popover.sourceView = source
            popover.sourceRect = popoverAnchor(in: source)
            sheet = popover.adaptiveSheetPresentationController
        } else {
            sheet = controller.sheetPresentationController
        }
        if let sheet {
            sheet.detents = detents
            sheet.selectedDetentIdentifier = selected
        }
        controller.presentationController?.delegate = self
    }

    /// Where a popover presented from the page whose view is `source` points: a rectangle of no width and
    /// `popoverMargin` high at the top centre of the page. UIKit places a popover beside its source rectangle,
    /// never over it (`canOverlapSourceViewRect` is false by default:
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/canoverlapsourceviewrect),
    /// so the popover's top is the page's top plus the margin, centred on the page: §10.2's frame. The whole page
    /// as source rectangle would put the popover beside the page instead.
    func popoverAnchor(in source: UIView) -> CGRect {
        let bounds = source.bounds
        return CGRect(x: bounds.midX, y: bounds.minY, width: 0, height: CGFloat(plan.metrics.popoverMargin))
    }

    /// Points each shown popover at its presenting page's current top centre: the page's size changes with the
    /// window (rotation, split view), and the rectangle set at presentation would be stale
    /// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect).
    func updatePopoverAnchors() {
        for entry in presentationStack.entries {
            guard let popover = entry.navigation.popoverPresentationController, let source = popover.sourceView
            else { continue }
            popover.sourceRect = popoverAnchor(in: source)
        }
    }

    /// The place of a presentation's presented page.
    func presentedPlace(_ entry: ScenePresentationEntry) -> ScenePagePlace {
        currentPlace(tab: plan.selectedTab, StackedPage(id: "p\(entry.depth)/\(entry.page)", page: entry.page))
    }

    /// The presentation whose navigation `controller` presents, with its index.
    func presentationIndex(of controller: UIPresentationController) -> Int? {
        presentationStack.entries.firstIndex { $0.navigation === controller.presentedViewController }
    }
}

/// A swipe down on a presented sheet: refused for a page declared `dismissible: false` (which also sets
/// `isModalInPresentation`); once UIKit dismissed it, the presentation and those above it leave `presentations`
/// and the observer hears each dismissal.
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
extension SceneRootViewController: UIAdaptivePresentationControllerDelegate {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let index = presentationIndex(of: presentationController) else { return true }
        return presentationStack.entries[index].presentation.isDismissible
    }

    /// UIKit calls it only for an interactive dismissal
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let index = presentationIndex(of: presentationController) else { return }
        endPresentations(from: index, dismissing: nil)
    }
}
