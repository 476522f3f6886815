import Foundation
import ScenecCodeGen
import ScenecExpectations
import ScenecOutput
import ScenecTestSupport
import Testing

/// Page types named like the types the generated code uses unqualified, nested in a type of the app, and a
/// module-qualified type of another module (`modules:`, scene format section 2.5): the generated setup code and
/// layout tests compile. Three `swiftc` runs against the built ScenecUIKit: the other module (`Widgets`), the app
/// module with the setup code (`App`), and the layout tests (which import both).
@Suite struct TypeNameCompileTests {
    /// The names of issue 28 item 3 that the generated setup code and tests use unqualified, each a nested page
    /// type of the app (`Screens.Metrics`); the page ids are the names in lowerCamelCase.
    static let names = [
        "Metrics", "ScenePage", "SceneDevice", "SceneContainer", "SceneDefinition", "SideTabBarController",
        "SceneRootViewController", "SceneControllerReference", "ScenePagePlace", "Rect",
    ]

    /// `home` is module-qualified (`Widgets`, listed in `modules`), `album` undotted (the app's), its stack view
    /// nested too.
    static var scene: String {
        let ids = names.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        return """
            scene: Names
            version: 1
            devices: [ipad-landscape]
            modules: [Widgets]
            root: home
            pages:
              home: {type: Widgets.HomeViewController, push: [\(ids.joined(separator: ", ")), album]}
              album: {type: Album, stack: {root: list, views: {list: {type: Screens.SceneStackView}}}}

            """ + zip(ids, names).map { "  \($0): {type: Screens.\($1)}\n" }.joined()
    }

    static let widgets = "public import ScenecUIKit\npublic final class HomeViewController: UIViewController {}\n"

    static var screens: String {
        "public import ScenecUIKit\npublic enum Screens {\n"
            + names.map { "    public final class \($0): UIViewController {}\n" }.joined()
            + "    public final class SceneStackView: UIView {}\n}\npublic final class Album: UIViewController {}\n"
    }

    @Test("nested types named like runtime and UIKit-layer types, and a module-qualified type, compile")
    func nestedAndQualifiedTypesCompile() throws {
        let swiftc = try Tool.require("swiftc", from: "the Swift toolchain")
        let directory = try temporaryDirectory("type-names")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = try generateFiles(Self.scene, name: "Names.scene.yaml", module: "App")
        let setup = try #require(files.first { $0.name == "NamesScene.swift" })
        let tests = files.filter { $0.name.hasPrefix("NamesLayoutTests") }
        try #require(!tests.isEmpty)
        // Only `Widgets` is imported for a page type: `Screens` is the app's.
        #expect(setup.contents.contains("import Widgets"))
        #expect(!setup.contents.contains("import Screens"))
        for file in [setup] + tests { try write(file.contents, to: directory + "/" + file.name) }
        try write(Self.widgets, to: directory + "/Widgets.swift")
        try write(Self.screens, to: directory + "/Screens.swift")
        let common = ["-swift-version", "6", "-warnings-as-errors", "-I", productsDirectory + "/Modules", "-I", "."]
        let steps: [[String]] = [
            ["-emit-module", "-parse-as-library", "-module-name", "Widgets", "Widgets.swift"],
            ["-emit-module", "-parse-as-library", "-module-name", "App", setup.name, "Screens.swift"],
            ["-typecheck", "-module-name", "AppTests"] + tests.map(\.name),
        ]
        for step in steps {
            let result = try run(swiftc, step + common, in: directory)
            expectEqual(result.status, 0, "swiftc \(step.joined(separator: " ")):\n\(result.output)")
            guard result.status == 0 else { return }
        }
    }
}
