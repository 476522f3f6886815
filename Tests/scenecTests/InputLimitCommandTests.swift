import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The file-size limit (64 MiB, SC1017) through the real `scenec validate`: the reader stops
/// soon after the limit, for regular files and for standard input, and the result is a
/// located error with exit status 1 rather than a crash or an unbounded read.
@Suite struct InputLimitCommandTests {
    @Test func aOneGibibyteFileIsRejectedWithoutReadingItWhole() throws {
        let directory = try Scenec.temporaryDirectory()
        let path = directory + "/huge.scene.yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("scene: A\n".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)  // sparse: no disk space used
        try handle.close()
        // No wall-clock bound (one failed on a loaded machine: 53 s for a bound of 30): the outcome is checked, and
        // the reader asks for at most the limit + 1 bytes (SceneReader.load), so a 1 GiB file is never read whole.
        let result = try Scenec.run(["validate", path])
        expectEqual(result.status, 1)
        #expect(result.stderr.hasPrefix("\(path):1:1: error: the scene file is "), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("the scene file is larger than 67108864 bytes, the most scenec reads [SC1017]"))
    }

    @Test func standardInputOneBytePast64MiBIsRejected() throws {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: (64 << 20) + 1)
        let result = try Scenec.run(["validate", "-"], input: input)
        expectEqual(result.status, 1)
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1:1: error: the scene file is larger than 67108864 bytes, the most scenec reads [SC1017]\n"),
            "\(result.stderr.prefix(300))")
    }
}
