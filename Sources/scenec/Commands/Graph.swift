import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

/// `scenec graph SCENE --format dot|mermaid|json`: prints the scene's navigation graph.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the navigation graph of a scene.",
        discussion: """
            Prints the graph of spec section 5 on standard output: entries, pages and stack views, \
            joined by root, push (a swipe when declared by 'transition.next'), contains, stackPush \
            and stackSwitch edges. 'dot' is for Graphviz ('scenec graph Music.scene.yaml | dot -Tsvg'), \
            'mermaid' is a 'flowchart LR' for Markdown, 'json' lists nodes and edges with their kind \
            and where they are declared. Errors go to standard error, and then nothing is printed and \
            the exit status is 1; warnings are printed only with --diagnostics ('scenec validate' prints them).
            """
    )

    @Argument(help: "The scene file ('-' reads standard input).")
    var file: String

    @Option(help: "The output format: dot, mermaid or json.")
    var format: GraphFormat = .dot

    @Flag(help: "Print the scene's warnings too (errors are always printed; 'scenec validate' prints both).")
    var diagnostics = false

    @OptionGroup var severityOptions: SeverityOptions

    func run() throws {
        let source = try SceneReader.read(file)
        let result = Compiler(severities: try severityOptions.overrides()).compile(source)
        let shown = result.shown(warnings: diagnostics)
        if !shown.diagnostics.isEmpty, try DiagnosticOptions.parse([]).report([shown]) { throw ExitCode(1) }
        guard let graph = result.renderedGraph(format) else { throw ExitCode(1) }
        Output.standardOutput.write(graph)
    }
}
