/// The width of a page in a stacked navigation (R2, scene format `size`).
public enum PageWidth: Sendable, Hashable {
    /// As wide as the navigation (S).
    case full
    /// `metrics.halfPageWidth` points (472 by default), whatever the navigation's width.
    case half
    /// A fixed number of points (> 0); scenec's addition. Behaves exactly like a half page of that width.
    case points(Double)

    /// True for `.full`; `.half` and `.points` are the original's "half size" pages.
    public var isFull: Bool { self == .full }

    /// The width in points inside a navigation `navigationWidth` points wide.
    public func resolved(navigationWidth: Double, metrics: Metrics = .standard) -> Double {
        switch self {
        case .full: navigationWidth
        case .half: metrics.halfPageWidth
        case .points(let width): width
        }
    }
}

/// A page of a stacked navigation: a unique identifier, the scene page it shows, and a width.
///
/// Scene pages are templates: a navigation may hold the same scene page more than once, as a
/// `UINavigationController` holds a second `AlbumViewController`. Each instance has its own `id`.
public struct StackedPage: Sendable, Hashable {
    /// The instance's identifier; unique within a stack (the stack identifies pages by it).
    public var id: String
    /// The scene page this is an instance of (its id in the scene file); `id` unless given.
    public var page: String
    /// The page's width rule.
    public var width: PageWidth

    /// Creates a page with identifier `id`, showing scene page `page` (default: `id`), with width rule `width`
    /// (full by default).
    public init(id: String, page: String? = nil, width: PageWidth = .full) {
        self.id = id
        self.page = page ?? id
        self.width = width
    }
}

/// Which edge of the navigation the active page is aligned with (SPStackedNavigationPagePosition).
public enum PagePosition: String, Sendable, Hashable, CaseIterable {
    /// The active page's left edge is at the navigation's left edge: offset = L_a.
    case left
    /// The active page's right edge is at the navigation's right edge: offset = L_a + w_a − S.
    case right
}

/// Why a stacked-navigation operation was refused; each is a case where the original asserted, crashed or
/// returned nil.
public enum StackedNavigationError: Error, Sendable, Hashable {
    /// `push(_:activate: false)` of a page whose id is already in the stack (the original's NSAssert).
    case alreadyInStack(id: String)
    /// `pop` or `popToRoot` on an empty stack (nil / NSRangeException in the original).
    case emptyStack
    /// `activate` with an index outside `0..<pages.count`.
    case indexOutOfRange(Int)
}

/// The steady-state model of a stacked navigation (R2, SPStackedNavigationController).
///
/// Invariants: page ids are unique; `activeIndex` is nil exactly when `pages` is empty, and otherwise lies in
/// `0..<pages.count`. Operations are instantaneous (the original has no "animating" refusal: a new target
/// simply retargets the running animation).
public struct StackedNavigation: Sendable, Hashable {
    /// The pages, root first.
    public private(set) var pages: [StackedPage]
    /// The index of the active page; nil when the stack is empty.
    public private(set) var activeIndex: Int?
    /// The edge the active page is aligned with.
    public private(set) var position: PagePosition

    /// A stack holding only `root`, active at `.left` (offset 0).
    public init(root: StackedPage) {
        pages = [root]
        activeIndex = 0
        position = .left
    }

    /// A stack restored from explicit state; `activeIndex` is clamped into the stack (nil when empty).
    ///
    /// Page ids must be unique; later duplicates are dropped.
    public init(pages: [StackedPage], activeIndex: Int, position: PagePosition) {
        var seen = Set<String>()
        self.pages = pages.filter { seen.insert($0.id).inserted }
        self.activeIndex = self.pages.isEmpty ? nil : min(max(0, activeIndex), self.pages.count - 1)
        self.position = position
    }

    /// The last page, nil when empty.
    public var top: StackedPage? { pages.last }

    /// The active page, nil when empty.
    public var active: StackedPage? { activeIndex.map { pages[$0] } }

    /// The index of the page with identifier `id`, nil when absent.
    public func index(of id: String) -> Int? {
        pages.firstIndex { $0.id == id }
    }

    /// Pushes `page` on top.
    ///
    /// With `activate` (the default) the new page becomes active at `.right`, or at `.left` when the stack was
    /// empty. Without it the active page does not change (an empty stack activates the pushed page at `.left`).
    /// A page whose id is already in the stack is not appended again: with `activate` it is re-activated at
    /// `.right`; without it the push is refused.
    public mutating func push(_ page: StackedPage, activate: Bool = true) throws(StackedNavigationError) {
        if let existing = index(of: page.id) {
            guard activate else { throw .alreadyInStack(id: page.id) }
            activeIndex = existing
            position = .right
            return
        }
        pages.append(page)
        if pages.count == 1 {
            activeIndex = 0
            position = .left
        } else if activate {
            activeIndex = pages.count - 1
            position = .right
        }
    }

