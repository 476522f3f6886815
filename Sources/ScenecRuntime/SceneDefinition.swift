/// A whole scene as runtime values: what `scenec generate` writes into `<Scene>Scene.definition`, so that an
/// app and its generated layout tests build the runtime models from the same data the compiler checked.
///
/// Page, view and action identifiers are the scene file's ids (`[A-Za-z_][A-Za-z0-9_]*`); lengths are points.
/// Every list keeps the scene file's order.
public struct SceneDefinition: Sendable, Hashable {
    /// Equal when every stored property but the page index is equal.
    public static func == (lhs: SceneDefinition, rhs: SceneDefinition) -> Bool {
        lhs.name == rhs.name && lhs.devices == rhs.devices && lhs.metrics == rhs.metrics && lhs.tabs == rhs.tabs
            && lhs.root == rhs.root && lhs.extraItems == rhs.extraItems && lhs.attachment == rhs.attachment
            && lhs.pages == rhs.pages && lhs.compactMetrics == rhs.compactMetrics
            && lhs.navigationStyle == rhs.navigationStyle && lhs.tabBarStyle == rhs.tabBarStyle
            && lhs.links == rhs.links
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(devices)
        hasher.combine(metrics)
        hasher.combine(tabs)
        hasher.combine(root)
        hasher.combine(extraItems)
        hasher.combine(attachment)
        hasher.combine(pages)
        hasher.combine(compactMetrics)
        hasher.combine(navigationStyle)
        hasher.combine(tabBarStyle)
        hasher.combine(links)
    }

    /// The scene's name (`scene:`).
    public var name: String
    /// The devices that layout tests run on.
    public var devices: [SceneDevice]
    /// The metrics, with the scene's overrides applied (on regular devices, and on compact ones unless
    /// `compactMetrics` is set).
    public var metrics: Metrics
    /// The metrics on compact devices, when a `{regular, compact}` override makes them differ.
    public var compactMetrics: Metrics?
    /// The container of the pages per size class (§9.1); stacked by default.
    public var navigationStyle = SizeClassValue(NavigationStyle.stacked)
    /// Where the tabs are shown per size class (§9.1); at the side by default.
    public var tabBarStyle = SizeClassValue(TabBarStyle.side)
    /// The side tabs; empty for a scene with a single `root:` page.
    public var tabs: [SceneTab]
    /// The single root page of a scene without side tabs; nil when the scene has tabs.
    public var root: String?
    /// Bottom-anchored sidebar items that select no page.
    public var extraItems: [SceneExtraItem]
    /// The bottom attachment bar, if any.
    public var attachment: SceneAttachment?
    /// The links (§10.3), in the scene file's order.
    public var links: [SceneLink] = []
    /// Every page. Page ids are unique (the compiler rejects a repeated id); lookups by id take constant time.
    public var pages: [ScenePage] {
        didSet { updatePageIndex() }
    }
    /// The index in `pages` of each page id (the first page wins a repeated id); derived from `pages`.
    private var pageIndex: [String: Int] = [:]
    private var indexedCount = 0

    /// Creates an empty scene named `name`; the generated code appends devices, tabs and pages one by one.
    public init(name: String, metrics: Metrics = .standard, root: String? = nil) {
        self.name = name
        self.devices = []
        self.metrics = metrics
        self.tabs = []
        self.root = root
        self.extraItems = []
        self.attachment = nil
        self.pages = []
    }

    /// Indexes the pages appended since the last change (what the generated code does, page by page); a
    /// shorter array is indexed anew. An entry made stale by editing a page in place is caught by `page(_:)`,
    /// which checks the id it finds.
    private mutating func updatePageIndex() {
        if pages.count < indexedCount {
            pageIndex = [:]
            indexedCount = 0
        }
        if indexedCount == 0 { pageIndex.reserveCapacity(pages.count) }
        for index in indexedCount..<pages.count {
            // One hashing for a new id (the common case); a repeated id gets its first page back.
            let id = pages[index].id
            if let first = pageIndex.updateValue(index, forKey: id) { pageIndex[id] = first }
        }
        indexedCount = pages.count
    }

