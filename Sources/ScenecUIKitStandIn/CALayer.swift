#if !canImport(UIKit)
    public import Foundation

    /// A view's Core Animation layer (QuartzCore, which UIKit re-exports). The stand-in keeps the two properties
    /// the layer uses and draws nothing.
    ///
    /// SDK: https://developer.apple.com/documentation/quartzcore/calayer
    open class CALayer: NSObject, @unchecked Sendable {
        /// "The radius to use when drawing rounded corners for the layer's background"; 0 by default.
        ///
        /// SDK: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
        open var cornerRadius: CGFloat = 0

        /// Whether the layer's content and sublayers are clipped to its bounds, "including any corner radius
        /// effects"; false by default. Without it the corner radius "does not apply to the image in the layer's
        /// contents property; it applies only to the background color and border of the layer"
        /// (https://developer.apple.com/documentation/quartzcore/calayer/cornerradius): a UILabel draws its
        /// background colour into its content, so a label's rounded corners need this.
        ///
        /// SDK: https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
        open var masksToBounds = false
    }
#endif
