import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `scenec preview` as a command: one deterministic, self-contained page; errors instead of a page; `--watch`
/// rewriting the page and its generation file when the scene changes. (The page in a browser:
/// PreviewBrowserTests.)
@Suite(.serialized) struct PreviewCommandTests {
    static let scene = """
        scene: Shop
        version: 1
        tabs:
          - {title: Home, root: home}
        pages:
          home: {type: App.Home, push: [item]}
          item: {type: App.Item, size: half}

        """

    @Test func thePageIsTheSameBytesEveryTimeAndSelfContained() throws {
        let directory = try temporaryDirectory("preview")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try Scenec.run(["preview", "examples/Music.scene.yaml"])
        let second = try Scenec.run(["preview", "examples/Music.scene.yaml"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout && !first.stdout.isEmpty)
        let written = try Scenec.run(["preview", "examples/Music.scene.yaml", "--output", directory + "/music.html"])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        expectEqual(try String(contentsOfFile: directory + "/music.html", encoding: .utf8), first.stdout)
        let page = first.stdout
        #expect(page.contains("content=\"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'"))
        for fetching in ["<link", "<script src", "<img", "<iframe", "@import", "url(http", "src=\"http", "href=\"http"]
        {
            #expect(!page.contains(fetching), "the page holds \(fetching)")
        }
        // Exactly two scripts: the data (JSON) and the page's own.
        expectEqual(page.components(separatedBy: "<script").count - 1, 2)
    }

    /// The scene's data in a page: the JSON of `<script type="application/json" id="scene-data">`.
    static func data(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"scene-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        )
    }

    @Test func anActionPastTheEnumeratedStatesSaysWhy() throws {
        let scene = Self.scene.replacingOccurrences(
            of: "item: {type: App.Item, size: half}",
            with: """
                item: {type: App.Item, size: half, push: [detail]}
                  detail: {type: App.Detail, size: half}
                tests: {maxDepth: 1}
                """)
        let directory = try Scenec.directory(holding: scene)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["preview", "Shop.scene.yaml"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let devices = try #require(try Self.data(result.stdout)["devices"] as? [[String: Any]])
        let states = try #require(devices.first?["states"] as? [[String: Any]])
        expectEqual(states.map { $0["n"] as? String }, ["home", "home_item", "home_item_active0"])
        // From home_item: back leads to home (index 0), push detail is past tests.maxDepth.
        let actions = try #require(states[1]["a"] as? [[Any]])
        let back = try #require(actions.first { $0[0] as? String == "back" })
        #expect(back[2] as? Int == 0)
        let push = try #require(actions.first { $0[0] as? String == "push" })
        #expect(push[1] as? String == "detail" && push[2] as? Int == -1)
        #expect((push[3] as? String ?? "").hasPrefix("past tests.maxDepth (1)"), "\(push)")
    }

    @Test func aSceneWithErrorsGivesItsDiagnosticsAndNoPage() throws {
        let directory = try Scenec.directory(
            holding: Self.scene.replacingOccurrences(of: "push: [item]", with: "push: [iten]"))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Scenec.run(["preview", "Shop.scene.yaml", "--output", "shop.html"], in: directory)
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("'iten'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/shop.html"))
    }

    @Test func watchRewritesThePageAndTellsTheOpenPage() throws {
        let directory = try Scenec.directory(holding: Self.scene)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Fails naming what to build when the binary is missing.
        _ = try Scenec.run(["--version"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Scenec.binary)
        process.arguments = ["preview", "Shop.scene.yaml", "--output", "shop.html", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL: the test runner's threads block SIGTERM, and a child inherits the mask.
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let page = directory + "/shop.html"
        let generation = directory + "/shop.html.generation.js"
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        func waitFor(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if condition() { return true }
                usleep(50_000)
            }
            return false
        }
        #expect(waitFor { read(generation).contains("SCENEC_NEXT = \"") })
        let firstPage = read(page)
        let firstGeneration = read(generation)
        #expect(firstPage.contains("window.SCENEC_WATCH = \"shop.html.generation.js\""))
        #expect(firstPage.contains("Home"))
        // A save: the page is rewritten with the change and a new generation, which the open page reloads for.
        try Self.scene.replacingOccurrences(of: "title: Home", with: "title: Start").write(
            toFile: directory + "/Shop.scene.yaml", atomically: true, encoding: .utf8)
        #expect(waitFor { read(generation) != firstGeneration && read(page).contains("Start") })
        #expect(read(generation).contains("SCENEC_ERRORS = null"))
        // A save that breaks the scene: the page stays, the generation file carries the diagnostics.
        let goodPage = read(page)
        try "scene: Shop\nversion: 1\npages: [\n".write(
            toFile: directory + "/Shop.scene.yaml", atomically: true, encoding: .utf8)
        #expect(waitFor { read(generation).contains("SCENEC_NEXT = null") })
        #expect(read(generation).contains("error"), "\(read(generation))")
        expectEqual(read(page), goodPage)
        // No temporary file is left beside them.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "\(left)")
    }
}
