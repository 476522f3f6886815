import ScenecDiagnostics
public import ScenecOutput
import ScenecRuntime

/// Generates the scene format's JSON Schema (draft-07, what yaml-language-server reads)
/// from `SceneSchema`, the same tables lowering reads keys through, so that editor
/// completion and the compiler cannot drift apart.
public enum JSONSchemaGenerator {
    /// The whole schema document.
    public static func schema() -> JSONValue {
        let top = SceneSchema.scene
        var document: [(String, JSONValue)] = [
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("scenec scene file, version 1")),
        ]
        document += object(top)
        document.append(
            ("definitions", .object(SceneSchema.all.dropFirst().map { ($0.name, .object(object($0))) })))
        return .object(document)
    }

    private static func object(_ table: KeyTable) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] =
            [("description", .string(table.description))]
            + closedObject(table.keys.map { ($0.name, property($0.description, type($0.type))) })
        let required = table.keys.filter(\.required).map(\.name)
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        var constraints: [JSONValue] = []
        for group in table.exactlyOneOf {
            constraints.append(
                .object([("oneOf", .array(group.map { .object([("required", .array([.string($0)]))]) }))]))
        }
        for group in table.mutuallyExclusive {
            constraints.append(.object([("not", .object([("required", .array(group.map(JSONValue.string)))]))]))
        }
        if !constraints.isEmpty { pairs.append(("allOf", .array(constraints))) }
        if !table.dependencies.isEmpty {
            pairs.append(
                ("dependencies", .object(table.dependencies.map { ($0.0, .array($0.1.map(JSONValue.string))) })))
        }
        return pairs
    }

    /// An object that takes only `properties`.
    private static func closedObject(_ properties: [(String, JSONValue)]) -> [(String, JSONValue)] {
        [("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object(properties))]
    }

    /// A property's schema: its description (shown on hover), then its type's.
    private static func property(_ description: String, _ type: [(String, JSONValue)]) -> JSONValue {
        .object([("description", .string(description))] + type)
    }

    private static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    private static func type(_ type: ValueType) -> [(String, JSONValue)] {
        switch type {
        case .string:
            return [("type", .string("string"))]
        case .identifier:
            return [
                ("type", .string("string")), ("pattern", .string(identifierPattern)),
                ("maxLength", .int(SceneSchema.maxNameLength)),
            ]
        case .typeName:
            let keywords = SwiftNames.reserved.sorted().joined(separator: "|")
            return [
                ("type", .string("string")),
                ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")),
                ("not", .object([("pattern", .string("(^|\\.)(\(keywords))(\\.|$)"))])),
            ]
        case .color:
            return [("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))]
        case .deviceName:
            return [
                ("type", .string("string")), ("minLength", .int(1)), ("maxLength", .int(SceneSchema.maxNameLength)),
                ("examples", .array(Device.presets.map { .string($0.name) })),
            ]
        case .bool:
            return [("type", .string("boolean"))]
        case .integer(let minimum, let maximum):
            return [("type", .string("integer")), ("minimum", .int(minimum)), ("maximum", .int(maximum))]
        case .number(let minimum, let exclusiveMinimum, let maximum):
            var pairs: [(String, JSONValue)] = [("type", .string("number"))]
            if let minimum { pairs.append(("minimum", .number(minimum))) }
            if let exclusiveMinimum { pairs.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
            if let maximum { pairs.append(("maximum", .number(maximum))) }
            if (minimum ?? exclusiveMinimum ?? -1) >= 0 {
                // Lowering's rule for every number: 0, or a magnitude of at least `smallestNonZero`.
                pairs.append(
                    (
                        "not",
                        .object([
                            ("exclusiveMinimum", .number(0)),
                            ("exclusiveMaximum", .number(SceneSchema.smallestNonZero)),
                        ])
                    ))
            }
            return pairs
        case .word(let words):
            return [("type", .string("string")), ("enum", .array(words.map(JSONValue.string)))]
        case .table(let name):
            return [("$ref", .string("#/definitions/\(name)"))]
        case .list(let item, let minItems):
            var pairs: [(String, JSONValue)] = [("type", .string("array")), ("items", .object(self.type(item)))]
            if minItems > 0 { pairs.append(("minItems", .int(minItems))) }
            return pairs
        case .map(let value, let minItems):
            var pairs: [(String, JSONValue)] = [
                ("type", .string("object")),
                (
                    "propertyNames",
                    .object([
                        ("pattern", .string(identifierPattern)), ("maxLength", .int(SceneSchema.maxNameLength)),
                    ])
                ),
                ("additionalProperties", .object(self.type(value))),
            ]
            if minItems > 0 { pairs.append(("minProperties", .int(minItems))) }
            return pairs
        case .oneOf(let types):
            return [("oneOf", .array(types.map { .object(self.type($0)) }))]
        case .bySizeClass(let value):
            let table = SceneSchema.metricBySizeClass
            return closedObject(table.keys.map { ($0.name, property($0.description, self.type(value))) })
                + [("required", .array(table.keys.map { .string($0.name) }))]
        case .severities:
            // Every code is a property: hover shows its title, and a code that cannot be lowered takes only `error`.
            let levels = SeverityLevel.allCases.map(\.rawValue)
            return closedObject(
                DiagnosticCode.allCases.map { code in
                    let allowed = SeverityOverrides.canChange(code) ? levels : [SeverityLevel.error.rawValue]
                    return (code.rawValue, property(code.title, self.type(.word(allowed))))
                })
        }
    }
}
