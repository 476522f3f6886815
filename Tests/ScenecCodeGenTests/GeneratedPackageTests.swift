import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecTestSupport
import Testing

/// The proof: the generated code of every example builds in Swift 6 mode with the example's controllers, against
/// `ScenecUIKit` (the stand-in on Linux), and its UI layout tests pass. One nested package holds, per example, a
/// library named after the example's app module (stub controllers of the declared types and the generated setup
/// code, in the eight files the build-tool plugin writes), a library per other module the scene names (`RideKit`),
/// and a test target with the generated tests; plus
/// a target whose one table has a mutated expected literal, so a single `swift test` run (slow on small machines)
/// shows both that the generated tests pass and that they can fail.
@Suite struct GeneratedPackageTests {
    /// The mutated table: `Ride`'s, whose first page frame gets a width of 394 instead of 393.
    static let mutatedLiteral = (
        original: #"table.page("home", 0, 0, 393, 852,"#, mutated: #"table.page("home", 0, 0, 394, 852,"#
    )

    /// A scene whose pages push each other (`album` -> `artist` -> `album`), tested with repeats.
    static let repeatsScene = sharedScene("Tracks")

    /// Pushes `album` twice through the generated navigator, which cannot fail.
    static let repeatsTest = """
        import ScenecRuntime
        import Tracks
        import XCTest

        final class RepeatedPageTests: XCTestCase {
            func testAlbumPushedTwice() throws {
                let device = try XCTUnwrap(TracksScene.definition.device(named: "ipad-landscape"))
                let navigator = try TracksNavigator<TracksPages.Home>(on: device)
                    .pushAlbum().pushArtist().pushAlbum()
                XCTAssertEqual(navigator.container.stack, ["home", "album", "artist", "album"])
                XCTAssertEqual(navigator.container.navigation.pages.map(\\.id), ["home", "album", "artist", "album#2"])
                let snapshot = navigator.container.snapshot()
                XCTAssertEqual(snapshot.navigation.pages.count, 4)
                XCTAssertEqual(snapshot.activeIndex, 3)
            }
        }

        """

    /// A messaging app with page arguments (scene format §10.1) and a presented page (§10.2): a channel pushed
    /// with its id, whose pager's pages read the id from their host, a profile pushed from a pager page with a
    /// UUID, and a sheet presented from the root.
    static let argumentsScene = """
        scene: Inbox
        version: 1
        devices: [iphone]
        root: channels
        pages:
          channels: {type: InboxApp.Channels, push: [channel], present: [compose]}
          channel:
            type: InboxApp.Channel
            arguments: {channelID: String, sort: {type: [recent, oldest], default: oldest}}
            pager:
              tabs:
                - {title: Messages, page: messages, width: 100}
                - {title: Files, page: files, width: 100}
          messages: {type: InboxApp.Messages, scrolls: true, arguments: {channelID: String}, push: [profile]}
          files:
            type: InboxApp.Files
            scrolls: true
            arguments: {channelID: String, limit: {type: Int, default: 20}}
          profile:
            type: InboxApp.Profile
            arguments: {userID: UUID, website: URL?, score: Double?, verified: {type: Bool, default: false}}
          compose:
            type: InboxApp.Compose
            arguments: {draft: String?}
            push: [recipients]
            presentation: {style: sheet, detents: [medium, large]}
          recipients: {type: InboxApp.Recipients, present: [emoji]}
          emoji:
            type: InboxApp.Emoji
            arguments: {skin: {type: [light, dark], default: light}}
            presentation: popover
        links:
          - {url: "inbox://channel/{channelID}?sort={sort}", path: "channels,channel"}
          - {url: "inbox://channel/{channelID}/profile/{userID}?website={website}&score={score}&verified={verified}", path: "channels,channel,profile"}
          - {url: "https://inbox.example.com/compose?draft={draft}", path: "channels|compose"}
        tests: {maxDepth: 2}

        """

