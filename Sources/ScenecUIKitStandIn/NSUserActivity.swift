#if !canImport(UIKit) && !canImport(ObjectiveC)
    public import Foundation

    /// Foundation's user activity, which swift-corelibs-foundation does not have: the members a scene delegate
    /// uses to save and restore its state and to receive a universal link. It only holds what is set on it (on
    /// Apple platforms Foundation declares it, and the stand-in does not).
    ///
    /// SDK: https://developer.apple.com/documentation/foundation/nsuseractivity
    open class NSUserActivity: NSObject {
        /// SDK: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
        public var activityType: String { storedActivityType }
        private let storedActivityType: String

        /// SDK: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
        open var userInfo: [AnyHashable: Any]?

        /// The universal link (`https`) the activity opens, for activities of type `NSUserActivityTypeBrowsingWeb`.
        ///
        /// SDK: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
        open var webpageURL: URL?

        /// SDK: https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
        public init(activityType: String) {
            storedActivityType = activityType
            super.init()
        }
    }
#endif
