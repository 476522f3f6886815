// The only target/action code of the root controller's pans (R6 transitions; push style's edge pop is UIKit's
// `interactivePopGestureRecognizer`): `#selector` and `@objc` exist only with the Objective-C runtime, so this file
// compiles where UIKit exists and only maps each recognizer's state to a `PanPhase` for the shared
// `handleTransitionPan`, which decides everything (the Linux tests drive them phase by phase). The recognizers are installed when the
// view loads, so the generated `makeRootViewController` needs no call.
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

        @objc private func handleTransitionPan(_ pan: UIPanGestureRecognizer) {
            guard let phase = PanPhase(pan.state) else { return }
            let velocity = pan.velocity(in: view)
            handleTransitionPan(
                phase, translationX: Double(pan.translation(in: view).x), velocityX: Double(velocity.x),
                velocityY: Double(velocity.y), time: ProcessInfo.processInfo.systemUptime)
        }

        // MARK: UIGestureRecognizerDelegate

        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            switch gestureRecognizer.name {
            case Self.transitionPanName:
                guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
                let velocity = pan.velocity(in: view)
                return transitionPanShouldBegin(
                    translationX: Double(pan.translation(in: view).x), velocityX: Double(velocity.x),
                    velocityY: Double(velocity.y))
            default:
                return true
            }
        }

        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard gestureRecognizer.name == Self.transitionPanName,
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
