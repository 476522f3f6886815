import ScenecCompiler
import ScenecDiagnostics
import ScenecLayout
import ScenecModel
import ScenecSyntax

/// One fuzz iteration: bytes -> syntax -> lowering -> checks -> every diagnostic format ->
/// layout -> code generation, with the invariants of house style §3.7 checked as
/// preconditions (a broken one traps, and libFuzzer saves the input):
///
/// 1. nothing traps;
/// 2. every diagnostic's range, every note's range and every fix-it edit's range lies inside
///    the file, on a character boundary when the file is valid UTF-8, and the edits of one
///    fix-it do not overlap;
/// 3. rendering in every format (text, coloured text, JSON, SARIF, GitHub) never traps;
/// 4. the syntax tree is never deeper than `SyntaxLimits.maxDepth`, with the standard limits
///    and with tight ones (which also drive the scalar-length limit);
/// 5. a file without errors compiles again to identical diagnostics, identical layout JSON
///    and identical generated files.
enum FuzzPipeline {
    /// Tight limits, so that short fuzz inputs reach the depth and length limits too.
    static let tightLimits = SyntaxLimits(maxFileBytes: 1 << 20, maxDepth: 6, maxScalarBytes: 48)

    /// How many laid-out states are also rendered as text and SVG.
    static let renderedStates = 4

    /// Runs `file` through every stage and checks the invariants.
    static func run(_ file: SourceFile) {
        // Syntax alone, with tight limits.
        var tightBag = DiagnosticBag()
        let tightTree = SyntaxParser.parse(file, limits: tightLimits, diagnostics: &tightBag)
        checkDepth(tightTree, limit: tightLimits.maxDepth)
        checkRanges(tightBag.all, in: file)

        // The whole pipeline, with the standard limits (keeping the tree to check its depth).
        let compiler = Compiler(keepsSyntaxTree: true)
        let result = compiler.compile(file)
        checkDepth(result.syntax, limit: compiler.limits.maxDepth)
        checkRanges(result.diagnostics, in: file)
        render(result.diagnostics, in: file)
        guard !result.hasErrors, let scene = result.scene, let graph = result.graph else { return }

        // Error-free: everything derived must be deterministic.
        let again = compiler.compile(file)
        require(again.diagnostics == result.diagnostics, "a second compilation gave other diagnostics")
        require(again.scene == scene, "a second compilation gave another scene")
        let layout = layOut(scene, graph: graph)
        let againGraph = again.graph ?? graph
        require(layOut(scene, graph: againGraph) == layout, "layout is not deterministic")
        let generated = FuzzCodeGen.generate(scene, graph: graph)
        require(FuzzCodeGen.generate(scene, graph: againGraph) == generated, "generated code is not deterministic")
    }

    /// Traps with `message` unless `condition` holds. Unlike `precondition`, the message is
    /// printed in release builds too, so libFuzzer's log says which invariant broke.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: " + message()) }
    }

    /// Checks that every range in `diagnostics` lies inside `file` (see invariant 2).
    static func checkRanges(_ diagnostics: [Diagnostic], in file: SourceFile) {
        let isUTF8 = String(validating: file.bytes, as: UTF8.self) != nil
        func check(_ range: SourceRange, _ what: String, _ diagnostic: Diagnostic) {
            require(
                file.contains(range),
                "\(diagnostic.code.rawValue): \(what) \(range.start)..<\(range.end) is outside the file (\(file.bytes.count) bytes)"
            )
            guard isUTF8 else { return }
            for offset in [range.start, range.end] where offset < file.bytes.count {
                require(
                    file.bytes[offset] & 0xC0 != 0x80,
                    "\(diagnostic.code.rawValue): \(what) \(range.start)..<\(range.end) splits a character at \(offset)"
                )
            }
        }
        for diagnostic in diagnostics {
            check(diagnostic.range, "range", diagnostic)
            for note in diagnostic.notes {
                if let range = note.range { check(range, "note range", diagnostic) }
            }
            for fixIt in diagnostic.fixIts {
                let edits = fixIt.edits.sorted { $0.range < $1.range }
                for (index, edit) in edits.enumerated() {
                    check(edit.range, "fix-it edit range", diagnostic)
                    if index > 0 {
                        require(
                            edits[index - 1].range.end <= edit.range.start,
                            "\(diagnostic.code.rawValue): fix-it '\(fixIt.message)' has overlapping edits")
                    }
                }
            }
        }
    }

    /// Checks that `tree` is at most `limit` sequences and mappings deep, without recursion.
    static func checkDepth(_ tree: SyntaxNode?, limit: Int) {
        guard let tree else { return }
        var pending: [(SyntaxNode, Int)] = [(tree, 0)]
        while let (node, depth) = pending.popLast() {
            switch node {
            case .scalar, .invalid:
                continue
            case .sequence(let sequence):
                require(depth + 1 <= limit, "the tree is deeper than \(limit)")
                pending += sequence.items.map { ($0, depth + 1) }
            case .mapping(let mapping):
                require(depth + 1 <= limit, "the tree is deeper than \(limit)")
                pending += mapping.entries.map { (.scalar($0.key), depth + 1) }
                pending += mapping.entries.map { ($0.value, depth + 1) }
            }
        }
    }

    /// Renders `diagnostics` in every format; only traps matter, the text is dropped.
    static func render(_ diagnostics: [Diagnostic], in file: SourceFile) {
        var sink = 0
        sink &+= DiagnosticRenderer(style: .plain).render(diagnostics, in: file).utf8.count
        sink &+= DiagnosticRenderer(style: .ansi).render(diagnostics, in: file).utf8.count
        var narrow = DiagnosticRenderer(style: .plain)
        narrow.maxSnippetBytes = 7
        sink &+= narrow.render(diagnostics, in: file).utf8.count
        sink &+= JSONValue.array(diagnostics.map { DiagnosticRenderer.json($0, in: file) }).serialized().utf8.count
        sink &+=
            SARIFRenderer.render([(file: file, diagnostics: diagnostics)], toolVersion: "fuzz").serialized().utf8.count
        sink &+= GitHubRenderer.render(diagnostics, in: file).utf8.count
        require(sink >= 0, "rendering produced a negative size")
    }

    /// Every state's layout as JSON Lines, and the first few states as text and SVG.
    static func layOut(_ scene: Scene, graph: NavigationGraph) -> [String] {
        let table = LayoutTable(scene, graph: graph)
        var outputs = [LayoutJSON.lines(table)]
        for entry in table.devices {
            for state in entry.entries.prefix(renderedStates) {
                outputs.append(LayoutText.render(state))
                outputs.append(LayoutSVG.render(state))
            }
        }
        return outputs
    }
}
