import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The fuzzer's scene generators (`FuzzSceneGenerator`: large metrics, many devices, dense pushes, lowered codes),
/// replayed briefly: a few seeds of each kind hold every pipeline invariant, as `Scripts/fuzz.sh` checks them at
/// length. CI runs only this short replay.
@Suite struct GeneratedSceneReplayTests {
    static let seeds: [UInt64] = [0, 1, 0x5EED]

    @Test(arguments: FuzzSceneGenerator.Kind.allCases)
    func generatedScenesHoldTheInvariants(_ kind: FuzzSceneGenerator.Kind) throws {
        for seed in Self.seeds {
            let input = FuzzSceneGenerator.input(kind, seed: seed)
            let text = try #require(FuzzSceneGenerator.scene(from: input))
            expectEqual(FuzzSceneGenerator.scene(from: input), text, "the same bytes give the same scene")
            #expect(text.hasPrefix("scene: Gen\nversion: 1\n"))
            let broken = PipelineInvariants.check(SourceFile(path: "gen.scene.yaml", text: text), renderedStates: 2)
            #expect(broken.isEmpty, "\(kind) seed \(seed): \(broken)\n\(text)")
        }
    }

    @Test func otherInputsAreCompiledAsTheyAre() {
        #expect(FuzzSceneGenerator.scene(from: Array("scene: A\n".utf8)) == nil)
        #expect(FuzzSceneGenerator.scene(from: Array("# generate: nothing\n1234".utf8)) == nil)
    }

    /// Each kind makes what its name says, on some seed.
    @Test func eachKindMakesItsShape() throws {
        func scenes(_ kind: FuzzSceneGenerator.Kind) -> [String] {
            (0..<20).compactMap { FuzzSceneGenerator.scene(from: FuzzSceneGenerator.input(kind, seed: $0)) }
        }
        #expect(scenes(.largeMetrics).contains { $0.contains("100001") && $0.contains("{regular: ") })
        #expect(scenes(.manyDevices).contains { $0.split(separator: "sizeClass:").count > 100 })
        #expect(scenes(.densePushes).contains { $0.split(separator: ", p").count > 100 })
        #expect(scenes(.loweredCodes).allSatisfy { $0.contains("\ndiagnostics: {") })
    }
}
