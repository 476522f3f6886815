#if !canImport(UIKit)
    public import Foundation

    /// A rectangular area on screen. The stand-in stores what is set on it and keeps the view tree; it draws
    /// nothing, and its layout pass only calls `layoutSubviews()` (and the owning controller's
    /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`) on views whose size changed, whose subviews were
    /// added or removed, or that asked for it. Every behaviour a test relies on is UIKit's documented one; the
    /// list, with Apple's pages, is in the ScenecUIKit documentation (StandIn.md).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiview
    @MainActor
    open class UIView: UIResponder {
        private var storedFrame: CGRect
        private var storedBoundsOrigin: CGPoint = .zero
        private var storedSubviews: [UIView] = []
        private weak var storedSuperview: UIView?
        /// The controller whose root view this is (UIKit's private `_viewDelegate`).
        weak var owningViewController: UIViewController?
        /// True after `setNeedsLayout()` or a size change, until the next layout pass.
        var needsLayout = true

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
        public init(frame: CGRect) {
            storedFrame = frame
            super.init()
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
        public required init?(coder: NSCoder) {
            storedFrame = .zero
            super.init()
        }

        /// `UIView()`: a view with a zero frame (NSObject's `init()`).
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
        public override init() {
            storedFrame = .zero
            super.init()
        }

        /// Undefined in UIKit while `transform` is not the identity ("the value of this property is undefined and
        /// therefore should be ignored"): the stand-in stops the test that reads or sets it then, so no test can
        /// pass by reading a value a device would not give.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/frame
        open var frame: CGRect {
            get {
                precondition(hasIdentityTransform, "UIView.frame read under a non-identity transform (undefined)")
                return storedFrame
            }
            set {
                precondition(hasIdentityTransform, "UIView.frame set under a non-identity transform (undefined)")
                let resized = newValue.size != storedFrame.size
                storedFrame = newValue
                if resized {
                    needsLayout = true
                    frameDidChange()
                }
            }
        }

        /// A new size keeps the centre, as Apple's page says ("changing the bounds size grows or shrinks the view
        /// relative to its center point").
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/bounds
        open var bounds: CGRect {
            get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
            set {
                storedBoundsOrigin = newValue.origin
                if newValue.size != storedFrame.size {
                    storedFrame = CGRect(
                        x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
                        width: newValue.width, height: newValue.height)
                    needsLayout = true
                    frameDidChange()
                }
            }
        }

        /// The centre of the untransformed frame; valid whatever the transform (a transform scales about it).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/center (c:objc(cs)UIView(py)center)
        open var center: CGPoint {
            get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
            set {
                storedFrame.origin = CGPoint(
                    x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            }
        }

        /// Stored only: the stand-in draws nothing. While it is not the identity, `frame` is undefined.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/transform (c:objc(cs)UIView(py)transform)
        open var transform: CGAffineTransform = CGAffineTransform(scaleX: 1, y: 1)

        /// True when `transform` is the identity (the stand-in's transforms are scales).
        var hasIdentityTransform: Bool { transform == CGAffineTransform(scaleX: 1, y: 1) }

        private var storedIsHidden: Bool?

        /// A window is hidden until it is shown (`makeKeyAndVisible()`), as in UIKit; other views are shown.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/ishidden
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
        open var isHidden: Bool {
            get { storedIsHidden ?? (self is UIWindow) }
            set {
                let old = isHidden
                storedIsHidden = newValue
                if old != newValue { hiddenDidChange() }
            }
        }

        /// Called after `isHidden` changed (a window sends its root's appearance calls here).
        func hiddenDidChange() {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/alpha
        open var alpha: CGFloat = 1

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
        @NSCopying open var backgroundColor: UIColor?

        /// "The first nondefault tint color value in the view's hierarchy, ascending from and starting with the
        /// view itself"; a system colour (`systemBlue`) when none is set.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/tintcolor
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
            set { storedTintColor = newValue }
        }
        private var storedTintColor: UIColor?

        /// "The view's Core Animation layer to use for rendering. This property is never nil."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/layer
        open var layer: CALayer { storedLayer }
        private let storedLayer = CALayer()

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
        open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

        /// The view's own attribute decides: a forced one gives its direction, `.playback` and `.spatial` left to
        /// right (content that is never flipped), `.unspecified` the app's direction
        /// (`UIView.standInApplicationLayoutDirection`, UIKit's `UIApplication.userInterfaceLayoutDirection`).
        /// A superview's forced attribute is not inherited: Apple's page says the value cannot be assumed to
        /// propagate through the view's subtree, and `userInterfaceLayoutDirection(for:)` resolves an attribute
        /// alone.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)
        open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
            switch semanticContentAttribute {
            case .forceRightToLeft: .rightToLeft
            case .forceLeftToRight, .playback, .spatial: .leftToRight
            default: UIView.standInApplicationLayoutDirection
            }
        }

        /// The app's layout direction as a test sets it (UIKit's `UIApplication.userInterfaceLayoutDirection`,
        /// from the app's language): left to right unless a test sets it.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection
        static var standInApplicationLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

        /// What Apple's page documents: 0 on every edge for a view not installed in a view hierarchy or not yet
        /// visible on screen (not in a window shown with `makeKeyAndVisible()`); for other views the part of the
        /// view that its superview's safe area insets cover; for a controller's root view that part plus the
        /// controller's `additionalSafeAreaInsets`. A window's are the screen's (`UIWindow.standInSafeAreaInsets`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
        /// (c:objc(cs)UIView(py)safeAreaInsets)
        open var safeAreaInsets: UIEdgeInsets {
            visibleSafeAreaInsets ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }

        /// The safe area insets, nil when the view is not in a visible window.
        private var visibleSafeAreaInsets: UIEdgeInsets? {
            if let window = self as? UIWindow { return window.isHidden ? nil : window.standInSafeAreaInsets }
            guard let superview = storedSuperview, let outer = superview.visibleSafeAreaInsets else { return nil }
            let frame = storedFrame.offsetBy(dx: -superview.storedBoundsOrigin.x, dy: -superview.storedBoundsOrigin.y)
            let size = superview.storedFrame.size
            var insets = UIEdgeInsets(
                top: min(frame.height, max(0, outer.top - frame.minY)),
                left: min(frame.width, max(0, outer.left - frame.minX)),
                bottom: min(frame.height, max(0, frame.maxY - (size.height - outer.bottom))),
                right: min(frame.width, max(0, frame.maxX - (size.width - outer.right))))
            if let controller = owningViewController {
                let additional = controller.additionalSafeAreaInsets
                let container = controller.standInContainerSafeAreaInsets
                insets.top += additional.top + container.top
                insets.left += additional.left + container.left
                insets.bottom += additional.bottom + container.bottom
                insets.right += additional.right + container.right
            }
            return insets
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/superview
        open var superview: UIView? { storedSuperview }

        /// "The receiver's window object, or nil if it has none": the window at the top of its superviews.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/window
        open var window: UIWindow? { standInWindow }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/subviews
        open var subviews: [UIView] { storedSubviews }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: storedSubviews.count)
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
        open func insertSubview(_ view: UIView, at index: Int) {
            if view.storedSuperview === self, let old = storedSubviews.firstIndex(where: { $0 === view }) {
                storedSubviews.remove(at: old)
            } else {
                view.removeFromSuperview()
            }
            storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
            view.storedSuperview = self
            if let window = standInWindow { view.standInMoved(to: window) }
            // "The system typically calls this method automatically when ... sublayers are added or removed"
            // (CALayer.setNeedsLayout(), https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()).
            needsLayout = true
            view.needsLayout = true
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
        open func removeFromSuperview() {
            guard let superview = storedSuperview else { return }
            superview.storedSubviews.removeAll { $0 === self }
            storedSuperview = nil
            if superview.standInWindow != nil { standInMoved(to: nil) }
            superview.needsLayout = true  // See insertSubview(_:at:).
        }

        /// Called after the size changed (the window resizes its root view here).
        func frameDidChange() {}

        /// The view and its subviews entered `window` (nil: left their window), as UIKit's `didMoveToWindow()`
        /// tells each view of a subtree added to or removed from a window
        /// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()).
        func standInMoved(to window: UIWindow?) {
            standInDidMoveToWindow(window)
            for subview in storedSubviews { subview.standInMoved(to: window) }
        }

        /// What a view does when it enters or leaves a window; nothing by default.
        func standInDidMoveToWindow(_ window: UIWindow?) {}

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
        open func layoutSubviews() {}

        /// Makes the changes at once (the model values: a view's properties hold their final values during an
        /// animation in UIKit too) and keeps `completion` for later: Apple's page calls it "when the animation
        /// sequence ends", and for a duration of 0 "at the beginning of the next run loop cycle", never during this
        /// call. The stand-in has no clock: `StandInRunLoop.turn()` (a test's return to the run loop) ends every
        /// animation started before it and calls the completions with true, in order. So a second call while
        /// one runs sees the first one's completion still pending, as on iOS.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
        open class func animate(
            withDuration duration: TimeInterval, animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            animations()
            if let completion { StandInRunLoop.pendingCompletions.append(completion) }
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
        open func setNeedsLayout() {
            needsLayout = true
        }

        /// Runs the stand-in's layout pass from the topmost of the superviews that need layout (each up to the
        /// first that does not), as Core Animation does: "the layer's super layers are traversed until a ancestor
        /// layer is found that does not require layout. Then layout is performed on the entire layer-tree beneath
        /// that ancestor" (CALayer.layoutIfNeeded()). Each view that needs layout gets `viewWillLayoutSubviews()`,
        /// `layoutSubviews()` and `viewDidLayoutSubviews()`, parents before children.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
        /// SDK: https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()
        open func layoutIfNeeded() {
            var top = self
            while let superview = top.storedSuperview, superview.needsLayout { top = superview }
            top.layoutSubtree()
        }

        /// Lays out this view if it needs it, then its subviews.
        private func layoutSubtree() {
            if needsLayout {
                needsLayout = false
                owningViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningViewController?.viewDidLayoutSubviews()
            }
            for subview in storedSubviews { subview.layoutSubtree() }
        }

        /// Declared on `NSObject` (the UIAccessibility informal protocol) in the SDK; the stand-in declares it on
        /// `UIView`, the only type the layer sets it on.
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
        open var isAccessibilityElement: Bool = false

        /// Declared on `NSObject` in the SDK (see `isAccessibilityElement`).
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
        open var accessibilityLabel: String?

        /// Declared on `NSObject` in the SDK (see `isAccessibilityElement`).
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
        open var accessibilityValue: String?

        /// Declared on `NSObject` in the SDK (see `isAccessibilityElement`).
        ///
        /// SDK: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
        open var accessibilityTraits: UIAccessibilityTraits = .none
    }

    /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
    public enum UISemanticContentAttribute: Int, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
        case unspecified = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
        case playback = 1
        /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
        case spatial = 2
        /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
        case forceLeftToRight = 3
        /// SDK: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
        case forceRightToLeft = 4
    }

    /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
    public enum UIUserInterfaceLayoutDirection: Int, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
        case leftToRight = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
        case rightToLeft = 1
    }

    /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
        public var rawValue: UInt64

        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
        nonisolated public static let none = UIAccessibilityTraits([])
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
        nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
        nonisolated public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
        /// Apple documents no raw value for this trait; the stand-in's is its own.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
        /// (c:@UIAccessibilityTraitTabBar)
        nonisolated public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    }
#endif
