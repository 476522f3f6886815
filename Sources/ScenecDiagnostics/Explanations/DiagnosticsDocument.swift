/// `docs/diagnostics.md`: every diagnostic code with its title, default severity and explanation, made from
/// the catalogue (`DiagnosticCode`, `Explanation`) so that the document cannot list a code that does not exist
/// or miss one that does. A test compares the committed file with this text and rewrites it under the record
/// switch (`SCENEC_RECORD=1`).
public enum DiagnosticsDocument {
    /// The areas of the code numbers, by their first digit.
    static let areas: [(prefix: String, name: String)] = [
        ("SC1", "YAML syntax"),
        ("SC2", "The scene format"),
        ("SC3", "The navigation graph"),
        ("SC4", "Layout on devices and navigation states"),
        ("SC5", "Code generation and output files"),
    ]

    /// The whole Markdown document.
    public static var markdown: String {
        var out = """
            # Diagnostic codes

            <!-- Generated from Sources/ScenecDiagnostics/Explanations; do not edit. To update it:
                 SCENEC_RECORD=1 swift test --filter DiagnosticsDocumentTests -->

            Every diagnostic scenec reports has a stable code: SC1xxx are YAML syntax, SC2xxx the scene format,
            SC3xxx the navigation graph, SC4xxx layout on devices and navigation states, SC5xxx code generation
            and output files. Codes are never reused. `scenec explain CODE` prints the explanation of a code, as
            below.

            **Errors are for scenes that cannot work; warnings for scenes that work but look wrong on some
            device.** A half page wider than the iPhone's navigation area is clipped there, but the app runs:
            SC4001 is a warning, and so is every layout check. Unknown references, cycles, invalid values and
            name collisions are errors: the generated code could not be built or would not run. Any code but
            SC1xxx can be raised or lowered per scene (`diagnostics:`) or per run (`--error`, `--warning`,
            `--ignore`), and suppressed on a line with `# scenec:disable CODE` (see
            [commands.md](commands.md#scenec-validate)).


            """
        let codes = DiagnosticCode.allCases.sorted()
        for area in areas {
            let inArea = codes.filter { $0.rawValue.hasPrefix(area.prefix) }
            guard !inArea.isEmpty else { continue }
            out += "## \(area.name)\n\n| code | severity | what |\n|---|---|---|\n"
            for code in inArea {
                out += "| [\(code.rawValue)](#\(code.rawValue.lowercased())) | \(code.defaultSeverity.rawValue) | "
                out += tableCell(code.title) + " |\n"
            }
            out += "\n"
            for code in inArea {
                out += section(code)
            }
        }
        return out
    }

    /// One code's section: its title, severity, explanation, example and fix.
    static func section(_ code: DiagnosticCode) -> String {
        var out = "### \(code.rawValue)\n\n**\(code.title)** (\(code.defaultSeverity.rawValue))\n\n"
        guard let explanation = code.explanation else { return out }
        out += explanation.text.trimmingTrailingNewlines + "\n\n"
        out += "Example:\n\n```yaml\n\(explanation.example.trimmingTrailingNewlines)\n```\n\n"
        out += "Fix:\n\n```yaml\n\(explanation.fix.trimmingTrailingNewlines)\n```\n\n"
        return out
    }

    /// `text` safe in a Markdown table cell.
    static func tableCell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.hasSuffix("\n") { text = text.dropLast() }
        return String(text)
    }

    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
