import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

#if canImport(UIKit)
    import UIKit
#else
    @testable import ScenecUIKitStandIn
#endif

/// Gives `window` `device`'s traits: its horizontal size class, by which UIKit lays presentations out (§10.2), and
/// its vertical size class and idiom, by which it sizes navigation bars (§4); on iOS the simulator's window has its
/// own.
@MainActor
func giveSizeClass(of device: SceneDevice, to window: UIWindow) {
    #if !canImport(UIKit)
        window.standInTraitCollection = UITraitCollection(
            horizontalSizeClass: device.sizeClass == .compact ? .compact : .regular,
            verticalSizeClass: device.verticalSizeClass == .compact ? .compact : .regular,
            idiom: device.idiom == .pad ? .pad : .phone)
    #endif
}

/// Links (scene format §10.3) and saved navigation (§10.4) on the running UI, hosted on the stand-in: opening a
/// link shows what `layout --link` lays out and leaves the UI in the runtime container's state; a state saved
/// on the UI and restored on a fresh one shows the same frames; an older state restores its longest valid prefix.
@Suite("Links and saved navigation, hosted on the stand-in")
@MainActor
struct LinksHostedTests {
    nonisolated static let examples = ["Music", "Player"]

    /// Values for every placeholder of `link`: the type's sample, or for a `String` `hostile` (spaces, `/`, `%`,
    /// `?`, `#`, emoji), which the URL must carry whole.
    static func bindings(_ link: SceneLink, hostile: String = "a b/c%d?e#f 🎵") -> [String: ArgumentValue] {
        var values: [String: ArgumentValue] = [:]
        for (name, argument) in link.route.arguments {
            values[name] = argument.type == .string ? .string(hostile) : argument.type.sample
        }
        return values
    }

    /// The reading `layout --link URL` lays out: the link's path resolved as `--path` (`StateRequest`), its
    /// script run on a runtime container.
    static func layoutReading(
        ofPath path: String, on device: SceneDevice, in definition: SceneDefinition
    ) throws -> SceneLayoutReading {
        let parts = path.split(separator: "|", omittingEmptySubsequences: false).map { part in
            part.split(separator: ",").map(String.init)
        }
        let request = StateRequest(device: device.name, path: parts[0], presented: Array(parts.dropFirst()))
        let (_, state) = try request.resolve(in: definition)
        var container = SceneContainer(definition: definition, device: device)
        try container.run(state.script)
        return SceneLayoutReading(snapshot: container.snapshot())
    }

    @Test(
        "opening every link of the examples shows the layout table's frames of its path, on every device",
        arguments: examples)
    func openEveryLink(_ name: String) throws {
        let definition = try #require(try SceneRootHostedTests().compiled(name).definition)
        #expect(definition.links.count >= 2)
        #expect(definition.links.contains { $0.steps.contains(where: \.isPresentation) })
        var opened = 0
        for device in definition.devices {
            for link in definition.links {
                let url = try link.route.url(for: Self.bindings(link))
                let (matched, bound) = try #require(definition.link(matching: url))
                expectEqual(matched, link)
                // On a fresh UI: what `layout --link` lays out for the path.
                let (window, controller) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
                giveSizeClass(of: device, to: window)
                #expect(try controller.open(url: url), "\(name) \(link.name) \(url)")
                window.layoutIfNeeded()
                let expected = try Self.layoutReading(ofPath: link.path, on: device, in: definition)
                expectEqual(
                    controller.layoutReading().differences(from: expected), [],
                    "\(name) \(device.name) \(link.name)")
                window.rootViewController = nil

                // From another tab with a page pushed, so that opening must select and pop (or, from the
                // attachment, keep them): the UI and a runtime container that opened the same link agree.
                let (movedWindow, moved) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
                giveSizeClass(of: device, to: movedWindow)
                var container = SceneContainer(definition: definition, device: device)
                let root = definition.tabs.last?.root ?? definition.root ?? ""
                var script: [SceneOperation] = [.start(root)]
                // A page without required arguments: a runtime container keeps no values for a script's push.
                let target = definition.page(root)?.pushTargets.first { target in
                    definition.page(target)?.arguments.allSatisfy { $0.isOptional || $0.defaultValue != nil } ?? false
                }
                if let target { script.append(.push(target)) }
                for operation in script {
                    try moved.apply(operation)
                    try container.apply(operation)
                }
                try moved.open(link, bindings: bound)
                try container.open(link, bindings: bound)
                movedWindow.layoutIfNeeded()
                expectEqual(moved.navigationState, container.navigationState, "\(name) \(device.name) \(link.name)")
                // Under a presentation both describe the top presented page's pager, header and page stack.
                let wanted = SceneLayoutReading(snapshot: container.snapshot())
                expectEqual(moved.layoutReading().differences(from: wanted), [], "\(name) \(device.name) \(link.name)")
                movedWindow.rootViewController = nil
                opened += 1
            }
        }
        #expect(opened >= 2 * definition.devices.count)
    }

