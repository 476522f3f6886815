// Shared by `scenec` and `scenec-generate` (Sources/scenec-generate links this file): no ArgumentParser.

/// Where text goes; diagnostics to standard error, results to standard output.
enum Output {
    case standardOutput
    case standardError

    func write(_ text: String) {
        Platform.write(text, to: self == .standardOutput ? 1 : 2)
    }
}
