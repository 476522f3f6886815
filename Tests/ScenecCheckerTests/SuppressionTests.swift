import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import Testing

/// `# scenec:disable` comments, applied by the compiler and counted.
@Suite struct SuppressionTests {
    /// A scene with one unknown page (SC3001) on the line of tab 'Home' and a placeholder for
    /// a comment on that line.
    func scene(tab: String) -> String {
        "scene: Shop\nversion: 1\ntabs:\n  \(tab)\npages:\n  home:\n    type: App.Home\n"
    }

    @Test func inlineCommentSuppressesItsLine() {
        let result = compile(scene(tab: "- {title: Home, root: hme}   # scenec:disable SC3001"))
        #expect(result.diagnostics.isEmpty)
        expectEqual(result.suppressedCount, 1)
    }

    @Test func inlineCommentWithSeveralCodesAndAReason() {
        let result = compile(
            scene(tab: "- {title: Home, root: hme} # scenec:disable SC3003, SC3001 typo kept on purpose"))
        #expect(result.diagnostics.isEmpty)
        expectEqual(result.suppressedCount, 1)
    }

    @Test func otherCodesAndOtherLinesAreNotSuppressed() {
        let otherCode = compile(scene(tab: "- {title: Home, root: hme} # scenec:disable SC3003"))
        expectEqual(otherCode.diagnostics.map(\.code), [.unknownPage])
        expectEqual(otherCode.suppressedCount, 0)
        let otherLine = compile("# scenec:disable SC3001\n" + scene(tab: "- {title: Home, root: hme}"))
        expectEqual(otherLine.diagnostics.map(\.code), [.unknownPage])
    }

    @Test func fileWideComment() {
        let result = compile(
            "# scenec:disable-file SC3003\n"
                + "scene: Shop\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n  a: {type: App.A}\n"
                + "  b: {type: App.B}\n")
        #expect(result.diagnostics.isEmpty)
        expectEqual(result.suppressedCount, 2)
    }

    @Test func aHashInsideQuotesIsNotAComment() {
        let quoted = compile(scene(tab: "- {title: \"Home # scenec:disable SC3001\", root: hme}"))
        expectEqual(quoted.diagnostics.map(\.code), [.unknownPage])
        let single = compile(scene(tab: "- {title: 'it''s # scenec:disable SC3001', root: hme}"))
        expectEqual(single.diagnostics.map(\.code), [.unknownPage])
        let glued = compile(scene(tab: "- {title: Home#scenec:disable SC3001, root: hme}"))
        expectEqual(glued.diagnostics.map(\.code), [.unknownPage])
    }

    @Test func anApostropheInAPlainScalarDoesNotOpenAQuote() {
        let result = compile(
            "scene: Shop\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n"
                + "    title: Don't panic\n    push: [detial] # scenec:disable SC3001\n  detail: {type: App.D}\n")
        #expect(result.diagnostics.isEmpty)
        expectEqual(result.suppressedCount, 1)
    }

    @Test func syntaxErrorsCannotBeSuppressed() {
        let result = compile("scene: Shop\nscene: Again # scenec:disable SC1010\n")
        #expect(result.diagnostics.contains { $0.code == .duplicateKey })
        expectEqual(result.suppressedCount, 0)
    }

    @Test func directiveParsing() {
        expectEqual(Suppressions.directive(" scenec:disable SC3001,SC3002")?.codes, [.unknownPage, .unknownView])
        expectEqual(Suppressions.directive(" scenec:disable-file SC3003")?.fileWide, true)
        #expect(Suppressions.directive(" scenec:disable") == nil)
        #expect(Suppressions.directive(" scenec:disable SC9999") == nil)
        #expect(Suppressions.directive(" scenec:disabled SC3001") == nil)
    }
}
