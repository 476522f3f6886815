import ScenecDiagnostics
import ScenecRuntime

// MARK: - Links (spec section 10.3)

extension Checker {
    /// SC3060-SC3066: every link's path follows declared edges from an entry, its placeholders bind the path's
    /// arguments (every required one bound, none binding nothing, one type per name), no two links match one URL
    /// (`LinkOverlapIndex`, with a witness URL), and no two links share a case name.
    mutating func checkLinks() {
        guard !scene.links.isEmpty else { return }
        var routes: [LinkRoute] = []
        var routeLinks: [Int] = []
        for (index, link) in scene.links.enumerated() {
            guard checkLinkPath(link), let pattern = link.pattern,
                let arguments = checkLinkBindings(link, pattern: pattern),
                let route = try? LinkRoute(pattern: pattern, arguments: arguments)
            else { continue }
            routes.append(route)
            routeLinks.append(index)
        }
        for overlap in LinkOverlapIndex(routes).overlaps {
            let first = scene.links[routeLinks[overlap.first]]
            let second = scene.links[routeLinks[overlap.second]]
            emit(.linksOverlap(second, first: first, witness: overlap.witness))
        }
        let names = Link.caseNames(of: scene.links)
        let base = SwiftNames.typeName(scene.name.value)
        let reserved = Lowering.reservedLinkNames.union([base + "Scene", base + "Pages"])
        var firstWithName: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            if reserved.contains(name) {
                emit(.reservedLinkName(scene.links[index], name: name, file: file))
                continue
            }
            guard let first = firstWithName[name] else {
                firstWithName[name] = index
                continue
            }
            let link = scene.links[index]
            let taken = Set(names)
            var unique = name
            var counter = 2
            while taken.contains(unique) {
                unique = name + String(counter)
                counter += 1
            }
            emit(.duplicateLinkName(link, name: name, first: scene.links[first], unique: unique, file: file))
        }
    }

    /// Whether `id` pushes (`present` false) or presents `target`, itself or through the pages of its pager, followed
    /// through nesting (§9.2, §10.2). The page's own edges are looked at first: only a page with a pager needs the
    /// walk through its pages, and nothing is collected on the way.
    func isLinkTarget(_ target: PageID, from id: PageID, present: Bool) -> Bool {
        func declares(_ page: Page) -> Bool {
            present
                ? page.present.contains { $0.value == target }
                : page.push.contains { $0.value == target } || page.transition?.next?.value == target
        }
        guard let page = scene.page(id) else { return false }
        if declares(page) { return true }
        guard let tabs = page.pager?.tabs, !tabs.isEmpty else { return false }
        var visited: Set<PageID> = [id]
        var queue: [PageID] = []
        for tab in tabs where visited.insert(tab.page.value).inserted { queue.append(tab.page.value) }
        var head = 0
        while head < queue.count {
            defer { head += 1 }
            guard let shown = scene.page(queue[head]) else { continue }
            if declares(shown) { return true }
            for tab in shown.pager?.tabs ?? [] where visited.insert(tab.page.value).inserted {
                queue.append(tab.page.value)
            }
        }
        return false
    }

    /// SC3060 and SC3061 for one link; true when the path is valid.
    mutating func checkLinkPath(_ link: Link) -> Bool {
        guard let first = link.steps.first else { return false }
        for step in link.steps where scene.pageIndex(of: step.page.value) == nil {
            // The ids are listed only for the suggestion, when a step names no page (not once per link).
            let ids = scene.pages.map(\.id.value.rawValue)
            emit(
                .linkStepNotAnEdge(
                    link, step: step, problem: .unknownPage(Suggestions.closest(to: step.page.value.rawValue, in: ids)))
            )
            return false
        }
        let entries: [PageID] =
            switch scene.navigation {
            case .tabs(let tabs): tabs.map(\.root.value)
            case .root(let root): [root.value]
            }
        let attachment = scene.attachment?.page.value
        let startsAtAttachment = first.page.value == attachment && link.steps.count > 1 && link.steps[1].isPresentation
        guard entries.contains(first.page.value) || startsAtAttachment else {
            let pusher = entries.first { isLinkTarget(first.page.value, from: $0, present: false) }
            emit(.linkPathNotFromEntry(link, entries: entries, attachment: attachment, pusher: pusher))
            return false
        }
        for (previous, step) in zip(link.steps, link.steps.dropFirst()) {
            guard !isLinkTarget(step.page.value, from: previous.page.value, present: step.isPresentation) else {
                continue
            }
            let otherKind = isLinkTarget(step.page.value, from: previous.page.value, present: !step.isPresentation)
            emit(
                .linkStepNotAnEdge(
                    link, step: step, problem: .undeclared(from: previous.page.value, otherKind: otherKind)))
            return false
        }
        return true
    }

    /// SC3062, SC3063 and SC3064 for one link with a valid path; the placeholders' arguments when all hold.
    mutating func checkLinkBindings(_ link: Link, pattern: LinkPattern) -> [String: LinkArgument]? {
        let pages = link.steps.compactMap { step in scene.page(step.page.value).map { (step, $0) } }
        var result: [String: LinkArgument] = [:]
        var valid = true
        // An argument a mistyped placeholder was surely meant for is not reported again as unbound.
        var suggested: Set<String> = []
        let placeholders = pattern.placeholders
        let queryNames = Set(pattern.queryItems.map(\.placeholder))
        // The required arguments no placeholder binds, in path order: a placeholder that binds nothing was meant for
        // one of them even when its name is far from it (`{id}` for `listingID`), so it is renamed to the first one
        // left, and SC3063 does not offer a fix that would leave the placeholder binding nothing (issue 43 item 6).
        var unboundRequired: [String] = []
        for (_, page) in pages {
            for argument in page.arguments
            where argument.isRequired && !placeholders.contains(argument.name.value)
                && !unboundRequired.contains(argument.name.value)
            {
                unboundRequired.append(argument.name.value)
            }
        }
        for name in placeholders {
            let bound = pages.compactMap { _, page in page.arguments.first { $0.name.value == name } }
            guard let first = bound.first else {
                let candidates = pages.flatMap { _, page in page.arguments.map(\.name.value) }
                    .filter { !placeholders.contains($0) && !suggested.contains($0) }
                let suggestion =
                    Suggestions.closest(to: name, in: candidates) ?? unboundRequired.first { !suggested.contains($0) }
                if let suggestion { suggested.insert(suggestion) }
                emit(
                    .linkPlaceholderBindsNothing(
                        link, name: name, pages: pages.map(\.1.id.value), suggestion: suggestion))
                valid = false
                continue
            }
            if let other = bound.first(where: { $0.type.value != first.type.value }) {
                emit(.linkPlaceholderTypesDiffer(link, name: name, first: first, other: other))
                valid = false
                continue
            }
            // A query item may be absent only when every argument it binds may be.
            let mayBeAbsent = queryNames.contains(name) && bound.allSatisfy { !$0.isRequired }
            result[name] = LinkArgument(first.type.value, isOptional: mayBeAbsent)
        }
        for (step, page) in pages {
            for argument in page.arguments
            where argument.isRequired && !placeholders.contains(argument.name.value)
                && !suggested.contains(argument.name.value)
            {
                emit(.linkArgumentUnbound(link, step: step, argument: argument, pattern: pattern))
                valid = false
            }
        }
        return valid ? result : nil
    }
}

