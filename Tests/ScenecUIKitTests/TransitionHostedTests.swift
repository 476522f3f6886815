import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecUIKit
import ScenecUIPlans
import Testing

@Suite("Interactive transitions (R6), hosted on the stand-in")
@MainActor
struct TransitionHostedTests {
    @Test(
        "every enumerated state with swipes: a pan begins exactly the layout table's decision; a cancel changes nothing",
        arguments: SceneRootHostedTests.examples)
    func decisions(_ name: String) throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable(name)
        for entry in table.devices {
            for state in entry.entries where !state.swipes.isEmpty {
                let (_, controller) = hosted.host(definition, on: entry.device, log: AppearanceLog())
                for operation in state.state.script { try? controller.apply(operation) }
                let pages = controller.plan.navigation.navigation.pages
                for swipe in state.swipes {
                    let kind = controller.transitionPanBegan(
                        translationX: swipe.translationX, velocityX: swipe.velocityX, velocityY: 0)
                    expectEqual(kind, swipe.kind, "\(name) \(state.state) \(swipe)")
                    let outcome = controller.transitionPanEnded(translationX: 0, duration: 1)
                    expectEqual(outcome, (kind == nil ? nil : .cancel))
                    expectEqual(controller.plan.navigation.navigation.pages, pages)
                }
            }
        }
    }

    @Test("a swipe pushes the next page and a swipe back pops it; the bar's alpha follows each page's")
    func pushAndPop() throws {
        let hosted = SceneRootHostedTests()
        let (definition, table) = try hosted.compiledTable("Music")
        // A state whose top page pushes by swiping, and whose next page pops by swiping back.
        let (device, state) = try hosted.swipeState(table, of: definition) { _, next in next?.isPopEnabled == true }
        let log = AppearanceLog()
        let (_, controller) = hosted.host(definition, on: device, log: log)
        for operation in state.state.script { try controller.apply(operation) }
        let top = try #require(controller.plan.navigation.navigation.top)
        let transition = try #require(definition.page(top.page)?.transition)
        let next = try #require(transition.next)
        let nextAlpha = definition.page(next)?.transition?.navBarAlpha ?? 1
        let before = controller.plan.navigation.navigation.pages

        expectEqual(controller.transitionPanBegan(translationX: -10, velocityX: -800, velocityY: 0), .push)
        controller.transitionPanChanged(translationX: -40)
        expectEqual(controller.transitionPanEnded(translationX: -40, duration: 1), .cancel, "short and slow")
        expectEqual(controller.plan.navigation.navigation.pages, before)
        expectEqual(controller.navigationBarAlpha, transition.navBarAlpha)

        let width = controller.plan.sideTabLayout.navigation.width
        expectEqual(controller.transitionPanBegan(translationX: -10, velocityX: -800, velocityY: 0), .push)
        controller.transitionPanChanged(translationX: -width / 2)
        let halfway = TransitionGesture.navBarAlpha(from: transition.navBarAlpha, to: nextAlpha, progress: 0.5)
        expectEqual(controller.navigationBarAlpha, halfway)
        expectEqual(controller.transitionPanEnded(translationX: -width / 2, duration: 1), .finish(.push))
        expectEqual(controller.plan.navigation.navigation.pages.map(\.page), before.map(\.page) + [next])
        expectEqual(controller.navigationBarAlpha, nextAlpha)
        let pushed = try #require(controller.plan.navigation.navigation.top)
        expectEqual(log.entries.suffix(1), ["\(pushed.id) didAppear"])

        let sign: Double = transition.mode == .left ? 1 : -1
        let back = definition.page(next)?.transition?.mode == .right ? -sign : sign
        expectEqual(controller.transitionPanBegan(translationX: back * 10, velocityX: back * 800, velocityY: 0), .pop)
        expectEqual(controller.transitionPanEnded(translationX: back * 20, duration: 0.1), .finish(.pop), "a flick")
        expectEqual(controller.plan.navigation.navigation.pages, before)
        expectEqual(controller.navigationBarAlpha, transition.navBarAlpha)
    }
}
