import Foundation
import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

/// Issue 41 items 3 and 4, checked as a class: every identifier the generated code of a scene that uses every
/// kind of argument, presentation and link writes is either reserved (SC2041 for an argument, SC3066 for a link
/// case) or harmless as an argument name and as a link case name: a scene that uses each of them compiles with
/// `-warnings-as-errors`. The identifiers are read from the generated code itself, so a name that a later change
/// of the generator starts using unqualified is checked without this test knowing it.
@Suite struct ShadowingNameTests {
    /// A scene with each kind of argument (with and without defaults, optional, list types, one whose first
    /// string is `none`), a pager page that inherits, a push, a presentation from a page and from the attachment,
    /// and links with path and query placeholders.
    static let base = """
        scene: Shadow
        version: 1
        devices: [iphone]
        tabs:
          - {title: Home, root: home}
        attachment: {page: bar, visible: true}
        pages:
          home: {type: App.Home, push: [target], present: [target]}
          target:
            type: App.Target
            arguments:
              a: String
              b: {type: Int, default: 3}
              c: Double?
              d: {type: Bool, default: true}
              e: {type: UUID, default: 00000000-0000-4000-8000-00000000000A}
              f: {type: URL, default: "https://example.com/f"}
              g: {type: [none, some], default: none}
              h: {type: [title, date], default: date}
            pager:
              tabs:
                - {title: One, page: one, width: 100}
          one: {type: App.One, scrolls: true, arguments: {a: String}}
          bar: {type: App.Bar, present: [target]}
        links:
          - {url: "shadow://target/{a}?b={b}&c={c}&e={e}&f={f}&g={g}&h={h}", path: "home,target"}
          - {url: "shadow://sheet/{a}", path: "home|target", name: sheet}
        """

