import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// Random scenes with hostile titles, icons, badges and page ids: the generated code compiles (one batch of
/// `swiftc` runs for all of them) and every string literal evaluates to exactly its input.
@Suite struct PropertyTests {
    /// Pieces that break naive generators.
    static let hostile = [
        "\"", "\\", "\\(x)", "\"\"\"", "#", "#\"", "\"#", "\n", "\r\n", "\t", "\u{2028}", "\u{2029}", "\u{200F}",
        "\u{202E}", "\u{200D}", "\u{FEFF}", "\u{0301}", "\u{FE0F}", "👋", "👨‍👩‍👧", "é", "日本", "/*", "*/", "//", "$0",
        "`", "'", "{", "}", " ", "\u{A0}", "\u{7F}", "\u{1B}", "\u{E000}", "\u{10FFFF}", "class", "self",
    ]

    /// Page ids that are keywords or awkward names; `init`, `allCases`, `rawValue` and `hashValue` are
    /// rejected by the checker (SC3018), so they are not used.
    static let hostileIDs = [
        "class", "self", "Self", "Type", "Protocol", "Any", "_", "__", "_1", "default", "func", "in", "is", "as",
        "nil", "true", "String", "Sendable", "Double", "SceneContainer", "ScenePageMarker", "device", "navigator",
        "snapshot", "container", "push", "pushing", "activate", "Top", "Next", "some", "any", "async", "await",
        "throws", "try", "return", "let", "var", "case", "enum", "struct", "protocol", "extension", "where",
        "ScenecRuntime", "SceneError", "SceneDevice", "XCTest", "XCTestCase", "FuzzScenes", "Swift", "Metrics",
    ]

    static func randomText(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...6, using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator)
                ? hostile.randomElement(using: &generator)!
                : String(UnicodeScalar(UInt8.random(in: 97...122, using: &generator)))
        }.joined()
    }

    /// `text` as a YAML double-quoted scalar: `"`, `\` and everything outside printable ASCII escaped.
    static func yamlString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + String(format: "%04X", scalar.value)
                } else {
                    out += "\\U" + String(format: "%08X", scalar.value)
                }
            }
        }
        return out + "\""
    }

    /// A random scene named `name` and the strings it uses.
    static func randomScene(_ name: String, _ generator: inout SplitMix64) -> (yaml: String, strings: [String]) {
        var ids: [String] = []
        var members: Set<String> = []
        for candidate in hostileIDs.shuffled(using: &generator) + (0..<10).map({ "page\($0)" }) {
            guard ids.count < 6, members.insert(SwiftNames.memberName(candidate)).inserted else { continue }
            ids.append(candidate)
        }
        var strings: [String] = []
        func text() -> String {
            let value = randomText(&generator)
            strings.append(value)
            return yamlString(value)
        }
        let useTabs = Bool.random(using: &generator)
        var yaml = "scene: \(name)\nversion: 1\ndevices: [ipad-landscape]\ntests: {maxDepth: 2, maxStates: 12}\n"
        if useTabs {
            yaml += "tabs:\n"
            yaml +=
                "  - {title: \(text()), icon: \(text()), badge: \(text()), badgeColor: \"#A1B2C3\", root: \(ids[0])}\n"
            yaml += "  - {title: \(text()), root: \(ids[1])}\n"
            yaml += "extraItems:\n  - {title: \(text()), icon: \(text()), action: doIt}\n"
        } else {
            yaml += "root: \(ids[0])\n"
        }
        yaml += "pages:\n"
        yaml += "  \(ids[0]):\n    type: FuzzScenes.P0\n    title: \(text())\n    push: [\(ids[2]), \(ids[3])]\n"
        yaml += "  \(ids[1]):\n    type: FuzzScenes.P1\n    title: \(text())\n"
        yaml += "  \(ids[2]):\n    type: FuzzScenes.P2\n    size: half\n    transition: {next: \(ids[1])}\n"
        yaml += "  \(ids[3]):\n    type: FuzzScenes.P3\n    pager:\n      tabs:\n"
        yaml += "        - {title: \(text()), page: \(ids[4]), width: 90}\n"
        yaml += "        - {title: \(text()), page: \(ids[5]), width: 110, reuse: feed}\n"
        yaml += "  \(ids[4]): {type: FuzzScenes.P4}\n  \(ids[5]): {type: FuzzScenes.P5}\n"
        return (yaml, strings)
    }

    @Test func randomScenesCompileAndTheirLiteralsRoundTrip() throws {
        let swift = try Tool.require("swift", from: "the Swift toolchain")
        let swiftc = URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swiftc").path
        let runtimeModules = productsDirectory + "/Modules"
        let directory = try temporaryDirectory("property")
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var generator = SplitMix64(seed: 0x5CE_4EC)
        var setupPaths: [String] = []
        var testPaths: [String] = []
        var allStrings: [String] = Self.hostile
        for index in 0..<24 {
            let (yaml, strings) = Self.randomScene("Fuzz\(index)", &generator)
            allStrings += strings
            let result = compileScene(yaml, path: "Fuzz\(index).scene.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }
            try #require(errors.isEmpty, "\(yaml)\n\(errors.map(\.message))")
            let files = try generateFiles(yaml, name: "Fuzz\(index)\n\u{2028}.scene.yaml", module: "FuzzScenes")
            for string in strings {
                #expect(files[0].contents.contains(SwiftLiteral.string(string)), "\(string.debugDescription)")
            }
            for file in files {
                let path = directory + "/" + file.name
                try write(file.contents, to: path)
                if file.name.hasSuffix("Scene.swift") { setupPaths.append(path) } else { testPaths.append(path) }
            }
        }

        // The pages' classes (the setup code's factory names them), the setup code of every scene as one module
        // (its UI part against ScenecUIKit and its stand-in), then the layout tests against it, in Swift 6 mode.
        let classes = (0..<6).map { "public final class P\($0): UIViewController {}" }
        try write(
            (["import ScenecUIKit", ""] + classes).joined(separator: "\n") + "\n", to: directory + "/Pages.swift")
        setupPaths.append(directory + "/Pages.swift")
        let module = try run(
            swiftc,
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "FuzzScenes",
                "-I", runtimeModules, "-emit-module-path", directory + "/FuzzScenes.swiftmodule",
            ] + setupPaths
        )
        expectEqual(module.status, 0, "\(module.output)")
        #expect(!module.output.contains("warning:"), "\(module.output)")
        let tests = try run(
            swiftc, ["-typecheck", "-swift-version", "6", "-I", directory, "-I", runtimeModules] + testPaths
        )
        expectEqual(tests.status, 0, "\(tests.output)")
        #expect(!tests.output.contains("warning:"), "\(tests.output)")

        // Every literal evaluates to its input: print the UTF-8 of each literal and compare.
        var program = ""
        for string in allStrings {
            program += "print(Array(\(SwiftLiteral.string(string)).utf8))\n"
        }
        try write(program, to: directory + "/literals/main.swift")
        let binary = directory + "/literals/main"
        let build = try run(swiftc, ["-swift-version", "6", directory + "/literals/main.swift", "-o", binary])
        try #require(build.status == 0, "\(build.output)")
        let output = try run(binary, [])
        let expected = allStrings.map { "\(Array($0.utf8))\n" }.joined()
        expectEqual(output.output, expected)
    }
}
