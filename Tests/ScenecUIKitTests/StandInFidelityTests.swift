#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecLayout
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import ScenecUIPlans
    import Testing

    /// The stand-in behaves as UIKit documents where the layer's tests rely on it: each test pins one documented
    /// behaviour (its Apple page in the stand-in's comment) and, where the layer depended on a kinder stand-in,
    /// what the layer does about it.
    @Suite("The stand-in behaves as UIKit documents", .serialized)
    @MainActor
    struct StandInFidelityTests {
        /// Runs `body` in an app whose language is right to left, then restores left to right.
        func inRightToLeftApp(_ body: () throws -> Void) rethrows {
            UIView.standInApplicationLayoutDirection = .rightToLeft
            defer { UIView.standInApplicationLayoutDirection = .leftToRight }
            try body()
        }

        @Test("a forced layout direction applies to its view only; an unspecified one follows the app")
        func layoutDirectionDoesNotPropagate() {
            let parent = UIView(frame: .zero)
            let child = UIView(frame: .zero)
            parent.addSubview(child)
            parent.semanticContentAttribute = .forceRightToLeft
            #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight, "not inherited")
            inRightToLeftApp {
                parent.semanticContentAttribute = .forceLeftToRight
                #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
                #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft, "the app's direction")
                child.semanticContentAttribute = .playback
                #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback is never flipped")
            }
        }

        @Test(
            "in a right-to-left app, pagers inside the left-to-right navigation mirror and every state still reads as the runtime's",
            arguments: ["Music", "News", "Profile", "Ride"])
        func rightToLeftApp(_ name: String) throws {
            let result = try SideTabBarHostedTests().compiled(name)
            let definition = try #require(result.definition)
            let table = try #require(result.layoutTable)
            var mirroredPagers = 0
            try inRightToLeftApp {
                for entry in table.devices {
                    for state in entry.entries {
                        let (window, controller) = SideTabBarHostedTests().host(
                            definition, on: entry.device, log: AppearanceLog())
                        var container = SceneContainer(definition: definition, device: entry.device)
                        for operation in state.state.script {
                            try? container.apply(operation)
                            try? controller.apply(operation)
                        }
                        window.layoutIfNeeded()
                        #expect(
                            controller.selectedNavigation.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
                        if let pager = controller.topPager, !pager.cells.isEmpty {
                            #expect(
                                pager.pagerPlan.isRightToLeft, "\(name) \(state.state): page content follows the app")
                            mirroredPagers += 1
                        }
                        let expected = SceneLayoutReading(snapshot: container.snapshot())
                        #expect(controller.layoutReading().differences(from: expected) == [], "\(name) \(state.state)")
                    }
                }
            }
            if name == "News" { #expect(mirroredPagers > 0) }
        }
    }
#endif
