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

        /// The device the scene is on, when a test gave one: its windows get its safe area and size class.
        let standInScreen: StandInScreen?

        init(session: UISceneSession, bounds: CGRect) {
            standInBounds = bounds
            standInScreen = nil
            super.init(session: session)
        }

        /// A scene on `screen`: "UIKit creates a window scene when the user or the app requests a new instance of
        /// your app's UI", with the screen's size and traits known from the start, so that a scene delegate's
        /// `scene(_:willConnectTo:options:)` makes a window of that size and size class before any layout pass.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiwindowscene
        init(session: UISceneSession, screen: StandInScreen) {
            standInBounds = CGRect(origin: .zero, size: screen.size)
            standInScreen = screen
            super.init(session: session)
        }
    }

    /// A device screen for tests: its size, the safe area a full-screen window has on it (status bar, sensor
    /// housing, home indicator) and its horizontal size class. UIKit reads them from the device; the values are
    /// those of Apple's devices (Human Interface Guidelines, Layout: device screen sizes; the safe area of a
    /// notched iPhone in portrait is 47 pt on top and 34 pt at the bottom, in landscape 47 pt on each side and
    /// 21 pt at the bottom). Test-only; UIKit has no such type.
    ///
    /// SDK: https://developer.apple.com/design/human-interface-guidelines/layout
    /// SDK: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    struct StandInScreen: Sendable {
        var name: String
        var size: CGSize
        var safeAreaInsets: UIEdgeInsets
        var sizeClass: UIUserInterfaceSizeClass
        /// The vertical size class: compact on an iPhone in landscape, regular otherwise (HIG, Layout, device size
        /// classes).
        var verticalSizeClass: UIUserInterfaceSizeClass
        var idiom: UIUserInterfaceIdiom

        /// A window's traits on this screen.
        var traitCollection: UITraitCollection {
            UITraitCollection(horizontalSizeClass: sizeClass, verticalSizeClass: verticalSizeClass, idiom: idiom)
        }

        /// An iPhone 14 in portrait: notched, compact width, regular height.
        static let notchedPhone = StandInScreen(
            name: "notched iPhone", size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), sizeClass: .compact,
            verticalSizeClass: .regular, idiom: .phone)
        /// The same iPhone in landscape: still compact in width, compact in height.
        static let notchedPhoneLandscape = StandInScreen(
            name: "notched iPhone, landscape", size: CGSize(width: 844, height: 390),
            safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), sizeClass: .compact,
            verticalSizeClass: .compact, idiom: .phone)
        /// An iPad Air in landscape, full screen: regular width and height, a status bar and a home indicator.
        static let pad = StandInScreen(
            name: "iPad", size: CGSize(width: 1180, height: 820),
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular,
            verticalSizeClass: .regular, idiom: .pad)

        /// One screen of each kind the hosted presentation, link and restore tests run on.
        static let all: [StandInScreen] = [notchedPhone, notchedPhoneLandscape, pad]
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
