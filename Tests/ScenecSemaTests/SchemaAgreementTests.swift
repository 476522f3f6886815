import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

@testable import ScenecSema

#if canImport(Foundation)
    import Foundation
#endif

/// The JSON Schema and scenec accept and reject the same scenes, on cases generated from the key tables: every
/// bound of every metric (alone and per size class, each side), of every `tests` limit, every key that needs
/// 'tabs' (with 'tabs' and with 'root'), and every code with every severity in `diagnostics:`.
@Suite struct SchemaAgreementTests {
    struct Case {
        var name: String
        var yaml: String
    }

    static func scene(tabs: Bool, _ top: String) -> String {
        "scene: Shop\nversion: 1\n" + (tabs ? "tabs:\n  - {title: Home, root: home}\n" : "root: home\n")
            + "pages:\n  home: {type: App.Home}\n" + top
    }

    /// A valid value of `type`, as YAML flow text.
    static func sample(_ type: ValueType) -> String {
        switch type {
        case .string: "Text"
        case .identifier: "home"
        case .typeName: "App.Home"
        case .color: "\"#FF0000\""
        case .deviceName: "iphone"
        case .bool: "true"
        case .integer(let minimum, _): "\(minimum)"
        case .number(let minimum, let exclusiveMinimum, _): number(minimum ?? exclusiveMinimum.map { $0 + 1 } ?? 1)
        case .word(let words): words[0]
        case .table(let name):
            "{"
                + (SceneSchema.all.first { $0.name == name }?.keys ?? []).filter(\.required).map {
                    "\($0.name): \(sample($0.type))"
                }.joined(separator: ", ") + "}"
        case .list(let item, _): "[\(sample(item))]"
        case .map(let value, _): "{home: \(sample(value))}"
        case .oneOf(let types): sample(types[0])
        case .bySizeClass(let value): "{regular: \(sample(value)), compact: \(sample(value))}"
        case .severities: "{SC4001: warning}"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Values at and beyond each bound of a number type, valid and invalid.
    static func boundaries(_ type: ValueType) -> [String] {
        switch type {
        case .integer(let minimum, let maximum):
            return [minimum - 1, minimum, maximum, maximum + 1].map { "\($0)" }
        case .number(let minimum, let exclusiveMinimum, let maximum):
            var values: [Double] = [-1, 0, SceneSchema.smallestNonZero / 2, SceneSchema.smallestNonZero, 1]
            if let minimum { values += [minimum - 1, minimum] }
            if let exclusiveMinimum { values += [exclusiveMinimum, exclusiveMinimum + 1] }
            if let maximum { values += [maximum, maximum + 1] }
            return Array(Set(values)).sorted().map(number)
        default:
            return []
        }
    }

    /// Every case, generated from the key tables.
    static func cases() -> [Case] {
        var cases: [Case] = []
        // Keys that need 'tabs', with tabs (valid) and with root (invalid).
        for (key, needs) in SceneSchema.scene.dependencies where needs == ["tabs"] {
            let value = sample(SceneSchema.scene.spec(key).type)
            for tabs in [true, false] {
                cases.append(Case(name: "\(key) tabs=\(tabs)", yaml: scene(tabs: tabs, "\(key): \(value)\n")))
            }
        }
        // Every bound of every metric, alone and per size class (each side out of range in turn).
        for spec in SceneSchema.metrics.keys {
            guard case .oneOf(let types) = spec.type, let type = types.first else { continue }
            let good = sample(type)
            for value in boundaries(type) {
                cases.append(
                    Case(
                        name: "metric \(spec.name) \(value)",
                        yaml: scene(tabs: true, "metrics: {\(spec.name): \(value)}\n")))
                cases.append(
                    Case(
                        name: "metric \(spec.name) regular \(value)",
                        yaml: scene(tabs: true, "metrics: {\(spec.name): {regular: \(value), compact: \(good)}}\n")))
                cases.append(
                    Case(
                        name: "metric \(spec.name) compact \(value)",
                        yaml: scene(tabs: true, "metrics: {\(spec.name): {regular: \(good), compact: \(value)}}\n")))
            }
        }
        for spec in SceneSchema.tests.keys {
            for value in boundaries(spec.type) {
                cases.append(
                    Case(
                        name: "tests \(spec.name) \(value)",
                        yaml: scene(tabs: true, "tests: {\(spec.name): \(value)}\n")))
            }
        }
        // Every code with every level, and codes that do not exist.
        let codes = DiagnosticCode.allCases.map(\.rawValue) + ["SC9999", "SC0000", "SC4001x", "sc4001"]
        for code in codes {
            for level in SeverityLevel.allCases.map(\.rawValue) + ["sometimes"] {
                cases.append(
                    Case(
                        name: "diagnostics \(code) \(level)",
                        yaml: scene(tabs: true, "diagnostics: {\(code): \(level)}\n")))
            }
        }
        return cases
    }

    /// Whether scenec rejects `yaml` as the scene format does: an error of lowering (SC2xxx) is reported.
    static func scenecRejects(_ yaml: String) -> Bool {
        let result = Compiler(keepsOutputs: false).compile(SourceFile(path: "case.scene.yaml", bytes: Array(yaml.utf8)))
        return result.diagnostics.contains { $0.severity == .error && $0.code.rawValue.hasPrefix("SC2") }
    }

    @Test func generatedCasesCoverEachTable() {
        let cases = Self.cases()
        #expect(cases.contains { $0.name == "tabBar tabs=false" })
        #expect(cases.contains { $0.name == "metric maxBottomTabs compact 21" })
        #expect(cases.contains { $0.name == "diagnostics SC9999 error" })
        #expect(cases.count > 500)
    }

    /// check-jsonschema (PyPI) and scenec agree on every generated case.
    @Test func schemaAndScenecAgree() throws {
        #if canImport(Foundation)
            let tool = try Tool.require("check-jsonschema", from: "PyPI package check-jsonschema")
            let root = Paths.repositoryRoot(from: #filePath)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let cases = Self.cases()
            var paths: [String] = []
            for (index, item) in cases.enumerated() {
                let path = "\(directory)/case\(index).yaml"
                try item.yaml.write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
            let result = try Subprocess.run(
                tool, ["--schemafile", root + "/Schemas/scene.schema.json", "-o", "JSON"] + paths)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
            let failing = Set(((report["errors"] as? [[String: Any]]) ?? []).compactMap { $0["filename"] as? String })
            expectEqual((report["parse_errors"] as? [Any])?.isEmpty, true)
            var disagreements: [String] = []
            for (item, path) in zip(cases, paths) {
                let schemaRejects = failing.contains(path)
                let scenecRejects = Self.scenecRejects(item.yaml)
                if schemaRejects != scenecRejects {
                    disagreements.append(
                        "\(item.name): schema \(schemaRejects ? "rejects" : "accepts"), scenec "
                            + (scenecRejects ? "rejects" : "accepts"))
                }
            }
            #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #endif
    }
}
