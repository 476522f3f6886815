import ScenecCompiler
import ScenecDiagnostics

/// libFuzzer's entry point: runs one input through the whole pipeline and checks its
/// invariants (`FuzzPipeline.run`); a broken invariant traps, which libFuzzer reports as a crash.
///
/// No top-level code: with `--sanitize=fuzzer` libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // `# generate: KIND` inputs are seeds of a structured scene (FuzzSceneGenerator); others are compiled as they are.
    let scene = FuzzSceneGenerator.scene(from: bytes).map { Array($0.utf8) } ?? bytes
    FuzzPipeline.run(SourceFile(path: "fuzz.scene.yaml", bytes: scene))
    return 0
}
