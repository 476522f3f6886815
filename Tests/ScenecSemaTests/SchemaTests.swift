import ScenecDiagnostics
import ScenecExpectations
import ScenecOutput
import ScenecSema
import ScenecTestSupport
import Testing

#if canImport(Foundation)
    import Foundation
#endif

private let root = Paths.repositoryRoot(from: #filePath)

@Suite struct SchemaTests {
    /// Schemas/scene.schema.json is exactly what the compiler's key tables generate.
    @Test func committedSchemaMatchesTheKeyTables() {
        let generated = JSONSchemaGenerator.schema().serialized() + "\n"
        let failure = Golden.check(generated, against: root + "/Schemas/scene.schema.json")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func everyKeyHasADescription() {
        func walk(_ value: JSONValue, path: String) {
            guard case .object(let pairs) = value else {
                if case .array(let items) = value { for item in items { walk(item, path: path) } }
                return
            }
            for (key, child) in pairs {
                if key == "properties", case .object(let properties) = child {
                    for (name, property) in properties {
                        guard case .object(let fields) = property else { continue }
                        #expect(fields.contains { $0.0 == "description" }, "\(path).\(name) has no description")
                    }
                }
                walk(child, path: path + "." + key)
            }
        }
        walk(JSONSchemaGenerator.schema(), path: "$")
    }

    /// check-jsonschema (PyPI) accepts every example and rejects every schema-level invalid fixture.
    @Test func checkJSONSchemaAgreesWithTheCompiler() throws {
        #if canImport(Foundation)
            let tool = try Tool.require("check-jsonschema", from: "PyPI package check-jsonschema")
            let schema = root + "/Schemas/scene.schema.json"
            let examples = FileIO.list(root + "/examples").filter { $0.hasSuffix(".scene.yaml") }
                .map { root + "/examples/" + $0 }
            #expect(!examples.isEmpty)
            let (status, output) = try run(tool, ["--schemafile", schema] + examples)
            expectEqual(status, 0, "\(output)")

            let fixtures = Paths.directory(of: #filePath) + "/Fixtures/invalid"
            let schemaInvalid = FileIO.list(fixtures).filter { FileIO.read("\(fixtures)/\($0)/schema-invalid") != nil }
            #expect(schemaInvalid.count >= 10)
            for name in schemaInvalid {
                let (status, output) = try run(tool, ["--schemafile", schema, "\(fixtures)/\(name)/scene.yaml"])
                #expect(status != 0, "check-jsonschema accepted \(name): \(output)")
            }
        #endif
    }
}

#if canImport(Foundation)
    private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let result = try Subprocess.run(tool, arguments, mergingOutput: true)
        return (result.status, result.stdout)
    }
#endif
