#if !canImport(UIKit)
    import Foundation

    /// The interface orientations a view controller supports (the raw values are UIKit's: 1 << orientation).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (c:@E@UIInterfaceOrientationMask)
    public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/init(rawvalue:)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/rawvalue
        public var rawValue: UInt

        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/portrait
        public static var portrait: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 << 1) }
        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/landscape
        public static var landscape: UIInterfaceOrientationMask {
            UIInterfaceOrientationMask(rawValue: 1 << 3 | 1 << 4)
        }
        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all
        public static var all: UIInterfaceOrientationMask {
            UIInterfaceOrientationMask(rawValue: 1 << 1 | 1 << 2 | 1 << 3 | 1 << 4)
        }
        /// SDK: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/allbutupsidedown
        public static var allButUpsideDown: UIInterfaceOrientationMask {
            UIInterfaceOrientationMask(rawValue: 1 << 1 | 1 << 3 | 1 << 4)
        }
    }
#endif
