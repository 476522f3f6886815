import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// `generate` renders each file into a `GeneratedFileSink` in pieces, the way `scenec` writes them straight into
/// their temporary files: the same bytes as the files held in memory, and nothing more once the sink failed.
@Suite struct StreamingTests {
    /// The compiled Music example and its files held in memory.
    static func music() throws -> (result: CompilationResult, files: [GeneratedFile]) {
        let text = try #require(FileIO.read(repositoryRoot + "/examples/Music.scene.yaml"))
        let result = compileScene(text, path: "Music.scene.yaml")
        return (result, try #require(result.generatedFiles(CodeGenOptions(sourceName: "Music.scene.yaml"))))
    }

    @Test func theStreamedFilesAreTheFilesHeldInMemory() throws {
        let (result, files) = try Self.music()
        #expect(files.count > 2, "Music's layout tests are split")
        let plan = try #require(result.generate(GenerationRequest(sourceName: "Music.scene.yaml")))
        expectEqual(plan.names, files.map(\.name))
        let sink = RecordingSink()
        plan.write(to: sink)
        expectEqual(sink.names, files.map(\.name))
        expectEqual(sink.pieces.joined(), files.map(\.contents).joined())
        #expect(sink.pieces.allSatisfy { $0.utf8.count < SwiftWriter.flushSize + SwiftWriter.lineLength * 4 })

        let tests = try #require(result.generate(GenerationRequest(sourceName: "Music.scene.yaml", only: .tests)))
        let collector = GeneratedFileCollector()
        tests.write(to: collector)
        expectEqual(collector.files, Array(files.dropFirst()))
        expectEqual(tests.names, files.dropFirst().map(\.name))
    }

    @Test func noFileIsBegunOnceTheSinkFailed() throws {
        let (result, files) = try Self.music()
        let plan = try #require(result.generate(GenerationRequest(sourceName: "Music.scene.yaml")))
        // The first piece fails the sink: the setup file is finished (its pieces are ignored by a real sink), and no
        // other file is begun.
        let sink = RecordingSink(failingAfterBytes: 1)
        plan.write(to: sink)
        expectEqual(sink.names, [files[0].name])
        expectEqual(sink.pieces.joined(), files[0].contents)
    }
}
