/// The properties the saved-navigation fuzzer (`Fuzz/Sources/FuzzRestore`, `SCENEC_FUZZ_TARGET=restore
/// Scripts/fuzz.sh`) checks on every input, shared with the test that replays its seeds (`RestoreFuzzReplayTests`).
/// Public only for those two; the underscore says there is no API promise.
///
/// An input is bytes. The fuzzer first decodes them as a `SavedNavigation` (JSON, with Foundation) and, whether or
/// not that works, also mutates the valid states of `states` with the bytes (`mutated(_:by:)`), so that both random
/// byte strings and mutated valid states are restored on `definition`.
public enum _SavedNavigationInvariants {
    /// A scene with tabs, an attachment, arguments (a list type and a default among them), a pager and
    /// presentations (one with detents): every part a saved state names.
    public static var definition: SceneDefinition {
        var scene = SceneDefinition(name: "Music")
        scene.devices = [device, SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular)]
        scene.tabs = [SceneTab(title: "Home", root: "home"), SceneTab(title: "Search", root: "search")]
        scene.attachment = SceneAttachment(page: "bar", isVisible: true)
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(.half))
        home.push = ["album"]
        home.present = ["settings"]
        var search = ScenePage(id: "search", type: "App.Search")
        search.push = ["album", "search"]
        var album = ScenePage(id: "album", type: "App.Album", size: ScenePageSize(.half))
        album.arguments = [
            SceneArgument(name: "albumID", type: .string),
            SceneArgument(name: "sort", type: .choice(["title", "date"]), defaultValue: .choice("title")),
        ]
        album.push = ["album"]
        var pager = ScenePager()
        pager.tabs = [
            ScenePagerTab(title: "Tracks", page: "tracks", width: 80),
            ScenePagerTab(title: "About", page: "info", width: 80),
        ]
        album.pager = pager
        var tracks = ScenePage(id: "tracks", type: "App.Tracks")
        tracks.present = ["share"]
        let info = ScenePage(id: "info", type: "App.Info")
        var share = ScenePage(id: "share", type: "App.Share")
        share.arguments = [SceneArgument(name: "count", type: .int, isOptional: true)]
        var settings = ScenePage(id: "settings", type: "App.Settings")
        settings.push = ["advanced"]
        settings.present = ["settings"]
        settings.presentation = ScenePresentation(style: .formSheet, detents: [.medium, .large])
        var advanced = ScenePage(id: "advanced", type: "App.Advanced")
        advanced.present = ["settings"]
        var bar = ScenePage(id: "bar", type: "App.Bar")
        bar.present = ["player"]
        var player = ScenePage(id: "player", type: "App.Player")
        player.presentation = ScenePresentation(style: .fullScreen)
        scene.pages = [home, search, album, tracks, info, share, settings, advanced, bar, player]
        return scene
    }

    /// The device the fuzzer restores on (compact, so detents apply).
    public static let device = SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact)

    /// A few valid states of `definition`, the seeds of the mutations.
    public static var states: [SavedNavigation] {
        let album = SavedNavigation.Page(
            page: "album", arguments: ["albumID": .string("a/1 %"), "sort": .choice("date")], pagerTab: 1)
        return [
            SavedNavigation(
                selectedTab: 1,
                navigations: [
                    SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "home"), album]),
                    SavedNavigation.Stack(pages: [
                        SavedNavigation.Page(page: "search"), SavedNavigation.Page(page: "search"), album,
                    ]),
                ]),
            SavedNavigation(
                selectedTab: 0,
                navigations: [
                    SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "home")]),
                    SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "search")]),
                ],
                presentations: [
                    SavedNavigation.Presentation(
                        from: "home", detent: .large,
                        pages: [SavedNavigation.Page(page: "settings"), SavedNavigation.Page(page: "advanced")]),
                    SavedNavigation.Presentation(from: "advanced", pages: [SavedNavigation.Page(page: "settings")]),
                ]),
            SavedNavigation(
                selectedTab: 0,
                navigations: [SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "home"), album])],
                presentations: [
                    SavedNavigation.Presentation(
                        from: "album", pages: [SavedNavigation.Page(page: "share", arguments: ["count": .int(3)])])
                ]),
            SavedNavigation(
                selectedTab: 0,
                navigations: [SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "home")])],
                presentations: [
                    SavedNavigation.Presentation(
                        from: "bar", fromAttachment: true, pages: [SavedNavigation.Page(page: "player")])
                ]),
        ]
    }

    /// The broken properties of restoring `saved` (empty when all hold): restoring never traps (a trap ends the
    /// process, which the fuzzer reports); what was restored saves as a state that restores completely to the same
    /// container; a complete report means the state came back as saved (up to defaults filled in).
    public static func check(_ saved: SavedNavigation) -> [String] {
        var broken: [String] = []
        let (container, report) = SceneContainer.restoring(saved, definition: definition, device: device)
        let again = SceneContainer.restoring(container.navigationState, definition: definition, device: device)
        if !again.report.isComplete {
            broken.append("the restored state does not restore completely: \(again.report.dropped)")
        }
        if again.container.navigationState != container.navigationState {
            broken.append("restoring the restored state changes it")
        }
        if again.container.snapshot() != container.snapshot() {
            broken.append("restoring the restored state changes its frames")
        }
        if report.isComplete, container.navigationState.presentations.count != saved.presentations.count {
            broken.append(
                "a complete report, but \(saved.presentations.count) presentations became "
                    + "\(container.navigationState.presentations.count)")
        }
        return broken
    }

    /// `state` changed by the bytes: each 3 bytes pick an operation and its operands (rename a page, drop or
    /// retype an argument, add one, move an index out of range, drop a page, change the version, …).
    public static func mutated(_ state: SavedNavigation, by bytes: [UInt8]) -> SavedNavigation {
        var state = state
        let names = [
            "home", "search", "album", "tracks", "info", "share", "settings", "advanced", "bar", "player", "gone", "",
        ]
        let values: [ArgumentValue] = [
            .string(""), .string("x"), .int(-1), .int(Int.max), .double(.nan), .double(1.5), .bool(true),
            .choice("date"), .choice("nope"), .uuid("bad"), .url("https://e.com"),
        ]
        var index = 0
        while index + 2 < bytes.count {
            let (op, a, b) = (bytes[index], Int(bytes[index + 1]), Int(bytes[index + 2]))
            index += 3
            func mutatePage(_ page: inout SavedNavigation.Page) {
                switch op % 6 {
                case 0: page.page = names[b % names.count]
                case 1: page.arguments[["albumID", "sort", "count", "x"][b % 4]] = values[a % values.count]
                case 2: page.arguments.removeValue(forKey: ["albumID", "sort", "count"][b % 3])
                case 3: page.pagerTab = b % 2 == 0 ? nil : b - 128
                default: break
                }
            }
            switch op % 11 {
            case 0...3:
                guard !state.navigations.isEmpty else { continue }
                let stack = a % state.navigations.count
                guard !state.navigations[stack].pages.isEmpty else { continue }
                mutatePage(&state.navigations[stack].pages[b % state.navigations[stack].pages.count])
            case 4:
                guard !state.presentations.isEmpty else { continue }
                let presentation = a % state.presentations.count
                guard !state.presentations[presentation].pages.isEmpty else { continue }
                mutatePage(&state.presentations[presentation].pages[b % state.presentations[presentation].pages.count])
            case 5: state.selectedTab = b % 4 == 0 ? nil : b - 128
            case 6:
                guard !state.navigations.isEmpty else { continue }
                let stack = a % state.navigations.count
                if b % 2 == 0, !state.navigations[stack].pages.isEmpty {
                    state.navigations[stack].pages.remove(at: b % state.navigations[stack].pages.count)
                } else {
                    state.navigations[stack].active = b - 128
                }
            case 7:
                if b % 2 == 0 {
                    state.navigations.append(
                        SavedNavigation.Stack(pages: [SavedNavigation.Page(page: names[a % names.count])]))
                } else if !state.navigations.isEmpty {
                    state.navigations.removeLast()
                }
            case 8:
                if b % 2 == 0, !state.presentations.isEmpty {
                    state.presentations.remove(at: a % state.presentations.count)
                } else {
                    state.presentations.append(
                        SavedNavigation.Presentation(
                            from: names[a % names.count], fromAttachment: b % 3 == 0,
                            detent: b % 5 == 0 ? .medium : nil,
                            pages: b % 7 == 0 ? [] : [SavedNavigation.Page(page: names[b % names.count])]))
                }
            case 9:
                guard !state.presentations.isEmpty else { continue }
                let presentation = a % state.presentations.count
                state.presentations[presentation].detent = [nil, .medium, .large][b % 3]
                state.presentations[presentation].fromAttachment.toggle()
            default: state.version = b % 4 == 0 ? b : SavedNavigation.currentVersion
            }
        }
        return state
    }
}
