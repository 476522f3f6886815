/// The numbers that the five original libraries hard-code, as overridable values (scene format §8).
///
/// Every default is the original library's constant; a scene's `metrics:` mapping overrides them.
/// Lengths are in points, opacities and scales are unitless factors.
public struct Metrics: Sendable, Hashable {
    /// Width of the side tab bar (R1), in points. Library default 80.
    public var sidebarWidth: Double
    /// Height of one side tab item (R1), in points. Library default 70.
    public var tabItemHeight: Double
    /// Vertical gap above the first tab item and between items (R1), in points. Library default 10.
    public var tabItemSpacing: Double
    /// Height of the bottom attachment bar (R1), in points. Library default 69.
    public var attachmentHeight: Double
    /// Width of a `half` stacked page (R2), in points. Library default 472 = (1024 − 80) / 2.
    public var halfPageWidth: Double
    /// How many pages stacked on the left stay shown (R2); earlier stacked pages are hidden. Default 3.
    public var stackedLayers: Int
    /// Horizontal step between shown stacked pages on the left (R2), in points. Library default 3.
    public var stackedLayerOffset: Double
    /// Overlay opacity of a page pushed its own width off the left edge (R2), 0...1. Library default 0.3.
    public var overlayOpacity: Double
    /// Height of the pager's tab bar (R3), in points. Library default 40.
    public var pagerBarHeight: Double
    /// Width of the pager's fixed-width underline (R3), in points. Library default 23.
    public var pagerLineWidth: Double
    /// Thickness of the pager's underline (R3), in points. Library default 2.5.
    public var pagerLineHeight: Double
    /// Scale of the selected pager tab title (R3), a factor ≥ 1 in practice. Library default 1.13.
    public var pagerSelectedScale: Double
    /// Height of the bottom tab bar (scene format §9.1, `UITabBarController`), in points. Default 49.
    public var bottomTabBarHeight: Double
    /// Items the bottom tab bar shows before a "More" item takes the rest (§9.1). Default 5.
    public var maxBottomTabs: Int
    /// Gap above a `large` sheet on a compact device, and above and below a page sheet on a regular one (§10.2),
    /// in points. Default 10.
    public var sheetTopGap: Double
    /// Height of a `medium` sheet as a fraction of the window's height (§10.2). Default 0.5.
    public var sheetMediumFraction: Double
    /// Width of a page sheet on a regular device (§10.2, `.pageSheet`), in points. Default 704.
    public var pageSheetWidth: Double
    /// Width of a form sheet on a regular device (§10.2, `.formSheet`), in points. Default 540.
    public var formSheetWidth: Double
    /// Height of a form sheet on a regular device (§10.2), in points. Default 620.
    public var formSheetHeight: Double
    /// Width of a popover (§10.2, `preferredContentSize`'s default), in points. Default 320.
    public var popoverWidth: Double
    /// Height of a popover (§10.2), in points. Default 480.
    public var popoverHeight: Double
    /// The distance a popover keeps from the window's edges and below its source's top (§10.2), in points.
    /// Default 10.
    public var popoverMargin: Double
    /// Height of a page's navigation bar (§4, `UINavigationBar`'s height), in points: the scene's value when it sets
    /// one (`navigationBarHeightOverride`), otherwise UIKit's height on the device, which depends on the device
    /// (`SceneDevice.standardNavigationBarHeight`: 50 on an iPad, 32 on an iPhone in landscape, 44 on an iPhone in
    /// portrait) and which a container's metrics (`SceneDefinition.metrics(on:)`) hold. Metrics made for no device
    /// give 44, the iPhone's in portrait. Setting it sets the override.
    public var navigationBarHeight: Double {
        get { navigationBarHeightOverride ?? SceneDevice.portraitPhoneNavigationBarHeight }
        set { navigationBarHeightOverride = newValue }
    }
    /// The navigation bar height the scene sets (`metrics.navigationBarHeight`, a number or a size class's), nil
    /// when UIKit's height on the device applies (§8).
    public var navigationBarHeightOverride: Double?

    /// Creates metrics; every argument defaults to the original library's value, and `navigationBarHeight` to nil,
    /// UIKit's height on each device.
    public init(
        sidebarWidth: Double = 80,
        tabItemHeight: Double = 70,
        tabItemSpacing: Double = 10,
        attachmentHeight: Double = 69,
        halfPageWidth: Double = 472,
        stackedLayers: Int = 3,
        stackedLayerOffset: Double = 3,
        overlayOpacity: Double = 0.3,
        pagerBarHeight: Double = 40,
        pagerLineWidth: Double = 23,
        pagerLineHeight: Double = 2.5,
        pagerSelectedScale: Double = 1.13,
        bottomTabBarHeight: Double = 49,
        maxBottomTabs: Int = 5,
        sheetTopGap: Double = 10,
        sheetMediumFraction: Double = 0.5,
        pageSheetWidth: Double = 704,
        formSheetWidth: Double = 540,
        formSheetHeight: Double = 620,
        popoverWidth: Double = 320,
        popoverHeight: Double = 480,
        popoverMargin: Double = 10,
        navigationBarHeight: Double? = nil
    ) {
        self.sidebarWidth = sidebarWidth
        self.tabItemHeight = tabItemHeight
        self.tabItemSpacing = tabItemSpacing
        self.attachmentHeight = attachmentHeight
        self.halfPageWidth = halfPageWidth
        self.stackedLayers = stackedLayers
        self.stackedLayerOffset = stackedLayerOffset
        self.overlayOpacity = overlayOpacity
        self.pagerBarHeight = pagerBarHeight
        self.pagerLineWidth = pagerLineWidth
        self.pagerLineHeight = pagerLineHeight
        self.pagerSelectedScale = pagerSelectedScale
        self.bottomTabBarHeight = bottomTabBarHeight
        self.maxBottomTabs = maxBottomTabs
        self.sheetTopGap = sheetTopGap
        self.sheetMediumFraction = sheetMediumFraction
        self.pageSheetWidth = pageSheetWidth
        self.formSheetWidth = formSheetWidth
        self.formSheetHeight = formSheetHeight
        self.popoverWidth = popoverWidth
        self.popoverHeight = popoverHeight
        self.popoverMargin = popoverMargin
        self.navigationBarHeightOverride = navigationBarHeight
    }

    /// These metrics on `device`: the navigation bar's height is UIKit's there
    /// (`SceneDevice.standardNavigationBarHeight`) unless the metrics set one.
    public func resolved(on device: SceneDevice) -> Metrics {
        var metrics = self
        if navigationBarHeightOverride == nil { metrics.navigationBarHeight = device.standardNavigationBarHeight }
        return metrics
    }

    /// The original libraries' values.
    public static let standard = Metrics()
}
