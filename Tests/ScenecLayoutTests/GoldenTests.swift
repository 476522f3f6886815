import ScenecCompiler
import ScenecDiagnostics
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// The golden of example `file`: `Golden/<Scene>.layout.jsonl`.
func goldenPath(_ file: String) -> String {
    goldenDirectory + "/" + file.replacingSuffix(".scene.yaml", with: ".layout.jsonl")
}

/// Every state of every device of `scene`, as `scenec layout --all --format json` prints it (JSON Lines).
func tableJSON(_ scene: Scene) -> String {
    LayoutJSON.lines(layoutTable(scene))
}

extension String {
    /// The string with `suffix` replaced by `replacement` (unchanged when it does not end with `suffix`).
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

@Suite("Goldens: every state of every example on every device")
struct GoldenTests {
    @Test("the layout JSON of every enumerated state matches Golden/<Scene>.layout.jsonl", arguments: exampleFiles)
    func golden(_ file: String) throws {
        let scene = try #require(exampleScene(file))
        if let failure = Golden.check(tableJSON(scene), against: goldenPath(file)) {
            Issue.record(Comment(rawValue: failure))
        }
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
                #expect(LayoutJSON.json(again) == LayoutJSON.json(laidOut), "\(laidOut.state.name)")
            }
        }
    }
}
