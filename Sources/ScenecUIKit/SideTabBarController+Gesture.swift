// The only target/action code of the interactive transitions (R6): `#selector` and `@objc` exist only with
// the Objective-C runtime, so this file compiles on iOS alone and forwards the pan to the shared methods.
#if canImport(UIKit) && !os(tvOS) && !os(visionOS)  // UIScreenEdgePanGestureRecognizer: iOS only
    import Foundation
    import UIKit

    extension SideTabBarController {
        /// Installs the pan that pushes the top page's `next` or pops it, as its `transition:` declares (R6).
        public func installTransitionGesture() {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handleTransitionPan(_:)))
            view.addGestureRecognizer(pan)
        }

        /// Installs the pan from the left screen edge that pops the top page of a push-style navigation (§9.1),
        /// as `UINavigationController`'s `interactivePopGestureRecognizer` does; `edgePopPanBegan` decides.
        public func installEdgePopGesture() {
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePop(_:)))
            edge.edges = .left
            view.addGestureRecognizer(edge)
        }

        @objc private func handleEdgePop(_ pan: UIScreenEdgePanGestureRecognizer) {
            let translation = Double(pan.translation(in: view).x)
            switch pan.state {
            case .began:
                // Where the pan started, from the navigation's leading edge.
                let startX = Double(pan.location(in: selectedNavigation.view).x) - translation
                transitionPanStart = ProcessInfo.processInfo.systemUptime
                edgePopPanBegan(startX: startX, translationX: translation)
            case .ended, .cancelled:
                edgePopPanEnded(
                    translationX: translation, duration: ProcessInfo.processInfo.systemUptime - transitionPanStart)
            default:
                break
            }
        }

        @objc private func handleTransitionPan(_ pan: UIPanGestureRecognizer) {
            let translation = Double(pan.translation(in: view).x)
            switch pan.state {
            case .began:
                let velocity = pan.velocity(in: view)
                transitionPanStart = ProcessInfo.processInfo.systemUptime
                transitionPanBegan(
                    translationX: translation, velocityX: Double(velocity.x), velocityY: Double(velocity.y))
            case .changed:
                transitionPanChanged(translationX: translation)
            case .ended, .cancelled:
                transitionPanEnded(
                    translationX: translation, duration: ProcessInfo.processInfo.systemUptime - transitionPanStart)
            default:
                break
            }
        }
    }
#endif
