public import ScenecDiagnostics
public import ScenecLayout
import ScenecOutput
public import ScenecRuntime
import ScenecSema
public import ScenecSyntax

/// The invariants every input must hold through the whole pipeline: the one implementation that the fuzzer
/// (`Fuzz/Sources/FuzzCompile`) and the fail-case replay (`Tests/ScenecCompilerTests/FailCaseTests.swift`)
/// check. Each check returns the invariants it found broken, as messages (empty when all hold), and never
/// traps itself: the fuzzer traps on the first message, tests record them all.
///
/// 1. Ranges: every diagnostic's range, note range and fix-it edit range lies inside the file, on a
///    character boundary when the file is valid UTF-8; the edits of one fix-it do not overlap.
/// 2. Depth: the syntax tree is never deeper than `SyntaxLimits.maxDepth`, with the standard limits and
///    with `tightLimits` (which also drive the scalar-length limit).
/// 3. Rendering: every diagnostic format (text, coloured text, windowed text, JSON, SARIF, GitHub) renders
///    without a trap and says something about each diagnostic; no line of plain text or of GitHub
///    annotations holds a raw control or bidirectional character (`DisplayText`; tabs aside in snippets).
/// 4. Names: without errors, every state name is `[A-Za-z0-9_]+`, every SVG file name
///    `[A-Za-z0-9_-]+.svg` of at most 255 bytes, every generated file name `[A-Za-z0-9_]+.swift`, and every
///    function a generated file declares has a plain identifier as its name.
/// 5. Numbers and text of layouts: every number of the layout JSON is finite (so none prints as `null`),
///    the JSON holds no `inf` or `nan` outside strings, and no line of layout text or SVG holds a raw
///    control or bidirectional character.
/// 6. Determinism: a file without errors compiles again to identical diagnostics, scene, layouts and
///    generated files.
public enum PipelineInvariants {
    /// Tight limits, so that short inputs reach the depth and length limits too.
    public static let tightLimits = SyntaxLimits(maxFileBytes: 1 << 20, maxDepth: 6, maxScalarBytes: 48)

    /// A generated file, as a name and contents (what `CodeGenerator` writes).
    public typealias GeneratedText = (name: String, contents: String)

    /// Runs `file` through every stage and checks every invariant.
    ///
    /// - Parameters:
    ///   - renderedStates: how many states per device are also rendered as text and SVG (every state is
    ///     rendered as JSON).
    ///   - generate: the code-generation stage for an error-free compilation, or nil to leave it out (the
    ///     fuzzer can switch it off).
    public static func check(
        _ file: SourceFile, renderedStates: Int = 4, generate: ((CompilationResult) -> [GeneratedText])? = nil
    ) -> [String] {
        var broken: [String] = []
        var tightBag = DiagnosticBag()
        let tightTree = SyntaxParser.parse(file, limits: tightLimits, diagnostics: &tightBag)
        broken += checkDepth(tightTree, limit: tightLimits.maxDepth)
        broken += checkRanges(tightBag.all, in: file)

        let compiler = Compiler(keepsSyntaxTree: true)
        let result = compiler.compile(file)
        broken += checkDepth(result.syntax, limit: compiler.limits.maxDepth)
        broken += checkRanges(result.diagnostics, in: file)
        broken += checkRendering(result.diagnostics, in: file)
        guard !result.hasErrors, let table = layoutTable(of: result) else { return broken }

        let outputs = layoutOutputs(table, renderedStates: renderedStates)
        broken += checkLayout(table, outputs: outputs)
        if let definition = result.definition { broken += checkScripts(table, definition: definition) }
        let generated = generate?(result) ?? []
        broken += checkGenerated(generated)

        let again = compiler.compile(file)
        if again.diagnostics != result.diagnostics { broken.append("a second compilation gave other diagnostics") }
        if again.scene != result.scene { broken.append("a second compilation gave another scene") }
        if layoutTable(of: again).map({ layoutOutputs($0, renderedStates: renderedStates) }) != outputs {
            broken.append("layout is not deterministic")
        }
        if let generate, !generate(again).elementsEqual(generated, by: ==) {
            broken.append("generated code is not deterministic")
        }
        return broken
    }

    /// The layout table of an error-free compilation: every state of every device, laid out (once, by the
    /// driver).
    public static func layoutTable(of result: CompilationResult) -> LayoutTable? {
        result.layoutTable
    }

