import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecRuntime
import ScenecTestSupport
import Testing

/// Every address that scenec writes or its documents give points at something that exists: a link of a document
/// to another file names a file of the repository, a link to a heading (`#limits`) names a heading there, and a
/// URL in generated text (the schema, the generated code, SARIF, SVG, the explanations) is one of the few published
/// addresses listed here.
@Suite struct DocumentationLinkTests {
    /// The addresses generated text may hold: the standards its formats are written against.
    static let publishedAddresses: Set<String> = [
        "http://json-schema.org/draft-07/schema#",  // JSON Schema draft-07 (the schema's $schema)
        "https://json.schemastore.org/sarif-2.1.0.json",  // SARIF 2.1.0 (the log's $schema)
        "http://www.w3.org/2000/svg",  // the SVG namespace
    ]

    /// The `http://` and `https://` addresses in `text`, each up to the first character that cannot be in one.
    static func addresses(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "http") {
            let candidate = rest[start.lowerBound...]
            guard candidate.hasPrefix("http://") || candidate.hasPrefix("https://") else {
                rest = rest[start.upperBound...]
                continue
            }
            let end = candidate.firstIndex { " \"'<>()`\n\\,".contains($0) } ?? candidate.endIndex
            found.append(String(candidate[..<end]))
            rest = candidate[end...]
        }
        return found
    }

    @Test("addresses are found in text, up to their end")
    func addressReader() {
        expectEqual(
            Self.addresses(in: "a \"https://x.org/a#b\", (http://y.org) httpd <https://z.org/c>"),
            ["https://x.org/a#b", "http://y.org", "https://z.org/c"])
    }

    /// What scenec generates, apart from a scene's own text.
    static func generatedTexts() throws -> [(what: String, text: String)] {
        var texts: [(String, String)] = [
            ("the JSON Schema", Compiler.sceneSchema().serialized())
        ]
        for code in DiagnosticCode.allCases {
            texts.append(("the explanation of \(code)", code.explainText))
        }
        for name in exampleNames {
            let path = "examples/\(name).scene.yaml"
            let text = try #require(FileIO.read(repositoryRoot + "/" + path))
            for file in try generateFiles(text, name: "\(name).scene.yaml") {
                texts.append(("\(file.name) of \(name)", file.contents))
            }
            let result = compileScene(text, path: path)
            let diagnostic = Diagnostic(.unreachablePage, "m", at: SourceRange(start: 0, end: 1))
            let file = SourceFile(path: path, text: text)
            texts.append(
                ("SARIF of \(name)", SARIFRenderer.render([(file, [diagnostic])], toolVersion: "0").serialized()))
            if let svg = try? result.renderedLayout(StateRequest(), as: .svg) {
                texts.append(("an SVG wireframe of \(name)", svg))
            }
        }
        return texts
    }

    @Test("every URL in generated text is a published address")
    func generatedAddresses() throws {
        let texts = try Self.generatedTexts()
        #expect(texts.contains { $0.what.hasPrefix("SARIF") } && texts.contains { $0.what.hasPrefix("an SVG") })
        // A scene's own links (§10.3) are its text, which the generated link enum and tests repeat.
        var sceneLinks: Set<String> = []
        for name in exampleNames {
            let text = try #require(FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml"))
            sceneLinks.formUnion(compileScene(text).definition?.links.map(\.route.pattern.text) ?? [])
        }
        for (what, text) in texts {
            for address in Self.addresses(in: text) where !sceneLinks.contains(address) {
                #expect(Self.publishedAddresses.contains(address), "\(what) gives \(address), which is not published")
            }
        }
    }

    /// The relative link targets of `markdown`: `](target)`, without an anchor, skipping web and mail addresses.
    static func relativeLinks(in markdown: String) -> [String] {
        var links: [String] = []
        var rest = Substring(markdown)
        while let start = rest.range(of: "](") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: ")") else { break }
            let target = String(after[..<end]).split(separator: "#", omittingEmptySubsequences: false)[0]
            if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") {
                links.append(String(target))
            }
            rest = after[end...]
        }
        return links
    }

    @Test("every link of a document to a file names a file or folder of the repository")
    func documentLinks() throws {
        expectEqual(Self.relativeLinks(in: "[a](b.md#c) [d](https://e) [f](#g) [h](../i)"), ["b.md", "../i"])
        var checked = 0
        for document in DocumentationSnippetTests.documents {
            let text = try #require(FileIO.read(repositoryRoot + "/" + document))
            let directory = URL(fileURLWithPath: repositoryRoot + "/" + document).deletingLastPathComponent()
            for link in Self.relativeLinks(in: text) {
                let target = directory.appendingPathComponent(link).standardizedFileURL.path
                #expect(
                    FileManager.default.fileExists(atPath: target), "\(document) links to \(link), which does not exist"
                )
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// The anchor GitHub gives a heading: lower-cased, every character but letters, digits, `-` and `_` dropped,
    /// spaces as `-`.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// The anchors of the headings of `markdown`, outside code blocks.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            let heading = line.drop { $0 == "#" }
            guard !inCode, heading.count < line.count, heading.hasPrefix(" ") else { continue }
            anchors.insert(anchor(String(heading.dropFirst())))
        }
        return anchors
    }

    @Test("every link of a document to a heading names a heading of the document it links to")
    func headingLinks() throws {
        #expect(Self.anchor("10.3 Links") == "103-links" && Self.anchor("`scenec validate`") == "scenec-validate")
        expectEqual(Self.anchors(in: "# A b\n```\n# c\n```\n## `d` e\n#f\n"), ["a-b", "d-e"])
        var checked = 0
        for document in DocumentationSnippetTests.documents {
            let text = try #require(FileIO.read(repositoryRoot + "/" + document))
            let directory = URL(fileURLWithPath: repositoryRoot + "/" + document).deletingLastPathComponent()
            var rest = Substring(text)
            while let start = rest.range(of: "](") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                rest = after[end...]
                let target = after[..<end]
                guard !target.contains("://"), let hash = target.firstIndex(of: "#") else { continue }
                let path = String(target[..<hash])
                guard path.isEmpty || path.hasSuffix(".md") else { continue }
                let linked =
                    path.isEmpty ? text : FileIO.read(directory.appendingPathComponent(path).standardizedFileURL.path)
                let anchor = String(target[target.index(after: hash)...])
                #expect(
                    Self.anchors(in: linked ?? "").contains(anchor), "\(document) links to \(target): no such heading")
                checked += 1
            }
        }
        #expect(checked > 5)
    }
}