extension Diagnostic {
    /// Why a step of a link's path is not an edge.
    enum LinkStepProblem {
        /// No page of that id (with the closest id, if any).
        case unknownPage(String?)
        /// The page before it does not declare it; `otherKind`: it declares the other kind of edge.
        case undeclared(from: PageID, otherKind: Bool)
    }

    /// SC3060: a path that starts elsewhere than at an entry page.
    static func linkPathNotFromEntry(
        _ link: Link, entries: [PageID], attachment: PageID?, pusher: PageID?
    ) -> Diagnostic {
        let first = link.steps[0].page
        var starts = entries.map { "'\($0)'" }
        if let attachment { starts.append("'\(attachment)' followed by '|'") }
        return Diagnostic(
            .linkPathNotFromEntry,
            "the path of link '\(link.url.value)' starts at '\(first.value)', which is not an entry page",
            at: first.range, label: "not an entry page",
            help: ["a link's path starts where a navigation starts: " + starts.joined(separator: ", ")],
            fixIts: pusher.map {
                [
                    FixIt(
                        "start at '\($0)', which pushes '\(first.value)'", replacing: .at(first.range.start),
                        with: "\($0),")
                ]
            } ?? [])
    }

    /// SC3061: a step that names no page, or that the page before it does not declare.
    static func linkStepNotAnEdge(_ link: Link, step: LinkStep, problem: LinkStepProblem) -> Diagnostic {
        let page = step.page
        switch problem {
        case .unknownPage(let suggestion):
            return Diagnostic(
                .linkStepNotAnEdge, "the path of link '\(link.url.value)' names no page '\(page.value)'",
                at: page.range, label: "unknown page",
                help: suggestion.map { ["did you mean '\($0)'?"] } ?? [],
                fixIts: suggestion.map {
                    [FixIt("replace '\(page.value)' with '\($0)'", replacing: page.range, with: $0)]
                } ?? [])
        case .undeclared(let from, let otherKind):
            let verb = step.isPresentation ? "present" : "push"
            let otherVerb = step.isPresentation ? "pushes" : "presents"
            var fixIts: [FixIt] = []
            if otherKind, let separator = step.separator {
                let replacement = step.isPresentation ? "," : "|"
                fixIts = [
                    FixIt(
                        "write '\(replacement)': '\(from)' \(otherVerb) '\(page.value)'", replacing: separator,
                        with: replacement)
                ]
            }
            return Diagnostic(
                .linkStepNotAnEdge,
                "the path of link '\(link.url.value)' goes from '\(from)' to '\(page.value)', but '\(from)' does not \(verb) '\(page.value)'",
                at: page.range, label: "no \(verb) edge",
                help: [
                    otherKind
                        ? "'\(from)' \(otherVerb) '\(page.value)': a path writes ',' for a push and '|' for a presentation"
                        : "declare '\(page.value)' in the '\(verb)' of '\(from)', or change the path"
                ],
                fixIts: fixIts)
        }
    }

