import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

#if !canImport(UIKit)
    @testable import ScenecUIKitStandIn
#endif

/// Presented pages (scene format §10.2) as real UIKit presentations, hosted on the stand-in: styles, detents,
/// popover sources, presentation stacks, the attachment, pushes inside a presentation, and a swipe down that
/// keeps the root controller and UIKit agreeing.
@Suite("Presentations, hosted on the stand-in")
@MainActor
struct PresentationHostedTests {
    static let ipad = SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular)
    static let iphone = SceneDevice(name: "iphone", width: 390, height: 844, sizeClass: .compact)

    /// home pushes album and presents settings (a form sheet with detents) and share (a popover); settings
    /// presents about and pushes advanced; the attachment bar presents player (full screen, not dismissible).
    static func definition() -> SceneDefinition {
        var scene = SceneDefinition(name: "Music")
        scene.devices = [ipad, iphone]
        scene.tabs = [SceneTab(title: "Home", root: "home")]
        scene.attachment = SceneAttachment(page: "bar", isVisible: true)
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(.half))
        home.push = ["album"]
        home.present = ["settings", "share", "help"]
        var share = ScenePage(id: "share", type: "App.Share")
        share.presentation = ScenePresentation(style: .popover, detents: [.medium])
        var settings = ScenePage(id: "settings", type: "App.Settings")
        settings.present = ["about"]
        settings.push = ["advanced"]
        settings.presentation = ScenePresentation(style: .formSheet, detents: [.medium, .large])
        var help = ScenePage(id: "help", type: "App.Help")
        help.presentation = ScenePresentation(style: .sheet, detents: [.large, .medium])
        var about = ScenePage(id: "about", type: "App.About")
        about.presentation = ScenePresentation(style: .popover)
        let advanced = ScenePage(id: "advanced", type: "App.Advanced")
        let album = ScenePage(id: "album", type: "App.Album", size: ScenePageSize(.half))
        var bar = ScenePage(id: "bar", type: "App.Bar")
        bar.present = ["player"]
        var player = ScenePage(id: "player", type: "App.Player")
        player.presentation = ScenePresentation(style: .fullScreen, isDismissible: false)
        scene.pages = [home, album, share, settings, help, about, advanced, bar, player]
        return scene
    }

    func host(_ definition: SceneDefinition, on device: SceneDevice) -> (UIWindow, SceneRootViewController) {
        let controller = SceneRootViewController(definition: definition, device: device) { page in
            RecordingPage(id: page.id, log: AppearanceLog())
        }
        controller.followsWindow = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
        #if !canImport(UIKit)
            window.standInTraitCollection = UITraitCollection(
                horizontalSizeClass: device.sizeClass == .compact ? .compact : .regular)
        #endif
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()
        return (window, controller)
    }

    /// A step of a presentation script, applied to the runtime's container and to the hosted controller alike.
    enum Step {
        case present(String)
        case presentFromAttachment(String)
        case push(String)
        case dismiss
    }

    /// The scripts checked: every style, a stack of two, a push inside a presentation, the attachment.
    static let scripts: [[Step]] = [
        [.present("settings")], [.present("share")], [.present("help")], [.presentFromAttachment("player")],
        [.present("settings"), .present("about")], [.present("settings"), .push("advanced")],
        [.present("settings"), .present("about"), .dismiss],
    ]

    @Test("every presented state matches the runtime's snapshot: frames, pages, on iPad and iPhone")
    func presentedStatesMatchTheRuntime() throws {
        let definition = Self.definition()
        var checked = 0
        for device in [Self.ipad, Self.iphone] {
            for script in Self.scripts {
                let (window, controller) = host(definition, on: device)
                var container = SceneContainer(definition: definition, device: device)
                for step in script {
                    switch step {
                    case .present(let page):
                        try container.present(page)
                        try controller.present(page)
                    case .presentFromAttachment(let page):
                        try container.presentFromAttachment(page)
                        try controller.presentFromAttachment(page)
                    case .push(let page):
                        try container.push(page)
                        try controller.apply(.push(page))
                    case .dismiss:
                        try container.dismiss()
                        try controller.dismissPresentation()
                    }
                }
                turnRunLoop()
                window.layoutIfNeeded()
                let snapshot = container.snapshot()
                let label = "\(device.name) \(script)"
                expectEqual(controller.presentations.count, snapshot.presentations.count, "\(label)")
                for (entry, expected) in zip(controller.presentations, snapshot.presentations) {
                    expectEqual(windowFrame(entry.navigation.view), expected.frame, "\(label) \(entry.page)")
                    expectEqual(entry.page, expected.page, "\(label)")
                    let pages = entry.navigation.stack.pages.map(\.page)
                    expectEqual(pages, expected.pageIDs, "\(label)")
                    for (index, page) in expected.pages.enumerated() {
                        let instance = entry.navigation.stack.pages[index].id
                        let view = try #require(entry.navigation.pageView(instance), "\(label) \(instance)")
                        expectEqual(view.frame, CGRect(page.frame), "\(label) \(instance)")
                        let shown = isInWindow(view, window) && !view.isHidden
                        expectEqual(shown, page.visible, "\(label) \(instance)")
                    }
                    checked += 1
                }
            }
        }
        expectEqual(checked, 16)
    }

    @Test(
        "each example: every page a tab's root presents matches the runtime's snapshot on each device",
        arguments: SceneRootHostedTests.examples)
    func examplePresentations(_ name: String) throws {
        let definition = try #require(SceneRootHostedTests().compiled(name).definition)
        for device in definition.devices {
            let roots = definition.root.map { [$0] } ?? definition.tabs.map(\.root)
            for (tab, root) in roots.enumerated() {
                for page in definition.presentTargets(from: root) {
                    let (window, controller) = host(definition, on: device)
                    var container = SceneContainer(definition: definition, device: device)
                    let label = "\(name) \(device.name) \(root) | \(page)"
                    controller.selectTab(tab)
                    try container.apply(.start(root))
                    let arguments = definition.page(page)?.arguments ?? []
                    guard arguments.allSatisfy({ $0.isOptional || $0.defaultValue != nil }) else { continue }
                    try container.present(page)
                    try controller.present(page)
                    turnRunLoop()
                    window.layoutIfNeeded()
                    let expected = container.snapshot().presentations
                    expectEqual(controller.presentations.map(\.page), expected.map(\.page), "\(label)")
                    for (entry, snapshot) in zip(controller.presentations, expected) {
                        expectEqual(windowFrame(entry.navigation.view), snapshot.frame, "\(label)")
                    }
                }
            }
        }
    }

    @Test("the presented controllers are UIKit presentations: style, detents, modality, popover source, chain")
    func uikitPresentations() throws {
        let (window, controller) = host(Self.definition(), on: Self.iphone)
        try controller.present("settings")
        let settings = try #require(controller.presentations.last?.navigation)
        expectEqual(settings.modalPresentationStyle, .formSheet)
        expectEqual(settings.sheetPresentationController?.detents.map(\.identifier), [.medium, .large])
        expectEqual(settings.sheetPresentationController?.selectedDetentIdentifier, .medium)
        #expect(settings.presentingViewController === controller)
        #expect(controller.presentedViewController === settings)
        try controller.present("about")
        let about = try #require(controller.presentations.last?.navigation)
        expectEqual(about.modalPresentationStyle, .popover)
        #expect(about.popoverPresentationController?.sourceView === settings.view)
        #expect(about.presentingViewController === settings)
        #expect(throws: SceneError.undeclaredPresent(from: "about", to: "settings")) {
            try controller.present("settings")
        }
        try controller.dismissPresentation()
        try controller.dismissPresentation()
        turnRunLoop()  // UIKit clears presentedViewController when the dismissal's transition ends
        #expect(controller.presentedViewController == nil)
        #expect(throws: SceneError.nothingPresented) { try controller.dismissPresentation() }
        try controller.presentFromAttachment("player")
        let player = try #require(controller.presentations.last?.navigation)
        #expect(player.isModalInPresentation)
        expectEqual(player.modalPresentationStyle, .fullScreen)
        #expect(isInWindow(player.view, window))
    }

    #if !canImport(UIKit)
        @Test("a swipe down dismisses on the stand-in and the root controller, the runtime and the observer agree")
        func dragToDismissKeepsTheRuntimeInStep() throws {
            let definition = Self.definition()
            let (window, controller) = host(definition, on: Self.iphone)
            let observer = RecordingObserver(observing: controller)
            var container = SceneContainer(definition: definition, device: Self.iphone)
            try controller.present("settings")
            try controller.present("about")
            try container.present("settings")
            // The user swipes the settings sheet down: UIKit dismisses it and the popover above it.
            let settings = try #require(controller.presentations.first?.navigation)
            #expect(try #require(settings.presentationController).standInSwipeToDismiss())
            try container.dismiss(presentationAt: 0)
            turnRunLoop()
            #expect(controller.presentations.isEmpty)
            #expect(controller.presentedViewController == nil)
            #expect(!isInWindow(settings.view, window))
            #expect(container.snapshot().presentations.isEmpty)
            expectEqual(
                observer.events,
                [
                    "present p1/settings", "present p2/about", "dismiss p2/about", "dismiss p1/settings",
                ])
            // The app presents again: the root is in step, so the top page is home again.
            try controller.present("settings")
            expectEqual(controller.presentations.map(\.page), ["settings"])
        }

        @Test(
            "the stand-in presents as UIKit documents: the chain at once, the completion after the call, §10.2 frames")
        func standInPresentation() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
            let root = UIViewController(nibName: nil, bundle: nil)
            let child = UIViewController(nibName: nil, bundle: nil)
            root.addChild(child)
            root.view.addSubview(child.view)
            window.rootViewController = root
            window.makeKeyAndVisible()
            turnRunLoop()
            let sheet = UIViewController(nibName: nil, bundle: nil)
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            var completed = false
            child.present(sheet, animated: true) { completed = true }
            // The root presents (no controller defines a presentation context); the child sees it through its parent.
            #expect(root.presentedViewController === sheet)
            #expect(sheet.presentingViewController === root)
            #expect(!completed, "the completion runs after the presentation finishes, not during the call")
            turnRunLoop()
            #expect(completed)
            // selectedDetentIdentifier nil: the smallest detent, medium (§10.2: (0, H - round(H × 0.5), W, 422)).
            expectEqual(sheet.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
            expectEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 390, height: 834))
            // Presenting again while presenting is refused, as UIKit refuses it, and recorded with UIKit's message.
            let other = UIViewController(nibName: nil, bundle: nil)
            root.present(other, animated: false)
            #expect(root.presentedViewController === sheet)
            #expect(other.presentingViewController == nil)
            expectEqual(
                StandInRunLoop.refusedPresentations,
                [
                    "Attempt to present UIViewController on UIViewController which is already presenting "
                        + "UIViewController."
                ])
            StandInRunLoop.refusedPresentations = []
            sheet.dismiss(animated: false)
            turnRunLoop()
            #expect(root.presentedViewController == nil)
            #expect(sheet.presentingViewController == nil)
        }

        @Test("a page declared dismissible: false refuses the swipe (isModalInPresentation)")
        func notDismissibleRefusesTheSwipe() throws {
            let (window, controller) = host(Self.definition(), on: Self.iphone)
            try controller.presentFromAttachment("player")
            let player = try #require(controller.presentations.first?.navigation)
            #expect(!(try #require(player.presentationController).standInSwipeToDismiss()))
            expectEqual(controller.presentations.map(\.page), ["player"])
            #expect(controller.presentedViewController === player)
            player.isModalInPresentation = false  // the delegate still refuses: the page is declared not dismissible
            #expect(!(try #require(player.presentationController).standInSwipeToDismiss()))
            expectEqual(controller.presentations.map(\.page), ["player"])
            #expect(isInWindow(player.view, window))
        }
    #endif
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