    /// Runs the generated code of `argumentsScene`: the value navigator carries typed arguments through pushes, a
    /// presentation and its dismissal; the page factory of the running UI gets the typed arguments of each
    /// instance it makes, a pager page its host's.
    static let argumentsTest = """
        import Foundation
        import InboxApp
        import ScenecRuntime
        import ScenecUIKit
        import XCTest

        @MainActor
        final class RecordingFactory: InboxPageFactory {
            var channels: InboxUINavigator<InboxPages.Channels>?
            var messages: InboxUINavigator<InboxPages.Messages>?
            var made: [String] = []
            var profile: InboxPages.Profile.Arguments?

            func makeChannels(_ context: InboxPageContext<InboxPages.Channels>) -> InboxApp.Channels {
                channels = context.navigator
                return InboxApp.Channels()
            }
            func makeChannel(_ context: InboxPageContext<InboxPages.Channel>) -> InboxApp.Channel {
                made.append("channel \\(context.arguments.channelID) \\(context.arguments.sort.rawValue)")
                return InboxApp.Channel()
            }
            func makeMessages(_ context: InboxPageContext<InboxPages.Messages>) -> InboxApp.Messages {
                made.append("messages \\(context.arguments.channelID)")
                messages = context.navigator
                return InboxApp.Messages()
            }
            func makeFiles(_ context: InboxPageContext<InboxPages.Files>) -> InboxApp.Files {
                made.append("files \\(context.arguments.channelID) \\(context.arguments.limit)")
                return InboxApp.Files()
            }
            func makeProfile(_ context: InboxPageContext<InboxPages.Profile>) -> InboxApp.Profile {
                profile = context.arguments
                return InboxApp.Profile()
            }
            func makeCompose(_ context: InboxPageContext<InboxPages.Compose>) -> InboxApp.Compose {
                made.append("compose \\(context.arguments.draft ?? "nil")")
                return InboxApp.Compose()
            }
            func makeRecipients(_ context: InboxPageContext<InboxPages.Recipients>) -> InboxApp.Recipients {
                made.append("recipients")
                return InboxApp.Recipients()
            }
            func makeEmoji(_ context: InboxPageContext<InboxPages.Emoji>) -> InboxApp.Emoji {
                made.append("emoji \\(context.arguments.skin.rawValue)")
                return InboxApp.Emoji()
            }
        }

        final class InboxArgumentTests: XCTestCase {
            static let user = UUID(uuidString: "5E1C4B7A-0000-4000-8000-00000000002A")!
            /// The windows of the hosted controllers, kept to the end of the run: a controller lays out in its window.
            @MainActor static var windows: [UIWindow] = []

            /// The scene's root controller on the iPhone, its pages made by `factory`, in a key window, laid out.
            @MainActor static func host(
                _ factory: RecordingFactory
            ) throws -> (controller: SceneRootViewController, window: UIWindow) {
                let device = try XCTUnwrap(InboxScene.definition.device(named: "iphone"))
                let controller = InboxScene.makeSceneController(factory: factory, device: device)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
                window.rootViewController = controller
                window.makeKeyAndVisible()
                window.layoutIfNeeded()
                windows.append(window)
                return (controller, window)
            }

            func testTheValueNavigatorCarriesTypedArguments() throws {
                let device = try XCTUnwrap(InboxScene.definition.device(named: "iphone"))
                let channel = try InboxNavigator<InboxPages.Channels>(on: device).pushChannel(channelID: "c7")
                XCTAssertEqual(
                    channel.arguments.pageArguments,
                    InboxPages.Channel.Arguments(channelID: "c7", sort: .oldest).pageArguments)
                XCTAssertEqual(channel.container.topArguments["sort"], .choice("oldest"))
                XCTAssertEqual(channel.container.arguments(ofPagerPage: "files")["channelID"], .string("c7"))
                XCTAssertEqual(channel.container.arguments(ofPagerPage: "files")["limit"], .int(20))
                let website = URL(string: "https://example.com/u/42")
                let profile = channel.pushProfile(userID: Self.user, website: website, score: 2.5)
                XCTAssertEqual(
                    profile.arguments.pageArguments,
                    InboxPages.Profile.Arguments(userID: Self.user, website: website, score: 2.5, verified: false)
                        .pageArguments)
                XCTAssertEqual(profile.container.stack, ["channels", "channel", "profile"])

                let compose = try InboxNavigator<InboxPages.Channels>(on: device).presentCompose(draft: "hello")
                XCTAssertEqual(compose.container.presentations.map(\\.pages).map { $0.map(\\.page) }, [["compose"]])
                XCTAssertEqual(compose.arguments.draft, "hello")
                XCTAssertEqual(compose.container.snapshot().presentations.first?.layout.detent, .medium)
                let dismissed = try compose.dismiss()
                XCTAssertTrue(dismissed.presentations.isEmpty)
                XCTAssertEqual(dismissed.topPage, "channels")
                XCTAssertThrowsError(try channel.dismiss())
            }

            func testTheFactoryGetsEachInstancesTypedArguments() throws {
                try MainActor.assumeIsolated {
                    let factory = RecordingFactory()
                    let (controller, window) = try Self.host(factory)
                    let channels = try XCTUnwrap(factory.channels)
                    let channel = try XCTUnwrap(channels.pushChannel(channelID: "c7", sort: .recent, animated: false))
                    window.layoutIfNeeded()
                    XCTAssertEqual(
                        channel.arguments.pageArguments,
                        InboxPages.Channel.Arguments(channelID: "c7", sort: .recent).pageArguments)
                    XCTAssertEqual(factory.made, ["channel c7 recent", "messages c7"])
                    XCTAssertTrue(channel.selectPagerTab(.files))
                    window.layoutIfNeeded()
                    XCTAssertEqual(factory.made.last, "files c7 20")

                    let messages = try XCTUnwrap(factory.messages)
                    let profile = try XCTUnwrap(messages.pushProfile(userID: Self.user, verified: true, animated: false))
                    window.layoutIfNeeded()
                    XCTAssertEqual(
                        factory.profile?.pageArguments,
                        InboxPages.Profile.Arguments(userID: Self.user, verified: true).pageArguments)
                    XCTAssertEqual(profile.arguments.userID, Self.user)
                    XCTAssertEqual(controller.plan.navigation.navigation.pages.map(\\.page), ["channels", "channel", "profile"])

                    // A push by a navigation script supplies no arguments: the page gets its type's sample values.
                    XCTAssertTrue(channel.popToThisPage(animated: false))
                    try controller.withSelectedNavigation { (navigation) throws(StackedNavigationError) in
                        try navigation.popToRoot()
                    }
                    try controller.apply(.push("channel"))
                    window.layoutIfNeeded()
                    XCTAssertEqual(factory.made.last, "messages sample")
                    XCTAssertTrue(factory.made.contains("channel sample oldest"))
                }
            }

            func testTheSavedNavigationIsTypedAndRestores() throws {
                try MainActor.assumeIsolated {
                    // Saved as JSON, restored on a fresh UI: the same state, whole.
                    @MainActor func restoresWhole(_ saved: InboxSavedNavigation) throws {
                        let data = try JSONEncoder().encode(saved.state)
                        let decoded = InboxSavedNavigation(try JSONDecoder().decode(SavedNavigation.self, from: data))
                        let fresh = try Self.host(RecordingFactory()).controller
                        let report = InboxScene.restore(decoded, on: fresh)
                        XCTAssertTrue(report.isComplete, "\\(report.dropped)")
                        XCTAssertEqual(InboxScene.navigationState(of: fresh), saved)
                    }

                    // Typed: the root navigation's pages, the pager's tab, each page's arguments.
                    let factory = RecordingFactory()
                    let controller = try Self.host(factory).controller
                    let channels = try XCTUnwrap(factory.channels)
                    let channel = try XCTUnwrap(channels.pushChannel(channelID: "c7", sort: .recent, animated: false))
                    XCTAssertTrue(channel.selectPagerTab(.files))
                    let saved = InboxScene.navigationState(of: controller)
                    XCTAssertNil(saved.selectedTab)
                    XCTAssertEqual(saved.pages(of: .root).map(\\.page), [.channels, .channel])
                    XCTAssertEqual(saved.top?.pagerTab, InboxPages.Channel.Tab.files.rawValue)
                    XCTAssertEqual(
                        saved.top?.arguments(of: InboxPages.Channel.self)?.pageArguments,
                        InboxPages.Channel.Arguments(channelID: "c7", sort: .recent).pageArguments)
                    XCTAssertNil(saved.top?.arguments(of: InboxPages.Channels.self))
                    XCTAssertTrue(saved.presentations.isEmpty)
                    try restoresWhole(saved)

                    // A presentation with a page pushed inside it; an empty draft is a value, not nil.
                    let other = RecordingFactory()
                    let presenting = try Self.host(other).controller
                    let compose = try XCTUnwrap(other.channels?.presentCompose(draft: "", animated: false))
                    XCTAssertNotNil(compose.pushRecipients(animated: false))
                    let presented = InboxScene.navigationState(of: presenting)
                    XCTAssertEqual(presented.presentations.map(\\.from), [.channels])
                    XCTAssertEqual(presented.presentations.first?.pages.map(\\.page), [.compose, .recipients])
                    XCTAssertEqual(
                        presented.presentations.first?.pages.first?.arguments(of: InboxPages.Compose.self)?.draft, "")
                    XCTAssertEqual(presented.top?.page, .recipients)
                    try restoresWhole(presented)
                }
            }

            func testTheUINavigatorPresentsPushesInsideAndDismisses() throws {
                try MainActor.assumeIsolated {
                    let factory = RecordingFactory()
                    let controller = try Self.host(factory).controller
                    let channels = try XCTUnwrap(factory.channels)
                    @MainActor func stack(_ index: Int) -> [String] {
                        controller.presentations[index].navigation.stack.pages.map(\\.page)
                    }

                    // Presented with its typed arguments, which the factory gets in the page's context.
                    let compose = try XCTUnwrap(channels.presentCompose(draft: "hi", animated: false))
                    XCTAssertEqual(controller.presentations.map(\\.page), ["compose"])
                    XCTAssertEqual(factory.made.last, "compose hi")
                    XCTAssertEqual(compose.arguments.draft, "hi")
                    // A presented page pushes inside its presentation, and the pushed page presents again.
                    let recipients = try XCTUnwrap(compose.pushRecipients(animated: false))
                    XCTAssertEqual(stack(0), ["compose", "recipients"])
                    let emoji = try XCTUnwrap(recipients.presentEmoji(skin: .dark, animated: false))
                    XCTAssertEqual(controller.presentations.map(\\.page), ["compose", "emoji"])
                    XCTAssertEqual(factory.made.last, "emoji dark")
                    XCTAssertEqual(emoji.arguments.skin, .dark)

                    // The emoji popover's navigator dismisses it; then it is stale and does nothing.
                    XCTAssertTrue(emoji.dismiss(animated: false))
                    XCTAssertEqual(controller.presentations.map(\\.page), ["compose"])
                    XCTAssertFalse(emoji.dismiss(animated: false))
                    // compose dismisses its presentation, with recipients in it.
                    XCTAssertTrue(compose.dismiss(animated: false))
                    XCTAssertTrue(controller.presentations.isEmpty)
                    XCTAssertNil(recipients.presentEmoji(animated: false))
                    XCTAssertNil(compose.pushRecipients(animated: false))
                    XCTAssertFalse(channels.dismiss(animated: false), "channels is not presented")
                    XCTAssertTrue(controller.presentations.isEmpty)

                    // A page below a presentation pushes: the presentation goes first.
                    _ = try XCTUnwrap(channels.presentCompose(animated: false))
                    XCTAssertEqual(factory.made.last, "compose nil")
                    let channel = try XCTUnwrap(channels.pushChannel(channelID: "c9", animated: false))
                    XCTAssertTrue(controller.presentations.isEmpty)
                    XCTAssertEqual(channel.arguments.channelID, "c9")
                }
            }
        }

        """

