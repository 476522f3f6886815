import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// The `scenec layout` command, run as a separate process (the one runner, `Scenec.run`), its output compared with
/// the same state laid out in process.
@Suite("scenec layout (CLI)")
struct LayoutCommandTests {
    @Test("--format json prints the §6 object of the state, the same as in process")
    func json() throws {
        let result = try runScenec([
            "layout", "examples/Music.scene.yaml", "--device", "ipad-portrait", "--path", "browse,artist",
            "--selected", "2", "--offset", "500", "--format", "json",
        ])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let scene = try #require(exampleScene("Music.scene.yaml"))
        let laidOut = try layOut(
            scene, StateRequest(device: "ipad-portrait", path: ["browse", "artist"], selected: 2, offset: 500))
        expectEqual(result.stdout, LayoutJSON.json(laidOut).serialized() + "\n")
        #expect(result.stdout.contains("\"offset\": 216"))
        #expect(result.stdout.contains("\"kind\": \"header\""))
    }

    @Test("defaults: the first device, the first entry page, json")
    func defaults() throws {
        let result = try runScenec(["layout", "examples/News.scene.yaml"])
        expectEqual(result.status, 0)
        #expect(result.stdout.contains("\"name\": \"ipad-11-landscape\""))
        #expect(result.stdout.contains("\"page\": \"today\""))
        #expect(result.stdout.contains("\"kind\": \"pager\""))
    }

    @Test("every fourth state of the first device of each example: the CLI prints the state's layout JSON")
    func everyStateMatchesGolden() throws {
        for file in exampleFiles {
            let scene = try #require(exampleScene(file))
            let table = layoutTable(scene)
            let entry = try #require(table.devices.first)
            for (index, laidOut) in entry.entries.enumerated() where index % 4 == 0 {
                let state = laidOut.state
                var arguments = [
                    "layout", "examples/" + file, "--device", entry.device.name, "--path",
                    state.path.map(\.rawValue).joined(separator: ","), "--active", "\(state.active)",
                    "--format", "json",
                ]
                if let selected = state.selected { arguments += ["--selected", "\(selected)"] }
                if let offset = state.headerOffset { arguments += ["--offset", NumberText.format(offset)] }
                if let views = state.stackViews {
                    arguments += ["--views", views.map(\.rawValue).joined(separator: ",")]
                }
                let result = try runScenec(arguments)
                expectEqual(result.status, 0, "\(state.name): \(result.stderr)")
                expectEqual(result.stdout, LayoutJSON.json(laidOut).serialized() + "\n", "\(file) \(state.name)")
            }
        }
    }

    @Test("--all --format json prints every state's layout JSON, the same in two separate runs")
    func allJSON() throws {
        let first = try runScenec(["layout", "examples/Ride.scene.yaml", "--all", "--format", "json"])
        let second = try runScenec(["layout", "examples/Ride.scene.yaml", "--all", "--format", "json"])
        expectEqual(first.status, 0)
        expectEqual(first.stdout, second.stdout)
        let scene = try #require(exampleScene("Ride.scene.yaml"))
        expectEqual(first.stdout, LayoutJSON.lines(layoutTable(scene)))
    }

    @Test("--format text prints the state for people")
    func text() throws {
        let result = try runScenec([
            "layout", "examples/Ride.scene.yaml", "--device", "iphone-se",
            "--views", "whereTo,destinationSearch,rideOptions", "--format", "text",
        ])
        expectEqual(result.status, 0)
        #expect(result.stdout.hasPrefix("Ride on iphone-se: 375 x 667 pt, compact size class\n"))
        #expect(result.stdout.contains("navigation (0, 0, 375, 667), offset 0, active 0 at left"))
        #expect(result.stdout.contains("* view rideOptions (RideKit.RideOptionsView)"))
        // Below the page's navigation bar (§4): 64 + 44.
        #expect(result.stdout.contains("shown view (0, 108, 375, 525)"))
        #expect(result.stdout.hasSuffix("\n") && !result.stdout.hasSuffix("\n\n"))
    }

    @Test("--format text rounds numbers to at most 4 decimals; the JSON keeps full precision")
    func textNumbers() throws {
        let arguments = [
            "layout", "examples/Music.scene.yaml", "--device", "ipad-portrait", "--path", "browse,album,track",
        ]
        let json = try runScenec(arguments + ["--format", "json"])
        #expect(json.stdout.contains("\"overlay\": 0.2877906976744186,"))
        let text = try runScenec(arguments + ["--format", "text"])
        expectEqual(text.status, 0)
        #expect(text.stdout.contains("detached, overlay 0.2878\n"))
        #expect(text.stdout.contains("overlay 0.0551\n"))
        #expect(text.stdout.range(of: "[0-9]\\.[0-9]{5}", options: .regularExpression) == nil)
    }

