import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

private let root = Paths.repositoryRoot(from: #filePath)

/// `docs/scene-format.md`, the format reference shipped in the repository, agrees with
/// `Schemas/scene.schema.json` (which `SchemaTests` ties to the compiler's key tables): every key the
/// schema declares is in the reference's key tables, and every key those tables give in sections 2–4
/// and 8 is in the schema, except the documented keys that scenec does not implement yet.
@Suite struct FormatReferenceTests {
    /// Keys the reference documents (its section 9) that scenec does not read yet, so the schema lacks
    /// them. Remove a key when its feature lands: the key then comes into the schema, and
    /// `theNotImplementedListIsCurrent` fails until it is removed here.
    static let documentedButNotImplemented: Set<String> = []

    /// The sections whose key tables describe what scenec implements (the top level, tabs, pages, metrics).
    static let implementedSections: Set<Int> = [2, 3, 4, 8]

    @Test func everySchemaKeyIsInTheReference() throws {
        let documented = Set(try Self.referenceKeys().map(\.key))
        let missing = try Self.schemaKeys().subtracting(documented).sorted()
        #expect(
            missing.isEmpty,
            "keys of Schemas/scene.schema.json missing from the key tables of docs/scene-format.md: \(missing)")
    }

    @Test func everyReferenceKeyIsInTheSchema() throws {
        let schema = try Self.schemaKeys()
        let documented = try Self.referenceKeys().filter { Self.implementedSections.contains($0.section) }
        #expect(documented.count >= 60, "the key tables were not found: \(documented)")
        let unknown = documented.filter {
            !schema.contains($0.key) && !Self.documentedButNotImplemented.contains($0.key)
        }
        #expect(
            unknown.isEmpty,
            "keys of docs/scene-format.md that Schemas/scene.schema.json lacks: \(unknown.map { "section \($0.section): \($0.key)" })"
        )
    }

    /// Each key of `documentedButNotImplemented` is still documented in an implemented section's table,
    /// and still absent from the schema, so the list shrinks as features land.
    @Test func theNotImplementedListIsCurrent() throws {
        let schema = try Self.schemaKeys()
        let documented = Set(
            try Self.referenceKeys().filter { Self.implementedSections.contains($0.section) }.map(\.key))
        for key in Self.documentedButNotImplemented.sorted() {
            #expect(!schema.contains(key), "'\(key)' is in the schema now: remove it from documentedButNotImplemented")
            #expect(documented.contains(key), "'\(key)' is not in the key tables of sections 2–4 and 8")
        }
    }

    /// Every numbered section has its heading, in order: the key tables of a section whose heading is lost are read
    /// as the section before it (section 3's heading was once dropped by an edit of section 2.5).
    @Test func numberedSectionsRunFromOneToTen() throws {
        let markdown = try #require(FileIO.read(root + "/docs/scene-format.md"))
        let numbers = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
            .compactMap { Int($0.dropFirst(3).prefix { $0.isNumber }) }
        expectEqual(numbers, Array(1...10))
    }

    @Test func keyTablesAreReadWithTheirSections() throws {
        let markdown = """
            ## 2. Top level

            | key | type | meaning |
            |---|---|---|
            | `scene` | identifier | a `b` c |
            | `version` | integer | |

            ### 2.1 devices

            | key | type |
            |---|---|
            | `name` | string |

            ## 7. Presets

            | name | width |
            |---|---|
            | `iphone` | 393 |

            ```
            | key |
            |---|
            | `fenced` |
            ```

            ## 8. Metrics

            | key | default |
            |---|---|
            | `sidebarWidth` | 80 |
            """
        let keys = try Self.keyTables(markdown)
        expectEqual(keys.map(\.section), [2, 2, 2, 8])
        expectEqual(keys.map(\.key), ["scene", "version", "name", "sidebarWidth"])
        #expect(throws: (any Error).self) { try Self.keyTables("## 2. X\n\n| key |\n|---|\n| scene |\n") }
    }

    /// A key in the first column of a key table (a table whose first header is `key`), and the number of
    /// the top-level section (`## N.`) it is in.
    struct DocumentedKey: Hashable, CustomStringConvertible {
        var section: Int
        var key: String
        var description: String { "\(section):\(key)" }
    }

    /// A key table row whose first cell is not one backticked key.
    struct UnreadableRow: Error, CustomStringConvertible {
        var line: String
        var description: String { "a key table row whose first cell is not one `key`: \(line)" }
    }

    /// The keys of `docs/scene-format.md`'s key tables.
    static func referenceKeys() throws -> [DocumentedKey] {
        let path = root + "/docs/scene-format.md"
        let markdown = try #require(FileIO.read(path), "the format reference is missing: \(path)")
        return try keyTables(markdown)
    }

    /// The keys in the first column of every key table of `markdown`, outside code blocks, with their
    /// section numbers (0 before the first numbered section and in unnumbered ones, such as appendices).
    static func keyTables(_ markdown: String) throws -> [DocumentedKey] {
        var keys: [DocumentedKey] = []
        var section = 0
        var inCode = false
        var previousWasTableLine = false
        var inKeyTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            let isTableLine = !inCode && line.hasPrefix("|")
            defer { previousWasTableLine = isTableLine }
            if inCode { continue }
            if line.hasPrefix("## ") {
                section = Int(line.dropFirst(3).prefix { $0.isNumber }) ?? 0
            }
            guard isTableLine else {
                inKeyTable = false
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
            let first = cells.first.map { $0.filter { !$0.isWhitespace } } ?? ""
            if !previousWasTableLine {
                inKeyTable = first == "key"
                continue
            }
            guard inKeyTable, !first.allSatisfy({ $0 == "-" || $0 == ":" }) else { continue }
            let inner = first.dropFirst().dropLast()
            guard first.hasPrefix("`"), first.hasSuffix("`"), !inner.isEmpty,
                inner.allSatisfy({ $0.isLetter || $0.isNumber })
            else { throw UnreadableRow(line: String(line)) }
            keys.append(DocumentedKey(section: section, key: String(inner)))
        }
        return keys
    }

    /// Every property name that `Schemas/scene.schema.json` declares, at any depth.
    static func schemaKeys() throws -> Set<String> {
        let path = root + "/Schemas/scene.schema.json"
        let data = try #require(FileIO.readBytes(path), "the schema is missing: \(path)")
        let schema = try JSONSerialization.jsonObject(with: Data(data))
        var keys: Set<String> = []
        var pending: [Any] = [schema]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                // The keys of `diagnostics:` are diagnostic codes, documented in docs/diagnostics.md, not format keys.
                if let properties = object["properties"] as? [String: Any] {
                    keys.formUnion(
                        properties.keys.filter { !($0.hasPrefix("SC") && $0.count == 6 && Int($0.dropFirst(2)) != nil) }
                    )
                }
                pending += Array(object.values)
            } else if let array = value as? [Any] {
                pending += array
            }
        }
        #expect(keys.count >= 50, "the schema declares too few keys: \(keys.sorted())")
        return keys
    }
}
