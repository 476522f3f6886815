import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = Paths.repositoryRoot(from: #filePath)

/// The goldens of this target.
let goldenDirectory = Paths.directory(of: #filePath) + "/Golden"

/// The example scenes, sorted by file name.
let exampleFiles: [String] = FileIO.list(repositoryRoot + "/examples").filter { $0.hasSuffix(".scene.yaml") }

/// Compiles `text` and returns the scene, recording an issue when it has errors.
func compileScene(
    _ text: String, path: String = "test.scene.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Scene? {
    let result = Compiler().compile(SourceFile(path: path, text: text))
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
    return result.scene
}

/// Compiles the example `name` (a file in `examples/`).
func exampleScene(_ name: String) -> Scene? {
    guard let text = FileIO.read(repositoryRoot + "/examples/" + name) else { return nil }
    return Compiler().compile(SourceFile(path: "examples/" + name, text: text)).scene
}

/// The scene's states on its device named `device` (the first device by default).
func states(of scene: Scene, device: String? = nil) -> StateEnumeration {
    let definition = SceneDefinition(checked: scene)
    let chosen = device.flatMap { definition.device(named: $0) } ?? definition.devices[0]
    return StateEnumerator.enumerate(definition, limits: scene.tests, on: chosen)
}

/// Every state of the scene on each device, laid out (what `layout --all` prints).
func layoutTable(_ scene: Scene) -> LayoutTable {
    LayoutTable(SceneDefinition(checked: scene), limits: scene.tests)
}

/// Lays out the state that `request` names, or records an issue.
func layOut(_ scene: Scene, _ request: StateRequest) -> StateLayout? {
    let definition = SceneDefinition(checked: scene)
    do {
        let (device, state) = try request.resolve(in: definition)
        return LayoutEngine.layout(state, in: definition, on: device)
    } catch {
        Issue.record("request failed: \(error.description)")
        return nil
    }
}

/// Whether two numbers agree within the spec's tolerance, 1e-6.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
