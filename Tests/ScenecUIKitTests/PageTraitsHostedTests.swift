import Foundation
import ScenecCompiler
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

@testable import ScenecUIKitStandIn

/// A page that records the size classes it is told of.
@MainActor
private final class TraitPage: IdentifiedPage {
    var sizeClassAtLoad: UIUserInterfaceSizeClass?
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeClassAtLoad = traitCollection.horizontalSizeClass
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass { changes += 1 }
    }
}

@Suite("Pages have the size class the scene lays them out for, hosted on the stand-in")
@MainActor
struct PageTraitsHostedTests {
    /// Half pages on iPad, an attachment page, a pager.
    static let scene = """
        scene: Traits
        version: 1
        devices: [ipad-landscape, iphone]
        navigation: {regular: stacked, compact: push}
        attachment: {page: player}
        tabs:
          - {title: Home, root: home}
        pages:
          home: {type: App.Home, title: Home, size: {regular: half, compact: full}, push: [album]}
          album:
            type: App.Album
            title: Album
            size: {regular: half, compact: full}
            pager: {tabs: [{title: A, page: songs, width: 80}]}
          songs: {type: App.Songs}
          player: {type: App.Player}

        """

    @Test(
        "a window of the other size class (followsWindow off, as on a simulator): every page, pager page and the attachment see the layout's class",
        arguments: [SceneSizeClass.regular, .compact])
    func layoutSizeClassWins(_ sizeClass: SceneSizeClass) throws {
        let definition = try #require(SceneRootHostedTests().compiled(text: Self.scene).definition)
        let device = try #require(definition.devices.first { $0.sizeClass == sizeClass })
        let expected: UIUserInterfaceSizeClass = sizeClass == .compact ? .compact : .regular
        let other: UIUserInterfaceSizeClass = sizeClass == .compact ? .regular : .compact
        var pages: [TraitPage] = []
        let controller = SceneRootViewController(definition: definition, device: device) { page in
            let made = TraitPage(id: page.id)
            pages.append(made)
            return made
        }
        controller.followsWindow = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: other)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()
        try controller.apply(.push("album"))
        window.layoutIfNeeded()
        expectEqual(controller.traitCollection.horizontalSizeClass, other, "the root follows its window")
        #expect(Set(pages.map(\.id)).isSuperset(of: ["attachment/player", "home", "album", "album/songs"]))
        for page in pages {
            expectEqual(page.traitCollection.horizontalSizeClass, expected, "\(device.name) \(page.id)")
            expectEqual(page.sizeClassAtLoad, expected, "\(device.name) \(page.id): already when its view loads")
        }
        // The window changes class again: the pages' class is the layout's, so they hear of no change.
        let before = pages.map(\.changes)
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: expected)
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: other)
        window.layoutIfNeeded()
        expectEqual(pages.map(\.changes), before, "\(pages.map { ($0.id, $0.changes) })")
    }

    @Test("following its window, a size class change reaches every page once, with the new layout's class")
    func sizeClassChange() throws {
        let definition = try #require(SceneRootHostedTests().compiled(text: Self.scene).definition)
        let iPad = try #require(definition.devices.first { $0.sizeClass == .regular })
        let iphone = try #require(definition.devices.first { $0.sizeClass == .compact })
        var pages: [TraitPage] = []
        let controller = SceneRootViewController(definition: definition, device: iPad) { page in
            let made = TraitPage(id: page.id)
            pages.append(made)
            return made
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: iPad.width, height: iPad.height))
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()
        try controller.apply(.push("album"))
        window.layoutIfNeeded()
        #expect(pages.allSatisfy { $0.traitCollection.horizontalSizeClass == .regular })
        let before = Dictionary(uniqueKeysWithValues: pages.map { ($0.id, $0.changes) })
        window.frame = CGRect(x: 0, y: 0, width: iphone.width, height: iphone.height)
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
        window.layoutIfNeeded()
        expectEqual(controller.plan.device.sizeClass, .compact)
        for page in pages {
            expectEqual(page.traitCollection.horizontalSizeClass, .compact, "\(page.id)")
            expectEqual(page.changes, (before[page.id] ?? 0) + 1, "\(page.id): told once")
        }
    }

    @Test(
        "stand-in: an override reaches the child and its descendants, is not the parent's, needs a child, and nil removes it"
    )
    func overrideTraitCollectionFidelity() {
        let parent = UIViewController()
        let child = TraitPage(id: "child")
        let grandchild = TraitPage(id: "grandchild")
        let stranger = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        window.rootViewController = parent
        parent.addChild(child)
        child.addChild(grandchild)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        parent.setOverrideTraitCollection(compact, forChild: stranger)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        parent.setOverrideTraitCollection(compact, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) === compact)
        expectEqual(parent.traitCollection.horizontalSizeClass, .regular)
        expectEqual(child.traitCollection.horizontalSizeClass, .compact)
        expectEqual(grandchild.traitCollection.horizontalSizeClass, .compact)
        #expect(child.changes == 1 && grandchild.changes == 1)
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
        window.standInTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(child.changes == 1 && grandchild.changes == 1, "the override holds the class")
        parent.setOverrideTraitCollection(nil, forChild: child)
        expectEqual(child.traitCollection.horizontalSizeClass, .regular)
        #expect(child.changes == 2 && grandchild.changes == 2)
    }
}
