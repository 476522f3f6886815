import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Transition gesture (R6)")
struct TransitionGestureTests {
    @Test("left mode: a leftward swipe pushes, a rightward swipe pops")
    func leftMode() {
        let gesture = TransitionGesture(mode: .left, screenWidth: 375)
        expectEqual(
            gesture.begin(translationX: -20, velocityX: -300, velocityY: 10, hasNext: true, stackCount: 1), .push)
        #expect(gesture.begin(translationX: -20, velocityX: -300, velocityY: 10, hasNext: false, stackCount: 2) == nil)
        expectEqual(gesture.begin(translationX: 20, velocityX: 300, velocityY: 10, hasNext: true, stackCount: 2), .pop)
        #expect(gesture.begin(translationX: 20, velocityX: 300, velocityY: 10, hasNext: true, stackCount: 1) == nil)
        #expect(gesture.begin(translationX: 0, velocityX: 300, velocityY: 10, hasNext: true, stackCount: 2) == nil)
    }

    @Test("right mode mirrors left mode")
    func rightMode() {
        let gesture = TransitionGesture(mode: .right, screenWidth: 375)
        expectEqual(gesture.begin(translationX: 20, velocityX: 300, velocityY: 0, hasNext: true, stackCount: 1), .push)
        expectEqual(gesture.begin(translationX: -20, velocityX: -300, velocityY: 0, hasNext: true, stackCount: 3), .pop)
        #expect(gesture.begin(translationX: -20, velocityX: -300, velocityY: 0, hasNext: true, stackCount: 1) == nil)
        #expect(gesture.begin(translationX: 20, velocityX: 300, velocityY: 0, hasNext: false, stackCount: 3) == nil)
    }

    @Test("vertical pans, running transitions, disabled pop and disabled gestures never begin")
    func refusals() {
        let gesture = TransitionGesture(mode: .left, screenWidth: 375)
        #expect(gesture.begin(translationX: 20, velocityX: 100, velocityY: 101, hasNext: true, stackCount: 2) == nil)
        expectEqual(
            gesture.begin(translationX: 20, velocityX: 100, velocityY: -100, hasNext: true, stackCount: 2), .pop)
        #expect(
            gesture.begin(
                translationX: 20, velocityX: 100, velocityY: 0, hasNext: true, stackCount: 2, isTransitioning: true
            ) == nil)
        let noPop = TransitionGesture(mode: .left, screenWidth: 375, isPopEnabled: false)
        #expect(noPop.begin(translationX: 20, velocityX: 100, velocityY: 0, hasNext: true, stackCount: 2) == nil)
        expectEqual(noPop.begin(translationX: -20, velocityX: -100, velocityY: 0, hasNext: true, stackCount: 2), .push)
        let disabled = TransitionGesture(mode: .right, screenWidth: 375, isEnabled: false)
        #expect(disabled.begin(translationX: 20, velocityX: 100, velocityY: 0, hasNext: true, stackCount: 2) == nil)
    }

    @Test("progress and finishing")
    func progress() {
        let gesture = TransitionGesture(screenWidth: 400)
        expectEqual(gesture.progress(translationX: -100), 0.25)
        expectEqual(gesture.progress(translationX: 900), 1)
        expectEqual(TransitionGesture(screenWidth: 0).progress(translationX: 10), 0)
        #expect(TransitionGesture.shouldFinish(progress: 0.31, duration: 1))
        #expect(!TransitionGesture.shouldFinish(progress: 0.3, duration: 1))
        #expect(TransitionGesture.shouldFinish(progress: 0.05, duration: 0.15))
        #expect(!TransitionGesture.shouldFinish(progress: 0.05, duration: 0.16))
    }

    @Test("nav bar alpha interpolates between clamped alphas")
    func alpha() {
        #expect(isClose(TransitionGesture.navBarAlpha(from: 1, to: 0, progress: 0.25), 0.75))
        #expect(isClose(TransitionGesture.navBarAlpha(from: 2, to: -1, progress: 0.5), 0.5))
        #expect(isClose(TransitionGesture.navBarAlpha(from: 0.2, to: 0.6, progress: 1), 0.6))
    }

    @Test("animation translations (§4.3)")
    func translations() {
        func translations(_ mode: TransitionMode, _ kind: TransitionKind) -> [Double] {
            let value = TransitionGesture(mode: mode, screenWidth: 375).translations(for: kind)
            return [value.incomingStart, value.incomingEnd, value.outgoingEnd]
        }
        expectEqual(translations(.left, .push), [375, 10, -50])
        expectEqual(translations(.left, .pop), [-50, 0, 365])
        expectEqual(translations(.right, .push), [-375, 0, 50])
        expectEqual(translations(.right, .pop), [50, 0, -365])
    }
}
