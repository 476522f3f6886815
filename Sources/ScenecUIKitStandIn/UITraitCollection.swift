#if !canImport(UIKit)
    public import Foundation

    /// The traits of an interface's environment. The stand-in holds only the horizontal size class.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection (c:objc(cs)UITraitCollection)
    open class UITraitCollection: NSObject, @unchecked Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
        /// (c:objc(cs)UITraitCollection(cm)traitCollectionWithHorizontalSizeClass:)
        public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
            storedHorizontalSizeClass = horizontalSizeClass
            super.init()
        }

        private let storedHorizontalSizeClass: UIUserInterfaceSizeClass

        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
        /// (c:objc(cs)UITraitCollection(py)horizontalSizeClass)
        open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontalSizeClass }
    }

    /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass (c:@E@UIUserInterfaceSizeClass)
    public enum UIUserInterfaceSizeClass: Int, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
        case unspecified = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
        case compact = 1
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
        case regular = 2
    }
#endif
