#if !canImport(UIKit)
    public import Foundation

    /// A view's Core Animation layer (QuartzCore, which UIKit re-exports). The stand-in keeps the one property
    /// the layer uses and draws nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/quartzcore/calayer
    open class CALayer: NSObject, @unchecked Sendable {
        /// "The radius to use when drawing rounded corners for the layer's background"; 0 by default.
        ///
        /// SDK: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
        open var cornerRadius: CGFloat = 0
    }
#endif
