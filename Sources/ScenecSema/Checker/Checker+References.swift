import ScenecDiagnostics

// MARK: - References

extension Checker {
    /// Every place that names a page, with a description of the place, in source order.
    private var pageReferences: [(reference: Located<PageID>, place: String)] {
        var references: [(Located<PageID>, String)] = []
        switch scene.navigation {
        case .tabs(let tabs): references += tabs.map { ($0.root, "a tab's 'root'") }
        case .root(let root): references.append((root, "'root'"))
        }
        if let attachment = scene.attachment { references.append((attachment.page, "'attachment'")) }
        for page in scene.pages {
            references += page.push.map { ($0, "'push'") }
            references += page.present.map { ($0, "'present'") }
            if let next = page.transition?.next { references.append((next, "'transition.next'")) }
            references += (page.pager?.tabs ?? []).map { ($0.page, "a pager tab") }
        }
        return references.sorted { $0.0.range < $1.0.range }
    }

    /// Whether some non-empty page reference names no declared page: a pass without building the sorted list
    /// of references (in a valid scene none does). Every page reference is an edge of the graph to a `.page` node
    /// (a root, a push, a `transition.next`, a pager tab), and a page is declared exactly when its node is, so
    /// the edges without a declared target say it without looking up any id.
    private var hasUnknownPageReference: Bool {
        for edge in graph.edges.indices where graph.targetIndex(ofEdge: edge) == nil {
            if case .page(let id) = graph.edges[edge].to, !id.rawValue.isEmpty { return true }
        }
        return false
    }

    mutating func checkPageReferences() {
        guard hasUnknownPageReference else { return }
        var names: [String]?  // the candidates for suggestions, made at the first unknown reference (an error)
        for (reference, place) in pageReferences {
            let name = reference.value.rawValue
            guard !name.isEmpty, scene.pageIndex(of: reference.value) == nil else { continue }
            // Only valid ids: an invalid one is reported at its declaration, and suggesting it would not help.
            if names == nil { names = scene.pages.map(\.id.value.rawValue).filter(SwiftNames.isIdentifier) }
            let closest = Suggestions.closest(to: name, in: names ?? []).flatMap { scene.page(PageID($0)) }
            emit(.unknownPage(reference, place: place, closest: closest))
            if let closest { substitutes[reference.range] = .page(closest.id.value) }
        }
    }

    mutating func checkViewReferences() {
        for index in scene.pages.indices {
            guard let stack = scene.pages[index].stack else { continue }
            // Most stacks name only declared views: the list of references is made for the others only.
            let isKnown = { (id: Located<ViewID>) in stack.views.contains { $0.id.value == id.value } }
            guard
                !(isKnown(stack.root)
                    && stack.views.allSatisfy { $0.push.allSatisfy(isKnown) && $0.switchTo.allSatisfy(isKnown) })
            else { continue }
            var references: [(Located<ViewID>, String)] = [(stack.root, "the stack's 'root'")]
            for view in stack.views {
                references += view.push.map { ($0, "'push'") }
                references += view.switchTo.map { ($0, "'switch'") }
            }
            // The id alone: the whole page is not copied.
            let page = scene.pages[index].id.value
            let names = stack.views.map(\.id.value.rawValue).filter(SwiftNames.isIdentifier)
            for (reference, place) in references where stack.view(reference.value) == nil {
                let closest = Suggestions.closest(to: reference.value.rawValue, in: names).flatMap {
                    stack.view(ViewID($0))
                }
                emit(.unknownView(reference, place: place, page: page, closest: closest))
                if let closest { substitutes[reference.range] = .view(page: page, view: closest.id.value) }
            }
        }
    }
}
