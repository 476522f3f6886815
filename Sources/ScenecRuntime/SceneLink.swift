/// One link of a scene (scene format §10.3): its case name, its route (the URL pattern with each placeholder's
/// argument) and the path it opens.
public struct SceneLink: Sendable, Hashable {
    /// One step of the path: a page, pushed (`,`) or presented (`|`) from the step before it.
    public struct Step: Sendable, Hashable {
        public var page: String
        /// True when a `|` comes before it; false for a push and for the first step.
        public var isPresentation: Bool

        public init(page: String, isPresentation: Bool = false) {
            self.page = page
            self.isPresentation = isPresentation
        }
    }

    /// The case name of the generated link enum.
    public var name: String
    /// The URL pattern and its placeholders' arguments.
    public var route: LinkRoute
    /// The path, the entry page (or the attachment page) first.
    public var steps: [Step]

    public init(name: String, route: LinkRoute, steps: [Step]) {
        self.name = name
        self.route = route
        self.steps = steps
    }

    /// The path as `layout --path` writes it: `home,album|share`.
    public var path: String {
        steps.enumerated().map { index, step in
            (index == 0 ? "" : step.isPresentation ? "|" : ",") + step.page
        }.joined()
    }
}

extension SceneDefinition {
    /// The link that matches `url` and its bindings, or nil when none does (the checker guarantees at most one).
    public func link(matching url: String) -> (link: SceneLink, bindings: [String: ArgumentValue])? {
        guard let parts = LinkURLParts(url) else { return nil }
        for link in links {
            if let bindings = link.route.match(parts) { return (link, bindings) }
        }
        return nil
    }
}

extension SceneContainer {
    /// Opens `link` with the values a URL bound (§10.3): dismisses every presentation; for a path from an entry
    /// page, selects its tab and pops that navigation to its root alone; then pushes and presents the path's pages,
    /// each with the bound values of the arguments it declares (defaults for the rest). A path that starts at the
    /// attachment page keeps the selected tab and its stack and presents over them.
    ///
    /// This is what a generated `open(_:animated:)` replays on the UI: the same steps, in the same order. Throws
    /// the first step the scene refuses (never for a link of a checked scene with bindings from `link(matching:)`);
    /// the container then holds the steps before it.
    public mutating func open(_ link: SceneLink, bindings: [String: ArgumentValue]) throws(SceneError) {
        if !presentations.isEmpty { try dismiss(presentationAt: 0) }
        guard let first = link.steps.first else { return }
        let fromAttachment =
            first.page == definition.attachment?.page && link.steps.count > 1
            && link.steps[1].isPresentation && !definition.isEntryPage(first.page)
        if !fromAttachment {
            try start(at: first.page)
            while navigation.pages.count > 1 { try pop() }
        }
        for (index, step) in link.steps.enumerated().dropFirst() {
            let arguments = Self.linkArguments(for: step.page, bindings: bindings, in: definition)
            if step.isPresentation {
                if index == 1 && fromAttachment {
                    try presentFromAttachment(step.page, arguments: arguments)
                } else {
                    try present(step.page, arguments: arguments)
                }
            } else {
                try push(step.page, arguments: arguments)
            }
        }
    }

    /// The bound values of the arguments `page` declares, in declaration order.
    static func linkArguments(
        for page: String, bindings: [String: ArgumentValue], in definition: SceneDefinition
    ) -> PageArguments {
        let declared = definition.page(page)?.arguments ?? []
        return PageArguments(declared.compactMap { argument in bindings[argument.name].map { (argument.name, $0) } })
    }
}
