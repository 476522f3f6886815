import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

/// `scenec layout SCENE`: lays out one navigation state on one device (scene format §6), or every enumerated
/// state with `--all`.
///
/// Exit codes: 0 success; 1 when the scene has errors or the options name no state of it (a device, page,
/// push edge or index that does not exist; the message goes to standard error); 2 for usage and I/O problems.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a navigation state of a scene on a device.",
        discussion: """
            Prints the frames of one state (scene format section 6) as JSON (the layout contract), as text \
            for people, or as an SVG wireframe. Without --device the scene's first device is used; without \
            --path the first tab's root (or the root page) alone.

            With --all, lays out every state that layout tests cover (each device, in enumeration order): \
            '--all --output DIR' writes one SVG per state and an index.html contact sheet into DIR; \
            '--all --format json' prints them as JSON Lines (one object per state: device, name, state, \
            layout), '--all --format text' as text.

            Errors in the scene are printed on standard error and nothing is laid out (exit 1). Warnings are \
            not printed ('scenec validate' prints them) unless --diagnostics is given.
            """
    )

    @Argument(help: "The scene file ('-' reads standard input).")
    var scene: String

    @Option(help: "The device, by name (default: the scene's first device).")
    var device: String?

    @Option(
        help: ArgumentHelp(
            "The stack of pages, entry page first, comma separated (default: the first entry page); each '|' "
                + "presents the page after it, and the pages after that up to the next '|' are pushed inside the "
                + "presentation (in examples/Music.scene.yaml: 'library|settings,audioQuality'; 'nowPlaying|player' "
                + "presents from the attachment page)."))
    var path: String?

    @Option(
        help: "A URL: lays out the state the scene's link that matches it opens (section 10.3), in place of --path.")
    var link: String?

    // `.unconditional`: `--active -1` is a value (and an error of `validate()`), not a missing value.
    @Option(parsing: .unconditional, help: "The index of the active page in --path (default: the last page).")
    var active: Int?

    @Option(parsing: .unconditional, help: "The pager tab selected on the last page (default: its 'selected').")
    var selected: Int?

    @Option(
        parsing: .unconditional,
        help: "The vertical offset of the last page's header scroll view, in points (default: 0).")
    var offset: Double?

    @Option(help: "The last page's page stack, root first, comma separated (default: the stack's root).")
    var views: String?

    @Option(
        help: ArgumentHelp(
            "The sheet detent of the last presentation in --path (medium or large; default: the sheet's first), "
                + "where the sheet uses detents on the device (a compact one)."))
    var detent: String?

    @Option(help: "json (the layout contract), text (for people) or svg (a wireframe). Default: json.")
    var format: LayoutFormat?

    @Flag(help: "Lay out every state of every device that layout tests cover.")
    var all = false

    @Option(help: "With --all: the directory for one SVG per state and index.html.")
    var output: String?

    @Option(
        name: .customLong("diagnostic-format"),
        help: "How to print diagnostics: text (on stderr), json, sarif or github (on stdout), as 'validate --format'.")
    var diagnosticFormat: DiagnosticOptions.Format = .text

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: DiagnosticOptions.ColorMode = .auto

    @Flag(help: "Print the scene's warnings too (errors are always printed; 'scenec validate' prints both).")
    var diagnostics = false

    func validate() throws {
        if let active, active < 0 { throw ValidationError("--active must be >= 0, not \(active)") }
        if let selected, selected < 0 { throw ValidationError("--selected must be >= 0, not \(selected)") }
        if let offset, !offset.isFinite {
            throw ValidationError("--offset must be a finite number of points, not '\(offset)'")
        }
        if let path, StateRequest.pathParts(path).contains(where: { $0.contains(where: \.isEmpty) }) {
            throw ValidationError("--path '\(path)' has an empty element")
        }
        for (option, value) in [("--views", views)] {
            if let value, StateRequest.list(value).contains(where: \.isEmpty) {
                throw ValidationError("\(option) '\(value)' has an empty element")
            }
        }
        if link != nil, path != nil { throw ValidationError("--link opens its link's path; drop --path") }
        if output != nil, !all { throw ValidationError("--output needs --all") }
        if all, output != nil, let format, format != .svg {
            throw ValidationError("--all --output writes SVG files; drop --format \(format.rawValue)")
        }
        if all, output == nil, format == .svg {
            throw ValidationError("--all --format svg needs --output DIR (one SVG per state)")
        }
        if all,
            device != nil || path != nil || link != nil || active != nil || selected != nil || offset != nil
                || views != nil || detent != nil
        {
            throw ValidationError(
                "--all lays out every state; it takes no --device, --path, --link, --active, --selected, "
                    + "--offset, --views or --detent")
        }
    }

    @OptionGroup var severityOptions: SeverityOptions

    func run() throws {
        let file = try SceneReader.read(scene)
        var result = Compiler(severities: try severityOptions.overrides()).compile(file)
        let diagnosticOptions = try DiagnosticOptions.parse([
            "--format", diagnosticFormat.rawValue, "--color", color.rawValue,
        ])
        // One state needs only the scene's definition; every state (`--all`) needs the layout table, which is not
        // built when the tests would be too large (SC4009, whatever its severity): then say so.
        guard !diagnosticOptions.fails(result), all ? result.layoutTable != nil : result.definition != nil else {
            let shown = result.shown(warnings: diagnostics)
            if !shown.diagnostics.isEmpty { diagnosticOptions.report([shown]) }
            if let reason = result.missingLayoutTableReason, all {
                Output.standardError.write(
                    "scenec: error: --all cannot lay out every state: \(DisplayText.escaped(reason))\n")
            }
            throw ExitCode(1)
        }
        if all, let output {
            try writeAll(&result, to: output, reporting: diagnosticOptions)
            return
        }
        if all {
            report(result, diagnosticOptions)
            // State by state: the output is not held whole.
            _ = result.writeLayoutTable(format == .text ? .text : .jsonLines) { Output.standardOutput.write($0) }
            return
        }
        var path = self.path
        if let link, let definition = result.definition {
            do {
                path = try StateRequest.linkPath(link, in: definition)
            } catch {
                Output.standardError.write("scenec: error: \(DisplayText.escaped(error.description))\n")
                throw ExitCode(1)
            }
        }
        let parts = path.map(StateRequest.pathParts)
        let request = StateRequest(
            device: device, path: parts?.first, active: active, selected: selected, offset: offset,
            views: views.map(StateRequest.list), presented: Array(parts?.dropFirst() ?? []), detent: detent
        )
        // The state first: when the options name no state, the one line that says so is the only output (no
        // summary of the scene's diagnostics before it).
        let text: String
        do {
            guard let rendered = try result.renderedLayout(request, as: format ?? .json) else { throw ExitCode(1) }
            text = rendered
        } catch let error as StateRequest.Failure {
            Output.standardError.write("scenec: error: \(DisplayText.escaped(error.description))\n")
            throw ExitCode(1)
        }
        report(result, diagnosticOptions)
        Output.standardOutput.write(text)
    }

    /// `--all --output DIR`: one SVG per state and the contact sheet; the diagnostics (with an SC5001–SC5003 of the
    /// output, exit 2) are reported once, after writing.
    func writeAll(_ result: inout CompilationResult, to output: String, reporting options: DiagnosticOptions) throws {
        var failed = false
        var count = 0
        do throws(OutputDirectory.Failure) {
            let directory = OutputDirectory(path: output)
            try directory.create()
            let batch = directory.batch()
            count = result.writeLayoutWireframes(to: batch) ?? 0
            _ = try batch.commit()
        } catch {
            result.diagnostics.append(error.diagnostic)
            failed = true
        }
        let shown = result.shown(warnings: diagnostics)
        if !shown.diagnostics.isEmpty { options.report([shown]) }
        if failed { throw ExitCode(2) }
        Output.standardError.write(
            "wrote \(count) SVG file\(count == 1 ? "" : "s") and index.html to '\(DisplayText.escaped(output))'\n")
    }

    /// Prints the diagnostics of a scene that compiled: its warnings only with `--diagnostics`.
    private func report(_ result: CompilationResult, _ options: DiagnosticOptions) {
        let shown = result.shown(warnings: diagnostics)
        if !shown.diagnostics.isEmpty { options.report([shown]) }
    }
}
