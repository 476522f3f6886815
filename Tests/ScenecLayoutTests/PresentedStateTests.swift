import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import Testing

/// Scene format §10.2 in layout: `--path` with `|`, presented states in the enumeration (within `tests.maxDepth`,
/// counted by the test-size bound), the `presented` field of the JSON, the text and SVG renderings, and the per-state
/// checks on presented pages.
@Suite struct PresentedStateTests {
    static let scene = """
        scene: Shop
        version: 1
        devices: [ipad-landscape, iphone]
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar, visible: true}
        pages:
          home:
            type: App.Home
            push: [item]
            present: [settings]
          item:
            type: App.Item
            size: {regular: half, compact: full}
            arguments: {itemID: String}
            pager:
              tabs:
                - {title: Reviews, page: reviews, width: 100}
          reviews:
            type: App.Reviews
            arguments: {itemID: String}
            present: [share]
          share:
            type: App.Share
            presentation: {style: {regular: popover, compact: sheet}, detents: [medium, large]}
          settings:
            type: App.Settings
            push: [advanced]
            presentation: {style: sheet, detents: [medium, large]}
          advanced:
            type: App.Advanced
          bar:
            type: App.Bar
            present: [player]
          player:
            type: App.Player
            presentation: fullScreen
        tests: {maxDepth: 2}
        """

    static func compiled() throws -> (Scene, SceneDefinition) {
        let scene = try #require(compileScene(Self.scene))
        return (scene, SceneDefinition(checked: scene))
    }

    @Test func theEnumerationFollowsPresentEdgesWithinMaxDepth() throws {
        let (scene, _) = try Self.compiled()
        let enumeration = states(of: scene)
        let names = enumeration.states.map(\.name)
        expectEqual(
            names,
            [
                "home", "home_item", "home_item_active0", "home_presents_settings", "bar_presents_player",
                "home_item_presents_share", "home_presents_settings_advanced",
            ])
        let share = try #require(enumeration.states.first { $0.name == "home_item_presents_share" })
        expectEqual(share.presented, [PresentedPath(from: PageID("item"), pages: [PageID("share")])])
        expectEqual(share.script, [.start("home"), .push("item"), .present("share")])
        #expect(share.top == PageID("share") && share.pageCount == 3)
        let player = try #require(enumeration.states.first { $0.name == "bar_presents_player" })
        expectEqual(player.script, [.start("home"), .presentFromAttachment("player")])
        #expect(player.pathDescription == "bar | player" && player.pathArgument == "bar|player")
        // maxDepth 1 keeps one push or one presentation.
        var limits = scene.tests
        limits.maxDepth = 1
        let shallow = StateEnumerator.enumerate(
            SceneDefinition(checked: scene), limits: limits,
            on: .init(
                name: "ipad", width: 1180, height: 820, sizeClass: .regular))
        #expect(!shallow.states.contains { $0.pageCount > 2 })
        #expect(shallow.states.contains { $0.name == "home_presents_settings" })
    }

    @Test func theTestSizeBoundCountsPresentations() throws {
        let (scene, definition) = try Self.compiled()
        let enumeration = states(of: scene)
        let withPresentations = LayoutChecker.testAssertionCount(definition, [enumeration])
        var plain = enumeration
        plain.states.removeAll { !$0.presented.isEmpty }
        let presented = enumeration.states.filter { !$0.presented.isEmpty }
        #expect(!presented.isEmpty)
        // Each presented state adds its own count, and each of its presentations 4 plus a frame per page.
        let extra = presented.reduce(0) { $0 + $1.presented.reduce(0) { $0 + 4 + $1.pages.count } }
        #expect(withPresentations > LayoutChecker.testAssertionCount(definition, [plain]) + extra)
    }

    @Test func aPathWithBarsNamesPresentations() throws {
        let (scene, definition) = try Self.compiled()
        let request = StateRequest(device: "iphone", path: ["home"], presented: [["settings", "advanced"]])
        let (device, state) = try request.resolve(in: definition)
        expectEqual(state.name, "home_presents_settings_advanced")
        expectEqual(state.script, [.start("home"), .present("settings"), .push("advanced")])
        let layout = LayoutEngine.layout(state, in: definition, on: device)
        let sheet = try #require(layout.presented.first)
        #expect(sheet.layout.style == .sheet && sheet.layout.detent == .medium && sheet.layout.isDimmed)
        expectEqual(sheet.layout.frame, Rect(x: 0, y: 426, width: 393, height: 426))
        expectEqual(sheet.pages.map(\.page.rawValue), ["settings", "advanced"])
        expectEqual(sheet.pages.map(\.visible), [false, true])
        _ = scene
    }

