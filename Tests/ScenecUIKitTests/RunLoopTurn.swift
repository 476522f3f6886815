import Foundation

#if canImport(UIKit)
    import UIKit

    /// Returns to the main run loop long enough for the layer's animations (0.3 s) to end and their completions
    /// to run, as an app does between two touches.
    @MainActor
    func turnRunLoop() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
    }
#else
    @testable import ScenecUIKitStandIn

    /// Returns to the main run loop, as an app does between two touches: on the stand-in, `StandInRunLoop.turn()`
    /// (animations end and their completions run; see the stand-in's documentation).
    @MainActor
    func turnRunLoop() {
        StandInRunLoop.turn()
    }
#endif
