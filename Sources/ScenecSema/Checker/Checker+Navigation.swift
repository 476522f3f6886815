import ScenecDiagnostics
import ScenecOutput
import ScenecRuntime

// MARK: - Who supplies arguments (spec section 10.1)

extension Checker {
    /// SC3030 and SC3031: every required argument of a page that some navigation makes without a push or a
    /// presentation (a tab root, `root`, the attachment page, a pager's page) has a value.
    mutating func checkArguments() {
        // By index, without copying pages: almost every page of a large scene has no arguments.
        guard scene.pages.indices.contains(where: { !scene.pages[$0].arguments.isEmpty }) else { return }
        // An argument named after the scene's namespace of pages would hide it in the navigation methods (SC2041).
        let namespace = SwiftNames.typeName(scene.name.value) + "Pages"
        for index in scene.pages.indices {
            for argument in scene.pages[index].arguments where argument.name.value == namespace {
                emit(.reservedArgumentName(namespace, at: argument.name.range))
            }
        }
        var reported: Set<SourceRange> = []
        var entries: [(reference: Located<PageID>, role: String)] = []
        switch scene.navigation {
        case .tabs(let tabs): entries += tabs.map { ($0.root, "the root of tab '\($0.title.value)'") }
        case .root(let root): entries.append((root, "the scene's 'root'"))
        }
        if let attachment = scene.attachment { entries.append((attachment.page, "the attachment page")) }
        for (reference, role) in entries {
            guard let index = scene.pageIndex(of: reference.value) else { continue }
            for argument in scene.pages[index].arguments where argument.isRequired {
                guard !hasPriorProblem(in: argument.range), reported.insert(argument.name.range).inserted else {
                    continue
                }
                emit(
                    .argumentNotSupplied(
                        argument, page: reference.value, role: role, at: reference.range,
                        fixIts: argumentFixIts(argument)))
            }
        }
        for hostIndex in scene.pages.indices {
            // The host is read by index: bound to a local, the whole page was copied for each pager.
            guard let pager = scene.pages[hostIndex].pager else { continue }
            for tab in pager.tabs {
                guard let shownIndex = scene.pageIndex(of: tab.page.value) else { continue }
                for argument in scene.pages[shownIndex].arguments {
                    let hostArgument = scene.pages[hostIndex].arguments.first { $0.name.value == argument.name.value }
                    let problem: Diagnostic.InheritanceProblem
                    if let hostArgument {
                        if hostArgument.type.value != argument.type.value {
                            problem = .otherType(hostArgument)
                        } else if argument.isRequired, hostArgument.isOptional, hostArgument.defaultValue == nil {
                            problem = .optional(hostArgument)
                        } else {
                            continue
                        }
                    } else if argument.isRequired {
                        problem = .missing
                    } else {
                        continue
                    }
                    guard !hasPriorProblem(in: argument.range), reported.insert(argument.name.range).inserted
                    else { continue }
                    emit(
                        .argumentNotInherited(
                            argument, page: tab.page.value, host: scene.pages[hostIndex], tab: tab, problem: problem,
                            fixIts: argumentFixIts(argument)))
                }
            }
        }
        // A swipe transition (R6) pushes its `next` page with no values: a gesture carries no data (§10.1).
        for sourceIndex in scene.pages.indices {
            guard let next = scene.pages[sourceIndex].transition?.next,
                let targetIndex = scene.pageIndex(of: next.value)
            else { continue }
            for argument in scene.pages[targetIndex].arguments where argument.isRequired {
                guard !hasPriorProblem(in: argument.range), reported.insert(argument.name.range).inserted else {
                    continue
                }
                emit(
                    .argumentNotSuppliedBySwipe(
                        argument, page: next.value, source: scene.pages[sourceIndex].id.value, at: next.range,
                        labels: scene.pages[targetIndex].arguments.map(\.name.value),
                        fixIts: argumentFixIts(argument)))
            }
        }
    }

    /// The fix-it for a required argument nobody supplies: a bare scalar type becomes optional (`Int` -> `Int?`); a
    /// list type (which cannot be optional) or the mapping form gets a default of its type's sample value.
    func argumentFixIts(_ argument: Argument) -> [FixIt] {
        let name = argument.name.value
        let typeRange = argument.type.range
        let typeText = file.text(in: typeRange)
        let sample = Checker.yamlLiteral(argument.type.value.sample)
        let isBare = argument.valueRange == typeRange
        if isBare {
            if case .choice = argument.type.value {
                return [
                    FixIt(
                        "give '\(name)' the default \(sample)", replacing: argument.valueRange,
                        with: "{type: \(typeText), default: \(sample)}")
                ]
            }
            return [FixIt("make '\(name)' optional", replacing: .at(typeRange.end), with: "?")]
        }
        guard typeRange.length > 0 else { return [] }
        // The mapping form: a block mapping's `type:` starts its line; a flow mapping's does not.
        let bytes = file.bytes
        var lineStart = typeRange.start
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var keyStart = lineStart
        while keyStart < typeRange.start, bytes[keyStart] == 0x20 { keyStart += 1 }
        let isBlock = file.text(in: SourceRange(start: keyStart, end: typeRange.start)).hasPrefix("type")
        let insertion =
            isBlock
            ? "\n" + String(repeating: " ", count: keyStart - lineStart) + "default: \(sample)"
            : ", default: \(sample)"
        return [FixIt("give '\(name)' the default \(sample)", replacing: .at(typeRange.end), with: insertion)]
    }