    /// The metrics on a device of `sizeClass`, as the scene sets them (a navigation bar height the scene does not
    /// set depends on the device: `metrics(on:)`).
    public func metrics(for sizeClass: SceneSizeClass) -> Metrics {
        sizeClass == .compact ? compactMetrics ?? metrics : metrics
    }

    /// The metrics on `device`: its size class's, with UIKit's navigation bar height on the device where the scene
    /// sets none (scene format §8), and always where the navigation is in push style: its bar is
    /// `UINavigationController`'s, which keeps UIKit's height whatever the scene sets (§9.1).
    public func metrics(on device: SceneDevice) -> Metrics {
        var metrics = metrics(for: device.sizeClass).resolved(on: device)
        if navigationStyle.value(for: device.sizeClass) == .push {
            metrics.navigationBarHeight = device.standardNavigationBarHeight
        }
        return metrics
    }

    /// The pages that page `id` can push onto its navigation: its own push targets, then those of the pages
    /// shown in its pager, followed through nested pagers (§9.2: a child controller pushes onto its host's
    /// navigation), in order and without repeats; only declared pages.
    public func pushTargets(from id: String) -> [String] {
        // Most pages have no pager: their own pushes, without the search.
        guard let startIndex = index(ofPage: id) else { return [] }
        if pages[startIndex].pager == nil {
            return pages[startIndex].pushTargets.filter(hasPage)
        }
        // Breadth first over the pages of nested pagers, by page index: `index(ofPage:)` gives one index per
        // declared id, so sets of indices keep the same pages apart as sets of ids would, and each id is hashed
        // once (undeclared ones are skipped, as they push nothing).
        var result: [String] = []
        var seen = PageIndexSet()
        var visited = PageIndexSet()
        _ = visited.insert(startIndex)
        var queue = [startIndex]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for target in pages[current].pushTargets {
                guard let index = index(ofPage: target), seen.insert(index) else { continue }
                result.append(target)
            }
            for tab in pages[current].pager?.tabs ?? [] {
                guard let index = index(ofPage: tab.page), visited.insert(index) else { continue }
                queue.append(index)
            }
        }
        return result
    }

    /// The device named `name`, if declared.
    public func device(named name: String) -> SceneDevice? {
        devices.first { $0.name == name }
    }

    /// The page with id `id`, if declared.
    public func page(_ id: String) -> ScenePage? {
        index(ofPage: id).map { pages[$0] }
    }

    /// Whether a page with id `id` is declared (without copying it).
    public func hasPage(_ id: String) -> Bool {
        index(ofPage: id) != nil
    }

    /// The index in `pages` of the page with id `id`, if declared.
    public func index(ofPage id: String) -> Int? {
        guard let index = pageIndex[id], pages.indices.contains(index), pages[index].id == id else {
            return pages.firstIndex { $0.id == id }
        }
        return index
    }

    /// Whether `id` is one of `entryPages`, without making the list (a container asks at every start).
    func isEntryPage(_ id: String) -> Bool {
        guard let root else { return tabs.contains { $0.root == id } }
        return root == id
    }

    /// The entry pages: each tab's root in tab order (the first tab wins a repeated root), or the root page.
    public var entryPages: [String] {
        guard let root else {
            var result: [String] = []
            for tab in tabs where !result.contains(tab.root) { result.append(tab.root) }
            return result
        }
        return [root]
    }
}

/// A set of page indices that stays a list while it is small: a search of nested pagers usually meets a few
/// pages, which are compared rather than hashed (and no set is made); past 16 a set keeps it linear.
private struct PageIndexSet {
    private var list: [Int] = []
    private var set: Set<Int>?

    /// Adds `index`; false when it was already there.
    mutating func insert(_ index: Int) -> Bool {
        if set != nil { return set!.insert(index).inserted }
        guard !list.contains(index) else { return false }
        list.append(index)
        if list.count > 16 { set = Set(list) }
        return true
    }
}

