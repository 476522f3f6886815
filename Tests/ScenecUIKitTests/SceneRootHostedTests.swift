import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import ScenecUIKit
import ScenecUIPlans
import Testing

/// Shows `controller` as the root of a key window the size of `device`, then turns the run loop once: the first
/// layout pass and viewDidAppear come after `makeKeyAndVisible()`, as on iOS.
@MainActor
func showInWindow(_ controller: UIViewController, on device: SceneDevice) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    turnRunLoop()
    return window
}

/// An observer that writes down every call, in order.
@MainActor
final class RecordingObserver: SceneObserver {
    var events: [String] = []

    init() {}

    /// An observer that `controller` reports to (its `observer`, which the caller keeps).
    init(observing controller: SceneRootViewController) {
        controller.observer = self
    }

    func sceneController(_ controller: SceneRootViewController, didSelectTab tab: Int) {
        events.append("tab \(tab)")
    }
    func sceneController(_ controller: SceneRootViewController, didPush place: ScenePagePlace) {
        events.append("push \(place.page.id)")
    }
    func sceneController(_ controller: SceneRootViewController, didPop place: ScenePagePlace) {
        events.append("pop \(place.page.id)")
    }
    func sceneController(_ controller: SceneRootViewController, didActivate place: ScenePagePlace) {
        events.append("activate \(place.page.id)")
    }
    func sceneController(
        _ controller: SceneRootViewController, didSelectPagerTab tab: Int, at place: ScenePagePlace
    ) {
        events.append("pager \(place.page.id) \(tab)")
    }
    func sceneController(_ controller: SceneRootViewController, didTriggerExtraItem index: Int, action: String?) {
        events.append("extra \(index) \(action ?? "-")")
    }
    func sceneController(_ controller: SceneRootViewController, didChooseMoreWith tabs: [Int]) {
        events.append("more \(tabs)")
    }
    func sceneController(_ controller: SceneRootViewController, didPresent place: ScenePagePlace) {
        events.append("present \(place.page.id)")
    }
    func sceneController(_ controller: SceneRootViewController, didDismiss place: ScenePagePlace) {
        events.append("dismiss \(place.page.id)")
    }
}

/// A page known by its scene id, for tests whose pages record one thing of their own (loads, traits).
@MainActor
class IdentifiedPage: UIViewController {
    let id: String

    init(id: String) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A page controller that records its appearance callbacks into a shared log.
@MainActor
final class RecordingPage: UIViewController {
    let id: String
    let log: AppearanceLog

    init(id: String, log: AppearanceLog) {
        self.id = id
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(id) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(id) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(id) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(id) didDisappear") }
}

@MainActor
final class AppearanceLog {
    var entries: [String] = []
}

/// A view's frame in window coordinates: its origin moved by each ancestor's frame and bounds origin.
@MainActor
func windowFrame(_ view: UIView) -> Rect {
    var x = Double(view.frame.minX)
    var y = Double(view.frame.minY)
    var ancestor = view.superview
    while let current = ancestor {
        x += Double(current.frame.minX - current.bounds.minX)
        y += Double(current.frame.minY - current.bounds.minY)
        ancestor = current.superview
    }
    return Rect(x: x, y: y, width: Double(view.frame.width), height: Double(view.frame.height))
}

@MainActor
func isInWindow(_ view: UIView, _ window: UIWindow) -> Bool {
    var current: UIView? = view
    while let candidate = current {
        if candidate === window { return true }
        current = candidate.superview
    }
    return false
}

/// The recorded id of what a page controller shows: its own, or its pager's selected page's, or its page
/// stack's top view's.
@MainActor
func shownRecordingID(_ controller: UIViewController?) -> String? {
    if let pager = controller as? PagerViewController {
        return (pager.selectedPageController as? RecordingPage)?.id
    }
    if let stack = controller as? PageStackViewController {
        return (stack.topViewController as? RecordingPage)?.id
    }
    return (controller as? RecordingPage)?.id
}

@Suite("Side tabs and stacked navigation, hosted on the stand-in")
@MainActor
struct SceneRootHostedTests {
    nonisolated static let examples = ["Music", "News", "Profile", "Ride"]

