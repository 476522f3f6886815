import ScenecCompiler
import ScenecDiagnostics
import ScenecSema
import Testing

/// Lowering keeps one copy of each type name (pages of one kind share it); what each page reads back must be exactly
/// what was written, for short names (stored inline), long ones, and more distinct names than the first table holds.
@Suite struct TypeNameTests {
    @Test func everyPageReadsBackTheTypeItDeclares() throws {
        // 300 pages over 100 kinds: names of 10 to 40 bytes, each kind three times, in an order that spreads them.
        let kinds = (0..<100).map { "App." + String(repeating: "Screen", count: 1 + $0 % 6) + "\($0)" }
        let types = (0..<300).map { kinds[($0 * 7) % 100] }
        var text = "scene: Names\nversion: 1\nroot: p0\npages:\n"
        for (index, type) in types.enumerated() {
            text += "  p\(index):\n    type: \(type)\n"
            if index + 1 < types.count { text += "    push: [p\(index + 1)]\n" }
        }
        let result = Compiler().compile(SourceFile(path: "Names.scene.yaml", text: text))
        let scene = try #require(result.scene)
        #expect(scene.pages.map(\.type.value) == types)
        #expect(Set(types.filter { $0.utf8.count > 15 }).count > 64, "more long names than the first table holds")
    }
}
