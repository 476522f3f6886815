#if !canImport(UIKit)
    public import Foundation

    /// Insets from a rectangle's edges, in points (positive values move toward the centre).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets (c:@S@UIEdgeInsets)
    public struct UIEdgeInsets: Sendable, Hashable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
        public var top: CGFloat
        /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
        public var left: CGFloat
        /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
        public var bottom: CGFloat
        /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
        public var right: CGFloat

        /// SDK: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
        /// (s:So12UIEdgeInsetsV3top4left6bottom5rightAB14CoreFoundation7CGFloatV_A3Itcfc)
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }
#endif
