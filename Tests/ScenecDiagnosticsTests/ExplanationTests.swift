import ScenecExpectations
import Testing

@testable import ScenecDiagnostics

/// Explanations whose fix is an edit of their example.
@Suite struct ExplanationTests {
    @Test("a fix given as an edit replaces the one run of whole lines equal to the excerpt")
    func replacingLines() {
        let example = "pages:\n  home:\n    type: App.Home\n  settings:\n    type: App.Settings"
        expectEqual(
            Explanation.replacingLines(
                "    type: App.Home", with: "    type: App.Home\n    push: [settings]", in: example),
            "pages:\n  home:\n    type: App.Home\n    push: [settings]\n  settings:\n    type: App.Settings")
        expectEqual(
            Explanation.replacingLines("pages:\n  home:", with: "pages:", in: example),
            "pages:\n    type: App.Home\n  settings:\n    type: App.Settings")
    }

    @Test("an excerpt that is absent, there twice, or only part of a line is refused; the fix stays the example")
    func refusedExcerpts() {
        let example = "tabs:\n  - {title: A}\n  - {title: A}\nroot: a"
        #expect(Explanation.replacingLines("  - {title: A}", with: "  - {title: B}", in: example) == nil)
        #expect(Explanation.replacingLines("  - {title: C}", with: "  - {title: B}", in: example) == nil)
        #expect(Explanation.replacingLines("root:", with: "root: b", in: example) == nil)
        #expect(Explanation.replacingLines("a\nb\nc\nd\ne", with: "x", in: "a") == nil)
        let refused = Explanation("text", example: example, fixReplacing: "root:", with: "root: b")
        expectEqual(refused.fix, refused.example)
    }

    @Test("every explanation's fix differs from its example (an edit whose excerpt is not unique leaves them equal)")
    func everyFixDiffersFromItsExample() {
        for (code, explanation) in Explanation.all {
            #expect(explanation.fix != explanation.example, "\(code.rawValue): the fix is the example")
        }
    }

    @Test("no explanation's text has a run of spaces inside a line (a source line joined without its `\\`)")
    func noSpaceRunsInText() {
        for code in DiagnosticCode.allCases {
            guard let text = code.explanation?.text else { continue }
            for line in text.split(separator: "\n") {
                #expect(!line.drop { $0 == " " }.contains("   "), "\(code): \(line)")
            }
        }
    }
}
