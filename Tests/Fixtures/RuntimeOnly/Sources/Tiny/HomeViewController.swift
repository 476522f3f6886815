import ScenecUIKit

/// The one page of the scene RuntimeLinkTests generates into this module (`type: HomeViewController`).
final class HomeViewController: UIViewController {}
