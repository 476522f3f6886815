public import ScenecDiagnostics
public import ScenecRuntime

/// A page: a view controller that a stacked navigation shows, with its width and the
/// containers inside it.
public struct Page: Sendable, Hashable {
    // A scene holds every page at once, so a page is kept small: each located field as its value and its range in
    // 8 bytes (`@Compact`), and the transition and the containers, which are large and which most pages do not
    // declare, each in a box of its own (`@Boxed`: an absent one costs a pointer). The wrappers are inlinable, so
    // other modules read a field without a call (validate at 10,000 pages: 16 M instructions fewer).

    /// The page's id (its key under `pages`).
    @Compact public var id: Located<PageID>
    /// The Swift type of its view controller.
    @Compact public var type: Located<String>
    @CompactOptional public var title: Located<String>?
    /// Its width in a stacked navigation (default `full`).
    @Compact public var size: Located<PageSize>
    /// Whether its content is a vertical scroll view.
    @CompactOptional public var scrolls: Located<Bool>?
    /// Whether it shows its navigation bar (`navigationBar:`, default true).
    @CompactOptional public var navigationBar: Located<Bool>?
    /// Pages it can push, in source order (without `transition.next`).
    public var push: [Located<PageID>]
    /// From the page's key to the end of its mapping.
    @inlinable public var range: SourceRange {
        get { pageRange.range }
        set { pageRange = CompactRange(newValue) }
    }
    @usableFromInline var pageRange: CompactRange
    @Boxed public var transition: Transition?
    @Boxed public var pager: Pager?
    @Boxed public var header: Header?
    @Boxed public var stack: Stack?
    /// Its arguments (§10.1), in declaration order.
    public var arguments: [Argument] = []
    /// Pages it presents modally (§10.2), in source order.
    public var present: [Located<PageID>] = []
    /// How it is shown when presented (§10.2); nil: the default, a dismissible sheet at the `large` detent.
    @Boxed public var presentation: Presentation?

    /// Creates a page.
    public init(
        id: Located<PageID>, type: Located<String>, title: Located<String>? = nil,
        size: Located<PageSize>, scrolls: Located<Bool>? = nil, push: [Located<PageID>] = [],
        transition: Transition? = nil, pager: Pager? = nil, header: Header? = nil, stack: Stack? = nil,
        navigationBar: Located<Bool>? = nil, arguments: [Argument] = [], present: [Located<PageID>] = [],
        presentation: Presentation? = nil, range: SourceRange
    ) {
        self.id = id
        self.type = type
        self.title = title
        self.size = size
        self.scrolls = scrolls
        self.push = push
        self.pageRange = CompactRange(range)
        self.transition = transition
        self.pager = pager
        self.header = header
        self.stack = stack
        self.navigationBar = navigationBar
        self.arguments = arguments
        self.present = present
        self.presentation = presentation
    }

    /// Whether `scrolls: true` was declared.
    public var isScrolling: Bool { scrolls?.value ?? false }

    /// Whether the page shows its navigation bar: `navigationBar: false` hides it.
    public var showsNavigationBar: Bool { navigationBar?.value ?? true }
}

/// One argument of a page (§10.1).
public struct Argument: Sendable, Hashable {
    /// The argument's name (its key under `arguments`).
    public var name: Located<String>
    /// The type, where it is written (the scalar `Int?`, the list `[a, b]`, or the `type` of `{type:, default:}`).
    public var type: Located<ArgumentType>
    public var isOptional: Bool
    /// The default, where it is written.
    public var defaultValue: Located<ArgumentValue>?
    /// From the name to the end of its value.
    public var range: SourceRange
    /// The range of the whole value (what a fix-it that adds a default replaces).
    public var valueRange: SourceRange

    /// The runtime's argument.
    public var runtime: SceneArgument {
        SceneArgument(name: name.value, type: type.value, isOptional: isOptional, defaultValue: defaultValue?.value)
    }

    /// Whether every navigation must supply it.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// The type as written: `Int`, `String?`, `[a, b]`.
    public var typeName: String { runtime.typeName }
}

/// How a page is shown when presented (§10.2).
public struct Presentation: Sendable, Hashable {
    /// The style on regular devices and, unless `compactStyle`, on compact ones.
    public var style: Located<PresentationStyle>
    /// The style on compact devices when written `{regular: X, compact: Y}`.
    public var compactStyle: PresentationStyle?
    /// The detents, where written.
    public var detents: Located<[SheetDetent]>?
    /// From the `detents` key to the end of its value (what a fix-it that removes them deletes).
    public var detentsEntry: SourceRange?
    public var dismissible: Located<Bool>?
    /// The `presentation` key.
    public var range: SourceRange

    /// The runtime's presentation.
    public var runtime: ScenePresentation {
        ScenePresentation(
            style: style.value, compactStyle: compactStyle, detents: detents?.value ?? [.large],
            isDismissible: dismissible?.value ?? true)
    }
}

/// A page's size as written: one width, or one per size class (the fix-its rewrite the first into the second).
public enum PageSize: Sendable, Hashable {
    case fixed(PageWidth)
    case bySizeClass(regular: PageWidth, compact: PageWidth)

    /// The runtime's size: the width per size class.
    public var runtime: ScenePageSize {
        switch self {
        case .fixed(let width): ScenePageSize(width)
        case .bySizeClass(let regular, let compact): ScenePageSize(regular: regular, compact: compact)
        }
    }
}

