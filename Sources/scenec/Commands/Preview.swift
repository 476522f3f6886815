import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scenec preview SCENE [--output FILE] [--watch]`: one self-contained HTML page to click through every enumerated
/// state of a scene on every device.
///
/// Exit codes: 0 success; 1 when the scene has errors or its states are too many to lay out; 2 for usage and I/O
/// problems.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML page to click through every state of a scene on every device.",
        discussion: """
            Writes one self-contained HTML file (no network when it is viewed; it opens from file://) that \
            draws every state 'scenec layout --all' lays out, as 'layout --format svg' draws it: click a tab, \
            a page, a pager tab, push, present, go back, dismiss, activate a covered page, move a header or \
            a sheet's detent, switch device or see every device side by side, open a link, browse the graph. \
            The URL fragment names the device and state, so a link to a state can be shared.

            Without --output the page goes to standard output. With --watch (needs --output) scenec keeps \
            running: each time the scene file changes it rewrites the page (atomically) and the open page \
            reloads itself, keeping its state; when the scene stops validating, the page shows the \
            diagnostics. Stop it with Ctrl-C.

            Errors in the scene are printed on standard error and nothing is written (exit 1).
            """
    )

    @Argument(help: "The scene file ('-' reads standard input).")
    var scene: String

    @Option(help: "The HTML file to write (default: standard output).")
    var output: String?

    @Flag(help: "Rewrite the page whenever the scene file changes (needs --output); the open page reloads itself.")
    var watch = false

    @Flag(help: "Print the scene's warnings too (errors are always printed; 'scenec validate' prints both).")
    var diagnostics = false

    @OptionGroup var severityOptions: SeverityOptions

    func validate() throws {
        if watch, output == nil { throw ValidationError("--watch needs --output FILE (the page it rewrites)") }
        if watch, scene == "-" { throw ValidationError("--watch needs a scene file, not standard input") }
    }

    func run() throws {
        let severities = try severityOptions.overrides()
        let file = try SceneReader.read(scene)
        let watchFile = output.map { Preview.generationFile(of: $0) }
        switch Preview.build(file, severities: severities, warnings: diagnostics, watch: watch ? watchFile : nil) {
        case .failure(let report):
            Output.standardError.write(report)
            throw ExitCode(1)
        case .success(let (page, generation)):
            guard let output else {
                Output.standardOutput.write(page)
                return
            }
            try Preview.write(page, to: output)
            if watch, let watchFile {
                try Preview.write(Preview.generationScript(generation, errors: nil), to: watchFile)
            }
            Output.standardError.write("wrote '\(DisplayText.escaped(output))'\n")
        }
        guard watch, let output, let watchFile else { return }
        Output.standardError.write("watching '\(DisplayText.escaped(scene))'; stop with Ctrl-C\n")
        var last = Preview.stamp(scene)
        while true {
            usleep(250_000)
            let now = Preview.stamp(scene)
            guard now != last else { continue }
            last = now
            guard let source = try? SceneReader.load(scene) else { continue }
            switch Preview.build(source, severities: severities, warnings: diagnostics, watch: watchFile) {
            case .failure(let report):
                Output.standardError.write(report)
                try Preview.write(Preview.generationScript(nil, errors: report), to: watchFile)
            case .success(let (page, generation)):
                try Preview.write(page, to: output)
                try Preview.write(Preview.generationScript(generation, errors: nil), to: watchFile)
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
        let shown = DiagnosticOptions.shown(result, warnings: warnings)
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
    /// being read (or reloaded) is never half written. An I/O problem prints its error and exits 2.
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { try fail("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        let written = Platform.write(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            try fail("cannot write '\(path)': \(reason)")
        }
    }

    private static func fail(_ message: String) throws -> Never {
        Output.standardError.write("scenec: error: \(DisplayText.escaped(message))\n")
        throw ExitCode(2)
    }
}
