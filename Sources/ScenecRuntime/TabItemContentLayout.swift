/// Where a tab item is shown: its content is laid out alike in both places, only its badge's centre differs.
public enum TabItemPlacement: String, Sendable, Hashable, CaseIterable {
    /// An item of the side tab bar (R1, SPSideTabBar): the badge's centre is R1's (`SideTabLayout.badgeCenter`).
    case side
    /// An item of the bottom tab bar (§9.1, as `UITabBar` draws it): the badge's centre is the icon's top-right
    /// corner.
    case bottom
}

/// The parts of one tab item (a side tab, an extra item, a bottom tab bar item), in points relative to the
/// item's frame: the icon above the title, and the badge. The wireframes (`scenec layout --format svg`) and
/// ScenecUIKit's `TabItemView` both draw these frames, so the picture shows what the UI shows.
///
/// - The icon is a `iconSize`-point square centred horizontally, its centre at 36% of the item's height
///   (rounded down), as a tab bar draws its glyph above the title.
/// - With an icon, the title takes the rest below it, 2 points under the icon and 4 above the item's bottom;
///   without one, the title fills the item.
/// - The badge is 18 points tall and `max(18, 7·n + 10)` wide for a text of n characters, centred at the
///   placement's badge centre; an empty badge is none.
public struct TabItemContentLayout: Sendable, Hashable {
    /// The side of the icon's square, in points.
    public static let iconSize: Double = 24
    /// The badge's height, in points.
    public static let badgeHeight: Double = 18

    /// The icon's frame; nil when the item has no icon.
    public var icon: Rect?
    /// The title's frame.
    public var title: Rect
    /// The badge's frame; nil when the item has no badge.
    public var badge: Rect?

    /// Lays out an item of size `item` at `placement`, with an icon or not and with the badge `badge`;
    /// `sideBadgeCenter` is R1's badge centre for side items (`SideTabLayout.badgeCenter`), ignored for bottom
    /// ones. No size is negative, whatever the item's size.
    public init(item: Size, placement: TabItemPlacement, hasIcon: Bool, badge: String?, sideBadgeCenter: Point?) {
        let width = max(0, item.width)
        let height = max(0, item.height)
        let size = Self.iconSize
        let iconArea = Rect(
            x: ((width - size) / 2).rounded(.down), y: (height * 0.36).rounded(.down) - size / 2, width: size,
            height: size)
        icon = hasIcon ? iconArea : nil
        if hasIcon {
            let top = min(height, iconArea.maxY + 2)
            title = Rect(x: 0, y: top, width: width, height: max(0, height - 4 - top))
        } else {
            title = Rect(x: 0, y: 0, width: width, height: height)
        }
        guard let badge, !badge.isEmpty else {
            self.badge = nil
            return
        }
        let center =
            switch placement {
            case .side: sideBadgeCenter ?? Point(x: iconArea.maxX, y: iconArea.y)
            case .bottom: Point(x: iconArea.maxX, y: iconArea.y)
            }
        let badgeWidth = max(Self.badgeHeight, 7 * Double(badge.count) + 10)
        self.badge = Rect(
            x: (center.x - badgeWidth / 2).rounded(.down), y: (center.y - Self.badgeHeight / 2).rounded(.down),
            width: badgeWidth, height: Self.badgeHeight)
    }
}
