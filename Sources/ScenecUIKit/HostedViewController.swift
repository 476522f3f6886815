public import Foundation
public import ScenecUIKitPlatform

/// A view controller whose view is an app's view: how a stack view (R5), which a scene declares as a `UIView`
/// subclass, becomes a child of a `PageStackViewController`.
@MainActor
public final class HostedViewController: UIViewController {
    /// The app's view, the controller's view once loaded.
    public let hostedView: UIView

    /// A controller showing `view`.
    public init(hosting view: UIView) {
        hostedView = view
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: scenes are built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    override public func loadView() {
        view = hostedView
    }
}
