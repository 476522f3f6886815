import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// Issue 41 item 6, checked for the whole list: every error code that can be lowered either blocks generation
/// (`CompilationResult.codesThatBlockGeneration`: its problem leaves no valid Swift) or, lowered to a warning,
/// lets `generate` write code that compiles with `-warnings-as-errors`. Each code is exercised by its catalogue
/// fixtures (`Tests/ScenecSemaTests/Fixtures/invalid/SC2xxx-…`, `Tests/ScenecCheckerTests/Fixtures/SC3xxx-…`),
/// with every code of the scene lowered; a code without a fixture must say here why it needs none.
@Suite struct LoweredCodeGenerationTests {
    /// The error codes a scene or a run may lower.
    static let lowerableErrors = DiagnosticCode.allCases.filter {
        SeverityOverrides.canChange($0) && $0.defaultSeverity == .error
    }

    /// The codes without a fixture, and why none is needed.
    static let withoutFixture: [DiagnosticCode: String] = [
        .tooManyPages: "a scene of more than 100,000 pages; lowered, its pages are still lowered (SyntaxLimitsTests)",
        .layoutTestsTooLarge: "stops only the layout tests, never the setup code (LoweredTestLimitTests)",
        .barsLeaveNoNavigation: "a layout problem: the setup code does not depend on frames",
    ]

    /// The fixture scenes of `code`.
    static func fixtures(of code: DiagnosticCode) -> [String] {
        let directories = [
            repositoryRoot + "/Tests/ScenecSemaTests/Fixtures/invalid",
            repositoryRoot + "/Tests/ScenecCheckerTests/Fixtures",
        ]
        return directories.flatMap { directory in
            FileIO.list(directory).filter { $0.hasPrefix(code.rawValue + "-") }.map {
                directory + "/" + $0 + "/scene.yaml"
            }
        }
    }

    /// Every lowerable code, lowered to a warning.
    static let allLowered = SeverityOverrides(
        DiagnosticCode.allCases.filter(SeverityOverrides.canChange).map { ($0, SeverityLevel.warning) })

    @Test("every lowerable error code has a fixture or a reason")
    func everyCodeIsCovered() {
        #expect(Self.lowerableErrors.count >= 50)
        for code in Self.lowerableErrors {
            #expect(!Self.fixtures(of: code).isEmpty || Self.withoutFixture[code] != nil, "\(code.rawValue)")
        }
    }

    @Test(
        "lowered, every code's fixture is refused by generate or generates code that compiles warning-free",
        .timeLimit(.minutes(10)))
    func loweredFixturesGenerateValidSwiftOrNothing() throws {
        let directory = try temporaryDirectory("lowered")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var sources: [String] = []
        var types: Set<String> = []
        var blocked: [String] = []
        for code in Self.lowerableErrors {
            for (index, path) in Self.fixtures(of: code).enumerated() {
                let original = try #require(FileIO.read(path))
                let result = Compiler(severities: Self.allLowered).compile(
                    SourceFile(path: "scene.yaml", text: original))
                #expect(
                    result.diagnostics.contains { $0.code == code }, "\(path) no longer produces \(code.rawValue)")
                let present = Set(result.diagnostics.map(\.code))
                let blocking = present.intersection(CompilationResult.codesThatBlockGeneration)
                expectEqual(Set(result.codesBlockingGeneration), blocking, "\(path)")
                let options = CodeGenOptions(sourceName: "scene.yaml", module: "App")
                if !blocking.isEmpty {
                    #expect(result.generatedFiles(options) == nil, "\(path)")
                    blocked.append(code.rawValue)
                    continue
                }
                // A unique scene name, so that every fixture's setup file type-checks in one module.
                let name = "Lowered\(code.rawValue.dropFirst(2))_\(index)"
                let renamed = original.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("scene:") ? "scene: \(name)" : String(line)
                }.joined(separator: "\n")
                let again = Compiler(severities: Self.allLowered).compile(SourceFile(path: "scene.yaml", text: renamed))
                guard !again.hasErrors, let files = again.generatedFiles(options), let setup = files.first,
                    let definition = again.definition
                else { continue }
                try write(setup.contents, to: directory + "/\(name).swift")
                sources.append("\(name).swift")
                for page in definition.pages {
                    types.insert(page.type)
                    for view in page.stack?.views ?? [] { types.insert(view.type + " view") }
                }
            }
        }
        #expect(blocked.contains("SC2041") && blocked.contains("SC3066"), "\(blocked)")
        #expect(sources.count >= 30, "\(sources)")
        var stubs = "import ScenecUIKit\n\n"
        var declared: Set<String> = []
        for entry in types.sorted() {
            let parts = entry.split(separator: " ")
            let name = String(parts[0].split(separator: ".").last ?? "")
            guard parts[0].hasPrefix("App."), declared.insert(name).inserted else { continue }
            stubs += "public final class \(name): \(parts.count > 1 ? "UIView" : "UIViewController") {}\n"
        }
        try write(stubs, to: directory + "/Stubs.swift")
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let result = try run(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App",
                "-I", productsDirectory + "/Modules", "Stubs.swift",
            ] + sources,
            in: directory)
        expectEqual(result.status, 0, "\(result.output.prefix(6000))")
    }
}