    /// Issue 41's regression scene: a presented page with required arguments that pushes (its states and links,
    /// from a page and from the attachment), a tab root with a defaulted argument opened by links, a list type
    /// whose first string is `none` bound by a query item, and `URL` arguments with a default and in a link.
    static let hardeningScene = """
        scene: Sheets
        version: 1
        devices: [iphone]
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar, visible: true}
        pages:
          home:
            type: SheetsApp.Home
            arguments: {limit: {type: Int, default: 50}}
            push: [list]
            present: [sheet]
          list: {type: SheetsApp.List, arguments: {query: String, values: {type: Int, default: 1}}, present: [sheet]}
          sheet:
            type: SheetsApp.Sheet
            arguments: {id: Int, mode: [none, full], source: {type: URL, default: "https://example.com/a?b=c#d"}}
            push: [inner]
            presentation: {style: sheet, detents: [medium, large]}
          inner: {type: SheetsApp.Inner, arguments: {id: Int, value: URL?}}
          bar: {type: SheetsApp.Bar, present: [player]}
          player: {type: SheetsApp.Player, arguments: {track: String}, presentation: fullScreen}
        links:
          - {url: "sheets://sheet/{id}?mode={mode}&source={source}&value={value}", path: "home|sheet,inner"}
          - {url: "sheets://player/{track}", path: "bar|player"}
          - {url: "sheets://list/{query}", path: "home,list"}
        tests: {maxDepth: 2}

        """

