// The only target/action code of the root controller's pans (R6 transitions, push style's edge pop):
// `#selector` and `@objc` exist only with the Objective-C runtime, so this file compiles where UIKit exists and
// only maps each recognizer's state to a `PanPhase` for the shared `handleTransitionPan` / `handleEdgePop`,
// which decide everything (the Linux tests drive them phase by phase). The recognizers are installed when the
// view loads, so the generated `makeRootViewController` needs no call.
#if canImport(UIKit) && !os(tvOS) && !os(visionOS)  // UIScreenEdgePanGestureRecognizer: iOS only
    import Foundation
    import UIKit

    extension SceneRootViewController: UIGestureRecognizerDelegate {
        /// The name of the transition pan (`UIGestureRecognizer.name`).
        static let transitionPanName = "scenec.transition"
        /// The name of the edge pan.
        static let edgePopPanName = "scenec.edgePop"

        /// Installs the transition pan, the edge pan (iOS) and each navigation's drag pan; called from
        /// `viewDidLoad()`. The navigations' drag pans wait for the transition pan to fail, so a page's declared
        /// transition wins over the stacked drag.
        func installGestures() {
            let transition = installTransitionGesture()
            #if os(iOS)
                installEdgePopGesture()
            #endif
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

        #if os(iOS)
            /// The pan from the left screen edge that pops the top page of a push-style navigation (§9.1), as
            /// `UINavigationController`'s `interactivePopGestureRecognizer`; installed when the view loads (iOS
            /// only: tvOS and visionOS have no screen-edge pan). Scroll views wait for it to fail.
            public var edgePopGestureRecognizer: UIScreenEdgePanGestureRecognizer? {
                view.gestureRecognizers?.first { $0.name == Self.edgePopPanName } as? UIScreenEdgePanGestureRecognizer
            }

            @discardableResult
            private func installEdgePopGesture() -> UIScreenEdgePanGestureRecognizer {
                let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePop(_:)))
                edge.edges = .left
                edge.name = Self.edgePopPanName
                edge.delegate = self
                view.addGestureRecognizer(edge)
                return edge
            }

            @objc private func handleEdgePop(_ pan: UIScreenEdgePanGestureRecognizer) {
                guard let phase = PanPhase(pan.state) else { return }
                let translation = Double(pan.translation(in: view).x)
                // Where the pan started, from the navigation's leading edge.
                let startX = Double(pan.location(in: selectedNavigation.view).x) - translation
                handleEdgePop(
                    phase, startX: startX, translationX: translation, time: ProcessInfo.processInfo.systemUptime)
            }
        #endif

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
            case Self.edgePopPanName:
                guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
                let translation = Double(pan.translation(in: view).x)
                let startX = Double(pan.location(in: selectedNavigation.view).x) - translation
                return edgePopShouldBegin(startX: startX, translationX: translation)
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

        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            gestureRecognizer.name == Self.edgePopPanName && otherGestureRecognizer.view is UIScrollView
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
