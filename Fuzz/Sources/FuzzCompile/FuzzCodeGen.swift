import ScenecCompiler

#if !SCENEC_FUZZ_NO_CODEGEN
    import ScenecCodeGen
#endif

/// The code-generation stage of a fuzz iteration, kept in one place so that it can be
/// switched off while `ScenecCodeGen` is being changed: build with
/// `-Xswiftc -DSCENEC_FUZZ_NO_CODEGEN` (or `SCENEC_FUZZ_NO_CODEGEN=1 Scripts/fuzz.sh`).
enum FuzzCodeGen {
    /// Every generated file's name and text, in order; nil when the stage is switched off.
    static var generator: ((CompilationResult) -> [PipelineInvariants.GeneratedText])? {
        #if SCENEC_FUZZ_NO_CODEGEN
            return nil
        #else
            return { result in
                let options = CodeGenOptions(sourceName: "fuzz.scene.yaml", maxTestsPerFile: 50)
                return (result.generatedFiles(options) ?? []).map { (name: $0.name, contents: $0.contents) }
            }
        #endif
    }
}
