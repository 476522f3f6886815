public import ScenecUIKitPlatform

/// How the bars that a `SceneRootViewController` makes look: what an app would set on a `UINavigationBar` it
/// made itself. Set it on the root controller (`appearance`); it applies to every bar made, now and later.
///
/// The navigation bars are system `UINavigationBar`s (one per page that shows a bar, §4 `navigationBar`), so
/// `configureNavigationBar` gets the bar itself: set its `standardAppearance`, `scrollEdgeAppearance`,
/// `compactAppearance` (a `UINavigationBarAppearance` with colours, title fonts and the back indicator),
/// `tintColor` or `barStyle` there, as with any bar. The root sets only the bar's frame, alpha, items and
/// delegate, and turns `prefersLargeTitles` off after the closure (large titles would make the bar taller than
/// the layout's `navigationBarHeight`); an app that replaces the delegate loses the back button's pop and the
/// bar's `.topAttached` position. Tab items have their own
/// appearance, `TabItemAppearance` (the root's `tabItemAppearance`).
@MainActor
public struct SceneAppearance {
    /// Called with each navigation bar when it is made, and with every bar made so far when `appearance`
    /// changes.
    public var configureNavigationBar: (@MainActor (UINavigationBar) -> Void)?

    /// The system look: nothing is configured.
    public init(configureNavigationBar: (@MainActor (UINavigationBar) -> Void)? = nil) {
        self.configureNavigationBar = configureNavigationBar
    }
}