/// An interactive left or right swipe that pushes `next` and pops (XANavBarTransition).
public struct Transition: Sendable, Hashable {
    public var mode: Located<TransitionMode>
    public var next: Located<PageID>?
    public var pop: Located<Bool>
    public var navBarAlpha: Located<Double>
    /// The `transition` key.
    public var range: SourceRange

}

/// Pager tabs inside a page (JCPageController).
public struct Pager: Sendable, Hashable {
    public var line: Located<PagerLineType>
    public var scaleSelected: Bool
    /// The initially selected tab, 0-based.
    public var selected: Located<Int>
    public var tabs: [PagerTab]
    /// The `pager` key.
    public var range: SourceRange

}

/// One tab of a pager and the page it shows.
public struct PagerTab: Sendable, Hashable {
    public var title: Located<String>
    public var page: Located<PageID>
    /// The tab cell's width in points.
    public var width: Located<Double>
    /// Pages with the same reuse identifier may share a controller.
    public var reuse: Located<String>?
    /// The measured title width the dynamic line types need.
    public var titleWidth: Located<Double>?
    public var range: SourceRange

}

/// A nested sticky header above the page's pager (Aquaman).
public struct Header: Sendable, Hashable {
    public var height: Located<Double>
    /// The menu's height; nil means `metrics.pagerBarHeight`.
    public var menuHeight: Located<Double>?
    public var pinHeight: Located<Double>
    public var inset: EdgeInsets
    /// The `header` key.
    public var range: SourceRange

}

/// A stack of views inside one page (NavigationRoute).
public struct Stack: Sendable, Hashable {
    public var root: Located<ViewID>
    /// Only `top` and `bottom` are used.
    public var insets: EdgeInsets
    /// The views, in source order.
    public var views: [StackView]
    /// The `stack` key.
    public var range: SourceRange

    /// The view with id `id`, if declared.
    public func view(_ id: ViewID) -> StackView? {
        views.first { $0.id.value == id }
    }
}

/// One view of a page stack and where it can go.
public struct StackView: Sendable, Hashable {
    public var id: Located<ViewID>
    /// The UIView subclass.
    public var type: Located<String>
    /// Views pushed on top of this one.
    public var push: [Located<ViewID>]
    /// Views that replace this one in place.
    public var switchTo: [Located<ViewID>]
    /// The views of `switchTo` that replace it with a pop animation (`{view: x, direction: pop}`,
    /// NavigationRoute's `switchTopView(direction: .pop)`); the others slide in as a push.
    public var popSwitches: Set<ViewID> = []
    public var range: SourceRange

}

/// An optional value kept on the heap: a large optional part of a value type costs a pointer where it is absent.
/// The box is immutable (setting the value makes a new one), so sharing it between copies is safe; it is compared
/// and hashed by its value. `Value` has no requirement of its own (the conformances below have), so the runtime
/// checks none when it makes the type's metadata.
@propertyWrapper
public struct Boxed<Value> {
    // Immutable, so as safe to share as its value: `Boxed` is Sendable only when `Value` is.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline let value: Value

        @usableFromInline init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline var box: Box?

    @inlinable public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    @inlinable public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}

extension Boxed: Equatable where Value: Equatable {
    public static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Boxed: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Boxed: Sendable where Value: Sendable {}

/// A `SourceRange` in 8 bytes: a scene file is far smaller than 2 GB (`SyntaxLimits`), and an offset beyond
/// 32 bits is clamped.
@usableFromInline struct CompactRange: Sendable, Hashable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32

    @inlinable init(_ range: SourceRange) {
        start = Int32(clamping: range.start)
        end = Int32(clamping: range.end)
    }

    @inlinable var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}

/// A located value kept as the value and its range in 8 bytes (`Located` takes 16 for the range).
@propertyWrapper
public struct Compact<Value> {
    @usableFromInline var value: Value
    @usableFromInline var range: CompactRange

    @inlinable public init(wrappedValue: Located<Value>) {
        value = wrappedValue.value
        range = CompactRange(wrappedValue.range)
    }

    @inlinable public var wrappedValue: Located<Value> {
        get { Located(value, at: range.range) }
        set { (value, range) = (newValue.value, CompactRange(newValue.range)) }
    }
}

/// An optional located value kept as the optional value and its range in 8 bytes (`Located` takes 16 for the
/// range). An absent value keeps the empty range at 0, so equal values compare equal.
@propertyWrapper
public struct CompactOptional<Value> {
    @usableFromInline var value: Value?
    @usableFromInline var range: CompactRange

    @inlinable public init(wrappedValue: Located<Value>?) {
        value = wrappedValue?.value
        range = CompactRange(wrappedValue?.range ?? .at(0))
    }

    @inlinable public var wrappedValue: Located<Value>? {
        get { value.map { Located($0, at: range.range) } }
        set { (value, range) = (newValue?.value, CompactRange(newValue?.range ?? .at(0))) }
    }
}

extension Compact: Equatable where Value: Equatable {}
extension Compact: Hashable where Value: Hashable {}
extension Compact: Sendable where Value: Sendable {}
extension CompactOptional: Equatable where Value: Equatable {}
extension CompactOptional: Hashable where Value: Hashable {}
extension CompactOptional: Sendable where Value: Sendable {}
