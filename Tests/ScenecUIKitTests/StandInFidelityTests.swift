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
            expectEqual(parent.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            expectEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight, "not inherited")
            inRightToLeftApp {
                parent.semanticContentAttribute = .forceLeftToRight
                expectEqual(parent.effectiveUserInterfaceLayoutDirection, .leftToRight)
                expectEqual(child.effectiveUserInterfaceLayoutDirection, .rightToLeft, "the app's direction")
                child.semanticContentAttribute = .playback
                expectEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight, "playback is never flipped")
            }
        }

        @Test(
            "in a right-to-left app, pagers inside the left-to-right navigation mirror and every state still reads as the runtime's",
            arguments: ["Music", "News", "Profile", "Ride"])
        func rightToLeftApp(_ name: String) throws {
            let (definition, table) = try SceneRootHostedTests().compiledTable(name)
            var mirroredPagers = 0
            inRightToLeftApp {
                for entry in table.devices {
                    for state in entry.entries {
                        let (window, controller) = SceneRootHostedTests().host(
                            definition, on: entry.device, log: AppearanceLog())
                        // The device's window: UIKit lays presentations out by its size class (§10.2).
                        window.standInTraitCollection = UITraitCollection(
                            horizontalSizeClass: entry.device.sizeClass == .compact ? .compact : .regular)
                        var container = SceneContainer(definition: definition, device: entry.device)
                        for operation in state.state.script {
                            try? container.apply(operation)
                            try? controller.apply(operation)
                        }
                        window.layoutIfNeeded()
                        expectEqual(
                            controller.selectedNavigation.view.effectiveUserInterfaceLayoutDirection, .leftToRight)
                        if let pager = controller.topPager, !pager.cells.isEmpty {
                            #expect(
                                pager.pagerPlan.isRightToLeft, "\(name) \(state.state): page content follows the app")
                            mirroredPagers += 1
                        }
                        let expected = SceneLayoutReading(snapshot: container.snapshot())
                        expectEqual(
                            controller.layoutReading().differences(from: expected), [], "\(name) \(state.state)")
                    }
                }
            }
            if name == "News" { #expect(mirroredPagers > 0) }
        }
    }
    /// A view that counts its layout passes.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// A controller that logs its appearance calls and layout passes.
    final class LoggingController: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        override func viewDidLayoutSubviews() { log.append("layout") }
    }

    @Suite("The stand-in's views, layout passes and windows behave as UIKit documents", .serialized)
    @MainActor
    struct StandInViewFidelityTests {
        @Test(
            "layoutIfNeeded lays out from the topmost superview that needs layout; adding or removing a subview asks for one"
        )
        func layoutPasses() {
            let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            child.layoutIfNeeded()
            #expect(parent.layouts == 1 && child.layouts == 1, "the parent needed layout, so it is laid out first")
            child.layoutIfNeeded()
            #expect(parent.layouts == 1 && child.layouts == 1, "nothing needs layout")
            parent.addSubview(CountingView(frame: .zero))
            parent.layoutIfNeeded()
            expectEqual(parent.layouts, 2)
            child.removeFromSuperview()
            parent.layoutIfNeeded()
            expectEqual(parent.layouts, 3)
        }

        @Test("a new bounds size keeps the centre; frame is never read under a transform")
        func boundsKeepTheCentre() {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
            view.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
            expectEqual(view.frame, CGRect(x: 30, y: 30, width: 60, height: 20))
            expectEqual(view.center, CGPoint(x: 60, y: 40))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(view.center == CGPoint(x: 60, y: 40) && view.bounds.size == CGSize(width: 60, height: 20))
        }

        @Test("reading frame under a non-identity transform stops the test (undefined in UIKit)")
        func frameUnderTransform() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    view.transform = CGAffineTransform(scaleX: 2, y: 2)
                    _ = view.frame
                }
            }
        }

        @Test("safe area insets are 0 outside a visible window and include additionalSafeAreaInsets")
        func safeArea() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.standInSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let root = LoggingController()
            root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            window.rootViewController = root
            let inner = UIView(frame: CGRect(x: 0, y: 50, width: 400, height: 100))
            root.view.addSubview(inner)
            #expect(window.isHidden && root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            window.makeKeyAndVisible()
            expectEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
            expectEqual(inner.safeAreaInsets, UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
            inner.removeFromSuperview()
            expectEqual(inner.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            window.isHidden = true
            turnRunLoop()
        }

        @Test(
            "makeKeyAndVisible lays nothing out during the call; a visible window's new root appears, the old disappears"
        )
        func windowAppearance() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let first = LoggingController()
            window.rootViewController = first
            expectEqual(first.log, [], "a hidden window shows nothing")
            window.makeKeyAndVisible()
            expectEqual(first.log, ["willAppear"])
            turnRunLoop()
            expectEqual(first.log, ["willAppear", "layout", "didAppear"])
            let second = LoggingController()
            window.rootViewController = second
            turnRunLoop()
            expectEqual(first.log.suffix(2), ["willDisappear", "didDisappear"])
            expectEqual(second.log, ["willAppear", "layout", "didAppear"])
            window.isHidden = true
            turnRunLoop()
            expectEqual(second.log.suffix(2), ["willDisappear", "didDisappear"])
        }

        @Test("traits flow from parent to child, whether or not the child's view is in the window")
        func traits() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
            let root = LoggingController()
            let child = LoggingController()
            root.addChild(child)
            window.rootViewController = root
            expectEqual(child.traitCollection.horizontalSizeClass, .compact)
        }
    }
    @Suite("A safe-area-only change, hosted on the stand-in")
    @MainActor
    struct SafeAreaChangeHostedTests {
        @Test("a new status bar or home indicator alone lays the scene out again (viewSafeAreaInsetsDidChange)")
        func safeAreaOnly() throws {
            let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
            let (window, controller) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
            try controller.apply(.start(definition.tabs[0].root))
            turnRunLoop()
            expectEqual(controller.plan.device.safeArea, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            window.standInSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            turnRunLoop()
            expectEqual(controller.plan.device.safeArea, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            window.isHidden = true
            turnRunLoop()
        }
    }
    @Suite("Trait changes, hosted on the stand-in")
    @MainActor
    struct TraitChangeHostedTests {
        @Test("a trait change never loads the view of a controller that has not loaded it")
        func neverForceLoads() throws {
            let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                RecordingPage(id: page.id, log: AppearanceLog())
            }
            controller.traitCollectionDidChange(UITraitCollection(horizontalSizeClass: .compact))
            #expect(!controller.isViewLoaded)
        }
    }
#endif