    @Test func badBarPathsSayWhy() throws {
        let (_, definition) = try Self.compiled()
        func failure(_ path: [String], _ presented: [[String]]) -> String? {
            do {
                _ = try StateRequest(path: path, presented: presented).resolve(in: definition)
                return nil
            } catch {
                return error.description
            }
        }
        expectEqual(failure(["home"], [["player"]]), "page 'home' cannot present 'player'; it presents 'settings'")
        expectEqual(
            failure(["home"], [["settings", "item"]]), "page 'settings' cannot push 'item'; it pushes 'advanced'")
        expectEqual(
            failure(["bar", "home"], [["player"]]),
            "the attachment page 'bar' only presents; it pushes no page, so it must stand alone before the "
                + "first '|'")
        expectEqual(failure(["home"], [["setings"]])?.hasSuffix("did you mean 'settings'?"), true)
        #expect(failure(["bar"], [["player"]]) == nil)
        // `--active` applies to the navigation below the presentations (§10.2).
        let (_, active) = try StateRequest(path: ["home", "item"], active: 0, presented: [["share"]])
            .resolve(in: definition)
        expectEqual(active.name, "home_item_presents_share_active0")
        expectEqual(active.script, [.start("home"), .push("item"), .present("share"), .activate(0)])
    }

    @Test func theJSONGainsPresentedOnlyWhenSomethingIsPresented() throws {
        let (_, definition) = try Self.compiled()
        let (device, plain) = try StateRequest(path: ["home", "item"]).resolve(in: definition)
        let plainJSON = LayoutJSON.json(LayoutEngine.layout(plain, in: definition, on: device)).serialized(
            pretty: false)
        #expect(!plainJSON.contains("presented"))
        let (_, state) = try StateRequest(path: ["home", "item"], presented: [["share"]]).resolve(in: definition)
        let layout = LayoutEngine.layout(state, in: definition, on: device)
        let json = LayoutJSON.json(layout).serialized(pretty: false)
        // The navigation below keeps its frames: the object up to `top` is the state's without the presentation.
        // `top` is the presented page's (share has no pager), and `presented` comes last.
        let prefix = String(plainJSON[..<plainJSON.range(of: #","top":"#)!.lowerBound])
        #expect(json.hasPrefix(prefix + #","top":null,"presented":"#))
        let presented: String =
            #","top":null,"presented":[{"page":"share","from":"item","style":"popover","detent":null,"#
            + #""dimmed":false,"frame":{"x":628,"y":10,"width":320,"height":480},"pages":[{"page":"share","#
            + #""frame":{"x":0,"y":0,"width":320,"height":480},"visible":true}]}]}"#
        #expect(json.dropFirst(prefix.count) == presented)
        let line = LayoutJSON.line(layout, device: device.name)
        #expect(line.contains(#""presented":[{"from":"item","attachment":false,"pages":["share"]}]"#))
    }

    @Test func textAndSVGShowPresentations() throws {
        let (_, definition) = try Self.compiled()
        let (device, state) = try StateRequest(device: "iphone", path: ["home"], presented: [["settings"]])
            .resolve(in: definition)
        let layout = LayoutEngine.layout(state, in: definition, on: device)
        let text = LayoutText.render(layout)
        #expect(text.contains("state home_presents_settings: home | settings on iphone"))
        #expect(
            text.contains(
                "presented 1 settings from home  (0, 426, 393, 426)  sheet, detent medium, dims what is below"))
        #expect(text.contains("  * page 0 settings (App.Settings)  (0, 0, 393, 426)  visible"))
        let svg = LayoutSVG.render(layout)
        #expect(svg.contains(##"<rect x="0" y="0" width="393" height="852" fill="#000000" fill-opacity="0.4"/>"##))
        #expect(svg.contains(##"<rect x="0" y="426" width="393" height="426" fill="#ffffff" stroke="#7b3fa0""##))
        // A popover does not dim.
        let (ipad, popover) = try StateRequest(path: ["home", "item"], presented: [["share"]]).resolve(in: definition)
        #expect(
            !LayoutSVG.render(LayoutEngine.layout(popover, in: definition, on: ipad)).contains("fill-opacity=\"0.4\""))
    }

    @Test func aPresentationWithNoRoomIsNotShown() throws {
        // A popover in a window narrower than twice its margin has no width: SC4005 names the presented page.
        let text = Self.scene.replacingOccurrences(
            of: "devices: [ipad-landscape, iphone]",
            with: "devices: [{name: tiny, width: 400, height: 300, sizeClass: regular}]\nmetrics: {popoverMargin: 200}"
        ).replacingOccurrences(of: "size: {regular: half, compact: full}", with: "size: full")
        let result = Compiler().compile(SourceFile(path: "tiny.scene.yaml", text: text))
        let notShown = result.diagnostics.filter { $0.code == .activePageNotShown }
        expectEqual(notShown.count, 1)
        expectEqual(
            notShown.first?.message.hasPrefix(
                "page 'share' is not shown when it is active: its presentation has no room on the device"), true,
            "\(notShown.map(\.message))")
    }

    /// The messaging-app case of issue 26, in the Music example: a pushed page gets its id from the push, and the
    /// pages of a pager get their host's, with no side channel.
    @Test func theMusicExamplePassesIDsByArgumentsAndFromPagerHosts() throws {
        let scene = try #require(exampleScene("Music.scene.yaml"))
        let definition = SceneDefinition(checked: scene)
        let device = try #require(definition.device(named: "iphone"))
        var container = SceneContainer(definition: definition, device: device)
        try container.start(at: "browse")
        #expect(throws: SceneError.arguments(page: "artist", .missing("artistID"))) {
            try container.push("artist", arguments: PageArguments())
        }
        try container.push("artist", arguments: PageArguments([("artistID", .string("a42"))]))
        expectEqual(container.topArguments, PageArguments([("artistID", .string("a42"))]))
        expectEqual(container.arguments(ofPagerPage: "artistAlbums"), PageArguments([("artistID", .string("a42"))]))
        try container.push("album", arguments: PageArguments([("albumID", .string("b7"))]))
        expectEqual(container.topArguments["albumID"], .string("b7"))
        // The settings sheet (detents on iPhone) and the full-screen player from the now-playing bar.
        try container.start(at: "library")
        try container.run([.present("settings"), .setDetent(.large), .push("audioQuality")])
        expectEqual(container.snapshot().presentations.first?.layout.detent, .large)
        try container.run([.dismiss, .presentFromAttachment("player")])
        expectEqual(container.snapshot().presentations.first?.frame, Rect(x: 0, y: 0, width: 393, height: 852))
    }
}

