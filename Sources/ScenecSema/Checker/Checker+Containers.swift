import ScenecDiagnostics

// MARK: - Containers and navigation

extension Checker {
    /// Checks the containers of the page at `index` in `scene.pages` (read field by field, not copied).
    mutating func checkContainers(page index: Int) {
        let id = scene.pages[index].id.value
        let pager = scene.pages[index].pager
        if let header = scene.pages[index].header, pager == nil {
            emit(.headerWithoutPager(header, page: id))
        }
        if let pager, let stack = scene.pages[index].stack {
            emit(.pagerAndStack(stack, pager: pager, page: id))
        }
        guard let pager else { return }
        let pagerRegion = SourceRange(start: pager.range.start, end: scene.pages[index].range.end)
        if pager.tabs.isEmpty {
            if !hasPriorProblem(in: pagerRegion) { emit(.emptyPager(pager, page: id)) }
        } else if pager.selected.value >= pager.tabs.count, !hasPriorProblem(in: pagerRegion) {
            emit(.selectedOutOfRange(pager, page: id))
        }
        for tab in pager.tabs {
            if let titleWidth = tab.titleWidth, titleWidth.value > tab.width.value, !hasPriorProblem(in: tab.range) {
                emit(.titleWiderThanCell(tab, titleWidth: titleWidth))
            }
        }
        if let header = scene.pages[index].header {
            if header.pinHeight.value > header.height.value, header.pinHeight.range.length > 0,
                header.height.range.length > 0
            {
                emit(.pinAboveHeader(header, page: id))
            }
            for tab in pager.tabs {
                guard let shownIndex = scene.pageIndex(of: tab.page.value), !scene.pages[shownIndex].isScrolling
                else { continue }
                let shown = scene.pages[shownIndex]
                emit(.headerPageNotScrolling(tab, shown: shown, owner: id, fixIts: scrollsFixIts(shown)))
            }
        }
    }

    /// `scrolls: false` becomes `true`; a missing `scrolls` is inserted above `type` when
    /// `type:` starts its own line (a block mapping), with the same indentation.
    private func scrollsFixIts(_ page: Page) -> [FixIt] {
        if let scrolls = page.scrolls {
            return [FixIt("declare 'scrolls: true'", replacing: scrolls.range, with: "true")]
        }
        let type = page.type.range
        guard type.length > 0, type != page.id.range else { return [] }
        var lineStart = type.start
        while lineStart > 0, file.bytes[lineStart - 1] != 0x0A, file.bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var keyStart = lineStart
        while keyStart < type.start, file.bytes[keyStart] == 0x20 { keyStart += 1 }
        // Only when `type:` starts its own line: then its indentation is the page's keys'.
        guard keyStart > lineStart, file.text(in: SourceRange(start: keyStart, end: type.start)).hasPrefix("type")
        else { return [] }
        let text = String(decoding: file.bytes[lineStart..<keyStart], as: UTF8.self) + "scrolls: true\n"
        return [FixIt("declare 'scrolls: true'", replacing: .at(lineStart), with: text)]
    }

    /// Checks the navigation of the page at `index` in `scene.pages` (read field by field, not copied).
    mutating func checkNavigation(page index: Int) {
        let id = scene.pages[index].id.value
        let push = scene.pages[index].push
        // A list without a repeat (almost every list) is not copied to be checked.
        if Checker.mayRepeat(push) { checkDuplicates(push.map { $0.map(\.rawValue) }, list: "push") }
        let present = scene.pages[index].present
        if Checker.mayRepeat(present) { checkDuplicates(present.map { $0.map(\.rawValue) }, list: "present") }
        for view in scene.pages[index].stack?.views ?? [] {
            if Checker.mayRepeat(view.push) { checkDuplicates(view.push.map { $0.map(\.rawValue) }, list: "push") }
            if Checker.mayRepeat(view.switchTo) {
                checkDuplicates(view.switchTo.map { $0.map(\.rawValue) }, list: "switch")
            }
            for (list, targets) in [("push", view.push), ("switch", view.switchTo)]
            where targets.contains(where: { $0.value == view.id.value }) {
                for (position, target) in targets.enumerated() where target.value == view.id.value {
                    emit(
                        .stackMoveToItself(
                            target, list: list, page: id,
                            removal: Checker.listItemRemoval(targets, at: position, in: file)))
                }
            }
        }
        guard let transition = scene.pages[index].transition else { return }
        if transition.next == nil, !transition.pop.value {
            emit(.transitionWithoutSwipe(transition, page: id))
        } else if transition.pop.value, let entry = entryRole(of: id), !pushedPages.contains(id) {
            emit(.popNeverFires(transition, page: id, entry: entry))
        }
        if let pager = scene.pages[index].pager {
            emit(.pagerAndTransition(transition, pager: pager, page: id))
        }
    }

