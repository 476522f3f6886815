import Foundation
import ScenecExpectations
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

/// Navigation from a page's place through presentations (scene format §10.2), what a generated UI navigator's
/// `present…`, `dismiss(animated:)` and pushes call: presenting from a page, pushing inside a presentation,
/// presenting from a presented page, dismissing, and a stale place doing nothing; hosted on the stand-in.
@Suite("Presentations from a page's place, hosted on the stand-in")
@MainActor
struct PresentationPlacesHostedTests {
    /// The controller of `PresentationHostedTests.definition()` on iPhone, with the place of every page it made.
    final class Places {
        var byInstance: [String: ScenePagePlace] = [:]
    }

    func host(_ places: Places) -> (UIWindow, SceneRootViewController) {
        let device = PresentationHostedTests.iphone
        let controller = SceneRootViewController(scene: PresentationHostedTests.definition(), device: device) {
            place in
            places.byInstance[place.page.id] = place
            return RecordingPage(id: place.page.id, log: AppearanceLog())
        }
        controller.followsWindow = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        turnRunLoop()
        return (window, controller)
    }

    func stack(_ controller: SceneRootViewController, _ depth: Int) -> [String] {
        controller.presentations[depth - 1].navigation.stack.pages.map(\.page)
    }

    @Test("a page presents, a presented page pushes inside its presentation and presents again, and dismisses")
    func presentPushDismissFromPlaces() throws {
        let places = Places()
        let (window, controller) = host(places)
        let home = try #require(places.byInstance["home"])
        #expect(home.presentation == nil)

        let settings = try #require(controller.present("settings", from: home, animated: false))
        expectEqual(settings.presentation, 1)
        expectEqual(settings.page, StackedPage(id: "p1/settings", page: "settings"))
        expectEqual(places.byInstance["p1/settings"], settings, "the factory made the page at the returned place")
        expectEqual(controller.presentations.map(\.page), ["settings"])
        #expect(controller.isCurrent(settings))

        let advanced = try #require(controller.push("advanced", onTopOf: settings, animated: false))
        expectEqual(advanced.presentation, 1)
        expectEqual(stack(controller, 1), ["settings", "advanced"])
        expectEqual(controller.presentations.count, 1, "a push inside the presentation presents nothing")

        // settings presents about: advanced, above settings in its stack, is popped first.
        let about = try #require(controller.present("about", from: settings, animated: false))
        expectEqual(about.presentation, 2)
        expectEqual(controller.presentations.map(\.page), ["settings", "about"])
        expectEqual(stack(controller, 1), ["settings"])
        #expect(!controller.isCurrent(advanced))
        #expect(controller.push("advanced", onTopOf: advanced, animated: false) == nil, "a stale place")
        #expect(!controller.dismissPresentation(of: advanced), "a stale place")
        expectEqual(controller.presentations.map(\.page), ["settings", "about"])

        // about undeclared edges do nothing.
        #expect(controller.present("help", from: about, animated: false) == nil)
        #expect(controller.push("advanced", onTopOf: about, animated: false) == nil)

        // settings pushes again: about, above it, is dismissed first.
        let again = try #require(controller.push("advanced", onTopOf: settings, animated: false))
        expectEqual(controller.presentations.map(\.page), ["settings"])
        expectEqual(stack(controller, 1), ["settings", "advanced"])
        #expect(!controller.isCurrent(about))

        // The presented page dismisses its presentation and what is above it.
        #expect(controller.present("about", from: again, animated: false) == nil, "advanced presents nothing")
        _ = try #require(controller.present("about", from: settings, animated: false))
        #expect(controller.dismissPresentation(of: settings, animated: false))
        turnRunLoop()
        #expect(controller.presentations.isEmpty)
        #expect(controller.presentedViewController == nil)
        #expect(!controller.dismissPresentation(of: settings, animated: false), "already dismissed")
        #expect(controller.present("about", from: settings, animated: false) == nil, "a stale place")
        #expect(!controller.dismissPresentation(of: home), "home is not presented")
        #expect(controller.present("album", from: home, animated: false) == nil, "home pushes album, presents not")
        expectEqual(controller.topPage, "home")
        window.layoutIfNeeded()
    }

    @Test("a page of the navigation pushes or presents while something is presented: the presentations go first")
    func navigationPageActsUnderAPresentation() throws {
        let places = Places()
        let (window, controller) = host(places)
        defer { window.rootViewController = nil }
        let home = try #require(places.byInstance["home"])
        let settings = try #require(controller.present("settings", from: home, animated: false))
        _ = try #require(controller.present("about", from: settings, animated: false))
        let album = try #require(controller.push("album", onTopOf: home, animated: false))
        #expect(controller.presentations.isEmpty)
        expectEqual(controller.plan.navigation.navigation.pages.map(\.page), ["home", "album"])
        #expect(controller.isCurrent(album))
        #expect(!controller.isCurrent(settings))

        // home presents help: album, above home, is popped first; the runtime agrees step by step.
        let help = try #require(controller.present("help", from: home, animated: false))
        var container = SceneContainer(
            definition: PresentationHostedTests.definition(), device: PresentationHostedTests.iphone)
        try container.run([.start("home"), .present("help")])
        expectEqual(controller.plan.navigation.navigation.pages.map(\.page), container.navigation.pages.map(\.page))
        expectEqual(controller.presentations.map(\.page), container.presentations.map { $0.pages[0].page })
        #expect(controller.dismissPresentation(of: help, animated: false))
        try container.dismiss()
        #expect(controller.presentations.isEmpty && container.presentations.isEmpty)
    }
}
