// Taps, pans, stale navigators and the observer, driven as the user and the app would. Taps hit-test the
// stand-in's window (`UIWindow.standInTap(at:)`), which exists only in the stand-in, so these tests run on Linux.
#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecLayout
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    @Suite("Taps, pans, stale navigators and the observer, hosted on the stand-in")
    @MainActor
    struct InteractionHostedTests {
        func host(
            _ text: String? = nil, example: String = "Music", device index: Int = 0
        ) throws
            -> (UIWindow, SceneRootViewController, SceneDefinition)
        {
            let hosted = SceneRootHostedTests()
            let result = try text.map { hosted.compiled(text: $0) } ?? hosted.compiled(example)
            let definition = try #require(result.definition)
            let (window, controller) = hosted.host(definition, on: definition.devices[index], log: AppearanceLog())
            return (window, controller, definition)
        }

        func tap(_ view: UIView, in window: UIWindow) {
            window.layoutIfNeeded()
            let frame = windowFrame(view)
            let hit = window.standInTap(at: CGPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            #expect(hit === view)
        }

        @Test("side items, extra items and pager cells respond to taps with nothing installed by the app")
        func taps() throws {
            let (window, controller, definition) = try host()
            let observer = RecordingObserver(observing: controller)
            tap(controller.items[2], in: window)
            expectEqual(controller.plan.selectedTab, 2)
            tap(controller.extraItems[1], in: window)
            tap(controller.extraItems[0], in: window)
            expectEqual(controller.plan.selectedTab, 2, "an extra item opens no tab")
            expectEqual(observer.events, ["tab 2", "extra 1 signOut", "extra 0 openSettings"])
            expectEqual(definition.extraItems.map(\.action), ["openSettings", "signOut"])
            // A tap on a point no item covers reaches no control.
            #expect(window.standInTap(at: CGPoint(x: -5, y: -5)) == nil)
            // A pager's cells: the Library tab's root has a pager.
            let (pagerWindow, adaptive, _) = try host(AdaptiveHostedTests.adaptive)
            adaptive.observer = observer
            tap(adaptive.items[1], in: pagerWindow)
            let pager = try #require(adaptive.topPager)
            tap(pager.cells[1], in: pagerWindow)
            expectEqual(pager.pagerPlan.pager.selected, 1)
            expectEqual(observer.events.suffix(2), ["tab 1", "pager library 1"])
        }

        @Test("the navigations the root makes have its plan: push, pop, activate and drags act")
        func hostedNavigations() throws {
            let (window, controller, definition) = try host()
            let navigation = controller.navigations[0]
            let root = definition.tabs[0].root
            expectEqual(navigation.plan?.navigation.pages.map(\.page), [root])
            let target = try #require(definition.page(root)?.pushTargets.first)
            try navigation.push(StackedPage(id: target, page: target, width: .half))
            window.layoutIfNeeded()
            expectEqual(controller.plan.navigations[0].navigation.pages.map(\.id), [root, target])
            expectEqual(navigation.pageView(target).map { isInWindow($0, window) }, true)
            try navigation.activate(0)
            expectEqual(controller.plan.navigations[0].navigation.activeIndex, 0)
            navigation.dragBegan()
            navigation.dragChanged(translationX: -300)
            #expect(controller.plan.navigations[0].isDragging)
            navigation.dragEnded(velocityX: -2000)
            #expect(!controller.plan.navigations[0].isDragging)
            try navigation.pop()
            expectEqual(controller.plan.navigations[0].navigation.pages.map(\.id), [root])
        }

        @Test("a cancelled drag of a stacked navigation settles back and activates nothing")
        func cancelledDrag() throws {
            let (window, controller, definition) = try host()
            let root = definition.tabs[0].root
            let target = try #require(definition.page(root)?.pushTargets.first)
            try controller.apply(.push(target))
            window.layoutIfNeeded()
            let navigation = controller.selectedNavigation
            let before = controller.layoutReading()
            let active = controller.plan.navigation.navigation.activeIndex
            navigation.handlePan(.began, translationX: 0)
            navigation.handlePan(.changed, translationX: 500)
            window.layoutIfNeeded()
            #expect(controller.layoutReading() != before, "the pages follow the finger")
            navigation.handlePan(.cancelled, translationX: 500, velocityX: 3000)
            window.layoutIfNeeded()
            expectEqual(controller.layoutReading(), before)
            expectEqual(controller.plan.navigation.navigation.activeIndex, active)
            // The same pan ended with that velocity does activate another page.
            navigation.handlePan(.began, translationX: 0)
            navigation.handlePan(.changed, translationX: 500)
            navigation.handlePan(.ended, translationX: 500, velocityX: 3000)
            #expect(controller.plan.navigation.navigation.activeIndex != active)
        }

        @Test("a cancelled R6 pan pushes nothing and puts the bar's alpha back")
        func cancelledTransition() throws {
            let (_, controller, definition) = try host()
            controller.selectTab(1)
            let radio = definition.tabs[1].root
            #expect(definition.page(radio)?.transition?.next != nil)
            #expect(controller.transitionPanShouldBegin(translationX: -40, velocityX: -400, velocityY: 0))
            #expect(!controller.transitionPanShouldBegin(translationX: 0, velocityX: 0, velocityY: 400))
            controller.handleTransitionPan(.began, translationX: -40, velocityX: -400, velocityY: 0, time: 10)
            controller.handleTransitionPan(.changed, translationX: -600, time: 10.2)
            expectEqual(controller.handleTransitionPan(.cancelled, translationX: -600, time: 10.3), .cancel)
            expectEqual(controller.plan.navigation.navigation.pages.map(\.page), [radio])
            #expect(controller.transitionPlan == nil)
            expectEqual(controller.navigationBarAlpha, definition.page(radio)?.transition?.navBarAlpha)
            // The same pan ended completes the push.
            controller.handleTransitionPan(.began, translationX: -40, velocityX: -400, velocityY: 0, time: 10)
            controller.handleTransitionPan(.changed, translationX: -600, time: 10.2)
            expectEqual(controller.handleTransitionPan(.ended, translationX: -600, time: 10.3), .finish(.push))
            expectEqual(controller.plan.navigation.navigation.pages.count, 2)
        }

        @Test("which recognizers share a pan: a vertical list yes, a sideways scroller no; sideways drags only")
        func arbitration() {
            #expect(SceneGestureArbitration.recognizesSimultaneously(scrollViewContentWidth: 320, boundsWidth: 320))
            #expect(!SceneGestureArbitration.recognizesSimultaneously(scrollViewContentWidth: 960, boundsWidth: 320))
            #expect(SceneGestureArbitration.isHorizontal(velocityX: -300, velocityY: 100))
            #expect(!SceneGestureArbitration.isHorizontal(velocityX: 100, velocityY: 300))
        }

        @Test("a push-style navigation has no drag: its pan does not begin")
        func pushStyleHasNoDrag() throws {
            let (_, controller, _) = try host(AdaptiveHostedTests.adaptive, device: 1)
            #expect(!controller.selectedNavigation.panShouldBegin(velocityX: 500, velocityY: 0))
            let (_, stacked, _) = try host(AdaptiveHostedTests.adaptive, device: 0)
            #expect(stacked.selectedNavigation.panShouldBegin(velocityX: 500, velocityY: 0))
            #expect(!stacked.selectedNavigation.panShouldBegin(velocityX: 50, velocityY: 500))
        }

        @Test("a pager drag released without momentum settles (scrollViewDidEndDragging, willDecelerate false)")
        func pagerDragWithoutMomentum() throws {
            let (window, controller, _) = try host(AdaptiveHostedTests.adaptive)
            controller.selectTab(1)
            window.layoutIfNeeded()
            let pager = try #require(controller.topPager)
            let width = pager.contentView.bounds.width
            pager.contentView.standInDrag(to: CGPoint(x: width * 0.9, y: 0), decelerate: false)
            expectEqual(pager.pagerPlan.pager.selected, 1)
            expectEqual(pager.contentView.contentOffset.x, width)
        }

        @Test("a navigator of a popped page does nothing, even when its instance id is used again")
        func staleNavigator() throws {
            let (_, controller, definition) = try host(AdaptiveHostedTests.adaptive)
            let home = controller.currentPlace(tab: 0, controller.plan.navigation.navigation.pages[0])
            #expect(home.generation > 0)
            let album = try #require(controller.push("album", onTopOf: home, animated: false))
            let nested = try #require(controller.push("album", onTopOf: album, animated: false))
            #expect(controller.popTo(home, animated: false))
            #expect(!controller.isCurrent(album) && !controller.isCurrent(nested))
            #expect(controller.push("album", onTopOf: album, animated: false) == nil, "popped")
            // The same instance id again: the old place still names the popped page.
            let again = try #require(controller.push("album", onTopOf: home, animated: false))
            #expect(again.page.id == album.page.id && again.generation != album.generation)
            #expect(controller.push("album", onTopOf: album, animated: false) == nil, "a different page now")
            #expect(!controller.popTo(album, animated: false))
            #expect(controller.pageController(at: album) == nil)
            expectEqual(controller.plan.navigation.navigation.pages.map(\.id), ["home", "album"])
            #expect(controller.push("album", onTopOf: again, animated: false) != nil)
            // A pager page's place is its host's: gone with it.
            controller.selectTab(1)
            let library = controller.currentPlace(tab: 1, controller.plan.navigation.navigation.pages[0])
            #expect(controller.pager(at: library) != nil)
            #expect(controller.pager(at: ScenePagePlace(tab: 1, page: library.page, generation: 999_999)) == nil)
            _ = definition
        }

        @Test("the observer gets every change in order, from taps, pans, navigators and the app")
        func observerSequence() throws {
            let (window, controller, definition) = try host(AdaptiveHostedTests.adaptive)
            let observer = RecordingObserver(observing: controller)
            let home = controller.currentPlace(tab: 0, controller.plan.navigation.navigation.pages[0])
            let album = try #require(controller.push("album", onTopOf: home, animated: false))
            let second = try #require(controller.push("album", onTopOf: album, animated: false))
            try controller.apply(.activate(0))
            #expect(controller.popTo(album, animated: false))
            _ = controller.push("album", onTopOf: home, animated: false)
            tap(controller.items[1], in: window)
            let pager = try #require(controller.topPager)
            tap(pager.cells[1], in: window)
            pager.contentView.standInDrag(to: .zero, decelerate: false)
            controller.selectTab(0)
            try controller.withSelectedNavigation { navigation throws(StackedNavigationError) in try navigation.pop() }
            controller.selectTab(0)  // already selected: nothing
            expectEqual(
                observer.events,
                [
                    "push album", "push \(second.page.id)", "activate home", "pop \(second.page.id)",
                    "activate album", "pop album", "push album", "tab 1", "pager library 1", "pager library 0",
                    "tab 0", "pop album", "activate home",
                ])
            _ = definition
        }

        @Test("More reports the tabs behind it, then the tab it selects; bottom items are taps too")
        func moreAndBottomItems() throws {
            let (window, controller, _) = try host(AdaptiveHostedTests.many)
            let observer = RecordingObserver(observing: controller)
            window.layoutIfNeeded()
            tap(controller.tabBarItems[1], in: window)
            tap(controller.tabBarItems[4], in: window)
            expectEqual(observer.events, ["tab 1", "more [4, 5, 6]", "tab 4"])
        }
    }
#endif
