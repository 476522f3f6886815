// The only target/action code of the root controller's pans (R6 transitions: the root's, and each presented
// stack's; push style's edge pop is UIKit's `interactivePopGestureRecognizer`): `#selector` and `@objc` exist only
// with the Objective-C runtime, so this file compiles where UIKit exists and only maps each recognizer's state to a
// `PanPhase` for the shared `handleTransitionPan`, which decides everything (the Linux tests drive them phase by
// phase). The recognizers are installed when the view loads, and a presented stack's when it is presented, so the
// generated `makeRootViewController` needs no call.
#if canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import Foundation
    import UIKit

    extension SceneRootViewController: UIGestureRecognizerDelegate {
        /// The name of the transition pan (`UIGestureRecognizer.name`).
        static let transitionPanName = "scenec.transition"

        /// Installs the transition pan and each navigation's drag pan; called from
        /// `viewDidLoad()`. The navigations' drag pans wait for the transition pan to fail, so a page's declared
        /// transition wins over the stacked drag.
        func installGestures() {
            let transition = installTransitionGesture()
            for navigation in navigations {
                navigation.installPanGesture().require(toFail: transition)
            }
        }

        /// The pan that pushes the top page's `next` or pops it, as its `transition:` declares (R6); installed
        /// when the view loads. Its delegate (this controller) lets it begin only when a transition would, and
        /// recognize together with scroll views that cannot scroll sideways. Add `require(toFail:)` to it to
        /// order it with your own recognizers.
        public var transitionPanGestureRecognizer: UIPanGestureRecognizer? {
            view.gestureRecognizers?.first { $0.name == Self.transitionPanName } as? UIPanGestureRecognizer
        }

        @discardableResult
        private func installTransitionGesture() -> UIPanGestureRecognizer {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handleTransitionPan(_:)))
            pan.name = Self.transitionPanName
            pan.delegate = self
            view.addGestureRecognizer(pan)
            return pan
        }

        /// Installs the transition pan of a presented stack (§10.2) on its navigation controller's view: a presented
        /// controller's view is in another container view of the window than the root's, out of reach of the
        /// root's pan. It drives the same shared phases (`handleTransitionPan`), which act on the top
        /// presentation's page.
        func installTransitionGesture(on navigation: ScenePushNavigationController) {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handleTransitionPan(_:)))
            pan.name = Self.presentedTransitionPanName
            pan.delegate = self
            navigation.view.addGestureRecognizer(pan)
        }

        /// The name of a presented stack's transition pan.
        static let presentedTransitionPanName = "scenec.presentedTransition"

        @objc private func handleTransitionPan(_ pan: UIPanGestureRecognizer) {
            guard let phase = PanPhase(pan.state) else { return }
            let space = pan.view ?? view
            let velocity = pan.velocity(in: space)
            handleTransitionPan(
                phase, translationX: Double(pan.translation(in: space).x), velocityX: Double(velocity.x),
                velocityY: Double(velocity.y), time: ProcessInfo.processInfo.systemUptime)
        }

        // MARK: UIGestureRecognizerDelegate

        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            switch gestureRecognizer.name {
            case Self.transitionPanName, Self.presentedTransitionPanName:
                guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
                // A presented stack's pan begins only on the top presentation, outside UIKit's own transitions
                // (its edge pop); the root's, only while nothing is presented (a presented page is the top page).
                if pan.name == Self.presentedTransitionPanName {
                    guard let navigation = presentations.last?.navigation, pan.view === navigation.view,
                        navigation.transitionCoordinator == nil
                    else { return false }
                } else if !presentations.isEmpty {
                    return false
                }
                let space = pan.view ?? view
                let velocity = pan.velocity(in: space)
                return transitionPanShouldBegin(
                    translationX: Double(pan.translation(in: space).x), velocityX: Double(velocity.x),
                    velocityY: Double(velocity.y))
            default:
                return true
            }
        }

        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard
                gestureRecognizer.name == Self.transitionPanName
                    || gestureRecognizer.name == Self.presentedTransitionPanName,
                let scroll = otherGestureRecognizer.view as? UIScrollView
            else { return false }
            return SceneGestureArbitration.recognizesSimultaneously(
                scrollViewContentWidth: Double(scroll.contentSize.width), boundsWidth: Double(scroll.bounds.width))
        }
    }

    extension PanPhase {
        /// The phase of a recognizer's state; nil for the states that are not a pan's phase (possible, failed).
        init?(_ state: UIGestureRecognizer.State) {
            switch state {
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            default: return nil
            }
        }
    }
#endif
