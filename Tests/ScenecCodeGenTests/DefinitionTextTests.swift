import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

@testable import ScenecCodeGen
@testable import ScenecRuntime

/// The generated definition's pages are text that the runtime reads (scene format §10.1, "The definition's pages as
/// text"): for every example, the golden scene, a scene with every field and a scene of several page groups, the
/// pages read back from the generator's text are exactly the pages of the definition the compiler builds
/// (`SceneDefinition(checked:)`), in process and through a compiled program that runs the generated setup code.
@Suite struct DefinitionTextTests {
    /// Every field of a page and its nested values, each away from its default, with hostile text: quotes,
    /// backslashes, newlines, `#` runs and `\#(…)` (which must not end or escape the raw literal), Unicode.
    static let everyField = ##"""
        scene: Every
        version: 1
        devices: [ipad-landscape, iphone]
        tabs:
          - {title: Home, root: home}
          - {title: Deep, root: deep}
        attachment: {page: bar, visible: false}
        pages:
          home:
            type: EveryApp.Home
            title: "Say \"hi\" \\ back\nthen # ## ### \"#  \\#(x) \"\"\"# é 日本 👋 \u2028 \u200F end"
            navigationBar: false
            scrolls: true
            size: {regular: 300.5, compact: half}
            push: [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, home]
            present: [sheet, cover, pop]
            arguments:
              text: {type: String, default: "a \"quoted\"\nline\\"}
              count: {type: Int, default: -42}
              ratio: {type: Double, default: 0.1}
              small: {type: Double, default: 0.0000001}
              flag: {type: Bool, default: false}
              id: {type: UUID, default: "00000000-0000-4000-8000-00000000000A"}
              link: {type: URL, default: "https://example.com/a?b=c#d"}
              mode: {type: [first, second, third], default: second}
              maybe: String?
              later: UUID?
              place: URL?
              any: Int?
          p1: {type: EveryApp.P1, size: half, transition: {mode: right, next: p2, pop: false, navBarAlpha: 0.35}}
          p2: {type: EveryApp.P2, size: 320, transition: {next: p3}}
          p3: {type: EveryApp.P3, size: {regular: half, compact: full}, transition: {mode: left}}
          p4: {type: EveryApp.P4, arguments: {need: String, number: Double, when: Bool, choice: [a, b]}}
          p5: {type: EveryApp.P5, title: ""}
          p6: {type: EveryApp.P6}
          p7: {type: EveryApp.P7}
          p8: {type: EveryApp.P8}
          p9: {type: EveryApp.P9}
          p10: {type: EveryApp.P10}
          deep:
            type: EveryApp.Deep
            title: Deep
            header: {height: 200.25, menuHeight: 44.5, pinHeight: 20, inset: {top: -20, left: 1.5, bottom: 3, right: 0.1}}
            pager:
              line: dynamic
              scaleSelected: true
              selected: 1
              tabs:
                - {title: "Tab \"one\"", page: t1, width: 100, reuse: feed, titleWidth: 42.5}
                - {title: Two, page: t2, width: 120.75, titleWidth: 60}
                - {title: Three, page: t3, width: 90, reuse: feed}
          t1: {type: EveryApp.T1, scrolls: true, push: [p6]}
          t2: {type: EveryApp.T2, scrolls: true}
          t3: {type: EveryApp.T3, scrolls: true, present: [sheet]}
          plain:
            type: EveryApp.Plain
            header: {height: 0}
            pager: {line: stretchFixed, tabs: [{title: X, page: t2, width: 50}]}
          stacked:
            type: EveryApp.Stacked
            stack:
              root: first
              insets: {top: 10, bottom: 20.25}
              views:
                first: {type: EveryApp.FirstView, push: [second, third], switch: [third, {view: second, direction: pop}]}
                second: {type: EveryApp.SecondView}
                third: {type: EveryApp.ThirdView, switch: [{view: first, direction: push}]}
          sheet:
            type: EveryApp.Sheet
            presentation: {style: {regular: popover, compact: sheet}, detents: [medium, large], dismissible: false}
          cover: {type: EveryApp.Cover, presentation: fullScreen, push: [stacked, plain]}
          pop: {type: EveryApp.Pop, presentation: {style: formSheet, detents: [medium]}}
          bar: {type: EveryApp.Bar, present: [cover]}

