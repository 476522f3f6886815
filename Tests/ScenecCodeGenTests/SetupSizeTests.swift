import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

@testable import ScenecCodeGen

/// The setup code grows with the declared edges, with a small constant per edge (one protocol conformance), not with
/// pages times targets; past `CodeGenerator.maxSetupEdges` edges `generate` refuses with SC5006.
@Suite struct SetupSizeTests {
    /// `count` pages, each pushing every page (itself included).
    static func dense(_ count: Int) -> String {
        let ids = (0..<count).map { "p\($0)" }
        let list = ids.joined(separator: ", ")
        return "scene: Dense\nversion: 1\nroot: p0\ntests: {maxDepth: 1}\npages:\n"
            + ids.map { "  \($0): {type: App.P, push: [\(list)]}\n" }.joined()
    }

    /// The setup file of scene text without errors.
    static func setupBytes(_ text: String) throws -> Int {
        let result = compileScene(text, path: "Dense.scene.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let plan = try #require(result.generate(GenerationRequest(sourceName: "Dense.scene.yaml", only: .setup)))
        let collector = GeneratedFileCollector()
        plan.write(to: collector)
        return try #require(collector.files.first).contents.utf8.count
    }

    @Test("each declared edge costs the setup code a conformance and a runtime value, under 80 bytes")
    func setupCodeIsLinearInTheDeclaredEdges() throws {
        let small = try Self.setupBytes(Self.dense(30))
        let large = try Self.setupBytes(Self.dense(60))
        // 60² − 30² = 2,700 more edges (and 30 more pages): a protocol name in a conformance list and a
        // `page.push.append(…)` line each. Methods repeated per navigator and pushing page cost about 400 bytes an edge.
        let perEdge = Double(large - small) / Double(60 * 60 - 30 * 30)
        #expect(perEdge < 80, "\(perEdge) bytes per edge (\(small) and \(large) bytes)")
    }

    @Test("SC5006: more declared edges than the bound, at the scene's name with the page that declares the most")
    func tooManyEdgesAreRefused() throws {
        let marked = MarkedSource(
            """
            scene: 1️⃣Dense
            version: 1
            root: a
            pages:
              a: {type: App.A, push: [b, c]}
              2️⃣b: {type: App.B, push: [a, c, b]}
              c: {type: App.C}
            """)
        let result = compileScene(marked.text, path: "Dense.scene.yaml")
        #expect(!result.hasErrors)
        let scene = try #require(result.scene)
        let definition = try #require(result.definition)
        #expect(CodeGenerator.checkSetupSize(scene, definition: definition, limit: 5) == nil)
        let diagnostic = try #require(CodeGenerator.checkSetupSize(scene, definition: definition, limit: 4))
        expectEqual(diagnostic.code, .setupCodeTooLarge)
        expectEqual(diagnostic.severity, .error)
        expectEqual(diagnostic.range.start, marked["1️⃣"])
        expectEqual(diagnostic.notes.compactMap(\.range?.start), [marked["2️⃣"]])
        expectEqual(diagnostic.message, "the setup code would declare 5 edges, more than the 4 that scenec generates")
        #expect(result.setupCodeTooLarge == nil)
    }
}