    /// The text that removing item `index` of a flow or block list of plain scalars deletes (with its separator),
    /// or nil when the item is not a plain entry of the list (`{view: x, direction: pop}`: only `x` is located).
    static func listItemRemoval<Value>(_ items: [Located<Value>], at index: Int, in file: SourceFile) -> SourceRange? {
        let range = items[index].range
        // The byte before the item, spaces skipped: '[' or ',' in a flow list, '-' in a block list.
        var before = range.start - 1
        while before >= 0, file.bytes[before] == 0x20 { before -= 1 }
        guard before >= 0, [UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "-")].contains(file.bytes[before])
        else { return nil }
        if file.bytes[before] == UInt8(ascii: "-") {
            // A block list: its whole line goes, unless it is the list's only item.
            guard items.count > 1 else { return nil }
            var start = before
            while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
            var end = range.end
            while end < file.bytes.count, file.bytes[end] != 0x0A { end += 1 }
            return SourceRange(start: start, end: min(end + 1, file.bytes.count))
        }
        if index > 0 { return SourceRange(start: items[index - 1].range.end, end: range.end) }
        if items.count > 1 { return SourceRange(start: range.start, end: items[1].range.start) }
        return range
    }

    /// Whether `items` may hold a repeat: true for a long list (which `checkDuplicates` searches with a
    /// dictionary), otherwise whether some item equals an earlier one. `checkDuplicates` reports nothing for a
    /// list without a repeat, so it need not run on a short list where this is false.
    static func mayRepeat<Value: Equatable>(_ items: [Located<Value>]) -> Bool {
        guard items.count > 1 else { return false }
        guard items.count <= 16 else { return true }
        for index in 1..<items.count where items[..<index].contains(where: { $0.value == items[index].value }) {
            return true
        }
        return false
    }

    /// Reports every item of `items` that repeats an earlier one.
    mutating func checkDuplicates(_ items: [Located<String>], list: String) {
        var first: [String: SourceRange] = [:]
        for (index, item) in items.enumerated() {
            if let earlier = first[item.value] {
                emit(
                    .duplicatePush(
                        item.range, name: item.value, list: list, first: earlier,
                        previousEnd: items[index - 1].range.end))
            } else {
                first[item.value] = item.range
            }
        }
    }

    /// "the root of tab 'Radio'" or "the scene's root" when `page` is a navigation's first page.
    private func entryRole(of page: PageID) -> String? {
        switch scene.navigation {
        case .tabs(let tabs):
            tabs.first { $0.root.value == page }.map { "the root of tab '\($0.title.value)'" }
        case .root(let root):
            root.value == page ? "the scene's root" : nil
        }
    }

    /// The pages that some declared page pushes (by `push` or `transition.next`): one pass over the edges,
    /// where asking for each page (a scan of every edge) was quadratic in the pages.
    static func pushedPages(in graph: NavigationGraph) -> Set<PageID> {
        var pushed: Set<PageID> = []
        for edge in graph.edges where edge.kind == .push && graph.contains(edge.from) {
            if case .page(let page) = edge.to { pushed.insert(page) }
        }
        return pushed
    }

    mutating func checkTabRoots() {
        let tabs = scene.tabs
        // A few tabs (the usual sidebar) are compared with each other, without building a dictionary.
        if tabs.count <= 32 {
            for index in tabs.indices where !tabs[index].root.value.rawValue.isEmpty {
                if let earlier = tabs[..<index].first(where: { $0.root.value == tabs[index].root.value }) {
                    emit(.duplicateTabRoot(tabs[index].root, tab: tabs[index].title.value, first: earlier))
                }
            }
            return
        }
        var first: [PageID: Tab] = [:]
        for tab in tabs where !tab.root.value.rawValue.isEmpty {
            if let earlier = first[tab.root.value] {
                emit(.duplicateTabRoot(tab.root, tab: tab.title.value, first: earlier))
            } else {
                first[tab.root.value] = tab
            }
        }
    }
}