    @Test("a link gives every page on its path the bound values, whole, and the saved state carries them")
    func linkArguments() throws {
        let (window, controller) = try SceneRootHostedTests().hostedMusic()
        defer { window.rootViewController = nil }
        let url = "https://music.example.com/artist/a%20b%2Fc%25%F0%9F%8E%B5/album/%3F%23"
        #expect(try controller.open(url: url))
        let state = controller.navigationState
        let pages = state.navigations[state.selectedTab ?? 0].pages
        expectEqual(pages.map(\.page), ["browse", "artist", "album"])
        expectEqual(pages[1].arguments, ["artistID": .string("a b/c%🎵")])
        expectEqual(pages[2].arguments, ["albumID": .string("?#")])
        expectEqual(try controller.open(url: "music://nothing"), false)
    }

    @Test("the observer hears the dismissals, the tab, the pops and pushes, then the presentations, in order")
    func observerHearsOpen() throws {
        let (window, controller) = try SceneRootHostedTests().hostedMusic()
        defer { window.rootViewController = nil }
        let observer = RecordingObserver(observing: controller)
        #expect(try controller.open(url: "music://settings"))
        expectEqual(observer.events, ["tab 2", "present p1/settings"])
        observer.events = []
        #expect(try controller.open(url: "music://album/12"))
        expectEqual(observer.events, ["dismiss p1/settings", "tab 0", "push album"])
        observer.events = []
        #expect(try controller.open(url: "https://music.example.com/artist/7"))
        expectEqual(observer.events, ["pop album", "push artist"])
        observer.events = []
        let report = controller.restore(SavedNavigation(selectedTab: 2, navigations: []))
        #expect(report.isComplete)
        expectEqual(observer.events, ["tab 2", "pop artist", "activate browse"])
    }

    @Test("a link whose path starts at the attachment page keeps the selected tab and its stack")
    func attachmentLink() throws {
        let (window, controller) = try SceneRootHostedTests().hostedMusic()
        defer { window.rootViewController = nil }
        #expect(try controller.open(url: "music://library/playlist/p1"))
        let before = controller.navigationState.navigations
        #expect(try controller.open(url: "music://player"))
        expectEqual(controller.navigationState.navigations, before)
        expectEqual(controller.presentations.map(\.page), ["player"])
        expectEqual(controller.presentations.first?.isFromAttachment, true)
    }