    /// Every identifier outside comments and string literals of `text`.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            var code = String(line)
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            // Drop string literals (the generated code has no escaped quotes outside them that matter here).
            var plain = ""
            var inString = false
            for character in code {
                if character == "\"" {
                    inString.toggle()
                    plain.append(" ")
                } else {
                    plain.append(inString ? " " : character)
                }
            }
            var word = ""
            for character in plain + " " {
                if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if let first = word.first, !first.isNumber { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }

    /// The identifiers of the base scene's generated files (setup and tests), without Swift keywords.
    static func candidates() throws -> [String] {
        let files = try generateFiles(base, name: "Shadow.scene.yaml", module: "App")
        let all = files.reduce(into: Set<String>()) { $0.formUnion(identifiers(in: $1.contents)) }
        return all.filter { SwiftNames.isIdentifier($0) && !SwiftNames.reserved.contains($0) && $0.count <= 100 }
            .sorted()
    }

    /// The names an argument may not have in the scene `Shadow`.
    static let reservedArguments = Lowering.reservedArgumentNames.union(["ShadowPages"])
    /// The names a link case may not have in the scene `Shadow`.
    static let reservedLinks = Lowering.reservedLinkNames.union(["ShadowScene", "ShadowPages"])

    /// A scene whose page `target` has an argument named after each of `names` (of each kind in turn) and a link
    /// named after each of `links`.
    static func scene(arguments names: [String], links: [String]) -> String {
        let kinds = [
            "String?", "{type: Int, default: 2}", "{type: URL, default: \"https://example.com/x\"}",
            "{type: UUID, default: 00000000-0000-4000-8000-00000000000B}", "{type: [none, other], default: none}",
            "Double?",
        ]
        var text = """
            scene: Shadow
            version: 1
            devices: [iphone]
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home, push: [target], present: [target]}
              target:
                type: App.Target
                arguments:

            """
        for (index, name) in names.enumerated() { text += "      \(name): \(kinds[index % kinds.count])\n" }
        if names.isEmpty { text += "      plain: String?\n" }
        text += "links:\n"
        text += "  - {url: \"shadow://target\", path: \"home,target\", name: target}\n"
        for (index, name) in links.enumerated() {
            text += "  - {url: \"shadow://l\(index)\", path: \"home\", name: \(name)}\n"
        }
        return text
    }

    @Test("each reserved argument or link name is SC2041 or SC3066, and blocks generate even lowered")
    func reservedNamesAreRefused() throws {
        let arguments = Self.reservedArguments.sorted()
        let links = Self.reservedLinks.sorted()
        let result = compileScene(Self.scene(arguments: arguments, links: links))
        let argumentErrors = result.diagnostics.filter { $0.code == .reservedArgumentName }
        let linkErrors = result.diagnostics.filter { $0.code == .duplicateLinkName }
        expectEqual(argumentErrors.count, arguments.count, "\(argumentErrors.map(\.message))")
        expectEqual(linkErrors.count, links.count, "\(linkErrors.map(\.message))")
        for name in links {
            #expect(linkErrors.contains { $0.message.contains("'\(name)', which the generated link enum") }, "\(name)")
        }
        // Lowered, the problem stays: no code is generated.
        let severities = SeverityOverrides([(.reservedArgumentName, .warning), (.duplicateLinkName, .ignore)])
        let lowered = Compiler(severities: severities)
            .compile(SourceFile(path: "Shadow.scene.yaml", text: Self.scene(arguments: arguments, links: links)))
        #expect(!lowered.hasErrors, "\(lowered.diagnostics.filter { $0.severity == .error }.map(\.message))")
        expectEqual(lowered.codesBlockingGeneration, [.reservedArgumentName, .duplicateLinkName])
        let files = lowered.generatedFiles(CodeGenOptions(sourceName: "Shadow.scene.yaml", module: "App"))
        #expect(files == nil)
    }

    @Test(
        "every other identifier of the generated code, as an argument and as a link case, compiles warning-free",
        .timeLimit(.minutes(10)))
    func everyOtherNameCompiles() throws {
        let candidates = try Self.candidates()
        #expect(candidates.count > 100, "\(candidates.count) identifiers")
        // The generated code uses these, and they are reserved: the check sees them in the code.
        for name in [
            "pushing", "presenting", "PageArguments", "ArgumentValue", "URL", "UUID", "sceneLinks", "ShadowPages",
        ] {
            #expect(candidates.contains(name), "\(name)")
        }
        let arguments = candidates.filter { !Self.reservedArguments.contains($0) }
        let links = candidates.filter { !Self.reservedLinks.contains($0) && $0 != "target" }
        let scene = Self.scene(arguments: arguments, links: links)
        let result = compileScene(scene)
        #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message).prefix(20))")
        let stubs = """
            import ScenecUIKit

            public final class Home: UIViewController {}
            public final class Target: UIViewController {}

            """
        let compiled = try typecheckSetup(of: scene, name: "Shadow.scene.yaml", with: [("Stubs.swift", stubs)])
        expectEqual(compiled.status, 0, "\(compiled.output.prefix(4000))")
    }

    /// A scene whose `home` pushes a page named after each of `ids`, each with every kind of argument.
    static func scene(pages ids: [String]) -> String {
        var text = """
            scene: Shadow
            version: 1
            devices: [iphone]
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: App.Home, push: [\(ids.joined(separator: ", "))]}

            """
        for id in ids {
            text +=
                "  \(id): {type: App.P\(id), arguments: {q: {type: URL, default: \"https://e.com/\"}, "
                + "r: {type: [none, b], default: none}, s: String?, u: {type: UUID, default: "
                + "00000000-0000-4000-8000-00000000000B}}}\n"
        }
        return text + "tests: {maxDepth: 1, maxStates: 20}\n"
    }

    @Test(
        "every identifier of the generated code as a page id is refused (SC3017, SC3018) or compiles warning-free",
        .timeLimit(.minutes(10)))
    func everyNameAsAPageCompiles() throws {
        // One id per member name (`Home` and `home` are SC3017 together), none of them `home`.
        var members: Set<String> = ["home"]
        let ids = try Self.candidates().filter { members.insert(SwiftNames.memberName($0)).inserted }
        let first = compileScene(Self.scene(pages: ids))
        let refused = first.diagnostics.filter { $0.severity == .error }
        #expect(refused.allSatisfy { $0.code == .memberNameReserved }, "\(refused.map(\.message))")
        let refusedIDs = Set(ids.filter { id in refused.contains { $0.message.hasPrefix("page id '\(id)' ") } })
        for id in refusedIDs {
            let known =
                ["allCases", "rawValue", "hashValue"].contains(SwiftNames.memberName(id))
                || ["Type", "Protocol"].contains(SwiftNames.typeName(id))
            #expect(known, "\(id)")
        }
        #expect(refusedIDs.contains("type"), "page 'type' would generate 'ShadowPages.Type', the metatype")
        let kept = ids.filter { !refusedIDs.contains($0) }
        let scene = Self.scene(pages: kept)
        let stubs =
            "import ScenecUIKit\n\npublic final class Home: UIViewController {}\n"
            + kept.map { "public final class P\($0): UIViewController {}\n" }.joined()
        let compiled = try typecheckSetup(of: scene, name: "Shadow.scene.yaml", with: [("Stubs.swift", stubs)])
        expectEqual(compiled.status, 0, "\(compiled.output.prefix(4000))")
    }
}

/// Issue 41 item 5: a list type's case is never spelled so that it means something else. `.none` where the
/// parameter or value is optional is `Optional.none` (nil, and a warning); the generated code writes every case
/// with its enum.
@Suite struct ListCaseSpellingTests {
    static let scene = """
        scene: Modes
        version: 1
        devices: [iphone]
        root: home
        pages:
          home: {type: App.Home, push: [item]}
          item:
            type: App.Item
            arguments: {mode: [none, some], kind: {type: [none, other], default: none}, tag: String?}
        links:
          - {url: "modes://item?mode={mode}&kind={kind}&tag={tag}", path: "home,item"}
        """

    @Test("setup and tests write each case with its enum, never a bare '.none'")
    func casesAreQualified() throws {
        let files = try generateFiles(Self.scene, name: "Modes.scene.yaml", module: "App")
        let all = files.map(\.contents).joined()
        #expect(all.contains("ModesPages.Item.Arguments.Mode.none"), "the link test's sample")
        #expect(all.contains("kind: ModesPages.Item.Arguments.Kind = ModesPages.Item.Arguments.Kind.none"))
        for line in all.split(separator: "\n") where line.contains(".none") {
            #expect(!line.contains(" .none") && !line.contains("(.none") && !line.contains(":.none"), "\(line)")
        }
    }
}
