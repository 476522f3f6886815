import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// SC4009 (layout tests too large) lowered to a warning or ignored, through the real binary: what limits the tests
/// stops neither the setup code nor a single layout, and a command that still cannot run says why.
@Suite(.serialized) struct LoweredTestLimitTests {
    /// 20 devices, each with 100 states of a 100-tab pager that asserts about 226 items: about 450,000 assertions.
    static func scene(_ severity: String?) -> String {
        pagerScene(tabs: 100, devices: 20, maxStates: 1000, severity: severity)
    }

    func directory(_ text: String) throws -> String {
        let directory = try Scenec.directory(holding: text)
        return directory
    }

    /// Each way of lowering SC4009: in the scene, or on the command line.
    static let lowerings: [(scene: String?, options: [String])] = [
        ("warning", []), ("ignore", []), (nil, ["--ignore", "SC4009"]), (nil, ["--warning", "SC4009"]),
    ]

    @Test("a lowered SC4009 lets validate pass, generate --only setup write the setup code and layout one state")
    func setupAndOneStateStillWork() throws {
        for lowering in Self.lowerings {
            let directory = try directory(Self.scene(lowering.scene))
            let validate = try Scenec.run(["validate", "Shop.scene.yaml"] + lowering.options, in: directory)
            expectEqual(validate.status, 0, "\(lowering): \(validate.stderr)")

            let setup = try Scenec.run(
                ["generate", "Shop.scene.yaml", "--output", "out", "--only", "setup"] + lowering.options,
                in: directory)
            expectEqual(setup.status, 0, "\(lowering): \(setup.stderr)")
            #expect(FileManager.default.fileExists(atPath: directory + "/out/ShopScene.swift"), "\(lowering)")

            let layout = try Scenec.run(
                ["layout", "Shop.scene.yaml", "--device", "d3", "--selected", "7"] + lowering.options, in: directory)
            expectEqual(layout.status, 0, "\(lowering): \(layout.stderr)")
            #expect(layout.stdout.contains("\"device\""), "\(lowering)")
        }
    }

    @Test("with a lowered SC4009, generating the tests and layout --all fail and say why; nothing is written")
    func whatNeedsTheTestsSaysWhy() throws {
        for lowering in Self.lowerings {
            let directory = try directory(Self.scene(lowering.scene))
            let generate = try Scenec.run(
                ["generate", "Shop.scene.yaml", "--output", "out"] + lowering.options, in: directory)
            expectEqual(generate.status, 1)
            #expect(
                generate.stderr.contains(
                    "scenec: error: the layout tests cannot be generated: the generated layout tests would hold about"),
                "\(lowering): \(generate.stderr)")
            #expect(generate.stderr.contains("'--only setup' generates the setup code alone"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/ShopScene.swift"))

            let tests = try Scenec.run(
                ["generate", "Shop.scene.yaml", "--output", "out", "--only", "tests"] + lowering.options,
                in: directory)
            expectEqual(tests.status, 1)
            #expect(tests.stderr.contains("[SC4009]; lower `tests.maxStates`"), "\(lowering): \(tests.stderr)")

            for format in ["json", "text"] {
                let all = try Scenec.run(
                    ["layout", "Shop.scene.yaml", "--all", "--format", format] + lowering.options, in: directory)
                expectEqual(all.status, 1)
                #expect(all.stdout.isEmpty)
                #expect(
                    all.stderr.contains("scenec: error: --all cannot lay out every state: the generated layout tests"),
                    "\(lowering): \(all.stderr)")
            }
        }
    }

    @Test("as an error, SC4009 still stops every output command with its diagnostic")
    func anErrorStillStops() throws {
        let directory = try directory(Self.scene(nil))
        for arguments in [
            ["generate", "Shop.scene.yaml", "--output", "out", "--only", "setup"], ["layout", "Shop.scene.yaml"],
        ] {
            let result = try Scenec.run(arguments, in: directory)
            expectEqual(result.status, 1)
            #expect(result.stderr.contains("error: the generated layout tests would hold about"))
            #expect(result.stderr.contains("[SC4009]"))
        }
    }
}

/// A scene whose root page has a pager of `tabs` tabs (each a state of the layout tests, asserting every cell and
/// page), on `devices` custom devices (the default pair when 0): the shape that makes layout tests too large
/// (SC4009), with `diagnostics: {SC4009: severity}` when given.
func pagerScene(tabs: Int, devices: Int, maxStates: Int, severity: String? = nil) -> String {
    let deviceList = (0..<devices).map { "{name: d\($0), width: \(1000 + $0), height: 768, sizeClass: regular}" }
    let tabList = (0..<tabs).map { "{title: T\($0), page: p, width: 80}" }.joined(separator: ", ")
    return """
        scene: Shop
        version: 1
        \(devices > 0 ? "devices: [\(deviceList.joined(separator: ", "))]" : "")
        root: feed
        pages:
          feed:
            type: App.Feed
            pager: {tabs: [\(tabList)]}
          p: {type: App.P}
        tests: {maxStates: \(maxStates)}
        \(severity.map { "diagnostics: {SC4009: \($0)}" } ?? "")

        """
}
