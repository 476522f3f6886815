/// One presentation over a scene's navigation (scene format §10.2): the presented page and the pages pushed
/// inside it, a push-style stack of its own.
public struct PresentedStack: Sendable, Hashable {
    /// The presenting page's instance: the top page of the navigation or of the presentation below, or the
    /// attachment page (`from` is then the attachment page's id).
    public let from: String
    /// Whether it was presented from the attachment page.
    public let isFromAttachment: Bool
    /// Its depth, 1 for the lowest presentation: its pages' state keys are `p<depth>/<instance>`.
    public let depth: Int
    /// The presentation's pages, the presented page first; instance ids as in a navigation (`share`, `share#2`).
    public internal(set) var pages: [StackedPage]
    /// The detent it shows (nil: its first); used where the style has detents.
    public internal(set) var detent: SheetDetent?

    /// The state key of the page at `index` (pager selections, header offsets, page stacks, arguments).
    func key(of index: Int) -> String { "p\(depth)/" + pages[index].id }
}

/// A presentation laid out at rest, in window coordinates (scene format §10.2).
public struct PresentationSnapshot: Sendable, Hashable {
    /// The presented page.
    public var page: String
    /// The page it was presented from (for a pager page, its host; the attachment page when presented from it).
    public var from: String
    /// The style shown (after adaptation), the detent (nil where none applies) and whether what is below is dimmed.
    public var layout: PresentationLayout
    /// The presentation's frame in window coordinates.
    public var frame: Rect { layout.frame }
    /// Its push-style stack: each page's frame relative to `frame` (all of it), the last one visible.
    public var pages: [(page: String, frame: Rect, visible: Bool)] {
        zip(pageIDs.indices, pageIDs).map { index, page in
            (page, Rect(x: 0, y: 0, width: frame.width, height: frame.height), index == pageIDs.count - 1)
        }
    }
    /// The scene pages of the stack, the presented page first.
    public var pageIDs: [String]

    public static func == (lhs: PresentationSnapshot, rhs: PresentationSnapshot) -> Bool {
        lhs.page == rhs.page && lhs.from == rhs.from && lhs.layout == rhs.layout && lhs.pageIDs == rhs.pageIDs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(page)
        hasher.combine(from)
        hasher.combine(layout)
        hasher.combine(pageIDs)
    }
}

extension SceneDefinition {
    /// The pages `id` can present: its own `present`, then those of the pages of its pager, followed through
    /// nesting (§10.2: a pager page presents from its host), without repeats, declared pages only.
    public func presentTargets(from id: String) -> [String] {
        // Most pages present nothing and have no pager: no search, no allocation.
        guard let startIndex = index(ofPage: id) else { return [] }
        var result: [String] = []
        if pages[startIndex].pager == nil {
            for target in pages[startIndex].present where hasPage(target) && !result.contains(target) {
                result.append(target)
            }
            return result
        }
        var visited: [String] = [id]
        var queue = [id]
        var head = 0
        while head < queue.count {
            guard let page = page(queue[head]) else {
                head += 1
                continue
            }
            head += 1
            for target in page.present where hasPage(target) && !result.contains(target) { result.append(target) }
            for tab in page.pager?.tabs ?? [] where !visited.contains(tab.page) {
                visited.append(tab.page)
                queue.append(tab.page)
            }
        }
        return result
    }
}

extension SceneContainer {
    /// Presents `page` from the top page (of the navigation, or of the top presentation), which must declare it
    /// (itself or a page of its pager, §10.2), with `arguments` (checked against the page's, defaults filled in).
    public mutating func present(_ page: String, arguments: PageArguments = PageArguments()) throws(SceneError) {
        let top = topPage
        guard definition.presentTargets(from: top).contains(page) else { throw .undeclaredPresent(from: top, to: page) }
        let from = presentations.last.map { $0.pages[$0.pages.count - 1].id } ?? navigation.top?.id ?? top
        try presentDeclared(page, from: from, isFromAttachment: false, arguments: arguments)
    }

    /// Presents `page` from the attachment page, which must declare it; refused while something is presented
    /// (the attachment bar is below every presentation).
    public mutating func presentFromAttachment(
        _ page: String, arguments: PageArguments = PageArguments()
    ) throws(SceneError) {
        guard let attachment = definition.attachment?.page, presentations.isEmpty,
            definition.presentTargets(from: attachment).contains(page)
        else { throw .undeclaredPresent(from: definition.attachment?.page ?? "", to: page) }
        try presentDeclared(page, from: attachment, isFromAttachment: true, arguments: arguments)
    }

    private mutating func presentDeclared(
        _ page: String, from: String, isFromAttachment: Bool, arguments: PageArguments
    ) throws(SceneError) {
        let resolved = try resolve(arguments, for: page)
        let presented = PresentedStack(
            from: from, isFromAttachment: isFromAttachment, depth: presentations.count + 1,
            pages: [StackedPage(id: page, page: page)], detent: nil)
        presentations.append(presented)
        if !resolved.isEmpty { argumentValues[presented.key(of: 0)] = resolved }
    }

    /// Dismisses the top presentation and everything in it; refused when nothing is presented.
    public mutating func dismiss() throws(SceneError) {
        guard !presentations.isEmpty else { throw .nothingPresented }
        try dismiss(presentationAt: presentations.count - 1)
    }

