import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecRuntime
import ScenecSema
import ScenecSyntax
import ScenecTestSupport
import Testing

/// One marker-located case per lowering diagnostic: the code, where it starts, its message,
/// and, when it has fix-its, that applying them removes it.
struct LoweringCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var code: DiagnosticCode
    var message: String
    var testDescription: String { name }
}

private let base = "scene: Music\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n"

/// A valid scene; `pageLines` go into `detail`, a page that `home` pushes (so transitions can fire).
private func scene(_ pageLines: String = "", top: String = "") -> String {
    "scene: Music\nversion: 1\n" + top
        + "root: home\npages:\n  home:\n    type: App.Home\n    push: [detail]\n  detail:\n    type: App.Detail\n"
        + pageLines
}

let loweringCases: [LoweringCase] = [
    LoweringCase(
        name: "unknown argument type", source: scene("    arguments: {id: 1️⃣Integer}\n"), code: .unknownArgumentType,
        message: "'Integer' is not an argument type (argument 'id')"),
    LoweringCase(
        name: "reserved argument name", source: scene("    arguments: {1️⃣animated: Bool}\n"),
        code: .reservedArgumentName, message: "an argument cannot be named 'animated'"),
    LoweringCase(
        name: "default of the wrong type", source: scene("    arguments: {limit: {type: Int, default: 1️⃣many}}\n"),
        code: .argumentDefaultWrongType, message: "the default 'many' of argument 'limit' is not of type Int"),
    LoweringCase(
        name: "a string listed twice", source: scene("    arguments: {sort: [title, 1️⃣title]}\n"),
        code: .invalidChoice, message: "argument 'sort' lists 'title' twice"),
    LoweringCase(
        name: "arguments on a stack view",
        source: scene("    stack:\n      root: a\n      views:\n        a: {type: App.A, 1️⃣arguments: {x: Int}}\n"),
        code: .stackViewArguments, message: "a stack view takes no arguments"),
    LoweringCase(
        // `home` presents `detail`: a presentation no page presents is SC4020 as well.
        name: "a detent listed twice",
        source: "scene: Music\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n    present: [detail]\n"
            + "  detail:\n    type: App.Detail\n    presentation: {detents: [large, 1️⃣large]}\n",
        code: .duplicateDetent, message: "'detents' lists 'large' twice"),
    LoweringCase(
        name: "unknown key with suggestion", source: scene("    1️⃣titel: Home\n"), code: .unknownKey,
        message: "unknown key 'titel' in a page"),
    LoweringCase(
        name: "unknown key without suggestion", source: scene("    1️⃣colour: red\n"), code: .unknownKey,
        message: "unknown key 'colour' in a page"),
    LoweringCase(
        name: "missing required key",
        source: "scene: Music\nversion: 1\nroot: home\npages:\n  1️⃣home:\n    title: Home\n",
        code: .missingKey, message: "missing required key 'type' in a page"),
    LoweringCase(
        name: "mapping where a value is expected", source: scene("    title: 1️⃣{a: b}\n"), code: .wrongKind,
        message: "'title' must be text, not a mapping"),
    LoweringCase(
        name: "value where a list is expected", source: scene("    push: 1️⃣home\n"), code: .wrongKind,
        message: "'push' must be a list, not a single value"),
    LoweringCase(
        name: "quoted number", source: scene("    size: 1️⃣\"80\"\n"), code: .expectedNumber,
        message: "'size' must be a number, but \"80\" is quoted text"),
    LoweringCase(
        name: "not a number", source: scene("    transition: {navBarAlpha: 1️⃣4x4}\n"), code: .expectedNumber,
        message: "'navBarAlpha' must be a number of points, found '4x4'"),
    LoweringCase(
        name: "YAML 1.1 boolean", source: scene("    scrolls: 1️⃣yes\n"), code: .expectedBool,
        message: "'scrolls' must be true or false, found 'yes'"),
    LoweringCase(
        name: "quoted boolean", source: scene("    scrolls: 1️⃣'true'\n"), code: .expectedBool,
        message: "'scrolls' must be true or false, but \"true\" is quoted text"),
    LoweringCase(
        name: "fractional integer", source: scene(top: "tests: {maxDepth: 1️⃣2.5}\n"), code: .expectedInteger,
        message: "'maxDepth' must be a whole number, found '2.5'"),
    LoweringCase(
        name: "quoted integer", source: scene(top: "tests: {maxStates: 1️⃣\"9\"}\n"), code: .expectedInteger,
        message: "'maxStates' must be a whole number, but \"9\" is quoted text"),
    LoweringCase(
        name: "negative width", source: scene("    size: 1️⃣-3\n"), code: .outOfRange,
        message: "'size' must be greater than 0 and at most 100000, found -3"),
    LoweringCase(
        name: "pager tab wider than 100,000 pt",
        source: scene("    pager: {tabs: [{title: A, page: home, width: 1️⃣1e20}]}\n"), code: .outOfRange,
        message: "'width' must be greater than 0 and at most 100000, found 1e20"),
    LoweringCase(
        name: "custom device wider than 100,000 pt",
        source: scene(top: "devices: [{name: big, width: 1️⃣1e20, height: 800, sizeClass: regular}]\n"),
        code: .outOfRange, message: "'width' must be greater than 0 and at most 100000, found 1e20"),
    LoweringCase(
        name: "header height of 2^53",
        source: scene(
            "    header: {height: 1️⃣9007199254740992}\n    pager: {tabs: [{title: A, page: tab, width: 80}]}\n"
                + "  tab: {type: App.Tab, scrolls: true}\n"),
        code: .outOfRange, message: "'height' must be between 0 and 100000, found 9007199254740992"),
    LoweringCase(
        name: "metric beyond 100,000 pt", source: scene(top: "metrics: {sidebarWidth: 1️⃣100001}\n"),
        code: .outOfRange, message: "'sidebarWidth' must be greater than 0 and at most 100000, found 100001"),
    LoweringCase(
        name: "stack inset beyond 100,000 pt",
        source: scene("    stack: {root: v, insets: {top: 1️⃣2e5}, views: {v: {type: App.V}}}\n"),
        code: .outOfRange, message: "'top' must be between 0 and 100000, found 2e5"),
    LoweringCase(
        name: "hexadecimal width", source: scene("    size: 1️⃣0x10\n"), code: .expectedNumber,
        message: "'size' must be a number of points, found '0x10': hexadecimal is not a number in a scene file"),
    LoweringCase(
        name: "hexadecimal selected",
        source: scene("    pager: {selected: 1️⃣0x1, tabs: [{title: A, page: home, width: 80}]}\n"),
        code: .expectedInteger,
        message: "'selected' must be a whole number, found '0x1': hexadecimal is not a number in a scene file"),
    LoweringCase(
        name: "octal inset", source: scene(top: "metrics: {tabItemSpacing: 1️⃣0o17}\n"), code: .expectedNumber,
        message: "found '0o17': octal is not a number in a scene file"),
    LoweringCase(
        name: "infinite width", source: scene("    size: 1️⃣.inf\n"), code: .expectedNumber,
        message: "'size' must be a number of points, found '.inf': infinity is not a number in a scene file"),
    LoweringCase(
        name: "NaN alpha", source: scene("    transition: {navBarAlpha: 1️⃣.nan}\n"), code: .expectedNumber,
        message: "found '.nan': NaN is not a number in a scene file"),
    LoweringCase(
        name: "integer too large for any range",
        source: scene("    pager: {selected: 1️⃣99999999999999999999, tabs: [{title: A, page: home, width: 80}]}\n"),
        code: .outOfRange, message: "'selected' must be between 0 and 10000, found 99999999999999999999"),
    LoweringCase(
        name: "float too large for a Double", source: scene("    size: 1️⃣1e400\n"), code: .outOfRange,
        message: "'size' must be greater than 0 and at most 100000, found 1e400"),
    LoweringCase(
        name: "subnormal width", source: scene("    size: 1️⃣5e-324\n"), code: .outOfRange,
        message: "'size' is 5e-324: a non-zero value below 0.000001 is meaningless"),
    LoweringCase(
        name: "subnormal alpha", source: scene("    transition: {navBarAlpha: 1️⃣1e-7}\n"), code: .outOfRange,
        message: "'navBarAlpha' is 1e-7: a non-zero value below 0.000001 is meaningless"),
    LoweringCase(
        name: "alpha above one", source: scene("    transition: {navBarAlpha: 1️⃣1.5}\n"), code: .outOfRange,
        message: "'navBarAlpha' must be between 0 and 1, found 1.5"),
    LoweringCase(
        name: "unknown word", source: scene("    transition: {mode: 1️⃣lef}\n"), code: .unknownValue,
        message: "'lef' is not a value of 'mode'"),
    LoweringCase(
        name: "unknown size word", source: scene("    size: 1️⃣hlaf\n"), code: .unknownValue,
        message: "'hlaf' is not a value of 'size'"),
    LoweringCase(
        name: "invalid page id",
        source:
            "scene: Music\nversion: 1\nroot: home\npages:\n  home: {type: App.Home, push: [now-playing]}\n  1️⃣now-playing: {type: App.X}\n",
        code: .invalidIdentifier, message: "'now-playing' is not a valid identifier for a page id"),
    LoweringCase(
        name: "invalid scene name",
        source: "scene: 1️⃣2Music\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n",
        code: .invalidIdentifier, message: "'2Music' is not a valid identifier for 'scene'"),
    LoweringCase(
        name: "scene name too long",
        source:
            "scene: 1️⃣Muuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu\nversion: 1\nroot: home\npages:\n  home: {type: App.Home}\n",
        code: .nameTooLong,
        message: "'scene' is 101 characters long; names and ids in a scene file are at most 100 characters"),
    LoweringCase(
        name: "page id too long, and a reference to it",
        source:
            "scene: Music\nversion: 1\nroot: home\npages:\n  home: {type: App.Home, push: [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa]}\n  1️⃣aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: {type: App.X}\n",
        code: .nameTooLong, message: "the page id is 101 characters long"),
    LoweringCase(
        name: "device name too long",
        source: scene(
            top:
                "devices: [{name: 1️⃣ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé, width: 800, height: 600, sizeClass: regular}]\n"
        ),
        code: .nameTooLong, message: "the device name is 101 characters long"),
    LoweringCase(
        name: "link url that is not a pattern",
        source: scene(top: "links:\n  - {url: \"music://host/1️⃣detail-{id}\", path: \"home,detail\"}\n"),
        code: .invalidLinkPattern,
        message: "the link url 'music://host/detail-{id}' is not a URL pattern: a placeholder is a whole segment"),
    LoweringCase(
        name: "link path with an empty step",
        source: scene(top: "links:\n  - {url: \"music://host/detail\", path: \"home,1️⃣,detail\"}\n"),
        code: .invalidLinkPath, message: "the link path 'home,,detail' is malformed: the path has an empty step"),
    LoweringCase(
        name: "empty device name",
        source: scene(top: "devices: [{name: 1️⃣\"\", width: 800, height: 600, sizeClass: regular}]\n"),
        code: .emptyDeviceName, message: "the device name is empty"),
    LoweringCase(
        name: "keyword in type name",
        source: "scene: Music\nversion: 1\nroot: home\npages:\n  home: {type: 1️⃣App.class}\n",
        code: .invalidTypeName, message: "'App.class' is not a valid Swift type name: 'class' is a Swift keyword"),
    LoweringCase(
        name: "empty type component", source: "scene: Music\nversion: 1\nroot: home\npages:\n  home: {type: 1️⃣App.}\n",
        code: .invalidTypeName, message: "a dot has no name on one side"),
    LoweringCase(
        name: "colour read as a comment",
        source:
            "scene: Music\nversion: 1\ntabs:\n  - title: Home\n    badgeColor: 1️⃣#FF3B30\n    root: home\npages:\n  home: {type: App.Home}\n",
        code: .invalidColor, message: "'badgeColor' has no value: '#FF3B30' after ': ' starts a YAML comment"),
    LoweringCase(
        name: "bad colour",
        source:
            "scene: Music\nversion: 1\ntabs:\n  - {title: Home, badgeColor: 1️⃣\"#FF3B3\", root: home}\npages:\n  home: {type: App.Home}\n",
        code: .invalidColor, message: "'#FF3B3' is not a colour for 'badgeColor'"),
    LoweringCase(
        name: "version 2", source: "scene: Music\nversion: 1️⃣2\nroot: home\npages:\n  home: {type: App.Home}\n",
        code: .unsupportedVersion, message: "scene format version 2 is not supported"),
    LoweringCase(
        name: "tabs and root",
        source:
            "scene: Music\nversion: 1\ntabs:\n  - {title: Home, root: home}\n1️⃣root: home\npages:\n  home: {type: App.Home}\n",
        code: .tabsOrRoot, message: "a scene has either 'tabs' or 'root', not both"),
    LoweringCase(
        name: "neither tabs nor root", source: "1️⃣scene: Music\nversion: 1\npages:\n  home: {type: App.Home}\n",
        code: .tabsOrRoot, message: "a scene needs 'tabs' (side tabs) or 'root' (a single stacked navigation)"),
    LoweringCase(
        name: "null value", source: scene("    title:1️⃣\n"), code: .missingValue, message: "'title' has no value"),
    LoweringCase(
        name: "unknown device", source: scene(top: "devices: [1️⃣ipad-landscap]\n"), code: .unknownDevice,
        message: "no device preset named 'ipad-landscap'"),
    LoweringCase(
        name: "attachment on root", source: scene(top: "1️⃣attachment: {page: home}\n"), code: .requiresTabs,
        message: "'attachment' needs side tabs, but this scene uses 'root'"),
    LoweringCase(
        name: "empty tabs", source: "scene: Music\nversion: 1\ntabs: 1️⃣[]\npages:\n  home: {type: App.Home}\n",
        code: .emptyList, message: "'tabs' needs at least one tab"),
    LoweringCase(
        name: "duplicate device", source: scene(top: "devices: [iphone, 1️⃣iphone]\n"), code: .duplicateDevice,
        message: "device 'iphone' is listed twice"),
    LoweringCase(
        name: "empty file", source: "1️⃣# nothing\n", code: .emptyScene, message: "the scene file is empty"),
    LoweringCase(
        name: "list at top level", source: "1️⃣- a\n- b\n", code: .emptyScene,
        message: "a scene file must be a mapping of keys such as 'scene:' and 'pages:', not a list"),
]

