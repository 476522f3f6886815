public import ScenecDiagnostics
public import ScenecRuntime

/// A scene file, lowered: every value typed, in source order, with the range it came from.
///
/// A `Scene` is well formed in shape (every required key present and of the right type);
/// references between pages are not yet resolved: the checker does that on the
/// `NavigationGraph`.
public struct Scene: Sendable, Hashable {
    /// The scene's name (`scene:`), the prefix of every generated type.
    public var name: Located<String>
    /// The format version; always 1 after lowering.
    public var version: Located<Int>
    /// The devices checks and layout tests run on, in source order (the default pair when
    /// the file declares none).
    public var devices: [Device]
    /// Overrides of the libraries' default metrics.
    public var metrics: MetricOverrides
    /// Side tabs or a single root page.
    public var navigation: Navigation
    /// Bottom-anchored sidebar items that select no page.
    public var extraItems: [ExtraItem]
    /// The bottom attachment bar, if any.
    public var attachment: Attachment?
    /// Every page, in source order.
    public var pages: [Page] {
        didSet { pageIndices = PageIndexTable(pages) }
    }
    /// Page id -> index in `pages` (the first page of an id), so lookups cost O(1); the navigation graph finds its
    /// page nodes through it.
    private(set) var pageIndices: PageIndexTable
    /// Limits for the generated layout tests.
    public var tests: TestLimits
    /// `navigation:` per size class (§9.1); stacked unless written.
    public var navigationStyle: Located<SizeClassValue<NavigationStyle>>?
    /// `tabBar:` per size class (§9.1); side unless written.
    public var tabBarStyle: Located<SizeClassValue<TabBarStyle>>?
    /// The severities the scene's `diagnostics:` mapping chooses per code.
    public var severities: SeverityOverrides = SeverityOverrides()
    /// `modules:`, the modules that declare page and view types (`typeModule(of:)`); nil when not written.
    public var modules: [Located<String>]?
    /// The links (§10.3), in source order.
    public var links: [Link] = []

    /// Creates a scene.
    public init(
        name: Located<String>, version: Located<Int>, devices: [Device], metrics: MetricOverrides,
        navigation: Navigation, extraItems: [ExtraItem], attachment: Attachment?, pages: [Page], tests: TestLimits
    ) {
        self.name = name
        self.version = version
        self.devices = devices
        self.metrics = metrics
        self.navigation = navigation
        self.extraItems = extraItems
        self.attachment = attachment
        self.pages = pages
        self.pageIndices = PageIndexTable(pages)
        self.tests = tests
    }

    /// The page with id `id`, if declared (the first one, if an id was declared twice).
    public func page(_ id: PageID) -> Page? {
        pageIndex(of: id).map { pages[$0] }
    }

    /// The index in `pages` of the page with id `id`, if declared.
    public func pageIndex(of id: PageID) -> Int? {
        pageIndices.index(of: id, in: pages)
    }

    /// The side tabs, or an empty list for a scene on `root:`.
    public var tabs: [Tab] {
        if case .tabs(let tabs) = navigation { return tabs }
        return []
    }
}

/// The index of each page id in a scene's pages (the first page of an id): a hash table of page indices only,
/// open addressing with linear probing. The ids stay in the pages, so a scene of 100,000 pages indexes them in
/// 1 MB, where a `[PageID: Int]` copies every id and takes 6 MB.
struct PageIndexTable: Sendable, Hashable {
    /// The index in the pages of the id hashed to each slot, or -1; a power of two, at least twice the pages.
    private var slots: [Int32]
    /// Whether some id is declared by more than one page: if not, each page is the first of its id.
    private(set) var hasRepeatedIDs = false

    init(_ pages: [Page]) {
        var capacity = 16
        while capacity < 2 * pages.count { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for index in pages.indices {
            let id = pages[index].id.value
            var slot = id.hashValue & mask
            // A repeated id keeps its first page: the slot that holds it stops the probe.
            while slots[slot] >= 0, pages[Int(slots[slot])].id.value != id { slot = (slot + 1) & mask }
            if slots[slot] < 0 { slots[slot] = Int32(index) } else { hasRepeatedIDs = true }
        }
    }

    /// The index in `pages` (the pages this table was made from) of the first page with id `id`.
    func index(of id: PageID, in pages: [Page]) -> Int? {
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if pages[index].id.value == id { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    // The table follows from the pages: two scenes with equal pages are equal whatever their tables.
    static func == (lhs: PageIndexTable, rhs: PageIndexTable) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// How the scene's top level navigates.
public enum Navigation: Sendable, Hashable {
    /// Side tabs, each with its own stacked navigation.
    case tabs([Tab])
    /// One stacked navigation that fills the window.
    case root(Located<PageID>)
}

/// A side tab item and the root page of its stacked navigation.
public struct Tab: Sendable, Hashable {
    public var title: Located<String>
    public var icon: Located<String>?
    /// The badge; nil or empty means no badge.
    public var badge: Located<String>?
    public var badgeColor: Located<SceneColor>?
    public var root: Located<PageID>
    /// The whole tab item.
    public var range: SourceRange

}

/// A bottom-anchored sidebar item that runs an action instead of selecting a page.
public struct ExtraItem: Sendable, Hashable {
    public var title: Located<String>
    public var icon: Located<String>?
    /// An identifier naming the action the app runs.
    public var action: Located<String>?
    public var range: SourceRange

}

/// The bottom attachment bar (a now-playing bar) and the page it shows.
public struct Attachment: Sendable, Hashable {
    public var page: Located<PageID>
    public var visible: Bool
    public var range: SourceRange

}

/// Limits for the generated layout tests.
public struct TestLimits: Sendable, Hashable {
    /// Pushes beyond an entry page that state enumeration follows (default 4).
    public var maxDepth: Int = 4
    /// States per device at most (default 256).
    public var maxStates: Int = 256
    /// How many more times one page may appear in an enumerated path (default 0: each page once). Pages are
    /// templates, so a path may hold a page again (`home, album, artist, album`); this bounds the
    /// enumeration of push cycles together with `maxDepth`.
    public var maxRepeats: Int = 0
    /// Where `maxStates` was written, for the warning when it cuts states.
    public var maxStatesRange: SourceRange?
    /// The app's page factory for the generated UI layout tests (`MusicTestFactory`), made with `()`; nil
    /// generates one that makes plain instances of the declared types.
    public var factory: String?

}

extension SceneColor {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var values: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = SceneColor.hexValue(digits[index]), let low = SceneColor.hexValue(digits[index + 1])
            else {
                return nil
            }
            values.append(high << 4 | low)
            index += 2
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 255)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
