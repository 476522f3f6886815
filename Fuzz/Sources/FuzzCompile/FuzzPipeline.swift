import ScenecCompiler
import ScenecDiagnostics

/// One fuzz iteration: bytes -> syntax -> lowering -> checks -> every diagnostic format ->
/// layout -> code generation, with the pipeline's invariants (`PipelineInvariants` in
/// ScenecCompiler, the same checks `FailCaseTests` replays) checked as preconditions: a broken
/// one traps, and libFuzzer saves the input. Nothing else may trap either.
enum FuzzPipeline {
    /// How many laid-out states per device are also rendered as text and SVG.
    static let renderedStates = 4

    /// Runs `file` through every stage and checks the invariants.
    static func run(_ file: SourceFile) {
        let broken = PipelineInvariants.check(file, renderedStates: renderedStates, generate: FuzzCodeGen.generator)
        // Unlike `precondition`, the message is printed in release builds too, so libFuzzer's log says which
        // invariant broke.
        if let first = broken.first { fatalError("invariant broken: " + first) }
    }
}
