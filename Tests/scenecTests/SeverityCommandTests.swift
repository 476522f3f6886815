import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Per-code severities (`diagnostics:` in the scene, `--error`/`--warning`/`--ignore` on the command line) and
/// pages as templates (a path that holds a page twice), through the real binary.
@Suite(.serialized) struct SeverityCommandTests {
    /// A scene whose only problem is a half page wider than the iPhone's navigation area (SC4001).
    static let tooWide = """
        scene: Shop
        version: 1
        devices: [ipad-landscape, iphone]
        root: home
        pages:
          home: {type: Shop.Home, push: [detail]}
          detail: {type: Shop.Detail, size: half}

        """

    @Test("a too-wide half page is a warning: the app runs, the page is clipped on the iPhone")
    func tooWidePageWarns() throws {
        let (directory, result) = try Scenec.validate(Self.tooWide)
        expectEqual(result.status, 0)
        #expect(result.stderr.contains("Shop.scene.yaml:7:37: warning: page 'detail' is 472 pt wide"))
        #expect(result.stderr.hasSuffix("scenec: 0 errors, 1 warning in 1 file\n"))
        // A warning does not stop generation.
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        let generated = try Scenec.run(["generate", "Shop.scene.yaml", "--output", "out"], in: directory)
        expectEqual(generated.status, 0, "\(generated.stderr)")
    }

    @Test("--error, --warning and --ignore choose a code's severity on every command")
    func commandLineSeverities() throws {
        let directory = try Scenec.directory(holding: Self.tooWide)
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        let raised = try Scenec.run(["validate", "--error", "SC4001", "Shop.scene.yaml"], in: directory)
        expectEqual(raised.status, 1)
        #expect(raised.stderr.contains("Shop.scene.yaml:7:37: error: page 'detail'"))
        #expect(raised.stderr.hasSuffix("scenec: 1 error, 0 warnings in 1 file\n"))
        let ignored = try Scenec.run(["validate", "--ignore", "SC4001", "Shop.scene.yaml"], in: directory)
        expectEqual(ignored.status, 0)
        expectEqual(ignored.stderr, "scenec: 0 errors, 0 warnings, 1 suppressed in 1 file\n")
        for command in [["generate", "--output", "out"], ["layout"], ["graph"]] {
            let result = try Scenec.run(
                [command[0], "Shop.scene.yaml", "--error", "SC4001"] + command.dropFirst(), in: directory)
            expectEqual(result.status, 1, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains("error: page 'detail'"), "\(command[0])")
        }
    }

    @Test("the scene's diagnostics: mapping chooses severities, and the command line overrides it")
    func sceneSeverities() throws {
        let (directory, result) = try Scenec.validate(Self.tooWide + "diagnostics: {SC4001: error}\n")
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("error: page 'detail'"))
        let lowered = try Scenec.run(["validate", "--warning", "SC4001", "Shop.scene.yaml"], in: directory)
        expectEqual(lowered.status, 0)
    }

    @Test("syntax errors cannot be lowered, and codes must exist")
    func refusedSeverities() throws {
        let (directory, result) = try Scenec.validate(Self.tooWide + "diagnostics: {SC1005: warning, SC4099: error}\n")
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("Shop.scene.yaml:8:23: error: the severity of SC1005 cannot be lowered"))
        #expect(result.stderr.contains("Shop.scene.yaml:8:32: error: 'SC4099' is not a value of 'diagnostics'"))
        let usage = try Scenec.run(["validate", "--warning", "SC1005", "Shop.scene.yaml"], in: directory)
        expectEqual(usage.status, 2)
        #expect(usage.stderr.contains("SC1005 is a YAML syntax error, which cannot be lowered"))
        let unknown = try Scenec.run(["validate", "--ignore", "SC9999", "Shop.scene.yaml"], in: directory)
        expectEqual(unknown.status, 2)
    }

    @Test("pages are templates: a path may hold a page again, and it lays out as R2 says")
    func repeatedPageLaysOut() throws {
        // A page pushes the page that pushed it (album -> artist -> album).
        let directory = try Scenec.directory(holding: sharedScene("Tracks"))
        let result = try Scenec.run(
            ["layout", "Shop.scene.yaml", "--path", "home,album,artist,album", "--format", "json"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let navigation = try #require(json?["navigation"] as? [String: Any])
        let pages = try #require(navigation["pages"] as? [[String: Any]])
        expectEqual(pages.map { $0["page"] as? String }, ["home", "album", "artist", "album"])
        // 1024 wide window, no tabs: widths 1024, 472, 472, 472; the last active at the right edge.
        let widths = pages.map { (($0["frame"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue }
        expectEqual(widths, [1024, 472, 472, 472])
        let offset = try #require((navigation["offset"] as? NSNumber)?.doubleValue)
        #expect(abs(offset - (472 + 472 + 472)) < 1e-6)
        #expect(navigation["active"] as? Int == 3)
        #expect(navigation["position"] as? String == "right")
    }

    @Test("layout tests that would be too large are SC4009, found before any state is laid out; nothing is written")
    func generatedOutputIsBounded() throws {
        // 2,000 pager tabs, each a state asserting 2,000 cells and pages: about 8 million assertions.
        let directory = try Scenec.directory(holding: pagerScene(tabs: 2000, devices: 0, maxStates: 5000))
        let result = try Scenec.run(["generate", "Shop.scene.yaml", "--output", "out"], in: directory)
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("error: the generated layout tests would hold about"))
        #expect(result.stderr.contains("[SC4009]"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out/ShopScene.swift"))
    }
}
