import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `Package.swift` is the import contract: every target declares every module it imports directly. SwiftPM on Linux
/// lets a target import a module it reaches through another dependency (even with
/// `--explicit-target-dependency-import-check error`), so this test reads the manifest and every source's imports.
@Suite struct ImportContractTests {
    /// Modules of the toolchain and the system, which no manifest declares.
    static let platformModules: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Darwin", "Testing", "XCTest", "UIKit", "SwiftUI", "PackagePlugin",
    ]

    /// A target of the manifest: its kind (`target`, `testTarget`, …), name and declared dependencies.
    struct Target: Equatable {
        var kind: String
        var name: String
        var dependencies: Set<String>
    }

    /// The elements of the `[…]` that `label` (which ends with `[`) opens in `text`, split at its top-level commas.
    static func elements(after label: String, in text: Substring) -> [Substring] {
        guard let start = text.range(of: label) else { return [] }
        var depth = 1
        var inString = false
        var elements: [Substring] = []
        var elementStart = start.upperBound
        var index = start.upperBound
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                inString.toggle()
            } else if !inString {
                if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                    if depth == 0 {
                        elements.append(text[elementStart..<index])
                        break
                    }
                } else if character == ",", depth == 1 {
                    elements.append(text[elementStart..<index])
                    elementStart = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        return elements.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// `text` without its `//` comments (outside string literals).
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var inString = false
            var previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if character == "\"" { inString.toggle() }
                if !inString, character == "/", previous == "/" { return String(line[..<line.index(before: index)]) }
                previous = character
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The string literals of `text` that are not a `package:` argument.
    static func names(in text: Substring) -> Set<String> {
        var names: Set<String> = []
        var rest = text
        while let open = rest.firstIndex(of: "\"") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "\"") else { break }
            let before = rest[..<open].reversed().drop { $0 == " " }
            if !String(before.prefix(8).reversed()).hasSuffix("package:") { names.insert(String(after[..<close])) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// The targets of a manifest.
    static func targets(inManifest text: String) -> [Target] {
        elements(after: "\n    targets: [", in: withoutComments(text)[...]).compactMap { element in
            let trimmed = element.drop { $0.isWhitespace || $0 == "\n" }
            guard trimmed.hasPrefix("."), let paren = trimmed.firstIndex(of: "("),
                let name = names(in: trimmed.prefix { $0 != "," }).first
            else { return nil }
            let kind = String(trimmed[trimmed.index(after: trimmed.startIndex)..<paren])
            let dependencies = elements(after: "dependencies: [", in: trimmed).reduce(into: Set<String>()) {
                $0.formUnion(names(in: $1))
            }
            return Target(kind: kind, name: name, dependencies: dependencies)
        }
    }

    /// The modules the imports at the top of a Swift file name (before its first declaration), with their lines:
    /// `import A`, `public import B.C`, `@testable import D`, `import struct E.F`, also inside `#if`.
    static func imports(in text: String) -> [(line: Int, module: String)] {
        var found: [(line: Int, module: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
                words[..<position].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) })
            else { break }
            var module = words[position + 1]
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module),
                position + 2 < words.count
            {
                module = words[position + 2]
            }
            found.append((index + 1, String(module.split(separator: ".").first ?? module)))
        }
        return found
    }

    @Test func theReadersFindTargetsDependenciesAndImports() {
        let manifest = """
            let package = Package(
                name: "x",
                dependencies: [.package(url: "https://example.com/p", from: "1.0.0")],
                targets: [
                    // A comment, with commas, (parentheses) and "quotes".
                    .target(name: "A"),
                    .target(name: "B", dependencies: ["A", .product(name: "P", package: "p")]),
                    .testTarget(
                        name: "BTests",
                        dependencies: ["B", .target(name: "S", condition: .when(platforms: [.linux]))],
                        exclude: ["Fixtures"]
                    ),
                ]
            )
            """
        expectEqual(
            Self.targets(inManifest: manifest),
            [
                Target(kind: "target", name: "A", dependencies: []),
                Target(kind: "target", name: "B", dependencies: ["A", "P"]),
                Target(kind: "testTarget", name: "BTests", dependencies: ["B", "S"]),
            ])
        let source =
            "// c\n#if canImport(Glibc)\n    import Glibc\n#endif\npublic import B.C\n@testable import D\n"
            + "import struct E.F\n\nlet text = \"\"\"\n    import G\n    \"\"\"\n"
        expectEqual(Self.imports(in: source).map(\.module), ["Glibc", "B", "D", "E"])
        expectEqual(Self.imports(in: source).map(\.line), [3, 5, 6, 7])
    }

    @Test("every target declares every module it imports directly")
    func everyImportIsDeclared() throws {
        let root = Scenec.repository
        let manifest = try #require(FileIO.read(root + "/Package.swift"))
        let targets = Self.targets(inManifest: manifest)
        #expect(targets.count >= 20, "\(targets.map(\.name))")
        let all = Set(targets.map(\.name))
        var checkedFiles = 0
        for target in targets where ["target", "testTarget", "executableTarget"].contains(target.kind) {
            let directory = (target.kind == "testTarget" ? "Tests/" : "Sources/") + target.name
            let files = try FileManager.default.subpathsOfDirectory(atPath: root + "/" + directory)
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Fixtures/") && !$0.hasPrefix("Golden/") }
            for path in files.sorted() {
                let text = try #require(FileIO.read(root + "/" + directory + "/" + path))
                checkedFiles += 1
                for (line, module) in Self.imports(in: text)
                where module != target.name && !Self.platformModules.contains(module) {
                    let unknown = all.contains(module) ? "" : " (and no target of Package.swift is named so)"
                    #expect(
                        target.dependencies.contains(module),
                        "\(directory)/\(path):\(line) imports \(module), which \(target.name) does not declare\(unknown)"
                    )
                }
            }
        }
        #expect(checkedFiles > 100)
    }
}