    // MARK: - 1. Ranges

    /// Checks that every range in `diagnostics` lies inside `file`, on character boundaries when the file
    /// is UTF-8, and that the edits of each fix-it do not overlap.
    public static func checkRanges(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        var broken: [String] = []
        let isUTF8 = String(validating: file.bytes, as: UTF8.self) != nil
        func check(_ range: SourceRange, _ what: String, _ diagnostic: Diagnostic) {
            let code = diagnostic.code.rawValue
            guard file.contains(range) else {
                broken.append(
                    "\(code): \(what) \(range.start)..<\(range.end) is outside the file (\(file.bytes.count) bytes)")
                return
            }
            guard isUTF8 else { return }
            for offset in [range.start, range.end] where offset < file.bytes.count {
                if file.bytes[offset] & 0xC0 == 0x80 {
                    broken.append("\(code): \(what) \(range.start)..<\(range.end) splits a character at \(offset)")
                }
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
                    if index > 0, edits[index - 1].range.end > edit.range.start {
                        broken.append("\(diagnostic.code.rawValue): fix-it '\(fixIt.message)' has overlapping edits")
                    }
                }
            }
        }
        return broken
    }

    // MARK: - 2. Depth

    /// Checks that `tree` is at most `limit` sequences and mappings deep, without recursion.
    public static func checkDepth(_ tree: SyntaxNode?, limit: Int) -> [String] {
        guard let tree else { return [] }
        var pending: [(SyntaxNode, Int)] = [(tree, 0)]
        while let (node, depth) = pending.popLast() {
            switch node {
            case .scalar, .invalid:
                continue
            case .sequence(let sequence):
                if depth + 1 > limit { return ["the tree is deeper than \(limit)"] }
                pending += sequence.items.map { ($0, depth + 1) }
            case .mapping(let mapping):
                if depth + 1 > limit { return ["the tree is deeper than \(limit)"] }
                pending += mapping.entries.map { (.scalar($0.key), depth + 1) }
                pending += mapping.entries.map { ($0.value, depth + 1) }
            }
        }
        return []
    }

    // MARK: - 3. Rendering

    /// Renders `diagnostics` in every format and checks what people read: no raw control or bidirectional
    /// character in plain text (tabs aside: a snippet keeps them) or in GitHub annotations, and at least one
    /// line per diagnostic in each.
    public static func checkRendering(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        var broken: [String] = []
        let plain = DiagnosticRenderer(style: .plain).render(diagnostics, in: file)
        _ = DiagnosticRenderer(style: .ansi).render(diagnostics, in: file)
        var narrow = DiagnosticRenderer(style: .plain)
        narrow.maxSnippetBytes = 7
        let windowed = narrow.render(diagnostics, in: file)
        _ = JSONValue.array(diagnostics.map { DiagnosticRenderer.json($0, in: file) }).serialized()
        _ = SARIFRenderer.render([(file: file, diagnostics: diagnostics)], toolVersion: "invariants").serialized()
        let github = GitHubRenderer.render(diagnostics, in: file)
        for (format, text, allowingTabs) in [
            ("text", plain, true), ("text", windowed, true), ("github", github, false),
        ] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count < diagnostics.count {
                broken.append("\(format): \(lines.count) lines for \(diagnostics.count) diagnostics")
            }
            if let line = lines.first(where: { !DisplayText.isSafe(String($0), allowingTabs: allowingTabs) }) {
                broken.append("\(format): a raw control or bidirectional character in \(describe(line))")
            }
        }
        return broken
    }

    // MARK: - 4 and 5. Names, numbers and text of layouts

    /// The layout outputs compared for determinism: every state as JSON Lines, the first `renderedStates`
    /// states of each device as text and SVG, and the SVG file names.
    public static func layoutOutputs(_ table: LayoutTable, renderedStates: Int) -> [String] {
        var outputs = [LayoutJSON.lines(table)]
        for entry in table.devices {
            for layout in entry.entries.prefix(renderedStates) {
                outputs.append(LayoutText.render(layout))
                outputs.append(LayoutSVG.render(layout))
            }
        }
        outputs.append(LayoutSVG.fileNames(table).joined().joined(separator: "\n"))
        return outputs
    }

    /// Checks that every enumerated state's script runs whole on a fresh container: no step is refused and laid out
    /// as if it were not (§10.2, issue 41).
    public static func checkScripts(_ table: LayoutTable, definition: SceneDefinition) -> [String] {
        var broken: [String] = []
        for entry in table.devices {
            for layout in entry.entries {
                if let refused = LayoutEngine.refusedStep(
                    of: layout.state, in: definition, on: entry.device, checksPushes: false)
                {
                    broken.append("state '\(layout.state.name)' on '\(entry.device.name)': \(refused)")
                }
            }
        }
        return broken
    }

    /// Checks the names, numbers and text of `table`'s layouts; `outputs` is what `layoutOutputs` gave.
    public static func checkLayout(_ table: LayoutTable, outputs: [String]) -> [String] {
        var broken: [String] = []
        for entry in table.devices {
            for layout in entry.entries where !isWord(layout.state.name, allowing: []) {
                broken.append("state name \(describe(layout.state.name[...])) is not [A-Za-z0-9_]+")
            }
        }
        for name in LayoutSVG.fileNames(table).joined() {
            if !name.hasSuffix(".svg") || !isWord(String(name.dropLast(4)), allowing: ["-"]) || name.utf8.count > 255 {
                broken.append("SVG file name \(describe(name[...])) is not [A-Za-z0-9_-]+.svg of at most 255 bytes")
            }
        }
        for layout in table.devices.flatMap(\.entries) {
            if let bad = nonFiniteNumber(in: LayoutJSON.json(layout)) {
                broken.append("the layout JSON of state '\(layout.state.name)' holds the number \(bad)")
                break
            }
        }
        if let first = outputs.first, let word = numberWordOutsideStrings(first) {
            broken.append("the layout JSON holds '\(word)' outside a string")
        }
        for output in outputs.dropFirst() {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            if let line = lines.first(where: { !DisplayText.isSafe(String($0)) }) {
                broken.append("layout text or SVG: a raw control or bidirectional character in \(describe(line))")
                break
            }
        }
        return broken
    }

    /// Checks the names of generated files and of the functions they declare.
    public static func checkGenerated(_ files: [GeneratedText]) -> [String] {
        var broken: [String] = []
        for file in files {
            if !file.name.hasSuffix(".swift") || !isWord(String(file.name.dropLast(6)), allowing: []) {
                broken.append("generated file name \(describe(file.name[...])) is not [A-Za-z0-9_]+.swift")
            }
            for line in file.contents.split(separator: "\n") {
                // A declaration: only modifiers and attributes before `func ` (not a comment or a string).
                guard let range = line.firstRange(of: "func "),
                    line[..<range.lowerBound].allSatisfy({ $0.isLetter || $0 == " " || $0 == "@" })
                else { continue }
                let name = line[range.upperBound...].prefix { $0 != "(" && $0 != "<" && $0 != " " }
                if !SwiftNames.isIdentifier(String(name)) {
                    broken.append("\(file.name) declares a function named \(describe(name))")
                }
            }
        }
        return broken
    }

    // MARK: - Helpers

    /// Whether `text` is a non-empty run of `[A-Za-z0-9_]` and the `allowing` characters.
    static func isWord(_ text: String, allowing: Set<Unicode.Scalar>) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    || allowing.contains($0)
            }
    }

    /// The first number of `value` that is not finite, if any.
    static func nonFiniteNumber(in value: JSONValue) -> Double? {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .number(let number) where !number.isFinite: return number
            case .array(let items): pending += items
            case .object(let pairs): pending += pairs.map(\.1)
            default: continue
            }
        }
        return nil
    }

    /// `inf`, `nan` or `infinity` (any case) written outside the strings of JSON text `json`, if any.
    static func numberWordOutsideStrings(_ json: String) -> String? {
        var word = ""
        var inString = false
        var escaped = false
        for character in json + " " {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character.isLetter {
                word.append(character)
                continue
            }
            if ["inf", "nan", "infinity"].contains(word.lowercased()) { return word }
            word = ""
            if character == "\"" { inString = true }
        }
        return nil
    }

    /// A line for a message: escaped, and cut to 80 characters.
    static func describe(_ line: Substring) -> String {
        let shown = DisplayText.escaped(String(line.prefix(80)))
        return "'" + shown + (line.count > 80 ? "…'" : "'")
    }
}
