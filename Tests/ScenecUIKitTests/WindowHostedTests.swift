// The stand-in's window hooks (`standInSafeAreaInsets`, `standInTraitCollection`) stand for what iOS gets from
// the device and the scene; they exist only in the stand-in, so these tests run on Linux only.
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

    @Suite("The root follows its window: safe area, size class, right to left, edge pop, More")
    @MainActor
    struct WindowHostedTests {
        /// A notched iPhone in portrait (status bar and home indicator) and an iPad with a home indicator.
        static func safeArea(_ sizeClass: SceneSizeClass) -> EdgeInsets {
            sizeClass == .compact ? EdgeInsets(top: 59, bottom: 34) : EdgeInsets(top: 24, bottom: 20)
        }

        /// A root controller made for `device` in a window of `size` with the given safe area and size class,
        /// shown and laid out.
        func host(
            _ definition: SceneDefinition, device: SceneDevice, size: Size, safeArea: EdgeInsets = .zero,
            sizeClass: UIUserInterfaceSizeClass = .unspecified
        ) -> (UIWindow, SceneRootViewController) {
            let controller = SceneRootViewController(definition: definition, device: device) { page in
                RecordingPage(id: page.id, log: AppearanceLog())
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            window.standInSafeAreaInsets = UIEdgeInsets(
                top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
            window.standInTraitCollection = UITraitCollection(horizontalSizeClass: sizeClass)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            turnRunLoop()  // the first layout pass and viewDidAppear come after the call, as on iOS
            return (window, controller)
        }

        /// The hosted controller against the runtime's snapshot of the same state, in window coordinates: bars
        /// and their items, attachment, navigation and every attached page.
        func checkFrames(_ controller: SceneRootViewController, _ snapshot: SceneSnapshot, _ label: String) {
            if let bar = snapshot.tabBar {
                expectEqual(windowFrame(controller.tabBar), bar.frame, "\(label) tab bar")
                for (index, item) in bar.items.enumerated() where index < controller.tabBarItems.count {
                    let expected = item.offsetBy(dx: bar.frame.x, dy: bar.frame.y)
                    expectEqual(windowFrame(controller.tabBarItems[index]), expected, "\(label) bar item \(index)")
                }
            } else if let sidebar = snapshot.sideTabs.sidebar {
                expectEqual(windowFrame(controller.sidebar), sidebar, "\(label) sidebar")
                expectEqual(controller.items.map(windowFrame), snapshot.sideTabs.items, "\(label) items")
                expectEqual(controller.extraItems.map(windowFrame), snapshot.sideTabs.extraItems, "\(label) extras")
            }
            if let attachment = snapshot.sideTabs.attachment, let view = controller.attachment {
                expectEqual(windowFrame(view), attachment, "\(label) attachment")
            }
            let area = snapshot.sideTabs.navigation
            let navigation = controller.selectedNavigation
            expectEqual(windowFrame(navigation.view), area, "\(label) navigation")
            let pages = controller.plan.navigation.navigation.pages
            for (page, layout) in zip(pages, snapshot.navigation.pages) where layout.isAttached {
                let view = navigation.pageView(page.id)
                expectEqual(view.map(windowFrame), layout.frame.offsetBy(dx: area.x, dy: area.y), "\(label) \(page.id)")
            }
        }

        @Test(
            "every enumerated state with a notch and a home indicator: the runtime's frames for that safe area",
            arguments: SceneRootHostedTests.examples + ["Adaptive", "Many"])
        func safeAreaStates(_ name: String) throws {
            let hosted = SceneRootHostedTests()
            let result =
                switch name {
                case "Adaptive": hosted.compiled(text: AdaptiveHostedTests.adaptive)
                case "Many": hosted.compiled(text: AdaptiveHostedTests.many)
                default: try hosted.compiled(name)
                }
            let definition = try #require(result.definition)
            let table = try #require(result.layoutTable)
            var checked = 0
            var inner = 0
            for entry in table.devices {
                let insets = Self.safeArea(entry.device.sizeClass)
                var device = entry.device
                device.safeArea = insets
                for state in entry.entries {
                    // The controller is made without the safe area: it reads it from its view.
                    let (window, controller) = host(
                        definition, device: entry.device, size: device.size, safeArea: insets)
                    var container = SceneContainer(definition: definition, device: device)
                    for operation in state.state.script {
                        try? container.apply(operation)
                        try? controller.apply(operation)
                    }
                    window.layoutIfNeeded()
                    let label = "\(name) \(entry.device.name) \(state.state)"
                    expectEqual(controller.plan.device, device, "\(label) device")
                    let snapshot = container.snapshot()
                    checkFrames(controller, snapshot, label)
                    // The top page's navigation bar (§4 `navigationBar`) sits below the status bar and adds its
                    // height to the page's safe area, as a UINavigationController's bar does.
                    let barHeight = snapshot.pages.last?.navigationBar?.height ?? 0
                    // The top page's pager, header and page stack start below the status bar and the navigation
                    // bar, as the runtime says.
                    if let layout = snapshot.pager, let pager = controller.topPager {
                        if let header = snapshot.header {
                            let main = try #require(pager.mainScrollView, "\(label) main")
                            expectEqual(rect(main.frame), header.main, "\(label) header main")
                            expectEqual(
                                header.main.y, insets.top + barHeight + header.inset.top, "\(label) header top guide")
                        } else {
                            expectEqual(layout.bar.y, insets.top + barHeight, "\(label) bar below the status bar")
                        }
                        expectEqual(rect(pager.barView.frame), layout.bar, "\(label) pager bar")
                        expectEqual(rect(pager.contentView.frame), layout.content, "\(label) pager content")
                        inner += 1
                    }
                    if let frame = snapshot.stackFrame, let stack = controller.topPageStack {
                        expectEqual(stack.topViewController.map { rect($0.view.frame) }, frame, "\(label) stack view")
                        #expect(frame.y >= insets.top, "\(label) stack view below the status bar")
                        inner += 1
                    }
                    // Content is not under the bars: a page never reaches the home indicator when a bottom bar
                    // or a visible attachment is below it, and gets the status bar's inset at the top. (A page
                    // moved off screen and detached has no safe area, as in UIKit.)
                    let area = snapshot.sideTabs.navigation
                    let top = try #require(controller.plan.navigation.navigation.pages.last)
                    let content = try #require(controller.selectedNavigation.pageControllers[top.id]?.view)
                    checked += 1
                    guard isInWindow(content, window) else { continue }
                    let pageFrame = windowFrame(content)
                    expectEqual(
                        Double(content.safeAreaInsets.top), max(0, insets.top - pageFrame.y) + barHeight,
                        "\(label) top")
                    if snapshot.tabBar != nil || area.y + area.height < device.height - insets.bottom {
                        expectEqual(content.safeAreaInsets.bottom, 0, "\(label) bottom inset under a bar")
                    }
                }
            }
            #expect(checked > 0)
            if ["Music", "News", "Profile", "Ride"].contains(name) { #expect(inner > 0, "\(name) inner containers") }
        }

        @Test("with zero insets the runtime's frames are the scene format's: the safe area changes nothing")
        func zeroSafeAreaIsIdentity() throws {
            let definition = try #require(SceneRootHostedTests().compiled(text: AdaptiveHostedTests.many).definition)
            let device = try #require(definition.devices.first)
            var inset = device
            inset.safeArea = .zero
            expectEqual(
                SceneContainer(definition: definition, device: inset).snapshot(),
                SceneContainer(definition: definition, device: device).snapshot())
            inset.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let bar = try #require(SceneContainer(definition: definition, device: inset).bottomTabBar)
            expectEqual(bar.frame, Rect(x: 0, y: device.height - 49 - 34, width: device.width, height: 49 + 34))
            #expect(bar.items.allSatisfy { $0.height == 49 && $0.y == 0 }, "items above the home indicator")
        }

        @Test("created with the placeholder device, the root takes the window's size and size class")
        func placeholderDevice() throws {
            let (definition, iphone, iPad) = try SceneRootHostedTests().adaptiveDevices()
            let placeholder = SceneDevice(name: "window", width: 0, height: 0, sizeClass: .regular)
            let (window, controller) = host(
                definition, device: placeholder, size: iphone.size, safeArea: Self.safeArea(.compact),
                sizeClass: .compact)
            try controller.apply(.push("album"))
            window.layoutIfNeeded()
            // The runtime's layout of the window the controller is in, after the same push.
            func windowContainer(_ device: SceneDevice) throws -> SceneContainer {
                var container = SceneContainer(
                    definition: definition,
                    device: SceneDevice(
                        name: "window", width: device.width, height: device.height, sizeClass: device.sizeClass,
                        safeArea: Self.safeArea(device.sizeClass)))
                try container.push("album")
                return container
            }
            let expected = try windowContainer(iphone)
            expectEqual(controller.plan.device, expected.device)
            expectEqual(controller.plan.navigation.style, .push)
            expectEqual(controller.plan.navigation.metrics, definition.metrics(on: expected.device))
            checkFrames(controller, expected.snapshot(), "placeholder on iPhone")

            // Split view to full screen on an iPad: the window grows and the trait becomes regular.
            window.frame = CGRect(x: 0, y: 0, width: iPad.width, height: iPad.height)
            window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
            window.standInSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            window.layoutIfNeeded()
            let regular = try windowContainer(iPad)
            expectEqual(controller.plan.device, regular.device)
            #expect(controller.tabBar.isHidden && !controller.sidebar.isHidden)
            checkFrames(controller, regular.snapshot(), "placeholder on iPad")
        }

        @Test("a trait change alone (same size) switches the size class through traitCollectionDidChange")
        func traitChangeAlone() throws {
            let definition = try #require(
                SceneRootHostedTests().compiled(text: AdaptiveHostedTests.adaptive).definition)
            let iPad = try #require(definition.devices.first { $0.sizeClass == .regular })
            let (window, controller) = host(definition, device: iPad, size: iPad.size, sizeClass: .regular)
            #expect(controller.plan.bottomTabBar == nil)
            window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
            window.layoutIfNeeded()
            expectEqual(controller.plan.device.sizeClass, .compact)
            #expect(controller.plan.bottomTabBar != nil && !controller.tabBar.isHidden)
        }

        /// The adaptive scene with metrics that differ per size class: on iPhone the navigation and the Library
        /// tab's pager use the compact ones, and a size class change carries a pager already made over to them.
        static let metricsScene = AdaptiveHostedTests.adaptive.replacingOccurrences(
            of: "version: 1\n",
            with: "version: 1\nmetrics:\n  halfPageWidth: {regular: 472, compact: 300}\n"
                + "  pagerBarHeight: {regular: 40, compact: 32}\n")

        @Test("compact metrics: side tabs, navigation and pagers use the size class's; a change carries them over")
        func compactMetrics() throws {
            let (definition, iphone, iPad) = try SceneRootHostedTests().adaptiveDevices(Self.metricsScene)
            let (window, controller) = host(definition, device: iPad, size: iPad.size)
            controller.selectTab(1)
            #expect(definition.metrics(for: .compact) != definition.metrics(for: .regular))
            for device in [iphone, iPad, iphone] {
                window.frame = CGRect(x: 0, y: 0, width: device.width, height: device.height)
                controller.setDevice(device)
                window.layoutIfNeeded()
                var container = SceneContainer(definition: definition, device: device)
                try container.selectTab(1)
                let snapshot = container.snapshot()
                let label = device.name
                expectEqual(controller.plan.navigation.metrics, definition.metrics(on: device), "\(label)")
                checkFrames(controller, snapshot, label)
                let pager = try #require(controller.topPager)
                let expected = try #require(snapshot.pager)
                expectEqual(pager.pagerPlan.pager.metrics, definition.metrics(on: device), "\(label)")
                expectEqual(rect(pager.barView.frame), expected.bar, "\(label) pager bar")
                expectEqual(rect(pager.contentView.frame), expected.content, "\(label) pager content")
            }
        }

        @Test("right to left: the bottom bar's items are mirrored; the side tab bar stays left to right")
        func rightToLeft() throws {
            let (definition, iphone, iPad) = try SceneRootHostedTests().adaptiveDevices()
            let (window, controller) = host(definition, device: iphone, size: iphone.size)
            controller.view.semanticContentAttribute = .forceRightToLeft
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            let bar = try #require(SceneContainer(definition: definition, device: iphone).bottomTabBar)
            for (index, item) in bar.items.enumerated() {
                let mirrored = Rect(
                    x: bar.frame.width - item.x - item.width, y: item.y, width: item.width, height: item.height)
                expectEqual(rect(controller.tabBarItems[index].frame), mirrored, "item \(index)")
            }
            #expect(rect(controller.tabBarItems[0].frame).x > rect(controller.tabBarItems[1].frame).x)
            window.frame = CGRect(x: 0, y: 0, width: iPad.width, height: iPad.height)
            controller.setDevice(iPad)
            window.layoutIfNeeded()
            expectEqual(controller.sidebar.effectiveUserInterfaceLayoutDirection, .leftToRight)
            expectEqual(controller.selectedNavigation.view.effectiveUserInterfaceLayoutDirection, .leftToRight)
            checkFrames(controller, SceneContainer(definition: definition, device: iPad).snapshot(), "iPad RTL")
        }

        @Test("push style: UIKit's edge swipe pops (a cancelled one changes nothing); stacked style has none")
        func edgePop() throws {
            let definition = try #require(
                SceneRootHostedTests().compiled(text: AdaptiveHostedTests.adaptive).definition)
            for device in definition.devices {
                let (window, controller) = host(definition, device: device, size: device.size)
                var container = SceneContainer(definition: definition, device: device)
                let navigation = controller.selectedNavigation.pushStyleController
                expectEqual((navigation != nil), (device.sizeClass == .compact), "\(device.name)")
                #expect(navigation?.standInBeginInteractivePop() != true, "a lone root")
                try controller.apply(.push("album"))
                try container.push("album")
                window.layoutIfNeeded()
                checkFrames(controller, container.snapshot(), "\(device.name) pushed")
                guard let navigation else { continue }
                #expect(navigation.standInBeginInteractivePop())
                navigation.standInEndInteractivePop(cancelled: true)
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(controller.plan.navigation.navigation.pages.map(\.page), ["home", "album"])
                checkFrames(controller, container.snapshot(), "\(device.name) after a cancelled edge pop")
                #expect(navigation.standInBeginInteractivePop())
                navigation.standInEndInteractivePop(cancelled: false)
                turnRunLoop()
                window.layoutIfNeeded()
                expectEqual(controller.plan.navigation.navigation.pages.map(\.page), ["home"])
                try container.pop()
                checkFrames(controller, container.snapshot(), "\(device.name) after the edge pop")
            }
        }

        @Test(
            "a layout table checks the declared device on any simulator: its status bar, home indicator and size class change nothing",
            arguments: ["Music", "News", "Player"])
        func tablesKeepTheDeclaredDevice(_ name: String) throws {
            let definition = try #require(try SceneRootHostedTests().compiled(name).definition)
            for device in definition.devices {
                // The simulator's screen: the other size class, with a notch and a home indicator.
                let other: SceneSizeClass = device.sizeClass == .compact ? .regular : .compact
                UIWindow.standInScreenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
                UIWindow.standInScreenSizeClass = other == .compact ? .compact : .regular
                defer {
                    UIWindow.standInScreenSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                    UIWindow.standInScreenSizeClass = .unspecified
                }
                let root = try #require(definition.entryPages.first)
                let target = try #require(definition.page(root)?.pushTargets.first)
                var table = SceneLayoutTable(device: device.name)
                var expected: [SceneLayoutReading] = []
                for script in [[SceneOperation.start(root)], [.start(root), .push(target)]] {
                    var container = SceneContainer(definition: definition, device: device)
                    try container.run(script)
                    let reading = SceneLayoutReading(snapshot: container.snapshot())
                    table.chrome(
                        sidebar: reading.sidebar, tabBar: reading.tabBar, attachment: reading.attachment,
                        navigation: reading.navigation)
                    if script.count == 1 {
                        table.state("root", .start(root))
                    } else {
                        table.state("pushed", .start(root), .push(target))
                    }
                    for page in reading.pages {
                        guard let frame = page.frame else {
                            table.offscreenPages(page.id)
                            continue
                        }
                        table.page(
                            page.id, frame.x, frame.y, frame.width, frame.height, hidden: page.isHidden,
                            overlay: page.overlay, navigationBar: page.navigationBar)
                    }
                    if let selected = reading.pagerSelected { table.pager(selected: selected, line: reading.pagerLine) }
                    if let offset = reading.headerOffset { table.header(offset: offset) }
                    if let frame = reading.stackView { table.stackView(frame) }
                    expected.append(reading)
                }
                expectEqual(table.rows.map(\.expected), expected)
                func make(_ device: SceneDevice) -> SceneRootViewController {
                    SceneRootViewController(definition: definition, device: device) {
                        RecordingPage(id: $0.id, log: AppearanceLog())
                    }
                }
                expectEqual(table.failures(on: device, makeController: make), [], "\(name) \(device.name)")
                // The same controller following its window reads the simulator's layout, not the table's.
                let controller = make(device)
                let window = showInWindow(controller, on: device)
                try controller.apply(.start(root))
                try controller.apply(.push(target))
                window.layoutIfNeeded()
                expectEqual(controller.plan.device.sizeClass, other, "\(name) \(device.name) follows the window")
                #expect(controller.layoutReading().differences(from: expected[1]) != [], "\(name) \(device.name)")
            }
        }

        @Test("More: a tab's item selects it; More selects the first tab behind it, or asks the app's handler")
        func moreItem() throws {
            let definition = try #require(SceneRootHostedTests().compiled(text: AdaptiveHostedTests.many).definition)
            let device = try #require(definition.devices.first)
            let (window, controller) = host(definition, device: device, size: device.size)
            expectEqual(controller.tabsBehindMore, [4, 5, 6])
            controller.selectBottomItem(2)
            expectEqual(controller.plan.selectedTab, 2)
            controller.selectBottomItem(4)
            expectEqual(controller.plan.selectedTab, 4)
            controller.selectTab(6)
            controller.selectBottomItem(4)
            expectEqual(controller.plan.selectedTab, 6, "a tab behind More stays selected")
            var asked: [[Int]] = []
            controller.moreItemHandler = { asked.append($0) }
            controller.selectTab(0)
            controller.selectBottomItem(4)
            #expect(asked == [[4, 5, 6]] && controller.plan.selectedTab == 0)
            window.layoutIfNeeded()
            let more = try #require(controller.tabBarItems.last as? TabItemView)
            #expect(more.titleLabel.text == "More" && more.accessibilityLabel == "More")
            #expect(controller.tabBar.accessibilityTraits.contains(.tabBar))
        }

        @Test("SCENEC_STANDIN_SIMULATOR stands for the simulator's size class; unset or anything else, none")
        func simulatorFromTheEnvironment() {
            expectEqual(UIWindow.simulatorVariable, "SCENEC_STANDIN_SIMULATOR")
            expectEqual(UIWindow.simulatorSizeClass("compact"), .compact)
            expectEqual(UIWindow.simulatorSizeClass("regular"), .regular)
            expectEqual(UIWindow.simulatorSizeClass(nil), .unspecified)
            expectEqual(UIWindow.simulatorSizeClass(""), .unspecified)
            expectEqual(UIWindow.simulatorSizeClass("iphone"), .unspecified)
            // This process runs without it: a new window has no size class unless a test gives it one.
            if ProcessInfo.processInfo.environment[UIWindow.simulatorVariable] == nil {
                expectEqual(UIWindow(frame: .zero).standInTraitCollection.horizontalSizeClass, .unspecified)
            }
        }
    }
#endif
