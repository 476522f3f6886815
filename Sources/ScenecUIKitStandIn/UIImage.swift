#if !canImport(UIKit)
    public import Foundation

    /// An image. The stand-in holds no pixels: it keeps the name it was looked up by, for tests.
    ///
    /// The stand-in has neither an app bundle with an asset catalog nor the SF Symbols set, so both lookups
    /// find nothing and return nil, as UIKit does for a name it cannot find (never a placeholder image, which
    /// would make a test pass that fails on iOS). Code that shows images takes them from a resolver the tests
    /// can replace (`TabItemAppearance.image` in ScenecUIKit).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiimage (c:objc(cs)UIImage)
    open class UIImage: NSObject, @unchecked Sendable {
        /// The asset or symbol name the image was made from, for tests; nil for an image made with `init()`.
        var name: String?

        /// "An object containing an unconfigured version of the image, or nil if the method could not find the
        /// specified image": the stand-in has no asset catalog, so nil.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiimage/init(named:)
        public init?(named name: String) {
            return nil
        }

        /// "The object containing the specified symbol image, or nil if no suitable image was found": the
        /// stand-in has no symbol set, so nil.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
        public init?(systemName name: String) {
            return nil
        }

        /// An image standing for the asset or symbol `name`, for tests that stand in for an app's resolver.
        init(testName name: String) {
            self.name = name
            super.init()
        }
    }
#endif
