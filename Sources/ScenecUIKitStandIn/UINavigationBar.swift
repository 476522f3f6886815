#if !canImport(UIKit)
    public import Foundation

    /// A bar that shows a stack of navigation items: the top item's title and bar button items, and a back
    /// button for the item below it. The stand-in keeps the stack and draws nothing.
    ///
    /// `pushItem(_:animated:)`, `popItem(animated:)` and `setItems(_:animated:)` change the stack at once (no
    /// animation runs here); `topItem` is the last item and `backItem` the one below it, as Apple documents.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar (c:objc(cs)UINavigationBar)
    @MainActor
    open class UINavigationBar: UIView, UIBarPositioning {
        /// "The position of the bar": UIKit asks the delegate once, when the bar is added to a window ("Asks the
        /// delegate for the position of the specified bar in its new window", `position(for:)`), and keeps the
        /// answer until the bar enters a window again: moving the bar or its superviews within the window changes
        /// nothing. Without a delegate, or with one that does not implement the optional method, `.top`
        /// ("Delegates for the UINavigationBar ... return the value UIBarPosition.top by default").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioning/barposition
        /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)
        open var barPosition: UIBarPosition { standInPosition }

        /// The position the delegate gave when the bar last entered a window.
        private var standInPosition = UIBarPosition.top

        /// How many times the bar asked its delegate for its position (each time it entered a window).
        var standInPositionQuestions = 0

        override func standInDidMoveToWindow(_ window: UIWindow?) {
            guard window != nil else { return }
            standInPositionQuestions += 1
            standInPosition = delegate?.position(for: self) ?? .top
        }

        /// "When this property is set to true, the navigation bar allows the title to be displayed out-of-line
        /// and using a larger title font" (a taller bar); false by default. The stand-in only stores it.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
        open var prefersLargeTitles = false

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/items
        open var items: [UINavigationItem]?

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/delegate
        open weak var delegate: (any UINavigationBarDelegate)?

        /// "The navigation item at the top of the navigation bar's stack."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
        open var topItem: UINavigationItem? { items?.last }

        /// "The navigation item that is immediately below the topmost item on the navigation bar's stack."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/backitem
        open var backItem: UINavigationItem? {
            guard let items, items.count >= 2 else { return nil }
            return items[items.count - 2]
        }

        /// "Replaces the navigation items currently managed by the navigation bar with the specified items."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/setitems(_:animated:)
        open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
            self.items = items
        }

        /// "Pushes the given navigation item onto the navigation bar's stack": the previous top item becomes
        /// the back item.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:)
        open func pushItem(_ item: UINavigationItem, animated: Bool) {
            items = (items ?? []) + [item]
        }

        /// "Pops the top item from the navigation bar's stack": returns the item popped (nil when empty). It
        /// does not consult the delegate (the back button does, `standInTapBackButton()`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbar/popitem(animated:)
        open func popItem(animated: Bool) -> UINavigationItem? {
            guard var stack = items, let top = stack.popLast() else { return nil }
            items = stack
            return top
        }

        /// What a tap on the back button does in UIKit (test-only): nothing when there is no back item or the
        /// top item hides its back button; otherwise the delegate's `navigationBar(_:shouldPop:)` decides, and
        /// the top item is popped only when it returns true ("return true if the item should be popped; false
        /// if it should not").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpop:)
        func standInTapBackButton() {
            guard let top = topItem, backItem != nil, !top.hidesBackButton else { return }
            if delegate?.navigationBar(self, shouldPop: top) ?? true {
                _ = popItem(animated: true)
            }
        }
    }

    /// What a bar's delegate decides about its position. UIKit's requirement is optional (`@objc optional`);
    /// Linux has no Objective-C, so the stand-in's has a default implementation: `.top`, what "delegates for the
    /// UINavigationBar and UISearchBar classes return ... by default".
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
    @MainActor
    public protocol UIBarPositioningDelegate: NSObjectProtocol {
        /// "Asks the delegate for the position of the specified bar in its new window."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioningdelegate/position(for:)
        func position(for bar: any UIBarPositioning) -> UIBarPosition
    }

    extension UIBarPositioningDelegate {
        /// The optional requirement's default for a navigation bar: `.top`.
        public func position(for bar: any UIBarPositioning) -> UIBarPosition {
            .top
        }
    }

    /// "A set of methods for defining the positioning of bars in iOS apps."
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioning
    @MainActor
    public protocol UIBarPositioning: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uibarpositioning/barposition
        var barPosition: UIBarPosition { get }
    }

    /// "Constants to identify the position of a bar."
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uibarposition (c:@E@UIBarPosition)
    public enum UIBarPosition: Int, Sendable {
        /// "Specifies that the position is unspecified."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarposition/any
        case any = 0
        /// "Specifies that the bar is at the bottom of its containing view."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarposition/bottom
        case bottom = 1
        /// "Specifies that the bar is at the top of its containing view."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarposition/top
        case top = 2
        /// "Specifies that the bar is at the top of the screen, as well as its containing view"; such bars draw
        /// their background extended upwards, through the status bar.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uibarposition/topattached
        case topAttached = 3
    }

    /// A navigation bar's delegate. UIKit's requirements are optional (`@objc optional`); Linux has no
    /// Objective-C, so the stand-in's requirement has a default implementation (true: the item pops).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbardelegate
    @MainActor
    public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpop:)
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    }

    extension UINavigationBarDelegate {
        /// The optional requirement's default: the item pops.
        public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            true
        }
    }

    /// What a navigation bar shows for one view controller: title, back button title, bar button items.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem (c:objc(cs)UINavigationItem)
    @MainActor
    open class UINavigationItem: NSObject {
        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
        public init(title: String) {
            self.title = title
            super.init()
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/title
        open var title: String?

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
        open var backButtonTitle: String?

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
        open var hidesBackButton: Bool = false

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
        open var leftBarButtonItems: [UIBarButtonItem]?

        /// SDK: https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
        open var rightBarButtonItems: [UIBarButtonItem]?
    }

    /// An item of a bar. The stand-in has no members of its own.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uibaritem (c:objc(cs)UIBarItem)
    @MainActor
    open class UIBarItem: NSObject {}

    /// A button on a bar. The stand-in has no members of its own.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uibarbuttonitem (c:objc(cs)UIBarButtonItem)
    @MainActor
    open class UIBarButtonItem: UIBarItem {
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() {
            super.init()
        }
    }
#endif
