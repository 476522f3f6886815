// Shared by `scenec generate` and `scenec-generate`, the plugins' tool (Sources/scenec-generate links this file): what
// `generate` does once its arguments are read. No ArgumentParser.
import ScenecCompiler
import ScenecDiagnostics

/// One `generate` run's options, read by either front (ArgumentParser in `scenec`, `PluginArguments` in
/// `scenec-generate`).
struct GenerateJob {
    var scene: String
    var output: String
    var module: String?
    var access: GenerationRequest.Access = .public
    var check = false
    var only: GenerationRequest.Kind?
    var testFiles: Int?
    var setupFiles: Int?
    var filePrefix: String?

    /// What `write(_:fails:)` did.
    enum Outcome {
        /// `--check` found every file up to date.
        case upToDate
        /// `written` files of `total` were written (the others were unchanged).
        case wrote(Int, of: Int)
        /// Nothing was written; the exit status.
        case failed(Int32)
    }

    /// Why `--file-prefix` is not a file name, or nil when it is.
    static func filePrefixProblem(_ filePrefix: String) -> String? {
        guard filePrefix.isEmpty || filePrefix.hasPrefix(".") || filePrefix.contains("/") || filePrefix.contains("\0")
        else { return nil }
        return "--file-prefix '\(filePrefix)' must be a file name: not empty, no '/', no leading '.'"
    }

    /// Prints what `outcome` says on standard error ("wrote N files to 'DIR'") and returns the exit status.
    func finish(_ outcome: Outcome) -> Int32 {
        switch outcome {
        case .upToDate: return 0
        case .wrote(let written, let total):
            let unchanged = total - written
            Output.standardError.write(
                "wrote \(written) file\(written == 1 ? "" : "s") to '\(output)'"
                    + (unchanged > 0 ? " (\(unchanged) unchanged)" : "") + "\n")
            return 0
        case .failed(let status): return status
        }
    }

    /// Writes or checks the files of `result`, appending the output's problems to its diagnostics.
    /// `fails`: whether the scene's diagnostics fail the run (an error, or a warning under `--warnings-as-errors`).
    func write(_ result: inout CompilationResult, fails: (CompilationResult) -> Bool) -> Outcome {
        if let module, !Compiler.isPlainIdentifier(module) {
            result.diagnostics.append(
                .fileLevel(
                    .invalidModuleName,
                    "--module '\(module)' is not a Swift module name ([A-Za-z_][A-Za-z0-9_]*, not a keyword)"))
            return .failed(2)
        }
        let request = GenerationRequest(
            sourceName: scene == "-" ? "<stdin>" : String(scene.split(separator: "/").last ?? ""), module: module,
            access: access, only: only, testFileCount: testFiles, filePrefix: filePrefix,
            setupFileCount: setupFiles ?? 1)
        guard !fails(result) else { return .failed(1) }
        if !result.codesBlockingGeneration.isEmpty {
            let codes = result.codesBlockingGeneration.map(\.rawValue).joined(separator: ", ")
            Output.standardError.write(
                "scenec: error: no code is generated from a scene with \(codes), even lowered: its problem leaves no "
                    + "valid Swift; fix it ('scenec explain \(result.codesBlockingGeneration[0].rawValue)')\n")
            return .failed(1)
        }
        if let tooLarge = result.setupCodeTooLarge {
            result.diagnostics.append(tooLarge)
            return .failed(1)
        }
        guard let generation = result.generate(request) else {
            if let reason = result.missingLayoutTableReason {
                Output.standardError.write(
                    "scenec: error: the layout tests cannot be generated: \(DisplayText.escaped(reason)); "
                        + "'--only setup' generates the setup code alone\n")
            }
            return .failed(1)
        }
        let directory = OutputDirectory(path: output)
        do throws(OutputDirectory.Failure) {
            if check {
                try directory.checkNotAFile()
                let comparison = directory.batch(writing: false)
                generation.write(to: comparison)
                let stale = comparison.changed + directory.entries().filter(generation.isLeftover).sorted()
                for name in stale {
                    result.diagnostics.append(
                        .fileLevel(
                            .staleGeneratedFile,
                            "'\(directory.path(of: name))' is out of date; run 'scenec generate'"))
                }
                return stale.isEmpty ? .upToDate : .failed(1)
            }
            try directory.create()
            let leftovers = directory.entries().filter(generation.isLeftover).sorted()
            // Each file is rendered straight into its temporary file: no file is held whole.
            let batch = directory.batch()
            generation.write(to: batch)
            let written = try batch.commit()
            try directory.remove(leftovers)
            return .wrote(written.count, of: generation.names.count)
        } catch {
            result.diagnostics.append(error.diagnostic)
            return .failed(2)
        }
    }
}
