import Foundation
import ScenecExpectations
import ScenecRuntime
import Testing

/// Replays the URL-matcher fuzzer's seeds (`Fuzz/LinkCorpus`) and findings (`Fuzz/LinkFailCases`, when
/// there are any) through the fuzzer's own checks (`_LinkInvariants`), so every finding stays fixed without
/// a fuzzing toolchain; and a few thousand random inputs made of URL pieces, for the same checks.
@Suite("Link fuzz replay (§10.3)")
struct LinkFuzzReplayTests {
    /// `Fuzz/<directory>`'s files (not dot files, not READMEs), found from this file's path.
    static func inputs(_ directory: String) -> [String] {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Fuzz/" + directory).path()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { root + "/" + $0 }
    }

    @Test func thereAreSeeds() {
        #expect(Self.inputs("LinkCorpus").count >= 5)
    }

    @Test(arguments: LinkFuzzReplayTests.inputs("LinkCorpus") + LinkFuzzReplayTests.inputs("LinkFailCases"))
    func replay(_ path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(filePath: path)))
        expectEqual(_LinkInvariants.check(bytes), [], "\(path)")
    }

    @Test("random inputs of URL pieces and bytes hold every invariant")
    func randomInputs() {
        var random = SplitMix64(seed: 2_710)
        let pieces = [
            "app://h", "https://E.com", "/", "{a}", "{b}", "{x}", "{", "}", "?", "&", "=", "k", "#", "%", "%2F",
            "%C3%A9", "%zz", "1", "-2", "1.5", "true", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "a b", "😀", "\n",
            "..", "",
        ]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...14, using: &random) {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += pieces.randomElement(using: &random)!.utf8
                }
            }
            expectEqual(_LinkInvariants.check(bytes), [], "\(bytes)")
        }
    }
}
