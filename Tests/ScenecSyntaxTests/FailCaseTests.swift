import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecLayout
import ScenecSyntax
import ScenecTestSupport
import Testing

/// Replays every input in `Fuzz/FailCases/` (crashes, hangs and limit bugs the fuzzer found,
/// minimized, plus hand-written hostile inputs) through the whole pipeline, checking the
/// fuzzer's invariants (`Fuzz/Sources/FuzzCompile/FuzzPipeline.swift`), so that every
/// finding stays fixed on every platform without a fuzzing toolchain.
///
/// A file named `SCxxxx-<what>.yaml` must produce that code (hand-written hostile inputs);
/// `crash-<what>.yaml` and the like only have to hold the invariants. `Fuzz/FailCases/README.md`
/// says where each came from.
@Suite struct FailCaseTests {
    /// `Fuzz/FailCases`, found from this file's path.
    static let directory = Paths.repositoryRoot(from: #filePath) + "/Fuzz/FailCases"

    /// The replayed inputs' file names, sorted (the README is not an input).
    static func names() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }

    @Test func thereAreFailCasesToReplay() {
        #expect(Self.names().count >= 10, "expected the fail cases in \(Self.directory)")
    }

    @Test(arguments: FailCaseTests.names())
    func failCaseHoldsEveryInvariant(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(filePath: Self.directory + "/" + name)))
        let file = SourceFile(path: name, bytes: bytes)
        let compiler = Compiler(keepsSyntaxTree: true)
        let clock = ContinuousClock()
        let start = clock.now
        let result = compiler.compile(file)
        #expect(clock.now - start < .seconds(20), "\(name) took \(clock.now - start)")
        if name.hasPrefix("SC"), let code = DiagnosticCode(rawValue: String(name.prefix(6))) {
            #expect(result.diagnostics.contains { $0.code == code }, "\(result.diagnostics.map(\.code.rawValue))")
        }

        // Every range lies inside the file, on character boundaries when the file is UTF-8.
        let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
        func expectInside(_ range: SourceRange, _ what: String) {
            #expect(file.contains(range), "\(what) at \(range)")
            guard isUTF8 else { return }
            for offset in [range.start, range.end] where offset >= 0 && offset < bytes.count {
                #expect(bytes[offset] & 0xC0 != 0x80, "\(what) at \(range) splits a character")
            }
        }
        for diagnostic in result.diagnostics {
            expectInside(diagnostic.range, diagnostic.code.rawValue)
            for note in diagnostic.notes {
                if let range = note.range { expectInside(range, "note of \(diagnostic.code.rawValue)") }
            }
            for edit in diagnostic.fixIts.flatMap(\.edits) {
                expectInside(edit.range, "fix-it of \(diagnostic.code.rawValue)")
            }
        }

        // The tree respects the nesting limit.
        var pending = result.syntax.map { [($0, 0)] } ?? []
        var deepest = 0
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            switch node {
            case .scalar, .invalid: continue
            case .sequence(let sequence): pending += sequence.items.map { ($0, depth + 1) }
            case .mapping(let mapping): pending += mapping.entries.map { ($0.value, depth + 1) }
            }
        }
        #expect(deepest <= compiler.limits.maxDepth)

        // Rendering in every format does not trap, and says something about each diagnostic.
        let text = DiagnosticRenderer(style: .plain).render(result.diagnostics, in: file)
        #expect(text.split(separator: "\n").count >= result.diagnostics.count)
        _ = DiagnosticRenderer(style: .ansi).render(result.diagnostics, in: file)
        _ = JSONValue.array(result.diagnostics.map { DiagnosticRenderer.json($0, in: file) }).serialized()
        _ = SARIFRenderer.render([(file: file, diagnostics: result.diagnostics)], toolVersion: "test").serialized()
        #expect(GitHubRenderer.render(result.diagnostics, in: file).count >= result.diagnostics.count)

        // Without errors, everything derived is deterministic.
        guard !result.hasErrors, let table = result.layoutTable else { return }
        let again = compiler.compile(file)
        #expect(again.diagnostics == result.diagnostics)
        #expect(LayoutJSON.lines(table) == again.layoutTable.map(LayoutJSON.lines))
        let options = CodeGenOptions(sourceName: name, maxTestsPerFile: 50)
        #expect(result.generatedFiles(options) == again.generatedFiles(options))
    }
}
