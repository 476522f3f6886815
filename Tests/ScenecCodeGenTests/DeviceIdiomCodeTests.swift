import ScenecCodeGen
import ScenecCompiler
import ScenecDiagnostics
import ScenecOutput
import ScenecTestSupport
import Testing

/// Scene format §2.1 `idiom` in the generated code: the definition names a device's idiom only where its size class
/// does not imply it, and the generated layout tests expect each device's own navigation bar height (§8).
@Suite struct DeviceIdiomCodeTests {
    static let scene = """
        scene: Bars
        version: 1
        devices:
          - iphone
          - {name: iphone-max-landscape, width: 932, height: 430, sizeClass: regular, idiom: phone}
          - {name: ipad-split, width: 320, height: 1024, sizeClass: compact, idiom: pad}
        root: home
        pages:
          home: {type: App.Home, title: Home}
        """

    @Test func theDefinitionNamesANonDefaultIdiomAndTheTestsExpectEachDevicesBar() throws {
        let result = compileScene(Self.scene, path: "Bars.scene.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try #require(result.generatedFiles(CodeGenOptions(sourceName: "Bars.scene.yaml")))
        let setup = try #require(files.first { $0.name == "BarsScene.swift" }?.contents)
        #expect(setup.contains("SceneDevice(name: \"iphone\", width: 393, height: 852, sizeClass: .compact))"))
        #expect(
            setup.contains(
                "SceneDevice(name: \"iphone-max-landscape\", width: 932, height: 430, sizeClass: .regular, idiom: .phone)"
            ))
        #expect(
            setup.contains(
                "SceneDevice(name: \"ipad-split\", width: 320, height: 1024, sizeClass: .compact, idiom: .pad)"))
        let tests = try #require(files.first { $0.name == "BarsLayoutTests.swift" }?.contents)
        for row in [
            "table.page(\"home\", 0, 0, 393, 852, navigationBar: rect(0, 0, 393, 44))",
            "table.page(\"home\", 0, 0, 932, 430, navigationBar: rect(0, 0, 932, 32))",
            "table.page(\"home\", 0, 0, 320, 1024, navigationBar: rect(0, 0, 320, 50))",
        ] {
            #expect(tests.contains(row), "\(row)")
        }
    }
}
