#if !canImport(UIKit)
    import Foundation

    /// A view that shows text. The stand-in keeps the text and draws nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uilabel (c:objc(cs)UILabel)
    @MainActor
    open class UILabel: UIView {
        /// SDK: https://developer.apple.com/documentation/uikit/uilabel/text (c:objc(cs)UILabel(py)text)
        open var text: String?
    }
#endif
