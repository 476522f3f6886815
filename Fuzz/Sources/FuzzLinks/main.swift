import ScenecRuntime

/// libFuzzer's entry point for the links engine (scene format 10.3): one input is a URL pattern, a URL
/// and a second pattern, one per line; `_LinkInvariants.check` parses, matches, builds and checks the
/// overlap witness, and a broken property traps, which libFuzzer reports as a crash.
///
/// No top-level code: with `--sanitize=fuzzer` libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinks(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let broken = _LinkInvariants.check(bytes)
    precondition(broken.isEmpty, "\(broken)")
    return 0
}