        """##

    /// 230 pages in one file: three groups of at most 100, each added by its own `addPagesN(to:)`.
    static let manyPages: String = {
        var text = "scene: Many\nversion: 1\ndevices: [iphone]\nroot: p0\ntests: {maxDepth: 1}\npages:\n"
        for index in 0..<230 {
            text +=
                "  p\(index): {type: ManyApp.P\(index), title: \"Page #\(index)\"\(index == 0 ? ", push: [p1]" : "")}\n"
        }
        return text
    }()

    /// The scenes: every example, the golden scene, and the two above.
    static let scenes: [(name: String, text: String)] =
        exampleNames.map { name in
            (name, FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml") ?? "")
        } + [("Mini", GoldenTests.scene), ("Every", everyField), ("Many", manyPages)]

    /// The definition the compiler builds, which the generated code must give.
    static func definition(_ name: String, _ text: String) throws -> SceneDefinition {
        let result = compileScene(text, path: name + ".scene.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.definition)
    }

    /// The pages read back from the text the generator writes for `pages`.
    static func readBack(_ pages: [ScenePage]) throws -> [ScenePage] {
        var text = pages.map { PageText.lines(of: $0).joined(separator: "\n") }.joined(separator: "\n\n")
        return try text.withUTF8 { bytes in try ScenePageText.pages(bytes) }
    }

    @Test(arguments: scenes.map(\.name))
    func thePagesReadBackExactly(name: String) throws {
        let text = try #require(Self.scenes.first { $0.name == name }).text
        let definition = try Self.definition(name, text)
        let pages = try Self.readBack(definition.pages)
        expectEqual(pages.count, definition.pages.count)
        for (read, page) in zip(pages, definition.pages) {
            expectEqual(read, page, "page \(page.id)")
        }
        var decoded = definition
        decoded.pages = []
        decoded.pages.append(contentsOf: pages)
        expectEqual(decoded, definition)
    }

    /// Every value the every-field scene sets away from its default is in its definition, so that reading it
    /// back tests it.
    @Test func theEveryFieldSceneSetsEveryField() throws {
        let definition = try Self.definition("Every", Self.everyField)
        let pages = definition.pages
        #expect(pages.contains { $0.title?.contains("\"#") == true && $0.title?.contains("\n") == true })
        #expect(pages.contains { $0.title == "" })
        #expect(pages.contains { !$0.showsNavigationBar } && pages.contains(where: \.scrolls))
        #expect(pages.contains { $0.push.count > 8 } && pages.contains { $0.present.count > 1 })
        #expect(pages.contains { $0.size.regular != $0.size.compact })
        #expect(pages.contains { $0.transition?.mode == .right && $0.transition?.isPopEnabled == false })
        #expect(pages.contains { $0.transition != nil && $0.transition?.next == nil })
        let pager = try #require(pages.compactMap(\.pager).first { $0.scalesSelected })
        #expect(pager.lineType == .dynamic && pager.selected == 1)
        #expect(pager.tabs.contains { $0.reuse != nil && $0.titleWidth != nil })
        #expect(pager.tabs.contains { $0.reuse == nil && $0.titleWidth != nil })
        #expect(pager.tabs.contains { $0.reuse != nil && $0.titleWidth == nil })
        #expect(pages.contains { $0.header?.menuHeight == 44.5 && $0.header?.inset.top == -20 })
        #expect(pages.contains { $0.header != nil && $0.header?.menuHeight == nil })
        let stack = try #require(pages.compactMap(\.stack).first)
        #expect(stack.topInset == 10 && stack.bottomInset == 20.25)
        #expect(stack.views.contains { !$0.push.isEmpty && !$0.switchTo.isEmpty && !$0.switchesByPop.isEmpty })
        let arguments = pages.flatMap(\.arguments)
        for type in [ArgumentType.string, .int, .double, .bool, .uuid, .url] {
            #expect(arguments.contains { $0.type == type && $0.defaultValue != nil }, "default of \(type)")
        }
        #expect(arguments.contains { if case .choice = $0.type { $0.defaultValue != nil } else { false } })
        #expect(arguments.contains { if case .choice = $0.type { $0.defaultValue == nil } else { false } })
        #expect(arguments.filter(\.isOptional).count >= 4 && arguments.contains(where: \.isRequired))
        let presentations = pages.compactMap(\.presentation)
        #expect(presentations.contains { $0.compactStyle != nil && !$0.isDismissible && $0.detents.count == 2 })
        #expect(presentations.contains { $0.style == .fullScreen } && presentations.contains { $0.style == .formSheet })
    }

    /// The generated text as a reviewer reads it: one page a block, one field a line.
    @Test func theTextIsReadable() throws {
        let definition = try Self.definition("Mini", GoldenTests.scene)
        let album = try #require(definition.page("album"))
        expectEqual(
            PageText.lines(of: album),
            [
                #"page "album""#, #"type "MiniApp.AlbumViewController""#, "size regular half compact full",
                #"transition mode left next "track" isPopEnabled true navBarAlpha 1"#,
                #"argument "albumID" type string"#,
                #"argument "sort" type choice "title" "year" default choice "year""#,
            ])
        #expect(PageText.number(-0.0) == "-0.0" && PageText.number(1e-7) == "1e-07" && PageText.number(320) == "320")
        #expect(
            PageText.number(.infinity) == "inf" && PageText.number(1e16) == "1e+16"
                && PageText.number(1e15) == "1000000000000000.0")
        #expect(PageText.delimiter(for: ["a", "b"]) == "#" && PageText.delimiter(for: ["x \"## y"]) == "###")
    }

    /// The whole path: the generated setup code of every scene (the every-field one in four files, the others in
    /// one), compiled without ScenecUIKit into a program linked with the built ScenecRuntime, prints each definition;
    /// it must print what the compiler's definitions print. So the raw literals, their delimiters and indentation, and
    /// `appendPages(_:)` give the same values as `SceneDefinition(checked:)`.
    @Test func theCompiledDefinitionsAreTheCompilersDefinitions() throws {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let directory = try temporaryDirectory("definition-text")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Only the runtime's module: the setup code's UI part (`#if canImport(ScenecUIKit)`) is left out.
        try FileManager.default.createDirectory(atPath: directory + "/modules", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/modules/ScenecRuntime.swiftmodule",
            withDestinationPath: productsDirectory + "/Modules/ScenecRuntime.swiftmodule")
        let objects = try FileManager.default.contentsOfDirectory(atPath: productsDirectory + "/ScenecRuntime.build")
            .filter { $0.hasSuffix(".o") }.sorted().map { productsDirectory + "/ScenecRuntime.build/" + $0 }
        try #require(!objects.isEmpty, "no object files in \(productsDirectory)/ScenecRuntime.build")

        var sources: [String] = []
        var program = "import ScenecRuntime\n\n"
        var expected = ""
        for (name, text) in Self.scenes {
            let files = try generateFiles(text, name: name + ".scene.yaml", setupFiles: name == "Every" ? 4 : 1)
            for file in files.prefix(name == "Every" ? 4 : 1) {
                try write(file.contents, to: directory + "/" + file.name)
                sources.append(file.name)
            }
            // A scene's line, then its description (an `ArgumentValue` prints its text as it is, newlines too).
            program += "print(\"=== \(name)\")\nprint(description(of: \(name)Scene.definition))\n"
            expected += "=== \(name)\n" + Self.description(of: try Self.definition(name, text)) + "\n"
        }
        program += """

