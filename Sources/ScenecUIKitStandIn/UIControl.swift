#if !canImport(UIKit)
    import Foundation

    /// The base class of controls: views that turn touches into actions. The stand-in keeps the actions added
    /// with `addAction(_:for:)` and runs them from `sendActions(for:)`, which is what UIKit calls when a finger
    /// lifts inside the control (`.touchUpInside`); a test taps with `UIWindow.standInTap(at:)`.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uicontrol (c:objc(cs)UIControl)
    @MainActor
    open class UIControl: UIView {
        /// The actions added, with the events each is for, in the order added.
        private var actions: [(action: UIAction, events: UIControl.Event)] = []

        /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/isselected (c:objc(cs)UIControl(py)selected)
        open var isSelected: Bool = false

        /// UIKit replaces an action that has the same identifier; the stand-in's actions have none, so each is
        /// added.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
        /// (c:objc(cs)UIControl(im)addAction:forControlEvents:)
        open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            actions.append((action, controlEvents))
        }

        /// Runs every action added for one of `controlEvents`, in the order added.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
        /// (c:objc(cs)UIControl(im)sendActionsForControlEvents:)
        open func sendActions(for controlEvents: UIControl.Event) {
            for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
                entry.action.handler(entry.action)
            }
        }
    }

    extension UIControl {
        /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/event (c:@E@UIControlEvents)
        public struct Event: OptionSet, Sendable, Hashable {
            /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
            public var rawValue: UInt

            /// SDK: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
            /// (c:@E@UIControlEvents@UIControlEventTouchUpInside)
            public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
        }
    }

    extension UIWindow {
        /// A finger lifting at `point` (window coordinates) after touching down there: UIKit's hit-testing finds
        /// the front-most visible view whose bounds hold the point (`hitTest(_:with:)`: a view outside its
        /// superview's bounds is not reached, hidden views and views with alpha under 0.01 are skipped), and
        /// the nearest control at or above it gets `.touchUpInside`. Returns that control, nil when the touch
        /// hit none.
        ///
        /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
        @discardableResult
        func standInTap(at point: CGPoint) -> UIControl? {
            var view = standInHitTest(self, point)
            while let current = view {
                if let control = current as? UIControl {
                    control.sendActions(for: .touchUpInside)
                    return control
                }
                view = current.superview
            }
            return nil
        }

        /// The front-most descendant of `view` (or `view`) at `point`, in `view`'s bounds coordinates.
        private func standInHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
            guard !view.isHidden, view.alpha >= 0.01, view.bounds.contains(point) else { return nil }
            for subview in view.subviews.reversed() {
                let local = CGPoint(
                    x: point.x - subview.frame.minX + subview.bounds.minX,
                    y: point.y - subview.frame.minY + subview.bounds.minY)
                if let hit = standInHitTest(subview, local) { return hit }
            }
            return view
        }
    }
#endif
