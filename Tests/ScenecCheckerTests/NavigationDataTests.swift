import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// Marker tests of scene format section 10.1 (page arguments) and 10.2 (presented pages): every new code's
/// message, location, notes and fix-it, and what the new keys mean in the model and the graph.
@Suite struct NavigationDataTests {
    /// A scene around `pages` (indented by four spaces), with a `home` root that pushes and presents them.
    static func scene(_ pages: String, home: String = "{type: App.Home}", top: String = "") -> String {
        """
        scene: Music
        version: 1
        \(top)tabs:
          - {title: Home, root: home}
        pages:
          home: \(home)
        \(pages)
        """
    }

    // MARK: - SC2040-SC2045 (lowering)

    @Test func unknownArgumentTypeSuggestsTheType() {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {albumID: 1️⃣string?}}", home: "{type: App.Home, push: [album]}"),
            .unknownArgumentType, message: "'string?' is not an argument type (argument 'albumID')", fixIt: "String?")
    }

    @Test func animatedIsReserved() {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {1️⃣animated: Bool}}", home: "{type: App.Home, push: [album]}"),
            .reservedArgumentName,
            message:
                "an argument cannot be named 'animated': 'animated' is the last parameter of every generated navigation method",
            hasFixIt: true)
    }

    @Test(arguments: [
        ("pageArguments", "'pageArguments' is the member of the generated 'Arguments' struct that holds them all"),
        ("hashValue", "'hashValue' is the hash of the generated 'Arguments' struct"),
    ])
    func aMemberOfTheArgumentsStructIsReserved(_ name: String, _ why: String) {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {1️⃣\(name): String}}", home: "{type: App.Home, push: [album]}"),
            .reservedArgumentName, message: "an argument cannot be named '\(name)': \(why)", fixIt: name + "Value")
    }

    /// Issue 41 item 3: names the generated code uses where an argument is in scope, which it would hide.
    @Test(arguments: [
        ("pushing", "'pushing' is the method every generated navigation method calls, which the argument would hide"),
        (
            "presenting",
            "'presenting' is the method every generated navigation method calls, which the argument would hide"
        ),
        (
            "PageArguments",
            "'PageArguments' is a type the generated code uses by this name, which the argument would hide"
        ),
        ("UUID", "'UUID' is a type the generated code uses by this name, which the argument would hide"),
        ("URL", "'URL' is a type the generated code uses by this name, which the argument would hide"),
        ("MusicPages", "'MusicPages' is the scene's generated namespace of pages, which the argument would hide"),
    ])
    func aNameTheGeneratedCodeUsesIsReserved(_ name: String, _ why: String) {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {1️⃣\(name): {type: URL, default: \"https://example.com/\"}}}",
                home: "{type: App.Home, push: [album]}"),
            .reservedArgumentName, message: "an argument cannot be named '\(name)': \(why)",
            fixIt: SwiftNames.memberName(name) + "Value")
    }

    @Test func aSwiftKeywordIsReserved() {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {1️⃣class: Int}}", home: "{type: App.Home, push: [album]}"),
            .reservedArgumentName, message: "an argument cannot be named 'class': 'class' is a Swift keyword",
            hasFixIt: true)
    }

    @Test(arguments: [
        ("{type: Int, default: 1️⃣\"50\"}", "\"50\"", "Int"),
        ("{type: Int, default: 1️⃣5.5}", "5.5", "Int"),
        ("{type: Double, default: 1️⃣fast}", "fast", "Double"),
        ("{type: Bool, default: 1️⃣yes}", "yes", "Bool"),
        ("{type: UUID, default: 1️⃣1234}", "1234", "UUID"),
        ("{type: URL, default: 1️⃣example}", "example", "URL"),
        // Issue 41 item 7: what Foundation's URL(string:) rejects or re-encodes is not a URL value.
        ("{type: URL, default: 1️⃣\"http://h:port/\"}", "http://h:port/", "URL"),
        ("{type: URL, default: 1️⃣\"https://example.com/a b\"}", "https://example.com/a b", "URL"),
        ("{type: URL, default: 1️⃣\"https://example.com/é\"}", "https://example.com/é", "URL"),
        ("{type: URL, default: 1️⃣\"https://example.com/a{b}\"}", "https://example.com/a{b}", "URL"),
        ("{type: URL?, default: 1️⃣\"https://[zz]/\"}", "https://[zz]/", "URL"),
        ("{type: [title, date], default: 1️⃣dates}", "dates", "[title, date]"),
    ])
    func aDefaultOfTheWrongType(_ value: String, _ written: String, _ type: String) {
        let shown = written.hasPrefix("\"") ? String(written.dropFirst().dropLast()) : written
        expectDiagnostic(
            Self.scene("  album: {type: App.Album, arguments: {x: \(value)}}", home: "{type: App.Home, push: [album]}"),
            .argumentDefaultWrongType, message: "the default '\(shown)' of argument 'x' is not of type \(type)",
            hasFixIt: true)
    }

    @Test func aChoiceListsAStringOnce() {
        expectDiagnostic(
            Self.scene(
                "  album: {type: App.Album, arguments: {sort: [title, date, 1️⃣title]}}",
                home: "{type: App.Home, push: [album]}"),
            .invalidChoice, message: "argument 'sort' lists 'title' twice", hasFixIt: true)
    }

    @Test func repeatedArgumentNamesAreRepeatedKeys() {
        let result = compile(
            Self.scene(
                "  album: {type: App.Album, arguments: {id: Int, id: String}}", home: "{type: App.Home, push: [album]}")
        )
        expectEqual(result.diagnostics.map(\.code), [.duplicateKey])
    }

    @Test func aStackViewTakesNoArguments() {
        expectDiagnostic(
            Self.scene(
                """
                  ride:
                    type: App.Ride
                    stack:
                      root: pickup
                      views:
                        pickup:
                          type: App.PickupView
                          1️⃣arguments: {rideID: String}
                """, home: "{type: App.Home, push: [ride]}"),
            .stackViewArguments, message: "a stack view takes no arguments", hasFixIt: true)
    }

    @Test func aDetentListedTwice() {
        expectDiagnostic(
            Self.scene(
                "  settings: {type: App.Settings, presentation: {detents: [medium, 1️⃣medium]}}",
                home: "{type: App.Home, present: [settings]}", top: "devices: [iphone]\n"),
            .duplicateDetent, message: "'detents' lists 'medium' twice", hasFixIt: true)
    }

    @Test func badPresentationValuesAreReported() {
        let result = compile(
            Self.scene(
                "  settings: {type: App.Settings, presentation: {style: {regular: popover, compact: card}, detents: []}}",
                home: "{type: App.Home, present: [settings]}"))
        expectEqual(result.diagnostics.map(\.code), [.unknownValue, .emptyList])
        let shorthand = compile(
            Self.scene(
                "  settings: {type: App.Settings, presentation: fullscreen}",
                home: "{type: App.Home, present: [settings]}"))
        expectEqual(shorthand.diagnostics.map(\.code), [.unknownValue])
        expectEqual(shorthand.diagnostics.first?.fixIts.first?.edits.first?.replacement, "fullScreen")
    }

    // MARK: - SC3030, SC3031 (who supplies arguments)

    @Test func aTabRootsRequiredArgument() {
        expectDiagnostic(
            """
            scene: Music
            version: 1
            tabs:
              - {title: Home, root: 2️⃣home}
            pages:
              home: {type: App.Home, arguments: {1️⃣filter: String}}
            """, .argumentNotSupplied,
            message:
                "argument 'filter' of page 'home' is required, but the root of tab 'Home' is shown with no navigation to supply it",
            notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func theRootsRequiredArgumentGetsADefault() {
        expectDiagnostic(
            """
            scene: Music
            version: 1
            root: 2️⃣home
            pages:
              home:
                type: App.Home
                arguments:
                  1️⃣sort: [title, date]
            """, .argumentNotSupplied,
            message:
                "argument 'sort' of page 'home' is required, but the scene's 'root' is shown with no navigation to supply it",
            notes: ["2️⃣"], fixIt: "{type: [title, date], default: title}")
    }

    @Test func theAttachmentPagesRequiredArgumentInABlockMapping() {
        expectDiagnostic(
            """
            scene: Music
            version: 1
            tabs:
              - {title: Home, root: home}
            attachment: {page: 2️⃣bar}
            pages:
              home: {type: App.Home}
              bar:
                type: App.Bar
                arguments:
                  1️⃣trackID:
                    type: Int
            """, .argumentNotSupplied,
            message:
                "argument 'trackID' of page 'bar' is required, but the attachment page is shown with no navigation to supply it",
            notes: ["2️⃣"], fixIt: "\n        default: 1")
    }

    @Test func pushedAndPresentedPagesGetTheirArgumentsFromTheNavigation() {
        let result = compile(
            Self.scene(
                """
                  album: {type: App.Album, arguments: {albumID: String, sort: [title, date], limit: {type: Int, default: 50}}}
                  share: {type: App.Share, arguments: {url: URL, id: UUID, rating: Double?, on: Bool}}
                """, home: "{type: App.Home, push: [album], present: [share], arguments: {q: String?}}"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    static func channel(_ argument: String) -> String {
        """
        scene: Chat
        version: 1
        root: list
        pages:
          list: {type: App.List, push: [channel]}
          channel:
            type: App.Channel
            arguments: {channelID: String, 3️⃣count: Int, 4️⃣topic: String?}
            pager:
              tabs:
                - {title: Messages, page: 2️⃣messages, width: 100}
          messages:
            type: App.Messages
            arguments: {channelID: String, \(argument)}
        """
    }

    @Test func aPagerPageNeedsItsHostsArgument() {
        expectDiagnostic(
            Self.channel("1️⃣threadID: String"), .argumentNotInherited,
            message:
                "argument 'threadID' of page 'messages' is required, but 'channel', whose pager shows it, has no argument 'threadID'",
            notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func aPagerPagesArgumentOfAnotherTypeThanItsHosts() {
        expectDiagnostic(
            Self.channel("1️⃣count: String?"), .argumentNotInherited,
            message:
                "argument 'count' of page 'messages' is of type String?, but the argument 'count' of 'channel', whose pager shows it, is of type Int",
            notes: ["2️⃣", "3️⃣"])
    }

    @Test func aRequiredPagerArgumentThatTheHostHasAsOptional() {
        expectDiagnostic(
            Self.channel("1️⃣topic: String"), .argumentNotInherited,
            message:
                "argument 'topic' of page 'messages' is required, but the argument 'topic' of 'channel', whose pager shows it, is optional",
            notes: ["2️⃣", "4️⃣"],
            hasFixIt: true)
    }

    // MARK: - SC3032 (a swipe supplies no arguments)

    @Test func aSwipeTargetsRequiredArgument() {
        expectDiagnostic(
            """
            scene: Albums
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [album]}
              album: {type: App.Album, transition: {next: 2️⃣lyrics}}
              lyrics: {type: App.Lyrics, arguments: {1️⃣trackID: Int, query: String?, limit: {type: Int, default: 5}}}
            """, .argumentNotSuppliedBySwipe,
            message:
                "argument 'trackID' of page 'lyrics' is required, but the swipe transition of 'album' pushes 'lyrics' with no arguments",
            notes: ["2️⃣"], fixIt: "?")
    }

    /// The help names the page's one generated push method, with every argument's label (issue 41: it named
    /// `pushLyrics(trackID:)`, a method that does not exist, one per argument).
    @Test func aSwipeTargetsHelpNamesThePagesPushMethod() throws {
        let diagnostic = try #require(
            expectDiagnostic(
                """
                scene: Albums
                version: 1
                root: home
                pages:
                  home: {type: App.Home, push: [album]}
                  album: {type: App.Album, push: [a], transition: {next: 2️⃣a}}
                  a: {type: App.A, arguments: {id: Int?, 1️⃣q: String}}
                """, .argumentNotSuppliedBySwipe,
                message:
                    "argument 'q' of page 'a' is required, but the swipe transition of 'album' pushes 'a' with no arguments",
                notes: ["2️⃣"], fixIt: "?"))
        expectEqual(
            diagnostic.help,
            [
                "a swipe carries no data: give 'q' a default or make it optional, or push 'a' from code "
                    + "(`pushA(id:q:)`) instead of by the swipe"
            ])
    }

    @Test func aSwipeTargetWithoutRequiredArgumentsIsFine() {
        let result = compile(
            """
            scene: Albums
            version: 1
            root: home
            pages:
              home: {type: App.Home, push: [album]}
              album: {type: App.Album, transition: {next: lyrics}}
              lyrics: {type: App.Lyrics, arguments: {query: String?, limit: {type: Int, default: 5}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func aPagerPageGetsItsHostsArguments() {
        let result = compile(MarkedSource(Self.channel("count: Int, topic: String?")).text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    // MARK: - present and the graph

    @Test func presentNamesADeclaredPage() {
        expectDiagnostic(
            Self.scene("  2️⃣settings: {type: App.Settings}", home: "{type: App.Home, present: [1️⃣setings]}"),
            .unknownPage, message: "no page named 'setings'", notes: ["2️⃣"], hasFixIt: true)
    }

    @Test func aPageReachedOnlyByAPresentationIsReachable() throws {
        let result = compile(
            Self.scene(
                "  settings: {type: App.Settings, present: [about]}\n  about: {type: App.About}",
                home: "{type: App.Home, present: [settings]}"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let graph = try #require(result.graph)
        let presents = graph.edges.filter { $0.kind == .present }.map { "\($0.from)->\($0.to)" }
        expectEqual(presents, ["home->settings", "settings->about"])
        #expect(graph.pushTargets(of: PageID("home")).isEmpty)
    }

    @Test func graphExportsDrawPresentationsDistinctly() throws {
        let text = Self.scene("  settings: {type: App.Settings}", home: "{type: App.Home, present: [settings]}")
        let result = compile(text)
        let scene = try #require(result.scene)
        let export = GraphExport(
            scene: scene, graph: try #require(result.graph), file: SourceFile(path: "test.scene.yaml", text: text))
        #expect(export.dot().contains("kind=present, style=dashed, color=\"purple\", label=\"present\""))
        #expect(export.mermaid().contains("-.->|\"present\"|"))
        #expect(
            export.json().serialized().contains("\"kind\": \"present\"")
                || export.json().serialized().contains("\"kind\":\"present\""))
    }

    @Test func theModelKeepsArgumentsAndPresentations() throws {
        let result = compile(
            Self.scene(
                """
                  album: {type: App.Album, arguments: {albumID: String, sort: {type: [title, date], default: date}, q: String?}}
                  share:
                    type: App.Share
                    presentation: {style: {regular: popover, compact: sheet}, detents: [medium, large], dismissible: false}
                """, home: "{type: App.Home, push: [album], present: [share]}",
                top: "devices: [ipad-landscape, iphone]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let album = try #require(scene.page(PageID("album")))
        expectEqual(
            album.arguments.map(\.runtime),
            [
                SceneArgument(name: "albumID", type: .string),
                SceneArgument(name: "sort", type: .choice(["title", "date"]), defaultValue: .choice("date")),
                SceneArgument(name: "q", type: .string, isOptional: true),
            ])
        let share = try #require(scene.page(PageID("share"))?.presentation?.runtime)
        expectEqual(
            share,
            ScenePresentation(
                style: .popover, compactStyle: .sheet, detents: [.medium, .large], isDismissible: false))
        let definition = SceneDefinition(checked: scene)
        expectEqual(definition.page("home")?.present, ["share"])
        expectEqual(definition.page("album")?.arguments.count, 3)
    }

    // MARK: - SC4020, SC4021

    @Test func detentsThatNoDeviceUses() {
        expectDiagnostic(
            Self.scene(
                "  settings: {type: App.Settings, presentation: {style: formSheet, detents: 1️⃣[medium, large]}}",
                home: "{type: App.Home, present: [settings]}"),
            .detentsIgnored,
            message:
                "the detents of page 'settings' are used on no device: it is shown as formSheet on every device of the scene",
            hasFixIt: true)
    }

    /// A page that is only pushed never shows its `presentation` (issue 41: SC4020 said it is shown as a sheet on
    /// every device, and a `presentation` without detents got no warning).
    @Test(arguments: ["{style: formSheet, detents: [medium, large]}", "{style: sheet}", "{detents: [medium]}"])
    func aPresentationOfAPageNoPagePresents(_ presentation: String) throws {
        let diagnostic = try #require(
            expectDiagnostic(
                Self.scene(
                    "  settings: {type: App.Settings, 1️⃣presentation: \(presentation)}",
                    home: "{type: App.Home, push: [settings]}", top: "devices: [ipad-landscape, iphone]\n"),
                .detentsIgnored,
                message:
                    "page 'settings' has a 'presentation', but no page presents it: it is never presented, so its presentation is used on no device"
            ))
        expectEqual(
            diagnostic.help,
            [
                "list 'settings' in the 'present' of the page that shows it modally (section 10.2), or remove "
                    + "'presentation' if 'settings' is only pushed"
            ])
    }

    @Test func aPresentationOfAPagerPagesTargetIsUsed() {
        let result = compile(
            Self.scene(
                """
                  album: {type: App.Album, pager: {tabs: [{title: Tracks, page: tracks, width: 100}]}}
                  tracks: {type: App.Tracks, present: [share]}
                  share: {type: App.Share, presentation: {style: formSheet}}
                """, home: "{type: App.Home, push: [album]}", top: "devices: [iphone]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func detentsThatAnIPhoneUsesAreFine() {
        let result = compile(
            Self.scene(
                "  settings: {type: App.Settings, presentation: {style: formSheet, detents: [medium, large]}}",
                home: "{type: App.Home, present: [settings]}", top: "devices: [ipad-landscape, iphone]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func aPresentationTooLowForItsPage() {
        expectDiagnostic(
            Self.scene(
                "  settings: {type: App.Settings, 1️⃣presentation: {detents: [medium, large]}}",
                home: "{type: App.Home, present: [settings]}",
                top: "devices: [iphone]\nmetrics: {sheetMediumFraction: 0.03}\n"),
            .presentationTooSmall,
            message:
                "the sheet that presents page 'settings' is 26 pt high at the medium detent on 'iphone', less than a pager bar (40 pt)"
        )
    }
}