    /// `value` as a YAML scalar in a flow mapping (text quoted).
    static func yamlLiteral(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text), .url(let text): "\"\(text)\""
        default: value.description
        }
    }
}

extension Diagnostic {
    /// Why a pager page's argument does not come from its host.
    enum InheritanceProblem {
        /// The host has no argument of that name.
        case missing
        /// The host's argument of that name has another type.
        case otherType(Argument)
        /// The host's argument is optional without a default, and the page's is required.
        case optional(Argument)
    }

    /// SC3030: a required argument of a page that a navigation shows first (`role`: "the root of tab 'Home'").
    static func argumentNotSupplied(
        _ argument: Argument, page: PageID, role: String, at reference: SourceRange, fixIts: [FixIt]
    ) -> Diagnostic {
        Diagnostic(
            .argumentNotSupplied,
            "argument '\(argument.name.value)' of page '\(page)' is required, but \(role) is shown with no "
                + "navigation to supply it",
            at: argument.name.range, label: "required \(argument.typeName)",
            notes: [Note("'\(page)' is \(role) here", at: reference, label: "shown without arguments")],
            help: ["give it a default or make it optional"], fixIts: fixIts)
    }

    /// SC3032: a required argument of a page that a swipe transition pushes (`next:`), which supplies no values.
    /// `labels` are the names of all the page's arguments, in declaration order: the labels of its one generated
    /// push method (`pushLyrics(trackID:query:)`), which the help names.
    static func argumentNotSuppliedBySwipe(
        _ argument: Argument, page: PageID, source: PageID, at reference: SourceRange, labels: [String],
        fixIts: [FixIt]
    ) -> Diagnostic {
        let name = argument.name.value
        return Diagnostic(
            .argumentNotSuppliedBySwipe,
            "argument '\(name)' of page '\(page)' is required, but the swipe transition of '\(source)' pushes "
                + "'\(page)' with no arguments",
            at: argument.name.range, label: "required \(argument.typeName)",
            notes: [
                Note("'\(source)' pushes '\(page)' by a swipe here", at: reference, label: "supplies no arguments")
            ],
            help: [
                "a swipe carries no data: give '\(name)' a default or make it optional, or push '\(page)' "
                    + "from code (`push\(SwiftNames.typeName(page.rawValue))(\(labels.map { $0 + ":" }.joined()))`) "
                    + "instead of by the swipe"
            ],
            fixIts: fixIts)
    }

    /// SC3031: a pager page's argument that its host does not hand down.
    static func argumentNotInherited(
        _ argument: Argument, page: PageID, host: Page, tab: PagerTab, problem: InheritanceProblem,
        fixIts: [FixIt]
    ) -> Diagnostic {
        let name = argument.name.value
        let hostID = host.id.value
        var notes = [Note("'\(page)' is shown in the pager of '\(hostID)' here", at: tab.page.range)]
        let message: String
        switch problem {
        case .missing:
            message =
                "argument '\(name)' of page '\(page)' is required, but '\(hostID)', whose pager shows it, has no "
                + "argument '\(name)'"
        case .otherType(let other):
            message =
                "argument '\(name)' of page '\(page)' is of type \(argument.typeName), but the argument '\(name)' "
                + "of '\(hostID)', whose pager shows it, is of type \(other.typeName)"
            notes.append(Note("'\(hostID)' declares '\(name)' here", at: other.name.range))
        case .optional(let other):
            message =
                "argument '\(name)' of page '\(page)' is required, but the argument '\(name)' of '\(hostID)', whose "
                + "pager shows it, is optional"
            notes.append(Note("'\(hostID)' declares '\(name)' here", at: other.name.range))
        }
        return Diagnostic(
            .argumentNotInherited, message, at: argument.name.range, label: "not handed down by '\(hostID)'",
            notes: notes,
            help: [
                "a page in a pager receives its host's arguments of the same name and type: declare "
                    + "'\(name): \(argument.typeName)' on '\(hostID)', or give '\(name)' a default or make it optional"
            ],
            fixIts: {
                if case .otherType = problem { return [] }
                return fixIts
            }())
    }
}