@Suite struct LoweringDiagnosticsTests {
    @Test(arguments: loweringCases)
    func diagnostic(_ c: LoweringCase) {
        let marked = MarkedSource(c.source)
        let result = Compiler().compile(marked.file())
        expectEqual(result.diagnostics.map(\.code), [c.code], "\(result.diagnostics.map(\.message))")
        guard let diagnostic = result.diagnostics.first else { return }
        expectEqual(diagnostic.range.start, marked["1️⃣"])
        #expect(diagnostic.message == c.message || diagnostic.message.contains(c.message), "\(diagnostic.message)")
        #expect(marked.file().contains(diagnostic.range))
        #expect(diagnostic.label != nil, "every diagnostic labels its underline")
        if !diagnostic.fixIts.isEmpty {
            let fixed = SourceFile(path: "fixed.yaml", bytes: FixIt.apply(diagnostic.fixIts, to: marked.file().bytes))
            let after = Compiler().compile(fixed)
            #expect(!after.diagnostics.contains { $0.code == c.code && $0.range.start == diagnostic.range.start })
        }
    }

    @Test func everyLoweringCodeHasAMarkerCase() {
        let covered = Set(loweringCases.map(\.code))
        let lowering = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("SC2") && $0 != .tooManyPages }
        expectEqual(lowering.filter { !covered.contains($0) }, [])
    }

    @Test func oneTypoGivesExactlyOneErrorWithAFixIt() {
        let marked = MarkedSource(
            "scene: Music\nversion: 1\ntabs:\n  - 1️⃣titel: Browse\n    root: browse\npages:\n  browse: {type: App.B}\n")
        let result = Compiler().compile(marked.file())
        expectEqual(result.diagnostics.count, 1)
        let diagnostic = result.diagnostics[0]
        let location = marked.file().location(of: diagnostic.range.start)
        #expect((location.line, location.column) == (4, 5))
        expectEqual(diagnostic.help, ["did you mean 'title'?"])
        let fixed = SourceFile(path: "f.yaml", bytes: FixIt.apply(diagnostic.fixIts, to: marked.file().bytes))
        #expect(Compiler().compile(fixed).diagnostics.isEmpty)
        // Recovery: the misspelt key was read as 'title'.
        expectEqual(result.scene?.tabs.first?.title.value, "Browse")
    }

    /// The fix-it of the one invalid-identifier diagnostic of `source`, as the replacement text.
    func identifierFix(_ source: String) -> String? {
        let diagnostics = Compiler().compile(SourceFile(path: "i.yaml", text: source)).diagnostics
        let invalid = diagnostics.filter { $0.code == .invalidIdentifier }
        expectEqual(invalid.count, 1, "\(diagnostics.map(\.message))")
        return invalid.first?.fixIts.first?.edits.first?.replacement
    }

    @Test("an invalid page id is never renamed to an id that is already declared")
    func invalidDeclarationSuggestsAFreeID() {
        let source = { (more: String) in
            "scene: M\nversion: 1\nroot: home\npages:\n  home: {type: A.H}\n  my-page: {type: A.B}\n" + more
        }
        expectEqual(identifierFix(source("")), "my_page")
        expectEqual(identifierFix(source("  my_page: {type: A.C}\n")), "my_page_2")
        expectEqual(identifierFix(source("  my_page: {type: A.C}\n  my_page_2: {type: A.D}\n")), "my_page_3")
        let views =
            "scene: M\nversion: 1\nroot: home\npages:\n  home:\n    type: A.H\n"
            + "    stack: {root: a_b, views: {a-b: {type: A.V}, a_b: {type: A.W, push: [a-b]}}}\n"
        let fixes = Compiler().compile(SourceFile(path: "v.yaml", text: views)).diagnostics
            .filter { $0.code == .invalidIdentifier }.compactMap { $0.fixIts.first?.edits.first?.replacement }
        // The declaration gets a free id; the reference in 'push' names the view that is declared.
        expectEqual(fixes, ["a_b_2", "a_b"])
    }

    @Test("an invalid page reference is only ever replaced by a declared page")
    func invalidReferenceSuggestsADeclaredPage() {
        let source = { (reference: String) in
            "scene: M\nversion: 1\nroot: home\npages:\n  home: {type: A.H, push: [\(reference)]}\n  my_page: {type: A.B}\n"
        }
        expectEqual(identifierFix(source("my-page")), "my_page")
        expectEqual(identifierFix(source("my-pag")), "my_page")
        #expect(identifierFix(source("checkout-page")) == nil)
    }

    @Test("a name made only of invalid characters gets no keyword as a suggestion")
    func noKeywordSuggestion() {
        #expect(identifierFix("scene: \"-\"\nversion: 1\nroot: home\npages:\n  home: {type: A.H}\n") == nil)
    }

    @Test func twentyIndependentMistakesGiveTwentyDiagnostics() throws {
        let source = """
            scene: Music
            version: 1
            devices: [ipad-landscap, {name: x, width: "80", height: 0, sizeClass: regulr}]
            metrics:
              halfPageWidth: -1
              overlayOpacity: 2
              stackedLayers: 1.5
            tabs:
              - titel: Browse
                badgeColor: #FF0000
                root: browse
                icon: [a]
            pages:
              browse:
                type: class
                size: halff
                scrolls: yes
                push: album
                transition: {mode: up, navBarAlpha: "1", pop: false, next: album}
              album:
                typ: X
                pager:
                  line: stretchfixed
                  selected: -1

            """
        let result = Compiler().compile(SourceFile(path: "many.yaml", text: source))
        expectEqual(result.diagnostics.count, 20)
        let starts = result.diagnostics.map(\.range.start)
        expectEqual(starts, starts.sorted(), "sorted by position")
        expectEqual(Set(starts).count, 20, "each at its own place")
    }

    @Test func typesAreDecidedByTheKey() throws {
        let result = Compiler().compile(
            SourceFile(
                path: "t.yaml",
                text: """
                    scene: Music
                    version: 1
                    tabs:
                      - {title: no, badge: 5, icon: NULLS, root: home}
                    pages:
                      home: {type: App.Home, title: 1e3, size: 320.5}

                    """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        expectEqual(scene.tabs[0].title.value, "no")
        expectEqual(scene.tabs[0].badge?.value, "5")
        expectEqual(scene.tabs[0].icon?.value, "NULLS")
        expectEqual(scene.pages[0].title?.value, "1e3")
        expectEqual(scene.pages[0].size.value, .fixed(.points(320.5)))
    }

    @Test func yamlNullIsNoValue() {
        for null in ["", "~", "null", "Null", "NULL"] {
            let result = Compiler().compile(SourceFile(path: "n.yaml", text: scene("    title: \(null)\n")))
            expectEqual(result.diagnostics.map(\.code), [.missingValue], "title: \(null)")
        }
        let quoted = Compiler().compile(SourceFile(path: "n.yaml", text: scene("    title: \"null\"\n")))
        #expect(quoted.diagnostics.isEmpty)
        expectEqual(quoted.scene?.page(PageID("detail"))?.title?.value, "null")
    }

    @Test func tooManyPagesIsReportedAtThePagesKey() throws {
        let marked = MarkedSource(
            "scene: Music\nversion: 1\nroot: p0\n1️⃣pages:\n  p0: {type: A}\n  p1: {type: A}\n  p2: {type: A}\n")
        let file = marked.file()
        var bag = DiagnosticBag()
        let syntax = try #require(SyntaxParser.parse(file, diagnostics: &bag))
        let scene = Lowering.lower(syntax, file: file, maxPages: 2, diagnostics: &bag)
        expectEqual(bag.all.map(\.code), [.tooManyPages])
        expectEqual(bag.all.first?.range.start, marked["1️⃣"])
        expectEqual(bag.all.first?.message, "the scene declares 3 pages; scenec accepts at most 2")
        expectEqual(scene?.pages.isEmpty, true)
    }

    @Test func examplesHaveNoDiagnostics() throws {
        let root = Paths.repositoryRoot(from: #filePath)
        let examples = FileIO.list(root + "/examples").filter { $0.hasSuffix(".scene.yaml") }
        #expect(examples.count >= 4)
        for name in examples {
            let bytes = try #require(FileIO.readBytes(root + "/examples/" + name))
            let result = Compiler().compile(SourceFile(path: name, bytes: bytes))
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map(\.message))")
            #expect(result.scene != nil)
        }
    }
}
