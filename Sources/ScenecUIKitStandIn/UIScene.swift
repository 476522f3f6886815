#if !canImport(UIKit)
    public import Foundation

    /// One instance of the app's user interface. UIKit makes scenes, their sessions and their connection options
    /// ("You don't create scene objects directly"); so does the stand-in, for tests only (the initialisers are
    /// internal). It holds what a scene delegate reads: its session.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiscene
    @MainActor
    open class UIScene: UIResponder {
        /// SDK: https://developer.apple.com/documentation/uikit/uiscene/session
        public var session: UISceneSession { storedSession }
        private let storedSession: UISceneSession

        /// A scene of `session`, as UIKit makes one when it connects the scene (test-only).
        init(session: UISceneSession) {
            storedSession = session
            super.init()
        }

        /// Why UIKit made the scene: the URLs and user activities it was made for (test-only initialiser).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
        @MainActor
        open class ConnectionOptions: NSObject {
            /// "An empty set indicates that there are no URLs to open."
            ///
            /// SDK: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
            public var urlContexts: Set<UIOpenURLContext> { storedURLContexts }
            private let storedURLContexts: Set<UIOpenURLContext>

            /// SDK: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
            public var userActivities: Set<NSUserActivity> { storedUserActivities }
            private let storedUserActivities: Set<NSUserActivity>

            init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
                storedURLContexts = urlContexts
                storedUserActivities = userActivities
                super.init()
            }
        }
    }

    /// A scene that shows windows: `UIWindow(windowScene:)` makes a window of the scene's size.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiwindowscene
    @MainActor
    open class UIWindowScene: UIScene {
        /// The size a window of this scene gets, standing for the device's screen (test-only).
        let standInBounds: CGRect

        init(session: UISceneSession, bounds: CGRect) {
            standInBounds = bounds
            super.init(session: session)
        }
    }

    /// The record UIKit keeps of one scene while the app runs and across launches; a test makes one, with the
    /// activity UIKit would restore, for a scene it connects.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiscenesession
    @MainActor
    open class UISceneSession: NSObject {
        /// The activity that `stateRestorationActivity(for:)` returned when the scene was last disconnected.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
        open var stateRestorationActivity: NSUserActivity?

        init(stateRestorationActivity: NSUserActivity? = nil) {
            self.stateRestorationActivity = stateRestorationActivity
            super.init()
        }
    }

    /// One URL to open and how: UIKit makes these ("Don't create UIOpenURLContext objects yourself"); a test
    /// makes one with its internal initialiser.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiopenurlcontext
    @MainActor
    open class UIOpenURLContext: NSObject {
        /// SDK: https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
        public var url: URL { storedURL }
        private let storedURL: URL

        init(url: URL) {
            storedURL = url
            super.init()
        }
    }
#endif
