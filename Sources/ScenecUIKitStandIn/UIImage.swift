#if !canImport(UIKit)
    public import Foundation

    /// An image. The stand-in declares the type only, for `UIAction`'s initializer; it holds no image.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiimage (c:objc(cs)UIImage)
    open class UIImage: NSObject, @unchecked Sendable {
    }
#endif
