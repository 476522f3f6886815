import Foundation
import ScenecTestSupport
import Testing

/// Issue 12, "one driver": every command calls only the driver, so `Sources/scenec` imports `ScenecCompiler`, the
/// diagnostics (`ScenecDiagnostics`) and ArgumentParser, and the C library for its I/O; nothing else of the pipeline.
@Suite struct DriverBoundaryTests {
    static let allowed: Set<String> = ["ArgumentParser", "ScenecCompiler", "ScenecDiagnostics", "Glibc", "Darwin"]

    /// The module each `import` line of `text` names (`public import X`, `@testable import X.Y`, …), with its line.
    static func imports(in text: String) -> [(line: Int, module: String)] {
        var found: [(line: Int, module: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
                words[..<position].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) })
            else { continue }
            var module = words[position + 1]
            // `import struct X.Y` names the kind first.
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module),
                position + 2 < words.count
            {
                module = words[position + 2]
            }
            found.append((index + 1, String(module.split(separator: ".").first ?? module)))
        }
        return found
    }

    @Test func theParserFindsEveryFormOfImport() {
        let found = Self.imports(
            in: "import A\npublic import B.C\n  @testable import D\nimport struct E.F\n// import G\nlet x = 1\n")
        #expect(found.map(\.module) == ["A", "B", "D", "E"])
        #expect(found.map(\.line) == [1, 2, 3, 4])
    }

    @Test func theCommandLineImportsOnlyTheDriverTheDiagnosticsAndArgumentParser() throws {
        let root = Scenec.repository + "/Sources/scenec"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10, "\(files)")
        for path in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for (line, module) in Self.imports(in: text) {
                #expect(Self.allowed.contains(module), "Sources/scenec/\(path):\(line) imports \(module)")
            }
        }
    }

    /// A command without `commandName` makes ArgumentParser derive the name from `String(describing:)` of its type at
    /// every start, a first-time protocol-conformance scan of every loaded library per command (5.2 M instructions
    /// for the eight commands, about 10% of a cold `validate`; issue 17).
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
        #expect(commands == 8)
    }

    @Test func theDriverReExportsNothing() throws {
        let root = Scenec.repository + "/Sources/ScenecCompiler"
        for path in try FileManager.default.subpathsOfDirectory(atPath: root) where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            #expect(!text.contains("@_exported"), "Sources/ScenecCompiler/\(path) re-exports a module")
        }
    }
}
