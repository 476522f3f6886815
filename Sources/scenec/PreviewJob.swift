// Shared by `scenec preview` and `scenec-generate preview`, the command plugin's tool (Sources/scenec-generate links
// this file): what `preview` does once its arguments are read. No ArgumentParser.
import ScenecCompiler
import ScenecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `preview` run's options, read by either front (ArgumentParser in `scenec`, `PluginArguments` in
/// `scenec-generate`, which gives only `--output`).
struct PreviewJob {
    /// The scene file ('-' reads standard input).
    var scene: String
    /// The HTML file to write; nil writes the page on standard output.
    var output: String?
    /// Rewrite the page whenever the scene file changes (needs `output` and a scene file).
    var watch = false
    /// Print the scene's warnings too (`--diagnostics`); errors are always printed.
    var warnings = false
    /// `--error`, `--warning` and `--ignore`.
    var severities = SeverityOverrides()

    /// An I/O problem: printed as `scenec: error: …`, exit status 2.
    struct Failure: Error {
        var message: String
    }

    /// Reads, compiles and writes the page (and with `watch`, rewrites it on every change of the scene, until the
    /// process is stopped); returns the exit status: 0 success, 1 when the scene has errors or its states are too
    /// many to lay out (the diagnostics on standard error, nothing written), 2 for I/O problems (one
    /// `scenec: error: …` line on standard error).
    func run() -> Int32 {
        do throws(Failure) {
            let file: SourceFile
            do {
                file = try SceneReader.load(scene)
            } catch {
                throw Failure(message: error.description)
            }
            return try run(file)
        } catch {
            Output.standardError.write("scenec: error: \(DisplayText.escaped(error.message))\n")
            return 2
        }
    }

    private func run(_ file: SourceFile) throws(Failure) -> Int32 {
        let watchFile = output.map { Self.generationFile(of: $0) }
        switch Self.build(file, severities: severities, warnings: warnings, watch: watch ? watchFile : nil) {
        case .failure(let report):
            Output.standardError.write(report)
            return 1
        case .success(let (page, generation)):
            guard let output else {
                Output.standardOutput.write(page)
                return 0
            }
            try Self.write(page, to: output)
            if watch, let watchFile {
                try Self.write(Self.generationScript(generation, errors: nil), to: watchFile)
            }
            Output.standardError.write("wrote '\(DisplayText.escaped(output))'\n")
        }
        guard watch, let output, let watchFile else { return 0 }
        Output.standardError.write("watching '\(DisplayText.escaped(scene))'; stop with Ctrl-C\n")
        var last = Self.stamp(scene)
        while true {
            usleep(250_000)
            let now = Self.stamp(scene)
            guard now != last else { continue }
            last = now
            guard let source = try? SceneReader.load(scene) else { continue }
            switch Self.build(source, severities: severities, warnings: warnings, watch: watchFile) {
            case .failure(let report):
                Output.standardError.write(report)
                try Self.write(Self.generationScript(nil, errors: report), to: watchFile)
            case .success(let (page, generation)):
                try Self.write(page, to: output)
                try Self.write(Self.generationScript(generation, errors: nil), to: watchFile)
                Output.standardError.write("rewrote '\(DisplayText.escaped(output))'\n")
            }
        }
    }

    /// A page or the diagnostics that prevent one.
    enum Built {
        case success((page: String, generation: String))
        case failure(String)
    }

    /// Compiles `file` and renders its page; the page's generation is a hash of the page without watching, so that
    /// an unchanged scene gives an unchanged generation.
    static func build(_ file: SourceFile, severities: SeverityOverrides, warnings: Bool, watch: String?) -> Built {
        let result = Compiler(severities: severities).compile(file)
        let shown = result.shown(warnings: warnings)
        var report = ""
        if !shown.diagnostics.isEmpty {
            report = DiagnosticRenderer(style: .plain).render(shown.diagnostics, in: shown.file)
        }
        guard let plain = result.renderedPreview() else {
            if let reason = result.missingLayoutTableReason, !result.hasErrors {
                report += "scenec: error: cannot preview every state: \(DisplayText.escaped(reason))\n"
            }
            return .failure(report)
        }
        if !report.isEmpty { Output.standardError.write(report) }
        let generation = fnv1a(plain)
        guard let watch else { return .success((plain, generation)) }
        return .success((result.renderedPreview(watch: (basename(watch), generation)) ?? plain, generation))
    }

    /// `<output>.generation.js`, the file the watched page polls.
    static func generationFile(of output: String) -> String { output + ".generation.js" }

    /// The generation file's script: the page's new generation, or the diagnostics of a scene that stopped
    /// validating.
    static func generationScript(_ generation: String?, errors: String?) -> String {
        func literal(_ text: String?) -> String {
            guard let text else { return "null" }
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "<": out += "\\u003c"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        return "window.SCENEC_NEXT = \(literal(generation));\nwindow.SCENEC_ERRORS = \(literal(errors));\n"
    }

    /// The last path component of `path`.
    static func basename(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// FNV-1a (64 bits) of `text`'s UTF-8, in hexadecimal.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The modification time and size of `path`, to notice a save; nil when it cannot be read.
    static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec), Int(info.st_size), Int(info.st_ino)]
        #else
            return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
        #endif
    }

    /// Writes `text` to `path` atomically: to a temporary file beside it, then renamed over it, so that a page
    /// being read (or reloaded) is never half written. Throws the I/O problem, which `run()` prints (exit 2).
    static func write(_ text: String, to path: String) throws(Failure) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        let written = Platform.write(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(message: "cannot write '\(path)': \(reason)")
        }
    }
}

extension CompilationResult {
    /// The result as the commands whose output is not diagnostics (`layout`, `graph`, `preview`) report it: every
    /// diagnostic when `warnings` (their `--diagnostics` flag), else only the errors. Warnings are `validate`'s to
    /// print: printed before every layout or graph, they would bury the output a user asked for.
    func shown(warnings: Bool) -> CompilationResult {
        guard !warnings else { return self }
        var result = self
        result.diagnostics.removeAll { $0.severity != .error }
        return result
    }
}
