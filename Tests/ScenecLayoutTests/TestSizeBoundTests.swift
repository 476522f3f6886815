import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import Testing

/// SC4009 is found per size class, before the states are copied for each device, and the enumeration stops once
/// the assertions pass the bound: a scene with many devices and a high `maxStates` builds few states.
@Suite struct TestSizeBoundTests {
    /// `count` custom devices, half of each size class, and two pages pushing both pages, followed deep.
    static func manyDevices(_ count: Int) -> String {
        let devices = (0..<count).map {
            "  - {name: d\($0), width: \(800 + $0), height: 700, sizeClass: \($0 % 2 == 0 ? "compact" : "regular")}"
        }
        return """
            scene: Many
            version: 1
            devices:
            \(devices.joined(separator: "\n"))
            root: a
            pages:
              a: {type: App.A, push: [a, b]}
              b: {type: App.B, push: [a, b]}
            tests: {maxDepth: 32, maxRepeats: 8, maxStates: 100000}

            """
    }

    @Test("1,000 devices, 100,000 states each: each size class stops after a few states past the bound")
    func manyDevicesStopEarly() throws {
        let result = Compiler(keepsOutputs: true).compile(
            SourceFile(path: "Many.scene.yaml", text: Self.manyDevices(1000)))
        let definition = try #require(result.definition)
        let scene = try #require(result.scene)
        let bySizeClass = StateEnumerator.enumerateBySizeClass(
            definition, limits: scene.tests, assertionBudget: LayoutChecker.maxTestAssertions)
        expectEqual(bySizeClass.map(\.sizeClass), [.compact, .regular])
        for entry in bySizeClass {
            // 200,000 / 500 devices = 400 assertions, at least 26 a state: at most 16 states.
            #expect(entry.enumeration.isOverBudget)
            #expect(entry.enumeration.states.count <= 16, "\(entry.enumeration.states.count)")
        }
        let tooLarge = try #require(result.diagnostics.first { $0.code == .layoutTestsTooLarge })
        #expect(tooLarge.message.contains("or more assertions for"))
        #expect(result.layoutTable == nil)
        #expect(result.layoutTestsTooLarge != nil)
    }

    @Test("without a budget, or within it, the per size class states are those of the first device of each class")
    func withinTheBoundNothingChanges() throws {
        let result = Compiler().compile(SourceFile(path: "Many.scene.yaml", text: Self.manyDevices(4)))
        let definition = try #require(result.definition)
        let scene = try #require(result.scene)
        var limits = scene.tests
        limits.maxStates = 50
        let bounded = StateEnumerator.enumerateBySizeClass(
            definition, limits: limits, assertionBudget: LayoutChecker.maxTestAssertions)
        let unbounded = StateEnumerator.enumerateBySizeClass(definition, limits: limits)
        expectEqual(bounded, unbounded)
        #expect(bounded.allSatisfy { !$0.enumeration.isOverBudget && $0.enumeration.states.count == 50 })
        expectEqual(
            StateEnumerator.perDevice(definition, bounded),
            definition.devices.map { StateEnumerator.enumerate(definition, limits: limits, on: $0) })
    }
}
