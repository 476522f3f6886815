/// The identity of one controller created by a `PagerReusePool`: serial numbers 0, 1, 2, … in creation order.
public struct ReusableControllerID: Sendable, Hashable, Comparable {
    /// The serial number, ≥ 0.
    public var rawValue: Int

    /// Wraps a serial number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders by serial number (creation order).
    public static func < (lhs: ReusableControllerID, rhs: ReusableControllerID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// How a page change was started; reported back for the app's bookkeeping.
public enum PageChange: String, Sendable, Hashable, CaseIterable {
    /// The user dragged the content to an adjacent page.
    case swipe
    /// The user tapped a tab in the bar (any page).
    case tap
}

/// What `PagerReusePool.configure(_:)` decided for a page.
public enum PagerDequeue: Sendable, Hashable {
    /// The page already has its controller; nothing to do.
    case existing(ReusableControllerID)
    /// A controller is taken from page `from` and must be prepared for reuse (`prepareForReuse`) before it
    /// shows the new page; page `from` no longer has a controller.
    case reused(ReusableControllerID, from: Int)
    /// A new controller must be created for the page.
    case created(ReusableControllerID)
    /// The page has no reuse identifier: the app creates a controller and the pool does not track it.
    case untracked

    /// The controller that now shows the page; nil for `untracked`.
    public var controller: ReusableControllerID? {
        switch self {
        case .existing(let id), .reused(let id, _), .created(let id): id
        case .untracked: nil
        }
    }
}

/// The controller reuse pool of a pager (§2.4), with scenec's fix: at most two live controllers per reuse
/// identifier, for tap and swipe page changes alike.
///
/// Rule, applied when page i (identifier r) needs a controller while page `currentIndex` is on screen:
/// 1. if page i already holds a controller, it is kept (`existing`);
/// 2. else if fewer than two live controllers have identifier r, a new one is created (`created`);
/// 3. else one of the two is moved to page i (`reused`): never the one on the current page; of the others,
///    the one whose page is farthest from the current page, ties broken by the lower page index.
///
/// Rule 3 always finds a controller because two controllers never share a page. The current page therefore
/// never loses its controller, and pages next to it keep theirs when possible. Identifiers are compared as
/// whole strings (the original split keys on "_" and never reused identifiers containing it).
public struct PagerReusePool: Sendable, Hashable {
    /// The reuse identifier of every page; nil for pages that are never reused.
    public let reuseIdentifiers: [String?]
    /// The page on screen.
    public private(set) var currentIndex: Int
    /// The page each live controller currently shows.
    public private(set) var pageOfController: [ReusableControllerID: Int]
    private var nextSerial: Int

    /// The most live controllers the pool keeps per reuse identifier.
    public static let maximumLivePerIdentifier = 2

    /// Creates an empty pool for pages with the given reuse identifiers; the current page is 0 (nothing is
    /// configured until `start(at:)` or `configure(_:)`).
    public init(reuseIdentifiers: [String?]) {
        self.reuseIdentifiers = reuseIdentifiers
        currentIndex = 0
        pageOfController = [:]
        nextSerial = 0
    }

    /// The number of pages.
    public var pageCount: Int { reuseIdentifiers.count }

    /// The controller showing page `index`, nil when it has none.
    public func controller(at index: Int) -> ReusableControllerID? {
        pageOfController.first { $0.value == index }?.key
    }

    /// The live controllers with reuse identifier `identifier`, by serial number.
    public func liveControllers(for identifier: String) -> [ReusableControllerID] {
        pageOfController.filter { reuseIdentifiers[$0.value] == identifier }.keys.sorted()
    }

    /// Shows page `index` first (reloadData with an initial selection): configures it and makes it current.
    /// Nil when `index` is out of range.
    @discardableResult
    public mutating func start(at index: Int) -> PagerDequeue? {
        guard reuseIdentifiers.indices.contains(index) else { return nil }
        currentIndex = index
        return configure(index)
    }

    /// Gives page `index` a controller while `currentIndex` stays on screen (the rule in the type's
    /// documentation). Nil when `index` is out of range.
    @discardableResult
    public mutating func configure(_ index: Int) -> PagerDequeue? {
        guard reuseIdentifiers.indices.contains(index) else { return nil }
        guard let identifier = reuseIdentifiers[index] else { return .untracked }
        if let existing = controller(at: index) { return .existing(existing) }
        let live = pageOfController.filter { reuseIdentifiers[$0.value] == identifier }
        if live.count < Self.maximumLivePerIdentifier {
            let id = ReusableControllerID(rawValue: nextSerial)
            nextSerial += 1
            pageOfController[id] = index
            return .created(id)
        }
        let current = currentIndex
        let candidates = live.filter { $0.value != current }.sorted { lhs, rhs in
            let lhsDistance = abs(lhs.value - current)
            let rhsDistance = abs(rhs.value - current)
            return lhsDistance != rhsDistance ? lhsDistance > rhsDistance : lhs.value < rhs.value
        }
        // Two live controllers never share a page, so at least one is off the current page.
        guard let chosen = candidates.first else { return nil }
        pageOfController[chosen.key] = index
        return .reused(chosen.key, from: chosen.value)
    }

    /// Moves to page `target` by a tap or a completed swipe: configures it, then makes it current.
    ///
    /// Nil when `target` is out of range, or is the current page (the original ignores such taps), or, for a
    /// swipe, is not adjacent to the current page.
    @discardableResult
    public mutating func change(to target: Int, by change: PageChange) -> PagerDequeue? {
        guard reuseIdentifiers.indices.contains(target), target != currentIndex else { return nil }
        if change == .swipe, abs(target - currentIndex) != 1 { return nil }
        let result = configure(target)
        currentIndex = target
        return result
    }
}
