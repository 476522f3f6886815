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
    }
#endif
