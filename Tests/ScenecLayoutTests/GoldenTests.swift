import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// The goldens of example `file`: `Golden/<Scene>/<device>.json`, one per device, and `states.json` (see
/// `LayoutGolden`).
func goldenDirectory(_ file: String) -> String {
    goldenDirectory + "/" + file.replacingSuffix(".scene.yaml", with: "")
}

extension String {
    /// The string with `suffix` replaced by `replacement` (unchanged when it does not end with `suffix`).
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

@Suite("Goldens: every state of every example on every device")
struct GoldenTests {
    @Test(
        "the layout JSON of every enumerated state matches Golden/<Scene>/<device>.json and states.json",
        arguments: exampleFiles)
    func golden(_ file: String) throws {
        let scene = try #require(exampleScene(file))
        let table = layoutTable(scene)
        let directory = goldenDirectory(file)
        let states = LayoutGolden.states(table)
        if let failure = Golden.check(LayoutGolden.statesDocument(table), against: "\(directory)/states.json") {
            Issue.record(Comment(rawValue: failure))
        }
        for entry in table.devices {
            if let failure = Golden.check(
                LayoutGolden.document(entry, states: states), against: "\(directory)/\(entry.device.name).json")
            {
                Issue.record(Comment(rawValue: failure))
            }
        }
        expectEqual(
            FileIO.list(directory), (table.devices.map { $0.device.name + ".json" } + ["states.json"]).sorted(),
            "stale goldens in \(directory)")
    }

    @Test("a golden stores frames as arrays, repeated values once, and lists of alike objects as tables")
    func goldenForm() {
        let frame = JSONValue.object([("x", .int(1)), ("y", .int(2)), ("width", .int(3)), ("height", .int(4))])
        expectEqual(
            LayoutGolden.compact(.object([("frame", frame)])),
            .object([("frame", .array([.int(1), .int(2), .int(3), .int(4)]))]))
        let rows = JSONValue.array([
            .object([("a", .int(1)), ("b", .int(2))]), .object([("a", .int(3)), ("b", .int(4))]),
        ])
        expectEqual(
            LayoutGolden.tables(rows),
            .object([
                ("keys", .array([.string("a"), .string("b")])),
                ("rows", .array([.array([.int(1), .int(2)]), .array([.int(3), .int(4)])])),
            ]))
        expectEqual(LayoutGolden.tables(.array([.object([("a", .int(1))])])), .array([.object([("a", .int(1))])]))
        expectEqual(LayoutGolden.pretty(.array([.int(1)]), indent: 0), "[1]")
        let long = String(repeating: "x", count: LayoutGolden.width)
        expectEqual(
            LayoutGolden.pretty(.object([("a", .array([.string(long)]))]), indent: 0),
            "{\n\t\"a\": [\n\t\t\"\(long)\"\n\t]\n}")
    }

    @Test(
        "states.json holds each state's options once; a device's golden keeps a state's options only where they differ")
    func statesStoredOnce() throws {
        let scene = try #require(exampleScene("Ride.scene.yaml"))
        let table = layoutTable(scene)
        let states = LayoutGolden.states(table)
        for entry in table.devices {
            #expect(entry.entries.allSatisfy { laidOut in states.contains { $0.0 == laidOut.state.name } })
            #expect(LayoutGolden.document(entry, states: states).ranges(of: "\"state\":").isEmpty)
            let alone = LayoutGolden.document(entry, states: [])
            expectEqual(alone.ranges(of: "\"state\":").count, entry.entries.count, "\(entry.device.name)")
        }
        expectEqual(Set(states.map(\.0)).count, states.count)
    }

    @Test("the golden's states are the enumerated ones, and each layout is the single-state JSON")
    func goldenMatchesSingleStates() throws {
        let scene = try #require(exampleScene("Profile.scene.yaml"))
        let table = layoutTable(scene)
        for entry in table.devices {
            for laidOut in entry.entries {
                let request = StateRequest(
                    device: entry.device.name, path: laidOut.state.path.map(\.rawValue),
                    active: laidOut.state.active, selected: laidOut.state.selected, offset: laidOut.state.headerOffset,
                    views: laidOut.state.stackViews?.map(\.rawValue)
                )
                let again = try #require(layOut(scene, request))
                expectEqual(LayoutJSON.json(again), LayoutJSON.json(laidOut), "\(laidOut.state.name)")
            }
        }
    }
}
