import ArgumentParser
import ScenecDiagnostics

/// `scenec explain SC2001`: the long explanation of a diagnostic code.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code, with an example and its fix."
    )

    @Argument(help: "A diagnostic code such as SC2001.")
    var code: String

    func run() throws {
        guard let code = DiagnosticCode(rawValue: code.uppercased()) else {
            throw ValidationError("no diagnostic code '\(self.code)'; codes look like SC2001")
        }
        Output.standardOutput.write(code.explainText)
    }
}
