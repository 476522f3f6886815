import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// Every ```swift block of the documentation (the READMEs, `CONTRIBUTING.md`, `docs/*.md` and the DocC
/// articles) is compiled, against the built ScenecRuntime and ScenecUIKit (its stand-in on Linux) and a module
/// `MusicApp` made of `examples/MusicApp`'s sources and the setup code generated from its scene, so that
/// `MusicScene`, `MusicAppFactory` and the generated navigators are what a snippet names.
///
/// Each block is compiled exactly as printed, as a file: its own imports and declarations, nothing added (a block
/// of statements fails; issue 43 item 3). A block that shows part of a file, or a whole file of the first-app
/// article's package, says so on the line before its fence:
/// `<!-- excerpt: examples/MusicApp/Package.swift -->`: its lines are that file's, in order (the file itself is
/// built by its own test); `<!-- generated: examples/Ride.scene.yaml -->`: its lines, but for those with `…`,
/// are lines of the code generated from that scene, in order; `<!-- file: Sources/BazaarApp/… -->`: the whole file
/// at that path of the package YourFirstApp.md builds (InitPackageTests builds and tests it).
@Suite struct DocumentationSnippetTests {
    /// A ```swift block of a document.
    struct Snippet: CustomTestStringConvertible, Sendable {
        /// The document, relative to the repository root.
        var document: String
        /// The line of the opening fence, 1-based.
        var line: Int
        /// The block's text.
        var text: String
        /// The marker comment on the line before the fence (`excerpt: PATH`, `generated: PATH`), if any.
        var marker: String?

        var testDescription: String { "\(document):\(line)" }
    }

