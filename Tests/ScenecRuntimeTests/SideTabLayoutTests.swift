import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Side tabs (R1)")
struct SideTabLayoutTests {
    let window = Size(width: 1024, height: 768)

    @Test("items, extra items and sidebar")
    func items() {
        let layout = SideTabLayout(window: window, itemCount: 3, extraItemCount: 2)
        expectEqual(layout.sidebar, Rect(x: 0, y: 0, width: 80, height: 768))
        expectEqual(
            layout.items,
            [
                Rect(x: 0, y: 10, width: 80, height: 70),
                Rect(x: 0, y: 90, width: 80, height: 70),
                Rect(x: 0, y: 170, width: 80, height: 70),
            ])
        // scenec's fix: no overlap, item k at H − 80·(k + 1).
        expectEqual(
            layout.extraItems, [Rect(x: 0, y: 688, width: 80, height: 70), Rect(x: 0, y: 608, width: 80, height: 70)])
        #expect(layout.extraItems[1].maxY <= layout.extraItems[0].minY)
        expectEqual(layout.badgeCenter, Point(x: 53, y: 17))
    }

    @Test("attachment absent, hidden and visible")
    func attachment() {
        let absent = SideTabLayout(window: window, itemCount: 1)
        #expect(absent.attachment == nil)
        expectEqual(absent.navigation, Rect(x: 80, y: 0, width: 944, height: 768))

        let hidden = SideTabLayout(window: window, itemCount: 1, attachment: .hidden)
        expectEqual(hidden.attachment, Rect(x: 80, y: 769, width: 944, height: 69))
        expectEqual(hidden.navigation, Rect(x: 80, y: 0, width: 944, height: 768))

        let visible = SideTabLayout(window: window, itemCount: 1, attachment: .visible)
        expectEqual(visible.attachment, Rect(x: 80, y: 699, width: 944, height: 69))
        expectEqual(visible.navigation, Rect(x: 80, y: 0, width: 944, height: 699))
        expectEqual(visible.navigationBounds, Rect(x: 0, y: 0, width: 944, height: 699))
    }

    @Test("metrics override every number")
    func metrics() {
        let metrics = Metrics(sidebarWidth: 100, tabItemHeight: 50, tabItemSpacing: 4, attachmentHeight: 60)
        let layout = SideTabLayout(
            window: Size(width: 800, height: 600),
            itemCount: 2,
            extraItemCount: 1,
            attachment: .visible,
            metrics: metrics
        )
        expectEqual(layout.items[1], Rect(x: 0, y: 58, width: 100, height: 50))
        expectEqual(layout.extraItems, [Rect(x: 0, y: 546, width: 100, height: 50)])
        expectEqual(layout.navigation, Rect(x: 100, y: 0, width: 700, height: 540))
        expectEqual(layout.attachment, Rect(x: 100, y: 540, width: 700, height: 60))
    }

