import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics
import ScenecOutput

/// `scenec schema`: prints the JSON Schema of the scene format.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the scene format, for editors.",
        discussion: "Schemas/scene.schema.json in the repository is this output."
    )

    func run() throws {
        Output.standardOutput.write(Compiler.sceneSchema().serialized() + "\n")
    }
}