// MARK: - Presentations (spec section 10.2)

extension Checker {
    /// SC4020 and SC4021: detents no device uses, and presentations too low for their page on some device.
    mutating func checkPresentations() {
        guard scene.pages.indices.contains(where: { scene.pages[$0].presentation != nil }) else { return }
        var regular = Metrics()
        for (key, located) in scene.metrics.values { regular.apply(key, located.value) }
        var compact = regular
        for (key, located) in scene.metrics.compactValues { compact.apply(key, located.value) }
        // The pages some page presents (its own `present`; a pager page's presentations are declared on it too, and
        // the attachment page's are its `present`).
        var presented: Set<PageID> = []
        for page in scene.pages {
            for target in page.present { presented.insert(target.value) }
        }
        for page in scene.pages {
            guard let presentation = page.presentation else { continue }
            // A page no page presents never shows its presentation: that is the mistake, whatever its detents and
            // frames would be (a page that is only pushed, with a `presentation` written for it).
            guard presented.contains(page.id.value) else {
                emit(.presentationNeverUsed(presentation, page: page.id.value))
                continue
            }
            let runtime = presentation.runtime
            if let detents = presentation.detents, detents.value != [.large],
                !scene.devices.contains(where: { runtime.usesDetents(on: $0.runtime.sizeClass) })
            {
                emit(.detentsIgnored(presentation, page: page.id.value, devices: scene.devices, file: file))
            }
            for device in scene.devices {
                let sizeClass = device.runtime.sizeClass
                let metrics = sizeClass == .compact ? compact : regular
                let detents = runtime.usesDetents(on: sizeClass) ? runtime.detents : [SheetDetent.large]
                let lowest = detents.map { detent in
                    PresentationLayout.layout(
                        runtime, detent: detent, window: device.runtime.size, sizeClass: sizeClass,
                        source: Rect(x: 0, y: 0, width: device.runtime.width, height: device.runtime.height),
                        metrics: metrics)
                }.min { $0.frame.height < $1.frame.height }
                guard let lowest, lowest.frame.height < metrics.pagerBarHeight else { continue }
                emit(
                    .presentationTooSmall(
                        presentation, page: page.id.value, device: device.name.value, layout: lowest,
                        pagerBarHeight: metrics.pagerBarHeight))
                break
            }
        }
    }
}

extension Diagnostic {
    /// SC4020: detents that the style shown on every device of the scene ignores.
    static func detentsIgnored(
        _ presentation: Presentation, page: PageID, devices: [Device], file: SourceFile
    ) -> Diagnostic {
        let shown = Set(devices.map { presentation.runtime.style(for: $0.runtime.sizeClass).rawValue }).sorted()
        let range = presentation.detents?.range ?? presentation.range
        return Diagnostic(
            .detentsIgnored,
            "the detents of page '\(page)' are used on no device: it is shown as \(shown.joined(separator: " and ")) "
                + "on every device of the scene",
            at: range, label: "ignored",
            help: [
                "only a sheet on a compact device (iPhone) has detents; add a compact device, or remove 'detents'"
            ],
            fixIts: presentation.detentsEntry.map {
                [FixIt("remove 'detents'", replacing: Diagnostic.entryRange($0, in: file), with: "")]
            } ?? [])
    }

    /// SC4020 on a page that no page presents: its `presentation` (detents or not) is never used.
    static func presentationNeverUsed(_ presentation: Presentation, page: PageID) -> Diagnostic {
        Diagnostic(
            .detentsIgnored,
            "page '\(page)' has a 'presentation', but no page presents it: it is never presented, so its "
                + "presentation is used on no device",
            at: presentation.range, label: "never used",
            help: [
                "list '\(page)' in the 'present' of the page that shows it modally (section 10.2), or remove "
                    + "'presentation' if '\(page)' is only pushed"
            ])
    }

    /// SC4021: a presentation lower than the pager bar on `device`.
    static func presentationTooSmall(
        _ presentation: Presentation, page: PageID, device: String, layout: PresentationLayout,
        pagerBarHeight: Double
    ) -> Diagnostic {
        let height = NumberText.format(layout.frame.height)
        let detent = layout.detent.map { " at the \($0.rawValue) detent" } ?? ""
        return Diagnostic(
            .presentationTooSmall,
            "the \(layout.style.rawValue) that presents page '\(page)' is \(height) pt high\(detent) on '\(device)', "
                + "less than a pager bar (\(NumberText.format(pagerBarHeight)) pt)",
            at: presentation.range, label: "too low on '\(device)'",
            help: ["raise the presentation's metrics (section 10.2), or use another style or detent"])
    }
}
