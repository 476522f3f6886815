/// The navigation state of a `SceneContainer` as a value an app saves and restores (scene format §10.4): the
/// selected tab; per tab (or for the `root` navigation) its stack of page instances with their arguments, pager
/// selections and the active page; and each presentation with its detent and its own stack.
///
/// It is `Codable` with a format `version`, and names pages by id, never by index into the scene's pages, so a
/// saved state survives pages being added or reordered. The presentation style is not saved: it follows the
/// presented page's `presentation` on the device the state is restored on.
public struct SavedNavigation: Sendable, Hashable, Codable {
    /// The format version this runtime writes and reads.
    public static let currentVersion = 1

    /// One page instance: its page id, the arguments it was given, and its pager's selected tab when it has a pager.
    public struct Page: Sendable, Hashable, Codable {
        public var page: String
        /// By argument name; empty for a page without arguments.
        public var arguments: [String: ArgumentValue]
        /// The selected tab of the page's pager; nil when it has none or shows its declared `selected`.
        public var pagerTab: Int?

        public init(page: String, arguments: [String: ArgumentValue] = [:], pagerTab: Int? = nil) {
            self.page = page
            self.arguments = arguments
            self.pagerTab = pagerTab
        }

        /// The arguments as a push or presentation takes them, in name order (a saved page keeps them by name;
        /// resolving them puts them in the page's declaration order).
        public var pageArguments: PageArguments {
            PageArguments(arguments.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    /// One navigation (a tab's, or the `root` navigation): its pages, root first, and the active page's index.
    public struct Stack: Sendable, Hashable, Codable {
        public var pages: [Page]
        /// The active page's index; nil: the last.
        public var active: Int?

        public init(pages: [Page], active: Int? = nil) {
            self.pages = pages
            self.active = active
        }
    }

    /// One presentation: whether it was presented from the attachment page, the page it was presented from (for
    /// readers; restoring presents from the top page, as the presentation was), its detent and its stack, the
    /// presented page first.
    public struct Presentation: Sendable, Hashable, Codable {
        public var from: String
        public var fromAttachment: Bool
        /// The detent it showed; nil: its first.
        public var detent: SheetDetent?
        public var pages: [Page]

        public init(from: String, fromAttachment: Bool = false, detent: SheetDetent? = nil, pages: [Page]) {
            self.from = from
            self.fromAttachment = fromAttachment
            self.detent = detent
            self.pages = pages
        }
    }

    /// The format version (`currentVersion` when written by this runtime).
    public var version: Int
    /// The selected tab; nil for a `root` scene.
    public var selectedTab: Int?
    /// One stack per tab in tab order, or one for a `root` scene.
    public var navigations: [Stack]
    /// The presentations, bottom first.
    public var presentations: [Presentation]

    public init(
        version: Int = SavedNavigation.currentVersion, selectedTab: Int?, navigations: [Stack],
        presentations: [Presentation] = []
    ) {
        self.version = version
        self.selectedTab = selectedTab
        self.navigations = navigations
        self.presentations = presentations
    }
}

/// What restoring a `SavedNavigation` left out, and why (scene format §10.4). Empty when everything was restored.
public struct RestoreReport: Sendable, Hashable {
    /// One step of the saved state that the current scene refused, and everything it took with it.
    public struct Drop: Sendable, Hashable, CustomStringConvertible {
        /// Where in the saved state: `tab 0, page 2 ('album')`, `presentation 1, page 0 ('share')`, `the state`.
        public var location: String
        /// Why it was refused.
        public var reason: String
        /// What else was dropped with it (`and 2 later pages`); empty when nothing.
        public var alsoDropped: String

        public init(location: String, reason: String, alsoDropped: String = "") {
            self.location = location
            self.reason = reason
            self.alsoDropped = alsoDropped
        }

        public var description: String {
            "\(location): \(reason)" + (alsoDropped.isEmpty ? "" : " (dropped \(alsoDropped) too)")
        }
    }

    /// The refused steps, in the order restoring met them.
    public var dropped: [Drop] = []

    /// True when the whole saved state was restored.
    public var isComplete: Bool { dropped.isEmpty }

    public init(dropped: [Drop] = []) {
        self.dropped = dropped
    }
}

extension SceneContainer {
    /// The navigation state, to save (§10.4).
    public var navigationState: SavedNavigation {
        var stacks: [SavedNavigation.Stack] = []
        for (tab, navigation) in navigations.enumerated() {
            let pages = navigation.pages.map { instance in
                savedPage(instance.page, key: "\(tab)/" + instance.id)
            }
            stacks.append(SavedNavigation.Stack(pages: pages, active: navigation.activeIndex))
        }
        let presented = presentations.map { presentation in
            SavedNavigation.Presentation(
                from: Self.pageID(of: presentation.from), fromAttachment: presentation.isFromAttachment,
                detent: presentation.detent,
                pages: presentation.pages.indices.map { index in
                    savedPage(presentation.pages[index].page, key: presentation.key(of: index))
                })
        }
        return SavedNavigation(selectedTab: selectedTab, navigations: stacks, presentations: presented)
    }

    private func savedPage(_ page: String, key: String) -> SavedNavigation.Page {
        // What the page shows (§10.4): the values given, then defaults, then samples, as the UI saves them.
        var arguments: [String: ArgumentValue] = [:]
        let given = argumentValues[key] ?? PageArguments()
        for (name, value) in given.shown(for: definition.page(page)?.arguments ?? []).values { arguments[name] = value }
        // A pager never selected shows its declared `selected`: nil says so, and restoring leaves it alone.
        return SavedNavigation.Page(page: page, arguments: arguments, pagerTab: pagers[key]?.selected)
    }

    /// A container of `definition` on `device` in the state `saved` describes, as far as the scene still allows
    /// it, and a report of the rest (§10.4). Total: it never traps, whatever `saved` holds.
    ///
    /// Each navigation is rebuilt from its root by pushing its saved pages in order with their arguments; the first
    /// push the scene refuses (an unknown page, an undeclared edge, arguments missing, unknown or of another
    /// type) ends that stack, and the pages after it are dropped. Then the saved tab is selected, and the
    /// presentations are presented in order; the first one refused, with every one above it, is dropped, and a
    /// refused push inside a presentation ends its stack and drops every presentation above it. A pager tab, an
    /// active index or a detent the scene refuses is dropped alone.
    public static func restoring(
        _ saved: SavedNavigation, definition: SceneDefinition, device: SceneDevice
    ) -> (container: SceneContainer, report: RestoreReport) {
        var container = SceneContainer(definition: definition, device: device)
        var report = RestoreReport()
        guard saved.version == SavedNavigation.currentVersion else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: "the state",
                    reason: "format version \(saved.version) is not \(SavedNavigation.currentVersion)"))
            return (container, report)
        }
        let tabCount = container.navigations.count
        for (index, stack) in saved.navigations.enumerated() {
            guard index < tabCount else {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "tab \(index)",
                        reason: "the scene has \(tabCount) navigation\(tabCount == 1 ? "" : "s")"))
                continue
            }
            container.restore(stack, tab: index, report: &report)
        }
        if container.selectedTab != nil { try? container.selectTab(0) }
        if let tab = saved.selectedTab {
            do {
                try container.selectTab(tab)
            } catch {
                report.dropped.append(RestoreReport.Drop(location: "the selected tab \(tab)", reason: "\(error)"))
            }
        }
        for (index, presentation) in saved.presentations.enumerated() {
            guard container.restore(presentation, index: index, report: &report) else {
                let above = saved.presentations.count - index - 1
                if above > 0, var last = report.dropped.popLast() {
                    last.alsoDropped +=
                        (last.alsoDropped.isEmpty ? "" : " and ")
                        + "\(above) presentation\(above == 1 ? "" : "s") above"
                    report.dropped.append(last)
                }
                break
            }
        }
        return (container, report)
    }

    /// `restoring(_:definition:device:)` on the state `decode` reads (for example Foundation's `JSONDecoder` on saved
    /// bytes; this module has no Foundation). When `decode` throws, nothing is restored: the container is in its
    /// initial state and the report says why.
    public static func restoring(
        decoding decode: () throws -> SavedNavigation, definition: SceneDefinition, device: SceneDevice
    ) -> (container: SceneContainer, report: RestoreReport) {
        do {
            return restoring(try decode(), definition: definition, device: device)
        } catch {
            return (
                SceneContainer(definition: definition, device: device),
                RestoreReport(dropped: [
                    RestoreReport.Drop(location: "the state", reason: "it cannot be read: \(error)")
                ])
            )
        }
    }

    /// Restores one navigation's stack on tab `tab` (0 for a `root` scene).
    private mutating func restore(_ stack: SavedNavigation.Stack, tab: Int, report: inout RestoreReport) {
        if selectedTab != nil { try? selectTab(tab) }
        guard let first = stack.pages.first else { return }
        let root = navigations[tab].pages.first?.page ?? ""
        guard first.page == root else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: "tab \(tab), page 0 ('\(first.page)')",
                    reason: "the navigation's root is now '\(root)'", alsoDropped: Self.later(stack.pages.count - 1)))
            return
        }
        restorePagerTab(first, location: "tab \(tab), page 0", report: &report)
        guard pushLaterPages(of: stack.pages, in: "tab \(tab)", report: &report) else { return }
        if let active = stack.active, active != navigation.pages.count - 1 {
            do {
                try activate(active)
            } catch {
                report.dropped.append(
                    RestoreReport.Drop(location: "tab \(tab), active page \(active)", reason: Self.reason(error)))
            }
        }
    }

    /// Restores one presentation over the current top; false when its presented page was refused or a push inside
    /// it was (so the presentations above it cannot be restored).
    private mutating func restore(
        _ presentation: SavedNavigation.Presentation, index: Int, report: inout RestoreReport
    ) -> Bool {
        guard let first = presentation.pages.first else {
            report.dropped.append(RestoreReport.Drop(location: "presentation \(index)", reason: "it has no page"))
            return false
        }
        let location = "presentation \(index), page 0 ('\(first.page)')"
        guard definition.hasPage(first.page) else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: location, reason: "the scene has no page '\(first.page)'",
                    alsoDropped: Self.later(presentation.pages.count - 1)))
            return false
        }
        do {
            let arguments = first.pageArguments
            if presentation.fromAttachment {
                try presentFromAttachment(first.page, arguments: arguments)
            } else {
                try present(first.page, arguments: arguments)
            }
        } catch {
            report.dropped.append(
                RestoreReport.Drop(
                    location: location, reason: Self.reason(error),
                    alsoDropped: Self.later(presentation.pages.count - 1)))
            return false
        }
        if let detent = presentation.detent {
            do {
                try setDetent(detent)
            } catch {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "presentation \(index), detent \(detent.rawValue)",
                        reason: "'\(first.page)' has no \(detent.rawValue) detent on this device"))
            }
        }
        restorePagerTab(first, location: "presentation \(index), page 0", report: &report)
        return pushLaterPages(of: presentation.pages, in: "presentation \(index)", report: &report)
    }

    /// Pushes every page of a saved stack or presentation after its first (already shown), each with its pager
    /// tab; false when one is refused, which is dropped with the pages after it. `place` names where the pages
    /// are ("tab 1", "presentation 0").
    private mutating func pushLaterPages(
        of pages: [SavedNavigation.Page], in place: String, report: inout RestoreReport
    ) -> Bool {
        for index in pages.indices.dropFirst() {
            let page = pages[index]
            let location = "\(place), page \(index)"
            func drop(_ reason: String) {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "\(location) ('\(page.page)')", reason: reason,
                        alsoDropped: Self.later(pages.count - index - 1)))
            }
            guard definition.hasPage(page.page) else {
                drop("the scene has no page '\(page.page)'")
                return false
            }
            do {
                try push(page.page, arguments: page.pageArguments)
            } catch {
                drop(Self.reason(error))
                return false
            }
            restorePagerTab(page, location: location, report: &report)
        }
        return true
    }

    private mutating func restorePagerTab(_ page: SavedNavigation.Page, location: String, report: inout RestoreReport) {
        guard let tab = page.pagerTab else { return }
        do {
            try selectPagerTab(tab)
        } catch {
            report.dropped.append(
                RestoreReport.Drop(location: location + ", pager tab \(tab)", reason: Self.reason(error)))
        }
    }

    /// What a dropped page takes with it: "3 later pages", "1 later page", or nothing.
    private static func later(_ count: Int) -> String {
        count <= 0 ? "" : "\(count) later page\(count == 1 ? "" : "s")"
    }

    /// A refusal in words.
    static func reason(_ error: SceneError) -> String {
        switch error {
        case .undeclaredPush(let from, let to): "'\(from)' does not push '\(to)'"
        case .undeclaredPresent(let from, let to): "'\(from)' does not present '\(to)'"
        case .arguments(let page, let problem): "\(problem) (page '\(page)')"
        case .noPager(let page): "'\(page)' has no pager"
        case .pagerTabOutOfRange(let index): "pager tab \(index) is out of range"
        case .activationInPushStyle(let index): "page \(index) cannot be active in push style"
        case .tabOutOfRange(let index): "tab \(index) is out of range"
        case .notAnEntry(let page): "'\(page)' is not an entry page"
        default: "\(error)"
        }
    }
}