    /// The documents whose snippets are checked.
    static var documents: [String] {
        var documents = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md", "examples/README.md"]
        documents += FileIO.list(repositoryRoot + "/examples").filter { !$0.hasSuffix(".yaml") }
            .filter { FileIO.read(repositoryRoot + "/examples/\($0)/README.md") != nil }
            .map { "examples/\($0)/README.md" }
        documents += FileIO.list(repositoryRoot + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        for module in FileIO.list(repositoryRoot + "/Sources") {
            for catalogue in FileIO.list(repositoryRoot + "/Sources/\(module)") where catalogue.hasSuffix(".docc") {
                let directory = "Sources/\(module)/\(catalogue)"
                documents += FileIO.list(repositoryRoot + "/" + directory).filter { $0.hasSuffix(".md") }
                    .map { "\(directory)/\($0)" }
            }
        }
        return documents.sorted()
    }

    /// The first-app article, whose `file:` blocks are the files of the package InitPackageTests builds.
    static let firstAppArticle = "Sources/ScenecUIKit/ScenecUIKit.docc/YourFirstApp.md"

    /// The DocC article on links and saved navigation.
    static let linksArticle = "Sources/ScenecUIKit/ScenecUIKit.docc/OpeningLinksAndRestoring.md"

    /// The ```swift blocks of `markdown`.
    static func snippets(in markdown: String, document: String) -> [Snippet] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var snippets: [Snippet] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let start = index
            var body: [Substring] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            var marker: String?
            if start > 0 {
                let previous = lines[start - 1].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("<!--"), previous.hasSuffix("-->") {
                    marker = previous.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                }
            }
            snippets.append(
                Snippet(document: document, line: start + 1, text: body.joined(separator: "\n"), marker: marker))
            index += 1
        }
        return snippets
    }

    static let all: [Snippet] = documents.flatMap { document in
        snippets(in: FileIO.read(repositoryRoot + "/" + document) ?? "", document: document)
    }

    @Test("the documents have snippets, and the reader finds blocks and their markers")
    func reader() {
        #expect(Self.documents.contains("README.md") && Self.documents.contains("docs/commands.md"))
        #expect(Self.documents.contains { $0.hasSuffix("ScenecUIKit.docc/GettingStarted.md") })
        #expect(Self.all.count >= 8, "\(Self.all.map(\.testDescription))")
        // The scene delegate hook-up and the SwiftUI example (issue 27) are among the compiled snippets.
        let hookUps = Self.all.filter { $0.marker == nil && $0.text.contains("UIWindowSceneDelegate") }
        #expect(Set(hookUps.map(\.document)).isSuperset(of: ["README.md", Self.linksArticle]))
        #expect(Self.all.contains { $0.document == Self.linksArticle && $0.text.contains(".onOpenURL") })
        let markdown = "a\n<!-- excerpt: x.swift -->\n```swift\nlet a = 1\n```\n```swift\nb()\n```\n```\nc\n```\n"
        let found = Self.snippets(in: markdown, document: "t.md")
        expectEqual(found.map(\.line), [3, 6])
        expectEqual(found.map(\.text), ["let a = 1", "b()"])
        expectEqual(found.map(\.marker), ["excerpt: x.swift", nil])
    }

    // MARK: - Excerpts

    /// Whether `lines` appear in `text`'s lines in order, each compared without its indentation; a line with
    /// `…` and an empty line are skipped.
    static func isExcerpt(_ snippet: String, of text: String) -> (ok: Bool, missing: String?) {
        let haystack = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = 0
        for line in snippet.split(separator: "\n") {
            let needle = line.trimmingCharacters(in: .whitespaces)
            if needle.isEmpty || needle.contains("…") { continue }
            guard let found = haystack[position...].firstIndex(of: needle) else { return (false, needle) }
            position = found + 1
        }
        return (true, nil)
    }

    @Test("the excerpt check follows the order and skips elisions")
    func excerptCheck() {
        let file = "a\n  b\nc\nd"
        #expect(Self.isExcerpt("a\nc", of: file).ok)
        #expect(Self.isExcerpt("b\n// …\nd", of: file).ok)
        #expect(!Self.isExcerpt("c\na", of: file).ok)
        expectEqual(Self.isExcerpt("a\nx", of: file).missing, "x")
    }

    @Test(
        "every excerpt is a part of the file or the generated code it names", arguments: all.filter { $0.marker != nil }
    )
    func excerpt(_ snippet: Snippet) throws {
        let marker = try #require(snippet.marker)
        let text: String
        if marker.hasPrefix("excerpt: ") {
            let path = String(marker.dropFirst("excerpt: ".count))
            text = try #require(FileIO.read(repositoryRoot + "/" + path), "\(path) does not exist")
        } else if marker.hasPrefix("generated: ") {
            let path = String(marker.dropFirst("generated: ".count))
            let scene = try #require(FileIO.read(repositoryRoot + "/" + path), "\(path) does not exist")
            let name = String(path.split(separator: "/").last ?? "")
            text = try generateFiles(scene, name: name).map(\.contents).joined(separator: "\n")
        } else if marker.hasPrefix("file: ") {
            // A whole file of the reader's package in YourFirstApp.md, which InitPackageTests builds and tests.
            expectEqual(snippet.document, Self.firstAppArticle, "\(snippet.testDescription): file: is for the article")
            return
        } else {
            Issue.record("unknown marker '\(marker)' (excerpt: PATH, generated: PATH or file: PATH)")
            return
        }
        let result = Self.isExcerpt(snippet.text, of: text)
        #expect(result.ok, "\(snippet.testDescription): not in \(marker): \(result.missing ?? "")")
    }

    // MARK: - Compiled snippets

    /// A directory with the module `MusicApp`: examples/MusicApp's sources and the setup code of its scene.
    static let musicApp: Result<String, any Error> = Result {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let directory = try temporaryDirectory("snippets")
        let sources = repositoryRoot + "/examples/MusicApp/Sources/MusicApp"
        let scene = try #require(FileIO.read(sources + "/Music.scene.yaml"))
        let setup = try #require(try generateFiles(scene, name: "Music.scene.yaml", module: "MusicApp").first)
        try write(setup.contents, to: directory + "/" + setup.name)
        let files = FileIO.list(sources).filter { $0.hasSuffix(".swift") }.map { sources + "/" + $0 }
        let result = try run(
            swiftc,
            ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "MusicApp"]
                + ["-I", productsDirectory + "/Modules", "-emit-module-path", directory + "/MusicApp.swiftmodule"]
                + [setup.name] + files,
            in: directory)
        guard result.status == 0 else { throw SnippetSetupFailed(output: result.output) }
        return directory
    }

    /// A directory with the module `SwiftUI`: the test-only stand-in for the SwiftUI declarations the documentation's
    /// SwiftUI example uses (SwiftUI does not exist on Linux; StandInDeclarationsTests checks each declaration
    /// against Apple's page).
    static let swiftUI: Result<String, any Error> = Result {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let directory = try temporaryDirectory("swiftui")
        let source = repositoryRoot + "/Tests/ScenecUIKitTests/Fixtures/SwiftUIStandIn/SwiftUI.swift"
        let result = try run(
            swiftc,
            ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI"]
                + ["-I", productsDirectory + "/Modules", "-emit-module-path", directory + "/SwiftUI.swiftmodule"]
                + [source],
            in: directory)
        guard result.status == 0 else { throw SnippetSetupFailed(output: result.output) }
        return directory
    }

    struct SnippetSetupFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { "the MusicApp module does not build:\n\(output)" }
    }

    /// The words that start a declaration at file level.
    static let declarationStarts = [
        "@", "final ", "class ", "struct ", "enum ", "extension ", "func ", "protocol ", "public ", "private ",
        "internal ", "actor ", "#if",
    ]

    /// Whether `snippet` is a file of declarations (after its imports and comments): what a reader can paste into
    /// a file and build. A block of statements would need context the reader does not get (issue 43 item 3).
    static func isFile(_ snippet: String) -> Bool {
        let first = snippet.split(separator: "\n").first { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
        }
        return first.map { line in declarationStarts.contains { line.hasPrefix($0) } } ?? true
    }

    /// The file that compiles `snippet`: the snippet exactly as printed, its own imports included (issue 43 item 3).
    static func sourceFile(_ snippet: String) -> String {
        snippet + "\n"
    }

    @Test("a snippet is compiled as printed: nothing is added, so a missing import fails")
    func asPrinted() throws {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let module = try Self.musicApp.get()
        let directory = try temporaryDirectory("printed")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let body =
            "@MainActor\nfunc show(in window: UIWindow) {\n    window.rootViewController = "
            + "MusicScene.makeRootViewController(factory: MusicAppFactory())\n}"
        #expect(Self.isFile(body) && !Self.isFile("import ScenecUIKit\n\nwindow.makeKeyAndVisible()"))
        for (imports, compiles) in [
            ("", false), ("import ScenecUIKit\n", false), ("import MusicApp\nimport ScenecUIKit\n", true),
        ] {
            try write(Self.sourceFile(imports + body), to: directory + "/Snippet.swift")
            let result = try run(
                swiftc,
                ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Snippet"]
                    + ["-I", productsDirectory + "/Modules", "-I", module, "Snippet.swift"],
                in: directory)
            expectEqual((result.status == 0), compiles, "\(imports): \(result.output)")
        }
    }

    #if !canImport(UIKit)
        /// What the article's scene delegate shows at each step of `SceneDelegateDriver.swift`, on Music: a link at
        /// launch, links and a universal link while running, then relaunches with the saved state (restored first,
        /// then the launching link over it) and with a state whose page the scene no longer has.
        static let delegateRun = [
            "launched by a link: tab 0 [browse,album | radio | library | search]",
            "opened a link: tab 2 [browse,album | radio | library,playlist | search]",
            "continued a universal link: tab 0 [browse,artist | radio | library,playlist | search]",
            "Music has no link for music://nowhere",
            "opened an unknown URL: tab 0 [browse,artist | radio | library,playlist | search]",
            "relaunched with the state and a link: tab 0 [browse,album | radio | library,playlist | search]",
            "Not restored: tab 2, page 1 ('list'): the scene has no page 'list'",
            "relaunched with an older state: tab 0 [browse,artist | radio | library | search]",
        ]

        @Test("the article's scene delegate, run on the UIKit stand-in, restores the saved state, then opens the link")
        func sceneDelegateRuns() throws {
            let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
            let snippet = try #require(
                Self.all.first { $0.document == Self.linksArticle && $0.text.contains("UIWindowSceneDelegate") })
            let directory = try temporaryDirectory("delegate")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let sources = repositoryRoot + "/examples/MusicApp/Sources/MusicApp"
            let scene = try #require(FileIO.read(sources + "/Music.scene.yaml"))
            let setup = try #require(try generateFiles(scene, name: "Music.scene.yaml", module: "MusicApp").first)
            try write(setup.contents, to: directory + "/" + setup.name)
            try write(Self.sourceFile(snippet.text), to: directory + "/Snippet.swift")
            let app = FileIO.list(sources).filter { $0.hasSuffix(".swift") }.map { sources + "/" + $0 }
            let driver = repositoryRoot + "/Tests/ScenecUIKitTests/Fixtures/SceneDelegateDriver.swift"
            // The libraries' objects as this build made them (a debug build, so @testable reaches the stand-in's
            // test-only initialisers); the snippet's `import MusicApp` names the module it is compiled into.
            let libraries = [
                "ScenecRuntime", "ScenecUIPlans", "ScenecUIKitPlatform", "ScenecUIKitStandIn", "ScenecUIKit",
            ]
            let objects = libraries.flatMap { library in
                let build = productsDirectory + "/\(library).build"
                return FileIO.list(build).filter { $0.hasSuffix(".swift.o") }.map { build + "/" + $0 }
            }
            #expect(objects.count > libraries.count)
            let compiled = try run(
                swiftc,
                ["-parse-as-library", "-swift-version", "6", "-module-name", "MusicApp"]
                    + ["-I", productsDirectory + "/Modules", "-o", directory + "/delegate"]
                    + [setup.name, "Snippet.swift", driver] + app + objects,
                in: directory)
            try #require(compiled.status == 0, "the delegate does not build:\n\(compiled.output)")
            let ran = try Subprocess.run(directory + "/delegate", [])
            expectEqual(ran.status, 0)
            expectEqual(ran.stdout.split(separator: "\n").map(String.init), Self.delegateRun)
        }

        /// What the article's SwiftUI app shows in two windows (`SwiftUIWindowsDriver.swift`), each sent a link: each
        /// window keeps its own root, and a link opens in the window it was sent to. With one root shared by the
        /// windows (the sample before issue 39's finding 16), the second window takes the first one's root.
        static let swiftUIWindowsRun = [
            "two windows opened: the first window: tab 0 [browse | radio | library | search]",
            "two windows opened: the second window: tab 0 [browse | radio | library | search]",
            "a link sent to the first: the first window: tab 0 [browse,album | radio | library | search]",
            "a link sent to the first: the second window: tab 0 [browse | radio | library | search]",
            "a link sent to the second: the first window: tab 0 [browse,album | radio | library | search]",
            "a link sent to the second: the second window: tab 2 [browse | radio | library,playlist | search]",
        ]

        @Test("the article's SwiftUI app, run in two windows on the stand-ins, gives each window its own root")
        func swiftUIWindowsRun() throws {
            let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
            let snippet = try #require(
                Self.all.first { $0.document == Self.linksArticle && $0.text.contains(".onOpenURL") })
            let directory = try temporaryDirectory("swiftui-windows")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let modules = productsDirectory + "/Modules"
            // The SwiftUI stand-in, testable: the driver opens windows with its internal `StandInAppSession`.
            let swiftUI = try run(
                swiftc,
                ["-parse-as-library", "-swift-version", "6", "-enable-testing", "-module-name", "SwiftUI"]
                    + ["-I", modules, "-c", "-o", "SwiftUI.o", "-emit-module"]
                    + ["-emit-module-path", "SwiftUI.swiftmodule"]
                    + [repositoryRoot + "/Tests/ScenecUIKitTests/Fixtures/SwiftUIStandIn/SwiftUI.swift"],
                in: directory)
            try #require(swiftUI.status == 0, "the SwiftUI stand-in does not build:\n\(swiftUI.output)")
            // The snippet as printed, in the module MusicApp with the generated scene and the app's sources; its
            // `@main` entry point is renamed so that the driver's main.swift is the program's.
            let sources = repositoryRoot + "/examples/MusicApp/Sources/MusicApp"
            let scene = try #require(FileIO.read(sources + "/Music.scene.yaml"))
            let setup = try #require(try generateFiles(scene, name: "Music.scene.yaml", module: "MusicApp").first)
            try write(setup.contents, to: directory + "/" + setup.name)
            try write(Self.sourceFile(snippet.text), to: directory + "/Snippet.swift")
            let app = FileIO.list(sources).filter { $0.hasSuffix(".swift") }.map { sources + "/" + $0 }
            let musicApp = try run(
                swiftc,
                ["-parse-as-library", "-swift-version", "6", "-enable-testing", "-module-name", "MusicApp", "-wmo"]
                    + ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "snippet_main"]
                    + ["-I", modules, "-I", directory, "-c", "-o", "MusicApp.o", "-emit-module"]
                    + ["-emit-module-path", "MusicApp.swiftmodule", setup.name, "Snippet.swift"] + app,
                in: directory)
            try #require(musicApp.status == 0, "the SwiftUI app does not build:\n\(musicApp.output)")
            let libraries = [
                "ScenecRuntime", "ScenecUIPlans", "ScenecUIKitPlatform", "ScenecUIKitStandIn", "ScenecUIKit",
            ]
            let objects = libraries.flatMap { library in
                let build = productsDirectory + "/\(library).build"
                return FileIO.list(build).filter { $0.hasSuffix(".swift.o") }.map { build + "/" + $0 }
            }
            let driver = repositoryRoot + "/Tests/ScenecUIKitTests/Fixtures/SwiftUIWindowsDriver.swift"
            try write(try #require(FileIO.read(driver)), to: directory + "/main.swift")
            let linked = try run(
                swiftc,
                ["-swift-version", "6", "-module-name", "Driver", "-I", modules, "-I", directory, "-o", "windows"]
                    + ["main.swift", "MusicApp.o", "SwiftUI.o"] + objects,
                in: directory)
            try #require(linked.status == 0, "the driver does not build:\n\(linked.output)")
            let ran = try Subprocess.run(directory + "/windows", [])
            expectEqual(ran.status, 0)
            expectEqual(ran.stdout.split(separator: "\n").map(String.init), Self.swiftUIWindowsRun)
        }
    #endif

    @Test("every other snippet compiles", arguments: all.filter { $0.marker == nil })
    func compiles(_ snippet: Snippet) throws {
        #expect(
            Self.isFile(snippet.text),
            "\(snippet.testDescription) is a block of statements: show a whole file (its imports and declarations)")
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let module = try Self.musicApp.get()
        let swiftUI = try Self.swiftUI.get()
        let directory = try temporaryDirectory("snippet")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(Self.sourceFile(snippet.text), to: directory + "/Snippet.swift")
        // As a library: an app's snippet may mark its entry point with `@main`.
        let result = try run(
            swiftc,
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name",
                "Snippet",
            ]
                + ["-I", productsDirectory + "/Modules", "-I", module, "-I", swiftUI, "Snippet.swift"],
            in: directory)
        expectEqual(result.status, 0, "\(snippet.testDescription) does not compile:\n\(result.output)")
    }
}