    /// One library of the package: its name, its files and the libraries it depends on.
    struct Library {
        var name: String
        var files: [(name: String, contents: String)]
        var dependencies: [String]
    }

    /// The declared types of a scene by module (`MusicApp` -> `AlbumViewController`…), each marked as a view
    /// (a page stack's view) or a controller; the app module is the first page's.
    static func declaredTypes(_ text: String) throws -> (app: String, types: [String: [(name: String, isView: Bool)]]) {
        let definition = try #require(compileScene(text).definition)
        var types: [String: [(name: String, isView: Bool)]] = [:]
        func add(_ type: String, isView: Bool) {
            let parts = type.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, !(types[parts[0]] ?? []).contains(where: { $0.name == parts[1] }) else { return }
            types[parts[0], default: []].append((parts[1], isView))
        }
        for page in definition.pages {
            add(page.type, isView: false)
            for view in page.stack?.views ?? [] { add(view.type, isView: true) }
        }
        let first = try #require(definition.pages.first?.type.split(separator: ".").first)
        return (String(first), types)
    }

    /// The libraries of one scene: the app module (stubs and the generated setup code in `setupFiles` files,
    /// generated for that module) after the other modules it names; and the generated test files.
    static func libraries(
        _ text: String, name: String, setupFiles: Int = 1
    ) throws -> (libraries: [Library], tests: [GeneratedFile]) {
        let (app, types) = try declaredTypes(text)
        let files = try generateFiles(text, name: name, module: app, setupFiles: setupFiles)
        func stubs(_ module: String) -> String {
            "// Stub controllers and views of the scene's declared types.\n\nimport ScenecUIKit\n\n"
                + (types[module] ?? []).map {
                    "public final class \($0.name): \($0.isView ? "UIView" : "UIViewController") {}\n"
                }.joined()
        }
        let others = types.keys.filter { $0 != app }.sorted()
        var libraries = others.map { Library(name: $0, files: [("Stubs.swift", stubs($0))], dependencies: []) }
        let setup = files.prefix(setupFiles).map { (name: $0.name, contents: $0.contents) }
        libraries.append(Library(name: app, files: [("Stubs.swift", stubs(app))] + setup, dependencies: others))
        return (libraries, Array(files.dropFirst(setupFiles)))
    }

