#if !canImport(UIKit)
    public import Foundation

    /// A colour. The stand-in keeps the four sRGB components it was made from.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uicolor
    open class UIColor: NSObject, NSCopying, @unchecked Sendable {
        /// The components, 0...1, for tests.
        let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = (red, green, blue, alpha)
            super.init()
        }

        /// Part of `NSCopying`: a colour is immutable, so it is its own copy.
        ///
        /// SDK: https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
        public func copy(with zone: NSZone? = nil) -> Any { self }

        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/black
        open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/clear
        open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/white
        open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
        /// The light-mode value of the adaptable system colour (255, 59, 48).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/systemred
        open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
        /// The light-mode value of the adaptable system colour (0, 122, 255).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/systemblue
        open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        /// The light-mode value of the adaptable system colour (142, 142, 147).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uicolor/systemgray
        open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    }
#endif
