import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Issue 12, "one driver": every command calls only the driver. `Package.swift` says which modules `scenec` may
/// import (`ScenecCompiler`, `ScenecDiagnostics`, `ScenecOutput` and ArgumentParser; `ImportContractTests` holds every target to its
/// manifest entry); what the manifest cannot say is here: the driver re-exports nothing, so `scenec` reaches no
/// other stage through it, and every command names itself.
@Suite struct DriverBoundaryTests {
    /// A command without `commandName` makes ArgumentParser derive the name from `String(describing:)` of its type at
    /// every start, a first-time protocol-conformance scan of every loaded library per command (5.2 M instructions
    /// for the eight commands then, about 10% of a cold `validate`; issue 17).
    @Test func everyCommandNamesItself() throws {
        let root = Scenec.repository + "/Sources/scenec"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        var commands = 0
        for path in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for part in text.components(separatedBy: "CommandConfiguration(").dropFirst() {
                commands += 1
                let arguments = part.drop { $0 == " " || $0 == "\n" }
                #expect(
                    arguments.hasPrefix("commandName: \""), "Sources/scenec/\(path) configures a command without a name"
                )
            }
        }
        expectEqual(commands, 9)
    }

    @Test func theDriverReExportsNothing() throws {
        let root = Scenec.repository + "/Sources/ScenecCompiler"
        for path in try FileManager.default.subpathsOfDirectory(atPath: root) where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            #expect(!text.contains("@_exported"), "Sources/ScenecCompiler/\(path) re-exports a module")
        }
    }
}
