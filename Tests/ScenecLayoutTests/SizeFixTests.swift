import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// SC4001 and SC4007 on one page offer one fix, which clears both (issue 28 item 10): applying either never brings
/// the other back.
@Suite struct SizeFixTests {
    static func scene(navigation: String, size: String = "half") -> String {
        """
        scene: Shop
        version: 1
        devices: [ipad-landscape, iphone]
        navigation: \(navigation)
        root: home
        pages:
          home: {type: Shop.Home, push: [detail]}
          detail: {type: Shop.Detail, size: 1️⃣\(size)}
        """
    }

    @Test(arguments: [
        ("{regular: push, compact: stacked}", "half", "full"),
        ("{regular: stacked, compact: push}", "half", "{regular: half, compact: full}"),
        ("stacked", "half", "{regular: half, compact: full}"),
        ("{regular: push, compact: stacked}", "300", "{regular: full, compact: 300}"),
    ])
    func oneFixClearsBoth(_ navigation: String, _ size: String, _ fixed: String) throws {
        let marked = MarkedSource(Self.scene(navigation: navigation, size: size))
        let result = Compiler().compile(marked.file())
        let sizeDiagnostics = result.diagnostics.filter {
            [.pageWiderThanNavigation, .sizeIgnoredInPushStyle].contains($0.code)
        }
        #expect(!sizeDiagnostics.isEmpty)
        for diagnostic in sizeDiagnostics {
            expectEqual(diagnostic.range.start, marked["1️⃣"])
            let fixIt = try #require(diagnostic.fixIts.first, "\(diagnostic.code)")
            expectEqual(fixIt.edits.map(\.replacement), [fixed], "\(diagnostic.code)")
            let after = Compiler().compile(
                SourceFile(path: "fixed.yaml", bytes: FixIt.apply(diagnostic.fixIts, to: marked.file().bytes)))
            #expect(after.diagnostics.isEmpty, "after \(diagnostic.code)'s fix: \(after.diagnostics.map(\.message))")
        }
    }
}
