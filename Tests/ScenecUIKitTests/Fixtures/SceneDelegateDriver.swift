// The driver of DocumentationSnippetTests' "the article's scene delegate runs" test: compiled with the scene delegate of
// ScenecUIKit.docc/OpeningLinksAndRestoring.md, the generated MusicScene and examples/MusicApp into one executable
// against the UIKit stand-in, it makes UIKit's calls in UIKit's order (the stand-in's test-only initialisers make
// the scenes, sessions and URL contexts UIKit would) and prints what the UI shows after each.
import Foundation
import ScenecRuntime
import ScenecUIKit
@testable import ScenecUIKitStandIn

/// Runs the article's scene delegate on the stand-in: UIKit's calls, in UIKit's order, and what the UI shows.
@main
struct Driver {
    static let bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)

    @MainActor static func main() {
        // A first launch, by a link.
        let first = SceneDelegate()
        let scene = UIWindowScene(session: UISceneSession(), bounds: bounds)
        first.scene(scene, willConnectTo: scene.session, options: options(urls: ["music://album/a1"]))
        show("launched by a link", first)
        // Running: a link, then a universal link, then a URL of no link.
        first.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: "music://library/playlist/p9")!)])
        show("opened a link", first)
        let web = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
        web.webpageURL = URL(string: "https://music.example.com/artist/r1")
        first.scene(scene, continue: web)
        show("continued a universal link", first)
        first.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: "music://nowhere")!)])
        show("opened an unknown URL", first)
        // UIKit saves the state, ends the app, and connects the scene again with it and a link.
        let saved = first.stateRestorationActivity(for: scene)
        let again = SceneDelegate()
        let session = UISceneSession(stateRestorationActivity: saved)
        let relaunched = UIWindowScene(session: session, bounds: bounds)
        again.scene(relaunched, willConnectTo: session, options: options(urls: ["music://album/a2"]))
        show("relaunched with the state and a link", again)
        // A state saved by an older app, whose playlist page had another id.
        let data = saved?.userInfo?["navigation"] as? Data ?? Data()
        let renamed = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"playlist\"", with: "\"list\"")
        let old = NSUserActivity(activityType: SceneDelegate.navigationActivity)
        old.userInfo = ["navigation": Data(renamed.utf8)]
        let oldSession = UISceneSession(stateRestorationActivity: old)
        let third = SceneDelegate()
        third.scene(
            UIWindowScene(session: oldSession, bounds: bounds), willConnectTo: oldSession, options: options(urls: []))
        show("relaunched with an older state", third)
    }

    @MainActor static func options(urls: [String]) -> UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(urlContexts: Set(urls.map { UIOpenURLContext(url: URL(string: $0)!) }))
    }

    /// The UI's tab and stacks, and its presentations, as one line.
    @MainActor static func show(_ moment: String, _ delegate: SceneDelegate) {
        guard let root = delegate.window?.rootViewController as? SceneRootViewController else {
            print("\(moment): no root")
            return
        }
        let state = root.navigationState
        let stacks = state.navigations.map { $0.pages.map(\.page).joined(separator: ",") }
        let shown = state.presentations.map { $0.pages.map(\.page).joined(separator: ",") }
        print(
            "\(moment): tab \(state.selectedTab.map(String.init) ?? "-") [\(stacks.joined(separator: " | "))]"
                + (shown.isEmpty ? "" : " presenting [\(shown.joined(separator: " | "))]"))
    }
}
