import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics
import ScenecSema

/// `scenec graph SCENE --format dot|mermaid|json`: prints the scene's navigation graph.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the navigation graph of a scene.",
        discussion: """
            Prints the graph of spec section 5 on standard output: entries, pages and stack views, \
            joined by root, push (a swipe when declared by 'transition.next'), contains, stackPush \
            and stackSwitch edges. 'dot' is for Graphviz ('scenec graph Music.scene.yaml | dot -Tsvg'), \
            'mermaid' is a 'flowchart LR' for Markdown, 'json' lists nodes and edges with their kind \
            and where they are declared. Diagnostics go to standard error; when the scene has errors \
            nothing is printed and the exit status is 1.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid, json
    }

    @Argument(help: "The scene file ('-' reads standard input).")
    var file: String

    @Option(help: "The output format: dot, mermaid or json.")
    var format: Format = .dot

    @OptionGroup var severityOptions: SeverityOptions

    func run() throws {
        let source = try SceneReader.read(file)
        let result = Compiler(severities: try severityOptions.overrides()).compile(source)
        if !result.diagnostics.isEmpty, try DiagnosticOptions.parse([]).report([result]) { throw ExitCode(1) }
        guard !result.hasErrors, let scene = result.scene, let graph = result.graph else { throw ExitCode(1) }
        let export = GraphExport(scene: scene, graph: graph, file: source)
        switch format {
        case .dot: Output.standardOutput.write(export.dot())
        case .mermaid: Output.standardOutput.write(export.mermaid())
        case .json: Output.standardOutput.write(export.json().serialized() + "\n")
        }
    }
}
