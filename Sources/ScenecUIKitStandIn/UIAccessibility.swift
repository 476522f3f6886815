#if !canImport(UIKit)
    import Foundation

    /// The namespace of UIKit's accessibility functions and constants. In the SDK a C structure
    /// (`typedef struct UIAccessibility { void *_reserved; } UIAccessibility;`, UIAccessibilityConstants.h) whose
    /// members the API notes give Swift names (`UIAccessibilityPostNotification` is `UIAccessibility.post(notification:argument:)`);
    /// the stand-in declares only what the layer uses, and none of the structure's initialisers (an app never makes one).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility
    public struct UIAccessibility {
        /// An accessibility notification an app can post (`UIAccessibilityNotifications`, a typed `uint32_t`).
        /// Apple documents no raw values; the stand-in's are its own.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
        public struct Notification: Hashable, RawRepresentable, Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
            public init(rawValue: UInt32) {
                self.rawValue = rawValue
            }

            /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue
            public var rawValue: UInt32

            /// "A notification that an app posts when a new view appears that occupies a major portion of the
            /// screen"; the argument is optionally "the accessibility element for VoiceOver to move to".
            ///
            /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
            nonisolated public static let screenChanged = Notification(rawValue: 1000)

            /// "A notification that an app posts when the layout of a screen changes"; the argument is optionally
            /// the element VoiceOver moves to.
            ///
            /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
            nonisolated public static let layoutChanged = Notification(rawValue: 1001)

            /// "A notification that an app posts when it needs to convey an announcement to the assistive app";
            /// the argument is the announcement's string.
            ///
            /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
            nonisolated public static let announcement = Notification(rawValue: 1008)
        }

        /// "Posts a notification to assistive apps." The stand-in has no assistive app: it records the
        /// notification and its argument (`StandInSystem.accessibilityPosts`) for tests to read.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
        @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
            StandInSystem.accessibilityPosts.append(
                StandInSystem.AccessibilityPost(notification: notification, argument: argument))
        }
    }

    /// What the system was asked and told that a screen would show, recorded for tests (test-only and internal,
    /// reached with `@testable import ScenecUIKitStandIn`; UIKit has no such type): the accessibility notifications
    /// posted, and the `setNeeds…Update` requests with the controller each was made on. A test calls `reset()`
    /// first: the lists are shared by every test of a process.
    @MainActor
    enum StandInSystem {
        /// One `UIAccessibility.post(notification:argument:)` call.
        struct AccessibilityPost {
            let notification: UIAccessibility.Notification
            let argument: Any?

            /// The argument as an object (a view, an element), nil when it is none.
            var object: AnyObject? { argument.map { $0 as AnyObject } }
        }

        /// What a controller asked the system to read again.
        enum Update: Equatable, CustomStringConvertible {
            /// `setNeedsStatusBarAppearanceUpdate()`.
            case statusBarAppearance
            /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
            case homeIndicatorAutoHidden
            /// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
            case supportedInterfaceOrientations

            var description: String {
                switch self {
                case .statusBarAppearance: "statusBarAppearance"
                case .homeIndicatorAutoHidden: "homeIndicatorAutoHidden"
                case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
                }
            }
        }

        /// One `setNeeds…` call and the controller it was made on (held weakly).
        struct UpdateRequest {
            let update: Update
            weak var controller: UIViewController?
        }

        /// The accessibility notifications posted since the last `reset()`, in order.
        static var accessibilityPosts: [AccessibilityPost] = []

        /// The `setNeeds…` requests made since the last `reset()`, in order.
        static var updateRequests: [UpdateRequest] = []

        /// Forgets what was recorded.
        static func reset() {
            accessibilityPosts = []
            updateRequests = []
        }

        /// The requests of `update` made on `controller`.
        static func requests(_ update: Update, on controller: UIViewController) -> Int {
            updateRequests.filter { $0.update == update && $0.controller === controller }.count
        }
    }
#endif
