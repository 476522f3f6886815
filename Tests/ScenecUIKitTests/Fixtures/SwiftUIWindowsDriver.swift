// The driver of DocumentationSnippetTests' "the article's SwiftUI app gives each window its own root" test, compiled
// as the main.swift of an executable with the SwiftUI example of ScenecUIKit.docc/OpeningLinksAndRestoring.md (its
// module MusicApp, with the generated MusicScene and examples/MusicApp), the test-only SwiftUI stand-in and the UIKit
// stand-in. It opens two windows of the example's app as SwiftUI would on iPad or Mac Catalyst
// (`StandInAppSession`), sends each a link, and prints what each window shows.
import Foundation
@testable import MusicApp
import ScenecRuntime
import ScenecUIKit
@testable import ScenecUIKitStandIn
@testable import SwiftUI

/// What `shown` shows: the root controller in its window, its tab and stacks; or that it shows none of its own.
@MainActor func show(_ moment: String, _ name: String, _ shown: StandInSceneWindow) {
    guard let root = shown.window.rootViewController as? SceneRootViewController, root.view.window === shown.window
    else {
        print("\(moment): the \(name) window shows no root of its own")
        return
    }
    let state = root.navigationState
    let stacks = state.navigations.map { $0.pages.map(\.page).joined(separator: ",") }
    print(
        "\(moment): the \(name) window: tab \(state.selectedTab.map(String.init) ?? "-") "
            + "[\(stacks.joined(separator: " | "))]")
}

MainActor.assumeIsolated {
    let session = StandInAppSession<MusicPlayerApp>()
    let bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let first = session.openWindow(frame: bounds)
    let second = session.openWindow(frame: bounds)
    StandInRunLoop.turn()
    show("two windows opened", "first", first)
    show("two windows opened", "second", second)
    first.open(URL(string: "music://album/a1")!)
    StandInRunLoop.turn()
    show("a link sent to the first", "first", first)
    show("a link sent to the first", "second", second)
    second.open(URL(string: "music://library/playlist/p9")!)
    StandInRunLoop.turn()
    show("a link sent to the second", "first", first)
    show("a link sent to the second", "second", second)
}
