import Foundation
public import ScenecRuntime
public import ScenecUIKitPlatform

/// How the scene's tab items look: the side tabs, the extra items and the bottom tab bar's items (what an app
/// sets on `UITabBarItemAppearance` for a system tab bar). Set it on the root, `SceneRootViewController`'s
/// `tabItemAppearance`, before or after the view loads: every item takes it at once.
///
/// Frames are not part of it: the icon, the title and the badge sit where `TabItemContentLayout` (ScenecRuntime)
/// puts them, which the wireframes draw too.
@MainActor
public struct TabItemAppearance {
    /// The title's and the icon's colour on an item that is not selected.
    public var normalColor: UIColor = .systemGray
    /// The title's and the icon's colour on the selected item.
    public var selectedColor: UIColor = .systemBlue
    /// The badge's background when the tab declares no `badgeColor`.
    public var badgeBackgroundColor: UIColor = .systemRed
    /// The badge's text colour.
    public var badgeTextColor: UIColor = .white
    /// The title's Dynamic Type text style: the font follows the user's content size category
    /// (`adjustsFontForContentSizeCategory`).
    public var titleTextStyle: UIFont.TextStyle = .caption2
    /// The badge's Dynamic Type text style.
    public var badgeTextStyle: UIFont.TextStyle = .caption2
    /// The image an item's `icon:` names. By default an image of the app's asset catalog (`UIImage(named:)`),
    /// else an SF Symbol (`UIImage(systemName:)`); nil shows no image in the icon's place. Replace it to load
    /// icons from another bundle or to draw them.
    public var image: @MainActor (_ icon: String) -> UIImage? = TabItemAppearance.assetOrSymbol

    /// The default appearance.
    public init() {}

    /// The image of the app's asset catalog named `icon`, else the SF Symbol of that name, else nil.
    public static func assetOrSymbol(_ icon: String) -> UIImage? {
        UIImage(named: icon) ?? UIImage(systemName: icon)
    }

    /// The colour a scene file's `badgeColor` gives (sRGB components).
    public static func color(_ color: SceneColor) -> UIColor {
        UIColor(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }
}
