#if !canImport(UIKit)
    import Foundation

    /// What UIKit does when the app returns to the main run loop, which the stand-in does not have: a test calls
    /// `turn()` where an app would return to it (between two touches, after a call that animates).
    ///
    /// Test-only and internal (`@testable import ScenecUIKitStandIn`); UIKit has no such type.
    @MainActor
    enum StandInRunLoop {
        /// The completions of `UIView.animate(withDuration:animations:completion:)` calls, in call order.
        static var pendingCompletions: [(Bool) -> Void] = []

        /// One turn: every animation started before it ends, and its completion is called with true (completions
        /// that start animations of their own leave them for the next turn).
        static func turn() {
            let completions = pendingCompletions
            pendingCompletions = []
            for completion in completions { completion(true) }
        }
    }
#endif
