#if !canImport(UIKit)
    public import Foundation

    /// A view that shows an image. The stand-in keeps the image and draws nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiimageview (c:objc(cs)UIImageView)
    @MainActor
    open class UIImageView: UIView {
        /// SDK: https://developer.apple.com/documentation/uikit/uiimageview/image
        open var image: UIImage?

        /// "Returns an image view initialized with the specified image." The stand-in's images have no size,
        /// so the view's frame stays zero (UIKit sizes it to the image).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// Not supported: views are built in code.
        public required init?(coder: NSCoder) {
            nil
        }
    }
#endif