/// Issue 41 item 1: a presented page with a required argument. A navigation script supplies no values, so its
/// present step gives the page its defaults and samples, as a push does (§10.1); no step of any path, enumerated
/// state or link fails silently.
@Suite struct PresentedRequiredArgumentTests {
    static let scene = """
        scene: Sheets
        version: 1
        devices: [iphone, ipad-landscape]
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar, visible: true}
        pages:
          home: {type: App.Home, present: [sheet]}
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
        tests: {maxDepth: 2}
        """

    @Test func presentedPathsLayOutTheirPresentation() throws {
        let result = Compiler().compile(SourceFile(path: "Sheets.scene.yaml", text: Self.scene))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let definition = try #require(result.definition)
        for (path, presented, top) in [
            (["home"], [["sheet"]], "sheet"), (["home"], [["sheet", "inner"]], "inner"),
            (["bar"], [["player"]], "player"),
        ] {
            let (device, state) = try StateRequest(device: "iphone", path: path, presented: presented)
                .resolve(in: definition)
            let layout = LayoutEngine.layout(state, in: definition, on: device)
            expectEqual(layout.presented.map { $0.pages.map(\.page.rawValue) }, presented, "\(path) \(presented)")
            expectEqual(layout.navigation.pages.map(\.page.rawValue), ["home"], "\(path) \(presented)")
            expectEqual(state.top, PageID(top))
        }
        expectEqual(try StateRequest.linkPath("sheets://sheet/7?mode=none", in: definition), "home|sheet,inner")
        // The runtime opens both links, the presented pages with their bound values.
        for url in ["sheets://sheet/7?mode=full", "sheets://player/t1"] {
            let (link, bindings) = try #require(definition.link(matching: url))
            var container = SceneContainer(definition: definition, device: try #require(definition.devices.first))
            try container.open(link, bindings: bindings)
            expectEqual(container.presentations.count, 1, "\(url)")
        }
        // Every enumerated state's script runs whole, and the presented states are there.
        let table = try #require(result.layoutTable)
        #expect(PipelineInvariants.checkScripts(table, definition: definition).isEmpty)
        let names = table.devices[0].entries.map(\.state.name)
        #expect(names.contains("home_presents_sheet_inner") && names.contains("bar_presents_player"), "\(names)")
        let inner = try #require(table.devices[0].entries.first { $0.state.name == "home_presents_sheet_inner" })
        expectEqual(inner.presented.first?.pages.map(\.page.rawValue), ["sheet", "inner"])
    }

    @Test func aRefusedStepIsReportedNotSwallowed() throws {
        let result = Compiler().compile(SourceFile(path: "Sheets.scene.yaml", text: Self.scene))
        let definition = try #require(result.definition)
        let device = try #require(definition.devices.first)
        var state = try StateRequest(device: "iphone", path: ["home"], presented: [["sheet"]]).resolve(in: definition).1
        #expect(LayoutEngine.refusedStep(of: state, in: definition, on: device) == nil)
        state.script.append(.dismiss)
        state.script.append(.dismiss)
        let refused = try #require(LayoutEngine.refusedStep(of: state, in: definition, on: device))
        #expect(refused.hasPrefix("step 4 of the state's script (dismiss) is refused"), "\(refused)")
    }
}