    /// SC3062: a placeholder that binds no argument of the path.
    static func linkPlaceholderBindsNothing(
        _ link: Link, name: String, pages: [PageID], suggestion: String?
    ) -> Diagnostic {
        let range = link.placeholderRange(name)
        return Diagnostic(
            .linkPlaceholderBindsNothing,
            "placeholder '{\(name)}' of link '\(link.url.value)' binds no argument: no page on its path ("
                + pages.map { "'\($0)'" }.joined(separator: ", ") + ") declares '\(name)'",
            at: range, label: "binds nothing",
            help: suggestion.map { ["did you mean '{\($0)}'? rename the placeholder"] } ?? [
                "declare '\(name)' in the arguments of a page on the path"
            ],
            fixIts: suggestion.flatMap { suggestion in
                link.urlValueStart == nil
                    ? nil
                    : [
                        FixIt(
                            "rename the placeholder '{\(name)}' to '{\(suggestion)}'", replacing: range,
                            with: "{\(suggestion)}")
                    ]
            } ?? [])
    }

    /// SC3063: a required argument of a page on the path that no placeholder binds.
    static func linkArgumentUnbound(
        _ link: Link, step: LinkStep, argument: Argument, pattern: LinkPattern
    ) -> Diagnostic {
        let name = argument.name.value
        let separator = pattern.queryItems.isEmpty ? "?" : "&"
        let end = link.urlValueStart.map { $0 + link.url.value.utf8.count }
        return Diagnostic(
            .linkArgumentUnbound,
            "argument '\(name)' of page '\(step.page.value)' is required, but link '\(link.url.value)' binds no "
                + "'{\(name)}'",
            at: step.page.range, label: "'\(name)' has no value",
            notes: [Note("'\(step.page.value)' declares '\(name)' here", at: argument.name.range)],
            help: [
                "add '{\(name)}' to the url (a segment or a query item), or give '\(name)' a default or make it optional"
            ],
            fixIts: end.map {
                [
                    FixIt(
                        "add the query item '\(name)={\(name)}'", replacing: .at($0),
                        with: "\(separator)\(name)={\(name)}")
                ]
            } ?? [])
    }

