import ArgumentParser

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

    /// Reads the options, then runs the page's job (`PreviewJob`, shared with `scenec-generate`).
    func run() throws {
        let job = PreviewJob(
            scene: scene, output: output, watch: watch, warnings: diagnostics,
            severities: try severityOptions.overrides())
        let status = job.run()
        if status != 0 { throw ExitCode(status) }
    }
}