/// The kind of device a scene runs on, as UIKit's `UIUserInterfaceIdiom` tells it: it decides the navigation bar's
/// height (scene format §8) and, with the window's shape, the vertical size class.
public enum SceneDeviceIdiom: String, Sendable, Hashable, CaseIterable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}

/// The horizontal size class of a device, which picks a page's width.
public enum SceneSizeClass: String, Sendable, Hashable, CaseIterable {
    case regular
    case compact
}

/// The container of a scene's pages per size class (scene format §9.1).
public enum NavigationStyle: String, Sendable, Hashable, CaseIterable {
    /// SPStackedNav's stacked navigation (R2): half and full pages side by side.
    case stacked
    /// A `UINavigationController`-style stack: the top page fills the navigation area.
    case push
}

/// Where a scene's tabs are shown per size class (scene format §9.1).
public enum TabBarStyle: String, Sendable, Hashable, CaseIterable {
    /// SPSideTabController's side tab bar (R1).
    case side
    /// A `UITabBarController`-style bar at the bottom.
    case bottom
}

/// A value per horizontal size class.
public struct SizeClassValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value on a regular device.
    public var regular: Value
    /// The value on a compact device.
    public var compact: Value

    /// The same value in both size classes.
    public init(_ value: Value) {
        regular = value
        compact = value
    }

    /// One value per size class.
    public init(regular: Value, compact: Value) {
        self.regular = regular
        self.compact = compact
    }

    /// The value on a device of `sizeClass`.
    public func value(for sizeClass: SceneSizeClass) -> Value {
        sizeClass == .regular ? regular : compact
    }
}

/// A device that layout tests run on; the window is its full bounds.
public struct SceneDevice: Sendable, Hashable {
    /// The preset or custom name (`ipad-landscape`).
    public var name: String
    /// The window's width, in points.
    public var width: Double
    /// The window's height, in points.
    public var height: Double
    /// The size class that picks `{regular, compact}` page sizes.
    public var sizeClass: SceneSizeClass
    /// An iPhone or an iPad (scene format §2.1 `idiom`; by default an iPad when the size class is regular).
    public var idiom: SceneDeviceIdiom
    /// The window's safe area insets (status bar, notch, home indicator), in points; zero for the scene
    /// format's presets (§7: the window is the full bounds), `view.safeAreaInsets` for a real window. Only
    /// the bars the containers draw use it: `SideTabLayout` and `BottomTabBarLayout` keep their items inside
    /// it, and pages get the rest from UIKit's own safe-area propagation.
    public var safeArea: EdgeInsets

    /// Creates a device; without `idiom`, a regular device is an iPad and a compact one an iPhone (scene format §2.1).
    public init(
        name: String, width: Double, height: Double, sizeClass: SceneSizeClass, idiom: SceneDeviceIdiom? = nil,
        safeArea: EdgeInsets = .zero
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
        self.idiom = idiom ?? Self.defaultIdiom(for: sizeClass)
        self.safeArea = safeArea
    }

    /// The idiom a device of `sizeClass` has when it names none: an iPad when regular, an iPhone when compact.
    public static func defaultIdiom(for sizeClass: SceneSizeClass) -> SceneDeviceIdiom {
        sizeClass == .regular ? .pad : .phone
    }

    /// The vertical size class: compact on an iPhone in landscape (wider than tall), the large iPhones included,
    /// regular otherwise (an iPad is regular in height in every orientation and split). Human Interface Guidelines,
    /// Layout, "Device size classes": https://developer.apple.com/design/human-interface-guidelines/layout
    public var verticalSizeClass: SceneSizeClass { idiom == .phone && width > height ? .compact : .regular }

    /// `UINavigationBar`'s height on an iPhone in portrait, in points.
    public static let portraitPhoneNavigationBarHeight = 44.0

