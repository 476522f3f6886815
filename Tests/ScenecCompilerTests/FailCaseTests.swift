import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecSyntax
import ScenecTestSupport
import Testing

/// Replays every input in `Fuzz/FailCases/` (crashes, hangs and limit bugs the fuzzer found,
/// minimized, plus hand-written hostile inputs) through the whole pipeline, checking the
/// fuzzer's invariants (`PipelineInvariants` in ScenecCompiler, which the fuzzer checks too), so
/// that every finding stays fixed on every platform without a fuzzing toolchain.
///
/// A file named `SCxxxx-<what>.yaml` must produce that code (hand-written hostile inputs);
/// `valid-<what>.yaml` must compile without errors (so layout and generated code are checked too);
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
        let result = compiler.compile(file)
        if name.hasPrefix("SC"), let code = DiagnosticCode(rawValue: String(name.prefix(6))) {
            #expect(result.diagnostics.contains { $0.code == code }, "\(result.diagnostics.map(\.code.rawValue))")
        }
        if name.hasPrefix("valid-") {
            #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        }

        // The pipeline's invariants: the fuzzer's own checks (PipelineInvariants), every state rendered.
        let broken = PipelineInvariants.check(file, renderedStates: .max) { result in
            let options = CodeGenOptions(sourceName: name, maxTestsPerFile: 50)
            return (result.generatedFiles(options) ?? []).map { (name: $0.name, contents: $0.contents) }
        }
        expectEqual(broken, [], "\(name)")
    }
}
