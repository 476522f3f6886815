import Foundation
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
        let clock = ContinuousClock()
        let start = clock.now
        let result = try Scenec.run(["validate", path])
        #expect(clock.now - start < .seconds(30), "only the first 64 MiB are read")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(path):1:1: error: the scene file is "), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("the scene file is larger than 67108864 bytes, the most scenec reads [SC1017]"))
    }

    @Test func standardInputOneBytePast64MiBIsRejected() throws {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: (64 << 20) + 1)
        let result = try Scenec.run(["validate", "-"], input: input)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1:1: error: the scene file is larger than 67108864 bytes, the most scenec reads [SC1017]\n"),
            "\(result.stderr.prefix(300))")
    }
}