    @Test(.timeLimit(.minutes(40)))
    func examplesBuildAndTheirLayoutTestsPass() async throws {
        try await NestedPackage.build(named: "Generated") { try buildAndTest($0) }
    }

    /// Writes the package into `nested` (whose manifest names scenec by `../scenec`, the nested packages' link to the
    /// repository) and runs its tests.
    func buildAndTest(_ nested: NestedPackage) throws {
        let package = nested.path
        var libraries: [Library] = []
        // Test targets: name, the libraries they depend on, and their number of test methods.
        var testTargets: [(name: String, dependencies: [String])] = []
        var testCount = 0
        var scenes = try exampleNames.map { name in
            (
                name: "\(name).scene.yaml",
                text: try #require(FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml"))
            )
        }
        // Pages are templates: a scene with a push cycle, whose generated tests push `album` twice, and a
        // hand-written test that does it through the typed navigator.
        scenes.append((name: "Tracks.scene.yaml", text: Self.repeatsScene))
        scenes.append((name: "Inbox.scene.yaml", text: Self.argumentsScene))
        scenes.append((name: "Sheets.scene.yaml", text: Self.hardeningScene))
        var rideTests: [GeneratedFile] = []
        var rideLibraries: [String] = []
        var musicTests: [GeneratedFile] = []
        var musicApp = ""
        // The iPhone tests' methods (`test_iphone`, `test_iphone_se_savedNavigation`…), run again as on an iPhone
        // simulator.
        var iPhoneTestCount = 0
        for scene in scenes {
            // The examples' setup code in eight files, as the build-tool plugin writes it; the three scenes above in
            // one file, as `scenec generate` writes it by default (ios-typecheck.sh checks every example's one file).
            let setupFiles = exampleNames.contains(String(scene.name.dropLast(".scene.yaml".count))) ? 8 : 1
            let (sceneLibraries, tests) = try Self.libraries(scene.text, name: scene.name, setupFiles: setupFiles)
            let app = try #require(sceneLibraries.last?.name)
            libraries += sceneLibraries
            for library in sceneLibraries {
                for file in library.files {
                    try write(file.contents, to: "\(package)/Sources/\(library.name)/\(file.name)")
                }
            }
            for file in tests { try write(file.contents, to: "\(package)/Tests/\(app)Tests/\(file.name)") }
            testTargets.append((app + "Tests", sceneLibraries.map(\.name)))
            testCount += tests.reduce(0) { $0 + $1.contents.components(separatedBy: "\n        func test_").count - 1 }
            iPhoneTestCount += tests.reduce(0) { $0 + Self.iPhoneTests(in: $1.contents) }
            if scene.name == "Ride.scene.yaml" {
                rideTests = tests
                rideLibraries = sceneLibraries.map(\.name)
            }
            if scene.name == "Music.scene.yaml" {
                musicTests = tests
                musicApp = app
            }
        }
        try write(Self.repeatsTest, to: "\(package)/Tests/TracksTests/RepeatedPageTests.swift")
        testCount += 1
        try write(Self.argumentsTest, to: "\(package)/Tests/InboxAppTests/InboxArgumentTests.swift")
        testCount += 4

        // The mutation: one expected literal of a generated table, in a target of its own.
        let ride = try #require(rideTests.first)
        let range = try #require(ride.contents.range(of: Self.mutatedLiteral.original))
        let mutated = ride.contents.replacingCharacters(in: range, with: Self.mutatedLiteral.mutated)
            .replacingOccurrences(of: "final class RideLayoutTests:", with: "final class MutatedLayoutTests:")
        try write(mutated, to: "\(package)/Tests/MutatedTests/MutatedLayoutTests.swift")
        let mutatedTests = mutated.components(separatedBy: "\n        func test_").count - 1
        #expect(mutatedTests >= 1, "one test method per device of Ride")
        testTargets.append(("MutatedTests", rideLibraries))
        testCount += mutatedTests
        iPhoneTestCount += Self.iPhoneTests(in: mutated)

        // A second mutation, run only as on an iPhone simulator: one presentation's height in Music's iPhone
        // table, in a copy of its file in Music's test target (which has the generated test factory). UIKit lays
        // presentations out by the window's size class, so the first run (no simulator: no size class) would
        // compare only which pages are presented and pass it; it skips the copy. The second must compare the frame.
        let mutatedPresentation = try #require(
            musicTests.lazy.compactMap { file -> String? in
                let text = file.contents
                guard let table = text.range(of: "func states_iphone()"),
                    let call = text.range(of: "table.presentation(", range: table.upperBound..<text.endIndex),
                    let end = text.range(of: ")\n", range: call.upperBound..<text.endIndex)
                else { return nil }
                let line = text[call.lowerBound..<end.upperBound]
                return text.replacingCharacters(
                    in: call.lowerBound..<end.upperBound, with: line.dropLast(2) + " + 1)\n"
                )
                .replacingOccurrences(
                    of: #"final class \w+: XCTestCase"#, with: "final class MutatedPresentationTests: XCTestCase",
                    options: .regularExpression)
            }.first, "Music's iPhone table presents")
        try write(mutatedPresentation, to: "\(package)/Tests/\(musicApp)Tests/MutatedPresentationTests.swift")
        iPhoneTestCount += Self.iPhoneTests(in: mutatedPresentation)

