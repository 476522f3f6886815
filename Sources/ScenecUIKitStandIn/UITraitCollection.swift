#if !canImport(UIKit)
    public import Foundation

    /// The traits of an interface's environment. The stand-in holds the horizontal and vertical size classes and the
    /// idiom; a window on a test screen (`StandInScreen`) has the screen's, and traits a collection does not specify
    /// are `unspecified`.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection (c:objc(cs)UITraitCollection)
    open class UITraitCollection: NSObject, @unchecked Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
        /// (c:objc(cs)UITraitCollection(cm)traitCollectionWithHorizontalSizeClass:)
        public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
            storedHorizontalSizeClass = horizontalSizeClass
            storedVerticalSizeClass = .unspecified
            storedIdiom = .unspecified
            super.init()
        }

        /// Traits with all three values (test-only: a screen's, or an override merged into its parent's).
        init(
            horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
            idiom: UIUserInterfaceIdiom
        ) {
            storedHorizontalSizeClass = horizontalSizeClass
            storedVerticalSizeClass = verticalSizeClass
            storedIdiom = idiom
            super.init()
        }

        private let storedHorizontalSizeClass: UIUserInterfaceSizeClass
        private let storedVerticalSizeClass: UIUserInterfaceSizeClass
        private let storedIdiom: UIUserInterfaceIdiom

        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
        /// (c:objc(cs)UITraitCollection(py)horizontalSizeClass)
        open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontalSizeClass }

        /// "The vertical size class of the trait collection": compact on an iPhone in landscape.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
        /// (c:objc(cs)UITraitCollection(py)verticalSizeClass)
        open var verticalSizeClass: UIUserInterfaceSizeClass { storedVerticalSizeClass }

        /// "The user interface idiom of the trait collection."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
        /// (c:objc(cs)UITraitCollection(py)userInterfaceIdiom)
        open var userInterfaceIdiom: UIUserInterfaceIdiom { storedIdiom }
    }

    /// "The type of interface to use for the current device." The stand-in declares the idioms its screens have.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom (c:@E@UIUserInterfaceIdiom)
    public enum UIUserInterfaceIdiom: Int, Sendable {
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/unspecified
        case unspecified = -1
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
        case phone = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad
        case pad = 1
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