    func compiled(_ name: String) throws -> CompilationResult {
        let root = Paths.repositoryRoot(from: #filePath)
        let path = "\(root)/examples/\(name).scene.yaml"
        return compiled(text: try String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    func compiled(text: String, path: String = "test.scene.yaml") -> CompilationResult {
        let result = Compiler().compile(SourceFile(path: path, text: text))
        #expect(!result.hasErrors)
        return result
    }

    /// The Music example's definition, compiled without errors, and its first device.
    func musicOnFirstDevice(
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SceneDefinition, SceneDevice) {
        let definition = try #require(try compiled("Music").definition, sourceLocation: sourceLocation)
        return (definition, try #require(definition.devices.first, sourceLocation: sourceLocation))
    }

    /// The Music example hosted in a window on its first device, every page a `RecordingPage`. The caller keeps
    /// the window: a controller whose window is gone presents nothing (UIKit refuses a presentation on a view in no
    /// window).
    func hostedMusic(
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (window: UIWindow, controller: SceneRootViewController) {
        let (definition, device) = try musicOnFirstDevice(sourceLocation: sourceLocation)
        return host(definition, on: device, log: AppearanceLog())
    }

    /// The definition and the layout table of example `name` (or of `text`), compiled without errors.
    func compiledTable(
        _ name: String, text: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SceneDefinition, LayoutTable) {
        let result = try text.map { compiled(text: $0) } ?? compiled(name)
        return (
            try #require(result.definition, sourceLocation: sourceLocation),
            try #require(result.layoutTable, sourceLocation: sourceLocation)
        )
    }

    /// The definition of `text` (the shared Adaptive scene unless given) and its first compact and first regular
    /// device.
    func adaptiveDevices(
        _ text: String = AdaptiveHostedTests.adaptive, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SceneDefinition, iphone: SceneDevice, iPad: SceneDevice) {
        let definition = try #require(compiled(text: text).definition, sourceLocation: sourceLocation)
        return (
            definition,
            try #require(definition.devices.first { $0.sizeClass == .compact }, sourceLocation: sourceLocation),
            try #require(definition.devices.first { $0.sizeClass == .regular }, sourceLocation: sourceLocation)
        )
    }

    /// The definition of example `name` and each enumerated state of its layout table, with the state's device.
    func enumeratedStates(_ name: String) throws -> (SceneDefinition, [(device: SceneDevice, state: StateLayout)]) {
        let (definition, table) = try compiledTable(name)
        return (definition, table.devices.flatMap { entry in entry.entries.map { (entry.device, $0) } })
    }

    /// The first state of `table` (and its device) whose top page pushes by a swipe and whose top page's
    /// transition passes `condition`, given the transition and its `next` page's transition.
    func swipeState(
        _ table: LayoutTable, of definition: SceneDefinition,
        where condition: (SceneTransition, SceneTransition?) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SceneDevice, StateLayout) {
        let candidates = table.devices.flatMap { entry in entry.entries.map { (entry.device, $0) } }
        return try #require(
            candidates.first { _, state in
                guard state.swipes.contains(where: { $0.kind == .push }),
                    let top = state.navigation.pages.last,
                    let transition = definition.page(top.page.rawValue)?.transition
                else { return false }
                return condition(transition, transition.next.flatMap { definition.page($0)?.transition })
            }, sourceLocation: sourceLocation)
    }

    /// Hosts `definition` on `device` and takes the controller, and a runtime container beside it, through
    /// `script` (a state's), then lays the window out: the two whose layouts a test compares.
    func host(
        _ definition: SceneDefinition, on device: SceneDevice, script: [SceneOperation]
    ) -> (window: UIWindow, controller: SceneRootViewController, container: SceneContainer) {
        let (window, controller) = host(definition, on: device, log: AppearanceLog())
        var container = SceneContainer(definition: definition, device: device)
        for operation in script {
            try? container.apply(operation)
            try? controller.apply(operation)
        }
        window.layoutIfNeeded()
        return (window, controller, container)
    }

    func host(
        _ definition: SceneDefinition, on device: SceneDevice, log: AppearanceLog
    )
        -> (UIWindow, SceneRootViewController)
    {
        let controller = SceneRootViewController(
            definition: definition, device: device, makeStackView: { view, _ in RecordingPage(id: view.id, log: log) }
        ) { page in
            RecordingPage(id: page.id, log: log)
        }
        let window = showInWindow(controller, on: device)
        return (window, controller)
    }

    @Test(
        "every enumerated state of every example: window frames, hidden flags, overlays and attachment",
        arguments: examples)
    func everyState(_ name: String) throws {
        #expect(try checkEveryState(compiled(name), name: name) > 0)
    }

    /// Runs every enumerated state of a compiled scene on a hosted controller and compares it with the layout
    /// table; returns the number of states checked.
    func checkEveryState(_ result: CompilationResult, name: String) throws -> Int {
        let definition = try #require(result.definition)
        let table = try #require(result.layoutTable)
        var checked = 0
        for entry in table.devices {
            for state in entry.entries {
                let log = AppearanceLog()
                let (window, controller) = host(definition, on: entry.device, log: log)
                let label = "\(name) \(state.state)"
                // As the layout stage does, a refused step leaves the state as it was; the controller must
                // refuse exactly the steps that SceneContainer refuses, with the same error.
                var container = SceneContainer(definition: definition, device: entry.device)
                for operation in state.state.script {
                    var expected: SceneError?
                    do { try container.apply(operation) } catch { expected = error }
                    var refused: SceneError?
                    do { try controller.apply(operation) } catch { refused = error }
                    expectEqual(refused, expected, "\(label): \(operation)")
                }
                window.layoutIfNeeded()
                if let bar = state.tabBar {
                    expectEqual(windowFrame(controller.tabBar), bar.frame, "\(label) tab bar")
                    #expect(!controller.tabBar.isHidden && controller.sidebar.isHidden, "\(label) tab bar shown")
                    #expect(controller.tabBarItems.count >= bar.items.count, "\(label) tab bar items")
                    for (index, item) in bar.items.enumerated() where index < controller.tabBarItems.count {
                        let view = controller.tabBarItems[index]
                        let frame = item.frame.offsetBy(dx: bar.frame.x, dy: bar.frame.y)
                        expectEqual(windowFrame(view), frame, "\(label) tab bar item \(index)")
                        expectEqual(view.accessibilityLabel, item.title, "\(label) tab bar item \(index)")
                        expectEqual((view as? TabItemView)?.titleLabel.text, item.title, "\(label) item \(index) title")
                        let selected = view.accessibilityTraits.contains(.selected)
                        expectEqual(selected, (index == bar.selected), "\(label) tab bar item \(index) selected")
                        expectContent(
                            view, drawn: item, at: frame, placement: .bottom, badgeCenter: nil, "\(label) bar")
                    }
                } else if controller.plan.isAdaptive {
                    #expect(controller.tabBar.isHidden && !controller.sidebar.isHidden, "\(label) side tabs shown")
                }
                if let sidebar = state.sidebar {
                    expectEqual(windowFrame(controller.sidebar), sidebar.frame, "\(label)")
                    for (index, item) in sidebar.items.enumerated() {
                        expectEqual(windowFrame(controller.items[index]), item.frame, "\(label) item \(index)")
                        expectEqual(controller.items[index].accessibilityLabel, item.title)
                        expectEqual((controller.items[index] as? TabItemView)?.titleLabel.text, item.title)
                        let selected = controller.items[index].accessibilityTraits.contains(.selected)
                        expectEqual(selected, (index == sidebar.selected), "\(label) item \(index) selected")
                        expectContent(
                            controller.items[index], drawn: item, at: item.frame, placement: .side,
                            badgeCenter: sidebar.badgeCenter, "\(label) side")
                    }
                    for (index, item) in sidebar.extraItems.enumerated() {
                        expectContent(
                            controller.extraItems[index], drawn: item, at: item.frame, placement: .side,
                            badgeCenter: sidebar.badgeCenter, "\(label) extra")
                    }
                }
                let navigation = controller.selectedNavigation
                expectEqual(windowFrame(navigation.view), state.navigation.frame, "\(label)")
                let pages = controller.plan.navigation.navigation.pages
                expectEqual(pages.map(\.page), state.navigation.pages.map(\.page.rawValue), "\(label)")
                for (page, expected) in zip(pages, state.navigation.pages) {
                    let view = navigation.pageView(page.id)
                    let attached = view.map { isInWindow($0, window) } ?? false
                    expectEqual(attached, expected.layout.isAttached, "\(label) \(page.id) attached")
                    guard let view, attached else { continue }
                    let frame = expected.layout.frame.offsetBy(
                        dx: state.navigation.frame.x, dy: state.navigation.frame.y)
                    expectEqual(windowFrame(view), frame, "\(label) \(page.id) frame")
                    expectEqual(view.isHidden, expected.layout.isHidden, "\(label) \(page.id) hidden")
                    #expect(
                        abs(navigation.overlayOpacity(of: page.id) - expected.layout.overlayOpacity) < 1e-9,
                        "\(label) \(page.id)")
                }
                // Appearance: exactly the attached, unhidden pages have appeared, each once more than it left.
                let shown = Set(
                    zip(pages, state.navigation.pages).filter { $0.1.layout.isAttached && !$0.1.layout.isHidden }.map(
                        \.0.id))
                // A page with a pager, header or page stack forwards its appearance to its shown child.
                for page in pages {
                    let id = shownRecordingID(navigation.pageControllers[page.id]) ?? page.id
                    let appeared = log.entries.filter { $0 == "\(id) didAppear" }.count
                    let left = log.entries.filter { $0 == "\(id) didDisappear" }.count
                    expectEqual(appeared - left, (shown.contains(page.id) ? 1 : 0), "\(label) \(page.id) appearance")
                }
                checked += 1
            }
        }
        return checked
    }

    /// The item shows what the wireframe draws for it (`LayoutSVG.drawItemContent`): the icon where
    /// `TabItemContentLayout` puts it, or none; the badge's text, frame and colour, or none.
    func expectContent(
        _ view: UIView, drawn item: SidebarItemLayout, at frame: Rect, placement: TabItemPlacement,
        badgeCenter: Point?, _ label: String
    ) {
        guard let view = view as? TabItemView else {
            Issue.record("\(label) \(item.title): not a TabItemView")
            return
        }
        let content = TabItemContentLayout(
            item: Size(width: frame.width, height: frame.height), placement: placement, hasIcon: item.icon != nil,
            badge: item.badge, sideBadgeCenter: badgeCenter)
        expectEqual(view.icon, item.icon, "\(label) \(item.title) icon")
        expectEqual(view.iconView.isHidden, (item.icon == nil), "\(label) \(item.title) icon shown")
        if let icon = content.icon {
            expectEqual(windowFrame(view.iconView), icon.offsetBy(dx: frame.x, dy: frame.y), "\(label) \(item.title)")
        }
        expectEqual(view.badgeLabel.isHidden, (item.badge == nil), "\(label) \(item.title) badge shown")
        expectEqual(view.badgeLabel.text, item.badge, "\(label) \(item.title) badge")
        expectEqual(view.accessibilityValue, item.badge, "\(label) \(item.title) badge value")
        if let badge = content.badge {
            expectEqual(
                windowFrame(view.badgeLabel), badge.offsetBy(dx: frame.x, dy: frame.y), "\(label) \(item.title)")
        }
        expectEqual(view.badgeColor, item.badgeColor, "\(label) \(item.title) badge colour")
    }

    @Test("the window appears before its pages; switching tabs keeps each stack")
    func appearanceOrderAndTabs() throws {
        let (definition, device) = try musicOnFirstDevice()
        let log = AppearanceLog()
        let (_, controller) = host(definition, on: device, log: log)
        let root = definition.tabs[0].root
        // The attachment page (Music's now-playing bar) appears with the window, after the tab's root page.
        let bar = try #require(definition.attachment.map { "attachment/\($0.page)" })
        expectEqual(log.entries, ["\(root) willAppear", "\(bar) willAppear", "\(root) didAppear", "\(bar) didAppear"])
        let bars = controller.attachmentController?.view
        #expect(bars?.superview === controller.attachment)
        expectEqual(bars?.frame.size, controller.attachment?.frame.size)
        expectEqual(controller.attachment?.frame.size.height, 72)
        let target = try #require(definition.page(root)?.pushTargets.first)
        try controller.apply(.push(target))
        guard definition.tabs.count > 1 else { return }
        log.entries = []
        controller.selectTab(1)
        let disappearing = log.entries.prefix { !$0.hasSuffix("willAppear") && !$0.hasSuffix("didAppear") }
        #expect(!disappearing.isEmpty && disappearing.allSatisfy { $0.hasSuffix("Disappear") }, "\(log.entries)")
        controller.selectTab(0)
        expectEqual(controller.plan.navigation.navigation.pages.map(\.page), [root, target])
    }

    @Test("rotation lays every tab out again, the off-screen ones included, and keeps the stacks")
    func rotation() throws {
        let definition = try #require(try compiled("Music").definition)
        let devices = definition.devices
        guard let first = devices.first, let other = devices.first(where: { $0.width != first.width }) else { return }
        let log = AppearanceLog()
        let (window, controller) = host(definition, on: first, log: log)
        let root = definition.tabs[0].root
        let target = try #require(definition.page(root)?.pushTargets.first)
        try controller.apply(.push(target))
        if definition.tabs.count > 1 { controller.selectTab(1) }
        window.frame = CGRect(x: 0, y: 0, width: other.width, height: other.height)
        controller.setDevice(other)
        window.layoutIfNeeded()
        var expected = SceneContainer(definition: definition, device: other)
        try expected.run([.start(root), .push(target)])
        let layout = expected.snapshot()
        let tab0 = controller.plan.navigations[0]
        expectEqual(tab0.navigation.pages.map(\.page), [root, target])
        expectEqual(tab0.layout.pages.map(\.frame), layout.navigation.pages.map(\.frame))
    }
}