    /// Dismisses the presentation at `index` (0: the lowest) and every presentation above it, as UIKit's
    /// `dismiss` on a presenting controller does.
    public mutating func dismiss(presentationAt index: Int) throws(SceneError) {
        guard presentations.indices.contains(index) else { throw .nothingPresented }
        for presented in presentations[index...] {
            forgetState(ofKeysWithPrefix: "p\(presented.depth)/")
        }
        presentations.removeSubrange(index...)
    }

    /// Moves the top presentation's sheet to `detent`, which it must declare, on a device where it has detents;
    /// refused with `.nothingPresented` when nothing is presented and `.detentUnavailable` otherwise.
    public mutating func setDetent(_ detent: SheetDetent) throws(SceneError) {
        guard let last = presentations.last else { throw .nothingPresented }
        let page = last.pages[0].page
        let presentation = definition.page(page)?.presentation ?? ScenePresentation()
        guard presentation.usesDetents(on: device.sizeClass), presentation.detents.contains(detent) else {
            throw .detentUnavailable(page: page, detent: detent)
        }
        presentations[presentations.count - 1].detent = detent
    }

    /// Pushes `page` inside the top presentation (the caller checked the edge).
    mutating func pushInPresentation(_ page: String) {
        let index = presentations.count - 1
        let instance = presentations[index].pages.reduce(1) { $0 + ($1.page == page ? 1 : 0) }
        presentations[index].pages.append(StackedPage(id: instance == 1 ? page : "\(page)#\(instance)", page: page))
    }

    /// Pops the top page of the top presentation; its presented page stays (dismiss it instead).
    mutating func popInPresentation() throws(SceneError) {
        let index = presentations.count - 1
        guard presentations[index].pages.count > 1 else { throw .navigation(.emptyStack) }
        let key = presentations[index].key(of: presentations[index].pages.count - 1)
        forgetState(ofKeysWithPrefix: key, exact: true)
        presentations[index].pages.removeLast()
    }

    /// Pushes `page` from the top page with `arguments` (checked against the page's, defaults filled in).
    public mutating func push(_ page: String, arguments: PageArguments) throws(SceneError) {
        let resolved = try resolve(arguments, for: page)
        try push(page)
        if !resolved.isEmpty { argumentValues[topInstance] = resolved }
    }

    /// The arguments of the top page: its own, or for a page shown in the top page's pager, the host's of the
    /// same name (§10.1) — see `arguments(ofPagerPage:)`.
    public var topArguments: PageArguments { argumentValues[topInstance] ?? defaults(for: topPage) }

    /// The arguments a page shown in the top page's pager receives: the host's arguments it declares, by name,
    /// its defaults for the rest.
    public func arguments(ofPagerPage page: String) -> PageArguments {
        let host = topArguments
        guard let declared = definition.page(page)?.arguments else { return PageArguments() }
        var values: [(String, ArgumentValue)] = []
        for argument in declared {
            if let value = host[argument.name], argument.type.accepts(value) {
                values.append((argument.name, value))
            } else if let value = argument.defaultValue {
                values.append((argument.name, value))
            }
        }
        return PageArguments(values)
    }

    /// The defaults of `page`'s arguments (an entry page has no other values).
    func defaults(for page: String) -> PageArguments {
        guard let declared = definition.page(page)?.arguments, !declared.isEmpty else { return PageArguments() }
        return PageArguments(declared.compactMap { argument in argument.defaultValue.map { (argument.name, $0) } })
    }

    private func resolve(_ arguments: PageArguments, for page: String) throws(SceneError) -> PageArguments {
        switch arguments.resolved(for: definition.page(page)?.arguments ?? []) {
        case .success(let resolved): return resolved
        case .failure(let error): throw .arguments(page: page, error)
        }
    }

    /// The presentations laid out on this device, over a navigation laid out as `navigation` in `sideTabs`.
    func presentationSnapshots(
        sideTabs: SideTabLayout, navigation: StackedNavigationLayout
    ) -> [PresentationSnapshot] {
        let window = device.size
        let metrics = self.metrics
        var below: Rect?
        var result: [PresentationSnapshot] = []
        for presented in presentations {
            let source: Rect
            if let below {
                source = below
            } else if presented.isFromAttachment {
                source = sideTabs.attachment ?? Rect(x: 0, y: 0, width: window.width, height: window.height)
            } else if let page = navigation.pages.first(where: { $0.id == presented.from }) {
                let area = sideTabs.navigation
                source = Rect(
                    x: area.x + page.frame.x, y: area.y + page.frame.y, width: page.frame.width,
                    height: page.frame.height)
            } else {
                source = sideTabs.navigation
            }
            let declared = definition.page(presented.pages[0].page)?.presentation ?? ScenePresentation()
            let layout = PresentationLayout.layout(
                declared, detent: presented.detent, window: window, sizeClass: device.sizeClass, source: source,
                metrics: metrics)
            result.append(
                PresentationSnapshot(
                    page: presented.pages[0].page, from: Self.pageID(of: presented.from), layout: layout,
                    pageIDs: presented.pages.map(\.page)))
            below = layout.frame
        }
        return result
    }

    /// The scene page of an instance id (`album#2` -> `album`).
    static func pageID(of instance: String) -> String {
        String(instance.firstIndex(of: "#").map { instance[..<$0] } ?? instance[...])
    }
}