    /// Pops down to the page `parent` (everything when `parent` is not in the stack), then pushes `page`.
    public mutating func push(
        _ page: StackedPage,
        onTopOf parent: String,
        activate: Bool = true
    ) throws(StackedNavigationError) {
        popTo(parent)
        try push(page, activate: activate)
    }

    /// Removes the top page and returns it; the new top becomes active at `.right`.
    ///
    /// Popping the root is allowed and leaves an empty stack. Refused on an empty stack.
    @discardableResult
    public mutating func pop() throws(StackedNavigationError) -> StackedPage {
        guard let removed = pages.popLast() else { throw .emptyStack }
        if pages.isEmpty {
            activeIndex = nil
        } else {
            activeIndex = pages.count - 1
            position = .right
        }
        return removed
    }

    /// Pops while the top page is not `id` and returns the popped pages, top first.
    ///
    /// When `id` is not in the stack every page is popped (as the original does). Never refused.
    @discardableResult
    public mutating func popTo(_ id: String) -> [StackedPage] {
        var removed: [StackedPage] = []
        while let last = pages.last, last.id != id, let page = try? pop() {
            removed.append(page)
        }
        return removed
    }

    /// Pops down to the root, keeping two pages when the root is not full width (so a half root keeps its
    /// neighbour), then activates the root at `.left`. Returns the popped pages, top first.
    ///
    /// Refused on an empty stack.
    @discardableResult
    public mutating func popToRoot() throws(StackedNavigationError) -> [StackedPage] {
        guard let root = pages.first else { throw .emptyStack }
        let keep = root.width.isFull ? 1 : 2
        var removed: [StackedPage] = []
        while pages.count > keep {
            removed.append(try pop())
        }
        activeIndex = 0
        position = .left
        return removed
    }

    /// Activates page `index` with the automatic position: `.right` when `index` is after the active page,
    /// `.left` when before; activating the active page changes nothing.
    public mutating func activate(_ index: Int) throws(StackedNavigationError) {
        guard pages.indices.contains(index) else { throw .indexOutOfRange(index) }
        guard let current = activeIndex, index != current else { return }
        position = index > current ? .right : .left
        activeIndex = index
    }

    /// Activates page `index` at the given `position`.
    public mutating func activate(_ index: Int, position: PagePosition) throws(StackedNavigationError) {
        guard pages.indices.contains(index) else { throw .indexOutOfRange(index) }
        activeIndex = index
        self.position = position
    }

    /// The width w_k of every page, in points, inside a navigation `navigationWidth` (S) points wide.
    public func widths(navigationWidth: Double, metrics: Metrics = .standard) -> [Double] {
        pages.map { $0.width.resolved(navigationWidth: navigationWidth, metrics: metrics) }
    }

    /// The steady-state content offset: L_a at `.left`, L_a + w_a − S at `.right`; 0 for an empty stack.
    ///
    /// L_a is the sum of the widths of the pages before the active one.
    public func steadyOffset(navigationWidth: Double, metrics: Metrics = .standard) -> Double {
        guard let active = activeIndex else { return 0 }
        // The widths summed in stack order as `widths(navigationWidth:metrics:)[..<active].reduce(0, +)` would,
        // without making the list (a container asks at every snapshot).
        var start = 0.0
        for page in pages[..<active] {
            start += page.width.resolved(navigationWidth: navigationWidth, metrics: metrics)
        }
        switch position {
        case .left: return start
        case .right:
            return start + pages[active].width.resolved(navigationWidth: navigationWidth, metrics: metrics)
                - navigationWidth
        }
    }

    /// The indices of the pages the app reports as visible (§1.4 `visibleViewControllers`), ascending.
    ///
    /// A full active page alone; a non-full active page plus its neighbour on the side it is not aligned
    /// with (the next page at `.left`, the previous one at `.right`), when that neighbour exists.
    public var visiblePageIndices: [Int] {
        guard let active = activeIndex else { return [] }
        if pages[active].width.isFull { return [active] }
        let neighbour = position == .left ? active + 1 : active - 1
        guard pages.indices.contains(neighbour) else { return [active] }
        return [min(active, neighbour), max(active, neighbour)]
    }
}
