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

    /// The most pages a restore pushes or presents, in all its navigations and presentations (a tab's root, always
    /// shown, is not counted): 10,000, far more than any app shows, so that restoring a state of any size takes
    /// bounded time at launch. The page after them is refused with a report entry, as a step the scene refuses is
    /// (scene format §10.4).
    public static let maximumRestoredPages = 10_000

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

    /// The report of a state that could not be read (its bytes are not a `SavedNavigation`): one entry for the
    /// whole state, saying why in words (a `DecodingError` as what is wrong where, not its raw value).
    public init(unreadable error: any Error) {
        dropped = [Drop(location: "the state", reason: "it cannot be read: " + Self.describe(error))]
    }

    /// A decoding error as a sentence: what is wrong, and where (`at navigations[0].pages[1].page`).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ context: DecodingError.Context) -> String {
            var path = ""
            for key in context.codingPath {
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += (path.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return path.isEmpty ? "at the top level" : "at \(path)"
        }
        func detail(_ context: DecodingError.Context) -> String {
            context.debugDescription.isEmpty ? "" : " (\(context.debugDescription))"
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "a value is not of the type \(type) \(place(context))" + detail(context)
        case .valueNotFound(let type, let context):
            return "a value of the type \(type) is missing \(place(context))" + detail(context)
        case .keyNotFound(let key, let context):
            return "the key '\(key.stringValue)' is missing \(place(context))"
        case .dataCorrupted(let context):
            return "the data is not valid \(place(context))" + detail(context)
        @unknown default:
            return "\(error)"
        }
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
    /// it, and a report of the rest (§10.4). Total: it never traps, whatever `saved` holds, and its work is linear
    /// in the size of `saved` (it pushes or presents at most `SavedNavigation.maximumRestoredPages` pages).
    ///
    /// Each navigation is rebuilt from its root by pushing its saved pages in order with their arguments; the first
    /// push the scene refuses (an unknown page, an undeclared edge, arguments missing, unknown or of another
    /// type) ends that stack, and the pages after it are dropped. Then the saved tab is selected, and the
    /// presentations are presented in order; the first one refused, with every one above it, is dropped, and a
    /// refused push inside a presentation ends its stack and drops every presentation above it. A pager tab, an
    /// active index or a detent the scene refuses is dropped alone. A value this runtime could not hold as saved,
    /// or could not save again as it was (a presentation saved as presented from another page than the one below
    /// it, a navigation without pages, a root page's argument other than the value it holds, a `Double` that is
    /// not finite), is refused like a step the scene refuses.
    public static func restoring(
        _ saved: SavedNavigation, definition: SceneDefinition, device: SceneDevice
    ) -> (container: SceneContainer, report: RestoreReport) {
        var container = SceneContainer(definition: definition, device: device)
        var report = RestoreReport()
        guard saved.version == SavedNavigation.currentVersion else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: "the state",
                    reason: "it was saved in format version \(saved.version), and this runtime reads only version "
                        + "\(SavedNavigation.currentVersion)"))
            return (container, report)
        }
        var budget = SavedNavigation.maximumRestoredPages
        let tabCount = container.navigations.count
        for (index, stack) in saved.navigations.enumerated() where index < tabCount {
            container.restore(stack, tab: index, budget: &budget, report: &report)
        }
        if saved.navigations.count > tabCount {
            let last = saved.navigations.count - 1
            report.dropped.append(
                RestoreReport.Drop(
                    location: last == tabCount ? "tab \(tabCount)" : "tabs \(tabCount) to \(last)",
                    reason: definition.root != nil
                        ? "the scene has one navigation, its root page's, and no tabs"
                        : "the scene has \(Self.tabs(tabCount))"))
        }
        if container.selectedTab != nil { try? container.selectTab(0) }
        switch (saved.selectedTab, container.selectedTab) {
        case (let tab?, nil):
            report.dropped.append(
                RestoreReport.Drop(
                    location: "the selected tab \(tab)",
                    reason: "the scene has no tabs\(definition.root != nil ? " (it has a root page)" : "")"))
        case (let tab?, _?):
            if (try? container.selectTab(tab)) == nil {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "the selected tab \(tab)",
                        reason: "the scene has \(Self.tabs(tabCount)); the first is selected"))
            }
        case (nil, _?):
            report.dropped.append(
                RestoreReport.Drop(
                    location: "the selected tab",
                    reason: "the state names none, and the scene has tabs (a state without one is a root scene's); "
                        + "the first is selected"))
        case (nil, nil): break
        }
        for (index, presentation) in saved.presentations.enumerated() {
            guard container.restore(presentation, index: index, budget: &budget, report: &report) else {
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
            return (SceneContainer(definition: definition, device: device), RestoreReport(unreadable: error))
        }
    }

    /// `n tabs (0 to n - 1)`, `1 tab (0)`, `no tabs`.
    private static func tabs(_ count: Int) -> String {
        switch count {
        case 0: "no tabs"
        case 1: "1 tab (tab 0)"
        default: "\(count) tabs (0 to \(count - 1))"
        }
    }

    /// A page id as a report writes it: `'album'`, or words for an empty id.
    static func named(_ page: String) -> String {
        page.isEmpty ? "a page with an empty id" : "'\(page)'"
    }

    /// Restores one navigation's stack on tab `tab` (0 for a `root` scene).
    private mutating func restore(
        _ stack: SavedNavigation.Stack, tab: Int, budget: inout Int, report: inout RestoreReport
    ) {
        if selectedTab != nil { try? selectTab(tab) }
        let root = navigations[tab].pages.first?.page ?? ""
        guard let first = stack.pages.first else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: "tab \(tab)",
                    reason: "the saved navigation has no pages; a navigation holds at least its root page "
                        + "\(Self.named(root)), which it shows"))
            return
        }
        let location = "tab \(tab), page 0 (\(Self.named(first.page)))"
        guard first.page == root else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: location, reason: "the navigation's root is now \(Self.named(root))",
                    alsoDropped: Self.later(stack.pages.count - 1)))
            return
        }
        if let problem = rootArgumentProblem(first) {
            report.dropped.append(
                RestoreReport.Drop(
                    location: location, reason: problem, alsoDropped: Self.later(stack.pages.count - 1)))
            return
        }
        restorePagerTab(
            first, key: "\(tab)/" + (navigations[tab].pages.first?.id ?? ""), location: "tab \(tab), page 0",
            report: &report)
        guard restorePushes(of: stack.pages, tab: tab, in: "tab \(tab)", budget: &budget, report: &report) else {
            return
        }
        if let active = stack.active, active != navigation.pages.count - 1 {
            let count = navigation.pages.count
            do {
                try activate(active)
            } catch .activationInPushStyle {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "tab \(tab), active page \(active)",
                        reason: "the navigation is push style on this device, where only its top page (page "
                            + "\(count - 1)) is active"))
            } catch {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "tab \(tab), active page \(active)",
                        reason: "the restored navigation has \(count) page\(count == 1 ? "" : "s") (0 to \(count - 1))")
                )
            }
        }
    }

    /// Why the saved root page `saved` cannot be restored as saved: a root page is made with no navigation before
    /// it, so it holds its defaults (nil for an optional argument without one, its type's sample for a required
    /// one), and a saved value must be one of its declared arguments, of its type, and the value it holds. Nil when
    /// it can.
    private func rootArgumentProblem(_ saved: SavedNavigation.Page) -> String? {
        let declared = definition.page(saved.page)?.arguments ?? []
        for (name, value) in saved.arguments.sorted(by: { $0.key < $1.key }) {
            guard let argument = declared.first(where: { $0.name == name }) else {
                return Self.reason(.arguments(page: saved.page, .unknown(name)))
            }
            if let problem = Self.valueProblem(name: name, value: value, argument: argument, page: saved.page) {
                return problem
            }
            let held = argument.defaultValue ?? (argument.isOptional ? nil : argument.type.sample)
            guard value == held else {
                return "\(Self.argument(name, of: saved.page)) was saved as \(Self.spelled(value)), but a root page is "
                    + "made with no navigation before it and holds "
                    + (held.map { "\(Self.spelled($0))" + (argument.defaultValue != nil ? ", its default" : "") }
                        ?? "no value")
            }
        }
        return nil
    }

    /// Why `value`, saved for the declared `argument`, cannot be held: of another type, or a `Double` that is not
    /// finite (a state holding it could not be written as JSON again). Nil when it can.
    private static func valueProblem(
        name: String, value: ArgumentValue, argument: SceneArgument, page: String
    ) -> String? {
        if case .double(let number) = value, !number.isFinite {
            return "\(Self.argument(name, of: page)) was saved as \(number), and a Double argument holds only finite "
                + "numbers (a state holding it could not be saved again)"
        }
        guard argument.type.accepts(value) else {
            return "\(Self.argument(name, of: page)) takes \(ArgumentError.typePhrase(argument.typeName)), and was "
                + "saved as \(spelled(value))"
        }
        return nil
    }

    /// `argument 'albumID' of page 'album'`.
    static func argument(_ name: String, of page: String) -> String {
        "\(ArgumentError.argument(name)) of page \(named(page))"
    }

    /// The first problem of the saved arguments of a pushed or presented `page` that `resolved(for:)` does not see
    /// or words less well: a value of another type, or a `Double` that is not finite.
    private func savedArgumentProblem(_ page: SavedNavigation.Page) -> String? {
        let declared = definition.page(page.page)?.arguments ?? []
        for (name, value) in page.arguments.sorted(by: { $0.key < $1.key }) {
            guard let argument = declared.first(where: { $0.name == name }) else { continue }
            if let problem = Self.valueProblem(name: name, value: value, argument: argument, page: page.page) {
                return problem
            }
        }
        return nil
    }

    /// A saved value as a report writes it: a string quoted, with its type (`"12" (a String)`, `12 (an Int)`).
    static func spelled(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\" (a String)"
        case .uuid(let text): "\"\(text)\" (a UUID)"
        case .url(let text): "\"\(text)\" (a URL)"
        case .choice(let text): "\"\(text)\" (a list type's string)"
        case .int(let number): "\(number) (an Int)"
        case .double(let number): "\(number) (a Double)"
        case .bool(let flag): "\(flag) (a Bool)"
        }
    }

    /// Restores one presentation over the current top; false when its presented page was refused or a push inside
    /// it was (so the presentations above it cannot be restored).
    private mutating func restore(
        _ presentation: SavedNavigation.Presentation, index: Int, budget: inout Int, report: inout RestoreReport
    ) -> Bool {
        guard let first = presentation.pages.first else {
            report.dropped.append(
                RestoreReport.Drop(
                    location: "presentation \(index)",
                    reason: "the saved presentation has no pages; a presentation holds at least its presented page"))
            return false
        }
        let location = "presentation \(index), page 0 (\(Self.named(first.page)))"
        func drop(_ reason: String) {
            report.dropped.append(
                RestoreReport.Drop(
                    location: location, reason: reason, alsoDropped: Self.later(presentation.pages.count - 1)))
        }
        guard budget > 0 else {
            drop(Self.overBudget)
            return false
        }
        guard definition.hasPage(first.page) else {
            drop("the scene has no page \(Self.named(first.page))")
            return false
        }
        if let problem = savedArgumentProblem(first) {
            drop(problem)
            return false
        }
        // Who presents it here: the attachment page, or the page below it (restoring presents from there, as the
        // app did); the saved `from` must name it, or the state would be saved again with another.
        let from: String
        if presentation.fromAttachment {
            guard let attachment = definition.attachment?.page else {
                drop("it was presented from the attachment page, and the scene has none")
                return false
            }
            guard presentations.isEmpty else {
                drop(
                    "it was presented from the attachment page \(Self.named(attachment)), which presents only over "
                        + "the navigation, not over another presentation")
                return false
            }
            from = attachment
        } else {
            from = topPage
        }
        var presented = self
        do {
            if presentation.fromAttachment {
                try presented.presentFromAttachment(first.page, arguments: first.pageArguments)
            } else {
                try presented.present(first.page, arguments: first.pageArguments)
            }
        } catch {
            drop(Self.reason(error))
            return false
        }
        guard presentation.from == from else {
            drop(
                "it was saved as presented from \(Self.named(presentation.from)), but "
                    + (presentation.fromAttachment
                        ? "the attachment page is \(Self.named(from))" : "the page below it is \(Self.named(from))"))
            return false
        }
        self = presented
        budget -= 1
        if let detent = presentation.detent {
            do {
                try setDetent(detent)
            } catch {
                let declared = definition.page(first.page)?.presentation ?? ScenePresentation()
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "presentation \(index), detent \(detent.rawValue)",
                        reason: declared.detents.contains(detent)
                            ? "\(Self.named(first.page)) shows no detents on this device (its style here has none)"
                            : "\(Self.named(first.page)) declares no \(detent.rawValue) detent"))
            }
        }
        let last = presentations.count - 1
        restorePagerTab(
            first, key: presentations[last].key(of: 0), location: "presentation \(index), page 0", report: &report)
        return restorePushes(
            of: presentation.pages, tab: nil, in: "presentation \(index)", budget: &budget, report: &report)
    }

    /// Why a page beyond the bound is refused.
    private static var overBudget: String {
        "a restore pushes or presents at most \(SavedNavigation.maximumRestoredPages) pages "
            + "(SavedNavigation.maximumRestoredPages), and the state holds more"
    }

    /// Pushes every page of a saved stack or presentation after its first (already shown), each with its arguments
    /// and pager tab, on the navigation of `tab`, or with `tab` nil in the top presentation; false when one is
    /// refused, which is dropped with the pages after it. `place` names where the pages are ("tab 1",
    /// "presentation 0").
    ///
    /// Linear in the number of pages: the pages are checked and counted by page id as they come, and the stack is
    /// made once at the end, where a push at a time would count the instances of its page and search the stack for
    /// its id (issue 41: 64,000 saved pages took 11.5 s).
    private mutating func restorePushes(
        of pages: [SavedNavigation.Page], tab: Int?, in place: String, budget: inout Int,
        report: inout RestoreReport
    ) -> Bool {
        let presentation = presentations.count - 1
        var stacked = tab.map { navigations[$0].pages } ?? presentations[presentation].pages
        let prefix = tab.map { "\($0)/" } ?? "p\(presentations[presentation].depth)/"
        var instances: [String: Int] = [:]
        for page in stacked { instances[page.page, default: 0] += 1 }
        var complete = true
        pushes: for index in pages.indices.dropFirst() {
            let page = pages[index]
            let location = "\(place), page \(index)"
            func drop(_ reason: String) {
                report.dropped.append(
                    RestoreReport.Drop(
                        location: "\(location) (\(Self.named(page.page)))", reason: reason,
                        alsoDropped: Self.later(pages.count - index - 1)))
                complete = false
            }
            guard budget > 0 else {
                drop(Self.overBudget)
                break
            }
            guard definition.hasPage(page.page) else {
                drop("the scene has no page \(Self.named(page.page))")
                break
            }
            if let problem = savedArgumentProblem(page) {
                drop(problem)
                break
            }
            let resolved: PageArguments
            switch page.pageArguments.resolved(for: definition.page(page.page)?.arguments ?? []) {
            case .success(let values): resolved = values
            case .failure(let error):
                drop(Self.reason(.arguments(page: page.page, error)))
                break pushes
            }
            let top = stacked.last?.page ?? ""
            guard definition.pushTargets(from: top).contains(page.page) else {
                drop(Self.reason(.undeclaredPush(from: top, to: page.page)))
                break
            }
            let instance = instances[page.page, default: 0] + 1
            instances[page.page] = instance
            let pushed =
                tab == nil
                ? StackedPage(id: instance == 1 ? page.page : "\(page.page)#\(instance)", page: page.page)
                : Self.stackedPage(page.page, instance: instance, in: definition, device: device)
            stacked.append(pushed)
            budget -= 1
            if !resolved.isEmpty { argumentValues[prefix + pushed.id] = resolved }
            restorePagerTab(page, key: prefix + pushed.id, location: location, report: &report)
        }
        if let tab {
            navigations[tab] = StackedNavigation(
                pages: stacked, activeIndex: stacked.count - 1, position: stacked.count > 1 ? .right : .left)
        } else {
            presentations[presentation].pages = stacked
        }
        return complete
    }

    /// Selects the saved pager tab of `page`, whose state is kept under `key`; a tab the page's pager does not
    /// have is dropped alone.
    private mutating func restorePagerTab(
        _ page: SavedNavigation.Page, key: String, location: String, report: inout RestoreReport
    ) {
        guard let tab = page.pagerTab else { return }
        do {
            try selectPagerTab(tab, key: key, page: page.page)
        } catch {
            let count = definition.page(page.page)?.pager?.tabs.count ?? 0
            report.dropped.append(
                RestoreReport.Drop(
                    location: location + ", pager tab \(tab)",
                    reason: count == 0
                        ? "\(Self.named(page.page)) has no pager"
                        : "the pager of \(Self.named(page.page)) has \(Self.tabs(count))"))
        }
    }

    /// What a dropped page takes with it: "3 later pages", "1 later page", or nothing.
    private static func later(_ count: Int) -> String {
        count <= 0 ? "" : "\(count) later page\(count == 1 ? "" : "s")"
    }

    /// A refusal in words: a sentence that says what the scene or the state lacks (scene format §10.4), for every
    /// error a step can throw.
    public static func reason(_ error: SceneError) -> String {
        switch error {
        case .notAnEntry(let page): "\(named(page)) is not the root of a tab or the scene's root page"
        case .undeclaredPush(let from, let to): "\(named(from)) does not push \(named(to))"
        case .undeclaredPresent(let from, let to):
            from.isEmpty
                ? "the scene has no attachment page to present \(named(to)) from"
                : "\(named(from)) does not present \(named(to))"
        case .arguments(let page, let problem): "\(problem) (page \(named(page)))"
        case .navigation(.alreadyInStack(let id)): "the navigation already holds the page instance \(named(id))"
        case .navigation(.emptyStack): "the navigation has no page to pop"
        case .navigation(.indexOutOfRange(let index)): "the navigation has no page \(index)"
        case .noPager(let page): "\(named(page)) has no pager"
        case .pagerTabOutOfRange(let index): "the pager has no tab \(index)"
        case .noHeader(let page): "\(named(page)) has no header"
        case .noStack(let page): "\(named(page)) has no page stack"
        case .undeclaredViewMove(let from, let to):
            "the stack view \(named(from)) does not push or switch to \(named(to))"
        case .pageStack(.animating): "the page stack is still animating"
        case .pageStack(.alreadyAtRoot): "the page stack shows only its root view"
        case .pageStack(.notInStack(let view)): "the page stack does not hold the view \(named(view))"
        case .pageStack(.isTop(let view)), .pageStack(.switchingToTop(let view)):
            "the page stack already shows the view \(named(view))"
        case .pageStack(.alreadyInStack(let view)): "the page stack already holds the view \(named(view))"
        case .activationInPushStyle(let index):
            "page \(index) cannot be active: in push style only the top page is"
        case .tabOutOfRange(let index): "the scene has no tab \(index)"
        case .nothingPresented: "nothing is presented"
        case .detentUnavailable(let page, let detent):
            "\(named(page)) does not show a \(detent.rawValue) detent on this device"
        }
    }
}