    /// `UINavigationBar`'s height on this device, in points (scene format §8): 50 on an iPad (iOS 12 and later), 32
    /// where the vertical size class is compact (an iPhone in landscape; UIKit's "compact-height navigation bar",
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance), 44 otherwise. Apple's
    /// pages name no numbers; these are UIKit's as measured (iPad 50 since iOS 12: Geoff Hackworth, "iPad
    /// Navigation Bar and Toolbar Height Changes in iOS 12", 2018) and as react-native-screens' native stack
    /// computes them (`getDefaultHeaderHeight`: iPad 50, iPhone landscape 32, portrait 44).
    public var standardNavigationBarHeight: Double {
        if idiom == .pad { return 50 }
        return verticalSizeClass == .compact ? 32 : Self.portraitPhoneNavigationBarHeight
    }

    /// The window's size.
    public var size: Size { Size(width: width, height: height) }
}

/// An sRGB colour with 8-bit components (`#RRGGBB` or `#RRGGBBAA` in the scene file).
public struct SceneColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 (opaque) when the scene file gives no alpha.
    public var alpha: UInt8

    /// Creates a colour.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A side tab item and the root page of its stacked navigation.
public struct SceneTab: Sendable, Hashable {
    /// The item's title.
    public var title: String
    /// The image asset name.
    public var icon: String?
    /// The badge text; nil when there is none (the scene file's empty badge is none).
    public var badge: String?
    /// The badge's colour.
    public var badgeColor: SceneColor?
    /// The root page's id.
    public var root: String

    /// Creates a tab.
    public init(title: String, icon: String? = nil, badge: String? = nil, badgeColor: SceneColor? = nil, root: String) {
        self.title = title
        self.icon = icon
        self.badge = badge
        self.badgeColor = badgeColor
        self.root = root
    }
}

/// A bottom-anchored sidebar item that runs an action instead of selecting a page.
public struct SceneExtraItem: Sendable, Hashable {
    public var title: String
    /// The image asset name.
    public var icon: String?
    /// The action the app runs.
    public var action: String?

    /// Creates an extra item.
    public init(title: String, icon: String? = nil, action: String? = nil) {
        self.title = title
        self.icon = icon
        self.action = action
    }
}

/// The bottom attachment bar and the page it shows.
public struct SceneAttachment: Sendable, Hashable {
    /// The page shown in the bar.
    public var page: String
    /// Whether the bar is shown.
    public var isVisible: Bool

    /// Creates an attachment.
    public init(page: String, isVisible: Bool) {
        self.page = page
        self.isVisible = isVisible
    }
}

/// A page's width in a stacked navigation, one per size class.
public struct ScenePageSize: Sendable, Hashable {
    /// The width on a regular device.
    public var regular: PageWidth
    /// The width on a compact device.
    public var compact: PageWidth

    /// The same width in both size classes.
    public init(_ width: PageWidth) {
        self.regular = width
        self.compact = width
    }

    /// One width per size class.
    public init(regular: PageWidth, compact: PageWidth) {
        self.regular = regular
        self.compact = compact
    }

    /// The width on a device of `sizeClass`.
    public func width(for sizeClass: SceneSizeClass) -> PageWidth {
        sizeClass == .regular ? regular : compact
    }
}

/// An interactive swipe that pushes `next` and pops (R6).
public struct SceneTransition: Sendable, Hashable {
    public var mode: TransitionMode
    /// The page a push swipe pushes.
    public var next: String?
    /// Whether a pop swipe is enabled.
    public var isPopEnabled: Bool
    /// The navigation bar's alpha on the page, 0...1.
    public var navBarAlpha: Double

    /// Creates a transition.
    public init(mode: TransitionMode = .left, next: String? = nil, isPopEnabled: Bool = true, navBarAlpha: Double = 1) {
        self.mode = mode
        self.next = next
        self.isPopEnabled = isPopEnabled
        self.navBarAlpha = navBarAlpha
    }
}

/// One tab of a pager and the page it shows.
public struct ScenePagerTab: Sendable, Hashable {
    public var title: String
    /// The page shown by the tab.
    public var page: String
    /// The cell's width, in points.
    public var width: Double
    /// Pages with the same reuse identifier may share a controller.
    public var reuse: String?
    /// The measured title width the dynamic line types need, in points.
    public var titleWidth: Double?

