import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
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
        expectEqual(scene.pages.map(\.type.value), types)
        #expect(Set(types.filter { $0.utf8.count > 15 }).count > 64, "more long names than the first table holds")
    }

    /// The name a page type declares at the top level, with and without `modules:` (the checker compares it with the
    /// libraries' type names): the name after the module, or the first name of a type of the generated code's module.
    @Test func topLevelTypeNames() throws {
        func names(_ modules: String?) throws -> [String] {
            let types = ["App.Album", "Screens.Album.Inner", "Album", "App.Deep.Nested.Kind"]
            var text =
                "scene: Names\nversion: 1\n" + (modules.map { "modules: [\($0)]\n" } ?? "") + "root: p0\npages:\n"
            for (index, type) in types.enumerated() {
                text += "  p\(index):\n    type: \(type)\n"
                if index + 1 < types.count { text += "    push: [p\(index + 1)]\n" }
            }
            let scene = try #require(Compiler().compile(SourceFile(path: "Names.scene.yaml", text: text)).scene)
            expectEqual(scene.pages.count, types.count)
            return types.map { String(scene.topLevelTypeName(of: $0)) }
        }
        // Without `modules:`, the first name of a dotted type is its module.
        expectEqual(try names(nil), ["Album", "Album", "Album", "Deep"])
        // With it, only a listed module is one: `Screens.Album.Inner` is nested in `Screens` of the app's module.
        expectEqual(try names("App"), ["Album", "Screens", "Album", "Deep"])
    }
}
