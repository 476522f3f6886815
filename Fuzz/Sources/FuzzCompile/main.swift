import ScenecDiagnostics

/// libFuzzer's entry point: runs one input through the whole pipeline and checks its
/// invariants (`FuzzPipeline.run`); a broken invariant traps, which libFuzzer reports as a crash.
///
/// No top-level code: with `--sanitize=fuzzer` libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    FuzzPipeline.run(SourceFile(path: "fuzz.scene.yaml", bytes: bytes))
    return 0
}
