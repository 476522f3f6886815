import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The driver: several files compile in parallel to exactly what one-by-one compilation gives, in order.
@Suite struct DriverTests {
    @Test("compiling several files in parallel gives each file's own result, in argument order")
    func parallelCompilationMatchesSerial() throws {
        let root = Paths.repositoryRoot(from: #filePath)
        var files: [SourceFile] = []
        for name in ["Music", "News", "Player", "Profile", "Ride"] {
            let text = try #require(FileIO.read(root + "/examples/\(name).scene.yaml"))
            files.append(SourceFile(path: "\(name).scene.yaml", text: text))
            // A broken twin, so errors and warnings are compared too.
            files.append(SourceFile(path: "\(name)-broken.scene.yaml", text: text.replacing("title:", with: "titel:")))
        }
        let compiler = Compiler()
        let parallel = compiler.compile(files)
        expectEqual(parallel.count, files.count)
        for (file, result) in zip(files, parallel) {
            let serial = compiler.compile(file)
            expectEqual(result.file.path, file.path)
            expectEqual(result.diagnostics, serial.diagnostics, "\(file.path)")
            expectEqual(result.suppressedCount, serial.suppressedCount)
            expectEqual(result.definition, serial.definition)
            expectEqual(result.layoutTable, serial.layoutTable)
        }
        #expect(parallel.contains { $0.hasErrors } && parallel.contains { !$0.hasErrors })
    }

    @Test("a compiler that keeps no outputs reports the same diagnostics and keeps nothing else")
    func diagnosticsOnlyCompilation() throws {
        let root = Paths.repositoryRoot(from: #filePath)
        let text = try #require(FileIO.read(root + "/examples/Music.scene.yaml"))
        let files = [
            SourceFile(path: "Music.scene.yaml", text: text),
            SourceFile(path: "broken.scene.yaml", text: text.replacing("title:", with: "titel:")),
        ]
        let full = Compiler().compile(files)
        let lean = Compiler(keepsOutputs: false).compile(files)
        #expect(full[0].layoutTable != nil && full[0].scene != nil)
        for (kept, dropped) in zip(full, lean) {
            expectEqual(dropped.diagnostics, kept.diagnostics)
            expectEqual(dropped.suppressedCount, kept.suppressedCount)
            #expect(dropped.scene == nil && dropped.graph == nil)
            #expect(dropped.definition == nil && dropped.layoutTable == nil)
        }
        // Abandoned rather than freed (what `scenec validate` of one file does): the same report, the same nothing kept.
        var abandoning = Compiler(keepsOutputs: false)
        abandoning.abandonsOutputs = true
        for (freed, abandoned) in zip(lean, abandoning.compile(files)) {
            expectEqual(abandoned.diagnostics, freed.diagnostics)
            #expect(abandoned.suppressedCount == freed.suppressedCount && abandoned.links == freed.links)
            #expect(abandoned.scene == nil && abandoned.graph == nil)
            #expect(abandoned.definition == nil && abandoned.layoutTable == nil)
        }
    }
}
