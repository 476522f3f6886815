public import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform

/// A tab item: a side tab, an extra item, a bottom tab bar item, or a pager cell. Its frame is the runtime's;
/// inside it the icon, the title and the badge sit where `TabItemContentLayout` puts them (a pager cell has
/// only its title, filling the cell and scaled by `titleScale`, R3 `scaleSelectedBar`).
///
/// Colours, fonts and the image lookup come from `appearance` (`TabItemAppearance`): the title and the icon
/// take `selectedColor` or `normalColor`, the badge the scene's `badgeColor` or `badgeBackgroundColor`, and
/// both texts a Dynamic Type font that follows the user's content size category.
///
/// For VoiceOver the item is one element (the views inside are not): the title as its label, its badge as its
/// value, the `.button` trait, and `.selected` while selected, as `UITabBar` items read ("Library, selected,
/// button"). Items are not headings, so `.header` is not set; the bar that holds them gets `.tabBar`.
///
/// It is a `UIControl`: a tap (a finger lifting inside it, `.touchUpInside`, which VoiceOver's activation also
/// sends) runs the actions its container adds with `addAction(_:for:)` (`UIAction`, iOS 14+, no selector).
@MainActor
public final class TabItemView: UIControl {
    /// The title.
    public let titleLabel = UILabel(frame: .zero)
    /// The icon; hidden when the item declares none.
    public let iconView = UIImageView(image: nil)
    /// The badge; hidden when the item has none.
    public let badgeLabel = UILabel(frame: .zero)

    /// Where the item is shown, which places its badge.
    public let placement: TabItemPlacement
    /// R1's badge centre for side items (`SideTabLayout.badgeCenter`), set by the root.
    public var sideBadgeCenter: Point? {
        didSet { setNeedsLayout() }
    }
    /// The icon's name (`icon:`); nil for none.
    public private(set) var icon: String?
    /// The badge's text; nil for none (an empty badge is none).
    public private(set) var badge: String?
    /// The badge's declared colour (`badgeColor:`); nil for the appearance's.
    public private(set) var badgeColor: SceneColor?

    /// Colours, fonts and the image lookup.
    public var appearance = TabItemAppearance() {
        didSet { applyAppearance(loadingIcon: true) }
    }

    /// Whether the item shows the selected tab: the `.selected` trait and the selected colour.
    override public var isSelected: Bool {
        didSet {
            accessibilityTraits = isSelected ? [.button, .selected] : .button
            applyAppearance(loadingIcon: false)
        }
    }

    /// The title's scale (1 at rest; `metrics.pagerSelectedScale` for a selected pager cell).
    public var titleScale: Double = 1 {
        didSet { titleLabel.transform = CGAffineTransform(scaleX: CGFloat(titleScale), y: CGFloat(titleScale)) }
    }

    /// An item titled `title` at `placement`, with the icon `icon` and the badge `badge` (in `badgeColor`).
    public init(
        title: String, icon: String? = nil, badge: String? = nil, badgeColor: SceneColor? = nil,
        placement: TabItemPlacement = .side
    ) {
        self.placement = placement
        super.init(frame: .zero)
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontForContentSizeCategory = true
        badgeLabel.textAlignment = .center
        badgeLabel.adjustsFontForContentSizeCategory = true
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
        setContent(title: title, icon: icon, badge: badge, badgeColor: badgeColor)
    }

    /// Not supported: items are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows `title` (a bottom bar item that becomes "More", or back).
    public func setTitle(_ title: String) {
        titleLabel.text = title
        accessibilityLabel = title
    }

    /// Shows `title`, the icon `icon` and the badge `badge` in `badgeColor` (a bottom bar item showing another
    /// tab, or "More").
    public func setContent(title: String, icon: String?, badge: String?, badgeColor: SceneColor?) {
        setTitle(title)
        let badge = badge.flatMap { $0.isEmpty ? nil : $0 }
        let iconChanged = icon != self.icon
        self.icon = icon
        self.badge = badge
        self.badgeColor = badgeColor
        accessibilityValue = badge
        badgeLabel.text = badge
        iconView.isHidden = icon == nil
        badgeLabel.isHidden = badge == nil
        applyAppearance(loadingIcon: iconChanged || (icon != nil && iconView.image == nil))
        setNeedsLayout()
    }

    /// Where the icon, the title and the badge go in an item of the current size.
    public var contentLayout: TabItemContentLayout {
        TabItemContentLayout(
            item: Size(width: Double(bounds.width), height: Double(bounds.height)), placement: placement,
            hasIcon: icon != nil, badge: badge, sideBadgeCenter: sideBadgeCenter)
    }

    /// The parts go where `contentLayout` says. The title is placed by bounds and center so that its scale
    /// transform stays valid (a view's frame is undefined under a transform).
    override public func layoutSubviews() {
        super.layoutSubviews()
        let layout = contentLayout
        titleLabel.bounds = CGRect(origin: .zero, size: CGSize(width: layout.title.width, height: layout.title.height))
        titleLabel.center = CGPoint(x: layout.title.midX, y: layout.title.midY)
        iconView.frame = layout.icon.map { CGRect($0) } ?? .zero
        badgeLabel.frame = layout.badge.map { CGRect($0) } ?? .zero
        badgeLabel.layer.cornerRadius = CGFloat(TabItemContentLayout.badgeHeight / 2)
        // A label draws its background colour as content, which the corner radius clips only with this
        // (https://developer.apple.com/documentation/quartzcore/calayer/cornerradius).
        badgeLabel.layer.masksToBounds = true
    }

    private func applyAppearance(loadingIcon: Bool) {
        let color = isSelected ? appearance.selectedColor : appearance.normalColor
        titleLabel.textColor = color
        iconView.tintColor = color
        titleLabel.font = UIFont.preferredFont(forTextStyle: appearance.titleTextStyle)
        badgeLabel.font = UIFont.preferredFont(forTextStyle: appearance.badgeTextStyle)
        badgeLabel.textColor = appearance.badgeTextColor
        badgeLabel.backgroundColor = badgeColor.map(TabItemAppearance.color) ?? appearance.badgeBackgroundColor
        if loadingIcon { iconView.image = icon.flatMap(appearance.image) }
    }
}
