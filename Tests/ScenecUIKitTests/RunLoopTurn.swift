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

    import Testing

    /// Returns to the main run loop, as an app does between two touches: on the stand-in, `StandInRunLoop.turn()`
    /// (animations end and their completions run; see the stand-in's documentation). Each presentation UIKit would
    /// have refused since the last turn ("Attempt to present … while a presentation is in progress") fails the
    /// test: the UI would not show what the scene recorded. So does each stack change a `UINavigationController`
    /// ignored during a transition in flight (`StandInRunLoop.overlappingTransitions`).
    @MainActor
    func turnRunLoop(sourceLocation: SourceLocation = #_sourceLocation) {
        StandInRunLoop.turn()
        let refused = StandInRunLoop.refusedPresentations
        StandInRunLoop.refusedPresentations = []
        for message in refused {
            Issue.record("UIKit refuses a presentation: \(message)", sourceLocation: sourceLocation)
        }
        // A navigation controller's stack change during its transition in flight (UIKit corrupts its bar).
        let overlapping = StandInRunLoop.overlappingTransitions
        StandInRunLoop.overlappingTransitions = []
        for message in overlapping {
            Issue.record("UINavigationController transition overlap: \(message)", sourceLocation: sourceLocation)
        }
    }
#endif
