import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecTestSupport
import Testing

/// What the README and `examples/README.md` say about the examples is what the compiler does: the README's
/// wireframe is the output of the command under it, its first scene validates clean and its mistake is what
/// `scenec validate` prints, every example is described, and the table of states per device is the layout table's. `SCENEC_RECORD=1` rewrites the wireframe and the table (and fails).
@Suite struct DocumentationFactsTests {
    static let readmePath = repositoryRoot + "/README.md"
    static let examplesReadmePath = repositoryRoot + "/examples/README.md"
    static let examples = exampleFiles.map { String($0.dropLast(".scene.yaml".count)) }

    /// The README's picture: `scenec layout` of a state of the Music example, as SVG.
    @Test("the README's wireframe is what the command under it prints")
    func readmeWireframe() throws {
        let readme = try #require(FileIO.read(Self.readmePath))
        let command =
            "scenec layout examples/Music.scene.yaml --device ipad-landscape --path browse,album --format svg"
        #expect(readme.contains("`\(command)`"), "the README's caption does not name the command")
        #expect(readme.contains("](docs/wireframe-music.svg)"), "the README does not show the wireframe")
        let text = try #require(FileIO.read(repositoryRoot + "/examples/Music.scene.yaml"))
        let result = Compiler().compile(SourceFile(path: "examples/Music.scene.yaml", text: text))
        let svg = try #require(
            try result.renderedLayout(StateRequest(device: "ipad-landscape", path: ["browse", "album"]), as: .svg))
        if let failure = Golden.check(svg, against: repositoryRoot + "/docs/wireframe-music.svg") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("the README's first scene validates with no diagnostic")
    func readmeFirstScene() throws {
        let readme = try #require(FileIO.read(Self.readmePath))
        let start = try #require(readme.range(of: "```yaml\nscene: Music\n"), "the README has no first scene")
        let end = try #require(readme[start.upperBound...].range(of: "```\n"))
        let scene = "scene: Music\n" + readme[start.upperBound..<end.lowerBound]
        let result = Compiler().compile(SourceFile(path: "Music.scene.yaml", text: scene))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// The README's "A real mistake" is the output that ValidateCommandTests checks against its golden.
    @Test("the README's real mistake is what scenec validate prints")
    func readmeMistake() throws {
        let readme = try #require(FileIO.read(Self.readmePath))
        let golden = try #require(FileIO.read(repositoryRoot + "/Tests/scenecTests/Golden/validate-mistakes.txt"))
        #expect(
            readme.contains("```\n$ scenec validate Music.scene.yaml\n" + golden + "```\n"),
            "the README's mistake is not Tests/scenecTests/Golden/validate-mistakes.txt")
    }

    /// The plugin's build error that the documents show is the one MusicAppTests makes: a `[` opened in the first
    /// tab's `icon:` of examples/MusicApp's scene.
    @Test("the documents' plugin build error is at the line MusicAppTests breaks")
    func pluginErrorLine() throws {
        let scene = try #require(FileIO.read(repositoryRoot + "/examples/MusicApp/Sources/MusicApp/Music.scene.yaml"))
        let lines = scene.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex(of: "    icon: tab-browse"))
        let error = "Music.scene.yaml:\(index + 1):11: error: this '[' is never closed [SC1005]"
        for document in ["docs/commands.md", "examples/MusicApp/README.md"] {
            let text = try #require(FileIO.read(repositoryRoot + "/" + document))
            #expect(text.contains(error), "\(document) does not show \(error)")
        }
    }

    @Test("every example is described in examples/README.md and listed in the README, with their number")
    func everyExampleIsDescribed() throws {
        let readme = try #require(FileIO.read(Self.readmePath))
        let examplesReadme = try #require(FileIO.read(Self.examplesReadmePath))
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let count = try #require(words.indices.contains(Self.examples.count) ? words[Self.examples.count] : nil)
        #expect(readme.contains("holds \(count) scenes"), "the README does not say there are \(count) examples")
        #expect(
            examplesReadme.contains(count.prefix(1).uppercased() + count.dropFirst() + " scene files"),
            "examples/README.md does not say there are \(count) examples")
        for name in Self.examples {
            #expect(readme.contains("| [\(name)](examples/\(name).scene.yaml) |"), "the README does not list \(name)")
            #expect(examplesReadme.contains("**`\(name).scene.yaml`**"), "examples/README.md does not describe \(name)")
        }
    }

    /// The rows of examples/README.md's table of states: `| Music | ipad-landscape | 166 |`.
    static func statesTable() throws -> String {
        var rows = ""
        for name in examples {
            let text = try #require(FileIO.read(repositoryRoot + "/examples/\(name).scene.yaml"))
            let result = Compiler().compile(SourceFile(path: "\(name).scene.yaml", text: text))
            let table = try #require(result.layoutTable, "\(name) has no layout table")
            for device in table.devices {
                rows += "| \(name) | \(device.device.name) | \(device.entries.count) |\n"
            }
        }
        return rows
    }

    @Test("examples/README.md's states per device are the layout table's")
    func statesPerDevice() throws {
        let document = try #require(FileIO.read(Self.examplesReadmePath))
        let header = "| scene | device | states |\n|---|---|---:|\n"
        let start = try #require(document.range(of: header), "examples/README.md has no table of states")
        // The table's rows: the lines after the header that start with `|`.
        var end = start.upperBound
        while document[end...].hasPrefix("|") {
            end = document[end...].firstIndex(of: "\n").map { document.index(after: $0) } ?? document.endIndex
        }
        let written = String(document[start.upperBound..<end])
        let expected = try Self.statesTable()
        if Golden.isRecording {
            FileIO.write(
                String(document[..<start.upperBound]) + expected + document[end...], to: Self.examplesReadmePath)
            Issue.record("recorded the table of states in examples/README.md (SCENEC_RECORD=1 always fails)")
        } else {
            expectEqual(
                written, expected, "examples/README.md's table of states is stale (SCENEC_RECORD=1 rewrites it)")
        }
    }
}