    /// SC3064: pages on the path that declare a placeholder's argument with different types.
    static func linkPlaceholderTypesDiffer(_ link: Link, name: String, first: Argument, other: Argument) -> Diagnostic {
        Diagnostic(
            .linkPlaceholderTypesDiffer,
            "placeholder '{\(name)}' of link '\(link.url.value)' binds arguments of different types: "
                + "\(first.type.value.name) and \(other.type.value.name)",
            at: link.placeholderRange(name), label: "one value, two types",
            notes: [
                Note("'\(name)' is of type \(first.type.value.name) here", at: first.name.range),
                Note("and of type \(other.type.value.name) here", at: other.name.range),
            ],
            help: [
                "a placeholder gives one value to every page on the path that declares it: give them one type, or rename one"
            ])
    }

    /// SC3065: two links that match one URL.
    static func linksOverlap(_ link: Link, first: Link, witness: String) -> Diagnostic {
        Diagnostic(
            .linksOverlap,
            "links '\(first.url.value)' and '\(link.url.value)' both match the URL '\(witness)'",
            at: link.url.range, label: "also matches '\(witness)'",
            notes: [Note("the other link", at: first.url.range)],
            help: [
                "no two links may match one URL: make a literal differ, or give a placeholder a type that cannot "
                    + "read the other link's literal (an Int does not read 'new')"
            ])
    }

    /// SC3066: a link whose case name the generated link enum already uses (a member, or a name its code uses
    /// unqualified, which the case would hide).
    static func reservedLinkName(_ link: Link, name: String, file: SourceFile) -> Diagnostic {
        let unique = name + "Link"
        return Diagnostic(
            .duplicateLinkName,
            "link '\(link.url.value)' has the case name '\(name)', which the generated link enum already uses",
            at: link.name?.range ?? link.path.range, label: "'\(name)' is taken",
            help: [
                "the link enum has the members 'url', 'values', 'sceneLinks' and 'makeSceneLinks', and its code "
                    + "uses the names 'PageArguments', 'SceneLink', 'LinkRoute', 'LinkPattern', 'LinkArgument', "
                    + "'ArgumentValue', 'UUID', 'URL', 'String' and the scene's '<Scene>Scene' and '<Scene>Pages': "
                    + "give the link another 'name'"
            ],
            fixIts: linkNameFixIts(link, unique: unique, file: file))
    }

    /// SC3066: two links with one case name.
    static func duplicateLinkName(
        _ link: Link, name: String, first: Link, unique: String, file: SourceFile
    ) -> Diagnostic {
        return Diagnostic(
            .duplicateLinkName,
            "links '\(first.url.value)' and '\(link.url.value)' have the same case name '\(name)'",
            at: link.name?.range ?? link.path.range, label: "'\(name)' again",
            notes: [Note("the first '\(name)'", at: first.name?.range ?? first.path.range)],
            help: ["each link becomes a case of the generated link enum: give one a 'name'"],
            fixIts: linkNameFixIts(link, unique: unique, file: file))
    }

    /// The fix-it of SC3066: names the link `unique`, in its flow mapping (`{url: …}` gains `, name: unique`) or in
    /// place of the name it was given.
    private static func linkNameFixIts(_ link: Link, unique: String, file: SourceFile) -> [FixIt] {
        if link.name == nil, link.range.length > 0, file.bytes[link.range.end - 1] == UInt8(ascii: "}") {
            return [FixIt("name it '\(unique)'", replacing: .at(link.range.end - 1), with: ", name: \(unique)")]
        }
        if let written = link.name {
            return [FixIt("name it '\(unique)'", replacing: written.range, with: unique)]
        }
        return []
    }
}
