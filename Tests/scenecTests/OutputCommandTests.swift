import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Issue 28 items 15 to 17 through the real binary: `layout` and `graph` print the scene's warnings only with
/// `--diagnostics` (errors always), a state has one name in `layout` and `layout --all`, and a failed request is
/// the only line printed.
@Suite(.serialized) struct OutputCommandTests {
    @Test("layout and graph print warnings only with --diagnostics, errors always")
    func warningsOnlyWithTheFlag() throws {
        let directory = try Scenec.directory(holding: SeverityCommandTests.tooWide)
        for command in [["layout"], ["layout", "--format", "text"], ["layout", "--all"], ["graph"]] {
            let quiet = try Scenec.run([command[0], "Shop.scene.yaml"] + command.dropFirst(), in: directory)
            expectEqual(quiet.status, 0, "\(command)")
            #expect(quiet.stderr.isEmpty, "\(command): \(quiet.stderr)")
            #expect(!quiet.stdout.isEmpty)
            let loud = try Scenec.run(
                [command[0], "Shop.scene.yaml", "--diagnostics"] + command.dropFirst(), in: directory)
            expectEqual(loud.status, 0, "\(command)")
            #expect(loud.stderr.contains("warning: page 'detail' is 472 pt wide"), "\(command): \(loud.stderr)")
            expectEqual(loud.stderr.components(separatedBy: "[SC4001]").count, 2, "once: \(loud.stderr)")
            expectEqual(loud.stdout, quiet.stdout)
        }
        // An error is printed without the flag, and nothing is laid out.
        let broken = try Scenec.directory(
            holding:
                SeverityCommandTests.tooWide.replacingOccurrences(of: "push: [detail]", with: "push: [detial]"))
        for command in ["layout", "graph"] {
            let result = try Scenec.run([command, "Shop.scene.yaml"], in: broken)
            expectEqual(result.status, 1)
            #expect(result.stderr.contains("error: no page named 'detial'"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("a layout request that names no state prints one line, with no summary before it")
    func failedRequestIsTheOnlyLine() throws {
        let directory = try Scenec.directory(holding: SeverityCommandTests.tooWide)
        for flags in [[], ["--diagnostics"]] {
            let result = try Scenec.run(["layout", "Shop.scene.yaml", "--device", "nope"] + flags, in: directory)
            expectEqual(result.status, 1)
            expectEqual(
                result.stderr,
                "scenec: error: no device 'nope' in scene 'Shop'; its devices are 'ipad-landscape', "
                    + "'iphone'\n", "\(result.stderr)")
        }
    }

    @Test("a state has one name in layout and layout --all, with the views it shows")
    func oneNamePerState() throws {
        let all = try Scenec.run(["layout", "examples/Player.scene.yaml", "--all", "--format", "text"])
        expectEqual(all.status, 0, "\(all.stderr)")
        for (views, line) in [
            ("shuffle", "state queue_view_shuffle: queue on ipad-landscape (views shuffle)"),
            ("upNext,history", "state queue_view_history: queue on ipad-landscape (views upNext/history)"),
        ] {
            let one = try Scenec.run(
                ["layout", "examples/Player.scene.yaml", "--path", "queue", "--views", views, "--format", "text"])
            expectEqual(one.status, 0, "\(one.stderr)")
            #expect(one.stdout.contains("\n" + line + "\n"), "\(one.stdout)")
            #expect(all.stdout.contains("\n" + line + "\n"), "--all: \(line)")
        }
        // The root alone has the path's name.
        let root = try Scenec.run(["layout", "examples/Player.scene.yaml", "--path", "queue", "--format", "text"])
        #expect(root.stdout.contains("\nstate queue: queue on ipad-landscape\n"), "\(root.stdout)")
    }

    @Test("explain SC4008 fixes the scene by making the action a tab, not by dropping the iPhone")
    func extraItemsExplanationHasARealFix() throws {
        let result = try Scenec.run(["explain", "SC4008"])
        expectEqual(result.status, 0)
        #expect(result.stdout.contains("- {title: Settings, root: settings}"), "\(result.stdout)")
        #expect(result.stdout.contains("tabBar: side"))
        #expect(result.stdout.contains("diagnostics: {SC4008: ignore}"))
        #expect(!result.stdout.contains("devices: [ipad-landscape]\n"), "\(result.stdout)")
    }
}
