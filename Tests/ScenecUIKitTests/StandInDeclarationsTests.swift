#if !canImport(UIKit)
    import Foundation
    import ScenecExpectations
    import ScenecTestSupport
    import Testing

    /// One public declaration: its dotted path (`UIView.frame`, or `UIView inherits from` for a superclass) and its
    /// declaration as Apple's documentation shows it.
    struct DeclarationEntry: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var declaration: String

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.declaration) < (rhs.path, rhs.declaration) }
        var description: String { "\(path): \(declaration)" }
    }

    /// The stand-in's public surface, read from a symbol graph, and its comparison with the committed list.
    enum StandInSurface {
        private struct Graph: Decodable {
            struct Symbol: Decodable {
                struct Identifier: Decodable { var precise: String }
                struct Kind: Decodable { var identifier: String }
                struct Fragment: Decodable { var spelling: String }
                var identifier: Identifier
                var kind: Kind
                var pathComponents: [String]
                var declarationFragments: [Fragment]
            }
            struct Relationship: Decodable {
                var kind: String
                var source: String
                var target: String
                var targetFallback: String?
            }
            var symbols: [Symbol]
            var relationships: [Relationship]
        }

        /// The entries of a symbol graph, in the list's notation: members without `@MainActor` (after
        /// `@discardableResult` too), stored
        /// properties with `{ get set }`, and one `inherits from` entry per class.
        static func entries(symbolGraph: Data) throws -> Set<DeclarationEntry> {
            let graph = try JSONDecoder().decode(Graph.self, from: symbolGraph)
            let types: Set = ["swift.class", "swift.protocol", "swift.struct", "swift.enum"]
            var byID: [String: Graph.Symbol] = [:]
            var result = Set<DeclarationEntry>()
            for symbol in graph.symbols {
                byID[symbol.identifier.precise] = symbol
                // Trimmed: symbolgraph-extract ends some declarations (an opaque result) with a newline.
                var declaration = symbol.declarationFragments.map(\.spelling).joined()
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                let kind = symbol.kind.identifier
                if !types.contains(kind), declaration.hasPrefix("@MainActor ") {
                    declaration.removeFirst("@MainActor ".count)
                }
                // `@discardableResult` comes first in the graph (`@discardableResult @MainActor func …`).
                if !types.contains(kind), declaration.hasPrefix("@discardableResult @MainActor ") {
                    declaration = "@discardableResult " + declaration.dropFirst("@discardableResult @MainActor ".count)
                }
                let isProperty = kind == "swift.property" || kind == "swift.type.property"
                if isProperty, !declaration.contains("{"), (" " + declaration).contains(" var ") {
                    declaration += " { get set }"
                }
                result.insert(
                    DeclarationEntry(path: symbol.pathComponents.joined(separator: "."), declaration: declaration))
            }
            for relationship in graph.relationships where relationship.kind == "inheritsFrom" {
                guard let source = byID[relationship.source] else { continue }
                let superclass =
                    byID[relationship.target]?.pathComponents.joined(separator: ".")
                    ?? relationship.targetFallback?.split(separator: ".").last.map(String.init) ?? relationship.target
                let path = source.pathComponents.joined(separator: ".") + " inherits from"
                result.insert(DeclarationEntry(path: path, declaration: superclass))
            }
            return result
        }

        /// The entries' path prefixes that the platform declares instead of the stand-in: on a Mac, Foundation
        /// brings Core Graphics' CGAffineTransform, which the stand-in uses there, and NSUserActivity, which
        /// swift-corelibs-foundation lacks.
        static let platformPrefixes: [String] = {
            var prefixes: [String] = []
            #if canImport(CoreGraphics)
                prefixes.append("CGAffineTransform")
            #endif
            #if canImport(ObjectiveC)
                prefixes.append("NSUserActivity")
            #endif
            return prefixes
        }()

        /// Whether the platform declares this entry instead of the stand-in (`platformPrefixes`).
        static func isFromThePlatform(_ entry: DeclarationEntry) -> Bool {
            platformPrefixes.contains { entry.path.hasPrefix($0) }
        }

        /// The committed list's entries (comment lines start with `#`).
        static func entries(list: String) -> Set<DeclarationEntry> {
            Set(lines(list).map { DeclarationEntry(path: $0[0], declaration: $0[1]) })
        }

        /// The list's lines that are not comments, split into their columns.
        static func lines(_ list: String) -> [[String]] {
            list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
                line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            }
        }

        /// The lines that do not have the four columns, a developer.apple.com page and a verification status
        /// (`checked <date> on developer.apple.com`, `third-party <date>: <source>` or `unchecked: <why>`).
        static func malformedLines(_ list: String) -> [String] {
            lines(list).filter { columns in
                guard columns.count == 4, columns[2].hasPrefix("https://developer.apple.com/documentation/") else {
                    return true
                }
                let status = columns[3]
                return !(status.hasPrefix("checked ") && status.contains("on developer.apple.com"))
                    && !status.hasPrefix("third-party ") && !status.hasPrefix("unchecked: ")
            }.map { $0.joined(separator: " | ") }
        }

        /// Every difference, one sentence each: stand-in declarations not on the list (a new member or a changed
        /// signature), and list lines the stand-in no longer declares.
        static func problems(surface: Set<DeclarationEntry>, reference: Set<DeclarationEntry>) -> [String] {
            let extra = surface.subtracting(reference).sorted().map { entry in
                let listed = reference.filter { $0.path == entry.path }.map(\.declaration).sorted()
                return listed.isEmpty
                    ? "the stand-in declares \(entry), which is not on the list"
                    : "the stand-in declares \(entry), but the list says \(listed.joined(separator: " / "))"
            }
            let missing = reference.subtracting(surface).filter { listed in
                !surface.contains { $0.path == listed.path }
            }
            return extra + missing.sorted().map { "the list has \($0), which the stand-in does not declare" }
        }

        /// The symbol graph of module `module` found in `modulesDirectory` (not those of its extensions of other
        /// modules' types).
        static func symbolGraph(module: String, modulesDirectory: String) throws -> Data {
            try symbolGraphs(module: module, includes: [modulesDirectory]) { $0 == "\(module).symbols.json" }[0]
        }

        /// Every symbol graph of module `module` (its own and those of its extensions of other modules' types) whose
        /// file name `keeps`, in file name order, with `includes` as the search paths.
        static func symbolGraphs(
            module: String, includes: [String], keeping keeps: (String) -> Bool = { _ in true }
        ) throws -> [Data] {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-sg-\(UUID())")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: output) }
            let result = try Subprocess.run(
                "/usr/bin/env",
                [
                    "swift", "symbolgraph-extract", "-module-name", module, "-target", try hostTriple(),
                    "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members",
                ] + includes.flatMap { ["-I", $0] })
            guard result.status == 0 else { throw ExtractionError(output: result.output) }
            let graphs = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                .filter { $0.hasPrefix(module) && $0.hasSuffix(".symbols.json") && keeps($0) }
                .map { try Data(contentsOf: output.appendingPathComponent($0)) }
            guard !graphs.isEmpty else { throw ExtractionError(output: "no symbol graph of \(module)") }
            return graphs
        }

        struct ExtractionError: Error, CustomStringConvertible {
            var output: String
            var description: String { "symbolgraph-extract failed:\n\(output)" }
        }

        /// The host's target triple, from `swift -print-target-info`.
        static func hostTriple() throws -> String {
            struct Info: Decodable {
                struct Target: Decodable { var unversionedTriple: String }
                var target: Target
            }
            let result = try Subprocess.run("/usr/bin/env", ["swift", "-print-target-info"])
            return try JSONDecoder().decode(Info.self, from: Data(result.stdout.utf8)).target.unversionedTriple
        }

        /// The build's module directory: next to the test executable, or the package's `.build/debug/Modules`.
        static func modulesDirectory(filePath: String) -> String {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for candidate in [executable.appendingPathComponent("Modules"), executable] {
                let module = candidate.appendingPathComponent("ScenecUIKitStandIn.swiftmodule").path
                if FileManager.default.fileExists(atPath: module) { return candidate.path }
            }
            return Paths.repositoryRoot(from: filePath) + "/.build/debug/Modules"
        }

        static func list(filePath: String) throws -> String {
            try String(
                contentsOfFile: Paths.directory(of: filePath) + "/Fixtures/UIKitDeclarations.txt", encoding: .utf8)
        }
    }

    @Suite("The stand-in declares only listed UIKit declarations")
    struct StandInDeclarationsTests {
        @Test("the built stand-in's public surface is exactly the committed list")
        func surfaceMatchesList() throws {
            let graph = try StandInSurface.symbolGraph(
                module: "ScenecUIKitStandIn", modulesDirectory: StandInSurface.modulesDirectory(filePath: #filePath))
            let surface = try StandInSurface.entries(symbolGraph: graph)
            let reference = StandInSurface.entries(list: try StandInSurface.list(filePath: #filePath))
                .filter { !StandInSurface.isFromThePlatform($0) }
            #expect(reference.count > 80)
            expectEqual(StandInSurface.problems(surface: surface, reference: reference), [])
        }

        @Test("every line names Apple's page and says how it was verified")
        func everyLineSaysHowItWasVerified() throws {
            let list = try StandInSurface.list(filePath: #filePath)
            expectEqual(StandInSurface.malformedLines(list), [])
            #expect(StandInSurface.malformedLines("UIView.frame\tvar frame: CGRect { get set }\thttps://x") != [])
            let checked = StandInSurface.lines(list).filter { $0.count == 4 && $0[3].hasPrefix("checked ") }
            #expect(checked.count >= 30)
        }

        @Test("a changed signature, a new member and a dropped member are each reported")
        func comparisonFindsEachDifference() throws {
            let reference = StandInSurface.entries(list: try StandInSurface.list(filePath: #filePath))
            var surface = reference
            let addChild = try #require(reference.first { $0.path == "UIViewController.addChild(_:)" })
            surface.remove(addChild)
            surface.insert(
                DeclarationEntry(path: addChild.path, declaration: "func addChild(_ child: UIViewController)"))
            surface.insert(DeclarationEntry(path: "UIView.tag", declaration: "var tag: Int { get set }"))
            let dropped = try #require(reference.first { $0.path == "UIWindow.makeKeyAndVisible()" })
            surface.remove(dropped)
            expectEqual(
                StandInSurface.problems(surface: surface, reference: reference),
                [
                    "the stand-in declares UIView.tag: var tag: Int { get set }, which is not on the list",
                    "the stand-in declares UIViewController.addChild(_:): func addChild(_ child: UIViewController), "
                        + "but the list says func addChild(_ childController: UIViewController)",
                    "the list has UIWindow.makeKeyAndVisible(): func makeKeyAndVisible(), which the stand-in does not declare",
                ])
        }

        @Test("the test-only SwiftUI stand-in's public surface is exactly its list, every line verified")
        func swiftUISurfaceMatchesList() throws {
            let fixtures = Paths.directory(of: #filePath) + "/Fixtures"
            let modules = StandInSurface.modulesDirectory(filePath: #filePath)
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-swiftui-\(UUID())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let compiled = try Subprocess.run(
                "/usr/bin/env",
                [
                    "swiftc", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-emit-module",
                    "-emit-module-path", scratch.appendingPathComponent("SwiftUI.swiftmodule").path, "-I", modules,
                    fixtures + "/SwiftUIStandIn/SwiftUI.swift",
                ],
                mergingOutput: true)
            expectEqual(compiled.status, 0, "\(compiled.output)")
            let graphs = try StandInSurface.symbolGraphs(module: "SwiftUI", includes: [scratch.path, modules])
            expectEqual(graphs.count, 2, "SwiftUI's own graph and that of its extension of Never")
            let surface = try graphs.reduce(into: Set<DeclarationEntry>()) { surface, graph in
                surface.formUnion(try StandInSurface.entries(symbolGraph: graph))
            }
            let list = try String(contentsOfFile: fixtures + "/SwiftUIDeclarations.txt", encoding: .utf8)
            expectEqual(StandInSurface.malformedLines(list), [])
            let reference = StandInSurface.entries(list: list)
            #expect(reference.count >= 20)
            expectEqual(StandInSurface.problems(surface: surface, reference: reference), [])
        }

        @Test("a stand-in compiled with one parameter renamed fails the check")
        func mutatedSourceFails() throws {
            let root = Paths.repositoryRoot(from: #filePath)
            let sources = root + "/Sources/ScenecUIKitStandIn"
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-standin-\(UUID())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            var files: [String] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
            where name.hasSuffix(".swift") {
                var text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
                text = text.replacingOccurrences(of: "childController", with: "renamedChild")
                let copy = scratch.appendingPathComponent(name).path
                try text.write(toFile: copy, atomically: true, encoding: .utf8)
                files.append(copy)
            }
            let compiled = try Subprocess.run(
                "/usr/bin/env",
                [
                    "swiftc", "-parse-as-library", "-swift-version", "6", "-module-name", "ScenecUIKitStandIn",
                    "-emit-module",
                    "-emit-module-path", scratch.appendingPathComponent("ScenecUIKitStandIn.swiftmodule").path,
                ] + files,
                mergingOutput: true)
            expectEqual(compiled.status, 0, "\(compiled.output)")
            let graph = try StandInSurface.symbolGraph(module: "ScenecUIKitStandIn", modulesDirectory: scratch.path)
            let surface = try StandInSurface.entries(symbolGraph: graph)
            let reference = StandInSurface.entries(list: try StandInSurface.list(filePath: #filePath))
            expectEqual(
                StandInSurface.problems(surface: surface, reference: reference),
                [
                    "the stand-in declares UIViewController.addChild(_:): func addChild(_ renamedChild: UIViewController), "
                        + "but the list says func addChild(_ childController: UIViewController)"
                ])
        }
    }
#endif
