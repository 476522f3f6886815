import ScenecExpectations
import ScenecRuntime
import ScenecUIPlans
import Testing

@Suite("Transition plan (R6)")
struct TransitionPlanTests {
    /// Left mode with a next page, in a 400 pt wide navigation; the page's bar is opaque, the next one's 0.2.
    var plan: TransitionPlan {
        TransitionPlan(transition: SceneTransition(mode: .left, next: "lyrics", navBarAlpha: 1), screenWidth: 400)
    }

    @Test("left mode: a leftward pan pushes; the bar's alpha follows the progress; past 0.3 it finishes")
    func push() {
        var plan = plan
        expectEqual(
            plan.began(translationX: -10, velocityX: -500, velocityY: 20, stackCount: 1, pushedAlpha: 0.2), .push)
        expectEqual(plan.translations.map { [$0.incomingStart, $0.incomingEnd, $0.outgoingEnd] }, [400, 10, -50])
        expectEqual(plan.changed(translationX: -100), [.setAlpha(.navigationBar, 0.8)])
        expectEqual(plan.progress, 0.25)
        let end = plan.ended(translationX: -200, duration: 1)
        expectEqual(end?.0, .finish(.push))
        expectEqual(end?.1, [.setAlpha(.navigationBar, 0.2)])
        #expect(plan.kind == nil)
        expectEqual(plan.changed(translationX: -300), [], "nothing runs after the end")
    }

    @Test("a slow short pan is cancelled and the bar returns; a flick finishes whatever its progress")
    func cancelAndFlick() {
        var plan = plan
        _ = plan.began(translationX: 10, velocityX: 300, velocityY: 0, stackCount: 2, poppedToAlpha: 0.5)
        expectEqual(plan.kind, .pop)
        expectEqual(plan.changed(translationX: 100), [.setAlpha(.navigationBar, 0.875)])
        expectEqual(plan.ended(translationX: 100, duration: 0.5)?.0, .cancel)
        _ = plan.began(translationX: 10, velocityX: 300, velocityY: 0, stackCount: 2, poppedToAlpha: 0.5)
        let flick = plan.ended(translationX: 40, duration: 0.1)
        expectEqual(flick?.0, .finish(.pop))
        expectEqual(flick?.1, [.setAlpha(.navigationBar, 0.5)])
    }

    @Test("nothing begins on a vertical pan, on a root without pop, or without a next page")
    func refusals() {
        var plan = plan
        #expect(plan.began(translationX: -10, velocityX: -100, velocityY: 300, stackCount: 2) == nil)
        #expect(plan.began(translationX: 10, velocityX: 100, velocityY: 0, stackCount: 1) == nil)
        var withoutNext = TransitionPlan(transition: SceneTransition(mode: .right), screenWidth: 400)
        #expect(withoutNext.began(translationX: 10, velocityX: 100, velocityY: 0, stackCount: 3) == nil)
        expectEqual(withoutNext.began(translationX: -10, velocityX: -100, velocityY: 0, stackCount: 3), .pop)
        expectEqual(withoutNext.ended(translationX: -10, duration: 1)?.0, .cancel)
        #expect(withoutNext.ended(translationX: -10, duration: 1) == nil)
    }
}