    /// Creates a pager tab.
    public init(title: String, page: String, width: Double, reuse: String? = nil, titleWidth: Double? = nil) {
        self.title = title
        self.page = page
        self.width = width
        self.reuse = reuse
        self.titleWidth = titleWidth
    }
}

/// Pager tabs inside a page (R3).
public struct ScenePager: Sendable, Hashable {
    public var lineType: PagerLineType
    public var scalesSelected: Bool
    /// The initially selected tab, 0-based.
    public var selected: Int
    /// The tabs, in order.
    public var tabs: [ScenePagerTab]

    /// Creates a pager without tabs; the generated code appends them.
    public init(lineType: PagerLineType = .fixed, scalesSelected: Bool = false, selected: Int = 0) {
        self.lineType = lineType
        self.scalesSelected = scalesSelected
        self.selected = selected
        self.tabs = []
    }

    /// The runtime pager with `metrics`, on its initial tab.
    public func runtimePager(metrics: Metrics) -> Pager {
        Pager(
            tabs: tabs.map { PagerTab(width: $0.width, titleWidth: $0.titleWidth) },
            lineType: lineType,
            scalesSelected: scalesSelected,
            selected: selected,
            metrics: metrics
        )
    }
}

/// A nested sticky header above a page's pager (R4).
public struct SceneHeader: Sendable, Hashable {
    /// The header's height hH.
    public var height: Double
    /// The menu's height mH; nil means `metrics.pagerBarHeight`.
    public var menuHeight: Double?
    /// The pin height pH.
    public var pinHeight: Double
    /// The main scroll view's inset.
    public var inset: EdgeInsets

    /// Creates a header.
    public init(height: Double, menuHeight: Double? = nil, pinHeight: Double = 0, inset: EdgeInsets = .zero) {
        self.height = height
        self.menuHeight = menuHeight
        self.pinHeight = pinHeight
        self.inset = inset
    }
}

/// One view of a page stack and where it can go.
public struct SceneStackView: Sendable, Hashable {
    /// The view's id.
    public var id: String
    /// The UIView subclass, as written in the scene file.
    public var type: String
    /// Views pushed on top of this one.
    public var push: [String]
    /// Views that replace this one in place.
    public var switchTo: [String]
    /// The views of `switchTo` that replace this one with a pop animation (it slides out to the right); the
    /// others slide in as a push.
    public var switchesByPop: [String]

    /// Creates a stack view.
    public init(
        id: String, type: String, push: [String] = [], switchTo: [String] = [], switchesByPop: [String] = []
    ) {
        self.id = id
        self.type = type
        self.push = push
        self.switchTo = switchTo
        self.switchesByPop = switchesByPop
    }

    /// The direction of the animation that switches this view to `view`.
    public func switchDirection(to view: String) -> StackDirection {
        switchesByPop.contains(view) ? .pop : .push
    }
}

/// A stack of views inside a page (R5).
public struct SceneStack: Sendable, Hashable {
    /// The first view.
    public var root: String
    /// The top inset ti.
    public var topInset: Double
    /// The bottom inset bi.
    public var bottomInset: Double
    /// The views.
    public var views: [SceneStackView]

    /// Creates a stack without views; the generated code appends them.
    public init(root: String, topInset: Double = 0, bottomInset: Double = 0) {
        self.root = root
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.views = []
    }

    /// The view with id `id`, if declared.
    public func view(_ id: String) -> SceneStackView? {
        views.first { $0.id == id }
    }
}

/// A page: its view controller type, its width and the containers inside it.
public struct ScenePage: Sendable, Hashable {
    /// The page's id.
    public var id: String
    /// The view controller class, as written in the scene file.
    public var type: String
    public var title: String?
    public var size: ScenePageSize
    /// Whether its content is a vertical scroll view.
    public var scrolls: Bool
    /// Whether it shows a navigation bar (its title, a back button, the app's bar items) when a navigation
    /// shows it (§4 `navigationBar`); default true.
    public var showsNavigationBar: Bool = true
    /// Pages it can push, in order (without `transition.next`).
    public var push: [String]
    public var transition: SceneTransition?
    public var pager: ScenePager?
    public var header: SceneHeader?
    public var stack: SceneStack?
    /// Its arguments, in declaration order (§10.1).
    public var arguments: [SceneArgument] = []
    /// Pages it presents, in order (§10.2).
    public var present: [String] = []
    /// How it is shown when presented (§10.2); nil: a dismissible sheet at the `large` detent.
    public var presentation: ScenePresentation?

