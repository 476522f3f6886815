#if !canImport(UIKit)
    public import Foundation

    /// A view that scrolls its content. The stand-in's content offset is its bounds origin; setting it (directly
    /// or with `setContentOffset(_:animated:)`, which never animates here) tells the delegate once.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview
    @MainActor
    open class UIScrollView: UIView {
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
        open var contentOffset: CGPoint {
            get { bounds.origin }
            set {
                bounds.origin = newValue
                delegate?.scrollViewDidScroll(self)
            }
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
        open var contentSize: CGSize = .zero

        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
        open var isPagingEnabled: Bool = false

        /// Stored only: the stand-in never adjusts the content inset or offset for the safe area, which is what
        /// UIKit does with `.never` ("do not adjust the scroll view insets"); its default is `.automatic`, which on
        /// a device does adjust, so a test that relies on unadjusted offsets is right on iOS only where the layer
        /// sets `.never`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
        open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

        /// True by default, as in UIKit. The stand-in has no status bar to tap; on iPhone the gesture does nothing
        /// when more than one scroll view on screen has it.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
        open var scrollsToTop: Bool = true

        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
        public enum ContentInsetAdjustmentBehavior: Int, Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
            case automatic = 0
            /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
            case scrollableAxes = 1
            /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
            case never = 2
            /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
            case always = 3
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/delegate
        open weak var delegate: (any UIScrollViewDelegate)?

        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
        }
    }

    /// The scroll view's delegate. UIKit's requirements are optional (`@objc optional`); Linux has no
    /// Objective-C, so the stand-in gives each a default implementation that does nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
    @MainActor
    public protocol UIScrollViewDelegate: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        /// SDK: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    }

    extension UIScrollViewDelegate {
        /// Does nothing (an optional requirement in UIKit).
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    }

    extension UIScrollView {
        /// A finger dragging the content to `offset` and lifting, as UIKit reports it to the delegate: the
        /// offset changes (`scrollViewDidScroll(_:)`), then `scrollViewDidEndDragging(_:willDecelerate:)`; with
        /// `decelerate`, the scroll view then moves on to `decelerationTarget` (a paging scroll view's page) and
        /// reports `scrollViewDidEndDecelerating(_:)`. Without it, it stops where the finger lifted and
        /// reports no deceleration (Apple: "If the value is false, scrolling stops immediately upon
        /// touch-up").
        ///
        /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
        func standInDrag(to offset: CGPoint, decelerate: Bool, decelerationTarget: CGPoint? = nil) {
            contentOffset = offset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            guard decelerate else { return }
            if let decelerationTarget { contentOffset = decelerationTarget }
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
#endif
