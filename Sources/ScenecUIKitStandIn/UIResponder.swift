#if !canImport(UIKit)
    public import Foundation

    /// The root of the responder classes, as in UIKit: an `NSObject` subclass isolated to the main actor.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiresponder
    @MainActor
    open class UIResponder: NSObject {
    }
#endif
