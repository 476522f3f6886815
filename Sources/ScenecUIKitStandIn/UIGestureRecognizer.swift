#if !canImport(UIKit)
    public import Foundation

    /// A gesture recognizer. The stand-in declares only what the layer reads of the one recognizer UIKit makes for
    /// it (`UINavigationController.interactivePopGestureRecognizer`): whether it is enabled and its state. It
    /// recognizes nothing: a test drives the gesture through its owner (`standInBeginInteractivePop()`).
    /// `init(target:action:)` takes an Objective-C selector, which Linux has not, so it is not declared.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer (c:objc(cs)UIGestureRecognizer)
    @MainActor
    open class UIGestureRecognizer: NSObject {
        /// "Disables a gesture recognizer so it does not receive touches": a disabled interactive pop never
        /// begins (`UINavigationController.standInBeginInteractivePop()` returns false).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
        open var isEnabled = true

        /// The current state: `.possible` until the gesture begins; a test's drive moves it through `.began`,
        /// `.changed`, then `.ended` or `.cancelled`.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
        open internal(set) var state: UIGestureRecognizer.State = .possible

        /// "The current state a gesture recognizer is in."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
        public enum State: Int, @unchecked Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
            case possible = 0
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
            case began = 1
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
            case changed = 2
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
            case ended = 3
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
            case cancelled = 4
            /// SDK: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
            case failed = 5
        }
    }
#endif