    @Test("without side tabs the navigation is the window")
    func withoutSideTabs() {
        let layout = SideTabLayout.withoutSideTabs(window: window)
        #expect(layout.sidebar == nil && layout.items.isEmpty && layout.attachment == nil)
        expectEqual(layout.navigation, Rect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test(
        "a safe area: items below the status bar, extras above the home indicator, the sidebar wider by the left inset")
    func safeArea() {
        let insets = EdgeInsets(top: 24, left: 10, bottom: 20, right: 0)
        let layout = SideTabLayout(
            window: window, itemCount: 2, extraItemCount: 1, attachment: .visible, safeArea: insets)
        expectEqual(layout.sidebar, Rect(x: 0, y: 0, width: 90, height: 768))
        expectEqual(
            layout.items, [Rect(x: 10, y: 34, width: 80, height: 70), Rect(x: 10, y: 114, width: 80, height: 70)])
        expectEqual(layout.extraItems, [Rect(x: 10, y: 668, width: 80, height: 70)])
        expectEqual(layout.attachment, Rect(x: 90, y: 768 - 89, width: 934, height: 89))
        expectEqual(layout.navigation, Rect(x: 90, y: 0, width: 934, height: 768 - 89))
        expectEqual(layout.badgeCenter, SideTabLayout(window: window, itemCount: 2).badgeCenter)
        expectEqual(
            SideTabLayout(window: window, itemCount: 2, safeArea: .zero), SideTabLayout(window: window, itemCount: 2))
    }

    @Test("a bottom tab bar under the home indicator: items above it and inside the side insets")
    func bottomBarSafeArea() {
        let insets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let bar = BottomTabBarLayout(
            window: Size(width: 850, height: 393), tabCount: 3, attachment: .visible, safeArea: insets)
        expectEqual(bar.frame, Rect(x: 0, y: 393 - 70, width: 850, height: 70))
        #expect(bar.items.map(\.x) == [47, 299, 551] && bar.items.allSatisfy { $0.width == 252 && $0.height == 49 })
        expectEqual(bar.attachment, Rect(x: 0, y: 393 - 70 - 69, width: 850, height: 69))
        expectEqual(bar.navigation, Rect(x: 0, y: 0, width: 850, height: 393 - 70 - 69))
    }
}

/// Bars bigger than the window: no frame gets a negative size (the layout checks report the scene, SC4010).
@Suite("Bars bigger than the window")
struct OversizedBarsTests {
    static func isNonNegative(_ rect: Rect?) -> Bool {
        guard let rect else { return true }
        return rect.width >= 0 && rect.height >= 0
    }

    /// The library's metrics but for one value, set past what any window holds.
    static func metrics(_ oversized: WritableKeyPath<Metrics, Double>, _ value: Double) -> Metrics {
        var metrics = Metrics()
        metrics[keyPath: oversized] = value
        return metrics
    }

    @Test("a sidebar wider than the window leaves a navigation of width 0")
    func wideSidebar() {
        let metrics = Self.metrics(\.sidebarWidth, 2000)
        for attachment in AttachmentState.allCases {
            let layout = SideTabLayout(
                window: Size(width: 1024, height: 768), itemCount: 2, attachment: attachment, metrics: metrics)
            expectEqual(layout.navigation, Rect(x: 2000, y: 0, width: 0, height: attachment == .visible ? 699 : 768))
            #expect(Self.isNonNegative(layout.attachment))
        }
    }

    @Test("a visible attachment taller than the window is cut to it; the navigation's height is 0")
    func tallAttachment() {
        let metrics = Self.metrics(\.attachmentHeight, 900)
        let side = SideTabLayout(
            window: Size(width: 1024, height: 768), itemCount: 1, attachment: .visible, metrics: metrics)
        expectEqual(side.navigation, Rect(x: 80, y: 0, width: 944, height: 0))
        expectEqual(side.attachment, Rect(x: 80, y: 0, width: 944, height: 768))
        let bottom = BottomTabBarLayout(
            window: Size(width: 393, height: 852), tabCount: 2, attachment: .visible, metrics: metrics)
        expectEqual(bottom.navigation, Rect(x: 0, y: 0, width: 393, height: 0))
        expectEqual(bottom.attachment, Rect(x: 0, y: 0, width: 393, height: 803))
    }

    @Test("a bottom tab bar taller than the window is cut to it, with a safe area too")
    func tallBottomBar() {
        let metrics = Self.metrics(\.bottomTabBarHeight, 2000)
        for attachment in AttachmentState.allCases {
            let bar = BottomTabBarLayout(
                window: Size(width: 393, height: 852), tabCount: 3, attachment: attachment, metrics: metrics,
                safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            expectEqual(bar.frame, Rect(x: 0, y: 0, width: 393, height: 852))
            expectEqual(bar.navigation, Rect(x: 0, y: 0, width: 393, height: 0))
            #expect(Self.isNonNegative(bar.attachment))
        }
    }
}
