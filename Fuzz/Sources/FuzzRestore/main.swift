import Foundation
import ScenecRuntime

/// libFuzzer's entry point for saved navigation (scene format 10.4): the input is decoded as a `SavedNavigation`
/// (JSON) and restored when it decodes, or restored through `restoring(decoding:)` when it does not (which must
/// give the initial state); and it mutates every valid state of `_SavedNavigationInvariants.states`, which is
/// then restored. A broken property traps, which libFuzzer reports as a crash.
///
/// No top-level code: with `--sanitize=fuzzer` libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestore(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let broken = restoreInvariants(bytes)
    precondition(broken.isEmpty, "\(broken)")
    return 0
}

/// The broken properties for `bytes` (the replay test in Tests/ScenecRuntimeTests has a copy of this function).
func restoreInvariants(_ bytes: [UInt8]) -> [String] {
    var broken: [String] = []
    let definition = _SavedNavigationInvariants.definition
    let device = _SavedNavigationInvariants.device
    let (container, report) = SceneContainer.restoring(
        decoding: { try JSONDecoder().decode(SavedNavigation.self, from: Data(bytes)) }, definition: definition,
        device: device)
    if let saved = try? JSONDecoder().decode(SavedNavigation.self, from: Data(bytes)) {
        broken += _SavedNavigationInvariants.check(saved)
    } else if container != SceneContainer(definition: definition, device: device) || report.isComplete {
        broken.append("unreadable bytes restored something, or reported nothing")
    }
    for state in _SavedNavigationInvariants.states {
        broken += _SavedNavigationInvariants.check(_SavedNavigationInvariants.mutated(state, by: bytes))
    }
    return broken
}
