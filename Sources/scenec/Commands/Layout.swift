import ArgumentParser
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecLayout
import ScenecModel

/// `scenec layout SCENE`: lays out one navigation state on one device (scene format §6), or every enumerated
/// state with `--all`.
///
/// Exit codes: 0 success; 1 when the scene has errors or the options name no state of it (a device, page,
/// push edge or index that does not exist; the message goes to standard error); 2 for usage and I/O problems.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a navigation state of a scene on a device.",
        discussion: """
            Prints the frames of one state (scene format section 6) as JSON (the layout contract), as text \
            for people, or as an SVG wireframe. Without --device the scene's first device is used; without \
            --path the first tab's root (or the root page) alone.

            With --all, lays out every state that layout tests cover (each device, in enumeration order): \
            '--all --output DIR' writes one SVG per state and an index.html contact sheet into DIR; \
            '--all --format json' prints them as JSON Lines (one object per state: device, name, state, \
            layout), '--all --format text' as text.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text, svg
    }

    @Argument(help: "The scene file ('-' reads standard input).")
    var scene: String

    @Option(help: "The device, by name (default: the scene's first device).")
    var device: String?

    @Option(help: "The stack of pages, entry page first, comma separated (default: the first entry page).")
    var path: String?

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

    @Option(help: "json (the layout contract), text (for people) or svg (a wireframe). Default: json.")
    var format: Format?

    @Flag(help: "Lay out every state of every device that layout tests cover.")
    var all = false

    @Option(help: "With --all: the directory for one SVG per state and index.html.")
    var output: String?

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: DiagnosticOptions.ColorMode = .auto

    func validate() throws {
        if let active, active < 0 { throw ValidationError("--active must be >= 0, not \(active)") }
        if let selected, selected < 0 { throw ValidationError("--selected must be >= 0, not \(selected)") }
        if let offset, !offset.isFinite {
            throw ValidationError("--offset must be a finite number of points, not '\(offset)'")
        }
        for (option, value) in [("--path", path), ("--views", views)] {
            if let value, Layout.list(value).contains(where: \.isEmpty) {
                throw ValidationError("\(option) '\(value)' has an empty element")
            }
        }
        if output != nil, !all { throw ValidationError("--output needs --all") }
        if all, output != nil, let format, format != .svg {
            throw ValidationError("--all --output writes SVG files; drop --format \(format.rawValue)")
        }
        if all, output == nil, format == .svg {
            throw ValidationError("--all --format svg needs --output DIR (one SVG per state)")
        }
        if all, device != nil || path != nil || active != nil || selected != nil || offset != nil || views != nil {
            throw ValidationError(
                "--all lays out every state; it takes no --device, --path, --active, --selected, "
                    + "--offset or --views")
        }
    }

    @OptionGroup var severityOptions: SeverityOptions

    func run() throws {
        let file = try SceneReader.read(scene)
        let result = Compiler(severities: try severityOptions.overrides()).compile(file)
        if !result.diagnostics.isEmpty {
            let options = try DiagnosticOptions.parse(["--color", color.rawValue])
            if options.report([result]) { throw ExitCode(1) }
        }
        guard let table = result.layoutTable else { throw ExitCode(1) }
        if all {
            try runAll(table, sceneName: table.devices.first?.entries.first?.scene ?? "")
            return
        }
        let request = StateRequest(
            device: device, path: path.map(Layout.list), active: active, selected: selected, offset: offset,
            views: views.map(Layout.list)
        )
        let layout: StateLayout
        do {
            guard let laidOut = try result.layout(request) else { throw ExitCode(1) }
            layout = laidOut
        } catch let error as StateRequest.Failure {
            Output.standardError.write("scenec: error: \(DisplayText.escaped(error.description))\n")
            throw ExitCode(1)
        }
        switch format ?? .json {
        case .json: Output.standardOutput.write(LayoutJSON.json(layout).serialized() + "\n")
        case .text: Output.standardOutput.write(LayoutText.render(layout))
        case .svg: Output.standardOutput.write(LayoutSVG.render(layout))
        }
    }

    /// `--all`: every state of every device, as SVG files and a contact sheet, or printed as JSON or text.
    func runAll(_ table: LayoutTable, sceneName: String) throws {
        guard let output else {
            if format == .text {
                let texts = table.devices.flatMap { $0.entries.map(LayoutText.render) }
                Output.standardOutput.write(texts.joined(separator: "\n"))
            } else {
                Output.standardOutput.write(LayoutJSON.lines(table))
            }
            return
        }
        let files = LayoutSVG.fileNames(table)
        var outputs: [GeneratedFile] = []
        for (entry, names) in zip(table.devices, files) {
            for (layout, name) in zip(entry.entries, names) {
                outputs.append(GeneratedFile(name: name, contents: LayoutSVG.render(layout)))
            }
        }
        outputs.append(
            GeneratedFile(
                name: "index.html", contents: LayoutSVG.contactSheet(table, scene: sceneName, fileNames: files)))
        do {
            let directory = OutputDirectory(path: output)
            try directory.create()
            try directory.write(outputs)
        } catch {
            Output.standardError.write("scenec: error: \(DisplayText.escaped("\(error)"))\n")
            throw ExitCode(2)
        }
        let count = files.joined().count
        Output.standardError.write(
            "wrote \(count) SVG file\(count == 1 ? "" : "s") and index.html to '\(DisplayText.escaped(output))'\n")
    }

    /// Splits a comma-separated option into its trimmed parts (an empty part is an error of `validate()`).
    static func list(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }
}
