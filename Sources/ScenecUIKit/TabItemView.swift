public import Foundation
public import ScenecUIKitPlatform

/// A tab item that draws its title: a side tab, a bottom tab bar item, or a pager cell. Its frame is the
/// runtime's; its `titleLabel` fills it, scaled by `titleScale` (R3 `scaleSelectedBar`).
///
/// For VoiceOver the item is one element (the label inside is not): the title as its label, its badge as its
/// value, the `.button` trait, and `.selected` while selected, as `UITabBar` items read ("Library, selected,
/// button"). Items are not headings, so `.header` is not set; the bar that holds them gets `.tabBar`.
///
/// It is a `UIControl`: a tap (a finger lifting inside it, `.touchUpInside`, which VoiceOver's activation also
/// sends) runs the actions its container adds with `addAction(_:for:)` (`UIAction`, iOS 14+, no selector).
@MainActor
public final class TabItemView: UIControl {
    /// The title.
    public let titleLabel = UILabel(frame: .zero)

    /// Whether the item shows the selected tab: the `.selected` trait.
    override public var isSelected: Bool {
        didSet { accessibilityTraits = isSelected ? [.button, .selected] : .button }
    }

    /// The title's scale (1 at rest; `metrics.pagerSelectedScale` for a selected pager cell).
    public var titleScale: Double = 1 {
        didSet { titleLabel.transform = CGAffineTransform(scaleX: CGFloat(titleScale), y: CGFloat(titleScale)) }
    }

    /// An item titled `title`, with the badge `badge` as its accessibility value.
    public init(title: String, badge: String? = nil) {
        super.init(frame: .zero)
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityValue = badge
        accessibilityTraits = .button
        titleLabel.text = title
        addSubview(titleLabel)
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

    /// The label fills the item; it is placed by bounds and center so that its scale transform stays valid.
    override public func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.bounds = CGRect(origin: .zero, size: bounds.size)
        titleLabel.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
