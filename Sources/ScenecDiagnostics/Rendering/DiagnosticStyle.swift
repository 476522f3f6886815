/// The decorations applied on top of rendered diagnostics: plain text or ANSI colour.
///
/// Colour is a layer over the layout, never part of it: the same renderer with the
/// plain style produces the goldens.
public struct DiagnosticStyle: Sendable, Hashable {
    /// Whether ANSI escape sequences are emitted.
    public var colored: Bool

    /// No decoration.
    public static let plain = DiagnosticStyle(colored: false)
    /// ANSI colours: red errors, yellow warnings, cyan notes, blue gutter, bold messages.
    public static let ansi = DiagnosticStyle(colored: true)

    /// Creates a style.
    public init(colored: Bool) {
        self.colored = colored
    }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .note: paint("note", "1;36")
        }
    }

    func underline(_ text: String, _ severity: Severity?) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "1;33")
        case .note, nil: paint(text, "1;36")
        }
    }

    func gutter(_ text: String) -> String { paint(text, "1;34") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        colored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