    @Test(
        "every enumerated state, saved on the UI and restored on a fresh one, shows the same frames",
        arguments: examples)
    func saveAndRestoreEveryState(_ name: String) throws {
        let result = try SceneRootHostedTests().compiled(name)
        let definition = try #require(result.definition)
        let table = try #require(result.layoutTable)
        var checked = 0
        for entry in table.devices {
            for state in entry.entries {
                let (window, controller) = SceneRootHostedTests().host(
                    definition, on: entry.device, log: AppearanceLog())
                for operation in state.state.script { try? controller.apply(operation) }
                window.layoutIfNeeded()
                let saved = controller.navigationState
                let data = try JSONEncoder().encode(saved)
                let (freshWindow, fresh) = SceneRootHostedTests().host(
                    definition, on: entry.device, log: AppearanceLog())
                let report = fresh.restore(decoding: { try JSONDecoder().decode(SavedNavigation.self, from: data) })
                freshWindow.layoutIfNeeded()
                #expect(report.isComplete, "\(name) \(state.state): \(report.dropped)")
                expectEqual(
                    fresh.layoutReading().restorablePart().differences(
                        from: controller.layoutReading().restorablePart()), [],
                    "\(name) \(entry.device.name) \(state.state)")
                expectEqual(fresh.navigationState, saved, "\(name) \(entry.device.name) \(state.state)")
                window.rootViewController = nil
                freshWindow.rootViewController = nil
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test("a table's restore check passes on a faithful restore and names every value a lossy one changes")
    func tableRestoreFailures() throws {
        let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
        var table = SceneLayoutTable(device: device.name)
        table.state("album", .start("browse"), .push("album"))
        table.state("settings", .start("library"), .present("settings"))
        table.state("browse", .start("browse"))
        func make(_ scene: SceneDefinition) -> (SceneDevice) -> SceneRootViewController {
            { device in
                SceneRootViewController(definition: scene, device: device) {
                    RecordingPage(id: $0.id, log: AppearanceLog())
                }
            }
        }
        expectEqual(table.restoreFailures(on: device, makeController: make(definition)), [])
        // Restoring on a scene whose browse page no longer pushes album drops the last page: the check says so.
        var newer = definition
        for index in newer.pages.indices where newer.pages[index].id == "browse" {
            newer.pages[index].push.removeAll { $0 == "album" }
        }
        var made = 0
        let lossy: (SceneDevice) -> SceneRootViewController = { device in
            made += 1
            return make(made % 2 == 1 ? definition : newer)(device)
        }
        let failures = table.restoreFailures(on: device, makeController: lossy)
        let prefix = "\(device.name), state album restored: "
        expectEqual(failures.first, prefix + "dropped tab 0, page 1 ('album'): 'browse' does not push 'album'")
        #expect(failures.contains(prefix + "pages: expected [\"browse\", \"album\"], found [\"browse\"]"))
        expectEqual(failures.last, prefix + "the restored UI saves another state")
        #expect(failures.allSatisfy { $0.hasPrefix(prefix) }, "\(failures)")
    }

    @Test("a state saved under an older scene restores its longest valid prefix and reports the rest")
    func restoreOlderState() throws {
        let (definition, device) = try SceneRootHostedTests().musicOnFirstDevice()
        let (savingWindow, controller) = SceneRootHostedTests().host(definition, on: device, log: AppearanceLog())
        defer { savingWindow.rootViewController = nil }
        #expect(try controller.open(url: "https://music.example.com/artist/7/album/12"))
        #expect(try controller.open(url: "music://settings"))
        let saved = controller.navigationState
        expectEqual(saved.navigations[0].pages.map(\.page), ["browse", "artist", "album"])
        expectEqual(saved.presentations.map(\.from), ["library"])
        // The newer scene: the artist no longer pushes albums, and the library no longer presents settings.
        var newer = definition
        for index in newer.pages.indices {
            if newer.pages[index].id == "artist" { newer.pages[index].push.removeAll { $0 == "album" } }
            if newer.pages[index].id == "library" { newer.pages[index].present.removeAll { $0 == "settings" } }
        }
        let (window, fresh) = SceneRootHostedTests().host(newer, on: device, log: AppearanceLog())
        let report = fresh.restore(saved)
        window.layoutIfNeeded()
        expectEqual(report.dropped.map(\.location), ["tab 0, page 2 ('album')", "presentation 0, page 0 ('settings')"])
        expectEqual(report.dropped.first?.reason, "'artist' does not push 'album'")
        let state = fresh.navigationState
        expectEqual(state.navigations[0].pages.map(\.page), ["browse", "artist"])
        expectEqual(state.navigations[0].pages[1].arguments, ["artistID": .string("7")])
        #expect(fresh.presentations.isEmpty)
        expectEqual(state.selectedTab, 2)

        // Another format version restores nothing, and bytes that do not decode change nothing.
        var future = saved
        future.version = 2
        expectEqual(fresh.restore(future).dropped.map(\.location), ["the state"])
        expectEqual(fresh.navigationState.navigations[0].pages.map(\.page), ["browse"])
        expectEqual(fresh.navigationState.selectedTab, 0)
        #expect(try fresh.open(url: "music://album/1"))
        let unreadable = fresh.restore(decoding: { throw Unreadable() })
        expectEqual(unreadable.dropped.map(\.location), ["the state"])
        expectEqual(fresh.navigationState.navigations[0].pages.map(\.page), ["browse", "album"])
    }
}

/// An error that decoding a saved state throws.
struct Unreadable: Error {}

/// Issue 41 items 1 and 2 on the running UI: a presented page with a required argument is presented by a script
/// (its defaults and samples, as the runtime's), a refused step is a failure of the table checks, and a saved page
/// holds what it shows (the values given, its defaults, the samples of a page made without values) in the UI and
/// the runtime alike (§10.4), so opening a link leaves both in one state even where a tab root has a default.
@Suite("Script presents and saved arguments, hosted on the stand-in")
@MainActor
struct SavedArgumentsHostedTests {
    static let scene = """
        scene: Sheets
        version: 1
        devices: [iphone, ipad-landscape]
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar, visible: true}
        pages:
          home: {type: App.Home, arguments: {limit: {type: Int, default: 50}}, push: [list], present: [sheet]}
          list:
            type: App.List
            arguments: {query: String, page: {type: Int, default: 1}, note: String?}
            present: [sheet]
          sheet:
            type: App.Sheet
            arguments: {id: Int, mode: [none, full]}
            push: [inner]
          inner: {type: App.Inner, arguments: {id: Int}}
          bar: {type: App.Bar, present: [player]}
          player: {type: App.Player, arguments: {track: String}, presentation: fullScreen}
        links:
          - {url: "sheets://sheet/{id}?mode={mode}", path: "home|sheet,inner"}
          - {url: "sheets://player/{track}", path: "bar|player"}
          - {url: "sheets://list/{query}", path: "home,list"}
        tests: {maxDepth: 2}
        """

    static func compiled() throws -> (SceneDefinition, LayoutTable) {
        let result = Compiler().compile(SourceFile(path: "Sheets.scene.yaml", text: scene))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return (try #require(result.definition), try #require(result.layoutTable))
    }

    static func make(_ definition: SceneDefinition) -> (SceneDevice) -> SceneRootViewController {
        { device in
            SceneRootViewController(definition: definition, device: device) {
                RecordingPage(id: $0.id, log: AppearanceLog())
            }
        }
    }

    @Test("every state runs whole on the UI, restores whole, and every link leaves the UI in the runtime's state")
    func everyStateAndLink() throws {
        let (definition, layoutTable) = try Self.compiled()
        for entry in layoutTable.devices {
            var table = SceneLayoutTable(device: entry.device.name)
            for layout in entry.entries {
                let (name, s) = (layout.state.name, layout.state.script)
                // `state(_:_:)` takes its steps one by one, as the generated tables write them.
                switch s.count {
                case 1: table.state(name, s[0])
                case 2: table.state(name, s[0], s[1])
                case 3: table.state(name, s[0], s[1], s[2])
                case 4: table.state(name, s[0], s[1], s[2], s[3])
                case 5: table.state(name, s[0], s[1], s[2], s[3], s[4])
                default: Issue.record("state \(name) has \(s.count) steps")
                }
            }
            #expect(table.rows.contains { $0.name == "home_presents_sheet_inner" })
            let make = Self.make(definition)
            expectEqual(table.restoreFailures(on: entry.device, makeController: make), [])
            let urls = ["sheets://sheet/7?mode=none", "sheets://player/t1", "sheets://list/q"]
            expectEqual(SceneLayoutTable.linkFailures(urls, on: entry.device, makeController: make), [])
        }
    }

    @Test("a saved page holds the values given, its defaults and its samples, in the runtime as on the UI")
    func savedPagesHoldWhatTheyShow() throws {
        let (definition, _) = try Self.compiled()
        let device = try #require(definition.devices.first)
        var container = SceneContainer(definition: definition, device: device)
        try container.run([.start("home"), .push("list"), .present("sheet")])
        let saved = container.navigationState
        expectEqual(
            saved.navigations[0].pages.map(\.arguments),
            [
                ["limit": .int(50)], ["query": .string("sample"), "page": .int(1)],
            ])
        expectEqual(saved.presentations.first?.pages.first?.arguments, ["id": .int(1), "mode": .choice("none")])
        // In a window: UIKit refuses to present on a view that is in none.
        let controller = Self.make(definition)(device)
        let window = showInWindow(controller, on: device)
        for operation in [SceneOperation.start("home"), .push("list"), .present("sheet")] {
            try controller.apply(operation)
        }
        turnRunLoop()
        expectEqual(controller.navigationState, saved)
        #expect(controller.presentedViewController != nil, "UIKit shows the presentation the state records")
        withExtendedLifetime(window) {}
    }

    @Test("a step the UI refuses is a failure of the table check, naming the state and the step")
    func refusedStepFails() throws {
        let (definition, _) = try Self.compiled()
        let device = try #require(definition.devices.first)
        var table = SceneLayoutTable(device: device.name)
        table.state("twice", .start("home"), .dismiss)
        let failures = table.restoreFailures(on: device, makeController: Self.make(definition))
        #expect(
            failures.count == 1 && failures[0].hasPrefix("iphone, state twice: step 2 (dismiss) is refused"),
            "\(failures)")
    }
}
