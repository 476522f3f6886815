import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The first-app path as a reader follows it (issue 25 item 18, issue 43): in a new package, `scenec init Bazaar
/// --output Sources/BazaarApp` as YourFirstApp.md says; the article's `Package.swift`, which holds the lines init
/// printed; stub controllers of the starter scene's types; `swift test`, whose test target holds only the file
/// init wrote, runs the generated layout tests green. Then every `file:` block of the article, written as printed
/// (a scene whose view controllers take init parameters, the app's factory, the test target's factory, the
/// reader's own tests with the scene delegate's link and restore glue, the scene delegate): `swift build`, then
/// `swift test` green. A nested package (ScenecTestSupport's NestedPackage), as MusicAppTests.
@Suite struct InitPackageTests {
    static let article = Scenec.repository + "/Sources/ScenecUIKit/ScenecUIKit.docc/YourFirstApp.md"

    /// The article's whole-file blocks: the path on the marker line before each fence, and the block's text.
    static func files(in markdown: String) -> [(path: String, text: String)] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var files: [(path: String, text: String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- file: ") && line.hasSuffix(" -->") {
            let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
                let end = lines[(index + 2)...].firstIndex(of: "```")
            else { continue }
            files.append((path, lines[(index + 2)..<end].joined(separator: "\n") + "\n"))
        }
        return files
    }

    /// The lines `scenec init` printed between the `dependencies:` line and the blank line after the targets.
    static func printedLines(_ printed: String) throws -> [String] {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("    dependencies: [.package(") })
        let end = try #require(lines[(start + 2)...].firstIndex { $0.isEmpty })
        return lines[start..<end].filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theArticleHasTheFilesOfAnAppAndItsTests() throws {
        let files = Self.files(in: try #require(FileIO.read(Self.article)))
        expectEqual(
            files.map(\.path),
            [
                "Package.swift", "Sources/BazaarApp/Bazaar.scene.yaml", "Sources/BazaarApp/ViewControllers.swift",
                "Sources/BazaarApp/BazaarAppFactory.swift", "Tests/BazaarAppTests/BazaarTestFactory.swift",
                "Tests/BazaarAppTests/LinkTests.swift", "Sources/BazaarApp/SceneDelegate.swift",
            ])
        // At most 300 lines (issue 43 item 8).
        #expect(try #require(FileIO.read(Self.article)).count { $0 == "\n" } <= 300)
    }

    @Test(.timeLimit(.minutes(40)))
    func theFirstAppPathFromInitToAGreenSwiftTestAndASceneDelegate() async throws {
        try await NestedPackage.build(named: "BazaarApp") { try Self.followTheArticle($0) }
    }

    static func followTheArticle(_ nested: NestedPackage) throws {
        let package = nested.path
        let article = try #require(FileIO.read(Self.article))
        let files = Self.files(in: article)
        try #require(files.count == 7)

        // `mkdir -p Sources/BazaarApp Tests/BazaarAppTests` and `scenec init Bazaar --output Sources/BazaarApp`.
        #expect(
            article.contains(
                "mkdir -p Sources/BazaarApp Tests/BazaarAppTests\nscenec init Bazaar --output Sources/BazaarApp\n"))
        for directory in ["/Sources/BazaarApp", "/Tests/BazaarAppTests"] {
            try FileManager.default.createDirectory(atPath: package + directory, withIntermediateDirectories: true)
        }
        let initialized = try Scenec.run(["init", "Bazaar", "--output", "Sources/BazaarApp"], in: package)
        try #require(initialized.status == 0, "\(initialized.stderr)")
        expectEqual(FileIO.list(package + "/Sources/BazaarApp"), ["Bazaar.scene.yaml"])
        expectEqual(FileIO.list(package + "/Tests/BazaarAppTests"), ["BazaarTestFactory.swift"])
        #expect(FileIO.list(package).contains("scene.schema.json"))

        // The article's Package.swift holds the lines init printed, as printed but for the path of scenec.
        let manifest = try #require(files.first { $0.path == "Package.swift" }).text
        let printed = try Self.printedLines(initialized.stdout)
        let dependency = printed[0].replacingOccurrences(of: Scenec.repository, with: "path/to/scenec")
        let manifestLines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = manifestLines.startIndex
        for line in [dependency] + printed.dropFirst() {
            let found = manifestLines[position...].firstIndex(of: line)
            #expect(found != nil, "the article's Package.swift lacks init's line \(line)")
            position = (found ?? position) + 1
        }
        FileIO.write(
            manifest.replacingOccurrences(of: "path/to/scenec", with: nested.scenec), to: package + "/Package.swift")

        // Issue 43 item 2: the starter scene, its stub controllers, and the test target's one file, init's.
        FileIO.write(
            "import ScenecUIKit\n\n"
                + ["HomeViewController", "DetailViewController", "SettingsViewController"].map {
                    "public final class \($0): UIViewController {}\n"
                }.joined(),
            to: package + "/Sources/BazaarApp/ViewControllers.swift")
        let starter = try nested.swift(["test"])
        expectEqual(starter.status, 0, "\(starter.output.suffix(4000))")
        let starterLayoutTests = starter.output.split(separator: "\n").filter {
            $0.contains("Test Case '") && $0.contains("BazaarLayoutTests") && $0.contains("' passed")
        }
        #expect(starterLayoutTests.count >= 3, "\(starter.output.suffix(4000))")
        #expect(starter.output.contains("with 0 failures"), "\(starter.output.suffix(4000))")

        // The article's files, exactly as printed.
        for file in files where file.path != "Package.swift" {
            FileIO.write(file.text, to: package + "/" + file.path)
        }
        let build = try nested.swift(["build"])
        expectEqual(build.status, 0, "\(build.output.suffix(4000))")
        let test = try nested.swift(["test"])
        expectEqual(test.status, 0, "\(test.output.suffix(4000))")
        let passed = test.output.split(separator: "\n").filter { $0.contains("Test Case '") && $0.contains("' passed") }
        #expect(passed.filter { $0.contains("BazaarLayoutTests") }.count >= 3, "\(test.output.suffix(4000))")
        for name in [
            "LinkTests.testAListingLinkOpensTheListingOverBrowse",
            "LinkTests.testTheSceneDelegateOpensTheLaunchingLinkAndRestoresItAtTheNextLaunch",
        ] {
            #expect(passed.contains { $0.contains(name) }, "\(name): \(test.output.suffix(4000))")
        }
        #expect(test.output.contains("with 0 failures"), "\(test.output.suffix(4000))")
        #expect(!test.output.contains("testScenecUIKitIsLinked"), "\(test.output.suffix(4000))")
    }
}
