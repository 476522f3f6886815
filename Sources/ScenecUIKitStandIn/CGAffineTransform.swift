// On a Mac, Foundation brings Core Graphics' own CGAffineTransform, which the stand-in uses there.
#if !canImport(UIKit) && !canImport(CoreGraphics)
    public import Foundation

    /// An affine transform (Core Graphics; Linux's Foundation has none). The stand-in keeps a scale only.
    ///
    /// SDK: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
    public struct CGAffineTransform: Sendable, Hashable {
        let scaleX: CGFloat
        let scaleY: CGFloat

        /// SDK: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
        /// (s:So17CGAffineTransformV12CoreGraphicsE6scaleX1yAB0C10Foundation7CGFloatV_AHtcfc)
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            scaleX = sx
            scaleY = sy
        }
    }
#endif