    /// Creates a page without push targets or containers; the generated code sets the rest.
    public init(id: String, type: String, size: ScenePageSize = ScenePageSize(.full)) {
        self.id = id
        self.type = type
        self.title = nil
        self.size = size
        self.scrolls = false
        self.push = []
        self.transition = nil
        self.pager = nil
        self.header = nil
        self.stack = nil
    }

    /// Creates a page with every property given: one call makes the whole page, where the initializer above and an
    /// assignment per property made it and copied it whole (`SceneDefinition(checked:)`).
    public init(
        id: String, type: String, title: String?, size: ScenePageSize, scrolls: Bool, showsNavigationBar: Bool,
        push: [String], transition: SceneTransition?, pager: ScenePager?, header: SceneHeader?, stack: SceneStack?,
        arguments: [SceneArgument], present: [String], presentation: ScenePresentation?
    ) {
        self.id = id
        self.type = type
        self.title = title
        self.size = size
        self.scrolls = scrolls
        self.showsNavigationBar = showsNavigationBar
        self.push = push
        self.transition = transition
        self.pager = pager
        self.header = header
        self.stack = stack
        self.arguments = arguments
        self.present = present
        self.presentation = presentation
    }

    /// The pages this page can push: `push`, then `transition.next`, without repeats.
    public var pushTargets: [String] {
        guard let next = transition?.next else {
            // Usually one or two targets: a scan finds repeats without building a set.
            if push.count < 2 { return push }
            var result: [String] = []
            result.reserveCapacity(push.count)
            if push.count <= 16 {
                for target in push where !result.contains(target) { result.append(target) }
                return result
            }
            var seen: Set<String> = []
            return push.filter { seen.insert($0).inserted }
        }
        let targets = push + [next]
        // As above: a short list is scanned for repeats, a long one filtered with a set.
        if targets.count <= 16 {
            var result: [String] = []
            for target in targets where !result.contains(target) { result.append(target) }
            return result
        }
        var seen: Set<String> = []
        return targets.filter { seen.insert($0).inserted }
    }
}

/// A marker type that stands for one page of a generated scene, used as the phantom type parameter of the
/// generated navigator (`MusicNavigator<MusicPages.Album>`).
public protocol ScenePageMarker: Sendable {
    /// The page's typed arguments: its generated `Arguments` struct, or ``NoPageArguments``.
    associatedtype Arguments: ScenePageArguments = NoPageArguments
    /// The page's id.
    static var pageID: String { get }
}

/// The marker of a page with a pager (scene format §4.2). The navigators' `selectPagerTab(_:)` take this page's
/// generated `Tab` enum, so selecting a tab of another page's pager does not compile. One generic method serves
/// every such page: a method of its own for each page would cost the app's build more to type-check (issue 43).
public protocol ScenePagerMarker: ScenePageMarker {
    /// The page's pager tabs (`MusicPages.Artist.Tab`), in tab order; the raw value is the tab's index.
    associatedtype Tab: RawRepresentable, Sendable where Tab.RawValue == Int
}

/// The marker of a page with a sticky header (scene format §4.3): the navigators have `setHeaderOffset(_:)`.
public protocol SceneHeaderMarker: ScenePageMarker {}

/// The marker of a page with a page stack (scene format §4.4). The navigators' `pushView(_:)` and `switchView(to:)`
/// take this page's generated `StackView` enum, so a view of another page's stack does not compile.
public protocol SceneStackMarker: ScenePageMarker {
    /// The views of the page's stack (`RidePages.Home.StackView`); the raw value is the view's id.
    associatedtype StackView: RawRepresentable, Sendable where StackView.RawValue == String
}