        func list(_ targets: [(name: String, dependencies: [String])]) -> String {
            targets.map { target in
                "(\"\(target.name)\", [" + target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
            }.joined(separator: ",\n    ")
        }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let libraries: [(String, [String])] = [
                \(list(libraries.map { ($0.name, $0.dependencies) }))
            ]
            let tests: [(String, [String])] = [
                \(list(testTargets))
            ]
            let scenec: [Target.Dependency] = [
                .product(name: "ScenecRuntime", package: "scenec"), .product(name: "ScenecUIKit", package: "scenec"),
            ]
            // An expression of the generated code type-checked in over 100 ms warns, which fails the test.
            let slow: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=100"])]
            let package = Package(
                name: "Generated",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "../scenec")],
                targets: libraries.map { name, dependencies in
                    .target(
                        name: name, dependencies: dependencies.map { .target(name: $0) } + scenec, swiftSettings: slow)
                } + tests.map { name, dependencies in
                    .testTarget(
                        name: name, dependencies: dependencies.map { .target(name: $0) } + scenec, swiftSettings: slow)
                }
            )

            """
        try write(manifest, to: package + "/Package.swift")

        let clock = ContinuousClock()
        let started = clock.now
        let result = try nested.swift(["test", "--skip", "MutatedPresentationTests"])
        let elapsed = clock.now - started
        print("nested 'swift test' of the generated package took \(elapsed)")

        let output = result.output
        // Only the mutated table fails, once, naming the device, the state and the value; every generated test
        // passes.
        #expect(result.status != 0, "the mutated test should fail")
        let failures = output.split(separator: "\n").filter { $0.contains(": error: ") && $0.contains(" : failed - ") }
        #expect(failures.count == 1 && failures[0].contains("MutatedLayoutTests.test_iphone"), "\(output)")
        #expect(
            output.contains("iphone, state home: page home frame: expected (0, 0, 394, 852), found (0, 0, 393, 852)"),
            "\(output)")
        #expect(output.contains("Executed \(testCount) tests, with 1 failure"), "\(output)")
        // No warning from the generated code (SwiftPM's own test manifest on Linux is not generated code).
        let warnings = output.split(separator: "\n").filter {
            $0.hasPrefix("/") && $0.contains(": warning:") && !$0.contains(".derived/") && !$0.contains("/scenec/")
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")

        // The iPhone tests again, as on an iPhone simulator (the stand-in's windows compact): presentations' frames
        // are compared too. Both mutations fail, the presentation's naming its frame.
        let compactStarted = clock.now
        let compact = try nested.swift(
            ["test", "--skip-build", "--filter", "/test_iphone"],
            environment: ["SCENEC_STANDIN_SIMULATOR": "compact"])
        print("the iPhone tests as on a compact simulator took \(clock.now - compactStarted)")
        let compactFailures = compact.output.split(separator: "\n").filter {
            $0.contains(": error: ") && $0.contains(" : failed - ")
        }
        expectEqual(compactFailures.count, 2, "\(compact.output)")
        #expect(compactFailures.contains { $0.contains("MutatedLayoutTests.test_iphone :") }, "\(compact.output)")
        let presentationFailure = compactFailures.first { $0.contains("MutatedPresentationTests.test_iphone :") }
        expectEqual(presentationFailure?.contains("iphone, state "), true, "\(compact.output)")
        expectEqual(presentationFailure?.contains(") frame: expected ("), true, "\(compact.output)")
        #expect(iPhoneTestCount >= 9, "Music, Player, Ride, Inbox, Sheets and the mutations have iPhone tables")
        #expect(compact.output.contains("Executed \(iPhoneTestCount) tests, with 2 failures"), "\(compact.output)")
    }

    /// The number of test methods of an iPhone device in a generated test file.
    static func iPhoneTests(in text: String) -> Int {
        text.components(separatedBy: "\n        func test_iphone").count - 1
    }
}
