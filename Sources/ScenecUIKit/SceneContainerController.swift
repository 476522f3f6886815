import Foundation
import ScenecRuntime
public import ScenecUIKitPlatform
import ScenecUIPlans

/// What the scene's containers (`SceneRootViewController`, `StackedNavigationController`, `PagerViewController`,
/// `PageStackViewController`) share: they tell their children of appearance transitions themselves, in the
/// order their plans give (`containerAppearance` commands), so UIKit's automatic forwarding is off and each of
/// the four appearance callbacks calls `forwardAppearance(isAppearing:phase:animated:)`, which each container
/// implements.
@MainActor
public class SceneContainerController: UIViewController {
    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Tells the container's children (and anything else it holds) of an appearance transition.
    func forwardAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) {}

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardAppearance(isAppearing: true, phase: .begin, animated: animated)
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardAppearance(isAppearing: true, phase: .end, animated: animated)
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardAppearance(isAppearing: false, phase: .begin, animated: animated)
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardAppearance(isAppearing: false, phase: .end, animated: animated)
    }

    /// Applies `command` to the child controller of `controllers` that it names, whose view goes into
    /// `superview`: `addChild` and `insertView`, which bring a child in, first make a missing one with `make`,
    /// and `removeFromParent` forgets it. Returns the child, or nil when there is none of that id (the command
    /// is for one of the container's own views, or for a child already gone).
    @discardableResult
    func apply(
        _ command: ViewCommand, toChildIn controllers: inout [String: UIViewController], in superview: UIView,
        make: (String) -> UIViewController
    ) -> UIViewController? {
        guard case .child(let id) = command.target else { return nil }
        switch command {
        case .addChild, .insertView: if controllers[id] == nil { controllers[id] = make(id) }
        default: break
        }
        guard let child = controllers[id] else { return nil }
        apply(command, toChild: child, in: superview)
        if case .removeFromParent = command { controllers[id] = nil }
        return child
    }

    /// Applies `command` to `child`, a child controller whose view goes into `superview`: UIKit's containment
    /// calls, inserting and removing the view, its frame and hidden flag, and appearance transitions. Commands
    /// of other kinds are the container's own and do nothing here.
    func apply(_ command: ViewCommand, toChild child: UIViewController, in superview: UIView) {
        switch command {
        case .addChild: addChild(child)
        case .insertView(_, let index): superview.insertSubview(child.view, at: index)
        case .didMoveToParent: child.didMove(toParent: self)
        case .willMoveToNilParent: child.willMove(toParent: nil)
        case .removeView: child.view.removeFromSuperview()
        case .removeFromParent: child.removeFromParent()
        case .setFrame(_, let rect): child.view.frame = CGRect(rect)
        case .setHidden(_, let hidden): child.view.isHidden = hidden
        case .beginAppearance(_, let appearing, let animated):
            child.beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance: child.endAppearanceTransition()
        case .setAlpha, .setOverlay, .setContentSize, .setContentOffset, .setSelected, .setScale, .reuse: break
        }
    }
}
