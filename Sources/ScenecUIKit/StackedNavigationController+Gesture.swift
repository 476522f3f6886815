// The only target/action code of the stacked navigation: `#selector` and `@objc` exist only with the
// Objective-C runtime, so this file compiles where UIKit exists and only maps the recognizer's state to a
// `PanPhase` for the shared `handlePan(_:translationX:velocityX:)`, which the Linux tests drive.
#if canImport(UIKit)
    import UIKit

    extension StackedNavigationController: UIGestureRecognizerDelegate {
        /// Installs the horizontal pan that drags the pages (R2) and returns it (a `SceneRootViewController` installs
        /// it on each of its navigations when its view loads). Its delegate (this controller) lets it begin only
        /// for a sideways pan of a stacked navigation, and recognize together with scroll views that cannot
        /// scroll sideways; add `require(toFail:)` to order it with your own recognizers.
        @discardableResult
        public func installPanGesture() -> UIPanGestureRecognizer {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:)))
            pan.delegate = self
            view.addGestureRecognizer(pan)
            return pan
        }

        @objc private func handlePanGesture(_ pan: UIPanGestureRecognizer) {
            guard let phase = PanPhase(pan.state) else { return }
            handlePan(
                phase, translationX: Double(pan.translation(in: view).x), velocityX: Double(pan.velocity(in: view).x))
        }

        // MARK: UIGestureRecognizerDelegate

        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let velocity = pan.velocity(in: view)
            return panShouldBegin(velocityX: Double(velocity.x), velocityY: Double(velocity.y))
        }

        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard let scroll = otherGestureRecognizer.view as? UIScrollView else { return false }
            return SceneGestureArbitration.recognizesSimultaneously(
                scrollViewContentWidth: Double(scroll.contentSize.width), boundsWidth: Double(scroll.bounds.width))
        }
    }
#endif
