#if !canImport(UIKit)
    public import Foundation

    /// A view that shows text. The stand-in keeps the text and its attributes and draws nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uilabel (c:objc(cs)UILabel)
    @MainActor
    open class UILabel: UIView, UIContentSizeCategoryAdjusting {
        /// SDK: https://developer.apple.com/documentation/uikit/uilabel/text (c:objc(cs)UILabel(py)text)
        open var text: String?

        /// "The default value for this property is the system font at a size of 17 points ... Setting this
        /// property to nil causes it to be reset to the default value."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uilabel/font
        open var font: UIFont! {
            get { storedFont ?? UIFont(textStyle: nil) }
            set { storedFont = newValue }
        }
        private var storedFont: UIFont?

        /// The text's colour (UIKit's default is the `label` colour; setting nil resets it).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uilabel/textcolor
        open var textColor: UIColor! {
            get { storedTextColor ?? .black }
            set { storedTextColor = newValue }
        }
        private var storedTextColor: UIColor?

        /// "In iOS 9 and later, the default value of this property is NSTextAlignment.natural."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uilabel/textalignment
        open var textAlignment: NSTextAlignment = .natural

        /// SDK: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        open var adjustsFontForContentSizeCategory: Bool = false
    }

    /// Elements that update their font when the user's content size category changes.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
    @MainActor
    public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        var adjustsFontForContentSizeCategory: Bool { get set }
    }

    /// Constants that specify text alignment.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment
    public enum NSTextAlignment: Int, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment/left
        case left = 0
        /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment/center
        case center = 1
        /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment/right
        case right = 2
        /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment/justified
        case justified = 3
        /// SDK: https://developer.apple.com/documentation/uikit/nstextalignment/natural
        case natural = 4
    }
#endif
