import Foundation
import ScenecCodeGen
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// The typed names of the running UI in generated code: `<Scene>Tab` (`selectTab(.library)`), `<Scene>Action`
/// for the extra items' actions, and `<Scene>Observer`, whose typed methods the root controller's observer calls.
/// The setup code of a tabbed scene with extra items is type-checked by `swiftc` against the built ScenecUIKit
/// (its stand-in for UIKit on Linux) with an app that uses them, once right and once per mistake.
@Suite struct GeneratedObserverTests {
    static let scene = """
        scene: Band
        version: 1
        devices: [ipad-landscape]
        tabs:
          - {title: Home, root: home}
          - {title: Library, root: library}
        extraItems:
          - {title: Settings, action: openSettings}
          - {title: Sign Out, action: sign_out}
        pages:
          home: {type: App.Home, push: [album]}
          library: {type: App.Library}
          album: {type: App.Album}

        """

    static func app(replacing mistake: (String, String)? = nil) -> String {
        let text = """
            import ScenecRuntime
            import ScenecUIKit

            public final class Home: UIViewController {}
            public final class Library: UIViewController {}
            public final class Album: UIViewController {}

            @MainActor
            struct Factory: BandPageFactory {
                func makeHome(_ context: BandPageContext<BandPages.Home>) -> Home { Home(nibName: nil, bundle: nil) }
                func makeLibrary(_ context: BandPageContext<BandPages.Library>) -> Library {
                    Library(nibName: nil, bundle: nil)
                }
                func makeAlbum(_ context: BandPageContext<BandPages.Album>) -> Album { Album(nibName: nil, bundle: nil) }
            }

            @MainActor
            final class Observer: BandObserver {
                var events: [String] = []
                func didSelectTab(_ tab: BandTab) { events.append("tab \\(tab)") }
                func didTrigger(_ action: BandAction) { events.append("action \\(action.rawValue)") }
                func didPush(_ page: BandPage, at place: ScenePagePlace) { events.append("push \\(page)") }
            }

            @MainActor
            func run(_ observer: Observer) -> SceneRootViewController {
                let controller: SceneRootViewController = BandScene.makeRootViewController(factory: Factory())
                controller.observer = observer
                controller.selectTab(.library)
                let actions: [BandAction] = [.openSettings, .signOut]
                _ = actions
                return controller
            }

            """
        return replacingLine(in: text, mistake)
    }

    func typecheck(_ app: String) throws -> ProcessResult {
        try typecheckSetup(of: Self.scene, name: "Band.scene.yaml", with: [("App.swift", app)])
    }

    @Test("the tab enum, the action enum and the typed observer compile; makeRootViewController is the controller")
    func rightAppCompiles() throws {
        let result = try typecheck(Self.app())
        expectEqual(result.status, 0, "\(result.output)")
    }

    @Test(
        "each mistake is a compile error",
        arguments: [
            // A tab the scene does not have.
            ("controller.selectTab(.library)", "    controller.selectTab(.search)"),
            // An action no extra item declares.
            ("let actions: [BandAction]", "    let actions: [BandAction] = [.openSettings, .play]"),
            // The typed observer gets typed values, not indices.
            ("func didSelectTab(_ tab: BandTab)", "    func didSelectTab(_ tab: BandTab) { events.append(tab + 1) }"),
            // The root is the concrete controller: a UIViewController is not enough for the observer.
            (
                "let controller: SceneRootViewController",
                "    let controller: UIViewController = BandScene.makeRootViewController(factory: Factory())"
            ),
        ])
    func mistakeFailsToCompile(_ line: String, _ replacement: String) throws {
        expectCompileError(try typecheck(Self.app(replacing: (line, replacement))), compiling: replacement)
    }

    @Test("case names: a tab is named by its root page, an action by its name (`sign_out` is `signOut`)")
    func names() throws {
        let setup = try #require(try generateFiles(Self.scene, name: "Band.scene.yaml", module: "App").first)
        #expect(setup.contents.contains("case home = 0\n"))
        #expect(setup.contents.contains("case library = 1\n"))
        #expect(setup.contents.contains("case openSettings\n"))
        #expect(setup.contents.contains("case signOut = \"sign_out\"\n"))
    }
}