            /// Every stored value but the page index.
            func description(of definition: SceneDefinition) -> String {
                String(reflecting: (
                    definition.name, definition.devices, definition.metrics, definition.compactMetrics,
                    definition.navigationStyle, definition.tabBarStyle, definition.tabs, definition.root,
                    definition.extraItems, definition.attachment, definition.pages
                ))
            }

            """
        try write(program, to: directory + "/main.swift")
        let build = try run(
            swiftc,
            ["-swift-version", "6", "-module-name", "App", "-I", directory + "/modules", "main.swift"] + sources
                + objects + ["-o", "definitions"],
            in: directory)
        try #require(build.status == 0, "\(build.output.prefix(4000))")
        let output = try run(directory + "/definitions", [])
        expectEqual(output.status, 0)
        // Scene by scene, to name the one that differs.
        func scenes(_ text: String) -> [Substring] { text.split(separator: "=== ").map { $0 } }
        expectEqual(scenes(output.output).count, Self.scenes.count)
        for (printed, wanted) in zip(scenes(output.output), scenes(expected)) {
            expectEqual(printed, wanted, "scene \(wanted.prefix { $0 != "\n" })")
        }
    }

    /// `description(of:)` of the compiled program.
    static func description(of definition: SceneDefinition) -> String {
        String(
            reflecting: (
                definition.name, definition.devices, definition.metrics, definition.compactMetrics,
                definition.navigationStyle, definition.tabBarStyle, definition.tabs, definition.root,
                definition.extraItems, definition.attachment, definition.pages
            ))
    }
}
