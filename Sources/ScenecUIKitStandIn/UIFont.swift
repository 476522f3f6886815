#if !canImport(UIKit)
    public import Foundation

    /// A font. The stand-in keeps the text style a preferred font was made for, for tests.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uifont
    open class UIFont: NSObject, @unchecked Sendable {
        /// The text style of a preferred font; nil for the label's default system font.
        let textStyle: TextStyle?

        init(textStyle: TextStyle?) {
            self.textStyle = textStyle
            super.init()
        }

        /// "Returns an instance of the system font for the specified text style with scaling for the user's
        /// selected content size category."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
        open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
            UIFont(textStyle: style)
        }

        /// The text styles of Dynamic Type.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle
        public struct TextStyle: Hashable, RawRepresentable, Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
            public init(rawValue: String) {
                self.rawValue = rawValue
            }
            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
            public var rawValue: String

            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
            public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
            public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
            public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
            /// SDK: https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
            public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
        }
    }
#endif
