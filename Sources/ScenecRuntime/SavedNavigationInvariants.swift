/// The properties the saved-navigation fuzzer (`Fuzz/Sources/FuzzRestore`, `SCENEC_FUZZ_TARGET=restore
/// Scripts/fuzz.sh`) checks on every input, shared with the test that replays its seeds (`RestoreFuzzReplayTests`).
/// Public only for those two; the underscore says there is no API promise.
///
/// An input is bytes. The fuzzer first decodes them as a `SavedNavigation` (JSON, with Foundation) and, whether or
/// not that works, also mutates the valid states of `states` with the bytes (`mutated(_:by:)`), so that both random
/// byte strings and mutated valid states are restored on `definition`.
public enum _SavedNavigationInvariants {
    /// A scene with tabs, an attachment, arguments (a list type, a `Double`, and defaults among them, one on a tab's
    /// root), a pager and presentations (one with detents): every part a saved state names.
    public static var definition: SceneDefinition {
        var scene = SceneDefinition(name: "Music")
        scene.devices = [device, SceneDevice(name: "ipad", width: 1024, height: 768, sizeClass: .regular)]
        scene.tabs = [SceneTab(title: "Home", root: "home"), SceneTab(title: "Search", root: "search")]
        scene.attachment = SceneAttachment(page: "bar", isVisible: true)
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(.half))
        home.push = ["album"]
        home.present = ["settings"]
        home.arguments = [SceneArgument(name: "limit", type: .int, defaultValue: .int(50))]
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
        share.arguments = [
            SceneArgument(name: "count", type: .int, isOptional: true),
            SceneArgument(name: "rating", type: .double, isOptional: true),
        ]
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
        if report.isComplete {
            broken += disagreements(saved: saved, restored: container.navigationState)
        }
        for drop in report.dropped where !isSentence(drop.reason) || !isSentence(drop.location) {
            broken.append("a report entry that is not a sentence: \(drop)")
        }
        return broken
    }

    /// How `restored` (the state a complete restore of `saved` saves again) differs from `saved` beyond what
    /// restoring fills in (an active index, a detent or a pager tab left out, arguments' defaults, tabs the state did
    /// not name), and the values it holds that it could not save as JSON (a `Double` that is not finite): a complete
    /// report must mean the state came back as saved (issue 41: a presentation's `from`, an empty navigation, a root
    /// page's arguments and non-finite numbers once restored as complete and came back otherwise).
    public static func disagreements(saved: SavedNavigation, restored: SavedNavigation) -> [String] {
        var found: [String] = []
        func compare(_ saved: [SavedNavigation.Page], _ restored: [SavedNavigation.Page], _ place: String) {
            guard saved.map(\.page) == restored.map(\.page) else {
                found.append("\(place) restored as \(restored.map(\.page)), saved as \(saved.map(\.page))")
                return
            }
            for (index, (old, new)) in zip(saved, restored).enumerated() {
                if let tab = old.pagerTab, new.pagerTab != tab {
                    found.append(
                        "\(place), page \(index): pager tab \(tab) restored as \(String(describing: new.pagerTab))")
                }
                let declared = definition.page(old.page)?.arguments ?? []
                let oldValues = try? old.pageArguments.resolved(for: declared).get()
                let newValues = try? new.pageArguments.resolved(for: declared).get()
                if oldValues != newValues {
                    found.append("\(place), page \(index): arguments \(old.arguments) restored as \(new.arguments)")
                }
                for (name, value) in new.arguments {
                    if case .double(let number) = value, !number.isFinite {
                        found.append(
                            "\(place), page \(index): argument '\(name)' holds \(number), which JSON cannot hold")
                    }
                }
            }
        }
        if saved.selectedTab != restored.selectedTab {
            found.append(
                "the selected tab \(String(describing: saved.selectedTab)) restored as \(String(describing: restored.selectedTab))"
            )
        }
        for (index, stack) in saved.navigations.enumerated() {
            guard restored.navigations.indices.contains(index) else {
                found.append("tab \(index) was not restored")
                continue
            }
            compare(stack.pages, restored.navigations[index].pages, "tab \(index)")
            if let active = stack.active, restored.navigations[index].active != active {
                found.append(
                    "tab \(index): active page \(active) restored as \(String(describing: restored.navigations[index].active))"
                )
            }
        }
        guard saved.presentations.count == restored.presentations.count else {
            return found + ["\(saved.presentations.count) presentations restored as \(restored.presentations.count)"]
        }
        for (index, (old, new)) in zip(saved.presentations, restored.presentations).enumerated() {
            if old.from != new.from || old.fromAttachment != new.fromAttachment {
                found.append(
                    "presentation \(index) from '\(old.from)' (attachment: \(old.fromAttachment)) restored from "
                        + "'\(new.from)' (attachment: \(new.fromAttachment))")
            }
            if let detent = old.detent, new.detent != detent {
                found.append("presentation \(index): detent \(detent) restored as \(String(describing: new.detent))")
            }
            compare(old.pages, new.pages, "presentation \(index)")
        }
        return found
    }

    /// Whether a report's text reads as words a developer can act on (issue 41): not empty, no empty name (`''`),
    /// no raw value of an enum or a type (`indexOutOfRange(-1)`, `ScenecRuntime.…`: a letter or digit straight
    /// before `(`), and "an Int", not "a Int".
    public static func isSentence(_ text: String) -> Bool {
        // The standard library's `String.contains(_: some StringProtocol)` is iOS 16: search the UTF-8 bytes.
        let bytes = Array(text.utf8)
        func has(_ part: String) -> Bool {
            let part = Array(part.utf8)
            guard part.count <= bytes.count else { return false }
            return (0...(bytes.count - part.count)).contains { bytes[$0..<$0 + part.count].elementsEqual(part) }
        }
        guard !text.isEmpty, !has("''"), !has("ScenecRuntime."), !has(" a Int") else {
            return false
        }
        var previous: Character = " "
        for character in text {
            if character == "(", previous.isLetter || previous.isNumber { return false }
            previous = character
        }
        return true
    }

    /// `state` changed by the bytes: each 3 bytes pick an operation and its operands (rename a page, drop or
    /// retype an argument, add one, move an index out of range, drop a page, change the version, …).
    public static func mutated(_ state: SavedNavigation, by bytes: [UInt8]) -> SavedNavigation {
        var state = state
        let names = [
            "home", "search", "album", "tracks", "info", "share", "settings", "advanced", "bar", "player", "gone", "",
        ]
        let values: [ArgumentValue] = [
            .string(""), .string("x"), .int(-1), .int(Int.max), .double(.nan), .double(1.5), .double(-.infinity),
            .bool(true),
            .choice("date"), .choice("nope"), .uuid("bad"), .url("https://e.com"),
        ]
        var index = 0
        while index + 2 < bytes.count {
            let (op, a, b) = (bytes[index], Int(bytes[index + 1]), Int(bytes[index + 2]))
            index += 3
            func mutatePage(_ page: inout SavedNavigation.Page) {
                switch op % 6 {
                case 0: page.page = names[b % names.count]
                case 1:
                    page.arguments[["albumID", "sort", "count", "x", "rating", "limit"][b % 6]] =
                        values[a % values.count]
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
                if b % 4 == 3 {
                    state.presentations[presentation].from = names[a % names.count]
                } else {
                    state.presentations[presentation].detent = [nil, .medium, .large][b % 3]
                    state.presentations[presentation].fromAttachment.toggle()
                }
            default: state.version = b % 4 == 0 ? b : SavedNavigation.currentVersion
            }
        }
        return state
    }
}
