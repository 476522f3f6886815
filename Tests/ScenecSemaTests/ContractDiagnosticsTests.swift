import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecSema
import ScenecTestSupport
import Testing

/// Issue 28 items 6, 8 and 9, located by markers: `tabBar` with `root`, both values of a metric per size class,
/// and the `diagnostics:` mapping's own errors.
@Suite struct ContractDiagnosticsTests {
    static let top = "scene: Shop\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n"

    @Test("tabBar needs tabs, as the schema says")
    func tabBarNeedsTabs() {
        for value in ["bottom", "side", "{regular: side, compact: bottom}"] {
            let marked = MarkedSource(Self.top + "1️⃣tabBar: \(value)\n")
            let result = Compiler().compile(marked.file())
            expectEqual(result.diagnostics.map(\.code), [.requiresTabs], "\(result.diagnostics.map(\.message))")
            let diagnostic = result.diagnostics.first
            expectEqual(diagnostic?.range.start, marked["1️⃣"])
            expectEqual(diagnostic?.message, "'tabBar' places the tabs, but this scene uses 'root' and has none")
            expectEqual(diagnostic?.severity, .error)
        }
    }

    @Test("both values of a metric per size class are checked, each where it is written")
    func bothMetricValuesAreReported() {
        let marked = MarkedSource(Self.top + "metrics: {maxBottomTabs: {regular: 1️⃣1, compact: 2️⃣21}}\n")
        let result = Compiler().compile(marked.file())
        expectEqual(result.diagnostics.map(\.code), [.outOfRange, .outOfRange], "\(result.diagnostics.map(\.message))")
        expectEqual(result.diagnostics.map(\.range.start), [marked["1️⃣"], marked["2️⃣"]])
    }

    @Test("the diagnostics: mapping does not change the errors about its own entries")
    func mappingKeepsItsOwnErrors() {
        let marked = MarkedSource(
            Self.top + "diagnostics: {SC2008: ignore, 1️⃣SC9999: error, SC3003: 2️⃣sometimes, SC1010: 3️⃣warning}\n")
        let result = Compiler().compile(marked.file())
        expectEqual(result.diagnostics.map(\.code), [.unknownValue, .unknownValue, .unknownValue])
        expectEqual(result.diagnostics.map(\.range.start), [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        expectEqual(result.suppressedCount, 0)
        // No suggestion of a code that cannot be lowered, and a fix-it to one that can.
        let unknown = result.diagnostics[0]
        expectEqual(
            unknown.label,
            "expected a diagnostic code (SC2001…\(SeverityOverrides.changeableCodes.last!.rawValue); see 'scenec explain')"
        )
        let typo = Compiler().compile(MarkedSource(Self.top + "diagnostics: {SC1010x: ignore}\n").file())
        #expect(!(typo.diagnostics.first?.help.joined().contains("SC1") ?? true))
    }
}