    @Test("the top page's transition: a JSON field only where one is declared, and text lines")
    func transition() throws {
        let radio = ["layout", "examples/Music.scene.yaml", "--path", "radio"]
        let json = try runScenec(radio + ["--format", "json"])
        expectEqual(json.status, 0)
        #expect(
            json.stdout.contains(
                "\"transition\": {\n    \"mode\": \"left\",\n    \"navBarAlpha\": 1,\n    \"next\": \"liveRadio\",\n"
                    + "    \"pop\": false,"))
        #expect(json.stdout.contains("\"begins\": \"push\""))
        #expect(json.stdout.contains("\"begins\": null"))
        let text = try runScenec(radio + ["--format", "text"])
        #expect(
            text.stdout.contains(
                "transition of 'radio': mode left, nav bar alpha 1, next 'liveRadio', pop disabled\n"
                    + "  swipe left (-100 pt at -1000 pt/s): begins a push\n"
                    + "  swipe right (100 pt at 1000 pt/s): does nothing\n"))
        let browse = try runScenec(["layout", "examples/Music.scene.yaml", "--path", "browse"])
        #expect(browse.status == 0 && !browse.stdout.contains("transition"))
        let browseText = try runScenec(["layout", "examples/Music.scene.yaml", "--path", "browse", "--format", "text"])
        #expect(!browseText.stdout.contains("transition"))
    }

    @Test("--format text lists the bottom tab bar's items and marks push-style navigation")
    func textBottomBar() throws {
        let result = try runScenec([
            "layout", "examples/Player.scene.yaml", "--device", "iphone", "--path", "podcasts", "--format", "text",
        ])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "sidebar: none\ntab bar (0, 803, 393, 49)\n    item 0 'Home' -> home  (0, 0, 78.6, 49)\n"))
        #expect(result.stdout.contains("  * item 4 'More' -> more tabs  (314.4, 0, 78.6, 49)\n"))
        #expect(result.stdout.contains("\nnavigation (push style) (0, 0, 393, 747), offset 0, active 0 at left\n"))
        let iPad = try runScenec([
            "layout", "examples/Player.scene.yaml", "--device", "ipad-landscape", "--format", "text",
        ])
        #expect(!iPad.stdout.contains("tab bar") && !iPad.stdout.contains("push style"))
    }

    @Test("--format svg prints one SVG document")
    func svg() throws {
        let result = try runScenec(["layout", "examples/Music.scene.yaml", "--path", "browse,album", "--format", "svg"])
        expectEqual(result.status, 0)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains(">album · Album</text>"))
    }

    @Test(
        "options that name no state: a clear error on stderr and exit 1",
        arguments: [
            (["--device", "ipad-portait"], "no device 'ipad-portait' in scene 'Music'; did you mean 'ipad-portrait'?"),
            (["--path", "browse,albm"], "no page 'albm' in scene 'Music'; did you mean 'album'?"),
            (["--path", "album"], "the path must start at an entry page, and 'album' is not one"),
            (["--path", "browse,track"], "page 'browse' cannot push 'track'; it pushes 'album', 'playlist', 'artist'"),
            (["--path", "browse,album", "--active", "2"], "--active 2 is out of range"),
            (["--path", "browse,artist", "--selected", "4"], "--selected 4 is out of range"),
            (["--path", "browse", "--selected", "0"], "--selected needs a pager, and page 'browse' has none"),
            (["--path", "browse", "--offset", "10"], "--offset needs a header, and page 'browse' has none"),
        ]
    )
    func errors(_ arguments: [String], _ message: String) throws {
        let result = try runScenec(["layout", "examples/Music.scene.yaml"] + arguments)
        expectEqual(result.status, 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("scenec: error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--detent lays out each enumerated state at a sheet's later detent, as --all does")
    func detent() throws {
        var count = 0
        for file in exampleFiles {
            let scene = try #require(exampleScene(file))
            for entry in layoutTable(scene).devices {
                for laidOut in entry.entries where laidOut.state.name.contains("_detent_") {
                    let state = laidOut.state
                    let detent = try #require(state.presented.last?.detent)
                    let result = try runScenec([
                        "layout", "examples/" + file, "--device", entry.device.name, "--path", state.pathArgument,
                        "--detent", detent.rawValue,
                    ])
                    expectEqual(result.status, 0, "\(state.name): \(result.stderr)")
                    expectEqual(result.stdout, LayoutJSON.json(laidOut).serialized() + "\n", "\(file) \(state.name)")
                    let text = try runScenec([
                        "layout", "examples/" + file, "--device", entry.device.name, "--path", state.pathArgument,
                        "--detent", detent.rawValue, "--format", "text",
                    ])
                    #expect(text.stdout.contains("state \(state.name): "), "\(text.stdout.prefix(300))")
                    count += 1
                }
            }
        }
        #expect(count > 0)
        // The first detent is the state without --detent.
        let first = try runScenec([
            "layout", "examples/Music.scene.yaml", "--device", "iphone", "--path", "library|settings", "--detent",
            "medium",
        ])
        let plain = try runScenec([
            "layout", "examples/Music.scene.yaml", "--device", "iphone", "--path", "library|settings",
        ])
        #expect(first.status == 0 && first.stdout == plain.stdout, "\(first.stderr)")
    }

    @Test(
        "a bad --detent is an error that names the option and what would do",
        arguments: [
            (
                ["--device", "iphone", "--path", "library|settings", "--detent", "medum"],
                "--detent 'medum' is not a sheet detent; the detents are 'medium', 'large'; did you mean 'medium'?"
            ),
            (
                ["--device", "iphone", "--path", "library", "--detent", "large"],
                "--detent needs a presented sheet, and the path presents nothing (add '|page')"
            ),
            (
                ["--device", "ipad-portrait", "--path", "library|settings", "--detent", "large"],
                "--detent 'large': the presentation of 'settings' uses no detents on 'ipad-portrait' (only a sheet on "
                    + "a compact device has them)"
            ),
        ])
    func badDetent(arguments: [String], message: String) throws {
        let result = try runScenec(["layout", "examples/Music.scene.yaml"] + arguments)
        expectEqual(result.status, 1)
        #expect(result.stdout.isEmpty)
        expectEqual(result.stderr, "scenec: error: \(message)\n", "\(result.stderr)")
        let all = try runScenec(["layout", "examples/Music.scene.yaml", "--all", "--detent", "large"])
        #expect(all.status == 2 && all.stderr.contains("--detent"), "\(all.stderr)")
    }

    @Test("a stack path that push and switch edges cannot build is an error")
    func badViews() throws {
        let result = try runScenec(["layout", "examples/Ride.scene.yaml", "--views", "whereTo,rideOptions"])
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("view 'whereTo' cannot push 'rideOptions'"))
        let switched = try runScenec([
            "layout", "examples/Ride.scene.yaml", "--views", "whereTo,destinationSearch,scheduleRide",
        ])
        expectEqual(switched.status, 0, "\(switched.stderr)")
    }

    @Test("a scene with errors prints its diagnostics and exits 1; I/O and usage problems exit 2")
    func sceneErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Broken.scene.yaml"
        try "scene: Broken\nversion: 1\nroot: home\npages:\n  home: {type: B.Home, size: wide}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let broken = try runScenec(["layout", path])
        expectEqual(broken.status, 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("error:"))
        #expect(broken.stderr.contains("[SC2"))
        let missing = try runScenec(["layout", directory + "/missing.scene.yaml"])
        expectEqual(missing.status, 2)
        let usage = try runScenec(["layout", "examples/Music.scene.yaml", "--output", directory])
        expectEqual(usage.status, 2)
        #expect(usage.stderr.contains("--output needs --all"))
    }

    @Test("--all --output DIR writes one SVG per state and an index.html that shows each, deterministically")
    func allOutput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try runScenec(["layout", "examples/Profile.scene.yaml", "--all", "--output", directory + "/a"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let files = FileIO.list(directory + "/a")
        let svgs = files.filter { $0.hasSuffix(".svg") }
        expectEqual(files.count, svgs.count + 1)
        #expect(files.contains("index.html"))
        expectEqual(svgs.count, 46 * 4)
        #expect(svgs.contains("iphone-se--profile_offset86.svg"))
        let index = try #require(FileIO.read(directory + "/a/index.html"))
        for svg in svgs {
            #expect(index.contains("<img src=\"\(svg)\""), "\(svg)")
        }
        #expect(!files.contains { $0.hasSuffix(".tmp") })
        let again = try runScenec(["layout", "examples/Profile.scene.yaml", "--all", "--output", directory + "/b"])
        expectEqual(again.status, 0)
        expectEqual(FileIO.list(directory + "/b"), files)
        for name in files {
            expectEqual(
                FileIO.readBytes(directory + "/a/" + name), FileIO.readBytes(directory + "/b/" + name), "\(name)")
        }
    }
}

/// Runs `scenec` with `arguments` in the repository root and collects its output (no colour).
private func runScenec(_ arguments: [String]) throws -> Scenec.Result {
    try Scenec.run(arguments, environment: ["NO_COLOR": "1"])
}

/// The example scenes' file names, sorted.
private let exampleFiles = FileIO.list(Scenec.repository + "/examples").filter { $0.hasSuffix(".scene.yaml") }

/// The example `name` (a file in `examples/`), compiled in process.
private func exampleScene(_ name: String) -> Scene? {
    FileIO.read(Scenec.repository + "/examples/" + name).flatMap {
        Compiler().compile(SourceFile(path: "examples/" + name, text: $0)).scene
    }
}

/// Every state of `scene` on each device, laid out in process: what `layout --all` prints.
private func layoutTable(_ scene: Scene) -> LayoutTable {
    LayoutTable(SceneDefinition(checked: scene), limits: scene.tests)
}

/// The state `request` names, laid out in process.
private func layOut(_ scene: Scene, _ request: StateRequest) throws -> StateLayout {
    let definition = SceneDefinition(checked: scene)
    let (device, state) = try request.resolve(in: definition)
    return LayoutEngine.layout(state, in: definition, on: device)
}
