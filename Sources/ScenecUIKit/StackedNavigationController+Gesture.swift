// The only target/action code of the stacked navigation: `#selector` and `@objc` exist only with the
// Objective-C runtime, so this file compiles on iOS alone and forwards the pan to the shared methods.
#if canImport(UIKit)
    import UIKit

    extension StackedNavigationController {
        /// Installs the horizontal pan that drags the pages (R2); the system swipe-back is not affected.
        public func installPanGesture() {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            view.addGestureRecognizer(pan)
        }

        @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .began: dragBegan()
            case .changed: dragChanged(translationX: Double(pan.translation(in: view).x))
            case .ended, .cancelled: dragEnded(velocityX: Double(pan.velocity(in: view).x))
            default: break
            }
        }
    }
#endif
